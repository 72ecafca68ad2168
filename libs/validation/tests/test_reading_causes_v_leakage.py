"""Batch V causes, stated leakage: fiscal years dated on the calendar the plan states (by name,
by months, by country, or by a period restated in months), halves and quarters of fiscal years,
dates in CJK form, choosing said as "finalised", a trade dated T+1 in prose, and fundamentals
used before they were published. Own wordings; the test starts in April 2018."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.cjk_dates import cjk_dates_written
from quantward_validation.leakage import leaks

_WINDOWS = [(date(2018, 4, 2), date(2020, 3, 31))]


def _leaks(text: str) -> bool:
    return bool(leaks([("purpose", text)], _WINDOWS))


@pytest.mark.parametrize(
    ("clean", "leaky"),
    [
        (
            "The hedge ratio was estimated on FY2014–FY2018 (Indian financial years).",
            "The hedge ratio was estimated on FY2014–FY2019 (Indian financial years).",
        ),
        (
            "The band was tuned over FY14 to FY18 (FY running Apr–Mar).",
            "The band was tuned over FY14 to FY19 (FY running Apr–Mar).",
        ),
        (
            "The band was tuned over FY14 to FY18, financial years April to March.",
            "The band was tuned over FY14 to FY19, financial years April to March.",
        ),
        (
            "The hedge ratio was estimated over H1 FY14 to H2 FY18 (Oct 2017–Mar 2018).",
            "The hedge ratio was estimated over H1 FY14 to H1 FY19 (Apr 2018–Sep 2018).",
        ),
        (
            "Lookbacks were calibrated on Q1 FY15 to Q4 FY18 (FY ending 31 March).",
            "Lookbacks were calibrated on Q1 FY15 to Q2 FY19 (FY ending 31 March).",
        ),
        (
            # Japan names a fiscal year by its first calendar year: FY2017 ends March 2018
            "The weights were fitted on FY2013 to FY2017 (Japanese fiscal years).",
            "The weights were fitted on FY2013 to FY2018 (Japanese fiscal years).",
        ),
    ],
)
def test_fiscal_years_are_dated_on_the_stated_calendar(clean: str, leaky: str) -> None:
    assert not _leaks(clean)
    assert _leaks(leaky)


def test_a_calendar_stated_in_an_earlier_sentence_holds_for_the_text() -> None:
    text = "All periods are fiscal years ending March. The band was tuned on FY14–FY18."
    assert not _leaks(text)


@pytest.mark.parametrize(
    ("clean", "leaky"),
    [
        ("The cut-off was fitted on 2013年4月–2018年3月 data.",
         "The cut-off was fitted on 2013年4月–2019年3月 data."),
        ("Betas were estimated from 2013年4月1日 to 2018年3月31日.",
         "Betas were estimated from 2013年4月1日 to 2018年9月30日."),
    ],
)  # fmt: skip
def test_dates_written_in_cjk_form_are_read(clean: str, leaky: str) -> None:
    assert not _leaks(clean)
    assert _leaks(leaky)


@pytest.mark.parametrize(
    "text",
    [
        "The cut-off was finalized on data through 2019.",
        "We finalised the lookback using the 2012–2019 history.",
        "The weights were locked down on data to December 2018.",
        "The stop level was arrived at using 2015–2019 prices.",
    ],
)
def test_choosing_said_as_finalising_is_a_selection(text: str) -> None:
    assert _leaks(text)


@pytest.mark.parametrize(
    "text",
    [
        "The signal uses the close of day t, and the trade is filled at the open of t+1.",
        "Signals are formed at the close of T and every order executes on T+1 at the VWAP.",
    ],
)
def test_a_trade_dated_t_plus_one_in_prose_is_no_feature_from_the_future(text: str) -> None:
    assert not _leaks(text)


@pytest.mark.parametrize(
    "text",
    [
        "Earnings are used as of the fiscal period end, although they are only reported several "
        "weeks afterwards.",
        "Book values are aligned to the period-end date rather than the filing date.",
        "No reporting lag is applied to the quarterly accounts.",
        "Sales figures enter the model at the quarter end, even though firms publish them a "
        "month later.",
    ],
)
def test_fundamentals_used_before_they_were_published_are_look_ahead(text: str) -> None:
    assert _leaks(text)


@pytest.mark.parametrize(
    "text",
    [
        "Balance-sheet items are lagged by 60 days to allow for reporting delays.",
        "Fundamentals enter the model on their announcement date, which may be weeks after the "
        "period end.",
        "Quarterly accounts are used only once filed, typically 40 days after the quarter end.",
    ],
)
def test_fundamentals_used_once_published_are_no_look_ahead(text: str) -> None:
    assert not _leaks(text)


def test_a_range_of_fiscal_years_restated_in_months_shows_the_calendar() -> None:
    assert not _leaks("The hedge ratio was fitted on FY14–FY18 figures (April 2013–March 2018).")
    assert _leaks("The hedge ratio was fitted on FY15–FY19 figures (July 2014–June 2019).")


def test_an_ascii_tilde_beside_cjk_dates_stays_an_approximation() -> None:
    assert cjk_dates_written("2015年6月 data, ~5% turnover") == "June 2015 data, ~5% turnover"
