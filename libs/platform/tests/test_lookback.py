"""A look-back ends on the latest day with data and starts exactly that far before it."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from quantward_documents.prices import PriceHistory
from quantward_platform.errors import EmptyWindowError
from quantward_platform.prices import latest_trading_day, lookback_window

LAST = date(2022, 12, 30)  # a Friday


def _history() -> PriceHistory:
    days = sorted(d for d in (LAST - timedelta(days=i) for i in range(900)) if d.weekday() < 5)
    return PriceHistory(days, {"ent_x": [10.0 + i % 7 for i in range(len(days))]})


def test_the_latest_day_with_data_is_the_last_close_on_or_before_the_limit() -> None:
    history = _history()
    assert latest_trading_day(history, date(2026, 12, 1)) == LAST
    assert latest_trading_day(history, date(2022, 12, 25)) == date(2022, 12, 23)  # a Sunday
    with pytest.raises(EmptyWindowError):
        latest_trading_day(history, date(2019, 1, 1))


@pytest.mark.parametrize(
    ("lookback", "start"),
    [
        ("6M", date(2022, 6, 30)),
        ("2Y", date(2020, 12, 30)),
        ("4W", date(2022, 12, 2)),
        ("30D", date(2022, 11, 30)),
        ("1m", date(2022, 11, 30)),
    ],
)
def test_a_look_back_is_calendar_exact(lookback: str, start: date) -> None:
    assert lookback_window(_history(), date(2026, 12, 1), lookback) == (start, LAST)


def test_a_month_end_stays_a_month_end() -> None:
    window = lookback_window(_history(), date(2022, 8, 31), "6M")
    assert window == (date(2022, 2, 28), date(2022, 8, 31))


@pytest.mark.parametrize("lookback", ["6", "M6", "0M", "6Q", ""])
def test_a_malformed_look_back_is_refused_naming_the_form(lookback: str) -> None:
    with pytest.raises(ValueError, match="lookback"):
        lookback_window(_history(), LAST, lookback)
