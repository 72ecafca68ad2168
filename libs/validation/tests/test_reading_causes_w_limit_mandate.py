"""The mandate causes batch W showed on the limit side (mandates summarised by assistants),
each tested on constructions written here, in no batch.

* a limit under a bold Markdown label ("1. **Gross leverage:** 2x (binding)") is read like the same
  label without the marks: the review boundary drops paired strong marks (`markdown_marks`);
* a figure of the mandate that the same text calls wrong and replaces ("The summary says 1 %.
  That is incorrect — the IMA requires at least 3 %") bounds nothing (`called_wrong`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.markdown_marks import emphasis_marks
from quantward_validation.surface import apply, clean

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(clean(text), key="rules")


@pytest.mark.parametrize(
    "text",
    [
        "## Restrictions (by the agent)\n1. **Gross leverage:** 2x (binding)\n2. **ESG:** none",
        "Agreed with the client:\n* **Gross leverage**: 2x",
        "Key limits:\n- __Gross leverage__: 2x",
    ],
)
def test_a_limit_under_a_bold_label_is_read(text: str) -> None:
    found = _bounds(text)
    assert any(s == "max_gross_leverage" and h == 2.0 for s, _, _, h in found), found


@pytest.mark.parametrize(
    ("text", "cleaned"),
    [
        ("**Cap:** 5 %", "Cap: 5 %"),
        # a single asterisk (a chat's correction), an identifier and struck text are kept
        ("*5 pct", "*5 pct"),
        ("see __init__ and max__cap", "see __init__ and max__cap"),
        ("~~8 %~~ 5 %", "~~8 %~~ 5 %"),
        ("2 ** 3 is eight", "2 ** 3 is eight"),
    ],
)
def test_only_paired_strong_marks_are_dropped(text: str, cleaned: str) -> None:
    assert apply(text, emphasis_marks(text)) == cleaned


def test_a_mandate_figure_the_text_calls_wrong_gives_way_to_its_replacement() -> None:
    text = (
        "The agent's digest of the IMA gives the cash floor as 1 percent. That is incorrect — "
        "the IMA requires cash of at least 3 percent."
    )
    found = [(s, k, lo, hi) for s, k, lo, hi in _bounds(text) if s == "cash_weight"]
    assert found == [("cash_weight", "floor", 0.03, None)]


def test_a_mandate_figure_is_kept_when_another_limit_is_called_wrong() -> None:
    text = "Cash of at least 3 percent. The digest got the issuer cap wrong: it is 5 percent."
    found = [(s, k, lo, hi) for s, k, lo, hi in _bounds(text) if s == "cash_weight"]
    assert found == [("cash_weight", "floor", 0.03, None)]
