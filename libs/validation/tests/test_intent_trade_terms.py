"""Terms of the trade a desk writes that ask for no objective (ZZH, ZZI), read in general with
sentences of no batch:

* the verb "close" of finishing ("until audit closes ticket …", "the fund closed at …", "until
  we close out the review") is no closeness, and a code whose number has a leading zero
  ("INC-0042") is a serial, no index's size (`intent._CLOSE_VERBS`, `intent._INDEX`);
* "limit" after a preposition ("at 80 % of limit", "back within limit") or hyphened to a
  compound ("limit-usage alert") is the noun, not the verb (`intent._limit_noun`);
* a risk of the firm's models or operations ("after the operational-risk review") is no risk of
  the portfolio's value (`intent._TARGETS`);
* companies' earnings as an event ("more of the pre-earnings basket", "an earnings-surprise screen")
  are no return of ours;
* a risk-adjusted measure with its value after it ("live IR 0.35") is a result read off
  (`intent._measured`);
* "with no" turns its phrase as "without" does ("maximise return with no vol penalty");
* a desk's "GMV" as a measure's base ("on a GMV basis") or in a limit's key ("gross_gmv_min")
  is gross market value (`profile_codes._gross_value`);
* "Risk will set …" opening a sentence is the department (`org_units`);
* revenue expected from the book is its return ("the largest expected revenue"); a company's
  revenue or a revenue bond's sector is none.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.org_units import without_org_units
from quantward_validation.profile_codes import objective_codes


@pytest.mark.parametrize(
    "text",
    [
        "Rebuild the sleeve weights. The cap on sector weight waits until audit closes ticket"
        " INC-0042 on the pricing feed.",
        "The desk closed the session well ahead of the Nikkei 225 print; rebuild the weights.",
        "Volatility sat at 80% of limit all week; please redo the weights.",
        "Tracking-error early warning (portion of limit consumed): 90%",
        "Limit-usage alert ENT-0077, cleared: the book's volatility is back at 9%.",
        "Leverage was trimmed from 3x to 2x following the operational-risk review.",
        "Put on more of the pre-earnings basket before Tuesday.",
        "Add the earnings-surprise screen to the small-cap sleeve.",
        "Tear sheet: live IR 0.35, turnover 14% a month. Rebuild the weights for Monday.",
        "Position caps apply on a GMV basis at 2% per name.",
        "gross_gmv_min: 1.5",
        # "close" with a particle of completion finishes something; it keeps nothing close
        "The duration cap is on hold until we close out the OCC MRA. Rebuild the ladder.",
        "Sector limits stay open until compliance closes off the FINRA 4210 review.",
        "We will close down the FTSE AIM sleeve before the weights are redone.",
    ],
)
def test_no_objective_is_asked(text: str) -> None:
    assert asked(text) is None, asked(text)


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a measure reported, then the ask: the ask decides
        ("Realised Sortino was 2.4 last year. This year: lowest volatility possible.", "min_risk"),
        # "with no" sets aside its own phrase only
        ("Weights should maximise forecast return with no vol penalty at all.", "max_return"),
        ("Run the rates book for the largest expected revenue.", "max_return"),
    ],
)
def test_the_ask_beside_a_term_of_the_trade_is_read(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective, found


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # clean twins: closeness, the verb "limit", the portfolio's risk and a GMV portfolio
        ("Keep the book as close as possible to the Nikkei 225.", "tracking"),
        ("We want weights that track the S&P 500 closely.", "tracking"),
        ("Please limit volatility in the new sleeve.", "min_risk"),
        ("Cut risk after the review.", "min_risk"),
        ("Maximise the Sharpe ratio of the book.", "risk_adjusted"),
        ("The portfolio should earn as much as possible.", "max_return"),
        ("Build the GMV portfolio for the defensive sleeve.", "min_risk"),
    ],
)
def test_clean_twins_still_ask(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective, found


def test_gmv_as_a_base_or_a_key_is_no_code() -> None:
    assert objective_codes("exposures shown on a gmv basis, gmv-weighted") == []
    assert objective_codes("PROFILE=GMV") != []


def test_the_department_opening_a_sentence_decides() -> None:
    text = "Rebalance tonight. Risk will fix the cap on net beta (near zero) at the next meeting."
    assert asked(without_org_units(text)) is None
    # a measure opening a sentence is still read
    assert asked(without_org_units("Risk should be as low as we can get it.")) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Screen out companies with the highest revenue from thermal coal.",
        "No more than 15% in any one revenue sector.",
    ],
)
def test_revenue_not_expected_from_the_book_is_no_return(text: str) -> None:
    assert asked(text) is None, asked(text)
