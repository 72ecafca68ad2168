"""A year-on-year change claimed for one period, or for the latest one: "fell year over year in
the third quarter of 2021", "3Q21 sales were higher than a year earlier", "rose 4 % y/y".

Before, the year-on-year reading needed "each" or "every" period; a claim about one named quarter
was judged against the quarter before it and its comparison word ignored, so a true
year-on-year claim was flagged and a false one passed.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_DAYS = tuple(
    date(y, m, d).isoformat()
    for y in (2020, 2021, 2022)
    for m, d in ((3, 31), (6, 30), (9, 30), (12, 31))
)
#: revenue 3Q20 94 → 3Q21 105 (up a year on) while 2Q21 107 → 3Q21 105 (down on the quarter
#: before); the last quarter 4Q22 125 against 4Q21 110
_REVENUE = (100.0, 96.0, 94.0, 99.0, 103.0, 107.0, 105.0, 110.0, 114.0, 118.0, 121.0, 125.0)
#: gross margin 4Q21 0.36 → 4Q22 0.33 (down a year on) while 3Q22 0.32 → 4Q22 0.33 (up)
_GROSS = (0.40, 0.41, 0.40, 0.39, 0.38, 0.37, 0.37, 0.36, 0.35, 0.34, 0.32, 0.33)

QUARTERS = Computation(
    source_id="src_yearly_one_period",
    function_id="custom.quarterly",
    arguments={},
    result={
        "entity_id": "ent_yearly_co",
        "rows": [
            {"period_end": day, "revenue": r, "gross_margin": g}
            for day, r, g in zip(_DAYS, _REVENUE, _GROSS, strict=True)
        ],
    },
)


def wrong(sentence: str) -> bool:
    return bool(misstatements([sentence], [QUARTERS]))


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        ("Sales climbed versus the year-ago quarter in the September quarter of 2021.", False),
        ("Sales dropped versus the year-ago quarter in the September quarter of 2021.", True),
        ("In 3Q21 revenue was down y/y.", True),
        ("In 3Q21 revenue was up y/y.", False),
        ("Revenue for Q3 2021 came in above the figure a year before.", False),
        ("Third-quarter 2021 revenue was below the same quarter of the previous year.", True),
        ("Revenue increased YoY in the latest quarter.", False),
        ("Revenue slipped y-o-y.", True),
        ("Gross margin compressed year over year.", False),
        ("Gross margin expanded y/y.", True),
        ("Gross margin expanded in the latest quarter.", False),
    ],
)
def test_a_yearly_change_of_one_period_is_judged_against_the_year_before(
    sentence: str, is_wrong: bool
) -> None:
    assert wrong(sentence) is is_wrong, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # a quarter against the one before, said so: the sequential reading stays
        "Revenue declined in the third quarter of 2021 from the second quarter.",
        # a year named as a whole holds several periods: not one period's comparison
        "Revenue rose in 2022.",
    ],
)
def test_other_comparisons_keep_their_reading(sentence: str) -> None:
    assert not wrong(sentence), sentence
