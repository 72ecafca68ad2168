"""Look-ahead said without a period, in the words of a shipping bank's vessel-finance desk and
a hospital foundation's endowment office (`leakage`, `data_vintages`, `period_outcomes`):

- the version of a record as it stands now, or one issued after the date it is used at, with
  the version in hand at that date refused ("not the valuation on file at the rebalance date",
  "rather than the figures first published", "as the registry shows it today");
- a sample cut to the survivors of today ("only vessels still in today's fleet list");
- a sample chosen because its outcome is known ("since we know those paid off");
- a change applied from a date before it was announced ("applied from 2015 at the rates only
  published in 2017").

Each clean twin says the same in its point-in-time form and states no look-ahead.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_WINDOWS = [
    (date(2015, 1, 2), date(2016, 12, 30)),
    (date(2017, 1, 3), date(2018, 12, 31)),
    (date(2019, 1, 2), date(2020, 12, 31)),
]


@pytest.mark.parametrize(
    "sentence",
    [
        # the version in hand refused, or today's version
        "Each test-year vessel is marked off the broker valuation received after its next "
        "special survey, not the valuation on file at the rebalance date.",
        "Loan defaults in the test years come from the servicing system as it reads today, "
        "write-offs booked years late included.",
        "The donor-pledge signal uses corrected pledge totals as the gift registry shows them "
        "now, rather than the totals first reported.",
        # survivors of today
        "Ships later scrapped or sold are removed from the record, so the study covers only "
        "vessels still in today's fleet list.",
        # chosen because the outcome is known
        "Study loans are drawn from the credits the bank actually renewed, because we know "
        "those paid off.",
        # applied before it was announced
        "Bunker surcharges are applied from 2015 at the rates the charterers only published "
        "in 2017.",
    ],
)
def test_look_ahead_without_a_period_leaks(sentence: str) -> None:
    assert leaks([("reasoning", sentence)], _WINDOWS), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Each test-year vessel is marked off the latest broker valuation already on file at "
        "the rebalance date.",
        "Loan defaults in the test years are booked only as the servicer had recorded them by "
        "each rebalance date.",
        "The donor-pledge signal uses pledge totals as first reported, on their report date.",
        "The study keeps every vessel owned at each date, including those later scrapped or sold.",
        "Study loans are every credit the screen passed on each date, whether or not the bank "
        "ever renewed it.",
        "Bunker surcharges are applied only from the date each charterer's notice went out.",
        "Bunker surcharges are applied from 2017 at the rates the charterers published in 2016.",
    ],
)
def test_the_point_in_time_twin_does_not_leak(sentence: str) -> None:
    assert not leaks([("reasoning", sentence)], _WINDOWS), sentence
