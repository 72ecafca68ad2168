"""Quarterly fundamentals, point in time and citable: the figures' models and pure functions.

A quarter's figures become public when its periodic report (10-Q, 10-K, or a non-SEC filer's
interim or annual report) is published, so `quarters(entity, as_of, filed=...)` returns only
quarters whose report was published on or before `as_of`, each with the id of that document: the
figure and its citation travel together, and a validator can open the filing and find the number.

The figures come from a `MarketData` adapter (`reported_quarters`), passed in by the caller: this
module reads no data itself. A figure a filing does not print as such (a 10-K's fourth quarter)
is derived the way an analyst does it and `derived` says so; fields a filing does not state for
the company (inventory of a bank) are None rather than zero.

The shipped figures are synthetic (`synthetic=True`): the companies and their fiscal calendars
are real, the numbers are invented. Never present them as a company's actual results.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime
from typing import Final

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

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


def ratio(a: float | None, b: float | None) -> float | None:
    """`a / b`, or None when either is missing or `b` is not positive: the one rule every ratio
    of reported figures follows (the embedded market data's debt-to-equity uses it too)."""
    return a / b if a is not None and b is not None and b > 0 else None


def _change(now: float | None, before: float | None) -> float | None:
    return now - before if now is not None and before is not None else None


def published_by(filed: Sequence[QuarterFigures], as_of: date | datetime) -> list[QuarterFigures]:
    """The quarters whose periodic report was published on or before `as_of`, oldest first."""
    moment = as_moment(as_of)
    return [q for q in filed if q.published_at <= moment]


def _currency(entity_id: str, filed: Sequence[QuarterFigures]) -> str:
    if not filed:
        raise UnknownEntityError(f"no periodic reports for {entity_id}")
    return filed[-1].currency


def latest_quarters(
    filed: Sequence[QuarterFigures], as_of: date | datetime, count: int = 4
) -> list[QuarterFigures]:
    """The last `count` quarters whose periodic report was published by `as_of`, newest
    first (fewer, possibly none, if fewer were filed by then)."""
    if count < 1:
        raise ValueError(f"count must be at least 1, got {count}")
    return list(reversed(published_by(filed, as_of)[-count:]))


def credit_quarters(
    filed: Sequence[QuarterFigures], as_of: date | datetime, count: int = 4
) -> list[CreditQuarter]:
    """Leverage and liquidity per quarter published by `as_of`, newest first."""
    if count < 1:
        raise ValueError(f"count must be at least 1, got {count}")
    figures = published_by(filed, as_of)  # oldest first
    indexes = [f.fiscal_year * 4 + f.fiscal_quarter - 1 for f in figures]
    rows: list[CreditQuarter] = []
    for i in range(max(0, len(figures) - count), len(figures)):
        f = figures[i]
        ttm: float | None = None
        if i >= 3 and indexes[i] - indexes[i - 3] == 3:
            ttm = sum(x.net_income for x in figures[i - 3 : i + 1])
        before = figures[i - 1] if i >= 1 else None
        coverage = ratio(f.cash, f.debt)
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
                net_debt_to_ttm_net_income=ratio(f.net_debt, ttm),
                previous_period=before.period if before else None,
                debt_to_equity_change=_change(
                    f.debt_to_equity, before.debt_to_equity if before else None
                ),
                net_debt_change=_change(f.net_debt, before.net_debt if before else None),
                cash_coverage_change=_change(
                    coverage, ratio(before.cash, before.debt) if before else None
                ),
            )
        )
    rows.reverse()
    return rows


def quarters(
    entity_id: str,
    as_of: date | datetime,
    count: int = 4,
    *,
    filed: Sequence[QuarterFigures],
) -> FundamentalsQuarters:
    """`fundamentals.quarters`: figures of the last `count` quarters published by `as_of`.

    `filed` is every quarter the entity filed, oldest first (`MarketData.reported_quarters`).
    """
    return FundamentalsQuarters(
        entity_id=entity_id,
        as_of=as_moment(as_of),
        currency=_currency(entity_id, filed),
        synthetic=any(q.synthetic for q in filed),
        quarters=tuple(latest_quarters(filed, as_of, count)),
    )


def credit_metrics(
    entity_id: str,
    as_of: date | datetime,
    count: int = 4,
    *,
    filed: Sequence[QuarterFigures],
) -> CreditMetrics:
    """`fundamentals.credit_metrics`: debt/equity, net debt, cash coverage, TTM net income."""
    return CreditMetrics(
        entity_id=entity_id,
        as_of=as_moment(as_of),
        currency=_currency(entity_id, filed),
        synthetic=any(q.synthetic for q in filed),
        quarters=tuple(credit_quarters(filed, as_of, count)),
    )


__all__ = [
    "FIGURE_FIELDS",
    "CreditMetrics",
    "CreditQuarter",
    "FundamentalsQuarters",
    "QuarterFigures",
    "credit_metrics",
    "credit_quarters",
    "latest_quarters",
    "published_by",
    "quarters",
]
