"""The causes batch ZX's limit kinds (mandate breach, range assumption, invented limit) showed,
each read in general: constructions written here, in no batch, guarded both ways.

Cause: an insurance-linked securities fund's limits had no subject. The modelled tail loss at a
return period (PML), the modelled expected loss, the share of one peril or peril region, the
attachment probability, rate on line and one sponsor's (cedent's) exposure were read as nothing
(so a plan's limit on them was an assumption nobody stated, a band delegated on them bounded
nothing, a gap left open on them was no gap), or as one position ("single-peril
concentration"); one cat bond said with a quantifier of one was no position. Each is a subject
of its own now (`limit_lexicon_ils`), the numbers of a return period ("1-in-200", "100-year")
part of its mention, never a bound.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limit_lexicon_ils import (
    ATTACHMENT_NAME,
    EXPECTED_LOSS_NAME,
    PERIL_NAME,
    PML_NAME,
    RATE_ON_LINE_NAME,
    SPONSOR_NAME,
    SPREAD_MULTIPLE_NAME,
)
from quantward_validation.limits import subject_of, unit_of
from quantward_validation.mandate import bounds_for, clauses, within

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # the tail loss at a return period, by its acronym, its words or its period
        ("probable maximum loss at the 1-in-200 return period", PML_NAME),
        ("the 100-year occurrence loss", PML_NAME),
        ("OEP at one in 100 years", PML_NAME),
        ("maxPmlPct", PML_NAME),
        ("net aggregate loss at a 200yr return period", PML_NAME),
        # the expected loss, in words or as EL where only the loss can be meant
        ("mean expected loss of the portfolio", EXPECTED_LOSS_NAME),
        ("avg EL", EXPECTED_LOSS_NAME),
        ("portfolio EL", EXPECTED_LOSS_NAME),
        ("portfolio-level EL", EXPECTED_LOSS_NAME),
        ("the book's AAL", EXPECTED_LOSS_NAME),
        ("average annual loss of the portfolio", EXPECTED_LOSS_NAME),
        ("maxElBps", EXPECTED_LOSS_NAME),
        # one peril or peril region, and a single-peril share is no single position
        ("the Japan earthquake share", PERIL_NAME),
        ("European windstorm exposure", PERIL_NAME),
        ("per-peril concentration", PERIL_NAME),
        ("maxQuakeWeight", PERIL_NAME),
        ("the largest single-peril share", PERIL_NAME),
        ("Texas hail and tornado", PERIL_NAME),
        # the layer's own measures and one sponsor's exposure
        ("probability of attachment", ATTACHMENT_NAME),
        ("attachmentProbMax", ATTACHMENT_NAME),
        ("rate-on-line", RATE_ON_LINE_NAME),
        ("minRol", RATE_ON_LINE_NAME),
        ("any one cedent", SPONSOR_NAME),
        ("single-sponsor concentration", SPONSOR_NAME),
        ("exposure per sponsor", SPONSOR_NAME),
        # what a bond pays over its expected loss, a multiple, no trading cost
        ("the coupon-over-EL ratio", SPREAD_MULTIPLE_NAME),
        ("risk multiple", SPREAD_MULTIPLE_NAME),
        ("multiple of expected loss", SPREAD_MULTIPLE_NAME),
        # one catastrophe bond or tranche is a position
        ("each catastrophe bond", "max_position_weight"),
        ("per tranche", "max_position_weight"),
    ],
)
def test_ils_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


_ILS: frozenset[str | None] = frozenset(
    {
        PML_NAME,
        EXPECTED_LOSS_NAME,
        PERIL_NAME,
        ATTACHMENT_NAME,
        RATE_ON_LINE_NAME,
        SPONSOR_NAME,
        SPREAD_MULTIPLE_NAME,
    }
)


@pytest.mark.parametrize(
    "phrase",
    [
        # a plan's, a scheme's or a data sponsor is no exposure; a fund wound down is no peril;
        # a Spanish article or a country's name is no expected loss
        "the plan sponsor's guidelines",
        "the sponsor's data licence",
        "wind down the fund",
        "El Salvador sovereign bonds",
        "el límite por emisor",
        "hasta el (máx.) 4 %",
        "the windfall from the sale",
        "a flood of new issues",
    ],
)
def test_words_that_only_look_like_ils_subjects(phrase: str) -> None:
    assert subject_of(phrase) not in _ILS


def test_expected_loss_is_in_bps_and_the_others_are_shares() -> None:
    el = Constraint(name="maxElBps", value=300.0, provenance="assumption")
    quake = Constraint(name="maxQuakeWeight", value=0.2, provenance="assumption")
    assert unit_of(el) == "bps"
    assert unit_of(quake) == "fraction"


def test_a_return_period_is_no_bound_of_its_own() -> None:
    assert bounds_of("The 1-in-200 occurrence PML shall not exceed 12% of NAV.", rounded=True) == [
        (PML_NAME, "ceiling", None, 0.12)
    ]


def test_a_peril_cap_and_a_cedent_cap_bound_each_their_own() -> None:
    assert bounds_of(
        "Japan earthquake exposure: no more than 25%; any one cedent: up to 8%.", rounded=True
    ) == [(PERIL_NAME, "ceiling", None, 0.25), (SPONSOR_NAME, "ceiling", None, 0.08)]


def test_an_expected_loss_in_percent_bounds_a_plan_in_bps() -> None:
    found = clauses({"policy": "Average expected loss of the book may not exceed 2.25%."})
    (bound,) = bounds_for(found, "maxElBps")
    assert within(200.0, bound, "maxElBps")
    assert not within(300.0, bound, "maxElBps")


def test_a_band_delegated_on_one_peril_is_room_for_the_plan() -> None:
    found = clauses(
        {"delegation": "The manager may run the per-peril share anywhere from 20% to 45%."}
    )
    (bound,) = bounds_for(found, "maxQuakeWeight")
    assert bound.kind == "range"
    assert within(0.3, bound, "maxQuakeWeight")
    assert not within(0.6, bound, "maxQuakeWeight")


def test_a_spread_multiple_is_a_floor_beside_an_expected_loss_cap() -> None:
    assert bounds_of(
        "The premium-to-EL multiple must stay above 1.6x; mean EL no higher than 2.4%.",
        rounded=True,
    ) == [(SPREAD_MULTIPLE_NAME, "floor", 1.6, None), (EXPECTED_LOSS_NAME, "ceiling", None, 240.0)]


def test_el_before_a_label_mark_is_the_expected_loss() -> None:
    assert bounds_of("EL: 180 bp at most.", rounded=True) == [
        (EXPECTED_LOSS_NAME, "ceiling", None, 180.0)
    ]


_TERM_SHEET = (
    "Peril limits\n"
    "Japan earthquake: no more than 15% of NAV.\n"
    "Gulf of Mexico hurricane: no more than 45% of NAV."
)


@pytest.mark.parametrize(
    ("name", "highs"),
    [
        # a cap on one peril region bounds that region's limit, not another's
        ("floridaHurricaneMax", [0.45]),
        ("us_named_storm_cap", [0.45]),
        ("japanQuakeLimit", [0.15]),
        # a limit that names no peril or region is bounded by every peril cap
        ("perilCap", [0.15, 0.45]),
    ],
)
def test_a_peril_cap_bounds_its_own_peril_region(name: str, highs: list[float]) -> None:
    found = clauses({"guidelines": _TERM_SHEET})
    assert [b.high for b in bounds_for(found, name)] == highs


def test_a_pml_limit_bounds_its_own_return_period() -> None:
    found = clauses(
        {"guidelines": "1-in-200 occurrence PML: at most 12%.\n1-in-50 occurrence PML: at most 6%."}
    )
    assert [b.high for b in bounds_for(found, "pml_1in200_max")] == [0.12]
    assert [b.high for b in bounds_for(found, "pmlCap")] == [0.12, 0.06]


def test_the_pronoun_us_names_no_region() -> None:
    found = clauses({"note": "Let us keep the windstorm share at most 30%."})
    assert [b.high for b in bounds_for(found, "europeWindCap")] == [0.3]


def test_a_return_period_written_as_a_ratio_scopes_its_pml() -> None:
    found = clauses({"guidelines": "PML 1:100 at most 8% of NAV; PML 1:250 at most 16% of NAV."})
    assert [b.high for b in bounds_for(found, "pml_1in250_cap")] == [0.16]
