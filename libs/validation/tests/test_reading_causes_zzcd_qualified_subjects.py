"""A limit's subject named with its qualifiers or by a role, and ranges of such limits (batches
ZZA–ZZD's causes), in wordings no batch uses.

- pool kinds said together before one head noun ("the liability-hedging and return-seeking
  sleeves") each name a pool the plan is for (`other_pools`);
- a level fixed for the manager keeps its verb across a long object ("fixes the gross leverage
  of each fund sleeve run for the Foundation at 1.5x", `fixed_levels`);
- a clause pointing back with days ("…; anything from 30 calendar days up to 75 calendar
  days") bounds the day-counted limit the clause before named, not a share that qualifies it
  ("the weighted average maturity for the cash sweep", `mandate`), and provenance reads a
  figure in days, months or years of that limit likewise;
- the next dealing day is no later time a limit waits for (`polarity`);
- a long field name said with one inner word left out names the field (`trends`);
- a bound on the largest single purchaser is a lender's one-obligor limit (`mandate`, as
  `provenance` already reads it), unless the clause speaks of deals.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation, Constraint
from quantward_validation.mandate import bounds_for, clauses, discretion_over
from quantward_validation.other_pools import own_pools_bounds, plan_pools
from quantward_validation.polarity import takes_effect_later
from quantward_validation.provenance import stated_of
from quantward_validation.trends import misstatements


def _bounds(text: str, name: str, plan: list[str] | None = None) -> list[tuple[float | None, ...]]:
    found = clauses({"rules": [text]})
    if plan is not None:
        found = own_pools_bounds(found, plan_pools(plan))
    return [(b.low, b.high) for b in bounds_for(found, name)]


# --- pools coordinated before one noun -------------------------------------------------------

_MATCHING_TERM = "The cashflow-matching portfolio may be geared from 2x up to 5x."


@pytest.mark.parametrize(
    "plan",
    [
        "Weights across the liability-hedging and return-seeking sleeves",
        "Rebalance the matching, income or growth portfolios",
        "Set the hedging/growth asset portfolios' weights",
    ],
)
def test_a_pool_kind_coordinated_before_the_noun_is_the_plans_pool(plan: str) -> None:
    assert "matching" in plan_pools([plan])
    assert _bounds(_MATCHING_TERM, "max_gross_leverage", [plan]) == [(2.0, 5.0)]


def test_a_plan_naming_only_the_other_pool_is_still_not_bound() -> None:
    assert _bounds(_MATCHING_TERM, "max_gross_leverage", ["Weights across the growth sleeve"]) == []
    # "and" between two pools each with its own noun names each, no more
    assert plan_pools(["The growth sleeve and the cash buffer"]) == frozenset({"growth"})


# --- a level fixed across a long object --------------------------------------------------------

_FIXED = (
    "The investment committee fixes the gross leverage of each fund sleeve run for the "
    "Foundation at 1.5x; the 1x–1.5x corridor only triggers a report and leaves the manager "
    "no discretion."
)


def test_a_level_fixed_across_a_long_object_is_a_point() -> None:
    assert _bounds(_FIXED, "max_gross_leverage") == [(1.5, 1.5)]


def test_a_corridor_left_to_the_manager_is_still_room() -> None:
    granted = (
        "The investment committee fixes the gross leverage of each fund sleeve run for the "
        "Foundation at 1.5x; within the 1x–1.5x corridor the manager decides."
    )
    assert _bounds(granted, "max_gross_leverage") == [(1.0, 1.5)]


# --- days pointing back to a day-counted limit qualified by a share ---------------------------

_DAYS_BACK = (
    "Desk's choice: the weighted average maturity for the cash sweep; anything from 30 days "
    "to 75 days is fine."
)


def test_days_pointing_back_bound_the_day_counted_limit() -> None:
    assert _bounds(_DAYS_BACK, "maxWamDays") == [(30.0, 75.0)]
    assert discretion_over(clauses({"rules": [_DAYS_BACK]}), "maxWamDays")


def test_a_share_pointing_back_still_bounds_the_share() -> None:
    shares = _DAYS_BACK.replace("30 days to 75 days", "2 % to 5 %")
    assert _bounds(shares, "max_cash_weight") == [(0.02, 0.05)]
    assert _bounds(shares, "maxWamDays") == []


def _constraint(name: str, value: float, unit: str) -> Constraint:
    return Constraint(
        name=name,
        value=value,
        provenance="user_message",
        provenance_ref="msg_1",
        unit=unit,
        rationale="as the sheet states it",
        span=None,
    )


_SHEET = (
    "| Check | Now | OK? |\n|---|---|---|\n"
    "| Average maturity of the sweep's cash ≤ 45 days | 31 days | Y |"
)


def test_a_figure_in_days_is_of_the_day_counted_limit_its_share_qualifies() -> None:
    at = _SHEET.index("45 days")
    assert stated_of(_SHEET, at, at + 7, _constraint("maxWamDays", 45.0, "days")) is None


@pytest.mark.parametrize(
    ("figure", "days"),
    [("3.5 years", 3.5 * 365.25), ("18 months", 18 * 365.25 / 12), ("2y", 2 * 365.25)],
)
def test_a_figure_in_months_or_years_is_of_the_day_counted_limit_too(
    figure: str, days: float
) -> None:
    sheet = _SHEET.replace("45 days", figure)
    at = sheet.index(figure)
    constraint = _constraint("maxWamDays", days, "days")
    assert stated_of(sheet, at, at + len(figure), constraint) is None


def test_a_share_figure_is_still_not_of_the_day_counted_limit() -> None:
    sheet = _SHEET.replace("45 days", "45 %")
    at = sheet.index("45 %")
    assert stated_of(sheet, at, at + 4, _constraint("maxWamDays", 45.0, "days")) is not None


# --- the next dealing day --------------------------------------------------------------------


def test_a_limit_from_the_next_dealing_day_is_in_force_for_the_plan() -> None:
    sentence = "Board resolution: no one issuer above 6 %, with effect from the next dealing day."
    at = sentence.index("6 %")
    assert not takes_effect_later(sentence, at, at + 3)


def test_a_limit_from_the_next_quarter_still_takes_effect_later() -> None:
    sentence = "Board resolution: no one issuer above 6 %, with effect from the next quarter."
    at = sentence.index("6 %")
    assert takes_effect_later(sentence, at, at + 3)


# --- a long field name with an inner word left out ----------------------------------------------

_QUARTERS = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31")


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    computation = Computation(
        source_id="src_reading_elided",
        function_id="custom.bank_funding",
        arguments={},
        result={
            "entity_id": "ent_harrow_savings",
            "quarters": [
                {"quarter_end": d, field: v} for d, v in zip(_QUARTERS, values, strict=True)
            ],
        },
    )
    return [m.kind for m in misstatements([sentence], [computation])]


_FIELD = "overnight_interbank_borrowing_share_pct"
_UP = (4.0, 5.5, 6.1, 7.3)


def test_a_name_with_an_inner_word_left_out_names_the_field() -> None:
    assert _wrong("The overnight borrowing share shrank through 2021.", _FIELD, _UP)
    assert not _wrong("The overnight borrowing share grew through 2021.", _FIELD, _UP)


def test_another_word_in_the_left_out_place_names_no_field() -> None:
    # a sibling's qualifier stands where the left-out word would: another figure
    assert not _wrong("The overnight repo borrowing share shrank through 2021.", _FIELD, _UP)
    # a short name keeps every word
    assert not _wrong("The overnight share shrank through 2021.", "overnight_interbank_share", _UP)


# --- the largest purchaser as a lender's obligor ---------------------------------------------


def test_a_purchasers_band_granted_bounds_a_one_obligor_limit() -> None:
    text = (
        "Credit committee, item 3: the largest exposure to any one purchaser is set between "
        "5 % and 12 %; the PM may choose within that range."
    )
    assert _bounds(text, "maxDebtorWeight") == [(0.05, 0.12)]
    assert discretion_over(clauses({"rules": [text]}), "maxDebtorWeight")


def test_an_acquirer_in_deals_is_no_obligor() -> None:
    text = (
        "Credit committee, item 3: the largest exposure to any one acquirer in pending "
        "takeovers is set between 5 % and 12 %; the PM may choose within that range."
    )
    assert _bounds(text, "maxDebtorWeight") == []
    assert not discretion_over(clauses({"rules": [text]}), "maxDebtorWeight")
