"""What no vocabulary knows, read by its words (`lexical_subjects`, ADR 0038) wherever a known
subject is read: a figure beside a known subject's words, each figure of a sentence by the words
since the one before it, a level stated with "is", a band refused beside that level, a grant
without a figure. The wording is in no batch."""

from __future__ import annotations

from quantward_validation.lexical_subjects import content_end, in_lexical_unit, lexical_subject
from quantward_validation.mandate import (
    bounds_for,
    clauses,
    discretion_over,
    lexical_discretion,
)


def _read(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    return [(b.kind, b.low, b.high) for b in bounds_for(clauses({"terms": text}), name)]


def test_a_band_said_beside_a_known_subject_bounds_the_unknown_one_too() -> None:
    text = "Gross in vineyards hit by late frost is a band, 5% to 9%; the manager picks the level."
    assert _read(text, "late_frost_exposure_limit") == [("range", 0.05, 0.09)]
    # ... and gross as before
    assert _read(text, "max_gross_leverage") == [("range", 0.05, 0.09)]


def test_each_figure_is_of_the_words_since_the_one_before_it() -> None:
    text = "The frost-loss reserve at least 3% and the hail-net spend at most 2% of NAV."
    assert _read(text, "frost_loss_reserve_floor") == [("floor", 0.03, None)]
    assert _read(text, "hailNetSpendCap") == [("ceiling", None, 0.02)]


def test_a_level_stated_with_is_and_its_refused_band_leave_the_level() -> None:
    text = (
        "The frost-loss reserve held by the estate is 4% of NAV. The 2%–4% corridor in the "
        "annex is only an alarm for the cellar master; it is not a range to pick from."
    )
    assert _read(text, "frost_loss_reserve_floor") == [("range", 0.04, 0.04)]


def test_a_band_granted_stays_a_band() -> None:
    text = "The frost-loss reserve is a band, 2% to 4%; the manager picks the level."
    assert _read(text, "frost_loss_reserve_floor") == [("range", 0.02, 0.04)]


def test_a_grant_without_a_figure_is_of_what_its_words_name() -> None:
    found = clauses({"terms": "Gross leverage and the frost-loss reserve are left to the PM."})
    assert discretion_over(found, "frost_loss_reserve_floor")
    assert not discretion_over(found, "hailNetSpendCap")
    refused = clauses({"terms": "The frost-loss reserve is not at the manager's discretion."})
    assert not any(lexical_discretion(c) for c in refused)
    assert not discretion_over(refused, "frost_loss_reserve_floor")


def test_the_subject_ends_at_its_last_content_word() -> None:
    assert content_end("The frost-loss reserve is capped at ") == len("The frost-loss reserve")
    assert content_end("of NAV to ") is None


def test_a_subject_said_in_another_unit_keeps_its_words() -> None:
    subject = lexical_subject("the hail-net spend", "fraction")
    assert subject is not None
    moved = in_lexical_unit(subject, "bps")
    assert moved.startswith("~bps~")
    assert moved.split("~")[2] == subject.split("~")[2]
