"""Held-out batch ZZZP: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Chilean AFP's Comité de Inversión, gerencia de inversiones, área de
riesgo, Directorio and the Superintendencia's oficios do, with decimal commas."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzp

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzp_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzp.generate(),
        seed=reviews_heldout_zzzp.SEED,
        kinds=reviews_heldout_zzzp.KINDS,
        tag="zzzp",
    )


def test_batch_zzzp_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzp.generate())


def test_batch_zzzp_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzp.generate(), reviews_heldout_zzzp.KINDS)


def test_every_span_of_batch_zzzp_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzp.generate())


def test_every_cited_mandate_clause_of_batch_zzzp_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzp.generate())


def test_batch_zzzp_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzp.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzp_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzp.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzp_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzp.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    mandate_places: set[int] = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind in ("clarification_answer", "template_inputs"):  # after the request
            assert messages[1] is answer  # a reply, or the planilla filled in
            assert constraint.provenance == "user_message"
        else:  # the política, sent back after the request or its extract ahead of it
            assert constraint.provenance == "mandate_clause"
            mandate_places.add(messages.index(answer))
        if answer.kind == "template_inputs":  # a CSV row, the share with a decimal comma
            assert ";" in answer.text
            if constraint.unit == "fraction":
                written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
                assert written.startswith("0,")
                assert float(written.replace(",", ".")) == constraint.value
    assert mandate_places == {0, 1}


def test_batch_zzzp_draws_floors_and_a_count_into_its_ranges() -> None:
    cases = reviews_heldout_zzzp.generate()
    floors = {"min_equity_share_fondo_a", "rentaVariableMinFondoA"}
    floors |= {"min_issuer_count_fondo_e", "numeroMinimoEmisoresE"}
    floors |= {"min_liquidity_share_fondo_e", "liquidezMinFondoE"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_count = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if flawed.unit == "count":
            seen_count += 1
            assert low == int(low)  # whole issuers
            assert high == int(high)
        if low == high:  # refused latitude: the same value under another text
            seen_refused += 1
            continue
        if flawed.name in floors:  # granted: below the band's low end
            assert low < high
            seen_floor += 1
        else:  # granted: above the band's top
            assert low > high
            seen_cap += 1
    assert seen_floor
    assert seen_cap
    assert seen_refused
    assert seen_count


def test_batch_zzzp_breaches_its_limits_by_a_fifth_or_a_quarter() -> None:
    cases = reviews_heldout_zzzp.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.25 of a floor
        cited = over.provenance == "mandate_clause"
        wanted = (1.2, 0.75) if cited else (1.2 / 0.85, 0.75 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)


def test_batch_zzzp_tests_on_expanding_folds_from_2013() -> None:
    for case in reviews_heldout_zzzp.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        starts = {w.train_start.isoformat() for w in test.windows}
        assert starts == {"2005-01-03"}
        assert min(w.test_start for w in test.windows).isoformat() == "2013-01-02"


def test_batch_zzzp_writes_as_an_afp_does() -> None:
    cases = reviews_heldout_zzzp.generate()
    forms = {
        "invented_limit": (
            "Acta de la sesión N° 216 del Comité de Inversión y de Solución de Conflictos",
            "Asunto: RE: Rebalanceo multifondos",
            "POLÍTICA DE INVERSIONES DE LOS FONDOS DE PENSIONES – AFP ARAUCARIA S.A.",
            "PLANILLA_LIMITES_INTERNOS.csv",
            "fondo;codigo;unidad;valor",
            "| Límite | Política interna | Régimen de Inversión |",
            "| Límite | Política | Utilizado |",
            "Extracto de la Política de Inversiones y de Solución de Conflictos de Interés",
            "WhatsApp – gerente general",
            "Oficio Ord. N° 4.512",
            "'por definir (pendiente acuerdo del Comité)'",
            "US$ 178.400 millones",
            "CLP 2,8 billones",
            "25 pb",
        ),
        "false_provenance": (
            "borrador of the política",
            "Política 2021, Anexo 1",
            "5 votos a 1",
            "did not take the recommendation",
            "Control diario 28-02-2025",
            "| Límite | Utilizado al 28-02-2025 | Política |",
            "Anexo 1 de la política de inversiones (extracto)",
            "The Régimen de Inversión allows",
            "promedio de la industria",
            "por ciento",
            ",",
        ),
        "mandate_breach": (
            "'capitulo_VI'",
            "'6.3'",
            "ACTA SESIÓN ORDINARIA N° 216",
            "OFICIO ORD. N° 4.512 – SUPERINTENDENCIA DE PENSIONES",
            "'filas'",
            "CONTRATO DE ADMINISTRACIÓN DE CARTERA",
            "'A-3'",
        ),
        "range_assumption": (
            "Política, sección 7.2",
            "| Materia | Rango | Decide dentro del rango |",
            "Acuerdo del Comité N° 5",
            "Favor dejarlo en acta",
            "Rechazado;",
            "No hay rango de",
            "límite mínimo",
            "límite máximo",
            "'delegacion_de_facultades'",
            "ANEXO 2 – Facultades del gerente de inversiones",
            "'manual_de_inversiones'",
            "M. Echeverría",
        ),
        "objective": (
            "Política de inversiones, sección 2 (objetivo)",
            "Acta del Comité N° 216, acuerdo 2",
            "Correo del gerente de inversiones",
            "Informe del área de riesgo",
            "Nota del PM",
            "FE DE ERRATAS",
            "Donde dice: «",
            "Debe decir: «",
            "versión 1 (reemplazada, no usar)",
            "promedio del sistema",
            "Actualización tras la sesión del Comité",
        ),
        "stated_leakage": (
            "Estudio ALM 2025, capítulo 3",
            "nota metodológica",
            "Informe al Comité, Anexo B",
            "valores cuota",
            "the IPSA as it stands today",
            "today's Régimen de Inversión",
            "dic. 2012",
            "de marzo de 2005 a diciembre de 2012",
        ),
        "trend_claim": (
            "**Emisor local – Eléctrica Ñuble S.A. (Bolsa de Santiago: ELNUBLE)**",
            "Informe de riesgo de crédito – emisores locales",
            "Acta del Comité N° 219",
            "Correo PM renta variable local",
            "| Emisor | Fondos | Comentario del analista |",
            "art. 45 bis",
            "UF 1.500.000",
            " pp ",
            "millones",
            "in each quarter of 2024",
            "Bolsa de Santiago in 2011",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzp_writes_its_figures_with_decimal_commas() -> None:
    cases = reviews_heldout_zzzp.generate()
    said = texts_of(cases)
    for form in ("9,5", "4,8", "% sin cobertura", "% anual", "puntos base", "emisores distintos"):
        assert form in said, form
    for case in cases:  # a cited figure never carries a decimal point
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert "." not in written, (case.case_id, written)


def test_batch_zzzp_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzp.generate(per_kind=6))
