"""The point-in-time earnings calendar, on the calendar the synthetic corpus builds (its document
ids are exactly the corpus' documents)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from quantward_democorpus import corpus_calendar
from quantward_documents.calendar import CalendarError, EarningsCalendar
from quantward_documents.model import FiscalPeriod


def P(year: int, quarter: int | None = None) -> FiscalPeriod:  # noqa: N802 - reads like FY/Q
    return FiscalPeriod(fiscal_year=year, fiscal_quarter=quarter)


# --- the earnings calendar of the corpus ----------------------------------------------------------


@pytest.fixture(scope="module")
def calendar() -> EarningsCalendar:
    return corpus_calendar()


def test_a_quarter_is_empty_until_it_is_reported(calendar: EarningsCalendar) -> None:
    full = calendar.quarter("ent_apple_inc", P(2022, 3))
    assert full.report_at
    assert full.call_at
    assert full.transcript
    assert full.periodic_report
    assert full.eps_actual is not None
    assert full.synthetic

    before = calendar.quarter(
        "ent_apple_inc", P(2022, 3), as_of=full.report_at - timedelta(minutes=1)
    )
    assert before.status == "scheduled"
    assert before.report_at == full.report_at  # announced ahead
    assert before.eps_actual is None
    assert before.eps_surprise is None
    assert before.eps_estimate == full.eps_estimate  # the consensus existed before the report
    assert before.transcript is None
    assert before.periodic_report is None
    assert all(r.published_at < full.report_at for r in before.current_reports)

    at_release = calendar.quarter("ent_apple_inc", P(2022, 3), as_of=full.report_at)
    assert at_release.status == "reported"
    assert at_release.eps_actual == full.eps_actual
    assert at_release.transcript is None  # the call has not happened yet
    assert any(r.form == "8-K Item 2.02" for r in at_release.current_reports)

    long_before = calendar.quarter("ent_apple_inc", P(2022, 3), as_of=date(2022, 6, 1))
    assert long_before.status == "unannounced"
    assert long_before.report_at is None


def test_last_quarters_never_see_the_future(calendar: EarningsCalendar) -> None:
    as_of = date(2022, 10, 15)
    quarters = calendar.last_quarters("ent_apple_inc", as_of, 4)
    assert [q.period for q in quarters] == [P(2022, 1), P(2022, 2), P(2022, 3), P(2022, 4)]
    assert quarters[-1].status == "scheduled"
    assert quarters[-1].eps_actual is None
    moment = datetime(2022, 10, 15, 23, 59, 59, 999999, tzinfo=UTC)
    for quarter in quarters:
        assert quarter.quarter_end <= as_of
        for document_id, ref in zip(quarter.document_ids(), _refs(quarter), strict=True):
            assert ref.published_at <= moment, document_id
    reported = calendar.last_quarters("ent_apple_inc", as_of, 2, reported_only=True)
    assert [q.period for q in reported] == [P(2022, 2), P(2022, 3)]
    upcoming = calendar.next_report("ent_apple_inc", as_of)
    assert upcoming is not None
    assert upcoming.period == P(2022, 4)
    with pytest.raises(ValueError, match="aware"):
        calendar.quarters("ent_apple_inc", as_of=datetime(2022, 10, 15))


def _refs(quarter):  # type: ignore[no-untyped-def]
    return [r for r in (quarter.transcript, quarter.periodic_report, *quarter.current_reports) if r]


def test_uncovered_entities_and_quarters_are_named_errors(calendar: EarningsCalendar) -> None:
    with pytest.raises(CalendarError, match="ent_bmw_finance has no earnings"):
        calendar.quarters("ent_bmw_finance")
    with pytest.raises(CalendarError, match="no FY1999 Q1"):
        calendar.quarter("ent_apple_inc", P(1999, 1))


def test_fiscal_labels_follow_the_company(calendar: EarningsCalendar) -> None:
    walmart = calendar.quarters("ent_walmart", start=date(2022, 10, 1), end=date(2022, 11, 30))
    assert [q.period for q in walmart] == [P(2023, 3)]
    assert walmart[0].quarter_end == date(2022, 10, 31)
    microsoft = calendar.quarters("ent_microsoft", start=date(2022, 9, 1), end=date(2022, 9, 30))
    assert [q.period for q in microsoft] == [P(2023, 1)]
