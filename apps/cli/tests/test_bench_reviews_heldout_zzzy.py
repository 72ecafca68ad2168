"""Held-out batch ZZZY: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Danish arbejdsmarkedspensionsselskab's bestyrelse, investeringsudvalg,
investeringsdirektør and risikostyringsfunktion do, with decimal commas, dot thousands, "pct."
and "pct.-point", Danish dates and periods, some limits in words and a foreign manager's English
annex."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzy

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Danish number words the batch writes some limits in
_NUMBER_WORDS = (
    "to",
    "tre",
    "fire",
    "ti",
    "tolv",
    "femten",
    "tyve",
    "femogtyve",
    "tredive",
    "fyrre",
    "femogfyrre",
    "halvtreds",
    "firs",
    "hundrede",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Danish number word opening the span ("femogfyrre procent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzy"))


def test_batch_zzzy_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzy.generate(),
        seed=reviews_heldout_zzzy.SEED,
        kinds=reviews_heldout_zzzy.KINDS,
        tag="zzzy",
    )


def test_batch_zzzy_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzy.generate())


def test_batch_zzzy_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzy.generate(), reviews_heldout_zzzy.KINDS)


def test_every_span_of_batch_zzzy_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzy.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzy_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzy.generate())


def test_batch_zzzy_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzy.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzy_seed_and_kinds() -> None:
    assert reviews_heldout_zzzy.SEED == 20270172
    assert len(reviews_heldout_zzzy.KINDS) == 7


def test_every_function_batch_zzzy_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzy.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzy_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzy.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
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
        elif answer.kind == "mandate":  # the manager's English annex, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("INVESTMENT GUIDELINES – Annex 2")
            assert re.fullmatch(r"\d+(%| bps| companies| business days)", written), written
        else:  # the depotbank's grænseskema, returned ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("GRÆNSESKEMA")
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{2}", written), written


def test_batch_zzzy_turns_its_five_invented_answers_so_each_form_meets_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzy.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzy_bounds_every_other_strategy_case_from_the_second_by_other_terms() -> None:
    for case in reviews_heldout_zzzy.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 1
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "realt afkast på 3 pct. p.a." in str(case.bundle.mandate)


def test_batch_zzzy_states_limits_as_shares_bp_counts_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzy.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "aktieandelMaks"},
    {"max_unlisted_share", "unoteredeInvesteringerMaks"},
    {"max_single_issuer_share", "enkeltUdstederMaks"},
    {"max_unhedged_currency", "uafdaekketValutaMaks"},
    {"min_danish_govt_and_mortgage_share", "statsOgRealkreditMin"},
    {"max_tracking_error_bps", "trackingErrorMaks"},
    {"min_holdings_active_mandate", "antalSelskaberMin"},
    {"min_liquidity_days", "likviditetsberedskabDageMin"},
)
_FLOORS = _LIMITS[4] | _LIMITS[6] | _LIMITS[7]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzy_misquotes_every_limit_each_structure_on_five_in_a_row() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzy.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (3 * (i % 5) + i // 5) % 8, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(8))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzy_misquotes_with_four_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzy.generate(), "false_provenance")
    for form in (
        "Indstillingen blev ikke godkendt (4 for, 6 imod)",
        "blev trukket tilbage før mødet",
        "blev udsat (bestyrelsesmøde 20.03.2025, pkt. 7)",
        "Investeringsudvalget forkastede forslaget",
    ):
        assert form in said, form


def test_batch_zzzy_gives_latitude_over_caps_only_and_assumes_two_thirds_up() -> None:
    cases = reviews_heldout_zzzy.generate()
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
            assert _index(case.case_id) % 6 in (0, 3)
            continue
        # granted: the band runs from seven tenths of its top to its top; the twin two thirds up
        high = inside / (0.7 + 0.3 * 2 / 3)
        assert abs(outside - 1.3 * high) < 1e-6, case.case_id
        if flawed.unit == "fraction":  # a share is at most all of it
            assert outside <= 1
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzy_places_its_latitude_in_five_shapes() -> None:
    heads = set()
    fields = set()
    for case in reviews_heldout_zzzy.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"investeringsretningslinjer_2025", "forretningsorden_investeringsudvalget"}
    assert heads == {"BILAG", "Fra:", "Forvaltningsaftale,"}


def test_batch_zzzy_writes_a_band_s_low_end_as_its_number_alone() -> None:
    said = texts_of(reviews_heldout_zzzy.generate(), "range_assumption")
    assert re.search(r"\d–\d[\d,]* (pct\.|procent)", said)
    assert re.search(r"mellem \d[\d,]* og \d[\d,]* ", said)


def test_batch_zzzy_breaches_its_limits_by_three_tenths() -> None:
    cases = reviews_heldout_zzzy.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 1.2 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert i % 4 != 3
            wanted: tuple[float, ...] = (1.3, 0.7)
        else:
            assumed += 1
            assert i % 4 == 3
            wanted = (1.3 / 0.9, 0.7 / 1.2)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzy_places_its_breaches_in_five_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzy.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 2) % 5
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
        "investeringsretningslinjer_2025.rammer[2].bestemmelse",
        "referat_bestyrelsesmoede_13_03_2025.punkter[1].beslutning",
        reviews_heldout_zzzy.MANDATE_ID,
    } == refs
    assert heads == {"FINANSTILSYNET", "FORVALTNINGSAFTALE", "Fuldmagt"}
    assert cited_shapes == uncited_shapes == set(range(5))
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzy_writes_the_english_annex_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzy.generate(), "mandate_breach")
    assert re.search(r"not (more|less) than \d+(%| bps| companies| business days)\.", said)
    assert "Breaches are to be remedied within five business days." in said


def test_batch_zzzy_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzy.generate()
    withdrawn: dict[str, set[str]] = {
        "| Hidtidig formulering | Ny formulering |": set(),
        "blev trukket tilbage. Udvalget indstiller i stedet": set(),
        "Det skrev jeg i går, men det er ikke godkendt": set(),
        "Rettelse efter bestyrelsesmødet|se bort fra min mail": set(),
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


def test_batch_zzzy_quotes_the_withdrawn_line_with_a_marker() -> None:
    said = texts_of(reviews_heldout_zzzy.generate(), "objective")
    assert re.search(r"\n> \S", said)


def test_batch_zzzy_tests_on_four_rolling_folds_from_2017() -> None:
    for case in reviews_heldout_zzzy.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 4
        assert [w.train_start.year for w in test.windows] == [2009, 2010, 2011, 2012]
        assert [w.test_start.year for w in test.windows] == [2017, 2018, 2019, 2020]
        assert min(w.test_start for w in test.windows).isoformat() == "2017-01-02"
        for window in test.windows:
            assert window.train_end < window.test_start
            assert window.test_start.year - window.train_start.year == 8
            assert window.test_end.year == window.test_start.year


def test_batch_zzzy_writes_its_whole_sentences_from_the_second_case() -> None:
    for case in reviews_heldout_zzzy.generate():
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
            form in said for form in ("ALM-analyse 2025, afsnit 3", "gennemgang", "notat, bilag")
        )
        assert whole == (i % 3 == 1), case.case_id


def test_batch_zzzy_compares_2024_with_2023_over_twenty_quarters() -> None:
    grew = 0
    for case in reviews_heldout_zzzy.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-02-28"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 20
        assert result["currency"] == "DKK"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Selskabsnotat – Hammerum Industri A/S")
        if not case.flawed:
            assert "faldt med en tocifret" not in case.bundle.answer  # no compound fall claimed
            if "voksede med en tocifret" in case.bundle.answer:
                grew += 1
    assert grew  # a double-digit compound rise, claimed true of the ordreindgang


def test_batch_zzzy_writes_as_a_danish_pension_company_does() -> None:
    cases = reviews_heldout_zzzy.generate()
    forms = {
        "invented_limit": (
            "Uddrag af referat fra bestyrelsesmøde 13. marts 2025 (ArbejdsPension Vest)",
            "Bestyrelsen godkendte, at",
            "Pkt. 6 (ny kreditforvalter) blev udsat.",
            "Fra: Mette Lykkegaard (investeringsdirektør)",
            "Vh Mette",
            "| Ramme | Grænse | Faktisk | Udnyttelse / grænse |",
            "GRÆNSESKEMA – depotbankens overvågning",
            "grænseværdi = ",
            "INVESTMENT GUIDELINES – Annex 2",
            "Dagsorden – investeringsudvalgets møde 10.04.2025",
            "Teams – Mette L.",
            "NOTAT (j.nr. INV-2025-017)",
            "Opgaveliste – risikostyringsfunktionen",
            "j.nr. 6252-0041",
            "[fastsættes af bestyrelsen]",
            "trukket tilbage",
            "udsat",
            "ikke tallet fra udkastet",
            "212,4 mia. kr.",
            "1.500 mio. kr.",
            "1.842,6 mio. kr.",
            "25 bp",
            "1. kvt. 2025",
            "31. december 2024",
            "prudent person-princippet",
        ),
        "false_provenance": (
            "I retningslinjerne af 14.12.2023",
            "Udkastet (version 2, januar)",
            "4 for, 6 imod",
            "Risikorapport, 1. kvt. 2025",
            "| Ramme | Faktisk 31.03.2025 | Grænse | Udnyttelse / grænse |",
            "Investeringsretningslinjer, bilag 1 (uddrag)",
            "Forsikring & Pension",
            "ALM-analysen 2025",
            "pct.",
            "procent",
        ),
        "mandate_breach": (
            "'rammer'",
            "'bestemmelse'",
            "FINANSTILSYNET – Påbud (j.nr. 6252-0041)",
            "§ 248 i lov om finansiel virksomhed",
            "'punkter'",
            "FORVALTNINGSAFTALE – Annex 2: Investment Guidelines",
            "Harbour Lane Capital LLP",
            "Fuldmagt – direktionen til investeringsdirektøren",
            "højst",
            "mindst",
            "mellem 4 og 9 år",
            "primo 2025",
        ),
        "range_assumption": (
            "Investeringsretningslinjer 2025, afsnit 5",
            "| Ramme | Strategisk vægt | Båndbredde | Kompetence inden for båndbredden |",
            "uden ny bestyrelsesbeslutning",
            "forvaltningsbeslutning",
            "blev ikke godkendt",
            "blev udsat",
            "blev trukket tilbage",
            "forkastede",
            "Indtil videre gælder",
            "loftet",
            "'afsnit_5_baandbredder'",
            "BILAG 3 TIL INVESTERINGSRETNINGSLINJERNE",
            "'forretningsorden_investeringsudvalget'",
            "Jens Kjær Mortensen (bestyrelsesformand)",
            "Ranges / båndbredder",
        ),
        "objective": (
            "Investeringsretningslinjer 2025, afsnit 2 (formål)",
            "Bestyrelsesbeslutning, pkt. 10",
            "Referat, investeringsudvalget 06.03.2025",
            "ALM-analyse 2025, anbefaling",
            "Risikostyringsfunktionens udtalelse",
            "benchmark",
            "3 pct. p.a.",
            "ikke Sharpe",
            "ÅTD 2025",
        ),
        "stated_leakage": (
            "ALM-analyse 2025, afsnit 3",
            "Risikostyringsfunktionens gennemgang",
            "Intern revisions notat",
            "levetidsbenchmark",
            "eksklusionsliste",
            "02.01.2009–30.12.2016",
            "november 2016",
            "3. kvt. 2016",
            "t.o.m.",
            "rullende vinduer",
        ),
        "trend_claim": (
            "Til investeringsudvalgets møde 12.03.2025 (dagsordenspunkt 6, aktivt ejerskab)",
            "### Selskabsnotat – Hammerum Industri A/S (Nasdaq Copenhagen: HAMM B)",
            "Risikorapport 4. kvt. 2024, bilag 4",
            "Referat, investeringsudvalget 12.03.2025, pkt. 6",
            "Harbour Lane Capital LLP",
            "| Selskab | Beholdning | Ejerandel | Bemærkning |",
            "Årsrapport 2024",
            "pct.-point",
            " mio. kr.",
            "mia. kr.",
            "i 2024",
            "2. halvår 2024",
            "samme kvartal",
            "siden børsnoteringen i 1998",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzy_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzy.generate():
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


def test_batch_zzzy_writes_its_figures_the_danish_way() -> None:
    cases = reviews_heldout_zzzy.generate()
    said = texts_of(cases)
    for form in (
        " pct. af investeringsaktiverne",
        "basispoint",
        " bp",
        "handelsdage",
        "selskaber",
        "pct.-point",
        "p.a.",
        "ÅTD",
        "ultimo 2024",
        "primo 2025",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d mio\. kr\.", said)  # dot thousands, decimal comma
    assert ".." not in said  # an abbreviation's full stop is not doubled
    assert not re.search(r"pct,|p,a,", said)
    for case in cases:  # a cited figure never carries a decimal point, nor a Danish "45%"
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d\.\d", written), (case.case_id, written)
                if not m.text.startswith("INVESTMENT GUIDELINES"):
                    assert "%" not in written, (case.case_id, written)


def test_batch_zzzy_writes_danish_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzy.generate())
    for form in ("31.03.2025", "13. marts 2025", "1. kvt.", "2. halvår", "ultimo", "primo"):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzy_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzy.generate(per_kind=6))
