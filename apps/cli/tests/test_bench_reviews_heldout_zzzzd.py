"""Held-out batch ZZZZD: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Lisbon sociedade gestora de fundos de pensões' Conselho de
Administração, Comité de Investimentos, Diretora de Investimentos and função de gestão de riscos
do, in European Portuguese: decimal commas, space thousands, "%" without a space, "p.b." and
"p.p.", dates as 31.12.2024 and "1.º trimestre de 2025", some limits in words, a deposit's term
in days among the caps and an external manager's English guidelines."""

from __future__ import annotations

import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzd

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Portuguese number words the batch writes some limits in
_NUMBER_WORDS = (
    "quatro",
    "cinco",
    "oito",
    "dez",
    "doze",
    "vinte",
    "trinta",
    "quarenta",
    "sessenta",
    "oitenta",
    "noventa",
    "cento",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Portuguese number word opening the span ("quarenta por cento")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzd"))


def test_batch_zzzzd_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzd.generate(),
        seed=reviews_heldout_zzzzd.SEED,
        kinds=reviews_heldout_zzzzd.KINDS,
        tag="zzzzd",
    )


def test_batch_zzzzd_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzd.generate())


def test_batch_zzzzd_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzd.generate(), reviews_heldout_zzzzd.KINDS)


def test_every_span_of_batch_zzzzd_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzd.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzd_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzd.generate())


def test_batch_zzzzd_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzd.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzd_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzd.SEED == 20270177
    assert reviews_heldout_zzzzd.TAG == "zzzzd"
    assert len(reviews_heldout_zzzzd.KINDS) == 7


def test_every_function_batch_zzzzd_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzd.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzd_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzzd.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    seen = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            seen.add("reply")
        elif answer.kind == "mandate":  # the política de investimento, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("POLÍTICA DE INVESTIMENTO DO FUNDO DE PENSÕES")
            seen.add("politica")
        elif answer.text.startswith("CLIENT QUESTIONNAIRE"):  # English, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert re.fullmatch(r"\d+(\.\d+)?(%| bps| calendar days| issuers)", written), written
            seen.add("questionnaire")
        else:  # the depositário's parametrização, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("PARAMETRIZAÇÃO DE LIMITES")
            assert "\nvalor = " + written + "\n" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
            seen.add("depositario")
    assert seen == {"reply", "politica", "questionnaire", "depositario"}


def test_batch_zzzzd_states_its_seven_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
        assert (
            reviews_heldout_zzzzd._STATINGS[_index(case.case_id) % 7].frame[:20] == head
            or _index(case.case_id) % 7 in (1, 5, 6)  # frames opening on a name filled in
        )
    assert len(seen) == 7
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzd_bounds_every_other_strategy_case_from_the_second_pair_by_other_terms() -> None:
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 1
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "3,25% ao ano" in str(case.bundle.mandate)


def test_batch_zzzzd_states_limits_as_shares_bp_days_and_counts() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzd.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "days", "count"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "limiteAcoesMax"},
    {"max_real_estate_share", "limiteImobiliarioMax"},
    {"max_single_issuer_share", "limiteEmitenteMax"},
    {"max_high_yield_share", "limiteHighYieldMax"},
    {"max_bond_tracking_error_bps", "trackingErrorObrigacoesMax"},
    {"max_deposit_term_days", "prazoDepositosMaxDias"},
    {"min_bond_share", "limiteObrigacoesMin"},
    {"min_equity_issuers", "numeroEmitentesAcoesMin"},
)
_FLOORS = _LIMITS[6] | _LIMITS[7]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzd_misquotes_every_limit_each_structure_on_five_in_a_row() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (3 * (i % 5) + i // 5) % 8, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(8))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzd_misquotes_with_four_propostas_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzd.generate(), "false_provenance")
    for form in (
        "A proposta foi rejeitada (dois votos a favor, três contra)",
        "o ponto foi retirado da ordem de trabalhos",
        "foi adiada (Comité de Investimentos, reunião de 20.03.2025, ponto sete)",
        "não foi aprovada em reunião do Conselho de Administração",
    ):
        assert form in said, form


def test_batch_zzzzd_gives_latitude_over_caps_and_the_bonds_floor_assuming_the_middle() -> None:
    cases = reviews_heldout_zzzzd.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = seen_floor = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.unit == "fraction", case.case_id
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (0, 5)
            continue
        if flawed.name in _FLOORS:  # the band from the floor up to it over three quarters
            low = inside / ((1 + 1 / 0.75) / 2)
            assert abs(outside - 0.75 * low) < 1e-5, case.case_id
            seen_floor += 1
        else:  # the band from three quarters of its top to its top; the twin in the middle
            high = inside / ((0.75 + 1) / 2)
            assert abs(outside - 1.25 * high) < 1e-5, case.case_id
            assert outside <= 1  # a share is at most all of it
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert seen_floor


def test_batch_zzzzd_fixes_a_refused_band_at_its_low_end_for_a_cap_and_its_top_for_a_floor() -> (
    None
):
    seen = 0
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (constraint,) = case.bundle.contract.constraints
        said = str(case.bundle.mandate) + " ".join(m.text for m in case.bundle.user_messages)
        fixed = re.search(r"(?:mantém-se em|fica em|nível de|fixou [^.]* em) (\d+(?:,\d+)?)%", said)
        if fixed is None:  # granted latitude
            continue
        seen += 1
        assumed = float(str(constraint.value))
        level = float(fixed.group(1).replace(",", ".")) / 100
        if constraint.name in _FLOORS:
            assert level > assumed, case.case_id
        else:
            assert level < assumed, case.case_id
    assert seen == 8


def test_batch_zzzzd_places_its_latitude_in_three_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault((_index(case.case_id) // 4) % 3, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"politica_de_investimento", "mandato_direcao_de_investimentos"}
    assert heads == {"DELIBERAÇÃO"}
    assert len(modes) == 3
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzd_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzd.generate(), "range_assumption")
    for form in (
        "foi rejeitada",
        "foi adiada",
        "o ponto foi retirado da ordem de trabalhos",
        "não foi aprovada",
    ):
        assert form in said, form
    for form in ("aprovou a proposta", "aprovada por unanimidade", "foi acolhida", "foi aprovada"):
        assert form in said, form


def test_batch_zzzzd_breaches_its_limits_by_three_tenths() -> None:
    cases = reviews_heldout_zzzzd.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 1.2 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert i % 3 != 1
            wanted: tuple[float, ...] = (1.3, 0.7)
        else:
            assumed += 1
            assert i % 3 == 1
            wanted = (1.3 / 0.9, 0.7 / 1.2)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 16
    assert assumed == 8


def test_batch_zzzzd_places_its_breaches_in_eight_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 3) % 8
        modes.setdefault(shape, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
            cited_shapes.add(shape)
        else:
            uncited_shapes.add(shape)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "politica_de_investimento.artigo_5.c)",
        "acta_ca_2025_03_20.deliberacoes[1].texto",
        "contrato_de_gestao.anexo_3_restricoes[4]",
        reviews_heldout_zzzzd.MANDATE_ID,
    } == refs
    assert heads == {"AUTORIDADE", "INVESTMENT", "ACTA", "ANEXO", "CONTRATO"}
    assert cited_shapes == uncited_shapes == set(range(8))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 8


def test_batch_zzzzd_writes_the_guidelines_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzd.generate(), "mandate_breach")
    assert re.search(r"(maximum|minimum) \d+(\.\d+)?(%| bps| calendar days| issuers)\.", said)
    assert "remedied within five business days." in said
    everywhere = texts_of(reviews_heldout_zzzzd.generate())
    assert "please state the limit: " in everywhere  # the client questionnaire, in English


def test_batch_zzzzd_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzd.generate()
    withdrawn: dict[str, set[str]] = {
        "apresentou uma proposta de alteração": set(),
        "RETIFICAÇÃO": set(),
        "(retirada da ordem de trabalhos pelo proponente)": set(),
        "Passa a ler-se|esquece o meu e-mail": set(),
    }
    for case in cases:
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzd_corrects_the_withdrawn_line_as_an_errata() -> None:
    said = texts_of(reviews_heldout_zzzzd.generate(), "objective")
    assert re.search(r"onde se lê «[^»]+», deve ler-se «[^»]+»", said)
    assert re.search(r"onde se lê «[^»]+», deve ler-se o seguinte", said)
    assert "Passa a ler-se" in said
    assert "esquece o meu e-mail" in said


def test_batch_zzzzd_tests_on_six_rolling_half_year_folds_from_july_2017() -> None:
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 6
        assert len({w.train_start for w in test.windows}) == 6  # rolling, not anchored
        assert min(w.test_start for w in test.windows) == date(2017, 7, 3)
        assert max(w.test_end for w in test.windows) == date(2020, 6, 30)
        for before, after in zip(test.windows, test.windows[1:], strict=False):
            assert before.test_end < after.test_start
        for window in test.windows:
            assert window.train_end < window.test_start
            assert (window.test_start - window.train_end).days <= 4
            assert 2.9 < (window.train_end - window.train_start).days / 365.25 < 3.1
            assert 150 < (window.test_end - window.test_start).days < 185


def test_batch_zzzzd_writes_its_whole_sentences_from_the_second_case() -> None:
    for case in reviews_heldout_zzzzd.generate():
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
            for form in ("Estudo ALM 2025 (atuário", "Parecer da função", "auditoria interna")
        )
        assert whole == (i % 3 == 1), case.case_id


def test_batch_zzzzd_compares_2023_with_2022_over_twenty_quarters() -> None:
    grew = faster = 0
    for case in reviews_heldout_zzzzd.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-07"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 20
        assert result["currency"] == "EUR"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("### Nota de análise – Navegante Telecomunicações, SGPS, S.A.")
        if not case.flawed:
            assert "caíram a uma taxa anual composta" not in answer
            assert "mais devagar em 2023" not in answer
            grew += "taxa de crescimento anual composta de dois dígitos" in answer
            faster += "mais depressa em 2023 do que em 2022" in answer
    assert grew  # a double-digit compound rise, claimed true of the fibre customers
    assert faster  # and a faster 2023, claimed true of the revenue


def test_batch_zzzzd_writes_as_a_lisbon_pension_fund_manager_does() -> None:
    cases = reviews_heldout_zzzzd.generate()
    forms = {
        "invented_limit": (
            "Extrato da acta n.º 7/2025 do Comité de Investimentos",
            "foi deliberado por unanimidade",
            "O Secretário, Carlos Nogueira",
            "De: Joana Ferreira Marques (Diretora de Investimentos)",
            "Assunto: RE: Rebalanceamento 1T25",
            "de facto",
            "| Indicador | Valor | Limite | Utilização |",
            "PARAMETRIZAÇÃO DE LIMITES",
            "Banco Lusitano de Custódia, S.A.",
            "POLÍTICA DE INVESTIMENTO DO FUNDO DE PENSÕES",
            "CLIENT QUESTIONNAIRE",
            "Ordem de trabalhos",
            "Outros assuntos",
            "Teams – Miguel S.",
            "NOTA INTERNA",
            "Registo de pendentes",
            "Equipa de Investimentos",
            "vinte dias úteis",
            "[a definir pelo Comité de Investimentos]",
            "2 147,3 milhões de euros",
            "35 M€",
            "9,6 M€",
            "25 p.b. do BCE",
            "1.º trimestre de 2025",
            "31.12.2024",
            "regime jurídico dos fundos de pensões (RJFP)",
        ),
        "false_provenance": (
            "A política de investimento de 15 de junho de 2021",
            "O projeto (versão 3, de janeiro)",
            "dois votos a favor, três contra",
            "Relatório de risco do 1T25",
            "| Indicador | Valor a 31.03.2025 | Limite | Utilização |",
            "Política de investimento, anexo I (extrato)",
            "estatísticas da ASF, final de 2024",
            "Estudo ALM 2025 (atuário responsável)",
            "retirado da ordem de trabalhos",
        ),
        "mandate_breach": (
            "'artigo_5'",
            "'c)'",
            "AUTORIDADE DE SUPERVISÃO DE SEGUROS E FUNDOS DE PENSÕES",
            "plano de medidas corretivas",
            "'deliberacoes'",
            "Harbourline Capital Management LLP",
            "ACTA N.º 9/2025 DO COMITÉ DE INVESTIMENTOS",
            "ANEXO II DA POLÍTICA DE INVESTIMENTO",
            "CONTRATO CONSTITUTIVO",
            "comissão de acompanhamento do plano de pensões",
            "'anexo_3_restricoes'",
            "no máximo",
            "no mínimo",
            "entre 6 e 9 anos",
            "BBB-",
            "3.º trimestre de 2025",
        ),
        "range_assumption": (
            "Política de investimento 2025, ponto 3 (alocação estratégica)",
            "intervalo de variação",
            "sem nova deliberação do Conselho",
            "gestão corrente",
            "Comissão de acompanhamento do plano de pensões",
            "o limite máximo",
            "o limite mínimo",
            "'ponto_3_intervalos_de_variacao'",
            "DELIBERAÇÃO DO CONSELHO DE ADMINISTRAÇÃO",
            "'mandato_direcao_de_investimentos'",
            "Helena Vasconcelos Pinto",
        ),
        "objective": (
            "Política de investimento 2025, ponto 2 (objetivos)",
            "Deliberação CA-2025-10",
            "Acta do Comité de Investimentos de 6 de março de 2025",
            "Estudo ALM 2025, recomendação do atuário responsável",
            "Parecer da função de gestão de riscos",
            "benchmark estratégico",
            "rendibilidade",
            "3,25%",
            "não o Sharpe",
        ),
        "stated_leakage": (
            "Estudo ALM 2025 (atuário responsável), capítulo 3",
            "Parecer da função de gestão de riscos",
            "Relatório da auditoria interna",
            "TV 88/90",
            "lista de exclusões",
            "de 01.07.2014 a 30.06.2017",
            "maio de 2017",
            "1.º trimestre de 2017",
            "semana 25 de 2017",
            "seis janelas",
        ),
        "trend_claim": (
            "Para a reunião do Comité de Investimentos de 13.03.2025 (ponto seis, exercício de "
            "direitos de voto)",
            "### Nota de análise – Navegante Telecomunicações, SGPS, S.A. (Euronext Lisbon: NVG)",
            "Relatório trimestral do Fundo – 4T24, anexo 3",
            "Acta do Comité de Investimentos de 13.03.2025, ponto seis",
            "Harbourline",
            "| Emitente | Valor de mercado | Peso | Comentário |",
            " p.p.",
            " M€",
            "em 2024",
            "trimestre homólogo",
            "desde a privatização, em 1995",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzd_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzzd.generate():
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
    said = texts_of(reviews_heldout_zzzzd.generate(), "mandate_breach")
    assert re.search(r"(quarenta|sessenta|trinta|oitenta|doze|oito) (por cento|emitentes)", said)


def test_batch_zzzzd_writes_its_figures_the_european_portuguese_way() -> None:
    cases = reviews_heldout_zzzzd.generate()
    said = texts_of(cases)
    for form in (
        "% do valor do Fundo",
        "pontos base",
        " p.b.",
        " p.p. ao ano",
        "pontos percentuais",
        "por cento",
        "dias de calendário",
        "emitentes",
        "12,4 mil milhões de euros",
        "desde o início do ano",
        "em termos homólogos",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d M€", said)  # space thousands, decimal comma
    for case in cases:  # a Portuguese figure has a decimal comma and "%" with no space
        for m in case.bundle.user_messages:
            english = m.text.startswith(("CLIENT QUESTIONNAIRE", "INVESTMENT GUIDELINES"))
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert " %" not in written, (case.case_id, written)
                if english:
                    assert "," not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzzd_is_european_not_brazilian_portuguese() -> None:
    said = texts_of(reviews_heldout_zzzzd.generate())
    for form in ("Equipa", "Registo", "rendibilidade", "facto", "acta", "atuário responsável"):
        assert form in said, form
    for brazilian in (
        "equipe",
        "registro",
        "você",
        "rentabilidade",
        "R$",
        "econômic",
        "gerenciamento",
        "planilha",
        "cronograma",
    ):
        assert brazilian not in said, brazilian
    assert not re.search(r"\b(ata|atas|fato|time)\b", said, re.IGNORECASE)


def test_batch_zzzzd_writes_portuguese_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzd.generate())
    for form in (
        "31.12.2024",
        "31.03.2025",
        "18 de março de 2025",
        "1 de abril de 2025",
        "1.º trimestre de 2025",
        "3.º trimestre de 2025",
        "1T25",
        "4T24",
        "2T20",
        "no final de 2024",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzzd_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzd.generate(per_kind=6))
