"""Build the knowledge graph's shipped reference data, or check that the committed copy is current.

Inputs: every company the `pytickersymbols` package lists (pinned in the root pyproject.toml,
because its company list *is* the data) and the hand-curated
`libs/graph/src/quantward_graph/data/curated.yaml` (dated renames, share classes, spin-offs, …,
each with a source note). Outputs, next to curated.yaml, read at run time by
`quantward_graph.reference` without yaml or pytickersymbols:

* `entities.jsonl`: one `Entity` per line, sorted by entity_id;
* `relations.jsonl`: one `Relation` per line, sorted by (source_id, type, target_id, valid_from);
* `build_info.json`: the pytickersymbols version, counts, sha256 of the inputs and of the
  output, and every warning (a value dropped or not understood), sorted.

The output is byte-stable: everything is sorted and nothing records a time or a path, so
`make data-check` (this script with `--check`, run by `make check`) can fail when the committed
files differ from what the inputs generate.

The source is scraped from public pages and has errors (a ticker of another company, an ISIN
of a bond, a city where a country belongs). This script never guesses to fill a gap: a value
it cannot map with a stated rule is dropped and named in the warnings, and curated.yaml's
`corrections` remove values known to be wrong. Errors in curated.yaml itself (an unknown id in a
relation, a duplicate id, a bad ISIN or LEI) fail the build with the entry and field named.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import date
from importlib import metadata
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError, model_validator

from quantward_graph.exchanges import GOOGLE_PREFIX, US_COMPOSITE, YAHOO_SUFFIX
from quantward_graph.identifiers import isin_is_valid, normalise_identifier
from quantward_graph.model import (
    Entity,
    EntityName,
    Instrument,
    Listing,
    Relation,
)

ROOT: Final = Path(__file__).resolve().parent.parent
DATA_DIR: Final = ROOT / "libs" / "graph" / "src" / "quantward_graph" / "data"
CURATED_FILE: Final = "curated.yaml"
ENTITIES_FILE: Final = "entities.jsonl"
RELATIONS_FILE: Final = "relations.jsonl"
BUILD_INFO_FILE: Final = "build_info.json"
OUTPUT_FILES: Final = (ENTITIES_FILE, RELATIONS_FILE, BUILD_INFO_FILE)
SOURCE_PACKAGE: Final = "pytickersymbols"

Files = dict[str, bytes]
"""Generated files: name inside the data folder → content."""


class BuildError(RuntimeError):
    """The inputs cannot be built; the message names the entry, the field and the reason."""


# --- names → ids ------------------------------------------------------------------------------


def slugify(name: str) -> str:
    """The id stem of a name: 'Merck & Co.' → 'merck_co', "L'Oréal" → 'l_oreal'.

    NFKD splits accented letters into letter + accent and the accents are dropped; every run of
    anything else that is not an ASCII letter or digit (spaces, punctuation, typographic dashes
    and quotes, letters without an ASCII base such as 'ø') becomes one '_'. curated.yaml relies
    on this exact rule to refer to generated entities, so it must not change casually.
    """
    decomposed = unicodedata.normalize("NFKD", name)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()
    return re.sub(r"[^a-z0-9]+", "_", stripped).strip("_")


# --- countries --------------------------------------------------------------------------------

#: Country names (and the few spellings the source uses) → ISO 3166-1 alpha-2.
COUNTRY_CODES: Final[Mapping[str, str]] = {
    "argentina": "AR",
    "australia": "AU",
    "austria": "AT",
    "bahamas": "BS",
    "belgium": "BE",
    "bermuda": "BM",
    "brazil": "BR",
    "canada": "CA",
    "cayman islands": "KY",
    "chile": "CL",
    "china": "CN",
    "curacao": "CW",
    "cyprus": "CY",
    "czech republic": "CZ",
    "denmark": "DK",
    "england": "GB",
    "finland": "FI",
    "france": "FR",
    "germany": "DE",
    "greece": "GR",
    "guernsey": "GG",
    "hong kong": "HK",
    "india": "IN",
    "ireland": "IE",
    "isle of man": "IM",
    "israel": "IL",
    "italy": "IT",
    "japan": "JP",
    "jersey": "JE",
    "luxembourg": "LU",
    "mexico": "MX",
    "netherlands": "NL",
    "new zealand": "NZ",
    "norway": "NO",
    "panama": "PA",
    "poland": "PL",
    "portugal": "PT",
    "puerto rico": "PR",
    "russia": "RU",
    "russian federation": "RU",
    "scotland": "GB",
    "singapore": "SG",
    "south africa": "ZA",
    "south korea": "KR",
    "spain": "ES",
    "sweden": "SE",
    "switzerland": "CH",
    "taiwan": "TW",
    "the netherlands": "NL",
    "u.s.": "US",
    "uk": "GB",
    "united kingdom": "GB",
    "united states": "US",
    "united states of america": "US",
    "us": "US",
    "usa": "US",
    "wales": "GB",
}

#: The source often gives a US headquarters as 'City, State': every state (and D.C.) → US.
US_STATES: Final = frozenset(
    {
        "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut",
        "delaware", "florida", "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa",
        "kansas", "kentucky", "louisiana", "maine", "maryland", "massachusetts", "michigan",
        "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada",
        "new hampshire", "new jersey", "new mexico", "new york", "north carolina",
        "north dakota", "ohio", "oklahoma", "oregon", "pennsylvania", "rhode island",
        "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont", "virginia",
        "washington", "west virginia", "wisconsin", "wyoming", "d.c.", "district of columbia",
    }
)  # fmt: skip

#: Values that mean "not given" rather than a place.
_MISSING_COUNTRY: Final = frozenset({"", "none", "n/a", "-", "null"})

#: ISIN prefixes that are real countries (XS, EU and the like are not).
_COUNTRY_SET: Final = frozenset(COUNTRY_CODES.values())


def country_code(raw: str | None) -> tuple[str | None, str | None]:
    """Map the source's country field to ISO 3166-1 alpha-2: (code, problem).

    The field holds a country name ('Germany'), or a place ('Midland, Michigan',
    'Dublin, Ireland', 'Warmley,Bristol, United Kingdom'), sometimes two joined by ';'. The last
    comma-separated part of each place is looked up as a country, then as a US state. Places
    that disagree, or that match neither table, give (None, why).
    """
    if raw is None or raw.strip().lower() in _MISSING_COUNTRY:
        return None, None
    codes: set[str] = set()
    for place in raw.split(";"):
        parts = [p.strip().lower() for p in place.split(",") if p.strip()]
        if not parts:
            continue
        last = parts[-1]
        code = COUNTRY_CODES.get(last) or ("US" if last in US_STATES else None)
        if code is None:
            return None, f"country {raw!r} is neither a known country nor a US state"
        codes.add(code)
    if len(codes) != 1:
        return None, f"country {raw!r} names several countries"
    return codes.pop(), None


# --- exchanges --------------------------------------------------------------------------------

#: Yahoo suffixes and Google prefixes map to MICs through the graph's one table
#: (`quantward_graph.exchanges`), the same one the resolver reads queries with.
YAHOO_SUFFIX_MIC: Final[Mapping[str, str]] = YAHOO_SUFFIX
GOOGLE_PREFIX_MIC: Final[Mapping[str, str]] = GOOGLE_PREFIX

#: Exchange names in Wikipedia's "traded as" text (the source's metadata) → MIC.
TRADED_AS_MIC: Final[Mapping[str, str]] = {
    "NYSE": "XNYS",
    "NYSE AMERICAN": "XASE",
    "AMEX": "XASE",  # the American Stock Exchange, NYSE American since 2017
    "NYSE ARCA": "ARCX",
    "NASDAQ": "XNAS",
    "CBOE": "BATS",  # Cboe BZX Exchange (formerly BATS)
}
#: Indices that admit only companies listed on one exchange: the Nasdaq-100 is made of
#: companies listed on the Nasdaq Stock Market, so a member's suffix-less symbol is on XNAS.
SINGLE_VENUE_INDICES: Final[Mapping[str, str]] = {"NASDAQ 100": "XNAS"}

#: Indices whose symbols without a suffix are US tickers.
US_INDICES: Final = frozenset({"S&P 100", "S&P 500", "S&P 600", "DOW JONES", "NASDAQ 100"})
#: Two European indices also give suffix-less symbols: some repeat one of the company's
#: Frankfurt, London or OTC tickers (then they are that listing), the others are the home
#: exchange's ticker (Paris for the CAC Mid 60: BB, ELIS, VIV, …).
INDEX_HOME_MIC: Final[Mapping[str, str]] = {"SDAX": "XETR", "CAC Mid 60": "XPAR"}

US_MICS: Final = frozenset({"XNYS", "XNAS", "XASE", "ARCX", "BATS", "OTCM"})

#: Venues that quote in one currency only: it fills a currency the source leaves out (primary
#: symbols have none) and replaces a different one (an error of the source).
MIC_CURRENCY: Final[Mapping[str, str]] = {
    "XFRA": "EUR",
    "XETR": "EUR",
    "XPAR": "EUR",
    "XAMS": "EUR",
    "XBRU": "EUR",
    "XMAD": "EUR",
    "XMIL": "EUR",
    "XHEL": "EUR",
    "XTKS": "JPY",
    "XSTO": "SEK",
    "MISX": "RUB",
    "XNYS": "USD",
    "XNAS": "USD",
    "XASE": "USD",
    "ARCX": "USD",
    "BATS": "USD",
    "OTCM": "USD",
    US_COMPOSITE: "USD",
}

_ISIN_SHAPE: Final = re.compile(r"^[A-Z]{2}[A-Z0-9]{9}[0-9]$")
_TICKER_SHAPE: Final = re.compile(r"^[A-Z0-9][A-Z0-9.\-&]*$")
#: "NYSE : BF.B", "Nasdaq: GOOG" in the traded-as text, with what follows (a period or class).
_TRADED_AS: Final = re.compile(
    r"\b(NYSE American|NYSE Arca|NYSE|Nasdaq|NASDAQ|AMEX|CBOE)\s*:\s*"
    r"([A-Z][A-Z0-9]*(?:\.[A-Z]{1,2})?)\b"
    r"\s*(\([^)]*\))?"
)
#: A parenthesis after a traded-as ticker that says the listing has ended: '(until 2010)',
#: '(2015–2025)'; '(2024–present)' and '(… again since 1991)' are current.
_HISTORICAL: Final = re.compile(r"until|\d{4}\s*[-–]\s*\d{4}")
_CURRENT: Final = re.compile(r"present|since", re.IGNORECASE)


@dataclass(frozen=True)
class Quote:
    """A ticker read from one source symbol; `mic` None means "a US venue, which one unknown"."""

    ticker: str
    mic: str | None


def _normalise_ticker(ticker: str, mic: str | None) -> str:
    """Yahoo writes class suffixes with '-' (BRK-B, BT-A.L); US venues and LSE use '.'."""
    if mic is None or mic in US_MICS or mic == "XLON":
        return ticker.replace("-", ".")
    return ticker


def parse_yahoo(symbol: str) -> tuple[Quote | None, str | None]:
    """A Yahoo symbol → (quote, problem): 'VOW3.DE' → VOW3 on XETR, 'BRK-B' → BRK.B (US).

    A one-letter suffix that is no exchange is a US share class ('BF.B', 'MOG.A'), not a venue.
    """
    symbol = symbol.strip().upper()
    if not symbol or symbol == "-":
        return None, None
    ticker, mic = symbol, None
    if "." in symbol:
        base, suffix = symbol.rsplit(".", 1)
        if suffix in YAHOO_SUFFIX_MIC:
            ticker, mic = base, YAHOO_SUFFIX_MIC[suffix]
            inner = base.rsplit(".", 1)
            if len(inner) == 2 and inner[1] in YAHOO_SUFFIX_MIC:
                return None, f"yahoo symbol {symbol!r} has two exchange suffixes"
        elif len(suffix) != 1:
            return None, f"yahoo symbol {symbol!r} has an unknown exchange suffix .{suffix}"
    return _quote(ticker, mic, f"yahoo symbol {symbol!r}")


def parse_google(symbol: str) -> tuple[Quote | None, str | None]:
    """A Google symbol → (quote, problem): 'FRA:VOW3' → VOW3 on XFRA, 'NYSE:BRK.B' → BRK.B.

    Without a prefix the source repeats the Yahoo form ('AOS', 'UCG.MI'), read as such.
    """
    symbol = symbol.strip().upper()
    if not symbol or symbol == "-":
        return None, None
    if ":" not in symbol:
        return parse_yahoo(symbol)
    prefix, ticker = symbol.split(":", 1)
    mic = GOOGLE_PREFIX_MIC.get(prefix)
    if mic is None:
        return None, f"google symbol {symbol!r} has an unknown exchange prefix {prefix}"
    return _quote(ticker, mic, f"google symbol {symbol!r}")


def _quote(ticker: str, mic: str | None, what: str) -> tuple[Quote | None, str | None]:
    ticker = _normalise_ticker(ticker, mic)
    if _ISIN_SHAPE.match(ticker):
        return None, f"{what} is an ISIN, not a ticker"
    if not _TICKER_SHAPE.match(ticker):
        return None, f"{what} is not a ticker"
    return Quote(ticker, mic), None


def combine_quotes(
    yahoo: Quote | None, google: Quote | None, label: str
) -> tuple[Quote | None, str | None]:
    """One listing from a source symbol's Yahoo and Google forms, or why they contradict."""
    if yahoo is None or google is None:
        return yahoo or google, None
    if yahoo.ticker != google.ticker:
        return (
            None,
            f"{label}: yahoo ticker {yahoo.ticker} and google ticker {google.ticker} differ",
        )
    if yahoo.mic is None:
        if google.mic is not None and google.mic not in US_MICS:
            return None, f"{label}: yahoo says a US venue, google says {google.mic}"
        return google, None
    if google.mic is not None and google.mic != yahoo.mic:
        return None, f"{label}: yahoo says {yahoo.mic}, google says {google.mic}"
    return yahoo, None


def traded_as_claims(text: str) -> dict[str, set[str]]:
    """Current US listings named in a 'traded as' text: ticker → MICs ('NYSE : AOS' → XNYS)."""
    claims: dict[str, set[str]] = defaultdict(set)
    for match in _TRADED_AS.finditer(text):
        exchange, ticker, note = match.group(1), match.group(2), match.group(3) or ""
        if _HISTORICAL.search(note) and not _CURRENT.search(note):
            continue
        claims[ticker].add(TRADED_AS_MIC[exchange.upper()])
    return claims


# --- the source -------------------------------------------------------------------------------


@dataclass(frozen=True)
class SourceSymbol:
    yahoo: str
    google: str
    currency: str | None


@dataclass(frozen=True)
class PrimarySymbol:
    """The Yahoo-style symbol an index gives a company (its home listing, in principle)."""

    index: str
    symbol: str


@dataclass
class SourceCompany:
    """Everything pytickersymbols says about one company name, over all indices that list it.

    The package's `get_all_stocks()` keeps the first index's record of a name; other indices
    carry the same company with other primary symbols, so their records are merged here.
    """

    name: str
    countries: list[str] = field(default_factory=list)
    industries: list[str] = field(default_factory=list)
    isins: list[str] = field(default_factory=list)
    symbols: list[SourceSymbol] = field(default_factory=list)
    primary_symbols: list[PrimarySymbol] = field(default_factory=list)
    traded_as: list[str] = field(default_factory=list)


def _add(values: list[Any], value: Any) -> None:
    if value not in values:
        values.append(value)


def source_companies(records: Iterable[tuple[str, Mapping[str, Any]]]) -> list[SourceCompany]:
    """Group raw (index, record) pairs by company name (in the order given), merging fields."""
    companies: dict[str, SourceCompany] = {}
    for index, record in records:
        name = str(record.get("name") or "").strip()
        if not name:
            continue
        company = companies.setdefault(name, SourceCompany(name))
        if record.get("country"):
            company.countries.append(str(record["country"]))  # one per index: a vote
        for industry in record.get("industries") or []:
            if industry and str(industry).strip():
                _add(company.industries, str(industry).strip())
        for isin in record.get("isins") or []:
            if isin:
                _add(company.isins, str(isin))
        for sym in record.get("symbols") or []:
            currency = sym.get("currency")
            entry = SourceSymbol(
                yahoo=str(sym.get("yahoo") or ""),
                google=str(sym.get("google") or ""),
                currency=str(currency).strip().upper() if currency else None,
            )
            _add(company.symbols, entry)
        if record.get("symbol"):
            _add(company.primary_symbols, PrimarySymbol(index, str(record["symbol"])))
        traded_as = (record.get("metadata") or {}).get("traded_as")
        if traded_as:
            _add(company.traded_as, str(traded_as))
    return list(companies.values())


def read_pytickersymbols() -> tuple[str, list[SourceCompany]]:
    """The installed pytickersymbols' version and companies (every index, in its order)."""
    try:
        from pytickersymbols import PyTickerSymbols  # type: ignore[import-untyped]
    except ImportError as exc:  # pragma: no cover - the dev group installs it
        raise BuildError(
            "pytickersymbols is not installed; run `make install` (root pyproject dev group)"
        ) from exc
    source = PyTickerSymbols()
    known = {str(stock.get("name") or "") for stock in source.get_all_stocks()}
    records = [
        (str(index), stock)
        for index in source.get_all_indices()
        for stock in source.get_stocks_by_index(index)
        if stock.get("name") in known
    ]
    return metadata.version(SOURCE_PACKAGE), source_companies(records)


# --- curated.yaml -----------------------------------------------------------------------------


class _Curated(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class CuratedInstrument(Instrument):
    """An instrument in curated.yaml: `id` for instrument_id; validated as `Instrument`."""

    model_config = ConfigDict(populate_by_name=True)

    instrument_id: str = Field(validation_alias=AliasChoices("id", "instrument_id"))


class CuratedEntity(Entity):
    """An entity in curated.yaml: `id` for entity_id, and `match_name` to merge with a company."""

    model_config = ConfigDict(populate_by_name=True)

    entity_id: str = Field(validation_alias=AliasChoices("id", "entity_id"))
    match_name: str | None = None
    instruments: tuple[CuratedInstrument, ...] = ()


class CuratedRelation(Relation):
    """A relation in curated.yaml: `from`, `to` and `source` for source_id, target_id, note."""

    model_config = ConfigDict(populate_by_name=True)

    source_id: str = Field(validation_alias=AliasChoices("from", "source_id"))
    target_id: str = Field(validation_alias=AliasChoices("to", "target_id"))
    note: str = Field(default="", validation_alias=AliasChoices("source", "note"))


CORRECTION_ACTIONS: Final = ("drop_isin", "drop_symbol", "set_country", "set_name")


class CuratedCorrection(_Curated):
    """A value of the source known to be wrong, fixed before merging: one action per entry.

    `match_name` is the company's name as pytickersymbols spells it (before any `set_name`).
    `drop_symbol` removes a Yahoo or Google symbol (or an index's primary symbol) equal to it.
    """

    match_name: str
    drop_isin: str | None = None
    drop_symbol: str | None = None
    set_country: str | None = Field(default=None, pattern=r"^[A-Z]{2}$")
    set_name: str | None = Field(default=None, min_length=1)
    reason: str = Field(min_length=1)

    @model_validator(mode="before")
    @classmethod
    def _canonical(cls, data: object) -> object:
        if isinstance(data, dict) and isinstance(data.get("drop_isin"), str):
            return {**data, "drop_isin": normalise_identifier("ISIN", data["drop_isin"])}
        return data

    @model_validator(mode="after")
    def _one_action(self) -> CuratedCorrection:
        given = [a for a in CORRECTION_ACTIONS if getattr(self, a) is not None]
        if len(given) != 1:
            raise ValueError(
                f"give exactly one of {', '.join(CORRECTION_ACTIONS)} per correction, got "
                f"{given or 'none'}"
            )
        return self


class CuratedFile(_Curated):
    version: Literal[1]
    entities: tuple[CuratedEntity, ...] = ()
    relations: tuple[CuratedRelation, ...] = ()
    corrections: tuple[CuratedCorrection, ...] = ()


def _entry_label(raw: Mapping[str, Any], loc: Sequence[int | str]) -> str:
    """'entities[3] (ent_meta_platforms)' for an error location, naming the entry's id."""
    if len(loc) >= 2 and isinstance(loc[1], int):
        section, index = str(loc[0]), loc[1]
        items = raw.get(section)
        label = f"{section}[{index}]"
        if isinstance(items, list) and index < len(items) and isinstance(items[index], dict):
            item = items[index]
            ident = item.get("id") or item.get("match_name")
            if "from" in item or "to" in item:
                ident = f"{item.get('type')} {item.get('from')} → {item.get('to')}"
            if ident:
                label += f" ({ident})"
        rest = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc[2:])
        return label + (f": {rest.lstrip('.')}" if rest else "")
    return ".".join(str(p) for p in loc) or "(top level)"


def parse_curated(raw: object, origin: str) -> CuratedFile:
    """Validate curated.yaml's content; every problem named by entry and field."""
    if not isinstance(raw, dict):
        raise BuildError(f"{origin}: expected a mapping with version, entities, relations")
    try:
        curated = CuratedFile.model_validate(raw)
    except ValidationError as exc:
        lines = [
            f"  {_entry_label(raw, err['loc'])}: {err['msg'].removeprefix('Value error, ')}"
            for err in exc.errors(include_url=False)
        ]
        raise BuildError(f"{origin} is invalid:\n" + "\n".join(lines)) from None
    problems: list[str] = []
    for section, ids in (
        ("entities", [e.entity_id for e in curated.entities]),
        ("instruments", [i.instrument_id for e in curated.entities for i in e.instruments]),
    ):
        for ident, count in sorted(Counter(ids).items()):
            if count > 1:
                problems.append(f"  {section}: id {ident} is defined {count} times")
    if problems:
        raise BuildError(f"{origin} is invalid:\n" + "\n".join(problems))
    return curated


def load_curated(path: Path | None) -> tuple[CuratedFile | None, bytes]:
    """curated.yaml parsed and validated, with its bytes (for the input hash); None if absent."""
    if path is None or not path.is_file():
        return None, b""
    import yaml

    content = path.read_bytes()
    try:
        raw = yaml.safe_load(content)
    except yaml.YAMLError as exc:
        raise BuildError(f"{path.name} is not valid YAML: {exc}") from None
    return parse_curated(raw, path.name), content


# --- generation -------------------------------------------------------------------------------


class Warnings:
    """Values dropped or not understood, as sorted 'subject: what and why' lines."""

    def __init__(self) -> None:
        self._lines: set[str] = set()

    def add(self, subject: str, message: str) -> None:
        self._lines.add(f"{subject}: {message}")

    def sorted(self) -> list[str]:
        return sorted(self._lines)


@dataclass(frozen=True)
class DraftListing:
    ticker: str
    mic: str
    currency: str | None


@dataclass
class Draft:
    """A source company on its way to an `Entity`."""

    company: SourceCompany
    country: str | None
    isins: list[str]
    listings: list[DraftListing]


def company_country(company: SourceCompany, isins: Sequence[str], warnings: Warnings) -> str | None:
    """The company's country: the source's field, else the ISIN prefix when it is telling.

    When indices disagree, the value most of them give wins; a tie goes to the one an ISIN
    prefix confirms, else to the first index's. The ISIN fallback needs every ISIN to share a
    prefix that is a country; a US prefix counts only when the company's home listing is in the
    US (a US ISIN on a London-listed company is an ADR or a bond, not a domicile).
    """
    votes: Counter[str] = Counter()
    for raw in company.countries:
        code, problem = country_code(raw)
        if problem:
            warnings.add(company.name, problem)
        if code:
            votes[code] += 1
    if votes:
        top = max(votes.values())
        tied = [code for code, n in votes.items() if n == top]  # in first-index order
        confirmed = [code for code in tied if code in {i[:2] for i in isins}]
        winner = confirmed[0] if len(confirmed) == 1 else tied[0]
        if len(votes) > 1:
            warnings.add(
                company.name, f"indices disagree on the country {dict(votes)}; kept {winner}"
            )
        return winner
    prefixes = {isin[:2] for isin in isins}
    if len(prefixes) == 1:
        prefix = prefixes.pop()
        quotes = [parse_yahoo(p.symbol)[0] for p in company.primary_symbols]
        foreign = [q for q in quotes if q and q.mic is not None and q.mic not in US_MICS]
        if prefix in _COUNTRY_SET and not (prefix == "US" and foreign):
            warnings.add(company.name, f"no country given; {prefix} taken from the ISIN prefix")
            return prefix
    warnings.add(company.name, "no country given and none derivable; country left empty")
    return None


def company_isins(company: SourceCompany, warnings: Warnings) -> list[str]:
    """The company's valid ISINs, sorted; invalid ones are dropped with a warning."""
    valid: set[str] = set()
    for raw in company.isins:
        isin = normalise_identifier("ISIN", raw)
        if isin_is_valid(isin):
            valid.add(isin)
        else:
            warnings.add(company.name, f"ISIN {raw!r} dropped: invalid check digit or shape")
    return sorted(valid)


def company_listings(company: SourceCompany, warnings: Warnings) -> list[DraftListing]:
    """The company's listings from its source symbols and primary symbols, deduplicated.

    An index's primary symbol without a suffix is a US ticker only in a US index (see
    INDEX_HOME_MIC for the others). A US symbol carries no venue in Yahoo's form; the venue
    comes from a Google prefix of the same ticker, else from the 'traded as' text when it names
    exactly one current US venue for that ticker, else from an index that admits one exchange
    only (the Nasdaq-100). Otherwise the source says only that the ticker trades on a US
    exchange, and the listing is kept on the US composite market (`US_COMPOSITE`) with a
    warning: NYSE and Nasdaq both list four-letter tickers, so no exchange would be right often
    enough to name one.
    """
    name = company.name
    found: list[tuple[Quote, str | None]] = []
    for sym in company.symbols:
        label = f"symbol {sym.yahoo or '-'}/{sym.google or '-'}"
        yahoo, problem_y = parse_yahoo(sym.yahoo)
        google, problem_g = parse_google(sym.google)
        for problem in (problem_y, problem_g):
            if problem:
                warnings.add(name, f"{problem}; listing dropped")
        if problem_y or problem_g:
            continue
        quote, conflict = combine_quotes(yahoo, google, label)
        if conflict:
            warnings.add(name, f"{conflict}; listing dropped")
        elif quote:
            found.append((quote, sym.currency))
    for primary in company.primary_symbols:
        quote, problem = parse_yahoo(primary.symbol)
        if problem:
            warnings.add(name, f"primary {problem}; listing dropped")
        elif quote and (quote.mic is not None or primary.index in US_INDICES):
            found.append((quote, None))
        elif quote and not any(q.ticker == quote.ticker for q, _ in found):
            home = INDEX_HOME_MIC.get(primary.index)
            if home:
                found.append((Quote(quote.ticker, home), None))
            else:
                warnings.add(
                    name,
                    f"{primary.index} gives symbol {primary.symbol} without an exchange suffix; "
                    "dropped",
                )

    us_venues: dict[str, set[str]] = defaultdict(set)
    for quote, _ in found:
        if quote.mic in US_MICS:
            us_venues[quote.ticker].add(quote.mic)
    claims: dict[str, set[str]] = defaultdict(set)
    for text in company.traded_as:
        for ticker, mics in traded_as_claims(text).items():
            claims[ticker] |= mics

    by_key: dict[tuple[str, str], set[str]] = defaultdict(set)
    indexed: dict[str, set[str]] = defaultdict(set)
    for primary in company.primary_symbols:
        quote_in_index = parse_yahoo(primary.symbol)[0]
        if primary.index in SINGLE_VENUE_INDICES and quote_in_index is not None:
            indexed[quote_in_index.ticker].add(SINGLE_VENUE_INDICES[primary.index])
    for quote, currency in found:
        mic = quote.mic
        if mic is None:
            known = (
                us_venues.get(quote.ticker)
                or claims.get(quote.ticker)
                or indexed.get(quote.ticker)
                or set()
            )
            if len(known) != 1:
                why = (
                    f"named on several ({', '.join(sorted(known))})"
                    if known
                    else "no google prefix, no exchange in the 'traded as' text"
                )
                warnings.add(
                    name,
                    f"US ticker {quote.ticker}: exchange unknown ({why}); kept on the US "
                    f"composite market ({US_COMPOSITE})",
                )
                known = {US_COMPOSITE}
            mic = next(iter(known))
        venue_currency = MIC_CURRENCY.get(mic)
        if currency and venue_currency and currency != venue_currency:
            warnings.add(
                name,
                f"{quote.ticker} on {mic}: currency {currency} replaced by {venue_currency}, "
                f"the only currency {mic} trades in",
            )
        currency = venue_currency or currency
        by_key[(quote.ticker, mic)].update([currency] if currency else [])

    listings: list[DraftListing] = []
    for (ticker, mic), currencies in sorted(by_key.items()):
        if len(currencies) > 1:
            warnings.add(name, f"{ticker} on {mic}: currencies {sorted(currencies)}; left empty")
        currency = next(iter(currencies)) if len(currencies) == 1 else None
        listings.append(DraftListing(ticker, mic, currency))
    return listings


@dataclass
class Corrected:
    """What corrections changed beyond removing values: names and countries."""

    renamed: dict[str, str] = field(default_factory=dict)  # source name → corrected name
    countries: dict[str, str] = field(default_factory=dict)  # corrected name → country code


def apply_corrections(
    companies: Sequence[SourceCompany], corrections: Sequence[CuratedCorrection]
) -> Corrected:
    """Fix values known to be wrong, in place; a correction that matches nothing fails the build.

    A correction that no longer applies (the value is gone from the source) is an error rather
    than a no-op, so that a new pytickersymbols release gets its corrections reviewed.
    """
    by_name = {c.name: c for c in companies}
    corrected = Corrected()
    countries: dict[int, str] = {}
    for index, correction in enumerate(corrections):
        label = f"{CURATED_FILE}: corrections[{index}] ({correction.match_name})"
        company = by_name.get(correction.match_name)
        if company is None:
            raise BuildError(f"{label}: match_name names no pytickersymbols company")
        if correction.drop_isin is not None:
            kept = [
                i for i in company.isins if normalise_identifier("ISIN", i) != correction.drop_isin
            ]
            if len(kept) == len(company.isins):
                raise BuildError(
                    f"{label}: drop_isin {correction.drop_isin} is not among the company's "
                    f"ISINs {company.isins} (stale correction? remove it)"
                )
            company.isins = kept
        elif correction.drop_symbol is not None:
            symbol = correction.drop_symbol.strip().upper()
            dropped = [s for s in company.symbols if symbol in (s.yahoo.upper(), s.google.upper())]
            symbols = [s for s in company.symbols if s not in dropped]
            # An index's suffix-less copy of a dropped symbol ('SMIN' for SMIN.L) goes with it;
            # left alone it would no longer match a listing and be read as a home-exchange ticker.
            copies = {symbol} | {q.ticker for s in dropped for q in _quotes(s)}
            primaries = [
                p
                for p in company.primary_symbols
                if p.symbol.upper() != symbol
                and not (p.index not in US_INDICES and "." not in p.symbol and p.symbol in copies)
            ]
            if len(symbols) + len(primaries) == len(company.symbols) + len(company.primary_symbols):
                raise BuildError(
                    f"{label}: drop_symbol {correction.drop_symbol} is not among the company's "
                    "yahoo, google or primary symbols (stale correction? remove it)"
                )
            company.symbols, company.primary_symbols = symbols, primaries
        elif correction.set_country is not None:
            countries[id(company)] = correction.set_country
        elif correction.set_name is not None:
            clash = [c.name for c in companies if c.name == correction.set_name]
            if clash:
                raise BuildError(
                    f"{label}: set_name {correction.set_name!r} is already a company's name"
                )
            corrected.renamed[correction.match_name] = correction.set_name
            company.name = correction.set_name
    corrected.countries = {c.name: countries[id(c)] for c in companies if id(c) in countries}
    return corrected


def _quotes(symbol: SourceSymbol) -> list[Quote]:
    return [q for q in (parse_yahoo(symbol.yahoo)[0], parse_google(symbol.google)[0]) if q]


def assign_ids(drafts: Sequence[Draft], warnings: Warnings) -> dict[str, Draft]:
    """Entity ids from names; names that share a slug get their country code (or a number)."""
    by_slug: dict[str, list[Draft]] = defaultdict(list)
    for draft in drafts:
        slug = slugify(draft.company.name)
        if len(slug) < 2:
            warnings.add(draft.company.name, "name has no usable id stem; company skipped")
            continue
        by_slug[slug].append(draft)
    ids: dict[str, Draft] = {}

    def claim(entity_id: str, draft: Draft) -> None:
        if entity_id in ids:
            raise BuildError(
                f"entity id {entity_id} of {draft.company.name!r} is already that of "
                f"{ids[entity_id].company.name!r}; extend the disambiguation in assign_ids"
            )
        ids[entity_id] = draft

    for slug, group in sorted(by_slug.items()):
        if len(group) == 1:
            claim(f"ent_{slug}", group[0])
            continue
        group = sorted(group, key=lambda d: d.company.name)
        countries = [d.country for d in group]
        unique = None not in countries and len(set(countries)) == len(countries)
        for number, draft in enumerate(group, start=1):
            suffix = (draft.country or "").lower() if unique else str(number)
            entity_id = f"ent_{slug}_{suffix}"
            claim(entity_id, draft)
            warnings.add(
                draft.company.name,
                f"id ent_{slug} is shared by {[d.company.name for d in group]}; "
                f"this one is {entity_id}",
            )
    return ids


def generated_instruments(
    slug: str, isins: Sequence[str], listings: Sequence[Listing]
) -> list[Instrument]:
    """One instrument per ISIN; with several ISINs the listings go to a share-class-less one.

    The source does not say which ticker trades which of several ISINs (Alphabet A or C, an
    ordinary share or its ADR), so listings are attached to an ISIN only when there is one.
    """
    if len(isins) == 1:
        return [Instrument(instrument_id=f"ins_{slug}", isin=isins[0], listings=tuple(listings))]
    instruments = [
        Instrument(instrument_id=f"ins_{slug}_{isin.lower()}", isin=isin) for isin in isins
    ]
    if listings:
        suffix = "_listed" if isins else ""
        instruments.append(
            Instrument(instrument_id=f"ins_{slug}{suffix}", listings=tuple(listings))
        )
    return instruments


def _sorted_listings(listings: Iterable[Listing]) -> tuple[Listing, ...]:
    return tuple(sorted(listings, key=lambda x: (x.mic, x.ticker, x.valid_from or date.min)))


def merge_entity(
    curated: CuratedEntity,
    draft: Draft | None,
    generated: Entity | None,
    source: str,
) -> Entity:
    """A curated entity, merged with its generated counterpart when there is one.

    Curated id, name, kind, country, names, identifiers, defunct_from and source win; the
    source's name becomes an alias and its industries are kept. Curated instruments replace
    generated ones with the same ISIN; a generated listing that a curated instrument also lists
    gives way to the curated, dated one; every other generated listing stays — with the curated
    instrument of the same ISIN if that is the entity's only instrument (the share class is then
    not in doubt), else on an `ins_<slug>_listed` instrument of unknown share class.
    """
    curated_instruments = [
        Instrument(
            instrument_id=i.instrument_id,
            type=i.type,
            share_class=i.share_class,
            isin=i.isin,
            listings=_sorted_listings(i.listings),
        )
        for i in curated.instruments
    ]
    names = list(curated.names)
    if generated is None or draft is None:
        return Entity(
            entity_id=curated.entity_id,
            name=curated.name,
            kind=curated.kind,
            country=curated.country,
            industries=tuple(sorted(set(curated.industries))),
            names=tuple(names),
            identifiers=curated.identifiers,
            instruments=tuple(sorted(curated_instruments, key=lambda i: i.instrument_id)),
            defunct_from=curated.defunct_from,
            source=curated.source,
        )
    if generated.name != curated.name and all(n.name != generated.name for n in names):
        names.append(EntityName(name=generated.name, kind="alias", source=source))

    curated_keys = {(x.ticker, x.mic) for i in curated_instruments for x in i.listings}
    curated_isins = {i.isin: i for i in curated_instruments if i.isin}
    slug = curated.entity_id.removeprefix("ent_")
    kept: list[Instrument] = []
    carried: dict[str, list[Listing]] = defaultdict(list)  # curated instrument id → listings
    unplaced: list[Listing] = []
    for instrument in generated.instruments:
        leftover = [x for x in instrument.listings if (x.ticker, x.mic) not in curated_keys]
        target = curated_isins.get(instrument.isin) if instrument.isin else None
        if target is not None:
            if len(curated_instruments) == 1:
                carried[target.instrument_id].extend(leftover)
            else:
                unplaced.extend(leftover)
        elif instrument.isin or leftover:
            kept.append(instrument.model_copy(update={"listings": tuple(leftover)}))
    instruments = [
        i.model_copy(
            update={"listings": _sorted_listings([*i.listings, *carried[i.instrument_id]])}
        )
        for i in curated_instruments
    ]
    listed_id = f"ins_{slug}_listed"
    for instrument in kept:
        if instrument.instrument_id == listed_id:
            unplaced.extend(instrument.listings)
        else:
            instruments.append(instrument)
    if unplaced:
        instruments.append(Instrument(instrument_id=listed_id, listings=_sorted_listings(unplaced)))
    return Entity(
        entity_id=curated.entity_id,
        name=curated.name,
        kind=curated.kind,
        country=curated.country or generated.country,
        industries=tuple(sorted({*generated.industries, *curated.industries})),
        names=tuple(names),
        identifiers=curated.identifiers,
        instruments=tuple(sorted(instruments, key=lambda i: i.instrument_id)),
        defunct_from=curated.defunct_from,
        source=curated.source or generated.source,
    )


def _rename_instruments(entity: Entity, old_slug: str) -> Entity:
    """Generated instrument ids follow the entity id, also when curated.yaml renamed it."""
    new_slug = entity.entity_id.removeprefix("ent_")
    if new_slug == old_slug:
        return entity
    renamed = tuple(
        i.model_copy(
            update={"instrument_id": f"ins_{new_slug}" + i.instrument_id[4 + len(old_slug) :]}
        )
        for i in entity.instruments
    )
    return entity.model_copy(update={"instruments": renamed})


@dataclass(frozen=True)
class Built:
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]
    warnings: list[str]
    stats: dict[str, int]


def build(companies: Sequence[SourceCompany], curated: CuratedFile | None, source: str) -> Built:
    """The graph from source companies and curated data; pure (no I/O)."""
    warnings = Warnings()
    curated = curated or CuratedFile(version=1)
    companies = copy.deepcopy(list(companies))  # corrections edit them; the caller's stay intact
    corrected = apply_corrections(companies, curated.corrections)

    drafts: list[Draft] = []
    for company in companies:
        isins = company_isins(company, warnings)
        listings = company_listings(company, warnings)
        country = corrected.countries.get(company.name) or company_country(company, isins, warnings)
        drafts.append(Draft(company, country, isins, listings))
    ids = assign_ids(drafts, warnings)

    generated: dict[str, Entity] = {}
    draft_of: dict[str, Draft] = {}
    for entity_id, draft in ids.items():
        slug = entity_id.removeprefix("ent_")
        quoted = [
            Listing(ticker=x.ticker, mic=x.mic, currency=x.currency, source=source)
            for x in draft.listings
        ]
        generated[entity_id] = Entity(
            entity_id=entity_id,
            name=draft.company.name,
            country=draft.country,
            industries=tuple(sorted(set(draft.company.industries))),
            instruments=tuple(generated_instruments(slug, draft.isins, _sorted_listings(quoted))),
            source=source,
        )
        draft_of[entity_id] = draft

    by_isin: dict[str, list[str]] = defaultdict(list)
    by_name: dict[str, str] = {}
    for entity_id, entity in generated.items():
        for isin in entity.isins():
            by_isin[isin].append(entity_id)
        by_name[entity.name] = entity_id
    for original, renamed in corrected.renamed.items():
        by_name.setdefault(original, by_name[renamed])
    for isin, holders in sorted(by_isin.items()):
        if len(holders) > 1:
            warnings.add(isin, f"ISIN listed for several companies {sorted(holders)}")

    entities: dict[str, Entity] = {}
    merged_with: dict[str, str] = {}
    new_count = 0
    for index, entry in enumerate(curated.entities):
        label = f"{CURATED_FILE}: entities[{index}] ({entry.entity_id})"
        matches = sorted({h for i in entry.isins() for h in by_isin.get(i, [])})
        if len(matches) > 1:
            raise BuildError(
                f"{label}: instruments' ISINs belong to different pytickersymbols companies "
                f"{matches}; split the entry or add a correction"
            )
        target = matches[0] if matches else None
        if entry.match_name is not None:
            named = by_name.get(entry.match_name)
            if named is None:
                raise BuildError(
                    f"{label}: match_name {entry.match_name!r} names no pytickersymbols company"
                )
            if target is not None and target != named:
                raise BuildError(
                    f"{label}: match_name {entry.match_name!r} is {named}, but the ISINs "
                    f"belong to {target}"
                )
            target = named
        if target is not None:
            if target in merged_with:
                raise BuildError(
                    f"{label}: merges with {target}, which {merged_with[target]} already merged"
                )
            merged_with[target] = entry.entity_id
            source_entity = _rename_instruments(
                generated[target].model_copy(update={"entity_id": entry.entity_id}),
                target.removeprefix("ent_"),
            )
            entity = merge_entity(entry, draft_of[target], source_entity, source)
        else:
            new_count += 1
            entity = merge_entity(entry, None, None, source)
        entities[entity.entity_id] = entity

    for entity_id, entity in generated.items():
        if entity_id in merged_with:
            continue
        if entity_id in entities:
            raise BuildError(
                f"{CURATED_FILE}: entity id {entity_id} is also the generated id of "
                f"pytickersymbols company {entity.name!r}, which it does not merge with; "
                "give it match_name or another id"
            )
        entities[entity_id] = entity

    instrument_ids = Counter(i.instrument_id for e in entities.values() for i in e.instruments)
    duplicates = sorted(i for i, n in instrument_ids.items() if n > 1)
    if duplicates:
        raise BuildError(f"instrument ids used more than once: {duplicates}")

    relations: list[Relation] = []
    for index, rel in enumerate(curated.relations):
        for end, value in (("from", rel.source_id), ("to", rel.target_id)):
            if value not in entities:
                raise BuildError(
                    f"{CURATED_FILE}: relations[{index}] ({rel.type} {rel.source_id} → "
                    f"{rel.target_id}): {end}: unknown entity id {value}"
                )
        relations.append(Relation.model_validate(rel.model_dump()))
    keys = Counter((r.source_id, r.type, r.target_id, r.valid_from) for r in relations)
    repeated = sorted(str(k) for k, n in keys.items() if n > 1)
    if repeated:
        raise BuildError(f"{CURATED_FILE}: relations repeated: {repeated}")

    _warn_shared_listings(entities.values(), warnings)
    ordered = tuple(entities[k] for k in sorted(entities))
    relations.sort(key=lambda r: (r.source_id, r.type, r.target_id, r.valid_from or date.min))
    stats = {
        "source_companies": len(companies),
        "curated_entities": len(curated.entities),
        "curated_merged": len(merged_with),
        "curated_new": new_count,
        "curated_relations": len(curated.relations),
        "curated_corrections": len(curated.corrections),
    }
    return Built(ordered, tuple(relations), warnings.sorted(), stats)


def _warn_shared_listings(entities: Iterable[Entity], warnings: Warnings) -> None:
    """A (ticker, MIC) held by two entities at overlapping times: fine only if it is dated."""
    holders: dict[tuple[str, str], list[tuple[str, Listing]]] = defaultdict(list)
    for entity in entities:
        for instrument in entity.instruments:
            for listing in instrument.listings:
                holders[(listing.ticker, listing.mic)].append((entity.entity_id, listing))
    for (ticker, mic), found in sorted(holders.items()):
        owners = sorted({e for e, _ in found})
        if len(owners) < 2:
            continue
        overlapping = any(
            a_id != b_id and _overlap(a, b)
            for i, (a_id, a) in enumerate(found)
            for b_id, b in found[i + 1 :]
        )
        if overlapping:
            warnings.add(f"{ticker} on {mic}", f"listed for several entities at once {owners}")


def _overlap(a: Listing, b: Listing) -> bool:
    start = max(a.valid_from or date.min, b.valid_from or date.min)
    end = min(a.valid_to or date.max, b.valid_to or date.max)
    return start <= end


# --- files ------------------------------------------------------------------------------------


def _jsonl(models: Iterable[BaseModel]) -> bytes:
    return "".join(m.model_dump_json(exclude_defaults=True) + "\n" for m in models).encode()


def render(built: Built, *, source_version: str, input_sha256: str, curated_present: bool) -> Files:
    """The three output files, byte for byte."""
    entities = _jsonl(built.entities)
    relations = _jsonl(built.relations)
    output_sha = hashlib.sha256(
        ENTITIES_FILE.encode() + b"\0" + entities + RELATIONS_FILE.encode() + b"\0" + relations
    ).hexdigest()
    instruments = [i for e in built.entities for i in e.instruments]
    counts = {
        "entities": len(built.entities),
        "instruments": len(instruments),
        "listings": sum(len(i.listings) for i in instruments),
        "names": sum(len(e.names) for e in built.entities),
        "identifiers": sum(len(e.identifiers) for e in built.entities),
        "isins": sum(1 for i in instruments if i.isin),
        "relations": len(built.relations),
        **built.stats,
    }
    info = {
        "format": 1,
        "source": {"package": SOURCE_PACKAGE, "version": source_version},
        "curated": CURATED_FILE if curated_present else None,
        "inputs_sha256": input_sha256,
        "data_sha256": output_sha,
        "counts": dict(sorted(counts.items())),
        "warnings": built.warnings,
    }
    build_info = (json.dumps(info, indent=2, ensure_ascii=False, sort_keys=True) + "\n").encode()
    return {ENTITIES_FILE: entities, RELATIONS_FILE: relations, BUILD_INFO_FILE: build_info}


def input_hash(source_version: str, companies: Sequence[SourceCompany], curated: bytes) -> str:
    """sha256 over the source package version, its companies (canonical JSON) and curated.yaml."""
    canonical = json.dumps(
        [asdict(c) for c in companies], sort_keys=True, ensure_ascii=False, separators=(",", ":")
    )
    digest = hashlib.sha256()
    for part in (f"{SOURCE_PACKAGE} {source_version}".encode(), canonical.encode(), curated):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()


def generate(
    curated_path: Path | None,
    *,
    companies: Sequence[SourceCompany] | None = None,
    source_version: str | None = None,
) -> Files:
    """The output files for the installed pytickersymbols (or `companies`) and curated_path."""
    if companies is None:
        installed_version, companies = read_pytickersymbols()
        source_version = source_version or installed_version
    version = source_version or "unknown"
    curated, curated_bytes = load_curated(curated_path)
    built = build(companies, curated, f"{SOURCE_PACKAGE} {version}")
    return render(
        built,
        source_version=version,
        input_sha256=input_hash(version, companies, curated_bytes),
        curated_present=curated is not None,
    )


def differences(expected: Files, out_dir: Path) -> list[str]:
    """Files in `out_dir` that are missing or differ from `expected`, with a hint of how."""
    found: list[str] = []
    for name, content in sorted(expected.items()):
        path = out_dir / name
        if not path.is_file():
            found.append(f"missing: {name}")
            continue
        actual = path.read_bytes()
        if actual != content:
            new, old = content.decode().splitlines(), actual.decode(errors="replace").splitlines()
            first = next(
                (n for n, (a, b) in enumerate(zip(old, new, strict=False), 1) if a != b),
                min(len(old), len(new)) + 1,
            )
            found.append(f"stale: {name} (first difference at line {first})")
    return found


def write(files: Files, out_dir: Path) -> list[str]:
    """Write the files that changed; return their names."""
    out_dir.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, content in sorted(files.items()):
        path = out_dir / name
        if not path.is_file() or path.read_bytes() != content:
            path.write_bytes(content)
            changed.append(name)
    return changed


def main(argv: list[str] | None = None) -> int:
    """`make data` (write) and `make data-check` (verify, exit 1 when stale)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--check",
        action="store_true",
        help="build in memory and fail if the committed files differ",
    )
    parser.add_argument("--out-dir", type=Path, default=DATA_DIR, help="where the files go")
    parser.add_argument(
        "--curated", type=Path, default=None, help="curated YAML (default: <out-dir>/curated.yaml)"
    )
    args = parser.parse_args(argv)
    out_dir: Path = args.out_dir
    curated_path: Path = args.curated or out_dir / CURATED_FILE
    try:
        files = generate(curated_path)
    except BuildError as exc:
        print(f"build_reference_data: {exc}", file=sys.stderr)
        return 2
    info = json.loads(files[BUILD_INFO_FILE])
    summary = ", ".join(f"{k} {v}" for k, v in info["counts"].items() if k in _SUMMARY)
    if args.check:
        stale = differences(files, out_dir)
        if stale:
            print(f"reference data in {_display(out_dir)} is not current:", file=sys.stderr)
            for line in stale:
                print(f"  {line}", file=sys.stderr)
            print("fix: run `make data` and commit the result", file=sys.stderr)
            return 1
        print(f"reference data is current ({summary})")
        return 0
    changed = write(files, out_dir)
    print(
        f"reference data: {summary}; {len(info['warnings'])} warnings in {BUILD_INFO_FILE}; "
        + (f"wrote {', '.join(changed)}" if changed else "nothing changed")
    )
    return 0


_SUMMARY: Final = ("entities", "instruments", "listings", "names", "relations")


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


if __name__ == "__main__":
    sys.exit(main())
