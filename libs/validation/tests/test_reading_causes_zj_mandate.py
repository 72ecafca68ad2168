"""The causes batch ZJ's mandate and range kinds showed, each read in general: constructions
written here, in no batch, guarded both ways.

Causes: a number word glued to a compound modifier ("two-sided turnover") is no number a
comparative's negation stops at; a speaker's turn labelled with its channel ("Trustee (by
phone):") is a turn (`transcripts`), and a "No" answering whether a level may be moved keeps
the level the answer states by a pronoun ("No — it remains at 4 %") exactly (`qa_pairs`); a
band asked for and refused ("Outcome: not approved") leaves the level a later sentence keeps as
a point (`set_against`, `denied_bands`).
"""

from __future__ import annotations

from typing import Any

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


def test_a_compound_number_word_does_not_cut_a_negations_reach() -> None:
    text = "Never let two-sided turnover go above 80 % a year."
    assert _bounds(text) == [("max_turnover", "ceiling", None, 0.8)]


CALL = "Trustee (by phone): Could you let the cash floor drift between 2 % and 6 %?\nCIO: {}"


def test_no_to_moving_a_level_keeps_the_level_a_pronoun_answer_states() -> None:
    assert _bounds(CALL.format("No — it remains at 4 %.")) == [("cash_weight", "range", 0.04, 0.04)]


def test_yes_to_moving_a_level_keeps_the_band() -> None:
    assert _bounds(CALL.format("Yes, anywhere in that band.")) == [
        ("cash_weight", "range", 0.02, 0.06)
    ]


REQUEST = (
    "Request from the PM: allow gross leverage to range from 1.2x to 1.8x. Outcome: {}. Gross "
    "leverage remains at 1.5x."
)


def test_a_band_refused_leaves_the_kept_level_a_point() -> None:
    assert _bounds(REQUEST.format("not approved")) == [("max_gross_leverage", "range", 1.5, 1.5)]
