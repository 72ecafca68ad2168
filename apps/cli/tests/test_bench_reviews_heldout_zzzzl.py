"""Held-out batch ZZZZL: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Vienna überbetriebliche Pensionskasse's Vorstand, Aufsichtsrat,
Veranlagungsausschuss, Leiterin Veranlagung and Risikomanagement do, in Austrian German: decimal
commas, dot thousands, "%" after a space, "Prozent", "Prozentpunkte" and "Basispunkte", dates as
31.12.2024 and "31. Dezember 2024", "Jänner" and "heuer", some limits in words, a multiple among
the floors and a London manager's English."""

from __future__ import annotations

import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzl

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the German number words the batch writes some limits in
_NUMBER_WORDS = (
    "drei",
    "fünf",
    "zehn",
    "fünfzehn",
    "zwanzig",
    "fünfundzwanzig",
    "dreißig",
    "fünfunddreißig",
    "vierzig",
    "fünfzig",
    "sechzig",
    "hundertfünfzig",
    "zweihundert",
    "dreihundert",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a German number word opening the span ("fünfunddreißig Prozent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzl"))


def test_batch_zzzzl_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzl.generate(),
        seed=reviews_heldout_zzzzl.SEED,
        kinds=reviews_heldout_zzzzl.KINDS,
        tag="zzzzl",
    )


def test_batch_zzzzl_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzl.generate())


def test_batch_zzzzl_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzl.generate(), reviews_heldout_zzzzl.KINDS)


def test_every_span_of_batch_zzzzl_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzl.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzl_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzl.generate())


def test_batch_zzzzl_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzl.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzl_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzl.SEED == 20270185
    assert reviews_heldout_zzzzl.TAG == "zzzzl"
    assert len(reviews_heldout_zzzzl.KINDS) == 7


def test_every_function_batch_zzzzl_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzl.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzl_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzzl.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    seen = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if answer.kind == "mandate":  # the Veranlagungsbestimmungen, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("VERANLAGUNGSBESTIMMUNGEN DER VERANLAGUNGS-")
            seen.add("veranlagungsbestimmungen")
        elif answer.kind == "template_inputs":  # the Depotbank's file, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("LIMITPARAMETRIERUNG")
            assert "\nwert = " + written + "\n" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
            seen.add("depotbank")
        elif answer.text.startswith("From: Oliver Pennington"):  # English, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert re.fullmatch(r"\d+(\.\d+)?(%| bps|x)", written), written
            seen.add("english")
        else:  # a Protokoll or an E-Mail, after the request
            assert answer.kind == "clarification_answer"
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            seen.add("reply")
    assert seen == {"veranlagungsbestimmungen", "depotbank", "english", "reply"}


def test_batch_zzzzl_states_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzl.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text[:12]
        seen.setdefault(head, set()).add(case.bundle.policy)
        frame = reviews_heldout_zzzzl._STATINGS[_index(case.case_id) % 5].frame
        assert frame[:12] == head
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzl_bounds_every_other_strategy_case_from_the_first_pair_by_other_terms() -> None:
    bounded = 0
    for case in reviews_heldout_zzzzl.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        wanted = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == wanted, case.case_id
        bounded += wanted
    assert bounded == 6


def test_batch_zzzzl_misquotes_every_subject_in_every_structure() -> None:
    pairs = set()
    for case in reviews_heldout_zzzzl.generate():
        if case.kind != "false_provenance" or not case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        pairs.add((i % 5, constraint.unit, constraint.name))
    assert len({p[0] for p in pairs}) == 5
    units = {p[1] for p in pairs}
    assert units == {"fraction", "bps", "multiple"}


def test_batch_zzzzl_breaches_its_limits_by_four_tenths() -> None:
    cases = reviews_heldout_zzzzl.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        if over.provenance == "mandate_clause":
            cited += 1
            wanted: tuple[float, ...] = (1.4, 0.6)
        else:
            assumed += 1
            wanted = (1.4 / 0.85, 0.6 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzzl_places_its_breaches_in_six_shapes_each_cited_and_uncited() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    uncited_modes = set()
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzl.generate():
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
            uncited_modes.add(case.bundle.policy)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "veranlagungsbestimmungen_vrg_7.§_4[2]",
        "protokoll_aufsichtsrat_2025_03_20.beschluesse[1].wortlaut",
        reviews_heldout_zzzzl.MANDATE_ID,
    } == refs
    assert heads == {"FINANZMARKTAUFSICHT", "INVESTMENT", "UMLAUFBESCHLUSS", "LIMITÜBERSICHT"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert uncited_modes == {"chat", "strategy"}
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzl_bands_fix_the_low_end_when_refused() -> None:
    refused = 0
    for case in reviews_heldout_zzzzl.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        if i % 6 not in (1, 4):
            continue
        refused += 1
        assert case.bundle.policy == "strategy"
        said = "\n".join([str(case.bundle.mandate), *(m.text for m in case.bundle.user_messages)])
        assert re.search(r"abgelehnt|vertagt|abgesetzt|nicht angenommen", said), said
    assert refused == 8


def test_batch_zzzzl_writes_the_ima_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzl.generate(), "mandate_breach")
    assert re.search(r"(maximum|minimum) \d+(\.\d+)?(%| bps|x)\.", said)
    assert "cured within five business days." in said
    everywhere = texts_of(reviews_heldout_zzzzl.generate())
    assert "Confirmed with our compliance team" in everywhere


def test_batch_zzzzl_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "Abänderungsantrag": set(),
        "KORREKTUR": set(),
        "vom Antragsteller zurückgezogen": set(),
        "bitte meine Nachricht von heute Vormittag vergessen": set(),
    }
    for case in reviews_heldout_zzzzl.generate():
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if marker in said:
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker
    said = texts_of(reviews_heldout_zzzzl.generate(), "objective")
    assert re.search(r"statt „[^“]+“ soll es heißen „[^“]+“", said)


def test_batch_zzzzl_tests_on_four_anchored_calendar_year_folds_from_2016() -> None:
    for case in reviews_heldout_zzzzl.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 4
        assert {w.train_start for w in test.windows} == {date(2010, 1, 4)}  # anchored
        assert [w.test_start.year for w in test.windows] == [2016, 2017, 2018, 2019]
        for before, after in zip(test.windows, test.windows[1:], strict=False):
            assert before.test_end < after.test_start
            assert after.train_end == before.test_end  # expanding by the year tested
        for window in test.windows:
            assert window.train_end < window.test_start
            assert (window.test_start - window.train_end).days <= 5
            assert window.test_start.year == window.test_end.year
            assert window.test_end.month == 12
            assert window.test_end.day != 31  # the Wiener Börse is closed on 31 December


def test_batch_zzzzl_writes_its_whole_sentences_from_the_third_case() -> None:
    for case in reviews_heldout_zzzzl.generate():
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
            form in said for form in ("ALM-Studie 2025 (Aktuar)", "Stellungnahme des", "Revision")
        )
        assert whole == (i % 3 == 2), case.case_id


def test_batch_zzzzl_compares_2024_with_2023_over_sixteen_quarters() -> None:
    faster = shrank = 0
    for case in reviews_heldout_zzzzl.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-05"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "EUR"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("### Emittentenanalyse – Donauwerk Technologie AG")
        if not case.flawed:
            assert "wuchsen 2024 schwächer als 2023" not in answer
            assert "Auftragsbestand (Mio. EUR) wuchs vom" not in answer
            faster += "wuchsen 2024 stärker als 2023" in answer
            shrank += "schrumpfte vom 4. Quartal 2022 bis zum 4. Quartal 2024" in answer
    assert faster  # a faster 2024, claimed true of the Umsatzerlöse
    assert shrank  # and a double-digit compound fall, claimed true of the Auftragsbestand


def test_batch_zzzzl_writes_as_a_vienna_pensionskasse_does() -> None:
    cases = reviews_heldout_zzzzl.generate()
    forms = {
        "invented_limit": (
            "Auszug aus dem Protokoll der 3. Sitzung des Veranlagungsausschusses",
            "einstimmig mit fünf Stimmen",
            "Für das Protokoll: Mag. Sabine Gruber",
            "Von: Dr. Markus Hofbauer (Vorstand für Veranlagung)",
            "Betreff: AW: Rebalancing VRG 7",
            "LG",
            "LIMITPARAMETRIERUNG",
            "Wiener Verwahr- und Depotbank AG",
            "VERANLAGUNGSBESTIMMUNGEN DER VERANLAGUNGS- UND RISIKOGEMEINSCHAFT 7",
            "Thamesgate Asset Management LLP",
            "Tagesordnung",
            "Allfälliges",
            "Teams – Markus H.",
            "AKTENVERMERK",
            "Liste offener Punkte",
            "vier Wochen",
            "„[vom Aufsichtsrat festzulegen]“",
            "1.284,6 Mio. EUR",
            "18,4 Mio. EUR",
            "7,9 Mio. EUR",
            "25 Basispunkte",
            "Jänner-Beiträge",
            "1. Quartal 2025",
            "31.12.2024",
            "Pensionskassengesetzes (PKG)",
        ),
        "false_provenance": (
            "Die Veranlagungsbestimmungen vom 15. Juni 2021",
            "Im Entwurf (Version 3 vom Jänner)",
            "mit zwei Gegenstimmen abgelehnt",
            "Limitübersicht Q1 2025",
            "| Kennzahl | Ist per 31.03.2025 | Limit | Auslastung |",
            "Anlage 1 (Auszug)",
            "FMA-Statistik",
            "ALM-Studie 2025 (Aktuar)",
            "von der Tagesordnung abgesetzt",
            "vertagt",
            "nicht angenommen",
        ),
        "mandate_breach": (
            "'§_4'",
            "Z 3: Grenze für",
            "FINANZMARKTAUFSICHT (FMA)",
            "GZ FMA-PK0432.100/0007-PKA/2025",
            "Maßnahmenplans",
            "'beschluesse'",
            "AR-2025/07",
            "31. Dezember 2024",
            "UMLAUFBESCHLUSS Nr. 2/2025",
            "LIMITÜBERSICHT VRG 7",
            "höchstens",
            "mindestens",
            "zwischen 5 und 8 Jahren",
            "BBB-",
            "3. Quartal 2025",
            "VaR (99 %, ein Jahr)",
        ),
        "range_assumption": (
            "§ 5 (Bandbreiten)",
            "strategischen Gewichtung",
            "laufende Portfolioverwaltung",
            "die Obergrenze",
            "'§_5_bandbreiten'",
            "BESCHLUSS DES AUFSICHTSRATS",
            "'kompetenzordnung_vorstand'",
            "UMLAUFBESCHLUSS Nr. 3/2025",
            "KR Mag. Brigitte Lechner",
        ),
        "objective": (
            "§ 2 (Veranlagungsziel)",
            "Beschluss AR-2025/09",
            "Protokoll des Veranlagungsausschusses vom 6. März 2025",
            "ALM-Studie 2025, Empfehlung des Aktuars",
            "strategischen Benchmark",
            "Rechnungszins von 2,5 %",
            "nicht die Sharpe Ratio",
            "0,8 Prozentpunkte",
            "heuer im Jänner",
            "4.812",
        ),
        "stated_leakage": (
            "ALM-Studie 2025 (Aktuar), Kapitel 3",
            "Stellungnahme des Risikomanagements",
            "Bericht der Internen Revision",
            "AVÖ 2018-P",
            "ATX",
            "Ausschlussliste",
            "bis 30.12.2015",
            "November 2015",
            "3. Quartal 2015",
            "KW 52/2015",
            "Monatsultimo",
            "Statistik Austria",
        ),
        "trend_claim": (
            "Für die Sitzung des Veranlagungsausschusses am 12.03.2025 (TOP 6, Watchlist)",
            "### Emittentenanalyse – Donauwerk Technologie AG (Wiener Börse: DWT)",
            "Emittentenbericht VRG 7 – 4. Quartal 2024",
            "Protokoll des Veranlagungsausschusses vom 12.03.2025, TOP 6",
            "Thamesgate",
            "| Emittent | Kurswert | Anteil | Kommentar |",
            " Prozentpunkte",
            " Mio. EUR",
            "im Jahr 2024",
            "Vorjahresquartal",
            "seit dem Börsengang 1998",
            "heuer im Jänner",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzl_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzzl.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                assert written.split()[1] in ("Prozent", "Basispunkte"), written
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzl.generate(), "mandate_breach")
    assert re.search(r"\b(" + "|".join(_NUMBER_WORDS) + r") (Prozent|Basispunkte)", said)


def test_batch_zzzzl_writes_its_figures_the_austrian_way() -> None:
    cases = reviews_heldout_zzzzl.generate()
    said = texts_of(cases)
    for form in (
        "% des VRG-Vermögens",
        "Basispunkte",
        " BP",
        "Prozentpunkte p. a.",
        "Prozentpunkte",
        " Prozent",
        "-fach",
        "Mio. EUR",
        "Jänner",
        "heuer",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d Mio\. EUR", said)  # dot thousands, decimal comma
    assert re.search(r"\d+ %", said)  # a space before the percent sign
    assert "Januar" not in said  # Jänner, as Austrians write it
    for case in cases:  # a German figure has a decimal comma and "%" after a space
        for m in case.bundle.user_messages:
            english = m.text.startswith(("From: Oliver", "INVESTMENT MANAGEMENT AGREEMENT"))
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if english:
                    assert "," not in written, (case.case_id, written)
                    assert " %" not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d%", written), (case.case_id, written)
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzzl_writes_austrian_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzl.generate())
    for form in (
        "31.12.2024",
        "31.03.2025",
        "31. Dezember 2024",
        "18. März 2025",
        "1. April 2025",
        "1. Quartal 2025",
        "3. Quartal 2025",
        "4. Quartal 2024",
        "Q1 2025",
        "2. Halbjahr 2024",
    ):
        assert form in said, form
    assert re.search(r"\bQ[1-4] 20\d\d\b", said)
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzzl_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzl.generate(per_kind=6))
