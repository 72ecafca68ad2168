"""Three readings of a limit's subject ZZZD–ZZZF showed, in registers no batch used (a hospital
foundation, a shipping bank, a fund of funds).

- A figure in time inside a parenthetical gloss of the subject ("the receivables sleeve
  (invoices more than 90 days past due) ≤ 5 %") defines what the figure after the gloss bounds;
  it bounds nothing itself (ZZZE 16zzze: the evergreen share's "ten years old" read as a floor).
- A name's word with a number joined to it ("zone3", "par30") is the word the phrase writes
  apart or hyphenated ("zone-3 charters"), numbered (ZZZF 22zzzf, 7zzzf: "tier-3 bucket", "PAR>30").
- A private-equity fund's sponsor is its general partner: "any one GP's share" is the
  single-sponsor exposure (ZZZD 7zzzd, 10zzzd).
"""

from __future__ import annotations

from typing import Any

from . import one_limit


def _decided(
    name: str, value: float, clause: str, policy: str = "chat", unit: str = "fraction"
) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit=unit,  # type: ignore[arg-type]
        rationale="a working number",
        interpretation="Weights across the book under its guidelines",
        ask="Rebalance the book inside every limit we have.",
        message_id="msg_01hzzzzzzzzzzzzzzzzzzzzhs0",
        mandate={"guidelines": {"g4": clause}},
        policy=policy,  # type: ignore[arg-type]
    )


_GLOSS = "G-4: the overdue-receivables sleeve (invoices more than 90 days past due) <= 5 per cent."


def test_a_gloss_in_time_does_not_bound_the_subject_it_defines() -> None:
    beyond = _decided("maxOverdueReceivablesShare", 0.08, _GLOSS)
    assert one_limit.material(beyond, ("assumption:", "mandate:")) == [
        "assumption:maxOverdueReceivablesShare"
    ]
    assert beyond["clarification_question"] is None
    inside = _decided("maxOverdueReceivablesShare", 0.04, _GLOSS)
    assert one_limit.material(inside, ("assumption:", "mandate:")) == []
    assert inside["clarification_question"] is None


def test_a_name_word_with_its_number_joined_meets_the_phrase_writing_it_apart() -> None:
    clause = (
        "FACILITY LETTER - Nordhavn Shipping Bank\n"
        "Clause 2 (Sanctions): the Borrower applies the Bank's sanctions list to every charter.\n"
        "Clause 6 (Portfolio covenants): the Borrower shall keep the zone-3 charter book no more "
        "than 12 %.\n"
        "Clause 8 (Reporting): quarterly, within 45 days of quarter-end."
    )
    inside = _decided("zone3Cap", 0.09, clause, policy="strategy")
    assert one_limit.material(inside, ("assumption:", "mandate:")) == []
    beyond = _decided("zone3Cap", 0.15, clause, policy="strategy")
    assert one_limit.material(beyond, ("assumption:", "mandate:")) == ["assumption:zone3Cap"]


def test_a_general_partner_is_a_funds_sponsor() -> None:
    clause = "The Manager shall keep any one sponsor's exposure at most 15%."
    decided = one_limit.decided(
        name="max_one_gp_weight",
        value=0.15,
        unit="fraction",
        rationale="the LPA",
        interpretation="Weights across the fund-of-funds book",
        ask="Rebalance the book inside the LPA.",
        message_id="msg_01hzzzzzzzzzzzzzzzzzzzzhs0",
        mandate={"lpa": {"5.3": clause}},
        policy="strategy",
        provenance="mandate_clause",
        provenance_ref="lpa.5.3",
    )
    assert one_limit.material(decided, ("assumption:", "mandate:", "provenance:")) == []
