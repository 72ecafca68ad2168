"""The causes batch ZH's mandate and latitude kinds showed, each read in general: constructions
written here, in no batch, guarded both ways.

Causes: a questionnaire's answer given as a bare figure bounds what its question asks about, on
the side the question names ("What is the ceiling on …?" "Answer: 1.2x."), and never from the
words of the question itself (`qa_pairs`); a "No" to whether the manager may move a level, or a
"Yes" to whether it is fixed, holds the answer's level exactly; a bare "limit" of a buffer or a
reserve is its floor unless an operator of a cap is said of it (`floor_subjects`).
"""

from __future__ import annotations

from typing import Any

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


def test_a_bare_answer_bounds_what_its_question_asks_about() -> None:
    text = "Question 2.4: What is the ceiling on gross exposure?\nAnswer: 1.2x."
    assert _bounds(text) == [("max_gross_leverage", "ceiling", None, 1.2)]


def test_a_bare_answer_takes_the_floor_its_question_names() -> None:
    text = (
        "Q 9: What's the minimum cash holding?\nA: 3%.\n\nQ 10: What is the cap per issuer?\nA: 6%."
    )
    assert ("cash_weight", "floor", 0.03, None) in _bounds(text)
    assert ("max_position_weight", "ceiling", None, 0.06) in _bounds(text)


def test_a_questions_own_words_are_no_figure_of_the_answer() -> None:
    text = "Q 3: What is the maximum one-off trade size as a share of NAV?\nA: 2%."
    assert all(high != 1.0 for _, _, _, high in _bounds(text) if high is not None)


def test_no_to_moving_a_level_holds_it_exactly() -> None:
    text = (
        "Q 5: Can the PM adjust the net exposure limit?\n"
        "A: No. It is set at 20% by the board; a reading from 10% to 20% is only reported."
    )
    assert ("max_net_exposure", "range", 0.2, 0.2) in _bounds(text)


def test_yes_to_a_fixed_level_holds_it_exactly() -> None:
    text = "Q 6: Is net exposure fixed by the board?\nA: Yes. It is set at 15%."
    assert ("max_net_exposure", "range", 0.15, 0.15) in _bounds(text)


def test_a_bare_limit_of_a_reserve_is_its_floor() -> None:
    assert _bounds("The redemption reserve carries a hard limit of 4%.") == [
        ("cash_weight", "floor", 0.04, None)
    ]
    assert _bounds("The redemption reserve may not exceed 9%.") == [
        ("cash_weight", "ceiling", None, 0.09)
    ]
