"""Held-out batch ZZZT: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Brazilian EFPC's Conselho Deliberativo, Comitê de Investimentos,
Diretoria de Investimentos, Gerência de Investimentos and consultoria do, in Portuguese, with
decimal commas, dot thousands, Brazilian dates and quarters, and numbers in words."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzt

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

ANSWER = reviews_heldout_zzzt.ANSWER_ID

#: what a value said in words ends with, by unit
_WORDED = ("por cento", "pontos-base", "dias úteis")


def _says_a_value(span: str) -> bool:
    """A figure, or a value in Portuguese words ("cinquenta e seis por cento")."""
    return any(ch.isdigit() for ch in span) or span.endswith(_WORDED)


def test_batch_zzzt_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzt.generate(),
        seed=reviews_heldout_zzzt.SEED,
        kinds=reviews_heldout_zzzt.KINDS,
        tag="zzzt",
    )


def test_batch_zzzt_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzt.generate())


def test_batch_zzzt_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzt.generate(), reviews_heldout_zzzt.KINDS)


def test_every_span_of_batch_zzzt_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzt.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzt_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzt.generate())


def test_batch_zzzt_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzt.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzt_seed_and_kinds() -> None:
    assert reviews_heldout_zzzt.SEED == 20270167
    assert len(reviews_heldout_zzzt.KINDS) == 7


def test_every_function_batch_zzzt_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzt.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzt_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzt.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    template_places: set[int] = set()
    modes_by_form: dict[str, set[str]] = {}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        form = answer.text.split("\n")[0][:30]
        modes_by_form.setdefault(form, set()).add(case.bundle.policy)
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        elif answer.kind == "mandate":  # the Política de Investimentos, sent ahead of it
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("POLÍTICA DE INVESTIMENTOS 2025–2029")
        else:  # the questionário (ahead of the request) or the CSV (after it), filled in
            assert constraint.provenance == "user_message"
            template_places.add(messages.index(answer))
            written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":  # three decimals with a decimal comma
                assert re.fullmatch(r"0,\d{3}", written), written
            if constraint.unit == "multiple":  # two decimals with a decimal comma
                assert re.fullmatch(r"\d,\d{2}", written), written
            if ";" in answer.text:
                assert answer.text.startswith("parametros_PI.csv")
                assert messages[1] is answer
            else:
                assert "QUESTIONÁRIO DE PARÂMETROS" in answer.text
                assert messages[0] is answer
    assert template_places == {0, 1}
    assert len(modes_by_form) == 6
    for form, modes in modes_by_form.items():  # each form met in both modes
        assert modes == {"chat", "strategy"}, form


def test_batch_zzzt_says_some_invented_limits_in_portuguese_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzt.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (constraint,) = case.bundle.contract.constraints
        if constraint.span is None:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.message_id == ANSWER]
        written = answer.text[constraint.span.start : constraint.span.end]
        if not any(ch.isdigit() for ch in written):
            worded += 1
            assert written.endswith(_WORDED), written
    assert worded


def test_batch_zzzt_states_limits_as_shares_bp_days_and_a_multiple() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzt.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "days", "multiple"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "limiteSuperiorRendaVariavel"},
    {"max_structured_share", "limiteSuperiorEstruturado"},
    {"max_offshore_share", "limiteSuperiorExterior"},
    {"min_fixed_income_share", "limiteInferiorRendaFixa"},
    {"max_benchmark_var_bps", "bVarMaximoRendaVariavel"},
    {"min_immunisation_duration_days", "durationMinimaImunizacao"},
    {"min_liquidity_cover_ratio", "indiceLiquidezMinimo"},
)
_FLOORS = {name for k in (3, 5, 6) for name in _LIMITS[k]}


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzt_misquotes_every_limit_and_never_one_structure_twice_on_a_limit() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzt.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = int(case.case_id.split("/")[2].removesuffix("zzzt"))
        (constraint,) = case.bundle.contract.constraints
        assert _limit(constraint.name) == (i + i // 5) % 7  # the default pairing
        by_structure.setdefault(i % 5, []).append(_limit(constraint.name))
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzt_draws_floors_into_its_ranges_with_whole_days() -> None:
    cases = reviews_heldout_zzzt.generate()
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_days = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if flawed.unit == "days":
            seen_days += 1
            assert inside == int(inside)  # a band of days has a whole middle
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            i = int(case.case_id.split("/")[2].removesuffix("zzzt"))
            assert i % 6 in (1, 4)
            continue
        # granted: the band runs from four fifths of its top to its top; the twin at its middle
        if flawed.name in _FLOORS:  # below the band's low end, three quarters of it
            low = inside / (1 + 1 / 0.8) * 2
            assert abs(outside - 0.75 * low) < 1e-6, case.case_id
            seen_floor += 1
        else:  # above the band's top, a quarter again
            high = inside / ((1 + 0.8) / 2)
            assert abs(outside - 1.25 * high) < 1e-6, case.case_id
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert inside <= 1
            assert outside <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused == 8
    assert seen_days


def test_batch_zzzt_breaches_its_limits_by_a_quarter() -> None:
    cases = reviews_heldout_zzzt.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        floor = over.name in _FLOORS
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.25 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            wanted = 0.75 if floor else 1.25
        else:
            assumed += 1
            wanted = 0.75 / 1.25 if floor else 1.25 / 0.85
        assert abs(ratio - wanted) < 1e-3, (case.case_id, ratio)
    assert cited == 20
    assert assumed == 4


def test_batch_zzzt_places_its_breaches_in_six_shapes() -> None:
    refs = set()
    for case in reviews_heldout_zzzt.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
    assert refs == {
        "politica_de_investimentos_2025_2029.secao_7_limites.7.3",
        "resolucoes_cd[1].ementa",
        "contrato_gestao_jacaranda.anexo_I_diretrizes[2]",
        reviews_heldout_zzzt.MANDATE_ID,
    }


def test_batch_zzzt_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzt.generate()
    withdrawn: dict[str, set[str]] = {
        "Onde se lê": set(),
        "RETIRADA DE PAUTA": set(),
        "desconsiderem": set(),
        "Complemento após a reunião do CD": set(),
    }
    for case in cases:
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if marker in said:
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzt_meets_every_objective_in_every_structure() -> None:
    kinds = {
        "maximise_risk_adjusted_return",
        "minimise_variance",
        "minimise_tracking_error",
        "maximise_expected_return",
    }
    met: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzt.generate():
        if case.kind != "objective" or case.flawed:
            continue
        i = int(case.case_id.split("/")[2].removesuffix("zzzt"))
        met.setdefault(i % 5, set()).add(str(case.bundle.contract.objective_kind))
    assert met == dict.fromkeys(range(5), kinds)


def test_batch_zzzt_tests_on_three_anchored_folds_from_2013() -> None:
    for case in reviews_heldout_zzzt.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 3
        assert {w.train_start.isoformat() for w in test.windows} == {"2006-01-02"}
        assert min(w.test_start for w in test.windows).isoformat() == "2013-01-02"
        ends = [w.train_end for w in test.windows]
        assert ends == sorted(ends)  # expanding, not rolling


def test_batch_zzzt_compares_2024_with_2023_over_sixteen_quarters() -> None:
    for case in reviews_heldout_zzzt.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-14"
        result = computation.result
        assert isinstance(result, dict)
        assert result["currency"] == "BRL"
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Patrocinadora – Ipê Energia S.A. (B3: IPEN3)")


def test_batch_zzzt_claims_lower_case_subjects_mid_sentence() -> None:
    """A claim set after a colon or a dash starts lower-case (an article is not an acronym),
    unless the frame opens with it ("Parecer …: A receita …")."""
    mid = ("(patrocinadora): ", "(GEINV, mar/2025): ", "release do 4T24 – ")
    seen = 0
    for case in reviews_heldout_zzzt.generate():
        if case.kind != "trend_claim":
            continue
        answer = case.bundle.answer or ""
        for lead in mid:
            if lead in answer:
                seen += 1
                after = answer.split(lead, 1)[1]
                assert after[0].islower() or after.startswith("ROL"), (case.case_id, after)
    assert seen


def test_batch_zzzt_writes_as_a_brazilian_efpc_does() -> None:
    cases = reviews_heldout_zzzt.generate()
    forms = {
        "invented_limit": (
            "Extrato da Ata da 88ª Reunião Ordinária do Comitê de Investimentos",
            "APROVADO, por unanimidade",
            "De: Ricardo Tavares",
            "POLÍTICA DE INVESTIMENTOS 2025–2029 – PLANO BD IPÊPREV",
            "codigo;descricao;unidade;valor;fonte",
            "(relatório de enquadramento de fev/2025)",
            "QUESTIONÁRIO DE PARÂMETROS DA CARTEIRA",
            "Pauta – 88ª Reunião Ordinária",
            "MEMORANDO DIRIN Nº 017/2025",
            "Ofício nº 2.417/2025/PREVIC",
            "[a definir pelo CD]",
            "R$ 4.872,3 milhões",
            "13,25% a.a.",
            "100 pontos-base",
        ),
        "false_provenance": (
            "A minuta da PI de 15/10/2024",
            "PI 2024–2028, item 7",
            "3 votos a 2",
            "RETIRADA DE PAUTA",
            "Relatório de enquadramento de fev/2025",
            "| Segmento / restrição | Posição 28/02/2025 | Limite PI |",
            "Res. CMN nº 4.994/2022",
            "Plano CD IpêPrev Futuro",
            "Estudo ABRAPP",
        ),
        "mandate_breach": (
            "'secao_7_limites'",
            "'7.3'",
            "POLÍTICA DE INVESTIMENTOS 2025–2029 – Restrições adicionais",
            "AA-(bra)",
            "Diretoria de Fiscalização e Monitoramento",
            "'resolucoes_cd'",
            "REGULAMENTO DO IPÊ FIM CRÉDITO PRIVADO",
            "'anexo_I_diretrizes'",
            "no mínimo",
            "até",
        ),
        "range_assumption": (
            "PI 2025–2029, item 6.2 (delegação)",
            "| Parâmetro | Faixa delegada | Referência | Alçada |",
            "Deliberação CI nº 09/2025 – APROVADO",
            "não é necessária resolução do CD",
            "não foi aprovada",
            "REJEITADO",
            "RETIRADO DE PAUTA",
            "limite inferior",
            "limite superior",
            "'delegacao_de_competencias'",
            "REGIMENTO INTERNO DO COMITÊ DE INVESTIMENTOS",
            "'manual_de_alcadas'",
            "Paulo Menezes (Diretor-Presidente)",
        ),
        "objective": (
            "PI 2025–2029, item 3 (objetivo)",
            "Resolução CD nº 033/2024",
            "Ata do CI, 27/03/2025",
            "Parecer Araucária Consultoria",
            "Memorando do AETQ",
            "ERRATA – Ata da 212ª Reunião Ordinária do Conselho Deliberativo",
            "Leia-se:",
            "APROVADA",
            "benchmark composto",
            "INPC + 4,5% a.a.",
            "não o Sharpe",
        ),
        "stated_leakage": (
            "Estudo de ALM 2025",
            "Parecer do AETQ",
            "Nota técnica atuarial",
            "taxa de juros parâmetro",
            "BR-EMSsb-v.2021",
            "IMA-B",
            "jan/2006 a nov/2012",
            "de 02/01/2006 a 28/12/2012",
            "ao 4º tri/2012",
        ),
        "trend_claim": (
            "Para o Comitê de Investimentos de 27/03/2025",
            "### Patrocinadora – Ipê Energia S.A. (B3: IPEN3)",
            "Relatório de acompanhamento de emissores",
            "Ata da 88ª Reunião do CI, item 5",
            "Parecer Araucária Consultoria",
            "| Emissor | Instrumento | Comentário do analista |",
            "saiu o release do 4T24",
            " p.p.",
            "R$ ",
            "em todos os trimestres de 2024",
            "tri/2024",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzt_writes_portuguese_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzt.generate())
    for form in ("jan/2006", "exercício de 2024", "27/03/2025", "1º tri/2021"):
        assert form in said, form
    for english in ("Jan 2006", "March 2025", "Q4 2024", "2025-03-27"):
        assert english not in said, english


def test_batch_zzzt_writes_its_figures_with_decimal_commas_and_legal_words() -> None:
    cases = reviews_heldout_zzzt.generate()
    said = texts_of(cases)
    for form in (
        "pontos-base",
        "dias úteis",
        "d.u.",
        "vez o fluxo de benefícios de 12 meses",
        "(vinte e cinco por cento)",
        "inteiros e",
        " %",
        ",0% ",
    ):
        assert form in said, form
    for case in cases:  # a cited figure never carries a decimal point, only thousands dots
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d\.\d{1,2}(?!\d)", written), (case.case_id, written)


def test_batch_zzzt_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzt.generate(per_kind=6))
