"""The causes batch I's mandate and latitude kinds showed, each read in general: constructions
written here, in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Causes: the buckets of a credit or multi-asset book as subjects of their own (credit below
investment grade, illiquid assets, a cash or liquidity buffer), so a bound on one bounds neither
a position nor another bucket; a capital after a digit in a field name (`maxLevel3Share`);
leverage in "turns"; "upto"; a table whose column headers name the kind of their cells ("Limit",
"Min", "Neutral", "Max"); a width said before the point it is around ("within ±2 pts of 8 %",
"either side of", "a corridor of … around") or after it ("give or take", "… of slack"); a value
said to be a point and not a band, which no lower value sits inside; a limit said not to apply
here (another account's, or waived), alone or in the sentence after it; latitude granted to
whoever is addressed or named by their seat ("is yours", "your decision", "the desk decides",
"whatever you think right", "happy for you to", "no sign-off needed") and refused ("not yours",
"don't pick"); a value a new one replaces ("replacing the 9 % limit", "until <date> … 9 %; from
<date> the cap is 6 %") and a value in force beside its old one in brackets ("6 %
(formerly 9 %)").
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan
from quantward_validation.checks import failures
from quantward_validation.limits import subject_mentions, subject_of, words
from quantward_validation.mandate import bounds_for, clauses, discretion_over, within
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import quantities

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


# --- subjects: the buckets of a book ----------------------------------------------------------


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("junk-rated bonds", "max_high_yield_weight"),
        ("non-investment-grade credit", "max_high_yield_weight"),
        ("speculative grade issues", "max_high_yield_weight"),
        ("maxSubIgWeight", "max_high_yield_weight"),
        ("unquoted holdings", "max_illiquid_weight"),
        ("private equity co-investments", "max_illiquid_weight"),
        ("Level III instruments", "max_illiquid_weight"),
        ("hard-to-value assets", "max_illiquid_weight"),
        ("treasury bills and deposits", "cash_weight"),
        ("the redemption buffer", "cash_weight"),
        ("money-market funds", "cash_weight"),
        ("securities lending", "other_limit"),
    ],
)
def test_the_buckets_of_a_book_are_subjects_of_their_own(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject, (phrase, subject_of(phrase))


def test_a_capital_after_a_digit_starts_a_word() -> None:
    assert words("capOnLevel2Assets") == "cap on level2 assets"
    assert subject_of("tier1Level3Cap") == "max_illiquid_weight"


def test_a_bucket_bound_bounds_neither_a_position_nor_another_bucket() -> None:
    found = clauses({"policy": "Junk-rated bonds are limited to 12% of the portfolio."})
    assert [b.high for b in bounds_for(found, "junk_bond_cap")] == [0.12]
    assert bounds_for(found, "max_position_weight") == []
    assert bounds_for(found, "private_assets_max") == []
    floor = clauses({"policy": "Treasury bills and deposits must make up 6% or more of NAV."})
    assert [b.low for b in bounds_for(floor, "min_cash")] == [0.06]
    assert bounds_for(floor, "unquoted_cap") == []


def test_a_credit_rating_is_no_high_yield_mention() -> None:
    assert subject_mentions("Weighted average rating no worse than BBB+.") == []


# --- numbers and tables -----------------------------------------------------------------------


def test_leverage_in_turns_is_a_multiple() -> None:
    assert [(q.value, q.form) for q in quantities("debt of 2.5 turns")] == [(2.5, "multiple")]
    assert _bounds("Gross leverage may not go past 3 turns of equity.") == [
        ("max_gross_leverage", "ceiling", None, 3.0)
    ]
    # the turn of a year is no multiple
    assert [q.form for q in quantities("2 turns of the year")] == ["plain"]


def test_upto_is_up_to() -> None:
    assert _bounds("Net exposure upto 30% of NAV.") == [("max_net_exposure", "ceiling", None, 0.3)]


@pytest.mark.parametrize(
    ("header", "kind"),
    [("| Bucket | Maximum |", "ceiling"), ("| Asset | Floor |", "floor")],
)
def test_a_table_column_header_names_its_cells_kind(header: str, kind: str) -> None:
    table = f"{header}\n|---|---|\n| Unquoted holdings | 7% |"
    found = _bounds(table)
    assert found == [
        ("max_illiquid_weight", kind, *((0.07, None) if kind == "floor" else (None, 0.07)))
    ], found


def test_each_table_column_gives_the_kind_its_header_names() -> None:
    table = (
        "| Sleeve | Lower limit | Neutral | Upper limit |\n| :-- | --: | --: | --: |\n"
        "| Junk bonds | 4% | 9% | 14% |\n| Money-market funds | 1% | 2% | 6% |"
    )
    assert _bounds(table) == [
        ("max_high_yield_weight", "floor", 0.04, None),
        ("max_high_yield_weight", "target", 0.09, 0.09),
        ("max_high_yield_weight", "ceiling", None, 0.14),
        ("cash_weight", "floor", 0.01, None),
        ("cash_weight", "target", 0.02, 0.02),
        ("cash_weight", "ceiling", None, 0.06),
    ]


def test_a_table_without_a_kind_header_bounds_no_bare_cell() -> None:
    assert _bounds("| Bucket | Comment |\n|---|---|\n| Unquoted holdings | 7% |") == []


# --- a width around a point -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("The adviser may run junk bonds within +/- 3% of 12%.", 0.09, 0.15),
        ("Unquoted holdings: 2 points either side of 6%.", 0.04, 0.08),
        ("Gross leverage within plus or minus 0.25x around 1.5x.", 1.25, 1.75),
        ("Unquoted holdings: a corridor of 3 pts around 7%.", 0.04, 0.1),
        ("Unquoted holdings near 7%, give or take 3 pts.", 0.04, 0.1),
        ("Unquoted holdings run at 7%, with 3 pts of slack.", 0.04, 0.1),
    ],
)
def test_a_width_before_its_point_is_a_range(text: str, low: float, high: float) -> None:
    found = _bounds(text)
    assert len(found) == 1, found
    assert found[0][1:] == ("range", low, high), found


def test_a_plain_symmetric_band_stays_a_bound_on_the_magnitude() -> None:
    assert _bounds("Net exposure must stay within ±10%.") == [
        ("max_net_exposure", "ceiling", None, 0.1)
    ]


# --- a point that is not a band ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Volatility is pinned at 9% and may not be moved.",
        "The volatility target is 9%; this is one number, not a range.",
        "Volatility is targeted at 9%, with no tolerance either way.",
    ],
)
def test_a_point_not_a_band_holds_no_lower_value(text: str) -> None:
    found = bounds_for(clauses({"policy": text}), "vol_cap")
    assert found, text
    assert not within(0.07, found[0], "vol_cap"), (text, found)
    assert within(0.09, found[0], "vol_cap")


def test_a_plain_target_still_holds_a_lower_cap() -> None:
    found = bounds_for(clauses({"policy": "Volatility is targeted at 9%."}), "vol_cap")
    assert found
    assert within(0.07, found[0], "vol_cap")


# --- a limit that does not apply here ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The Okonkwo pension scheme limits any one issuer to 4%; that cap does not apply to "
        "this portfolio.",
        "An issuer limit of 4% is not applicable here.",
        "Any one issuer: 4%. That limit is waived for this account.",
    ],
)
def test_a_limit_that_does_not_apply_here_bounds_nothing(text: str) -> None:
    assert bounds_for(clauses({"policy": text}), "max_position_weight") == [], text


def test_a_limit_that_does_not_apply_to_some_holdings_still_binds() -> None:
    text = "Any one issuer is capped at 4%; the cap does not apply to supranational bonds."
    assert [b.high for b in bounds_for(clauses({"policy": text}), "max_position_weight")] == [0.04]


# --- latitude in role language ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "granted"),
    [
        ("Net exposure is entirely yours.", True),
        ("Net exposure is not yours to decide.", False),
        ("How much net exposure to run is your decision.", True),
        ("Net exposure is not your decision; the board fixes it.", False),
        ("The trading desk determines net exposure.", True),
        ("Choose any level of net exposure you consider prudent.", True),
        ("Do not choose whatever net exposure you like.", False),
        ("We are content for you to position net exposure as markets allow.", True),
        ("Net exposure changes need no board approval.", True),
        ("Net exposure may be altered with no committee approval required.", True),
        ("Net exposure may be altered, subject to committee approval.", False),
        ("Yours sincerely, the trustees (net exposure to follow).", False),
        ("We leave the net exposure with the investment desk.", True),
        ("We no longer leave net exposure to you.", False),
        ("Run net exposure as you deem best.", True),
        ("Net exposure is entrusted to the adviser.", True),
        ("Net exposure is down to you.", True),
        ("You are welcome to tune net exposure.", True),
        ("The PM has carte blanche on net exposure.", True),
        # someone else's approval needed takes the choice back
        ("Net exposure is your decision, but any change needs the board's sign-off.", False),
        ("Net exposure is your decision, subject to the trustees' prior approval.", False),
        ("Net exposure is your decision and needs no trustee sign-off.", True),
    ],
)
def test_latitude_to_whoever_is_addressed_or_named_by_seat(text: str, granted: bool) -> None:
    assert discretion_over(clauses({"policy": text}), "max_net_exposure") is granted, text


# --- a limit replaced from a date ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Unquoted holdings are capped at 6 %, replacing the 9 % limit.",
        "Unquoted holdings may reach 6 %, in place of the former 9 % cap.",
        "Until 28 February 2026 unquoted holdings were capped at 9 %; from 1 March 2026 the cap "
        "is 6 %.",
    ],
)
def test_the_value_a_new_limit_replaces_bounds_nothing(text: str) -> None:
    assert [b.high for b in bounds_for(clauses({"policy": text}), "unquoted_cap")] == [0.06]


def test_a_limit_until_further_notice_still_binds() -> None:
    text = "Unquoted holdings are capped at 9 % until further notice."
    assert [b.high for b in bounds_for(clauses({"policy": text}), "unquoted_cap")] == [0.09]


@pytest.mark.parametrize(("cited", "value", "false"), [("6 %", 0.06, False), ("9 %", 0.09, True)])
def test_a_value_in_force_beside_its_old_one_in_brackets_is_stated(
    cited: str, value: float, false: bool
) -> None:
    text = "From 1 March 2026 unquoted holdings are held to 6 % at most (formerly 9 %)."
    start = text.index(cited)
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        constraints=(
            Constraint(
                name="unquoted_cap",
                value=value,
                provenance="mandate_clause",
                provenance_ref="policy",
                span=TextSpan(start=start, end=start + len(cited)),
            ),
        ),
    )
    problems = failures(validate_provenance(contract, [], {"policy": text}))
    assert bool(problems) is false, problems


# --- an operator after its value with "at" ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("The redemption buffer is 4% at minimum.", ("cash_weight", "floor", 0.04, None)),
        ("Unquoted holdings: 7% at the maximum.", ("max_illiquid_weight", "ceiling", None, 0.07)),
    ],
)
def test_at_minimum_and_at_maximum_after_the_value(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [bound]
