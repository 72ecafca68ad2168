"""The trend_claim cause of held-out batch P's first run, tested on constructions in no batch.

Cause: a comparison with a year written in research shorthand, two digits after "FY" or "CY"
("versus pre-pandemic FY19 levels", "vs CY'18"), was no horizon for the trend reader, which took
only years in full ("versus FY2019"): a claim against a year the series does not reach, or
against a year inside it whose figure says otherwise, passed as a claim about the whole series.
The family is the short fiscal or calendar year as the base of a comparison.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_DAYS = ("2020-12-31", "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31")
#: up over the whole series, down since the end of 2021
_MARGIN = Computation(
    source_id="src_reading_p",
    function_id="custom.metrics",
    arguments={},
    result={
        "entity_id": "ent_reading_p",
        "rows": [
            {"period_end": d, "gross_margin": v}
            for d, v in zip(_DAYS, (0.15, 0.23, 0.24, 0.22, 0.21, 0.19), strict=True)
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Gross margin compressed against pre-Covid FY18 levels.", True),  # before the series
        ("Gross margin widened vs CY'17.", True),
        ("Gross margin has expanded relative to FY21.", True),  # down since the end of 2021
        ("Gross margin has narrowed relative to FY21.", False),
    ],
)
def test_a_short_year_is_the_base_of_the_comparison(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_MARGIN])) is wrong, sentence
