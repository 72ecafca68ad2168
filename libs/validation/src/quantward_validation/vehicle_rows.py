"""Which row (or column) of a pasted table is the fund at hand, when a table gives a limit for
several funds.

Mails between managers of several funds paste one table for all of them:

    Fund                      Tracking error (ex ante)
    ------------------------  ------------------------
    Global Equity             max. 2,50 % p.a.
    Euro Bonds (this mandate) max. 1,50 % p.a.

    For your work only the line of Euro Bonds is relevant.

A value is a limit of the fund at hand only in that fund's row. The row is marked in its label
("(this mandate)", "(our fund)", "← this one") or named in a sentence of the text that says it
is the one that counts ("only the line of Euro Bonds is relevant", "Euro Bonds applies to you",
"please use the Euro Bonds figures", "Our account is the Euro Bonds sub-fund"). The same holds
of a table that gives each fund a column ("Limit | Fund A | Fund B (this mandate)"). A table
whose rows mark no fund as this one (a limits table, one row per limit) is left to the other
readers.

Rows are the lines of a block (no blank line between them) split into cells by a tab, a pipe,
two or more spaces, or dotted leaders ("Euro Bonds ........ max. 3 %"); a dashed rule under a
header is no row.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from quantward_validation.quantities import in_unit, quantities

#: what separates the cells of a pasted row: a tab, a pipe, two or more spaces, dotted leaders
_CELL_GAP: Final = re.compile(r"\t+|\s*\|\s*|\s{2,}|\s*\.{3,}\s*|\s*…+\s*")
#: a rule under a header: dashes, equals signs, pipes, plus signs and spaces only
_RULE: Final = re.compile(r"^[\s\-=|+:_]{3,}$")
#: a cell marked as the fund at hand: "(this mandate)", "(our fund)", "(your portfolio)", "(the
#: present sub-fund)", "← this one", "<-- ours", "*this fund*"
_THIS_MARK: Final = re.compile(
    r"\b(?:this|our|your|the\s+present|the\s+current|the\s+relevant|the\s+client['’]s)\s+"
    r"(?:fund|mandate|portfolio|account|sub-?fund|vehicle|strategy|sleeve|compartment|one|"
    r"client|case|book)\b|(?:←|<-+|<=+)\s*(?:this|ours|yours|here|relevant)\b|\bours\b|\bthe\s+"
    r"one\s+for\s+(?:you|this)|"
    # ... in the writers' own languages: "(dieses Mandat)", "(ce fonds)", "(questo mandato)",
    # "(este mandato)", "(unser Fonds)", "(notre fonds)", "(nostro fondo)", "(nuestro fondo)"
    r"\b(?:diese[rs]?|unser(?:e[rs]?)?|ce|cet|cette|notre|questo|questa|nostro|nostra|este|esta|"
    r"nuestro|nuestra)\s+(?:fonds|mandat|mandato|fondo|portfolio|portefeuille|portafoglio|"
    r"cartera|sondervermögen|spezialfonds)\b",
    re.IGNORECASE,
)
#: a sentence that says a named row is the one that counts: "only the line of X is relevant",
#: "X applies to this mandate", "please use the X figures", "for you only X counts", "X is the
#: fund you manage"
_COUNTS: Final = re.compile(
    r"\b(?:relevant|applies|applicable|apply|counts?|concerns?\s+(?:you|us|this)|matters?|"
    r"binding|(?:use|take|consider|refer\s+to|look\s+at|read)\s+(?:only\s+)?the\s+"
    r"(?:\w+\s+){0,3}?(?:line|row|column|figures?|values?|limits?|numbers?)|"
    r"for\s+(?:you|your\s+work|this\s+mandate|this\s+fund)|you\s+manage|"
    r"your\s+(?:fund|mandate|portfolio)|is\s+(?:the\s+one|ours|yours)|"
    # a sentence that says which one the account is: "Our account is the Income sub-fund",
    # "the mandate we run is …", "this is our sub-fund", "we are in the Income class"
    r"(?:our|my|the\s+client['’]s)\s+(?:account|fund|mandate|portfolio|sleeve|sub-?fund|"
    r"share\s+class|compartment|book)(?:\s+\w+){0,3}?\s+(?:is|=)|is\s+(?:our|my)\s+(?:account|"
    r"fund|mandate|portfolio|sleeve|sub-?fund|share\s+class|compartment|book)|we\s+(?:are|sit|"
    r"invest)\s+in\s+the)\b",
    re.IGNORECASE,
)
#: what a label says besides the fund's name: a parenthesis, a footnote mark
_ASIDE: Final = re.compile(r"\([^)]*\)|[*†‡¹²³]+")
#: where a sentence of the prose around a table ends
_SENTENCE_END: Final = re.compile(r"(?<!\d)[.!?](?=\s|$)|\n")


@dataclass(frozen=True)
class _Cell:
    start: int
    end: int
    text: str


def _cells(text: str, first: int, last: int) -> list[_Cell]:
    """The cells of the line `text[first:last]`, with their offsets in `text`."""
    cells: list[_Cell] = []
    at = first
    for gap in _CELL_GAP.finditer(text, first, last):
        if gap.start() > at:
            cells.append(_Cell(at, gap.start(), text[at : gap.start()]))
        at = gap.end()
    if at < last:
        cells.append(_Cell(at, last, text[at:last]))
    return [c for c in cells if c.text.strip()]


def _blocks(text: str) -> Iterator[list[list[_Cell]]]:
    """The blocks of `text` whose lines split into two cells or more: each a list of rows."""
    block: list[list[_Cell]] = []
    offset = 0
    for line in text.split("\n"):
        first, last = offset, offset + len(line)
        offset = last + 1
        if _RULE.match(line):
            continue
        cells = _cells(text, first, last)
        if len(cells) >= 2:
            block.append(cells)
            continue
        if len(block) >= 2:
            yield block
        block = []
    if len(block) >= 2:
        yield block


def _name(cell: _Cell) -> str:
    """A label's name without its asides: "Euro Bonds (this mandate)" is "euro bonds"."""
    return " ".join(_ASIDE.sub(" ", cell.text).split()).lower()


def _named_as_ours(text: str, name: str, others: list[str]) -> bool:
    """Whether a sentence of `text` outside the table names `name` (and no other label) as the
    one that counts ("For your work only the line of Euro Bonds is relevant")."""
    if len(name) < 3:
        return False
    cuts = [0, *(m.end() for m in _SENTENCE_END.finditer(text)), len(text)]
    for a, b in itertools.pairwise(cuts):
        sentence = text[a:b].lower()
        if len(_cells(text, a, b)) >= 2 or not re.search(rf"\b{re.escape(name)}\b", sentence):
            continue  # a row of the table itself, or a sentence that does not name it
        if any(o != name and re.search(rf"\b{re.escape(o)}\b", sentence) for o in others if o):
            continue
        if _COUNTS.search(sentence):
            return True
    return False


def _ours(text: str, labels: list[_Cell], marks: list[str] | None = None) -> int | None:
    """Which of `labels` (a table's row labels, or its header's cells) is the fund at hand:
    the one marked as this fund (in `marks`, the text of each label's whole row, when given),
    else the one a sentence of the text names as the one that counts."""
    marked = [i for i, m in enumerate(marks or [c.text for c in labels]) if _THIS_MARK.search(m)]
    if len(marked) == 1:
        return marked[0]
    if marked:
        return None
    names = [_name(c) for c in labels]
    named = [i for i, n in enumerate(names) if _named_as_ours(text, n, names)]
    return named[0] if len(named) == 1 else None


def _holds(text: str, cell: _Cell, unit: str | None) -> bool:
    return any(in_unit(q, unit) for q in quantities(text[cell.start : cell.end]))


def in_another_funds_row(text: str, start: int, end: int, unit: str | None) -> bool:
    """Whether the value at `start`–`end` lies in the row (or column) of a pasted table that
    gives another fund's limit, beside the row of the fund at hand, which holds a value in the
    same unit: it is not this fund's limit."""
    for block in _blocks(text):
        for r, row in enumerate(block):
            at = next((k for k, c in enumerate(row) if c.start <= start and end <= c.end), None)
            if at is None:
                continue
            # one fund per row: the first cell of each row names it (a header of words only
            # names the columns)
            body = block[1:] if not any(ch.isdigit() for c in block[0] for ch in c.text) else block
            marks = [" ".join(c.text for c in cells) for cells in body]
            ours = _ours(text, [cells[0] for cells in body], marks)
            if ours is not None and at > 0 and row is not body[ours]:
                return any(_holds(text, c, unit) for c in body[ours][1:])
            # one fund per column: the header's cells name them (its first cell heads the
            # labels' column, "Fund" or "Book", and names no fund)
            header = block[0]
            named = _ours(text, header[1:]) if len(header) == len(row) else None
            ours = None if named is None else named + 1
            if ours is not None and r > 0 and ours != at:
                return _holds(text, row[ours], unit)
            return False
    return False


__all__ = ["in_another_funds_row"]
