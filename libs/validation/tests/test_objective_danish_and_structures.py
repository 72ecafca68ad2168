"""The objective read in Danish, in the German and Spanish forms the readers missed (superlatives
of size, the Spanish subjunctive, nearness to a reference), with the structures that set a
mention aside in any language: a negated conjunct, the limits as the subject of a verb of
limiting, a quotation a sentence withdraws, a synopsis with Danish headers, an erratum's bare
labels, a glued code that is a word of prose. Sentences written for these tests."""

from __future__ import annotations

from quantward_validation.intent import asked
from quantward_validation.limiting_agents import limits_do_it
from quantward_validation.profile_codes import objective_codes
from quantward_validation.withdrawn_quotes import withdrawn_quotes

_RETURN = {"maximise_expected_return", "maximise_return_under_drawdown_limit"}


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


# --- Danish ---------------------------------------------------------------------------------


def test_danish_directions_and_targets() -> None:
    assert _kinds("Puljen skal give det størst mulige afkast over tid.") == _RETURN
    assert _kinds("Vi ønsker lavest mulig volatilitet i kundernes midler.") == {"minimise_variance"}
    assert _kinds("Porteføljen skal ligge så tæt på benchmark som muligt.") == {
        "minimise_tracking_error"
    }
    assert _kinds("Målet er det bedste afkast pr. enhed af risiko.") == {
        "maximise_risk_adjusted_return"
    }


def test_danish_negation_turns_the_target() -> None:
    assert _kinds("Højeste afkast er målet for puljen, ikke Sharpe.") == _RETURN


def test_germanic_negated_conjunct_after_its_verb() -> None:
    assert _kinds("Minimér variansen og sæt ikke noget afkastkrav i modellen.") == {
        "minimise_variance"
    }
    assert _kinds("Minimera variansen och sätt inte något avkastningsmål i modellen.") == {
        "minimise_variance"
    }


# --- German and Spanish forms ---------------------------------------------------------------


def test_german_superlatives_of_size() -> None:
    assert _kinds("Der Fonds soll die kleinstmögliche Volatilität aufweisen.") == {
        "minimise_variance"
    }
    assert _kinds("Der Fonds soll die größtmögliche Rendite erzielen.") == _RETURN


def test_german_nearness_to_a_hyphenated_benchmark() -> None:
    assert _kinds("Das Sondervermögen soll möglichst nah an der ESG-Benchmark laufen.") == {
        "minimise_tracking_error"
    }


def test_spanish_subjunctive_and_comparative() -> None:
    assert _kinds("Pedimos que minimicen la volatilidad del fondo.") == {"minimise_variance"}
    assert _kinds("El fondo debe buscar el mayor rendimiento posible.") == _RETURN


def test_spanish_negated_conjunct() -> None:
    assert _kinds("Reducir la varianza y no perseguir rendimiento alguno.") == {"minimise_variance"}


# --- the limits as the subject of limiting --------------------------------------------------


def test_limits_limiting_the_risk_ask_nothing_of_it() -> None:
    assert _kinds("Maximise expected return; the mandate limits contain the risk.") == _RETURN
    assert _kinds("Maximise expected return; risk is contained by the limits.") == _RETURN
    assert _kinds("Die höchste Rendite; die Grenzen begrenzen das Risiko.") == _RETURN
    assert _kinds("Please limit the volatility of the fund.") == {"minimise_variance"}


def test_limiting_verb_with_limits_after_a_preposition_keeps_its_direction() -> None:
    clause = "limit volatility within the board limits"
    assert not limits_do_it(clause, 0, 5)
    clause = "risk is capped by the limits"
    assert limits_do_it(clause, 8, 14)


# --- withdrawn quotations, synopses and errata ----------------------------------------------


def test_withdrawn_quotation_is_set_aside() -> None:
    text = (
        'Il testo della proposta ("massimizzare lo Sharpe ratio") è ritirato. Invece il '
        "consiglio delibera: minimizzare la varianza del fondo."
    )
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"minimise_variance"}


def test_quotation_brought_in_by_the_replacement_stands() -> None:
    text = 'The old aim "minimise variance" was replaced by "maximise the Sharpe ratio".'
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"maximise_risk_adjusted_return"}


def test_danish_synopsis_headers() -> None:
    text = (
        "| Gældende tekst | Foreslået tekst |\n|---|---|\n"
        "| Højeste afkast. | Mindst mulig varians. |\n"
    )
    assert _kinds(text) == {"minimise_variance"}


def test_erratum_bare_labels() -> None:
    text = "Dice: «maximizar el rendimiento esperado»\nDebe decir: «minimizar la volatilidad»"
    assert _kinds(text) == {"minimise_variance"}


def test_glued_code_of_two_letter_parts_in_prose_is_no_code() -> None:
    assert objective_codes("Das steht hier nicht zur Debatte.") == []
    assert objective_codes("PROFILE=HIER") != []
