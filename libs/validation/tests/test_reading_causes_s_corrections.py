"""The cause batch S showed in corrections typed with an asterisk, read in general:
constructions written here, in no batch, guarded both ways.

A line or message that opens with an asterisk hugging its first word ("*3 %", "*1.25x, my
mistake") puts its words in place of the same kind of words just before it (`utterances`):
a figure it gives replaces the figure of the line or message before, in the provenance check
and in a mandate's clauses. One that only respells a word ("*volatility") changes no value, and
a bullet ("* cash 3 %") or emphasis ("*important*") corrects nothing.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import UserMessage
from quantward_validation.mandate import clauses
from quantward_validation.testing import message_id, provenance_problems
from quantward_validation.utterances import edits_before, star_corrects


def _cash(texts: list[str], value: float, words: str, cited: int = 0) -> list[str]:
    return provenance_problems(
        texts, name="cashMinimum", value=value, words=words, cited=cited, unit="fraction"
    )


@pytest.mark.parametrize(
    ("correction", "figure"),
    [
        ("*3 %", "3 %"),
        ("*3 % - misread my notes", "3 %"),
        ("*3 percent, my mistake", "3 percent"),
        ("  *3 % apologies", "3 %"),
    ],
)
def test_a_figure_an_asterisk_message_replaces_is_not_in_force(
    correction: str, figure: str
) -> None:
    texts = ["Cash has to stay at 6 % or more.", correction]
    assert _cash(texts, 0.06, "6 %") != []
    assert _cash(texts, 0.03, figure, cited=1) == []


def test_an_asterisk_message_that_only_respells_a_word_keeps_the_figure() -> None:
    texts = ["Voltility may not pass 9 % annualised.", "*volatility"]
    problems = provenance_problems(texts, name="volCap", value=0.09, words="9 %", unit="fraction")
    assert problems == []


@pytest.mark.parametrize(
    "line", ["* cash 3 %", "*important* cash 3 %", "**Note:** cash 3 %", "2 * 3 % = 6 %"]
)
def test_a_bullet_or_emphasis_is_no_asterisk_correction(line: str) -> None:
    assert not star_corrects(line)


def test_an_asterisk_line_is_an_edit_of_the_line_before() -> None:
    assert edits_before("*4.5 % oops")
    assert star_corrects("*4.5 % oops")


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    message = UserMessage(message_id=message_id(3), text=text, kind="mandate")
    return [(b.subject, b.kind, b.low, b.high) for c in clauses(None, [message]) for b in c.bounds]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Gross leverage must never exceed 3x.\n*1.25x, my mistake",
            [("max_gross_leverage", "ceiling", None, 1.25)],
        ),
        (
            "Keep at least 6 % in cash at all times\n*3 % sorry",
            [("min_cash", "floor", 0.03, None)],
        ),
    ],
)
def test_a_rule_whose_figure_an_asterisk_line_fixes_holds_the_fixed_figure(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    found = _bounds(text)
    assert [(k, lo, hi) for _, k, lo, hi in found] == [(k, lo, hi) for _, k, lo, hi in expected]


@pytest.mark.parametrize(
    ("correction", "figure"),
    [
        ("typo, should be 3 %", "3 %"),
        ("sorry meant 3 %", "3 %"),
        ("oops 3 % obviously", "3 %"),
        ("make that 3 %", "3 %"),
        ("3 % - fat fingers", "3 %"),
    ],
)
def test_a_next_message_that_says_it_corrects_replaces_the_figure(
    correction: str, figure: str
) -> None:
    texts = ["Cash has to stay at 6 % or more.", correction]
    assert _cash(texts, 0.06, "6 %") != []
    assert _cash(texts, 0.03, figure, cited=1) == []


def test_a_next_message_about_another_limit_corrects_nothing() -> None:
    texts = ["Cash has to stay at 6 % or more.", "sorry, and leverage at most 2x"]
    assert _cash(texts, 0.06, "6 %") == []


def test_an_asterisk_line_in_the_same_message_replaces_the_figure_above() -> None:
    text = "Cash has to stay at 6 % or more\n*3 %, misread the IPS"
    assert _cash([text], 0.06, "6 %") != []
    assert _cash([text], 0.03, "3 %") == []


def test_a_line_under_a_footnote_mark_is_the_footnote_not_a_correction() -> None:
    text = "Cash at least 6 %*\n*3 % where the fund is closing"
    assert _cash([text], 0.06, "6 %") == []
    message = UserMessage(message_id=message_id(3), text=text, kind="mandate")
    floors = [b.low for c in clauses(None, [message]) for b in c.bounds if b.kind == "floor"]
    assert 0.06 in floors
