"""The Guardian's reading of a mandate breach batches ZZS–ZZX showed, in a seventh register (a
music-royalty catalogue fund), in no batch's words.

A plan's bare number (no unit, none in its name: `catalogueAgeCap` = 30) against a bound the
mandate states in time ("the weighted-average age of the catalogues acquired ≤ 20 years", read in
days) is read in the period the bound was said in, as a person reads a figure beside the limit it
answers (`guardian._period_said`): beyond it a breach to revise with no question, at it an
assumption inside the mandate, waived. Before, the two could not be compared, so a breach went
through or was asked about.
"""

from __future__ import annotations

from typing import Any

from . import one_limit

_POLICY = {
    "policy": {
        "r4": "The weighted-average age of the catalogues acquired (by purchase price) ≤ 20 years",
    }
}


def _decided(value: float) -> dict[str, Any]:
    return one_limit.decided(
        name="catalogueAgeCap",
        value=value,
        unit=None,
        rationale="what royalty buyers usually accept",
        interpretation="Weights across the fund's song catalogues under its acquisition policy",
        ask="Re-weight the catalogues inside the acquisition policy.",
        message_id="msg_01hzzzzzzzzzzzzzzzzzzzzyz0",
        mandate=_POLICY,
    )


def test_a_bare_age_beyond_the_mandates_years_is_a_breach_without_a_question() -> None:
    decided = _decided(30.0)
    assert one_limit.material(decided, ("assumption:", "mandate:")) == [
        "assumption:catalogueAgeCap"
    ]
    assert decided["clarification_question"] is None


def test_a_bare_age_at_the_mandates_years_is_inside_it() -> None:
    decided = _decided(20.0)
    assert one_limit.material(decided, ("assumption:", "mandate:", "provenance:")) == []
    assert decided["clarification_question"] is None
