"""Held-out batch ZZZU: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an Italian fondo pensione negoziale's CdA, Comitato Finanza, Funzione
Finanza, Funzione di gestione del rischio, gestori and advisor do, with decimal commas, Italian
dates and quarters, and limits in words."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzu
from quantward_cli.bench.reviews_heldout_zzzu import _of, _words

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: a limit written in Italian words ("trenta per cento", "quattrocento punti base")
_IN_WORDS = re.compile(r"^[a-zé]+ (per cento|punti base|emittenti)$")


def _says_a_value(span: str) -> bool:
    """A figure, or a number in Italian words."""
    return any(ch.isdigit() for ch in span) or bool(_IN_WORDS.match(span))


def _index(case_id: str) -> int:
    return int(re.findall(r"/(\d+)zzzu", case_id)[0])


def test_batch_zzzu_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzu.generate(),
        seed=reviews_heldout_zzzu.SEED,
        kinds=reviews_heldout_zzzu.KINDS,
        tag="zzzu",
    )


def test_batch_zzzu_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzu.generate())


def test_batch_zzzu_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzu.generate(), reviews_heldout_zzzu.KINDS)


def test_every_span_of_batch_zzzu_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzu.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzu_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzu.generate())


def test_batch_zzzu_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzu.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzu_seed_and_kinds() -> None:
    assert reviews_heldout_zzzu.SEED == 20270168
    assert len(reviews_heldout_zzzu.KINDS) == 7


def test_every_function_batch_zzzu_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzu.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzu_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzu.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    template_places: set[int] = set()
    form_modes: dict[str, set[str]] = {}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        form_modes.setdefault(answer.text.split("\n")[0][:30], set()).add(case.bundle.policy)
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        elif answer.kind == "mandate":  # the DPI, sent back after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("DOCUMENTO SULLA POLITICA DI INVESTIMENTO")
        else:  # the gestore's modulo (ahead of the request) or the depositaria's export
            assert constraint.provenance == "user_message"
            template_places.add(messages.index(answer))
            written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":  # two decimals with a decimal comma
                assert re.fullmatch(r"0,\d{2}", written), written
            if ";" in answer.text:
                assert answer.text.startswith("limiti_convenzione_2025.csv")
                assert "codice;unita;valore;fonte" in answer.text
                assert messages[1] is answer
            else:
                assert answer.text.startswith("MODULO RILEVAZIONE LIMITI DI INVESTIMENTO")
                assert messages[0] is answer
    assert template_places == {0, 1}
    assert len(form_modes) == 6
    for form, modes in form_modes.items():  # the turn slides, so each form meets both modes
        assert modes == {"chat", "strategy"}, form


def test_batch_zzzu_puts_other_terms_on_the_strategy_cases_of_every_other_pair() -> None:
    for case in reviews_heldout_zzzu.generate():
        if case.kind != "invented_limit":
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id


def test_batch_zzzu_states_limits_as_shares_bp_and_counts() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzu.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_weight", "limiteAzioniBilanciato"},
    {"max_single_issuer_weight", "pesoMaxEmittente"},
    {"max_tracking_error_bps", "tevExAnteMax"},
    {"max_unhedged_currency_share", "esposizioneValutariaMax"},
    {"min_euro_govies_share", "titoliStatoGarantitoMin"},
    {"min_issuer_count", "numeroMinimoEmittenti"},
    {"min_cash_share", "liquiditaGarantitoMin"},
)
_FLOORS = set().union(*_LIMITS[4:])


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzu_misquotes_every_limit_and_moves_each_structure_on() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzu.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        (constraint,) = case.bundle.contract.constraints
        by_structure.setdefault(_index(case.case_id) % 5, []).append(_limit(constraint.name))
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # never the same limit twice in a structure
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzu_quotes_proposals_respinte_ritirate_and_rinviate() -> None:
    said = texts_of(reviews_heldout_zzzu.generate(), "false_provenance")
    for outcome in ("respinta (5 favorevoli, 7 contrari)", "ritirata dal relatore", "rinviato"):
        assert outcome in said, outcome


def test_batch_zzzu_draws_floors_and_a_count_into_its_ranges() -> None:
    cases = reviews_heldout_zzzu.generate()
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_count = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if flawed.unit == "count":
            seen_count += 1
            assert outside == int(outside)  # whole emittenti
            assert inside == int(inside)
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        # granted: the band runs from three fifths of its top to its top; the twin at its middle
        if flawed.name in _FLOORS:  # below the band's low end, three fifths of it
            low = inside / (1 + 1 / 0.6) * 2
            assert abs(outside - 0.6 * low) < 1e-6, case.case_id
            seen_floor += 1
        else:  # above the band's top, a quarter again
            high = inside / ((1 + 0.6) / 2)
            assert abs(outside - 1.25 * high) < 1e-6, case.case_id
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert inside <= 1
            assert outside <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused == 8
    assert seen_count


def test_batch_zzzu_breaches_its_limits_by_a_quarter_or_two_fifths() -> None:
    cases = reviews_heldout_zzzu.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        floor = over.name in _FLOORS
        # cited: the twin at the limit itself; else inside it, 0.75 of a cap or 1.4 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            wanted = 0.6 if floor else 1.25
        else:
            assumed += 1
            assert _index(case.case_id) % 3 == 2
            wanted = 0.6 / 1.4 if floor else 1.25 / 0.75
        assert abs(ratio - wanted) < 1e-3, (case.case_id, ratio)
    assert cited == 16
    assert assumed == 8


def test_batch_zzzu_places_its_breaches_in_six_shapes() -> None:
    refs = set()
    for case in reviews_heldout_zzzu.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
    assert refs == {
        "convenzione_di_gestione.allegato_tecnico.4.3",
        "delibere_cda[1].oggetto",
        "linee_di_indirizzo_gestione.comparto_dinamico[2]",
        reviews_heldout_zzzu.MANDATE_ID,
    }


def test_batch_zzzu_sets_a_withdrawn_delibera_at_the_value_it_breaches() -> None:
    seen = 0
    for case in reviews_heldout_zzzu.generate():
        if case.kind != "mandate_breach" or not case.flawed or case.bundle.mandate is None:
            continue
        records = case.bundle.mandate.get("delibere_cda")
        if records is None:
            continue
        assert isinstance(records, list)
        outcomes = [r["esito"] for r in records if isinstance(r, dict)]
        assert outcomes == ["approvata", "approvata", "ritirata"]
        seen += 1
    assert seen


def test_batch_zzzu_writes_limits_in_words_in_answers_and_mandates() -> None:
    cases = reviews_heldout_zzzu.generate()
    spans = []
    for case in cases:
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for c in case.bundle.contract.constraints:
            if c.span is not None:
                spans.append(texts[str(c.provenance_ref)][c.span.start : c.span.end])
    assert any(_IN_WORDS.match(span) for span in spans)
    assert re.search(r"(massimo|minimo) [a-zé]+ (per cento|punti base|emittenti)", texts_of(cases))


def test_batch_zzzu_writes_numbers_in_italian_words() -> None:
    assert _words(36) == "trentasei"
    assert _words(23) == "ventitré"
    assert _words(21) == "ventuno"
    assert _words(28) == "ventotto"
    assert _words(45) == "quarantacinque"
    assert _words(400) == "quattrocento"
    assert _words(180) == "centottanta"
    assert _words(15) == "quindici"
    assert _of("la quota") == "della quota"
    assert _of("l'esposizione") == "dell'esposizione"
    assert _of("il numero") == "del numero"
    assert _of("le disponibilità") == "delle disponibilità"


def test_batch_zzzu_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzu.generate()
    withdrawn: dict[str, set[str]] = {
        "| Testo previgente | Testo modificato |": set(),
        "anziché «": set(),
        "Integrazione dopo il CdA": set(),
        "Rettifica (Funzione Finanza": set(),
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


def test_batch_zzzu_meets_every_objective_in_every_structure() -> None:
    pairs: set[tuple[int, str]] = set()
    for case in reviews_heldout_zzzu.generate():
        if case.kind == "objective" and not case.flawed:
            pairs.add((_index(case.case_id) % 5, str(case.bundle.contract.objective_kind)))
    assert len(pairs) == 20  # each of four objectives in each of five structures


def test_batch_zzzu_tests_on_five_anchored_windows_from_2015() -> None:
    for case in reviews_heldout_zzzu.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 5
        assert {w.train_start.isoformat() for w in test.windows} == {"2007-01-02"}
        assert min(w.test_start for w in test.windows).isoformat() == "2015-01-02"
        for w in test.windows:  # each tested one calendar year, trained to its eve
            assert w.test_start.year == w.test_end.year == w.train_end.year + 1


def test_batch_zzzu_compares_2024_with_2023_over_twenty_four_quarters() -> None:
    for case in reviews_heldout_zzzu.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-14"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        newest, oldest = rows[0], rows[-1]
        assert isinstance(newest, dict)
        assert isinstance(oldest, dict)
        assert newest["quarter_end"] == "2024-12-31"
        assert oldest["quarter_end"] == "2019-03-31"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("#### Scheda emittente – Chimica Adriatica S.p.A.")


def test_batch_zzzu_writes_as_an_italian_fondo_negoziale_does() -> None:
    cases = reviews_heldout_zzzu.generate()
    forms = {
        "invented_limit": (
            "Delibera n. 14/2025 (approvata all'unanimità dei presenti)",
            "Da: Marco Ferri (Funzione Finanza)",
            "| Limite | Soglia | Valore rilevato | Esito |",
            "MODULO RILEVAZIONE LIMITI DI INVESTIMENTO",
            "DOCUMENTO SULLA POLITICA DI INVESTIMENTO",
            "limiti_convenzione_2025.csv",
            "Comitato Finanza – ordine del giorno",
            "Teams – Funzione Finanza",
            "delegato in Assemblea",
            "prot. n. 0781",
            "[da definire]",
            "azioni da svolgere",
            "€ 5.127,3 milioni",
            "€ 8.412,6 milioni",
            "164.300 aderenti",
            "1,5% più il 75% dell'inflazione",
        ),
        "false_provenance": (
            "bozza di DPI di novembre 2024",
            "DPI ed. 2022",
            "Quadrante Consulting",
            "I trimestre 2025",
            "| Limite | Valore al 31/03/2025 | Soglia |",
            "allegato tecnico, art. 4 (estratto)",
            "Rating minimo: BBB-",
            "statistiche COVIP",
            "negli altri mandati",
            "per cento",
        ),
        "mandate_breach": (
            "'allegato_tecnico'",
            "'4.3'",
            "DPI 2025 – § 5 Limiti di investimento",
            "COVIP – Commissione di Vigilanza sui Fondi Pensione",
            "'delibere_cda'",
            "'ritirata'",
            "'comparto_dinamico'",
            "CONVENZIONE DI GESTIONE tra Fondo Pensione Alveare",
            "duration modificata tra 3 e 6 anni",
            "massimo",
            "minimo",
        ),
        "range_assumption": (
            "DPI § 6.4",
            "| Limite | Valore strategico | Banda | Chi decide |",
            "Delibera n. 15/2025 (approvata)",
            "discrezionalità del gestore",
            "non approvata",
            "respinta",
            "ha rinviato la decisione",
            "limite minimo",
            "limite massimo",
            "'6_bande_di_oscillazione_e_deleghe'",
            "Allegato 2 (Linee di indirizzo",
            "'art_7_deleghe'",
            "coordinatore del Comitato Finanza",
        ),
        "objective": (
            "DPI § 3",
            "Delibera n. 17/2025",
            "Verbale Comitato Finanza 06/03/2025",
            "Parere Quadrante Consulting",
            "Nota della Funzione di gestione del rischio",
            "indice composito",
            "ERRATA CORRIGE",
            "leggasi",
            "non lo Sharpe",
            "rivalutazione del TFR",
        ),
        "stated_leakage": (
            "Analisi ALM 2025",
            "Relazione della Funzione di gestione del rischio",
            "Nota tecnica della Funzione Finanza",
            "indice FOI",
            "Relazione annuale COVIP",
            "BBB-",
            "gen 2007 – dic 2014",
            "nov 2014",
            "III trimestre 2014",
        ),
        "trend_claim": (
            "Per il Comitato Finanza del 20/03/2025",
            "#### Scheda emittente – Chimica Adriatica S.p.A. (Euronext Milan: CHAD)",
            "Relazione della Funzione Finanza, IV trimestre 2024",
            "Verbale Comitato Finanza 20/03/2025, punto 5",
            "Nordalpi Asset Management",
            "| Emittente | Comparto / esposizione | Commento Funzione di gestione del rischio |",
            "Ufficio Aderenti",
            " milioni",
            "in ogni trimestre del 2024",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzu_writes_italian_quarters_and_month_names() -> None:
    said = texts_of(reviews_heldout_zzzu.generate())
    for form in ("I trimestre 2007", "gen 2007", "dic 2014", "31/03/2025", "esercizio"):
        assert form in said, form
    for english in ("Q1 2007", "Jan 2007", "Dec 2014", "2025-03-31"):
        assert english not in said, english


def test_batch_zzzu_writes_its_figures_with_decimal_commas() -> None:
    cases = reviews_heldout_zzzu.generate()
    said = texts_of(cases)
    for form in ("punti base", "p.b.", "su base annua", "emittenti distinti", ",0% "):
        assert form in said, form
    assert " p.p." in texts_of(cases, "trend_claim")
    for case in cases:  # a cited figure never carries a decimal point
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzu_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzu.generate(per_kind=6))
