"""Stated-leakage causes of issue 18 (ZZM/ZZN/ZZO families), each tested as a family on
constructions in no batch:

- a fitted setting used on as it is ("that estimate is employed unchanged over every fold",
  "the setting is retained as is for …") is the test applying it, not a fit over the test's
  dates (`leakage._CARRIED_ON`);
- a fit or choice made on a list, universe or basket as it stood at a date ("the watch list
  as it stood in May 2022", "the index as constituted in June 2019") uses everything up to
  that date, so it reaches a test that ends before it, and so does one on a list as someone
  had revised it by a date (`event_bounds`);
- a holding marked over time at a figure made final only later ("valued every month at the
  NAVs the auditor subsequently confirmed"), at an exit dated in a later year ("marked since
  2013 at the price the stake fetched in 2018"), or a product priced at its start with its own
  final fixing (`period_outcomes.VALUED_AT_OUTCOME`);
- a figure that counts events after the decision's own dated act ("including coupons declared
  after the trade date") (`period_outcomes.LATER_EVENTS_COUNTED`);
- each period's decision using what was announced after its own date
  (`period_outcomes.MADE_AFTER_LATER`), or its longer period's closing figure made final later
  or applied to every shorter period inside it (`period_outcomes.ENCLOSING_END`);
- a dated list put into effect from an earlier year or the history's start ("the watch list
  published in 2022 is applied from 2012 onwards") (`present_day_inputs.dated_source_in_folds`);
- a sample kept or cut by each member's status at its own end ("only the swaps whose status at
  expiry was 'in the money' enter the test"; a negator inside a quoted value denies nothing)
  (`hindsight_screens.END_OF_LIFE_SCREEN`, `leakage._QUOTED_VALUE`);
- figures adjusted for later events and applied from the instrument's own start ("barriers
  rebased for subsequent stock splits, applied from each warrant's issue date")
  (`data_vintages`).

Each has a clean twin that stays as it was. The texts are written here, not taken from a batch.
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
        # the fit's own dates end before the first fold: using it on is the test
        (
            "The beta was estimated on 2006-2013 prices, and that estimate is employed "
            "unchanged over both test folds.",
            False,
        ),
        (
            "Our vol target was calibrated to daily data up to June 2014, and the calibration "
            "is retained as is in both test folds.",
            False,
        ),
        (
            "The spread model was fitted once on 2009-2014, and that fit is then used "
            "unchanged in both test folds.",
            False,
        ),
        # the same use of a fit whose own dates reach into a fold still leaks
        (
            "The beta was estimated on 2006-2017 prices, and that estimate is employed "
            "unchanged over both test folds.",
            True,
        ),
        (
            "The spread model was fitted once on the full history, and that fit is used, "
            "without re-estimation, in both walk-forward folds.",
            True,
        ),
    ],
)
def test_a_fit_used_on_unchanged_is_the_test(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The overlay weights were calibrated on the credit universe less the watch list "
            "as it stood in May 2022.",
            True,
        ),
        ("The sector caps were tuned on the benchmark as constituted in June 2019.", True),
        ("We estimated the betas on the peer group as the list stood in 2023.", True),
        (
            "The tilt was tuned on the sector map as the vendor had redefined it by 2017.",
            True,
        ),
        (
            "The tilt was tuned on the sector map as the vendor had redefined it by 2013.",
            False,
        ),
        # clean twins: the state dated before the first fold
        (
            "The overlay weights were calibrated on the credit universe less the watch list "
            "as it stood on 30 September 2014.",
            False,
        ),
        ("The sector caps were tuned on the benchmark as constituted in June 2014.", False),
        ("We estimated the betas on the peer group as it stood at the end of 2013.", False),
    ],
)
def test_a_fit_on_a_state_as_it_stood_at_a_date(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The private credit sleeve is valued every month at the NAVs the auditor "
            "subsequently confirmed for each year.",
            True,
        ),
        (
            "Our infrastructure holding is marked since 2013 at the price the stake fetched "
            "in 2018.",
            True,
        ),
        (
            "Each autocallable is valued at its issue date using the maturity observation's "
            "level of the basket.",
            True,
        ),
        # clean twins: marks known at each date, a price at the product's own start
        (
            "The private credit sleeve is valued every month at the latest NAV the manager "
            "had reported by then.",
            False,
        ),
        (
            "Our infrastructure holding is marked since 2013 at the last appraisal available "
            "on each date.",
            False,
        ),
        ("Each autocallable is valued at its issue date using that day's basket level.", False),
    ],
)
def test_marked_at_a_figure_made_known_later(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Carry in the backtest uses every coupon, including coupons declared after the "
            "trade date.",
            True,
        ),
        (
            "On each rebalance date the fund buys the names the sponsor disclosed, after that "
            "date, for the next review.",
            True,
        ),
        (
            "Every quarter's overlay reads the year-end leverage figure as later audited.",
            True,
        ),
        (
            "Local prices are converted into dollars at each quarter's closing spot rates for "
            "every week of that quarter.",
            True,
        ),
        # clean twins: the decision's own date and what was out by then
        ("Carry in the backtest uses only coupons declared by the trade date.", False),
        (
            "On each rebalance date the fund buys the names the sponsor had disclosed by that "
            "date.",
            False,
        ),
        (
            "Every quarter's overlay reads the leverage figure as it stood at that quarter-end.",
            False,
        ),
        (
            "Local prices are converted into dollars at each week's closing spot rates.",
            False,
        ),
    ],
)
def test_a_decision_using_figures_out_only_after_it(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Every bank on the watch list published in 2022 is removed from the index from "
            "2012 onwards.",
            True,
        ),
        ("The fee grid agreed in 2020 is applied from the start of the data.", True),
        (
            "Only the swaps whose status at expiry was 'not exercised' enter the tested panel.",
            True,
        ),
        ("Funds whose rating at wind-down was below B are dropped from the panel.", True),
        (
            "Barrier levels are rebased for subsequent stock splits, applied from each "
            "warrant's issue date.",
            True,
        ),
        # clean twins: the list from its own year, every member kept, adjustments at their dates
        (
            "Every bank on the watch list published in 2022 is removed from the index from "
            "2022 onwards.",
            False,
        ),
        ("Under the mandate signed in 2018, the fund has owned bonds since 2010.", False),
        (
            "Every swap traded in the period enters the tested panel, whatever it was worth "
            "at expiry.",
            False,
        ),
        (
            "Barrier levels are rebased for stock splits only from each split's ex-date.",
            False,
        ),
    ],
)
def test_later_lists_statuses_and_adjustments_carried_back(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
