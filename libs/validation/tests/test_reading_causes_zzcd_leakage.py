"""Stated-leakage causes of issue 18 (ZZC/ZZD families), each tested as a family on
constructions in no batch:

- "from" before a dated record is its source, not the start of a period: "the weights from
  the 30 June 2018 index review" are that day's, not everything since it;
- a period's own figure used at that period though published later ("each quarter's hedge
  uses that quarter's own GDP figure, which comes out the following month");
- a later vintage applied *to* every year or date of the test, as well as at or in them;
- a choice named as the one of N that would have done something ("the one of six floors that
  would have met every call up to 2021"): a selection on that period, its counterfactual its
  criterion, not a hypothetical choice;
- a dated record's figures carried back over the folds or years of the test ("the split
  agreed in 2021, applied back to 2011"): a fold testing before that date uses its future;
- what each period's decision uses, finalised only after a later period, season or meeting;
- members left out from the test's start for a fate that came later ("drops, from day one,
  the issuers that defaulted in 2018"; `hindsight_screens.later_fate_excluded`).

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.hindsight_screens import later_fate_excluded
from quantward_validation.leakage import leaks

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("methods[0].purpose", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a dated record named after "from" is that record's date
        ("Sector weights were tuned on the holdings from the 30 June 2014 index review.", False),
        ("Sector weights were tuned on the holdings from the 30 June 2018 index review.", True),
        ("The curve was calibrated on the cashflows from the March 2013 funding study.", False),
        # ... "from the 2013 survey onwards" still opens a span
        ("The curve was calibrated on every print from the 2013 survey onwards.", True),
        # a bare "from" still opens one
        ("The curve was calibrated on every print from June 2013.", True),
    ],
)
def test_from_a_dated_record_is_its_point(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Every quarter's duration target uses that quarter's own GDP figure, which the "
            "statistics office releases in the following month.",
            True,
        ),
        (
            "Each week's allocation reads the same week's claims count, published the next "
            "Thursday.",
            True,
        ),
        (
            "Every quarter's duration target uses the last GDP figure already released before "
            "that quarter began.",
            False,
        ),
    ],
)
def test_an_own_period_figure_published_later(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "House prices are as the land registry subsequently revised them, applied to every "
            "month of the test.",
            True,
        ),
        (
            "House prices are as the land registry first printed them, applied to every month "
            "of the test.",
            False,
        ),
    ],
)
def test_a_later_vintage_applied_to_every_period(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The margin floor is the one of six candidates that would have covered every "
            "variation call made up to 2019, then applied unchanged to both folds.",
            True,
        ),
        (
            "The stop level is whichever of the four levels would have met the margin calls "
            "of 2010 to 2018.",
            True,
        ),
        (
            "The margin floor is the one of six candidates that would have covered every "
            "variation call made up to 2014, then applied unchanged to both folds.",
            False,
        ),
        # a hypothetical choice is still none
        ("Had we tuned the floor on 2010 to 2019 the test would leak.", False),
    ],
)
def test_the_one_of_n_that_would_have(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Pension deficits in every fold come from the 2019 triennial valuation, rolled back "
            "to each rebalance.",
            True,
        ),
        (
            "Custody costs in all years use the tariff schedule agreed in 2021, applied back to "
            "2011.",
            True,
        ),
        # a record from before every test period carries nothing from a test's future
        (
            "Pension deficits in every fold come from the 2014 triennial valuation, rolled back "
            "to each rebalance.",
            False,
        ),
        (
            "Custody costs in each year use the tariff schedule in force that year.",
            False,
        ),
    ],
)
def test_a_dated_record_carried_back(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Every quarter's screen removes names on the exclusion list the ethics committee "
            "signed off after the next annual review.",
            True,
        ),
        (
            "Each month's universe applies the sanctions list compiled only after the following "
            "quarter-end.",
            True,
        ),
        (
            "Every quarter's screen removes names on the exclusion list as it stood on that "
            "quarter's first day.",
            False,
        ),
    ],
)
def test_a_list_made_after_a_later_round(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The bond panel drops, from day one, every issuer that later went bust.", True),
        ("From the first rebalance we exclude the funds which were wound up during 2018.", True),
        ("The issuers omit, throughout the backtest, the three banks that failed in 2017.", True),
        # a fate before every test period: nothing from a test's future
        ("From the first rebalance we exclude the funds which were wound up during 2012.", False),
        # dropped when it happened: no hindsight
        ("An issuer leaves the panel on the day it defaulted.", False),
    ],
)
def test_members_left_out_for_a_later_fate(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


def test_the_later_fate_and_its_year_are_read_by_the_screens_module() -> None:
    assert later_fate_excluded(
        "We remove, from inception, the lenders which collapsed during 2015."
    ) == (True, "2015")
    assert later_fate_excluded("From day one the book omits every insurer that later failed.") == (
        True,
        None,
    )
    # a screen by a rule of the day names no fate
    assert later_fate_excluded("We remove lenders from inception when they report late.") == (
        False,
        None,
    )
