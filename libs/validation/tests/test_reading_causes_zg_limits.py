"""Batch ZG causes on the limit side (commodity and energy desks), each tested on constructions
no review batch writes:

* a band beside a fixed level denied as room ("… is only the alarm corridor, not a band to
  trade in") leaves the level held exactly (`denied_bands` into `fixed_levels`);
* the authority that gave the room, suspended ("Desk discretion to run X between … was frozen
  pending review; it stays at …"), leaves only the point (`band_withdrawn`);
* a level whose change is reserved to an officer ("Only the chief risk officer can change
  it …") is held exactly (`reserved_decisions`);
* a fixed-width limit table's cell after the value ("<=  0.12  FIRM") is no noun the value
  counts (`mandate`);
* a value whose relaxation the next sentence says lapsed ("… was raised to 9 % for the
  audit. This dispensation expired on 1 June …") is not in force (`lapsed`);
* another book named by its code and marked as someone else's ("The RATES-2 book across the
  floor allows 9 %; that is theirs") is not this book's (`this_vehicle`);
* a correction that quotes the document it corrects ("Erratum to yesterday's memo, which
  read: …") reports the old objective (`earlier_versions`).

Clean wordings guard each against needless revisions.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.earlier_versions import earlier_version_spans
from quantward_validation.intent import asked
from quantward_validation.lapsed import lapsed
from quantward_validation.mandate import clauses
from quantward_validation.provenance import stated_of
from quantward_validation.this_vehicle import marked_as_others

_Found = list[tuple[str, str, float | None, float | None, bool]]


def _read(text: str) -> _Found:
    found = clauses({"notes": text})
    return [(b.subject, str(b.kind), b.low, b.high, b.discretion) for c in found for b in c.bounds]


def _points(text: str, subject: str) -> list[float | None]:
    return [
        lo for s, kind, lo, hi, _ in _read(text) if s == subject and kind == "range" and lo == hi
    ]


def _ranges(text: str, subject: str) -> list[tuple[float | None, float | None]]:
    return [(lo, hi) for s, kind, lo, hi, _ in _read(text) if s == subject and kind == "range"]


@pytest.mark.parametrize(
    "text",
    [
        "The issuer limit is set by the board at 8 %. 4 %–8 % is just the alarm corridor, "
        "not a band to trade in.",
        "Issuer limit fixed at 8 % by the risk committee. The 4-8 % zone is a watch list, "
        "rather than a range to hold positions in.",
    ],
)
def test_a_fixed_level_beside_a_band_denied_as_room_is_held_exactly(text: str) -> None:
    assert 0.08 in _points(text, "max_position_weight")


def test_a_fixed_level_alone_stays_a_cap() -> None:
    assert _points("The issuer limit is set by the board at 8 %.", "max_position_weight") == []


@pytest.mark.parametrize(
    "text",
    [
        "Desk discretion to run the issuer limit between 4 % and 8 % was frozen pending the "
        "audit; it stays at 8 % until the board lifts the freeze.",
        "The power to vary the issuer limit from 4 % to 8 % has been suspended. It remains at "
        "8 % for now.",
    ],
)
def test_suspended_authority_leaves_only_the_point(text: str) -> None:
    assert _ranges(text, "max_position_weight") == [(0.08, 0.08)]


def test_authority_in_force_leaves_the_band() -> None:
    text = "Desk discretion to run the issuer limit between 4 % and 8 % is in force."
    assert (0.04, 0.08) in _ranges(text, "max_position_weight")


@pytest.mark.parametrize(
    "text",
    [
        "Single-issuer weight: 8 %. Only the chief risk officer can change it, within 4 %–8 %.",
        "The issuer limit is set at 8 %. Only the ALCO may adjust it inside 4-8 %, and it "
        "has not met.",
    ],
)
def test_a_level_reserved_to_an_officer_is_held_exactly(text: str) -> None:
    assert 0.08 in _points(text, "max_position_weight")


def test_a_level_the_desk_may_move_is_no_point() -> None:
    text = "Single-issuer weight: 8 %. The desk can change it within 4 %–8 % on its own."
    assert 0.08 not in _points(text, "max_position_weight")


def test_a_fixed_width_cell_after_the_value_is_no_counted_noun() -> None:
    text = "LIMIT   METRIC      OP  VALUE  KIND\nL-9     max_issuer  <=  0.12   FIRM"
    assert ("max_position_weight", "ceiling", None, 0.12, False) in _read(text)
    # ... while a noun one space after a bare number still counts things
    assert not any(s == "max_position_weight" for s, *_ in _read("Hold at most 12 issuers."))


def _at(text: str, value: str) -> tuple[int, int]:
    start = text.index(value)
    return start, start + len(value)


@pytest.mark.parametrize(
    ("text", "value", "over"),
    [
        (
            "For the year-end audit the cash floor was cut to 1 % as a one-off. This "
            "dispensation expired on 1 June; 3 % holds again.",
            "1 %",
            True,
        ),
        (
            "For the year-end audit the cash floor was cut to 1 % as a one-off. It ended in June.",
            "1 %",
            True,
        ),
        (
            "For the year-end audit the cash floor was cut to 1 % as a one-off. This "
            "dispensation expired on 1 June; 3 % holds again.",
            "3 %",
            False,
        ),
        # the next sentence speaks of something else
        ("The cash floor was set at 3 % by the board. The audit ended in June.", "3 %", False),
    ],
)
def test_a_value_whose_lapse_the_next_sentence_tells(text: str, value: str, over: bool) -> None:
    assert lapsed(text, *_at(text, value)) is over


def _cap(value: float) -> Constraint:
    return Constraint(
        name="max_issuer_weight",
        value=value,
        unit="fraction",
        provenance="user_message",
        provenance_ref="msg_01hzzzzzzzzzzzzzzzzzzzzzs1",
    )


@pytest.mark.parametrize(
    "other",
    [
        "The CREDIT-EM book across the aisle has a 9 % cap; that one is theirs.",
        "The neighbouring CREDIT-EM book has an issuer cap of 9 %.",
    ],
)
def test_another_book_named_by_its_code_is_not_this_ones(other: str) -> None:
    text = f"For your book the issuer cap is 6 %. {other}"
    assert stated_of(text, *_at(text, "9 %"), _cap(0.09)) is not None
    assert stated_of(text, *_at(text, "6 %"), _cap(0.06)) is None


@pytest.mark.parametrize(
    ("sentence", "others"),
    [
        ("The RATES-2 book across the floor allows 9 %; that is theirs.", True),
        ("The fund next door runs 9 %, not ours.", True),
        ("The RATES-2 book allows 9 %.", False),  # may be this one
        ("The door next to the fund office is 9 m wide.", False),  # no vehicle marked
    ],
)
def test_a_vehicle_marked_as_someone_elses(sentence: str, others: bool) -> None:
    assert marked_as_others(sentence) is others


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        (
            "Erratum to yesterday's memo, which read: maximise expected return, no risk "
            "limits. Please disregard it. We minimise the book's variance.",
            "min_risk",
        ),
        (
            "Update to my last message (which stated: track the sector index). Wrong. Aim for "
            "the best Sharpe ratio.",
            "risk_adjusted",
        ),
    ],
)
def test_a_correction_quoting_the_document_it_corrects(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.objective == objective, (text, found)


def test_a_correction_that_quotes_nothing_reports_nothing() -> None:
    assert earlier_version_spans("Correction: the objective is to minimise variance.") == []
