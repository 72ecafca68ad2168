"""Held-out batch ZZZZE: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Prague penzijní společnost's představenstvo, investiční výbor,
investiční ředitelka and risk manažer do, in Czech: decimal commas, space-grouped thousands, "%"
after a space, "p. b." and "bp", dates as 31. 3. 2025 and "1. čtvrtletí 2025", some limits in
words, a leverage cap as a multiple among the caps and an external manager's English
guidelines."""

from __future__ import annotations

import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzze

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Czech number words the batch writes some limits in
_NUMBER_WORDS = (
    "tři",
    "pět",
    "deset",
    "patnáct",
    "dvacet",
    "třicet",
    "čtyřicet",
    "padesát",
    "šedesát",
    "sto",
    "dvě",
    "jedenapůlnásobek",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Czech number word opening the span ("třicet pět procent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzze"))


def test_batch_zzzze_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzze.generate(),
        seed=reviews_heldout_zzzze.SEED,
        kinds=reviews_heldout_zzzze.KINDS,
        tag="zzzze",
    )


def test_batch_zzzze_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzze.generate())


def test_batch_zzzze_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzze.generate(), reviews_heldout_zzzze.KINDS)


def test_every_span_of_batch_zzzze_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzze.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzze_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzze.generate())


def test_batch_zzzze_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzze.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzze_seed_and_kinds() -> None:
    assert reviews_heldout_zzzze.SEED == 20270178
    assert reviews_heldout_zzzze.TAG == "zzzze"
    assert len(reviews_heldout_zzzze.KINDS) == 7


def test_every_function_batch_zzzze_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzze.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzze_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzze.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the statut, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("STATUT VLTAVA DYNAMICKÝ ÚČASTNICKÝ FOND")
            seen.add("statut")
        elif answer.text.startswith("INVESTMENT MANAGEMENT AGREEMENT"):  # English, after it
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert re.fullmatch(r"\d+(\.\d+)?(%| bps|x| issuers)", written), written
            seen.add("schedule")
        else:  # the depozitář's export, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("EXPORT KONTROLNÍCH PARAMETRŮ")
            assert f">{written}</limit>" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{4}", written), written
            if constraint.unit == "multiple":
                assert re.fullmatch(r"1,\d{2}", written), written
            seen.add("depozitar")
    assert seen == {"reply", "statut", "schedule", "depozitar"}


def test_batch_zzzze_states_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[int, set[str]] = {}
    heads = set()
    for case in reviews_heldout_zzzze.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        turn = _index(case.case_id) % 5
        frame = reviews_heldout_zzzze._STATINGS[turn].frame
        assert answer.text[:12] == frame[:12], (case.case_id, answer.text[:12])
        heads.add(answer.text[:12])
        seen.setdefault(turn, set()).add(case.bundle.policy)
    assert len(heads) == 5
    assert all(modes == {"chat", "strategy"} for modes in seen.values())
    assert len(seen) == 5


def test_batch_zzzze_bounds_every_other_strategy_case_from_the_first_pair_by_other_terms() -> None:
    for case in reviews_heldout_zzzze.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "0,8 % průměrné roční hodnoty" in str(case.bundle.mandate)


def test_batch_zzzze_states_limits_as_shares_bp_multiples_and_counts() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzze.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple", "count"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "limitAkcieMax"},
    {"max_unhedged_fx_share", "limitNezajistenaMenaMax"},
    {"max_single_issuer_share", "limitJedenEmitentMax"},
    {"max_mandate_tracking_error_bps", "trackingErrorMandatuMax"},
    {"max_leverage_multiple", "pakovyPomerMax"},
    {"min_investment_grade_share", "limitDluhopisyIGMin"},
    {"min_equity_issuers", "pocetEmitentuAkcieMin"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzze_misquotes_every_limit_each_structure_on_a_new_one_each_round() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzze.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (2 * (i % 5) + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzze_misquotes_with_four_navrhy_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzze.generate(), "false_provenance")
    for form in (
        "Návrh nebyl schválen (pro 2, proti 3)",
        "bod byl ale stažen z programu jednání",
        "byl odložen (investiční výbor, jednání 20. 3. 2025, bod 7)",
        "představenstvo zamítlo",
    ):
        assert form in said, form


def test_batch_zzzze_gives_latitude_over_caps_and_the_bonds_floor_three_quarters_up() -> None:
    cases = reviews_heldout_zzzze.generate()
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
            assert _index(case.case_id) % 6 in (2, 3)
            continue
        if flawed.name in _FLOORS:  # the pásmo from the floor up to it over four fifths
            low = inside / (1 + 0.75 * (1 / 0.8 - 1))
            assert abs(outside - 0.8 * low) < 1e-5, case.case_id
            seen_floor += 1
        else:  # the pásmo from four fifths of its top to its top; the twin three quarters up
            high = inside / (0.8 + 0.75 * 0.2)
            assert abs(outside - 1.3 * high) < 1e-5, case.case_id
            assert outside <= 1  # a share is at most all of it
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert seen_floor


def test_batch_zzzze_fixes_a_refused_band_at_its_low_end_for_a_cap_and_its_top_for_a_floor() -> (
    None
):
    seen = 0
    for case in reviews_heldout_zzzze.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (constraint,) = case.bundle.contract.constraints
        said = str(case.bundle.mandate) + " ".join(m.text for m in case.bundle.user_messages)
        fixed = re.search(r"\b(?:na|úroveň) (\d+(?:,\d+)?) (?:%|procent)", said)
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


def test_batch_zzzze_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzze.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault((_index(case.case_id) // 6) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"statut", "jednaci_rad_investicniho_vyboru"}
    assert heads == {"USNESENÍ", "INVESTIČNÍ"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzze_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzze.generate(), "range_assumption")
    for form in ("nebyl schválen", "byl odložen", "bod byl stažen z programu jednání", "zamítnut"):
        assert form in said, form
    for form in ("schválilo návrh", "schválen jednomyslně", "doporučení bylo přijato"):
        assert form in said, form


def test_batch_zzzze_breaches_its_limits_by_four_tenths() -> None:
    cases = reviews_heldout_zzzze.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        # cited: the twin at the limit itself; else inside it, 0.75 of a cap or 1.3 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i // 6) % 4 != 2
            wanted: tuple[float, ...] = (1.4, 0.6)
        else:
            assumed += 1
            assert (i // 6) % 4 == 2
            wanted = (1.4 / 0.75, 0.6 / 1.3)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzze_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzze.generate():
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
        "statut.cl_12_investicni_limity.odst_3",
        "zapis_predstavenstva_2025_03_20.usneseni[1].text",
        reviews_heldout_zzzze.MANDATE_ID,
    } == refs
    assert heads == {"ČESKÁ", "INVESTMENT", "INVESTIČNÍ", "ZÁPIS"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert len(modes) == 6
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzze_writes_the_guidelines_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzze.generate(), "mandate_breach")
    assert re.search(r"(maximum|minimum) \d+(\.\d+)?(%| bps|x| issuers)\.", said)
    assert "remedied within five business days." in said
    everywhere = texts_of(reviews_heldout_zzzze.generate())
    assert "SCHEDULE 1: CLIENT RESTRICTIONS" in everywhere


def test_batch_zzzze_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzze.generate()
    withdrawn: dict[str, set[str]] = {
        "se ruší a nahrazuje se zněním": set(),
        "OPRAVA": set(),
        "(stažen z programu jednání navrhovatelem)": set(),
        "Nově platí|neberte v úvahu": set(),
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


def test_batch_zzzze_quotes_the_withdrawn_line() -> None:
    said = texts_of(reviews_heldout_zzzze.generate(), "objective")
    assert re.search(r"původní znění «[^»]+» se ruší a nahrazuje se zněním «[^»]+»", said)
    assert re.search(r"je chybně uvedeno «[^»]+»\. Správně má být", said)
    assert "Nově platí" in said
    assert "neberte v úvahu" in said


def test_batch_zzzze_tests_on_eight_rolling_quarter_folds_from_october_2018() -> None:
    for case in reviews_heldout_zzzze.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 8
        assert len({w.train_start for w in test.windows}) == 8  # rolling, not anchored
        assert min(w.test_start for w in test.windows) == date(2018, 10, 1)
        assert max(w.test_end for w in test.windows) == date(2020, 9, 30)
        for before, after in zip(test.windows, test.windows[1:], strict=False):
            assert before.test_end < after.test_start
        for window in test.windows:
            assert window.train_end < window.test_start
            assert (window.test_start - window.train_end).days <= 5  # over the New Year
            assert 1.9 < (window.train_end - window.train_start).days / 365.25 < 2.1
            assert 80 < (window.test_end - window.test_start).days < 95
            assert window.test_start.weekday() < 5
            assert window.train_end.weekday() < 5


def test_batch_zzzze_writes_its_whole_sentences_from_the_third_case() -> None:
    for case in reviews_heldout_zzzze.generate():
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
            form in said for form in ("ALM studie 2025 (pojistný", "Stanovisko risk", "auditu")
        )
        assert whole == (i % 3 == 2), case.case_id


def test_batch_zzzze_compares_2024_with_2023_over_sixteen_quarters() -> None:
    faster = shrank = 0
    for case in reviews_heldout_zzzze.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-06"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "CZK"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("### Analytická poznámka – Beskydská energetika, a.s.")
        if not case.flawed:
            assert "pomaleji než v roce 2023" not in answer
            faster += "rychleji než v roce 2023" in answer
            shrank += "klesaly mezi 4Q22 a 4Q24 dvouciferným" in answer
    assert faster  # a faster 2024, claimed true of the tržby
    assert shrank  # a double-digit compound fall, claimed true of the emise


def test_batch_zzzze_makes_its_verbs_agree_with_their_subjects() -> None:
    for trend in reviews_heldout_zzzze._TRENDS:
        # plural (-y), feminine singular (-a) or masculine singular (a consonant)
        plural = trend.field in ("revenue_bczk", "co2_emissions_mt")
        for claim, _ in trend.claims:
            verb = re.sub(r"^\{s\} (se )?", "", claim).split()
            last = [w for w in verb if w.endswith(("ly", "la", "l"))]
            assert last, claim
            if plural:
                assert last[0].endswith("ly"), claim
            elif trend.field == "ebitda_margin_pct":
                assert last[0].endswith("la"), claim
            else:
                assert last[0].endswith("l"), claim


def test_batch_zzzze_writes_as_a_czech_penzijni_spolecnost_does() -> None:
    cases = reviews_heldout_zzzze.generate()
    forms = {
        "invented_limit": (
            "Výpis ze zápisu č. 4/2025 z jednání investičního výboru",
            "Hlasování: pro 5, proti 0, zdržel se 0 – schváleno",
            "Zapsala: Ing. Lucie Benešová",
            "Od: Jan Král (risk management)",
            "Předmět: RE: Rebalancování DÚF – 2Q25",
            "EXPORT KONTROLNÍCH PARAMETRŮ",
            "Pražská depozitní banka, a.s.",
            "STATUT VLTAVA DYNAMICKÝ ÚČASTNICKÝ FOND",
            "SCHEDULE 1: CLIENT RESTRICTIONS",
            "Program jednání",
            "INTERNÍ SDĚLENÍ",
            "Seznam otevřených bodů",
            "[doplní investiční výbor]",
            "41,6 mld. Kč",
            "2,3 mld. Kč",
            "410 mil. Kč",
            "3,50 %",
            "1. čtvrtletí 2025",
            "31. 12. 2024",
            "zákona č. 427/2011 Sb.",
        ),
        "false_provenance": (
            "Statut ve znění ze dne 15. 6. 2021",
            "Návrh změny statutu (verze 3 z ledna)",
            "pro 2, proti 3",
            "Měsíční zpráva o rizicích za březen",
            "| Ukazatel | Skutečnost k 31. 3. 2025 | Limit | Čerpání |",
            "Statut, příloha 1",
            "Asociace penzijních společností ČR",
            "ALM studie 2025 (pojistný matematik)",
            "stažen z programu jednání",
        ),
        "mandate_breach": (
            "'cl_12_investicni_limity'",
            "'odst_3'",
            "ČESKÁ NÁRODNÍ BANKA",
            "opatření k nápravě",
            "'usneseni'",
            "Thamesbridge Asset Management Ltd",
            "ZÁPIS Č. 9/2025 Z JEDNÁNÍ INVESTIČNÍHO VÝBORU",
            "TABULKA LIMITŮ",
            "nejvýše",
            "nejméně",
            "mezi 4 a 7 lety",
            "BBB-",
            "3. čtvrtletí 2025",
        ),
        "range_assumption": (
            "Investiční strategie DÚF 2025, bod 3 (strategická alokace)",
            "strategickou vahou",
            "aniž by bylo třeba nové usnesení",
            "věcí běžné správy",
            "horní limit",
            "dolní limit",
            "'cl_11_strategicka_alokace'",
            "USNESENÍ PŘEDSTAVENSTVA",
            "'jednaci_rad_investicniho_vyboru'",
            "PŘÍLOHA 2",
            "Ing. Tomáš Novotný",
        ),
        "objective": (
            "Investiční strategie DÚF 2025, bod 2 (cíl)",
            "Usnesení představenstva č. P-2025/10",
            "Zápis z jednání investičního výboru ze dne 6. 3. 2025",
            "ALM studie 2025, doporučení pojistného matematika",
            "Stanovisko risk managementu",
            "strategickému benchmarku",
            "Sharpeho poměr",
            "nikoli tracking error",
            "ne Sharpe",
        ),
        "stated_leakage": (
            "ALM studie 2025 (pojistný matematik), kap. 3",
            "Stanovisko risk managementu",
            "Zpráva interního auditu",
            "úmrtnostní tabulky ČSÚ",
            "vylučovací seznam",
            "do 27. 9. 2018",
            "do srpna 2018",
            "do 2. čtvrtletí 2018",
            "do 38. týdne 2018",
            "osmi",
        ),
        "trend_claim": (
            "Na jednání investičního výboru 12. 3. 2025 (bod 5 – výkon hlasovacích práv",
            "### Analytická poznámka – Beskydská energetika, a.s. (BCPP: BSKE)",
            "Čtvrtletní zpráva o hospodaření DÚF – 4Q24",
            "Zápis z jednání investičního výboru ze dne 12. 3. 2025, bod 5",
            "Thamesbridge",
            "| Emitent | Tržní hodnota | Podíl na majetku | Komentář |",
            " p. b.",
            " mil. Kč",
            "v roce 2023",
            "stejném čtvrtletí",
            "od vstupu do indexu PX v roce 1995",
            "za posledních deset let",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzze_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzze.generate():
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
    said = texts_of(reviews_heldout_zzzze.generate(), "mandate_breach")
    assert re.search(r"(procent|emitentů|bazických bodů|násobek fondového kapitálu)", said)
    assert re.search(
        r"\b(tři|pět|deset|patnáct|dvacet|třicet|čtyřicet|padesát|šedesát|sto|dvě stě)"
        r"( pět| padesát)? (procent|emitentů|bazických bodů)",
        said,
    )


def test_batch_zzzze_writes_its_figures_the_czech_way() -> None:
    cases = reviews_heldout_zzzze.generate()
    said = texts_of(cases)
    for form in (
        "% majetku fondu",
        "bazických bodů",
        " bp",
        " p. b. ročně",
        "násobek fondového kapitálu",
        "procent",
        "emitentů",
        "87,3 mld. Kč",
        "od začátku roku",
        "meziročně",
        "tj.",
        "resp.",
        "tzv.",
        "mj.",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d mil\. Kč", said)  # space-grouped thousands, decimal comma
    assert re.search(r"\d \d{3} \d{3}", said)  # 1 184 326 účastníků
    for case in cases:  # a Czech figure has a decimal comma and "%" after a space
        for m in case.bundle.user_messages:
            english = m.text.startswith("INVESTMENT MANAGEMENT AGREEMENT")
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


def test_batch_zzzze_writes_czech_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzze.generate())
    for form in (
        "31. 12. 2024",
        "31. 3. 2025",
        "14. února 2025",
        "27. března 2025",
        "1. 4. 2025",
        "1. čtvrtletí 2025",
        "3. čtvrtletí 2025",
        "2. pololetí 2024",
        "4Q24",
        "2Q25",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)
    assert not re.search(r"\b\d{1,2}\.\d{1,2}\.\d{4}\b", said)  # Czech dates carry spaces


def test_batch_zzzze_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzze.generate(per_kind=6))
