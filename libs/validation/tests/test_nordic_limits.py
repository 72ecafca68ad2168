"""Limits written in Danish and Norwegian (their operators, subjects, number words and field
names), counts spelled out in German and Spanish, a side fused into a German compound, and a
buffer counted in days whose clause names what the days cover. Sentences written for these
tests."""

from __future__ import annotations

from quantward_validation.lexical_subjects import phrase_stems
from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, plan_kind, quantities_as_written
from quantward_validation.spelled_numbers import spelled_value


def _bound(text: str, name: str) -> tuple[str, float | None, float | None]:
    found = bounds_for(clauses({"clause": text}), name)
    assert found, f"no bound of {name} read in {text!r}"
    return found[0].kind, found[0].low, found[0].high


# --- operators and subjects ----------------------------------------------------------------


def test_danish_ceiling_with_copula_on_unlisted_assets() -> None:
    text = "Andelen af unoterede investeringer må højst udgøre 15 pct. af formuen."
    assert _bound(text, "max_unlisted_share") == ("ceiling", None, 0.15)


def test_norwegian_ceiling_on_equities_by_negated_verb() -> None:
    text = "Aksjeandelen skal ikke overstige 55 prosent av porteføljen."
    assert _bound(text, "max_equity_weight") == ("ceiling", None, 0.55)


def test_danish_floor_by_negated_verb_of_falling_on_a_count() -> None:
    text = "Vi sikrer, at antallet af udstedere i porteføljen ikke falder under 30 navne."
    assert _bound(text, "min_holdings_count") == ("floor", 30.0, None)


def test_danish_single_issuer_ceiling_in_words() -> None:
    text = "Eksponeringen mod en enkelt udsteder udgør højst fire procent."
    assert _bound(text, "max_position_weight") == ("ceiling", None, 0.04)


def test_danish_tracking_error_in_spelled_basis_points() -> None:
    text = "Den aktive risiko må højst være to hundrede og fyrre basispoint."
    kind, _, high = _bound(text, "max_tracking_error_bps")
    assert kind == "ceiling"
    assert high is not None
    assert abs(high - 0.024) < 1e-9


def test_nordic_field_names_read_their_subject_and_side() -> None:
    assert subject_of("aksjeandelMaks") == "max_equity_weight"
    assert plan_kind("aksjeandelMaks") == "ceiling"
    assert subject_of("antallSelskaperMin") == "min_holdings_count"
    assert plan_kind("antallSelskaperMin") == "floor"
    assert subject_of("enkeltUtstederMaks") == "max_position_weight"


def test_a_continental_minimum_before_a_plural_counts_holdings() -> None:
    assert subject_of("minimoEmittentiFondo") == "min_holdings_count"
    assert subject_of("mindestEmittentenDepot") == "min_holdings_count"


# --- number words ----------------------------------------------------------------------------


def test_danish_and_norwegian_number_words() -> None:
    assert spelled_value("fem og halvfjerds") == 75
    assert spelled_value("to hundrede og fyrre") == 240
    assert spelled_value("sytti") == 70


def test_german_and_spanish_number_words() -> None:
    assert spelled_value("dreihundertvierzig") == 340
    assert spelled_value("siebenundachtzig") == 87
    assert spelled_value("cuarenta y cinco") == 45
    assert spelled_value("veintitrés") == 23


def test_a_conjunction_between_two_numbers_joins_no_parts() -> None:
    # "between five and ten" is two numbers, not fifteen
    assert spelled_value("cinco y diez") is None
    assert spelled_value("fem og ti") is None
    # ... nor is a preposition before a number one of its units
    assert spelled_value("en cuarenta y cinco") is None


def test_a_count_spelled_out_before_the_holdings_it_counts() -> None:
    found = quantities_as_written("mindestens achtzig Emittenten")
    assert [(q.value, q.form) for q in found] == [(80.0, "plain")]
    found = quantities_as_written("como mínimo cuarenta y cinco emisoras")
    assert [(q.value, q.form) for q in found] == [(45.0, "plain")]
    # a short word of another language is no count ("to" is Danish two)
    assert quantities_as_written("exposure to issuers outside the index") == []


# --- a side fused into a compound; days that cover something ------------------------------


def test_a_side_fused_into_a_german_compound_leaves_its_content() -> None:
    assert "liqui" in phrase_stems("Mindestliquidität der Kasse")
    assert "quote" in phrase_stems("Höchstquote")
