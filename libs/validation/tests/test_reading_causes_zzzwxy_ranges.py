"""Range causes of issue 18 (ZZZW–ZZZY family: a German Versorgungswerk, a Mexican Afore, a
Danish pension company), each tested as a family on constructions in no batch:

- a Danish or Spanish body adopting a proposed band in its own verb ("bestyrelsen godkendte
  forslaget", "blev vedtaget", "la propuesta … se aprueba"), and a Danish refusal ("forkastede",
  "blev trukket tilbage", "blev ikke vedtaget"), read by `polarity_europe`;
- a Danish range's "mellem … og …" (`operators.RANGE_JOIN`);
- a count named in German ("die Zahl der Emittenten", "Titel", `limit_lexicon_merger_arb`);
- a band written before its limit's noun whose object is followed by a bracket with a figure of
  its own ("… for the cap on the LE shock (lives two years longer)", `fronted_bands`): the
  object ends before the bracket.

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

import re

import pytest

from quantward_validation import mandate, polarity_europe
from quantward_validation.fronted_bands import fronted_objects
from quantward_validation.quantities import quantities


def _bounds(name: str, text: str) -> list[tuple[str, float | None, float | None]]:
    found = mandate.clauses({"rules": text})
    return [
        (
            b.kind,
            None if b.low is None else round(b.low, 9),
            None if b.high is None else round(b.high, 9),
        )
        for b in mandate.bounds_for(found, name)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Bestyrelsen godkendte forslaget om et interval på 4–6 procent for loftet for aktier.",
        "Forslaget om et interval på 4–6 procent for loftet for aktier i alt blev vedtaget.",
    ],
)
def test_a_band_adopted_in_danish_or_spanish_is_in_force(text: str) -> None:
    assert _bounds("max_equity_weight", text) == [("range", 0.04, 0.06)]


@pytest.mark.parametrize(
    "text",
    ["la propuesta de una banda se aprueba", "el comité aprobó la banda", "forslaget godkendes"],
)
def test_a_spanish_or_danish_adoption_is_read(text: str) -> None:
    assert re.search(polarity_europe.ADOPTED, text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "investeringsudvalget forkastede forslaget om et interval",
        "indstillingen om et interval blev trukket tilbage",
        "forslaget blev ikke vedtaget",
        "no se aprueba la banda que propuso la dirección",
    ],
)
def test_a_danish_or_spanish_refusal_is_read(text: str) -> None:
    assert re.search(polarity_europe.HYPOTHETICAL, text) is not None


def test_a_danish_range_between_two_figures() -> None:
    text = "Direktionen må lægge loftet for aktier i alt hvor som helst mellem 30 og 45 pct."
    assert _bounds("max_equity_weight", text) == [("range", 0.3, 0.45)]


@pytest.mark.parametrize(
    "text",
    [
        "Die Untergrenze für die Zahl der Emittenten liegt zwischen 70 und 90 Titeln.",
    ],
)
def test_a_count_named_in_german(text: str) -> None:
    assert _bounds("min_holdings_count", text) == [("range", 70.0, 90.0)]


def test_a_fronted_object_ends_before_a_bracket_with_its_own_figure() -> None:
    text = (
        "the sponsor asked for a 40-60bp band for the cap on the longevity shock "
        "(every life two years longer) and it was granted"
    )
    found = list(quantities(text))
    objects = fronted_objects(text, found)
    at, to = objects[0]
    assert text[at:to] == "longevity shock"
