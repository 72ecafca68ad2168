"""The cause batch U showed in compliance-engine rule exports, read in general: lines of
`KEY=VALUE` pairs written here, in no batch, guarded both ways.

Only the limit keys (`THRESHOLD`, `MAX`, `MIN`, `VALUE`, `LIMIT`) hold the limit; a warning level
is none; `TYPE` says the side, `PM_DISCRETION` whether a band leaves the manager a choice, and a
rule whose `STATUS` takes it out of force bounds nothing (`limit_roles`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limit_roles import rule_prose
from quantward_validation.mandate import clauses

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="rules", fields=("subject", "kind", "low", "high", "discretion"))


def test_a_fixed_rule_without_discretion_is_a_point() -> None:
    found = _bounds("RULEID=CONC_11 | TYPE=FIXED | LIMIT=0.045 | PM_DISCRETION=NO | STATE=LIVE")
    assert found == [("max_position_weight", "range", 0.045, 0.045, False)]


def test_a_range_rule_with_discretion_is_a_band_the_manager_chooses_in() -> None:
    found = _bounds("RULE_ID=TEV_3; TYPE=RANGE; MIN=80bp; MAX=240bp; PM_DISCRETION=TRUE")
    assert found == [("max_tracking_error", "range", 0.008, 0.024, True)]


def test_a_leverage_rule_reads_its_bare_number_as_a_multiple() -> None:
    found = _bounds("RULE_ID=GROSS_9; TYPE=MAX; THRESHOLD=1.80; ALERT=1.70; STATUS=ACTIVE")
    assert [(s, k, hi) for s, k, _, hi, _ in found] == [("max_gross_leverage", "ceiling", 1.8)]


def test_the_warning_level_is_no_limit() -> None:
    prose = rule_prose("RULE_ID=VOL_5; TYPE=MAX; WARN=0.09; THRESHOLD=0.10; STATUS=ACTIVE")
    assert prose is not None
    assert "10%" in prose
    assert "9%" not in prose


@pytest.mark.parametrize(
    "status", ["INACTIVE", "Disabled", "SUSPENDED", "superseded", "PENDING_APPROVAL", "RETIRED"]
)
def test_a_rule_out_of_force_bounds_nothing(status: str) -> None:
    assert _bounds(f"RULE_ID=DD_4; TYPE=MAX; THRESHOLD=0.15; STATUS={status}") == []


def test_no_discretion_flag_grants_no_discretion() -> None:
    found = clauses({"rules": "RULE_ID=SEC_2; TYPE=MAX; VALUE=0.25; PM_DISCRETION=N"})
    assert all(not c.discretion for c in found)


def test_a_line_that_is_no_rule_export_is_left_as_it_is() -> None:
    assert rule_prose("Issuer limit 5 %, reviewed yearly") is None
    assert rule_prose("RULE_ID=GEN_7; TYPE=EXCLUDE; LIST=COAL; STATUS=ACTIVE") is None
