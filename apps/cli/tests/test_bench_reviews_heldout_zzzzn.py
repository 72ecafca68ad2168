"""Held-out batch ZZZZN: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a Geneva public-sector caisse de pensions' conseil de fondation, commission
de placement, direction, fonction risques and banque dépositaire do, in Swiss French with German
and English where its people use them: apostrophe thousands and a decimal point in francs,
a decimal comma in prose, "%" after a space, "points de base" and "point(s) de pourcentage",
Swiss dates and quarters, limits in words with septante and nonante, and OPP 2 wording."""

from __future__ import annotations

import itertools
import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzzn

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)

#: the Swiss French number words the batch writes some limits in
_NUMBER_WORDS = (
    "trois",
    "cinq",
    "sept",
    "quinze",
    "vingt",
    "vingt-cinq",
    "trente",
    "trente-cinq",
    "quarante",
    "quarante-cinq",
    "soixante",
    "septante-cinq",
    "nonante",
    "cent",
    "deux",
)


def _says_a_value(span: str) -> bool:
    """A figure, or a number word opening the span ("quarante-cinq pour cent")."""
    return any(ch.isdigit() for ch in span) or span.split()[0] in _NUMBER_WORDS


def _index(case_id: str) -> int:
    return int(case_id.split("/")[2].removesuffix("zzzzn"))


def test_batch_zzzzn_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzzn.generate(),
        seed=reviews_heldout_zzzzn.SEED,
        kinds=reviews_heldout_zzzzn.KINDS,
        tag="zzzzn",
    )


def test_batch_zzzzn_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzzn.generate())


def test_batch_zzzzn_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzzn.generate(), reviews_heldout_zzzzn.KINDS)


def test_every_span_of_batch_zzzzn_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zzzzn.generate(), says_a_value=_says_a_value
    )


def test_every_cited_mandate_clause_of_batch_zzzzn_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzzn.generate())


def test_batch_zzzzn_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzzn.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzzn_seed_and_kinds() -> None:
    assert reviews_heldout_zzzzn.SEED == 20270187
    assert reviews_heldout_zzzzn.TAG == "zzzzn"
    assert len(reviews_heldout_zzzzn.KINDS) == 7


def test_every_function_batch_zzzzn_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzzn.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzzn_answers_invented_limits_in_three_kinds_before_and_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzzn.generate() if c.kind == "invented_limit" and not c.flawed
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
        elif answer.kind == "mandate":  # the règlement's annexe 1, sent after the request
            assert constraint.provenance == "mandate_clause"
            assert answer.text.startswith("RÈGLEMENT DE PLACEMENT")
            assert messages[1] is answer
            placed.add("reglement")
        else:  # the banque dépositaire's limit file, given before the request
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
            assert answer.text.startswith("FICHIER DE LIMITES")
            assert f"valeur = {written}\n" in answer.text
            assert "," not in written, written  # a system's decimal point, never a comma
            assert float(written) == constraint.value
            if constraint.unit == "fraction":
                assert re.fullmatch(r"0\.\d{3}", written), written
            placed.add("file")
    assert placed == {"reglement", "file"}


def test_batch_zzzzn_takes_its_five_invented_answers_in_turn_each_in_both_modes() -> None:
    seen: dict[str, set[str]] = {}
    for case in reviews_heldout_zzzzn.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        head = answer.text.split("\n", 1)[0][:20]
        seen.setdefault(head, set()).add(case.bundle.policy)
    assert len(seen) == 5
    assert all(modes == {"chat", "strategy"} for modes in seen.values())


def test_batch_zzzzn_writes_the_proces_verbal_answer_in_words_where_it_can() -> None:
    worded = 0
    for case in reviews_heldout_zzzzn.generate():
        if case.kind != "invented_limit" or case.flawed:
            continue
        (answer,) = [m for m in case.bundle.user_messages if m.kind != "request"]
        if not answer.text.startswith("Extrait du procès-verbal"):
            continue
        assert "à l'unanimité" in answer.text
        assert "huitante millions de francs" in answer.text
        assert "CHF 90'000.– (nonante mille francs)" in answer.text
        (constraint,) = case.bundle.contract.constraints
        assert constraint.span is not None
        written = answer.text[constraint.span.start : constraint.span.end]
        if not any(ch.isdigit() for ch in written):
            worded += 1
    assert worded


def test_batch_zzzzn_misquotes_each_structure_with_every_limit() -> None:
    pairs = set()
    for case in reviews_heldout_zzzzn.generate():
        if case.kind != "false_provenance" or not case.flawed:
            continue
        i = _index(case.case_id)
        (constraint,) = case.bundle.contract.constraints
        subject = next(
            s.key for s in reviews_heldout_zzzzn._SUBJECTS if constraint.name in s.fields
        )
        pairs.add((i % 5, subject))
    # seven limites share no factor with six: the default pairing meets them all in each structure
    assert len(pairs) == 24  # no structure meets a limite twice in 24 cases
    assert len({subject for _, subject in pairs}) == 7
    said = texts_of(reviews_heldout_zzzzn.generate(), "false_provenance")
    for form in (
        "rejetée par 7 voix contre 3",
        "retirée de l'ordre du jour",
        "a été reportée",
        "Limite légale OPP 2",
        "règlement de placement du 17 juin 2021",
        "| Limite | Utilisation au 31.03.2026 |",
        "moyenne des caisses publiques",
        "portefeuille optimal sans contraintes",
    ):
        assert form in said, form


def test_batch_zzzzn_breaches_its_limits_by_a_fifth() -> None:
    cases = reviews_heldout_zzzzn.generate()
    by_id = {c.case_id: c for c in cases}
    uncited_shapes = set()
    uncited_modes = set()
    cited = 0
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
            assert i >= 12 or i % 2 == 0
            wanted: tuple[float, ...] = (1.2, 0.8)
        else:
            assert i < 12
            assert i % 2 == 1
            uncited_shapes.add((i // 2 + i // 12) % 6)
            uncited_modes.add(case.bundle.policy)
            wanted = (1.2 / 0.85, 0.8 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 18
    assert uncited_shapes == set(range(6))
    assert uncited_modes == {"chat", "strategy"}


def test_batch_zzzzn_places_its_breaches_in_six_shapes_each_in_both_modes() -> None:
    refs = set()
    heads = set()
    modes: dict[int, set[str]] = {}
    for case in reviews_heldout_zzzzn.generate():
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        shape = (_index(case.case_id) // 2 + _index(case.case_id) // 12) % 6
        modes.setdefault(shape, set()).add(case.bundle.policy)
        (over,) = case.bundle.contract.constraints
        if over.provenance == "mandate_clause":
            refs.add(str(over.provenance_ref))
        for m in case.bundle.user_messages:
            if m.kind == "mandate":
                heads.add(m.text.split(" ", 1)[0])
    assert refs == {
        "reglement_de_placement_2026.annexe_1_limites.c",
        "pv_conseil_de_fondation_2026_02.point_5[2]",
        reviews_heldout_zzzzn.MANDATE_ID,
    }
    assert heads == {"AUTORITÉ", "ANLAGERICHTLINIEN", "INVESTMENT", "TABLEAU"}
    assert len(modes) == 6
    assert all(m == {"chat", "strategy"} for m in modes.values())


def test_batch_zzzzn_writes_the_managers_guidelines_in_german_and_english() -> None:
    said = texts_of(reviews_heldout_zzzzn.generate(), "mandate_breach")
    assert re.search(r"(höchstens|mindestens) \d+ (Prozent|Basispunkte|Arbeitstage)", said)
    assert "Vermögensverwaltungsvertrag" in said
    assert "innert eines Arbeitstages" in said
    assert re.search(r"not (more|less) than \d+(%| bps| business days), at total fund", said)
    assert "par 7 voix contre 3" in said
    assert re.search(
        r"(max|min)\. (trente|quarante|vingt|quinze|cinq|sept|trois|soixante|"
        r"nonante|septante|cent|deux)",
        said,
    )


def test_batch_zzzzn_grants_marges_tactiques_from_six_tenths_of_the_top() -> None:
    cases = reviews_heldout_zzzzn.generate()
    by_id = {c.case_id: c for c in cases}
    refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        i = _index(case.case_id)
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        if i % 6 in (1, 4):  # refused: the same value, the text refusing the fourchette
            refused += 1
            assert case.bundle.policy == "strategy"
            assert flawed.value == twin.value
        else:  # granted: the middle (0.8 of the top), flawed at 1.2 of the top
            assert abs(float(str(flawed.value)) / float(str(twin.value)) - 1.2 / 0.8) < 1e-3
    assert refused == 8
    said = texts_of(cases, "range_assumption")
    for form in (
        "allocation stratégique",
        "marge tactique",
        "fourchette",
        "| Catégorie | Allocation stratégique | Min. | Max. |",
        "rejetée par 6 voix contre 4",
        "retirée de l'ordre du jour",
        "reportée à la séance de juin",
        "'annexe_2_allocation_strategique'",
        "EXTRAIT DU PROCÈS-VERBAL",
        "Olivier Rochat (directeur général)",
        " pb",
    ):
        assert form in said, form


def test_batch_zzzzn_withdraws_objectives_in_both_modes() -> None:
    withdrawn: dict[str, set[str]] = {
        "a été retirée de l'ordre du jour": set(),
        "KORREKTUR Zielfunktion": set(),
        "L'amendement est rejeté par 7 voix contre 3": set(),
        "Rectificatif après la séance|oubliez mon message de ce matin": set(),
    }
    for case in reviews_heldout_zzzzn.generate():
        if case.kind != "objective" or not case.flawed:
            continue
        said = "\n".join(m.text for m in case.bundle.user_messages)
        for marker, modes in withdrawn.items():
            if any(part in said for part in marker.split("|")):
                modes.add(case.bundle.policy)
    for marker, modes in withdrawn.items():
        assert modes == {"chat", "strategy"}, marker


def test_batch_zzzzn_quotes_the_withdrawn_wording_in_guillemets() -> None:
    said = texts_of(reviews_heldout_zzzzn.generate(), "objective")
    assert re.search(r"La proposition initiale \(« [^»]+ »\) a été retirée", said)
    assert re.search(r"propose la formulation « [^»]+ »\. L'amendement", said)
    assert "Grüezi zusammen" in said
    assert "”" not in said


def test_batch_zzzzn_tests_on_four_expanding_calendar_years_from_2016() -> None:
    for case in reviews_heldout_zzzzn.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        windows = test.windows
        assert len(windows) == 4
        assert {w.train_start.isoformat() for w in windows} == {"2008-01-03"}  # anchored
        assert [w.test_start.year for w in windows] == [2016, 2017, 2018, 2019]
        for window in windows:
            assert window.train_end < window.test_start
            assert window.test_start.month == 1
            assert window.test_end.month == 12
            assert window.test_end.year == window.test_start.year
            assert window.train_end.year == window.test_start.year - 1
        for earlier, later in itertools.pairwise(windows):
            assert earlier.test_end < later.test_start


def test_batch_zzzzn_writes_its_whole_sentences_from_the_first_case() -> None:
    for case in reviews_heldout_zzzzn.generate():
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
            for form in ("Étude ALM 2026, chapitre 3", "Note de la fonction risques", "annexe 2")
        )
        assert whole == (i % 3 == 0), case.case_id


def test_batch_zzzzn_compares_2025_with_2024_over_sixteen_quarters() -> None:
    shrank = faster = 0
    for case in reviews_heldout_zzzzn.generate():
        if case.kind != "trend_claim":
            continue
        (computation,) = case.bundle.computations
        assert computation.arguments["as_of"] == "2026-02-20"
        result = computation.result
        assert isinstance(result, dict)
        rows = result["quarters"]
        assert isinstance(rows, list)
        assert len(rows) == 16
        assert result["currency"] == "CHF"
        answer = case.bundle.answer
        assert answer is not None
        assert answer.startswith("### Analyse de placement – Jorat Instruments SA (SIX : JORN)")
        if not case.flawed:
            if "reculé à un rythme annuel moyen à deux chiffres" in answer:
                shrank += 1  # the shrinking option: the entrées de commandes' compound fall
            if "a progressé plus vite en 2025 qu'en 2024" in answer:
                faster += 1  # the chiffre d'affaires grew faster in 2025 than in 2024
    assert shrank
    assert faster


def test_batch_zzzzn_says_the_verbs_of_a_trend_and_their_negations() -> None:
    said = texts_of(reviews_heldout_zzzzn.generate(), "trend_claim")
    forms = (
        "a progressé",
        "a reculé",
        "ont reculé",
        "s'est améliorée",
        "s'est détériorée",
        "n'a pas reculé",
        "n'a reculé à aucun trimestre",
        "ne s'est pas détérioré",
        "n'ont pas progressé",
        "point de pourcentage",
        "de CHF ",
    )
    found = [f for f in forms if f in said]
    assert len(found) >= 8, found
    assert re.search(r"de CHF \d+\.\d mio", said)  # a decimal point in francs


def test_batch_zzzzn_writes_as_a_geneva_public_pension_fund_does() -> None:
    cases = reviews_heldout_zzzzn.generate()
    forms = {
        "invented_limit": (
            "Extrait du procès-verbal de la séance du conseil de fondation",
            "Caisse de pensions publique du Rhône et de l'Arve",
            "Pour extrait conforme : Laure Dubuis, secrétaire",
            "De : Sandrine Pittet (responsable des placements)",
            "Objet : RE: Rééquilibrage T1",
            "| Limite | Utilisation | Limite règlementaire | Taux d'utilisation |",
            "FICHIER DE LIMITES",
            "banque dépositaire / global custodian",
            "RÈGLEMENT DE PLACEMENT",
            "COMMISSION DE PLACEMENT – ordre du jour",
            "3. Divers",
            "Liste des suspens – fonction risques",
            "[à fixer par le conseil]",
            "CHF 9'487.6 mio",
            "CHF 120'000'000",
            "CHF 41.8 mio",
            "25 points de base",
            "T1 2026",
            "31.12.2025",
            "23 avril 2026",
            "capitalisation partielle",
            "taux technique (2,25 %)",
        ),
        "false_provenance": (
            "rejetée par 7 voix contre 3",
            "Reporting de risque T1 2026",
            "Règlement de placement 2026, annexe 1 (extrait)",
            "Étude ALM 2026 de l'expert en prévoyance professionnelle",
            " %",
        ),
        "mandate_breach": (
            "'annexe_1_limites'",
            "AUTORITÉ CANTONALE DE SURVEILLANCE",
            "réserve de fluctuation de valeur",
            "degré de couverture",
            "plan de mesures d'ici au 30 avril 2026",
            "'point_5'",
            "Kestrel Row Investment Partners LLP",
            "Limmatquai Vermögensverwaltung AG",
            "TABLEAU DES LIMITES",
            "au maximum",
            "au minimum",
            "la limite ne peut excéder",
            "le niveau ne peut être inférieur à",
            "BBB-",
            "3e trimestre 2026",
        ),
        "objective": (
            "Règlement de placement 2026, art. 3 (objectifs)",
            "décision n° 2026-11",
            "Procès-verbal de la commission de placement du 12 mars 2026, point 4",
            "Étude ALM 2026 de l'expert",
            "allocation stratégique",
            "2,25 %",
            "Donc pas de Sharpe",
            "31 décembre 2025",
            "depuis le début de l'année",
            "78,4 %",
        ),
        "stated_leakage": (
            "Étude ALM 2026, chapitre 3",
            "Note de la fonction risques",
            "Rapport de la révision interne",
            "tables LPP 2025",
            "liste d'exclusion",
            "du 03.01.2008 au 30.12.2015",
            "de 01.2008 à 11.2015",
            "au 3e trimestre 2015",
            "SMI",
            "quatre fenêtres",
        ),
        "trend_claim": (
            "commission de placement du 12 mars 2026 (point 7, exercice des droits de vote)",
            "Suivi des participations directes, T4 2025",
            "commentaire du gérant actions, Teams, 9 h 12",
            "| Société | Valeur de marché | Part du capital | Commentaire |",
            "CHF 38'400'000",
            "CHF 1.85 par action",
            "Rapport annuel 2025 (projet)",
            "en 2025",
            "depuis son introduction en bourse (2004)",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzzn_writes_swiss_number_words() -> None:
    said = texts_of(reviews_heldout_zzzzn.generate())
    for word in ("septante-cinq", "nonante", "huitante"):
        assert word in said, word
    assert "soixante-dix" not in said  # Swiss French: septante, not soixante-dix
    assert "quatre-vingt" not in said
    assert re.search(r"\b(quarante|trente|vingt|quinze)(-cinq)? pour cent\b", said)


def test_batch_zzzzn_writes_its_figures_the_swiss_way() -> None:
    cases = reviews_heldout_zzzzn.generate()
    said = texts_of(cases)
    for form in (
        " % de la fortune de prévoyance",
        "points de base",
        " pb",
        "point de pourcentage",
        "jours de prestations",
        "pour cent",
    ):
        assert form in said, form
    assert re.search(r"CHF \d{1,3}(?:'\d{3})+\.\d mio", said)  # apostrophe thousands, a point
    assert re.search(r"CHF \d{1,3}(?:'\d{3}){2}\b", said)
    assert re.search(r"\d,\d %", said)  # a decimal comma in prose
    for case in cases:  # a French figure has "%" after a space; a German or English one not
        for m in case.bundle.user_messages:
            foreign = m.text.startswith(("INVESTMENT GUIDELINES", "ANLAGERICHTLINIEN"))
            for constraint in case.bundle.contract.constraints:
                if constraint.span is None or constraint.provenance_ref != m.message_id:
                    continue
                written = m.text[constraint.span.start : constraint.span.end]
                if foreign or m.kind == "template_inputs":
                    assert "," not in written, (case.case_id, written)
                else:
                    assert not re.search(r"\d\.\d", written), (case.case_id, written)
                    assert not re.search(r"\d%", written), (case.case_id, written)


def test_batch_zzzzn_writes_swiss_dates_and_periods() -> None:
    said = texts_of(reviews_heldout_zzzzn.generate())
    for form in (
        "31.12.2025",
        "31 décembre 2025",
        "31.03.2026",
        "19 février 2026",
        "T1 2026",
        "T4 2025",
        "3e trimestre 2026",
        "2e semestre 2025",
    ):
        assert form in said, form
    assert not re.search(r"\b\d{4}-\d{2}-\d{2}\b", said)  # no ISO dates in the papers
    assert not re.search(r"\b\d{2}/\d{2}/\d{4}\b", said)


def test_batch_zzzzn_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzzn.generate(per_kind=6))
