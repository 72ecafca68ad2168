"""The level of an exception, not the standing limit: "may approve a temporary exception of up to
15 %", "Carve-out: government bonds up to 40 %".

A policy states its standing limit and, beside it, how far an exception may go: a temporary
excess someone may approve ("Under the DoA the Treasurer may approve a temporary exception of up
to 15 % for five days"), a waiver or a dispensation a committee can grant, a carve-out or an
exemption for a named part of the book ("Carve-out: US Treasuries up to 40 %", "Exemption:
sovereign issuers at most 35 %"). The exception's level bounds only what the exception covers;
recorded as the limit itself, it is a limit nobody set.
"""

from __future__ import annotations

import re
from typing import Final

#: the noun of an exception, a carve-out or a temporary allowance ("no exceptions", "without
#: exception" grant none)
_EXCEPTION: Final = re.compile(
    r"(?<!\bno\s)(?<!\bwithout\s)(?<!\bany\s)\b(?:carve[\s-]?outs?|exceptions?|exemptions?|"
    r"waivers?|dispensations?|derogations?|(?:temporary|tactical|short[\s-]term)\s+"
    r"(?:excess(?:es)?|increases?|overshoots?|breach(?:es)?|uplifts?|allowances?|overrides?))\b",
    re.IGNORECASE,
)
#: a field name about an exception: `carveOutCap`, `waiver_limit`, `exemptionMax`
_EXCEPTION_NAME: Final = re.compile(
    r"carve|exception|exempt|waiver|dispens|derogat|override", re.IGNORECASE
)
#: where the sentence (or a line of a list) that holds a value starts
_SENTENCE_START: Final = re.compile(r"(?<!\d)[.!?;](?=\s)|\n")


def exception_level(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` of `text` is given as an exception's level: its
    sentence names an exception, a carve-out or a temporary allowance before it."""
    first = max((m.end() for m in _SENTENCE_START.finditer(text, 0, start)), default=0)
    return _EXCEPTION.search(text, first, start) is not None


def about_an_exception(name: str) -> bool:
    """Whether a constraint's own name is about an exception (`carveOutCap`, `waiver_limit`):
    then an exception's level is its value."""
    return (
        re.search(r"carve|exception|exempt|waiver|dispens|derogat|override", name, re.I) is not None
    )


__all__ = ["about_an_exception", "exception_level"]
