"""A money market fund's limits in days and its liquidity floors, read by the Guardian against the
mandate (`limit_lexicon_money_funds`, issue 18): an assumed WAM inside the band the mandate lets
the managers choose in is waived and nobody is asked; beyond it, the plan is revised as a breach,
not questioned; a daily liquidity floor is read against the daily floor only, never the weekly
one. The wording is in no batch.
"""

from __future__ import annotations

from typing import Any

from quantward_contracts.values import ConstraintUnit

from . import one_limit

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzm0"
_MANDATE = {
    "operating_memo": {
        "para_2": "Managers set the wtd. avg. maturity themselves, anywhere from 20d to 50d.",
        "para_3": "Daily liquidity: 15% minimum. Weekly liquidity: 45% minimum.",
    }
}


def _decided(name: str, value: float, unit: ConstraintUnit) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit=unit,
        rationale="what treasury funds usually run",
        interpretation="Weights across the cash fund's eligible paper under its operating memo",
        ask="Rebuild the cash fund's ladder within its memo.",
        message_id=_ASK,
        mandate=_MANDATE,
    )


def _material(decided: dict[str, Any]) -> list[str]:
    """The material concerns about the plan's limits (the plan names no method: not asked)."""
    return one_limit.material(decided, ("assumption:", "mandate:", "provenance:"))


def test_an_assumed_wam_inside_the_managers_band_is_waived() -> None:
    decided = _decided("wamLimitDays", 40.0, "days")
    assert _material(decided) == []
    assert decided["clarification_question"] is None


def test_an_assumed_wam_beyond_the_band_is_a_breach_not_a_question() -> None:
    decided = _decided("wamLimitDays", 75.0, "days")
    assert "assumption:wamLimitDays" in _material(decided)
    assert decided["clarification_question"] is None


def test_a_daily_floor_is_read_against_the_daily_floor_only() -> None:
    # 20 % keeps the 15 % daily floor; the 45 % weekly floor is another subject
    assert _material(_decided("dlaMinPct", 0.2, "fraction")) == []
    assert "assumption:dlaMinPct" in _material(_decided("dlaMinPct", 0.1, "fraction"))
