"""The base a share is counted of is no subject of its own.

"The founder's single-stock position as a share of liquid assets", "private commitments as a
percentage of total wealth", "the largest holding in % of investable assets": the words after
"as a share of" name what the figure is divided by, not what it bounds. Read as a mention, the
base ("liquid assets", "cash and deposits") would name a subject of its own — the cash buffer
— and the limit would be taken for a floor on liquidity instead of a cap on the position.
`limits` drops a mention that opens the base (its first words after the "of"); a subject whose
own words run on into the base keeps them ("debt as a share of GAV" is the loan-to-value).

A figure written with its base says the same: "any one vessel at 15 per cent of net loan
exposure", "a single stock, 4 % of the sector" (`figure_bases`) bound a vessel and a stock, not
net exposure or a sector; `provenance` reads a cited figure's subject outside those words.
"""

from __future__ import annotations

import re
from typing import Final

#: "as a share of", "as a percentage of the", "in per cent of total", "as a proportion of our"
_AS_SHARE_OF: Final = re.compile(
    r"(?:\b(?:as|in)\s+(?:an?\s+)?|"
    # ... or the share its owner has of it: "any one sector's share of total risk", "its
    # portion of gross exposure"
    r"(?:['’]s|\bits|\btheir)\s+)(?:share|percentage|proportion|fraction|ratio|"
    r"per\s*cent(?:age)?|pct|%|portion|contribution)\s+(?:of|to)\s+(?P<base>)"
    r"(?:(?:the|its|our|their|total|all|a|an)\s+|[\w-]+(?:'s|’s)\s+)*"
)
#: the words of the base: up to four, within its phrase (no punctuation, no verb)
_BASE_WORDS: Final = re.compile(
    r"(?:(?!(?:is|are|was|were|may|must|shall|should|can|cannot|will|not|no|at|up|to|be|"
    r"exceed\w*|below|above|under|over|within|between)\b)[\w&-]+(?:\s+|$)){1,4}"
)


def base_starts(lowered: str) -> list[tuple[int, int]]:
    """Where each base of a share begins in a lower-cased text (its determiners included: a
    mention of "total risk" opens the base of "a share of total risk"), and where its words
    end."""
    spans = []
    for m in _AS_SHARE_OF.finditer(lowered):
        words = _BASE_WORDS.match(lowered, m.end())
        spans.append((m.start("base"), words.end() if words is not None else m.end()))
    return spans


def opens_a_base(lowered: str, start: int, bases: list[tuple[int, int]]) -> bool:
    """Whether a mention starting at `start` stands in the words of a share's base."""
    return any(first <= start < last for first, last in bases)


#: a share's figure and the base written right after it: "15 per cent of net loan exposure",
#: "4 % of the sector", "3% of gross assets", "25bp of NAV" - up to four words of the base, to
#: the first word that starts another phrase (a preposition, a conjunction, a relative)
_SHARE_BASE: Final = re.compile(
    r"(?:%|\bper\s*cent\b|\bpercent\b|\bpct\b|\bbps?\b|\bbasis\s+points?\b)"
    r"(?P<base>\s+of\s+(?:(?!(?:in|for|on|at|to|per|across|with|by|under|over|into|from|and|or|"
    r"but|which|that|who|than|as|if|when|while|unless|vs|versus|against)\b)[A-Za-z][\w&'’-]*"
    r"(?:\s+|(?=[^\w&'’-]|$))){1,4})",
    re.IGNORECASE,
)


def figure_bases(text: str) -> list[tuple[int, int]]:
    """The spans of the bases written right after share figures of `text` (" of NAV" in "5 % of
    NAV in any one bank"): the base names what a share is *of*, its denominator, never the
    holding or the bucket the share bounds ("any one vessel at 15 per cent of net loan
    exposure" bounds a vessel, not net exposure; "a single stock, 4 % of the sector" bounds a
    stock). A reader of a figure's subject reads the words outside these spans."""
    return [
        (m.start("base"), m.start("base") + len(m.group("base").rstrip()))
        for m in _SHARE_BASE.finditer(text)
    ]


__all__ = ["base_starts", "figure_bases", "opens_a_base"]
