"""Held-out batch ZZZZR: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Tallinn pensionifondide valitseja's nõukogu, juhatus,
investeerimiskomitee, investeerimisjuht, portfellihaldur and riskijuhtimise funktsioon do, in
Estonian: decimal commas, space thousands, "%" without a space, "protsendipunkti" and
"baaspunkti", the partitive after a number and the terminative after "kuni", Estonian dates with
month names in the adessive and Roman quarters, some limits in words, a multiple among the caps
and an external manager's English restrictions."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzr

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Estonian number words the batch writes some limits in (nominative)
_NUMBER_WORDS = (
    "kaks",
    "kolm",
    "viis",
    "kümme",
    "viisteist",
    "kakskümmend",
    "nelikümmend",
    "kuuskümmend",
    "kolmkümmend",
    "viiskümmend",
    "sada",
    "kakssada",
    "pooleteisekordne",
)
#: and their genitive stems, for the terminative after "kuni"
_TERMINATIVE_WORDS = (
    "kahe",
    "kolme",
    "viie",
    "kümne",
    "viieteistkümne",
    "kahekümne",
    "neljakümne",
    "kuuekümne",
    "kolmekümne",
    "viiekümne",
    "saja",
    "kahesaja",
    "pooleteisekordseni",
)


def _says_a_value(span: str) -> bool:
    """A figure, or an Estonian number word opening the span ("kuuskümmend protsenti")."""
    first = span.split()[0]
    return any(ch.isdigit() for ch in span) or first in (*_NUMBER_WORDS, *_TERMINATIVE_WORDS)


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzr"))


def test_batch_zzzzr_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzr.generate(),
        seed=reviews_heldout_zzzzr.SEED,
        kinds=reviews_heldout_zzzzr.KINDS,
        tag="zzzzr",
    )


def test_batch_zzzzr_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzr.generate())


def test_batch_zzzzr_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzr.generate(), reviews_heldout_zzzzr.KINDS)


def test_every_span_of_batch_zzzzr_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzr.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzr_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzr.generate())


def test_batch_zzzzr_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzr.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzr_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzr.SEED == 20270191
    assert reviews_heldout_zzzzr.TAG == "zzzzr"
    assert len(reviews_heldout_zzzzr.KINDS) == 7


def test_every_function_batch_zzzzr_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzr.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzr_answers_invented_limits_in_three_kinds_two_given_before_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzzr.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the pensionifondi tingimused, given before it
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("TOOMEMÄE PENSIONIFOND KASV TINGIMUSED")
            placed.add("tingimused")
        else:  # the depositoorium's CSV, given before the request, a share in percent
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("DEPOSITOORIUMI LIMIIDIKONTROLL")
            (row,) = [line for line in answer.text.split("\n") if line.endswith(f";{written}")]
            code, _, _, unit, _ = row.split(";")
            assert code.endswith(("_MAX", "_MIN"))
            assert "." not in written, written  # a decimal comma, never a point
            number = float(written.replace(",", "."))
            if constraint.unit == "fraction":
                assert unit == "%"
                assert re.fullmatch(r"\d+,\d\d", written), written
                assert abs(number / 100 - float(str(constraint.value))) < 1e-9
            else:
                assert number == constraint.value
            placed.add("file")
    assert placed == {"tingimused", "file"}


def test_batch_zzzzr_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    heads = [
        "Väljavõte investeeri",
        "Saatja: Liis Kask (p",
        "Riskijuhtimise funkt",
        "DEPOSITOORIUMI LIMII",
        "TOOMEMÄE PENSIONIFON",
    ]
    for case in reviews_heldout_zzzzr.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
        assert _index(case.case_id.removesuffix("/twin")) % 5 == heads.index(head), case.case_id
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzr_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzzr.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "ei ole investeerimispiirang" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzzr_states_limits_as_shares_bp_multiples_and_counts() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzr.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple", "count"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "aktsiariskMax"},
    {"max_alternatives_share", "alternatiividMax"},
    {"max_single_issuer_share", "uksEmitentMax"},
    {"max_tracking_error_bps", "jalgimisviganMax"},
    {"max_derivatives_gross_exposure_multiple", "tuletisedBrutoMax"},
    {"min_liquid_assets_share", "likviidsedVaradMin"},
    {"min_equity_issuers", "emitentideArvMin"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzr_misquotes_every_limit_in_the_default_pairing() -> None:
    by_structure: dict[int, set[int]] = {}
    for case in reviews_heldout_zzzzr.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, set()).add(limit)
    assert set().union(*by_structure.values()) == set(range(7))
    assert all(len(limits) >= 4 for limits in by_structure.values())


def test_batch_zzzzr_misquotes_with_four_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzr.generate(), "false_provenance")
    for form in (
        "lükati tagasi (poolt 2, vastu 5)",
        "võeti päevakorrast maha",
        "lükati edasi (nõukogu koosolek 11.12.2025, päevakorrapunkt 6)",
        "ei leidnud nõukogus toetust",
    ):
        assert form in said, form


def test_batch_zzzzr_never_writes_a_share_above_the_whole_fund() -> None:
    for case in reviews_heldout_zzzzr.generate():
        for constraint in case.bundle.contract.constraints:
            if constraint.unit == "fraction":
                assert float(str(constraint.value)) <= 1, case.case_id


def test_batch_zzzzr_gives_latitude_over_four_caps_and_assumes_a_third_up() -> None:
    cases = reviews_heldout_zzzzr.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = 0
    names = set()
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.name not in _FLOORS, case.case_id
        names.add(_limit(flawed.name))
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        # granted: the band runs from three fifths of its top to its top; the twin a third up
        high = inside / (0.6 + 0.4 / 3)
        assert abs(outside - 1.3 * high) < 1e-5, case.case_id
        seen_granted += 1
    assert names == {0, 1, 2, 3}
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzzr_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzr.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        modes.setdefault((i // 2) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"investeerimispoliitika_2026", "juhatuse_otsus_2025_12"}
    assert heads == {"VÄLJAVÕTE", "Saatja:"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzr_refuses_latitude_in_four_wordings_each_twinned_by_a_grant() -> None:
    said = texts_of(reviews_heldout_zzzzr.generate(), "range_assumption")
    for form in (
        "lükati tagasi (poolt 2, vastu 5)",
        "võeti päevakorrast maha",
        "otsustamine lükati edasi",
        "ei leidnud nõukogus toetust",
        "kiitis heaks ettepaneku",
        "kiideti ühehäälselt heaks",
        "kiitis soovituse heaks",
        "leidis nõukogus toetust",
        "vahemiku piires",
    ):
        assert form in said, form
    assert re.search(r"\d+(,\d+)?%–\d+(,\d+)?%", said)  # a band without a space or a tail


def test_batch_zzzzr_breaches_its_limits_by_two_fifths() -> None:
    cases = reviews_heldout_zzzzr.generate()
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
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.25 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i // 6) % 3 != 2
            wanted: tuple[float, ...] = (1.4, 0.6)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            assert (i // 6) % 3 == 2
            wanted = (1.4 / 0.85, 0.6 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzr_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzr.generate():
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
                heads.add(m.text.split(" ", 1)[0].split("\n")[0])
    assert {
        "pensionifondi_tingimused.punkt_4.4.3",
        "noukogu_protokoll_2025_11_27.otsused[1].tekst",
        reviews_heldout_zzzzr.MANDATE_ID,
    } == refs
    assert heads == {"FINANTSINSPEKTSIOON", "SCHEDULE", "INVESTEERIMISKOMITEE", "LIMIIDITABEL"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzr_writes_the_restrictions_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzr.generate(), "mandate_breach")
    assert re.search(r"(maximum|minimum) \d+(\.\d+)?(%| bps|x| issuers)\.", said)
    assert re.search(r"maximum \d\.\d+x", said)  # an English decimal point
    assert "notified to the Client within one business day." in said


def test_batch_zzzzr_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzr.generate()
    withdrawn: dict[str, set[str]] = {
        "Ettepanek lükati tagasi (poolt 2, vastu 5)": set(),
        "PARANDUS: sihtfunktsioon": set(),
        "(võeti päevakorrast maha)": set(),
        "Täpsustus pärast nõukogu koosolekut|palun unustage minu hommikune kiri": set(),
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


def test_batch_zzzzr_quotes_the_withdrawn_wording_the_estonian_way() -> None:
    said = texts_of(reviews_heldout_zzzzr.generate(), "objective")
    assert re.search(r"tegi ettepaneku sõnastusega „[^“]+“\. Ettepanek lükati tagasi", said)
    assert re.search(r"Päevakorrapunkt 3 \(võeti päevakorrast maha\): „[^“]+“", said)
    for foreign in ("«", "»", "”"):  # Estonian quotes open low and close high: „…“
        assert foreign not in said


def test_batch_zzzzr_tests_on_four_anchored_calendar_years_from_2018() -> None:
    for case in reviews_heldout_zzzzr.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start.isoformat() for w in windows} == {"2012-01-02"}  # anchored
        assert [w.test_start.year for w in windows] == [2018, 2019, 2020, 2021]
        for window in windows:
            assert window.train_end < window.test_start
            assert window.train_end.year == window.test_start.year - 1
            assert window.test_start.month == 1
            assert window.test_end.month == 12
            assert window.test_end.year == window.test_start.year
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end <= later.train_end


def test_batch_zzzzr_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzr.generate():
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
                "ALM-analüüs 2026, peatükk 3",
                "Riskijuhtimise funktsiooni ülevaade",
                "lisa 2",
            )
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzr_compares_2025_with_2024_over_twenty_four_quarters() -> None:
    grew = shrank = 0
    for case in reviews_heldout_zzzzr.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2026-02-27"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        assert result["currency"] == "EUR"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("### Analüüs – Põhjaranniku Sadamad AS (Nasdaq Tallinn: PRSAD)")
        if not case.flawed:
            if "kasvas 2023. aasta IV kvartalist 2025. aasta IV kvartalini" in answer:
                grew += 1
            if "vähenes 2023. aasta IV kvartalist 2025. aasta IV kvartalini" in answer:
                shrank += 1
    assert grew  # a double-digit compound rise, claimed true of the müügitulu
    assert shrank  # and a fall, claimed true of the transiitkaubad (the shrinking option)


def test_batch_zzzzr_writes_as_a_tallinn_pension_fund_manager_does() -> None:
    cases = reviews_heldout_zzzzr.generate()
    forms = {
        "invented_limit": (
            "Väljavõte investeerimiskomitee koosoleku protokollist nr 9/2025",
            "Otsustati ühehäälselt kehtestada",
            "Päevakorrapunkt 4 (uue välishalduri valik) lükati edasi",
            "Protokollija: Mart Saar",
            "Saatja: Liis Kask (portfellihaldur)",
            "Teema: RE: Tasakaalustamine, jaanuar 2026",
            "| Näitaja | Tegelik | Limiit | Kasutus |",
            "LIMIIDI_KOOD;KIRJELDUS;TÜÜP;ÜHIK;VÄÄRTUS",
            "Balti Hoiupank AS",
            "TINGIMUSED (kooskõlastatud Finantsinspektsiooniga",
            "INVESTEERIMISKOMITEE KOOSOLEKU PÄEVAKORD",
            "MEMO",
            "[otsustab nõukogu]",
            "1 842,6 mln eurot",
            "ligi 214 000 kogujat",
            "25 baaspunkti",
            "26. veebruaril 2026",
            "Kogumispensionide seaduse",
            "ei ole investeerimispiirang",
        ),
        "false_provenance": (
            "14.12.2023 kinnitatud investeerimispoliitikas",
            "Eelnõus (versioon 3, oktoober)",
            "IV kvartali riskiaruanne",
            "31. detsembril 2025",
            "| Näitaja | Tegelik 31.12.2025 | Limiit | Kasutus |",
            "Pensionifondi tingimused, punkt 4 (väljavõte)",
            "II samba fondide keskmine (Pensionikeskuse andmed",
            "ALM-analüüs 2026: piiranguteta optimaalne portfell",
            "Ületamisi ei olnud",
        ),
        "mandate_breach": (
            "'punkt_4'",
            "'4.3'",
            "Ettekirjutus nr 4.1-1/27",
            "12. detsembril 2025",
            "Kogumispensionide seaduse alusel",
            "Harwick Street Capital LLP",
            "INVESTEERIMISKOMITEE KOOSOLEKU PROTOKOLL nr 10/2025",
            "LIMIIDITABEL",
            "mitte rohkem kui",
            "vähemalt",
            "kuni ",
            "duratsioon on 2–7 aastat",
            "BBB-",
        ),
        "range_assumption": (
            "Investeerimispoliitika 2026, punkt 3.2",
            "| Varaklass | Neutraalne kaal | Miinimum | Maksimum |",
            "ilma nõukogu täiendava otsuseta",
            "igapäevane portfellijuhtimine",
            "side letter",
            "VÄLJAVÕTE NÕUKOGU KOOSOLEKU PROTOKOLLIST nr 6/2025",
            "'investeerimisjuhi_volitused'",
            "Ene Sepp (nõukogu esimees)",
        ),
        "objective": (
            "Investeerimispoliitika 2026, punkt 2 (eesmärgid)",
            "Juhatuse otsus nr 14/2025",
            "Investeerimiskomitee koosoleku protokoll 04.12.2025",
            "ALM-analüüs 2026, soovitus",
            "mitte jälgimisviga",
            "Sharpe'i suhtarv ei ole eesmärk",
            "1,84 miljardit eurot",
            "aasta algusest 1,7%",
        ),
        "stated_leakage": (
            "ALM-analüüs 2026, peatükk 3",
            "Riskijuhtimise funktsiooni ülevaade",
            "Siseauditi aruanne",
            "pensionireformi",
            "välistusnimekirja",
            "OMX Baltic Benchmark",
            "02.01.2012–29.12.2017",
            "01.2012–11.2017",
            "2017. aasta III kvartalini",
            "2017. aasta 51. nädalani",
        ),
        "trend_claim": (
            "Investeerimiskomitee koosolekuks 05.03.2026 (päevakorrapunkt 4, ühinguhaldus)",
            "kuidas on Põhjaranniku Sadamatel läinud?",
            "Investeerimiskomitee koosoleku protokoll 05.03.2026",
            "portfellihaldur Teamsis",
            "| Emitent | Fond | Turuväärtus | Osalus | Kommentaar |",
            "Kvartaliaruanne, IV kvartal 2025",
            "Ühinguhalduse aruanne 2025 (kavand)",
            "Ettevõte ei ole välistusnimekirjas",
            "0,42 eurot aktsia kohta",
            "protsendipunkti võrra",
            "mln euro võrra",
            "2025. aastal",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzr_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzr.generate(), "trend_claim")
    verbs = ("kasvas", "vähenes", "langes", "tõusis", "paranes", "halvenes")
    negations = ("ei kasvanud", "ei vähenenud", "ei langenud", "ei tõusnud", "ei halvenenud")
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 9, found


def test_batch_zzzzr_claims_over_estonian_horizons() -> None:
    said = texts_of(reviews_heldout_zzzzr.generate(), "trend_claim")
    assert re.search(r"\b20\d\d\. aasta (I|II|III|IV) kvartal", said)  # Roman quarters
    assert re.search(r"(umbes|üle|ligi) \d+%", said)  # a rounded move, "%" without a space
    assert re.search(r"alates 2018\. aastast|börsile tulekust 1997|viimase kümne aasta", said)
    assert not re.search(r"\bQ[1-4]\b", said)


def test_batch_zzzzr_writes_some_limits_in_words_in_their_cases() -> None:
    worded = 0
    for case in reviews_heldout_zzzzr.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                # the nominative-partitive after a translative bound
                assert re.search(r"(üle|ala)mpiiriks " + re.escape(written), text), written
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzr.generate(), "mandate_breach")
    partitive = "|".join(_NUMBER_WORDS)
    assert re.search(rf"(üle|ala)mpiiriks ({partitive})( protsenti| baaspunkti| emitenti)?", said)
    terminative = "|".join(_TERMINATIVE_WORDS)
    assert re.search(
        rf"kuni ({terminative})( \w+)?(ni\b| protsendini| baaspunktini| emitendini)", said
    )
    assert re.search(r"kuni \d+(,\d+)?(%-ni| protsendini| baaspunktini| protsendipunktini)", said)


def test_batch_zzzzr_writes_its_figures_the_estonian_way() -> None:
    cases = reviews_heldout_zzzzr.generate()
    said = texts_of(cases)
    for form in (
        "% fondi varadest",
        "baaspunkti",
        " bp",
        "protsendipunkti aastas",
        "emitenti",
        "-kordne",
        "korda fondi puhasväärtusest",
        "protsenti",
        "miljardit eurot",
        "mln eurot",
        "miljonit eurot",
        "tuhat eurot",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d mln eurot", said)  # space thousands, decimal comma
    assert re.search(r"\b(kolm|viis|kaks|kakskümmend|nelikümmend) (protsenti|emitenti)\b", said)
    for case in cases:  # an Estonian figure: a comma, and "%" without a space
        for m in case.bundle.user_messages:
            english = m.text.startswith(("SCHEDULE 3", "As agreed"))
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert " %" not in written, (case.case_id, written)
                if not english:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzzr_writes_estonian_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzr.generate())
    for form in (
        "31.12.2025",
        "31. detsembril 2025",
        "27. novembril 2025",
        "22. jaanuaril 2026",
        "IV kvartal",
        "2025. aastal",
        "viimase viie kvartali jooksul",
        "aasta algusest",
    ):
        assert form in said, form
    assert re.search(r"\b\d{1,2}\. (jaanuaril|veebruaril|novembril|detsembril) 20\d\d", said)
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzzr_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzr.generate(per_kind=6))
