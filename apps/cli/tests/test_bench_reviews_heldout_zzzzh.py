"""Held-out batch ZZZZH: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Flemish OFP's raad van bestuur, beleggingscomité, CIO and sleutelfunctie
risicobeheer do, in Belgian Dutch: decimal commas, dot thousands, "%" without a space,
"procentpunt" and "basispunten", dates as 31/12/2025 and "het derde kwartaal van 2025", some
limits in words, a multiple among the caps and days among the floors, the FSMA's French letter
and the asset manager's English side letter and CSV compliance file."""

from __future__ import annotations

import re
from datetime import date

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzh

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Dutch number words the batch writes some limits in
_NUMBER_WORDS = (
    "drie",
    "vijf",
    "zeven",
    "tien",
    "vijftien",
    "dertig",
    "vijfendertig",
    "vijfenveertig",
    "zestig",
    "vijfenzeventig",
    "honderd",
    "honderdvijftig",
    "anderhalve",
    "twee",
    "negentig",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Dutch number word opening the span ("vijfendertig procent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzh"))


def test_batch_zzzzh_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzh.generate(),
        seed=reviews_heldout_zzzzh.SEED,
        kinds=reviews_heldout_zzzzh.KINDS,
        tag="zzzzh",
    )


def test_batch_zzzzh_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzh.generate())


def test_batch_zzzzh_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzh.generate(), reviews_heldout_zzzzh.KINDS)


def test_every_span_of_batch_zzzzh_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzh.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzh_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzh.generate())


def test_batch_zzzzh_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzh.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzh_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzh.SEED == 20270181
    assert reviews_heldout_zzzzh.TAG == "zzzzh"
    assert len(reviews_heldout_zzzzh.KINDS) == 7


def test_every_function_batch_zzzzh_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzh.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzh_answers_invented_limits_in_three_kinds_on_either_side_of_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzzh.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the VIBB, given before the request, cited as a clause
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("VERKLARING INZAKE DE BELEGGINGSBEGINSELEN (VIBB)")
            seen.add("vibb")
        else:  # the asset manager's compliance file, in an English e-mail after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("From: Thomas Lambrecht")
            assert "limit_code;description;type;value;unit\n" in answer.text
            assert f";{written};{constraint.unit}\n" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
            if constraint.unit == "multiple":
                assert re.fullmatch(r"\d,\d{2}", written), written
            seen.add("csv")
    assert seen == {"reply", "vibb", "csv"}


def test_batch_zzzzh_states_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzh.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text[:16]
        seen.setdefault(head, set()).add(case.bundle.policy)
        assert reviews_heldout_zzzzh._STATINGS[_index(case.case_id) % 5].frame[:16] == head
    assert len(seen) == 5
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzh_bounds_every_other_strategy_case_from_the_first_pair_by_other_terms() -> None:
    for case in reviews_heldout_zzzzh.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "wettelijk minimumrendement op de bijdragetoezegging (WAP, 1,75%)" in str(
                case.bundle.mandate
            )


def test_batch_zzzzh_states_limits_as_shares_bp_multiples_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzh.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_equity_share", "maxAandelen"},
    {"max_real_estate_share", "maxVastgoed"},
    {"max_single_issuer_share", "maxEmittent"},
    {"max_bond_tracking_error_bps", "maxTrackingErrorObligaties"},
    {"max_gross_exposure_multiple", "maxBrutoblootstelling"},
    {"min_interest_rate_hedge_ratio", "minAfdekkingsgraadRente"},
    {"min_liquidity_buffer_days", "minLiquiditeitsbufferDagen"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzh_misquotes_every_limit_a_new_one_each_round_by_the_default_pairing() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzh.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i + i // 5) % 7, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(7))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzh_misquotes_with_five_voorstellen_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzh.generate(), "false_provenance")
    for form in (
        "werd in het beleggingscomité verworpen (twee stemmen voor, vier tegen)",
        "werd ingetrokken door de indiener",
        "werd verdaagd naar de volgende vergadering",
        "werd door het beleggingscomité niet weerhouden",
        "staking van stemmen in de paritaire raad van bestuur",
    ):
        assert form in said, form


def test_batch_zzzzh_gives_latitude_over_caps_and_the_hedge_floor_assuming_a_quarter_up() -> None:
    cases = reviews_heldout_zzzzh.generate()
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
        if flawed.name in _FLOORS:  # the band from the floor up to it over six tenths
            low = inside / (1 + (1 / 0.6 - 1) / 4)
            assert abs(outside - 0.8 * low) < 1e-5, case.case_id
            seen_floor += 1
        else:  # the band from six tenths of its top to its top; the twin a quarter up
            high = inside / (0.6 + 0.4 / 4)
            assert abs(outside - 1.2 * high) < 1e-5, case.case_id
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16
    assert seen_floor
    assert units == {"fraction", "bps"}


_FIXED = re.compile(r"(?:vast op|blijft [^.;]*op|vastgesteld op|niveau van) (\d+(?:,\d+)?)(%| bp)")


def test_batch_zzzzh_fixes_a_refused_band_at_its_low_end_for_a_cap_and_its_top_for_a_floor() -> (
    None
):
    seen = 0
    for case in reviews_heldout_zzzzh.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (constraint,) = case.bundle.contract.constraints
        said = str(case.bundle.mandate) + " ".join(m.text for m in case.bundle.user_messages)
        fixed = _FIXED.search(said)
        if fixed is None:  # granted latitude
            continue
        seen += 1
        assumed = float(str(constraint.value))
        level = float(fixed.group(1).replace(",", "."))
        if fixed.group(2) == "%":
            level /= 100
        if constraint.name in _FLOORS:
            assert level > assumed, case.case_id
        else:
            assert level < assumed, case.case_id
    assert seen == 8


def test_batch_zzzzh_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzh.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault((_index(case.case_id) // 2) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"vibb", "delegatiebesluit_2025"}
    assert heads == {"UITTREKSEL", "Van:"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzh_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzh.generate(), "range_assumption")
    for form in ("werd verworpen", "werd verdaagd", "werd niet weerhouden", "werd ingetrokken"):
        assert form in said, form
    for form in ("goed; binnen die band", "werd aangenomen", "werd weerhouden", "goedgekeurd."):
        assert form in said, form
    assert re.search(r"van \d+(,\d+)?% tot \d+(,\d+)?%", said)  # short forms, no tail
    assert re.search(r"\d+ (bp|basispunten) tot \d+ (bp|basispunten)", said)


def test_batch_zzzzh_breaches_its_limits_by_four_tenths() -> None:
    cases = reviews_heldout_zzzzh.generate()
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
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.25 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i + i // 4) % 4 != 2
            wanted: tuple[float, ...] = (1.4, 0.6)
        else:
            assumed += 1
            assert (i + i // 4) % 4 == 2
            uncited_modes.add(case.bundle.policy)
            wanted = (1.4 / 0.85, 0.6 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6
    assert uncited_modes == {"chat", "strategy"}


def test_batch_zzzzh_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzh.generate():
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
        "vibb.artikel_6.6.3",
        "notulen_rvb_2025_12_18.beslissingen[1].tekst",
        "beheersovereenkomst.bijlage_2_beleggingsrichtlijnen[3]",
        reviews_heldout_zzzzh.MANDATE_ID,
    } == refs
    assert heads == {"AUTORITÉ", "SIDE", "BIJLAGE"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzh_keys_the_vibb_article_by_its_dotted_number() -> None:
    seen = 0
    for case in reviews_heldout_zzzzh.generate():
        if case.kind != "mandate_breach" or case.bundle.mandate is None:
            continue
        vibb = case.bundle.mandate.get("vibb")
        if not isinstance(vibb, dict):
            continue
        artikel = vibb["artikel_6"]
        assert isinstance(artikel, dict)
        assert set(artikel) == {"6.1", "6.2", "6.3", "6.4"}
        assert re.search(r"^[A-Z].*: (maximaal|minimaal) ", str(artikel["6.3"]))
        seen += 1
    assert seen


def test_batch_zzzzh_writes_the_fsma_letter_in_french_and_the_side_letter_in_english() -> None:
    said = texts_of(reviews_heldout_zzzzh.generate(), "mandate_breach")
    assert re.search(
        r"la FSMA recommande que .+ (ne dépasse pas|ne soit pas inférieur à) \d+(,\d+)? "
        r"(%|points de base|fois l'actif net|jours de prestations)\.",
        said,
    )
    assert "Concerne : OFP Pensioenfonds Scheldeland" in said
    assert re.search(
        r"(maximum|minimum) \d+(\.\d+)?(%| bps|x net assets| days of benefit payments)\.", said
    )
    assert "cured within five business days." in said


def test_batch_zzzzh_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzh.generate()
    withdrawn: dict[str, set[str]] = {
        "te schrappen en te vervangen door": set(),
        "ERRATUM – VIBB": set(),
        "Neen, dat klopt niet meer": set(),
        "luidt voortaan|vergeet mijn mail": set(),
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


def test_batch_zzzzh_quotes_the_withdrawn_line_the_flemish_way() -> None:
    said = texts_of(reviews_heldout_zzzzh.generate(), "objective")
    assert re.search(r"formulering «[^»]+» te schrappen en te vervangen door: «[^»]+»", said)
    assert re.search(r"In punt 2 lees «[^»]+» in plaats van «[^»]+»", said)
    assert re.search(r"\n> VIBB 2025|\n> Beslissing|\n> Notulen|\n> ALM-studie|\n> Advies", said)
    assert "Hij luidt voortaan" in said
    assert "vergeet mijn mail van vanochtend" in said


def test_batch_zzzzh_tests_on_five_anchored_yearly_folds_from_2016() -> None:
    for case in reviews_heldout_zzzzh.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 5
        assert {w.train_start for w in test.windows} == {date(2010, 1, 4)}  # anchored
        assert min(w.test_start for w in test.windows) == date(2016, 1, 4)
        assert max(w.test_end for w in test.windows) == date(2020, 12, 31)
        for before, after in zip(test.windows, test.windows[1:], strict=False):
            assert before.test_end < after.test_start
            assert before.train_end < after.train_end  # expanding
        for window in test.windows:
            assert window.train_end < window.test_start
            assert (window.test_start - window.train_end).days <= 4
            assert window.test_start.year == window.test_end.year
            assert 360 < (window.test_end - window.test_start).days < 366


def test_batch_zzzzh_writes_its_whole_sentences_from_the_first_case_evidence_first() -> None:
    cases = reviews_heldout_zzzzh.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
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
                "ALM-studie 2026 (aangewezen",
                "Advies van de sleutelfunctie",
                "interne audit",
            )
        )
        assert whole == (i % 3 == 0), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        if i % 4 == 0:
            assert case.bundle.contract.evidence != twin.bundle.contract.evidence


def test_batch_zzzzh_compares_2025_with_2024_over_twenty_four_quarters() -> None:
    grew = shrank = faster = 0
    for case in reviews_heldout_zzzzh.generate():
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
        assert answer.startswith("**Engagementnota – Kempense Kabelwerken NV")
        if not case.flawed:
            assert "trager dan in 2024" not in answer
            compound = "tussen eind 2023 en eind 2025 met een dubbelcijferig" in answer
            grew += compound and "groeide tussen" in answer
            shrank += compound and "kromp tussen" in answer
            if "kromp tussen" in answer:
                assert "orderboek" in answer.lower() or "orderportefeuille" in answer
            faster += "sneller dan in 2024" in answer
    assert grew  # a double-digit compound rise, claimed true of the omzet
    assert shrank  # and a double-digit compound fall, claimed true of the orderboek
    assert faster  # and a faster 2025, claimed true of the omzet


def test_batch_zzzzh_writes_as_a_flemish_ofp_does() -> None:
    cases = reviews_heldout_zzzzh.generate()
    forms = {
        "invented_limit": (
            "Uittreksel uit de notulen van de vergadering van de raad van bestuur",
            "beslist de raad eenparig",
            "Voor eensluidend uittreksel, Annelies Peeters, secretaris",
            "Van: Katrien Van den Broeck (CIO)",
            "Onderwerp: RE: Herbalancering Q1 2026",
            "Mvg",
            "| Limiet | Grens | Stand | Benutting |",
            "VERKLARING INZAKE DE BELEGGINGSBEGINSELEN (VIBB)",
            "limit_code;description;type;value;unit",
            "RATING_MIN;Minimum rating at purchase;MIN;BBB-;text",
            "Agenda:",
            "Varia",
            "Teams – Jeroen DS",
            "INTERNE NOTA",
            "Actielijst sleutelfunctie risicobeheer",
            "Team Beleggingen",
            "termijn: dertig dagen",
            "[nog te bepalen door de raad van bestuur]",
            "1.284,6 miljoen euro",
            "18,5 miljoen euro",
            "6,2 miljoen euro",
            "25 basispunten door de ECB",
            "prudent-person-beginsel van artikel 91 van de WIBP",
            "bijdragetoezegging",
        ),
        "false_provenance": (
            "In de VIBB van 21 juni 2019",
            "De ontwerp-VIBB (versie 2, van oktober)",
            "twee stemmen voor, vier tegen",
            "vier tegen vier",
            "Limietentabel Q4 2025",
            "| Limiet | Stand op 31/12/2025 | Grens | Benutting |",
            "VIBB, bijlage 1 (uittreksel)",
            "sectoroverzicht van de FSMA",
            "ALM-studie 2025 (aangewezen actuaris)",
        ),
        "mandate_breach": (
            "'artikel_6'",
            "'6.3'",
            "AUTORITÉ DES SERVICES ET MARCHÉS FINANCIERS",
            "Nous vous prions de nous transmettre un plan d'action",
            "'beslissingen'",
            "Meridiaan Asset Management NV",
            "SIDE LETTER to the Investment Management Agreement (beheersovereenkomst)",
            "BIJLAGE 2 BIJ DE VIBB – Limietentabel",
            "'bijlage_2_beleggingsrichtlijnen'",
            "maximaal",
            "minimaal",
            "ten hoogste",
            "ten minste",
            "tussen 7 en 12 jaar",
            "BBB-",
            "het tweede kwartaal van 2026",
        ),
        "range_assumption": (
            "VIBB 2025, artikel 5.3 (strategische allocatie en bandbreedtes)",
            "bandbreedte",
            "zonder nieuwe beslissing van de raad",
            "dagelijks beheer",
            "paritair samengestelde raad van bestuur",
            "de maximumlimiet",
            "de minimumlimiet",
            "'artikel_5_strategische_allocatie'",
            "UITTREKSEL UIT DE NOTULEN VAN DE RAAD VAN BESTUUR",
            "'delegatiebesluit_2025'",
            "Marc Verhaegen",
        ),
        "objective": (
            "VIBB 2025, punt 2 (beleggingsdoelstelling)",
            "Beslissing RvB 2025/15",
            "Notulen van het beleggingscomité van 4 december 2025",
            "ALM-studie 2025, aanbeveling van de aangewezen actuaris",
            "Advies van de sleutelfunctie risicobeheer",
            "strategische benchmark",
            "risicogecorrigeerde rendement",
            "2,75%",
            "niet de Sharpe-ratio",
            "wettelijk minimumrendement van 1,75%",
            "VIBB 2025 – basis voor de allocatie",
            "– KVdB",
            "sinds begin dit jaar: 1,4%",
            "De inrichter (Scheldeland Polymeren NV)",
            "Dekkingsgraad van 118,3% eind 2025",
        ),
        "stated_leakage": (
            "ALM-studie 2026 (aangewezen actuaris), hoofdstuk 4",
            "Advies van de sleutelfunctie risicobeheer",
            "Verslag van de interne audit",
            "IA|BE-prognosetafels",
            "uitsluitingslijst",
            "van 04/01/2010 tot 31/12/2015",
            "tot november 2015",
            "derde kwartaal van 2015",
            "week 52 van 2015",
            "vijf de vensters",
        ),
        "trend_claim": (
            "Voor het beleggingscomité van 12/03/2026 (punt 7, stemgedrag op de algemene "
            "vergadering)",
            "**Engagementnota – Kempense Kabelwerken NV (Euronext Brussel: KKW)",
            "Engagementnota, punt 7",
            "Notulen van het beleggingscomité van 12/03/2026, punt 7",
            "Meridiaan Asset Management",
            "| Emittent | Marktwaarde | Gewicht | Commentaar |",
            " procentpunt",
            " miljoen euro",
            "in 2025",
            "hetzelfde kwartaal van 2024",
            "sinds de beursgang, in 1997",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzh_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzzh.generate():
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
    said = texts_of(reviews_heldout_zzzzh.generate(), "mandate_breach")
    assert re.search(
        r"vast te leggen op [a-z]+ (procent|basispunten|keer het netto vermogen|dagen)", said
    )


def test_batch_zzzzh_writes_its_figures_the_belgian_way() -> None:
    cases = reviews_heldout_zzzzh.generate()
    said = texts_of(cases)
    for form in (
        "% van het vermogen",
        "basispunten",
        " bp",
        " procentpunt per jaar",
        "procentpunt",
        " procent",
        "maal het vermogen",
        "dagen aan pensioenuitkeringen",
        "EUR 22.950.000",
        "sinds begin dit jaar",
        "op jaarbasis",
    ):
        assert form in said, form
    assert re.search(r"\d\.\d{3},\d miljoen euro", said)  # dot thousands, decimal comma
    assert re.search(r"\d,\d+x\b", said)  # a multiple with a decimal comma
    for case in cases:  # a Dutch figure has a decimal comma and "%" with no space
        for m in case.bundle.user_messages:
            english = m.text.startswith(("From: ", "SIDE LETTER"))
            french = m.text.startswith("AUTORITÉ")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                assert not french
                if not english:
                    assert " %" not in written, (case.case_id, written)
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)
    assert re.search(r"\d %", texts_of(cases, "mandate_breach"))  # the FSMA's French "35 %"


def test_batch_zzzzh_is_flemish_not_dutch_from_the_netherlands() -> None:
    said = texts_of(reviews_heldout_zzzzh.generate())
    for form in (
        "OFP",
        "VIBB",
        "WIBP",
        "FSMA",
        "OLO's",
        "aandelen eurozone",
        "vastgoedcertificaten",
        "GVV's",
        "bijdragetoezegging",
        "prestatietoezegging",
        "aangeslotenen",
        "inrichter",
        "weerhouden",
        "Varia",
    ):
        assert form in said, form
    for dutch in (
        "DNB",
        "De Nederlandsche Bank",
        "ABTN",
        "AFM",
        "deelnemers",
        "premieregeling",
        "uitkeringsovereenkomst",
        "AEX",
        "Pensioenwet",
    ):
        assert dutch not in said, dutch


def test_batch_zzzzh_writes_belgian_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzh.generate())
    for form in (
        "op 31/12/2025",
        "18/12/2025",
        "18 december 2025",
        "1 januari 2026",
        "het derde kwartaal van 2025",
        "het tweede kwartaal van 2026",
        "de tweede jaarhelft van 2025",
        "de voorbije vijf jaar",
        "de eerste jaarhelft van 2022",
        "Q4 2025",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}\.\d{2}\.\d{4}\b", said)


def test_batch_zzzzh_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzh.generate(per_kind=6))
