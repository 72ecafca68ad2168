"""A limit's label asks for no objective: a money limit reported beside a risk measure, and a
bound's kind classified in brackets.

A desk's daily report states each measure with its limit in money, currency first ("VaR
USD 3.1mm (limit USD 5mm)", "PaR, limit €9m"): "limit" there is the noun with its value, as
"limit 3.00 %" is, and the report asks nobody to minimise the measure. "Limit" with an object
and no value after it stays the verb.

A row of a limit schedule names its bound's kind in brackets, classified ("Return on capital
(hard maximum): 18 %", "Earnings-at-Risk (regulatory max.) 4 %"), as "(maximum): 250 %" does:
the row states a limit, and its "maximum" directs nothing.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Morning pack: desk VaR USD 3.1mm (limit USD 5mm), stress loss GBP 20m. Refresh the hedge.",
        "ES, limit €9m; gross 140 %. Re-run the book's sizing for next week.",
        "Credit VaR CHF 2.2 mio against the board's figure (limit CHF 4 mio). Update the model.",
    ],
)
def test_a_money_limit_reported_beside_a_measure_asks_for_no_objective(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the verb with its object, and a value after "to", still directs the measure
        ("Please limit the VaR of the book to USD 8mm and nothing else.", "min_risk"),
        ("Desk VaR: limit it to EUR 20m, that is the aim.", "min_risk"),
    ],
)
def test_the_verb_limit_with_an_object_still_asks(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


@pytest.mark.parametrize(
    "text",
    [
        "Limit schedule\n  Return on capital (hard maximum): 18.0%\n  Cash (soft minimum): 2%",
        "Earnings-at-Risk as a share of plan (regulatory max.) 4 %. Rebuild the hedge book.",
    ],
)
def test_a_classified_bound_in_brackets_before_a_value_asks_for_no_objective(text: str) -> None:
    assert asked(text) is None


def test_a_wish_beside_a_bracketed_limit_still_asks() -> None:
    found = asked("Maximise return on capital (hard maximum leverage 3x applies).")
    assert found is not None
    assert found.objective == "max_return"
