"""A limit the user defines as a share of a base, then states against that base, is stated
(`other_bases.base_defined_before`), in a shipping bank's words (ZZZE 14zzze: "one DSP's share
of income) is <= 35 per cent of trailing-12m income" was read as a company's income screen)."""

from __future__ import annotations

from . import one_limit

_ASK = (
    "Re-weight the charter book. For the record, charterer concentration (one charterer's share "
    "of revenue) is <= 20 per cent of trailing-12m revenue per the facility. No waiver on that."
)


def test_a_share_defined_on_its_base_and_stated_on_it_is_stated() -> None:
    decided = one_limit.decided(
        name="chartererConcentrationCap",
        value=0.2,
        unit="fraction",
        rationale="the facility agreement",
        interpretation="Weights across the fleet's charters",
        ask=_ASK,
        message_id="msg_01hzzzzzzzzzzzzzzzzzzzzsb0",
        mandate=None,
        provenance="user_message",
        provenance_ref="msg_01hzzzzzzzzzzzzzzzzzzzzsb0",
    )
    assert one_limit.material(decided, ("assumption:", "provenance:", "mandate:")) == []
    assert decided["clarification_question"] is None
