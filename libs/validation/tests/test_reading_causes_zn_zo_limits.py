"""The causes batches ZN (reserve management) and ZO (charities' trustees) showed in their limit
kinds, each read in general: constructions written here, in no batch, guarded both ways.

Causes: the agencies-and-supranationals bucket, a subject of its own (`limit_lexicon_buckets`),
a holding of shares by its British name ("shareholding"), a country's gross reserves as a base
rather than gross exposure (`limits`); a value's measure in an aside after each end of a range,
"30 bp (ex ante) to 60 bp (ex ante)" (`value_tails`); the subject of a limit or band noun named
after it, "a 5–10 % band on issuer exposure" (`limit_nouns`); a band named as what is not
delegated (`reserved_decisions`); any place in a band offered or refused (`value_sets`,
`denied_bands`); a band that only says when to report back (`alert_bands`); a request in
minutes the next sentence answers "no" (`record_marks`); and a superlative after a preposition,
no extreme (`mandate`).
"""

from __future__ import annotations

import pytest

from quantward_validation.limit_lexicon_buckets import AGENCIES_SUPRAS
from quantward_validation.limits import subject_of

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("holdings of supranationals and agencies", AGENCIES_SUPRAS),
        ("supra and agency paper", AGENCIES_SUPRAS),
        ("government-sponsored agency bonds", AGENCIES_SUPRAS),
        ("maxSupranationalWeight", AGENCIES_SUPRAS),
        ("agency_bonds_limit", AGENCIES_SUPRAS),
        # a rating agency issues nothing; "supra" alone is a reference
        ("the view of the rating agencies", None),
        ("as explained in para 4 supra", None),
    ],
)
def test_the_agencies_and_supranationals_bucket(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_a_bound_on_the_agencies_bucket_bounds_only_it() -> None:
    assert bounds_of("Supra and agency paper: no more than 30 % of the tranche.") == [
        (AGENCIES_SUPRAS, "ceiling", None, 0.3)
    ]


def test_a_single_supranational_is_one_position() -> None:
    assert subject_of("any one supranational issuer") == "max_position_weight"


@pytest.mark.parametrize(
    "text",
    ["No single stockholding may exceed 4 %.", "The biggest shareholding is capped at 4 %."],
)
def test_a_shareholding_is_a_position(text: str) -> None:
    assert bounds_of(text) == [("max_position_weight", "ceiling", None, 0.04)]


def test_gross_reserves_are_a_base_not_gross_exposure() -> None:
    assert bounds_of(
        "Money-market holdings, measured against gross foreign reserves, never below 12 %."
    ) == [("cash_weight", "floor", 0.12, None)]
    assert bounds_of("Gross exposure: 150 % at most.") == [
        ("max_gross_leverage", "ceiling", None, 1.5)
    ]


def test_a_measure_aside_after_each_end_keeps_the_range() -> None:
    assert bounds_of(
        "Volatility: long-run 7 % (ex post), corridor 6 % (ex post) to 9 % (ex post).",
        rounded=True,
    ) == [("target_volatility", "range", 0.06, 0.09)]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        (
            "Letter on currency hedging: the IC grants a 1x–1.5x band for gross leverage.",
            "max_gross_leverage",
        ),
        (
            "Note on sector rotation: the Board sets a 6 % cap on the weight of any single issuer.",
            "max_position_weight",
        ),
    ],
)
def test_a_noun_names_its_subject_after_a_preposition(text: str, subject: str) -> None:
    assert [b[0] for b in bounds_of(text)] == [subject]


def test_a_band_not_delegated_leaves_the_level_held() -> None:
    assert bounds_of(
        "Cash held at 4 %; the trustees did not entrust any 2 %–6 % corridor to the manager."
    ) == [("cash_weight", "range", 0.04, 0.04)]


def test_any_place_in_a_band_offered_after_its_subject() -> None:
    text = "The IC has handed the country weight to the desk. Wherever within 10 % to 25 % is fine."
    assert bounds_of(text) == [("max_country_weight", "range", 0.1, 0.25)]


def test_any_place_in_a_band_refused() -> None:
    text = "Leave gross leverage at 1.5x, not anywhere between 1x and 2x."
    assert bounds_of(text) == [("max_gross_leverage", "range", 1.5, 1.5)]


def test_a_band_that_only_says_when_to_report_gives_way_to_the_level() -> None:
    text = (
        "Target cash is 5 %. The 3 %–7 % corridor merely signals when the manager should "
        "escalate to the committee."
    )
    assert bounds_of(text) == [("cash_weight", "range", 0.05, 0.05)]


def test_a_request_in_minutes_answered_no_bounds_nothing() -> None:
    asked = "Minutes: the CIO asked if gross leverage could float from 1x to 2x."
    assert bounds_of(f"{asked} The board voted against.") == []
    assert bounds_of(f"{asked} The board agreed.") == [("max_gross_leverage", "range", 1.0, 2.0)]


def test_a_superlative_after_a_preposition_is_no_extreme() -> None:
    assert bounds_of("The agreed level of the biggest position is 6 %.") == [
        ("max_position_weight", "target", 0.06, 0.06)
    ]
    assert bounds_of("The biggest position we would hold is 6 %.") == [
        ("max_position_weight", "ceiling", None, 0.06)
    ]
