"""Held-out batch ZZZK: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a tribal nation's Tribal Council, Investment Committee, Treasurer, CFO,
Tribal Attorney and OCIO, its resolutions, Per Capita Distribution Ordinance, Investment Policy
Statement and the OCIO's Quarterly Investment Review do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzk

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzk_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzk.generate(),
        seed=reviews_heldout_zzzk.SEED,
        kinds=reviews_heldout_zzzk.KINDS,
        tag="zzzk",
    )


def test_batch_zzzk_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzk.generate())


def test_batch_zzzk_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzk.generate(), reviews_heldout_zzzk.KINDS)


def test_every_span_of_batch_zzzk_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzk.generate())


def test_every_cited_mandate_clause_of_batch_zzzk_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzk.generate())


def test_batch_zzzk_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzk.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzk_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzk.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzk_answers_invented_limits_in_three_forms_in_their_own_places() -> None:
    twins = [
        c for c in reviews_heldout_zzzk.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # a resolution or the ordinance, ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
        else:  # a reply or the CFO's worksheet, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"


def test_batch_zzzk_draws_floors_into_its_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzk.generate()
    floors = {"min_minors_trust_investment_grade", "minorsTrustIgFloor"}
    floors |= {"min_reserve_cover_of_distributions", "distributionReserveFloor"}
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
        if flawed.unit == "fraction":  # a share is at most all of it
            assert max(low, high) <= 1
    assert seen_floor
    assert seen_cap


def test_batch_zzzk_writes_as_a_tribal_nations_fund_does() -> None:
    cases = reviews_heldout_zzzk.generate()
    forms = {
        "invented_limit": (
            "From: Vern Ashby, Tribal Treasurer",
            "INVESTMENT COMMITTEE - MINUTES OF SPECIAL MEETING",
            "Motion carried 4-0-1",
            "NOW, THEREFORE, BE IT RESOLVED",
            "WHEREAS",
            "IPS LIMITS WORKSHEET",
            "Sec. 12-407",
            "| Limit | IPS | Actual 9/30 |",
            "Office of the Tribal Attorney",
            "percent (",
            "Council tabled",
            "General Council",
            "management letter",
            "values_based_restrictions",
        ),
        "false_provenance": (
            "The IPS draft the OCIO circulated",
            "On first reading",
            "The Council did not adopt the recommendation",
            "Motion failed 3-4",
            "Per the Q3 QIR",
            "| Asset class / limit | Actual 9/30/25 | IPS limit |",
            "IPS Exhibit A - Policy Limits (excerpt)",
            "other tribal permanent funds",
            "Tribal Housing Authority, a separate entity",
            "basis points",
        ),
        "mandate_breach": (
            "'article_vii'",
            "'7.3'",
            "RESOLUTION NO. 2025-009",
            "'tribal_code'",
            "SCHEDULE B TO THE OCIO AGREEMENT",
            "ARTICLE IV - STANDING LIMITS",
            "shall not exceed",
            "shall not be less than",
        ),
        "range_assumption": (
            "IPS Sec. 9.2 (Delegation)",
            "the Committee delegated to the CFO",
            "| Limit | Policy range | Who sets it inside the range |",
            "Council's fine with the OCIO",
            "The Council did not adopt the OCIO's proposed range",
            "failed for lack of a second",
            "No range on",
            "'exhibit_d_delegations_on_file'",
            "COUNCIL WORK SESSION PACKET - Tab 7",
            "'instructions_on_file'",
            "OCIO DELEGATION LOG",
            "never went to a vote",
            "minimum",
            "maximum",
        ),
        "objective": (
            "IPS, Investment Objectives",
            "NOW, THEREFORE, BE IT RESOLVED, that the Permanent Fund",
            "OCIO memo, 'Policy portfolio construction'",
            "From the CFO",
            "IC chair, opening remarks",
            "and inserting in lieu thereof",
            "is hereby rescinded",
            "Council voted last night",
            "Policy Benchmark",
        ),
        "stated_leakage": (
            "OCIO research note",
            "Actuarial memo to the Investment Committee",
            "Gaming Commission's net-win reports for FY2006-FY2017",
            "enrollment growth rate",
            "gaming distributions to the business cycle",
            "covariance shrinkage",
            "Revenue Allocation Plan",
            "archived minutes",
            "ninety days after year-end",
            "2002 Q1 to 2014 Q3",
        ),
        "trend_claim": (
            "WATCH-LIST REVIEW - TAMARACK MIDSTREAM CORP. (NYSE: TMKM)",
            "QIR, equity holdings commentary",
            "IC minutes, watch-list item",
            "Short version for the Treasurer",
            "| Holding | Screen status | What the 10-Q shows |",
            "Treasurer's report to Council",
            "thousand barrels a day",
            "in each quarter of 2023",
            "since the Nation first bought the stock in 2012",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzk_writes_shares_as_counsel_drafts_them() -> None:
    said = texts_of(reviews_heldout_zzzk.generate())
    for form in ("percent (", "%) to ", "basis points"):
        assert form in said, form


def test_batch_zzzk_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzk.generate(per_kind=6))
