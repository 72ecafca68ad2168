"""A limit counted in years or months (a bond sleeve's duration or average life, an FX overlay's
forward tenors, `limit_lexicon_maturity`) is read against the mandate's bound like a limit in
days: the contract has no unit for a year or a month, so the plan's limit says its period in its
name and carries no unit or a count. Beyond the bound is a breach to revise (no question);
inside it an assumption is waived. The wording is in no batch."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import JsonValue

from quantward_contracts.values import ConstraintUnit

from . import one_limit

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzyz0"


def _decided(
    name: str,
    value: float,
    mandate: dict[str, JsonValue] | None,
    unit: ConstraintUnit | None = None,
    provenance: Literal["assumption", "mandate_clause", "user_message"] = "assumption",
    ref: str | None = None,
) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit=unit,
        rationale="what such sleeves usually run",
        interpretation="Weights across the fixed-income and hedging sleeves under their policy",
        ask="Rebuild the sleeve inside the written policy.",
        message_id=_ASK,
        mandate=mandate,
        provenance=provenance,
        provenance_ref=ref,
    )


def _material(decided: dict[str, Any]) -> list[str]:
    """The material concerns about the plan's limit (its mandate, provenance, assumption)."""
    return [
        c["concern_id"]
        for c in decided["concerns"]
        if c["material"] and c["concern_id"].startswith(("assumption:", "mandate:", "provenance:"))
    ]


_DURATION = {
    "policy": {"s3": "Effective duration of the core bond portfolio must not fall below 4 years."}
}


def test_a_duration_floor_in_years_below_the_mandates_is_a_breach() -> None:
    decided = _decided("effDurationFloorYrs", 2.5, _DURATION)
    assert "assumption:effDurationFloorYrs" in _material(decided)
    assert decided["clarification_question"] is None


def test_a_duration_floor_in_years_above_the_mandates_is_waived() -> None:
    decided = _decided("effDurationFloorYrs", 5.0, _DURATION)
    assert _material(decided) == []
    assert decided["clarification_question"] is None


def test_a_duration_floor_cited_from_the_clause_in_years_is_traced() -> None:
    decided = _decided(
        "effDurationFloorYrs", 4.0, _DURATION, provenance="mandate_clause", ref="policy.s3"
    )
    assert _material(decided) == []


_LIFE = {"policy": {"s4": "The securitised bucket's weighted average life: 5 yrs at most."}}


def test_an_average_life_in_years_beyond_a_bound_in_years_is_a_breach() -> None:
    decided = _decided("max_bucket_wal_years", 6.5, _LIFE)
    assert "assumption:max_bucket_wal_years" in _material(decided)
    assert decided["clarification_question"] is None


def test_an_average_life_in_years_inside_a_bound_in_years_is_waived() -> None:
    decided = _decided("max_bucket_wal_years", 4.0, _LIFE)
    assert _material(decided) == []


_TENOR = {"fx": {"c2": "No currency forward may run longer than 9 months."}}


def test_a_forward_tenor_in_months_beyond_the_mandates_is_a_breach() -> None:
    decided = _decided("fwdTenorCapMonths", 15.0, _TENOR, unit="count")
    assert "assumption:fwdTenorCapMonths" in _material(decided)
    assert decided["clarification_question"] is None


def test_a_forward_tenor_in_months_inside_the_mandates_is_waived() -> None:
    decided = _decided("fwdTenorCapMonths", 6.0, _TENOR, unit="count")
    assert _material(decided) == []


def test_months_and_years_are_one_measure() -> None:
    years = {"fx": {"c2": "Hedge maturities are limited to 2 years."}}
    assert _material(_decided("hedgeMaturityCapMths", 18.0, years, unit="count")) == []
    decided = _decided("hedgeMaturityCapMths", 30.0, years, unit="count")
    assert "assumption:hedgeMaturityCapMths" in _material(decided)


def test_the_desks_glued_months_bound_a_tenor() -> None:
    glued = {"fx": {"c5": "Roll horizon of the forward book: capped at 9M."}}
    cited = {"unit": "count", "provenance": "mandate_clause", "ref": "fx.c5"}
    decided = _decided("fwdRollHorizonMonths", 9.0, glued, **cited)
    assert _material(decided) == []
    decided = _decided("fwdRollHorizonMonths", 12.0, glued, **cited)
    assert decided["decision"] != "accept"
    assert decided["clarification_question"] is None


def test_a_million_is_no_tenor() -> None:
    money = {"fx": {"c7": "Notional with any one bank: no more than USD 9M."}}
    decided = _decided("fwdTenorCapMonths", 12.0, money, unit="count")
    # no bound on the tenor: the assumed limit is still the client's to set
    assert "assumption:fwdTenorCapMonths" in _material(decided)
    assert decided["clarification_question"] is not None


def test_a_delegated_band_in_years_leaves_the_choice_inside_it() -> None:
    band = {
        "delegations": {
            "d1": "The manager may run option-adjusted duration anywhere between 3.5 and 5 years."
        }
    }
    assert _material(_decided("max_oad_yrs", 4.5, band)) == []
    assert "assumption:max_oad_yrs" in _material(_decided("max_oad_yrs", 7.0, band))
