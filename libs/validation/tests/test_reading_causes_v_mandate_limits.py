"""The limit-side mandate causes held-out batch V showed (South and East Asian business English),
each read in general: constructions written here, in no batch, guarded both ways.

Causes:

* unrated credit is a bucket of its own ("non-rated bonds", "paper without a credit rating",
  `unratedBondLimit`): its bound bounds neither a position nor another bucket, and a field named
  for it (`max_unrated_share`) is not a position cap;
* a subject said by its adjective or a "-wise" form ("sectoral concentration", "industry-wise");
* the colloquial sentence-final "one" of Singapore and Malaysian English ("cannot go above one
  lah", "6 % one, don't change") is a particle, no figure;
* a multiple of one written in the singular ("1 time to 1.4 times");
* latitude granted in plain words ("the portfolio manager can decide", "you decide", "for the
  manager to express views", "any weight inside the band is fine", "anything inside also ok")
  and refused in them ("the manager not to alter the same", "not meant for taking views");
* a band kept only to trigger a rebalancing, with the level the book is reset to said after it
  ("weights to be reset to 25 % once it is breached"): the reset level is the point held.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, discretion_over
from quantward_validation.quantities import quantities

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


# --- unrated credit, a bucket of its own -------------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "non-rated bonds",
        "paper without a credit rating",
        "not-rated issues",
        "unratedBondLimit",
        "max_unrated_share",
        "the unrated sleeve",
    ],
)
def test_unrated_credit_is_a_subject_of_its_own(phrase: str) -> None:
    assert subject_of(phrase) == "max_unrated_weight"


@pytest.mark.parametrize(
    "phrase",
    ["the top-rated issuers", "a rated corporate bond", "single issuer exposure"],
)
def test_a_rating_alone_names_no_unrated_bucket(phrase: str) -> None:
    assert subject_of(phrase) != "max_unrated_weight"


def test_a_bound_on_unrated_credit_bounds_no_position() -> None:
    found = clauses({"policy": "Non-rated securities shall not exceed 8% of net assets."})
    assert [(b.kind, b.high) for b in bounds_for(found, "max_unrated_share")] == [("ceiling", 0.08)]
    assert bounds_for(found, "max_single_issuer_weight") == []


# --- a subject said by its adjective -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sectoral concentration capped at 22%.",
        "Industry-wise exposure not above 22%.",
        "Sector-wise allocation shall not exceed 22%.",
    ],
)
def test_a_subject_said_by_its_adjective(text: str) -> None:
    assert _bounds(text) == [("max_sector_weight", "ceiling", None, 0.22)]


# --- the colloquial particle "one" -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Leverage max 1.8x, sure cannot cross one lah.",
            [("max_gross_leverage", "ceiling", None, 1.8)],
        ),
        (
            "Cash must stay at least 4%, cannot lower one.",
            [("cash_weight", "floor", 0.04, None)],
        ),
        (
            "Gross leverage up to 1.3x only, strict one.",
            [("max_gross_leverage", "ceiling", None, 1.3)],
        ),
    ],
)
def test_a_sentence_final_one_is_a_particle(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert _bounds(text) == expected


@pytest.mark.parametrize(
    "text",
    ["Cannot one lah, keep it.", "Issuer 5% only, strict one.", "Sure or not? Confirm one."],
)
def test_the_particle_is_no_quantity(text: str) -> None:
    assert [q.text for q in quantities(text) if q.text.lower() == "one"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the number one as a figure: a limit of its own, a count, a pronoun's noun
        ("Gross leverage must stay below one.", [("max_gross_leverage", "ceiling", None, 1.0)]),
    ],
)
def test_one_as_a_figure_stays_a_figure(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert _bounds(text) == expected


def test_one_counting_things_stays_a_number() -> None:
    assert [q.text for q in quantities("Not more than one issuer above 9%.")] == ["one", "9%"]


# --- a multiple of one in the singular ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Gross leverage from 1 time up to 1.4 times NAV.",
            [("max_gross_leverage", "range", 1.0, 1.4)],
        ),
        (
            "Leverage: not more than 1 time net assets.",
            [("max_gross_leverage", "ceiling", None, 1.0)],
        ),
    ],
)
def test_a_multiple_of_one_in_the_singular(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert _bounds(text) == expected


def test_a_frequency_is_no_multiple() -> None:
    assert [q.form for q in quantities("Rebalance 1 time a month.")] == ["plain"]


# --- latitude granted and refused in plain words -----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Issuer exposure 4% to 8%; within that corridor the portfolio manager can decide.",
        "Issuer exposure 4% to 8%, you decide yourself lor.",
        "The 4%-8% range on issuer exposure is for the manager to express views.",
        "Issuer exposure between 4% and 8%; any weight inside the band is fine.",
        "issuer exposure 4% to 8%, anything inside also ok.",
        "Issuer exposure 4%-8%, the investment team can choose the level.",
        # the manager by its Indian-English abbreviations: the FM, the AMC
        "Issuer exposure 4%-8%; FM can decide inside the same.",
        "Issuer exposure between 4% and 8%, AMC can choose.",
    ],
)
def test_latitude_granted_in_plain_words(text: str) -> None:
    found = clauses({"policy": text})
    assert discretion_over(found, "max_single_issuer_weight") or all(
        b.discretion for b in bounds_for(found, "max_single_issuer_weight")
    )
    assert [(b.low, b.high) for b in bounds_for(found, "max_single_issuer_weight")] == [
        (0.04, 0.08)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Issuer exposure 4% to 8%; the manager cannot decide the level.",
        "The 4%-8% range on issuer exposure is not meant for taking views.",
        # a counterfactual's "could" grants nothing
        "Issuer exposure 4% to 8%. Had the trustees agreed, the fund manager could decide the "
        "level; they did not.",
    ],
)
def test_latitude_refused_in_plain_words(text: str) -> None:
    found = clauses({"policy": text})
    assert not discretion_over(found, "max_single_issuer_weight")
    assert not any(b.discretion for b in bounds_for(found, "max_single_issuer_weight"))


@pytest.mark.parametrize(
    "text",
    [
        "Leverage: 1.5x as approved by the Board; the manager not to alter the same.",
        "Sector weight: 25% as fixed by the trustees; PM not to deviate from it.",
        "Issuer exposure: 6% as sanctioned by the IC; FM not to revise the same.",
    ],
)
def test_a_level_decided_elsewhere_the_manager_not_to_change(text: str) -> None:
    kinds = {(b.kind, b.low == b.high) for c in clauses({"policy": text}) for b in c.bounds}
    assert kinds == {("range", True)}


# --- a rebalancing trigger and the level the book is reset to ----------------------------------


@pytest.mark.parametrize(
    ("text", "point"),
    [
        (
            "The 20%-30% band for sector exposure is a rebalancing trigger; weights to be reset "
            "to 25% once it is breached.",
            0.25,
        ),
        (
            "Sector exposure band of 20% to 30% is only a drift alert, not meant for taking "
            "views; restore the book to 30% whenever it is crossed.",
            0.3,
        ),
    ],
)
def test_a_trigger_band_gives_way_to_the_reset_level(text: str, point: float) -> None:
    assert _bounds(text) == [("max_sector_weight", "range", point, point)]


def test_a_band_for_views_keeps_its_room() -> None:
    text = (
        "The 20%-30% band for sector exposure is for the manager to express views; weights "
        "may sit anywhere inside it."
    )
    assert _bounds(text) == [("max_sector_weight", "range", 0.2, 0.3)]
