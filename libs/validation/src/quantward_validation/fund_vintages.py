"""A figure given to another fund of the same family: Fund II's term beside Fund III's.

A private-equity house raises its funds in numbered vintages ("Fund II", "Fund III", "Growth
Partners IV", "the 2016 vintage"), each with its own LPA and side letters. A message about one of
them often quotes the other's figure to set it aside: "For this sleeve (Fund III, 2019 vintage)
the issuer limit is 4 %. The 3 % you may have seen is Fund II's number." or "Fund II's side
letter had the reserve at 4 %. The sleeve we're building sits under Fund III, where it is 2 %."
The numbered name says which vehicle a figure belongs to, so a figure whose sentence names
another vintage than the one the text marks as its own ("this sleeve", "ours", "the sleeve
we're building") belongs to that other fund and is not the requester's limit; so does one said
as background ("By way of comparison, Fund I's LPA had 20 %. Fund II caps it at 15 %.")
beside a later sentence naming another vintage. A text that marks no vintage as its own and
says none as background leaves every figure as it is. Pure.
"""

from __future__ import annotations

import itertools
import re
from typing import Final

#: a vehicle of a fund family named by its number: "Fund III", "Partners IV", "Fund 2",
#: "Opportunities Fund VII" (the number is what tells the vintages apart)
_NUMBERED: Final = re.compile(
    r"\b(?:Fund|Funds|Partners|Partnership|Opportunities|Ventures|Vehicle|Programme|Program)\s+"
    r"(?P<number>[IVX]{1,5}|\d{1,2})\b(?![.,]\d)"
)
#: a vintage named by its year: "2019 vintage", "the 2016 vintage", "vintage 2019"
_VINTAGE: Final = re.compile(
    r"\b(?P<year>(?:19|20)\d{2})\s+vintage\b|\bvintage\s+(?P<y2>(?:19|20)\d{2})\b"
)
#: what marks a sentence as about the text's own vehicle: "this sleeve", "our Growth Partners
#: IV sleeve", "the present mandate", "the sleeve we're building", "ours"
_OURS: Final = re.compile(
    r"\b(?:this|our|the\s+present|the\s+current)\s+(?:[\w-]+\s+){0,4}?(?:fund|portfolio|account|mandate|sleeve|"
    r"strategy|vehicle|book|sub-fund|programme|program|partnership|bucket|overlay)\b|"
    r"\b(?:fund|portfolio|account|mandate|sleeve|strategy|vehicle|book|bucket|overlay)\s+"
    r"(?:that\s+|which\s+)?we(?:['’]re|\s+are)?\s+(?:building|running|managing|sizing|"
    r"rebalancing|building\s+out|set(?:ting)?\s+up)\b|"
    r"\bours\b",
    re.IGNORECASE,
)
#: a sentence led as background to what follows: "For reference, Partners II ran 2x", "By way of
#: comparison, Fund I had 20 %", "For context: the 2016 vintage ran 3x"
_REFERENCE_LEAD: Final = re.compile(
    r"^\W*(?:for\s+(?:reference|context|comparison)|by\s+way\s+of\s+(?:comparison|reference|"
    r"context)|as\s+(?:a\s+)?(?:reference|comparison|background)(?:\s+point)?|as\s+background)\b",
    re.IGNORECASE,
)
#: where a sentence ends: a full stop that is no decimal point, a question, a line
_SENTENCE_END: Final = re.compile(r"(?<!\d)[.!?](?!\d)(?=\s|$)|\n")


def _sentences(text: str) -> list[tuple[int, int]]:
    bounds = [0, *(m.end() for m in _SENTENCE_END.finditer(text)), len(text)]
    return [(a, b) for a, b in itertools.pairwise(bounds) if text[a:b].strip()]


def _vintages(sentence: str) -> set[str]:
    """The vintages a sentence names, as compared: "fund iii", "2019"."""
    named = {f"fund {m.group('number').lower()}" for m in _NUMBERED.finditer(sentence)}
    named |= {m.group("year") or m.group("y2") for m in _VINTAGE.finditer(sentence)}
    return named


def another_vintage(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is said in a sentence that names only vintages of the
    fund family other than the one `text` marks as its own ("The 3 % you may have seen is Fund
    II's number", beside "For this sleeve (Fund III) …")."""
    sentences = _sentences(text)
    ours: set[str] = set()
    for a, b in sentences:
        if _OURS.search(text[a:b]):
            ours |= _vintages(text[a:b])
    own = next(((a, b) for a, b in sentences if a <= start < b), None)
    if not ours:
        return own is not None and _given_as_reference(text, own, sentences)
    if own is None or _OURS.search(text[own[0] : own[1]]):
        return False
    named = _vintages(text[own[0] : own[1]])
    return bool(named) and not named & ours


def _given_as_reference(text: str, own: tuple[int, int], sentences: list[tuple[int, int]]) -> bool:
    """Whether the figure's sentence is led as background ("By way of comparison, Fund I's LPA
    had 20 %.") and names only vintages other than one a later sentence names ("Fund II caps it
    at 15 %."): the text turns from that vintage's figure to the other's."""
    sentence = text[own[0] : own[1]]
    named = _vintages(sentence)
    if not named or not _REFERENCE_LEAD.match(sentence):
        return False
    return any(_vintages(text[a:b]) - named for a, b in sentences if a >= own[1])


__all__ = ["another_vintage"]
