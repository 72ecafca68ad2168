"""Stated-leakage causes of issue 18 (ZZE/ZZF families), each tested as a family on
constructions in no batch:

- each point's decision using figures that come out only at a later point ("each quarter-end's
  tilt reads the servicer report released in the first week of the next quarter", "every
  settlement date's carry uses the repo rate printed the next session") (`publication_lag`);
- a later period's benchmark fixing among a decision's inputs ("the subsequent week's ECB
  fixing") (`period_outcomes`);
- a book's own records restated or corrected later and put back at their original dates ("the
  administrator's restated position files, entered at the first valuation dates")
  (`data_vintages`);
- a choice named by its superlative over a count whose noun is the subject ("the cut-off is
  the top of five on the full history") (`leakage._SELECT`).

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
            "Each quarter-end's duration tilt reads the servicer report released in the first "
            "week of the next quarter.",
            True,
        ),
        (
            "On every settlement date the carry model uses the repo rate that was printed the "
            "next session.",
            True,
        ),
        (
            "Every Thursday's signal is computed from the flow survey published two days later.",
            True,
        ),
        # clean twins: the release comes before the decision, or is the earlier period's
        (
            "Each quarter-end's duration tilt reads the servicer report released in the first "
            "week of that quarter.",
            False,
        ),
        (
            "Each quarter's duration tilt reads the prior quarter's servicer report, released "
            "in the first week of the following quarter.",
            False,
        ),
        (
            "Each month's tilt uses the survey published on the second business day of the "
            "next month, ahead of the rebalance.",
            False,
        ),
        (
            "On every settlement date the carry model uses the repo rate printed that morning.",
            False,
        ),
        (
            "Each quarter-end's duration tilt uses the servicer report only once it is "
            "released, in the first week of the next quarter.",
            False,
        ),
    ],
)
def test_a_points_decision_uses_figures_published_later(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The weekly hedge ratio takes, with the carry signal, the subsequent week's ECB "
            "fixing for the euro.",
            True,
        ),
        ("Each position's size uses the next month's 11am fix as an input.", True),
        (
            "The weekly hedge ratio takes, with the carry signal, the previous week's ECB "
            "fixing for the euro.",
            False,
        ),
    ],
)
def test_a_later_periods_fixing_is_from_the_future(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Risk inputs: the administrator's restated position files, entered at the first "
            "valuation dates.",
            True,
        ),
        (
            "Cash forecasts start from the corrected quarter-end balances, slotted back under "
            "the original quarters.",
            True,
        ),
        # clean twins: records as first struck, or a correction of the figures' basis
        (
            "Risk inputs: the administrator's position files as first struck, entered at the "
            "dates they were struck.",
            False,
        ),
        ("The split-corrected returns are used for every month of the test.", False),
    ],
)
def test_restated_records_at_their_original_dates(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The exit band is the top of five on the full 2011–2019 history.", True),
        ("Our lookback is the strongest of 8 across 2012 to 2018.", True),
        # clean twins: chosen inside each fold, or on years before the first test
        ("The exit band is the top of five on each fold's training years only.", False),
        ("Our lookback is the strongest of 8 across 2009 to 2013.", False),
    ],
)
def test_a_superlative_over_a_count_with_its_noun_left_out(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text
