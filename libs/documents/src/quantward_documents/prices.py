"""Real daily prices of the 20 US large caps that ship inside the `skfolio` wheel, keyed by entity.

The series are skfolio's S&P 500 sample (`skfolio.datasets.load_sp500_dataset`): *adjusted*
closes from 1990-01-02 to 2022-12-28, so returns are right across splits and dividends but the
levels are not the prices printed on those days (Apple's 2019 closes are a quarter of what the
tape showed). Anything that writes about these prices therefore states moves in percent, never
a dollar level.

Every tool takes entity ids, never tickers (DESIGN.md §1), so the tickers are mapped once to the
shipped knowledge graph: a ticker belongs to the entity whose listing on XNYS or XNAS carries it
on the last day of the data (a price vendor keys a series by the ticker it trades under today,
and tickers are reused). A ticker that maps to no entity or to several is an error that names
them, except the gaps listed in `KNOWN_UNMAPPED` with the reason and the fix.

Loading reads the gzipped CSV straight from the installed wheel, without importing skfolio
(whose import pulls scikit-learn and costs seconds), and is done once per process.
"""

from __future__ import annotations

import bisect
import csv
import gzip
import importlib.util
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cache
from pathlib import Path
from typing import Final, NamedTuple
from zoneinfo import ZoneInfo

from quantward_graph.model import GraphData
from quantward_graph.reference import load_reference_data

SKFOLIO_VERSION: Final = "1.12.2"
DATA_FILE: Final = "datasets/data/sp500_dataset.csv.gz"
US_MICS: Final = ("XNYS", "XNAS")
MARKET_TZ: Final = ZoneInfo("America/New_York")
MARKET_CLOSE: Final = time(16, 0)

#: Tickers of the dataset that the shipped graph does not carry, with why and what to do.
#: Their series are not served (there is no entity id to ask for them by); any other ticker
#: that fails to map stops the load.
KNOWN_UNMAPPED: Final[Mapping[str, str]] = {}


class PriceError(RuntimeError):
    """Prices are missing, do not map to the graph, or a date is outside the data."""


class PricePoint(NamedTuple):
    """One trading day's adjusted close."""

    day: date
    close: float


class PriceMove(NamedTuple):
    """The change between two closes: `change` is end / start - 1 (0.042 is +4.2 %)."""

    start: PricePoint
    end: PricePoint
    change: float


@dataclass(frozen=True, slots=True)
class _Table:
    days: tuple[date, ...]
    closes: Mapping[str, tuple[float, ...]]


def _skfolio_file() -> Path:
    """The dataset inside the installed wheel, located without importing skfolio."""
    spec = importlib.util.find_spec("skfolio")
    locations = list(spec.submodule_search_locations or []) if spec else []
    for location in locations:
        path = Path(location) / DATA_FILE
        if path.is_file():
            return path
    raise PriceError(
        f"skfolio's {DATA_FILE} is not installed; quantward-documents pins "
        f"skfolio=={SKFOLIO_VERSION} (run `make install`)"
    )


def _parse(raw: bytes) -> _Table:
    reader = csv.reader(io.StringIO(gzip.decompress(raw).decode("utf-8")))
    header = next(reader)
    tickers = header[1:]
    days: list[date] = []
    columns: list[list[float]] = [[] for _ in tickers]
    for number, row in enumerate(reader, start=2):
        if len(row) != len(header):
            raise PriceError(
                f"{DATA_FILE} line {number}: {len(row)} fields, expected {len(header)}"
            )
        days.append(date.fromisoformat(row[0]))
        for column, value in zip(columns, row[1:], strict=True):
            column.append(float(value))
    if days != sorted(days) or len(set(days)) != len(days):
        raise PriceError(f"{DATA_FILE}: dates are not strictly increasing")
    return _Table(
        days=tuple(days), closes={t: tuple(c) for t, c in zip(tickers, columns, strict=True)}
    )


def map_tickers(
    tickers: Sequence[str], graph: GraphData, on: date
) -> tuple[dict[str, str], dict[str, str]]:
    """Ticker → entity id by the graph's XNYS/XNAS listings valid on `on`.

    Returns (mapped, skipped); raises `PriceError` naming every ticker that maps to no entity
    or to several, unless it is a known gap in `KNOWN_UNMAPPED`.
    """
    holders: dict[str, set[str]] = {t: set() for t in tickers}
    for entity in graph.entities:
        for instrument in entity.instruments:
            for listing in instrument.listings:
                if listing.ticker in holders and listing.mic in US_MICS and listing.valid_on(on):
                    holders[listing.ticker].add(entity.entity_id)
    mapped: dict[str, str] = {}
    skipped: dict[str, str] = {}
    problems: list[str] = []
    for ticker in tickers:
        found = sorted(holders[ticker])
        if len(found) == 1:
            mapped[ticker] = found[0]
        elif not found and ticker in KNOWN_UNMAPPED:
            skipped[ticker] = KNOWN_UNMAPPED[ticker]
        elif not found:
            problems.append(f"{ticker}: no entity lists it on XNYS/XNAS on {on}")
        else:
            problems.append(f"{ticker}: listed by several entities on {on}: {', '.join(found)}")
    if problems:
        raise PriceError(
            "skfolio tickers that do not map to exactly one entity of the shipped graph: "
            + "; ".join(problems)
            + ". Fix the graph (curated.yaml) or list the ticker in KNOWN_UNMAPPED with a reason."
        )
    return mapped, skipped


class PriceHistory:
    """Adjusted daily closes by entity id; as-of look-ups never see a later close."""

    def __init__(
        self,
        days: Sequence[date],
        closes: Mapping[str, Sequence[float]],
        *,
        unmapped: Mapping[str, str] | None = None,
        tickers: Mapping[str, str] | None = None,
    ) -> None:
        """`closes` maps entity id → one close per day of `days` (sorted, no gaps in values)."""
        self._days = tuple(days)
        self._ordinals = [d.toordinal() for d in self._days]
        if not self._days:
            raise PriceError("a price history needs at least one day")
        self._closes = {e: tuple(v) for e, v in closes.items()}
        for entity_id, values in self._closes.items():
            if len(values) != len(self._days):
                raise PriceError(
                    f"{entity_id}: {len(values)} closes for {len(self._days)} trading days"
                )
        self._ticker_of = dict(tickers or {})
        self.unmapped: Mapping[str, str] = dict(unmapped or {})

    @classmethod
    def shipped(cls) -> PriceHistory:
        """The skfolio prices mapped to the shipped graph (loaded once, then cached)."""
        return _shipped()

    # --- coverage -----------------------------------------------------------------------------

    @property
    def entity_ids(self) -> tuple[str, ...]:
        """The entities with prices, sorted."""
        return tuple(sorted(self._closes))

    @property
    def first_day(self) -> date:
        return self._days[0]

    @property
    def last_day(self) -> date:
        return self._days[-1]

    def covers(self, entity_id: str) -> bool:
        return entity_id in self._closes

    def ticker(self, entity_id: str) -> str | None:
        """The ticker the series was keyed by in the source data (None for hand-built tables)."""
        self._values(entity_id)
        return self._ticker_of.get(entity_id)

    def is_trading_day(self, day: date) -> bool:
        i = bisect.bisect_left(self._ordinals, day.toordinal())
        return i < len(self._days) and self._days[i] == day

    def trading_days(self, start: date, end: date) -> list[date]:
        """Trading days from `start` to `end`, both inclusive."""
        lo = bisect.bisect_left(self._ordinals, start.toordinal())
        hi = bisect.bisect_right(self._ordinals, end.toordinal())
        return list(self._days[lo:hi])

    def next_trading_day(self, day: date) -> date | None:
        """The first trading day strictly after `day` (None past the end of the data)."""
        i = bisect.bisect_right(self._ordinals, day.toordinal())
        return self._days[i] if i < len(self._days) else None

    # --- look-ups ------------------------------------------------------------------------------

    def _values(self, entity_id: str) -> tuple[float, ...]:
        try:
            return self._closes[entity_id]
        except KeyError:
            raise PriceError(
                f"no prices for {entity_id}; priced entities: {', '.join(self.entity_ids)}"
            ) from None

    def _index_on_or_before(self, day: date) -> int:
        if day > self.last_day:
            raise PriceError(
                f"{day} is after the end of the price data ({self.last_day}); "
                "a close that old would be stale"
            )
        i = bisect.bisect_right(self._ordinals, day.toordinal()) - 1
        if i < 0:
            raise PriceError(f"{day} is before the start of the price data ({self.first_day})")
        return i

    def close(self, entity_id: str, day: date) -> PricePoint:
        """The close on `day`, or on the last trading day before it (as-of semantics)."""
        values = self._values(entity_id)
        i = self._index_on_or_before(day)
        return PricePoint(self._days[i], values[i])

    def close_at(self, entity_id: str, moment: datetime) -> PricePoint:
        """The last close known at `moment`: a day's close counts from 16:00 New York time."""
        if moment.tzinfo is None:
            raise PriceError("close_at needs an aware datetime (point in time)")
        local = moment.astimezone(MARKET_TZ)
        day = local.date() if local.time() >= MARKET_CLOSE else local.date() - timedelta(days=1)
        return self.close(entity_id, day)

    def series(self, entity_id: str, start: date, end: date) -> list[PricePoint]:
        """Every close from `start` to `end`, both inclusive."""
        values = self._values(entity_id)
        lo = bisect.bisect_left(self._ordinals, start.toordinal())
        hi = bisect.bisect_right(self._ordinals, end.toordinal())
        return [PricePoint(self._days[i], values[i]) for i in range(lo, hi)]

    def daily_returns(self, entity_id: str, start: date, end: date) -> list[PricePoint]:
        """Close-to-close simple returns for the trading days from `start` to `end`.

        The first return needs the close before `start`, so a window that starts on the first
        day of the data begins one day later.
        """
        values = self._values(entity_id)
        lo = max(bisect.bisect_left(self._ordinals, start.toordinal()), 1)
        hi = bisect.bisect_right(self._ordinals, end.toordinal())
        return [PricePoint(self._days[i], values[i] / values[i - 1] - 1) for i in range(lo, hi)]

    def window_return(self, entity_id: str, start: date, end: date) -> PriceMove:
        """From the close as of `start` to the close as of `end` (as-of at both ends)."""
        return self._move(entity_id, self.close(entity_id, start), self.close(entity_id, end))

    def move_between(self, entity_id: str, start: datetime, end: datetime) -> PriceMove:
        """From the last close known at `start` to the last close known at `end`.

        This is the number a speaker can quote at `end` about "since `start`": it never uses a
        close that was not yet printed.
        """
        a, b = self.close_at(entity_id, start), self.close_at(entity_id, end)
        return self._move(entity_id, a, b)

    def day_move(self, entity_id: str, day: date) -> PriceMove:
        """The move on trading day `day` against the previous close."""
        if not self.is_trading_day(day):
            raise PriceError(f"{day} is not a trading day in the price data")
        values = self._values(entity_id)
        i = bisect.bisect_left(self._ordinals, day.toordinal())
        if i == 0:
            raise PriceError(f"{day} is the first day of the data; it has no previous close")
        a = PricePoint(self._days[i - 1], values[i - 1])
        return self._move(entity_id, a, PricePoint(day, values[i]))

    @staticmethod
    def _move(entity_id: str, a: PricePoint, b: PricePoint) -> PriceMove:
        if a.close <= 0:
            raise PriceError(f"{entity_id}: non-positive close on {a.day}")
        return PriceMove(a, b, b.close / a.close - 1)


@cache
def _shipped() -> PriceHistory:
    table = _parse(_skfolio_file().read_bytes())
    mapped, skipped = map_tickers(list(table.closes), load_reference_data(), table.days[-1])
    return PriceHistory(
        table.days,
        {entity: table.closes[ticker] for ticker, entity in mapped.items()},
        unmapped=skipped,
        tickers={entity: ticker for ticker, entity in mapped.items()},
    )


def load_price_history() -> PriceHistory:
    """The shipped prices (cached): what the platform library and the corpus read."""
    return _shipped()
