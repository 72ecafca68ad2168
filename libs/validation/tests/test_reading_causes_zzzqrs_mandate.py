"""Batches ZZZQ–ZZZS causes, mandate bounds: a day written in digits with dashes is no range
("from 15-06-2025"), a percentage point said in a continental language is one ("1,5
Prozentpunkte", "2 procentpunten"), a rate written right after a CJK word is a figure ("年率
4.5%"), and the operators of Japanese and Chinese limits ("上限", "下限", "以下", "不超过")
bound their figure. Own wordings."""

from __future__ import annotations

import pytest

from quantward_validation.mandate import clauses
from quantward_validation.quantities import quantities


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    return [
        (b.subject, b.kind, b.low, b.high)
        for c in clauses({"richtlijnen": {"artikel": text}})
        for b in c.bounds
    ]


def test_a_dashed_day_is_no_range() -> None:
    found = _bounds("The supervisor expects cash at maximaal 6% from 15-06-2025 onwards.")
    assert all(kind != "range" for _, kind, _, _ in found)
    assert [high for _, kind, _, high in found if kind == "ceiling"] == [0.06]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Liquiditätsreserve: mindestens 1,5 Prozentpunkte.", 1.5),
        ("De kaspositie: minimaal 2 procentpunten.", 2.0),
        ("La réserve de liquidité : au moins 2 points de pourcentage.", 2.0),
    ],
)
def test_a_continental_percentage_point_is_a_percent(text: str, value: float) -> None:
    found = [q for q in quantities(text) if q.form == "percent"]
    assert [q.value for q in found] == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [("上限 年率4.5%", 4.5), ("国内株式の上限30％", 30.0), ("目標は10bp", 10.0)],
)
def test_a_rate_right_after_a_cjk_word_is_a_figure(text: str, value: float) -> None:
    assert [q.value for q in quantities(text)] == [value]


@pytest.mark.parametrize("text", ["第7条", "2025年6月15日", "第3号議案"])
def test_a_bare_number_after_a_cjk_word_is_no_figure(text: str) -> None:
    assert [q.value for q in quantities(text) if q.value < 100] == []


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("The tracking error of the active mandate: 上限 年率4.5%.", "ceiling", 0.045),
        ("The tracking error of the active mandate: 上限 (upper limit) 4.5%.", "ceiling", 0.045),
        ("Tracking error 4.5%以下.", "ceiling", 0.045),
        ("Tracking error 不超过 4.5%.", "ceiling", 0.045),
        ("Cash: 下限 3%.", "floor", 0.03),
    ],
)
def test_a_cjk_operator_bounds_its_figure(text: str, kind: str, value: float) -> None:
    found = _bounds(text)
    assert [(k, low if k == "floor" else high) for _, k, low, high in found] == [(kind, value)]
