"""Window statistics and drawdowns: hand-computed on a tiny history, checked on shipped data,
and refused when the window would look past `as_of`."""

from __future__ import annotations

import math
from datetime import date, timedelta

import numpy as np
import pytest

from quantward_documents.prices import PriceHistory
from quantward_platform.errors import EmptyWindowError, LookAheadError, UnknownEntityError
from quantward_platform.prices import drawdowns, window_stats

# Monday 2024-01-01 to Friday 2024-01-05: five trading days.
DAYS = [date(2024, 1, 1) + timedelta(days=i) for i in range(5)]
A = "ent_a"
B = "ent_b"


@pytest.fixture
def tiny() -> PriceHistory:
    return PriceHistory(
        DAYS, {A: [100.0, 110.0, 99.0, 121.0, 110.0], B: [50.0, 50.0, 50.0, 50.0, 50.0]}
    )


def test_window_stats_by_hand(tiny: PriceHistory) -> None:
    stats = window_stats([A], DAYS[1], DAYS[4], as_of=DAYS[4], history=tiny).of(A)
    # Returns of the window's days, the first measured from the close before it (100).
    daily = [110 / 100 - 1, 99 / 110 - 1, 121 / 99 - 1, 110 / 121 - 1]
    mean = sum(daily) / 4
    std = math.sqrt(sum((r - mean) ** 2 for r in daily) / 3)
    assert stats.base_day == DAYS[0]
    assert stats.first_day == DAYS[1]
    assert stats.last_day == DAYS[4]
    assert stats.observations == 4
    assert stats.total_return == pytest.approx(0.10)
    assert stats.annualised_return == pytest.approx(1.1 ** (252 / 4) - 1)
    assert stats.annualised_volatility == pytest.approx(std * math.sqrt(252))
    # 110 → 99 is -10 %, deeper than 121 → 110 (-9.09 %).
    assert stats.max_drawdown == pytest.approx(0.10)
    assert (stats.peak_day, stats.trough_day) == (DAYS[1], DAYS[2])


def test_a_window_from_the_first_day_has_no_earlier_base(tiny: PriceHistory) -> None:
    stats = window_stats([A, B], DAYS[0], DAYS[2], as_of=DAYS[4], history=tiny)
    a = stats.of(A)
    assert a.base_day == DAYS[0]
    assert a.first_day == DAYS[1]
    assert a.observations == 2
    assert a.total_return == pytest.approx(-0.01)
    flat = stats.of(B)
    assert flat.total_return == 0.0
    assert flat.max_drawdown == 0.0
    assert flat.annualised_volatility == 0.0
    assert flat.peak_day is None


def test_drawdown_episodes_by_hand(tiny: PriceHistory) -> None:
    found = drawdowns([A], DAYS[0], DAYS[4], as_of=DAYS[4], history=tiny).drawdowns[0]
    first, second = sorted(found.episodes, key=lambda e: e.peak_day)
    assert (first.peak_day, first.trough_day, first.recovery_day) == (DAYS[1], DAYS[2], DAYS[3])
    assert first.depth == pytest.approx(0.1)
    assert (first.days_to_trough, first.days_to_recovery) == (1, 2)
    assert (second.peak_day, second.trough_day, second.recovery_day) == (DAYS[3], DAYS[4], None)
    assert second.depth == pytest.approx(1 - 110 / 121)
    assert found.episodes[0] == first  # deepest first
    assert drawdowns([A], DAYS[0], DAYS[4], DAYS[4], top=1, history=tiny).drawdowns[0].episodes == (
        first,
    )


def test_a_window_ending_after_as_of_is_refused(tiny: PriceHistory) -> None:
    with pytest.raises(LookAheadError, match="after as_of 2024-01-03"):
        window_stats([A], DAYS[0], DAYS[4], as_of=DAYS[2], history=tiny)
    with pytest.raises(LookAheadError):
        drawdowns([A], DAYS[0], DAYS[4], as_of=DAYS[2], history=tiny)


def test_unknown_entities_and_empty_windows_say_what_is_covered(tiny: PriceHistory) -> None:
    with pytest.raises(UnknownEntityError, match="no prices for ent_zzz; priced entities: ent_a"):
        window_stats([A, "ent_zzz"], DAYS[0], DAYS[4], DAYS[4], history=tiny)
    with pytest.raises(EmptyWindowError, match="no trading day"):
        window_stats([A], date(2023, 12, 30), date(2023, 12, 31), DAYS[4], history=tiny)
    with pytest.raises(EmptyWindowError, match="no daily return"):
        window_stats([A], DAYS[0], DAYS[0], DAYS[4], history=tiny)
    with pytest.raises(ValueError, match="after end"):
        window_stats([A], DAYS[3], DAYS[1], DAYS[4], history=tiny)


def test_shipped_prices_agree_with_numpy_and_ignore_later_data() -> None:
    prices = PriceHistory.shipped()
    apple = "ent_apple_inc"
    start, end = date(2021, 1, 1), date(2021, 12, 31)
    stats = window_stats([apple], start, end, as_of=date(2022, 6, 30), history=prices).of(apple)
    assert stats.base_day == date(2020, 12, 31)
    closes = np.array([p.close for p in prices.series(apple, date(2020, 12, 31), end)])
    assert stats.total_return == pytest.approx(closes[-1] / closes[0] - 1, rel=1e-12)
    assert stats.total_return == pytest.approx(
        prices.window_return(apple, date(2020, 12, 31), end).change
    )
    daily = closes[1:] / closes[:-1] - 1
    assert stats.observations == len(daily) == 252
    assert stats.annualised_volatility == pytest.approx(daily.std(ddof=1) * math.sqrt(252))
    assert stats.max_drawdown == pytest.approx(
        float(np.max(1 - closes / np.maximum.accumulate(closes)))
    )
    # Point in time: the same history cut at `end` gives the identical result.
    cut_days = prices.trading_days(prices.first_day, end)
    cut = PriceHistory(
        cut_days, {apple: [p.close for p in prices.series(apple, prices.first_day, end)]}
    )
    assert window_stats([apple], start, end, as_of=end, history=cut).stats[0] == stats
