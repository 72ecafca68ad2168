"""The causes batches X (pension, insurance and endowment paperwork) and Y (retail investors'
forums, chats and clubs) showed on the limit side, each read in general: constructions written
here, in no batch, guarded both ways.

Causes:

* a pool of the book named by what it is for ("any one issuer in the matching portfolio", "in
  the Fund's core income sleeve") is the whole a position cap is counted over, not a subset of
  holdings of a kind (`book_parts`);
* retail names of subjects: a ticker, margin as borrowing, dry powder, and the sleeve kept for
  bets ("the moonshot pot", "fun money") as a subject of its own (`limit_lexicon_retail`);
* a phrasal verb of reaching a ceiling ("maxes out at", "caps out at", "topped out at") is an
  operator, for the mandate reader and provenance alike, and for the objective reader, which
  reads a clause stating a limit as no objective (`operators.operator_before`);
* a sleeve named by its bets is a subject, not a pursuit of return ("the lottery-ticket pot");
* a share said in coins of its unit of money ("two dimes of every dollar", "30 cents on the
  dollar", "15p in the pound") (`coin_shares`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.intent import asked
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import clauses
from quantward_validation.quantities import quantities
from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


# --- a pool of the book named as a whole ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Holdings of any single issuer in the matching portfolio: no more than 4 %.",
        "Any one issuer in the Fund's core income sleeve may not exceed 3 %.",
        "Each issuer within our liability-hedging assets is limited to 6 %.",
    ],
)
def test_a_pool_named_by_its_purpose_is_the_whole_a_position_cap_counts(text: str) -> None:
    assert [b[0] for b in _bounds(text)] == ["max_position_weight"]


def test_a_subset_of_holdings_of_a_kind_stays_a_subset() -> None:
    # holdings of a kind ("in small caps") are a group, not every position
    assert subject_mentions("positions in small caps")[0][2] == "other_limit"


def test_a_cap_stated_in_a_named_pool_is_stated_for_provenance() -> None:
    text = "Schedule 2, item (iv): any single issuer in the return-seeking portfolio, at most 3 %."
    assert provenance_problems(text, name="max_issuer_weight", value=0.03, words="3 %") == []


# --- retail names of subjects ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("each ticker", "max_position_weight"),
        ("margin usage", "max_gross_leverage"),
        ("dry powder", "cash_weight"),
        ("the moonshot pot", "max_speculative_weight"),
        ("fun money", "max_speculative_weight"),
        ("lottery tickets", "max_speculative_weight"),
        ("funMoneyCap", "max_speculative_weight"),
        # not these: a company's margin, a rating, a margin call
        ("operating margin", None),
        ("speculative grade", "max_high_yield_weight"),
        ("margin calls", None),
    ],
)
def test_retail_names_of_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_a_cap_on_the_sleeve_for_bets_bounds_that_sleeve_only() -> None:
    assert _bounds("The gambling pot: never over 4 % of the account.") == [
        ("max_speculative_weight", "ceiling", None, 0.04)
    ]


# --- phrasal verbs of a ceiling --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Margin maxes out at 1.3x.", ("max_gross_leverage", "ceiling", None, 1.3)),
        ("Each ticker caps out at 6 %.", ("max_position_weight", "ceiling", None, 0.06)),
        ("Gross exposure: maxing out at 140 %.", ("max_gross_leverage", "ceiling", None, 1.4)),
    ],
)
def test_a_phrasal_verb_of_reaching_the_ceiling_is_an_operator(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "• the moonshot pot maxes out at 3 percent",
        "The lottery-ticket pot caps out at 2% of the account",
        "fwiw the fun-money stash is where the rule for that lives, ask Jim",
    ],
)
def test_a_limit_on_a_sleeve_named_by_its_bets_asks_for_no_objective(text: str) -> None:
    assert asked(text) is None


def test_a_pursuit_said_as_a_verb_still_asks_for_return() -> None:
    found = asked("honestly just YOLO it and swing for the fences")
    assert found is not None
    assert "maximise_expected_return" in found.kinds


# --- a share said in coins -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("never more than two dimes of every dollar", 20.0),
        ("no more than a dime out of every buck", 10.0),
        ("keep 30 cents on the dollar in bonds", 30.0),
        ("at most fifteen pence in the pound", 15.0),
        ("a quarter of each dollar in index funds", 25.0),
    ],
)
def test_a_share_said_in_coins_of_its_unit(text: str, value: float) -> None:
    shares = [q.value for q in quantities(text) if q.form == "percent"]
    assert shares == [value]


def test_a_price_in_cents_is_no_share() -> None:
    assert [q.form for q in quantities("it trades at 40 cents")] == ["plain"]


def test_a_cap_said_in_coins_is_stated() -> None:
    text = "house rule: cash never dips under a dime of each dollar"
    assert (
        provenance_problems(text, name="min_cash_weight", value=0.1, words="a dime of each dollar")
        == []
    )


# --- the base and measure after a value --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Active risk: anywhere from 1 % ex post to 2.5 % ex post.",
            ("max_tracking_error", "range", 0.01, 0.025),
        ),
        (
            "Each ticker: from 3% of my account to 6% of my account.",
            ("max_position_weight", "range", 0.03, 0.06),
        ),
        (
            "Margin caps out at 130% of portfolio value.",
            ("max_gross_leverage", "ceiling", None, 1.3),
        ),
    ],
)
def test_the_base_and_measure_after_a_value_are_part_of_it(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [expected]


# --- a reply set off from its quoted question by a blank line ----------------------------------


def test_a_reply_after_a_blank_line_speaks_of_the_quoted_question() -> None:
    text = "> is the bot allowed to size margin on its own?\n\nsure, 1.1x to 1.4x, whatever works."
    assert _bounds(text) == [("max_gross_leverage", "range", 1.1, 1.4)]


# --- a level held at a named point, with no room -----------------------------------------------


def test_a_level_held_at_a_named_point_with_no_room_is_exact() -> None:
    text = (
        "Cash is held at a fixed target of 4 %; if flows take it below 2 %, it is rebalanced "
        "back to 4 %. The corridor gives no discretion to hold any other level."
    )
    assert _bounds(text) == [("cash_weight", "range", 0.04, 0.04)]


def test_a_level_held_at_a_named_point_with_room_stays_a_target() -> None:
    assert ("cash_weight", "range", 0.04, 0.04) not in _bounds(
        "Cash is kept at a set level of 4 %."
    )


# --- a proposal defeated in a vote, and its tally ----------------------------------------------


def test_a_defeated_proposal_leaves_the_kept_level_exact_and_its_tally_counts_voters() -> None:
    text = (
        "Motion to let the manager run cash between 2% and 5% was defeated 4 to 7. "
        "Cash stays at 5%."
    )
    found = _bounds(text)
    assert ("cash_weight", "range", 0.05, 0.05) in found
    assert all(b[2] not in (4.0, 7.0) for b in found)


def test_a_carried_vote_s_tally_is_no_level() -> None:
    found = _bounds("Members' ballot carried 8-1: cash anywhere from 2% to 5%.")
    assert found == [("cash_weight", "range", 0.02, 0.05)]


# --- a fronted crossing that sets off a correction ---------------------------------------------


def test_a_fronted_crossing_is_the_edge_a_correction_keeps_to() -> None:
    text = "Cash may sit anywhere from 2 % to 6 %; above 6 % we sell it down into the band."
    assert ("cash_weight", "floor", 0.06, None) not in _bounds(text)
    assert ("cash_weight", "range", 0.02, 0.06) in _bounds(text)


def test_a_fronted_floor_crossing_is_a_floor() -> None:
    text = "Gross leverage from 1.2x to 1.6x; under 1.2x, it is topped up by the overlay manager."
    assert ("max_gross_leverage", "ceiling", None, 1.2) not in _bounds(text)


def test_a_label_s_colon_before_a_comparative_is_still_a_limit() -> None:
    assert _bounds("Turnover: below 40 %, rebalanced monthly.") == [
        ("max_turnover", "ceiling", None, 0.4)
    ]


# --- advice given and not taken ----------------------------------------------------------------

_ADVICE = (
    "Our actuary advised 8 % for the cash reserve; the board declined to follow that advice, "
    "and the reserve stays at no less than 12 %."
)


def test_advice_the_decision_maker_did_not_take_is_not_stated() -> None:
    found = provenance_problems(_ADVICE, name="min_cash_weight", value=0.08, words="8 %")
    assert found != []


def test_the_figure_the_decision_keeps_is_stated() -> None:
    found = provenance_problems(_ADVICE, name="min_cash_weight", value=0.12, words="12 %")
    assert found == []


def test_advice_said_with_an_abbreviation_is_read_to_its_refusal() -> None:
    text = (
        "Our planner recommended 4 % p.a. ex post for active risk. I didn't go along with "
        "it: active risk stays capped at 2.5 % p.a."
    )
    assert provenance_problems(text, name="max_tracking_error", value=0.04, words="4 %") != []


def test_advice_taken_is_stated() -> None:
    text = "The consultant recommended a 5 % issuer cap, and the trustees adopted it."
    assert provenance_problems(text, name="max_issuer_weight", value=0.05, words="5 %") == []


# --- a value said as past, restated by a back-reference ----------------------------------------


def test_a_past_value_restated_by_a_back_reference_is_superseded() -> None:
    text = "Dry powder was 3 percent back in March. My advisor has me keep it at 8 percent now."
    found = provenance_problems(text, name="min_cash_weight", value=0.03, words="3 percent")
    assert found != []
    assert provenance_problems(text, name="min_cash_weight", value=0.08, words="8 percent") == []


def test_a_past_value_with_no_new_one_stays_stated() -> None:
    text = "Dry powder was 3 percent back in March. Nothing else changed."
    assert provenance_problems(text, name="min_cash_weight", value=0.03, words="3 percent") == []


# --- latitude granted without the word "discretion" ---------------------------------------------


def _granted(text: str) -> list[bool]:
    return [b.discretion for c in clauses({"policy": text}) for b in c.bounds]


@pytest.mark.parametrize(
    "text",
    [
        "Dry powder may float anywhere from 3% to 9% -- whatever the algo prefers.",
        "Margin between 1.1x and 1.3x, and the robo-adviser decides where.",
        "Each ticker 2% to 4%, and anywhere in that range is fine.",
        "The trustees have delegated turnover to the Investment Committee, from 20 % to 40 %.",
    ],
)
def test_latitude_granted_in_governance_and_retail_words(text: str) -> None:
    assert _granted(text) == [True]


@pytest.mark.parametrize(
    "text",
    [
        "Turnover is set by the Investment Committee at between 20 % and 40 %; it is not "
        "delegated.",
        "Each ticker from 2% to 4%.",
    ],
)
def test_no_latitude_where_none_is_granted(text: str) -> None:
    assert _granted(text) in ([False], [])


def test_a_text_typed_in_lower_case_still_ends_its_sentences() -> None:
    # the abbreviation rule above must not join "we dont. ours is …" into one sentence
    text = "fyi my cousins club runs 9 pc cash. we dont. ours is 4 pc"
    assert provenance_problems(text, name="min_cash_weight", value=0.09, words="9 pc") != []
