"""Held-out batch ZZZZC: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Finnish työeläkevakuutusyhtiö's hallitus, sijoitusvaliokunta,
toimitusjohtaja, sijoitusjohtaja and riskienhallintatoiminto do, with decimal commas, space
thousands, "%" after a space, "prosenttiyksikköä" and "peruspistettä", Finnish dates and
quarters, limits in words in the nominative and the genitive, a multiple among the floors and an
external manager's English guidelines."""

from __future__ import annotations

import itertools
import re
from datetime import timedelta

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzc

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Finnish number words the batch writes some limits in (nominative and genitive)
_NUMBER_WORDS = (
    "kolme",
    "neljä",
    "viisi",
    "kymmenen",
    "kaksitoista",
    "viisitoista",
    "kahdeksantoista",
    "kaksikymmentä",
    "kolmekymmentä",
    "neljäkymmentä",
    "neljäkymmentäviisi",
    "viisikymmentä",
    "kuusikymmentä",
    "kaksisataa",
    "kaksisataaviisikymmentä",
    "kolmesataa",
    "puolitoistakertainen",
)
_GENITIVE_WORDS = (
    "kolmen",
    "neljän",
    "viiden",
    "kymmenen",
    "kahdentoista",
    "viidentoista",
    "kahdeksantoista",
    "kahdenkymmenen",
    "kolmenkymmenen",
    "neljänkymmenen",
    "neljänkymmenenviiden",
    "viidenkymmenen",
    "kuudenkymmenen",
    "kahdensadan",
    "kahdensadanviidenkymmenen",
    "kolmensadan",
    "puolitoistakertaisen",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a Finnish number word opening the span ("neljäkymmentäviisi prosenttia")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzc"))


def test_batch_zzzzc_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzc.generate(),
        seed=reviews_heldout_zzzzc.SEED,
        kinds=reviews_heldout_zzzzc.KINDS,
        tag="zzzzc",
    )


def test_batch_zzzzc_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzc.generate())


def test_batch_zzzzc_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzc.generate(), reviews_heldout_zzzzc.KINDS)


def test_every_span_of_batch_zzzzc_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzc.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzc_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzc.generate())


def test_batch_zzzzc_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzc.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzc_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzc.SEED == 20270176
    assert reviews_heldout_zzzzc.TAG == "zzzzc"
    assert len(reviews_heldout_zzzzc.KINDS) == 7


def test_every_function_batch_zzzzc_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzc.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzc_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzzc.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":
            assert constraint.provenance == "mandate_clause"
            if answer.text.startswith("INVESTMENT GUIDELINES"):  # given before the request
                assert messages[0] is answer
                assert re.fullmatch(r"\d+(\.\d+)?(%| bps|x| issuers| business days)", written), (
                    written
                )
                placed.add("guidelines")
            else:  # the sijoitussuunnitelma's chapter 5, sent after it
                assert answer.text.startswith("SIJOITUSSUUNNITELMA 2025")
                assert messages[1] is answer
                placed.add("sijoitussuunnitelma")
        else:  # the säilytysyhteisö's limit file, sent after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("RAJATIEDOSTO / LIMITFIL")
            assert f"arvo = {written}\n" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{3}", written), written
            placed.add("file")
    assert placed == {"guidelines", "sijoitussuunnitelma", "file"}


def test_batch_zzzzc_takes_its_seven_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
        assert _index(case.case_id.removesuffix("/twin")) % 7 == [
            "Ote hallituksen koko",
            "Lähettäjä: Henna Kal",
            "Riskiraportti – risk",
            "Teams – Antti Rautia",
            "RAJATIEDOSTO / LIMIT",
            "INVESTMENT GUIDELINE",
            "SIJOITUSSUUNNITELMA ",
        ].index(head), (case.case_id, head)
    assert len(seen) == 7
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzc_bounds_every_other_strategy_case_from_the_second_by_other_terms() -> None:
    bounded_seen = 0
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 1
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            bounded_seen += 1
            assert "3,9 % vuonna 2024" in str(case.bundle.mandate)
    assert bounded_seen == 6


def test_batch_zzzzc_states_limits_as_shares_bp_multiples_counts_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzc.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple", "count", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_listed_equity_share", "osakkeetEnintaan"},
    {"max_real_estate_share", "kiinteistotEnintaan"},
    {"max_single_issuer_share", "liikkeeseenlaskijaEnintaan"},
    {"max_unhedged_fx_share", "valuuttariskiEnintaan"},
    {"max_active_risk_bps", "aktiiviriskiEnintaan"},
    {"min_solvency_position_multiple", "vakavaraisuusasemaVahintaan"},
    {"min_direct_equity_holdings", "yhtioitaVahintaan"},
    {"min_liquidity_days", "maksuvalmiusVahintaan"},
)
_FLOORS = _LIMITS[5] | _LIMITS[6] | _LIMITS[7]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzc_misquotes_every_limit_each_structure_on_a_new_one_each_round() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (i % 5 + i // 5) % 8, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(8))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzc_misquotes_with_four_proposals_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzc.generate(), "false_provenance")
    for form in (
        "Esitys hylättiin äänin 3–5",
        "ehdotus vedettiin pois ennen kokousta",
        "jätettiin pöydälle (hallitus, kokous 20.3.2025, 9 §)",
        "Sijoitusvaliokunta palautti valmisteluun esityksen",
    ):
        assert form in said, form


def test_batch_zzzzc_gives_latitude_over_caps_only_and_assumes_three_quarters_up() -> None:
    cases = reviews_heldout_zzzzc.generate()
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
            assert _index(case.case_id) % 6 in (2, 5)
            continue
        # granted: the band runs from seven tenths of its top to its top; the twin 3/4 up
        high = inside / (0.7 + 0.75 * 0.3)
        assert abs(outside - 1.25 * high) < 1e-5, case.case_id
        if flawed.unit == "fraction":  # a share is at most all of it
            assert outside <= 1
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzzc_refuses_latitude_at_the_point_it_would_have_assumed() -> None:
    """A refused case assumes the point three quarters up the band, the band's bounds written
    in the text; the refusal fixes the low end."""
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "range_assumption" or _index(case.case_id) % 6 not in (2, 5):
            continue
        (assumed,) = case.bundle.contract.constraints
        assert assumed.provenance == "assumption"
        assert case.bundle.policy == "strategy"


def test_batch_zzzzc_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        modes.setdefault((i + i // 4) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"sijoitussuunnitelma_2025", "sijoitusvaltuudet"}
    assert heads == {"OTE", "Lähettäjä:"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzc_writes_its_bands_without_a_tail() -> None:
    said = texts_of(reviews_heldout_zzzzc.generate(), "range_assumption")
    assert re.search(r"\d+(,\d+)? %–\d+(,\d+)? %", said)
    assert re.search(r"\d+ bp–\d+ bp", said)
    assert not re.search(r"(sijoitusvarallisuudesta|markkina-arvosta|sijoituksista)–", said)


def test_batch_zzzzc_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzc.generate(), "range_assumption")
    for form in (
        "hylättiin äänin 3–5",
        "jätettiin pöydälle",
        "vedettiin pois ennen kokousta",
        "palautti valmisteluun",
    ):
        assert form in said, form
    for form in ("hyväksyi esityksen", "hyväksyttiin yksimielisesti", "vahvisti suosituksen"):
        assert form in said, form


def test_batch_zzzzc_breaches_its_limits_by_a_quarter_or_three_tenths() -> None:
    cases = reviews_heldout_zzzzc.generate()
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
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 1.2 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            assert (i + i // 3) % 4 != 1
            wanted: tuple[float, ...] = (1.25, 0.7)
        else:
            assumed += 1
            assumed_modes.add(case.bundle.policy)
            assert (i + i // 3) % 4 == 1
            wanted = (1.25 / 0.9, 0.7 / 1.2)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 16
    assert assumed == 8
    assert assumed_modes == {"chat", "strategy"}


def test_batch_zzzzc_places_its_breaches_in_five_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 3) % 5
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
        "sijoitussuunnitelma_2025.luku_5_rajat[2].raja",
        "hallituksen_poytakirja_2_2025.7_paatos",
        reviews_heldout_zzzzc.MANDATE_ID,
    } == refs
    assert heads == {"FINANSSIVALVONTA", "INVESTMENT", "SIJOITUSVALTUUDET"}
    assert cited_shapes == uncited_shapes == set(range(5))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 5


def test_batch_zzzzc_writes_the_guidelines_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzc.generate(), "mandate_breach")
    assert re.search(r"not (more|less) than \d+(\.\d+)?(%| bps|x| issuers| business days)\.", said)
    assert "remedied within five business days." in said
    everywhere = texts_of(reviews_heldout_zzzzc.generate())
    assert re.search(r"not less than \d\.\d+x", everywhere)  # an English decimal point


def test_batch_zzzzc_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzc.generate()
    withdrawn: dict[str, set[str]] = {
        "palautettiin valmisteluun": set(),
        "~~": set(),
        "joten se raukesi": set(),
        "KORJAUS: tavoitefunktio": set(),
        "Oikaisu hallituksen 22.5.2025|unohtakaa aamun viestini": set(),
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


def test_batch_zzzzc_strikes_and_quotes_the_withdrawn_wording_the_finnish_way() -> None:
    said = texts_of(reviews_heldout_zzzzc.generate(), "objective")
    assert re.search(r"\n~~[^~\n]+~~\n", said)
    assert re.search(r"Alkuperäinen esitys \(”[^”]+”\) palautettiin valmisteluun", said)
    assert re.search(r"ehdotti muotoilua ”[^”]+”\. Ehdotusta ei kannatettu", said)
    assert "«" not in said  # Finnish quotes close on both sides: ”…”
    assert "»" not in said


def test_batch_zzzzc_tests_on_six_rolling_half_years_from_2017() -> None:
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 6
        assert len({w.train_start for w in windows}) == 6  # rolling, not anchored
        assert windows[0].test_start.isoformat() == "2017-01-02"
        assert windows[-1].test_end.isoformat() == "2019-12-30"
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_start - window.train_end <= timedelta(days=6)
            assert window.test_start.month in (1, 7)  # a half-year each
            assert window.test_end.month in (6, 12)
            assert window.test_end.year == window.test_start.year
            assert window.test_start.year - window.train_start.year == 7
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end < later.test_start


def test_batch_zzzzc_writes_its_whole_sentences_from_the_second_case() -> None:
    for case in reviews_heldout_zzzzc.generate():
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
            for form in ("ALM-analyysi 2025, luku 3", "Riskienhallintatoiminnon katsaus", "liite 2")
        )
        assert whole == (i % 3 == 1), case.case_id


def test_batch_zzzzc_compares_2024_with_2023_over_twenty_quarters() -> None:
    grew = 0
    for case in reviews_heldout_zzzzc.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-02-14"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 20
        assert result["currency"] == "EUR"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("### Sijoitusanalyysi – Lakeuden Konepaja Oyj")
        if not case.flawed:
            # no compound fall is claimed true: the shrinking option is left off
            assert "supistui Q4/2022–Q4/2024" not in case.bundle.answer
            if "kasvoi Q4/2022–Q4/2024 keskimäärin kaksinumeroista" in case.bundle.answer:
                grew += 1
    assert grew  # a double-digit compound rise, claimed true of the liikevaihto


def test_batch_zzzzc_writes_as_a_finnish_pension_insurer_does() -> None:
    cases = reviews_heldout_zzzzc.generate()
    forms = {
        "invented_limit": (
            "Ote hallituksen kokouksen 2/2025 pöytäkirjasta",
            "Ömsesidiga Arbetspensionsförsäkringsbolaget Kuulas",
            "Hallitus päätti yksimielisesti vahvistaa",
            "Vakuudeksi: Outi Saarela, sihteeri",
            "Lähettäjä: Henna Kallio-Mäkelä (sijoitusjohtaja)",
            "Aihe: VS: Tasapainotus Q1",
            "| Riskimittari | Toteuma | Raja | Käyttöaste |",
            "RAJATIEDOSTO / LIMITFIL",
            "arbetsmaterial",
            "INVESTMENT GUIDELINES – Appendix 2",
            "Teams – Antti Rautiainen (toimitusjohtaja)",
            "ESITYSLISTA – sijoitusvaliokunta",
            "4 § Muut asiat",
            "MUISTIO",
            "Tehtävälista – riskienhallintatoiminto",
            "FIVA 7/01.02.02/2025",
            "[hallitus päättää]",
            "21 384,6 milj. euroa",
            "150 milj. euron",
            "486,2 milj. euroa",
            "25 korkopisteen",
            "Q1/2025",
            "31.12.2024",
            "työeläkevakuutusyhtiölain",
        ),
        "false_provenance": (
            "Hallituksen 14.12.2023 vahvistamassa sijoitussuunnitelmassa",
            "Luonnoksessa (versio 3, tammikuu)",
            "äänin 3–5",
            "Q1/2025 riskiraportti",
            "| Riskimittari | Toteuma 31.3.2025 | Raja | Käyttöaste |",
            "Sijoitussuunnitelma 2025, liite 2 (ote)",
            "työeläkeyhtiöiden keskiarvo",
            "ALM-analyysi 2025: rajoittamaton optimisalkku",
            " %",
        ),
        "mandate_breach": (
            "'luku_5_rajat'",
            "'tunnus': '5.3'",
            "FINANSSIVALVONTA – FINANSINSPEKTIONEN",
            "korjaussuunnitelman 30.4.2025 mennessä",
            "'7_paatos'",
            "Ashby Lane Capital Partners LLP",
            "SIJOITUSVALTUUDET",
            "enintään",
            "vähintään",
            "duraatio on 3–7 vuotta",
            "BBB-",
            "Q3/2025",
        ),
        "range_assumption": (
            "Sijoitussuunnitelma 2025, luku 4",
            "| Omaisuuslaji | Perusallokaatio | Alaraja | Yläraja |",
            "ilman erillistä hallituksen päätöstä",
            "juoksevaa salkunhoitoa",
            "vaihteluväli",
            "perusallokaatio",
            "'luku_4_perusallokaatio'",
            "OTE HALLITUKSEN PÖYTÄKIRJASTA 2/2025",
            "'sijoitusvaltuudet'",
            "Pirjo Lehtovaara (hallituksen puheenjohtaja)",
        ),
        "objective": (
            "Sijoitussuunnitelma 2025, luku 2 (tavoitteet)",
            "Hallituksen päätös 3/2025, 6 §",
            "Sijoitusvaliokunnan pöytäkirja 6.3.2025, 4 §",
            "ALM-analyysi 2025, suositus",
            "perusallokaatio",
            "3,9 %",
            "Ei siis Sharpe",
            "eikä aktiiviriskiä",
            "vuoden alusta",
        ),
        "stated_leakage": (
            "ALM-analyysi 2025, luku 3",
            "Riskienhallintatoiminnon katsaus",
            "Sisäisen tarkastuksen raportti",
            "kuolevuusperuste",
            "poissulkulista",
            "4.1.2010–30.12.2016",
            "1/2010–11/2016",
            "Q1/2010–Q3/2016",
            "vuoden 2016 viikolle 51",
            "kuudella liukuvalla ikkunalla",
        ),
        "trend_claim": (
            "Sijoitusvaliokunnan kokoukseen 12.3.2025 (6 §, omistajaohjaus)",
            "### Sijoitusanalyysi – Lakeuden Konepaja Oyj (Nasdaq Helsinki: LAKON)",
            "Osavuosikatsausseuranta Q4/2024, liite 2",
            "Sijoitusvaliokunnan pöytäkirja 12.3.2025, 6 §",
            "salkunhoitaja Teamsissa",
            "| Yhtiö | Markkina-arvo | Omistusosuus | Kommentti |",
            "Toimintakertomus 2024 (luonnos)",
            "prosenttiyksikköä",
            "milj. euroa",
            "vuonna 2024",
            "neljänneksellä",
            "pörssilistautumisesta (1998) lähtien",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzc_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzc.generate(), "trend_claim")
    verbs = ("kasvoi", "laski", "nousi", "parani", "heikkeni", "supistui", "pieneni")
    negations = ("ei kasvanut", "ei laskenut", "ei noussut", "ei heikentynyt", "ei supistunut")
    found = [v for v in (*verbs, *negations) if v in said]
    assert len(found) >= 9, found


def test_batch_zzzzc_writes_some_limits_in_words_with_their_case_endings() -> None:
    worded = 0
    for case in reviews_heldout_zzzzc.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance_ref not in texts:
                continue
            text = texts[str(constraint.provenance_ref)]
            written = text[constraint.span.start : constraint.span.end]
            if not any(ch.isdigit() for ch in written):
                assert written.split()[0] in _NUMBER_WORDS, written
                assert re.search(r"(ylä|ala)rajaksi " + re.escape(written), text), written
                worded += 1
    assert worded
    said = texts_of(reviews_heldout_zzzzc.generate(), "mandate_breach")
    genitive = "|".join(_GENITIVE_WORDS)
    assert re.search(
        rf"\b({genitive})( prosentin| peruspisteen| yhtiön| kaupankäyntipäivän)? (ylä|ala)rajan\b",
        said,
    )
    assert re.search(r"\d+(,\d+)? prosentin ylärajan", said)
    nominative = "|".join(_NUMBER_WORDS)
    assert re.search(rf"\b(enintään|vähintään) ({nominative})\b", said)


def test_batch_zzzzc_writes_its_figures_the_finnish_way() -> None:
    cases = reviews_heldout_zzzzc.generate()
    said = texts_of(cases)
    for form in (
        " % sijoitusvarallisuudesta",
        "peruspistettä",
        " bp",
        "prosenttiyksikköä vuositasolla",
        "kaupankäyntipäivää",
        "yhtiötä",
        "-kertainen",
        "prosenttia",
        "mrd. euroa",
        " t€",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d milj\. euroa", said)  # space thousands, decimal comma
    for case in cases:  # a Finnish figure is written with a comma, "%" after a space
        for m in case.bundle.user_messages:
            english = m.text.startswith("INVESTMENT GUIDELINES")
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if english:
                    assert " %" not in written, (case.case_id, written)
                    assert "," not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)
                    assert not re.search(r"\d%", written), (case.case_id, written)


def test_batch_zzzzc_writes_finnish_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzc.generate())
    for form in (
        "31.12.2024",
        "31.3.2025",
        "18.2.2025",
        "Q1/2025",
        "Q4/2024",
        "vuoden 2024 lopussa",
        "vuositasolla",
        "vuoden alusta",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzzc_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzc.generate(per_kind=6))
