"""Fiscal calendars (real ones for the priced companies) and the point-in-time earnings calendar."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from quantward_documents.calendar import (
    curated_calendar_ids,
    fiscal_calendar,
    quarter_index,
    reporting_profile,
    shift_quarter,
)
from quantward_documents.model import FiscalPeriod
from quantward_documents.prices import load_price_history
from quantward_graph.reference import load_reference_data


def P(year: int, quarter: int | None = None) -> FiscalPeriod:  # noqa: N802 - reads like FY/Q
    return FiscalPeriod(fiscal_year=year, fiscal_quarter=quarter)


def test_apple_ends_its_year_on_the_last_saturday_of_september() -> None:
    apple = fiscal_calendar("ent_apple_inc")
    assert apple.basis == "curated"
    assert apple.year_end(2022) == date(2022, 9, 24)
    assert apple.year_end(2023) == date(2023, 9, 30)
    # 53-week fiscal 2023: the extra week is in Q1, which ended on 2022-12-31.
    assert apple.quarter_ends(2023) == (
        date(2022, 12, 31),
        date(2023, 4, 1),
        date(2023, 7, 1),
        date(2023, 9, 30),
    )
    assert apple.quarter_ends(2022)[:3] == (
        date(2021, 12, 25),
        date(2022, 3, 26),
        date(2022, 6, 25),
    )
    assert apple.period_of(date(2022, 9, 24)) == P(2022, 4)
    assert apple.period_of(date(2022, 9, 25)) == P(2023, 1)
    assert apple.period_of(date(2022, 12, 31)) == P(2023, 1)


def test_microsoft_ends_its_year_on_june_30() -> None:
    microsoft = fiscal_calendar("ent_microsoft")
    assert microsoft.year_end(2022) == date(2022, 6, 30)
    assert microsoft.quarter_ends(2023) == (
        date(2022, 9, 30),
        date(2022, 12, 31),
        date(2023, 3, 31),
        date(2023, 6, 30),
    )
    assert microsoft.period_of(date(2022, 10, 15)) == P(2023, 2)


def test_walmart_names_its_year_for_the_january_in_which_it_ends() -> None:
    walmart = fiscal_calendar("ent_walmart")
    assert walmart.year_end(2023) == date(2023, 1, 31)
    assert walmart.quarter_ends(2023)[:3] == (
        date(2022, 4, 30),
        date(2022, 7, 31),
        date(2022, 10, 31),
    )
    assert walmart.period_of(date(2022, 12, 15)) == P(2023, 4)
    assert walmart.period_of(date(2023, 2, 1)) == P(2024, 1)


def test_retail_and_52_53_week_calendars() -> None:
    # Home Depot names a fiscal year for the calendar year in which most of it falls.
    assert fiscal_calendar("ent_home_depot").year_end(2022) == date(2023, 1, 29)
    assert fiscal_calendar("ent_best_buy").year_end(2023) == date(2023, 1, 28)
    assert fiscal_calendar("ent_best_buy").year_end(2018) == date(2018, 2, 3)  # 53 weeks
    assert fiscal_calendar("ent_johnson_johnson").year_end(2022) == date(2023, 1, 1)
    assert fiscal_calendar("ent_amd").year_end(2022) == date(2022, 12, 31)
    assert fiscal_calendar("ent_pepsico").quarter_ends(2022)[0] == date(2022, 3, 19)  # 12 weeks
    assert fiscal_calendar("ent_lowes").year_end(2022) == date(2023, 2, 3)


def test_the_priced_companies_are_curated_and_everything_else_defaults_to_assumed_december() -> (
    None
):
    for entity_id in load_price_history().entity_ids:
        assert fiscal_calendar(entity_id).basis == "curated", entity_id
    unknown = fiscal_calendar("ent_3i")
    assert (unknown.basis, unknown.year_end(2022)) == ("assumed", date(2022, 12, 31))
    assert "assumed" in unknown.describe()


def test_table_rows_name_real_entities_and_profiles_follow_the_graph() -> None:
    known = {e.entity_id for e in load_reference_data().entities}
    assert set(curated_calendar_ids()) <= known
    assert reporting_profile("ent_shell").currency == "USD"  # curated: reports in dollars
    assert reporting_profile("ent_siemens").currency == "EUR"  # from the country
    assert reporting_profile("ent_siemens").filer == "foreign"
    assert reporting_profile("ent_linde_plc").filer == "sec"
    assert not reporting_profile("ent_bmw_finance").earnings_calls  # a debt vehicle
    assert not reporting_profile("ent_berkshire_hathaway").earnings_calls
    assert reporting_profile("ent_berkshire_hathaway").publishes_eps


@settings(max_examples=200, deadline=None)
@given(
    entity=st.sampled_from(sorted({*curated_calendar_ids(), "ent_3i"})),
    year=st.integers(1990, 2030),
)
def test_quarters_tile_every_fiscal_year(entity: str, year: int) -> None:
    calendar = fiscal_calendar(entity)
    start = calendar.year_start(year)
    ends = calendar.quarter_ends(year)
    assert 364 - 7 <= (ends[3] - start).days + 1 <= 371
    previous = start - timedelta(days=1)
    for quarter, end in enumerate(ends, start=1):
        assert 80 <= (end - previous).days <= 120
        assert calendar.quarter_start(P(year, quarter)) == previous + timedelta(days=1)
        assert calendar.period_of(end) == P(year, quarter)
        assert calendar.period_of(previous + timedelta(days=1)) == P(year, quarter)
        previous = end


def test_shift_quarter_wraps_years() -> None:
    assert shift_quarter(P(2022, 4), 1) == P(2023, 1)
    assert shift_quarter(P(2022, 1), -1) == P(2021, 4)
    assert quarter_index(shift_quarter(P(2022, 2), 9)) == quarter_index(P(2022, 2)) + 9
