"""The Guardian reads a limit however it is written (issue 18, the limits inventory): a mandate's
ceiling in any of the six languages of guidelines, after its number or across a footnote mark,
bounds an assumed plan value; a limit the user states in those forms traces a constraint that
cites it, and a limit of the other side does not. The sentences are written here, in no batch."""

from __future__ import annotations

from typing import Any, Literal

import pytest

from quantward_policy.testing import assumption_findings


def _review(
    constraint: dict[str, Any],
    *,
    policy: Literal["chat", "strategy"] = "chat",
    text: str = "Build a portfolio of these names.",
    mandate: dict[str, Any] | None = None,
) -> dict[str, tuple[bool, str]]:
    """The Guardian's findings on one constraint: concern id -> (material, summary)."""
    return assumption_findings(
        constraint, policy=policy, messages=[("msg_request", text, "request")], mandate=mandate
    )


_MANDATE_CEILINGS = (
    "Der Tracking Error beträgt höchstens 3,5 % p.a.",
    "La tracking error est au plus de 3,5 % par an.",
    "El tracking error será como máximo del 3,5 % anual.",
    "Il tracking error è al massimo del 3,5 % annuo.",
    "De tracking error bedraagt ten hoogste 3,5 % per jaar.",
    "Tracking error: 350 bips at most.",
    "Tracking error tops out at (see schedule 2) 3.5 % a year.",
    "Tracking error ⩽ 3.5 %.",
)


def _assumed_te(budget: int) -> dict[str, Any]:
    return {
        "name": "tracking_error_budget",
        "value": budget,
        "provenance": "assumption",
        "provenance_ref": None,
        "unit": "bps",
        "rationale": "a usual budget for an enhanced-index sleeve",
    }


@pytest.mark.parametrize("clause", _MANDATE_CEILINGS)
@pytest.mark.parametrize(("budget", "outside"), [(300, False), (450, True)])
def test_a_mandate_ceiling_in_any_form_bounds_an_assumed_value(
    clause: str, budget: int, outside: bool
) -> None:
    found = _review(_assumed_te(budget), policy="strategy", mandate={"risk": clause})
    assert any(material for material, _ in found.values()) == outside, (clause, found)
    assert any("3.5%" in summary or "350" in summary for _, summary in found.values()), found


_USER_CAPS = (
    "Keep every single position to no more than twelve and a half per cent (12.5%).",
    "Einzelpositionen: höchstens 12,5 % je Emittent — bitte einhalten.",
    "Per singola posizione non oltre il 12,5 %, grazie.",
    "Single positions: 12.5 % max, please.",
)


def _cited_cap(name: str) -> dict[str, Any]:
    return {
        "name": name,
        "value": 0.125,
        "provenance": "user_message",
        "provenance_ref": "msg_request",
        "unit": "fraction",
        "rationale": "",
    }


@pytest.mark.parametrize("text", _USER_CAPS)
def test_a_cap_the_user_states_in_any_form_traces_the_constraint(text: str) -> None:
    found = _review(_cited_cap("max_position_weight"), text=text)
    assert not [c for c, (material, _) in found.items() if material], (text, found)


@pytest.mark.parametrize("text", _USER_CAPS)
def test_a_floor_recorded_from_the_users_cap_is_questioned(text: str) -> None:
    found = _review(_cited_cap("min_position_weight"), text=text)
    assert found.get("provenance:min_position_weight", (False, ""))[0], (text, found)
