"""Held-out batch ZZZS: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Dutch bedrijfstakpensioenfonds' bestuur, beleggingscommissie,
bestuursbureau, sleutelfunctiehouder risicobeheer and fiduciary manager do, with decimal commas,
Dutch dates and Dutch month names."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzs

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzs_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzs.generate(),
        seed=reviews_heldout_zzzs.SEED,
        kinds=reviews_heldout_zzzs.KINDS,
        tag="zzzs",
    )


def test_batch_zzzs_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzs.generate())


def test_batch_zzzs_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzs.generate(), reviews_heldout_zzzs.KINDS)


def test_every_span_of_batch_zzzs_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzs.generate())


def test_every_cited_mandate_clause_of_batch_zzzs_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzs.generate())


def test_batch_zzzs_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzs.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzs_seed_and_kinds() -> None:
    assert reviews_heldout_zzzs.SEED == 20270166
    assert len(reviews_heldout_zzzs.KINDS) == 7


def test_every_function_batch_zzzs_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzs.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzs_answers_invented_limits_in_three_forms_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzs.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the beleggingsplan, sent back after the request
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"
        else:  # the uitvraag (ahead of the request) or the export (after it), filled in
            assert constraint.provenance == "user_message"
            template_places.add(messages.index(answer))
            written = answer.text[constraint.span.start : constraint.span.end]  # type: ignore[union-attr]
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":  # three decimals with a decimal comma
                assert re.fullmatch(r"0,\d{3}", written), written
            if "\t" in answer.text:
                assert answer.text.startswith("restricties_export.tsv")
                assert messages[1] is answer
            else:
                assert "UITVRAAG RESTRICTIES" in answer.text
                assert messages[0] is answer
    assert template_places == {0, 1}


def test_batch_zzzs_states_limits_as_shares_bp_counts_and_a_multiple() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzs.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "count", "multiple"}


#: each restrictie's two field names
_RESTRICTIES = (
    {"min_interest_rate_hedge_ratio", "renteafdekkingMin"},
    {"max_equity_share", "aandelenMaxWeging"},
    {"max_illiquid_share", "illiquideBeleggingenMax"},
    {"max_unhedged_fx_share", "ongeafdektValutarisicoMax"},
    {"max_tracking_error_bps", "trackingErrorAandelenMax"},
    {"min_issuer_count_credits", "minimumAantalIssuersCredits"},
    {"min_collateral_rate_shock_bps", "liquiditeitsbufferRenteschokMin"},
    {"max_ldi_fund_leverage", "hefboomLdiFondsMax"},
)


def _restrictie(name: str) -> int:
    (index,) = [k for k, names in enumerate(_RESTRICTIES) if name in names]
    return index


def test_batch_zzzs_misquotes_every_restrictie_and_moves_each_structure_on() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzs.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = int(case.case_id.split("/")[2].removesuffix("zzzs"))
        (constraint,) = case.bundle.contract.constraints
        by_structure.setdefault(i % 5, []).append(_restrictie(constraint.name))
    assert {r for rs in by_structure.values() for r in rs} == set(range(8))
    for structure, restricties in by_structure.items():  # a new restrictie every round of five
        assert len(set(restricties)) == len(restricties), structure


def test_batch_zzzs_draws_floors_and_a_count_into_its_ranges() -> None:
    cases = reviews_heldout_zzzs.generate()
    floors = {"min_interest_rate_hedge_ratio", "renteafdekkingMin"}
    floors |= {"min_issuer_count_credits", "minimumAantalIssuersCredits"}
    floors |= {"min_collateral_rate_shock_bps", "liquiditeitsbufferRenteschokMin"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = seen_count = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if flawed.unit == "count":
            seen_count += 1
            assert outside == int(outside)  # whole issuers
            assert inside == int(inside)
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            continue
        # granted: the band runs from five eighths of its top to its top; the twin at its middle
        if flawed.name in floors:  # below the band's low end, four fifths of it
            low = inside / (1 + 1 / 0.625) * 2
            assert abs(outside - 0.8 * low) < 1e-6, case.case_id
            seen_floor += 1
        else:  # above the band's top, three tenths again
            high = inside / ((1 + 0.625) / 2)
            assert abs(outside - 1.3 * high) < 1e-6, case.case_id
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert inside <= 1
            assert outside <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused == 8
    assert seen_count


def test_batch_zzzs_breaches_its_limits_by_three_tenths_or_a_fifth() -> None:
    cases = reviews_heldout_zzzs.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 1.2 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            wanted: tuple[float, ...] = (1.3, 0.8)
        else:
            assumed += 1
            wanted = (1.3 / 0.9, 0.8 / 1.2)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzs_places_its_breaches_in_seven_shapes() -> None:
    refs = set()
    for case in reviews_heldout_zzzs.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
    assert {
        "abtn.hoofdstuk_6_beleggingsbeleid.6.4",
        "overeenkomst_fiduciair_beheer.bijlage_C_richtlijnen[2]",
        "besluitenlijst[1].besluit",
        reviews_heldout_zzzs.MANDATE_ID,
    } <= refs


def test_batch_zzzs_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzs.generate()
    withdrawn: dict[str, set[str]] = {
        "Oude tekst (vervalt)": set(),
        "~~": set(),
        "disregard": set(),
        "Aanvulling na de bestuursvergadering": set(),
    }
    for case in cases:
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if marker in said:
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzs_tests_on_four_rolling_folds_from_2014() -> None:
    for case in reviews_heldout_zzzs.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 4
        starts = sorted(w.train_start.year for w in test.windows)
        assert starts == [2008, 2009, 2010, 2011]
        assert min(w.test_start for w in test.windows).isoformat() == "2014-01-02"


def test_batch_zzzs_compares_2024_with_2023_over_twenty_quarters() -> None:
    for case in reviews_heldout_zzzs.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-06"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 20
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Watchlist – Koninklijke Lekstroom N.V.")


def test_batch_zzzs_writes_as_a_dutch_pension_fund_does() -> None:
    cases = reviews_heldout_zzzs.generate()
    forms = {
        "invented_limit": (
            "Besluitenlijst bestuursvergadering 20-03-2025 (bpf Dijkbouw)",
            "Van: Annelies de Graaf",
            "UITVRAAG RESTRICTIES – POLDERLICHT FIDUCIAIR BEHEER",
            "| Restrictie | Limiet | Stand 31-01-2025 | Status |",
            "BELEGGINGSPLAN 2025 – BPF DIJKBOUW",
            "Memo sleutelfunctiehouder risicobeheer (M. Bosch)",
            "restricties_export.tsv",
            "restrictie_id\teenheid\twaarde\tbron",
            "Agenda beleggingscommissie 06-03-2025",
            "Teams – directeur bestuursbureau",
            "Actiepuntenlijst BC",
            "kenmerk T042-2025/0117",
            "[nader te bepalen door het bestuur]",
            "€ 1.250 mln",
            "€ 27,4 mld",
            "112,4%",
            "beleidsdekkingsgraad 118,9%",
        ),
        "false_provenance": (
            "concept-beleggingsplan of november",
            "ABTN 2022, hoofdstuk 6",
            "4 stemmen tegen 1",
            "verantwoordingsorgaan",
            "Maandrapportage januari 2025",
            "| Restrictie | Stand 31-01-2025 | Limiet |",
            "Beleggingsplan 2025, bijlage 2 (uittreksel)",
            "Peer group onderzoek",
            "standaardrichtlijn",
            "procent",
            "procentpunt",
        ),
        "mandate_breach": (
            "'hoofdstuk_6_beleggingsbeleid'",
            "'6.4'",
            "BELEGGINGSPLAN 2025 – Bijlage 2: Restricties",
            "De Nederlandsche Bank N.V. – Toezicht Pensioenfondsen",
            "'bijlage_C_richtlijnen'",
            "'besluitenlijst'",
            "ABTN – Bijlage 4 Risicohouding",
            "MANDAAT – Kestrel Credit Partners",
            "maximaal",
            "minimaal",
        ),
        "range_assumption": (
            "Beleggingsplan 2025, §4.3",
            "| Restrictie | Norm | Bandbreedte | Bevoegd binnen bandbreedte |",
            "Besluit beleggingscommissie BC-2025-04",
            "geen bestuursbesluit",
            "not adopted",
            "afgewezen",
            "did not follow that advies",
            "ondergrens",
            "bovengrens",
            "'bandbreedtes_en_bevoegdheden'",
            "OVEREENKOMST FIDUCIAIR BEHEER – Bijlage B",
            "'6.7_delegatie'",
            "H. Wiersma (voorzitter beleggingscommissie)",
            "'bevoegdhedenmatrix'",
        ),
        "objective": (
            "ABTN §5.2",
            "Besluit B-2025-016",
            "Verslag beleggingscommissie 06-03-2025",
            "Advies Polderlicht Fiduciair Beheer",
            "Memo sleutelfunctiehouder risicobeheer",
            "Wijziging ABTN §5.2",
            "| Oude tekst (vervalt) | Nieuwe tekst |",
            "~~ [geschrapt]",
            "normportefeuille",
            "Aanvulling na de bestuursvergadering",
            "not Sharpe",
        ),
        "stated_leakage": (
            "ALM-studie 2025",
            "Review sleutelfunctiehouder risicobeheer",
            "Notitie certificerend actuaris",
            "rentetermijnstructuur",
            "UFR-methode",
            "AG Prognosetafel",
            "dec. 2013",
            "30-11-2013",
            "van januari 2008 tot december 2013",
        ),
        "trend_claim": (
            "Voor de beleggingscommissie van 13-03-2025",
            "### Watchlist – Koninklijke Lekstroom N.V. (Euronext Amsterdam: LEKS)",
            "Maandrapportage januari 2025",
            "Verslag beleggingscommissie 13-03-2025, punt 6",
            "Credit-notitie Kestrel Credit Partners",
            "| Uitgevende instelling | Mandaat | Toelichting FM |",
            "Stemadvies AVA 2025",
            "procentpunt",
            " mln",
            "in each quarter of 2024",
            "Euronext Amsterdam in 1998",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzs_writes_dutch_month_names_in_its_periods_and_horizons() -> None:
    cases = reviews_heldout_zzzs.generate()
    said = texts_of(cases)
    for form in ("jan. 2008", "mrt. 2021", "t/m"):
        assert form in said, form
    for english in ("Jan. 2008", "March 2021", "Dec. 2013"):
        assert english not in said, english


def test_batch_zzzs_writes_its_figures_with_decimal_commas() -> None:
    cases = reviews_heldout_zzzs.generate()
    said = texts_of(cases)
    for form in ("% p.j.", "basispunten", "uitgevende instellingen", "keer het vermogen", ",0% "):
        assert form in said, form
    for case in cases:  # a cited figure never carries a decimal point ("p.j." may follow)
        for m in case.bundle.user_messages:
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not re.search(r"\d\.\d", written), (case.case_id, written)


def test_batch_zzzs_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzs.generate(per_kind=6))
