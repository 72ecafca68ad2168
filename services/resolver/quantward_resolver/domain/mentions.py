"""Company mentions in free text: "What did VW and Porsche say about guidance?".

A mention is a span that looks like a proper noun (it starts with a capital or a digit), an
identifier, or an exchange-qualified ticker, and that the index knows: the longest known span wins,
left to right, without overlaps. Bare upper-case words count as tickers only when they are listed
and not everyday finance vocabulary (CEO, EPS, Q3…). Each span is then resolved like a query, so an
ambiguous mention ("Porsche") is reported as ambiguous, not guessed, and a span the index knows (or
an identifier with a valid check digit) that does not resolve is reported as not found, never
dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Final

from quantward_resolver.domain.normalize import keys_of
from quantward_resolver.domain.query import parse
from quantward_resolver.domain.resolver import Resolver
from quantward_resolver.domain.result import Hints, Resolution

MAX_WORDS: Final = 6
#: query kinds that name a company even when the graph does not know it
_SURELY_A_COMPANY: Final = frozenset({"isin", "lei", "figi", "listed_ticker"})
_WORD: Final = re.compile(r"[A-Za-z0-9À-ÿ][\w&'’.\-]*[\w&]|[A-Za-z0-9À-ÿ&]")
_SPECIAL: Final = re.compile(
    r"\b[A-Z]{2}[A-Z0-9]{9}[0-9]\b"  # ISIN
    r"|\b[A-Z]{2,8}:[A-Z0-9][A-Z0-9.\-]{0,9}\b"  # FRA:VOW3
    r"|\b[A-Z0-9]{1,6}\.[A-Z]{1,2}\b"  # VOW3.DE, BRK.B
)
_CONNECTORS: Final = frozenset({"of", "and", "&", "de", "du", "der", "la", "le", "von", "van", "y"})
NOT_TICKERS: Final = frozenset(
    {
        "A",
        "I",
        "AG",
        "SE",
        "SA",
        "NV",
        "PLC",
        "INC",
        "CEO",
        "CFO",
        "COO",
        "CTO",
        "EPS",
        "EBIT",
        "EBITDA",
        "ROE",
        "ROI",
        "ESG",
        "IPO",
        "ETF",
        "GDP",
        "CPI",
        "FX",
        "US",
        "USA",
        "UK",
        "EU",
        "AI",
        "IT",
        "OK",
        "Q1",
        "Q2",
        "Q3",
        "Q4",
        "H1",
        "H2",
        "FY",
        "YTD",
        "YOY",
        "QOQ",
        "M&A",
        "R&D",
        "SEC",
        "FED",
        "ECB",
        "IMF",
        "OTC",
        "NYSE",
        "DAX",
        "FTSE",
        "MSCI",
        "USD",
        "EUR",
        "GBP",
        "JPY",
        "CHF",
        "TV",
        "PR",
        "HR",
        "IR",
        "PE",
        "VC",
        "ON",
        "AT",
        "BY",
        "TO",
        "IN",
    }
)


@dataclass(frozen=True, slots=True)
class Mention:
    """A span of the text (character offsets, end exclusive) and how it resolved."""

    text: str
    start: int
    end: int
    resolution: Resolution


def _looks_proper(word: str) -> bool:
    return word[0].isupper() or word[0].isdigit()


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop a possessive and trailing dots: "Porsche's" → "Porsche", "Inc." stays."""
    span = text[start:end]
    for suffix in ("'s", "’s"):
        if span.endswith(suffix):
            return start, end - len(suffix)
    return start, end


def resolve_mentions(
    resolver: Resolver, text: str, *, as_of: date | None = None, hints: Hints | None = None
) -> list[Mention]:
    """Every company mention in `text`, in order, each with its resolution."""
    mentions: list[Mention] = []
    taken: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in taken)

    for match in _SPECIAL.finditer(text):
        result = resolver.resolve(match.group(), as_of=as_of, hints=hints)
        # An identifier with a valid check digit, or a ticker on a known exchange, names a
        # company even when the graph does not know it: reported, never dropped.
        if result.status != "not_found" or parse(match.group()).kind in _SURELY_A_COMPANY:
            mentions.append(Mention(match.group(), match.start(), match.end(), result))
            taken.append((match.start(), match.end()))

    words = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    i = 0
    while i < len(words):
        start = words[i][0]
        if not free(*words[i]) or not _looks_proper(text[start : words[i][1]]):
            i += 1
            continue
        found = None
        #: the longest span the index knows that did not resolve (on that date, say)
        missed: tuple[int, Mention] | None = None
        for n in range(min(MAX_WORDS, len(words) - i), 0, -1):
            last = text[words[i + n - 1][0] : words[i + n - 1][1]]
            if n > 1 and (not _looks_proper(last) or last.lower() in _CONNECTORS):
                continue
            span_start, span_end = _trim(text, start, words[i + n - 1][1])
            if not free(span_start, span_end):
                continue
            span = text[span_start:span_end]
            if not _known(resolver, span):
                continue
            result = resolver.resolve(span, as_of=as_of, hints=hints)
            if result.status != "not_found":
                found = (n, Mention(span, span_start, span_end, result))
                break
            if missed is None:
                missed = (n, Mention(span, span_start, span_end, result))
        # A known name that does not resolve is a mention all the same: the caller asks
        # about it or reports it, instead of silently researching the others only.
        found = found or missed
        if found is None:
            i += 1
            continue
        n, mention = found
        mentions.append(mention)
        taken.append((mention.start, mention.end))
        i += n
    return sorted(mentions, key=lambda m: m.start)


def _known(resolver: Resolver, span: str) -> bool:
    """Cheap pre-check before a full resolution: a known name key, or a listed ticker."""
    index = resolver.index
    if any(key in index.by_key for key in keys_of(span)):
        return True
    bare = span.strip(".")
    return (
        bare.isupper()
        and 1 < len(bare) <= 6
        and bare not in NOT_TICKERS
        and bare in index.by_ticker
    )
