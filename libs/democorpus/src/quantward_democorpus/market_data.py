"""`EmbeddedMarketData`: the `MarketData` that ships with quantward, needing no server.

* Prices: skfolio's adjusted daily closes of 20 US large caps (real prices, in the wheel),
  mapped to the shipped graph's entity ids (`PriceHistory.shipped()`).
* Earnings calendar and fundamentals: **derived at run time from the synthetic corpus
  generator** (this package) for a (seed, quarters, end): the calendar is the
  corpus' own (`corpus_calendar`), so its document ids are exactly the generated documents, and
  a quarter's figures are read from the generator's model (`model.Timeline`), never parsed
  from text, rounded exactly as the filing prints them, so a number here equals the number in
  the document the search index serves.

It lives with the generator in the demo-only package, out of what a service installs: the kit's
`build_market_data` serves it when the package is installed, and a deployment without it binds
another `MarketData` (the contract suite in `tests/contract/` says what it must do). Everything
here is deterministic: the same arguments give the same data.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from datetime import date
from functools import cache
from threading import RLock
from typing import Final

from quantward_democorpus import CORPUS_END, DEFAULT_QUARTERS, DEFAULT_SEED, corpus_calendar
from quantward_democorpus.model import Timeline
from quantward_democorpus.universe import corpus_entities
from quantward_documents.calendar import EarningsCalendar, EarningsQuarter, quarter_index
from quantward_documents.prices import PriceHistory
from quantward_platform.errors import UnknownEntityError
from quantward_platform.fundamentals import QuarterFigures, ratio
from quantward_platform.registry import dataset

#: what this adapter generates: everything but the prices, which are skfolio's real closes
GENERATED_DATASETS: Final = frozenset({"fundamentals.quarterly", "earnings.calendar"})


def _printed(millions: float) -> float:
    """The value as a statement prints it (`table_number`: whole units, half to even)."""
    value = float(f"{millions:.0f}")
    return value + 0.0  # -0.0 → 0.0


class EmbeddedMarketData:
    """The shipped prices and the synthetic corpus' calendar and periodic-report figures.

    Built on the same arguments as `corpus_calendar`, so every quarter served is a quarter whose
    periodic report exists in the corpus generated with those arguments, and `document_id` is
    that report's id. `entity_ids` narrows the calendar (and so the fundamentals) to a few
    companies, which tests use to build it quickly; prices always cover every priced company.
    """

    def __init__(
        self,
        seed: int = DEFAULT_SEED,
        quarters: int = DEFAULT_QUARTERS,
        *,
        end: date = CORPUS_END,
        entity_ids: Iterable[str] | None = None,
        prices: PriceHistory | None = None,
    ) -> None:
        self.seed = seed
        self.quarter_count = quarters
        self.end = end
        self._entity_ids = tuple(entity_ids) if entity_ids is not None else None
        self._prices = prices
        self._calendar: EarningsCalendar | None = None
        self._filed: dict[str, tuple[QuarterFigures, ...]] = {}
        # Built on first use (a service that never asks pays nothing), from worker threads:
        # one lock keeps the calendar and each company's figures built once. Prices need none:
        # the shipped history is loaded once a process by `PriceHistory.shipped`.
        self._lock = RLock()

    @classmethod
    def default(cls) -> EmbeddedMarketData:
        """The default corpus' data (seed 7, 8 quarters to 2022-12-28), built once a process."""
        return _default()

    # --- the port -------------------------------------------------------------------------------

    def price_history(self) -> PriceHistory:
        return self._prices if self._prices is not None else PriceHistory.shipped()

    def earnings_calendar(self) -> EarningsCalendar:
        with self._lock:
            if self._calendar is None:
                self._calendar = corpus_calendar(
                    self.seed, self.quarter_count, self._entity_ids, end=self.end
                )
            return self._calendar

    def is_synthetic(self, dataset_id: str) -> bool:
        return dataset(dataset_id).id in GENERATED_DATASETS

    def reported_entity_ids(self) -> tuple[str, ...]:
        calendar = self.earnings_calendar()
        return tuple(
            e for e in calendar.entity_ids if any(q.periodic_report for q in calendar.quarters(e))
        )

    def reported_quarters(self, entity_id: str) -> Sequence[QuarterFigures]:
        with self._lock:
            found = self._filed.get(entity_id)
            if found is None:
                found = self._build(entity_id)
                self._filed[entity_id] = found
            return found

    # --- internals ------------------------------------------------------------------------------

    def _build(self, entity_id: str) -> tuple[QuarterFigures, ...]:
        calendar = self.earnings_calendar()
        entries = (
            [q for q in calendar.quarters(entity_id) if q.periodic_report]
            if calendar.covers(entity_id)
            else []
        )
        if not entries:
            covered = self.reported_entity_ids()
            close = difflib.get_close_matches(entity_id, covered, n=3, cutoff=0.5)
            hint = f" Did you mean {', '.join(close)}?" if close else ""
            raise UnknownEntityError(
                f"no periodic reports for {entity_id} in the synthetic corpus (seed {self.seed}, "
                f"{self.quarter_count} quarters to {self.end.isoformat()}); it covers "
                f"{len(covered)} entities, see MarketData.reported_entity_ids.{hint}"
            )
        entity = next(ce for ce in corpus_entities() if ce.entity_id == entity_id)
        # the prices the calendar was generated on, so the two date every report alike
        timeline = Timeline(self.seed, entity, PriceHistory.shipped())
        return tuple(self._figures(timeline, entry) for entry in entries)

    def _figures(self, timeline: Timeline, entry: EarningsQuarter) -> QuarterFigures:
        report = entry.periodic_report
        assert report is not None  # _build keeps only quarters with one
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
        if report.type == "10-K":
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
            debt_to_equity=ratio(debt, equity),
            net_debt=debt - cash,
            derived=derived,
        )


@cache
def _default() -> EmbeddedMarketData:
    return EmbeddedMarketData()


__all__ = ["EmbeddedMarketData"]
