"""Trend claims that name their periods by a workbook's labels (batch ZC): mmm-yy column
headers ("Sep-21"), a row or column named by its period ("the Jun-21 column"), an arrow between
them, a year's figures narrowed by a bracketed span, the figures before a year ("the pre-2018
rows"), and a flow's year compared by its total ("added up across the 2022 quarters").

The sentences are this file's own wordings of each construction, none of them a batch's."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.sheet_periods import sheet_periods_written
from quantward_validation.trends import misstatements

_QUARTER_ENDS = (
    "2020-03-31",
    "2020-06-30",
    "2020-09-30",
    "2020-12-31",
    "2021-03-31",
    "2021-06-30",
    "2021-09-30",
    "2021-12-31",
    "2022-03-31",
    "2022-06-30",
    "2022-09-30",
    "2022-12-31",
)
#: 2021 total 400, 2022 total 340: down year on year; up from Sep-21 to Mar-22, down after
_EBITDA = (90.0, 95.0, 92.0, 97.0, 100.0, 105.0, 95.0, 100.0, 110.0, 90.0, 75.0, 65.0)


def _sheet() -> Computation:
    return Computation(
        source_id="src_reading_zc",
        function_id="custom.sheet",
        arguments={},
        result={
            "entity_id": "ent_initech",
            "rows": [
                {"period_end": day, "ebitda": value}
                for day, value in zip(_QUARTER_ENDS, _EBITDA, strict=True)
            ],
        },
    )


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # mmm-yy headers joined by an arrow
        ("EBITDA kept rising Sep-21 → Mar-22.", False),
        ("EBITDA never rose quarter on quarter from Mar-22 -> Dec-22.", False),
        ("EBITDA fell Sep-21 → Mar-22.", True),
        # a row or column named by its label
        ("EBITDA rose between the Sep-21 and Mar-22 columns.", False),
        ("EBITDA fell from the Sep-21 row to the Mar-22 row.", True),
        # a year's columns narrowed by a bracketed span of headers
        ("EBITDA fell during the 2021 columns (Jun-21 to Sep-21).", False),
        ("EBITDA grew during the 2021 columns (Jun-21 to Sep-21).", True),
        # a label before the series starts: the horizon is not covered
        ("EBITDA has weakened against the pre-2018 rows.", True),
        ("EBITDA is down since Mar-17.", True),
        # a flow's year compared by its total
        ("EBITDA added up across the 2022 quarters landed below the 2021 total.", False),
        ("EBITDA added up across the 2022 quarters was above the total for 2021.", True),
    ],
)
def test_a_workbooks_period_labels_are_read(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_sheet()])) is wrong


def test_labels_are_written_as_periods() -> None:
    assert sheet_periods_written("from Sep-21 to Mar/22") == "from September 2021 to March 2022"
    # a day before its month is a date, not a period label
    assert sheet_periods_written("on 21-Dec") == "on 21-Dec"
    assert sheet_periods_written("the total for 2022 beat 2021") == "full-year 2022 beat 2021"
