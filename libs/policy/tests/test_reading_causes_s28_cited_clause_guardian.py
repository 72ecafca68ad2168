"""A plan that cites a mandate clause for a limit the clause bounds under other words (ZZZB–ZZZG:
every mandate breach whose plan cited the clause was asked about), in a register no batch used
(a hospital foundation's endowment).

The clause a plan names as its limit's source is the document in force for that limit: read for
the one level it writes on the limit's side in the limit's unit (`cited_bounds`), whatever it
calls the subject ("the operating-reserve sleeve", "days-cash cover", a defined term). A plan
value beyond that level breaches the document it cites: revised, no question, since the answer
is in the clause. A figure in a parenthetical gloss of the subject bounds nothing, and a value
inside the level is no breach of it.
"""

from __future__ import annotations

from typing import Any

from . import one_limit

_CLAUSE = (
    "The Treasurer shall keep the operating-reserve sleeve (bills maturing within 90 days of "
    "purchase) at no less than 18 per cent of the endowment."
)
_HEADING = "Spending rule 3 (pledges due within 24 months / trailing assets): ceiling 7.5 pct."


def _decided(name: str, value: float, clause: str) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit="fraction",
        rationale="the Foundation's documented restriction",
        interpretation="Weights across the Foundation's endowment pools under its IPS",
        ask="Rebalance the endowment without breaking anything in the IPS.",
        message_id="msg_01hzzzzzzzzzzzzzzzzzzzzhs0",
        mandate={"ips": {"article_4": {"4.2": clause}}},
        provenance="mandate_clause",
        provenance_ref="ips.article_4.4.2",
    )


def test_a_floor_below_the_cited_clauses_level_is_a_breach_without_a_question() -> None:
    decided = _decided("reserveSleeveFloor", 0.12, _CLAUSE)
    # (the gloss's "90 days" bounds nothing, so the words may tie the floor too: a breach either
    # way, never a question about where the value came from)
    assert [
        c.split(":", 1)[1]
        for c in one_limit.material(decided, ("assumption:", "mandate:", "provenance:"))
    ] == ["reserveSleeveFloor"]
    assert not one_limit.material(decided, ("provenance:",))
    assert decided["clarification_question"] is None


def test_a_cap_above_the_cited_headings_maximum_is_a_breach_without_a_question() -> None:
    decided = _decided("overhangCap", 0.09, _HEADING)
    assert one_limit.material(decided, ("mandate:", "provenance:")) == ["mandate:overhangCap"]
    assert decided["clarification_question"] is None


def test_a_value_inside_the_cited_level_is_no_breach_of_it() -> None:
    decided = _decided("overhangCap", 0.06, _HEADING)
    assert "mandate:overhangCap" not in one_limit.material(decided)
