"""Held-out batch ZZZZT: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Riga ieguldījumu pārvaldes sabiedrība's valde, padome, ieguldījumu
komiteja, portfeļa pārvaldnieki and riska pārvaldības funkcija do, with decimal commas, space
thousands, "%" with no space, "procenti/procentu", "bāzes punkti" and "procentpunkti", Latvian
dates with their closing dot, months in the genitive and the locative, quarters as "2025. gada
4. ceturksnī", limits in words in the nominative and the genitive (feminine for darba dienas),
negation by the prefix "ne-" and a portfolio manager's English note to a foreign broker."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzt

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Latvian number words the batch writes some limits in (nominative, masculine and feminine)
_NUMBER_WORDS = (
    "pieci",
    "piecas",
    "astoņi",
    "desmit",
    "piecpadsmit",
    "divdesmit",
    "trīsdesmit",
    "piecdesmit",
    "sešdesmit",
    "septiņdesmit",
    "simt",
    "divsimt",
)
#: and in the genitive
_GENITIVE_WORDS = (
    "piecu",
    "astoņu",
    "desmit",
    "piecpadsmit",
    "divdesmit",
    "divdesmit piecu",
    "trīsdesmit",
    "piecdesmit",
    "sešdesmit",
    "sešdesmit piecu",
    "septiņdesmit",
    "septiņdesmit piecu",
    "simt piecdesmit",
    "divsimt",
    "divsimt piecdesmit",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Latvian number word opening the span ("piecdesmit procenti")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzt"))


def test_batch_zzzzt_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzt.generate(),
        seed=reviews_heldout_zzzzt.SEED,
        kinds=reviews_heldout_zzzzt.KINDS,
        tag="zzzzt",
    )


def test_batch_zzzzt_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzt.generate())


def test_batch_zzzzt_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzt.generate(), reviews_heldout_zzzzt.KINDS)


def test_every_span_of_batch_zzzzt_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzt.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzt_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzt.generate())


def test_batch_zzzzt_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzt.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzt_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzt.SEED == 20270193
    assert reviews_heldout_zzzzt.TAG == "zzzzt"
    assert len(reviews_heldout_zzzzt.KINDS) == 7


def test_every_function_batch_zzzzt_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzt.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


_HEADS = (
    "Izraksts no ieguldīju",
    "No: Kristaps Dzenis (",
    "Limitu tabula – riska",
    "AS „Baltijas Turētājb",
    "IEGULDĪJUMU PLĀNA PRO",
)


def test_batch_zzzzt_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzt.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:21]
        seen.setdefault(head, set()).add(case.bundle.policy)
        i = _index(case.case_id.removesuffix("/twin"))
        assert i % 5 == _HEADS.index(head), (case.case_id, head)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzt_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzzt.generate() if c.kind == "invented_limit" and not c.flawed
    ]
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
            placed.add("reply")
        elif answer.kind == "mandate":  # the prospekts, given before the request
            assert constraint.provenance == "mandate_clause"
            assert messages[0] is answer
            assert answer.text.startswith("IEGULDĪJUMU PLĀNA PROSPEKTS")
            placed.add("prospekts")
        else:  # the turētājbanka's form, filled in after the request
            assert answer.kind == "template_inputs"
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert f";{written}\n" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
            placed.add("form")
    assert placed == {"reply", "prospekts", "form"}


def test_batch_zzzzt_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzzt.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "Valsts fondēto pensiju likumu" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzzt_states_limits_as_shares_bps_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzt.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "akcijuIeguldijumiMaks"},
    {"max_single_issuer_share", "vienaEmitentaMaks"},
    {"max_alternative_share", "alternativieMaks"},
    {"max_open_fx_share", "valutasRiskaMaks"},
    {"max_tracking_error_bps", "novirzeNoEtalonaMaks"},
    {"min_euro_share", "eiroIeguldijumiMin"},
    {"min_liquidity_days", "likviditatesRezerveMin"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzt_misquotes_its_seven_limits_by_the_default_pairing() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzt.generate():
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


def test_batch_zzzzt_misquotes_with_three_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzt.generate(), "false_provenance")
    for form in (
        "Priekšlikums noraidīts (par – 2, pret – 5)",
        "izņemts no darba kārtības pirms sēdes",
        "atlikts (valdes sēde 2026. gada 19. februārī, 4. jautājums)",
        "Prospekta 2019. gada 1. jūlija redakcijā",
        "Prospekta projektā (3. versija, janvāris)",
        "| Rādītājs | Faktiskais 31.12.2025. | Limits | Izmantojums |",
        "Prospekts, 6. sadaļa „Ieguldījumu ierobežojumi” (izraksts)",
        "nozares vidējais",
        "neierobežotais optimālais portfelis",
    ):
        assert form in said, form


def test_batch_zzzzt_gives_latitude_over_caps_only_and_assumes_a_quarter_up() -> None:
    cases = reviews_heldout_zzzzt.generate()
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
        # granted: the band runs from six tenths of its top to its top; the twin 1/4 up
        high = inside / (0.6 + 0.25 * 0.4)
        assert abs(outside - 1.2 * high) < 1e-5, case.case_id
        if flawed.unit == "fraction":
            assert outside <= 1
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzzt_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzt.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        modes.setdefault((i // 2) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"ieguldijumu_politika_2026", "valdes_lemumi_2026"}
    assert heads == {"IZRAKSTS", "No:"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzt_writes_its_bands_no_to_lidz_without_a_tail() -> None:
    said = texts_of(reviews_heldout_zzzzt.generate(), "range_assumption")
    assert re.search(r"no \d+(,\d+)?% līdz \d+(,\d+)?%", said)
    assert re.search(r"no \d+ bp līdz \d+ bp", said)
    assert not re.search(r"(aktīviem|vērtības|ierobežošanas) līdz", said)
    for form in (
        "noraidīts (par – 2, pret – 5)",
        "atlikts (ieguldījumu komiteja",
        "izņemts no darba kārtības",
        "Padome nepiekrita",
        "pieņemts vienbalsīgi",
        "valde ieteikumu apstiprināja",
        "Padome piekrita",
    ):
        assert form in said, form


def test_batch_zzzzt_breaches_its_limits_by_a_fifth() -> None:
    cases = reviews_heldout_zzzzt.generate()
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
            assert (i + i // 4) % 4 != 0
            wanted: tuple[float, ...] = (1.2, 0.8)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            assert (i + i // 4) % 4 == 0
            wanted = (1.2 / 0.85, 0.8 / 1.1)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzt_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzt.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 4) % 6
        modes.setdefault(shape, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split("\n", 1)[0].split(" ", 1)[0])
    assert {
        "prospekts_ziedkalne_aktivais.6_ieguldijumu_ierobezojumi.6.3",
        "padomes_protokols_4_2025.lemumi[1].teksts",
        reviews_heldout_zzzzt.MANDATE_ID,
    } == refs
    assert heads == {"LATVIJAS", "From:", "VALDES", "LIMITU"}
    assert len(modes) == 6
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzt_writes_to_the_broker_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzt.generate(), "mandate_breach")
    assert re.search(r"not (more|less) than \d+(%| bps| business days);", said)
    assert "State Funded Pensions Law" in said
    assert re.search(r"Padome vienbalsīgi apstiprināja .+ (augšējo|apakšējo) robežu", said)


def test_batch_zzzzt_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzt.generate()
    withdrawn: dict[str, set[str]] = {
        "noraidīts (par – 2, pret – 5)": set(),
        "LABOJUMS: mērķa funkcija": set(),
        "izņemts no darba kārtības": set(),
        "Precizējums pēc padomes|neņemiet vērā rīta ziņu": set(),
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


def test_batch_zzzzt_quotes_the_withdrawn_wording_the_latvian_way() -> None:
    said = texts_of(reviews_heldout_zzzzt.generate(), "objective")
    assert re.search(r"Priekšlikums \(„[^”]+”\) noraidīts", said)
    assert re.search(r"Jautājums par formulējumu „[^”]+” izņemts no darba kārtības", said)
    assert "Šarpa koeficient" in said
    assert "Tātad ne Šarps." in said
    assert "«" not in said
    assert "»" not in said


def test_batch_zzzzt_tests_on_four_anchored_years_from_2016() -> None:
    for case in reviews_heldout_zzzzt.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start.isoformat() for w in windows} == {"2010-01-04"}  # anchored
        assert windows[0].test_start.isoformat() == "2016-01-04"
        assert windows[-1].test_end.isoformat() == "2019-12-30"
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_start.month == 1
            assert window.test_end.month == 12
            assert window.test_end.year == window.test_start.year
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end < later.test_start
            assert earlier.train_end < later.train_end


def test_batch_zzzzt_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzt.generate():
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
            for form in ("ALM analīze 2026, 3. nodaļa", "Riska pārvaldības funkcijas", "audita")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzt_compares_2025_with_2024_over_sixteen_quarters() -> None:
    shrank = 0
    for case in reviews_heldout_zzzzt.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2026-02-27"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Emitenta analīze – AS „Lielupes Koks”")
        if not case.flawed and "samazinājās vidēji par divciparu procentu" in case.bundle.answer:
            shrank += 1
    assert shrank  # the shrinking option: a double-digit compound fall, claimed true


def test_batch_zzzzt_writes_as_a_riga_pension_manager_does() -> None:
    cases = reviews_heldout_zzzzt.generate()
    forms = {
        "invented_limit": (
            "Izraksts no ieguldījumu komitejas sēdes protokola Nr. 2/2026",
            "Nolēma (vienbalsīgi)",
            "atlikts",
            "Protokolēja: Dace Rozīte, komitejas sekretāre",
            "Temats: RE: Pārbalansēšana 1. ceturksnī",
            "| Rādītājs | Faktiskais | Limits | Izmantojums |",
            "AS „Baltijas Turētājbanka”",
            "IEGULDĪJUMU PLĀNA PROSPEKTS",
            "„Ieguldījumu ierobežojumi”",
            "IEGULDĪJUMU KOMITEJAS SĒDES DARBA KĀRTĪBA",
            "4. Dažādi",
            "IEKŠĒJS MEMORANDS",
            "Latvijas Bankas atbilde",
            "[nosaka valde]",
            "1 284,6 milj. EUR",
            "40 miljonu eiro",
            "3,8 milj. EUR",
            "25 bāzes punktiem",
            "2025. gada 31. decembrī",
            "2026. gada 26. februāra sēdē",
            "Valsts fondēto pensiju likumu",
        ),
        "mandate_breach": (
            "'6_ieguldijumu_ierobezojumi'",
            "'6.3'",
            "LATVIJAS BANKA",
            "Nr. 2.2-13/1487",
            "Latvijas Bankas noteikumiem",
            "līdz 2026. gada 31. martam",
            "'lemumi'",
            "apmērā",
            "Northgate Securities Ltd",
            "VALDES LĒMUMS Nr. 5/2026-2",
            "par – 3, pret – 0",
            "LIMITU TABULA",
            "ne vairāk kā",
            "ne mazāk kā",
            "no 2 līdz 8 gadiem",
            "BBB-",
        ),
        "range_assumption": (
            "Ieguldījumu politika 2026, 4. punkts",
            "| Aktīvu klase | Stratēģiskais sadalījums | Minimums | Maksimums |",
            "bez atsevišķa valdes lēmuma",
            "ikdienas portfeļa pārvaldība",
            "koridor",
            "'4_punkts_koridori'",
            "IZRAKSTS NO IEGULDĪJUMU KOMITEJAS SĒDES PROTOKOLA",
            "'valdes_lemumi_2026'",
            "Ilze Kalniņa-Ozola (valdes priekšsēdētāja)",
        ),
        "objective": (
            "Prospekts, 3. sadaļa (ieguldījumu mērķis)",
            "Valdes lēmums Nr. 4/2026-1",
            "Ieguldījumu komitejas sēdes protokols Nr. 1/2026",
            "ALM analīze, ieteikums",
            "etalon",
            "9,7%",
            "kopš plāna darbības sākuma 2008. gadā",
            "nevis samazināt novirzi no etalona",
        ),
        "stated_leakage": (
            "ALM analīze 2026, 3. nodaļa",
            "Riska pārvaldības funkcijas ziņojums",
            "Iekšējā audita ziņojums",
            "izslēgšanas sarakstu",
            "no 04.01.2010. līdz 30.12.2015.",
            "līdz 2015. gada novembrim",
            "līdz 2015. gada 3. ceturksnim",
            "četriem paplašinātiem logiem",
        ),
        "trend_claim": (
            "Ieguldījumu komitejas sēdei 2026. gada 12. martā",
            "akcionāra tiesību īstenošana",
            "(Nasdaq Riga: LKO1R)",
            "Lēmums (vienbalsīgi)",
            "K. Dzenis, Teams",
            "| Emitents | Plāns | Komentārs |",
            "Ceturkšņa pārskats plāna dalībniekiem",
            "procentpunktiem",
            "milj. EUR",
            "2025. gadā",
            "ceturksnī",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzt_says_the_verbs_of_a_trend_and_their_ne_negations() -> None:
    said = texts_of(reviews_heldout_zzzzt.generate(), "trend_claim")
    verbs = ("pieauga", "samazinājās", "uzlabojās", "pasliktinājās")
    negations = ("nesamazinājās", "nepieauga", "nepasliktinājās", "neuzlabojās")
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 6, found
    assert sum(1 for v in negations if v in said) >= 2, found
    assert re.search(r"no \d,\dx līdz \d,\dx", said)  # a leverage move, "no … līdz …"


def test_batch_zzzzt_writes_some_limits_in_words_with_their_case_endings() -> None:
    worded = 0
    for case in reviews_heldout_zzzzt.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                assert re.search(r"ne (vairāk|mazāk) kā " + re.escape(written), text), written
                assert re.search(r" (procenti|bāzes punkti|darba dienas)$", written), written
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzt.generate(), "mandate_breach")
    genitive = "|".join(_GENITIVE_WORDS)
    assert re.search(rf"\b({genitive}) (procentu|bāzes punktu|darba dienu) apmērā", said)
    nominative = "|".join(_NUMBER_WORDS)
    assert re.search(rf"\bne (vairāk|mazāk) kā ({nominative})\b", said)


def test_batch_zzzzt_writes_its_figures_the_latvian_way() -> None:
    cases = reviews_heldout_zzzzt.generate()
    said = texts_of(cases)
    for form in (
        "% no plāna aktīviem",
        "bāzes punkti",
        " bp",
        "procentpunkti gadā",
        "darba dienas",
        "procenti",
        "milj. EUR",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d milj\. EUR", said)  # space thousands, decimal comma
    for case in cases:  # a Latvian figure has a comma and "%" with no space before it
        for m in case.bundle.user_messages:
            english = m.text.startswith("From:")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not english
                assert not re.search(r"\d\.\d", written), (case.case_id, written)
                assert not re.search(r"\d %", written), (case.case_id, written)


def test_batch_zzzzt_writes_latvian_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzt.generate())
    for form in (
        "31.12.2025.",
        "27.02.2026.",
        "2025. gada 31. decembrī",
        "2026. gada 14. janvārī",
        "2026. gada 26. februāra",
        "2026. gada 1. ceturkšņa",
        "2025. gada 4. ceturksnī",
        "pēdējo piecu ceturkšņu laikā",
        "kopš 2018. gada",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzzt_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzt.generate(per_kind=6))
