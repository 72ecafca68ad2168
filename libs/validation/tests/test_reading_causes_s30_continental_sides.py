"""Plan limits named in the words of continental guidelines, mended in session thirty in words
no batch uses (a Dutch and a Spanish scheme's): the German prefix of a minimum makes a floor,
and the hedge ratio and "hedged" are read in the languages of guidelines."""

from __future__ import annotations

from quantward_validation.limit_lexicon_hedging import hedged_after
from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, plan_kind


def test_a_german_minimum_prefix_names_a_floor() -> None:
    assert plan_kind("mindestEigenkapitalQuote") == "floor"
    assert plan_kind("liquiditaetUntergrenze") == "floor"
    assert plan_kind("liquidez_minima") == "floor"
    # ... a maximum stays a ceiling
    assert plan_kind("hoechstAnteilImmobilien") == "ceiling"


def test_the_hedge_ratio_in_continental_words_is_the_hedge_ratio() -> None:
    assert subject_of("absicherungsquoteDollarMin") == "min_hedge_ratio"
    assert subject_of("taux_de_couverture_min") == "min_hedge_ratio"


def test_a_share_said_hedged_in_german_is_the_hedge_ratio() -> None:
    text = "mindestens 70 prozent abgesichert"
    assert hedged_after(text, text.index("70 prozent") + len("70 prozent"))
    unhedged = "höchstens 20 prozent ungesichert"
    assert not hedged_after(unhedged, unhedged.index("20 prozent") + len("20 prozent"))


def test_a_hedge_floor_in_german_bounds_the_plans_hedge_ratio() -> None:
    found = clauses({"reglement": {"art_3": "Die Absicherungsquote USD beträgt mindestens 70 %."}})
    assert [(b.kind, b.low) for b in bounds_for(found, "min_usd_hedge_ratio")] == [("floor", 0.7)]
