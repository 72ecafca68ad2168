"""Exchange codes as people and data vendors write them, mapped to ISO 10383 MICs.

`VOW3.DE` (Yahoo), `ETR:VOW3` (Google), `VOW3 GY` (Bloomberg) and "Xetra" in a hint all name
the same venue, XETR. The graph stores MICs only; this module is the one translation table.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

GOOGLE_PREFIX: Final[dict[str, str]] = {
    "NYSE": "XNYS",
    "NASDAQ": "XNAS",
    "NYSEARCA": "ARCX",
    "NYSEAMERICAN": "XASE",
    "AMEX": "XASE",
    "OTCMKTS": "OTCM",
    "FRA": "XFRA",
    "ETR": "XETR",
    "LON": "XLON",
    "TYO": "XTKS",
    "BME": "XMAD",
    "AMS": "XAMS",
    "STO": "XSTO",
    "EBR": "XBRU",
    "HEL": "XHEL",
    "EPA": "XPAR",
    "SWX": "XSWX",
    "VTX": "XSWX",
    "MCX": "MISX",
    "BIT": "XMIL",
    "CPH": "XCSE",
    "OSL": "XOSL",
    "TSE": "XTSE",
    "ASX": "XASX",
    "HKG": "XHKG",
    "VIE": "XWBO",
    "ELI": "XLIS",
    "ISE": "XDUB",
}
YAHOO_SUFFIX: Final[dict[str, str]] = {
    "DE": "XETR",
    "F": "XFRA",
    "L": "XLON",
    "T": "XTKS",
    "MC": "XMAD",
    "AS": "XAMS",
    "ST": "XSTO",
    "BR": "XBRU",
    "HE": "XHEL",
    "PA": "XPAR",
    "SW": "XSWX",
    "MI": "XMIL",
    "ME": "MISX",
    "CO": "XCSE",
    "OL": "XOSL",
    "TO": "XTSE",
    "AX": "XASX",
    "HK": "XHKG",
    "VI": "XWBO",
    "LS": "XLIS",
    "IR": "XDUB",
}
BLOOMBERG_CODE: Final[dict[str, str]] = {
    "US": "XNYS",
    "UN": "XNYS",
    "UW": "XNAS",
    "UQ": "XNAS",
    "GY": "XETR",
    "GF": "XFRA",
    "GR": "XETR",
    "LN": "XLON",
    "JT": "XTKS",
    "JP": "XTKS",
    "SM": "XMAD",
    "NA": "XAMS",
    "SS": "XSTO",
    "BB": "XBRU",
    "FH": "XHEL",
    "FP": "XPAR",
    "SE": "XSWX",
    "SW": "XSWX",
    "IM": "XMIL",
    "DC": "XCSE",
    "NO": "XOSL",
    "CN": "XTSE",
    "AU": "XASX",
    "HK": "XHKG",
}
#: The US market as a whole, for a listing whose source says it trades on a US exchange but
#: not on which one (a Yahoo symbol without suffix, no Google prefix, no exchange named): the
#: composite code data vendors use for it (Bloomberg's "AAPL US"), never a guessed exchange.
#: It is no ISO 10383 MIC; `Listing` accepts it as the one composite market.
US_COMPOSITE: Final = "US"
#: venues that count as "the US market" when a bare ticker follows the Yahoo convention
US_VENUES: Final[frozenset[str]] = frozenset({"XNYS", "XNAS", "ARCX", "XASE", "BATS", US_COMPOSITE})
#: market codes a listing may carry instead of a MIC
COMPOSITE_MARKETS: Final[frozenset[str]] = frozenset({US_COMPOSITE})
#: the MICs of one market whose tickers are shared (a ticker on Xetra is the same on Frankfurt)
SAME_MARKET: Final[tuple[frozenset[str], ...]] = (
    frozenset({"XETR", "XFRA"}),
    US_VENUES,
)
_NAMES: Final[dict[str, str]] = {
    "XETRA": "XETR",
    "FRANKFURT": "XFRA",
    "LONDON": "XLON",
    "LSE": "XLON",
    "TOKYO": "XTKS",
    "PARIS": "XPAR",
    "EURONEXT PARIS": "XPAR",
    "AMSTERDAM": "XAMS",
    "MADRID": "XMAD",
    "MILAN": "XMIL",
    "ZURICH": "XSWX",
    "SIX": "XSWX",
    "STOCKHOLM": "XSTO",
    "HELSINKI": "XHEL",
    "BRUSSELS": "XBRU",
    "OTC": "OTCM",
    "US": US_COMPOSITE,
}
_MICS: Final = (
    frozenset(GOOGLE_PREFIX.values())
    | frozenset(YAHOO_SUFFIX.values())
    | frozenset(BLOOMBERG_CODE.values())
)


def mic_of(exchange: str) -> str | None:
    """The MIC for an exchange as a person writes it (MIC, Google prefix, name), or None."""
    code = exchange.strip().upper()
    if code in _MICS or (len(code) == 4 and code.isalnum() and code.startswith("X")):
        return code
    if code in COMPOSITE_MARKETS:
        return code
    return GOOGLE_PREFIX.get(code) or _NAMES.get(code)


#: the country of each venue's market
MIC_COUNTRY: Final[dict[str, str]] = {
    **dict.fromkeys((*US_VENUES, "OTCM"), "US"),
    "XETR": "DE",
    "XFRA": "DE",
    "XLON": "GB",
    "XTKS": "JP",
    "XMAD": "ES",
    "XAMS": "NL",
    "XSTO": "SE",
    "XBRU": "BE",
    "XHEL": "FI",
    "XPAR": "FR",
    "XSWX": "CH",
    "MISX": "RU",
    "XMIL": "IT",
    "XCSE": "DK",
    "XOSL": "NO",
    "XTSE": "CA",
    "XASX": "AU",
    "XHKG": "HK",
    "XWBO": "AT",
    "XLIS": "PT",
    "XDUB": "IE",
}
#: venues where foreign shares are quoted besides their home listing
SECONDARY_VENUES: Final[frozenset[str]] = frozenset({"XFRA", "OTCM"})


def listing_rank(mic: str, country: str | None, issuer_mics: Iterable[str]) -> int:
    """How surely a bare ticker on `mic` means its issuer, best first: 0 a US listing of a US
    issuer (the Yahoo convention), 1 a home listing (a venue of the issuer's country, or any
    main venue for an issuer listed abroad only) or a US line of a foreign issuer, 2 a second
    line quoted in Frankfurt or over the counter for a foreign issuer."""
    venue_country = MIC_COUNTRY.get(mic)
    if mic in US_VENUES and country in ("US", None):
        return 0
    if country is not None and venue_country == country:
        return 1
    if mic in SECONDARY_VENUES:
        return 2
    if mic in US_VENUES:
        return 1
    listed_at_home = any(MIC_COUNTRY.get(m) == country for m in issuer_mics)
    return 2 if listed_at_home else 1


def same_market(a: str, b: str) -> bool:
    """True if two venues share tickers (Xetra/Frankfurt, the US exchanges)."""
    return a == b or any(a in group and b in group for group in SAME_MARKET)
