"""Stated-leakage causes of issue 18 (ZZG/ZZH/ZZI families), each tested as a family on
constructions in no batch:

- a holding carried, before its end came, at how its situation ended ("marked at the recovery
  obtained at the end of its bankruptcy", "valued at the payout the estate ultimately
  distributed") (`period_outcomes.VALUED_AT_OUTCOME`);
- a decision made conditional on a figure known only after it ("goes long whenever the
  following session's settlement is higher"), or a new issue taken up on its own first trading
  ("subscribes to every IPO whose day-one close …") (`period_outcomes.DECIDED_IF`,
  `TAKEN_ON_AFTERMARKET`);
- figures a company reports weeks later dated at the end of the period they describe, with no
  release or lag said ("earnings are mapped to the close of each fiscal year")
  (`publication_lag`);
- a later session named by its part of the day or its weekday, several instruments' figures
  named together ("the following morning's opening futures level", "the next evening's
  settlement gold and silver prices") (`leakage._LATER_SESSION_FIGURE`);
- a choice of one of N by the fewest or lowest count of a test's measure ("the fewest backtest
  breaches across 2012–2018"): the test word is the criterion, the period the choice's
  (`leakage._CRITERION_BEFORE`).

Each has a clean twin that stays accepted. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("methods[0].purpose", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Defaulted notes are valued at the payout the estate ultimately distributed, from "
            "their default date onward.",
            True,
        ),
        (
            "Each distressed loan is marked at the recovery obtained at the end of its bankruptcy.",
            True,
        ),
        ("Written-down claims are booked at the proceeds each one eventually fetched.", True),
        # clean twins: the mark of the day, or the final payout only reported
        ("Each distressed loan is marked at the dealer bid on that day.", False),
        ("Defaulted notes are valued at the recovery estimate the desk held at each date.", False),
        (
            "Defaulted notes are valued at the quoted price each day; the payout the estate "
            "ultimately distributed is reported separately.",
            False,
        ),
    ],
)
def test_a_holding_valued_at_its_eventual_outcome(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The strategy goes long the bund future whenever the following session's settlement "
            "is higher.",
            True,
        ),
        (
            "Names are added to the book only if their return over the next five sessions beats "
            "the index.",
            True,
        ),
        ("The model subscribes to every IPO whose day-one close ends above the offer price.", True),
        (
            "The sleeve participates in each placement provided its post-listing premium "
            "exceeds 5 %.",
            True,
        ),
        # clean twins: an earlier figure, the launch terms, a figure waited for, a past
        # realised measure
        (
            "The strategy goes long the bund future whenever the previous session's settlement "
            "is higher.",
            False,
        ),
        (
            "Names are added to the book only if their return over the past five sessions beats "
            "the index.",
            False,
        ),
        ("The model subscribes to every IPO whose pricing comes inside the initial range.", False),
        ("The fund adds exposure when next month's figures are published.", False),
        ("The desk hedges whenever realised volatility over the past month exceeds 20 %.", False),
        # a later price the trade is unwound at is its execution, not the condition
        (
            "The desk adds to the hedge whenever the basis widens, unwinding it at the next "
            "session's close.",
            False,
        ),
        (
            "The sleeve participates in each placement on its launch terms, and the post-listing "
            "premium is reported afterwards.",
            False,
        ),
    ],
)
def test_a_decision_conditioned_on_a_later_figure(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Earnings are mapped to the close of each fiscal year in the panel.", True),
        ("Book values enter the screen on the date each reporting period ends.", True),
        ("Each year's reported accounts are live in the model from the year-end date.", True),
        # clean twins: lagged, or dated by their filing
        (
            "Earnings are mapped to the close of each fiscal year, then lagged by ninety days.",
            False,
        ),
        ("Book values enter the screen on the date each 10-K is filed.", False),
        (
            "Each year's reported accounts are live in the model from their publication date.",
            False,
        ),
        (
            "With a sixty-day lag, book values enter the screen on the date each reporting "
            "period ends.",
            False,
        ),
    ],
)
def test_reported_figures_dated_at_their_periods_end(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Every afternoon's delta hedge is computed from the following morning's opening "
            "futures level.",
            True,
        ),
        (
            "The overnight book's positions take as inputs the next evening's settlement gold "
            "and silver prices.",
            True,
        ),
        (
            "Each Friday's positions are sized from the following Monday's closing index level.",
            True,
        ),
        # clean twins: the same or an earlier session
        (
            "Every afternoon's delta hedge is computed from that morning's opening futures level.",
            False,
        ),
        (
            "The overnight book's positions take as inputs the previous evening's settlement "
            "gold and silver prices.",
            False,
        ),
        ("Each Friday's positions are sized from the prior Thursday's closing index level.", False),
    ],
)
def test_a_later_session_named_by_its_part_of_day(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The look-back is the one of six lengths that gave the fewest backtest breaches "
            "across 2012–2018.",
            True,
        ),
        (
            "We kept whichever confidence level had the lowest out-of-sample exception count "
            "over 2013–2017.",
            True,
        ),
        # clean twins: chosen inside each fold, or the breaches only reported
        (
            "The look-back is the one of six lengths that gave the fewest backtest breaches "
            "within each fold's training years.",
            False,
        ),
        (
            "The look-back was fixed in 2011; the backtest breaches across 2012–2018 are "
            "reported for each fold.",
            False,
        ),
    ],
)
def test_a_choice_by_the_fewest_of_a_tests_measure(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text
