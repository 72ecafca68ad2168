"""Fiscal calendars and the earnings calendar: the tool that hands an agent the dates, the EPS and
the documents of each quarter, so it never searches for what it could have been handed and never
guesses whether "the latest quarter" means the fiscal one.

A `FiscalCalendar` turns a company's rule ("52/53 weeks ending on the last Saturday of
September", "January 31") into year and quarter end dates and names fiscal years the way the
company does: most name a year for the calendar year in which it ends (Walmart's fiscal 2023
ended 2023-01-31), a few for the year in which most of it falls (Home Depot's fiscal 2022 ended
2023-01-29), so the label convention is part of the calendar. The rules come from a small curated
table (`data/fiscal_calendars.json`, one source note per company); an entity that is not in it
gets a December year end marked `basis="assumed"`, and callers can tell.

`EarningsCalendar` is point in time: asked as of a moment, it returns nothing that was published
after it (no actual EPS, no transcript, no 10-Q for a quarter not yet reported, no 8-K not yet
filed) and a report date only once the company has announced it. The synthetic corpus builds one
whose document ids are exactly its documents (`quantward_democorpus.corpus_calendar`);
its EPS figures are synthetic and say so.
"""

from __future__ import annotations

import calendar as _calendar
import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, date, datetime, time, timedelta
from functools import cache
from importlib import resources
from typing import Final, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, model_validator

from quantward_documents.model import DocumentType, FiscalPeriod
from quantward_graph.model import Entity
from quantward_graph.reference import load_reference_data

YearEndRule = Literal["last_day", "last_weekday", "nearest_weekday"]
LabelConvention = Literal["end_year", "majority"]
Basis = Literal["curated", "assumed"]
Timing = Literal["before_open", "after_close"]
Filer = Literal["sec", "foreign"]
QuarterStatus = Literal["reported", "scheduled", "unannounced"]

WEEKDAYS: Final = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
TABLE_FILE: Final = "fiscal_calendars.json"
#: A company announces its report date about three weeks ahead; before that the calendar does
#: not show it (it was not known), which keeps a point-in-time view honest.
ANNOUNCE_DAYS_AHEAD: Final = 21

_COUNTRY_CURRENCY: Final[Mapping[str, str]] = {
    "US": "USD", "PR": "USD", "GB": "GBP", "CH": "CHF", "JP": "JPY", "DE": "EUR", "FR": "EUR",
    "NL": "EUR", "BE": "EUR", "ES": "EUR", "IE": "EUR", "IT": "EUR", "AT": "EUR", "FI": "EUR",
}  # fmt: skip
_COUNTRY_TZ: Final[Mapping[str, str]] = {
    "US": "America/New_York", "PR": "America/Puerto_Rico", "GB": "Europe/London",
    "CH": "Europe/Zurich", "JP": "Asia/Tokyo", "DE": "Europe/Berlin", "FR": "Europe/Paris",
    "NL": "Europe/Amsterdam", "BE": "Europe/Brussels", "ES": "Europe/Madrid",
    "IE": "Europe/Dublin", "IT": "Europe/Rome",
}  # fmt: skip


class CalendarError(LookupError):
    """An entity or quarter the calendar does not cover; the message says what it does cover."""


class CalModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class FiscalCalendar(CalModel):
    """How a company's fiscal year and quarters fall, and how it names its fiscal years."""

    entity_id: str
    year_end_month: int = Field(ge=1, le=12)
    year_end_rule: YearEndRule = "last_day"
    weekday: int | None = Field(default=None, ge=0, le=6, description="0 = Monday … 6 = Sunday.")
    quarter_weeks: tuple[int, int, int] | None = Field(
        default=None,
        description="Weeks in Q1–Q3 of a 52/53-week year (Q4 takes the rest); None: quarters "
        "end on the last day of every third month.",
    )
    extra_week_quarter: Literal[1, 4] = Field(
        default=4, description="The quarter that gets the 53rd week."
    )
    label: LabelConvention = Field(
        default="end_year",
        description="end_year: FY named for the calendar year in which it ends; majority: for "
        "the calendar year in which most of it falls (Home Depot, Johnson & Johnson).",
    )
    basis: Basis = "assumed"
    source: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> FiscalCalendar:
        weekly = self.year_end_rule != "last_day"
        if weekly and self.weekday is None:
            raise ValueError(f"{self.entity_id}: rule {self.year_end_rule} needs a weekday")
        if weekly != (self.quarter_weeks is not None):
            raise ValueError(
                f"{self.entity_id}: a weekday year end needs quarter_weeks and a month-end year "
                "end must not have them"
            )
        if self.quarter_weeks and not 36 <= sum(self.quarter_weeks) <= 39:
            raise ValueError(f"{self.entity_id}: quarter_weeks {self.quarter_weeks} leave no Q4")
        return self

    # --- years ---------------------------------------------------------------------------------

    def _anchor_year(self, fiscal_year: int) -> int:
        """The calendar year of the month in which fiscal year `fiscal_year` ends."""
        if self.label == "majority" and self.year_end_month <= 5:
            return fiscal_year + 1
        return fiscal_year

    def year_end(self, fiscal_year: int) -> date:
        """The last day of fiscal year `fiscal_year`."""
        return _year_end(
            self._anchor_year(fiscal_year), self.year_end_month, self.year_end_rule, self.weekday
        )

    def year_start(self, fiscal_year: int) -> date:
        return self.year_end(fiscal_year - 1) + timedelta(days=1)

    def quarter_ends(self, fiscal_year: int) -> tuple[date, date, date, date]:
        """The last days of Q1..Q4 of `fiscal_year` (Q4 ends with the year)."""
        end = self.year_end(fiscal_year)
        if self.quarter_weeks is None:
            ends = [_month_end_shift(end, -3 * k) for k in (3, 2, 1)]
            return ends[0], ends[1], ends[2], end
        previous = self.year_end(fiscal_year - 1)
        weeks = (end - previous).days // 7
        lengths = [*self.quarter_weeks, weeks - sum(self.quarter_weeks)]
        if weeks == 53 and self.extra_week_quarter == 1:
            lengths[0] += 1
            lengths[3] -= 1
        q1 = previous + timedelta(weeks=lengths[0])
        q2 = q1 + timedelta(weeks=lengths[1])
        q3 = q2 + timedelta(weeks=lengths[2])
        return q1, q2, q3, end

    # --- quarters ------------------------------------------------------------------------------

    def quarter_end(self, period: FiscalPeriod) -> date:
        """The last day of a quarter, or of the year when the period has no quarter."""
        if period.fiscal_quarter is None:
            return self.year_end(period.fiscal_year)
        return self.quarter_ends(period.fiscal_year)[period.fiscal_quarter - 1]

    def quarter_start(self, period: FiscalPeriod) -> date:
        if period.fiscal_quarter in (None, 1):
            return self.year_start(period.fiscal_year)
        previous = FiscalPeriod(
            fiscal_year=period.fiscal_year, fiscal_quarter=(period.fiscal_quarter or 1) - 1
        )
        return self.quarter_end(previous) + timedelta(days=1)

    def fiscal_year_of(self, day: date) -> int:
        """The fiscal year that contains `day`."""
        for fiscal_year in range(day.year - 1, day.year + 3):
            if self.year_end(fiscal_year - 1) < day <= self.year_end(fiscal_year):
                return fiscal_year
        raise AssertionError(f"no fiscal year of {self.entity_id} contains {day}")  # unreachable

    def period_of(self, day: date) -> FiscalPeriod:
        """The fiscal quarter that contains `day`."""
        fiscal_year = self.fiscal_year_of(day)
        for quarter, end in enumerate(self.quarter_ends(fiscal_year), start=1):
            if day <= end:
                return FiscalPeriod(fiscal_year=fiscal_year, fiscal_quarter=quarter)
        raise AssertionError("a day within a fiscal year falls in one of its quarters")

    def quarters_ending(self, start: date, end: date) -> list[FiscalPeriod]:
        """The fiscal quarters whose last day lies in [start, end], in order."""
        periods: list[FiscalPeriod] = []
        period = self.period_of(start)
        while self.quarter_end(period) <= end:
            if self.quarter_end(period) >= start:
                periods.append(period)
            period = shift_quarter(period, 1)
        return periods

    def rule(self) -> str:
        """The year-end rule in words: 'the last Saturday of September', 'June 30'."""
        month = _calendar.month_name[self.year_end_month]
        if self.year_end_rule == "last_day":
            return f"{month} {_calendar.monthrange(2001, self.year_end_month)[1]}"
        day = WEEKDAYS[self.weekday or 0].capitalize()
        if self.year_end_rule == "last_weekday":
            return f"the last {day} of {month}"
        return f"the {day} nearest the end of {month}"

    def describe(self) -> str:
        """One sentence an agent can read: the rule, the naming convention, the basis."""
        weeks = " (52 or 53 weeks)" if self.quarter_weeks else ""
        naming = (
            "named for the calendar year in which it ends"
            if self.label == "end_year"
            else "named for the calendar year in which most of it falls"
        )
        return (
            f"Fiscal year ends on {self.rule()}{weeks}; {naming} "
            f"({self.basis}: {self.source or 'no source'})."
        )


def shift_quarter(period: FiscalPeriod, quarters: int) -> FiscalPeriod:
    """The fiscal quarter `quarters` after (or before, if negative) `period`."""
    index = quarter_index(period) + quarters
    return FiscalPeriod(fiscal_year=index // 4, fiscal_quarter=index % 4 + 1)


def quarter_index(period: FiscalPeriod) -> int:
    """A running number of fiscal quarters (fiscal_year * 4 + quarter - 1)."""
    if period.fiscal_quarter is None:
        raise ValueError(f"{period.label()} is a year, not a quarter")
    return period.fiscal_year * 4 + period.fiscal_quarter - 1


def _month_end(year: int, month: int) -> date:
    return date(year, month, _calendar.monthrange(year, month)[1])


def _month_end_shift(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    return _month_end(index // 12, index % 12 + 1)


def _year_end(year: int, month: int, rule: YearEndRule, weekday: int | None) -> date:
    last = _month_end(year, month)
    if rule == "last_day" or weekday is None:
        return last
    back = (last.weekday() - weekday) % 7
    if rule == "last_weekday":
        return last - timedelta(days=back)
    forward = (weekday - last.weekday()) % 7
    return last + timedelta(days=forward) if forward < back else last - timedelta(days=back)


# --- the curated table ----------------------------------------------------------------------------


class ReportingProfile(CalModel):
    """How and when a company reports: what the earnings calendar and the corpus follow."""

    entity_id: str
    timing: Timing = Field(description="Results released before the open or after the close.")
    report_lag_days: int = Field(ge=5, le=75, description="Usual days from quarter end.")
    currency: str = Field(pattern=r"^[A-Z]{3}$")
    timezone: str = Field(description="IANA zone of the release times.")
    filer: Filer = Field(description="sec: 10-K/10-Q/8-K; foreign: annual and interim reports.")
    earnings_calls: bool
    publishes_eps: bool
    files_reports: bool
    legal_name: str | None = Field(
        default=None, description="Display name when the graph only carries a short name."
    )


class _Row(CalModel):
    entity_id: str
    year_end_month: int
    year_end_rule: YearEndRule = "last_day"
    weekday: str | None = None
    quarter_weeks: tuple[int, int, int] | None = None
    extra_week_quarter: Literal[1, 4] = 4
    label: LabelConvention = "end_year"
    basis: Basis
    source: str = Field(min_length=1)
    timing: Timing
    report_lag_days: int
    currency: str | None = None
    timezone: str | None = None
    filer: Filer | None = None
    earnings_calls: bool | None = None
    publishes_eps: bool | None = None
    files_reports: bool | None = None
    legal_name: str | None = None


class _Table(CalModel):
    version: int
    about: str
    companies: tuple[_Row, ...]


@cache
def _table() -> Mapping[str, _Row]:
    raw = (
        resources.files("quantward_documents")
        .joinpath("data")
        .joinpath(TABLE_FILE)
        .read_text("utf-8")
    )
    table = _Table.model_validate(json.loads(raw))
    rows: dict[str, _Row] = {}
    for row in table.companies:
        if row.entity_id in rows:
            raise ValueError(f"{TABLE_FILE}: {row.entity_id} appears twice")
        rows[row.entity_id] = row
    return rows


@cache
def _entities() -> Mapping[str, Entity]:
    return {e.entity_id: e for e in load_reference_data().entities}


def curated_calendar_ids() -> tuple[str, ...]:
    """Entities with a row in the table (whether its basis is curated or assumed)."""
    return tuple(sorted(_table()))


def fiscal_calendar(entity_id: str) -> FiscalCalendar:
    """The entity's fiscal calendar; December 31, `basis="assumed"`, when it is not curated."""
    row = _table().get(entity_id)
    if row is None:
        return FiscalCalendar(
            entity_id=entity_id,
            year_end_month=12,
            basis="assumed",
            source="no curated fiscal calendar: a December 31 year end is assumed",
        )
    return FiscalCalendar(
        entity_id=entity_id,
        year_end_month=row.year_end_month,
        year_end_rule=row.year_end_rule,
        weekday=WEEKDAYS.index(row.weekday) if row.weekday else None,
        quarter_weeks=row.quarter_weeks,
        extra_week_quarter=row.extra_week_quarter,
        label=row.label,
        basis=row.basis,
        source=row.source,
    )


def reporting_profile(entity_id: str) -> ReportingProfile:
    """How the entity reports, from the table, else from what the graph says about it.

    Without a row: a company or holding reports (calls, EPS, periodic reports), a debt-issuing
    vehicle does not; US and Puerto Rico companies file with the SEC, others publish interim and
    annual reports; currency and time zone follow the country.
    """
    entity = _entities().get(entity_id)
    row = _table().get(entity_id)
    country = (entity.country if entity else None) or "US"
    reports = entity is None or entity.kind in ("company", "holding")
    domestic = country in ("US", "PR")
    calls = row.earnings_calls if row and row.earnings_calls is not None else reports
    return ReportingProfile(
        entity_id=entity_id,
        timing=row.timing if row else ("after_close" if domestic else "before_open"),
        report_lag_days=row.report_lag_days if row else (30 if domestic else 35),
        currency=(row.currency if row and row.currency else None)
        or _COUNTRY_CURRENCY.get(country, "USD"),
        timezone=(row.timezone if row and row.timezone else None)
        or _COUNTRY_TZ.get(country, "UTC"),
        filer=(row.filer if row and row.filer else None) or ("sec" if domestic else "foreign"),
        earnings_calls=calls,
        publishes_eps=row.publishes_eps if row and row.publishes_eps is not None else calls,
        files_reports=row.files_reports if row and row.files_reports is not None else calls,
        legal_name=row.legal_name if row else None,
    )


# --- the earnings calendar ------------------------------------------------------------------------


class DocumentRef(CalModel):
    """A document of the quarter: enough to open it (id) and to know what it is before opening."""

    document_id: str
    type: DocumentType
    title: str
    published_at: AwareDatetime
    form: str = Field(default="", description="e.g. '10-Q', '8-K Item 2.02', 'Interim report'.")


class EarningsQuarter(CalModel):
    """One fiscal quarter of one company, as known at the calendar's as-of moment."""

    entity_id: str
    period: FiscalPeriod
    quarter_start: date
    quarter_end: date
    status: QuarterStatus = Field(
        description="reported; scheduled (date announced, results not out); unannounced."
    )
    timing: Timing
    report_at: AwareDatetime | None = Field(
        default=None, description="Results release (press release / 8-K Item 2.02)."
    )
    call_at: AwareDatetime | None = Field(default=None, description="Earnings call start.")
    currency: str
    eps_actual: float | None = Field(default=None, description="Diluted EPS as reported.")
    eps_estimate: float | None = Field(default=None, description="Consensus before the report.")
    eps_surprise: float | None = Field(default=None, description="actual - estimate.")
    eps_surprise_pct: float | None = Field(default=None, description="surprise / |estimate|.")
    transcript: DocumentRef | None = None
    periodic_report: DocumentRef | None = Field(
        default=None, description="The 10-Q (Q1–Q3) or 10-K (Q4), or the interim/annual report."
    )
    current_reports: tuple[DocumentRef, ...] = Field(
        default=(), description="8-Ks (or ad hoc announcements) of the quarter, in date order."
    )
    synthetic: bool = Field(description="True when the figures and documents are generated.")
    source: str

    def document_ids(self) -> tuple[str, ...]:
        refs = [self.transcript, self.periodic_report, *self.current_reports]
        return tuple(r.document_id for r in refs if r is not None)

    def as_of(self, moment: datetime) -> EarningsQuarter:
        """This quarter as it was known at `moment`: later facts and documents removed."""
        reported = self.report_at is not None and self.report_at <= moment
        announced = self.report_at is not None and (
            self.report_at - timedelta(days=ANNOUNCE_DAYS_AHEAD) <= moment
        )
        if reported:
            status: QuarterStatus = "reported"
        elif announced:
            status = "scheduled"
        else:
            status = "unannounced"

        def known(ref: DocumentRef | None) -> DocumentRef | None:
            return ref if ref is not None and ref.published_at <= moment else None

        return self.model_copy(
            update={
                "status": status,
                "report_at": self.report_at if announced else None,
                "call_at": self.call_at if announced else None,
                "eps_actual": self.eps_actual if reported else None,
                "eps_surprise": self.eps_surprise if reported else None,
                "eps_surprise_pct": self.eps_surprise_pct if reported else None,
                "transcript": known(self.transcript),
                "periodic_report": known(self.periodic_report),
                "current_reports": tuple(
                    r for r in self.current_reports if r.published_at <= moment
                ),
            }
        )


def as_moment(as_of: date | datetime) -> datetime:
    """A point in time: an aware datetime as is, a date as the end of that day in UTC."""
    if isinstance(as_of, datetime):
        if as_of.tzinfo is None:
            raise ValueError("as_of must be an aware datetime (or a date)")
        return as_of
    return datetime.combine(as_of, time.max, tzinfo=UTC)


class EarningsCalendar:
    """Per entity, the fiscal quarters with their dates, EPS and documents; point in time."""

    def __init__(self, quarters: Iterable[EarningsQuarter]) -> None:
        by_entity: dict[str, list[EarningsQuarter]] = {}
        for quarter in quarters:
            by_entity.setdefault(quarter.entity_id, []).append(quarter)
        self._quarters = {
            entity: tuple(sorted(items, key=lambda q: q.quarter_end))
            for entity, items in by_entity.items()
        }

    @property
    def entity_ids(self) -> tuple[str, ...]:
        return tuple(sorted(self._quarters))

    def covers(self, entity_id: str) -> bool:
        return entity_id in self._quarters

    def fiscal_calendar(self, entity_id: str) -> FiscalCalendar:
        return fiscal_calendar(entity_id)

    def _all(self, entity_id: str) -> Sequence[EarningsQuarter]:
        try:
            return self._quarters[entity_id]
        except KeyError:
            raise CalendarError(
                f"{entity_id} has no earnings in this calendar (it is not covered, or it does "
                f"not report publicly); {len(self._quarters)} entities are covered, see "
                "`entity_ids`"
            ) from None

    def quarters(
        self,
        entity_id: str,
        *,
        start: date | None = None,
        end: date | None = None,
        as_of: date | datetime | None = None,
    ) -> list[EarningsQuarter]:
        """Quarters whose end lies in [start, end]; as known at `as_of` when given.

        With `as_of`, quarters that had not ended by then (their last day over, in UTC) are left
        out and the others lose what was not yet published.
        """
        moment = as_moment(as_of) if as_of is not None else None
        found: list[EarningsQuarter] = []
        for quarter in self._all(entity_id):
            if (start and quarter.quarter_end < start) or (end and quarter.quarter_end > end):
                continue
            if moment is not None:
                if datetime.combine(quarter.quarter_end, time.max, tzinfo=UTC) > moment:
                    continue
                quarter = quarter.as_of(moment)
            found.append(quarter)
        return found

    def last_quarters(
        self, entity_id: str, as_of: date | datetime, n: int = 4, *, reported_only: bool = False
    ) -> list[EarningsQuarter]:
        """The last `n` quarters ended by `as_of` (oldest first), as known then.

        The most recent one may not be reported yet (`status` says so); `reported_only` skips
        such quarters, so "the last four reported quarters" is one call.
        """
        known = self.quarters(entity_id, as_of=as_of)
        if reported_only:
            known = [q for q in known if q.status == "reported"]
        return known[-n:] if n > 0 else []

    def quarter(
        self, entity_id: str, period: FiscalPeriod, *, as_of: date | datetime | None = None
    ) -> EarningsQuarter:
        """One fiscal quarter; `CalendarError` if the calendar does not hold it."""
        for quarter in self._all(entity_id):
            if quarter.period == period:
                return quarter.as_of(as_moment(as_of)) if as_of is not None else quarter
        held = ", ".join(q.period.label() for q in self._all(entity_id))
        raise CalendarError(f"{entity_id}: no {period.label()} in the calendar; it holds {held}")

    def next_report(self, entity_id: str, as_of: date | datetime) -> EarningsQuarter | None:
        """The first quarter not yet reported at `as_of`, if the calendar holds one."""
        moment = as_moment(as_of)
        for quarter in self._all(entity_id):
            if quarter.report_at is None or quarter.report_at > moment:
                return quarter.as_of(moment)
        return None
