"""Held-out batch ZZZG: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an environmental-markets (carbon) fund's CIO, desk, risk manager,
integrity committee, compliance officer and investors' consultants, its OM, trading policy,
limit sheet and eligibility rules do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzg

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzg_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzg.generate(),
        seed=reviews_heldout_zzzg.SEED,
        kinds=reviews_heldout_zzzg.KINDS,
        tag="zzzg",
    )


def test_batch_zzzg_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzg.generate())


def test_batch_zzzg_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzg.generate(), reviews_heldout_zzzg.KINDS)


def test_every_span_of_batch_zzzg_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzg.generate())


def test_every_cited_mandate_clause_of_batch_zzzg_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzg.generate())


def test_batch_zzzg_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzg.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzg_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzg.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzg_answers_invented_limits_in_three_forms_ahead_of_the_request_or_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzg.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "clarification_answer":  # a reply, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        else:  # the OM, a side letter or the risk manager's template, ahead of the request
            assert messages[0] is answer
            wanted = "mandate_clause" if answer.kind == "mandate" else "user_message"
            assert constraint.provenance == wanted


def test_batch_zzzg_draws_floors_into_its_narrow_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzg.generate()
    floors = {"min_cash_over_initial_margin", "imCoverFloor"}
    floors |= {"min_ccp_labelled_share", "ccpLabelFloor"}
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


def test_batch_zzzg_writes_as_a_carbon_fund_does() -> None:
    cases = reviews_heldout_zzzg.generate()
    forms = {
        "invented_limit": (
            "IB chat | 18:04 | M. Okafor (HoT)",
            "RISK COMMITTEE - LIMIT SHEET",
            "Part 4 Investment Restrictions",
            "LIMIT TEMPLATE - for the administrator",
            "From: Chair, Integrity Committee",
            "| Metric | Limit | Today |",
            "SIDE LETTER - the Ostmark Municipal Pension Scheme",
            "Dec-26",
            "'[to be confirmed by the Board]'",
            "ODD review",
            "MSR intake",
            "surrender for 2025 emissions",
        ),
        "false_provenance": (
            "The OM's first draft",
            "Limit sheet v6",
            "declined, 3-1",
            "Board minutes, Q3 meeting",
            "Daily risk report",
            "| Metric | Close 17-Mar | Limit |",
            "Limit sheet v7 (excerpt, risk manager)",
            "The predecessor fund ran",
            "peer survey",
            "per €1/t",
            "IM",
        ),
        "mandate_breach": (
            "'part_4'",
            "'4.3'",
            "TRADING POLICY (Skerrow Capital",
            "'limit_sheet'",
            "ELIGIBILITY RULES FOR VOLUNTARY CREDITS",
            "SIDE LETTER to the Ostmark",
            "of NAV",
        ),
        "range_assumption": (
            "Trading policy 6.2",
            "Risk committee minute 11/26",
            "| Limit | Desk band | Approver inside band |",
            "DDQ answer",
            "Not approved;",
            "no ",
            "minimum on",
            "limit on",
        ),
        "objective": (
            "OM, Investment Objective",
            "CIO memo, 'How we size'",
            "Risk committee minutes",
            "E-mail from Tarrant Lyle",
            "IB chat | CIO",
            "<del>",
            "Compliance comment [CO]",
            "ICE Global Carbon Futures Index",
            "investment committee",
        ),
        "stated_leakage": (
            "Model card (EUA carry v2)",
            "Trading policy annex C",
            "EUTL verified emissions for compliance years 2005-2017",
            "1 April of the following year",
            "open interest",
            "OTC assessments",
            "Commitments of Traders",
        ),
        "trend_claim": (
            "**Removals comp - Hallvik Carbon Removal AB (STO: HALV)**",
            "Weekly desk note, 'Removals'",
            "R. Lindqvist",
            "Investor letter, 'Removals market'",
            "| Comp | What the Q-report shows |",
            "Risk committee pack, VCM section",
            " kt",
            "€",
            "in every quarter of 2023",
            "since Phase III of the EU ETS began in 2013",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzg_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzg.generate(per_kind=6))
