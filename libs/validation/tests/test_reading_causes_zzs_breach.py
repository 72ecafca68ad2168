"""The causes batches ZZS–ZZX's mandate-breach kind showed, each read in general: constructions
written here in a seventh register (a music-royalty catalogue fund), in no batch, guarded both
ways.

Cause 1: a rule that forbids an act on a condition it trails ("the Fund will not acquire a
catalogue if, immediately after it, one label's share would exceed 30 %", the 1940-Act form
"may not purchase … if, as a result, … would be …") tests the figure inside its condition; the
condition's own "would" is no consequence only supposed (`utterances.supposed`). Read as
supposed, the mandate's cap bounded nothing: a plan above it was asked about, one at it called
a false citation.

Cause 2: a vocabulary may read a plan limit's name by a word that only qualifies it
(`max_open_interest_share` read as one position's weight); a clause that says every content
word of the name (two at least) states its value, whatever subject a vocabulary reads in it
(`lexical_subjects.said_in_words`, `provenance`). Words a desk abbreviates or says
another way join the synonym classes (`lexical_synonyms`: "M/E", "unpledged cash", "sub-IG",
"charterer").
"""

from __future__ import annotations

import pytest

from quantward_validation.lexical_subjects import said_in_words
from quantward_validation.limit_lexicon_ils import other_scope
from quantward_validation.limits import words
from quantward_validation.utterances import supposed

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    "text",
    [
        "The Fund will not acquire a catalogue if, immediately after it, royalties from any one "
        "label would exceed 30%.",
        "The Trust may not buy further rights if, as a result, unrecouped advances would be above "
        "30% of NAV.",
        "No catalogue shall be added if the share of streaming income would then top 30%.",
        "A catalogue may be bought only if the top label's share would stay under 30%.",
    ],
)
def test_a_rule_forbidding_an_act_tests_the_figure_in_its_condition(text: str) -> None:
    start = text.index("30")
    assert not supposed(text, start, start + 3)


@pytest.mark.parametrize(
    "text",
    [
        "If the board signs off, the label cap would go to 30%.",
        "Nothing is fixed; if the trustees agree we could run the label cap at 30%.",
    ],
)
def test_a_figure_in_a_conditions_consequence_stays_supposed(text: str) -> None:
    start = text.index("30")
    assert supposed(text, start, start + 3)


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "The Fund will not acquire a catalogue if, immediately after it, any single "
            "catalogue would exceed 30% of NAV.",
            ("max_position_weight", "ceiling", None, 0.3),
        ),
        (
            "The Trust shall not borrow if, as a result, gross leverage would exceed 1.5x.",
            ("max_gross_leverage", "ceiling", None, 1.5),
        ),
    ],
)
def test_a_forbidding_rule_bounds_its_conditions_figure(
    text: str, bound: tuple[object, ...]
) -> None:
    assert bounds_of(text) == [bound]


@pytest.mark.parametrize(
    ("name", "phrase"),
    [
        ("min_unencumbered_cash", "Unpledged cash after margin calls ≥ 4% NAV"),
        ("subIgTenantCap", "the share of rent from below-investment-grade lessees"),
        ("max_margin_to_equity", "the M/E ratio on the overlay at no more than 12 percent"),
        ("maxAvgCatalogueAge", "the average age of the catalogues acquired"),
    ],
)
def test_a_phrase_saying_every_word_of_a_name_says_it(name: str, phrase: str) -> None:
    assert said_in_words(name, phrase)


@pytest.mark.parametrize(
    ("name", "phrase"),
    [
        ("max_gross_leverage", "net leverage at no more than 1x"),
        ("min_unencumbered_cash", "cash held at the prime broker"),
        ("subIgTenantCap", "any one lessee's share of rent"),
        # one word is too little to overrule the vocabulary: "issuer" beside "issue", a VaR
        # beside a stressed VaR (a currency is no content word)
        ("singleLicensorCap", "ownership of any single licensor's catalogue"),
        ("dailyVarCapUsd", "the stressed VaR limit of the rates desk"),
    ],
)
def test_a_phrase_missing_a_word_of_a_name_does_not_say_it(name: str, phrase: str) -> None:
    assert not said_in_words(name, phrase)


@pytest.mark.parametrize(
    ("name", "other"),
    [
        ("maxPml200Share", True),  # a PML's bare number is its return period: 200, not 100
        ("pml_100_cap", False),
        ("max_pml_share", False),  # a name that names no period speaks to all
    ],
)
def test_a_pmls_bare_number_in_a_name_is_its_return_period(name: str, other: bool) -> None:
    text = "The flood book's 1-in-100 OEP loss: at most 12% of capital."
    start = text.index("12%")
    assert other_scope(words(name), "", text, start, start + 3) is other
