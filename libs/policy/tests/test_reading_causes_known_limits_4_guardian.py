"""The Guardian sees the limits of the fourth wave of reading gaps (issue 18): a value naming a
limit noun across its subject ("9 per cent is the single-issuer cap", "a 9 % per-name limit"),
gearing for leverage, a first bound beside a count, a bare value the manager has no say over,
rows under a limits heading, and a replacement whose old value is said as past in an aside. An
assumed plan value beyond each is material, one inside it is not. The sentences are written
here, in no batch."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_policy.testing import assumption_findings


def _material(constraint: dict[str, Any], mandate: dict[str, Any]) -> bool:
    """Whether the Guardian finds a material concern with one assumed constraint."""
    found = assumption_findings(constraint, policy="strategy", mandate=mandate)
    return any(material for material, _ in found.values())


def _assumed(name: str, value: float, unit: str) -> dict[str, Any]:
    return {
        "name": name,
        "value": value,
        "provenance": "assumption",
        "provenance_ref": None,
        "unit": unit,
        "rationale": "a usual level",
    }


_CASES = (
    ("9 per cent is the single-issuer cap.", "max_position_weight", 0.08, 0.12, "fraction"),
    ("The board imposes a 9 % per-name limit.", "max_position_weight", 0.08, 0.12, "fraction"),
    ("The trust may be geared up to 1.3 times.", "max_gross_leverage", 1.2, 1.5, "multiple"),
    (
        "Sector weights no more than 18 % and 30 names at least.",
        "max_sector_weight",
        0.15,
        0.2,
        "fraction",
    ),
    ("Concentration limits:\nSingle sector   18 %", "max_sector_weight", 0.15, 0.2, "fraction"),
    (
        "The sector cap of 12 %, which applied until last year, is replaced by 18 %.",
        "max_sector_weight",
        0.15,
        0.2,
        "fraction",
    ),
)


@pytest.mark.parametrize(("clause", "name", "inside", "beyond", "unit"), _CASES)
def test_an_assumed_value_beyond_the_limit_is_material(
    clause: str, name: str, inside: float, beyond: float, unit: str
) -> None:
    mandate = {"limits": clause}
    assert not _material(_assumed(name, inside, unit), mandate), clause
    assert _material(_assumed(name, beyond, unit), mandate), clause


def test_a_level_the_manager_has_no_say_over_is_held_exactly() -> None:
    mandate = {"limits": "Issuer weight 6 %; this is not the manager's call."}
    assert not _material(_assumed("max_position_weight", 0.06, "fraction"), mandate)
    assert _material(_assumed("max_position_weight", 0.04, "fraction"), mandate)
