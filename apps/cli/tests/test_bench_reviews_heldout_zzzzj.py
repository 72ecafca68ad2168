"""Held-out batch ZZZZJ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Spanish fondo de pensiones de empleo's comisión de control, comisión de
inversiones, entidad gestora, entidad depositaria and función de gestión de riesgos do, with
decimal commas, dot thousands, "%" after a space, "por ciento", "puntos básicos" and "p.b.",
Spanish dates and quarters, limits in words in the actas and an external manager's English
guidelines."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzj

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Spanish number words the batch writes some limits in
_NUMBER_WORDS = (
    "dos",
    "tres",
    "cinco",
    "seis",
    "ocho",
    "diez",
    "quince",
    "veinte",
    "treinta",
    "cuarenta",
    "cincuenta",
    "cien",
    "ciento",
    "doscientos",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Spanish number word opening the span ("treinta y cinco por ciento")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzj"))


def test_batch_zzzzj_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzj.generate(),
        seed=reviews_heldout_zzzzj.SEED,
        kinds=reviews_heldout_zzzzj.KINDS,
        tag="zzzzj",
    )


def test_batch_zzzzj_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzj.generate())


def test_batch_zzzzj_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzj.generate(), reviews_heldout_zzzzj.KINDS)


def test_every_span_of_batch_zzzzj_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzj.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzj_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzj.generate())


def test_batch_zzzzj_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzj.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzj_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzj.SEED == 20270183
    assert reviews_heldout_zzzzj.TAG == "zzzzj"
    assert len(reviews_heldout_zzzzj.KINDS) == 7


def test_every_function_batch_zzzzj_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzj.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


_HEADS = (
    "EXTRACTO DEL ACTA N.º",
    "De: Marta Villalba R",
    "Teams – Ignacio Ferr",
    "FICHA DE LÍMITES – B",
    "DECLARACIÓN DE PRINC",
)


def test_batch_zzzzj_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        (head,) = [h for h in _HEADS if answer.text.startswith(h)]
        seen.setdefault(head, set()).add(case.bundle.policy)
        assert _index(case.case_id.removesuffix("/twin")) % 5 == _HEADS.index(head), head
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzj_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    placed = set()
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if answer.kind == "clarification_answer":
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            if answer.text.startswith("EXTRACTO DEL ACTA"):  # always in words
                assert not any(ch.isdigit() for ch in written), written
                placed.add("acta")
        elif answer.kind == "mandate":  # the DPPI's artículo 6, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("DECLARACIÓN DE PRINCIPIOS")
            placed.add("dppi")
        else:  # the depositaria's CSV, sent after the request
            assert answer.kind == "template_inputs"
            assert messages[1] is answer
            row = answer.text.rsplit("\n", 1)[1].split(";")
            assert row[3] == written
            assert "." not in written
            if constraint.unit == "fraction":  # a percent under "%", where the value is a share
                assert row[2] == "%"
                assert re.fullmatch(r"\d+,\d{2}", written), written
                assert abs(float(written.replace(",", ".")) / 100 - constraint.value) < 1e-9
            else:
                assert float(written) == constraint.value
            placed.add("ficha")
    assert placed == {"acta", "dppi", "ficha"}


def test_batch_zzzzj_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "IPC + 2 puntos porcentuales" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzzj_states_limits_as_shares_bp_counts_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzj.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days"}


_LIMITS = (
    {"max_equity_share", "limiteRentaVariable"},
    {"max_real_estate_share", "limiteInmuebles"},
    {"max_single_issuer_share", "limiteEmisor"},
    {"max_unhedged_fx_share", "limiteDivisaSinCubrir"},
    {"max_tracking_error_bps", "limiteTrackingError"},
    {"min_direct_equity_issuers", "minimoEmisoresRV"},
    {"min_liquidity_days", "minimoColchonLiquidez"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzj_misquotes_every_limit_by_the_default_pairing() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzj_misquotes_with_four_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzj.generate(), "false_provenance")
    assert re.search(r"fue rechazada por (tres|cuatro) votos a favor", said)
    for form in (
        "se retiró del orden del día antes de la reunión",
        "quedó sobre la mesa (comisión de control, reunión del 20/03/2026, punto 6.º)",
        "devolvió a la comisión de inversiones la propuesta",
    ):
        assert form in said, form


def test_batch_zzzzj_gives_latitude_over_caps_only_and_assumes_a_third_up() -> None:
    cases = reviews_heldout_zzzzj.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.name not in _FLOORS, case.case_id
        assert flawed.provenance == "assumption"
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 3)
            continue
        high = inside / (0.6 + 0.4 / 3)  # the band runs from six tenths of its top to its top
        assert abs(outside - 1.4 * high) < 1e-4, case.case_id
        if flawed.unit == "fraction":
            assert outside <= 1
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzzj_places_its_latitude_in_three_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault((_index(case.case_id) // 2) % 3, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"dppi_2026", "mandato_de_gestion"}
    assert heads == {"CERTIFICACIÓN"}
    assert len(modes) == 3
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzj_writes_its_bands_without_a_tail_and_refuses_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzj.generate(), "range_assumption")
    assert re.search(r"\d+(,\d+)? % (a|y) (el )?\d+(,\d+)? %", said)
    assert re.search(r"\d+ p\.b\. (a|y) \d+ p\.b\.", said)
    assert "del patrimonio a" not in said
    assert "p.b.." not in said
    for form in (
        "fue rechazada por tres votos a favor y nueve en contra",
        "quedó sobre la mesa",
        "se retiró antes de la reunión",
        "devolvió a la comisión de inversiones",
        "se aprobó por unanimidad",
        "la comisión de control la hizo suya",
    ):
        assert form in said, form


def test_batch_zzzzj_breaches_its_limits_by_two_fifths_or_four_tenths() -> None:
    cases = reviews_heldout_zzzzj.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    uncited_shapes = set()
    assumed_modes = set()
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i + i // 6) % 4 != 3
            wanted: tuple[float, ...] = (1.4, 0.6)
        else:
            assumed += 1
            assert (i + i // 6) % 4 == 3
            uncited_shapes.add(i % 6)
            assumed_modes.add(case.bundle.policy)
            wanted = (1.4 / 0.85, 0.6 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert uncited_shapes == set(range(6))
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzj_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        modes.setdefault(_index(case.case_id) % 6, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert refs == {
        "dppi_2026.articulo_6.limites[2].texto",
        "acta_comision_control_2_2026.acuerdos[1].texto",
        "normas_de_funcionamiento.artículo 14.2",
        reviews_heldout_zzzzj.MANDATE_ID,
    }
    assert heads == {"MINISTERIO", "INVESTMENT", "CUADRO"}
    assert len(modes) == 6
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzj_writes_the_guidelines_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzj.generate(), "mandate_breach")
    assert re.search(r"not (more|less) than \d+(\.\d+)?(%| bps| issuers| business days)\.", said)
    assert "cured within five business days." in said


def test_batch_zzzzj_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "Corrección de errores: donde dice «": set(),
        "FE DE ERRATAS": set(),
        "La enmienda se rechaza por dos votos a favor y diez en contra": set(),
        "Aclaración tras la comisión de control|olvidad mi mensaje de esta mañana": set(),
    }
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzj_quotes_the_withdrawn_wording_with_spanish_quotes() -> None:
    said = texts_of(reviews_heldout_zzzzj.generate(), "objective")
    assert re.search(r"donde dice «[^»]+», debe decir «[^»]+»\.", said)
    assert re.search(r"presenta una enmienda con la redacción «[^»]+»", said)
    assert "”" not in said
    assert "No se trata, pues, del Sharpe" in said
    assert "y no el tracking error" in said


def test_batch_zzzzj_tests_on_four_anchored_calendar_years_from_2018() -> None:
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start.isoformat() for w in windows} == {"2008-01-02"}  # anchored
        assert [w.test_start.year for w in windows] == [2018, 2019, 2020, 2021]
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_start.month == 1
            assert (window.test_end.month, window.test_end.day) == (12, 31)
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end < later.test_start


def test_batch_zzzzj_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "stated_leakage" or not case.flawed:
            continue
        i = _index(case.case_id)
        said = " ".join(
            [
                *case.bundle.reasoning,
                case.bundle.contract.interpretation,
                case.bundle.contract.methods[0].purpose,
                case.bundle.contract.evidence[0].description,
            ]
        )
        whole = not any(
            form in said
            for form in (
                "Estudio ALM 2026, capítulo 3",
                "función de gestión de riesgos (",
                "anexo 2",
            )
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzj_compares_2025_with_2024_over_sixteen_quarters() -> None:
    fell_seen = grew_seen = 0
    for case in reviews_heldout_zzzzj.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2026-02-27"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "EUR"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("### Análisis – Cerámicas Levantinas, S.A.")
        if not case.flawed:
            fell_seen += "se redujo a una tasa anual compuesta de dos dígitos" in answer
            grew_seen += "creció a una tasa anual compuesta de dos dígitos" in answer
    assert fell_seen  # the shrinking option: a double-digit compound fall claimed true
    assert grew_seen


def test_batch_zzzzj_writes_as_a_spanish_occupational_pension_fund_does() -> None:
    cases = reviews_heldout_zzzzj.generate()
    forms = {
        "invented_limit": (
            "EXTRACTO DEL ACTA N.º 2/2026 DE LA COMISIÓN DE CONTROL",
            "Se acuerda, por unanimidad",
            "Vº Bº la presidenta, Lucía Arrieta Gorostiza",
            "Asunto: RE: Rebalanceo 1T 2026",
            "FICHA DE LÍMITES – Banco Depositario Ibérico, S.A. (entidad depositaria)",
            "Código;Descripción;Unidad;Límite;Tipo;Fuente",
            "DECLARACIÓN DE PRINCIPIOS DE LA POLÍTICA DE INVERSIÓN (DPPI)",
            "Teams – Ignacio Ferrer Soto (director general)",
            "ORDEN DEL DÍA – Comisión de inversiones",
            "Ruegos y preguntas",
            "NOTA INTERNA",
            "Plan de trabajo – función de gestión de riesgos",
            "SGI/FP/0417/2025",
            "[pendiente de acuerdo de la comisión de control]",
            "1.284,6 millones de euros",
            "60 millones de euros",
            "4,9 millones de euros",
            "25 p.b.",
            "31/12/2025",
            "primer trimestre de 2026",
        ),
        "false_provenance": (
            "En la DPPI aprobada el 15/12/2022",
            "En el borrador (versión 3, enero)",
            "Informe de riesgos del cuarto trimestre de 2025",
            "| Límite | Exposición a 31/12/2025 | Máximo/Mínimo | Consumo |",
            "DPPI 2026, anexo II (extracto)",
            "INVERCO",
            "Estudio ALM 2026: la cartera óptima sin restricciones",
        ),
        "mandate_breach": (
            "'articulo_6'",
            "'apartado': '6.3'",
            "Dirección General de Seguros y Fondos de Pensiones",
            "en el plazo de un mes",
            "por nueve votos a favor y tres en contra",
            "Harwell Street Investment Management Ltd",
            "CUADRO DE LÍMITES",
            "VaR (95 %, un mes)",
            "normas_de_funcionamiento",
            "como máximo",
            "como mínimo",
            "entre 2 y 6 años",
            "BBB-",
            "tercer trimestre de 2026",
        ),
        "range_assumption": (
            "DPPI 2026, artículo 5",
            "| Clase de activo | Asignación estratégica | Mínimo | Máximo |",
            "banda táctica",
            "gestión ordinaria",
            "'articulo_5_asignacion_estrategica'",
            "'mandato_de_gestion'",
            "CERTIFICACIÓN – Don Javier Montes Peral",
        ),
        "objective": (
            "DPPI 2026, artículo 3 (objetivos)",
            "Acuerdo de la comisión de control (acta 3/2026, punto 5.º, 26/03/2026)",
            "Acta de la comisión de inversiones de 05/03/2026",
            "Estudio ALM 2026, recomendación",
            "IPC + 2",
            "1.284.600 miles de euros",
            "desde el inicio del año",
        ),
        "stated_leakage": (
            "Estudio ALM 2026, capítulo 3",
            "función de gestión de riesgos",
            "Informe de auditoría interna",
            "tablas de mortalidad",
            "lista de exclusión",
            "IBEX 35",
            "del 02/01/2008 al 29/12/2017",
            "del 1T 2008 al 3T 2017",
            "cuatro ventanas",
        ),
        "trend_claim": (
            "Comisión de inversiones del 12/03/2026 (punto 5.º, ejercicio de los derechos de voto)",
            "(Mercado Continuo: CLV), resultados del 4T 2025",
            "Informe de seguimiento de la comisión de inversiones, 4T 2025",
            "Acta de la comisión de control de 12/03/2026",
            "analista de la gestora en Teams",
            "| Emisor | Valor de mercado | Peso | Comentario |",
            "Informe de gestión 2025 (borrador)",
            "en 2025",
            "trimestre",
            "desde su salida a Bolsa en 1999",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzj_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzj.generate(), "trend_claim")
    verbs = ("creció", "cayó", "subió", "bajó", "mejoró", "empeoró", "aumentó", "se redujo")
    negations = ("no cayó", "no creció", "no subió", "no empeoró", "no mejoró", "no se redujo")
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 9, found


def test_batch_zzzzj_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzzj.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                assert re.search(r"(por ciento|puntos básicos|emisores|días hábiles)$", written), (
                    written
                )
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzj.generate())
    assert re.search(r"\b(treinta y cinco|cuarenta|treinta|ocho|tres) por ciento\b", said)
    assert re.search(r"\b(cien|ciento cincuenta|doscientos) puntos básicos\b", said)


def test_batch_zzzzj_writes_its_figures_the_spanish_way() -> None:
    cases = reviews_heldout_zzzzj.generate()
    said = texts_of(cases)
    for form in (
        " % del patrimonio",
        "puntos básicos",
        " p.b.",
        "puntos porcentuales anuales",
        "días hábiles",
        "emisores",
        "por ciento",
        "miles de euros",
        " M€",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d millones de euros", said)  # dot thousands, decimal comma
    assert "p.b.." not in said
    for case in cases:
        for m in case.bundle.user_messages:
            english = m.text.startswith("INVESTMENT GUIDELINES")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if english:
                    assert " %" not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)
                    assert not re.search(r"\d%", written), (case.case_id, written)


def test_batch_zzzzj_writes_spanish_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzj.generate())
    for form in (
        "31/12/2025",
        "19/02/2026",
        "19 de febrero de 2026",
        "4T 2025",
        "el cuarto trimestre de 2025",
        "en 2025",
        "desde el inicio del año",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{1,2}\.\d{1,2}\.\d{4}\b", said)


def test_batch_zzzzj_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzj.generate(per_kind=6))
