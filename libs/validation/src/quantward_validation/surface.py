"""The surface of pasted text made plain once, before any reader sees it, with offsets kept.

What a user pastes carries the marks of where it came from: a PDF viewer breaks words at line
ends ("volatil-\\nity") and leaves soft hyphens, ligatures ("ﬁxed") and non-breaking spaces
inside numbers ("7.5\\u00a0%"); a footnote marker sits on a figure ("10 %¹"). Every reader of
this package (limits, mandates, objectives, periods, trends) matches words and numbers as
written, so each would have to learn every such mark. Instead the text is cleaned once, at the
boundary where a review or a check starts (`quantward_validation.surface_bundle`), and every
reader reads the clean text.

Cleaning changes lengths ("ﬁ" is one character, "fi" two; a hyphen and a line break vanish), and
a contract points into the text by character offsets. A cleaning is therefore a list of
`Edit`s on the original, and `Cleaned.span` carries an offset pair of the original over to the
clean text, so a cited span still covers the words it covered.

Each cleaner is a function from a text to its edits (`Cleaner`); `CLEANERS` runs them in order,
each on the output of the one before. A cleaner must be idempotent: clean text yields no edits.
The marks of a page are undone here (`layout_marks`); the words of a message typed in a hurry
("voaltility", "didnt", "pls", "8perc") in `quantward_validation.typed_text`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from quantward_validation.cjk_dates import cjk_date_marks
from quantward_validation.era_years import era_marks
from quantward_validation.markdown_marks import emphasis_marks
from quantward_validation.math_notation import math_marks
from quantward_validation.pdf_text import pdf_marks, running_headers, two_columns
from quantward_validation.surface_edits import Cleaner, Edit
from quantward_validation.typed_text import typed_words
from quantward_validation.wide_forms import wide_marks


@dataclass(frozen=True)
class _Step:
    """One cleaner's edits, sorted, in the coordinates of the text it was given."""

    edits: tuple[Edit, ...]

    def position(self, old: int, *, end: bool) -> int:
        """Where `old` lands after the edits: an offset inside an edited stretch goes to the
        start of its replacement (or its end, for the end of a span)."""
        shift = 0
        for e in self.edits:
            if old < e.start or (old == e.start and not end):
                break
            if old < e.end or (old == e.end and end and e.start == e.end):
                return e.start + shift + (len(e.replacement) if end else 0)
            shift += len(e.replacement) - (e.end - e.start)
        return old + shift


@dataclass(frozen=True)
class Cleaned:
    """A text after every cleaner, with the way back from the original's offsets."""

    original: str
    text: str
    steps: tuple[_Step, ...] = ()

    @property
    def changed(self) -> bool:
        return self.text != self.original

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The offsets in the clean text of the words at `start`–`end` of the original."""
        for step in self.steps:
            start = step.position(start, end=False)
            end = max(start, step.position(end, end=True))
        return start, end


def apply(text: str, edits: Sequence[Edit]) -> str:
    """`text` with `edits` (non-overlapping; any order) made."""
    out: list[str] = []
    at = 0
    for e in sorted(edits, key=lambda e: (e.start, e.end)):
        if e.start < at:
            continue  # overlaps an edit already made: the first one wins
        out.append(text[at : e.start])
        out.append(e.replacement)
        at = e.end
    out.append(text[at:])
    return "".join(out)


def _kept(edits: Sequence[Edit]) -> tuple[Edit, ...]:
    """`edits` sorted, without the ones that overlap an earlier one or change nothing."""
    kept: list[Edit] = []
    at = 0
    for e in sorted(edits, key=lambda e: (e.start, e.end)):
        if e.start < at:
            continue
        kept.append(e)
        at = e.end
    return tuple(kept)


# --- the cleaners of layout marks ----------------------------------------------------------

#: spaces that are not U+0020: no-break, narrow no-break, thin, figure, en and em spaces
_SPACES: Final = re.compile("[\u00a0\u202f\u2009\u2007\u2002\u2003\u2004\u2005\u2006\u200a]")
#: characters that print nothing: soft hyphen, zero-width space and joiners, word joiner, BOM
_INVISIBLE: Final = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")
#: typographic ligatures and what they stand for
_LIGATURES: Final = {
    "\ufb00": "ff",
    "\ufb01": "fi",
    "\ufb02": "fl",
    "\ufb03": "ffi",
    "\ufb04": "ffl",
    "\ufb05": "st",
    "\ufb06": "st",
}
_LIGATURE: Final = re.compile("[" + "".join(_LIGATURES) + "]")
#: a word broken at a line end by a hyphen: "volatil-\nity", "dis- \n  cretion"; the break is
#: only a line break's (a hyphen in running text, "risk-adjusted", or before a capital, a digit
#: or a list item on the next line, is kept)
_BROKEN_WORD: Final = re.compile(r"(?<=[a-z])-[ \t]*\r?\n[ \t]*(?=[a-z])")


def layout_marks(text: str) -> list[Edit]:
    """The edits that undo a page layout's marks on the text: other spaces as spaces, invisible
    characters dropped, ligatures written out, words broken at a line end joined."""
    edits = [Edit(m.start(), m.end(), " ") for m in _SPACES.finditer(text)]
    edits += [Edit(m.start(), m.end(), "") for m in _INVISIBLE.finditer(text)]
    edits += [Edit(m.start(), m.end(), _LIGATURES[m.group(0)]) for m in _LIGATURE.finditer(text)]
    edits += [Edit(m.start(), m.end(), "") for m in _BROKEN_WORD.finditer(text)]
    return edits


#: every cleaner, in the order they run: a page's running headers go first (a figure and its
#: unit, or a word broken at a line end, may stand on either side of one), then a page set in
#: two columns is read column by column, then the characters, then the marks inside a line
#: (`pdf_text`), TeX's math and tables (`math_notation`) and Markdown's emphasis
#: (`markdown_marks`); then the words of a hurried typist
#: (`typed_text`), once every word is whole
CLEANERS: Final[tuple[Cleaner, ...]] = (
    running_headers,
    two_columns,
    layout_marks,
    wide_marks,  # full-width digits and signs, a wave dash's range, 倍 (`wide_forms`)
    era_marks,  # Japanese era years as Gregorian ones (`era_years`)
    cjk_date_marks,  # "2021年第4四半期", "2020年12月末" in English (`cjk_dates`)
    pdf_marks,
    math_marks,  # TeX's relations, subject symbols and tables as plain text (`math_notation`)
    emphasis_marks,  # Markdown's bold labels (`markdown_marks`)
    typed_words,
)


def cleaned(text: str, cleaners: Sequence[Cleaner] = CLEANERS) -> Cleaned:
    """`text` after every cleaner, with the way back from its offsets."""
    steps: list[_Step] = []
    current = text
    for cleaner in cleaners:
        edits = _kept(cleaner(current))
        if not edits:
            continue
        current = apply(current, edits)
        steps.append(_Step(edits))
    return Cleaned(text, current, tuple(steps))


def clean(text: str) -> str:
    """`text` after every cleaner (for text no offset points into)."""
    return cleaned(text).text


__all__ = ["CLEANERS", "Cleaned", "Cleaner", "Edit", "apply", "clean", "cleaned", "layout_marks"]
