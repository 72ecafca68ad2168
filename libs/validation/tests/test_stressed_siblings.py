"""A list's line held only under a stress scenario, beside the plain line of the same subject,
is another setting than the plain limit (`provenance._qualified_sibling`): "Liquidez en
escenario de estrés, mínimo: 7 días hábiles" beside "Liquidez para el pago de mesadas y
traslados, mínimo: 40 días hábiles", "Liquidity under stress, min.: 10 days" beside "Liquidity,
min.: 30 days". A limit whose name says the stress is stated by the stress line, and the plain
line stays the plain limit's."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.provenance import stated_of

_ES = (
    "Política de inversión 2025, anexo 2 (extracto)\n"
    "- Liquidez para el pago de mesadas y traslados, mínimo: 40 días hábiles\n"
    "- Liquidez en escenario de estrés, mínimo: 7 días hábiles"
)
_EN = "Liquidity policy\n- Liquidity, min.: 30 days\n- Liquidity under stress, min.: 10 days"


def _read(text: str, figure: str, name: str, value: float) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit="days"
    )
    return stated_of(text, start, start + len(figure), constraint)


@pytest.mark.parametrize(
    ("text", "figure", "value"), [(_ES, "7 días hábiles", 7.0), (_EN, "10 days", 10.0)]
)
def test_the_stress_line_is_no_plain_floor(text: str, figure: str, value: float) -> None:
    assert _read(text, figure, "min_liquidity_days", value) is not None


@pytest.mark.parametrize(
    ("text", "figure", "value"), [(_ES, "40 días hábiles", 40.0), (_EN, "30 days", 30.0)]
)
def test_the_plain_line_is_the_plain_floor(text: str, figure: str, value: float) -> None:
    assert _read(text, figure, "min_liquidity_days", value) is None


def test_a_stressed_limit_is_stated_by_the_stress_line() -> None:
    assert _read(_EN, "10 days", "min_stressed_liquidity_days", 10.0) is None
