"""Held-out batch ZZZN: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a French société de gestion de portefeuille does - its prospectus and
règlement, its comité des risques and comité d'investissement, its RCCI, its dépositaire, the
AMF's letters and the mandat de gestion of a mutuelle - with French number forms."""

from __future__ import annotations

import re

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzn

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzn_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzn.generate(),
        seed=reviews_heldout_zzzn.SEED,
        kinds=reviews_heldout_zzzn.KINDS,
        tag="zzzn",
    )


def test_batch_zzzn_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzn.generate())


def test_batch_zzzn_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzn.generate(), reviews_heldout_zzzn.KINDS)


def test_every_span_of_batch_zzzn_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzn.generate())


def test_every_span_of_batch_zzzn_writes_its_decimals_with_a_comma() -> None:
    seen_comma = False
    for case in reviews_heldout_zzzn.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None:
                continue
            span = texts[str(constraint.provenance_ref)][
                constraint.span.start : constraint.span.end
            ]
            assert not re.search(r"\d\.\d", span), (case.case_id, span)
            assert not re.search(r"\d%", span), (case.case_id, span)  # a space before the sign
            seen_comma = seen_comma or bool(re.search(r"\d,\d", span))
    assert seen_comma


def test_every_cited_mandate_clause_of_batch_zzzn_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzn.generate())


def test_batch_zzzn_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzn.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzn_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzn.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzn_answers_invented_limits_in_three_forms_before_and_after_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzn.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    templates_at: set[int] = set()
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        elif answer.kind == "template_inputs":  # the OMS's fiche after, the questionnaire before
            templates_at.add(messages.index(answer))
            assert constraint.provenance == "user_message"
        else:  # the mandat de gestion's article, ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
    assert templates_at == {0, 1}


def test_batch_zzzn_states_limits_as_shares_pb_multiples_and_counts() -> None:
    units = {
        c.unit for case in reviews_heldout_zzzn.generate() for c in case.bundle.contract.constraints
    }
    assert units == {"fraction", "bps", "multiple", "count"}


def test_batch_zzzn_draws_floors_into_its_fourchettes_and_assumes_their_middle() -> None:
    cases = reviews_heldout_zzzn.generate()
    floors = {"min_cash_share", "poidsLiquiditesMin", "min_number_of_holdings", "nombreMinLignes"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if low == high:  # refused latitude: the same value under another text
            seen_refused += 1
            continue
        if flawed.name in floors:  # granted: below the band's low end
            assert low < high
            seen_floor += 1
        else:  # granted: above the band's top
            assert low > high
            seen_cap += 1
        if flawed.unit == "count":  # a number of lines is whole, in the band and below it
            assert low == int(low)
            assert high == int(high)
    assert seen_floor
    assert seen_cap
    assert seen_refused


def test_batch_zzzn_breaches_its_limits_by_a_quarter() -> None:
    cases = reviews_heldout_zzzn.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.8 of a cap or 1.25 of a floor
        cited = over.provenance == "mandate_clause"
        wanted = (1.25, 0.75) if cited else (1.25 / 0.8, 0.75 / 1.25)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)


def test_batch_zzzn_tests_leakage_against_folds_from_2016() -> None:
    for case in reviews_heldout_zzzn.generate():
        if case.kind != "stated_leakage":
            continue
        test = case.bundle.contract.historical_test
        assert test is not None
        assert test.windows[0].test_start.isoformat() == "2016-01-04"


def test_batch_zzzn_writes_as_a_societe_de_gestion_does() -> None:
    cases = reviews_heldout_zzzn.generate()
    forms = {
        "invented_limit": (
            "Procès-verbal du comité des risques du 11/03/2025",
            "| Contrainte | Limite interne | Limite UCITS |",
            "MANDAT DE GESTION — MUTUELLE SAINT-RAMBERT / AUBRAC GESTION",
            "FICHE DE PARAMÉTRAGE — contrôle pré-trade (OMS)",
            "(RCCI)\nObjet : RE: limite",
            "| Ratio | Limite | Constaté au 31/12 | Statut |",
            "QUESTIONNAIRE CLIENT INSTITUTIONNEL",
            "'à définir'",
            "Courrier AMF du 03/02/2025",
            "Bien cordialement",
            "1,38 Md€",
            "412,6 M€",
            "1\u202f250\u202f000 parts",
            "le 1er avril",
            "\u00a0% en liquidités",
        ),
        "false_provenance": (
            "agrément of 15/01/2025",
            "Règlement du FCP, version 2021",
            "vetoed it",
            "Actuaria Conseil",
            "Contrôle des risques au 28/02",
            "| Indicateur | Limite | Constaté au 28/02 |",
            "Limites internes validées par le comité des risques",
            "The UCITS rules allow",
            "Quantalys category median",
            " % ",
            " pb",
        ),
        "mandate_breach": (
            "'mandat_de_gestion'",
            "'6.3'",
            "PROSPECTUS — SICAV AUBRAC CONVICTIONS",
            "'decisions'",
            "AUTORITÉ DES MARCHÉS FINANCIERS",
            "'convention_depositaire'",
            "1,5x",
            "points de base",
        ),
        "range_assumption": (
            "Règlement du FCP, article 4 bis",
            "| Paramètre | Fourchette | Fixé par |",
            "PV du comité d'investissement, point 3",
            "E-mail du directeur des gestions",
            "was not retained",
            "RCCI : non",
            "we do not grant a range",
            "plancher",
            "plafond",
            "'programme_d_activite'",
            "Procédure interne GES-04",
        ),
        "objective": (
            "Objectif de gestion :",
            "PV du comité d'investissement, point 2",
            "Mandat de gestion, article 2",
            "E-mail du directeur financier de la mutuelle",
            "Note de la gérante",
            "Ancienne rédaction : «",
            "[supprimé :",
            "indicateur de référence",
            "écart de suivi is not a constraint",
            "Complément après le conseil d'administration",
        ),
        "stated_leakage": (
            "Note méthodologique de la gérante",
            "Dossier pour le comité des risques, section 4.2",
            "Fiche de validation du modèle",
            "SBF 120 as it stands today",
            "valeurs liquidatives as restated",
            "SFCR published the following May",
            "déc. 2015",
            "du 1er janvier 2000 au 31 décembre 2015",
        ),
        "trend_claim": (
            "**Valeurs en portefeuille — Groupe Orvanne SA (Euronext Paris : ORV)**",
            "PV du comité d'investissement du 12/03/2024, point 4",
            "Note de la gérante — Orvanne",
            "| Valeur | Constat (publications trimestrielles) | Poids |",
            "E-mail de la gérante au directeur des gestions",
            "Politique de vote — AG 2024",
            "182\u202f400 actions",
            " points ",
            "M€",
            "in each of the four quarters of 2023",
            "since its introduction en bourse in 2011",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzn_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzn.generate(per_kind=6))
