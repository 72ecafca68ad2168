"""Held-out batch ZZZO: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a US non-profit hospital health system's treasury and investment office,
its Board Finance Committee and Investment Subcommittee, its OCIO, CFO, Treasurer and auditors,
its IPS, treasury policy and Master Trust Indenture do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzo

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzo_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzo.generate(),
        seed=reviews_heldout_zzzo.SEED,
        kinds=reviews_heldout_zzzo.KINDS,
        tag="zzzo",
    )


def test_batch_zzzo_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzo.generate())


def test_batch_zzzo_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzo.generate(), reviews_heldout_zzzo.KINDS)


def test_every_span_of_batch_zzzo_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzo.generate())


def test_every_cited_mandate_clause_of_batch_zzzo_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzo.generate())


def test_batch_zzzo_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzo.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzo_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzo.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzo_answers_invented_limits_in_three_forms_before_and_after_the_request() -> None:
    twins = [
        c for c in reviews_heldout_zzzo.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "template_inputs":  # the OCIO's questionnaire, returned beforehand
            assert messages[0] is answer
            assert constraint.provenance == "user_message"
        elif answer.kind == "clarification_answer":  # a reply
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
        else:  # the IPS's appendix or the liquidity policy, sent in reply and cited as a clause
            assert messages[1] is answer
            assert constraint.provenance == "mandate_clause"


def test_batch_zzzo_states_limits_in_days_and_as_a_multiple() -> None:
    units = {
        c.bundle.contract.constraints[0].unit
        for c in reviews_heldout_zzzo.generate()
        if c.kind in ("invented_limit", "false_provenance", "mandate_breach", "range_assumption")
    }
    assert units == {"fraction", "bps", "days", "multiple"}


def test_batch_zzzo_draws_floors_into_its_ranges_and_assumes_their_middle() -> None:
    cases = reviews_heldout_zzzo.generate()
    floors = {"min_days_cash_on_hand", "daysCashOnHandFloor", "min_cushion_ratio"}
    floors |= {"cushionRatioFloor", "min_30_day_liquidity_share", "thirtyDayLiquidityFloor"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under another text
            seen_refused += 1
            assert case.bundle.policy == "strategy"
            continue
        # granted: the band runs from four fifths of its top to its top; the twin at its middle
        if flawed.name in floors:  # below the band's low end, three quarters of it
            low = inside / 1.125
            assert abs(outside - 0.75 * low) < 1e-6, case.case_id
            seen_floor += 1
        else:  # above the band's top, a quarter again
            high = inside / 0.9
            assert abs(outside - 1.25 * high) < 1e-6, case.case_id
            seen_cap += 1
        if flawed.unit == "fraction":  # a share is at most all of it
            assert inside <= 1
    assert seen_floor
    assert seen_cap
    assert seen_refused


def test_batch_zzzo_breaches_its_limits_by_a_quarter() -> None:
    cases = reviews_heldout_zzzo.generate()
    by_id = {c.case_id: c for c in cases}
    cited = assumed = 0
    for case in cases:
        if case.kind != "mandate_breach" or not case.flawed:
            continue
        (over,) = case.bundle.contract.constraints
        (inside,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        ratio = float(str(over.value)) / float(str(inside.value))
        # cited: the twin at the limit itself; else inside it, 0.85 of a cap or 1.15 of a floor
        if over.provenance == "mandate_clause":
            cited += 1
            wanted: tuple[float, ...] = (1.25, 0.75)
        else:
            assumed += 1
            wanted = (1.25 / 0.85, 0.75 / 1.15)
        assert any(abs(ratio - w) < 1e-3 for w in wanted), (case.case_id, ratio)
    assert cited == 16
    assert assumed == 8


def test_batch_zzzo_writes_as_a_hospital_treasury_does() -> None:
    cases = reviews_heldout_zzzo.generate()
    forms = {
        "invented_limit": (
            "BOARD FINANCE COMMITTEE - RESOLUTION FC-25-07",
            "NOW, THEREFORE, BE IT RESOLVED",
            "From: Marisol Okafor (Treasurer)",
            "INVESTMENT POLICY STATEMENT, APPENDIX A (as amended, attached)",
            "CLIENT CONSTRAINTS QUESTIONNAIRE",
            "| Item | Policy target | Limit |",
            "Text from Glenn Pruitt (CFO)",
            "TREASURY AND LIQUIDITY POLICY (Board-approved)",
            "'[to be set by the Investment Subcommittee]'",
            "management letter",
            "$1.86 billion (12/31/2024)",
            "$412.5 million Series 2025A",
            "days",
        ),
        "false_provenance": (
            "the IPS restated on June 24, 2024",
            "The 2019 IPS said",
            "first draft of the restated IPS",
            "declined, 6-1",
            "the motion the Finance Committee tabled",
            "flash report as of 3/31/2025",
            "| Measure | 3/31/2025 actual | IPS limit |",
            "IPS Appendix A (excerpt, rev. 6/24/2024)",
            "healthcare peer group",
            "percent",
            "bps",
        ),
        "mandate_breach": (
            "'investment_policy_statement'",
            "'section_V'",
            "IPS APPENDIX A - ASSET ALLOCATION AND LIMITS",
            "'board_resolutions'",
            "Schedule B (Investment Guidelines)",
            "'liquidity_and_risk'",
            "INVESTMENT SUBCOMMITTEE - MINUTES OF FEBRUARY 11, 2025",
            "maximum annual debt service",
        ),
        "range_assumption": (
            "IPS Section VI.B (Delegation)",
            "| Policy item | Board range | Delegated to |",
            "Investment Subcommittee minutes, 2/11/2025",
            "Nothing in the IPS ties",
            "Nothing in the IPS lets management move",
            "From: Glenn Pruitt (CFO)",
            "Finance Committee resolution FC-24-11",
            "minimum",
            "maximum",
            "Authority matrix",
        ),
        "objective": (
            "IPS Section II (Objective)",
            "Investment Subcommittee minutes",
            "Halyard Point Partners memo",
            "From: Glenn Pruitt (CFO)",
            "MOTION TO AMEND IPS SECTION II",
            "[Deleted: ",
            "This replaces the earlier language",
            "Policy Benchmark",
            "Tracking error to the Policy Benchmark is not a concern here.",
            "Our objective is not the highest return and not the lowest volatility.",
            "Update after the Board Finance Committee met",
        ),
        "stated_leakage": (
            "asset-allocation study, Appendix C",
            "Treasury back-test memo",
            "Pemberton Kray LLP's model-risk review",
            "audited statements are issued in late September",
            "current approved list, applied back to 2010",
            "Moody's publishes the following August",
            "December 2015",
        ),
        "trend_claim": (
            "CREDIT WATCH - Redhaven Hospital Partners, Inc. (NYSE: RHVN)",
            "Investment Subcommittee credit watch, item 6",
            "Halyard Point's credit analyst",
            "From: Marisol Okafor (Treasurer)",
            "| Issuer | What the 10-Q shows | Action |",
            "Treasurer's report to the Board Finance Committee",
            "$14.2 million",
            "points",
            "in each of the four quarters to June 30, 2024",
            "since the Affordable Care Act's Medicaid expansion in 2014",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzo_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzo.generate(per_kind=6))
