"""Batch ZG, causes: a mandate field whose key names the limit and whose value is only its
bound ("≤ 0.90% of NAV") gave no bound; a buffer or reserve named without "min" was read as a
cap. The constructions are written for this test; none is in a batch.
"""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_validation.mandate import clauses, plan_kind


def _bounds(mandate: dict[str, JsonValue]) -> list[tuple[str, str, float | None, float | None]]:
    return [(b.subject, b.kind, b.low, b.high) for c in clauses(mandate) for b in c.bounds]


@pytest.mark.parametrize(
    ("mandate", "bound"),
    [
        ({"risk": {"tenDayVarBp": "not above 1.4% of NAV"}}, ("max_var", "ceiling", None, 140.0)),
        (
            {"book": {"issuerCapPct": "no more than 6 per cent"}},
            ("max_position_weight", "ceiling", None, 0.06),
        ),
        ({"sheet": {"margin_reserve": "at least 8%"}}, ("cash_weight", "floor", 0.08, None)),
    ],
)
def test_a_key_lends_its_subject_to_a_bare_bound(
    mandate: dict[str, JsonValue], bound: tuple[str, str, float | None, float | None]
) -> None:
    assert bound in _bounds(mandate)


def test_a_value_naming_its_own_subject_keeps_it() -> None:
    found = _bounds({"notes": {"var_memo": "gross exposure at most 1.6x"}})
    assert [b[0] for b in found] == ["max_gross_leverage"]


@pytest.mark.parametrize(
    ("name", "side"),
    [
        ("liquidityCushion", "floor"),
        ("initial_margin_reserve", "floor"),
        ("max_cash_reserve", "ceiling"),
        ("dailyVarBp", "ceiling"),
    ],
)
def test_a_buffer_is_a_floor_by_its_name(name: str, side: str) -> None:
    assert plan_kind(name) == side
