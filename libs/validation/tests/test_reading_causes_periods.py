"""Limits counted in years or months (`limit_lexicon_maturity`): a bound's figure said in years
or months ("not above 8 years", "between 3.5 and 5 yrs", a tenor's glued "9M") is read in days,
the unit of every limit counted in time, for a subject a vocabulary knows (a book's average life)
and for one it does not (a duration, a forward's tenor, read by its words); a plan's limit says
its period in its name. A million ("USD 9M") and a kind of holding ("FNMA 30y pools") are no
period. The wording is in no batch."""

from __future__ import annotations

from quantward_contracts.values import Constraint, ResearchContractBody
from quantward_validation import mandate
from quantward_validation.lexical_subjects import lexical_unit
from quantward_validation.limit_lexicon_maturity import PERIOD_DAYS, named_period, period_of
from quantward_validation.limits import unit_of
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import Quantity, convert, in_unit, same

_YEAR = PERIOD_DAYS["years"]
_MONTH = PERIOD_DAYS["months"]


def _period(text: str, figure: str) -> str | None:
    start = text.index(figure)
    return period_of(text, start, start + len(figure))


def test_a_period_is_read_after_its_number() -> None:
    assert _period("duration not above 8 years", "8") == "years"
    assert _period("duration not above 8.5 yrs.", "8.5") == "years"
    assert _period("forwards out to 14 months", "14") == "months"
    assert _period("forwards out to 14 mths", "14") == "months"
    assert _period("settle within 45 days", "45") == "days"
    assert _period("a ceiling of 8 names", "8") is None


def test_a_glued_period_is_one_only_in_words_of_a_time() -> None:
    assert _period("the roll tenor is capped at 9m", "9") == "months"
    assert _period("effective duration at most 4.5y", "4.5") == "years"
    # a million, with a currency or without words of a time, and a kind of holding
    assert _period("the roll tenor is capped at usd 9m", "9") is None
    assert _period("a 9m ticket per counterparty", "9") is None
    assert _period("fnma 30y pools no more than 40 %", "30") is None


def test_a_term_that_describes_a_holding_is_no_period() -> None:
    assert _period("no more than 20 % in 30 year pools", "30") is None
    assert _period("10 yr notes up to 15 %", "10") is None


def test_a_limit_names_its_period() -> None:
    assert named_period("eff duration floor yrs") == "years"
    assert named_period("roll tenor cap months") == "months"
    assert named_period("max position weight") is None


def test_a_plan_limit_in_years_or_months_carries_no_unit_or_a_count() -> None:
    years = Constraint(name="effDurCapYears", value=6.0, provenance="assumption", rationale="r")
    months = Constraint(
        name="rollTenorCapMths", value=9.0, unit="count", provenance="assumption", rationale="r"
    )
    assert unit_of(years) == "years"
    assert unit_of(months) == "months"


def test_months_and_years_convert() -> None:
    assert same(convert(18.0, "months", "years"), 1.5)
    assert same(convert(2.0, "years", "days"), 2 * _YEAR)
    # the desk's "9M" reads as money to the parser; in months it is 9
    assert in_unit(Quantity(9.0, "money", 0, 1, "9"), "months") == (9.0,)
    assert in_unit(Quantity(9.0, "percent", 0, 1, "9"), "years") == ()


def _bounds(text: str, name: str) -> list[mandate.Bound]:
    return mandate.bounds_for(mandate.clauses({"policy": {"s1": text}}), name)


def _read(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    """Each bound as its kind and its ends (in days for a limit counted in time), rounded."""
    return [
        (
            b.kind,
            None if b.low is None else round(b.low, 4),
            None if b.high is None else round(b.high, 4),
        )
        for b in _bounds(text, name)
    ]


def test_a_known_average_life_is_bounded_in_years() -> None:
    text = "The weighted average life of the pool may not exceed 8 years."
    assert _read(text, "walCapDays") == [("ceiling", None, round(8 * _YEAR, 4))]


def test_a_duration_range_in_years_bounds_a_limit_no_vocabulary_knows() -> None:
    text = "The manager may hold effective duration between 3.5 and 5 years."
    assert _read(text, "max_eff_duration_yrs") == [
        ("range", round(3.5 * _YEAR, 4), round(5 * _YEAR, 4))
    ]


def test_a_tenor_said_longer_than_a_period_is_a_ceiling() -> None:
    text = "No fwd contract may run longer than 9 months."
    assert _read(text, "fwdTenorCapMonths") == [("ceiling", None, round(9 * _MONTH, 4))]
    text = "Effective duration: not shorter than 2 years."
    assert _read(text, "effDurationFloorYears") == [("floor", round(2 * _YEAR, 4), None)]


def test_a_band_of_the_subject_before_it_bounds_that_subject() -> None:
    text = (
        "Desk rule 7: the gizmo allocation: neutral level 40 %, with a tactical band of "
        "25 %–55 % inside which the desk chooses."
    )
    assert ("range", 0.25, 0.55) in _read(text, "maxGizmoAllocation")


def test_a_product_named_by_its_term_leaves_the_share_its_own() -> None:
    text = "Gizmo concentration (FNMA 30y pools): no more than 40 %."
    assert _read(text, "gizmoConcentrationCap") == [("ceiling", None, 0.4)]


def test_a_period_that_qualifies_a_bucket_bounds_nothing_of_its_own() -> None:
    # the months say which forwards the share is of: no floor on any tenor
    text = "Fwd contracts over 12 months: 25 % at most."
    assert all(lexical_unit(b.subject) != "days" for b in _bounds(text, "fwdTenorCapMonths"))
    assert _read(text, "longFwdShareCap") == [("ceiling", None, 0.25)]


def test_a_clause_states_a_tenor_in_the_desks_glued_months() -> None:
    contract = ResearchContractBody(
        interpretation="Hedge weights",
        objective="the best return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=(
            Constraint(
                name="rollTenorCapMonths",
                value=9.0,
                unit="count",
                provenance="mandate_clause",
                provenance_ref="fx.r2",
                rationale="the overlay's rule",
            ),
        ),
    )
    mandate_ = {"fx": {"r2": "Roll tenor of every forward: capped at 9M."}}
    (result,) = validate_provenance(contract, (), mandate_)
    assert result.passed
