"""The marks a PDF page or an OCR scan leaves in copied text, undone as edits (`surface`).

Text copied out of a PDF carries the page it was laid out on: a running header or footer
("CONFIDENTIAL – Page 3 of 12", "Agreement | Schedule 2 | Page 7") lands in the middle of the
sentence that crossed the page break; a unit wraps to the next line ("5\\n%"); a footnote
mark sits on a word ("country¹"); an odd bullet glyph ("", "▪") opens a list line. An OCR
scan adds letters inside figures ("l5 %", "25O bp"). Every reader matches the sentence as it
reads, so each mark is undone here, once, as an edit the offsets are carried through:

- a running header or footer is recognised by its form, never by its words: a whole line that
  ends with a page number after a separator ("… – Page 3 of 12", "… | Page 7", "… – 3/23"),
  or a "Page n of m" line alone, or a short line repeated with only its numbers changed; the
  line is removed, so the sentence on either side reads through;
- a unit wrapped onto the next line is joined to its figure, and a sentence wrapped across a
  line break is joined where its grammar goes on (a line ending on "of", "not" or "shall"; a
  line starting with its subject's verb);
- a footnote mark on a word is dropped; on a figure it is dropped only when no footnote line
  with that mark follows (a mark with its note links the figure to the note, which
  `provenance` reads);
- an O or an l read for a digit inside a figure with a unit is the digit, when every other
  character of the figure is a digit;
- an odd bullet glyph at a line's start is a "•".

Each rule is conservative and idempotent: clean text yields no edits.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from typing import Final

from quantward_validation.surface_edits import Edit

# --- running headers and footers -----------------------------------------------------------

#: a page number said as one: "Page 3 of 12", "page 17", "p. 4", "Seite 2 von 9"
_PAGE_WORDED: Final = (
    r"(?:page|pg\.?|p\.|seite)[ \t]*(?P<n>\d{1,4})(?:[ \t]*(?:of|/|von)[ \t]*(?P<m>\d{1,4}))?"
)
#: a page number as a bare count: "3/23", "3 of 12"
_PAGE_BARE: Final = r"(?P<bn>\d{1,4})[ \t]*(?:/|of)[ \t]*(?P<bm>\d{1,4})"
#: a separator between a running title's parts: an en or em dash, a bar, a spaced hyphen
_SEPARATOR: Final = re.compile(r"[ \t]+(?:[–—|]|-)[ \t]+")
#: a whole line that ends with a page number, after a title and a separator or alone
_RUNNING_LINE: Final = re.compile(
    rf"(?im)^[ \t]*(?P<title>[^\n]{{1,90}}?{_SEPARATOR.pattern})?"
    rf"(?:{_PAGE_WORDED}|{_PAGE_BARE})[ \t]*$",
)


#: a page number alone between dashes: "– 12 –", "- 3 -"
_PAGE_DASHED: Final = re.compile(r"(?m)^[ \t]*[–—-][ \t]*\d{1,4}[ \t]*[–—-][ \t]*$")


#: words of a line that points to a page rather than heads one: "see", "refer to", "as per",
#: "set out in", "defined in", or a figure with a unit (a limit the line states)
_POINTS_TO: Final = re.compile(
    r"\b(?:see|refer(?:s|red)?|cf|as\s+per|per|according|under|set\s+out|stated|given|defined|"
    r"specified|described|listed)\b|\d[ \t]?(?:%|bps?\b|x\b)",
    re.IGNORECASE,
)


def _running_lines(text: str) -> list[tuple[int, int]]:
    """The start and end of each line of `text` that is a running header or footer: a page
    number said as one ("… – Page 3 of 12", "Page 3 of 12", "– 12 –"), or a bare count after a
    title of two parts at least ("Ref. 12/A – Execution version – 3/23"; "Hedge ratio – 3/4" is a
    fraction); a count's page is never past its last."""
    found: list[tuple[int, int]] = []
    for m in _RUNNING_LINE.finditer(text):
        n, last = (m.group("n"), m.group("m")) if m.group("n") else (m.group("bn"), m.group("bm"))
        if last is not None and int(n) > int(last):
            continue
        title = m.group("title") or ""
        if _POINTS_TO.search(title):
            continue  # a line that points to a page ("Issuer limit – see Schedule 2, p. 4")
        if m.group("bn") and len(_SEPARATOR.findall(title)) < 2:
            continue
        found.append((m.start(), m.end()))
    found += [(m.start(), m.end()) for m in _PAGE_DASHED.finditer(text)]
    found += _repeated_lines(text)
    return found


#: a line short enough to be a running title, with at least one number in it
_SHORT_NUMBERED_LINE: Final = re.compile(r"(?m)^[ \t]*(?=[^\n]*\d)[^\n]{8,90}?[ \t]*$")


def _repeated_lines(text: str) -> list[tuple[int, int]]:
    """Short lines that occur at least twice with only their numbers changed ("Acme Fund
    Prospectus 14", "Acme Fund Prospectus 15"): a running title printed on every page. A line
    of fewer than three words ("Step 1"), a labelled line ("Window 1: …") or one with a figure
    in a unit (a limit said twice) is never one."""
    lines = list(_SHORT_NUMBERED_LINE.finditer(text))
    shape = Counter(re.sub(r"\d+", "#", m.group(0).strip()) for m in lines)
    return [
        (m.start(), m.end())
        for m in lines
        if shape[re.sub(r"\d+", "#", m.group(0).strip())] >= 2
        and len(re.findall(r"[^\W\d_]{2,}", m.group(0))) >= 3  # a title, not "Step 1"
        and ":" not in m.group(0)  # a labelled line ("Window 1: …") is content
        and not re.search(r"\d\s*(?:%|bps?\b|x\b|per\s*cent)", m.group(0), re.IGNORECASE)
        and _differs_only_in_numbers(m.group(0), lines)
    ]


def _differs_only_in_numbers(line: str, lines: list[re.Match[str]]) -> bool:
    """Whether another of `lines` has the same words as `line` and other numbers."""
    shape = re.sub(r"\d+", "#", line.strip())
    return any(
        other.group(0).strip() != line.strip()
        and re.sub(r"\d+", "#", other.group(0).strip()) == shape
        for other in lines
    )


def _runs(lines: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`lines` sorted, with lines that follow each other (a footer, then the next page's
    header) merged into one run."""
    runs: list[tuple[int, int]] = []
    for start, end in sorted(set(lines)):
        if runs and start <= runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], max(end, runs[-1][1]))
        else:
            runs.append((start, end))
    return runs


#: a line that goes on with the sentence before it: a lower-case word first
_GOES_ON: Final = re.compile(r"[ \t]*[a-z]")
#: ... or a figure first, after a line that does not end a sentence or open a list
_FIGURE_FIRST: Final = re.compile(r"[ \t]*\d")
_ENDS_SENTENCE: Final = re.compile(r"[.:;!?)\]][ \t]*$")


def running_headers(text: str) -> list[Edit]:
    """The edits that remove each running header or footer line (or a run of them), so the
    sentence it interrupted reads through: between the last line of a page and a line that
    goes on with its sentence ("does not exceed" / footer / "2 x at any time"), the footer and
    both line breaks become one space; elsewhere the line goes with the break before it (or
    after it, on the first line)."""
    edits: list[Edit] = []
    for start, end in _runs(_running_lines(text)):
        before = text[text.rfind("\n", 0, max(0, start - 1)) + 1 : max(0, start - 1)]
        after = text[end + 1 : (text.find("\n", end + 1) + 1 or len(text) + 1) - 1]
        inside = start > 0 and text[start - 1] == "\n" and text[end : end + 1] == "\n"
        goes_on = _GOES_ON.match(after) or (
            _FIGURE_FIRST.match(after) and not _ENDS_SENTENCE.search(before)
        )
        if inside and before.strip() and after.strip() and goes_on:
            edits.append(Edit(start - 1, end + 1, " "))
        elif start > 0 and text[start - 1] == "\n":
            edits.append(Edit(start - 1, end, ""))
        elif end < len(text) and text[end] == "\n":
            edits.append(Edit(start, end + 1, ""))
        else:
            edits.append(Edit(start, end, ""))
    return edits


# --- a page set in two columns ------------------------------------------------------------

#: where a column's text starts after a wide gap on a line (three spaces or more)
_COLUMN_GAP: Final = re.compile(r"[ \t]{3,}(?=\S)")
#: a line whose words go on from the line above (a lower-case word first)
_CONTINUES: Final = re.compile(r"^[a-z]")


def _right_starts(line: str) -> set[int]:
    """The columns at which text starts after a wide gap on `line` (or after a wide indent)."""
    return {m.end() for m in _COLUMN_GAP.finditer(line)}


def _two_columns(lines: list[str]) -> int | None:
    """The column at which the right column of `lines` starts, when the lines are a page set in
    two columns: three lines at least, every line's right text starting at the same column,
    no line with a third column, and the words of each column going on from one line to the
    next (a lower-case word first) at least once; else None (a table's cells do not go on)."""
    if len(lines) < 3:
        return None
    common: set[int] | None = None
    for line in lines:
        starts = _right_starts(line)
        if len(starts) != 1:
            return None
        common = starts if common is None else common & starts
    if not common:
        return None
    column = common.pop()
    left = [line[:column].strip() for line in lines]
    right = [line[column:].strip() for line in lines]
    if not any(left) or sum(1 for a in left if a) < 2:
        return None

    def flows(parts: list[str]) -> bool:
        return any(a and b and _CONTINUES.match(b) for a, b in itertools.pairwise(parts))

    return column if flows(left) and flows(right) else None


def two_columns(text: str) -> list[Edit]:
    """The edits that read a page set in two columns one column after the other: each line's
    right-column text is taken out and the right column follows the block, after a blank line,
    and a column's line whose words go on from the line above joins it ("(a) Leverage … | The
    Manager shall send / shall not exceed 2x. | a monthly report …" becomes "(a) Leverage …
    shall not exceed 2x.", then "The Manager shall send a monthly report …"). The left column
    keeps its offsets."""
    edits: list[Edit] = []
    offset = 0
    block: list[tuple[int, str]] = []
    for line in [*text.split("\n"), ""]:
        if line.strip():
            block.append((offset, line))
        else:
            edits += _reordered(block)
            block = []
        offset += len(line) + 1
    return edits


def _column_text(parts: list[str]) -> str:
    """A column's lines read as its text: a line whose words go on from the line above joins it
    (a column wraps its sentences at its narrow width)."""
    out = ""
    for part in (p for p in parts if p):
        out += (" " if out and _CONTINUES.match(part) else "\n" if out else "") + part
    return out


def _reordered(block: list[tuple[int, str]]) -> list[Edit]:
    """The edits that read one block set in two columns (see `two_columns`)."""
    column = _two_columns([line for _, line in block])
    if column is None:
        return []
    edits: list[Edit] = []
    rights = [line[column:].strip() for _, line in block]
    lefts = [line[:column].rstrip() for _, line in block]
    for i, (start, line) in enumerate(block):
        left = lefts[i]
        following = lefts[i + 1].strip() if i + 1 < len(block) else ""
        if not left.strip():  # a line of the right column only: the line goes, with its break
            edits.append(Edit(start - 1, start + len(line), ""))
        elif following and _CONTINUES.match(following):
            # the left column's sentence goes on on the next line: one space between
            edits.append(Edit(start + len(left), start + len(line) + 1, " "))
        else:
            edits.append(Edit(start + len(left), start + len(line), ""))
    last_start, last_line = block[-1]
    end = last_start + len(last_line)
    edits.append(Edit(end, end, "\n\n" + _column_text(rights)))
    return edits


# --- units wrapped to the next line --------------------------------------------------------

#: a figure at a line's end whose unit starts the next line: "5\n%", "250\nbp", "1.5\nx"
_WRAPPED_UNIT: Final = re.compile(
    r"(?<=\d)[ \t]*\r?\n[ \t]*"
    r"(?=(?:%|bps?\b|basis\s+points?\b|x(?![\w:=-])|per\s*cent\b|percent\b))",
    re.IGNORECASE,
)


def wrapped_units(text: str) -> list[Edit]:
    """The edits that join a unit wrapped to the next line to its figure ("5\\n%" → "5 %")."""
    return [Edit(m.start(), m.end(), " ") for m in _WRAPPED_UNIT.finditer(text)]


# --- lines wrapped inside a sentence ------------------------------------------------------

#: words a clause cannot end on: articles and determiners, prepositions, conjunctions, modals
#: and auxiliaries, "not", and the verbs that take a limit's figure after them
_CANNOT_END: Final = (
    r"the|an?|any|each|every|all|its|their|our|his|her|this|that|these|those|such|no|"
    r"of|to|in|on|at|by|for|with|from|into|onto|than|per|between|within|above|below|under|"
    r"over|against|as|about|and|or|nor|but|"
    r"shall|must|may|will|should|can|cannot|could|would|might|is|are|was|were|be|been|being|"
    r"has|have|had|not|never|"
    r"exceed|exceeds|reach|reaches|remain|remains|stay|stays|kept|limited|capped|restricted|"
    r"held|maintained|set|fixed"
)
#: words a clause cannot start on: the modal or verb of a subject on the line above
_CANNOT_START: Final = (
    r"shall|must|may|will|should|cannot|can|could|would|might|is|are|was|were|"
    r"exceeds?|remains?|stays?|is\s+not|are\s+not"
)
#: a break inside a sentence: a line that ends on a word no clause ends on, then a line that
#: goes on in lower case or with a figure (not a list item's number) ...
_ENDS_ON_TAIL: Final = re.compile(
    rf"\b(?i:{_CANNOT_END})(?P<brk>[ \t]*\r?\n[ \t]*)(?=[a-z]|\d(?![\d.]*[.)][ \t])|[£$€¥]\d)"
)
#: ... or a line that does not end a sentence, then a line that starts with its subject's verb
_VERB_STARTS: Final = re.compile(rf"[\w)%](?P<brk>[ \t]*\r?\n[ \t]*)(?=(?:{_CANNOT_START})\b)")


def wrapped_lines(text: str) -> list[Edit]:
    """The edits that join a sentence wrapped across a line break ("(a) Leverage\\nshall not
    exceed 2 x.", "must not\\nexceed 150 % of net assets"), so that a reader taking a line
    break for a clause's end reads the clause whole. A break is joined only where grammar says
    the sentence goes on: the line ends on a word no clause ends on ("of", "the", "not",
    "shall", "exceed") and the next line goes on in lower case or with a figure; or the next
    line starts with the verb of the line above's subject ("shall", "must", "may not").
    A list item, a heading ending in a colon and a line ending a sentence keep their breaks."""
    breaks = {m.span("brk") for p in (_ENDS_ON_TAIL, _VERB_STARTS) for m in p.finditer(text)}
    return [Edit(start, end, " ") for start, end in sorted(breaks)]


# --- footnote marks ------------------------------------------------------------------------

_SUPERSCRIPTS: Final = "¹²³⁴⁵⁶⁷⁸⁹⁰"
#: a footnote mark on a word of three letters or more ("limit²", "country¹"; "m²" is a unit)
_WORD_MARK: Final = re.compile(rf"(?<=[A-Za-z]{{3}})[{_SUPERSCRIPTS}]+(?![\w{_SUPERSCRIPTS}])")
#: a footnote mark on a figure's unit: "10 %¹", "2 x²", "10 %[3]", "150 bp³"
_FIGURE_MARK: Final = re.compile(rf"(?<=[%xps])(?P<mark>[{_SUPERSCRIPTS}]+|\[\d{{1,2}}\])(?![\w(])")
#: what a figure's unit ends with, right before a mark ("x" and "bp" only after a figure)
_UNIT_BEFORE: Final = re.compile(r"(?:%|\d[ \t]?x|\d[ \t]?bps?)$")


def _has_note(text: str, mark: str, after: int) -> bool:
    """Whether a line after `after` starts with `mark` (the footnote the mark points to)."""
    return re.search(rf"(?m)^[ \t]*{re.escape(mark)}", text[after:]) is not None


def footnote_marks(text: str) -> list[Edit]:
    """The edits that drop footnote marks from words, and from figures whose mark has no
    footnote line after it (a mark with its note is kept: it links the figure to the note)."""
    edits = [Edit(m.start(), m.end(), "") for m in _WORD_MARK.finditer(text)]
    for m in _FIGURE_MARK.finditer(text):
        if _UNIT_BEFORE.search(text[max(0, m.start() - 6) : m.start()]) is None:
            continue
        if not _has_note(text, m.group("mark"), m.end()):
            edits.append(Edit(m.start(), m.end(), ""))
    return edits


# --- OCR letters inside figures ------------------------------------------------------------

#: a figure with a unit in which an OCR read an "l", "I" or "O" for a digit: "l5 %", "25O bp",
#: "l50 % of NAV", "2O x"; at least one real digit, no other letter
_OCR_FIGURE: Final = re.compile(
    r"(?<![\w.,])(?P<figure>(?=[\dlIO.]*\d)(?=[\dlIO.]*[lIO])[\dlIO]+(?:\.[\dlIO]+)?)"
    r"(?=[ \t]?(?:\r?\n[ \t]*)?(?:%|bps?\b|x(?![\w-])|per\s*cent\b|percent\b))",
)
_OCR_DIGITS: Final = str.maketrans({"l": "1", "I": "1", "O": "0"})


def ocr_figures(text: str) -> list[Edit]:
    """The edits that read an OCR's "l"/"I"/"O" inside a figure with a unit as the digit."""
    return [
        Edit(m.start(), m.end(), m.group("figure").translate(_OCR_DIGITS))
        for m in _OCR_FIGURE.finditer(text)
    ]


# --- bullets -------------------------------------------------------------------------------

#: glyphs a PDF or a word processor's symbol font uses for a bullet, at a line's start
_ODD_BULLET: Final = re.compile(r"(?m)^([ \t]*)[\uf0a7\uf0b7\uf076\uf0d8\uf0fc▪▫■□◦‣⁃∙]")


def odd_bullets(text: str) -> list[Edit]:
    """The edits that write a symbol font's bullet glyph at a line's start as "•"."""
    return [Edit(m.start(0) + len(m.group(1)), m.end(), "•") for m in _ODD_BULLET.finditer(text)]


def pdf_marks(text: str) -> list[Edit]:
    """The edits of the marks inside a line or across one break: wrapped units, footnote
    marks, OCR letters in figures, odd bullets. Runs after `running_headers` (a header between
    a figure and its unit is gone by then)."""
    return (
        wrapped_units(text)
        + wrapped_lines(text)
        + footnote_marks(text)
        + ocr_figures(text)
        + odd_bullets(text)
    )


__all__ = [
    "footnote_marks",
    "ocr_figures",
    "odd_bullets",
    "pdf_marks",
    "running_headers",
    "wrapped_lines",
    "wrapped_units",
]
