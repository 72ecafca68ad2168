"""A carbon desk's names for the voluntary market and for nature-based credits
(`lexical_synonyms`), in words no batch used (ZZZG 16zzzg, 1zzzg: "the VCM sleeve" and "the
forestry and land-use share" bounded no `max_voluntary_credit_share` nor `natureBasedCap`)."""

from __future__ import annotations

from typing import Any

from . import one_limit

_POLICY = (
    "RISK APPETITE STATEMENT (Halvard Climate Partners)\n"
    "Eligible: EU ETS and UK ETS allowances, CORSIA-eligible units, voluntary offsets.\n"
    "Limits: voluntary offsets <= 8 % of NAV; nature-based solutions <= 40 % of NAV.\n"
    "Escalation: any excess to the CRO the same day."
)


def _decided(name: str, value: float) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit="fraction",
        rationale="what peers run with",
        interpretation="Weights across the allowance and offset book",
        ask="Re-weight the book inside the risk appetite statement.",
        message_id="msg_01hzzzzzzzzzzzzzzzzzzzzhc0",
        mandate={"ras": _POLICY},
    )


def test_the_voluntary_market_by_its_acronym_is_bounded_by_its_offsets_cap() -> None:
    beyond = _decided("maxVcmWeight", 0.12)
    assert one_limit.material(beyond, ("assumption:", "mandate:")) == ["assumption:maxVcmWeight"]
    assert beyond["clarification_question"] is None
    inside = _decided("maxVcmWeight", 0.06)
    assert one_limit.material(inside, ("assumption:", "mandate:")) == []
    assert inside["clarification_question"] is None


def test_redd_credits_are_bounded_by_the_nature_based_cap() -> None:
    beyond = _decided("reddCreditCap", 0.5)
    assert one_limit.material(beyond, ("assumption:", "mandate:")) == ["assumption:reddCreditCap"]
    assert beyond["clarification_question"] is None
    inside = _decided("reddCreditCap", 0.3)
    assert one_limit.material(inside, ("assumption:", "mandate:")) == []
