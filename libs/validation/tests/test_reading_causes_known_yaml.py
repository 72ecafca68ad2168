"""A YAML block pasted into a message or a mandate's text (issue 18, known limits of the
readings): the text is split at line breaks, so a value's line ("    max: 0.05") names neither
its subject nor, when the key sits on the line above ("maxSectorWeight:" then "0.22"), its
side. The keys above a line, by indentation, say what its value is about. Constructions
written here, in no batch.
"""

from __future__ import annotations

from typing import Any

from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of

_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzy1"

_NESTED = (
    "risk_limits:\n"
    "  single_issuer:\n"
    "    max: 0.045\n"
    "  liquidity_reserve:\n"
    "    min: 0.03\n"
    "  grossExposure:\n"
    "    max: 1.8\n"
)


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return sorted(bounds_of(text, key="pasted"))


def test_nested_keys_name_the_subject_and_side_of_each_value() -> None:
    assert _bounds(_NESTED) == [
        ("cash_weight", "floor", 0.03, None),
        ("max_gross_leverage", "ceiling", None, 1.8),
        ("max_position_weight", "ceiling", None, 0.045),
    ]


def test_a_key_on_one_line_and_its_value_on_the_next() -> None:
    assert _bounds("maxSectorWeight:\n  0.22\n") == [("max_sector_weight", "ceiling", None, 0.22)]
    assert _bounds("tracking_error_cap:\n0.03") == [("max_tracking_error", "ceiling", None, 0.03)]


def test_prose_after_a_heading_line_is_read_as_prose() -> None:
    assert _bounds("Notes:\nCash may not exceed 5 %.") == [("cash_weight", "ceiling", None, 0.05)]


def _problems(text: str, name: str, value: float, nth: int) -> list[str]:
    return provenance_problems(text, name=name, value=value, words="0.05", nth=nth, unit="fraction")


def test_provenance_reads_whose_value_a_yaml_line_gives() -> None:
    text = "Here is our config:\nlimits:\n  cash:\n    max: 0.05\n  issuer:\n    max: 0.05\n"
    assert _problems(text, "max_issuer_weight", 0.05, nth=0)  # the cash line
    assert not _problems(text, "max_issuer_weight", 0.05, nth=1)
