"""Look-ahead stated in a workbook's terms (batch ZC): dates as DATE() calls and Excel serials,
windows as a filter's criteria, the whole sample as a whole column, the future as a later row,
a fill on the signal's own row.

The sentences are this file's own wordings of each construction, none of them a batch's."""

from __future__ import annotations

import pytest

from quantward_validation.sheet_rows import rows_as_words

from . import reading_cases


#: two walk-forward test periods: 2016–2017 and 2018–2019
@pytest.mark.parametrize(
    "text",
    [
        # a filter's criteria on the date column, with DATE() bounds, reaching into the tests
        "The stop-loss level was tuned over "
        "=FILTER(px, (day>=DATE(2012,6,1))*(day<=DATE(2019,6,28))).",
        # an aggregate by criteria, its bounds joined to DATE() with "&"
        'Mean return estimated as AVERAGEIFS(r, d, ">="&DATE(2011,1,3), d, "<"&DATE(2020,1,1)).',
        # Excel serials, said to be serials
        "We calibrated the half-life on serial numbers 41275 to 43830 (1900 date system).",
        # the whole column of the sheet is the whole sample
        "Signal = (C5-AVERAGE($C:$C))/STDEV.P($C:$C), fitted once.",
        "The hedge ratio is SLOPE('Prices'!D:D,'Prices'!E:E), estimated once for all folds.",
        # a later row is the future
        "Input col J = OFFSET(close,1,0) alongside the 20-day z-score.",
        "The model's predictors include the next row's return in col M.",
        "Input col J = OFFSET(px,3,0) next to the carry signal.",
        # a fill on the signal's own row
        "Execution price (col P) = the close in the same row as the signal in col O.",
    ],
)
def test_a_workbooks_leak_is_read(text: str) -> None:
    assert reading_cases.leaky(text)


@pytest.mark.parametrize(
    "text",
    [
        # the same constructions kept before the first test
        "The stop-loss level was tuned over "
        "=FILTER(px, (day>=DATE(2009,6,1))*(day<=DATE(2015,6,30))).",
        "We calibrated the half-life on serial numbers 40179 to 42004 (1900 date system).",
        # an expanding range is only the rows so far
        "Signal = (C5-AVERAGE($C$2:C5))/STDEV.P($C$2:C5), rows up to the current one.",
        # an earlier row is the past; a fill on the row after the signal's
        "Input col J = OFFSET(close,-1,0) alongside the 20-day z-score.",
        "Execution price (col P) = the open in the row after the signal's row.",
        # "all columns" is every feature, not every date
        "The ridge model was fitted on all columns of each training window.",
    ],
)
def test_a_workbooks_clean_twin_is_not_a_leak(text: str) -> None:
    assert not reading_cases.leaky(text)


def test_workbook_dates_are_written_as_dates() -> None:
    assert "2010-01-04" in rows_as_words("rows where dt >= DATE(2010,1,4)")
    assert "2010-01-04" in rows_as_words("the date serials 40182 onwards")
    # a five-digit number in a sentence that says nothing of serials is a number
    assert rows_as_words("a notional of 40182 (USD)") == "a notional of 40182 (USD)"
    # the 1904 date system counts from 1904-01-01
    assert "2014-01-01" in rows_as_words("serials 40178 on, Excel 1904 system")
