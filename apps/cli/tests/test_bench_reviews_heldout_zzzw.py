"""Held-out batch ZZZW: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a German Versorgungswerk's Gremien, Geschäftsführung, Kapitalanlage and
Risikocontrolling do, in German, with decimal commas, dot thousands, a space before the per cent
sign, German dates and quarters, and some limits in words."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzw

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
    "vier",
    "acht",
    "sechzehn",
    "vierundzwanzig",
    "achtundzwanzig",
    "dreißig",
    "zweiunddreißig",
    "sechsunddreißig",
    "fünfundvierzig",
    "sechzig",
    "neunzig",
    "hundertzwanzig",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a German number word opening the span ("zweiunddreißig Prozent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzw"))


def test_batch_zzzw_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzw.generate(),
        seed=reviews_heldout_zzzw.SEED,
        kinds=reviews_heldout_zzzw.KINDS,
        tag="zzzw",
    )


def test_batch_zzzw_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzw.generate())


def test_batch_zzzw_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzw.generate(), reviews_heldout_zzzw.KINDS)


def test_every_span_of_batch_zzzw_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzw.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzw_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzw.generate())


def test_batch_zzzw_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzw.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzw_seed_and_kinds() -> None:
    assert reviews_heldout_zzzw.SEED == 20270170
    assert len(reviews_heldout_zzzw.KINDS) == 7


def test_every_function_batch_zzzw_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzw.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzw_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzw.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # the Kapitalanlagerichtlinien, sent ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("KAPITALANLAGERICHTLINIEN DES VERSORGUNGSWERKS NORDMARK")
            continue
        assert messages[1] is answer  # a reply or the KVG's form, after the request
        assert constraint.provenance == "user_message"
        if answer.kind == "template_inputs":
            assert answer.text.startswith("LIMITERFASSUNGSBOGEN MASTERFONDS")
            written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":  # two decimals
                assert re.fullmatch(r"0,\d{2}", written), written
            if constraint.unit == "multiple":
                assert re.fullmatch(r"\d,\d{2}", written), written


def test_batch_zzzw_takes_its_invented_answers_in_turn_so_each_form_meets_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzw.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzw_bounds_every_other_strategy_case_from_the_second_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzw.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 1
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "Der Rechnungszins von 3,5 % ist langfristig" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzw_states_limits_as_shares_bp_counts_days_and_a_multiple() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzw.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days", "multiple"}


#: each limit's two field names
_LIMITS = (
    {"max_risk_capital_share", "risikokapitalquoteMax"},
    {"max_real_estate_share", "immobilienquoteMax"},
    {"max_single_issuer_share", "emittentengrenzeMax"},
    {"min_investment_grade_bond_share", "igRentenquoteMin"},
    {"max_tracking_error_bps", "trackingErrorAktienMax"},
    {"min_issuers_bond_fund", "anzahlEmittentenRentenfondsMin"},
    {"min_liquidity_reserve_days", "liquiditaetsreserveTageMin"},
    {"max_fund_leverage_multiple", "hebelSpezialAifMax"},
)
_FLOORS = _LIMITS[3] | _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzw_misquotes_every_limit_each_structure_on_five_of_them() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzw.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (3 * i) % 8, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(8))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzw_misquotes_with_each_of_the_three_non_decisions() -> None:
    said = texts_of(reviews_heldout_zzzw.generate(), "false_provenance")
    for form in (
        "den Antrag abgelehnt",
        "wurde zurückgestellt",
        "wurde auf die Juni-Sitzung vertagt",
    ):
        assert form in said, form


def test_batch_zzzw_draws_floors_counts_and_days_into_its_ranges() -> None:
    cases = reviews_heldout_zzzw.generate()
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_whole = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            assert _index(case.case_id) % 6 in (0, 3)
            continue
        if flawed.unit in ("count", "days"):  # whole Emittenten and days, in and out of the band
            seen_whole += 1
            assert outside == int(outside)
            assert inside == int(inside)
        # granted: the band runs from three quarters of its top to its top; the twin at its middle
        if flawed.name in _FLOORS:  # below the band's low end, two thirds of it
            low = inside / (1 + 1 / 0.75) * 2
            assert abs(outside - 2 / 3 * low) < 1e-6, case.case_id
            seen_floor += 1
        else:  # above the band's top, three tenths again
            high = inside / ((1 + 0.75) / 2)
            assert abs(outside - 1.3 * high) < 1e-6, case.case_id
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert inside <= 1
            assert outside <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused == 8
    assert seen_whole


def test_batch_zzzw_refuses_latitude_in_four_ways() -> None:
    cases = reviews_heldout_zzzw.generate()
    said = "\n".join(
        texts_of([c], "range_assumption")
        for c in cases
        if c.kind == "range_assumption" and c.flawed and c.bundle.policy == "strategy"
    )
    for form in (
        "wurde abgelehnt",
        "wurde zurückgestellt",
        "Entscheidung vertagt",
        "nicht genehmigt",
    ):
        assert form in said, form


def test_batch_zzzw_writes_a_band_s_low_end_as_its_number_alone() -> None:
    said = texts_of(reviews_heldout_zzzw.generate(), "range_assumption")
    assert re.search(r"\d–\d[\d,]* (%|Prozent|Tage|Emittenten|Titel|Basispunkte)", said)
    assert re.search(r"zwischen \d[\d,]* [^ ]* ?und \d[\d,]*", said)


def test_batch_zzzw_breaches_its_limits_by_three_tenths_or_a_third() -> None:
    cases = reviews_heldout_zzzw.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 4/3 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert _index(case.case_id) % 3 != 1
            wanted: tuple[float, ...] = (1.3, 2 / 3)
        else:
            assumed += 1
            wanted = (1.3 / 0.9, (2 / 3) / (4 / 3))
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 16
    assert assumed == 8


def test_batch_zzzw_places_its_breaches_in_seven_shapes() -> None:
    refs = set()
    heads = set()
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzw.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        shape = _index(case.case_id) % 7
        if over.provenance == "mandate_clause":
            refs.add(re.sub(r"L-0\d$", "L-0n", str(over.provenance_ref)))
            cited_shapes.add(shape)
        else:
            uncited_shapes.add(shape)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "kapitalanlagerichtlinien.abschnitt_4_quoten.4.2",
        "beschluesse_vertreterversammlung[1].wortlaut",
        "masterfonds.segmente[1].anlagegrenzen[0]",
        "risikohandbuch.limitsystem.L-0n",
        reviews_heldout_zzzw.MANDATE_ID,
    } <= refs
    assert heads == {"RISIKOHANDBUCH", "Finanzministerium", "BESCHLUSSVORLAGE"}
    assert cited_shapes == set(range(7))
    assert uncited_shapes == set(range(7))


def test_batch_zzzw_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzw.generate()
    withdrawn: dict[str, set[str]] = {
        "| Bisherige Fassung | Neue Fassung |": set(),
        "[gestrichen: ": set(),
        "wird zurückgezogen": set(),
        "Nachtrag nach der Sitzung|bitte meine Mail von heute früh": set(),
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


def test_batch_zzzw_tests_on_four_rolling_windows_from_2014() -> None:
    for case in reviews_heldout_zzzw.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 4
        assert [w.train_start.year for w in test.windows] == [2006, 2008, 2010, 2012]
        assert [w.test_start.year for w in test.windows] == [2014, 2016, 2018, 2020]
        assert min(w.test_start for w in test.windows).isoformat() == "2014-01-02"
        for window in test.windows:
            assert window.train_end < window.test_start
            assert window.test_end.year == window.test_start.year + 1


def test_batch_zzzw_places_its_leakage_in_the_reasoning_first() -> None:
    for case in reviews_heldout_zzzw.generate():
        if case.kind != "stated_leakage" or _index(case.case_id) % 4 != 0:
            continue
        assert case.bundle.reasoning, case.case_id


def test_batch_zzzw_compares_2024_with_2023_over_twenty_quarters() -> None:
    signed = 0
    for case in reviews_heldout_zzzw.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-07"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 20
        assert result["currency"] == "EUR"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Emittentenanalyse – Elbtal Wohnen SE")
        if any(
            isinstance(row, dict)
            and isinstance(row.get("net_income_meur"), float)
            and row["net_income_meur"] < 0  # type: ignore[operator]
            for row in rows
        ):
            signed += 1
    assert signed  # the Konzernergebnis, a signed series


def test_batch_zzzw_writes_as_a_german_versorgungswerk_does() -> None:
    cases = reviews_heldout_zzzw.generate()
    forms = {
        "invented_limit": (
            "Auszug aus dem Protokoll der 87. Sitzung des Anlageausschusses",
            "TOP 5 (Mandatsvergabe Infrastruktur) wurde vertagt",
            "Von: Dr. Henrike Paulsen (Geschäftsführerin)",
            "Viele Grüße",
            "| Limit | Grenze | Ist | Status |",
            "LIMITERFASSUNGSBOGEN MASTERFONDS (Alster Invest KVG mbH)",
            "KAPITALANLAGERICHTLINIEN DES VERSORGUNGSWERKS NORDMARK",
            "Tagesordnung der 88. Sitzung des Anlageausschusses",
            "Teams – J. Albrecht",
            "VERMERK (Az. KA-2025/017)",
            "Aufgabenliste Risikocontrolling",
            "Az. VI 23 – 4711/2025",
            "[wird vom Verwaltungsausschuss festgelegt]",
            "zurückgestellt",
            "vertagt",
            "48,6 Mio. €",
            "312,7 Mio. €",
            "25 Bp.",
            "Q1/2025",
            "Rechnungszins von 3,5 %",
        ),
        "false_provenance": (
            "In der Fassung der Kapitalanlagerichtlinien vom 01.01.2023",
            "Im Entwurf (Stand Januar)",
            "4 Ja- und 7 Nein-Stimmen",
            "Limitauslastung per Stichtag 31.03.2025",
            "| Limit | Ist 31.03.2025 | Grenze |",
            "Kapitalanlagerichtlinien, Anlage 2 (Auszug)",
            "ABV-Umfrage 2024",
            "unrestringierte Optimum",
            "Prozent",
            " %",
        ),
        "mandate_breach": (
            "'abschnitt_4_quoten'",
            "'4.2'",
            "RISIKOHANDBUCH – Anlage 1",
            "'wortlaut'",
            "Finanzministerium – Versicherungsaufsicht",
            "Kapitalanlagerichtlinien des Versorgungswerks Nordmark",
            "Kehrwieder Asset Management",
            "'segmente'",
            "BESCHLUSSVORLAGE Nr. 2025/07",
            "'limitsystem'",
            "höchstens",
            "mindestens",
            "99,5 %",
            "5 bis 9 Jahre",
        ),
        "range_assumption": (
            "Kapitalanlagerichtlinien 2025, Abschnitt 5.3",
            "| Limit | Zielquote | Bandbreite | Zuständig innerhalb der Bandbreite |",
            "ohne erneuten Beschluss",
            "Monatsreporting an den Anlageausschuss",
            "Tactical Asset Allocation",
            "Untergrenze",
            "Obergrenze",
            "'abschnitt_5_bandbreiten'",
            "Anlage 3 zu den Kapitalanlagerichtlinien",
            "'geschaeftsordnung_geschaeftsfuehrung'",
            "Dr. Ole Hansen (Vorsitzender des Verwaltungsausschusses)",
            "'taktische_steuerung'",
        ),
        "objective": (
            "Kapitalanlagerichtlinien 2025, Abschnitt 2",
            "Beschluss des Verwaltungsausschusses (TOP 8",
            "Protokoll Anlageausschuss 06.03.2025",
            "ALM-Studie 2025, Empfehlung",
            "Stellungnahme des Risikocontrollings",
            "SAA-Benchmark",
            "3,5 %",
            "nicht Sharpe",
        ),
        "stated_leakage": (
            "ALM-Studie 2025, Kapitel 3",
            "Prüfbericht des Risikocontrollings",
            "Vermerk der Internen Revision",
            "Richttafeln 2018 G",
            "Ausschlussliste",
            "02.01.2006 – 30.12.2013",
            "November 2013",
            "Geschäftsjahre 2006 bis 2012",
            "bis einschließlich",
        ),
        "trend_claim": (
            "Vorbereitung Anlageausschuss am 13.03.2025 (TOP 5 Emittentenbeobachtung)",
            "### Emittentenanalyse – Elbtal Wohnen SE (Prime Standard)",
            "Risikocontrolling – Emittentenbericht Q4/2024",
            "Protokoll der 88. Sitzung des Anlageausschusses",
            "Kehrwieder Asset Management",
            "| Emittent | Segment | Marktwert | Kommentar |",
            "Entwurf Lagebericht Geschäftsjahr 2024",
            "Prozentpunkte",
            "Mio. €",
            "im Geschäftsjahr 2024",
            "Vorjahresquartal",
            "in den letzten zehn Jahren",
            "im Geschäftsjahr 2019",
            " Pp.",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzw_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzw.generate():
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


def test_batch_zzzw_writes_its_figures_the_german_way() -> None:
    cases = reviews_heldout_zzzw.generate()
    said = texts_of(cases)
    for form in (" % der Kapitalanlagen", "Basispunkte", "-fach", "Tage", "p. a."):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d Mio\. €", said)  # dot thousands
    for case in cases:  # a cited figure never carries a decimal point
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d\.\d", written), (case.case_id, written)
                assert not re.search(r"\d%", written), (case.case_id, written)  # "32 %"


def test_batch_zzzw_writes_german_dates_and_quarters() -> None:
    said = texts_of(reviews_heldout_zzzw.generate())
    for form in ("31.03.2025", "Q4/2024", "Geschäftsjahr", "per Stichtag", "Halbjahr"):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the texts
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzw_is_written_in_german() -> None:
    for case in reviews_heldout_zzzw.generate():
        bundle = case.bundle
        parts = [m.text for m in bundle.user_messages]
        parts += [str(bundle.mandate), *bundle.reasoning, bundle.answer or ""]
        said = " ".join(parts)
        for english in (" the ", " and ", " was ", " which "):
            assert english not in said.replace("\n", " "), (case.case_id, english)


def test_batch_zzzw_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzw.generate(per_kind=6))
