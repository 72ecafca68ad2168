"""Peninsular Spanish mandate clauses read as bounds: a negated comparative's side ("no podrá
ser inferior a", `operators`), the equity weight by "renta variable" and "acciones" and a count
with the book it is kept in (`limit_lexicon_europe`, `limit_lexicon_merger_arb`), numbers in
words before a period ("veinte días hábiles", `quantities`), "p.b." at a sentence's end, the
"Mínimo" and "Máximo" columns of a limits table, and the board's wording of an adoption or a
sending back ("se aprobó", "la hizo suya", "devolvió a", `polarity`). Sentences written for
these tests, in the register of a DPPI, an acta of a comisión de control and a DGSFP letter,
with the decoys that must not be read."""

from __future__ import annotations

import pytest

from quantward_validation import mandate
from quantward_validation.lexical_subjects import read_in_unit
from quantward_validation.lexical_synonyms import classes_in, tokens
from quantward_validation.limits import subject_of
from quantward_validation.operators import side_before
from quantward_validation.polarity import hypothetical, hypothetical_at
from quantward_validation.quantities import quantities


def _bounds(text: str) -> list[tuple[str, float | None, float | None, str]]:
    found = mandate.clauses({"clause": text})
    return [(b.kind, b.low, b.high, b.subject) for c in found for b in c.bounds]


def _for(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = mandate.clauses({"clause": text})
    return [(b.kind, b.low, b.high) for b in mandate.bounds_for(found, name)]


@pytest.mark.parametrize(
    ("before", "side"),
    [
        ("la liquidez no podrá ser inferior a ", "floor"),
        ("la tesorería no será inferior al ", "floor"),
        ("la renta variable no podrá ser superior al ", "ceiling"),
        ("los bonos high yield no serán superiores a ", "ceiling"),
        # the comparatives alone keep their own side, with the article fused to "a"
        ("la renta variable será superior al ", "floor"),
        ("la liquidez será inferior al ", "ceiling"),
    ],
)
def test_a_spanish_negated_comparative_takes_the_other_side(before: str, side: str) -> None:
    assert side_before(before) == side


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "La exposición a renta variable no podrá superar el 30 % del patrimonio del fondo.",
            [("ceiling", None, 0.3, "max_equity_weight")],
        ),
        (
            "Exposición a acciones: como máximo el 40 por ciento.",
            [("ceiling", None, 0.4, "max_equity_weight")],
        ),
        (
            "Se acuerda fijar «exposición a acciones» como máximo en el 30,0 % del patrimonio.",
            [("ceiling", None, 0.3, "max_equity_weight")],
        ),
        (
            "La renta variable estará entre el 30 % y el 40 % del patrimonio del fondo.",
            [("range", 0.3, 0.4, "max_equity_weight")],
        ),
        (
            "La liquidez no podrá ser superior al 15 % del patrimonio.",
            [("ceiling", None, 0.15, "cash_weight")],
        ),
    ],
)
def test_spanish_equity_and_cash_clauses_bound_their_subject(
    text: str, expected: list[tuple[str, float | None, float | None, str]]
) -> None:
    assert _bounds(text) == expected


def test_corrective_actions_are_no_equities() -> None:
    # "acciones correctoras" are a body's acts, not shares
    assert subject_of("plazo de las acciones correctoras") is None
    assert subject_of("limiteRentaVariable") == "max_equity_weight"


@pytest.mark.parametrize(
    "text",
    [
        "Se acuerda fijar «número de emisores en la cartera de renta variable directa» como "
        "mínimo en 50 valores distintos.",
        "El número de títulos de la cartera de acciones será como mínimo de 50.",
        "La cartera mantendrá como mínimo 50 emisores distintos.",
        "Il numero di titoli nel portafoglio azionario sarà almeno 50.",
        "The number of issuers in the equity portfolio shall be at least 50.",
    ],
)
def test_a_count_kept_in_an_equity_book_is_the_count(text: str) -> None:
    assert _bounds(text) == [("floor", 50.0, None, "min_holdings_count")]


def test_an_equity_cap_beside_a_count_keeps_its_own_subject() -> None:
    text = (
        "La renta variable no podrá superar el 40 % y el número de emisores será como mínimo de 50."
    )
    assert _bounds(text) == [
        ("ceiling", None, 0.4, "max_equity_weight"),
        ("floor", 50.0, None, "min_holdings_count"),
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("como mínimo veinte días hábiles", 20.0),
        ("como mínimo treinta y cinco días de prestaciones", 35.0),
        ("almeno trenta giorni lavorativi", 30.0),
        ("no mínimo noventa dias úteis", 90.0),
    ],
)
def test_a_number_in_words_before_a_period_is_read(text: str, value: float) -> None:
    assert [q.value for q in quantities(text)] == [value]


def test_a_number_in_words_with_no_unit_after_it_is_no_figure() -> None:
    assert list(quantities("uno de los días de la semana")) == []
    assert list(quantities("la comisión, por nueve votos a favor, aprueba las cuentas")) == []


def test_p_b_at_the_end_of_a_sentence_is_a_basis_point() -> None:
    assert _bounds("El error de seguimiento estará de 90 p.b. a 150 p.b.") == [
        ("range", 0.009, 0.015, "max_tracking_error")
    ]


def test_a_spanish_limits_table_names_its_columns_minimum_and_maximum() -> None:
    table = (
        "| Clase de activo | Asignación estratégica | Mínimo | Máximo "
        "| Decide dentro de la banda |\n"
        "|---|---|---|---|---|\n"
        "| Renta variable | 28,0 % | 21,0 % | 35,0 % | Directora de inversiones |"
    )
    assert _bounds(table) == [
        ("floor", 0.21, None, "max_equity_weight"),
        ("ceiling", None, 0.35, "max_equity_weight"),
    ]
    abbreviated = "| Límite | Mín. | Máx. |\n|---|---|---|\n| Liquidez | 2 % | 10 % |"
    assert _bounds(abbreviated) == [
        ("floor", 0.02, None, "cash_weight"),
        ("ceiling", None, 0.1, "cash_weight"),
    ]


def test_a_proposal_the_board_approved_or_made_its_own_is_in_force() -> None:
    approved = (
        "La propuesta de banda para «error de seguimiento ex ante» entre 90 p.b. y 150 p.b. "
        "se aprobó por unanimidad."
    )
    assert not hypothetical(approved)
    assert _bounds(approved) == [("range", 0.009, 0.015, "max_tracking_error")]
    adopted = (
        "La función de gestión de riesgos recomendó para «exposición a un mismo emisor» una "
        "banda de 1,2 % a 2,0 %, y la comisión de control la hizo suya."
    )
    assert _bounds(adopted) == [("range", 0.012, 0.02, "max_position_weight")]


@pytest.mark.parametrize(
    "text",
    [
        # only recommended, never adopted
        "La función de gestión de riesgos recomendó para la renta variable una banda de "
        "20 % a 30 %.",
        # adopted on a condition: Italian and Spanish "if"
        "Il limite proposto del 5 % per un singolo emittente, se approvato dal CdA, entra in "
        "vigore.",
        "La propuesta de un 5 % para un mismo emisor se aplicará si la comisión la aprueba.",
        # sent back to its author
        "La comisión de control devolvió a la comisión de inversiones la propuesta de dar a la "
        "gestora un margen de 60 p.b. a 100 p.b. para el error de seguimiento.",
    ],
)
def test_a_proposal_not_adopted_bounds_nothing(text: str) -> None:
    assert _bounds(text) == []


def test_the_spanish_dar_turns_no_clause_but_the_romanian_dar_does() -> None:
    sent_back = (
        "La comisión de control devolvió a la comisión de inversiones la propuesta de dar a la "
        "gestora un margen de 60 p.b. a 100 p.b."
    )
    at = sent_back.index("60")
    assert hypothetical_at(sent_back, at, at + 7)
    romanian = "Comitetul a propus o limită de 5 %, dar consiliul a aprobat 4 %."
    at = romanian.index("4 %")
    assert not hypothetical_at(romanian, at, at + 3)


def test_the_continental_words_of_real_estate_liquidity_and_buffer_are_one_class() -> None:
    assert "real_estate" in classes_in(tokens("inversiones inmobiliarias"))
    assert "real_estate" in classes_in(tokens("max real estate share"))
    assert "real_estate" in classes_in(tokens("límite de inmuebles"))
    assert "liquidity" in classes_in(tokens("cobertura de tesorería"))
    assert "buffer" in classes_in(tokens("minimo colchon liquidez"))
    # a property is no asset class: the property register's one building
    assert "real_estate" not in classes_in(tokens("any one property"))


def test_a_real_estate_cap_ties_to_a_plan_limit_in_another_language() -> None:
    text = "Se acuerda fijar «inversiones inmobiliarias» como máximo en el 10 por ciento."
    assert _for(text, "max_real_estate_share") == [("ceiling", None, 0.1)]
    assert _for(text, "limiteInmuebles") == [("ceiling", None, 0.1)]


def test_a_limit_in_days_by_its_unit_only_is_read_as_the_days_limit() -> None:
    assert read_in_unit("minimoColchonLiquidez", "days") == "minimoColchonLiquidez_days"
    # a name that says its period, a share, or a subject counted in time is read as it is
    assert read_in_unit("min_liquidity_days", "days") == "min_liquidity_days"
    assert read_in_unit("minimoColchonLiquidez", "fraction") == "minimoColchonLiquidez"
    assert read_in_unit("fooBar", "days") == "fooBar"
    text = "Cobertura de tesorería y monetarios: como mínimo veinte días hábiles."
    assert _for(text, "min_liquidity_days") == [("floor", 20.0, None)]
    english = "Liquidity buffer for benefit payments: not less than 45 business days."
    assert _for(english, read_in_unit("minimoColchonLiquidez", "days")) == [("floor", 45.0, None)]
