"""The cause batch U showed in mandates that hold a compliance engine's rules, read in general:
rules and outputs written here, in no batch, guarded both ways.

An engine's rule kept as an object (`{"rule_id": …, "type": "MAX", "threshold": …, "unit": …}`)
bounds its subject as its export line would (`limit_roles.rule_line`), a rule out of force bounds
nothing, and a warning level or an ended override's level beside the limit is no bound.
"""

from __future__ import annotations

from quantward_validation.mandate import clauses


def _bounds(mandate: dict[str, object]) -> list[tuple[str, str, float | None, float | None]]:
    return [(b.subject, b.kind, b.low, b.high) for c in clauses(mandate) for b in c.bounds]  # type: ignore[arg-type]


def test_a_rule_object_with_a_multiple_bounds_leverage() -> None:
    rule = {"RuleId": "GROSS_02", "Type": "MAX", "Threshold": 1.75, "Unit": "x", "Active": True}
    assert _bounds({"engine": {"rules": [rule]}}) == [("max_gross_leverage", "ceiling", None, 1.75)]


def test_a_floor_rule_object_in_fractions_bounds_cash_from_below() -> None:
    rule = {"rule_id": "LIQ_9", "type": "MIN", "threshold": 0.025, "unit": "fraction"}
    assert _bounds({"rules": [rule]}) == [("cash_weight", "floor", 0.025, None)]


def test_a_rule_object_out_of_force_bounds_nothing() -> None:
    rule = {"rule_id": "TEV_1", "type": "MAX", "threshold": 250, "unit": "bps", "state": "retired"}
    assert _bounds({"rules": [rule]}) == []


def test_an_object_that_is_no_rule_is_read_field_by_field() -> None:
    assert _bounds({"limits": {"max_gross_leverage": 2.0}}) == [
        ("max_gross_leverage", "ceiling", None, 2.0)
    ]


def test_a_trigger_level_beside_the_hard_limit_bounds_nothing() -> None:
    found = _bounds({"schedule": "Tracking error: early warning 180bp; hard limit 220bp"})
    assert found == [("max_tracking_error", "ceiling", None, 0.022)]


def test_the_exposure_a_monitor_line_prints_beside_the_limit_bounds_nothing() -> None:
    found = _bounds({"monitor": "Issuer concentration | current 4.4% | limit 5.0% | headroom 0.6%"})
    assert found == [("max_position_weight", "ceiling", None, 0.05)]


def test_an_ended_exceptions_level_bounds_nothing() -> None:
    found = _bounds(
        {"schedule": "Max drawdown limit 12%. Exception granted: max drawdown 18%, now lapsed."}
    )
    assert found == [("max_drawdown", "ceiling", None, 0.12)]


_SCREEN = (
    "Risk appetite, fixed-width extract\n"
    "METRIC                 EARLY WARNING     HARD LIMIT\n"
    "Tracking error                 160bp          200bp\n"
)


def test_a_fixed_width_rows_limit_column_bounds_and_its_warning_column_does_not() -> None:
    assert _bounds({"screen": _SCREEN}) == [("max_tracking_error", "ceiling", None, 0.02)]


def test_a_fixed_width_rows_limit_column_bounds_a_floor_its_label_names() -> None:
    screen = (
        "BOOK     CHECK           ACTUAL     LIMIT\nALPHA    Minimum cash     3.40%     2.50%\n"
    )
    assert _bounds({"screen": screen}) == [("cash_weight", "floor", 0.025, None)]
