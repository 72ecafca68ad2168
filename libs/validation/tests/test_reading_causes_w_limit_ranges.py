"""The range causes batch W showed on the limit side (latitude written by orchestrating agents),
each tested on constructions written here, in no batch.

* a limit written as a JSON object inside a mandate's text (a fenced block, or inline) is read
  like the same object written as YAML: its bounds and the latitude a flag grants
  (`structured_text`);
* a structured mandate's limit object (a subject key over `min`/`max` leaves and a flag) bounds
  its subject, as its YAML lines would;
* a band withdrawn in favour of a point ("the corridor given earlier is revoked") leaves no room
  around the point (`fixed_levels`).
"""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_validation.mandate import clauses, discretion_over

_Found = list[tuple[str, str, float | None, float | None]]


def _read(mandate: dict[str, JsonValue]) -> tuple[_Found, bool]:
    found = clauses(mandate)
    bounds: _Found = [(b.subject, str(b.kind), b.low, b.high) for c in found for b in c.bounds]
    return bounds, discretion_over(found, "max_position_weight")


_BAND = [
    ("max_position_weight", "floor", 0.02, None),
    ("max_position_weight", "ceiling", None, 0.06),
]


@pytest.mark.parametrize(
    "text",
    [
        'Latitude:\n```\n{"issuer_cap": {"lower": 0.02, "upper": 0.06, "pm_decides": true}}\n```',
        'The orchestrator passes {"limits": {"issuer_cap": {"min": 0.02, "max": 0.06, '
        '"discretionary": true}}} to you.',
        '```json\n{\n  "issuer_cap": {\n    "floor": 0.02,\n    "cap": 0.06,\n'
        '    "manager_may_choose": true\n  }\n}\n```',
    ],
)
def test_a_json_limit_in_a_mandates_text_is_read_with_its_latitude(text: str) -> None:
    bounds, discretion = _read({"notes": text})
    assert sorted(bounds, key=str) == sorted(_BAND, key=str)
    assert discretion


def test_a_json_limit_without_a_flag_grants_no_latitude() -> None:
    bounds, discretion = _read({"notes": '{"issuer_cap": {"min": 0.02, "max": 0.06}}'})
    assert sorted(bounds, key=str) == sorted(_BAND, key=str)
    assert not discretion


def test_text_that_is_no_json_is_left_as_prose() -> None:
    bounds, _ = _read({"notes": "Issuer cap {see annex}: at most 6 %."})
    assert ("max_position_weight", "ceiling", None, 0.06) in bounds


def test_a_structured_limit_object_bounds_its_subject() -> None:
    mandate: dict[str, JsonValue] = {
        "latitude": {"issuer_cap": {"lower": 0.02, "upper": 0.06, "pm_decides": True}}
    }
    bounds, discretion = _read(mandate)
    assert sorted(bounds, key=str) == sorted(_BAND, key=str)
    assert discretion


@pytest.mark.parametrize(
    "text",
    [
        "~~Issuer weight: your choice from 3% to 6%.~~\nRevised: the issuer weight is fixed at "
        "6%; the corridor given earlier is revoked.",
        "The issuer weight is set at 6%. The band we discussed before no longer applies.",
    ],
)
def test_a_band_withdrawn_for_a_point_leaves_no_room(text: str) -> None:
    bounds, _ = _read({"notes": text})
    issuer = [b for b in bounds if b[0] == "max_position_weight"]
    assert issuer == [("max_position_weight", "range", 0.06, 0.06)], bounds


@pytest.mark.parametrize(
    "text",
    [
        "issuer_cap:\n  min: 0.02\n  max: 0.06\n  manager_may_choose: no",
        '{"issuer_cap": {"lower": 0.02, "upper": 0.06, "discretionary": false}}',
    ],
)
def test_a_latitude_flag_set_off_grants_nothing(text: str) -> None:
    _, discretion = _read({"notes": text})
    assert not discretion


def test_a_fixed_level_key_is_a_point_beside_the_band() -> None:
    text = '{"issuer_cap": {"min": 0.02, "max": 0.06, "pm_decides": false, "pinned_at": 0.05}}'
    bounds, discretion = _read({"notes": text})
    assert ("max_position_weight", "range", 0.05, 0.05) in bounds
    assert not discretion


def test_a_band_written_with_multiplication_signs_is_a_range() -> None:
    bounds, _ = _read({"notes": "We agreed the 1.5×–2.5× corridor for gross leverage."})
    assert ("max_gross_leverage", "range", 1.5, 2.5) in bounds
