"""Held-out batch ZZZZP: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Colombian AFP's Junta Directiva, Comité de Inversiones, vicepresidencia de
inversiones and gerencia de riesgos do, with decimal commas and dot thousands, "$" for pesos,
"billones" and "miles de millones", "%" after a space, "p.b." and "puntos porcentuales",
Colombian dates and quarters, limits in words with the figure in brackets, votes as actas write
them, the Superfinanciera's régimen and a New York manager's English Schedule B."""

from __future__ import annotations

import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzp
from quantward_cli.bench.reviews_heldout import HeldOutCase

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

_CASES = reviews_heldout_zzzzp.generate()


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzp"))


def _flawed(kind: str) -> list[HeldOutCase]:
    return [c for c in _CASES if c.kind == kind and c.flawed]


def _twin_of(case: HeldOutCase) -> HeldOutCase:
    (twin,) = [c for c in _CASES if c.case_id == f"{case.case_id}/twin"]
    return twin


def _field_subject(name: str) -> int:
    """The index of the subject whose field names include `name`."""
    (k,) = [k for k, s in enumerate(reviews_heldout_zzzzp._SUBJECTS) if name in s.fields]
    return k


def test_batch_zzzzp_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzp.generate(),
        seed=reviews_heldout_zzzzp.SEED,
        kinds=reviews_heldout_zzzzp.KINDS,
        tag="zzzzp",
    )


def test_batch_zzzzp_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(_CASES)


def test_batch_zzzzp_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(_CASES, reviews_heldout_zzzzp.KINDS)


def test_every_span_of_batch_zzzzp_lies_once_inside_the_message_it_names() -> None:
    # every written form carries a figure, words too ("treinta y cinco por ciento (35 %)")
    check_spans_lie_once_in_their_messages(_CASES)


def test_every_cited_mandate_clause_of_batch_zzzzp_is_there() -> None:
    check_mandate_clauses_exist(_CASES)


def test_batch_zzzzp_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_zzzzp.generate)


def test_batch_zzzzp_has_336_bundles_half_of_them_flawed() -> None:
    assert len(_CASES) == 336
    assert sum(1 for case in _CASES if case.flawed) == 168


def test_batch_zzzzp_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzp.SEED == 20270189
    assert reviews_heldout_zzzzp.TAG == "zzzzp"
    assert len(reviews_heldout_zzzzp.KINDS) == 7


def test_every_function_batch_zzzzp_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in _CASES:
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


# --- invented limits ---------------------------------------------------------------------------

_HEADS = (
    "EXTRACTO DEL ACTA N.º 215",
    "De: Luz Marina Cárdenas",
    "Matriz de límites – Gere",
    "ARCHIVO DE PARAMETRIZACI",
    "POLÍTICA DE INVERSIÓN DE",
)


def test_batch_zzzzp_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in _CASES:
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        (head,) = [h for h in _HEADS if answer.text.startswith(h)]
        assert _index(case.case_id.removesuffix("/twin")) % 5 == _HEADS.index(head), head
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert set(seen) == set(_HEADS)
    assert all(modes == {"chat", "strategy"} for modes in seen.values()), seen


def test_batch_zzzzp_gives_the_custodio_file_before_and_the_politica_after_the_request() -> None:
    placed = set()
    for case in _CASES:
        if case.kind != "invented_limit" or case.flawed:
            continue
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if answer.kind == "template_inputs":  # the custodio's archivo, given before the request
            assert messages[0] is answer
            assert answer.text.startswith("ARCHIVO DE PARAMETRIZACIÓN")
            assert constraint.provenance == "user_message"
            assert f";{written};" in answer.text
            assert "." not in written, written
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{4}", written), written
            placed.add("archivo")
        elif answer.kind == "mandate":  # the política's extract, after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("POLÍTICA DE INVERSIÓN DEL FONDO MODERADO")
            placed.add("politica")
        else:
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
    assert placed == {"archivo", "politica"}


def test_batch_zzzzp_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded = 0
    for case in _flawed("invented_limit"):
        i = _index(case.case_id)
        expected = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == expected, case.case_id
        if expected:
            bounded += 1
            assert "rentabilidad mínima" in str(case.bundle.mandate)
    assert bounded == 6


def test_batch_zzzzp_invents_limits_on_the_subject_four_i_plus_one() -> None:
    for case in _flawed("invented_limit"):
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        assert _field_subject(constraint.name) == (4 * i + 1) % 7, case.case_id


# --- false provenance --------------------------------------------------------------------------


def test_batch_zzzzp_misquotes_on_the_default_pairing_of_seven_subjects() -> None:
    subjects = set()
    for case in _flawed("false_provenance"):
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        k = _field_subject(constraint.name)
        assert k == (i + i // 5) % 7, case.case_id
        subjects.add(k)
    assert subjects == set(range(7))


def test_batch_zzzzp_misquotes_with_three_propuestas_not_adopted_and_the_legal_limit() -> None:
    said = texts_of(_CASES, "false_provenance")
    assert "fue negada con dos votos a favor y cinco en contra" in said
    assert "se retiró del orden del día antes de la sesión" in said
    assert "quedó aplazada (Junta Directiva" in said
    assert "El régimen de inversión (Decreto 2555 de 2010) permitiría" in said
    assert "el promedio de las AFP (cifras de Asofondos" in said


# --- mandate breaches --------------------------------------------------------------------------


def test_batch_zzzzp_breaches_by_a_fifth_of_a_cap_or_a_quarter_of_a_floor() -> None:
    uncited = []
    for case in _flawed("mandate_breach"):
        i = _index(case.case_id)
        (over,) = case.bundle.contract.constraints
        (inside,) = _twin_of(case).bundle.contract.constraints
        s = reviews_heldout_zzzzp._SUBJECTS[_field_subject(over.name)]
        assert _field_subject(over.name) == (2 * i + 3) % 7
        cited = (i + i // 4) % 4 != 3
        if cited:
            assert over.provenance == "mandate_clause"
            limit = inside.value
            assert over.value == round(limit * (0.75 if s.floor else 1.2), 6)
        else:
            uncited.append(case.bundle.policy)
            assert over.provenance == "assumption"
            ratio = over.value / inside.value
            assert round(ratio, 6) == round((0.75 / 1.25) if s.floor else (1.2 / 0.85), 6)
    assert len(uncited) == 6
    assert set(uncited) == {"chat", "strategy"}


def test_batch_zzzzp_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    shapes: dict[int, set[str]] = {}
    for case in _flawed("mandate_breach"):
        i = _index(case.case_id)
        shape = (i // 4) % 6
        shapes.setdefault(shape, set()).add(case.bundle.policy)
        mandate = str(case.bundle.mandate)
        messages = "\n".join(m.text for m in case.bundle.user_messages if m.kind == "mandate")
        marker = (
            "politica_de_inversion_fondo_moderado",
            "SUPERINTENDENCIA FINANCIERA DE COLOMBIA",
            "SCHEDULE B – Investment Guidelines",
            "acta_junta_directiva_512",
            "reglamento_fondo_de_mayor_riesgo",
            "MATRIZ DE LÍMITES",
        )[shape]
        assert marker in mandate + messages, (case.case_id, marker)
    assert shapes == {k: {"chat", "strategy"} for k in range(6)}


def test_batch_zzzzp_writes_the_schedule_b_in_english_figures() -> None:
    said = texts_of(_CASES, "mandate_breach")
    assert re.search(r"(not more than|not less than) \d+(%| bps| business days)\.", said)
    assert "Colombian investment regime" in said


# --- latitude ----------------------------------------------------------------------------------


def test_batch_zzzzp_gives_latitude_over_caps_only_and_assumes_two_thirds_up() -> None:
    caps = {f for s in reviews_heldout_zzzzp._CAPS for f in s.fields}
    for case in _flawed("range_assumption"):
        i = _index(case.case_id)
        (flawed,) = case.bundle.contract.constraints
        (twin,) = _twin_of(case).bundle.contract.constraints
        assert flawed.name in caps
        s = reviews_heldout_zzzzp._SUBJECTS[_field_subject(flawed.name)]
        tops = [v for v in s.values if round(v * 0.6 + v * 0.4 * 2 / 3, 6) == twin.value]
        assert len(tops) == 1, (case.case_id, twin.value)
        if i % 6 in (1, 4):  # refused: the same assumed point, the mandate text differs
            assert case.bundle.policy == "strategy"
            assert flawed.value == twin.value
        else:
            assert flawed.value == round(tops[0] * 1.2, 6)


def test_batch_zzzzp_refuses_latitude_in_every_shape_and_three_wordings() -> None:
    refused_shapes = {(i // 3) % 4 for i in range(24) if i % 6 in (1, 4)}
    assert refused_shapes == {0, 1, 2, 3}
    said = texts_of(_CASES, "range_assumption")
    assert "fue negada con dos votos a favor y cinco en contra; aquí no hay margen" in said
    assert "quedó aplazada (Junta del 18/02/2025, punto 8)" in said
    assert "la recomendación se retiró del orden del día" in said
    assert re.search(r"el rango es \d+(,\d+)? % a \d+(,\d+)? %", said)
    assert re.search(r"\d+ p\.b\.", said)


# --- objectives --------------------------------------------------------------------------------


def test_batch_zzzzp_withdraws_objectives_the_colombian_way_in_both_modes() -> None:
    modes: dict[str, set[str]] = {}
    for case in _flawed("objective"):
        i = _index(case.case_id)
        text = "\n".join(m.text for m in case.bundle.user_messages)
        structure = i % 5
        if structure == 1:
            assert "fue negada con dos votos a favor y cinco en contra" in text
        elif structure == 2:
            assert re.search(r"\n~[^~\n]+~\n", text), text
        elif structure == 4:
            assert "Asunto: ALCANCE: función objetivo" in text
        elif structure == 3:
            assert len(case.bundle.user_messages) == 2
        modes.setdefault(str(structure), set()).add(case.bundle.policy)
    assert modes == {str(k): {"chat", "strategy"} for k in range(5)}


# --- leakage -----------------------------------------------------------------------------------


def test_batch_zzzzp_tests_on_four_anchored_calendar_years_from_2018() -> None:
    for case in [c for c in _CASES if c.kind == "stated_leakage"]:
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert [w.test_start.year for w in windows] == [2018, 2019, 2020, 2021]
        assert all(w.train_start == date(2012, 1, 2) for w in windows)
        assert all(w.test_end.year == w.test_start.year for w in windows)
        assert all(w.train_end < w.test_start for w in windows)


def test_batch_zzzzp_writes_its_whole_sentences_from_the_first_case() -> None:
    sentences = {leaky for leaky, _ in reviews_heldout_zzzzp._SENTENCES}
    for case in _flawed("stated_leakage"):
        i = _index(case.case_id)
        bundle = case.bundle
        said = " ".join(
            [
                *bundle.reasoning,
                bundle.contract.interpretation,
                *(m.purpose for m in bundle.contract.methods),
                *(e.description for e in bundle.contract.evidence),
            ]
        )
        assert any(s in said for s in sentences) == (i % 3 == 0), case.case_id


# --- trend claims ------------------------------------------------------------------------------


def test_batch_zzzzp_compares_2024_with_2023_over_sixteen_quarters_and_claims_a_fall() -> None:
    cases = [c for c in _CASES if c.kind == "trend_claim"]
    answers = "\n".join(c.bundle.answer or "" for c in cases)
    assert "a una tasa compuesta anual de dos dígitos" in answers
    assert "en el mismo trimestre de 2023" in answers
    for trend in reviews_heldout_zzzzp._TRENDS:
        assert len(trend.values) == 16
        rows = trend.result()["quarters"]  # type: ignore[index,call-overload]
        assert rows[0]["quarter_end"] == "2024-12-31"  # type: ignore[index]
    debt = reviews_heldout_zzzzp._TRENDS[3]
    pairs = reviews_heldout_zzzzp._specials(debt)
    assert any(true.startswith("{s} cayó a una tasa compuesta") for true, _ in pairs)
    income = reviews_heldout_zzzzp._TRENDS[4].values
    assert income[3] < 0
    assert income[9] < 0
    for case in cases:
        (question,) = [m for m in case.bundle.user_messages if m.kind == "request"]
        assert question.text.startswith("Para el Comité de Inversiones del 13 de marzo de 2025")


def test_batch_zzzzp_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(_CASES, "trend_claim")
    verbs = ("crecieron", "mejoró", "bajó", "subió", "se redujo", "aumentó", "empeoró", "cayeron")
    assert sum(v in said for v in verbs) >= 6
    negations = ("no cayeron", "no crecieron", "no se deterioró", "no subió", "no aumentó")
    negations += ("no se redujo", "no empeoró", "no mejoró", "no bajó")
    assert sum(n in said for n in negations) >= 4
    assert re.search(r"\d+,\d puntos porcentuales", said)
    assert re.search(r"\d+,\d veces", said)
    assert re.search(r"\$ \d+(\.\d{3})*,\d miles de millones", said)


# --- the register ------------------------------------------------------------------------------


def test_batch_zzzzp_writes_some_limits_in_words_with_the_figure_in_brackets() -> None:
    said = texts_of(_CASES)
    found = re.findall(
        r"\b([a-z ]+?) (por ciento \(\d+ %\)|puntos básicos \(\d+ p\.b\.\)|días hábiles \(\d+\))",
        said,
    )
    assert len(found) >= 5, found
    words = {" ".join(w.split()[-3:]) for w, _ in found}
    known = set(reviews_heldout_zzzzp._WORDS.values())
    assert any(any(k in w for k in known) for w in words), words
    assert "cincuenta puntos básicos" in said  # a decoy: the Banco de la República's cut


def test_batch_zzzzp_writes_its_figures_the_colombian_way() -> None:
    said = texts_of(_CASES)
    assert "$ 31.254,8 miles de millones" in said
    assert "$ 412,6 miles de millones" in said
    assert "$ 48,7 billones" in said
    assert "TES UVR 2035" in said
    assert "Fondo Especial de Retiro Programado" in said
    assert re.search(r"\b\d+ % ", said)
    assert re.search(r"\b\d+,\d %", said)
    assert re.search(r"\b\d+ p\.b\.", said)
    assert "puntos porcentuales" in said
    assert "USD 120 millones" in said
    assert "COP 684.215 millones" in said
    # a decimal point never stands in a Spanish figure with a unit
    assert not re.search(r"\d\.\d+ ?(%|p\.b\.|veces|puntos|por ciento|días)", said)


def test_batch_zzzzp_writes_colombian_dates_periods_and_votes() -> None:
    said = texts_of(_CASES)
    for phrase in (
        "31/12/2024",
        "de marzo de 2025",
        "a corte de",
        "en lo corrido del año",
        "tercer trimestre de",
        "1T2025",
        "por unanimidad",
        "con cinco votos a favor y dos en contra",
        "retiró del orden del día",
        "aplazad",
    ):
        assert phrase in said, phrase
    trend = texts_of(_CASES, "trend_claim")
    assert "en los últimos cinco trimestres" in trend or "desde 2018" in trend


def test_batch_zzzzp_names_the_colombian_institutions_and_mixes_english_as_its_people_do() -> None:
    said = texts_of(_CASES)
    for phrase in (
        "Decreto 2555 de 2010",
        "Superintendencia Financiera de Colombia",
        "Superfinanciera",
        "Junta Directiva",
        "Comité de Inversiones",
        "Comité de Riesgos",
        "custodio de valores",
        "Fondo Moderado",
        "Fondo de Mayor Riesgo",
        "rentabilidad mínima",
        "TES",
        "UVR",
        "el rebalanceo",
        "el benchmark",
        "el tracking",
        "Hi Mike",
    ):
        assert phrase in said, phrase
