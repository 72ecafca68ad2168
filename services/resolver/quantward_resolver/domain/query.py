"""What a query is: an identifier, an exchange-qualified ticker, a bare ticker, or a name.

Parsing first means an ISIN is never fuzzy-matched as if it were a name, and `VOW3.DE` is read as
"VOW3 on Xetra" rather than as the words "vow3 de".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

from quantward_graph.exchanges import BLOOMBERG_CODE, GOOGLE_PREFIX, YAHOO_SUFFIX
from quantward_graph.identifiers import figi_is_valid, isin_is_valid, lei_is_valid

_ISIN_SHAPE: Final = re.compile(r"^[A-Za-z]{2}[A-Za-z0-9]{9}[0-9]$")
_LEI_SHAPE: Final = re.compile(r"^[A-Za-z0-9]{18}[0-9]{2}$")
_FIGI_SHAPE: Final = re.compile(r"^BBG[A-Za-z0-9]{9}$")
_GOOGLE: Final = re.compile(r"^([A-Za-z]+):\s*([A-Za-z0-9][A-Za-z0-9.\-]{0,11})$")
_YAHOO: Final = re.compile(r"^([A-Za-z0-9][A-Za-z0-9\-]{0,11})\.([A-Za-z]{1,2})$")
_BLOOMBERG: Final = re.compile(
    r"^([A-Za-z0-9][A-Za-z0-9/.]{0,11})\s+([A-Za-z]{2})(?:\s+equity)?$", re.I
)
_TICKER: Final = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.\-]{0,9}$")
_US_CLASS: Final = re.compile(r"^([A-Za-z]{1,5})[.\-/]([A-Ca-c])$")


@dataclass(frozen=True, slots=True)
class ParsedQuery:
    """A query with what it looks like; a name query may also look like a bare ticker."""

    text: str
    kind: Literal["isin", "lei", "figi", "bad_identifier", "listed_ticker", "name"]
    ticker: str | None = None
    mic: str | None = None
    identifier: str | None = None
    notation: str | None = None
    #: a name query that could also be a bare ticker ("SAP", "bmw", "GOOGL")
    maybe_ticker: str | None = None
    problem: str | None = None


def parse(query: str) -> ParsedQuery:
    text = " ".join(query.split())
    if _ISIN_SHAPE.match(text) and any(ch.isdigit() for ch in text[2:]):
        isin = text.upper()
        if isin_is_valid(isin):
            return ParsedQuery(text, "isin", identifier=isin)
        if text[:2].isupper() and sum(ch.isdigit() for ch in text) >= 6:
            return ParsedQuery(
                text,
                "bad_identifier",
                identifier=isin,
                problem=f"{isin} has the shape of an ISIN but a wrong check digit",
            )
    if _LEI_SHAPE.match(text) and lei_is_valid(text.upper()):
        return ParsedQuery(text, "lei", identifier=text.upper())
    if _FIGI_SHAPE.match(text) and figi_is_valid(text.upper()):
        return ParsedQuery(text, "figi", identifier=text.upper())
    if m := _GOOGLE.match(text):
        mic = GOOGLE_PREFIX.get(m.group(1).upper())
        if mic:
            return ParsedQuery(
                text, "listed_ticker", ticker=m.group(2).upper(), mic=mic, notation="Google"
            )
    if m := _YAHOO.match(text):
        mic = YAHOO_SUFFIX.get(m.group(2).upper())
        if mic:
            return ParsedQuery(
                text, "listed_ticker", ticker=m.group(1).upper(), mic=mic, notation="Yahoo"
            )
    if m := _BLOOMBERG.match(text):
        mic = BLOOMBERG_CODE.get(m.group(2).upper())
        if mic and (m.group(1).isupper() or m.group(1).isdigit()):
            return ParsedQuery(
                text, "listed_ticker", ticker=m.group(1).upper(), mic=mic, notation="Bloomberg"
            )
    maybe = None
    if _TICKER.match(text):
        maybe = text.upper()
        if m := _US_CLASS.match(text):
            maybe = f"{m.group(1).upper()}.{m.group(2).upper()}"  # BRK-B, BRK/B → BRK.B
    return ParsedQuery(text, "name", maybe_ticker=maybe)
