"""Batch U cause, trend claims: "YoY to <period>" in a system's summary is the year up to that
period, over whose steps a claim of each step is read. Own wordings."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.trend_lexicon_lay import yearly_periods

_DAYS = [date(y, m, d) for y in (2021, 2022) for m, d in ((3, 31), (6, 30), (9, 30), (12, 31))]
_POINTS = list(zip(_DAYS, [5.0, 4.0, 6.0, 3.0, 3.5, 3.6, 3.4, 3.8], strict=True))


@pytest.mark.parametrize(
    "sentence",
    [
        "Leverage did not fall in any quarter y/y through Dec 2022.",
        "Alert digest: margin was not lower in any month year-over-year to 2022-12-31.",
        "Capex stayed up every quarter YoY ending Q4 2022.",
    ],
)
def test_the_year_to_a_period_is_a_horizon_not_a_comparison(sentence: str) -> None:
    assert yearly_periods(sentence, _POINTS, lambda _: None) is None


def test_a_yoy_comparison_per_quarter_is_still_one() -> None:
    found = yearly_periods("Sales were up YoY in every quarter of 2022.", _POINTS, lambda _: None)
    assert found is not None
    assert not isinstance(found, str)
