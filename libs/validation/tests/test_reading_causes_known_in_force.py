"""Which value of a limit is in force when a text gives more than one over time (issue 18,
known limits of the readings): constructions written here, in no batch, guarded both ways.

- Supersession across full stops, bullets and lines: a value a later sentence of the same text
  changes ("The limit was 5 %. The board has since raised it to 7 %.", "… cut it to 4 % this
  morning") or one said as past that a later sentence restates is not in force; only the later
  value bounds, and only it states the limit. Another subject's later value supersedes nothing.
- A future effective date: a value that takes effect later ("from 1 July 2027 the cap falls to
  8 %", "with effect from the next rebalance", "will be lowered to 2 % at the next review") is
  not the current limit. A dated value is judged against the plan's decision date when the
  contract gives one; without it, a dated value is future only when its verb says it is still
  to come (a value "is capped at 6 %" with effect from a date is read as in force).
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import ConstraintUnit
from quantward_validation.mandate import clauses
from quantward_validation.testing import provenance_problems

_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzk1"


def _bounds(text: str, as_of: date | None = None) -> list[tuple[str, str, float | None]]:
    return [
        (b.subject, b.kind, round(b.high if b.high is not None else b.low or 0.0, 6))
        for c in clauses({"policy": text}, as_of=as_of)
        for b in c.bounds
    ]


def _problems(
    text: str, name: str, value: float, written: str, decided: date | None = None, nth: int = 0
) -> list[str]:
    unit: ConstraintUnit = "multiple" if name.endswith("leverage") else "fraction"
    return provenance_problems(
        text, name=name, value=value, words=written, nth=nth, unit=unit, decided=decided
    )


# --- supersession across sentences -------------------------------------------------------------

_RAISED = "The single-issuer limit was 5 %. The board has since raised it to 7 %."
_LINES = "Gross leverage used to be capped at 2x.\nThe IC lifted the cap to 2.5x in June."
_BULLETS = "• Issuer ceiling: 6 % originally\n• Issuer ceiling: 4 % after the March review"
_MORNING = "Issuer limit: 5 %.\nUpdate: the committee cut it to 4 % this morning."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (_RAISED, [("max_position_weight", "ceiling", 0.07)]),
        (_LINES, [("max_gross_leverage", "ceiling", 2.5)]),
        (_BULLETS, [("max_position_weight", "ceiling", 0.04)]),
        (_MORNING, [("max_position_weight", "ceiling", 0.04)]),
    ],
)
def test_a_later_sentence_that_changes_a_limit_leaves_only_the_new_bound(
    text: str, expected: list[tuple[str, str, float]]
) -> None:
    assert _bounds(text) == expected


def test_a_later_sentence_about_another_subject_supersedes_nothing() -> None:
    text = "The single-issuer limit was 5 %. Sector weights were since raised to 30 %."
    assert ("max_position_weight", "ceiling", 0.05) in _bounds(text)
    assert _bounds("Issuer cap 5 %. Sector cap 20 %.") == [
        ("max_position_weight", "ceiling", 0.05),
        ("max_sector_weight", "ceiling", 0.2),
    ]


@pytest.mark.parametrize(
    ("text", "old", "new", "name", "old_value", "new_value"),
    [
        (_RAISED, "5 %", "7 %", "max_issuer_weight", 0.05, 0.07),
        (_LINES, "2x", "2.5x", "max_gross_leverage", 2.0, 2.5),
        (_MORNING, "5 %", "4 %", "max_issuer_weight", 0.05, 0.04),
    ],
)
def test_provenance_on_the_superseded_value_fails_on_the_new_one_holds(
    text: str, old: str, new: str, name: str, old_value: float, new_value: float
) -> None:
    assert _problems(text, name, old_value, old)
    assert not _problems(text, name, new_value, new)


def test_provenance_on_a_value_another_subject_follows_holds() -> None:
    text = "Issuer limit: 5 %.\nSector limit: raised to 25 % this morning."
    assert not _problems(text, "max_issuer_weight", 0.05, "5 %")


# --- future effective dates --------------------------------------------------------------------

_FALLS = "The issuer cap is 10 %; from 1 July 2027 it falls to 8 %."
_NEXT = "With effect from the next rebalance, tracking error is limited to 2 %."
_WILL = "Tracking error is capped at 3 %, and will be lowered to 2 % at the next review."


def test_a_value_that_takes_effect_later_bounds_nothing_now() -> None:
    assert _bounds("From 1 July 2027 the issuer cap falls to 8 %.") == []
    assert _bounds(_FALLS) == [("max_position_weight", "ceiling", 0.1)]
    assert _bounds(_NEXT) == []
    assert _bounds(_WILL) == [("max_tracking_error", "ceiling", 0.03)]


def test_a_dated_value_is_judged_against_the_decision_date() -> None:
    assert _bounds(_FALLS, as_of=date(2027, 9, 30)) == [("max_position_weight", "ceiling", 0.08)]
    assert _bounds(_FALLS, as_of=date(2026, 12, 31)) == [("max_position_weight", "ceiling", 0.1)]


def test_a_value_in_force_from_a_date_or_said_with_a_legal_will_still_bounds() -> None:
    text = "With effect from 1 March 2024, the issuer cap is 6 % (formerly 9 %)."
    assert _bounds(text) == [("max_position_weight", "ceiling", 0.06)]
    assert _bounds("Positions will not exceed 10 % of NAV.") == [
        ("max_position_weight", "ceiling", 0.1)
    ]


def test_provenance_on_a_future_value_fails_on_the_current_one_holds() -> None:
    assert _problems(_FALLS, "max_issuer_weight", 0.08, "8 %")
    assert not _problems(_FALLS, "max_issuer_weight", 0.10, "10 %")
    assert _problems(_NEXT, "tracking_error_cap", 0.02, "2 %")
    assert _problems(_WILL, "tracking_error_cap", 0.02, "2 %")
    assert not _problems(_WILL, "tracking_error_cap", 0.03, "3 %")


def test_provenance_after_the_effective_date_holds_the_new_value() -> None:
    assert not _problems(_FALLS, "max_issuer_weight", 0.08, "8 %", decided=date(2027, 9, 30))
    assert _problems(_FALLS, "max_issuer_weight", 0.10, "10 %", decided=date(2027, 9, 30))


def test_a_change_only_possible_or_named_as_a_noun_replaces_nothing() -> None:
    text = "Gross leverage is capped at 1.5x. It may be increased to 2x with IC approval."
    assert ("max_gross_leverage", "ceiling", 1.5) in _bounds(text)
    text = "Gross leverage is capped at 1.5x. Any increase to 2x needs the board."
    assert ("max_gross_leverage", "ceiling", 1.5) in _bounds(text)


def test_was_is_past_only_beside_a_later_value_said_to_hold_now() -> None:
    assert [(s, v) for s, _, v in _bounds("The issuer limit was 5 %. It is 7 % now.")] == [
        ("max_position_weight", 0.07)
    ]
    # a limit "was set at" a value is still that value when nothing says another holds now
    text = "The single-issuer limit was set at 5 %. Issuers on the watch list: at most 35 %."
    assert ("max_position_weight", "ceiling", 0.05) in _bounds(text)


def test_a_limit_named_as_the_new_one_replaces_the_earlier() -> None:
    text = "Per-issuer cap: 5 %.\nIn June the IC approved a revised issuer cap of 7 %."
    assert _bounds(text) == [("max_position_weight", "ceiling", 0.07)]


def test_a_value_said_in_the_future_from_a_date_is_not_in_force() -> None:
    text = "Sector weights are capped at 25 %. From July 2027 the sector cap will be 20 %."
    assert _bounds(text) == [("max_sector_weight", "ceiling", 0.25)]
    assert _problems(text, "max_sector_weight", 0.20, "20 %")
    assert not _problems(text, "max_sector_weight", 0.25, "25 %")


def test_a_semicolon_after_a_number_ends_the_sentence_the_new_value_starts() -> None:
    text = "Single-name ceiling was 10 % until 2023; it is now 8 %."
    assert [(s, v) for s, _, v in _bounds(text)] == [("max_position_weight", 0.08)]


def test_a_limit_noun_ending_in_ing_is_no_gerund() -> None:
    assert _bounds("The single-name ceiling is 9 %.") == [("max_position_weight", "ceiling", 0.09)]
