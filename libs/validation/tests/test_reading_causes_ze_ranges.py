"""The causes batch ZE's latitude and mandate-breach kinds showed, each read in general: limits
and latitude as software engineers write them, in constructions of no batch, guarded both ways.

Causes: a range written as a range literal in code ("2%..=6%", "1.2x..2.4x", "5..15 %"); a TOML
table's `key = value` lines under their header (`[limits.issuer_weight_pct]`), and a unit named
by a key above a bare value (`trackingErrorBps:` over `max: 250`); a structured mandate's
string value (an environment's `"0.3"`, `"5%"`) and a numeric field in the unit its key names
(`tracking_error_limit_bps: 250`); a band named by its ends ("The 30–50 % corridor …") and kept
only to raise an alert ("only pages the risk desk"); a level said not to be configurable
("hardcoded", "read-only", "not tunable") or behind a latitude flag set off (`ALLOW_…_OVERRIDE`
is false); a schema's range that only catches typos; a key in code marks before its statement
("`cash_floor` is 2 %").
"""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_validation.mandate import bounds_for, clauses, within
from quantward_validation.quantities import quantities
from quantward_validation.toml_tables import table_keys

Read = tuple[str, str, float | None, float | None]


def _bounds(mandate: dict[str, JsonValue]) -> list[Read]:
    return [
        (
            b.subject,
            b.kind,
            None if b.low is None else round(b.low, 6),
            None if b.high is None else round(b.high, 6),
        )
        for c in clauses(mandate)
        for b in c.bounds
    ]


def _policy(text: str) -> list[Read]:
    return _bounds({"policy": text})


# --- a range literal in code --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("issuer weight must lie in 2%..=6%", ("max_position_weight", "range", 0.02, 0.06)),
        (
            "Single-name weight: anywhere in 2%...6%, PM's pick",
            ("max_position_weight", "range", 0.02, 0.06),
        ),
        ("leverage band 1.2x..2.4x", ("max_gross_leverage", "range", 1.2, 2.4)),
        ("sector weight 5..15 %", ("max_sector_weight", "range", 0.05, 0.15)),
    ],
)
def test_dots_join_a_range(text: str, expected: Read) -> None:
    assert _policy(text) == [expected]


def test_dots_never_make_a_decimal() -> None:
    # the third dot of "..." is no decimal point: "...4%" is 4 %, not 0.4 %
    assert [q.value for q in quantities("between 2%...4%")] == [2.0, 4.0]


# --- TOML tables and keys that name a unit -------------------------------------------------------


def test_toml_table_header_names_the_subject_and_the_unit() -> None:
    text = "```toml\n[limits.issuer_weight_pct]\nmin = 2\nmax = 6\n```"
    assert _policy(text) == [
        ("max_position_weight", "floor", 0.02, None),
        ("max_position_weight", "ceiling", None, 0.06),
    ]


def test_yaml_key_above_names_the_unit_of_a_bare_end() -> None:
    assert _policy("limits:\n  trackingErrorBps:\n    max: 250") == [
        ("max_tracking_error", "ceiling", None, 0.025)
    ]


def test_table_keys_read_header_and_dotted_key() -> None:
    text = "[risk]\n# comment\nsector_cap.max = 0.25"
    assert table_keys(text, text.index("0.25")) == ["risk", "sector_cap"]
    # prose between the header and the line ends the table
    prose = "[risk.issuer_weight]\nThe committee reviews this yearly.\nmin = 0.02"
    assert table_keys(prose, prose.index("0.02")) is None
    # a comparison is no TOML pair
    assert table_keys("[risk]\nx == 3", 12) is None


# --- a structured mandate's fields ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("mandate", "expected"),
    [
        ({"env": {"MAX_SECTOR_WEIGHT": "0.3"}}, [("max_sector_weight", "ceiling", None, 0.3)]),
        (
            {"settings": {"tracking_error_limit_bps": 250}},
            [("max_tracking_error", "ceiling", None, 0.025)],
        ),
        ({"limits": {"cash_min_pct": "3"}}, [("cash_weight", "floor", 0.03, None)]),
        ({"env": {"MAX_WEIGHT": "5%"}}, [("max_position_weight", "ceiling", None, 0.05)]),
        ({"env": {"MAX_WEIGHT_NOTE": "see 5 and 6"}}, []),
    ],
)
def test_field_values_in_their_keys_unit(
    mandate: dict[str, JsonValue], expected: list[Read]
) -> None:
    assert _bounds(mandate) == expected


def test_string_field_breach_is_outside() -> None:
    found = clauses({"env": {"MAX_SECTOR_WEIGHT": "0.3"}})
    (bound,) = bounds_for(found, "sector_cap")
    assert not within(0.35, bound, "sector_cap")
    assert within(0.25, bound, "sector_cap")


# --- alert bands, hardcoded levels, flags off, validation ranges --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sector weight: 25 %, hardcoded. This 20%-30% band exists as a monitoring alarm, nothing "
        "more.",
        "Sector weight: 25 %. The 20 %–30 % corridor is just the paging threshold.",
    ],
)
def test_alert_band_gives_way_to_the_point(text: str) -> None:
    assert _policy(text) == [("max_sector_weight", "range", 0.25, 0.25)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Issuer cap: 7 % (read-only).", ("max_position_weight", "range", 0.07, 0.07)),
        (
            "The tracking-error budget is 200 bp, not tunable per account.",
            ("max_tracking_error", "range", 0.02, 0.02),
        ),
        (
            "Leverage stays at 1.4x; `ALLOW_LEVERAGE_OVERRIDE` is false.",
            ("max_gross_leverage", "range", 1.4, 1.4),
        ),
    ],
)
def test_config_leaves_no_room(text: str, expected: Read) -> None:
    assert _policy(text) == [expected]


def test_latitude_flag_on_is_no_refusal() -> None:
    text = "Leverage stays at 1.4x unless `leverage_override` is on; it is on: 1x to 2x works."
    assert ("max_gross_leverage", "range", 1.0, 2.0) in _policy(text)


def test_schema_range_that_catches_typos_grants_nothing() -> None:
    refused = "Issuer weight: 4 %. The 1 %–8 % bounds in the schema only catch fat fingers."
    granted = "Issuer weight: 4 %. The 1 %–8 % bounds in the schema let the PM choose."
    assert ("max_position_weight", "range", 0.01, 0.08) not in _policy(refused)
    assert ("max_position_weight", "range", 0.01, 0.08) in _policy(granted)


def test_key_in_code_marks_states_its_value() -> None:
    assert _policy("`cash_floor` is 2 %.") == [("cash_weight", "target", 0.02, 0.02)]
