"""Shipped prices: mapped to graph entities, loaded offline from the skfolio wheel, as-of safe."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from quantward_documents.prices import (
    KNOWN_UNMAPPED,
    PriceError,
    PriceHistory,
    load_price_history,
    map_tickers,
)
from quantward_graph.model import Entity, GraphData, Instrument, Listing

APPLE = "ent_apple_inc"


@pytest.fixture(scope="module")
def prices() -> PriceHistory:
    return load_price_history()


def test_every_ticker_maps_to_one_entity_or_is_a_known_gap(prices: PriceHistory) -> None:
    assert len(prices.entity_ids) == 20
    assert set(prices.unmapped) == set(KNOWN_UNMAPPED) == set()
    assert prices.ticker("ent_range_resources") == "RRC"
    assert prices.ticker(APPLE) == "AAPL"
    # GE is "General Electric Company" in the graph, the entity whose history the series holds.
    assert prices.ticker("ent_general_electric") == "GE"
    assert prices.ticker("ent_microsoft") == "MSFT"
    assert (prices.first_day, prices.last_day) == (date(1990, 1, 2), date(2022, 12, 28))


def test_the_wheel_file_matches_skfolios_own_loader(prices: PriceHistory) -> None:
    from skfolio.datasets import load_sp500_dataset  # slow import (scikit-learn); once here

    frame = load_sp500_dataset()
    assert len(frame) == len(prices.trading_days(prices.first_day, prices.last_day))
    for ticker, day in (("AAPL", "2020-08-31"), ("JPM", "2008-09-15"), ("XOM", "2022-12-28")):
        entity = next(e for e in prices.entity_ids if prices.ticker(e) == ticker)
        expected = float(frame.loc[day, ticker])
        assert prices.close(entity, date.fromisoformat(day)).close == pytest.approx(expected)


def test_close_is_as_of_and_refuses_dates_outside_the_data(prices: PriceHistory) -> None:
    saturday = date(2022, 10, 29)
    friday = prices.close(APPLE, saturday)
    assert friday.day == date(2022, 10, 28)
    assert friday == prices.close(APPLE, date(2022, 10, 28))
    with pytest.raises(PriceError, match="after the end"):
        prices.close(APPLE, date(2022, 12, 30))
    with pytest.raises(PriceError, match="before the start"):
        prices.close(APPLE, date(1989, 12, 29))
    with pytest.raises(PriceError, match="no prices for ent_nobody"):
        prices.close("ent_nobody", saturday)


def test_close_at_only_sees_closes_already_printed(prices: PriceHistory) -> None:
    before_close = datetime(2022, 10, 27, 19, 59, tzinfo=UTC)  # 15:59 in New York
    after_close = datetime(2022, 10, 27, 20, 0, tzinfo=UTC)  # 16:00 in New York
    assert prices.close_at(APPLE, before_close).day == date(2022, 10, 26)
    assert prices.close_at(APPLE, after_close).day == date(2022, 10, 27)
    with pytest.raises(PriceError, match="aware"):
        prices.close_at(APPLE, datetime(2022, 10, 27, 12))


def test_moves_and_returns_are_consistent(prices: PriceHistory) -> None:
    start, end = date(2022, 1, 3), date(2022, 6, 30)
    series = prices.series(APPLE, start, end)
    move = prices.window_return(APPLE, start, end)
    assert move.change == pytest.approx(series[-1].close / series[0].close - 1)
    compounded = 1.0
    for point in prices.daily_returns(APPLE, date(2022, 1, 4), end):
        compounded *= 1 + point.close
    assert compounded - 1 == pytest.approx(move.change)
    day = prices.day_move(APPLE, date(2022, 10, 28))
    assert day.start.day == date(2022, 10, 27)
    with pytest.raises(PriceError, match="not a trading day"):
        prices.day_move(APPLE, date(2022, 10, 29))


def _entity(entity_id: str, ticker: str, mic: str = "XNYS", **dates: date) -> Entity:
    listing = Listing(ticker=ticker, mic=mic, **dates)
    return Entity(
        entity_id=entity_id,
        name=entity_id,
        instruments=(
            Instrument(instrument_id=entity_id.replace("ent_", "ins_"), listings=(listing,)),
        ),
    )


def test_mapping_fails_loudly_naming_every_bad_ticker() -> None:
    graph = GraphData(
        entities=(
            _entity("ent_one", "AAA"),
            _entity("ent_two", "AAA", mic="XNAS"),
            _entity("ent_old", "BBB", valid_to=date(2000, 1, 1)),
            _entity("ent_ok", "CCC"),
        )
    )
    with pytest.raises(PriceError) as error:
        map_tickers(["AAA", "BBB", "CCC", "RRC"], graph, date(2022, 12, 28))
    message = str(error.value)
    assert "AAA: listed by several entities" in message
    assert "ent_one" in message
    assert "ent_two" in message
    assert "BBB: no entity lists it" in message
    assert "CCC" not in message
    assert "RRC: no entity lists it" in message

    mapped, skipped = map_tickers(["CCC"], graph, date(2022, 12, 28))
    assert mapped == {"CCC": "ent_ok"}
    assert set(skipped) == set()
