"""A figure a yes/no question asks to cross is read with the answer it gets
(`quantward_validation.crossing_questions`): refused, it is the limit on the other side;
granted or unanswered, it bounds nothing."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.crossing_questions import crossing_answer

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="faq")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "May the portfolio hold more than 8 % in a single issuer? No.",
            [("max_position_weight", "ceiling", None, 0.08)],
        ),
        (
            "Question 4: can cash fall below 3 %?\nAnswer: Under no circumstances.",
            [("cash_weight", "floor", 0.03, None)],
        ),
        (
            "Would the trustees let gross exposure exceed 1.5x? — Absolutely not.",
            [("max_gross_leverage", "ceiling", None, 1.5)],
        ),
        (
            "[Client]: Can you go over 12 % in any one sector?\n[Adviser]: We can't, no.",
            [("max_sector_weight", "ceiling", None, 0.12)],
        ),
    ],
)
def test_a_refused_question_to_cross_a_figure_makes_it_the_limit(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert _bounds(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Can we hold more than 8 % in one issuer? Yes, the new IMA allows it.",
        "Could cash go below 3 %? I will ask compliance tomorrow.",
        "Is it possible to exceed 1.5x gross for a week?",
    ],
)
def test_a_granted_or_open_question_bounds_nothing(text: str) -> None:
    assert _bounds(text) == []


def test_a_statement_and_a_question_not_to_cross_are_not_read_as_questions() -> None:
    stated = "The fund may not go above 10 % in any one issuer."
    assert crossing_answer(stated, stated.index("10"), stated.index("10") + 4) is None
    within = "Can we stay at or under 10 % per issuer? No need to ask, that's the rule."
    assert crossing_answer(within, within.index("10"), within.index("10") + 4) is None
