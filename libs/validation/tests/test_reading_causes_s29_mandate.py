"""Mandate readings mended in session twenty-nine, in words no batch uses (a pension scheme's
statement of investment principles)."""

from __future__ import annotations

from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"sip": {"para_4": text}}, [])
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_band_for_monitoring_only_and_denied_as_room_gives_way_to_the_level_held() -> None:
    text = (
        "The 20% to 30% corridor for the Scheme's cash allocation is a reporting band only and "
        "gives no latitude to the investment manager; the cash allocation shall be held at 30%."
    )
    assert _bounds(text, "max_cash_weight") == [("range", 0.3, 0.3)]
    # ... while a band granted as room stays a band
    granted = (
        "The 20% to 30% corridor for the Scheme's cash allocation is at the investment "
        "manager's discretion."
    )
    assert ("range", 0.2, 0.3) in _bounds(granted, "max_cash_weight")
