"""Held-out batch ZZZG: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an environmental-markets (carbon) fund's CIO, desk, risk manager,
integrity committee, compliance officer and investors' consultants, its OM, trading policy,
limit sheet and eligibility rules do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzm

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzm_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzm.generate(),
        seed=reviews_heldout_zzzm.SEED,
        kinds=reviews_heldout_zzzm.KINDS,
        tag="zzzm",
    )


def test_batch_zzzm_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzm.generate())


def test_batch_zzzm_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzm.generate(), reviews_heldout_zzzm.KINDS)


def test_every_span_of_batch_zzzm_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzm.generate())


def test_every_cited_mandate_clause_of_batch_zzzm_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzm.generate())


def test_batch_zzzm_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzm.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzm_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzm.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzm_answers_invented_limits_in_three_forms() -> None:
    twins = [
        c for c in reviews_heldout_zzzm.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind in ("clarification_answer", "template_inputs"):  # after the request
            assert messages[1] is answer  # a reply, or the Limitenraster filled in
            assert constraint.provenance == "user_message"
        else:  # the AR's article or the Art. 50 Abs. 4 extension, ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"


def test_batch_zzzm_draws_floors_into_its_bandbreiten_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzm.generate()
    floors = {"min_liquidity_share", "mindestLiquiditaet"}
    floors |= {"min_fx_bond_hedge_ratio", "absicherungsquoteObligationenFwMin"}
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
        if flawed.unit == "fraction" and flawed.name in floors:  # a share is at most all of it
            assert high <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused


def test_batch_zzzm_breaches_its_limits_by_three_tenths() -> None:
    cases = reviews_heldout_zzzm.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.9 of a cap or 1.2 of a floor
        cited = over.provenance == "mandate_clause"
        wanted = (1.3, 0.7) if cited else (1.3 / 0.9, 0.7 / 1.2)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)


def test_batch_zzzm_writes_as_a_pensionskasse_does() -> None:
    cases = reviews_heldout_zzzm.generate()
    forms = {
        "invented_limit": (
            "Protokoll AK, Sitzung vom 12.03., Traktandum 4",
            "| Position | Limite AR | Limite BVV 2 |",
            "ANLAGEREGLEMENT DER PENSIONSKASSE ALBULA",
            "LIMITENRASTER für den Global Custodian",
            "Zirkularbeschluss des Stiftungsrats",
            "| Limite | Limite AR | Ist 30.09. |",
            "ERWEITERUNG DER ANLAGEMÖGLICHKEITEN (Art. 50 Abs. 4 BVV 2)",
            "Grüezi mitenand",
            "Schreiben der BSR",
            "'gemäss Beschluss SR (offen)'",
            "Risikofähigkeit",
            "CHF 2.84 Mrd.",
            "108.4 Prozent",
        ),
        "false_provenance": (
            "Vernehmlassung draft",
            "AR 2019, Anhang 1",
            "rejected it, 7:3",
            "did not follow the recommendation",
            "Investment-Controlling Q3",
            "| Kategorie | Ist 30.09.2024 | Limite AR |",
            "Anhang 1 AR (Auszug, Stand 1.1.2025)",
            "BVV 2 allows",
            "Pensionskassen-Studie 2024",
            "Prozent",
            "Bp.",
        ),
        "mandate_breach": (
            "'anlagereglement'",
            "'abs_3'",
            "ANHANG 1 ZUM ANLAGEREGLEMENT",
            "'beschluesse'",
            "WEISUNG DER ANLAGEKOMMISSION",
            "Erweiterung nach Art. 50 Abs. 4 BVV 2",
            "% VV",
        ),
        "range_assumption": (
            "AR Art. 9 Abs. 2",
            "| Geschäft | Bandbreite | Zuständig innerhalb |",
            "Protokoll AK, Traktandum 3",
            "E-Mail SR-Präsident",
            "Dr. U. Caduff's opinion",
            "Abgelehnt;",
            "Untergrenze",
            "Obergrenze",
            "'kompetenzordnung'",
        ),
        "objective": (
            "AR Art. 2 Anlageziel",
            "Protokoll AK, Traktandum 2",
            "memo to the AK",
            "E-Mail SR-Präsident",
            "(Pensionskassenexperte)",
            "~~",
            "| bisher | neu |",
            "Strategie-Benchmark",
            "Nachtrag nach der SR-Sitzung",
        ),
        "stated_leakage": (
            "ALM-Studie 2025, Kapitel 3",
            "Methodenbeschrieb",
            "Bericht an die AK, Anhang B",
            "OAK BV only publishes the following June",
            "SPI members as they stand today",
            "BVG-Mindestzinssatz",
            "Dez. 2014",
        ),
        "trend_claim": (
            "**Direktanlage Aktien Schweiz - Lindmatt Holding AG (SIX: LIND)**",
            "Protokoll AK, Traktandum 5 (Direktanlagen)",
            "Titelkommentar",
            "E-Mail GF an AK-Präsident",
            "| Titel | Befund (HY- und Q-Zahlen) |",
            "Stimmrechtsausübung GV 2025",
            "214'300 Aktien",
            "Prozentpunkte",
            "CHF",
            "in every quarter of 2024",
            "since the SNB removed the EUR/CHF floor in January 2015",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzm_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzm.generate(per_kind=6))
