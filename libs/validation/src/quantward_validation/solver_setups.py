"""A spreadsheet solver's set-up, read as the objective it states.

Excel's Solver (and LibreOffice's, and the Google Sheets add-on) is set up with a cell to
optimise, a direction and the cells to change: "Set Objective $F$21 (portfolio variance) To:
Min, By Changing $C$4:$C$15", "Target cell $F$20, Optimize result to: Maximum, By changing cells
…", "Solver: Max $F$23 by changing C4:C15". A client pastes that dialog's fields as the request.
Its words are labels and cell addresses: the direction is a field's value ("To: Min"), the target
is what the cell holds, said in brackets after its address ("(TE vs index)") or defined elsewhere
in the text ("F20 = Sharpe ratio", "the Sharpe ratio in F20", "Sharpe ratio (F20)").

`setups_as_words` rewrites each set-up (same length, offsets hold) as the sentence it states —
"minimise portfolio variance", "maximise Sharpe ratio" — so the objective reader
(`quantward_validation.intent`) reads it as prose. A set-up that seeks a value ("To: Value Of
0") or whose cell the text never says the meaning of states no objective and is blanked. Read
after `sheet_formulas.formulas_as_words`, so a cell defined by a formula is defined in words.
"""

from __future__ import annotations

import re
from typing import Final

#: a cell address, absolute or not, perhaps on another sheet: "$F$21", "F21", "Model!$F$21"
_CELL: Final = r"(?:(?:'[^'\n]+'|[A-Za-z_]\w*)!)?\$?[A-Z]{1,3}\$?\d{1,6}"
#: the direction a set-up gives: Max/Min in any form, or a value sought
_DIRECTION: Final = (
    r"(?P<dir>max(?:imum|imi[sz]e|imal)?|min(?:imum|imi[sz]e|imal)?|value\s+of\b[^,;\n]*)"
)
#: the label of the objective field, in each solver's words
_TARGET_FIELD: Final = (
    r"(?:set\s+(?:the\s+)?(?:objective|target)(?:\s+cell)?|set\s+cell|objective\s+cell|"
    r"target\s+cell|(?:cell|objective)\s+to\s+optimi[sz]e)"
)
#: the field of the direction: "To:", "Optimize result to:", "Goal:", "→"
_TO_FIELD: Final = (
    r"(?:(?:optimi[sz]e\s+(?:the\s+)?result\s+)?to|goal|direction|sense)\s*:?|[-=]>|→"
)
#: the field of the cells to change, which belongs to the set-up: "By Changing $C$4:$C$15",
#: "by changing variable cells: C4:C15"
_CHANGING: Final = (
    rf"(?:[\s,;|]*by\s+changing(?:\s+(?:variable\s+)?cells?)?\s*:?\s*{_CELL}(?::{_CELL})?)"
)
_SETUP: Final = re.compile(
    rf"\b{_TARGET_FIELD}\s*:?\s*(?P<cell>{_CELL})\s*(?:\((?P<label>[^()\n]{{2,60}})\))?"
    rf"[\s,;|]*(?:{_TO_FIELD})\s*{_DIRECTION}{_CHANGING}?|"
    # the direction first: "Solver: Max $F$23 by changing C4:C15", "Min of F21 (variance)"
    rf"\b(?P<dir2>max(?:imi[sz]e)?|min(?:imi[sz]e)?)\s+(?:of\s+)?(?P<cell2>{_CELL})\s*"
    rf"(?:\((?P<label2>[^()\n]{{2,60}})\))?{_CHANGING}",
    re.IGNORECASE,
)


def _bare(cell: str) -> str:
    """The address without its sheet or its dollar signs: "Model!$F$21" → "F21"."""
    return cell.rsplit("!", 1)[-1].replace("$", "").upper()


#: a short noun phrase (up to four words, its article left out) that names what a cell holds
_PHRASE: Final = (
    r"(?:\b(?i:the|a|an|our|its)\s+)?(?P<words>(?:[A-Za-z][\w'’-]*\.?[ \t]+){0,3}?[A-Za-z][\w'’-]*)"
)


def _definition(text: str, cell: str, setup: tuple[int, int]) -> str | None:
    """What the text elsewhere says the cell holds: "F20 = …", "F20: …", "… in F20", "… (F20)"."""
    address = re.escape(cell)
    anchored = rf"\$?{address[0]}\$?{address[1:]}" if len(cell) > 1 else address
    patterns = (
        rf"\b{anchored}\b\s*(?:=|:|holds|is|computes)\s*(?P<words>[A-Za-z][^.;,\n()]{{1,60}})",
        rf"{_PHRASE}\s+(?:(?:sits|is|lives|goes|stays)\s+)?(?:in|at)\s+(?:cell\s+)?{anchored}\b",
        rf"{_PHRASE}\s*\(\s*(?:cell\s+)?{anchored}\s*\)",
    )
    # the set-up's own words define nothing: read the text without them
    rest = text[: setup[0]] + "\n" * (setup[1] - setup[0]) + text[setup[1] :]
    for pattern in patterns:
        m = re.search(pattern, rest)
        if m is not None and m.group("words").strip():
            return m.group("words").strip()
    return None


def setups_as_words(text: str) -> str:
    """`text` (same length) with each solver set-up written as the objective it states
    ("minimise portfolio variance"), or blanked when it states none."""
    if not re.search(r"chang|to\s*:|optimi|target|objective", text, re.IGNORECASE):
        return text
    chars = list(text)
    for m in _SETUP.finditer(text):
        direction = (m.group("dir") or m.group("dir2") or "").lower()
        cell = m.group("cell") or m.group("cell2") or ""
        label = m.group("label") or m.group("label2")
        label = label.strip() if label else _definition(text, _bare(cell), m.span())
        said = _stated(m, direction, label)
        if said is not None:
            chars[m.start() : m.end()] = list(said)
    return "".join(chars)


def _stated(m: re.Match[str], direction: str, label: str | None) -> str | None:
    """The set-up's words as the sentence it states, as long as the set-up: the verb where the
    set-up starts and the label where it stands (so a quote of it keeps its words), or after
    the verb when the label comes from elsewhere; blank when it states no objective."""
    width = m.end() - m.start()
    if not (direction.startswith(("max", "min")) and label):
        return " " * width  # a value sought, or a cell of no stated meaning: no objective
    verb = "maximise" if direction.startswith("max") else "minimise"
    written = next((g for g in ("label", "label2") if m.group(g)), None)
    if written is not None and m.start(written) - m.start() > len(verb):
        at = m.start(written) - m.start()
        line = verb.ljust(at) + _noun_phrase(m.group(written))
        return line.ljust(width)
    # a label from elsewhere, shortened from its end to the set-up's length if need be: "the
    # tracking error to the MSCI World" → "tracking error to the"
    words = _noun_phrase(label).split()
    while words and len(f"{verb} {' '.join(words)}") > width:
        words.pop()
    return f"{verb} {' '.join(words)}".ljust(width) if words else None


#: an abbreviation's full stop inside a label ("port. variance", "exp. return"), which ends no
#: sentence, and a leading article
_LABEL_STOP: Final = re.compile(r"(?<=\w)\.(?=\s)")
_ARTICLE: Final = re.compile(r"^(?:the|a|an|our|its)\s+", re.IGNORECASE)


def _noun_phrase(label: str) -> str:
    """A label as one noun phrase: its abbreviations' stops made spaces (same length)."""
    return _ARTICLE.sub("", _LABEL_STOP.sub(" ", label)) if label else label


__all__ = ["setups_as_words"]
