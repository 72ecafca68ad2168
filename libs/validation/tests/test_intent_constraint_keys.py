"""A record's key named after a constraint ('"limit": null', "limit = none") is a field's name,
not the verb "limit": it gives no direction to a risk noun in the next field."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        '{"task": "rebalance the bond sleeve", "limit": null, '
        '"comment": "tracking error versus the index is open until risk approves it"}',
        "task = rebalance the bond sleeve\nlimit = none\ncomment = active risk is still open",
        "limit: tbc\nremarks: volatility figures attached for information",
    ],
)
def test_a_limit_key_directs_nothing(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Please limit volatility.", "min_risk"),
        ("limit the tracking error versus the index", "tracking"),
    ],
)
def test_the_verb_still_directs(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


@pytest.mark.parametrize(
    "text",
    [
        "Overnight report:\nLIMIT EXCEPTION | Volatility | Actual 11.2% | Threshold 10%",
        "LIMIT STATUS: tracking error within threshold",
    ],
)
def test_a_system_label_in_capitals_directs_nothing(text: str) -> None:
    assert asked(text) is None
