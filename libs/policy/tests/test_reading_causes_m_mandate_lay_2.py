"""The Guardian bounds an assumed plan value by a mandate written in everyday words or a quant's
shorthand (issue 18, batch M): a family's note of wishes, a club's rules, a charity's policy
field, a one-line list of limits. The sentences are written here, in no batch."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_policy.testing import assumption_findings

_NOTE_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq9"


def _review(constraint: dict[str, Any], mandate: dict[str, Any] | None, note: str | None) -> bool:
    """Whether the Guardian finds anything material about one assumed constraint."""
    messages = [("msg_request", "Rebalance within our rules.", "request")]
    if note is not None:
        messages.append((_NOTE_ID, note, "mandate"))
    found = assumption_findings(constraint, policy="strategy", messages=messages, mandate=mandate)
    return any(material for material, _ in found.values())


def _assumed(name: str, value: float, unit: str) -> dict[str, Any]:
    return {
        "name": name,
        "value": value,
        "provenance": "assumption",
        "provenance_ref": None,
        "unit": unit,
        "rationale": "a usual figure for a family account",
    }


#: (mandate fields, mandate note, constraint name, unit, a value inside, a value outside)
_LAY_MANDATES = (
    (
        {
            "house_rules": {
                "money": "Everything we hold, counting money we borrowed, stays under "
                "one and a quarter times our own savings."
            }
        },
        None,
        "max_gross_leverage",
        "multiple",
        1.1,
        1.8,
    ),
    (
        None,
        "Notes from Sunday with Gran:\n- no mining\n- she won't have any one firm be more than "
        "a twentieth\n- pay the care home first",
        "single_name_cap",
        "fraction",
        0.04,
        0.08,
    ),
    (
        None,
        "Club rules (2024 general meeting)\n* The least we keep on deposit is a fifth.\n* No "
        "bets on members' businesses.",
        "cash_floor",
        "fraction",
        0.25,
        0.1,
    ),
    (
        {"limits": "w_i ≤ 4% | lev ≤ 1.75x | DD ≤ 12%"},
        None,
        "max_drawdown",
        "fraction",
        0.1,
        0.2,
    ),
    (
        None,
        "Dad doesn't want the drift from the benchmark (what the adviser calls tracking error) "
        "to go higher than 250 basis points.",
        "te_budget_bps",
        "bps",
        200.0,
        400.0,
    ),
)


@pytest.mark.parametrize(("mandate", "note", "name", "unit", "inside", "outside"), _LAY_MANDATES)
def test_a_lay_mandate_bounds_an_assumed_value(
    mandate: dict[str, Any] | None,
    note: str | None,
    name: str,
    unit: str,
    inside: float,
    outside: float,
) -> None:
    assert not _review(_assumed(name, inside, unit), mandate, note), (name, inside)
    assert _review(_assumed(name, outside, unit), mandate, note), (name, outside)
