"""A limit's level written alone in brackets after its operator: "shall not exceed (30.0 %)".

A limit schedule kept by accountants writes a loss or a decline in brackets, the way its
statements write a negative figure: "the NEV decline shall not exceed (30.0%)", "drop in
economic value: limit (25%)". The bracket holds the level and nothing else, right after the
word that bounds it; it is no aside, and read as one the limit has no level. A bracket after a
number said in words ("ten per cent (10%)") glosses that number, and one after a noun ("Equity
(60%)") is a table's cell: neither is opened here.
"""

from __future__ import annotations

import re
from typing import Final

#: a bracket holding only a figure with its unit, right after a word that bounds a level (an
#: operator, a limit's noun, or the colon that opens a limit's value)
_BRACKETED: Final = re.compile(
    r"(?P<before>\b(?:exceed|exceeds|exceeding|limit|limits|max|maximum|min|minimum|cap|"
    r"ceiling|floor|than|below|above|beyond|under|over)\b\s*:?\s*|:\s*)"
    r"(?P<open>\()\s*[+-]?\d+(?:[.,]\d+)?\s*(?:%|percent\b|per\s*cent\b|bps?\b|x\b)\s*(?P<close>\))",
    re.IGNORECASE,
)


def unbracketed_levels(text: str) -> str:
    """`text` with the brackets around a level written alone after its operator blanked (each
    bracket a space, so every offset stays the text's)."""
    if "(" not in text:
        return text
    chars = list(text)
    for m in _BRACKETED.finditer(text):
        chars[m.start("open")] = " "
        chars[m.start("close")] = " "
    return "".join(chars)


__all__ = ["unbracketed_levels"]
