"""Held-out batch ZZZH: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a life-settlements fund's CIO, PM, actuary, administrator, investment
committee, LPAC and lender, its OM, investment guidelines, LPA schedule, IC resolutions and
credit agreement do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzh

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzh_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzh.generate(),
        seed=reviews_heldout_zzzh.SEED,
        kinds=reviews_heldout_zzzh.KINDS,
        tag="zzzh",
    )


def test_batch_zzzh_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzh.generate())


def test_batch_zzzh_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzh.generate(), reviews_heldout_zzzh.KINDS)


def test_every_span_of_batch_zzzh_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzh.generate())


def test_every_cited_mandate_clause_of_batch_zzzh_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzh.generate())


def test_batch_zzzh_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzh.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzh_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzh.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzh_answers_invented_limits_in_three_forms_ahead_of_the_request_or_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzh.generate() if c.kind == "invented_limit" and not c.flawed
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


def test_batch_zzzh_draws_floors_into_its_narrow_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzh.generate()
    floors = {"min_premium_reserve_cover", "premiumReserveFloor"}
    floors |= {"min_insured_lives", "minLivesCount"}
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
        if flawed.unit == "count":  # lives are whole: the band and the point assumed in it
            assert low == int(low)
            assert high == int(high)
    assert seen_floor
    assert seen_cap


def test_batch_zzzh_writes_as_a_life_settlements_fund_does() -> None:
    cases = reviews_heldout_zzzh.generate()
    forms = {
        "invented_limit": (
            "Teams | 17:40 | R. Vance (CIO)",
            "INVESTMENT COMMITTEE - MINUTES, item 5",
            "Investment Guidelines, paragraph 7(d)",
            "COMPLIANCE TEST SET-UP - Cortlandt Fund Administration",
            "From: D. Achterberg, FSA, MAAA",
            "| Test | Threshold | Oct-26 tape |",
            "LIMITED PARTNERSHIP AGREEMENT - SCHEDULE C",
            "NDB",
            "'[TBD - subject to GP approval]'",
            "borrowing-base consent",
            "LE of 96 months",
            "tertiary block",
            "lives",
            "x NTM premiums",
        ),
        "false_provenance": (
            "The OM draft of 14 March",
            "Investment guidelines rev. 2",
            "Declined, 4-1",
            "the GP's waiver request",
            "Cortlandt's month-end certificate",
            "| Test | Oct-26 tape | Guideline |",
            "Investment guidelines rev. 3 (excerpt, sent by the PM)",
            "Fund II ran",
            "peer deck",
            "of IRR",
            "AM Best",
        ),
        "mandate_breach": (
            "'investment_guidelines'",
            "'7(c)'",
            "INVESTMENT COMMITTEE RESOLUTION 2026-14",
            "'concentration_tests'",
            "SCHEDULE 1.1(b), ELIGIBILITY CRITERIA",
            "LPAC CONSENT NO. 3",
            "NDB",
        ),
        "range_assumption": (
            "Investment guidelines 9.2 (Manager discretion)",
            "IC minutes, 12 Aug 2026, item 6",
            "| Guideline | PM band | Sign-off inside band |",
            "placement agent's deck",
            "Declined;",
            "Delegated authorities matrix",
            "floor on",
            "ceiling on",
        ),
        "objective": (
            "OM, Investment Objective",
            "CIO memo, 'Sizing the pools'",
            "IC minutes",
            "Ridgeline Mutual consultant",
            "Teams | R. Vance (CIO)",
            "[Deleted: ",
            "Comment [GC1]",
            "Ashdown Life Settlement Index",
            "Post-IC note",
        ),
        "stated_leakage": (
            "Valuation policy, appendix B (actuary)",
            "IC pack, back-test annex",
            "Model governance log",
            "Death Master File",
            "LE report issued after",
            "later lapsed or were sold",
            "COI increase",
        ),
        "trend_claim": (
            "**Listed sleeve - Corbel Life Re Holdings Ltd (NYSE: CBLR)**",
            "Listed sleeve weekly, 'Reinsurers'",
            "S. Iyer",
            "Quarterly LP letter, 'Listed sleeve'",
            "| Holding | What the 10-Q shows |",
            "IC pack, listed sleeve page",
            "points",
            "$",
            "in every quarter of 2022",
            "A/E",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzh_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzh.generate(per_kind=6))
