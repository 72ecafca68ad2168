"""Causes of issue 18 from ZZR (a 130/30 fund), each tested as a family on constructions in no
batch:

- a share counted of a part of the book after each end of a range ("2 % of the long book to 6 %
  of the long book", "of short market value") is read whole, so the range's other end is found
  (`value_tails`), and that base names nothing the next figure bounds (`mandate`'s lexical
  mentions);
- a range of bands on the magnitude ("between +/- 1 % and +/- 3 %") (`mandate`);
- a group's weight with its measure between ("industry relative weight", "country excess
  weight") is one mention of the group's weight (`limits`), and a deviation from the benchmark
  bounds an active weight, also in a clause that borrows its subject (`mandate`, `limits`);
- a cap on the cost of borrowing or financing the book keeps its side, and a plan limit
  capping it is a ceiling (`limits.holding_cost`, `mandate.plan_kind`);
- a labelled line of the other side of a long/short book, or an aim beside a bound of a
  subject read by its words, is another setting (`provenance`);
- a list as someone kept it at a date, carried over the test's folds (`present_day_inputs`);
- "went nowhere" / "got nowhere" as a denied rise, not a flat claim (`trends`).

Each has a clean twin that stays as it was. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import Computation, Constraint, UserMessage
from quantward_validation.leakage import leaks
from quantward_validation.limits import is_active, is_ceiling, subject_mentions, subject_of
from quantward_validation.mandate import Bound, bounds_for, clauses, plan_kind
from quantward_validation.provenance import stated_of
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    message = UserMessage(message_id="msg_01hzzrtestzzzzzzzzzzzzzzz1", text=text, kind="mandate")
    found: list[Bound] = bounds_for(clauses(None, [message]), name)
    return [(b.kind, b.low, b.high) for b in found]


@pytest.mark.parametrize(
    ("text", "name", "low", "high"),
    [
        (
            "The PM may keep cash anywhere from 2 % of the long book to 6 % of the long book.",
            "max_cash_weight",
            0.02,
            0.06,
        ),
        (
            "Gross exposure to any one issuer may sit between 1% of short market value and 4% "
            "of short market value at the PM's discretion.",
            "max_issuer_weight",
            0.01,
            0.04,
        ),
        # a subject no vocabulary knows, its figures each said with their base
        (
            "Your call on the squeeze-prone borrow share; anything between 3 % of our hedge "
            "sleeve and 9 % of our hedge sleeve works for us.",
            "maxSqueezeProneBorrowShare",
            0.03,
            0.09,
        ),
    ],
)
def test_a_share_of_a_part_of_the_book_after_each_end_is_a_range(
    text: str, name: str, low: float, high: float
) -> None:
    assert _bounds(text, name) == [("range", low, high)]


def test_a_range_said_once_with_its_base_stays_a_range() -> None:
    # the clean twin: the base said once, after the range
    text = "The PM may keep cash anywhere from 2 % to 6 % of the book."
    assert _bounds(text, "max_cash_weight") == [("range", 0.02, 0.06)]


def test_a_range_of_magnitude_bands_is_a_range() -> None:
    text = "The country active weight may be set anywhere between +/- 1 % and +/- 3 %."
    assert _bounds(text, "max_country_active_weight") == [("range", 0.01, 0.03)]
    # the clean twin: one band is a cap on the magnitude
    text = "The country active weight is capped at ± 3 %."
    assert _bounds(text, "max_country_active_weight") == [("ceiling", None, 0.03)]


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("the industry relative weight", "max_sector_weight"),
        ("each country's excess weight", "max_country_weight"),
        ("the sector net active weights", "max_sector_weight"),
    ],
)
def test_a_groups_weight_with_its_measure_between_is_one_mention(phrase: str, subject: str) -> None:
    assert [m[2] for m in subject_mentions(phrase)] == [subject]
    # the clean twin: a weight with no group before it is a position's
    assert [m[2] for m in subject_mentions("the largest active weight")] == ["max_position_weight"]


def test_a_deviation_from_the_benchmark_bounds_an_active_weight() -> None:
    assert is_active("countryDeviationLimit")
    text = "Your call on the country weight deviation; anything from 1 % to 2 % is fine."
    assert _bounds(text, "countryDeviationLimit") == [("range", 0.01, 0.02)]
    # the clean twin: a plain cap on a country's weight bounds the weight, not its deviation
    text = "No single country may exceed 20 %."
    assert _bounds(text, "countryDeviationLimit") == []
    assert _bounds(text, "max_country_weight") == [("ceiling", None, 0.2)]


def test_an_active_weight_named_before_a_clause_that_borrows_it_stays_active() -> None:
    text = "Your call on the industry active weight; anything from 150bp to 300bp is fine."
    assert _bounds(text, "max_industry_active_weight") == [("range", 0.015, 0.03)]


def test_a_cap_on_the_cost_of_financing_the_book_keeps_its_side() -> None:
    text = "The average financing spread on the book must not exceed 80 bps."
    assert subject_of("maxFinancingSpreadBps") == "cost_bps"
    assert plan_kind("maxFinancingSpreadBps") == "ceiling"
    assert is_ceiling("maxFinancingSpreadBps")
    assert _bounds(text, "maxFinancingSpreadBps") == [("ceiling", None, 80.0)]
    # the clean twin: a trading cost a plan assumes is still read as "at least that"
    assert plan_kind("transaction_cost_bps") == "floor"
    text = "Transaction costs: at most 10 bps."
    assert _bounds(text, "transaction_cost_bps") == [("floor", 10.0, None)]


def _problem(text: str, value: str, name: str, number: float) -> str | None:
    start = text.index(value)
    constraint = Constraint(
        name=name,
        value=number,
        provenance="user_message",
        provenance_ref="msg_1",
        unit="fraction",
    )
    return stated_of(text, start, start + len(value), constraint)


def test_a_line_of_the_other_side_of_the_book_is_another_setting() -> None:
    text = (
        "Position limits\n"
        "  Largest long position (maximum): 6%\n"
        "  Largest short position (maximum): 2%"
    )
    assert _problem(text, "6%", "maxShortPositionWeight", 0.06) is not None
    # the clean twin: the short side's own line
    assert _problem(text, "2%", "maxShortPositionWeight", 0.02) is None


def test_an_aim_beside_a_bound_of_a_subject_read_by_its_words_is_another_setting() -> None:
    text = "Overlay terms\n  Planned hedge overlay: 40%\n  Hedge overlay (hard cap): 60%"
    assert subject_of("maxHedgeOverlay") is None
    assert _problem(text, "40%", "maxHedgeOverlay", 0.40) is not None
    # the clean twin: the bound's own line
    assert _problem(text, "60%", "maxHedgeOverlay", 0.60) is None


_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The restricted list as compliance maintained it at end-2020 is used in each fold.", True),
        ("The watch list as it stood in 2021 is applied to every year of the back-test.", True),
        # clean twins: each fold's own list
        ("Each fold uses the restricted list as compliance kept it at that fold's start.", False),
        ("The watch list as it stood at each rebalance date is used.", False),
    ],
)
def test_a_list_as_someone_kept_it_at_a_later_date_leaks(text: str, leaky: bool) -> None:
    assert bool(leaks([("methods[0].purpose", text)], _FOLDS)) is leaky, text


_DAYS = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31")


def _wrong(sentence: str, values: tuple[float, ...]) -> list[str]:
    computation: Computation = quarterly_history(
        "order_backlog",
        values,
        _DAYS,
        entity_id="ent_brackwater",
        function_id="custom.backlog_history",
        source_id="src_reading_zzr",
    )
    return [m.kind for m in misstatements([sentence], [computation])]


@pytest.mark.parametrize(
    "sentence",
    ["Order backlog went nowhere in 2021.", "Order backlog got nowhere over 2021."],
)
def test_going_nowhere_is_a_denied_rise(sentence: str) -> None:
    # a drift down of 8 % over the year: no headway, though more than a flat claim allows
    assert _wrong(sentence, (500.0, 480.0, 470.0, 460.0)) == []
    # ... and a small rise, inside what a flat claim allows, is headway all the same
    assert _wrong(sentence, (500.0, 505.0, 510.0, 515.0)) != []
    assert _wrong("Order backlog was flat in 2021.", (500.0, 505.0, 510.0, 515.0)) == []
    # the clean twin's flaw: a climb of a fifth is headway
    assert _wrong(sentence, (500.0, 540.0, 570.0, 600.0)) != []
