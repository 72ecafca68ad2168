"""Held-out batch ZZZZG: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Bratislava dôchodková správcovská spoločnosť's predstavenstvo,
investičný výbor, odbor investícií and odbor riadenia rizík do, in Slovak: decimal commas, space
thousands, "%" after a space, "percent" agreeing with its number, "bázických bodov" and "p. b.",
dates as "31. 12. 2024" and "1. štvrťrok 2025", some limits in words in the nominative and in
the genitive, a multiple among the caps and an external manager's English schedule."""

from __future__ import annotations

import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzg

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Slovak number words the batch writes some limits in: nominative, then genitive
_NOMINATIVE = (
    "tri",
    "štyri",
    "päť",
    "šesť",
    "desať",
    "dvanásť",
    "pätnásť",
    "dvadsať",
    "sedemdesiat",
    "osemdesiat",
    "deväťdesiat",
    "jedenapolnásobok",
    "päťdesiat",
    "sedemdesiatpäť",
    "stopäťdesiat",
    "dvesto",
    "štyristo",
    "šesťsto",
)
_GENITIVE = (
    "troch",
    "štyroch",
    "piatich",
    "šiestich",
    "desiatich",
    "dvanástich",
    "pätnástich",
    "dvadsiatich",
    "sedemdesiatich",
    "osemdesiatich",
    "deväťdesiatich",
    "jedenapolnásobku",
    "päťdesiatich",
    "stopäťdesiatich",
)
_NUMBER_WORDS = _NOMINATIVE + _GENITIVE


def _says_a_value(span: str) -> bool:
    """A figure, or a Slovak number word opening the span ("päť percent", "piatich percent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzg"))


def test_batch_zzzzg_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzg.generate(),
        seed=reviews_heldout_zzzzg.SEED,
        kinds=reviews_heldout_zzzzg.KINDS,
        tag="zzzzg",
    )


def test_batch_zzzzg_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzg.generate())


def test_batch_zzzzg_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzg.generate(), reviews_heldout_zzzzg.KINDS)


def test_every_span_of_batch_zzzzg_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzg.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzg_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzg.generate())


def test_batch_zzzzg_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzg.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzg_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzg.SEED == 20270180
    assert reviews_heldout_zzzzg.TAG == "zzzzg"
    assert len(reviews_heldout_zzzzg.KINDS) == 7


def test_every_function_batch_zzzzg_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzg.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzg_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzzg.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the štatút, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("ŠTATÚT KARPATIA ")
            assert "\nČlánok 7 – Obmedzenie a rozloženie rizika\n" in answer.text
            seen.add("statut")
        else:  # the depozitár's CSV export, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("Podunajská banka, a.s. – depozitár")
            header, row = answer.text.split("\n")[-2:]
            assert header == "kód;ukazovateľ;fond;hodnota;jednotka;typ"
            cells = row.split(";")
            assert cells[3] == written
            assert cells[5] == ("min" if constraint.name in _FLOORS else "max")
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
            if constraint.unit == "multiple":
                assert re.fullmatch(r"1,\d{2}", written), written
            seen.add("depozitar")
    assert seen == {"reply", "statut", "depozitar"}


def test_batch_zzzzg_states_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    heads = ("Výpis zo zápisnice", "Od: Ing. Zuzana", "Správa o riziku", "Podunajská", "ŠTATÚT")
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzg.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = heads[_index(case.case_id) % 5]
        assert answer.text.startswith(head), (case.case_id, answer.text[:40])
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzg_bounds_every_other_strategy_case_from_the_first_pair_by_other_terms() -> None:
    for case in reviews_heldout_zzzzg.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "0,3 % z priemernej ročnej ČHM" in str(case.bundle.mandate)


def test_batch_zzzzg_states_limits_as_shares_bp_multiples_and_counts() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzg.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple", "count"}


#: each limit's two field names
_LIMITS = (
    {"max_single_issuer_share", "limitJedenEmitentMax"},
    {"max_deposits_one_bank_share", "limitVkladyJednaBankaMax"},
    {"max_open_fx_position_share", "limitOtvorenaMenovaPoziciaMax"},
    {"max_tracking_error_bps", "trackingErrorIndexovyMax"},
    {"max_gross_exposure_multiple", "hrubaExpoziciaMaxNasobok"},
    {"min_investment_grade_share", "limitInvesticnyStupenMin"},
    {"min_equity_holdings", "pocetTitulovMin"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzg_misquotes_every_limit_a_new_one_each_round() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzg.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (2 * i + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzg_misquotes_with_five_navrhy_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzg.generate(), "false_provenance")
    for form in (
        "Návrh bol zamietnutý (hlasovanie: 2 za, 3 proti)",
        "bod bol stiahnutý z programu rokovania",
        "investičný výbor odročil (zasadnutie 20. 3. 2025, bod 7)",
        "nezískal na zasadnutí predstavenstva potrebnú väčšinu",
        "predstavenstvo zrušilo",
    ):
        assert form in said, form


def test_batch_zzzzg_gives_latitude_over_caps_and_the_titles_floor_assuming_the_middle() -> None:
    cases = reviews_heldout_zzzzg.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = seen_floor = 0
    units = set()
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        units.add(flawed.unit)
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        if flawed.name in _FLOORS:  # the band from the floor up to it over four fifths
            low = inside / ((1 + 1 / 0.8) / 2)
            assert abs(outside - 0.8 * low) < 1e-5, case.case_id
            assert flawed.unit == "count"
            seen_floor += 1
        else:  # the band from four fifths of its top to its top; the twin in the middle
            high = inside / ((0.8 + 1) / 2)
            assert abs(outside - 1.4 * high) < 1e-5, case.case_id
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert seen_floor
    assert units == {"fraction", "bps", "count"}


def test_batch_zzzzg_fixes_a_refused_band_at_its_low_end_for_a_cap_and_its_top_for_a_floor() -> (
    None
):
    seen = 0
    for case in reviews_heldout_zzzzg.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (constraint,) = case.bundle.contract.constraints
        said = str(case.bundle.mandate) + " ".join(m.text for m in case.bundle.user_messages)
        fixed = re.search(
            r"(?:“ na|(?:horný|dolný) limit na|ostáva na|Platí úroveň) (\d+(?:,\d+)?)( %)?", said
        )
        if fixed is None:  # granted latitude
            continue
        seen += 1
        assumed = float(str(constraint.value))
        level = float(fixed.group(1).replace(",", "."))
        if fixed.group(2):
            level /= 100
        if constraint.name in _FLOORS:
            assert level > assumed, case.case_id
        else:
            assert level < assumed, case.case_id
    assert seen == 8


def test_batch_zzzzg_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzg.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault((_index(case.case_id) // 2) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"investicna_strategia_2025", "poverenie_portfolio_manazera"}
    assert heads == {"VÝPIS", "Od:"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzg_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzg.generate(), "range_assumption")
    for form in (
        "bol zamietnutý (2 za, 3 proti)",
        "bolo odročené",
        "bod bol stiahnutý z programu rokovania",
        "nezískal potrebnú väčšinu",
    ):
        assert form in said, form
    for form in (
        "schválilo návrh",
        "schválený jednomyseľne",
        "odporúčanie prijal",
        "bol schválený",
    ):
        assert form in said, form


def test_batch_zzzzg_breaches_its_limits_by_a_fifth() -> None:
    cases = reviews_heldout_zzzzg.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    uncited_modes = set()
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        # cited: the twin at the limit itself; else inside it, 0.95 of a cap or 1.1 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i + i // 4) % 4 != 3
            wanted: tuple[float, ...] = (1.2, 0.8)
        else:
            assumed += 1
            uncited_modes.add(case.bundle.policy)
            assert (i + i // 4) % 4 == 3
            wanted = (1.2 / 0.95, 0.8 / 1.1)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert uncited_modes == {"chat", "strategy"}


def test_batch_zzzzg_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzg.generate():
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
        "statut_fondu.clanok_7_limity.7.3",
        "zapisnica_predstavenstva_2025_03_20.uznesenia[2].znenie",
        reviews_heldout_zzzzg.MANDATE_ID,
    } == refs
    assert heads == {"NÁRODNÁ", "SCHEDULE", "INVESTIČNÁ", "ZÁPISNICA"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzg_writes_the_schedule_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzg.generate(), "mandate_breach")
    assert re.search(r"(maximum|minimum) \d+(\.\d+)?(%| bps|x NAV| holdings)\.", said)
    assert "Slovak Act No. 43/2004 Coll." in said
    assert "on the next business day." in said
    latitude = texts_of(reviews_heldout_zzzzg.generate(), "range_assumption")
    assert "no further instruction from the d.s.s. is required" in latitude


def test_batch_zzzzg_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzg.generate()
    withdrawn: dict[str, set[str]] = {
        "sa text „": set(),
        "OPRAVA": set(),
        "| Doterajšie znenie | Nové znenie |": set(),
        "Odteraz platí|zabudni na môj ranný mail": set(),
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


def test_batch_zzzzg_replaces_the_withdrawn_line_as_the_slovak_papers_do() -> None:
    said = texts_of(reviews_heldout_zzzzg.generate(), "objective")
    assert re.search(r"sa text „[^“]+“ nahrádza textom „[^“]+“", said)
    assert re.search(r"som uviedla „[^“]+“ – to neplatí", said)
    assert re.search(r"\| 2 \(ciele\) \| [^|]+ \| [^|]+ \|", said)
    assert "Odteraz platí" in said
    assert "zabudni na môj ranný mail" in said


def test_batch_zzzzg_tests_on_five_anchored_calendar_year_folds_from_2017() -> None:
    for case in reviews_heldout_zzzzg.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 5
        assert {w.train_start for w in test.windows} == {date(2011, 1, 3)}  # anchored
        assert [w.test_start.year for w in test.windows] == [2017, 2018, 2019, 2020, 2021]
        for before, after in zip(test.windows, test.windows[1:], strict=False):
            assert before.test_end < after.test_start
            assert before.train_end < after.train_end  # expanding
        for window in test.windows:
            assert window.train_end < window.test_start
            assert (window.test_start - window.train_end).days <= 4
            assert window.test_start.year == window.test_end.year
            assert 355 < (window.test_end - window.test_start).days < 366


def test_batch_zzzzg_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzg.generate():
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
            for form in ("Metodika backtestu", "Stanovisko odboru", "vnútorného auditu", "Poznámka")
        )
        assert whole == (i % 3 == 0), case.case_id
        if i % 4 == 0:  # placed in the evidence's description first
            assert case.bundle.contract.evidence[0].description != "váhy a ich riziko"


def test_batch_zzzzg_compares_2024_with_2023_over_twenty_four_quarters() -> None:
    grew = faster = shrank = signed = 0
    for case in reviews_heldout_zzzzg.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-10"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        assert result["currency"] == "EUR"
        values = [
            v
            for row in rows
            if isinstance(row, dict)
            for k, v in row.items()
            if k.endswith("_meur")
        ]
        signed += any(isinstance(v, float) and v < 0 for v in values)
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("#### Kreditná poznámka – Tatranská vodárenská spoločnosť, a.s.")
        if not case.flawed:
            assert "pomalšie ako v roku 2023" not in answer
            grew += bool(re.search(r"rástli medzi 4\. štvrťrokom 2022 .* dvojciferným", answer))
            shrank += bool(re.search(r"klesali medzi 4\. štvrťrokom 2022 .* dvojciferným", answer))
            faster += "rýchlejšie ako v roku 2023" in answer
    assert grew  # a double-digit compound rise, claimed true of the tržby
    assert shrank  # and a double-digit compound fall, claimed true of the investičné výdavky
    assert faster  # and a faster 2024, claimed true of the tržby
    assert signed  # the voľný peňažný tok goes below zero


def test_batch_zzzzg_writes_as_a_bratislava_pension_fund_manager_does() -> None:
    cases = reviews_heldout_zzzzg.generate()
    forms = {
        "invented_limit": (
            "Výpis zo zápisnice č. 4/2025 zo zasadnutia investičného výboru",
            "jednomyseľne odporučil predstavenstvu",
            "Zapísal: Mgr. Tomáš Vrabec, tajomník IV",
            "Od: Ing. Zuzana Hrušovská, PhD.",
            "Predmet: RE: Rebalancing Q2 2025",
            "Let me know",
            "| Ukazovateľ | Fond | Skutočnosť | Limit | Čerpanie limitu |",
            "Export limitov ex post kontroly",
            "Podunajská banka, a.s.",
            "ŠTATÚT KARPATIA",
            "predchádzajúci súhlas",
            "§ 81 zákona č. 43/2004 Z. z.",
            "Program:",
            "Rôzne",
            "Teams – Lucia N.",
            "INTERNÉ MEMORANDUM",
            "Zoznam otvorených bodov",
            "15 pracovných dní",
            "„[doplní IV]“",
            "1 482,6 mil. EUR",
            "18,4 mil. EUR",
            "2,1 mil. EUR",
            "dvadsaťpäť bázických bodov",
            "1. štvrťrok 2025",
            "31. 12. 2024",
            "pre ukazovateľ „",
        ),
        "false_provenance": (
            "Štatút v znení účinnom do 31. 3. 2025",
            "V drafte investičnej stratégie (verzia 0.3 z januára)",
            "2 za, 3 proti",
            "Správa o riziku za 1. štvrťrok 2025",
            "| Ukazovateľ | Skutočnosť k 31. 3. 2025 | Limit | Čerpanie |",
            "Investičná stratégia, príloha 1 – tabuľka limitov (výňatok)",
            "štatistika ADSS k 31. 12. 2024",
            "Zákon č. 43/2004 Z. z. by pri",
            "stiahnutý z programu rokovania",
        ),
        "mandate_breach": (
            "'clanok_7_limity'",
            "'7.3'",
            "NÁRODNÁ BANKA SLOVENSKA",
            "opatreniach na nápravu",
            "'uznesenia'",
            "Fenwick Rowe Investment Management Ltd",
            "ZÁPISNICA č. 6/2025",
            "za 5, proti 0, zdržal sa 0",
            "INVESTIČNÁ STRATÉGIA 2025 – príloha 1",
            "najviac",
            "najmenej",
            "4 až 7 rokov",
            "BBB-",
            "VaR (99 %, 1 mesiac)",
            "3. štvrťrok 2025",
        ),
        "range_assumption": (
            "Investičná stratégia 2025, časť 3 (strategická alokácia)",
            "tolerančné pásmo",
            "bez ďalšieho uznesenia predstavenstva",
            "bežnej správy portfólia",
            "side letter k IMA",
            "horný limit",
            "dolný limit",
            "'cast_3_strategicka_alokacia'",
            "VÝPIS Z UZNESENÍ PREDSTAVENSTVA",
            "'poverenie_portfolio_manazera'",
            "Ing. Martin Kováčik",
            "titulov",
        ),
        "objective": (
            "Investičná stratégia 2025, časť 2 (ciele)",
            "Uznesenie predstavenstva P-2025/10",
            "Zápisnica z investičného výboru zo 6. marca 2025",
            "Stanovisko odboru riadenia rizík",
            "Sharpeho pomer",
            "MSCI ACWI",
            "referenčnou hodnotou",
            "nie Sharpe",
            "5,5 % z vymeriavacieho základu",
        ),
        "stated_leakage": (
            "Metodika backtestu (odbor riadenia rizík, 8. 4. 2025)",
            "Stanovisko odboru riadenia rizík k backtestu",
            "Správa vnútorného auditu",
            "index SAX",
            "ŠÚ SR",
            "Sociálnej poisťovne",
            "ARDAL",
            "do 30. 12. 2016",
            "do novembra 2016",
            "3. štvrťrok 2016",
            "51. týždeň 2016",
            "piatich",
        ),
        "trend_claim": (
            "Na zasadnutie investičného výboru 14. 3. 2025 (bod 6, monitoring emitentov",
            "#### Kreditná poznámka – Tatranská vodárenská spoločnosť, a.s. (emitent dlhopisu",
            "Štvrťročná správa o hospodárení DGF – 4. štvrťrok 2024",
            "Zápisnica z investičného výboru zo 14. 3. 2025, bod 6",
            "we stay invested",
            "| Emitent | Menovitá hodnota | Podiel na ČHM | Komentár |",
            " mil. EUR",
            "x ",
            "v roku 2024",
            "medziročne",
            "od privatizácie v roku 2002",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzg_writes_some_limits_in_words_in_both_cases() -> None:
    worded = 0
    for case in reviews_heldout_zzzzg.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                # the IV's zápisnica, in the genitive: "na úrovni piatich percent"
                assert text[: constraint.span.start].endswith("na úrovni "), written
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzg.generate(), "mandate_breach")
    nominatives = "|".join(_NOMINATIVE)
    genitives = "|".join(_GENITIVE)
    assert re.search(rf"(najviac|najmenej) ({nominatives})\b", said)  # the uznesenie
    everywhere = texts_of(reviews_heldout_zzzzg.generate())
    assert re.search(rf"na úrovni ({genitives})\b", everywhere)  # the IV's zápisnica


def test_batch_zzzzg_writes_its_figures_the_slovak_way() -> None:
    cases = reviews_heldout_zzzzg.generate()
    said = texts_of(cases)
    for form in (
        "% ČHM",
        "% čistej hodnoty majetku",
        "bázických bodov",
        " bp",
        " b. b.",
        " p. b. ročne",
        "-násobok",
        " percent",
        " percentá",
        "titulov",
        "mil. EUR",
        "za posledných päť rokov",
        "medziročne",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d mil\. EUR", said)  # space thousands, decimal comma
    assert re.search(r"\d \d{3} \d{3} EUR", said)
    for case in cases:  # a Slovak figure has a decimal comma and "%" after a space
        for m in case.bundle.user_messages:
            english = m.text.startswith("SCHEDULE 3")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if english:
                    assert "," not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d%", written), (case.case_id, written)
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzzg_agrees_percent_with_its_number() -> None:
    said = texts_of(reviews_heldout_zzzzg.generate())
    assert not re.search(r"\b([5-9]|\d\d+) percentá\b", said)  # five and up take "percent"
    assert not re.search(r"\d,\d+ percent\b", said)  # a decimal takes "percenta"
    for found in re.finditer(r"\b[234] percent\b", said):  # two to four only in the genitive
        assert said[: found.start()].endswith("na úrovni "), said[found.start() - 40 : found.end()]
    assert re.search(r"\b[34] percentá\b", said)  # "4 percentá", as Slovak says it


def test_batch_zzzzg_is_slovak_not_czech() -> None:
    said = texts_of(reviews_heldout_zzzzg.generate())
    for letter in ("ä", "ô", "ľ", "ň"):
        assert letter in said, letter
    for czech in ("ř", "ů", "ě", "představenstvo", "akcionář", "společnost "):
        assert czech not in said, czech


def test_batch_zzzzg_writes_slovak_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzg.generate())
    for form in (
        "31. 12. 2024",
        "k 31. 3. 2025",
        "27. marca 2025",
        "6. marca 2025",
        "1. štvrťrok 2025",
        "3. štvrťrok 2025",
        "4. štvrťrok 2024",
        "v 2. polroku 2024",
        "za posledných päť rokov",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{1,2}\.\d{1,2}\.\d{4}\b", said)  # a space after each dot


def test_batch_zzzzg_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzg.generate(per_kind=6))
