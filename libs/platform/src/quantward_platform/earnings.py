"""`earnings.history`: an earnings calendar (`MarketData.earnings_calendar()`) as known at `as_of`.

Thin on purpose: the calendar (`quantward_documents.calendar`) already enforces point in time
(no actual EPS, transcript or filing before it is published); this adds the summary an analyst
asks for first (how often the company beat, by how much on average) over reported quarters only.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Final

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from quantward_documents.calendar import EarningsCalendar, EarningsQuarter
from quantward_platform.errors import UnknownEntityError
from quantward_platform.timing import as_moment

#: Fields of the `earnings.calendar` dataset.
EARNINGS_FIELDS: Final[Mapping[str, str]] = {
    "report_at": "When results were released (press release / 8-K Item 2.02).",
    "eps_actual": "Diluted EPS as reported; absent before report_at.",
    "eps_estimate": "Consensus EPS before the report.",
    "eps_surprise": "eps_actual - eps_estimate.",
    "eps_surprise_pct": "eps_surprise / |eps_estimate|.",
    "status": "reported | scheduled | unannounced, as of the as-of moment.",
}


class EarningsHistory(BaseModel):
    """The last `count` quarters ended by `as_of`, newest first, with a beat/miss summary."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    entity_id: str
    as_of: AwareDatetime
    synthetic: bool = Field(description="True when the calendar's figures are generated.")
    quarters: tuple[EarningsQuarter, ...]
    reported: int = Field(description="Quarters with an actual EPS by as_of.")
    beats: int = Field(description="Reported quarters with eps_surprise > 0.")
    misses: int = Field(description="Reported quarters with eps_surprise < 0.")
    mean_surprise_pct: float | None = Field(description="Mean eps_surprise_pct when reported.")


def history(
    entity_id: str,
    as_of: date | datetime,
    count: int = 8,
    *,
    calendar: EarningsCalendar,
) -> EarningsHistory:
    """`earnings.history`: dates, EPS and documents of the last `count` quarters at `as_of`.

    `calendar` is `MarketData.earnings_calendar()`: the same adapter's `reported_quarters` name
    the same documents, so ids here and in `fundamentals.quarters` agree.
    """
    if count < 1:
        raise ValueError(f"count must be at least 1, got {count}")
    if not calendar.covers(entity_id):
        raise UnknownEntityError(
            f"{entity_id} has no earnings in the calendar; {len(calendar.entity_ids)} entities "
            "are covered (EarningsCalendar.entity_ids)"
        )
    moment = as_moment(as_of)
    known = calendar.last_quarters(entity_id, moment, n=count)[::-1]
    surprises = [
        q.eps_surprise_pct
        for q in known
        if q.status == "reported" and q.eps_surprise_pct is not None
    ]
    reported = [q for q in known if q.eps_actual is not None]
    return EarningsHistory(
        entity_id=entity_id,
        as_of=moment,
        synthetic=any(q.synthetic for q in known),
        quarters=tuple(known),
        reported=len(reported),
        beats=sum(1 for q in reported if (q.eps_surprise or 0.0) > 0),
        misses=sum(1 for q in reported if (q.eps_surprise or 0.0) < 0),
        mean_surprise_pct=sum(surprises) / len(surprises) if surprises else None,
    )
