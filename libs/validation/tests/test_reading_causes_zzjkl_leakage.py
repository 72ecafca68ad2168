"""Stated-leakage causes of issue 18 (ZZJ/ZZK/ZZL families) and one objective cause of ZZJ,
each tested as a family on constructions in no batch:

- a later period's record among the inputs, a list, report, filing or balance sheet ("the
  subsequent month's custodian holdings report") (`period_outcomes.LATER_PERIOD_FIGURE`);
- a period end's own figures used at that end though published in a later month named by its
  name ("that half-year-end's solvency return, released the following September"), and a
  point's decision using figures produced (run, issued, compiled, struck) at a later point, or
  a later part of the day ("the valuation the actuary compiled in the following month", "the
  variation margin call sent the next morning") (`publication_lag`);
- a rule's trigger, flag, alert, screen or filter as a decision of the day that uses a later
  figure ("the liquidity alert on every business day reads the next day's redemption data")
  (`leakage._DECISION_USES_LATER`);
- the standing a name came to in the end ("each bond's ultimate rating", "every loan's
  eventual classification") (`period_outcomes.EVENTUAL_OUTCOME`);
- a screen at each date by what came to a name in the window after it ("the quarterly review
  removes issuers that defaulted within the following year")
  (`hindsight_screens.FORWARD_WINDOW_SCREEN`);
- a decision timed at its day's start that uses that same day's closing figures ("the hedge,
  fixed pre-market, reads the same session's closing vols")
  (`period_outcomes.SET_BEFORE_OWN_CLOSE`);
- an index's name carrying its currency sign ("mirror the Markit ¥ Sovereigns index") as the
  object of a verb of closeness: tracking error asked (`intent`).

Each has a clean twin that stays as it was. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.intent import asked
from quantward_validation.leakage import leaks

_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("methods[0].purpose", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Every month the tilt reads the next month's custodian holdings report.", True),
        (
            "Among the model's inputs is the subsequent year's regulatory template of each "
            "reinsurer.",
            True,
        ),
        ("Signals take as inputs the coming quarter's trustee filings for every scheme.", True),
        # clean twins: an earlier period's record, or a report written about the plan
        ("Every month the tilt reads the previous month's custodian holdings report.", False),
        ("The model's inputs include the prior quarter's trustee filings.", False),
        ("We will describe the outcome in next quarter's report to the trustees.", False),
    ],
)
def test_a_later_periods_record_among_the_inputs(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Each half-year rebalance uses that half-year-end's solvency return, which only "
            "comes out the following September.",
            True,
        ),
        (
            "Every month-end's hedge uses the valuation the scheme actuary compiled in the "
            "following month.",
            True,
        ),
        (
            "On each trading date the overlay takes the variation margin call the clearing "
            "house sent the next morning.",
            True,
        ),
        (
            "At every quarter-end the allocation draws on the liquidity stress run in the "
            "subsequent quarter.",
            True,
        ),
        # clean twins: figures out before the decision, or the trade's own later time
        (
            "Each half-year rebalance uses the previous half-year-end's solvency return, out "
            "before the rebalance.",
            False,
        ),
        (
            "Every month-end's hedge uses the valuation the scheme actuary compiled in the "
            "previous month.",
            False,
        ),
        (
            "On each trading date the overlay uses the closing marks and orders are sent the "
            "next morning.",
            False,
        ),
    ],
)
def test_figures_produced_or_published_at_a_later_point(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The liquidity alert on every business day reads the next day's redemption data.",
            True,
        ),
        ("Watch flags are taken from each obligor's eventual classification.", True),
        ("The concentration filter uses every issuer's ultimate rating.", True),
        # clean twins: the day's own or earlier figures, or a parent's standing
        (
            "The liquidity alert on every business day reads the previous day's redemption data.",
            False,
        ),
        ("Watch flags are taken from each obligor's classification on the review date.", False),
        ("The concentration filter uses every issuer's ultimate parent rating.", False),
    ],
)
def test_a_rules_trigger_using_a_later_figure_or_an_eventual_standing(
    text: str, leaky: bool
) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The quarterly review removes issuers that defaulted within the following year.", True),
        (
            "Each monthly screen excludes the bonds whose cut to junk came over the next two "
            "quarters.",
            True,
        ),
        # clean twins: a standing on the screen's own date, a forecast, or the screen's own
        # later selling
        ("The quarterly review removes issuers already in default on the review date.", False),
        (
            "Each monthly screen excludes the bonds that are expected to be cut to junk over the "
            "next two quarters.",
            False,
        ),
        (
            "The screen excludes names that breach the cap and sells them within the next five "
            "days.",
            False,
        ),
    ],
)
def test_a_screen_by_an_event_in_the_window_after_it(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The hedge ratio, fixed pre-market, reads the same session's closing implied vols.", True),
        (
            "Tilts are decided at the opening auction from that session's official closing level.",
            True,
        ),
        (
            "The overlay uses that day's settlement marks although its limits are set before "
            "the open.",
            True,
        ),
        # clean twins: the day before's close, or a decision at the close itself
        (
            "The hedge ratio, fixed pre-market, reads the prior session's closing implied vols.",
            False,
        ),
        ("The book is rebalanced at the close and uses that day's closing prices.", False),
        ("Positions are sized before the open; fills use that day's close.", False),
    ],
)
def test_a_decision_before_the_open_using_that_days_close(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Scheme rules, clause 4: mirror the Markit ¥ Sovereigns index with the least drift "
            "we can manage.",
            "minimise_tracking_error",
        ),
        (
            "Our brief from the trustees: hug the Solactive € covered-bond index.",
            "minimise_tracking_error",
        ),
        (
            "The mandate asks us to shadow the Acme ₹ Gilt index as tightly as possible.",
            "minimise_tracking_error",
        ),
        # clean twin: a currency sign in an amount is no index's name
        (
            "Keep under $ 5m in cash and maximise the Sharpe ratio; the index is irrelevant.",
            "maximise_risk_adjusted_return",
        ),
    ],
)
def test_an_index_name_carrying_its_currency_sign(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)
