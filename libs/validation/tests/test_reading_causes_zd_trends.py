"""Batch ZD's trend-claim causes, read in general on wordings in no batch: a horizon dated by a
Hijri year, and a figure set against an earlier year's peak or low ("finished 2022 above its
2021 high")."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.extreme_positions import extreme_position
from quantward_validation.trends import misstatements

_ENDS = [f"{y}-{md}" for y in (2020, 2021, 2022) for md in ("03-31", "06-30", "09-30", "12-31")]
#: rises to a 2021 high of 130, ends 2022 at 110
_MARGIN = [100, 105, 110, 115, 120, 130, 125, 118, 112, 111, 109, 110]


def _computation(values: list[int]) -> Computation:
    rows: list[JsonValue] = [
        {"period": f"FY{d[:4]} Q{i % 4 + 1}", "quarter_end": d, "operating_income": float(v)}
        for i, (d, v) in enumerate(zip(_ENDS, values, strict=True))
    ]
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzzt",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_acme_works", "as_of": "2023-01-31"},
        result={"entity_id": "ent_acme_works", "quarters": list(reversed(rows))},
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Operating income finished 2022 above its 2021 high [1].",
        "Operating income closed 2022 below its 2020 low [1].",
        "Operating income is now above the 2021 peak [1].",
    ],
)
def test_a_wrong_position_against_an_earlier_extreme_is_a_misstatement(sentence: str) -> None:
    assert misstatements([sentence], [_computation(_MARGIN)]), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Operating income finished 2022 below its 2021 high [1].",
        "Operating income closed 2022 above its 2020 low [1].",
    ],
)
def test_a_right_position_against_an_earlier_extreme_passes(sentence: str) -> None:
    assert not misstatements([sentence], [_computation(_MARGIN)]), sentence


def test_the_position_reads_its_years_and_extreme() -> None:
    said = extreme_position("margin finished 2022 above its 2021 high")
    assert said is not None
    assert (said.side, said.extreme, said.base_year, said.end_year) == ("above", "high", 2021, 2022)


def test_a_horizon_dated_by_a_hijri_year_before_the_figures_is_a_misstatement() -> None:
    wrong = misstatements(
        ["Operating income rose by about 10% since 1436H [1]."], [_computation(_MARGIN)]
    )
    assert wrong
    assert wrong[0].kind == "horizon"
