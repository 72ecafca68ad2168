"""Superlatives that rank a fact among its peers or over time, which ask for nothing.

A request pastes the world into its message: a newswire line ("…, making it one of the largest
holders"), a chart of the day ("trades on 11.8x forward earnings, the widest discount to its
sector in a decade"), a results headline ("its strongest earnings in years"). Each has a
superlative, and the objective reader (`quantward_validation.intent`) takes a superlative for a
direction ("the highest return" asks for more return). What tells the two apart is the ranking:
a superlative placed among peers ("one of the …", "among the …") or measured against a span of
time or a field ("… in a decade", "… on record", "… since 2008", "… in its sector") reports
where something stands; an objective says which way to go. A clause that wants or directs
("should be the highest in its peer group", "I want the biggest gains in the sector", "please
give me …") still asks, and is left to the reader.

A superlative of size on a member of the book names that member: "the biggest single
position is under the bylaws review", "our largest holding", "the smallest loan" say which
line is meant (the one a concentration limit is about), not which way the portfolio should
go.

A rank with a count names a selection, not a direction: "BTC/ETH plus top-20 alts", "the top 10
holdings", "the bottom five names by liquidity" say which names, as a universe does; "top" is
no wish for more of anything there, wherever it stands.
"""

from __future__ import annotations

import re
from typing import Final

#: a superlative of degree, the kind the objective reader takes for a direction
_SUPERLATIVE: Final = (
    r"(?:best|worst|most|least|fewest|highest|lowest|largest|smallest|biggest|greatest|widest|"
    r"narrowest|strongest|weakest|fastest|slowest|steepest|sharpest|deepest|richest|cheapest|"
    r"safest|riskiest|calmest|smoothest|wildest)"
)
#: a superlative placed among its peers: "one of the largest holders", "among the best"
_AMONG: Final = re.compile(
    rf"\b(?:one|some|two|three|several|many|each|any)\s+of\s+(?:the|its|their)\s+{_SUPERLATIVE}\b|"
    rf"\bamong\s+(?:the|its|their)\s+{_SUPERLATIVE}\b",
    re.IGNORECASE,
)
#: the span of time or the field a superlative is measured against, after its noun phrase
_SCOPE: Final = (
    r"(?:in|for|over)\s+(?:a|the\s+last|the\s+past|more\s+than\s+a|almost\s+a|nearly\s+a|"
    r"over\s+a|\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|fifteen)?\s*"
    r"(?:decades?|years?|months?|quarters?|weeks?|generations?)\b|"
    r"on\s+record\b|ever\b|since\s+(?:(?:19|20)\d\d|the\b|records?\b|at\s+least\b)|"
    r"in\s+(?:its|their|the)\s+(?:sector|industry|history|peer\s+group|market|universe|index)\b"
)
#: the superlative, up to five words of its noun phrase, then its scope
_MEASURED: Final = re.compile(
    rf"\b{_SUPERLATIVE}\b(?:[\s-]+[\w'’.-]+){{0,5}}?\s+(?:{_SCOPE})",
    re.IGNORECASE,
)
#: what makes a sentence a wish or a direction, not a report
_ASKING: Final = re.compile(
    r"\b(?:should|must|shall|ought|need\w*|want\w*|wish\w*|lik(?:e|es|ed)|prefer\w*|hop(?:e|es|ing)|"
    r"aim\w*|seek\w*|target\w*|please|let['’]?s|let\s+us|try|trying|ensure|make\s+sure|"
    r"give\s+me|get\s+me|find\s+me|build|pick|choose|select|optimi[sz]e|maximi[sz]e|minimi[sz]e|"
    r"ideally|preferably|goal|objective|can\s+you|could\s+you|would\s+you|will\s+you|i['’]d|we['’]d)\b",
    re.IGNORECASE,
)


#: a sentence that specifies rather than reports: a label and its value, or a fragment that
#: opens with its superlative ("Highest return in the universe.")
_SPECIFIED: Final = re.compile(
    rf"(?:[^:\n]*:)?\s*(?:[-*•]\s*)?(?:the\s+)?{_SUPERLATIVE}\b", re.IGNORECASE
)
#: a sentence, with its closing mark (a decimal point closes none: "trades on 11.8x")
_SENTENCE: Final = re.compile(r"(?:[^.;!?\n]|\.(?=\d))*(?:[.;!?\n]|$)")
_SUPERLATIVE_WORD: Final = re.compile(rf"\b{_SUPERLATIVE}\b", re.IGNORECASE)


def ranked_facts(text: str) -> list[tuple[int, int]]:
    """The spans of the superlative words in `text` that rank something among its peers or over
    a span of time, in sentences that neither wish nor direct."""
    spans: list[tuple[int, int]] = []
    for sentence in _SENTENCE.finditer(text):
        words = sentence.group(0)
        if not words.strip() or _ASKING.search(words) or _SPECIFIED.match(words):
            continue  # a wish, a direction, or a specification ("Returns: highest in the sector")
        for pattern in (_AMONG, _MEASURED):
            for m in pattern.finditer(words):
                first = _SUPERLATIVE_WORD.search(words, m.start(), m.end())
                if first is not None:
                    spans.append((sentence.start() + first.start(), sentence.start() + first.end()))
    return spans


#: a rank word with the count it selects: "top-20", "top 10", "bottom five", "top-N", "top k"
_COUNTED_RANK: Final = re.compile(
    r"\b(?:top|bottom)(?=[-‐‑ ]?(?:\d+|[nk]|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b)",
    re.IGNORECASE,
)


def counted_ranks(text: str) -> list[tuple[int, int]]:
    """The spans of the rank words that select a count of names ("top-20 alts")."""
    return [m.span() for m in _COUNTED_RANK.finditer(text)]


#: a superlative of size picking out one member of the book: "the biggest single position",
#: "our largest holding", "its smallest loan", "the heaviest name"
_MEMBER_BY_SIZE: Final = re.compile(
    r"\b(?:the|our|its|their|your|each|every|any|a)\s+(?:single\s+)?"
    r"(?P<rank>largest|biggest|smallest|heaviest|lightest)\s+(?:single\s+|individual\s+|"
    r"one\s+)?(?:[\w-]+\s+)?(?:positions?|holdings?|names?|issuers?|lines?|stocks?|shares?|"
    r"equities|bets?|exposures?|counterpart(?:y|ies)|obligors?|borrowers?|tenants?|loans?|"
    r"polic(?:y|ies)|assets?|investments?|securit(?:y|ies)|bonds?|credits?|deals?|"
    r"participations?|sleeves?|mandates?|managers?|vessels?|properties|property)\b",
    re.IGNORECASE,
)


def members_by_size(text: str) -> list[tuple[int, int]]:
    """The spans of the superlatives that pick out one member of the book by its size ("the
    biggest single position")."""
    return [m.span("rank") for m in _MEMBER_BY_SIZE.finditer(text)]


def ranked_facts_blanked(text: str) -> str:
    """`text` with each ranking superlative (`ranked_facts`), each rank word of a counted
    selection (`counted_ranks`) and each superlative picking out a member by its size
    (`members_by_size`) blanked, offsets kept."""
    chars = list(text)
    for start, end in [*ranked_facts(text), *counted_ranks(text), *members_by_size(text)]:
        chars[start:end] = " " * (end - start)
    return "".join(chars)
