"""An assumed limit whose subject no vocabulary knows is read against the mandate's bound that
names it in the same words (`lexical_subjects`, issue 18): inside it, the assumption is waived
and nobody is asked; beyond it, the plan is revised as a breach, not questioned. The plan's value
is compared in the unit the clause writes its figure in (bps against per cent); a count is never
compared with a figure in per cent. The wording is in no batch.
"""

from __future__ import annotations

from typing import Any

from quantward_contracts.values import ConstraintUnit

from . import one_limit
from .one_limit import material as _material

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzd0"
_CLAUSE = "Frost losses across the orchards shall not exceed 1.8 % of NAV."


def _decided(name: str, value: float, unit: ConstraintUnit) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit=unit,
        rationale="what orchard funds usually run",
        interpretation="Weights across the orchard fund's holdings under its guidelines",
        ask="Rebalance the orchard book within its guidelines.",
        message_id=_ASK,
        mandate={"guidelines": {"item_3": _CLAUSE}},
    )


def test_an_assumption_inside_the_bound_its_words_name_is_waived() -> None:
    decided = _decided("frostLossLimitBps", 150.0, "bps")
    assert "assumption:frostLossLimitBps" not in _material(decided)
    assert decided["clarification_question"] is None


def test_an_assumption_beyond_it_is_a_breach_not_a_question() -> None:
    decided = _decided("frostLossLimitBps", 250.0, "bps")
    assert "assumption:frostLossLimitBps" in _material(decided)
    assert decided["clarification_question"] is None


def test_a_count_is_not_read_against_a_figure_in_per_cent() -> None:
    decided = _decided("minFrostLossOrchards", 3.0, "count")
    assert decided["clarification_question"] is not None
