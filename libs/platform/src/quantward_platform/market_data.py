"""The `MarketData` port: the prices, reported fundamentals and earnings calendar research reads.

The platform library's functions are pure: they take the data they compute on as arguments and
never reach for it themselves. This port is where callers get that data from. The researcher's
tools, the validator and the Guardian's tools receive one from their `build_app` (built by
`build_market_data(settings)` when none is passed), so a test, a deployment and the embedded
launcher choose the data in one place.

Every adapter passes the contract suite in `tests/contract/test_market_data.py`. The port is
synchronous on purpose: the library computes in worker threads and inside the sandbox, where no
event loop runs; an adapter over a remote store fetches and caches behind these calls.

Point in time is the library's job, not the adapter's: an adapter returns everything it holds
(every close, every filed quarter with its publication time, the whole calendar) and the
library's functions cut it at `as_of`. What an adapter must get right is the publication times,
and which of its datasets are generated rather than observed (`is_synthetic`): every source
computed from a synthetic dataset is marked synthetic in the run's registry, its events and the
answer, so an invented EPS figure can never be presented as a real one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from quantward_documents.calendar import EarningsCalendar
from quantward_documents.prices import PriceHistory
from quantward_platform.fundamentals import QuarterFigures


class MarketData(Protocol):
    """Daily closes, the quarters each company filed, and the earnings calendar."""

    def price_history(self) -> PriceHistory:
        """Adjusted daily closes by entity id (the `prices.daily` dataset)."""
        ...

    def earnings_calendar(self) -> EarningsCalendar:
        """Per entity and fiscal quarter: report dates, EPS and the quarter's documents
        (the `earnings.calendar` dataset); the calendar itself answers as of a moment."""
        ...

    def reported_entity_ids(self) -> tuple[str, ...]:
        """The entities with at least one filed periodic report, sorted."""
        ...

    def reported_quarters(self, entity_id: str) -> Sequence[QuarterFigures]:
        """Every quarter `entity_id` filed a periodic report for, oldest first, with the
        report's document id and publication time (the `fundamentals.quarterly` dataset).

        Raises `UnknownEntityError` naming the closest covered ids when the entity has none.
        """
        ...

    def is_synthetic(self, dataset_id: str) -> bool:
        """True when this adapter serves generated (not observed) data for `dataset_id`
        (`prices.daily`, `fundamentals.quarterly`, `earnings.calendar`; see
        `quantward_platform.registry.DATASETS`). Raises `UnknownDatasetError` for another id.
        """
        ...
