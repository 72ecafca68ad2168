"""A desk's limits in money whose name gives the scale, read by the Guardian against the amounts
a mandate bounds them by (`money_scales`, `limit_lexicon_desk_risk`): an assumed limit inside
the amount or band is waived and nobody is asked; beyond it, the plan is revised as a breach; a
bound as a share of NAV never bounds an amount (nor the reverse). The wording is in no batch.
"""

from __future__ import annotations

from typing import Any

from pydantic import JsonValue

from . import one_limit

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzm0"
_MANDATE: dict[str, JsonValue] = {
    "risk_appetite": {
        "rates": "Key-rate PV01 per curve pillar: the desk may choose anywhere from EUR 60k "
        "per 1bp to EUR 120k per 1bp.",
        "svar": "Stressed VaR (10-day, 99 %) must not exceed EUR 45 million.",
        "var": "Daily VaR shall not exceed 80 bp of NAV.",
    }
}


def _decided(name: str, value: float) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit=None,
        rationale="what peer desks run",
        interpretation="Hedge and inventory weights for the euro rates desk under its appetite",
        ask="Rebuild the rates book inside the risk appetite.",
        message_id=_ASK,
        mandate=_MANDATE,
    )


def _material(decided: dict[str, Any]) -> list[str]:
    return one_limit.material(decided, ("assumption:", "mandate:", "provenance:"))


def test_an_assumed_amount_inside_the_band_is_waived() -> None:
    decided = _decided("pv01PerPillarEurK", 90.0)
    assert _material(decided) == []
    assert decided["clarification_question"] is None


def test_an_assumed_amount_beyond_the_band_is_a_breach() -> None:
    assert "assumption:pv01PerPillarEurK" in _material(_decided("pv01PerPillarEurK", 150.0))
    # ... in another scale of the same amounts too (0.15m is 150k)
    assert "assumption:pv01_per_pillar_eur_m" in _material(_decided("pv01_per_pillar_eur_m", 0.15))


def test_a_ceiling_in_money_bounds_the_stressed_var_only() -> None:
    assert _material(_decided("svarLimitEurMn", 40.0)) == []
    assert "assumption:svarLimitEurMn" in _material(_decided("svarLimitEurMn", 60.0))


def test_a_share_of_nav_bounds_no_amount() -> None:
    # the VaR's 80 bp of NAV says nothing of a VaR of EUR 5m: the assumption is asked about
    decided = _decided("varLimitEurM", 5.0)
    assert "assumption:varLimitEurM" in _material(decided)
    assert decided["clarification_question"] is not None
