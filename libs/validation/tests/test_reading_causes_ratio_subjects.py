"""Limits on a subject written as a ratio or a letter, and ranges in plain decimals.

- A noun of limiting or a verb fixing a level reaches its value across a subject written as a
  ratio ("the cap on the net/NAV ratio at 12 %", "pins the limit on abs(net) / gross at 8 %").
- A band named for warning only ("the early-warning band", "a warning range") gives no room:
  it gives way to the level fixed beside it.
- A fraction below one counts nothing: "from 0.1 to 0.3 without asking" is a range of a
  measure, not 0.3 of something.
- Beta by its letter ("abs(β)") is the beta subject.
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import clauses


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    return [(b.subject, b.kind, b.low, b.high) for c in clauses({"policy": text}) for b in c.bounds]


@pytest.mark.parametrize(
    "text",
    [
        "The board sets the cap on the net/NAV ratio at 12 %.",
        "Policy 4 puts the limit on longs minus shorts / gross at 12 %.",
    ],
)
def test_a_limit_noun_reaches_its_value_across_a_ratio_subject(text: str) -> None:
    assert _bounds(text) == [("max_net_exposure", "ceiling", None, 0.12)]


@pytest.mark.parametrize(
    "band", ["an early-warning band", "a watch zone", "an alarm corridor", "the alert range"]
)
def test_a_level_fixed_beside_a_band_named_by_its_alert_is_the_level(band: str) -> None:
    text = (
        "The CIO fixes the limit on the net / gross ratio at 8 %. The 6 %–8 % corridor in the "
        f"dashboard is {band} for the risk team; no leeway for the PM there."
    )
    assert _bounds(text) == [("max_net_exposure", "range", 0.08, 0.08)]
    # its clean twin: a band the PM may pick in stays a band
    twin = "The CIO lets the PM set the limit on the net / gross ratio anywhere in 6 %–8 %."
    assert [(s, k, lo, hi) for s, k, lo, hi in _bounds(twin)] == [
        ("max_net_exposure", "range", 0.06, 0.08)
    ]


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("The desk may run its beta anywhere from 0.1 to 0.3 without asking risk.", 0.1, 0.3),
        ("Beta: any level between 0.15 and 0.25 is acceptable to us.", 0.15, 0.25),
    ],
)
def test_a_range_of_fractions_followed_by_words_is_read(text: str, low: float, high: float) -> None:
    assert [(lo, hi) for _, kind, lo, hi in _bounds(text) if kind == "range"] == [(low, high)]


def test_a_count_followed_by_its_noun_is_still_no_value() -> None:
    # (a whole number before a noun counts things: "2 desks" bounds nothing)
    assert _bounds("Beta is reviewed by 2 desks every week.") == []


def test_beta_by_its_letter_is_the_beta_subject() -> None:
    text = "The limit on the book's abs(β) to the index is 0.2 at most."
    assert _bounds(text) == [("max_net_exposure", "ceiling", None, 0.2)]
