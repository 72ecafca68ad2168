"""Held-out batch ZZZX: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Mexican Afore's Consejo, comités, UAIR, Contralor Normativo and Dirección
de Inversiones do, in Mexican Spanish, with point decimals, comma thousands, dates as 31/12/2024,
quarters as 4T24 and some limits in words."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzx

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Spanish number words the batch opens some limits with
_NUMBER_WORDS = (
    "tres",
    "cuatro",
    "cinco",
    "ocho",
    "diez",
    "quince",
    "dieciocho",
    "veinte",
    "veinticuatro",
    "veinticinco",
    "treinta",
    "cuarenta",
    "cincuenta",
    "sesenta",
    "ochenta",
    "noventa",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Spanish number word opening the span ("sesenta por ciento")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzx"))


def test_batch_zzzx_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzx.generate(),
        seed=reviews_heldout_zzzx.SEED,
        kinds=reviews_heldout_zzzx.KINDS,
        tag="zzzx",
    )


def test_batch_zzzx_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzx.generate())


def test_batch_zzzx_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzx.generate(), reviews_heldout_zzzx.KINDS)


def test_every_span_of_batch_zzzx_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzx.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzx_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzx.generate())


def test_batch_zzzx_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzx.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzx_seed_and_kinds() -> None:
    assert reviews_heldout_zzzx.SEED == 20270171
    assert len(reviews_heldout_zzzx.KINDS) == 7


def test_every_function_batch_zzzx_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzx.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzx_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzx.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # the política de inversión, attached ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("POLÍTICA DE INVERSIÓN DE LA SIEFORE BÁSICA TEPEYAC")
            continue
        # a reply or the custodian's layout, after the request
        assert messages[1] is answer
        assert constraint.provenance == "user_message"
        if answer.kind == "template_inputs":
            assert answer.text.startswith("layout_limites_1T25.txt")
            assert "clave|descripcion|valor|unidad" in answer.text
            written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
            assert "," not in written, written  # a decimal point, never a comma
            assert float(written) == constraint.value
            if constraint.unit == "fraction":  # two decimals, or three where needed
                assert re.fullmatch(r"0\.\d{2,3}", written), written
            else:
                assert re.fullmatch(r"\d+", written), written


def test_batch_zzzx_slides_its_invented_answers_so_each_form_meets_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzx.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzx_bounds_every_other_strategy_case_from_the_second_by_other_terms() -> None:
    for case in reviews_heldout_zzzx.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 1
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "indicador de rendimiento neto" in str(case.bundle.mandate)


def test_batch_zzzx_states_limits_as_shares_bp_counts_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzx.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "limiteRentaVariable"},
    {"max_foreign_securities_share", "limiteValoresExtranjeros"},
    {"max_structured_instruments_share", "limiteEstructurados"},
    {"max_fibras_share", "limiteFibras"},
    {"max_currency_exposure", "limiteDivisas"},
    {"max_commodities_share", "limiteMercancias"},
    {"max_cvar_differential_bps", "limiteDiferencialCVaR"},
    {"min_government_securities_share", "minimoValoresGubernamentales"},
    {"min_issuers_equity_mandate", "minimoEmisorasMandatoRV"},
    {"min_liquidity_reserve_days", "minimoReservaLiquidezDias"},
)
_FLOORS = _LIMITS[7] | _LIMITS[8] | _LIMITS[9]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzx_misquotes_every_limit_each_structure_on_five_of_them() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzx.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i % 5 + 3 * (i // 5)) % 10, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(10))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzx_misquotes_with_each_of_the_comites_three_non_decisions() -> None:
    said = texts_of(reviews_heldout_zzzx.generate(), "false_provenance")
    for form in ("No se aprueba la propuesta", "difiere el punto", "se retira del orden del día"):
        assert form in said, form


def test_batch_zzzx_draws_floors_counts_and_days_into_its_ranges() -> None:
    cases = reviews_heldout_zzzx.generate()
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_whole = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (0, 3)
            continue
        if flawed.unit in ("count", "days"):  # whole emisoras and days, in and out of the band
            seen_whole += 1
            assert outside == int(outside)
            assert inside == int(inside)
        # granted: the band runs from three quarters of its top to its top; the twin at its middle
        if flawed.name in _FLOORS:  # below the band's low end, two thirds of it
            low = inside * 6 / 7
            assert abs(outside - low * 2 / 3) < 1e-5, case.case_id
            seen_floor += 1
        else:  # above the band's top, three tenths again
            high = inside / 0.875
            assert abs(outside - 1.3 * high) < 1e-5, case.case_id
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert inside <= 1
            assert outside <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused == 8
    assert seen_whole


def test_batch_zzzx_refuses_latitude_in_the_comites_four_ways() -> None:
    said = texts_of(reviews_heldout_zzzx.generate(), "range_assumption")
    for form in (
        "No se aprueba la banda",
        "se difiere (punto 7",
        "se retira del orden del día",
        "Se devuelve a la UAIR",
    ):
        assert form in said, form
    assert " de el " not in said  # "del", as Spanish contracts it


def test_batch_zzzx_breaches_its_limits_by_three_tenths_or_a_third() -> None:
    cases = reviews_heldout_zzzx.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 4/3 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert _index(case.case_id) % 4 != 3
            wanted: tuple[float, ...] = (1.3, 2 / 3)
        else:
            assumed += 1
            wanted = (1.3 / 0.9, 0.5)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzx_places_its_breaches_in_five_shapes() -> None:
    refs = set()
    heads = set()
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzx.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        shape = _index(case.case_id) % 5
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
            cited_shapes.add(shape)
        else:
            uncited_shapes.add(shape)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert refs == {
        "acta_crf_sesion_2_2025.acuerdos[1].texto",
        "prospecto_de_informacion.regimen_de_inversion.IV.b)",
        reviews_heldout_zzzx.MANDATE_ID,
    }
    assert heads == {"MANUAL", "CONTRATO", "Oficio"}
    assert cited_shapes == set(range(5))
    assert uncited_shapes == set(range(5))


def test_batch_zzzx_puts_the_regimen_s_looser_limit_beside_the_internal_one() -> None:
    seen = 0
    for case in reviews_heldout_zzzx.generate():
        if case.kind != "mandate_breach":
            continue
        for m in case.bundle.user_messages:
            if m.text.startswith("MANUAL DE INVERSIONES"):
                assert "| Límite regulatorio (DCGRI) | Límite interno (CRF) |" in m.text
                seen += 1
    assert seen


def test_batch_zzzx_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzx.generate()
    withdrawn: dict[str, set[str]] = {
        "| Texto vigente | Texto propuesto |": set(),
        "Se retira la redacción": set(),
        "Debe decir: «": set(),
        "Alcance después de la sesión del Consejo|no tomen en cuenta mi correo": set(),
    }
    for case in cases:
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|") if part.strip()):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzx_tests_on_four_rolling_folds_from_2014() -> None:
    for case in reviews_heldout_zzzx.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 4
        assert min(w.test_start for w in test.windows).isoformat() == "2014-01-02"
        starts = [w.train_start.isoformat() for w in test.windows]
        assert len(set(starts)) == 4  # rolling, not anchored
        for window in test.windows:
            assert window.train_end < window.test_start
            assert 5.9 < (window.train_end - window.train_start).days / 365.25 < 6.1
            assert 1.4 < (window.test_end - window.test_start).days / 365.25 < 1.6


def test_batch_zzzx_compares_2024_with_2023_over_twenty_quarters() -> None:
    faster = 0
    for case in reviews_heldout_zzzx.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-05"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 20
        assert result["currency"] == "MXN"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Emisoras en vigilancia – Grupo Industrial")
        if not case.flawed and "creció más rápido en 2024 que en 2023" in case.bundle.answer:
            faster += 1
    assert faster  # the sales' faster growth in 2024, claimed true


def test_batch_zzzx_writes_as_a_mexican_afore_does() -> None:
    cases = reviews_heldout_zzzx.generate()
    forms = {
        "invented_limit": (
            "Extracto del acta de la sesión ordinaria 2/2025 del Comité de Riesgos Financieros",
            "Acuerdo CRF-07/2025",
            "se retira del orden del día",
            "De: Mariana Villaseñor Ruiz (Directora de Inversiones)",
            "Reporte de la UAIR al Comité de Riesgos Financieros, 1T25",
            "| Límite | Aprobado | Observado al 31/03/2025 | Estatus |",
            "clave|descripcion|valor|unidad",
            "POLÍTICA DE INVERSIÓN DE LA SIEFORE BÁSICA TEPEYAC 80-84",
            "Orden del día – Sesión ordinaria 3/2025 del Comité de Inversión",
            "Teams – Dirección de Inversiones",
            "NOTA INTERNA DI-017/2025",
            "Pendientes UAIR",
            "D00/400/0312/2025",
            "[por definir]",
            "se difirió",
            "Contralor Normativo",
            "187,453.2 mdp",
            "2,500 mdp",
            "4,312.8 mdp",
            "25 pb",
            "al cierre de diciembre de 2024",
            "Disposiciones de carácter general",
        ),
        "false_provenance": (
            "En la política de inversión aprobada el 15/02/2023",
            "borrador",
            "4 votos a favor y 5 en contra",
            "Reporte de la UAIR, 1T25",
            "| Límite | Observado al 31/03/2025 | Límite aprobado |",
            "Política de inversión, anexo 1 (extracto)",
            "Promedio del sistema",
            "Estudio de trayectoria 2025",
            "por ciento",
            "%",
        ),
        "mandate_breach": (
            "'acuerdos'",
            "CRF-05/2025",
            "MANUAL DE INVERSIONES – Anexo 2",
            "'IV.b)'",
            "CONTRATO DE MANDATO – Anexo B",
            "Cordillera Global Investors",
            "Oficio D00/400/0312/2025 – CONSAR",
            "hasta",
            "al menos",
            "se difiere",
        ),
        "range_assumption": (
            "Política de inversión 2025, apartado 6.1",
            "| Límite | Nivel estratégico | Banda | Quién decide dentro de la banda |",
            "Acuerdo CI-09/2025",
            "no se requiere acuerdo del comité",
            "el mínimo",
            "el máximo",
            "'bandas_de_desviacion'",
            "CONTRATO DE MANDATO – Anexo técnico",
            "Presidente del Comité de Inversión",
        ),
        "objective": (
            "Política de inversión 2025, apartado 3",
            "Acuerdo del Consejo de Administración",
            "Acta del Comité de Inversión, sesión 2/2025",
            "Opinión de la UAIR",
            "Nota del Contralor Normativo",
            "portafolio de referencia de la trayectoria",
            "indicador de rendimiento neto",
            "no el Sharpe",
            "11.38%",
            "miles de millones de pesos",
        ),
        "stated_leakage": (
            "Estudio de trayectoria 2025, sección 3",
            "Revisión de la UAIR",
            "Opinión del Contralor Normativo",
            "trayectoria de inversión",
            "lista de emisoras elegibles",
            "del 02/01/2008 al 31/12/2013",
            "noviembre de 2013",
            "1T08 a 4T12",
            "1T08 a 3T13",
            "Mbonos",
        ),
        "trend_claim": (
            "Para la sesión del Comité de Inversión del 13/03/2025",
            "### Emisoras en vigilancia – Grupo Industrial Sierra Madre, S.A.B. de C.V.",
            "(BMV: GISMA A), reporte del 4T24",
            "Reporte de la UAIR al Comité de Riesgos Financieros, 4T24",
            "Acta de la sesión ordinaria 3/2025 del Comité de Inversión",
            "comentario del analista de crédito corporativo",
            "| Emisora | Posición | Calificación | Comentario |",
            "No se aprueba aumentar la posición",
            "puntos porcentuales",
            " mdp",
            "millones de pesos",
            "ejercicio 2024",
            "ejercicio 2023",
            "mismo trimestre de 2023",
            "colocación en la BMV en 1997",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzx_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzx.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                worded += 1
    assert worded


def test_batch_zzzx_writes_its_figures_the_mexican_way() -> None:
    cases = reviews_heldout_zzzx.generate()
    said = texts_of(cases)
    for form in ("% del activo neto", "puntos base", " pb", "por ciento", "días de retiros"):
        assert form in said, form
    assert re.search(r"\d,\d{3}\.\d mdp", said)  # comma thousands, point decimals
    assert not re.search(r"\d \d{3},\d", said)  # no European forms
    for case in cases:  # a cited figure never carries a decimal comma, nor a space before %
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d,\d", written), (case.case_id, written)
                assert not re.search(r"\d %", written), (case.case_id, written)


def test_batch_zzzx_writes_mexican_dates_and_quarters() -> None:
    said = texts_of(reviews_heldout_zzzx.generate())
    for form in ("31/12/2024", "31/03/2025", "4T24", "1T25", "ejercicio 2024", "Cetes", "Udibonos"):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in what people wrote
    assert not re.search(r"\bQ[1-4]\b", said)


def test_batch_zzzx_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzx.generate(per_kind=6))
