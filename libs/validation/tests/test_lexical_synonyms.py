"""A mandate's bound on what no vocabulary knows covers a plan limit that names the same thing in
another word of the trade (`lexical_synonyms`, read by `lexical_subjects`, issue 18): a
trade-finance fund's "remaining life" and `longTenorReceivablesCap`, a swap book's "dealer" and
`cptyCap`, a fund of funds' "general partner" and `mgrCap`. Two different limits are
still not tied by a synonym class ("void space" is no rent, "duration" no tenor, "catering" no
catastrophe). The wording is in no batch.
"""

from __future__ import annotations

from quantward_validation.lexical_subjects import lexical_subject, names
from quantward_validation.lexical_synonyms import CLASSES, tokens, word_classes
from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"guidelines": {"item_7": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def _ties(phrase: str, name: str) -> bool:
    return names(lexical_subject(phrase, "fraction") or "", name)


def test_a_remaining_life_bounds_a_limit_named_by_its_tenor() -> None:
    text = "Receivables with a remaining life beyond 180 days: no more than 20 %"
    assert _bounds(text, "longTenorReceivablesCap") == [("ceiling", None, 0.2)]


def test_a_dealer_bounds_a_limit_named_by_the_shorthand_of_a_counterparty() -> None:
    assert _bounds("Swaps facing any one dealer: at most 10 %", "cptyCap") == [
        ("ceiling", None, 0.1)
    ]


def test_a_general_partner_bounds_a_limit_named_by_its_manager() -> None:
    text = "Commitments to the funds of any one general partner: no more than 15 %"
    assert _bounds(text, "mgrCap") == [("ceiling", None, 0.15)]
    assert _bounds(text, "gpCap") == [("ceiling", None, 0.15)]


def test_a_term_of_several_words_gives_each_of_them_its_class() -> None:
    # "rent roll" is one term: both its words meet the phrase's "rental income"
    assert _ties("Rental income from convenience stores", "rentRollCap")
    assert _ties("Assets booked in offshore jurisdictions", "ctryCap")


def test_different_things_of_one_register_are_not_tied() -> None:
    # vacancy and rent are both a landlord's words, and two limits
    assert _ties("Void space across the estate", "vacancyCap")
    assert not _ties("Void space across the estate", "rentRollCap")
    # a duration is a sensitivity, no time left to repayment
    assert not _ties("Spread duration of the credit sleeve", "maxTenorYears")
    # a synonym is a whole word, never part of one
    assert not _ties("Catering concessions at the terminals", "catastropheCap")
    # ... nor a word of a phrase that means another thing: a wind-down is no windstorm, a lease's
    # break option no deal that failed
    assert word_classes(tokens("typhoon wind")) == [frozenset({"windstorm"})] * 2
    # (a reserve is a class of its own: what is set aside)
    assert word_classes(tokens("wind-down reserve"))[:2] == [frozenset()] * 2
    assert _ties("Deals that break before closing", "failureLossCap")
    assert not _ties("Leases with a break option", "failureLossCap")


def test_two_limits_sharing_only_a_generic_word_stay_apart() -> None:
    assert _bounds("Share of rental income from kiosks: no more than 5 %", "voidShareCap") == []


def test_a_known_subject_is_still_never_read_by_synonyms() -> None:
    # `counterpartyCap` is a subject of the vocabularies: words never bound it
    assert not _ties("Swaps facing any one dealer", "counterpartyCap")


def test_a_word_of_two_classes_does_not_join_them() -> None:
    assert word_classes(tokens("sponsor")) == [frozenset({"manager", "cedent"})]
    assert not word_classes(tokens("cedent"))[0] & word_classes(tokens("manager"))[0]
    assert not _ties("Cover bought from any one cedent", "mgrCap")


def test_no_class_holds_a_generic_word() -> None:
    generic = {"limit", "cap", "exposure", "share", "weight", "total", "max", "of", "the"}
    said = {w for terms in CLASSES.values() for term in terms for w in term.split()}
    assert not said & generic


def test_stock_specific_variance_bounds_a_limit_named_by_the_quant_shorthand_idio() -> None:
    text = "Stock-specific part of predicted variance: at least 45 %"
    assert _bounds(text, "idioShareMin") == [("floor", 0.45, None)]


def test_factor_variance_does_not_bound_a_limit_named_idio() -> None:
    text = "Momentum factor part of predicted variance: at least 45 %"
    assert _bounds(text, "idioShareMin") == []
