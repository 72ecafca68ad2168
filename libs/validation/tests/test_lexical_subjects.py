"""A mandate's bound on what no vocabulary knows is read against a plan limit by the words they
share (`lexical_subjects`, issue 18): an orchard fund's frost-loss and acreage limits are no
subject of any lexicon, yet "Frost losses across the orchards shall not exceed 180 bps" bounds
`frostLossLimitBps`. A known subject is untouched, and two limits sharing only a generic word
("share") are never tied. The wording is in no batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.lexical_subjects import lexical_subject, names, read_in_unit
from quantward_validation.mandate import (
    bounds_for,
    clauses,
    contradicted,
    covering,
    lexical_bounds,
)


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"guidelines": {"item_4": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_prose_bound_of_an_unknown_subject_covers_the_limit_named_by_its_words() -> None:
    text = "Frost losses across the orchards shall not exceed 180 bps of NAV."
    assert _bounds(text, "frostLossLimitBps") == [("ceiling", None, 180.0)]


def test_a_labelled_line_in_per_cent_is_read_as_a_fraction() -> None:
    text = "Orchard acreage under one grower: no more than 12 %"
    assert _bounds(text, "orchardAcreageCap") == [("ceiling", None, 0.12)]


def test_a_floor_covers_a_floor_and_contradicts_a_cap_below_it() -> None:
    found = clauses({"guidelines": {"item_2": "Vintage reserve of at least 6 % at all times."}})
    assert [b.kind for b in bounds_for(found, "minVintageReserve")] == ["floor"]
    assert not bounds_for(found, "maxVintageReserve")
    assert [b.low for b in contradicted(found, "maxVintageReserve", 0.04)] == [0.06]


def test_a_structured_key_that_names_a_limit_bounds_what_its_words_name() -> None:
    found = clauses({"limits": {"frost_loss_limit_bps": 180}})
    assert [(b.kind, b.high) for b in bounds_for(found, "frostLossLimitBps")] == [
        ("ceiling", 180.0)
    ]
    # ... and a key that names no limit bounds nothing
    assert not bounds_for(clauses({"facts": {"orchard_acreage": 400}}), "orchardAcreageCap")


def test_a_known_subject_is_never_covered_by_words() -> None:
    found = clauses({"guidelines": {"item_1": "Orchard acreage under one grower: at most 9 %"}})
    lexical = [b for c in found for b in lexical_bounds(c)]
    assert lexical
    assert covering(lexical[0], "orchardAcreageCap")
    # `orchardAcreageCountryCap` is a country's weight: its own bounds speak to it, not words
    assert not any(covering(b, "orchardAcreageCountryCap") for b in lexical)
    assert not bounds_for(found, "orchardAcreageCountryCap")
    # ... nor are a clause's own bounds changed by what its words name
    assert all(not b.subject.startswith("~") for c in found for b in c.bounds)
    assert not names(lexical_subject("orchard acreage", "fraction") or "", "maxCountryWeight")


def test_two_unknown_limits_sharing_only_a_generic_word_are_not_tied() -> None:
    text = "Share of tobacco revenue in the book: no more than 5 %"
    assert _bounds(text, "greenBondShare") == []
    assert _bounds(text, "tobaccoRevenueShare") == [("ceiling", None, 0.05)]


def test_a_phrase_of_generic_words_only_has_no_lexical_subject() -> None:
    assert lexical_subject("The maximum exposure of the fund", "fraction") is None


def test_a_plural_in_the_clause_meets_the_singular_of_the_name() -> None:
    # "cases" is "case", "losses" is "loss"
    assert _bounds("Open litigation cases: at most 8 %", "caseCap") == [("ceiling", None, 0.08)]
    assert names(lexical_subject("Frost losses", "fraction") or "", "lossCapFrost")
    assert not names(lexical_subject("Frost losses", "fraction") or "", "droughtLossCapRain")


def test_a_bare_figure_beside_the_bound_bounds_nothing() -> None:
    # "zero" in a compound and a count are no figures of the limit the per-cent one bounds
    text = "Keep frost-exposed orchards at no more than 15%, and no zero-till plots."
    assert _bounds(text, "frostExposedOrchardCap") == [("ceiling", None, 0.15)]


@pytest.mark.parametrize(
    "name",
    [
        "likviditetsreserveDagerMin",  # Norwegian "dager"
        "likviditetsberedskabDageMin",  # Danish "dage"
        "likviditetsreservDagarMin",  # Swedish "dagar"
        "reservaLiquidezDiasMin",  # Portuguese "dias"
        "liquiditaetsreserveTageMin",  # German "Tage"
        "minLiquidityReserveDays",
    ],
)
def test_a_name_that_counts_its_figure_in_days_in_any_continental_language_says_its_period(
    name: str,
) -> None:
    # the period is said, so the name is read by its words as it stands, not given "days" again
    assert read_in_unit(name, "days") == name


def test_a_name_whose_words_say_no_period_is_read_as_the_days_limit_its_unit_makes_it() -> None:
    assert read_in_unit("likviditetsreserveMin", "days") == "likviditetsreserveMin_days"
    # a word that only begins like a period word says none ("Dagens" is "today's")
    assert read_in_unit("likviditetDagensMin", "days") == "likviditetDagensMin_days"
