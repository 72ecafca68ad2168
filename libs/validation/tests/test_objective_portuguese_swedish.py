"""The objective read in Portuguese and Swedish (and in Italian where its superlative follows the
noun), and set aside where an erratum, a synopsis, a redline or an amending sentence in those
languages withdraws it. Sentences written for these tests."""

from __future__ import annotations

from quantward_validation.intent import asked


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


# --- Portuguese -----------------------------------------------------------------------------


def test_portuguese_greatest_expected_return() -> None:
    assert _kinds("Para o fundo de renda variável, queremos os retornos mais altos.") == {
        "maximise_expected_return",
        "maximise_return_under_drawdown_limit",
    }


def test_portuguese_smallest_variance() -> None:
    assert _kinds("A gestora deve buscar a menor variância possível dos ativos.") == {
        "minimise_variance"
    }


def test_portuguese_tracking_error_noun_and_deviation() -> None:
    assert _kinds("Reduzir o erro de rastreamento frente ao índice de referência.") == {
        "minimise_tracking_error"
    }
    assert _kinds("Queremos o menor descolamento possível do índice.") == {
        "minimise_tracking_error"
    }


def test_portuguese_negation_sets_the_target_aside() -> None:
    text = "Minimizem a oscilação da cota; o retorno não é a nossa preocupação."
    assert _kinds(text) == {"minimise_variance"}


def test_portuguese_participle_after_nao_is_an_adjective_not_a_negation() -> None:
    text = "Na parte não indexada, procuramos o maior retorno esperado."
    assert _kinds(text) is not None
    assert "maximise_expected_return" in (_kinds(text) or set())


def test_portuguese_erratum_label_sets_the_wrong_line_aside() -> None:
    text = (
        "Errata do relatório trimestral\n"
        'Onde se lê: "maximizar o índice de Sharpe da carteira"\n'
        'Leia-se: "minimizar a volatilidade da carteira"'
    )
    assert _kinds(text) == {"minimise_variance"}


# --- Swedish --------------------------------------------------------------------------------


def test_swedish_highest_expected_return() -> None:
    assert _kinds("Fonden ska sträva efter högsta möjliga avkastning.") == {
        "maximise_expected_return",
        "maximise_return_under_drawdown_limit",
    }


def test_swedish_minimise_volatility_and_active_risk() -> None:
    assert _kinds("Vi vill minimera risken i portföljen.") == {"minimise_variance"}
    assert _kinds("Portföljen ska ha lägsta möjliga aktiva risk mot index.") == {
        "minimise_tracking_error"
    }


def test_swedish_conjunct_that_denies_its_object_asks_nothing_of_it() -> None:
    text = "Minimera variansen och ha ingen avkastningsmålsättning i modellen."
    assert _kinds(text) == {"minimise_variance"}


def test_swedish_struck_bracket_is_not_read() -> None:
    text = (
        "Utkast med ändringar\n"
        "[STRUKEN: maximera avkastningen per enhet risk]\n"
        "[TILLAGD: minimera volatiliteten]"
    )
    assert _kinds(text) == {"minimise_variance"}


def test_swedish_synopsis_old_column_is_replaced() -> None:
    text = (
        "| Gällande lydelse | Föreslagen lydelse |\n"
        "|---|---|\n"
        "| maximera den förväntade avkastningen | minimera volatiliteten |\n"
    )
    assert _kinds(text) == {"minimise_variance"}


def test_swedish_amending_sentence_strikes_its_quotation() -> None:
    text = (
        'Styrelsen beslöt att stryka orden "minimera volatiliteten" och ersätta dem med: '
        "högsta möjliga avkastning."
    )
    assert _kinds(text) == {
        "maximise_expected_return",
        "maximise_return_under_drawdown_limit",
    }


# --- Italian --------------------------------------------------------------------------------


def test_italian_superlative_after_its_noun() -> None:
    assert _kinds("Per il comparto azionario cerchiamo il rendimento più elevato.") == {
        "maximise_expected_return",
        "maximise_return_under_drawdown_limit",
    }


def test_italian_inline_erratum_sets_the_first_quotation_aside() -> None:
    text = (
        "Errata corrige: a pagina 2, anziché «minimizzare la volatilità del comparto» "
        "leggasi «seguire l'indice con la TEV più bassa»."
    )
    assert _kinds(text) == {"minimise_tracking_error"}


def test_italian_synopsis_headers_previgente_and_modificato() -> None:
    text = (
        "| Testo previgente | Testo modificato |\n"
        "|---|---|\n"
        "| massimizzare il rendimento atteso | la varianza più bassa |\n"
    )
    assert _kinds(text) == {"minimise_variance"}
