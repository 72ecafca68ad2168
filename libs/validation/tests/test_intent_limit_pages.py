"""A page or part of a document that lists limits is no verb limiting risk (batch ZZN's cause,
phrases in no batch): "Credit risk pack, limits section: …", "Risk dashboard, limit sheet: …"
ask no objective; "limit" the verb still directs its object."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Credit risk pack, limits section: every line within appetite this week.",
        "Volatility review: limits section attached for the credit book.",
        "Risk dashboard, limit sheet: every line within appetite this week.",
        "Quarterly pack, limits schedule: gross 140 %, net 12 %.",
    ],
)
def test_a_page_of_limits_asks_no_objective(text: str) -> None:
    assert asked(text) is None, asked(text)


@pytest.mark.parametrize(
    "text",
    ["Please limit volatility in the rebuilt sleeve.", "Risk first: limit drawdowns this year."],
)
def test_the_verb_still_asks_for_less_risk(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "min_risk", found
