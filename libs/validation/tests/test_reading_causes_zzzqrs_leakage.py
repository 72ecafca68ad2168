"""Stated-leakage causes of issue 18 (ZZZQ–ZZZS families), each tested as a family on
constructions in no batch:

- fiscal labels in a plan tested over fiscal years read on the calendar the test windows keep
  when the text states none ("FY09–FY13" in a test from July is the years to June 2013)
  (`fiscal_calendars.windows_calendar`);
- a month written year first with a slash ("2005/07 to 2013/05"), a split fiscal year
  ("2012/13") kept as it was (`timespans`);
- the present said after what it marks ("the index as currently composed"), names coordinated
  before a present-day input ("today's Moody's, S&P and Fitch ratings"), and the curves, tables
  and methods a valuation uses, also as a compound's head (`present_day_inputs`);
- an edition named with its year after it ("the CMI mortality model 2023") used in every year
  of the test (`present_day_inputs`);
- a rule or a figure applied to the periods before it existed (`before_it_existed`);
- audited figures and annual reports in the suite's other languages dated at their period's
  end (`publication_lag`).

Each has a clean twin. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.fiscal_calendars import FiscalCalendar, windows_calendar
from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

#: two folds over Australian-style fiscal years, July to June
_JULY_FOLDS = [(date(2013, 7, 1), date(2014, 6, 30)), (date(2014, 7, 1), date(2015, 6, 30))]
_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str, folds: list[tuple[date, date]] = _FOLDS) -> bool:
    return bool(leaks([("reasoning[0]", text)], folds))


def test_the_windows_keep_a_fiscal_calendar() -> None:
    assert windows_calendar(_JULY_FOLDS) == FiscalCalendar(6)
    assert windows_calendar(_FOLDS) is None
    assert windows_calendar([]) is None


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The carry signal's lookback was tuned over FY09–FY13.", False),
        ("The carry signal's lookback was tuned over FY09–FY14.", True),
        ("The carry signal's lookback was tuned over 1QFY09 to 4QFY13.", False),
        ("The carry signal's lookback was tuned over 1QFY09 to 1QFY14.", True),
        # a calendar the text states wins over the windows'
        ("Fiscal years ending September; the lookback was tuned over FY09–FY13.", True),
    ],
)
def test_fiscal_labels_on_the_windows_calendar(text: str, leaky: bool) -> None:
    assert _leaky(text, _JULY_FOLDS) is leaky


def test_a_month_written_year_first_with_a_slash() -> None:
    (found,) = periods("trained over 2005/07 to 2013/05")
    assert (found.start, found.end) == (date(2005, 7, 1), date(2013, 5, 31))
    (split,) = periods("the 2012/13 season")
    assert split.end == date(2013, 12, 31)


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The hedge ratio was fitted on swap spreads, 2008/03–2016/09.", True),
        ("The hedge ratio was fitted on swap spreads, 2008/03–2014/09.", False),
    ],
)
def test_slashed_months_in_a_fit(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Each fold's universe is the S&P/ASX 200 as currently composed.", True),
        ("The universe in every fold is the Euro Stoxx 50 as it stands now.", True),
        ("The universe in every fold is the Euro Stoxx 50 as it stood on each date.", False),
        ("Bonds are filtered on today's Moody's, S&P and Fitch ratings in every fold.", True),
        (
            "Bonds are filtered on the Moody's, S&P and Fitch ratings of each date in every fold.",
            False,
        ),
        ("Every fold values the liabilities on the latest Zinskurve, applied back to 2012.", True),
        ("Every fold values the liabilities on the Zinskurve published at each date.", False),
        # a balance of payments named among a list is no present-day marker
        (
            "The country scores (reserves, current account, real yields) were fitted over "
            "2009-2014, and that setting is then used in all three folds.",
            False,
        ),
    ],
)
def test_present_day_inputs_said_in_other_forms(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Reserves in each fold are set with the CMI mortality model 2023.", True),
        ("Reserves in each fold are set with the CMI mortality model current at that date.", False),
    ],
)
def test_an_edition_named_with_its_year_after_it(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The stress haircuts of the 2019 rulebook are used even for quarters prior to its "
            "adoption.",
            True,
        ),
        (
            "Each fold applies the capital charge, including the months before it came into force.",
            True,
        ),
        ("Each fold applies the capital charge only from the months it was in force.", False),
        (
            "Each fold applies the capital charge, not including the months before it came into "
            "force.",
            False,
        ),
    ],
)
def test_a_rule_applied_before_it_existed(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The screen takes each quarter's leverage from the Geschäftsbericht, used as of the "
            "quarter-end it describes.",
            True,
        ),
        (
            "The screen takes each quarter's leverage from the certified accounts, dated to the "
            "period end.",
            True,
        ),
        (
            "The screen takes each quarter's leverage from the certified accounts, lagged four "
            "months past the period end.",
            False,
        ),
    ],
)
def test_audited_and_annual_figures_dated_at_their_end(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
