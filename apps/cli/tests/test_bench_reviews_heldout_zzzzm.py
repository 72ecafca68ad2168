"""Held-out batch ZZZZM: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Ljubljana pokojninska družba's uprava, nadzorni svet, naložbeni odbor,
direktor naložb and funkcija upravljanja tveganj do, in Slovenian: decimal commas and dot
thousands, "%" after a space, the noun after a number in its dual or plural ("dva odstotka",
"tri odstotke", "dve odstotni točki", "baznih točk"), dates with spaces and months in words,
"3. četrtletje 2025", some limits in words, a multiple among the floors and a portfolio
manager's English."""

from __future__ import annotations

import itertools
import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzm

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Slovenian number words the batch writes some limits in (the first word of each)
_NUMBER_WORDS = (
    "dva",
    "dve",
    "tri",
    "štiri",
    "pet",
    "osem",
    "deset",
    "petnajst",
    "dvajset",
    "trideset",
    "petintrideset",
    "štirideset",
    "petinštirideset",
    "petdeset",
    "sto",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Slovenian number word opening the span ("petintrideset odstotkov")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzm"))


def _cases() -> list[reviews_heldout_zzzzm.HeldOutCase]:
    return reviews_heldout_zzzzm.generate()


def test_batch_zzzzm_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        _cases(), seed=reviews_heldout_zzzzm.SEED, kinds=reviews_heldout_zzzzm.KINDS, tag="zzzzm"
    )


def test_batch_zzzzm_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(_cases())


def test_batch_zzzzm_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(_cases(), reviews_heldout_zzzzm.KINDS)


def test_every_span_of_batch_zzzzm_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(_cases(), says_a_value=_says_a_value)


def test_every_cited_mandate_clause_of_batch_zzzzm_is_there() -> None:
    check_mandate_clauses_exist(_cases())


def test_batch_zzzzm_has_336_bundles_half_of_them_flawed() -> None:
    cases = _cases()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzm_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzm.SEED == 20270186
    assert reviews_heldout_zzzzm.TAG == "zzzzm"
    assert len(reviews_heldout_zzzzm.KINDS) == 7


def test_every_function_batch_zzzzm_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in _cases():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzm_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [c for c in _cases() if c.kind == "invented_limit" and not c.flawed]
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
            if answer.text.startswith("From: Nina Hribar"):  # English to a foreign broker
                assert re.fullmatch(r"\d+(\.\d+)?(%| bps|x| issuers)", written), written
                placed.add("english")
        elif answer.kind == "mandate":  # the naložbena politika, given before the request
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("NALOŽBENA POLITIKA KRITNEGA SKLADA")
            assert messages[0] is answer
            placed.add("politika")
        else:  # the skrbniška banka's obrazec, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert "OBRAZEC ZA NASTAVITEV LIMITOV" in answer.text
            assert f"Vrednost: {written}\n" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit in ("fraction", "multiple"):
                assert re.fullmatch(r"\d,\d{2,3}", written), written
            placed.add("obrazec")
    assert placed == {"english", "politika", "obrazec"}


def test_batch_zzzzm_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in _cases():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        assert _index(case.case_id) % 5 == [
            "IZPISEK IZ ZAPISNIKA",
            "From: Nina Hribar (u",
            "TABELA LIMITOV – fun",
            "BANKA SORICA d.d. – ",
            "NALOŽBENA POLITIKA K",
        ].index(head), head
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 5
    assert all(modes == {"chat", "strategy"} for modes in seen.values())


def test_batch_zzzzm_bounds_every_other_strategy_case_from_the_first_pair_by_other_terms() -> None:
    for case in _cases():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id


def test_batch_zzzzm_misquotes_every_limit_in_every_structure() -> None:
    subject_of = {f: s.key for s in reviews_heldout_zzzzm._SUBJECTS for f in s.fields}
    met: dict[int, set[str]] = {}
    for case in _cases():
        if case.kind != "false_provenance" or not case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        met.setdefault(i % 5, set()).add(subject_of[constraint.name])
    assert set(met) == set(range(5))
    assert all(len(keys) >= 4 for keys in met.values())  # the default pairing, i + i // 5
    assert set().union(*met.values()) == {s.key for s in reviews_heldout_zzzzm._SUBJECTS}


def test_batch_zzzzm_misquotes_with_four_predlogi_not_adopted() -> None:
    said = texts_of(_cases(), "false_provenance")
    for form in (
        "Predlog je bil zavrnjen (dva glasova za, pet proti)",
        "je bil predlog umaknjen z dnevnega reda",
        "je bilo preloženo",
        "ni potrdil",
    ):
        assert form in said, form


def test_batch_zzzzm_gives_latitude_over_caps_assuming_four_tenths_of_the_way() -> None:
    cases = _cases()
    by_id = {c.case_id: c for c in cases}
    refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert not flawed.name.startswith("min_")
        if i % 6 in (1, 4):  # refused: the same point assumed under a refusal
            refused += 1
            assert case.bundle.policy == "strategy"
            assert flawed.value == twin.value
        else:  # granted: 1.3 of the top against four tenths of the way from 0.6 of it
            ratio = float(str(flawed.value)) / float(str(twin.value))
            assert abs(ratio - 1.3 / (0.6 + 0.4 * 0.4)) < 1e-3, (case.case_id, ratio)
    assert refused == 8


def test_batch_zzzzm_places_its_latitude_in_five_shapes_and_refuses_it_four_ways() -> None:
    said = texts_of(_cases(), "range_assumption")
    for form in (
        "'clen_6_strateska_alokacija'",
        "IZPISEK IZ ZAPISNIKA 9. seje naložbenega odbora (12. novembra 2025)",
        "SKLEP UPRAVE št. 2025/41",
        "'pooblastila_upravljavcem'",
        "(predsednica uprave)",
        "je bil zavrnjen (dva glasova za, pet proti)",
        "je bila umaknjena z dnevnega reda",
        "je bilo preloženo na decembrsko sejo",
        "uprava predloga ni potrdila",
        "je bil sprejet (pet glasov za, dva proti)",
        "| Naložbeni razred | Strateška utež | Spodnja meja | Zgornja meja |",
    ):
        assert form in said, form
    assert re.search(r"\d+(,\d)? %–\d+(,\d)? %", said)
    assert re.search(r"\d+ bt–\d+ bt|\d+ baznih točk–", said)


def test_batch_zzzzm_breaches_its_limits_by_a_fifth() -> None:
    cases = _cases()
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
            assert (i + i // 6) % 4 != 2
            wanted: tuple[float, ...] = (1.2, 0.8)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            assert (i + i // 6) % 4 == 2
            wanted = (1.2 / 0.85, 0.8 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzm_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in _cases():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = _index(case.case_id) % 6
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
        "nalozbena_politika_ks_dinamicni.clen_7_nalozbene_omejitve[2].besedilo",
        "sklepi_nadzornega_sveta_2025.seja_5[1]",
        reviews_heldout_zzzzm.MANDATE_ID,
    } == refs
    assert heads == {"AGENCIJA", "ZAPISNIK", "TABELA", "INVESTMENT"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzm_writes_the_agreement_in_english_figures() -> None:
    said = texts_of(_cases(), "mandate_breach")
    assert re.search(r"not (more|less) than \d+(\.\d+)?(%| bps|x| issuers)\.", said)
    assert "remedied within five business days." in said
    everywhere = texts_of(_cases())
    assert re.search(r"not less than 1\.\d+x", everywhere)  # an English decimal point


def test_batch_zzzzm_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "je bil umaknjen z dnevnega reda": set(),
        "POPRAVEK – ciljna funkcija": set(),
        "se spremeni tako, da se glasi": set(),
        "Popravek po seji nadzornega sveta|pozabite moje jutranje sporočilo": set(),
    }
    for case in _cases():
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzm_quotes_the_withdrawn_wording_the_slovenian_way() -> None:
    said = texts_of(_cases(), "objective")
    assert re.search(r"Prvotni predlog \(„[^“]+“\) je bil umaknjen z dnevnega reda", said)
    assert re.search(r"ki se je glasil „[^“]+“, se spremeni tako, da se glasi: „", said)
    assert "”" not in said  # Slovenian quotes open low and close high: „…“
    assert "«" not in said


def test_batch_zzzzm_tests_on_four_anchored_calendar_years_from_2018() -> None:
    for case in _cases():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start for w in windows} == {date(2012, 1, 3)}  # anchored
        assert [w.test_start.year for w in windows] == [2018, 2019, 2020, 2021]
        for window in windows:
            assert window.train_end < window.test_start
            assert window.train_end.year == window.test_start.year - 1
            assert window.test_start.month == 1
            assert window.test_start.day >= 3  # 2 January is a holiday
            assert window.test_end == date(window.test_start.year, 12, 31)
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end < later.test_start


def test_batch_zzzzm_writes_its_whole_sentences_from_the_first_case_in_the_evidence_first() -> None:
    for case in _cases():
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
            for form in ("Študija ALM 2025, 3. poglavje", "Poročilo funkcije", "notranje revizije")
        )
        assert whole == (i % 3 == 0), case.case_id
        if i % 4 == 0:  # placed in the evidence first, not in the reasoning
            assert (
                case.bundle.contract.evidence[0].description != "dobljene uteži in njihovo tveganje"
            )
            assert not case.bundle.reasoning


def test_batch_zzzzm_compares_2024_with_2023_over_nineteen_quarters() -> None:
    grew = shrank = 0
    for case in _cases():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-11-21"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 19
        assert result["currency"] == "EUR"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("### Analiza izdajatelja – Kamniška Strojegradnja d.d.")
        if not case.flawed:
            if "rasli po dvomestni povprečni letni stopnji" in answer:
                grew += 1
            if "zmanjševalo po dvomestni povprečni letni stopnji" in answer:
                shrank += 1
    assert grew  # a double-digit compound rise, claimed true of the prihodki
    assert shrank  # and a double-digit compound fall, of the stanje naročil (`shrinking`)


def test_batch_zzzzm_says_the_verbs_of_a_trend_agreeing_with_their_subjects() -> None:
    said = texts_of(_cases(), "trend_claim")
    forms = (
        "so se povečali",
        "so se zmanjšali",
        "se niso zmanjšali",
        "se je izboljšala",
        "se je poslabšala",
        "se ni poslabšala",
        "se je znižalo",
        "se je zvišalo",
        "se ni zvišalo",
        "se je zmanjšalo",
        "se ni povečalo",
        "se je izboljšal ",
        "se je poslabšal ",
        "se ni izboljšal ",
    )
    found = [f for f in forms if f in said]
    assert len(found) >= 10, found
    assert re.search(r"se je (znižalo|zvišalo) [zs] \d,\d na \d,\d", said)
    assert re.search(r"za \d+,\d odstotne točke", said)
    assert re.search(r"za (približno|več kot|skoraj) \d+ %", said)
    assert "od vstopa na borzo (2007)" in said


def test_batch_zzzzm_writes_as_a_slovenian_pension_company_does() -> None:
    cases = _cases()
    forms = {
        "invented_limit": (
            "IZPISEK IZ ZAPISNIKA 9. seje naložbenega odbora",
            "Pokojninska družba Šmarna, d.d.",
            "z dne 12. novembra 2025",
            "Sklep št. 9/2025-3",
            "(pet glasov za, dva proti)",
            "je bilo preloženo",
            "Zapisala: Urška Mlakar",
            "Kestrel & Vance Securities",
            "lep pozdrav",
            "| Omejitev | Meja | Stanje | Izkoriščenost |",
            "BANKA SORICA d.d. – skrbniške storitve",
            "NALOŽBENA POLITIKA KRITNEGA SKLADA ŠMARNA DINAMIČNI",
            "DNEVNI RED – 10. seja naložbenega odbora",
            "3. Razno",
            "SLUŽBENI ZAZNAMEK",
            "Seznam nalog – funkcija upravljanja tveganj",
            "40110-37/2025-4",
            "[določi uprava]",
            "umaknjena z dnevnega reda",
            "1.486,3 mio EUR",
            "25 baznih točk",
            "3. četrtletje 2025",
            "ZPIZ-2",
        ),
        "false_provenance": (
            "14. decembra 2022",
            "V osnutku (3. različica, januar 2025)",
            "Tabela limitov za 3. četrtletje 2025",
            "| Omejitev | Stanje 30. 9. 2025 | Meja | Izkoriščenost |",
            "Naložbena politika 2025, priloga 2 (izvleček)",
            "statistika AZN",
            "Študija ALM 2025: neomejeni optimalni portfelj",
            " %",
        ),
        "mandate_breach": (
            "'clen_7_nalozbene_omejitve'",
            "'tocka': '7.3'",
            "AGENCIJA ZA ZAVAROVALNI NADZOR",
            "do 15. januarja 2026",
            "'seja_5'",
            "Sklep NS 5/2025-2",
            "ZAPISNIK 9. seje naložbenega odbora",
            "Dnevni red:",
            "VaR (99 %, eno leto)",
            "Fenwick Row Asset Management Ltd",
            "največ",
            "najmanj",
            "med 3 in 7 let",
            "BBB-",
        ),
        "objective": (
            "Naložbena politika 2025, 3. člen (cilji)",
            "Sklep uprave št. 2025/44",
            "Zapisnik 9. seje naložbenega odbora (12. 11. 2025), 2. točka",
            "Študija ALM 2025, priporočilo",
            "referenčni indeks",
            "zajamčeno donosnost",
            "Torej ne Sharpe",
            "in ne sledilna napaka",
            "od začetka leta",
            "dve odstotni točki",
        ),
        "stated_leakage": (
            "Študija ALM 2025, 3. poglavje",
            "Poročilo funkcije upravljanja tveganj",
            "Poročilo notranje revizije",
            "tablice umrljivosti",
            "SBITOP",
            "izključitveni seznam",
            "od 3. 1. 2012 do 29. 12. 2017",
            "do novembra 2017",
            "do 3. četrtletja 2017",
            "do 51. tedna leta 2017",
            "štirih razširjajočih se oknih",
        ),
        "trend_claim": (
            "Za 10. sejo naložbenega odbora (10. 12. 2025, 4. točka",
            "### Analiza izdajatelja – Kamniška Strojegradnja d.d. (Ljubljanska borza: KSTG)",
            "Četrtletno spremljanje naložb, 3. četrtletje 2025, priloga 2",
            "Zapisnik 10. seje naložbenega odbora",
            "upravljavka portfelja v Teams",
            "| Izdajatelj | Tržna vrednost | Delež v skladu | Komentar |",
            "Letno poročilo 2025 (osnutek)",
            "mio EUR",
            "6.812.400 EUR",
            "v letu 2024",
            "četrtletj",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzm_writes_some_limits_in_words_with_the_dual_and_plural() -> None:
    worded = []
    for case in _cases():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                worded.append(written)
    assert worded
    for form in worded:
        assert re.fullmatch(
            r"(dva odstotka|(tri|štiri) odstotke|[a-zš ]+ odstotkov|dve odstotni točki|"
            r"(tri|štiri) odstotne točke|[a-z ]+ baznih točk|[a-zš]+ izdajateljev)",
            form,
        ), form
    said = texts_of(_cases())
    for form in ("odstotkov", "odstotka", "odstotne točke", "baznih točk", "izdajateljev"):
        assert form in said, form
    assert re.search(r"\b(2|dva) odstotka\b", said)  # the dual
    assert re.search(r"\b\d,\d odstotka\b", said)  # a decimal takes the genitive singular
    assert re.search(r"\b(3|4|tri|štiri) odstotke\b", said)  # the plural after three and four
    assert re.search(r"\b(2|dve) odstotni točki\b", said)


def test_batch_zzzzm_writes_its_figures_the_slovenian_way() -> None:
    cases = _cases()
    said = texts_of(cases)
    for form in (
        " % sredstev kritnega sklada",
        " bt",
        "-kratnik",
        " x",
        "različnih izdajateljev",
        "mio EUR",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d mio EUR", said)  # dot thousands, decimal comma
    assert re.search(r"\d\.\d{3}\.\d{3} EUR", said)
    for case in cases:  # a Slovenian figure is written with a comma, "%" after a space
        for m in case.bundle.user_messages:
            english = m.text.startswith(("From: Nina Hribar", "INVESTMENT"))
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if english:
                    assert " %" not in written, (case.case_id, written)
                    assert "," not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)
                    assert not re.search(r"\d%", written), (case.case_id, written)


def test_batch_zzzzm_writes_slovenian_dates_and_periods() -> None:
    said = texts_of(_cases())
    for form in (
        "30. 9. 2025",
        "10. 12. 2025",
        "12. novembra 2025",
        "31. decembra 2022",
        "3. četrtletje 2025",
        "v 4. četrtletju",
        "od začetka leta",
    ):
        assert form in said, form
    assert re.search(r"v zadnjih petih četrtletjih|od konca leta 2024", said)
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{1,2}\.\d{1,2}\.\d{4}\b", said)  # dates are spaced: 30. 9. 2025
    assert not re.search(r"\bQ[1-4]\b", said)  # quarters as "3. četrtletje"


def test_batch_zzzzm_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzm.generate(per_kind=6))
