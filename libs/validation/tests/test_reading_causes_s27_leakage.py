"""Stated-leakage causes of issue 18 seen in the ZZY/ZZZ/ZZZA round, each tested as a family on
constructions in no batch (a timber fund, a shipping bank, a farmland fund):

- a choice named by its superlative over a counted set, whatever the set's noun ("the best of
  eight rotation lengths over 2004–2021", "the strongest of five haircuts across the record"):
  the count and a plural noun make it a choice among candidates (`leakage._SELECT`);
- a figure known only at its end (what was finally paid, a value "as ultimately adjudicated")
  applied back from an earlier date ("applied from the casualty date onward", "backdated to the
  arrest", "in place of the surveyor's estimate at the time")
  (`period_outcomes.APPLIED_BACK`);
- an average over a period said to take in time after the decision ("each year's full-year
  average rate, including the weeks after each rebalance date")
  (`period_outcomes.LATER_EVENTS_COUNTED`);
- a period's figure read from a later period's report, deck or pack ("each quarter's harvest
  volume from the following quarter's board pack") (`period_outcomes.LATER_PERIOD_RECORD`).

Each has a clean twin that stays as it was. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("reasoning[0]", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a superlative over a counted set of any noun is a choice among them
        (
            "The harvest-age rule is the best of eight rotation lengths over the whole "
            "2004-2021 stumpage record, then applied in each fold.",
            True,
        ),
        ("The margin haircut is the strongest of five haircuts across 2008-2020.", True),
        (
            "The harvest-age rule is picked from eight rotation lengths inside each fold's "
            "training years only.",
            False,
        ),
        # an eventual figure applied back from an earlier date
        (
            "Each casualty's loss is the settlement the P&I club finally paid, years after the "
            "event, applied from the casualty date onward.",
            True,
        ),
        (
            "Each arrested vessel's value is its sale price as ultimately adjudicated, used from "
            "the arrest date in place of the surveyor's estimate at the time.",
            True,
        ),
        (
            "Each casualty's loss is the adjuster's estimate as logged at each month-end.",
            False,
        ),
        (
            "Each arrested vessel's value is the surveyor's estimate on file at each quarter-end.",
            False,
        ),
        # an average that takes in time after the decision
        (
            "Charter income is converted at each year's full-year average USD/NOK rate, "
            "including the weeks after each rebalance date.",
            True,
        ),
        (
            "Charter income is converted at the trailing average USD/NOK rate up to each "
            "rebalance date.",
            False,
        ),
        # a period's figure read from a later period's record
        (
            "Each quarter's harvest volume for a plantation is its tonnage from the following "
            "quarter's board pack.",
            True,
        ),
        (
            "Each quarter's harvest volume for a plantation is its tonnage from that quarter's "
            "board pack.",
            False,
        ),
    ],
)
def test_round_s27_leakage_families(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


def test_a_return_measured_over_the_months_after_a_rebalance_is_the_test() -> None:
    """Performance over the months after each rebalance is what a test measures, no input."""
    assert not _leaky("Performance is measured including the months after each rebalance date.")


@pytest.mark.parametrize(
    "text",
    [
        # when a later record came out is no use of it
        "Each quarter's harvest volume is reported in the following quarter's board pack.",
        # booked when the end came is no backdating
        "Each casualty's loss is the settlement the P&I club finally paid, recorded at the date "
        "the claim closed.",
        # an average return over the months after a rebalance is the test's measure
        "The average return, including the months after each rebalance date, is reported.",
        # a later step that refits inside each window confines
        "The rotation length is tuned on 2004-2021 stumpage prices, then refit inside each window.",
    ],
)
def test_round_s27_near_misses_state_no_look_ahead(text: str) -> None:
    assert not _leaky(text), text
