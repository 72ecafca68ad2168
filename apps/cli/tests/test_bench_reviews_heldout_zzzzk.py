"""Held-out batch ZZZZK: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Zagreb mirovinsko društvo's Uprava, Investicijski odbor, upravitelji
portfelja and Funkcija upravljanja rizicima do, in Croatian: decimal commas, dot thousands, "%"
after a space, "baznih bodova" and "postotnih bodova", dates as "31. prosinca 2025." with months
in the genitive and Roman tromjesečja, euro amounts with kuna figures in history, some limits in
words, a count and a multiple among the floors, and English e-mails to a foreign broker."""

from __future__ import annotations

import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzk

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Croatian number words the batch writes some limits in
_NUMBER_WORDS = (
    "pet",
    "deset",
    "petnaest",
    "dvadeset",
    "trideset",
    "četrdeset",
    "šezdeset",
    "jedan",
    "dva",
    "tri",
    "sto",
    "dvjesto",
    "tristo",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Croatian number word opening the span ("trideset pet posto")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzk"))


_CASES = reviews_heldout_zzzzk.generate()


def test_batch_zzzzk_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        _CASES, seed=reviews_heldout_zzzzk.SEED, kinds=reviews_heldout_zzzzk.KINDS, tag="zzzzk"
    )


def test_batch_zzzzk_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(_CASES)


def test_batch_zzzzk_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(_CASES, reviews_heldout_zzzzk.KINDS)


def test_every_span_of_batch_zzzzk_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(_CASES, says_a_value=_says_a_value)


def test_every_cited_mandate_clause_of_batch_zzzzk_is_there() -> None:
    check_mandate_clauses_exist(_CASES)


def test_batch_zzzzk_has_336_bundles_half_of_them_flawed() -> None:
    assert len(_CASES) == 336
    assert sum(1 for case in _CASES if case.flawed) == 168


def test_batch_zzzzk_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzk.SEED == 20270184
    assert reviews_heldout_zzzzk.TAG == "zzzzk"
    assert len(reviews_heldout_zzzzk.KINDS) == 7


def test_every_function_batch_zzzzk_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in _CASES:
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzk_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [c for c in _CASES if c.kind == "invented_limit" and not c.flawed]
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
        if answer.kind == "template_inputs":  # the tablica limita, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("TABLICA LIMITA")
            assert "| Ostvarenje | Limit | Iskorištenost |" in answer.text
            seen.add("tablica")
        elif answer.kind == "mandate":  # the prospekt, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("PROSPEKT FONDA DINARA OBVEZNI MIROVINSKI FOND")
            seen.add("prospekt")
        elif answer.text.startswith("FW: limits"):  # English, to a broker, after the request
            assert messages[1] is answer
            assert re.fullmatch(r"\d+(\.\d+)?(%| bps| issuers|x)", written), written
            seen.add("english")
        else:  # a reply in Croatian, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            seen.add("reply")
    assert seen == {"tablica", "prospekt", "english", "reply"}


def test_batch_zzzzk_states_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[int, set[str]] = {}
    for case in _CASES:
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        turn = _index(case.case_id) % 5
        frame = reviews_heldout_zzzzk._STATINGS[turn].frame
        assert answer.text[:12] == frame[:12], case.case_id
        seen.setdefault(turn, set()).add(case.bundle.policy)
    assert len(seen) == 5
    for turn, modes in seen.items():
        assert modes == {"chat", "strategy"}, turn


def test_batch_zzzzk_bounds_every_other_strategy_case_from_the_first_pair_by_other_terms() -> None:
    for case in _CASES:
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "referentni prinos nije ograničenje ulaganja" in str(case.bundle.mandate)


def test_batch_zzzzk_states_limits_as_shares_bp_counts_and_multiples() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in _CASES
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "multiple"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "limitDioniceMaks"},
    {"max_real_estate_alternative_share", "limitNekretnineAlternativniMaks"},
    {"max_single_issuer_share", "limitIzdavateljMaks"},
    {"max_equity_tracking_error_bps", "aktivniRizikDioniceMaks"},
    {"min_euro_assets_share", "limitImovinaEurMin"},
    {"min_bond_issuers", "brojIzdavateljaObvezniceMin"},
    {"min_liquidity_coverage_multiple", "omjerLikvidnostiMin"},
)
_FLOORS = _LIMITS[4] | _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzk_misquotes_every_limit_each_structure_on_five_in_a_row() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in _CASES:
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (4 * (i % 5) + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzk_misquotes_with_four_prijedlozi_not_adopted_and_the_wider_law() -> None:
    said = texts_of(_CASES, "false_provenance")
    for form in (
        "Prijedlog je odbijen (dva glasa za, pet protiv)",
        "točka povučena s dnevnog reda",
        "odgođen je (Investicijski odbor, sjednica 12. veljače 2026., točka 6.)",
        "nije dobio potrebnu većinu na sjednici Uprave",
        "Zakon o obveznim mirovinskim fondovima za ",
        "statut stroži",
    ):
        assert form in said, form


def test_batch_zzzzk_gives_latitude_over_caps_and_the_euro_floor_a_quarter_up() -> None:
    by_id = {c.case_id: c for c in _CASES}
    seen_granted = seen_refused = seen_floor = 0
    for case in _CASES:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        if flawed.name in _FLOORS:  # the band from the floor up to it over four fifths
            low = inside / (1 + (1 / 0.8 - 1) / 4)
            assert abs(outside - 0.8 * low) < 1e-5, case.case_id
            seen_floor += 1
        else:  # the band from four fifths of its top to its top; the twin a quarter up
            high = inside / (0.8 + 0.2 / 4)
            assert abs(outside - 1.2 * high) < 1e-4, case.case_id
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert seen_floor


def test_batch_zzzzk_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in _CASES:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault((_index(case.case_id) // 2) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"statut_fonda_b", "poslovnik_investicijskog_odbora"}
    assert heads == {"ODLUKA", "Za:"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzk_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(_CASES, "range_assumption")
    for form in (
        "je odbijen",
        "povučen je s dnevnog reda",
        "odgođen je",
        "nije dobio potrebnu većinu",
    ):
        assert form in said, form
    for form in ("prihvatila prijedlog", "jednoglasno je prihvaćen", "usvojen je", "dobio je"):
        assert form in said, form


def test_batch_zzzzk_breaches_its_limits_by_four_tenths() -> None:
    by_id = {c.case_id: c for c in _CASES}
    cited = assumed = 0
    for case in _CASES:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        if over.provenance == "mandate_clause":
            cited += 1
            assert i % 4 != 2
            wanted: tuple[float, ...] = (1.4, 0.6)
        else:
            assumed += 1
            assert i % 4 == 2
            wanted = (1.4 / 0.85, 0.6 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzzk_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in _CASES:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 4) % 6
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
        "statut_fonda_b.clanak_24.stavak_3",
        "zapisnik_no_2026_02.odluke[2].tekst",
        "prospekt_fonda_b.ogranicenja_ulaganja[3]",
        reviews_heldout_zzzzk.MANDATE_ID,
    } == refs
    assert heads == {"HRVATSKA", "ZAPISNIK", "TABLICA"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzk_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "zamjenjuju se riječima": set(),
        "ISPRAVAK": set(),
        "povukao s dnevnog reda": set(),
        "sada glasi|zaboravite moj jutarnji e-mail": set(),
    }
    for case in _CASES:
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzk_tests_on_four_anchored_calendar_year_folds_from_2018() -> None:
    for case in _CASES:
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 4
        assert {w.train_start for w in test.windows} == {date(2012, 1, 2)}  # anchored
        assert min(w.test_start for w in test.windows) == date(2018, 1, 2)
        assert max(w.test_end for w in test.windows) == date(2021, 12, 30)
        for before, after in zip(test.windows, test.windows[1:], strict=False):
            assert before.test_end == after.train_end
            assert before.test_end < after.test_start
        for window in test.windows:
            assert window.train_end < window.test_start
            assert window.test_start.year == window.test_end.year


def test_batch_zzzzk_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in _CASES:
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
                "Analiza strateške alokacije 2026., poglavlje",
                "Mišljenje Funkcije",
                "interne revizije",
            )
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzk_compares_2025_with_2024_over_twenty_four_quarters() -> None:
    faster = shrank = 0
    for case in _CASES:
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2026-03-04"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        assert result["currency"] == "EUR"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("#### Bilješka analitičara – Sunčani Otoci d.d.")
        if not case.flawed:
            assert "sporije u 2025." not in answer
            faster += "brže u 2025. nego u 2024." in answer
            shrank += "smanjivao se po dvoznamenkastoj prosječnoj godišnjoj stopi" in answer
    assert faster  # a faster 2025, claimed true of the prihodi
    assert shrank  # a double-digit compound fall, claimed true of the neto dug


def test_batch_zzzzk_writes_as_a_zagreb_pension_company_does() -> None:
    forms = {
        "invented_limit": (
            "Izvadak iz zapisnika s 9. sjednice Investicijskog odbora",
            "jednoglasno je donesena odluka IO-14/2026",
            "Zapisnik vodila: Ivana Lovrić",
            "Šalje: Petra Jurić",
            "Poštovani,",
            "Lijep pozdrav,",
            "Hi Tom,",
            "TABLICA LIMITA – Funkcija upravljanja rizicima",
            "PROSPEKT FONDA",
            "Dnevni red:",
            "Razno",
            "SLUŽBENA BILJEŠKA",
            "Popis otvorenih pitanja",
            "[utvrdit će Uprava]",
            "5.934,7 milijuna eura",
            "68,3 milijuna eura",
            "25 baznih bodova",
            "I. tromjesečje 2026.",
            "31. prosinca 2025.",
            "HANFA-e",
        ),
        "false_provenance": (
            "Statut u tekstu od 15. lipnja 2019.",
            "u kunama",
            "Nacrt izmjena statuta",
            "Izvješće o rizicima za IV. tromjesečje 2025.",
            "| Pokazatelj | Ostvarenje 31.12.2025. | Limit | Iskorištenost |",
            "Statut fonda, prilog 2. (izvadak)",
            "statistika HANFA-e, kraj 2025.",
            "Analiza strateške alokacije 2026.",
        ),
        "mandate_breach": (
            "'clanak_24'",
            "'stavak_3'",
            "HRVATSKA AGENCIJA ZA NADZOR FINANCIJSKIH USLUGA",
            "KLASA: UP/I 972-02/26-01/07",
            "URBROJ: 326-01-26-3",
            "u roku od 30 dana",
            "'odluke'",
            "Dražen Kovač",
            "ZAPISNIK S 10. SJEDNICE INVESTICIJSKOG ODBORA",
            "pet glasova za, dva protiv",
            "VaR (99 %, 10 dana)",
            "'ogranicenja_ulaganja'",
            "najviše",
            "najmanje",
            "od 4 do 7 godina",
            "BBB-",
            "III. tromjesečje 2026.",
        ),
        "range_assumption": (
            "Statut fonda, članak 25. (strateška alokacija)",
            "strateška alokacija",
            "bez nove odluke Uprave",
            "tekućeg upravljanja",
            "Nadzorni odbor",
            "gornji limit",
            "donji limit",
            "'clanak_25_rasponi_strateske_alokacije'",
            "ODLUKA UPRAVE",
            "'poslovnik_investicijskog_odbora'",
            "Predsjednica Uprave, Vesna Horvat-Kolar",
            "Jadranska depozitarna banka d.d.",
        ),
        "objective": (
            "Statut fonda, članak 22. (ciljevi ulaganja)",
            "Odluka Uprave U-7/2026",
            "Zapisnik Investicijskog odbora od 5. ožujka 2026.",
            "Analiza strateške alokacije 2026., preporuka",
            "Mišljenje Funkcije upravljanja rizicima",
            "referentni prinos",
            "ne Sharpe",
        ),
        "stated_leakage": (
            "Analiza strateške alokacije 2026., poglavlje 3.",
            "Mišljenje Funkcije upravljanja rizicima",
            "Izvješće interne revizije",
            "CROBEX",
            "popis isključenja",
            "do 29. prosinca 2017.",
            "studenoga 2017.",
            "III. tromjesečja 2017.",
            "50. tjedna 2017.",
        ),
        "trend_claim": (
            "Za sjednicu Investicijskog odbora 12. ožujka 2026. (točka 5., glasovanje na glavnoj "
            "skupštini)",
            "#### Bilješka analitičara – Sunčani Otoci d.d. (Zagrebačka burza: SNOT-R-A)",
            "Izvješće o ulaganjima fonda kategorije B – IV. tromjesečje 2025., prilog 2",
            "we keep the position",
            "| Izdavatelj | Tržišna vrijednost | Udio | Komentar |",
            " p.b.",
            " mil. EUR",
            "u 2025.",
            "u istom tromjesečju prethodne godine",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(_CASES, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzk_writes_some_limits_in_words() -> None:
    worded = 0
    for case in _CASES:
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
    said = texts_of(_CASES, "mandate_breach")
    assert re.search(
        r"(trideset|četrdeset|dvadeset|šezdeset|deset|pet|dvjesto|tristo|sto pedeset|jedan i pol"
        r"|dva|tri) (posto|baznih bodova|izdavatelja|puta)",
        said,
    )


def test_batch_zzzzk_writes_its_figures_the_croatian_way() -> None:
    said = texts_of(_CASES)
    for form in (
        " % neto imovine fonda",
        "baznih bodova",
        " b.b.",
        " p.b. godišnje",
        "postotnih bodova",
        " posto",
        "izdavatelja",
        " puta",
        "36.259,3 milijuna kuna",
        "fiksnom tečaju konverzije 7,53450",
        "412.806 članova",
        "od početka godine",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d milijuna eura", said)  # dot thousands, decimal comma
    for case in _CASES:  # a Croatian figure has a decimal comma and "%" after a space
        for m in case.bundle.user_messages:
            english = m.text.startswith("FW: limits")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if english:
                    assert "," not in written, (case.case_id, written)
                    assert " %" not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)
                    assert not re.search(r"\d%", written), (case.case_id, written)


def test_batch_zzzzk_writes_croatian_dates_and_periods() -> None:
    said = texts_of(_CASES)
    for form in (
        "31. prosinca 2025.",
        "5. ožujka 2026.",
        "27. veljače 2026.",
        "1. travnja 2026.",
        "15. lipnja 2019.",
        "1. siječnja 2026.",
        "IV. tromjesečje 2025.",
        "III. tromjesečje 2026.",
        "I. tromjesečje 2026.",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)
    for english_month in ("January", "March", "December"):
        assert english_month not in said, english_month


def test_batch_zzzzk_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzk.generate(per_kind=6))
