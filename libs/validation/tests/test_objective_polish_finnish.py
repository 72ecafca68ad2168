"""The objective read in Polish and Finnish (every case form, Finnish compounds and
postpositions), nearness to a bare index noun in every language, "regardless of" scoping over its
own noun, and the withdrawals of those languages (a correction of the words above, a redline, a
synopsis, a proposal that lapsed, an erratum). Sentences written for these tests."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.self_corrections import corrected
from quantward_validation.withdrawn_quotes import withdrawn_quotes

_RETURN = {"maximise_expected_return", "maximise_return_under_drawdown_limit"}


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


def _corrected_kinds(text: str) -> set[str] | None:
    fixed = corrected(text)
    return _kinds(fixed if fixed is not None else text)


# --- Polish ---------------------------------------------------------------------------------


def test_polish_variance_in_its_cases() -> None:
    assert _kinds("Fundusz powinien utrzymywać jak najmniejszą zmienność aktywów.") == {
        "minimise_variance"
    }
    assert _kinds("Celem jest minimalizacja wariancji całego portfela.") == {"minimise_variance"}


def test_polish_return_and_its_superlative() -> None:
    assert _kinds("Zarząd oczekuje jak najwyższego zysku z lokat.") == _RETURN
    assert _kinds("Portfel ma maksymalizować stopę zwrotu w granicach limitów.") == _RETURN


def test_polish_tracking_by_closeness_and_deviation() -> None:
    assert _kinds("Subfundusz ma pozostawać blisko indeksu WIG20.") == {"minimise_tracking_error"}
    assert _kinds("Chcemy jak najmniejszego odchylenia od benchmarku.") == {
        "minimise_tracking_error"
    }


def test_polish_negation_and_rather_than() -> None:
    assert _kinds("Zmienność nie jest dla nas celem; zysk owszem, jak najwyższy.") == _RETURN
    assert _kinds("Prosimy o wagi o najniższej wariancji, a nie o najwyższym zysku.") == {
        "minimise_variance"
    }


def test_polish_stability_is_less_risk() -> None:
    assert _kinds("Komitet chce, by wartość jednostki była jak najstabilniejsza.") == {
        "minimise_variance"
    }


# --- Finnish --------------------------------------------------------------------------------


def test_finnish_cases_and_compounds() -> None:
    assert _kinds("Rahaston volatiliteetti pidetään mahdollisimman pienenä.") == {
        "minimise_variance"
    }
    assert _kinds("Tavoitteena on suurin mahdollinen kokonaistuotto.") == _RETURN
    assert _kinds("Salkku rakennetaan pienimmällä mahdollisella aktiiviriskillä.") == {
        "minimise_tracking_error"
    }


def test_finnish_closeness_to_the_reference() -> None:
    assert _kinds("Osakesalkku pysyy mahdollisimman lähellä vertailuindeksiä.") == {
        "minimise_tracking_error"
    }


def test_finnish_postposition_sets_aside_its_own_noun_only() -> None:
    assert _kinds("Minimoidaan volatiliteetti tuotoista riippumatta.") == {"minimise_variance"}


def test_finnish_negation_verb() -> None:
    assert _kinds("Tuotto ei ole tavoite; heilunta minimoidaan.") == {"minimise_variance"}


def test_products_are_no_return() -> None:
    assert _kinds("Uudet tuotteet esitellään ensi kuussa.") is None


# --- every language: a bare index noun, "regardless of", a foreign word's English stem ------


def test_nearness_to_the_bare_index_noun() -> None:
    assert _kinds("Le fonds reste aussi près que possible de l'indice.") == {
        "minimise_tracking_error"
    }
    assert _kinds("La cartera debe quedar lo más cerca posible del índice.") == {
        "minimise_tracking_error"
    }


def test_index_of_something_else_is_no_reference() -> None:
    assert _kinds("Queremos o melhor índice de Sharpe da carteira.") == {
        "maximise_risk_adjusted_return"
    }


def test_regardless_of_scopes_over_its_own_noun() -> None:
    assert _kinds("Cut the volatility of the book regardless of what it costs in return.") == {
        "minimise_variance"
    }


def test_english_stem_inside_a_foreign_word_is_no_direction() -> None:
    # "limit" in "limitami" is no English verb of limiting
    assert _kinds("Maksymalizujemy zysk zgodnie z limitami.") == _RETURN


def test_european_portuguese_return() -> None:
    assert _kinds("Pretende-se a rendibilidade mais alta possível.") == _RETURN


# --- withdrawals ----------------------------------------------------------------------------


def test_norwegian_correction_of_the_words_above() -> None:
    text = (
        "Mål: så lav volatilitet som mulig.\n"
        "Glem det ovenfor, det gjelder ikke lenger. Nå gjelder: høyest mulig avkastning."
    )
    assert _corrected_kinds(text) == _RETURN


def test_polish_and_finnish_corrections_of_the_words_above() -> None:
    polish = "Cel: minimalna wariancja. Powyższe jest nieaktualne: maksymalny zysk."
    assert _corrected_kinds(polish) == _RETURN
    finnish = "Tavoite: pienin heilunta. Unohtakaa yllä oleva, tavoite on suurin tuotto."
    assert _corrected_kinds(finnish) == _RETURN


def test_polish_and_finnish_redline_brackets() -> None:
    assert _kinds("[skreślono: jak najwyższy zysk] [dodano: jak najmniejsza zmienność]") == {
        "minimise_variance"
    }
    assert _kinds("[poistettu: suurin tuotto] [lisätty: pienin volatiliteetti]") == {
        "minimise_variance"
    }


def test_polish_synopsis_old_column() -> None:
    text = (
        "| Obecne brzmienie | Proponowane brzmienie |\n"
        "|---|---|\n"
        "| jak najwyższy zysk | jak najmniejsza wariancja |\n"
    )
    assert _kinds(text) == {"minimise_variance"}


def test_finnish_quote_marks_and_a_withdrawing_passive() -> None:
    text = "Aiempi muotoilu (”suurin tuotto”) peruttiin. Tavoite on pienin volatiliteetti."
    assert withdrawn_quotes(text) == [(17, 32)]


def test_a_proposal_said_to_lapse_in_the_next_sentence() -> None:
    text = (
        "Jäsen esitti sanamuotoa ”pienin volatiliteetti”. Ehdotus raukesi. "
        "Hyväksyttiin: suurin tuotto."
    )
    spans = withdrawn_quotes(text)
    assert len(spans) == 1
    assert "volatiliteetti" in text[spans[0][0] : spans[0][1]]


def test_an_erratum_where_it_reads() -> None:
    text = "Na ata, onde se lê «a menor volatilidade», deve ler-se «a maior rendibilidade»."
    spans = withdrawn_quotes(text)
    assert len(spans) == 1
    assert "volatilidade" in text[spans[0][0] : spans[0][1]]


@pytest.mark.parametrize(
    "text",
    [
        "Observație: limita pe acțiuni se stabilește de Consiliul în ședința din 12.06.2025.",
        "Il limite per emittente è stabilito dal CdA nella seduta del 3 aprile.",
        "La soglia viene stabilita dal comitato; il CdA stabilisce le fasce.",
        "El límite por emisor lo establece el Consejo en su sesión de junio.",
    ],
)
def test_a_board_establishing_a_limit_asks_for_no_stability(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Cerem un randament cât mai stabil pentru fond.",
        "Chceme co největší stabilitu výnosů fondu.",
        "Vogliamo rendimenti il più possibile stabili.",
    ],
)
def test_stability_asked_for_is_less_risk(text: str) -> None:
    wanted = asked(text)
    assert wanted is not None
    assert "minimise_variance" in wanted.kinds
