"""Reading an answer's Markdown the way the checks need it.

Sections are `#` headings; a table is a run of `| … |` lines; a *claim* is a sentence of a
paragraph or bullet, or one table row, with the citation numbers (`[n]`) it carries. A draft may
still hold the model's raw marks (`[[src_…#chk_…]]`); `number_marks` rewrites them to the
numbers of the citations they resolved to, so every check reads one form.

Conservative on purpose: a line is never joined to the next, and a sentence boundary needs a
capital letter after the full stop, so a claim can lose a citation (and go unchecked) but never
borrow one it does not have.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from quantward_contracts.values import Citation
from quantward_validation.abbreviations import NOT_SCALE_BEFORE_CURRENCY

CITE: Final = re.compile(r"\[(\d{1,4})\](?!\()")
RAW_MARK: Final = re.compile(r"\[\[([^\[\]\n]{1,400})\]\]")
HEADING: Final = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
TABLE_LINE: Final = re.compile(r"^\s*\|.*\|\s*$")
TABLE_RULE: Final = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_BOUNDARY: Final = re.compile(r"\s+(?=[A-Z“\"(*])")
_ENDS_SENTENCE: Final = re.compile(r"[.!?](?:\s*\[\d{1,4}\])*$")
_LEADING_CITES: Final = re.compile(r"^(?:\s*\[\d{1,4}\])+")
#: a stop that is no sentence end: a scale abbreviated before its currency ("1 245,8 mil. Kč",
#: "3 Mrd. EUR", `abbreviations.NOT_SCALE_BEFORE_CURRENCY`), which the amount's unit goes on
_NOT_SCALE_STOP: Final = re.compile(NOT_SCALE_BEFORE_CURRENCY)
#: a bracketed number that numbers a place of a notebook, not a citation: a cell ("notebook
#: cell [31]", "cells [4]"), a cell's execution count ("execution count [7]") or a prompt of an
#: interactive session written with its colon ("In [14]:", "Out[3]:", "In[2]:")
_PLACE_NUMBER: Final = re.compile(
    r"(?:\b(?i:cells?|execution\s+count)\s*\[\d{1,4}\]"
    r"|(?<![\w.])(?:In|Out)\s?\[\d{1,4}\](?=\s*:))"
)


def citation_marks(line: str) -> list[int]:
    """The citation numbers a line shows: its `[n]` marks, less a bracketed number that numbers
    a place of a notebook ("cell [31]", "In [14]:"), which cites nothing."""
    labels = [m.span() for m in _PLACE_NUMBER.finditer(line)]
    return [
        int(m.group(1))
        for m in CITE.finditer(line)
        if not any(start <= m.start() and m.end() <= end for start, end in labels)
    ]


@dataclass(frozen=True, slots=True)
class Section:
    """A heading and the lines under it, up to the next heading of the same or a higher level."""

    title: str
    level: int
    line: int  # 1-based line of the heading
    body: tuple[str, ...]

    @property
    def has_table(self) -> bool:
        return has_table(self.body)

    @property
    def citation_numbers(self) -> list[int]:
        return [n for line in self.body for n in citation_marks(line)]


@dataclass(frozen=True, slots=True)
class Claim:
    """A sentence (or table row) and the citation numbers it carries."""

    line: int  # 1-based
    text: str
    numbers: tuple[int, ...]
    in_table: bool


def normalise_title(title: str) -> str:
    """Case, emphasis, numbering and punctuation do not make a section another section."""
    text = re.sub(r"[*_`]", "", title).strip().lower()
    text = re.sub(r"^\d+(\.\d+)*[.)]?\s+", "", text)
    text = re.sub(r"[\s:.;,!?-]+$", "", text)
    return re.sub(r"\s+", " ", text)


def number_marks(text: str, citations: Sequence[Citation]) -> tuple[str, list[str]]:
    """Replace raw `[[…]]` marks with the `[n]` numbers of their citations.

    Returns the rewritten text and the marks (or refs inside a mark) no citation answers to.
    """
    by_mark = {c.mark: c.number for c in citations}
    unresolved: list[str] = []

    def replace(match: re.Match[str]) -> str:
        whole = match.group(0)
        if whole in by_mark:
            return f"[{by_mark[whole]}]"
        numbers: list[str] = []
        for ref in re.split(r"[;,]", match.group(1)):
            number = by_mark.get(f"[[{ref.strip()}]]")
            if number is None:
                unresolved.append(f"[[{ref.strip()}]]")
            else:
                numbers.append(f"[{number}]")
        return "".join(numbers)

    return RAW_MARK.sub(replace, text), unresolved


def sections(text: str) -> list[Section]:
    """Every heading with its body (nested headings stay in their parent's body too)."""
    lines = text.splitlines()
    heads = [
        (i, len(m.group(1)), m.group(2))
        for i, line in enumerate(lines)
        if (m := HEADING.match(line)) is not None
    ]
    found: list[Section] = []
    for k, (i, level, title) in enumerate(heads):
        end = next((j for j, lv, _ in heads[k + 1 :] if lv <= level), len(lines))
        found.append(Section(title=title, level=level, line=i + 1, body=tuple(lines[i + 1 : end])))
    return found


def has_table(lines: Sequence[str]) -> bool:
    """A Markdown table: a `| … |` line followed by a `|---|` rule line."""
    return any(
        TABLE_LINE.match(a) is not None and TABLE_RULE.match(b) is not None
        for a, b in itertools.pairwise(lines)
    )


def split_sentences(line: str) -> list[str]:
    """Sentences of one line; citations after a full stop stay with the sentence before it."""
    pieces: list[str] = []
    start = 0
    for match in _BOUNDARY.finditer(line):
        before = line[start : match.start()]
        if _ENDS_SENTENCE.search(before) and _NOT_SCALE_STOP.match(line, match.start()):
            pieces.append(before)
            start = match.end()
    pieces.append(line[start:])
    merged: list[str] = []
    for piece in pieces:
        lead = _LEADING_CITES.match(piece)
        if lead and merged:
            merged[-1] += lead.group(0)
            piece = piece[lead.end() :]
        if piece.strip():
            merged.append(piece)
    return merged


def claims(text: str) -> list[Claim]:
    """Every sentence and table row outside headings and code blocks, with its citations."""
    found: list[Claim] = []
    fenced = False
    for i, line in enumerate(text.splitlines()):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced or not line.strip() or HEADING.match(line) or TABLE_RULE.match(line):
            continue
        in_table = TABLE_LINE.match(line) is not None
        for sentence in [line] if in_table else split_sentences(line):
            numbers = tuple(citation_marks(sentence))
            found.append(
                Claim(line=i + 1, text=sentence.strip(), numbers=numbers, in_table=in_table)
            )
    return found
