"""Held-out batch ZZZZ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Norwegian kommunal pensjonskasse's styre, finansutvalg,
investeringsdirektør and risikostyringsfunksjon do, with decimal commas, space thousands, "%"
after a space, "pst." and "prosentpoeng", Norwegian dates and periods, some limits in words, a
depotbank's semicolon file and a London manager's English schedule."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzz

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Norwegian number words the batch writes some limits in
_NUMBER_WORDS = (
    "to",
    "tre",
    "fire",
    "fem",
    "åtte",
    "ti",
    "femten",
    "tjue",
    "tjuefire",
    "tjuefem",
    "tretti",
    "trettifem",
    "trettiseks",
    "førti",
    "førtifem",
    "seksti",
    "hundre",
    "halvannen",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Norwegian number word opening the span ("førti prosent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzz"))


def test_batch_zzzz_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzz.generate(),
        seed=reviews_heldout_zzzz.SEED,
        kinds=reviews_heldout_zzzz.KINDS,
        tag="zzzz",
    )


def test_batch_zzzz_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzz.generate())


def test_batch_zzzz_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzz.generate(), reviews_heldout_zzzz.KINDS)


def test_every_span_of_batch_zzzz_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzz.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzz_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzz.generate())


def test_batch_zzzz_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzz.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzz_seed_and_kinds() -> None:
    assert reviews_heldout_zzzz.SEED == 20270173
    assert len(reviews_heldout_zzzz.KINDS) == 7


def test_every_function_batch_zzzz_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzz.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzz_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzz.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    seen_mandates = set()
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
        elif answer.kind == "mandate":
            assert constraint.provenance == "mandate_clause"
            if answer.text.startswith("INVESTMENT GUIDELINES – Schedule 3"):  # sent after
                seen_mandates.add("english")
                assert messages[1] is answer
                assert re.fullmatch(r"\d+(%| bps| companies| calendar days)|\d(\.\d)?x", written), (
                    written
                )
            else:  # the kapitalforvaltningsreglement, given before the request
                seen_mandates.add("reglement")
                assert answer.text.startswith("KAPITALFORVALTNINGSREGLEMENT")
                assert messages[0] is answer
                assert "." not in written, written
        else:  # the depotbank's semicolon file, returned ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("Grenseoppsett for etterlevelseskontroll")
            assert "regel_id;beskrivelse;enhet;grenseverdi;type" in answer.text
            assert f";{written};" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{2}", written), written
    assert seen_mandates == {"english", "reglement"}


def test_batch_zzzz_slides_its_six_invented_answers_so_each_form_meets_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    heads: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzz.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        i = _index(case.case_id)
        heads.setdefault((i + i // 6) % 6, set()).add(head)
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 6
    assert all(len(h) == 1 for h in heads.values())  # the form is the slid turn's
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzz_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    for case in reviews_heldout_zzzz.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "beregningsrenten (2,5 pst. p.a.)" in str(case.bundle.mandate)


def test_batch_zzzz_states_limits_as_shares_bp_counts_days_and_multiples() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzz.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days", "multiple"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "aksjeandelMaks"},
    {"max_property_share", "eiendomMaks"},
    {"max_single_issuer_share", "enkeltutstederMaks"},
    {"max_unhedged_currency", "ikkeSikretValutaMaks"},
    {"min_amortised_cost_bond_share", "obligasjonerAmortisertKostMin"},
    {"max_tracking_error_bps", "relativVolatilitetMaks"},
    {"min_holdings_norwegian_equities", "antallSelskaperMin"},
    {"min_liquidity_days", "likviditetsreserveDagerMin"},
    {"min_stress_test_cover", "stresstestDekningMin"},
)
_FLOORS = _LIMITS[4] | _LIMITS[6] | _LIMITS[7] | _LIMITS[8]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzz_misquotes_every_limit_each_structure_on_five_in_a_row() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzz.generate():
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


def test_batch_zzzz_misquotes_with_four_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzz.generate(), "false_provenance")
    for form in (
        "Forslaget ble ikke vedtatt (3 mot 4 stemmer)",
        "saksframlegget ble trukket før møtet",
        "ble utsatt (styremøte 26.03.2025, sak 14/25)",
        "Finansutvalget avviste forslaget",
    ):
        assert form in said, form


def _quarter_up(low: float, high: float) -> float:
    point = low + (high - low) / 4
    return float(round(point)) if high >= 10 else round(point, 6)


def test_batch_zzzz_gives_latitude_over_caps_and_floors_and_assumes_a_quarter_up() -> None:
    cases = reviews_heldout_zzzz.generate()
    by_id = {c.case_id: c for c in cases}
    seen_granted = seen_refused = 0
    floors = caps = 0
    for case in cases:
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
        # granted: the band runs from six tenths of its top to its top; the twin a quarter up
        if flawed.name in _FLOORS:
            floors += 1
            low = outside / 0.8
            high = low / 0.6
            assert outside < low
        else:
            caps += 1
            high = outside / 1.2
            low = high * 0.6
            assert outside > high
        assert abs(inside - _quarter_up(low, high)) < 1e-6, case.case_id
        assert low <= inside <= high
        if flawed.unit in ("count", "days", "bps"):  # whole selskaper, days and basis points
            assert inside == round(inside)
        if flawed.unit == "fraction":  # a share is at most all of it
            assert outside <= 1
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert floors
    assert caps


def _written_numbers(value: float, unit: str | None) -> set[str]:
    """How a level may be written as a number in the batch: percent with a decimal comma for a
    share ("4,8", "24", "24,0"), else the figure ("75")."""
    figure = value * 100 if unit == "fraction" else value
    plain = f"{round(figure, 6):g}".replace(".", ",")
    return {plain, f"{figure:.1f}".replace(".", ",")}


def test_batch_zzzz_fixes_a_refused_band_at_its_low_end_for_a_cap_and_its_top_for_a_floor() -> None:
    cases = reviews_heldout_zzzz.generate()
    by_id = {c.case_id: c for c in cases}
    refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (assumed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        if assumed.value != twin.value:
            continue
        refused += 1
        text = str(case.bundle.mandate) + "\n".join(m.text for m in case.bundle.user_messages)
        middle = float(str(assumed.value))  # a band from 0.6 of its top: middle = 0.8 top
        floor = assumed.name in _FLOORS
        fixed = middle * 1.25 if floor else middle * 0.75
        said = re.search(
            r"fastsatte den \w+ grensen for .*? til (\d[\d,]*)[^.]*\. Administrasjonens"
            r"|Inntil videre gjelder (\d[\d,]*)|står på (\d[\d,]*)|– (\d[\d,]*) [^–]*ligger fast",
            text,
        )
        assert said is not None, text
        assert next(g for g in said.groups() if g) in _written_numbers(fixed, assumed.unit), (
            case.case_id,
            text,
        )
        assert (middle < fixed) == floor  # the plan assumes a level looser than the one fixed
    assert refused == 8


def test_batch_zzzz_places_its_latitude_in_four_shapes() -> None:
    heads = set()
    fields = set()
    for case in reviews_heldout_zzzz.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"investeringsstrategi_2025", "mandat_finansutvalget"}
    assert heads == {"VEDLEGG", "Side"}


def test_batch_zzzz_writes_a_band_s_low_end_as_its_number_alone() -> None:
    said = texts_of(reviews_heldout_zzzz.generate(), "range_assumption")
    assert re.search(r"\d–\d[\d,]* (%|pst\.|prosent|bp|basispunkter|selskaper|dager)", said)
    assert re.search(r"mellom \d[\d,]* og \d[\d,]* ", said)


def test_batch_zzzz_breaches_its_limits_by_two_tenths() -> None:
    cases = reviews_heldout_zzzz.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        i = _index(case.case_id)
        floor = over.name in _FLOORS
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.4 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert i % 3 != 2
            wanted = 0.8 if floor else 1.2
        else:
            assumed += 1
            assert i % 3 == 2
            wanted = 0.8 / 1.4 if floor else 1.2 / 0.85
        assert abs(ratio - wanted) < 1e-3, (case.case_id, ratio)
    assert cited == 16
    assert assumed == 8


def test_batch_zzzz_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzz.generate():
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
        "kapitalforvaltningsreglement_2025.kapittel_4_rammer.4.3",
        "styreprotokoll_19_02_2025.sak_07_25.vedtak",
        reviews_heldout_zzzz.MANDATE_ID,
    } == refs
    assert heads == {"FINANSTILSYNET", "INVESTMENT", "Investeringsstrategi", "Fra:"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzz_puts_a_decoy_normal_level_beside_the_limit() -> None:
    said = texts_of(reviews_heldout_zzzz.generate(), "mandate_breach")
    assert re.search(r"\| Ramme \| Normalnivå \| (Øvre|Nedre) grense \|", said)


def test_batch_zzzz_writes_the_english_schedule_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzz.generate(), "mandate_breach")
    assert re.search(
        r"not (more|less) than (\d+(%| bps| companies| calendar days)|\d(\.\d)?x)\.", said
    )
    assert "Breaches are to be remedied within five business days." in said


def test_batch_zzzz_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzz.generate()
    withdrawn: dict[str, set[str]] = {
        "Glem det over – det var fjorårets formulering": set(),
        "Administrasjonen trakk den tidligere formuleringen": set(),
        "overstrøket tekst utgår": set(),
        "Rettelse etter styremøtet|se bort fra e-posten min": set(),
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


def test_batch_zzzz_strikes_the_withdrawn_line_through() -> None:
    said = texts_of(reviews_heldout_zzzz.generate(), "objective")
    assert re.search(r"\n~~[^~\n]+~~\n", said)


def test_batch_zzzz_tests_on_five_anchored_folds_from_2019() -> None:
    for case in reviews_heldout_zzzz.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 5
        assert {w.train_start.isoformat() for w in test.windows} == {"2008-01-02"}
        assert [w.test_start.year for w in test.windows] == [2019, 2020, 2021, 2022, 2023]
        assert min(w.test_start for w in test.windows).isoformat() == "2019-01-02"
        for window in test.windows:
            assert window.train_end < window.test_start
            assert (window.test_start - window.train_end).days <= 5
            assert window.test_end.year == window.test_start.year


def test_batch_zzzz_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzz.generate():
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
            for form in ("ALM-analyse 2025 (aktuaren)", "gjennomgang", "Internrevisjonens")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzz_compares_2024_with_2023_over_twenty_four_quarters() -> None:
    grew = shrank = 0
    for case in reviews_heldout_zzzz.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-02-21"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        assert result["currency"] == "NOK"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("#### Selskapsnotat – Nordkapp Sjømat ASA")
        if not case.flawed:
            if "vokste med en tosifret" in case.bundle.answer:
                grew += 1
            if "falt med en tosifret" in case.bundle.answer:
                assert "gjeld" in case.bundle.answer  # the netto rentebærende gjeld
                shrank += 1
    assert grew  # a double-digit compound rise, claimed true of the driftsinntekter
    assert shrank  # and a double-digit compound fall, of the gjeld


def test_batch_zzzz_writes_as_a_norwegian_pensjonskasse_does() -> None:
    cases = reviews_heldout_zzzz.generate()
    forms = {
        "invented_limit": (
            "Utdrag av protokoll fra styremøte 19. februar 2025 (Fjordby kommunale pensjonskasse)",
            "Enstemmig vedtatt.",
            "Sak 08/25 (valg av ny aksjeforvalter) ble utsatt.",
            "Fra: Ingrid Solheim (investeringsdirektør)",
            "Mvh\nIngrid",
            "| Risikoparameter | Faktisk | Ramme | Utnyttelse |",
            "Grenseoppsett for etterlevelseskontroll – depotbanken",
            "INVESTMENT GUIDELINES – Schedule 3",
            "KAPITALFORVALTNINGSREGLEMENT for Fjordby kommunale pensjonskasse",
            "Saksliste – finansutvalgets møde 05.03.2025",
            "Teams – Ingrid S.",
            "NOTAT\nTil: Finansutvalget",
            "Oppgaveliste – risikostyringsfunksjonen",
            "vår ref. 24/4417",
            "«",
            "[fastsettes av styret]",
            "ble trukket",
            "utsatt",
            "ikke tallet i høringsutkastet",
            "12,4 mrd. kroner",
            "600 mill. kr",
            "1 184,3 mill. kr",
            "4,5 prosent",
            "1. kvartal 2025",
            "31. desember 2024",
            "aktsomhetsprinsippet",
        ),
        "false_provenance": (
            "I reglementet av 08.12.2022",
            "Høringsutkastet (versjon 2, januar)",
            "3 mot 4 stemmer",
            "Risikorapport 1. kvartal 2025",
            "| Risikoparameter | Faktisk 31.03.2025 | Ramme | Utnyttelse |",
            "Kapitalforvaltningsreglement, vedlegg 1 (utdrag)",
            "de kommunale pensjonskassene",
            "ALM-analysen 2025 (aktuaren)",
            " %",
            "prosent",
        ),
        "mandate_breach": (
            "'kapittel_4_rammer'",
            "'4.3'",
            "FINANSTILSYNET – Pålegg (vår ref. 24/4417)",
            "finansforetaksloven",
            "'sak_07_25'",
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 3",
            "Northgate Harbour Asset Management Ltd",
            "Investeringsstrategi 2025, tabell 3",
            "Kari Aasen Nordby (styreleder)",
            "høyst",
            "minst",
            "mellom 3 og 7 år",
            "2. halvår 2025",
        ),
        "range_assumption": (
            "Investeringsstrategi 2025, punkt 5",
            "| Ramme | Strategisk vekt | Båndbredde | Myndighet innenfor båndbredden |",
            "uten nytt styrevedtak",
            "forvaltningsbeslutning",
            "ble ikke vedtatt",
            "ble utsatt",
            "ble trukket",
            "avviste",
            "den øvre grensen",
            "den nedre grensen",
            "'punkt_5_baandbredder'",
            "VEDLEGG 2 TIL INVESTERINGSSTRATEGIEN",
            "'mandat_finansutvalget'",
            "Side letter to the Investment Management Agreement",
        ),
        "objective": (
            "Kapitalforvaltningsreglement 2025, § 2 (formål)",
            "Styrevedtak, sak 10/25",
            "Protokoll, finansutvalget 05.03.2025",
            "ALM-analyse 2025, anbefaling",
            "Risikostyringsfunksjonens vurdering",
            "referanseindeksen",
            "2,5 pst. p.a.",
            "ikke Sharpe",
            "hittil i år",
            "prosentpoeng",
        ),
        "stated_leakage": (
            "ALM-analyse 2025 (aktuaren), kapittel 3",
            "Risikostyringsfunksjonens gjennomgang",
            "Internrevisjonens rapport",
            "dødelighetsgrunnlag",
            "eksklusjonslisten",
            "02.01.2008–28.12.2018",
            "november 2018",
            "3. kvartal 2018",
            "t.o.m.",
            "ankrede vinduer",
        ),
        "trend_claim": (
            "Til finansutvalgets møde 13.03.2025 (sak 11/25, eierskapsutøvelse)",
            "#### Selskapsnotat – Nordkapp Sjømat ASA (Oslo Børs: NKSJ)",
            "Risikorapport 4. kvartal 2024, vedlegg 3",
            "Protokoll, finansutvalget 13.03.2025, sak 11/25",
            "Northgate Harbour Asset Management Ltd",
            "| Selskap | Markedsverdi | Antall aksjer | Merknad |",
            "Årsrapport 2024",
            "kroner per kilo",
            " tonn",
            " mill. kr",
            "mrd. kroner",
            "i 2024",
            "samme kvartal",
            "siden børsnoteringen i 2007",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzz_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzz.generate():
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
    said = texts_of(reviews_heldout_zzzz.generate(), "mandate_breach")
    assert re.search(r"(høyst|minst) (\w+ )?(prosent|basispunkter|selskaper|dager|gang)", said)


def test_batch_zzzz_writes_its_figures_the_norwegian_way() -> None:
    cases = reviews_heldout_zzzz.generate()
    said = texts_of(cases)
    for form in (
        " % av forvaltningskapitalen",
        "basispunkter",
        " bp",
        "dager",
        "selskaper",
        "ganger",
        "pst.",
        "prosentpoeng",
        "p.a.",
        "hittil i år",
        "per 31.12.2024",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d mill\. kr", said)  # space thousands, decimal comma
    assert re.search(r"\d,\d mrd\. kroner", said)
    assert ".." not in said  # an abbreviation's full stop is not doubled
    assert not re.search(r"pst,|p,a,", said)
    for case in cases:  # a cited figure never carries a decimal point, nor a Norwegian "40%"
        for m in case.bundle.user_messages:
            english = m.text.startswith("INVESTMENT ")  # the London manager's schedule
            if not english:
                assert not re.search(r"\d%", m.text), (case.case_id, m.text)
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if not english:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzz_writes_norwegian_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzz.generate())
    for form in (
        "31.03.2025",
        "19. februar 2025",
        "1. kvartal",
        "2. halvår",
        "1. halvår",
        "4. kvartal 2024",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)
    assert not re.search(r"\b(ultimo|primo|kvt\.)", said)  # Danish, not Norwegian


def test_batch_zzzz_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzz.generate(per_kind=6))
