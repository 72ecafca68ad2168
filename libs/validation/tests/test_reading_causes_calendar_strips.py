"""A calendar year named as power and gas markets name its strip ("Cal-22", "CAL 2021") is that
year in a trend claim's horizon (`written_periods`), as "2022" is.

The sentences are written here, in no batch's words; each false claim has a true twin.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements
from quantward_validation.written_periods import in_horizon_words

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: up through 2020, then down every quarter of 2021 and below each quarter of 2020
_FALLING = (80.0, 84.0, 86.0, 88.0, 75.0, 74.0, 73.0, 72.0)


def _wrong(sentence: str) -> list[str]:
    history: Computation = quarterly_history(
        "net_debt_to_ebitda",
        _FALLING,
        _DAYS,
        entity_id="ent_oderwerk_gas",
        function_id="custom.counterparty_history",
        source_id="src_reading_cal",
    )
    return [m.kind for m in misstatements([sentence], [history])]


@pytest.mark.parametrize(
    ("false", "true"),
    [
        (
            "Oderwerk's net debt to EBITDA climbed in every quarter of Cal-21.",
            "Oderwerk's net debt to EBITDA eased in every quarter of Cal-21.",
        ),
        (
            "Net debt to EBITDA at Oderwerk was higher than a year earlier in each quarter of "
            "CAL 2021.",
            "Net debt to EBITDA at Oderwerk was lower than a year earlier in each quarter of "
            "CAL 2021.",
        ),
    ],
)
def test_a_claim_over_a_calendar_strip_is_read_over_that_year(false: str, true: str) -> None:
    assert _wrong(false)
    assert not _wrong(true)


@pytest.mark.parametrize("text", ["Cal 3 traders signed off.", "The calendar shows 22 days."])
def test_a_word_cal_without_a_year_is_left_as_written(text: str) -> None:
    assert in_horizon_words(text) == text
