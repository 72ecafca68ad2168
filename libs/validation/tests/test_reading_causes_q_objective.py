"""The objective: the causes of held-out batch Q's objective misses, each tested on
constructions no review batch writes. Cause, by family: a record leaves part of its own text
out of force (`record_marks`) — an unmarked option beside a marked one (radio buttons,
checkboxes, inline or one per line), the removed side of a config diff (fenced, or a "-key:"
line paired with a "+key:" line), a numbered submission turned down beside one that stands.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Which target should the optimiser use?\n[ ] the highest Sharpe ratio\n"
            "[X] the least tracking error against the MSCI World\n[ ] maximum return",
            "minimise_tracking_error",
        ),
        (
            "Goal: (o) minimum variance   ( ) best risk-adjusted return",
            "minimise_variance",
        ),
        (
            "Portfolio goal\n☐ Highest expected return\n☒ Lowest volatility",
            "minimise_variance",
        ),
    ],
)
def test_only_the_marked_option_is_asked(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.kinds == frozenset({kind})


@pytest.mark.parametrize(
    "text",
    [
        "```diff\n  universe: sp500\n- target: maximum sharpe ratio\n"
        "+ target: minimum variance\n```",
        "Config change applied:\n-goal: highest sharpe ratio\n+goal: lowest variance",
    ],
)
def test_the_added_side_of_a_diff_is_asked(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.kinds == frozenset({"minimise_variance"})


def test_a_turned_down_revision_is_not_asked() -> None:
    text = (
        "Revision 3 (status: declined by the CIO)\nGoal: maximise the Sharpe ratio.\n\n"
        "Revision 4 (status: signed off)\nGoal: keep tracking error to the index as low as "
        "possible."
    )
    found = asked(text)
    assert found is not None
    assert found.kinds == frozenset({"minimise_tracking_error"})


def test_boxes_with_none_marked_are_read_as_written() -> None:
    found = asked("Please build it to minimise variance.\n[ ] reviewed by risk")
    assert found is not None
    assert found.kinds == frozenset({"minimise_variance"})
