"""The one band a mandate states is the band of the plan's one limit that no clause names
otherwise (`quantward_validation.sole_bands`): its words are the register's, not the plan's. A
value inside it is accepted without a question, one outside it is revised as beyond it; a band
of the other side, or one refused, pairs with nothing. The wording (a hospital foundation's
endowment and its finance committee) is in no batch.
"""

from __future__ import annotations

from typing import Any, Literal

from . import one_limit

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzhf0"

#: a delegation naming the limit by the foundation's words ("buildings and grounds")
_GRANTED = (
    "Finance committee minute 7: the treasurer may set the ceiling on hospital buildings and "
    "grounds at any level between 12% and 18% of the endowment, reporting it at the next meeting."
)
#: the same, as a row of the delegation table, with no verb of granting
_TABLE = (
    "| Parameter | Permitted range | Set by |\n|---|---|---|\n"
    "| Minimum - beds funded from the charity-care pool | 30-40 % | Treasurer |"
)
#: the band turned down
_REFUSED = (
    "Finance committee minute 7: the trustees will not hand the treasurer a 12-18% band on "
    "hospital buildings and grounds."
)


def _decided(
    clause: str, name: str, value: float, policy: Literal["chat", "strategy"] = "chat"
) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit="fraction",
        rationale="what peer hospital endowments run",
        interpretation="Weights across the endowment's pools under its investment policy",
        ask="Rebalance the endowment within its investment policy.",
        message_id=_ASK,
        mandate={"delegations": {"finance_committee": clause}},
        policy=policy,
    )


def _material(decided: dict[str, Any]) -> list[str]:
    return one_limit.material(decided, ("assumption:", "mandate:"))


def test_a_value_inside_the_one_band_stated_is_accepted_unasked() -> None:
    decided = _decided(_GRANTED, "facilitiesBucketCap", 0.15)
    assert _material(decided) == []
    assert decided["clarification_question"] is None


def test_a_value_outside_it_is_revised_without_a_question() -> None:
    decided = _decided(_GRANTED, "facilitiesBucketCap", 0.25, policy="strategy")
    assert "assumption:facilitiesBucketCap" in _material(decided)
    assert decided["clarification_question"] is None
    decided = _decided(_GRANTED, "facilitiesBucketCap", 0.25)
    assert decided["clarification_question"] is None


def test_a_table_row_names_its_side_by_its_label() -> None:
    assert _material(_decided(_TABLE, "safetyNetFloor", 0.35, "strategy")) == []
    assert "assumption:safetyNetFloor" in _material(
        _decided(_TABLE, "safetyNetFloor", 0.2, "strategy")
    )


def test_a_floor_band_is_no_caps_band() -> None:
    decided = _decided(_TABLE, "facilitiesBucketCap", 0.35, "strategy")
    assert "assumption:facilitiesBucketCap" in _material(decided)


def test_a_band_refused_gives_no_room() -> None:
    decided = _decided(_REFUSED, "facilitiesBucketCap", 0.15, "strategy")
    assert "assumption:facilitiesBucketCap" in _material(decided)


def test_a_band_refused_after_the_level_it_stands_beside_leaves_that_level() -> None:
    clause = (
        "From: the Treasurer\nNo - I'm keeping the ceiling on hospital buildings and grounds at "
        "18% of the endowment myself. I won't give you a corridor of 12 to 18% on that one."
    )
    assert "assumption:buildingsGroundsCap" in _material(
        _decided(clause, "buildingsGroundsCap", 0.15, "strategy")
    )
    assert _material(_decided(clause, "buildingsGroundsCap", 0.18, "strategy")) == []
