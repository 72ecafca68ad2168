"""Held-out batch ZZZV: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Swedish AP-fond's styrelse, CIO, riskfunktion and kapitalförvaltning do,
with decimal commas, space thousands, a space before the per cent sign, ISO dates, Swedish period
names and some limits in words."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzv

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Swedish number words the batch writes some limits in
_NUMBER_WORDS = (
    "en",
    "två",
    "tre",
    "fyra",
    "fem",
    "sex",
    "åtta",
    "tio",
    "trettio",
    "trettiotre",
    "trettiofem",
    "trettiosex",
    "fyrtio",
    "sextio",
    "åttiofyra",
    "hundratjugo",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Swedish number word opening the span ("trettio procent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzv"))


def test_batch_zzzv_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzv.generate(),
        seed=reviews_heldout_zzzv.SEED,
        kinds=reviews_heldout_zzzv.KINDS,
        tag="zzzv",
    )


def test_batch_zzzv_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzv.generate())


def test_batch_zzzv_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzv.generate(), reviews_heldout_zzzv.KINDS)


def test_every_span_of_batch_zzzv_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzv.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzv_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzv.generate())


def test_batch_zzzv_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzv.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzv_seed_and_kinds() -> None:
    assert reviews_heldout_zzzv.SEED == 20270169
    assert len(reviews_heldout_zzzv.KINDS) == 7


def test_every_function_batch_zzzv_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzv.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzv_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzv.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    template_places: set[int] = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        elif answer.kind == "mandate":  # the placeringspolicy, attached ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("PLACERINGSPOLICY FÖR NORRSTRÖM AP-FONDEN")
        else:  # the limitblankett (ahead of the request) or the CSV export (after it)
            assert constraint.provenance == "user_message"
            template_places.add(messages.index(answer))
            written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":  # two decimals, or three where needed
                assert re.fullmatch(r"0,\d{2,3}", written), written
            if constraint.unit == "multiple":
                assert re.fullmatch(r"\d,\d{2}", written), written
            if "limit_id;enhet;värde;källa" in answer.text:
                assert answer.text.startswith("limiter_export.csv")
                assert messages[1] is answer
            else:
                assert answer.text.startswith("LIMITBLANKETT")
                assert messages[0] is answer
    assert template_places == {0, 1}


def test_batch_zzzv_slides_its_invented_answers_so_each_form_meets_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzv.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 6
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzv_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    for case in reviews_heldout_zzzv.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "avkastningsmålet är 4,5 procent real" in str(case.bundle.mandate)


def test_batch_zzzv_states_limits_as_shares_bp_counts_days_and_a_multiple() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzv.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "days", "multiple"}


#: each limit's two field names
_LIMITS = (
    {"min_low_risk_fixed_income_share", "rantebarandeLagRiskMin"},
    {"max_currency_exposure", "valutaexponeringMax"},
    {"max_unlisted_share", "onoteradeTillgangarMax"},
    {"max_voting_share_single_company", "rostandelEnskiltBolagMax"},
    {"max_single_issuer_share", "enskildEmittentMax"},
    {"max_active_risk_bps", "aktivRiskMax"},
    {"min_holdings_active_global_equity", "antalInnehavAktivaGlobalaMin"},
    {"min_liquidity_reserve_days", "likviditetsreservDagarMin"},
    {"max_gross_exposure_multiple", "bruttoexponeringMax"},
)
_FLOORS = _LIMITS[0] | _LIMITS[6] | _LIMITS[7]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzv_misquotes_every_limit_each_structure_on_five_of_them() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzv.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i % 5 + 2 * (i // 5)) % 9, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(9))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzv_misquotes_with_each_of_the_styrelse_s_three_non_decisions() -> None:
    said = texts_of(reviews_heldout_zzzv.generate(), "false_provenance")
    for form in ("avslog förslaget", "återremitterade ärendet", "was bordlagt on 2025-03-20"):
        assert form in said, form


def test_batch_zzzv_draws_floors_counts_and_days_into_its_ranges() -> None:
    cases = reviews_heldout_zzzv.generate()
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
            assert _index(case.case_id) % 6 in (2, 5)
            continue
        if flawed.unit in ("count", "days"):  # whole innehav and days, in and out of the band
            seen_whole += 1
            assert outside == int(outside)
            assert inside == int(inside)
        # granted: the band runs from three fifths of its top to its top; the twin at its middle
        if flawed.name in _FLOORS:  # below the band's low end, three quarters of it
            low = inside / (1 + 1 / 0.6) * 2
            assert abs(outside - 0.75 * low) < 1e-6, case.case_id
            seen_floor += 1
        else:  # above the band's top, a fifth again
            high = inside / ((1 + 0.6) / 2)
            assert abs(outside - 1.2 * high) < 1e-6, case.case_id
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert inside <= 1
            assert outside <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused == 8
    assert seen_whole


def test_batch_zzzv_writes_a_band_s_low_end_as_its_number_alone() -> None:
    said = texts_of(reviews_heldout_zzzv.generate(), "range_assumption")
    assert re.search(r"\d–\d[\d,]* (%|procent)", said)
    assert re.search(r"mellan \d[\d,]* och \d[\d,]* ", said)


def test_batch_zzzv_breaches_its_limits_by_a_fifth_or_a_quarter() -> None:
    cases = reviews_heldout_zzzv.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.25 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            i = _index(case.case_id)
            assert (i + i // 6) % 3 != 2
            wanted: tuple[float, ...] = (1.2, 0.75)
        else:
            assumed += 1
            wanted = (1.2 / 0.85, 0.75 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 16
    assert assumed == 8


def test_batch_zzzv_places_its_breaches_in_six_shapes() -> None:
    refs = set()
    heads = set()
    cited_shapes = set()
    for case in reviews_heldout_zzzv.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
            cited_shapes.add(_index(case.case_id) % 6)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "placeringspolicy.avsnitt_5_limiter.5.3",
        "styrelseprotokoll_2025_02_13.paragrafer[1].beslutstext",
        "riskmandat.limiter[2]",
        reviews_heldout_zzzv.MANDATE_ID,
    } <= refs
    assert heads == {"RISKPOLICY", "FÖRVALTNINGSAVTAL", "Delegationsordning"}
    assert cited_shapes == set(range(6))  # every shape cited in some case


def test_batch_zzzv_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzv.generate()
    withdrawn: dict[str, set[str]] = {
        "| Nuvarande lydelse | Föreslagen lydelse |": set(),
        "Styrelsen beslutade att stryka lydelsen": set(),
        "[STRUKEN: ": set(),
        "Tillägg efter styrelsemötet|bortse från mitt mejl": set(),
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


def test_batch_zzzv_tests_on_five_expanding_folds_from_2015() -> None:
    for case in reviews_heldout_zzzv.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 5
        assert {w.train_start.isoformat() for w in test.windows} == {"2005-01-03"}
        assert [w.test_start.year for w in test.windows] == [2015, 2016, 2017, 2018, 2019]
        assert min(w.test_start for w in test.windows).isoformat() == "2015-01-02"
        for window in test.windows:
            assert window.train_end < window.test_start


def test_batch_zzzv_compares_2024_with_2023_over_sixteen_quarters() -> None:
    shrank = 0
    for case in reviews_heldout_zzzv.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-02-07"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "SEK"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("#### Bolagsanalys – Ljusnefors AB (publ)")
        if not case.flawed and "shrank at a double-digit compound" in case.bundle.answer:
            shrank += 1
    assert shrank  # a double-digit compound fall, claimed true of the hydro output


def test_batch_zzzv_writes_as_a_swedish_ap_fund_does() -> None:
    cases = reviews_heldout_zzzv.generate()
    forms = {
        "invented_limit": (
            "Utdrag ur protokoll fört vid styrelsesammanträde 2025-04-24",
            "Styrelsen beslutade att fastställa",
            "Ärendet om ny kreditförvaltare bordlades",
            "Från: Karin Åström (CIO)",
            "Mvh Karin",
            "| Limit | Gräns | Utfall 2025-03-31 | Status |",
            "LIMITBLANKETT – KAPITALFÖRVALTNINGEN",
            "limit_id;enhet;värde;källa",
            "PLACERINGSPOLICY FÖR NORRSTRÖM AP-FONDEN",
            "Dagordning styrelsesammanträde 2025-04-24",
            "Teams – CIO",
            "PROMEMORIA (Dnr 2025/0143)",
            "Att göra – riskfunktionen",
            "Fi2025/00871",
            "[fastställs av styrelsen]",
            "återremitterades",
            "bordlagt",
            "412,8 mdkr",
            "2 500 mkr",
            "9 812,4 mkr",
            "25 baspunkter",
            "första halvåret 2025",
            "helåret 2025",
            "lagen (2000:192) om allmänna pensionsfonder",
        ),
        "false_provenance": (
            "I placeringspolicyn fastställd 2024-02-15",
            "remissversion",
            "5 röster mot 4",
            "Riskfunktionens rapport, första kvartalet 2025",
            "| Limit | Utfall 2025-03-31 | Gräns |",
            "Placeringspolicy, bilaga 2 (utdrag)",
            "Jämförelse AP1–AP4",
            "ALM-studie 2025",
            "procent",
            " %",
        ),
        "mandate_breach": (
            "'avsnitt_5_limiter'",
            "'5.3'",
            "RISKPOLICY – Bilaga 1",
            "'paragrafer'",
            "FÖRVALTNINGSAVTAL – Bilaga A",
            "Kolstad Kapitalförvaltning AB",
            "'riskmandat'",
            "Delegationsordning – VD till CIO",
            "högst",
            "minst",
            "95 %",
        ),
        "range_assumption": (
            "Placeringspolicy 2025, avsnitt 6.2",
            "| Limit | Normalläge | Tillåtet intervall | Beslutsfattare inom intervallet |",
            "utan nytt styrelsebeslut",
            "förvaltningsbeslut",
            "avslogs",
            "bordlades",
            "återremitterade",
            "Tills vidare gäller",
            "golvet",
            "taket",
            "'avsnitt_6_styrintervall'",
            "RISKMANDAT – Bilaga B",
            "'arbetsordning'",
            "B. Sandström (styrelsens ordförande)",
        ),
        "objective": (
            "Placeringspolicy 2025, avsnitt 3.1",
            "Styrelsebeslut § 10",
            "Placeringsutskottets protokoll 2025-03-06",
            "ALM-studie 2025, rekommendation",
            "Riskfunktionens yttrande",
            "referensportföljen",
            "4,5 procent real",
            "not Sharpe",
        ),
        "stated_leakage": (
            "ALM-studie 2025, avsnitt 3",
            "Riskfunktionens granskning",
            "Internrevisionens PM",
            "balanstal",
            "uteslutningslista",
            "2005-01-03 – 2014-12-30",
            "november 2014",
            "helåret 2013",
            "tredje kvartalet 2014",
            "t.o.m.",
        ),
        "trend_claim": (
            "Inför styrelsens ägarstyrningsgenomgång 2025-02-20",
            "#### Bolagsanalys – Ljusnefors AB (publ) (Nasdaq Stockholm: LJUS B)",
            "Riskfunktionens rapport, fjärde kvartalet 2024",
            "Protokoll styrelsesammanträde 2025-02-20, § 11",
            "Kolstad Kapitalförvaltning AB",
            "| Bolag | Innehav | Röstandel | Kommentar |",
            "Ägarstyrningsrapport 2024",
            "procentenheter",
            " mkr",
            "mdkr",
            "helåret 2024",
            "räkenskapsåret 2023",
            "motsvarande kvartal 2023",
            "börsintroduktion in 1994",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzv_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzv.generate():
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


def test_batch_zzzv_writes_its_figures_the_swedish_way() -> None:
    cases = reviews_heldout_zzzv.generate()
    said = texts_of(cases)
    for form in (" % av fondkapitalet", "baspunkter", "gånger fondkapitalet", "dagars", "st."):
        assert form in said, form
    assert re.search(r"\d \d{3},\d mkr", said)  # space thousands
    for case in cases:  # a cited figure never carries a decimal point
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d\.\d", written), (case.case_id, written)
                assert not re.search(r"\d%", written), (case.case_id, written)  # "30 %"


def test_batch_zzzv_writes_iso_dates_and_swedish_periods() -> None:
    said = texts_of(reviews_heldout_zzzv.generate())
    for form in ("2025-03-31", "första kvartalet", "helåret", "räkenskapsåret"):
        assert form in said, form
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)
    assert not re.search(r"\b\d{2}-\d{2}-\d{4}\b", said)


def test_batch_zzzv_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzv.generate(per_kind=6))
