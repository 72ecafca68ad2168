"""Held-out batch ZZZZF: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Romanian Pilon II administrator's Consiliul de Supraveghere, Directorat,
comitetul de investiții, director de investiții and funcția de risc do, with decimal commas,
dot-grouped thousands, "%" close up, "la sută", "de" after twenty ("40 de emitenți"), "puncte
procentuale" and "puncte de bază", Romanian dates and quarters, limits in words, e-mails typed
without diacritics and an external manager's English mandate."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzf

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Romanian number words the batch writes some limits in (their first word)
_NUMBER_WORDS = (
    "trei",
    "cinci",
    "zece",
    "cincisprezece",
    "douăzeci",
    "treizeci",
    "patruzeci",
    "cincizeci",
    "două",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Romanian number word opening the span ("patruzeci și cinci la sută")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzf"))


def test_batch_zzzzf_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzf.generate(),
        seed=reviews_heldout_zzzzf.SEED,
        kinds=reviews_heldout_zzzzf.KINDS,
        tag="zzzzf",
    )


def test_batch_zzzzf_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzf.generate())


def test_batch_zzzzf_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzf.generate(), reviews_heldout_zzzzf.KINDS)


def test_every_span_of_batch_zzzzf_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzf.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzf_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzf.generate())


def test_batch_zzzzf_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzf.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzf_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzf.SEED == 20270179
    assert reviews_heldout_zzzzf.TAG == "zzzzf"
    assert len(reviews_heldout_zzzzf.KINDS) == 7


def test_every_function_batch_zzzzf_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzf.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzf_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzzf.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    placed = set()
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
        elif answer.kind == "mandate":  # the manager's English mandate, given before the request
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("INVESTMENT MANAGEMENT AGREEMENT")
            assert messages[0] is answer
            assert re.fullmatch(r"\d+(\.\d+)?(%| bps| issuers| business days)", written), written
            placed.add("mandate")
        else:  # the depozitar's CSV, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("Banca Depozitară Transilvană S.A.")
            assert f";{written};" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{2}", written), written
            placed.add("csv")
    assert placed == {"mandate", "csv"}


def test_batch_zzzzf_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
        assert _index(case.case_id.removesuffix("/twin")) % 5 == [
            "Extras din Hotărârea",
            "De la: Andrei Mocanu",
            "Raport de risc – fun",
            "Banca Depozitară Tra",
            "INVESTMENT MANAGEMEN",
        ].index(head), (case.case_id, head)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzf_types_the_directors_reply_without_diacritics() -> None:
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "invented_limit":
            continue
        for m in case.bundle.user_messages:
            if m.text.startswith("De la: Andrei Mocanu\nCatre:"):
                assert not re.search("[ăâîșțĂÂÎȘȚ]", m.text), m.text
                assert "cel mult" in m.text or "cel putin" in m.text


def test_batch_zzzzf_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "Legii nr. 411/2004" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzzf_states_limits_as_shares_bp_counts_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzf.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_listed_equity_share", "limitaActiuni"},
    {"max_unhedged_fx_share", "limitaValutara"},
    {"max_single_issuer_share", "limitaEmitent"},
    {"max_tracking_error_bps", "limitaTrackingError"},
    {"min_government_bond_share", "pragTitluriStat"},
    {"min_equity_issuers", "pragEmitenti"},
    {"min_liquidity_days", "pragLichiditate"},
)
_FLOORS = _LIMITS[4] | _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzf_misquotes_every_limit_with_the_default_pairing() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzf_misquotes_with_four_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate(), "false_provenance")
    for form in (
        "Propunerea a fost respinsă (3 voturi pentru, 4 împotrivă)",
        "propunerea a fost retrasă de pe ordinea de zi",
        "a fost amânată (CS, ședința din 20.03.2025, pct. 9)",
        "a returnat spre reanalizare propunerea",
    ):
        assert form in said, form


def test_batch_zzzzf_gives_latitude_over_caps_only_and_assumes_three_fifths_up() -> None:
    cases = reviews_heldout_zzzzf.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.name not in _FLOORS, case.case_id
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        # granted: the band runs from three fifths of its top to its top; the twin 3/5 up
        high = inside / (0.6 + 0.6 * 0.4)
        assert abs(outside - 1.2 * high) < 1e-5, case.case_id
        if flawed.unit == "fraction":
            assert outside <= 1
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzzf_places_its_latitude_in_three_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        modes.setdefault((i // 3) % 3, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"prospect_schema_pensii"}
    assert heads == {"PROCES-VERBAL", "De"}
    assert len(modes) == 3
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzf_writes_its_intervals_without_a_tail() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate(), "range_assumption")
    assert re.search(r"\d+(,\d+)?%–\d+(,\d+)?%", said)
    assert re.search(r"\d+ pb–\d+ pb", said)
    assert not re.search(r"(activul total|după acoperire|activul fondului)–", said)


def test_batch_zzzzf_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate(), "range_assumption")
    for form in (
        "a fost respinsă (3 voturi pentru, 4 împotrivă)",
        "a fost amânată (CS, 18.02.2025, pct. 8)",
        "recomandarea a fost retrasă înainte de ședință",
        "a returnat spre reanalizare",
    ):
        assert form in said, form
    for form in ("CS a aprobat propunerea", "aprobată în unanimitate", "CS a aprobat recomandarea"):
        assert form in said, form


def test_batch_zzzzf_breaches_its_limits_by_a_fifth() -> None:
    cases = reviews_heldout_zzzzf.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
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
            assert i % 5 != 3
            wanted: tuple[float, ...] = (1.2, 0.8)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            assert i % 5 == 3
            wanted = (1.2 / 0.88, 0.8 / 1.15)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 19
    assert assumed == 5
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzf_places_its_breaches_in_four_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 3) % 4
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
        "prospect_schema_pensii.art_4_limite.4.3",
        "hotarari_cs_2025[1].dispozitiv",
        reviews_heldout_zzzzf.MANDATE_ID,
    } == refs
    assert heads == {"AUTORITATEA", "INVESTMENT"}
    assert cited_shapes == uncited_shapes == set(range(4))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 4


def test_batch_zzzzf_writes_the_mandate_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate(), "mandate_breach")
    assert re.search(r"(no more than|at least) \d+(\.\d+)?(%| bps| issuers| business days)\.", said)
    assert "cured within ten business days." in said


def test_batch_zzzzf_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzf.generate()
    withdrawn: dict[str, set[str]] = {
        "a fost respinsă cu 2 voturi pentru": set(),
        "CORECTURĂ: funcția obiectiv": set(),
        "și-a retras-o în cursul ședinței": set(),
        "Rectificare după ședința CS|ignorați mesajul meu": set(),
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


def test_batch_zzzzf_quotes_the_withdrawn_wording_the_romanian_way() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate(), "objective")
    assert re.search(r"Propunerea inițială \(„[^”]+”\) a fost respinsă", said)
    assert re.search(r"a propus formularea „[^”]+”, pe care și-a retras-o", said)
    assert "«" not in said  # Romanian quotes open low and close high: „…”
    assert "»" not in said


def test_batch_zzzzf_tests_on_four_rolling_calendar_years_from_2019() -> None:
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert len({w.train_start for w in windows}) == 4  # rolling, not anchored
        assert windows[0].test_start.isoformat() == "2019-01-03"
        assert windows[-1].test_end.isoformat() == "2022-12-30"
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_start.month == 1
            assert window.test_end.month == 12
            assert window.test_end.year == window.test_start.year
            assert window.test_start.year - window.train_start.year == 5
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end < later.test_start


def test_batch_zzzzf_writes_its_whole_sentences_from_the_third_case() -> None:
    for case in reviews_heldout_zzzzf.generate():
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
            for form in ("Analiza ALM 2025, cap. 3", "Raportul funcției", "Raportul auditului")
        )
        assert whole == (i % 3 == 2), case.case_id


def test_batch_zzzzf_compares_2024_with_2023_over_twenty_four_quarters() -> None:
    grew = shrank = 0
    for case in reviews_heldout_zzzzf.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-02-27"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        assert result["currency"] == "RON"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Analiză emitent – Someș Cabluri S.A.")
        if not case.flawed:
            if "a crescut în perioada T4 2022 – T4 2024" in case.bundle.answer:
                grew += 1
            if "s-a redus în perioada T4 2022 – T4 2024" in case.bundle.answer:
                shrank += 1
    assert grew  # a double-digit compound rise, claimed true of the cifra de afaceri
    assert shrank  # and a double-digit compound fall, of the datoria netă


def test_batch_zzzzf_writes_as_a_romanian_pension_administrator_does() -> None:
    cases = reviews_heldout_zzzzf.generate()
    forms = {
        "invented_limit": (
            "Extras din Hotărârea Consiliului de Supraveghere nr. 7 din 18.02.2025",
            "Carpatica Societate de Administrare a Fondurilor de Pensii Private S.A.",
            "Secretar CS, Mihai Stoica",
            "Subiect: RE: Rebalansare T1",
            "| Indicator | Valoare | Limită | Grad de utilizare |",
            "COD;DESCRIERE;UNITATE;VALOARE;TIP",
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 2",
            "Teams – Andrei M. (09:12)",
            "ORDINE DE ZI – Comitetul de investiții",
            "NOTĂ INTERNĂ nr. 118/27.03.2025",
            "Listă de sarcini – funcția de administrare a riscurilor",
            "SA-DG 4.118/2025",
            "[se completează după hotărârea CS]",
            "31.486,2 mil. lei",
            "400 mil. lei",
            "612,4 mil. lei",
            "25 de puncte de bază",
            "Legii nr. 411/2004",
        ),
        "false_provenance": (
            "În prospectul aprobat de ASF la 14.12.2023",
            "În draftul v3 (ianuarie)",
            "3 voturi pentru, 4 împotrivă",
            "Raportul de risc T1 2025",
            "| Indicator | Valoare la 31.03.2025 | Limită | Grad de utilizare |",
            "Prospect, anexa nr. 2 (extras)",
            "media sistemului Pilon II",
            "Analiza ALM 2025: portofoliul optim fără restricții",
        ),
        "mandate_breach": (
            "'art_4_limite'",
            "'4.3'",
            "AUTORITATEA DE SUPRAVEGHERE FINANCIARĂ",
            "Direcția Generală Pensii Private",
            "planul de măsuri până la 30.05.2025",
            "'hotarari_cs_2025'",
            "'dispozitiv'",
            _MANAGER,
            "cel mult",
            "cel puțin",
            "rating minim BBB-",
            "semestrul II 2025",
        ),
        "range_assumption": (
            "Prospect, art. 5 (alocarea strategică)",
            "| Clasă de active | Pondere țintă | Minim | Maxim |",
            "fără o nouă hotărâre a CS",
            "administrarea curentă",
            "'art_5_alocare_strategica'",
            "PROCES-VERBAL al ședinței Comitetului de investiții nr. 2/2025",
            "Radu Ionescu (Președinte Directorat)",
        ),
        "objective": (
            "Politica de investiții 2025, cap. 2 (obiective)",
            "Hotărârea Consiliului de Supraveghere nr. 9 din 18.03.2025",
            "Procesul-verbal al Comitetului de investiții din 06.03.2025, pct. 4",
            "Analiza ALM 2025, recomandare",
            "alocarea strategică",
            "Deci nu Sharpe",
            "nu tracking error-ul",
            "de la începutul anului",
        ),
        "stated_leakage": (
            "Analiza ALM 2025, cap. 3",
            "Raportul funcției de administrare a riscurilor",
            "Raportul auditului intern",
            "indicele BET",
            "lista de excluderi",
            "06.01.2014–28.12.2018",
            "01/2014–11/2018",
            "T1 2014 – T3 2018",
            "săptămâna 51 din 2018",
            "patru ferestre glisante",
        ),
        "trend_claim": (
            "Pentru comitetul de investiții din 12.03.2025 (pct. 6, vot în AGA)",
            "### Analiză emitent – Someș Cabluri S.A. (BVB: SMCB)",
            "Analiza comitetului de investiții, T4 2024",
            "Proces-verbal – Comitetul de investiții, 12.03.2025, pct. 6",
            "analist, pe Teams",
            "| Emitent | Valoare deținere | Procent | Comentariu |",
            "Raportul anual 2024 al fondului (proiect)",
            "puncte procentuale",
            "mil. lei",
            "în 2024",
            "trimestru",
            "de la listarea la BVB (2004)",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


_MANAGER = "Halden Brook Asset Management Ltd"


def test_batch_zzzzf_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate(), "trend_claim")
    verbs = ("a crescut", "a scăzut", "s-a îmbunătățit", "s-a deteriorat", "s-a redus")
    negations = ("nu a crescut", "nu a scăzut", "nu s-a deteriorat", "nu s-a îmbunătățit")
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 8, found


def test_batch_zzzzf_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzzf.generate():
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
    said = texts_of(reviews_heldout_zzzzf.generate())
    assert re.search(r"\b(patruzeci|cincizeci|treizeci|douăzeci)( și cinci)? la sută\b", said)


def test_batch_zzzzf_puts_de_after_twenty_as_romanian_does() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate())
    assert re.search(r"\b(30|40|50) de (emitenți|societăți|poziții distincte)\b", said)
    assert re.search(r"\b(200|250|150) de puncte de bază\b", said)
    assert re.search(r"\b(5|10|15) zile (lucrătoare|de plăți|bancare)\b", said)
    # never "de" under twenty, never without it from twenty on
    assert not re.search(r"(?<![\d,.])(1?\d) de (emitenți|zile|procente|puncte)\b", said)
    assert not re.search(r"(?<![\d,.])([2-9]\d|\d00) (emitenți|societăți|procente)\b", said)


def test_batch_zzzzf_writes_its_figures_the_romanian_way() -> None:
    cases = reviews_heldout_zzzzf.generate()
    said = texts_of(cases)
    for form in (
        "% din activul total",
        "la sută",
        " pb",
        "puncte procentuale anualizat",
        "zile lucrătoare",
        "de emitenți",
        "mld. lei",
        "mii lei",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d mil\. lei", said)  # dot thousands, decimal comma
    for case in cases:  # a Romanian figure is written with a comma, "%" close up
        for m in case.bundle.user_messages:
            english = m.text.startswith("INVESTMENT MANAGEMENT AGREEMENT")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if english:
                    assert "," not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)
                    assert not re.search(r"\d %", written), (case.case_id, written)


def test_batch_zzzzf_writes_romanian_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzf.generate())
    for form in (
        "31.12.2024",
        "31.03.2025",
        "18.02.2025",
        "T1 2025",
        "T4 2024",
        "semestrul II",
        "anualizat",
        "de la începutul anului",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzzf_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzf.generate(per_kind=6))
