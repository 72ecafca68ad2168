"""Price analytics over the shipped daily closes: window statistics and drawdown episodes.

Conventions, chosen so that numbers agree with what a reader recomputes from the closes:

* A window `[start, end]` holds the trading days from `start` to `end`; its returns are the
  close-to-close returns *of those days*, so the first one is measured from the last close
  before `start` (the `base_day`). A calendar-year window therefore runs from the previous
  year's last close to this year's last close, as a year's return is usually quoted.
* Total return compounds the daily returns (= last close / base close - 1); the annualised
  return is `(1 + total) ** (252 / observations) - 1`; volatility is the sample standard
  deviation (ddof=1) of daily returns times sqrt(252).
* Drawdowns are compounded, from the closes (base close included): `1 - close / running peak`.

Every function takes an `as_of` and refuses a window ending after it (`LookAheadError`); it
never reads a close after `end`. Closes are *adjusted* (see `quantward_documents.prices`), so
results are in percent, never price levels.
"""

from __future__ import annotations

import calendar
import math
import re
from collections.abc import Sequence
from datetime import date, timedelta
from typing import Final

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from quantward_documents.prices import PriceError, PriceHistory, PricePoint
from quantward_platform.errors import EmptyWindowError, UnknownEntityError
from quantward_platform.timing import check_window

TRADING_DAYS: int = 252


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class EntityWindowStats(_Frozen):
    """Return, risk and drawdown of one entity's closes over one window."""

    entity_id: str
    base_day: date = Field(description="The close the first return is measured from.")
    first_day: date = Field(description="First trading day of the window (first return).")
    last_day: date = Field(description="Last trading day of the window (last close used).")
    observations: int = Field(description="Number of daily returns in the window.")
    total_return: float = Field(description="Compounded: last close / base close - 1.")
    annualised_return: float = Field(description="(1 + total) ** (252 / observations) - 1.")
    annualised_volatility: float | None = Field(
        description="Sample std (ddof=1) of daily returns * sqrt(252); None below 2 returns."
    )
    max_drawdown: float = Field(description="Largest 1 - close / running peak (0.25 is -25 %).")
    peak_day: date | None = Field(description="The peak before the largest drawdown.")
    trough_day: date | None = Field(description="The trough of the largest drawdown.")


class WindowStats(_Frozen):
    """`prices.window_stats`: one entry per entity, in the order asked."""

    start: date
    end: date
    as_of: date
    stats: tuple[EntityWindowStats, ...]

    def of(self, entity_id: str) -> EntityWindowStats:
        for item in self.stats:
            if item.entity_id == entity_id:
                return item
        raise UnknownEntityError(f"{entity_id} is not in this result")


class DrawdownEpisode(_Frozen):
    """One peak-to-recovery episode of the compounded close path."""

    peak_day: date
    trough_day: date
    recovery_day: date | None = Field(
        description="First close back at or above the peak; None if not recovered by the end."
    )
    depth: float = Field(description="1 - trough close / peak close.")
    days_to_trough: int = Field(description="Trading days from peak to trough.")
    days_to_recovery: int | None = Field(description="Trading days from peak to recovery.")


class EntityDrawdowns(_Frozen):
    entity_id: str
    base_day: date
    last_day: date
    episodes: tuple[DrawdownEpisode, ...] = Field(description="Deepest first.")


class Drawdowns(_Frozen):
    """`prices.drawdowns`: the worst `top` drawdown episodes of each entity in the window."""

    start: date
    end: date
    as_of: date
    top: int
    drawdowns: tuple[EntityDrawdowns, ...]


# --- the path ---------------------------------------------------------------------------------


def require_covered(history: PriceHistory, entity_ids: Sequence[str]) -> None:
    """Raise `UnknownEntityError` naming every id without prices and the ids that have them."""
    missing = [e for e in entity_ids if not history.covers(e)]
    if missing:
        raise UnknownEntityError(
            f"no prices for {', '.join(missing)}; priced entities: {', '.join(history.entity_ids)}"
        )
    if len(set(entity_ids)) != len(entity_ids):
        raise ValueError(f"entity_ids repeats an id: {list(entity_ids)}")


def close_path(
    history: PriceHistory, entity_id: str, start: date, end: date
) -> tuple[list[PricePoint], int]:
    """The closes from the base close (the last one before `start`, if any) to `end`.

    Returns (points, observations), where observations = the number of daily returns of the
    window, i.e. len(points) - 1.
    """
    days = history.trading_days(start, end)
    if not days:
        raise EmptyWindowError(
            f"no trading day between {start.isoformat()} and {end.isoformat()} "
            f"(prices cover {history.first_day.isoformat()} to {history.last_day.isoformat()})"
        )
    series = history.series(entity_id, start, end)
    try:
        path = [history.close(entity_id, days[0] - timedelta(days=1)), *series]
    except PriceError:  # the window starts on the first day of the data: no earlier close
        path = series
    if len(path) < 2:
        raise EmptyWindowError(
            f"{entity_id}: the window {start.isoformat()} to {end.isoformat()} holds no daily "
            "return (one close and no earlier one to measure it from)"
        )
    return path, len(path) - 1


def _max_drawdown(closes: np.ndarray) -> tuple[float, int | None, int | None]:
    peaks = np.maximum.accumulate(closes)
    dd = 1.0 - closes / peaks
    trough = int(np.argmax(dd))
    if dd[trough] <= 0.0:
        return 0.0, None, None
    peak = int(np.argmax(closes[: trough + 1]))
    return float(dd[trough]), peak, trough


def _entity_stats(
    history: PriceHistory, entity_id: str, start: date, end: date
) -> EntityWindowStats:
    path, n = close_path(history, entity_id, start, end)
    closes = np.array([p.close for p in path], dtype=float)
    daily = closes[1:] / closes[:-1] - 1.0
    total = float(closes[-1] / closes[0] - 1.0)
    depth, peak, trough = _max_drawdown(closes)
    return EntityWindowStats(
        entity_id=entity_id,
        base_day=path[0].day,
        first_day=path[1].day,
        last_day=path[-1].day,
        observations=n,
        total_return=total,
        annualised_return=float((1.0 + total) ** (TRADING_DAYS / n) - 1.0),
        annualised_volatility=(
            float(np.std(daily, ddof=1) * math.sqrt(TRADING_DAYS)) if n >= 2 else None
        ),
        max_drawdown=depth,
        peak_day=path[peak].day if peak is not None else None,
        trough_day=path[trough].day if trough is not None else None,
    )


def window_stats(
    entity_ids: Sequence[str],
    start: date,
    end: date,
    as_of: date,
    *,
    history: PriceHistory,
) -> WindowStats:
    """Return, volatility and maximum drawdown of each entity over `[start, end]`, at `as_of`.

    `history` is the price data: `MarketData.price_history()`, or a hand-built table.
    """
    check_window(start, end, as_of)
    prices = history
    require_covered(prices, entity_ids)
    if not entity_ids:
        raise ValueError("entity_ids is empty; pass at least one priced entity id")
    return WindowStats(
        start=start,
        end=end,
        as_of=as_of,
        stats=tuple(_entity_stats(prices, e, start, end) for e in entity_ids),
    )


def drawdown_episodes(days: Sequence[date], closes: np.ndarray) -> list[DrawdownEpisode]:
    """Every peak-to-recovery episode of a close path, in time order."""
    episodes: list[DrawdownEpisode] = []
    peak = 0
    i = 1
    while i < len(closes):
        if closes[i] >= closes[peak]:
            peak = i
            i += 1
            continue
        trough = i
        j = i
        while j < len(closes) and closes[j] < closes[peak]:
            if closes[j] < closes[trough]:
                trough = j
            j += 1
        recovered = j < len(closes)
        episodes.append(
            DrawdownEpisode(
                peak_day=days[peak],
                trough_day=days[trough],
                recovery_day=days[j] if recovered else None,
                depth=float(1.0 - closes[trough] / closes[peak]),
                days_to_trough=trough - peak,
                days_to_recovery=j - peak if recovered else None,
            )
        )
        peak = j if recovered else peak
        i = j + 1 if recovered else j
    return episodes


def drawdowns(
    entity_ids: Sequence[str],
    start: date,
    end: date,
    as_of: date,
    *,
    top: int = 5,
    history: PriceHistory,
) -> Drawdowns:
    """The `top` deepest drawdown episodes (peak, trough, recovery) of each entity's closes."""
    check_window(start, end, as_of)
    if top < 1:
        raise ValueError(f"top must be at least 1, got {top}")
    prices = history
    require_covered(prices, entity_ids)
    found: list[EntityDrawdowns] = []
    for entity_id in entity_ids:
        path, _ = close_path(prices, entity_id, start, end)
        closes = np.array([p.close for p in path], dtype=float)
        episodes = drawdown_episodes([p.day for p in path], closes)
        worst = sorted(episodes, key=lambda e: (-e.depth, e.peak_day))[:top]
        found.append(
            EntityDrawdowns(
                entity_id=entity_id,
                base_day=path[0].day,
                last_day=path[-1].day,
                episodes=tuple(worst),
            )
        )
    return Drawdowns(start=start, end=end, as_of=as_of, top=top, drawdowns=tuple(found))


# --- look-backs -----------------------------------------------------------------------------

_LOOKBACK: Final = re.compile(r"^(\d{1,3})([DWMY])$")


def latest_trading_day(history: PriceHistory, limit: date) -> date:
    """The last day with closes on or before `limit`: "the latest date with data"."""
    day = min(limit, history.last_day)
    while day >= history.first_day and not history.is_trading_day(day):
        day -= timedelta(days=1)
    if day < history.first_day:
        raise EmptyWindowError(
            f"no prices on or before {limit.isoformat()} (prices start {history.first_day})"
        )
    return day


def _months_back(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(day.day, last))


def lookback_window(history: PriceHistory, limit: date, lookback: str) -> tuple[date, date]:
    """The window a look-back names, ending on the latest day with data on or before `limit`.

    `lookback` is a count and a unit: `30D`, `4W`, `6M` (calendar months: 6M before
    2022-12-28 is 2022-06-28), `2Y` (24 calendar months). The horizon is exact: the window
    starts that far before its end, and the first return is measured from the close before.
    """
    match = _LOOKBACK.match(lookback.strip().upper())
    if match is None:
        raise ValueError(f"lookback {lookback!r} is not a count and a unit like 30D, 4W, 6M or 2Y")
    count, unit = int(match.group(1)), match.group(2)
    if count < 1:
        raise ValueError("lookback must be at least one day, week, month or year")
    end = latest_trading_day(history, limit)
    if unit == "D":
        return end - timedelta(days=count), end
    if unit == "W":
        return end - timedelta(weeks=count), end
    return _months_back(end, count * (12 if unit == "Y" else 1)), end
