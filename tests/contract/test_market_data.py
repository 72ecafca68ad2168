"""The MarketData contract: one suite, run against every adapter (today the embedded one).

What every adapter must do, whatever it reads from: serve closes that answer as of a day and never
with a later one; serve an earnings calendar that hides what was not yet published; serve each
company's filed quarters oldest first, each dated by its report's publication and naming that
report, the same report the calendar names, so a figure and its citation agree; refuse an entity
it does not cover with `UnknownEntityError`; and answer the same question the same way twice
(the validator and the Guardian recompute what the researcher computed).

Each adapter also says which of its datasets are generated (`is_synthetic`), in agreement with
the flags its rows carry: provenance is read from the data, never assumed.

To bind another adapter, add its builder to `ADAPTERS`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import date, datetime, timedelta

import pytest

from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_platform import UnknownEntityError, get_function
from quantward_platform.fundamentals import latest_quarters
from quantward_platform.market_data import MarketData

#: a priced SEC filer (10-Q / 10-K), a bank and a non-SEC filer (interim / annual reports)
APPLE = "ent_apple_inc"
BANK = "ent_bank_of_america"
FOREIGN = "ent_ab_inbev"
COMPANIES = (APPLE, BANK, FOREIGN)

#: how the suite builds each adapter; a second adapter is one more entry (and, when it needs a
#: server, a `connected` mark on its param, as the graph and search suites do)
ADAPTERS: dict[str, Callable[[], MarketData]] = {
    "embedded": lambda: EmbeddedMarketData(entity_ids=COMPANIES),
}


@pytest.fixture(scope="module", params=sorted(ADAPTERS))
def market_data(request: pytest.FixtureRequest) -> MarketData:
    return ADAPTERS[request.param]()


# --- prices -----------------------------------------------------------------------------------


def test_prices_answer_as_of_a_day_and_never_with_a_later_close(market_data: MarketData) -> None:
    prices = market_data.price_history()
    assert APPLE in prices.entity_ids
    days = prices.trading_days(prices.first_day, prices.last_day)
    assert days == sorted(days)
    some_day = days[len(days) // 2]
    saturday = some_day + timedelta(days=(5 - some_day.weekday()) % 7)
    close = prices.close(APPLE, saturday)
    assert close.day <= saturday
    assert close.day == max(d for d in days if d <= saturday)
    assert all(
        math.isfinite(p.close) and p.close > 0 for p in prices.series(APPLE, days[0], days[-1])
    )


def test_prices_are_the_same_on_every_call(market_data: MarketData) -> None:
    first, second = market_data.price_history(), market_data.price_history()
    end = first.last_day
    start = end - timedelta(days=60)
    assert first.series(APPLE, start, end) == second.series(APPLE, start, end)


# --- the earnings calendar --------------------------------------------------------------------


def test_the_calendar_hides_results_until_they_are_reported(market_data: MarketData) -> None:
    calendar = market_data.earnings_calendar()
    assert set(COMPANIES) <= set(calendar.entity_ids)
    reported = [q for q in calendar.quarters(APPLE) if q.report_at is not None]
    assert reported
    quarter = reported[-1]
    assert quarter.report_at is not None
    before = calendar.quarter(APPLE, quarter.period, as_of=quarter.report_at - timedelta(seconds=1))
    at = calendar.quarter(APPLE, quarter.period, as_of=quarter.report_at)
    assert before.eps_actual is None
    assert before.status != "reported"
    assert at.eps_actual == quarter.eps_actual
    assert at.status == "reported"


# --- reported quarters ------------------------------------------------------------------------


@pytest.mark.parametrize("entity_id", COMPANIES)
def test_filed_quarters_are_oldest_first_and_name_the_calendars_report(
    market_data: MarketData, entity_id: str
) -> None:
    assert entity_id in market_data.reported_entity_ids()
    filed = list(market_data.reported_quarters(entity_id))
    assert filed, f"{entity_id} filed nothing"
    assert [q.quarter_end for q in filed] == sorted(q.quarter_end for q in filed)
    assert [q.published_at for q in filed] == sorted(q.published_at for q in filed)
    calendar = market_data.earnings_calendar()
    reports = {
        q.period.label(): q.periodic_report
        for q in calendar.quarters(entity_id)
        if q.periodic_report is not None
    }
    for figures in filed:
        assert figures.entity_id == entity_id
        assert figures.quarter_end < figures.published_at.date()
        report = reports[figures.period]
        assert report is not None
        assert (figures.document_id, figures.published_at) == (
            report.document_id,
            report.published_at,
        )


@pytest.mark.parametrize("entity_id", COMPANIES)
def test_filed_figures_are_consistent(market_data: MarketData, entity_id: str) -> None:
    for q in market_data.reported_quarters(entity_id):
        assert q.net_debt == pytest.approx(q.debt - q.cash)
        if q.equity > 0:
            assert q.debt_to_equity == pytest.approx(q.debt / q.equity)
        else:
            assert q.debt_to_equity is None
        if q.gross_profit is not None:
            assert q.gross_margin == pytest.approx(q.gross_profit / q.revenue)


def test_a_quarter_is_known_exactly_from_its_publication(market_data: MarketData) -> None:
    filed = market_data.reported_quarters(APPLE)
    newest = filed[-1]
    moment: datetime = newest.published_at
    assert latest_quarters(filed, moment, 1) == [newest]
    assert newest not in latest_quarters(filed, moment - timedelta(microseconds=1), len(filed))
    assert latest_quarters(filed, date(1990, 1, 1), 4) == []


def test_filed_quarters_are_the_same_on_every_call(market_data: MarketData) -> None:
    assert list(market_data.reported_quarters(APPLE)) == list(market_data.reported_quarters(APPLE))


def test_an_uncovered_entity_is_refused_by_name(market_data: MarketData) -> None:
    with pytest.raises(UnknownEntityError, match="ent_apple_incc"):
        market_data.reported_quarters("ent_apple_incc")


# --- through the library's one entry point ----------------------------------------------------


def test_every_dataset_is_served_through_the_registry(market_data: MarketData) -> None:
    window = {"start": "2021-01-01", "end": "2021-06-30", "as_of": "2021-07-01"}
    stats = get_function("prices.window_stats").call({"entity_ids": [APPLE], **window}, market_data)
    assert stats.model_dump()["stats"][0]["entity_id"] == APPLE
    as_of = {"entity_id": APPLE, "as_of": "2022-12-31"}
    quarters = get_function("fundamentals.quarters").call(as_of, market_data)
    assert quarters.model_dump()["quarters"]
    history = get_function("earnings.history").call(as_of, market_data)
    assert history.model_dump()["reported"] >= 1


# --- provenance -------------------------------------------------------------------------------


def test_every_dataset_says_whether_it_is_generated(market_data: MarketData) -> None:
    from quantward_platform.errors import UnknownDatasetError
    from quantward_platform.registry import DATASETS

    for dataset_id in ("prices.daily", "fundamentals.quarterly", "earnings.calendar"):
        assert dataset_id in DATASETS
        assert isinstance(market_data.is_synthetic(dataset_id), bool)
    with pytest.raises(UnknownDatasetError, match=r"prices\.daily"):
        market_data.is_synthetic("prices.dialy")


@pytest.mark.parametrize("entity_id", COMPANIES)
def test_the_data_agrees_with_its_dataset_flag(market_data: MarketData, entity_id: str) -> None:
    """A quarter that says it is generated lives in a dataset the adapter calls generated, so a
    source registered from the dataset flag can never call an invented figure real."""
    figures = market_data.reported_quarters(entity_id)
    if any(q.synthetic for q in figures):
        assert market_data.is_synthetic("fundamentals.quarterly")
    calendar = market_data.earnings_calendar()
    if any(q.synthetic for q in calendar.quarters(entity_id)):
        assert market_data.is_synthetic("earnings.calendar")
