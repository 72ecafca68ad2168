"""Held-out batch ZZZA: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a venture-debt fund's partners, credit committee, monitoring, finance and
workout people, its LPA, side letters and its bank's facility do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzza

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzza_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzza.generate(),
        seed=reviews_heldout_zzza.SEED,
        kinds=reviews_heldout_zzza.KINDS,
        tag="zzza",
    )


def test_batch_zzza_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzza.generate())


def test_batch_zzza_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzza.generate(), reviews_heldout_zzza.KINDS)


def test_every_span_of_batch_zzza_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzza.generate())


def test_every_cited_mandate_clause_of_batch_zzza_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzza.generate())


def test_batch_zzza_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzza.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzza_answers_invented_limits_in_three_forms_and_cites_a_mandate_as_a_clause() -> (
    None
):
    twins = [
        c for c in reviews_heldout_zzza.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        answer = case.bundle.user_messages[0]
        (constraint,) = case.bundle.contract.constraints
        if answer.kind == "mandate":  # given ahead of the request, cited as a clause
            assert constraint.provenance == "mandate_clause"
            assert constraint.provenance_ref == answer.message_id
        else:
            assert constraint.provenance == "user_message"


def test_batch_zzza_draws_floors_into_its_latitude_bands() -> None:
    cases = reviews_heldout_zzza.generate()
    floors = {"min_warrant_coverage", "warrantCoverageFloor"}
    floors |= {"min_borrowing_base_headroom", "bbHeadroomFloor"}
    by_id = {c.case_id: c for c in cases}
    seen = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if flawed.name in floors and low != high:  # granted: below the band
            assert low < high
            seen += 1
    assert seen


def test_batch_zzza_writes_as_a_venture_debt_fund_does() -> None:
    cases = reviews_heldout_zzza.generate()
    forms = {
        "invented_limit": (
            "#fund3-partners",
            "CREDIT COMMITTEE - APPROVAL MEMO",
            "Article VI - Investment Limitations",
            "PORTFOLIO PARAMETERS - completed by the CFO",
            "| Covenant | Required | Q3 actual | Status |",
            "Annual LP Meeting deck",
            "SIDE LETTER",
            "fund counsel",
            "Partners' meeting notes",
            "% of Commitments",
            "runway",
            "burn $1.9M/mo",
            "LPAC",
            "'[●]'",
        ),
        "false_provenance": (
            "PPM's summary of terms",
            "First Amendment to the",
            "LPAC said no",
            "declined our amendment request",
            "won't reopen its side letter",
            "Q3 compliance certificate",
            "| Test | Q3 actual | Requirement |",
            "Limits summary for the CC pack",
            "Fund II's documents",
            "placement agent's survey",
            ":1",
        ),
        "mandate_breach": (
            "'article_vi_investment_limitations'",
            "CREDIT POLICY (Fund III)",
            "LOAN AND SECURITY AGREEMENT",
            "Borrowing Base",
            "SIDE LETTER to Great Lakes",
            "'portfolio_limits'",
            "LIMITED PARTNER ADVISORY COMMITTEE",
        ),
        "range_assumption": (
            "LPA 6.4",
            "CC delegation (minuted)",
            "| Parameter | Band | Set by |",
            "indicative target portfolio characteristic",
            "Not approved",
            "not delegating it",
            "floor on",
            "times equity",
        ),
        "objective": (
            "PPM, Investment Objective",
            "LP meeting deck",
            "CC charter",
            "anchor LP's investment officer",
            "#fund3-partners",
            "CC memo v2 (supersedes v1",
            "[v1 - WITHDRAWN]",
            "Cliffwater Direct Lending Index",
        ),
        "stated_leakage": (
            "Credit model memo, appendix B",
            "Monitoring playbook",
            "loan tapes (originations 2006-2019)",
            "following month's board deck",
            "the workout team finally booked",
            "runway trigger",
            "Borrowing Base",
        ),
        "trend_claim": (
            "### Public comp: Kestrel Technology Capital (Nasdaq: KTCC)",
            "Slide 14 - Market context",
            "Dev Malhotra",
            "'Comparable lenders' section",
            "| Comp | Observation |",
            "Workout team note",
            " million",
            "NAV per share",
            "in each quarter of 2023",
            "since its 2012 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzza_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzza.generate(per_kind=6))
