"""A plan's municipal limit and a policy's "state and local government" or "political
subdivision" bonds are one subject (session thirty, in words no batch uses: an insurer's
investment policy)."""

from __future__ import annotations

from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"investment_policy": {"item_6": text}}, [])
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_state_and_local_government_bonds_are_the_municipal_limits_subject() -> None:
    text = "Bonds of state and local government issuers may not exceed 35% of admitted assets."
    assert _bounds(text, "maxMuniWeight") == [("ceiling", None, 0.35)]


def test_political_subdivision_bonds_are_the_municipal_limits_subject() -> None:
    text = "Obligations of political subdivisions are capped at 20% of the portfolio."
    assert _bounds(text, "municipal_cap") == [("ceiling", None, 0.2)]
