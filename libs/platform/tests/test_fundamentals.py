"""Fundamentals are point in time (a quarter appears exactly when its report is published),
cite the calendar's periodic report, and, in the embedded market data, equal the numbers printed
in that report's generated text."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

import pytest

from quantward_democorpus import generate_corpus
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_documents.model import Document
from quantward_platform.earnings import history
from quantward_platform.errors import UnknownEntityError
from quantward_platform.fundamentals import (
    CreditQuarter,
    QuarterFigures,
    credit_metrics,
    credit_quarters,
    latest_quarters,
)

APPLE = "ent_apple_inc"  # SEC filer: 10-Q and 10-K (fiscal year ends in September)
BANK = "ent_bank_of_america"  # SEC filer, bank balance sheet
FOREIGN = "ent_ab_inbev"  # interim and annual reports


class Source:
    """The embedded data's quarters, asked the way the library's functions ask."""

    def __init__(self, market: EmbeddedMarketData) -> None:
        self.market = market
        self.calendar = market.earnings_calendar()

    def quarters(
        self, entity_id: str, as_of: date | datetime, count: int = 4
    ) -> list[QuarterFigures]:
        return latest_quarters(self.market.reported_quarters(entity_id), as_of, count)

    def credit_metrics(
        self, entity_id: str, as_of: date | datetime, count: int = 4
    ) -> list[CreditQuarter]:
        return credit_quarters(self.market.reported_quarters(entity_id), as_of, count)


@pytest.fixture(scope="module")
def source() -> Source:
    return Source(EmbeddedMarketData.default())


@pytest.fixture(scope="module")
def documents() -> dict[str, Document]:
    return {d.document_id: d for d in generate_corpus(entity_ids=[APPLE, BANK, FOREIGN])}


def _row(text: str, label: str, heading: str) -> list[float]:
    """The numbers of row `label` in the table that follows `heading`."""
    table = text[text.index(heading) :]
    match = re.search(rf"^{re.escape(label)}    (.+)$", table, re.MULTILINE)
    assert match, f"no {label!r} row after {heading!r}"

    def number(cell: str) -> float:
        cell = cell.replace(",", "")
        return -float(cell[1:-1]) if cell.startswith("(") else float(cell)

    return [number(c) for c in match.group(1).split("    ")]


def test_a_quarter_appears_exactly_when_its_report_is_published(
    source: Source,
) -> None:
    newest = source.quarters(APPLE, date(2022, 12, 31), 1)[0]
    published = newest.published_at
    before = source.quarters(APPLE, published - timedelta(microseconds=1), 8)
    assert newest.period not in [q.period for q in before]
    assert before[0].published_at < published
    at = source.quarters(APPLE, published, 8)
    assert at[0] == newest
    assert [q.quarter_end for q in at] == sorted((q.quarter_end for q in at), reverse=True)
    # A date as_of means the end of that day in UTC: 16:15 in New York is 20:15 UTC, the same day.
    assert source.quarters(APPLE, published.date(), 1)[0] == newest
    # Before the first report in the corpus there is nothing to return.
    assert source.quarters(APPLE, date(2019, 1, 1), 4) == []


def test_document_ids_are_the_calendars_periodic_reports(source: Source) -> None:
    for figures in source.quarters(APPLE, date(2022, 12, 31), 8):
        entry = next(
            q for q in source.calendar.quarters(APPLE) if q.period.label() == figures.period
        )
        assert entry.periodic_report is not None
        assert figures.document_id == entry.periodic_report.document_id
        assert figures.published_at == entry.periodic_report.published_at
        assert figures.synthetic


def _check_statement(figures: QuarterFigures, text: str, income: str, balance: str) -> None:
    assert _row(text, "Revenue", income)[0] == figures.revenue
    assert _row(text, "Operating income", income)[0] == figures.operating_income
    assert _row(text, "Net income", income)[0] == figures.net_income
    assert _row(text, "Diluted earnings per share", income)[0] == figures.eps
    assert _row(text, "Diluted shares outstanding", income)[0] == figures.shares
    assert _row(text, "Total shareholders' equity", balance)[0] == figures.equity


def test_10q_figures_equal_the_printed_numbers(
    source: Source, documents: dict[str, Document]
) -> None:
    checked = 0
    for figures in source.quarters(APPLE, date(2022, 12, 31), 8):
        if figures.document_type != "10-Q":
            continue
        text = documents[figures.document_id].text
        income, balance = "Statements of Operations", "Balance Sheets"
        _check_statement(figures, text, income, balance)
        assert _row(text, "Gross margin", income)[0] == figures.gross_profit
        assert _row(text, "Cash and cash equivalents", balance)[0] == figures.cash
        assert _row(text, "Accounts receivable, net", balance)[0] == figures.receivables
        assert _row(text, "Inventories", balance)[0] == figures.inventory
        assert _row(text, "Total debt", balance)[0] == figures.debt
        assert f"Net income was ${figures.net_income / 1000:.1f} billion" in text
        checked += 1
    assert checked == 6


def test_10k_states_the_year_and_the_fourth_quarter_is_derived(
    source: Source, documents: dict[str, Document]
) -> None:
    known = source.quarters(APPLE, date(2022, 12, 31), 4)  # FY2022 Q4 (10-K) .. Q1
    q4, q3, q2, q1 = known
    assert q4.document_type == "10-K"
    assert q4.period == "FY2022 Q4"
    text = documents[q4.document_id].text
    quarterly = _row(text, "Fourth quarter of fiscal 2022", "Quarterly financial data")
    assert quarterly == [q4.revenue, q4.eps]
    year_net = _row(text, "Net income", "Consolidated Statements of Operations")[0]
    assert q4.net_income == year_net - q1.net_income - q2.net_income - q3.net_income
    assert "net_income" in q4.derived
    assert "net_income" not in q3.derived
    assert _row(text, "Total debt", "Consolidated Balance Sheets")[0] == q4.debt


def test_bank_and_foreign_filer_statements(source: Source, documents: dict[str, Document]) -> None:
    bank = source.quarters(BANK, date(2022, 12, 31), 1)[0]
    text = documents[bank.document_id].text
    _check_statement(bank, text, "Statements of Operations", "Balance Sheets")
    assert _row(text, "Loans, net", "Balance Sheets")[0] == bank.loans
    assert _row(text, "Deposits", "Balance Sheets")[0] == bank.deposits
    assert _row(text, "Cash and due from banks", "Balance Sheets")[0] == bank.cash
    assert bank.inventory is None
    assert bank.receivables is None
    assert bank.gross_profit is None

    for figures in source.quarters(FOREIGN, date(2022, 12, 31), 8):
        text = documents[figures.document_id].text
        assert figures.document_type == "other"
        assert not figures.derived.get("net_income")
        _check_statement(figures, text, "Income statement", "Balance sheet")
        assert _row(text, "Total debt", "Balance sheet")[0] == figures.debt


def test_credit_metrics_follow_from_the_quarters(source: Source) -> None:
    as_of = date(2022, 12, 31)
    metrics = credit_metrics(APPLE, as_of, 3, filed=source.market.reported_quarters(APPLE))
    figures = source.quarters(APPLE, as_of, 6)
    assert [m.period for m in metrics.quarters] == [f.period for f in figures[:3]]
    newest, previous = metrics.quarters[0], metrics.quarters[1]
    f = figures[0]
    assert newest.debt_to_equity == pytest.approx(f.debt / f.equity)
    assert newest.net_debt == f.debt - f.cash
    assert newest.cash_coverage == pytest.approx(f.cash / f.debt)
    assert newest.ttm_net_income == sum(x.net_income for x in figures[:4])
    assert newest.net_debt_change == newest.net_debt - previous.net_debt
    assert newest.previous_period == previous.period
    # The oldest quarter in the corpus has no predecessor and no trailing year.
    oldest = source.credit_metrics(APPLE, as_of, 8)[-1]
    assert oldest.previous_period is None
    assert oldest.ttm_net_income is None


def test_unknown_entity_is_named_with_a_suggestion(source: Source) -> None:
    with pytest.raises(UnknownEntityError, match="Did you mean ent_apple_inc"):
        source.quarters("ent_apple_incc", date(2022, 12, 31))


def test_earnings_history_hides_unreported_results(source: Source) -> None:
    q4 = source.quarters(APPLE, date(2022, 12, 31), 1)[0]
    entry = next(q for q in source.calendar.quarters(APPLE) if q.period.label() == q4.period)
    assert entry.report_at is not None
    before = history(APPLE, entry.report_at - timedelta(seconds=1), 4, calendar=source.calendar)
    after = history(APPLE, entry.report_at, 4, calendar=source.calendar)
    assert before.quarters[0].period.label() == q4.period
    assert before.quarters[0].eps_actual is None
    assert before.quarters[0].status != "reported"
    assert after.quarters[0].eps_actual == q4.eps
    assert after.quarters[0].status == "reported"
    assert after.reported == before.reported + 1
    assert after.beats + after.misses <= after.reported
