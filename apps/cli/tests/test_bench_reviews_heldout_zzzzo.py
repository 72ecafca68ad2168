"""Held-out batch ZZZZO: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Lithuanian pensijų kaupimo bendrovė's valdyba, stebėtojų taryba,
investicinis komitetas, investicijų direktorius and rizikos valdymo skyrius do, with decimal
commas, "%" and "proc.", nouns agreeing with their numbers ("75 procentai", "60 procentų", "2,00
procentinio punkto"), Lithuanian dates and quarters, limits in words in the nominative and the
genitive, and a portfolio manager's English e-mail to a foreign broker."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzo

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Lithuanian number words opening a limit written in words (nominative and genitive)
_NUMBER_WORDS = (
    "trys",
    "trijų",
    "penki",
    "penkios",
    "penkių",
    "dešimt",
    "dešimties",
    "penkiolika",
    "penkiolikos",
    "dvidešimt",
    "dvidešimties",
    "trisdešimt",
    "trisdešimties",
    "penkiasdešimt",
    "penkiasdešimties",
    "šešiasdešimt",
    "šešiasdešimties",
    "septyniasdešimt",
    "septyniasdešimties",
    "aštuoniasdešimt",
    "aštuoniasdešimties",
    "šimtas",
    "šimto",
    "du",
    "dviejų",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Lithuanian number word opening the span ("šešiasdešimt procentų")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzo"))


def _flawed(kind: str) -> list[reviews_heldout_zzzzo.HeldOutCase]:
    return [c for c in reviews_heldout_zzzzo.generate() if c.kind == kind and c.flawed]


def test_batch_zzzzo_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzo.generate(),
        seed=reviews_heldout_zzzzo.SEED,
        kinds=reviews_heldout_zzzzo.KINDS,
        tag="zzzzo",
    )


def test_batch_zzzzo_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzo.generate())


def test_batch_zzzzo_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzo.generate(), reviews_heldout_zzzzo.KINDS)


def test_every_span_of_batch_zzzzo_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzo.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzo_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzo.generate())


def test_batch_zzzzo_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_zzzzo.generate)


def test_batch_zzzzo_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzo.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzo_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzo.SEED == 20270188
    assert reviews_heldout_zzzzo.TAG == "zzzzo"
    assert len(reviews_heldout_zzzzo.KINDS) == 7


def test_every_function_batch_zzzzo_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzo.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzo_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    heads = [
        "POSĖDŽIO PROTOKOLO IŠ",
        "Rizikos valdymo skyri",
        "DEPOZITORIUMO LIMITŲ ",
        "PENSIJŲ FONDO TAISYKL",
        "Nuo: Aistė Vaitkeviči",
    ]
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzo.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        head = answer.text[:21]
        seen.setdefault(head, set()).add(case.bundle.policy)
        i = _index(case.case_id.removesuffix("/twin"))
        assert i % 5 == heads.index(head), (case.case_id, head)
        (constraint,) = case.bundle.contract.constraints
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if head.startswith("DEPOZITORIUMO"):  # given before the request, a decimal comma
            assert answer.kind == "template_inputs"
            assert messages[0] is answer
            assert f";{written}\n" in answer.text
            assert "." not in written
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
        elif head.startswith("PENSIJŲ"):  # the taisyklės, after it, cited as a clause
            assert answer.kind == "mandate"
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
        else:
            assert answer.kind == "clarification_answer"
            assert messages[1] is answer
    assert set(seen) == set(heads)
    assert all(modes == {"chat", "strategy"} for modes in seen.values())


def test_batch_zzzzo_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded_seen = 0
    for case in _flawed("invented_limit"):
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "investavimo_strategija_2025" in case.bundle.mandate
    assert bounded_seen == 6


def test_batch_zzzzo_states_limits_as_shares_bp_and_days_over_seven_subjects() -> None:
    cases = reviews_heldout_zzzzo.generate()
    kinds = ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    units = {c.bundle.contract.constraints[0].unit for c in cases if c.kind in kinds}
    assert units == {"fraction", "bps", "days"}
    names = {c.bundle.contract.constraints[0].name for c in cases if c.kind in kinds}
    assert len(names) == 14  # seven limits, two field names each


def test_batch_zzzzo_breaches_by_a_fifth_or_a_quarter_in_six_shapes() -> None:
    cases = reviews_heldout_zzzzo.generate()
    by_id = {c.case_id: c for c in cases}
    cited = 0
    uncited_modes = set()
    refs = set()
    modes: dict[int, set[str]] = {}
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        i = _index(case.case_id)
        modes.setdefault((i // 4) % 6, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        if over.provenance == "mandate_clause":
            cited += 1
            refs.add(str(over.provenance_ref))
            wanted: tuple[float, ...] = (1.2, 0.75)
        else:
            uncited_modes.add(case.bundle.policy)
            assert (i + i // 4) % 4 == 2
            wanted = (1.2 / 0.85, 0.75 / 1.15)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert uncited_modes == {"chat", "strategy"}
    assert refs == {
        "pensiju_fondo_taisykles.apribojimai[3]",
        "stebetoju_tarybos_posedis_2025_02.2.2",
        "valdybos_nutarimas_2025_02_26.2_punktas",
        reviews_heldout_zzzzo.MANDATE_ID,
    }
    assert len(modes) == 6
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzo_gives_latitude_over_caps_from_three_fifths_assuming_a_third_up() -> None:
    cases = reviews_heldout_zzzzo.generate()
    by_id = {c.case_id: c for c in cases}
    refused = granted = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert not flawed.name.endswith(("Min", "_preservation", "_days"))
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:
            refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        high = inside / (0.6 + 0.4 / 3)
        assert abs(outside - 1.2 * high) < 1e-5, case.case_id
        granted += 1
    assert (refused, granted) == (8, 16)
    said = texts_of(cases, "range_assumption")
    assert re.search(r"nuo \d+(,\d+)? (%|proc\.) iki \d+(,\d+)? (%|proc\.)", said)
    for form in ("atmestas (už – 2, prieš – 5)", "išbrauktas iš darbotvarkės", "atidėtas"):
        assert form in said, form


def test_batch_zzzzo_misquotes_with_four_siulymai_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzo.generate(), "false_provenance")
    for form in (
        "Siūlymas atmestas (už – 2, prieš – 5)",
        "siūlymas išbrauktas iš darbotvarkės",
        "atidėtas (valdybos posėdis 2025-03-20",
        "Stebėtojų taryba nepritarė siūlymui",
    ):
        assert form in said, form


def test_batch_zzzzo_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "Siūlymas atmestas (už – 2, prieš – 5)": set(),
        "PATIKSLINIMAS: tikslo funkcija": set(),
        "IŠBRAUKTAS IŠ DARBOTVARKĖS": set(),
        "Patikslinimas po 2025 m. gegužės|pamirškite mano rytinę": set(),
    }
    for case in _flawed("objective"):
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker
    said = texts_of(reviews_heldout_zzzzo.generate(), "objective")
    assert re.search(r"siūlė formuluotę „[^“]+“\. Siūlymas atmestas", said)  # „…“ quotes


def test_batch_zzzzo_tests_on_five_anchored_calendar_years_from_2015() -> None:
    for case in reviews_heldout_zzzzo.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 5
        assert {w.train_start.isoformat() for w in windows} == {"2010-01-04"}  # anchored
        assert [w.test_start.year for w in windows] == [2015, 2016, 2017, 2018, 2019]
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_end.year == window.test_start.year
            assert window.test_start.month == 1
            assert window.test_end.month == 12
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end <= later.train_end


def test_batch_zzzzo_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in _flawed("stated_leakage"):
        i = _index(case.case_id)
        said = " ".join(
            [
                *case.bundle.reasoning,
                case.bundle.contract.interpretation,
                case.bundle.contract.methods[0].purpose,
                case.bundle.contract.evidence[0].description,
            ]
        )
        framed = any(
            f in said for f in ("Turto ir įsipareigojimų analizė 2025", "apžvalga", "2 priedas")
        )
        assert framed == (i % 3 != 0), case.case_id


def test_batch_zzzzo_compares_2024_with_2023_over_twenty_four_quarters() -> None:
    fell_compound = grew_compound = 0
    for case in reviews_heldout_zzzzo.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-02-27"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Emitento analizė – AB „Dubysos pienas“")
        if not case.flawed:
            answer = case.bundle.answer
            fell_compound += "vidutiniškai mažėjo dviženkliu" in answer
            grew_compound += "vidutiniškai augo dviženkliu" in answer
    assert fell_compound  # the shrinking option: the grynoji skola's compound fall
    assert grew_compound


def test_batch_zzzzo_writes_as_a_lithuanian_pension_company_does() -> None:
    said = texts_of(reviews_heldout_zzzzo.generate())
    for form in (
        "UAB „Gintarinė pensija“",
        "„Gintarinė pensija 1976–1982“",
        "III pakopos fondas",
        "investicinis komitetas",
        "Balsavimo rezultatai: vienbalsiai",
        "NUTARTA",
        "darbotvarkės",
        "LIETUVOS BANKAS\nPriežiūros tarnyba",
        "Pensijų kaupimo įstatymu",
        "depozitoriumas",
        "stebėtojų tarybos pirmininkas",
        "Pagarbiai",
        "please load the following restriction",
        "mln. Eur",
        "1 284,6 mln. Eur",
        "2025 m. gruodžio 31 d.",
        "2025-03-31",
        "III ketvirčio",
        "2024 m. trečiąjį ketvirtį",
        "per pastaruosius penkis ketvirčius",
        "nuo 2018 m.",
    ):
        assert form in said, form


def test_batch_zzzzo_makes_nouns_agree_with_their_numbers() -> None:
    said = texts_of(reviews_heldout_zzzzo.generate())
    assert re.search(r"\b(3|75) procentai\b", said)  # 2-9: the nominative plural
    assert re.search(r"\b(10|15|20|30|50|60|70|80) procentų\b", said)  # 10-20, tens
    assert re.search(r"\d+,\d+ procento\b", said)  # a fraction: the genitive singular
    assert re.search(r"\d,\d\d procentinio punkto", said)
    assert re.search(r"\b5 darbo dienos\b|\b(10|20) darbo dienų\b", said)
    assert re.search(r"\d+ (bazinių punktų|b\. p\.)", said)
    assert re.search(r"\d+(,\d+)? proc\.", said)
    assert re.search(r"\d+(,\d+)? %", said)
    assert not re.search(r"\d\.\d+ ?(%|proc\.)", said)  # never a decimal point
    assert not re.search(r"\b1 procentai\b|\b10 procentai\b|\b75 procentų\b procentai", said)


def test_batch_zzzzo_writes_some_limits_in_words_in_both_cases() -> None:
    said = texts_of(reviews_heldout_zzzzo.generate())
    nominative = re.findall(
        r"\b(?:trys|penki|dešimt|penkiolika|dvidešimt|trisdešimt|šešiasdešimt|septyniasdešimt"
        r"(?: penki)?|aštuoniasdešimt|du šimtai|šimtas penkiasdešimt|penkios) "
        r"(?:procentai|procentų|baziniai punktai|bazinių punktų|darbo dienos|darbo dienų)",
        said,
    )
    genitive = re.findall(
        r"\b(?:trijų|penkių|dešimties|penkiolikos|dvidešimties|trisdešimties|šešiasdešimties|"
        r"septyniasdešimt penkių|septyniasdešimties|aštuoniasdešimties|dviejų šimtų|trijų šimtų|"
        r"šimto penkiasdešimties) (?:procentų|bazinių punktų|darbo dienų) "
        r"(?:viršutinę|apatinę) ribą",
        said,
    )
    assert nominative
    assert genitive


def test_batch_zzzzo_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzo.generate(), "trend_claim")
    for verb in ("išaugo", "sumažėjo", "pagerėjo", "nesumažėjo", "nepadidėjo", "nepablogėjo"):
        assert verb in said, verb
    assert re.search(r"(maždaug|daugiau kaip|beveik) \d+ proc\.", said)
