"""Batch T cause, answer numbers: the size of a change from a named start period to the latest
figure ("fell by 1.1 percentage points since Q1 2020", "seit dem ersten Quartal 2020 um rund
1,1 Prozentpunkte gesunken") was not a number of the cited computation: "percentage points"
written out were read as a percent, and a series longer than five years of months was never
sized at all. The number check sizes a change over the horizon the sentence names — from its
start to the latest figure, or to the end it names — in points, percentage points of a ratio and
percent, as `answer.trends` does. Own wordings of the family, none from a batch."""

from __future__ import annotations

from datetime import date

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.testing import quarterly_history

_QUARTER_DAYS = tuple(
    f"{year}-{end}" for year in (2019, 2020, 2021) for end in ("03-31", "06-30", "09-30", "12-31")
)
#: an operating margin in percent, by quarter: flat at 8.0 to Q2 2020, 17.0 at the end of 2021
_MARGIN_PCT: tuple[float, ...] = (8.0, 8.0, 8.0, 8.0, 8.0, 8.0, 9.5, 11.0, 12.5, 14.0, 15.5, 17.0)


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _QUARTER_DAYS,
        entity_id="ent_lindqvist",
        function_id="custom.quarters",
        source_id="src_reading_t",
    )


def _months(field: str, count: int, first: float, step: float) -> Computation:
    """A monthly series of `count` figures from January 2016, growing by `step` a month."""
    rows: list[JsonValue] = []
    for i in range(count):
        year, month = 2016 + i // 12, 1 + i % 12
        rows.append({"date": date(year, month, 28).isoformat(), field: round(first + step * i, 4)})
    return Computation(
        source_id="src_reading_t",
        function_id="custom.monthly",
        arguments={},
        result={"entity_id": "ent_lindqvist", "months": rows},
    )


def _passes(sentence: str, computation: Computation) -> bool:
    citation = Citation(mark="[[src_reading_t]]", number=1, source_id="src_reading_t", title="t")
    return all(c.passed for c in numbers_match(sentence, [citation], [computation]))


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        # percentage points written out: 8.0 → 17.0 is 9.0 points
        ("The operating margin has expanded by 9.0 percentage points since Q2 2020 [1].", True),
        ("Operating margin: up 9.0 percentage points since the end of Q2 2020 [1].", True),
        ("Die operative Marge ist seit dem zweiten Quartal 2020 um 9,0 Prozentpunkte "
         "gestiegen [1].", True),
        ("Il margine operativo è salito di 9,0 punti percentuali dal secondo trimestre 2020 [1].",
         True),
        ("El margen operativo ha subido 9,0 puntos porcentuales desde el segundo trimestre de "
         "2020 [1].", True),
        ("The operating margin has expanded by 10.5 percentage points since Q2 2020 [1].",
         False),
    ],
)  # fmt: skip
def test_percentage_points_since_a_quarter_are_sized(sentence: str, right: bool) -> None:
    assert _passes(sentence, _quarters("operating_margin_pct", _MARGIN_PCT)) is right


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        # 84 months from 100 by 1 a month, dated the 28th: the window opens at the level just
        # before its start (28 February 2018: 125) and ends at the latest figure (December
        # 2022: 183), a change of 58, or 46.4 %
        ("Assets under management have grown by 46.4 % since March 2018 [1].", True),
        ("Assets under management rose by about 58 since March 2018 [1].", True),
        ("Assets under management have grown by 46.4 % since March 2017 [1].", False),
        # between two named months: March 2017 (114) to December 2020 (159), 45 or 39.5 %
        ("Assets under management rose by 39.5 % between March 2017 and December 2020 [1].",
         True),
    ],
)  # fmt: skip
def test_a_long_series_is_sized_from_the_named_start(sentence: str, right: bool) -> None:
    assert _passes(sentence, _months("assets_under_management", 84, 100.0, 1.0)) is right


@pytest.mark.parametrize(
    "sentence",
    [
        "The operating margin has expanded by 9.0 percentage points since Q2 2020 [1].",
        "The operating margin has expanded by 900 basis points since Q2 2020 [1].",
        "The operating margin is up 9.0 pts since the second quarter of 2020 [1].",
    ],
)
def test_points_of_a_ratio_held_as_a_fraction_are_sized(sentence: str) -> None:
    fractions = tuple(round(v / 100, 4) for v in _MARGIN_PCT)
    assert _passes(sentence, _quarters("operating_margin", fractions))
