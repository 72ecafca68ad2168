"""Held-out batch ZZZZA: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Polish PTE's zarząd, rada nadzorcza, komitet inwestycyjny, dyrektor
inwestycyjny and Departament Zarządzania Ryzykiem do, with decimal commas, space thousands,
"proc." and "pkt proc.", Polish dates and periods, some limits in words in the case the sentence
governs and an external manager's English schedule."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzza

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Polish number words (nominative and genitive) the batch writes some limits in
_NUMBER_WORDS = (
    "cztery",
    "czterech",
    "sześć",
    "sześciu",
    "osiem",
    "ośmiu",
    "dwanaście",
    "dwunastu",
    "szesnaście",
    "szesnastu",
    "dwadzieścia",
    "dwudziestu",
    "trzydzieści",
    "trzydziestu",
    "czterdzieści",
    "czterdziestu",
    "sześćdziesiąt",
    "sześćdziesięciu",
    "osiemdziesiąt",
    "osiemdziesięciu",
    "sto",
    "stu",
    "dwieście",
    "dwustu",
    "półtorakrotność",
    "półtorakrotności",
    "dwukrotność",
    "dwukrotności",
)
#: the genitives among them, which "na poziomie" and a negated verb govern
_GENITIVES = {
    "czterech",
    "sześciu",
    "ośmiu",
    "dwunastu",
    "szesnastu",
    "dwudziestu",
    "trzydziestu",
    "czterdziestu",
    "sześćdziesięciu",
    "osiemdziesięciu",
    "stu",
    "dwustu",
    "półtorakrotności",
    "dwukrotności",
}


def _says_a_value(span: str) -> bool:
    """A figure, or a Polish number word opening the span ("dwustu punktów bazowych")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzza"))


def test_batch_zzzza_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzza.generate(),
        seed=reviews_heldout_zzzza.SEED,
        kinds=reviews_heldout_zzzza.KINDS,
        tag="zzzza",
    )


def test_batch_zzzza_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzza.generate())


def test_batch_zzzza_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzza.generate(), reviews_heldout_zzzza.KINDS)


def test_every_span_of_batch_zzzza_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzza.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzza_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzza.generate())


def test_batch_zzzza_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzza.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzza_seed_and_kinds() -> None:
    assert reviews_heldout_zzzza.SEED == 20270174
    assert len(reviews_heldout_zzzza.KINDS) == 7


def test_every_function_batch_zzzza_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzza.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzza_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzza.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    before = after = 0
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
        elif answer.kind == "mandate":  # the polityka before it, the English schedule after it
            assert constraint.provenance == "mandate_clause"
            if answer.text.startswith("POLITYKA INWESTYCYJNA"):
                assert messages[0] is answer
                before += 1
            else:
                assert answer.text.startswith("INVESTMENT GUIDELINES – Schedule 3")
                assert messages[1] is answer
                assert re.fullmatch(r"\d+(\.\d+)?(%| bps| companies| business days|x)", written), (
                    written
                )
                after += 1
        else:  # the depozytariusz's arkusz, returned after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("ARKUSZ LIMITÓW")
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit in ("fraction", "multiple"):
                assert re.fullmatch(r"\d,\d{4}", written), written
    assert before
    assert after


def test_batch_zzzza_turns_its_six_invented_answers_so_each_form_meets_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 6
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzza_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "3 proc. w skali roku ponad inflację" in str(case.bundle.mandate)


def test_batch_zzzza_states_limits_as_shares_bp_counts_days_and_multiples() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzza.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days", "multiple"}


#: each limit's two field names
_LIMITS = (
    {"max_foreign_assets_share", "limitAktywowZagranicznych"},
    {"max_unlisted_share", "limitNienotowanych"},
    {"max_single_issuer_share", "limitJednegoEmitenta"},
    {"max_unhedged_currency", "limitWalutowyNiezabezpieczony"},
    {"max_tracking_error_bps", "limitTrackingError"},
    {"min_treasury_share", "limitSkarbowychMin"},
    {"min_holdings_equity", "liczbaSpolekMin"},
    {"min_liquidity_days", "horyzontPlynnosciMin"},
    {"min_outflow_coverage", "pokrycieWyplatMin"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6] | _LIMITS[7] | _LIMITS[8]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzza_misquotes_every_limit_each_structure_on_five_in_a_row() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (4 * (i % 5) + i // 5) % 9, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(9))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzza_misquotes_with_four_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzza.generate(), "false_provenance")
    for form in (
        "Uchwała została odrzucona (3 głosy za, 4 przeciw)",
        "wniosek wycofano przed posiedzeniem",
        "odroczono (posiedzenie rady nadzorczej 20.03.2025 r., pkt 7)",
        "zdjęto z porządku obrad",
    ):
        assert form in said, form


def test_batch_zzzza_gives_latitude_over_caps_and_floors_and_assumes_a_quarter_up() -> None:
    cases = reviews_heldout_zzzza.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = floors = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        floor = flawed.name in _FLOORS
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (2, 5)
            continue
        seen_granted += 1
        if floor:  # the band runs from the floor to eight fifths of it; the twin a quarter up
            floors += 1
            low = inside / (1 + 0.6 / 4)
            assert abs(outside - 0.75 * low) < 1e-6, case.case_id
            if flawed.unit in ("count", "days"):  # whole spółki and days in and out of the band
                assert inside.is_integer(), case.case_id
                assert outside.is_integer(), case.case_id
        else:  # the band runs from five eighths of its top to its top
            high = inside / (0.625 + 0.375 / 4)
            assert abs(outside - 1.25 * high) < 1e-6, case.case_id
        if flawed.unit == "fraction":  # a share is at most all of it
            assert outside <= 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert floors


def test_batch_zzzza_places_its_latitude_in_four_shapes_three_cases_at_a_time() -> None:
    heads: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 3) % 4
        if case.bundle.mandate is not None:
            heads.setdefault(shape, set()).update(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.setdefault(shape, set()).add(m.text.split(" ", 1)[0])
    assert heads == {
        0: {"polityka_inwestycyjna_2025"},
        1: {"ZAŁĄCZNIK"},
        2: {"regulamin_komitetu_inwestycyjnego"},
        3: {"Od:"},
    }


def test_batch_zzzza_writes_a_band_s_low_end_as_its_number_alone() -> None:
    said = texts_of(reviews_heldout_zzzza.generate(), "range_assumption")
    assert re.search(r"\d–\d[\d,]*( proc\.|%| pb| spółek| dni)", said)
    assert re.search(r"między \d[\d,]* a \d[\d,]*", said)


def test_batch_zzzza_breaches_its_limits_by_a_quarter() -> None:
    cases = reviews_heldout_zzzza.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.25 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i // 6) % 4 != 2
            wanted: tuple[float, ...] = (1.25, 0.75)
        else:
            assumed += 1
            assert (i // 6) % 4 == 2
            wanted = (1.25 / 0.85, 0.75 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzza_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = _index(case.case_id) % 6
        modes.setdefault(shape, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "polityka_inwestycyjna_2025.limity_inwestycyjne[2].tresc",
        "protokol_rn_13_03_2025.uchwaly[1].tresc",
        "statut_funduszu.§ 12.ust. 3",
        reviews_heldout_zzzza.MANDATE_ID,
    } == refs
    assert heads == {"KOMISJA", "INVESTMENT", "Uchwała"}
    assert set(modes) == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzza_writes_the_english_schedule_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzza.generate(), "mandate_breach")
    assert re.search(
        r"not (more|less) than \d+(\.\d+)?(%| bps| companies| business days|x)\.", said
    )
    assert "Any breach shall be remedied within five Business Days." in said


def test_batch_zzzza_writes_words_in_the_case_the_sentence_governs() -> None:
    cases = reviews_heldout_zzzza.generate()
    genitive = re.compile(r"(na poziomie|nie przekraczała|nie spadała poniżej) (\S+)")
    nominative = re.compile(r"(wynosi|co najmniej|maksymalnie) (\S+)")
    seen_gen = seen_nom = 0
    for text in texts_of(cases).split("\n"):
        for _, word in genitive.findall(text):
            if word in _NUMBER_WORDS:
                assert word in _GENITIVES, text
                seen_gen += 1
        for _, word in nominative.findall(text):
            if word in _NUMBER_WORDS:
                assert word not in _GENITIVES, text
                seen_nom += 1
    assert seen_gen
    assert seen_nom


def test_batch_zzzza_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzza.generate()
    withdrawn: dict[str, set[str]] = {
        "| Dotychczasowe brzmienie | Nowe brzmienie |": set(),
        "został wycofany. Komitet rekomenduje w zamian": set(),
        "[usunięto: ": set(),
        "Sprostowanie po posiedzeniu rady nadzorczej|proszę zignorować mój poranny mail": set(),
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


def test_batch_zzzza_wants_each_objective_for_two_cases_in_both_modes() -> None:
    wanted: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "objective" or case.flawed:
            continue
        wanted.setdefault(str(case.bundle.contract.objective_kind), set()).add(case.bundle.policy)
    assert len(wanted) == 4
    assert all(m == {"chat", "strategy"} for m in wanted.values())


def test_batch_zzzza_tests_on_five_expanding_folds_from_2016() -> None:
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 5
        assert {w.train_start.isoformat() for w in test.windows} == {"2010-01-04"}
        assert [w.test_start.year for w in test.windows] == [2016, 2017, 2018, 2019, 2020]
        assert min(w.test_start for w in test.windows).isoformat() == "2016-01-04"
        for window in test.windows:
            assert window.train_end < window.test_start
            assert window.test_end.year == window.test_start.year
            assert (window.test_end.month, window.test_end.day) != (12, 31)  # the GPW is closed


def test_batch_zzzza_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzza.generate():
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
            form in said for form in ("Analiza ALM 2025, rozdz. 3", "Przegląd", "audytu")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzza_compares_2024_with_2023_over_sixteen_quarters() -> None:
    grew = shrank = 0
    for case in reviews_heldout_zzzza.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-27"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "PLN"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Notatka o spółce – Nadwiślańska")
        if not case.flawed:
            grew += "dwucyfrowe średnioroczne tempo wzrostu" in case.bundle.answer
            shrank += "dwucyfrowy średnioroczny spadek" in case.bundle.answer
    assert grew  # a double-digit compound rise, claimed true of the portfel zamówień
    assert shrank  # and a fall, claimed true of the dług netto


def test_batch_zzzza_writes_as_a_polish_pte_does() -> None:
    cases = reviews_heldout_zzzza.generate()
    forms = {
        "invented_limit": (
            "Wyciąg z protokołu nr 3/2025",
            "zatwierdziła limit",
            "Uchwała została podjęta jednogłośnie.",
            "odroczono",
            "Od: Agnieszka Kołodziej (dyrektor inwestycyjny)",
            "Pozdrawiam\nAgnieszka",
            "| Pozycja | Wartość | Limit | Wykorzystanie limitu |",
            "ARKUSZ LIMITÓW – depozytariusz",
            "wartość_limitu = ",
            "POLITYKA INWESTYCYJNA Bursztyn OFE",
            "INVESTMENT GUIDELINES – Schedule 3",
            "Porządek obrad – posiedzenie komitetu inwestycyjnego",
            "Teams – Agnieszka K.",
            "NOTATKA SŁUŻBOWA",
            "Lista zadań – Departament Zarządzania Ryzykiem",
            "DNE-WNE.4020.17.2025",
            "[do ustalenia przez radę nadzorczą]",
            "wycofany",
            "zdjęto z porządku obrad",
            "12,4 mld zł",
            "600 mln zł",
            "412,3 mln zł",
            "50 pb",
            "I kw. 2025 r.",
            "13 marca 2025 r.",
            "na koniec 2024 r.",
        ),
        "false_provenance": (
            "W polityce inwestycyjnej z 14.12.2023 r.",
            "Projekt polityki (wersja 2, styczeń)",
            "Raport ryzyka za I kw. 2025 r.",
            "| Pozycja | Wartość na 31.03.2025 r. | Limit | Wykorzystanie limitu |",
            "Polityka inwestycyjna, załącznik nr 1 (wyciąg)",
            "mediana OFE (dane KNF za 2024 r.)",
            "Analiza ALM 2025",
            "proc.",
            "procent",
        ),
        "mandate_breach": (
            "'limity_inwestycyjne'",
            "'tresc'",
            "KOMISJA NADZORU FINANSOWEGO – zalecenie",
            "ustawy o organizacji i funkcjonowaniu funduszy emerytalnych",
            "'uchwaly'",
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 3",
            "Northgate Asset Management Ltd",
            "Uchwała zarządu nr 22/2025",
            "'§ 12'",
            "co najmniej",
            "maksymalnie",
            "3–7 lat",
            "II półrocze 2025 r.",
        ),
        "range_assumption": (
            "Polityka inwestycyjna 2025, rozdz. 6",
            "| Limit | Waga strategiczna | Dopuszczalny przedział | Decyzja w przedziale |",
            "bez kolejnej uchwały",
            "decyzja zarządzającego",
            "został odrzucony",
            "odroczono",
            "wniosek wycofano",
            "zdjęto z porządku obrad",
            "Do tego czasu obowiązuje",
            "limit minimalny",
            "limit maksymalny",
            "'rozdzial_6_przedzialy'",
            "ZAŁĄCZNIK NR 3 DO POLITYKI INWESTYCYJNEJ",
            "'regulamin_komitetu_inwestycyjnego'",
            "prof. Andrzej Malinowski (przewodniczący rady nadzorczej)",
        ),
        "objective": (
            "Polityka inwestycyjna 2025, rozdz. 2 (cel inwestycyjny)",
            "Uchwała rady nadzorczej nr 18/2025",
            "Protokół komitetu inwestycyjnego z 06.03.2025 r.",
            "Analiza ALM 2025, rekomendacja",
            "Opinia Departamentu Zarządzania Ryzykiem",
            "benchmark",
            "nie Sharpe",
        ),
        "stated_leakage": (
            "Analiza ALM 2025, rozdz. 3",
            "Przegląd Departamentu Zarządzania Ryzykiem",
            "Notatka audytu wewnętrznego",
            "tablice trwania życia",
            "listę wyłączeń",
            "04.01.2010–30.12.2015",
            "listopad 2015",
            "III kw. 2015",
            "tydzień 51/2015",
            "pięciu",
        ),
        "trend_claim": (
            "Na posiedzenie komitetu inwestycyjnego 18.03.2025 r. (pkt 5 porządku obrad",
            "### Notatka o spółce – Nadwiślańska Grupa Budowlana S.A. (GPW: NGB)",
            "Raport ryzyka za IV kw. 2024 r., załącznik 4",
            "Protokół z posiedzenia komitetu inwestycyjnego z 18.03.2025 r., pkt 5",
            "Michał Sadowski",
            "| Spółka | Wartość pakietu | Udział w głosach | Komentarz |",
            "polityki zaangażowania",
            "pkt proc.",
            " mln zł",
            "mld zł",
            "w 2024 r.",
            "II półroczu 2024 r.",
            "r/r",
            "od debiutu na GPW w 2007 r.",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzza_inflects_its_claims_with_their_subjects() -> None:
    said = texts_of(reviews_heldout_zzzza.generate(), "trend_claim")
    for wrong in (
        "przychody wzrósł",
        "przychody spadł",
        "marża EBITDA wzrósł",
        "zysk netto wzrosła",
    ):
        assert wrong not in said.lower(), wrong
    for form in ("wzrosły", "wzrosła", "obniżyła się", "zwiększył się"):
        assert form in said, form


def test_batch_zzzza_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzza.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _GENITIVES, written  # the protokół's "na poziomie"
                worded += 1
    assert worded


def test_batch_zzzza_writes_its_figures_the_polish_way() -> None:
    cases = reviews_heldout_zzzza.generate()
    said = texts_of(cases)
    for form in (
        " proc.",
        "punktów bazowych",
        " pb",
        "dni sesyjnych",
        "spółek",
        "pkt proc.",
        "w skali roku",
        "od początku roku",
        "raza",
        "x",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d mln zł", said)  # space thousands, decimal comma
    assert ".." not in said  # an abbreviation's full stop is not doubled
    assert not re.search(r"proc,|pkt,", said)
    for case in cases:  # a cited figure never carries a decimal point outside the English text
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if not m.text.startswith("INVESTMENT GUIDELINES"):
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzza_writes_polish_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzza.generate())
    for form in (
        "31.03.2025 r.",
        "13 marca 2025 r.",
        "I kw.",
        "IV kw. 2024 r.",
        "półroczu",
        "na koniec",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzza_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzza.generate(per_kind=6))
