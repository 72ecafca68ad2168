"""Which sentence a what-if lead-in heads: its own, not a later one that speaks of what holds."""

from __future__ import annotations

import pytest

from quantward_validation.what_if import tried_out


def _tried(text: str, figure: str) -> bool:
    at = text.rindex(figure)
    return tried_out(text, at, at + len(figure))


@pytest.mark.parametrize(
    ("text", "figure", "expected"),
    [
        # the lead-in heads the case's sentence
        (
            "Stress scenario only: the cap would be 12 %. In business as usual it is 8 %.",
            "12 %",
            True,
        ),
        # a later sentence in its own frame (no conditional, no case word) escapes it
        (
            "Stress scenario only: the cap would be 12 %. In business as usual it is 8 %.",
            "8 %",
            False,
        ),
        # a later sentence that says it speaks of what holds escapes it
        (
            "Scenario only: had the client agreed, the cap would be 30 %. "
            "Under the current mandate it is 20 %.",
            "20 %",
            False,
        ),
        # a later sentence still in the case stays in it
        ("Downside case: the drawdown would be 12 %. The loss would be 8 %.", "8 %", True),
        ("What-if tab: sector cap 25 %. If rates fall, 30 %.", "30 %", True),
    ],
)
def test_a_lead_in_heads_its_own_sentence(text: str, figure: str, expected: bool) -> None:
    assert _tried(text, figure) is expected
