"""Held-out batch ZZZZB: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Québec defined-benefit plan's comité de retraite, comité de placement,
chef des placements and gestionnaire de risques do, with decimal commas, space thousands, "%"
after a space, "pb" and "points de pourcentage", Québec and ISO dates, some limits in words, a
multiple among the limits and an external manager's English Schedule B."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzb

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the French number words the batch writes some limits in
_NUMBER_WORDS = (
    "trois",
    "quatre",
    "cinq",
    "quinze",
    "vingt",
    "vingt-cinq",
    "trente",
    "trente-cinq",
    "quarante-cinq",
    "cinquante",
    "cinquante-cinq",
    "soixante-dix",
    "cent",
    "deux",
    "une",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a French number word opening the span ("cinquante pour cent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzb"))


def test_batch_zzzzb_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzb.generate(),
        seed=reviews_heldout_zzzzb.SEED,
        kinds=reviews_heldout_zzzzb.KINDS,
        tag="zzzzb",
    )


def test_batch_zzzzb_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzb.generate())


def test_batch_zzzzb_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzb.generate(), reviews_heldout_zzzzb.KINDS)


def test_every_span_of_batch_zzzzb_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzb.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzb_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzb.generate())


def test_batch_zzzzb_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzb.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzb_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzb.SEED == 20270175
    assert reviews_heldout_zzzzb.TAG == "zzzzb"
    assert len(reviews_heldout_zzzzb.KINDS) == 7


def test_every_function_batch_zzzzb_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzb.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzb_answers_invented_limits_in_three_kinds_the_documents_ahead() -> None:
    twins = [
        c for c in reviews_heldout_zzzzb.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the IMA's English Schedule B, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("INVESTMENT MANAGEMENT AGREEMENT – Schedule B")
            assert re.fullmatch(r"\d+(\.\d+)?(%| bps|x| issuers| business days)", written), written
        else:  # the gardien de valeurs' semicolon file, also given before the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("FICHIER DE PARAMÈTRES")
            assert "code_limite;unite;valeur;type;source" in answer.text
            assert "." not in written, written  # a decimal comma, never a point
            assert float(written.replace(",", ".")) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0,\d{4}", written), written
            if constraint.unit == "multiple":
                assert re.fullmatch(r"\d,\d{2}", written), written


def test_batch_zzzzb_slides_its_six_invented_answers_so_each_form_meets_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzb.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 6
    for head, modes in seen.items():
        assert modes == {"chat", "strategy"}, head


def test_batch_zzzzb_bounds_every_other_strategy_case_from_the_first_by_other_terms() -> None:
    for case in reviews_heldout_zzzzb.generate():
        if case.kind != "invented_limit" or not case.flawed:
            continue
        i = _index(case.case_id)
        bounded = case.bundle.policy == "strategy" and (i // 2) % 2 == 0
        assert (case.bundle.mandate is not None) == bounded, case.case_id
        if bounded:
            assert "5,9 % par année" in str(case.bundle.mandate)


def test_batch_zzzzb_states_limits_as_shares_bp_multiples_counts_and_days() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzzb.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "multiple", "count", "days"}


#: each limit's two field names
_LIMITS = (
    {"max_public_equity_share", "actionsMax"},
    {"max_private_markets_share", "placementsPrivesMax"},
    {"max_single_issuer_share", "emetteurUniqueMax"},
    {"max_unhedged_fx_share", "devisesNonCouvertesMax"},
    {"max_tracking_error_bps", "erreurSuiviMax"},
    {"max_gross_exposure_multiple", "expositionBruteMax"},
    {"min_long_bond_share", "obligationsLongTermeMin"},
    {"min_issuers_global_mandate", "nombreEmetteursMin"},
    {"min_liquidity_days", "liquiditeJoursMin"},
)
_FLOORS = _LIMITS[6] | _LIMITS[7] | _LIMITS[8]


def _limit(name: str) -> int:
    (index,) = [k for k, names in enumerate(_LIMITS) if name in names]
    return index


def test_batch_zzzzb_misquotes_every_limit_each_structure_on_five_in_a_row() -> None:
    by_structure: dict[int, list[int]] = {}
    for case in reviews_heldout_zzzzb.generate():
        if case.kind != "false_provenance" or case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        limit = _limit(constraint.name)
        assert limit == (2 * (i % 5) + i // 5) % 9, case.case_id
        by_structure.setdefault(i % 5, []).append(limit)
    assert {r for rs in by_structure.values() for r in rs} == set(range(9))
    for structure, limits in by_structure.items():  # a new limit every round of five
        assert len(set(limits)) == len(limits), structure


def test_batch_zzzzb_misquotes_with_four_propositions_not_adopted() -> None:
    said = texts_of(reviews_heldout_zzzzb.generate(), "false_provenance")
    for form in (
        "La proposition a été rejetée (3 voix pour, 5 contre)",
        "la proposition a été retirée avant la séance",
        "a été reporté (comité de retraite, séance du 20 mars 2025, point 7)",
        "a été battue au comité de placement",
    ):
        assert form in said, form


def test_batch_zzzzb_gives_latitude_over_caps_only_and_assumes_a_third_up() -> None:
    cases = reviews_heldout_zzzzb.generate()
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
            assert _index(case.case_id) % 6 in (1, 4)
            continue
        # granted: the band runs from four fifths of its top to its top; the twin a third up
        high = inside / (0.8 + 0.2 / 3)
        assert abs(outside - 1.2 * high) < 1e-5, case.case_id
        if flawed.unit == "fraction":  # a share is at most all of it
            assert outside <= 1
        seen_granted += 1
    assert seen_refused == 8
    assert seen_granted == 16


def test_batch_zzzzb_places_its_latitude_in_four_shapes_each_in_both_modes() -> None:
    heads = set()
    fields = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzb.generate():
        if case.kind != "range_assumption" or not case.flawed:
            continue
        modes.setdefault((_index(case.case_id) // 2) % 4, set()).add(case.bundle.policy)
        if case.bundle.mandate is not None:
            fields |= set(case.bundle.mandate)
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert fields == {"enonce_politique_placement", "delegation_de_pouvoirs"}
    assert heads == {"ANNEXE", "De"}
    assert len(modes) == 4
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzb_refuses_latitude_in_four_wordings() -> None:
    said = texts_of(reviews_heldout_zzzzb.generate(), "range_assumption")
    for form in ("a été rejetée", "a été reportée", "a été retirée", "a été battue"):
        assert form in said, form
    for form in ("adopté", "approuvée à l'unanimité", "entérinée", "a été adoptée"):
        assert form in said, form


def test_batch_zzzzb_breaches_its_limits_by_a_fifth_or_two_fifths() -> None:
    cases = reviews_heldout_zzzzb.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
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
            wanted: tuple[float, ...] = (1.2, 0.6)
        else:
            assumed += 1
            assert (i // 6) % 3 == 2
            wanted = (1.2 / 0.85, 0.6 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert assumed == 6


def test_batch_zzzzb_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    cited_shapes = set()
    uncited_shapes = set()
    for case in reviews_heldout_zzzzb.generate():
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
                heads.add(m.text.split(" ", 1)[0])
    assert {
        "enonce_politique_placement.limites.6.3",
        "proces_verbal_cr_2025_03_18.resolutions[1].texte",
        "lignes_directrices_mandat_interne.restrictions[3]",
        reviews_heldout_zzzzb.MANDATE_ID,
    } == refs
    assert heads == {"RETRAITE", "INVESTMENT", "DÉLÉGATION"}
    assert cited_shapes == uncited_shapes == set(range(6))
    assert all(m == {"chat", "strategy"} for m in modes.values())
    assert len(modes) == 6


def test_batch_zzzzb_writes_the_schedule_in_english_figures() -> None:
    said = texts_of(reviews_heldout_zzzzb.generate(), "mandate_breach")
    assert re.search(r"not (more|less) than \d+(\.\d+)?(%| bps|x| issuers| business days)\.", said)
    assert "cured within ten business days." in said
    everywhere = texts_of(reviews_heldout_zzzzb.generate())
    assert re.search(r"not more than \d\.\d+x", everywhere)  # an English decimal point


def test_batch_zzzzb_withdraws_objectives_in_both_modes() -> None:
    cases = reviews_heldout_zzzzb.generate()
    withdrawn: dict[str, set[str]] = {
        "d'amender la proposition principale en remplaçant": set(),
        "~~": set(),
        "(retirée par son proposeur)": set(),
        "Suivi de la séance du comité de retraite|oubliez mon courriel": set(),
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


def test_batch_zzzzb_strikes_the_withdrawn_line_through() -> None:
    said = texts_of(reviews_heldout_zzzzb.generate(), "objective")
    assert re.search(r"\n~~[^~\n]+~~\n", said)
    assert re.search(r"en remplaçant « [^»]+ » par « [^»]+ »", said)


def test_batch_zzzzb_tests_on_five_expanding_folds_from_2015() -> None:
    for case in reviews_heldout_zzzzb.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert len(test.windows) == 5
        assert {w.train_start.isoformat() for w in test.windows} == {"2007-01-03"}
        assert [w.test_start.year for w in test.windows] == [2015, 2016, 2017, 2018, 2019]
        assert min(w.test_start for w in test.windows).isoformat() == "2015-01-02"
        for window in test.windows:
            assert window.train_end < window.test_start
            assert window.train_end.year == window.test_start.year - 1
            assert window.test_end.year == window.test_start.year


def test_batch_zzzzb_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzb.generate():
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
            for form in ("Étude ALM 2025 (actuaire), section 3", "Revue du", "annexe 2")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzb_compares_2024_with_2023_over_twenty_four_quarters() -> None:
    grew = shrank = 0
    for case in reviews_heldout_zzzzb.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2025-03-07"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 24
        assert result["currency"] == "CAD"
        assert case.bundle.answer is not None
        assert case.bundle.answer.startswith("#### Note d'analyse – Industries Mauricie-Nord inc.")
        if not case.flawed:
            assert "taux de croissance annuel composé" not in case.bundle.answer
            if "ont reculé à un taux annuel composé à deux chiffres" in case.bundle.answer:
                shrank += 1
        elif "taux de croissance annuel composé" in case.bundle.answer:
            grew += 1
    assert shrank  # a double-digit compound fall, claimed true of the newsprint sales
    assert grew  # and the rise claimed of it, false


def test_batch_zzzzb_writes_as_a_quebec_pension_plan_does() -> None:
    cases = reviews_heldout_zzzzb.generate()
    forms = {
        "invented_limit": (
            "Extrait du procès-verbal de la séance du comité de retraite du 18 mars 2025",
            "il est résolu à l'unanimité de fixer",
            "Nathalie Côté-Gagnon, secrétaire",
            "De : Marie-Ève Tremblay, CFA (chef des placements)",
            "Objet : RE: Rééquilibrage T1",
            "| Catégorie | Réel | Limite | Utilisation |",
            "FICHIER DE PARAMÈTRES",
            "Société de fiducie Mont-Royal",
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule B",
            "SIP&P",
            "Ordre du jour – comité de placement",
            "Varia",
            "Teams – Marie-Ève T.",
            "NOTE DE SERVICE",
            "Suivi des dossiers – gestion des risques",
            "RQ-2025-04817",
            "[à déterminer par le comité]",
            "4 812,6 M$",
            "175 M$",
            "61,3 M$",
            "25 points de base",
            "T1 2025",
            "31 décembre 2024",
            "régimes complémentaires de retraite (RCR)",
        ),
        "false_provenance": (
            "L'énoncé de politique de placement du 15 juin 2022",
            "Le projet (version 3, janvier)",
            "3 voix pour, 5 contre",
            "Rapport de conformité du T1 2025",
            "| Catégorie | Réel au 2025-03-31 | Limite | Utilisation |",
            "Énoncé de politique de placement, annexe A (extrait)",
            "univers des caisses de retraite canadiennes",
            "Étude ALM 2025 (actuaire)",
            "entérinée",
            " %",
        ),
        "mandate_breach": (
            "'limites'",
            "'6.3'",
            "RETRAITE QUÉBEC – Direction de la surveillance des régimes",
            "plan de mesures correctives",
            "'resolutions'",
            "Kestrel Point Asset Management Ltd.",
            "DÉLÉGATION DE POUVOIRS",
            "'restrictions'",
            "au plus",
            "au moins",
            "entre 12 et 16 ans",
            "BBB (faible)",
            "T3 2025",
        ),
        "range_assumption": (
            "Énoncé de politique de placement 2025, section 5",
            "| Catégorie | Cible | Borne inférieure | Borne supérieure |",
            "sans autre résolution du comité",
            "gestion courante",
            "fourchette",
            "le plafond",
            "'section_5_fourchettes'",
            "ANNEXE B DE L'ÉNONCÉ DE POLITIQUE DE PLACEMENT",
            "'delegation_de_pouvoirs'",
            "Me Jean-François Bélanger (président du comité de retraite)",
        ),
        "objective": (
            "Énoncé de politique de placement 2025, section 2 (objectifs)",
            "Résolution CR-2025-12",
            "Procès-verbal, comité de placement du 6 mars 2025",
            "Étude ALM 2025, recommandation de l'actuaire",
            "Avis du gestionnaire de risques",
            "portefeuille de référence",
            "5,9 %",
            "pas le Sharpe",
            "DDA 2025",
        ),
        "stated_leakage": (
            "Étude ALM 2025 (actuaire), section 3",
            "Revue du gestionnaire de risques",
            "Rapport de l'auditeur interne",
            "CPM2014",
            "liste d'exclusion",
            "du 2007-01-03 au 2014-12-31",
            "novembre 2014",
            "T3 2014",
            "semaine 51 de 2014",
            "cinq fenêtres",
        ),
        "trend_claim": (
            "Pour la séance du comité de placement du 13 mars 2025 (point 7, engagement "
            "actionnarial)",
            "#### Note d'analyse – Industries Mauricie-Nord inc. (TSX : IMN)",
            "Rapport trimestriel du T4 2024, annexe 3",
            "Procès-verbal, comité de placement du 13 mars 2025, point 7",
            "Kestrel Point",
            "| Société | Valeur marchande | Poids | Commentaire |",
            "Rapport annuel 2024 du régime",
            "de pourcentage",
            " M$",
            "en 2024",
            "trimestre",
            "depuis son PAPE en 1997",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzb_writes_some_limits_in_words() -> None:
    worded = 0
    for case in reviews_heldout_zzzzb.generate():
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


def test_batch_zzzzb_writes_its_figures_the_quebec_way() -> None:
    cases = reviews_heldout_zzzzb.generate()
    said = texts_of(cases)
    for form in (
        " % de l'actif net",
        "points de base",
        " pb",
        "jours ouvrables",
        "émetteurs",
        "fois",
        "points de pourcentage",
        "DDA",
        "annualisé",
    ):
        assert form in said, form
    assert re.search(r"\d \d{3},\d M\$", said)  # space thousands, decimal comma
    for case in cases:  # a French figure is written with a comma, "%" after a space
        for m in case.bundle.user_messages:
            english = m.text.startswith("INVESTMENT MANAGEMENT AGREEMENT")
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


def test_batch_zzzzb_writes_quebec_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzb.generate())
    for form in (
        "31 décembre 2024",
        "31 déc. 2024",
        "2025-03-31",
        "18 mars 2025",
        "T1 2025",
        "T4 2024",
        "premier trimestre",
        "1er avril 2025",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)
    assert not re.search(r"\b\d{2}\.\d{2}\.\d{4}\b", said)


def test_batch_zzzzb_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzb.generate(per_kind=6))
