"""The causes found in held-out batch F's first run, each tested on constructions in no batch.

Each test states a rule by kind (ADR 0021): a number form, a subject, a grant, a period, a
horizon, a negation; the sentences are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from quantward_contracts.values import Computation, Constraint
from quantward_validation.intent import asked
from quantward_validation.leakage import leaks, periods
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import clauses, discretion_over
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import convert, quantities
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

from .clause_bounds import bounds_of

# --- quantities: fractions, hundreds and "twice" ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("two fifths of the fund", 40.0, "percent"),
        ("3/8 of assets", 37.5, "percent"),
        ("four hundred and fifty basis points", 450.0, "bps"),
        ("nine hundred per cent", 900.0, "percent"),
        ("double the NAV", 2.0, "multiple"),
    ],
)
def test_fractions_hundreds_and_twice_are_quantities(text: str, value: float, form: str) -> None:
    found = list(quantities(text))
    assert [(q.value, q.form) for q in found] == [(value, form)], text


@pytest.mark.parametrize("text", ["rebalanced once a quarter", "the 12/05/2023 meeting"])
def test_a_time_or_a_date_is_no_fraction(text: str) -> None:
    assert not any(q.form == "percent" for q in quantities(text))


def test_a_value_is_converted_between_basis_points_and_a_fraction() -> None:
    assert convert(250, "bps", "fraction") == pytest.approx(0.025)
    assert convert(0.03, "fraction", "bps") == pytest.approx(300)
    assert convert(1.5, "multiple", "fraction") == 1.5


# --- subjects ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("regional_exposure_cap", "max_country_weight"),
        ("drop_from_peak_limit", "max_drawdown"),
        ("stdevCeiling", "target_volatility"),
        ("relativeRiskBudget", "max_tracking_error"),
        ("collateral_haircut_max", "other_limit"),
    ],
)
def test_field_names_land_on_their_subject(name: str, subject: str) -> None:
    assert subject_of(name) == subject


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("longs plus shorts", "max_gross_leverage"),
        ("shorts", None),
        ("the largest regional weight", "max_country_weight"),
        ("a single MSCI sector", "max_sector_weight"),
    ],
)
def test_a_phrase_is_one_mention_of_its_most_specific_subject(
    phrase: str, subject: str | None
) -> None:
    assert [m[2] for m in subject_mentions(phrase)] == ([subject] if subject else [])


# --- provenance: stated of another subject, or superseded -------------------------------------


def _cap(name: str, value: float, unit: str = "fraction") -> Constraint:
    return Constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref="m",  # type: ignore[arg-type]
    )


def _at(text: str, written: str) -> tuple[int, int]:
    start = text.index(written)
    return start, start + len(written)


def test_a_value_stated_of_another_subject_is_not_stated() -> None:
    text = "Collateral may not exceed 6 % of NAV."
    assert stated_of(text, *_at(text, "6 %"), _cap("position_cap", 0.06)) is not None
    text = "Any one stock may not exceed 6 % of NAV."
    assert stated_of(text, *_at(text, "6 %"), _cap("position_cap", 0.06)) is None


def test_the_clause_holding_the_value_says_whose_value_it_is() -> None:
    """A field of a structured request, or a clause after a comma, names its own subject; the
    sentence's other subjects do not take the value over (found running the bundled templates,
    whose requests quote their inputs as JSON)."""
    text = (
        'inputs {"mandate": {"market_neutral": true, "max_gross_leverage": 2.0, '
        '"notes": "keep every position below the client-approved limit"}}'
    )
    assert stated_of(text, *_at(text, "2.0"), _cap("max_gross_leverage", 2.0, "multiple")) is None
    named = "Each position stays under 5 %, and cash may not exceed 10 %."
    assert stated_of(named, *_at(named, "10 %"), _cap("position_cap", 0.10)) is not None
    assert stated_of(named, *_at(named, "5 %"), _cap("position_cap", 0.05)) is None


def test_a_value_the_sentence_replaces_is_superseded() -> None:
    text = "Formerly 12 %, the sector cap is 10 % from now on."
    assert stated_of(text, *_at(text, "12 %"), _cap("sector_cap", 0.12)) is not None
    assert stated_of(text, *_at(text, "10 %"), _cap("sector_cap", 0.10)) is None
    both = "Sector weights of not less than 2 % and not more than 10 %."
    assert stated_of(both, *_at(both, "10 %"), _cap("sector_cap", 0.10)) is None


# --- mandate: ranges, bands, number-first ceilings, grants ------------------------------------


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="rule", fields=("subject", "kind", "low", "high", "discretion"))


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "Gross exposure goes from 0.8 up to 1.6 times.",
            ("max_gross_leverage", "range", 0.8, 1.6),
        ),
        (
            "Tracking error no lower than 2 nor higher than 4 per cent.",
            ("max_tracking_error", "range", 0.02, 0.04),
        ),
        ("Net exposure between -8 % and +8 %.", ("max_net_exposure", "range", -0.08, 0.08)),
        (
            "Turnover from 50 % of NAV through 90 % of NAV.",
            ("max_turnover", "range", 0.5, 0.9),
        ),
        (
            "Two fifths of NAV is the most any one region may hold.",
            ("max_country_weight", "ceiling", None, 0.4),
        ),
    ],
)
def test_bounds_in_new_shapes(text: str, bound: tuple[str, str, float | None, float]) -> None:
    found = [b[:4] for b in _bounds(text)]
    assert found == [pytest.approx(bound)], text


@pytest.mark.parametrize(
    ("text", "granted"),
    [
        ("The adviser has latitude over turnover.", True),
        ("Nothing here stops the team from choosing gross leverage.", True),
        ("Turnover is reserved to the portfolio manager.", True),
        ("Turnover is for the investment team to set.", True),
        ("Turnover is not reserved to the manager; the trustees set it.", False),
        ("No leeway is given on turnover: the committee fixes it.", False),
    ],
)
def test_latitude_is_granted_without_the_word_discretion(text: str, granted: bool) -> None:
    name = "gross_cap" if "gross" in text else "turnover_cap"
    assert discretion_over(clauses({"rule": text}), name) is granted, text


def test_a_grant_with_a_comparative_bound_is_still_a_grant() -> None:
    text = "Authority over turnover, at no more than 90 %, is given to the manager's call."
    found = _bounds(text)
    assert found == [("max_turnover", "ceiling", None, 0.9, True)]


# --- leakage: periods as analysts write them, and denials ---------------------------------------

_TESTS = [(date(2019, 1, 1), date(2020, 12, 31))]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("from 5 March 2012 to 28 February 2015", date(2012, 3, 5), date(2015, 2, 28)),
        ("between Mar 3, 2011 and Jun 30, 2014", date(2011, 3, 3), date(2014, 6, 30)),
        ("on 15/06/2013 to 01/02/2016", date(2013, 6, 15), date(2016, 2, 1)),
        ("across the 1990s", date(1990, 1, 1), date(1999, 12, 31)),
        ("over fiscal 2012 to fiscal 2014", date(2012, 1, 1), date(2014, 12, 31)),
    ],
)
def test_periods_in_more_forms(text: str, start: date, end: date) -> None:
    found = periods(text)
    assert [(p.start, p.end) for p in found] == [(start, end)], text


@pytest.mark.parametrize(
    ("sentence", "leaks_"),
    [
        ("The carry signal was calibrated on post-2018 data.", True),
        ("The carry signal was calibrated on pre-2018 data.", False),
        ("Universe filters were locked in with everything up to and including 2020.", True),
        ("No hyperparameter was tuned on data after 2018.", False),
        ("The exit rule was never optimised with 2019 prices.", False),
        ("The exit rule was backtested and fixed over 2017 to 2019.", True),
        ("The exit rule was backtested and fixed over 2012 to 2016.", False),
    ],
)
def test_stated_leakage_in_more_forms(sentence: str, leaks_: bool) -> None:
    assert bool(leaks([("purpose", sentence)], _TESTS)) is leaks_, sentence


# --- trends: horizons shorter than the series, more change words -------------------------------


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    days = ("2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31", "2023-03-31", "2023-06-30")
    return history(
        {field: values},
        days,
        entity_id="ent_initrode",
        function_id="custom.metrics",
        source_id="src_reading_f",
        rows_key="rows",
        date_key="period_end",
    )


#: up over the whole series, down in its last quarter
_ROA = _quarters("return_on_assets", (0.05, 0.052, 0.055, 0.058, 0.061, 0.059))
_COST = _quarters("cost_of_risk", (0.9, 0.85, 0.8, 0.7, 0.65, 0.6))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("ROA rose sequentially.", True),
        ("ROA softened sequentially.", False),
        ("ROA softened since March 2022.", True),
        ("ROA fattened q/q.", True),
        ("ROA rose y/y.", False),
        ("ROA rose in the second half of 2022.", False),
        ("ROA fell across calendar 2022.", True),
        ("ROA rose since March 2019.", True),
    ],
)
def test_horizons_shorter_than_the_series(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_ROA])) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("In FY2031 Q1 ROA was 6.1 %.", False),  # a level, dated: no claim about the series
        ("ROA in 2031 stood at 6.1 %, year on year.", False),
        ("ROA rose in 2031.", True),  # a direction over a year the series does not show
    ],
)
def test_a_named_period_outside_the_series_only_misstates_a_direction(
    sentence: str, wrong: bool
) -> None:
    assert bool(misstatements([sentence], [_ROA])) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Cost of risk was driven down over the period.", False),
        ("Cost of risk moved in the wrong direction over the period.", True),
        ("Cost of risk moved in the right direction over the period.", False),
        ("There was a step-up in cost of risk.", True),
    ],
)
def test_more_change_words(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_COST])) is wrong, sentence


# --- objectives: lead-ins, double negation, dismissal, ratios -----------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("With a 4 % cap per name: maximise the reward-to-volatility ratio.", "risk_adjusted"),
        ("We won't accept anything other than the least volatile mix.", "min_risk"),
        ("There is no excuse not to chase the largest expected profit.", "max_return"),
        ("We can't afford not to stick with the FTSE 100.", "tracking"),
        (
            "We're indifferent to how big the swings are; go for the highest return.",
            "max_return",
        ),
        (
            "The quotient of active return over volatility must be as high as it gets.",
            "risk_adjusted",
        ),
        ("Keep the range of monthly returns as tight as possible.", "min_risk"),
        ("Risk has been capped by the committee at 8 %; go for growth.", "max_return"),
    ],
)
def test_objectives_said_indirectly(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.objective == objective, text
