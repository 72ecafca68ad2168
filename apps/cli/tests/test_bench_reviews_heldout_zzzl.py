"""Held-out batch ZZZL: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a US federal credit union's CFO, investment officer, ALCO, Supervisory
Committee, broker-dealer, ALM vendor, NCUA examiner and CUSO, its investment policy, ALM
policy, ALCO limit schedule and DOR do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzl

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzl_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzl.generate(),
        seed=reviews_heldout_zzzl.SEED,
        kinds=reviews_heldout_zzzl.KINDS,
        tag="zzzl",
    )


def test_batch_zzzl_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzl.generate())


def test_batch_zzzl_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzl.generate(), reviews_heldout_zzzl.KINDS)


def test_every_span_of_batch_zzzl_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzl.generate())


def test_every_cited_mandate_clause_of_batch_zzzl_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzl.generate())


def test_batch_zzzl_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzl.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzl_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzl.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzl_answers_invented_limits_as_policies_ahead_and_replies_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzl.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # a Board-approved policy, ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
        else:  # a reply or the vendor's input sheet the CFO sent back, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"


def test_batch_zzzl_draws_floors_into_its_wide_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzl.generate()
    floors = {"min_post_shock_nev_ratio", "nevRatioFloorUp300"}
    floors |= {"min_liquid_assets_share", "liquidityFloorPctAssets"}
    floors |= {"min_nim_plus300_bps", "nimFloorShockBps"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if low == high:  # refused latitude: the same value under another text
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


def test_batch_zzzl_trend_claims_read_a_june_fiscal_year() -> None:
    quarters = reviews_heldout_zzzl._QUARTERS
    assert len(quarters) == 18
    assert quarters[0] == ("2020-03-31", "FY2020 Q3")
    assert quarters[2] == ("2020-09-30", "FY2021 Q1")
    assert quarters[-1] == ("2024-06-30", "FY2024 Q4")
    for trend in reviews_heldout_zzzl._TRENDS:
        assert len(trend.values) == len(quarters)


def test_batch_zzzl_writes_as_a_federal_credit_union_does() -> None:
    cases = reviews_heldout_zzzl.generate()
    forms = {
        "invented_limit": (
            "ALCO MINUTES - 10/17/2024",
            "Carried 6-0",
            "From: Priya Raman (Investment Officer)",
            "INVESTMENT POLICY (approved by the Board of Directors)",
            "RIDGELINE ALM - CLIENT LIMITS INPUT SHEET",
            "| Measure | Policy limit | 9/30 actual | In compliance |",
            "Teams | Dale Whitcomb (CFO)",
            "ASSET/LIABILITY MANAGEMENT POLICY",
            "'[TBD - pending Board approval]'",
            "NCUA DOR",
            "Bond Swap Proposal #4471",
            "$25MM",
            "+300 bp",
        ),
        "false_provenance": (
            "The 2019 investment policy",
            "ALM policy redline v3",
            "ALCO said no, 4-2",
            "died for lack of a second",
            "Ridgeline's Q3 model run",
            "| Measure | Q3 actual | Policy limit |",
            "ALCO limit schedule, eff. 07/01/2024 (excerpt)",
            "Ridgeline's peer report",
            "template default",
            "of net worth",
            "(Min)",
        ),
        "mandate_breach": (
            "'section_5'",
            "'5.4'",
            "ASSET/LIABILITY MANAGEMENT POLICY (Board-approved)",
            "'alco_limit_schedule'",
            "NCUA DOCUMENT OF RESOLUTION",
            "INVESTMENT ADVISORY AGREEMENT",
            "(CUSO)",
            "shall not exceed",
        ),
        "range_assumption": (
            "ALM Policy 7.3 (Delegations)",
            "motion carried 5-0",
            "| Measure | Working range | Set by |",
            "Board resolution 2024-11",
            "Denied;",
            "Priya - no range",
            "floor for",
            "limit for",
            "ALCO CHARTER - Schedule B",
        ),
        "objective": (
            "Investment Policy, §2 Objectives",
            "CFO memo to ALCO",
            "ALCO minutes:",
            "E-mail from Hollow Advisory Services, LLC",
            "Teams | CFO",
            "[DELETED:",
            "Supervisory Committee comment",
            "Bloomberg US Agency 1-5 Year Index",
            "11/19 meeting",
        ),
        "stated_leakage": (
            "Ridgeline ALM model validation memo",
            "ALCO packet, back-test appendix",
            "NCUA 5300 Call Report data, 2005 Q1 through 2017 Q4",
            "two months after quarter-end",
            "CPRs",
            "pricing-vendor change",
            "parallel shocks",
        ),
        "trend_claim": (
            "COUNTERPARTY WATCH - Merrimack Harbor Bancorp (NASDAQ: MHBK)",
            "CUSO credit note",
            "Teams | Priya Raman (Investment Officer)",
            "ALCO packet, counterparty watch",
            "| Issuer | What the 10-K/10-Q shows |",
            "Supervisory Committee",
            " bp",
            "MM",
            "in every quarter of fiscal 2024",
            "since the 2008 financial crisis",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzl_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzl.generate(per_kind=6))
