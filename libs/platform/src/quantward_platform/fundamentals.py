"""Quarterly fundamentals from the synthetic corpus, point in time and citable.

A quarter's figures become public when its periodic report (10-Q, 10-K, or a non-SEC filer's
interim or annual report) is published, so `quarters(entity, as_of)` returns only quarters whose
report was published on or before `as_of`, each with the id of that document: the figure and its
citation travel together, and a validator can open the filing and find the number.

The figures are read from the corpus model (`corpus.model.Timeline`), never parsed from text,
and are rounded exactly as the filing prints them (whole millions; EPS to the cent), so a number
here equals the number in the document. Where a filing does not print a quarterly figure (a 10-K
states the fiscal year's operating income, net income and gross profit, not the fourth
quarter's), the figure is derived the way an analyst does it — the year less the three 10-Qs —
and `derived` says so. Fields a filing does not state at all for the company (inventory of a
bank, deposits of a retailer) are None rather than zero.

All figures are synthetic (`synthetic=True`): the companies and their fiscal calendars are real,
the numbers are invented. Never present them as a company's actual results.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from datetime import date, datetime
from functools import cache, cached_property
from typing import Final

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from quantward_documents.calendar import EarningsCalendar, EarningsQuarter, quarter_index
from quantward_documents.corpus import CORPUS_END, DEFAULT_QUARTERS, DEFAULT_SEED, corpus_calendar
from quantward_documents.corpus.model import Timeline
from quantward_documents.corpus.universe import CorpusEntity, corpus_entities
from quantward_documents.prices import PriceHistory
from quantward_platform.errors import UnknownEntityError
from quantward_platform.timing import as_moment

#: Figures of a quarter, in millions of the reporting currency (EPS per share, shares in
#: millions), and the derived ratios. This is the `fundamentals.quarterly` dataset's field list.
FIGURE_FIELDS: Final[Mapping[str, str]] = {
    "revenue": "Revenue (millions).",
    "gross_profit": "Revenue less cost of sales, the statement's 'Gross margin' row (millions); "
    "None for companies without cost of sales (banks, insurers).",
    "gross_margin": "gross_profit / revenue (a fraction).",
    "operating_income": "Operating income (millions).",
    "net_income": "Net income (millions).",
    "eps": "Diluted earnings per share (reporting currency).",
    "shares": "Diluted shares outstanding (millions).",
    "cash": "Cash and cash equivalents, or cash and due from banks (millions).",
    "receivables": "Accounts receivable, net (millions); None for banks.",
    "inventory": "Inventories (millions); None when the balance sheet has no inventory line.",
    "debt": "Total debt, or long-term debt for banks (millions).",
    "equity": "Total shareholders' equity (millions).",
    "loans": "Loans, net (millions); banks only.",
    "deposits": "Deposits (millions); banks only.",
    "debt_to_equity": "debt / equity; None when equity is not positive.",
    "net_debt": "debt - cash (millions).",
}


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class QuarterFigures(_Frozen):
    """One fiscal quarter's figures as stated in (or derived from) its periodic report."""

    entity_id: str
    period: str = Field(description="Fiscal period label, e.g. 'FY2022 Q3'.")
    fiscal_year: int
    fiscal_quarter: int
    quarter_start: date
    quarter_end: date
    published_at: AwareDatetime = Field(description="When the periodic report was published.")
    document_id: str = Field(description="The 10-Q / 10-K / interim report stating the figures.")
    document_type: str
    form: str
    currency: str
    synthetic: bool = Field(description="True: invented figures; say so wherever cited.")
    revenue: float
    gross_profit: float | None
    gross_margin: float | None
    operating_income: float
    net_income: float
    eps: float
    shares: float
    cash: float
    receivables: float | None
    inventory: float | None
    debt: float
    equity: float
    loans: float | None
    deposits: float | None
    debt_to_equity: float | None
    net_debt: float
    derived: dict[str, str] = Field(
        default_factory=dict, description="Fields not printed as such, with how they follow."
    )


class FundamentalsQuarters(_Frozen):
    """`fundamentals.quarters`: the latest quarters published by `as_of`, newest first."""

    entity_id: str
    as_of: AwareDatetime
    currency: str
    synthetic: bool
    quarters: tuple[QuarterFigures, ...]


class CreditQuarter(_Frozen):
    """Leverage and liquidity of one quarter, with the change against the previous quarter."""

    period: str
    quarter_end: date
    published_at: AwareDatetime
    document_id: str
    debt: float
    cash: float
    equity: float
    net_debt: float = Field(description="debt - cash (millions).")
    debt_to_equity: float | None = Field(description="debt / equity; None if equity <= 0.")
    cash_coverage: float | None = Field(description="cash / debt: share of debt cash could repay.")
    ttm_net_income: float | None = Field(
        description="Net income of this and the three previous quarters; None if any of them "
        "is not in the source (or not consecutive)."
    )
    net_debt_to_ttm_net_income: float | None = Field(
        description="net_debt / ttm_net_income; None if that income is missing or <= 0."
    )
    previous_period: str | None
    debt_to_equity_change: float | None
    net_debt_change: float | None
    cash_coverage_change: float | None


class CreditMetrics(_Frozen):
    """`fundamentals.credit_metrics`: per quarter published by `as_of`, newest first."""

    entity_id: str
    as_of: AwareDatetime
    currency: str
    synthetic: bool
    quarters: tuple[CreditQuarter, ...]


def _printed(millions: float) -> float:
    """The value as a statement prints it (`table_number`: whole units, half to even)."""
    value = float(f"{millions:.0f}")
    return value + 0.0  # -0.0 → 0.0


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b is not None and b > 0 else None


def _change(now: float | None, before: float | None) -> float | None:
    return now - before if now is not None and before is not None else None


class FundamentalsSource:
    """The corpus' periodic-report figures, by entity, for one corpus (seed, quarters, end).

    Built on the same arguments as `corpus_calendar`, so every quarter served is a quarter whose
    periodic report exists in the corpus generated with those arguments, and `document_id` is
    that report's id (`EarningsQuarter.periodic_report.document_id`).
    """

    def __init__(
        self,
        seed: int = DEFAULT_SEED,
        quarters: int = DEFAULT_QUARTERS,
        *,
        end: date = CORPUS_END,
        prices: PriceHistory | None = None,
    ) -> None:
        self.seed = seed
        self.quarter_count = quarters
        self.end = end
        self.calendar: EarningsCalendar = corpus_calendar(seed, quarters, end=end)
        self._prices = prices if prices is not None else PriceHistory.shipped()
        self._entities: Mapping[str, CorpusEntity] = {ce.entity_id: ce for ce in corpus_entities()}
        self._timelines: dict[str, Timeline] = {}
        self._reported: dict[str, tuple[EarningsQuarter, ...]] = {}

    @classmethod
    def default(cls) -> FundamentalsSource:
        """The default corpus' fundamentals (seed 7, 8 quarters to 2022-12-28), built once."""
        return _default_source()

    @cached_property
    def entity_ids(self) -> tuple[str, ...]:
        """Entities with at least one periodic report in the corpus."""
        return tuple(
            e
            for e in self.calendar.entity_ids
            if any(q.periodic_report for q in self.calendar.quarters(e))
        )

    # --- internals --------------------------------------------------------------------------

    def _filed(self, entity_id: str) -> tuple[EarningsQuarter, ...]:
        """The entity's calendar quarters that have a periodic report, oldest first."""
        cached = self._reported.get(entity_id)
        if cached is not None:
            return cached
        found = (
            tuple(q for q in self.calendar.quarters(entity_id) if q.periodic_report)
            if self.calendar.covers(entity_id)
            else ()
        )
        if not found:
            close = difflib.get_close_matches(entity_id, self.entity_ids, n=3, cutoff=0.5)
            hint = f" Did you mean {', '.join(close)}?" if close else ""
            raise UnknownEntityError(
                f"no periodic reports for {entity_id} in the synthetic corpus (seed {self.seed}, "
                f"{self.quarter_count} quarters to {self.end.isoformat()}); it covers "
                f"{len(self.entity_ids)} entities, see FundamentalsSource.entity_ids.{hint}"
            )
        self._reported[entity_id] = found
        return found

    def _timeline(self, entity_id: str) -> Timeline:
        timeline = self._timelines.get(entity_id)
        if timeline is None:
            timeline = Timeline(self.seed, self._entities[entity_id], self._prices)
            self._timelines[entity_id] = timeline
        return timeline

    def _figures(self, entry: EarningsQuarter) -> QuarterFigures:
        report = entry.periodic_report
        assert report is not None  # _filed keeps only quarters with one
        timeline = self._timeline(entry.entity_id)
        index = quarter_index(entry.period)
        q = timeline.quarter(index)
        if q.periodic_at != report.published_at:
            raise RuntimeError(
                f"{entry.entity_id} {entry.period.label()}: the corpus model files the report at "
                f"{q.periodic_at.isoformat()} but the calendar says "
                f"{report.published_at.isoformat()}; quantward_documents changed how it dates "
                "periodic reports and this module must follow"
            )
        financial = timeline.sector.financial
        derived: dict[str, str] = {
            "net_debt": "debt - cash",
            "debt_to_equity": "debt / equity",
        }
        gross_profit = _printed(q.revenue * q.gross_margin) if q.gross_margin is not None else None
        operating_income = _printed(q.operating_income)
        net_income = _printed(q.net_income)
        annual_report = report.type == "10-K"
        if annual_report:
            # The 10-K prints the year's income statement and only revenue and EPS by quarter:
            # the fourth quarter is the year less the three 10-Qs, as printed in each.
            year = [timeline.quarter(index - 3 + k) for k in range(4)]
            first_three = year[:3]
            operating_income = _printed(sum(x.operating_income for x in year)) - sum(
                _printed(x.operating_income) for x in first_three
            )
            net_income = _printed(sum(x.net_income for x in year)) - sum(
                _printed(x.net_income) for x in first_three
            )
            how = "fiscal-year figure of the 10-K less the three quarters of the 10-Qs"
            derived.update(operating_income=how, net_income=how)
            if gross_profit is not None and all(x.gross_margin is not None for x in year):
                gross_profit = _printed(
                    sum(x.revenue * (x.gross_margin or 0.0) for x in year)
                ) - sum(_printed(x.revenue * (x.gross_margin or 0.0)) for x in first_three)
                derived["gross_profit"] = how
        revenue = _printed(q.revenue)
        if gross_profit is not None:
            derived["gross_margin"] = "gross_profit / revenue"
        cash, debt, equity = _printed(q.cash), _printed(q.debt), _printed(q.equity)
        return QuarterFigures(
            entity_id=entry.entity_id,
            period=entry.period.label(),
            fiscal_year=entry.period.fiscal_year,
            fiscal_quarter=entry.period.fiscal_quarter or 4,
            quarter_start=entry.quarter_start,
            quarter_end=entry.quarter_end,
            published_at=report.published_at,
            document_id=report.document_id,
            document_type=report.type,
            form=report.form,
            currency=entry.currency,
            synthetic=True,
            revenue=revenue,
            gross_profit=gross_profit,
            gross_margin=gross_profit / revenue if gross_profit is not None and revenue else None,
            operating_income=operating_income,
            net_income=net_income,
            eps=q.eps,
            shares=_printed(q.shares),
            cash=cash,
            receivables=None if financial else _printed(q.receivables),
            inventory=_printed(q.inventory) if q.inventory and not financial else None,
            debt=debt,
            equity=equity,
            loans=_printed(q.loans) if financial else None,
            deposits=_printed(q.deposits) if financial else None,
            debt_to_equity=_ratio(debt, equity),
            net_debt=debt - cash,
            derived=derived,
        )

    def _known(self, entity_id: str, as_of: date | datetime) -> list[EarningsQuarter]:
        moment = as_moment(as_of)
        return [
            q
            for q in self._filed(entity_id)
            if q.periodic_report is not None and q.periodic_report.published_at <= moment
        ]

    # --- the API ----------------------------------------------------------------------------

    def quarters(
        self, entity_id: str, as_of: date | datetime, count: int = 4
    ) -> list[QuarterFigures]:
        """The last `count` quarters whose periodic report was published by `as_of`, newest
        first (fewer, possibly none, if the corpus holds fewer by then)."""
        if count < 1:
            raise ValueError(f"count must be at least 1, got {count}")
        known = self._known(entity_id, as_of)
        return [self._figures(q) for q in reversed(known[-count:])]

    def currency(self, entity_id: str) -> str:
        return self._filed(entity_id)[-1].currency

    def credit_metrics(
        self, entity_id: str, as_of: date | datetime, count: int = 4
    ) -> list[CreditQuarter]:
        """Leverage and liquidity per quarter published by `as_of`, newest first."""
        if count < 1:
            raise ValueError(f"count must be at least 1, got {count}")
        known = self._known(entity_id, as_of)
        figures = [self._figures(q) for q in known]  # oldest first
        indexes = [f.fiscal_year * 4 + f.fiscal_quarter - 1 for f in figures]
        rows: list[CreditQuarter] = []
        for i in range(max(0, len(figures) - count), len(figures)):
            f = figures[i]
            ttm: float | None = None
            if i >= 3 and indexes[i] - indexes[i - 3] == 3:
                ttm = sum(x.net_income for x in figures[i - 3 : i + 1])
            before = figures[i - 1] if i >= 1 else None
            coverage = _ratio(f.cash, f.debt)
            rows.append(
                CreditQuarter(
                    period=f.period,
                    quarter_end=f.quarter_end,
                    published_at=f.published_at,
                    document_id=f.document_id,
                    debt=f.debt,
                    cash=f.cash,
                    equity=f.equity,
                    net_debt=f.net_debt,
                    debt_to_equity=f.debt_to_equity,
                    cash_coverage=coverage,
                    ttm_net_income=ttm,
                    net_debt_to_ttm_net_income=_ratio(f.net_debt, ttm),
                    previous_period=before.period if before else None,
                    debt_to_equity_change=_change(
                        f.debt_to_equity, before.debt_to_equity if before else None
                    ),
                    net_debt_change=_change(f.net_debt, before.net_debt if before else None),
                    cash_coverage_change=_change(
                        coverage, _ratio(before.cash, before.debt) if before else None
                    ),
                )
            )
        rows.reverse()
        return rows


@cache
def _default_source() -> FundamentalsSource:
    return FundamentalsSource()


def _source(source: FundamentalsSource | None) -> FundamentalsSource:
    return source if source is not None else FundamentalsSource.default()


def quarters(
    entity_id: str,
    as_of: date | datetime,
    count: int = 4,
    *,
    source: FundamentalsSource | None = None,
) -> FundamentalsQuarters:
    """`fundamentals.quarters`: figures of the last `count` quarters published by `as_of`."""
    src = _source(source)
    return FundamentalsQuarters(
        entity_id=entity_id,
        as_of=as_moment(as_of),
        currency=src.currency(entity_id),
        synthetic=True,
        quarters=tuple(src.quarters(entity_id, as_of, count)),
    )


def credit_metrics(
    entity_id: str,
    as_of: date | datetime,
    count: int = 4,
    *,
    source: FundamentalsSource | None = None,
) -> CreditMetrics:
    """`fundamentals.credit_metrics`: debt/equity, net debt, cash coverage, TTM net income."""
    src = _source(source)
    return CreditMetrics(
        entity_id=entity_id,
        as_of=as_moment(as_of),
        currency=src.currency(entity_id),
        synthetic=True,
        quarters=tuple(src.credit_metrics(entity_id, as_of, count)),
    )


__all__ = [
    "FIGURE_FIELDS",
    "CreditMetrics",
    "CreditQuarter",
    "FundamentalsQuarters",
    "FundamentalsSource",
    "QuarterFigures",
    "credit_metrics",
    "quarters",
]
