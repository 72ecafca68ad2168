"""The cause batches ZZY, ZZZ and ZZZA's range grants showed, read in general: constructions
written here (a shipping lender's and a timber fund's documents, in no batch), guarded both
ways.

Cause 1: a grant names what it grants as the object of its limit noun ("may set the cap on any
one shipyard's share at any level from 8 % to 12 %", "the floor on cash set aside for
dry-docking is yours, anywhere in 4 %–7 %", "| Cap on single-registry concentration | 20 % to
30 % |"), and the range it gives is that limit's. The vocabulary reads the whole sentence,
where a qualifier ("single", "concentration") or a register's own word (a shipyard, a registry,
"set aside") leaves the plan limit's subject unread or misread, so the grant bounded nothing and
a value inside it was asked about. A range whose limit noun's object says the plan limit's name
(its content words, the words its subject is read from among them, or a synonym of them,
`lexical_synonyms`), on the same side (a cap's range bounds no floor), is that limit's
(`limit_nouns.object_before`, `mandate.bounds_for`).

Cause 2: a band asked for whose consent the next sentence keeps back ("Consent withheld",
"approval was not given") gives no room, as one declined does (`denied_bands`).

Cause 3: an acronym's plural ("LTVs", "GEOs") is one word, not the acronym's last capital
opening a word of its own ("lt vs").
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import words
from quantward_validation.mandate import bounds_for, clauses


def _ranges(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"policy": text})
    return [(b.kind, round(b.low or 0, 6), round(b.high or 0, 6)) for b in bounds_for(found, name)]


@pytest.mark.parametrize(
    ("text", "name", "band"),
    [
        (
            "Credit committee delegation: the desk head may set the cap on any one shipyard's "
            "share of the orderbook at any level from 8% to 12% without a further vote.",
            "max_single_shipyard_weight",
            (0.08, 0.12),
        ),
        (
            "| Parameter | Band | Set by |\n|---|---|---|\n| Cap on single-registry "
            "concentration | 20 percent to 30 percent | desk head, within the band |",
            "max_single_flag_weight",
            (0.2, 0.3),
        ),
        (
            "Chief risk officer (chat): the floor on cash set aside for dry-docking is yours "
            "to set, anywhere in 4%–7%.",
            "maintenanceReserveFloor",
            (0.04, 0.07),
        ),
        (
            "The board lets the desk fix the cap on gearing (net debt over fleet value) "
            "anywhere in the 1.5x–2.5x range; the desk picks the level.",
            "totalNetLtvCap",
            (1.5, 2.5),
        ),
        (
            "Trustees consent to the manager setting the floor on EBITDA to interest at a "
            "level of its choosing between 3.0x and 4.0x.",
            "min_interest_coverage",
            (3.0, 4.0),
        ),
        # the measure the noun limits between it and its object, and a band's noun
        (
            "The investment committee delegates to the manager the maximum exposure to any one "
            "charterer, anywhere within 10% to 15%.",
            "max_single_lessee_weight",
            (0.1, 0.15),
        ),
        (
            "The GP may fix the cap applicable to any one sawmill offtaker anywhere between 20% "
            "and 30%.",
            "max_single_offtaker_weight",
            (0.2, 0.3),
        ),
        (
            "The IC grants the manager a band for liquidity cover of 1.2x to 1.5x.",
            "liquidityCoverFloor",
            (1.2, 1.5),
        ),
    ],
)
def test_a_grants_range_bounds_the_limit_its_object_names(
    text: str, name: str, band: tuple[float, float]
) -> None:
    assert _ranges(text, name) == [("range", *band)], text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # another holding than the one the limit counts
        (
            "The desk head may set the cap on any one shipyard's share of the orderbook at any "
            "level from 8% to 12%.",
            "max_single_charterer_weight",
        ),
        # a floor's range is no cap's
        (
            "The desk may fix the floor on any one shipyard's share of the orderbook anywhere "
            "between 4 percent and 7 percent.",
            "max_single_shipyard_weight",
        ),
        # ... and a cap's none of a floor
        (
            "The desk may set the cap on any one shipyard's share at any level from 8% to 12%.",
            "min_single_shipyard_weight",
        ),
    ],
)
def test_a_grants_range_bounds_no_other_limit(text: str, name: str) -> None:
    assert _ranges(text, name) == [], text


def test_a_band_whose_consent_is_withheld_gives_no_room() -> None:
    asked = (
        "Trustee minutes: the manager asked for discretion to set the cap on hardwood stands "
        "anywhere from 10 percent to 25 percent. {answer}: the cap remains 25 percent until the "
        "next annual meeting."
    )
    assert _ranges(asked.format(answer="Consent withheld"), "hardwoodStandsCap") == []
    assert _ranges(asked.format(answer="Approval was not given"), "hardwoodStandsCap") == []
    given = asked.replace("Consent withheld", "Consent given")
    assert _ranges(given.format(answer="Consent given"), "hardwoodStandsCap") == [
        ("range", 0.1, 0.25)
    ]


@pytest.mark.parametrize(
    ("name", "said"),
    [("maxLTVs", "max ltvs"), ("GEOsCap", "geos cap"), ("maxNAVShare", "max nav share")],
)
def test_an_acronyms_plural_is_one_word(name: str, said: str) -> None:
    assert words(name) == said


@pytest.mark.parametrize(
    "text",
    [
        # a sentence pointing back to the noun of the one before
        "The IC delegates the cap on any one shipyard's share of the orderbook to the desk. It "
        "may sit anywhere from 8% to 12%.",
        # ... and a label the noun is owned under
        "Any one shipyard's share of the orderbook: the desk may set its cap anywhere from 8% "
        "to 12%.",
    ],
)
def test_a_grants_object_is_read_back_or_from_its_label(text: str) -> None:
    assert _ranges(text, "max_single_shipyard_weight") == [("range", 0.08, 0.12)], text


def test_a_sentence_pointing_back_bounds_only_what_the_one_before_names() -> None:
    text = (
        "The IC delegates the cap on any one charterer's share of revenue to the desk. It may sit "
        "anywhere from 8% to 12%."
    )
    assert _ranges(text, "max_single_shipyard_weight") == []
