"""Bands granted in Portuguese, Italian and Swedish paperwork, read as the English ones are.

Each sentence is one a pension fund's register could write; each test fails without the
reading it names (the adoption said in the board's present tense or in the next clause, a
complement repeated after both ends joined in the register's own language, a count's noun after
its figures, the register's words of days, sides and refusals, a title's year)."""

from __future__ import annotations

from quantward_contracts.values import Constraint
from quantward_validation.denied_bands import asked_and_declined
from quantward_validation.limits import is_limit
from quantward_validation.mandate import clauses, lexical_bounds, plan_kind
from quantward_validation.polarity import hypothetical, hypothetical_at
from quantward_validation.repeated_complements import repeated_complement

from .clause_bounds import bounds_of


def test_a_band_the_board_approves_in_the_present_is_in_force() -> None:
    # "approva" is the board's own decision on the band the advisor put forward
    text = (
        "Il Consiglio approva la banda 10% – 16% suggerita dal consulente per il limite massimo "
        "della liquidità del comparto: dentro la banda decide il gestore."
    )
    assert not hypothetical(text)
    assert bounds_of(text, rounded=True) == [("cash_weight", "range", 0.1, 0.16)]


def test_a_negated_present_adoption_still_turns_the_band_down() -> None:
    assert hypothetical("Il Consiglio non approva la banda 10% – 16% proposta dal consulente.")


def test_a_proposal_adopted_in_the_clause_after_it_is_in_force() -> None:
    # the splitter ends the sentence at the semicolon; the decision is the next clause's
    text = (
        "The treasury had proposed a band of 2 % to 6 % for the minimum cash of the fund; the "
        "trustees approved it."
    )
    assert bounds_of(text, rounded=True) == [("cash_weight", "range", 0.02, 0.06)]
    refused = text.replace("approved it", "rejected it")
    assert bounds_of(refused) == []


def test_a_dash_between_two_figures_is_no_turn_of_the_sentence() -> None:
    sentence = (
        "O comitê havia proposto uma faixa de 4 por cento – 9 por cento para o caixa mínimo, e "
        "o Conselho a aprovou."
    )
    at = sentence.index("4 por")
    assert not hypothetical_at(sentence, at, at + 1)


def test_a_complement_repeated_after_both_ends_in_another_language_joins_them() -> None:
    lowered = "entre 3,5% su base annua e 5,0% su base annua"
    first_end = lowered.index("%") + 1
    second_start = lowered.index("5,0")
    assert repeated_complement(lowered, lowered[first_end:second_start], second_start + len("5,0%"))
    text = (
        "Il gestore può fissare il limite massimo per la tracking error volatility in qualsiasi "
        "punto tra 3,5% su base annua e 5,0% su base annua."
    )
    assert bounds_of(text, rounded=True) == [("max_tracking_error", "range", 0.035, 0.05)]


def test_the_noun_a_count_counts_names_no_single_holding() -> None:
    text = (
        "The board approves a band of 25 issuers – 45 issuers for the minimum number of "
        "distinct issuers in the book."
    )
    assert bounds_of(text) == [("min_holdings_count", "range", 25.0, 45.0)]


def test_a_swedish_count_band_granted_anywhere_is_read() -> None:
    # "var som helst" is "anywhere", no VaR; "och" joins the ends, no noun the figure counts
    text = (
        "VD får lägga golvet för antalet innehav i aktieportföljen var som helst mellan 70 och "
        "110 bolag."
    )
    assert bounds_of(text) == [("min_holdings_count", "range", 70.0, 110.0)]


def test_days_in_the_registers_own_words_bound_a_limit_counted_in_days() -> None:
    text = "The CIO may place the floor for the liquidity reserve anywhere from 40 to 90 bankdagar."
    found = clauses({"policy": text})
    assert [(b.kind, b.low, b.high) for c in found for b in lexical_bounds(c)] == [
        ("range", 40.0, 90.0)
    ]


def test_limit_and_side_words_of_a_field_name_in_portuguese_italian_swedish() -> None:
    def limit(name: str) -> bool:
        return is_limit(Constraint(name=name, value=0.3, provenance="assumption", rationale="x"))

    assert limit("limiteInferiorImoveis")
    assert limit("tettoObbligazioniHighYield")
    assert limit("aktieandelTak")
    assert plan_kind("limiteInferiorImoveis") == "floor"
    assert plan_kind("aktieandelGolv") == "floor"
    assert plan_kind("limiteSuperiorImoveis") == "ceiling"


def test_a_latitude_asked_for_and_refused_in_the_deciders_language_gives_none() -> None:
    text = (
        "The CIO asked for latitude of 3 – 5 procent on the taket for private equity. "
        "Styrelsen: avslaget – 3 procent ligger fast."
    )
    at = text.index("3 –")
    assert asked_and_declined(text, at, at + 1)


def test_the_year_of_a_titled_plan_is_no_level() -> None:
    text = (
        "Investeringsplan 2026, §2.1: for the leverage of the matching fund a band of 1,50x to "
        "2,50x applies; within it the manager sets the cap."
    )
    assert bounds_of(text, rounded=True) == [("max_gross_leverage", "range", 1.5, 2.5)]
