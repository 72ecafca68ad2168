"""The blind batch ZZG's (convertible arbitrage) limit kinds, each family read in general, with
constructions written here (in no batch), guarded both ways:

- a credit book's spread sensitivity (CS01) in bps of NAV, the share of one issue owned and
  net delta said by how it is measured (`limit_lexicon_convertibles`);
- a grade range written as a hyphenated modifier ("Caa-or-below paper", `credit_ratings`);
- a grade range's "or lower" names no floor for a side-less "limit" (`mandate._floor_named`);
- "sensitivity" naming a measured risk is no what-if case (`what_if`);
- a draft a redline is marked against is its base, no proposal (`polarity.hypothetical`);
- "not anything between" refuses a band beside its level (`denied_bands`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import UNITS, subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.polarity import hypothetical
from quantward_validation.provenance import stated_of
from quantward_validation.what_if import tried_out


def _problem(text: str, value: str, name: str, number: float, unit: str) -> str | None:
    start = text.rindex(value)
    constraint = Constraint(
        name=name, value=number, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(value), constraint)


@pytest.mark.parametrize(
    "phrase",
    [
        "spread DV01 per unit of NAV",
        "the fund's CR01",
        "sensitivity to a one basis point widening in CDS spreads",
        "P&L per bp of spread widening",
        "what the book loses if issuer spreads widen by one bp",
        "spreadDv01Max",
        "cr01CapBps",
    ],
)
def test_credit_spread_sensitivity_is_a_subject_in_bps(phrase: str) -> None:
    assert subject_of(phrase) == "max_cs01"
    assert UNITS["max_cs01"] == "bps"


@pytest.mark.parametrize("phrase", ["bid-ask spread", "the dealing spread paid on each trade"])
def test_a_spread_paid_stays_a_cost(phrase: str) -> None:
    assert subject_of(phrase) == "cost_bps"


def test_a_mandate_cap_on_spread_sensitivity_bounds_a_plan_cs01_limit() -> None:
    found = clauses(
        {"risk": "Sensitivity of NAV to a 1bp widening in credit spreads: at most 7 bps."}
    )
    bounds = bounds_for(found, "cr01CapBps")
    assert [(b.kind, b.high) for b in bounds] == [("ceiling", 7.0)]
    # ... and a cost limit is no longer bounded by it
    assert bounds_for(found, "max_cost_bps") == []


@pytest.mark.parametrize(
    "phrase",
    [
        "we may hold at most 15 % of any one tranche outstanding",
        "the outstanding voting securities of a company",
        "maxIssueOwnership",
        "tranche_ownership_cap",
        "the fraction of each tranche we own",
        "ownership in any one exchangeable bond issue",
        "a holding of no more than a fifth of face outstanding",
    ],
)
def test_the_share_of_one_issue_owned_is_its_own_subject(phrase: str) -> None:
    assert subject_of(phrase) == "max_issue_ownership"


def test_an_ownership_cap_does_not_state_a_single_issuer_cap() -> None:
    text = "The fund may own up to 25 % of any single issue outstanding."
    assert _problem(text, "25 %", "singleObligorCap", 0.25, "fraction") is not None
    # ... it states the ownership cap, and a cap on one obligor is stated of the obligor
    assert _problem(text, "25 %", "maxIssueOwnership", 0.25, "fraction") is None
    obligor = "The fund may lend up to 8 % of NAV to any single obligor."
    assert _problem(obligor, "8 %", "singleObligorCap", 0.08, "fraction") is None


@pytest.mark.parametrize(
    "phrase", ["delta-equivalent exposure (as % of NAV)", "delta-adjusted stock exposure"]
)
def test_delta_adjusted_exposure_is_net_exposure(phrase: str) -> None:
    assert subject_of(phrase) == "max_net_exposure"


def test_gross_delta_adjusted_exposure_stays_gross() -> None:
    assert subject_of("gross delta-adjusted exposure") == "max_gross_leverage"


def test_a_band_on_net_delta_glossed_by_its_measure_bounds_net_exposure() -> None:
    found = clauses(
        {
            "policy": "Net delta of the book (delta-equivalent stock exposure divided by NAV) "
            "stays between 2 % and 8 %; where it sits inside that is for the PM."
        }
    )
    bounds = bounds_for(found, "netDeltaCap")
    assert [(b.kind, b.low, b.high) for b in bounds] == [("range", 0.02, 0.08)]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Caa-or-below paper is capped at 4 %", "max_below_single_b_weight"),
        ("BB-and-below bonds up to 30 %", "max_high_yield_weight"),
    ],
)
def test_a_grade_range_as_a_hyphenated_modifier_is_its_bucket(text: str, subject: str) -> None:
    assert [m[2] for m in subject_mentions(text)] == [subject]


def test_a_grade_ranges_or_lower_names_no_floor_for_a_sideless_limit() -> None:
    found = clauses({"r": "Bonds rated Caa2 or lower: 4 % today, against a limit of 7 %."})
    capped = [b for b in bounds_for(found, "maxCaaWeight") if b.text == "7 %"]
    assert [b.kind for b in capped] == ["ceiling"]
    # a label that names a minimum still takes the side-less limit from below
    floor = clauses({"r": "Minimum cash | limit 3 %"})
    assert [b.kind for b in bounds_for(floor, "min_cash_weight")] == ["floor"]


def _tried(text: str, figure: str) -> bool:
    at = text.rindex(figure)
    return tried_out(text, at, at + len(figure))


@pytest.mark.parametrize(
    "text",
    [
        "Interest-rate sensitivity of the fund: at most 12bp",
        "Credit-spread sensitivity (CR01, bp of NAV): no more than 3bp",
    ],
)
def test_a_sensitivity_naming_a_measured_risk_is_no_case(text: str) -> None:
    assert not _tried(text, text.split()[-1])


@pytest.mark.parametrize(
    "text", ["Sensitivity case: TE 6 %", "Sensitivities tab: single-name cap 9 %"]
)
def test_a_sensitivity_case_is_still_tried_out(text: str) -> None:
    assert _tried(text, text.split(": ")[-1].split()[-2] + " %")


@pytest.mark.parametrize(
    "sentence",
    [
        "Blackline versus the execution draft, clause 7: cash floor 2 %.",
        "Marked up against the first draft: the issuer cap is now 6 %.",
    ],
)
def test_a_draft_a_text_is_marked_against_proposes_nothing(sentence: str) -> None:
    assert not hypothetical(sentence)


def test_a_draft_policy_still_proposes() -> None:
    assert hypothetical("The draft policy sets the cash floor at 2 %.")


def test_not_anything_between_refuses_the_band_beside_the_level() -> None:
    found = clauses(
        {"ic": "You have no say over gross leverage. It is 1.5x, not anything between 1x and 1.5x."}
    )
    assert [(b.low, b.high) for b in bounds_for(found, "max_gross_leverage")] == [(1.5, 1.5)]
    # a band offered as room stays a band
    room = clauses({"ic": "Gross leverage is yours to set: anything between 1x and 1.5x."})
    assert [(b.low, b.high) for b in bounds_for(room, "max_gross_leverage")] == [(1.0, 1.5)]
