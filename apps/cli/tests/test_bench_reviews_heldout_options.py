"""The opt-in options of the held-out batches' shared loops (`reviews_heldout_shared`,
`reviews_heldout_truths`, `trend_claim_twins`): each does what it says, and leaving it out
keeps what the registered batches generate (proved case by case by
`tools/dump_review_hashes.py`)."""

from __future__ import annotations

from quantward_cli.bench.reviews_heldout_truths import held_down, held_up


def test_held_up_reads_a_signed_series_that_starts_below_zero() -> None:
    # net flows of -100 ending at -105: 5 % lower, so "did not fall" is false
    assert held_up((-100.0, -90.0, -105.0)) is False
    # ending at -100.5, within 1 % of where it started: too close to call
    assert held_up((-100.0, -90.0, -100.5)) is None
    # ending higher after a dip: too close to call, as for a positive series
    assert held_up((-100.0, -110.0, -95.0)) is None
    assert held_up((-100.0, -50.0, 20.0)) is True


def test_held_down_reads_a_signed_series_that_starts_below_zero() -> None:
    # from -100 to -95: 5 % higher, so "did not rise" is false
    assert held_down((-100.0, -110.0, -95.0)) is False
    assert held_down((-100.0, -110.0, -99.5)) is None
    assert held_down((-100.0, -90.0, -120.0)) is None
    assert held_down((-20.0, -50.0, -80.0)) is True


def test_held_up_and_held_down_read_a_positive_series_as_before() -> None:
    assert held_up((100.0, 110.0, 98.0)) is False
    assert held_up((100.0, 110.0, 99.5)) is None
    assert held_down((100.0, 90.0, 102.0)) is False
    assert held_down((100.0, 90.0, 100.5)) is None
