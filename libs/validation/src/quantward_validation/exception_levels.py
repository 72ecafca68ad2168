"""The level of an exception, not the standing limit: "may approve a temporary exception of up to
15 %", "Carve-out: government bonds up to 40 %".

A policy states its standing limit and, beside it, how far an exception may go: a temporary
excess someone may approve ("Under the DoA the Treasurer may approve a temporary exception of up
to 15 % for five days"), a waiver or a dispensation a committee can grant, a carve-out or an
exemption for a named part of the book ("Carve-out: US Treasuries up to 40 %", "Exemption:
sovereign issuers at most 35 %"). The exception's level bounds only what the exception covers;
recorded as the limit itself, it is a limit nobody set. An exemption named by the rule or the
activity it is granted under ("the desk's market-making exemption", "the 3(c)(7) exemption") is
the regime the whole desk or fund runs under, neither.
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
#: ... of a part of the book by its nature: a carve-out or an exemption covers the holdings it
#: names, never the whole ("Carve-out: US Treasuries up to 40 %")
_FOR_A_PART: Final = re.compile(r"\b(?:carve[\s-]?outs?|exemptions?)\b", re.IGNORECASE)
#: ... or only possible: someone may grant it ("may approve a temporary exception of up to
#: 15 %", "can grant a short-term uplift to 8 %", "could be waived up to"); an exception
#: granted ("Waiver granted by the CIO: issuer cap 8 % until March") is the limit in force
#: until it lapses (`lapsed`, `polarity.held_until`)
_ONLY_POSSIBLE: Final = re.compile(
    r"\b(?:may|might|can|could)\s+(?:\w+\s+)?(?:approve|grant|permit|allow|authori[sz]e|"
    r"sanction|agree|be\s+(?:approved|granted|permitted|allowed|authori[sz]ed|waived))\b|"
    r"\b(?:subject\s+to|with|upon|on)\s+(?:prior\s+|written\s+)?(?:the\s+)?"
    r"(?:\w+\s+)?(?:approval|sign[\s-]?off|consent)\b",
    re.IGNORECASE,
)
#: an exemption named by the rule or the activity it is granted under: the regime a desk or a
#: fund operates under, no carve-out of a part of its book nor an excess someone may grant
#: (Volcker's "market-making exemption", "the underwriting exemption", "risk-mitigating hedging
#: exemption", "de minimis exemption", "the 3(c)(7) exemption", "a Rule 144A exemption",
#: "Reg S exemption", "the Section 4(a)(2) exemption", "a private-placement exemption")
_REGIME_BEFORE: Final = re.compile(
    r"(?:market[\s-]+making|underwriting|(?:risk[\s-]+mitigating[\s-]+)?hedging|"
    r"liquidity[\s-]+management|de[\s-]+minimis|private[\s-]+placement|"
    r"(?:solely|trading)[\s-]+outside[\s-]+the[\s-]+(?:us|u\.s\.|united[\s-]+states)|"
    r"sotus|totus|volcker|regulatory|statutory|"
    r"(?:rule|section|§|reg(?:ulation)?\.?|article|art\.)\s*[\w()]+|\d\s*\(\s*c\s*\)\s*\(\s*\d+\s*\))"
    r"[\s-]+(?:trading[\s-]+)?$",
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
    sentence names, before it, a carve-out or an exemption (for a part of the book), or an
    exception or a temporary allowance someone only may grant."""
    first = max((m.end() for m in _SENTENCE_START.finditer(text, 0, start)), default=0)
    noun = next(
        (
            m
            for m in _EXCEPTION.finditer(text, first, start)
            if not _REGIME_BEFORE.search(text[max(first, m.start() - 60) : m.start()])
        ),
        None,
    )
    if noun is None:
        return False
    return bool(_FOR_A_PART.fullmatch(noun.group(0)) or _ONLY_POSSIBLE.search(text, first, start))


def about_an_exception(name: str) -> bool:
    """Whether a constraint's own name is about an exception (`carveOutCap`, `waiver_limit`):
    then an exception's level is its value."""
    return (
        re.search(r"carve|exception|exempt|waiver|dispens|derogat|override", name, re.I) is not None
    )


__all__ = ["about_an_exception", "exception_level"]
