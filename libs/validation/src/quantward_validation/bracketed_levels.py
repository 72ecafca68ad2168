"""A limit's level written alone in brackets after its operator: "shall not exceed (30.0 %)".

A limit schedule kept by accountants writes a loss or a decline in brackets, the way its
statements write a negative figure: "the NEV decline shall not exceed (30.0%)", "drop in
economic value: limit (25%)". The bracket holds the level and nothing else, right after the
word that bounds it, or both ends of a range are bracketed so ("(15.0%) - (25.0%)"); it is no
aside, and read as one the limit has no level. A bracket after a
number said in words ("ten per cent (10%)") glosses that number, and one after a noun ("Equity
(60%)") is a table's cell: neither is opened here.
"""

from __future__ import annotations

import re
from typing import Final

#: a figure alone in brackets, with its unit
_FIGURE: Final = r"\(\s*[+-]?\d+(?:[.,]\d+)?\s*(?:%|percent\b|per\s*cent\b|bps?\b|x\b)\s*\)"
#: ... right after a word that bounds a level (an operator, a limit's noun, or the colon that
#: opens a limit's value)
_BRACKETED: Final = re.compile(
    r"(?:\b(?:exceed|exceeds|exceeding|limit|limits|max|maximum|min|minimum|cap|"
    r"ceiling|floor|than|below|above|beyond|under|over|at|is|to|of)\b\s*:?\s*|:\s*)"
    rf"(?P<figure>{_FIGURE})",
    re.IGNORECASE,
)
#: ... or two of them joined as a range's ends: "(15.0%) - (25.0%)", "(18%) to (30%)"
_BRACKETED_RANGE: Final = re.compile(
    rf"(?P<low>{_FIGURE})\s*(?:-|–|—|to|through)\s*(?P<high>{_FIGURE})", re.IGNORECASE
)


def unbracketed_levels(text: str) -> str:
    """`text` with the brackets around a level written alone after its operator, or around
    both ends of a range of such levels ("(15.0%) - (25.0%)"), blanked (each bracket a space,
    so every offset stays the text's)."""
    if "(" not in text:
        return text
    chars = list(text)
    found: list[tuple[re.Match[str], tuple[str, ...]]]
    found = [(m, ("figure",)) for m in _BRACKETED.finditer(text)]
    found += [(m, ("low", "high")) for m in _BRACKETED_RANGE.finditer(text)]
    for m, figures in found:
        for figure in figures:
            chars[m.start(figure)] = " "
            chars[m.end(figure) - 1] = " "
    return "".join(chars)


__all__ = ["unbracketed_levels"]
