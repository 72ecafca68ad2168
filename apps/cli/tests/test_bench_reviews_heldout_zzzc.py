"""Held-out batch ZZZC: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a TIMO running a pension plan's timberland and farmland separate account
does: the client's IPS and IMA, its Trustees, CIO and consultant, the TIMO's foresters, farm
manager and portfolio manager."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzzc
from quantward_platform import LIBRARY

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzc_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzc.generate(),
        seed=reviews_heldout_zzzc.SEED,
        kinds=reviews_heldout_zzzc.KINDS,
        tag="zzzc",
    )


def test_batch_zzzc_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzc.generate())


def test_batch_zzzc_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzc.generate(), reviews_heldout_zzzc.KINDS)


def test_every_span_of_batch_zzzc_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzc.generate())


def test_every_cited_mandate_clause_of_batch_zzzc_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzc.generate())


def test_batch_zzzc_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzc.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzzc_names_only_functions_the_library_registers() -> None:
    for case in reviews_heldout_zzzc.generate():
        bundle = case.bundle
        named = {m.function_id for m in bundle.contract.methods if m.function_id}
        named |= {e.function_id for e in bundle.contract.evidence if e.function_id}
        named |= {c.function_id for c in bundle.computations}
        named |= {c.title for c in bundle.citations if c.title}
        assert named <= LIBRARY.keys(), (case.case_id, named)


def test_batch_zzzc_answers_invented_limits_in_three_forms_and_cites_a_mandate_as_a_clause() -> (
    None
):
    twins = [
        c for c in reviews_heldout_zzzc.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        (constraint,) = case.bundle.contract.constraints
        answers = [m for m in case.bundle.user_messages if m.kind != "request"]
        (answer,) = answers
        if answer.kind == "mandate":  # given ahead of the request, cited as a clause
            assert case.bundle.user_messages[0] == answer
            assert constraint.provenance == "mandate_clause"
            assert constraint.provenance_ref == answer.message_id
        else:
            assert case.bundle.user_messages[-1] == answer
            assert constraint.provenance == "user_message"


def test_batch_zzzc_misquotes_point_at_a_different_figure() -> None:
    cases = reviews_heldout_zzzc.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (wrong,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert wrong.value != right.value, case.case_id
        assert wrong.span is not None
        assert right.span is not None
        assert (wrong.span.start, wrong.span.end) != (right.span.start, right.span.end)


def test_batch_zzzc_draws_floors_into_its_latitude_bands_and_takes_the_band_top() -> None:
    cases = reviews_heldout_zzzc.generate()
    floors = {"min_high_site_share", "highSiteAcresFloor"}
    floors |= {"min_property_count", "minSeparateProperties"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # refused latitude: the same value under a refusal
            continue
        if flawed.name in floors:  # granted: below the band's low end
            assert outside < inside
            seen_floor += 1
        else:  # granted: above the band's top, which the twin takes
            assert outside == round(inside * 1.3, 6)
            seen_cap += 1
    assert seen_floor
    assert seen_cap


def test_batch_zzzc_counts_properties_in_whole_numbers() -> None:
    for case in reviews_heldout_zzzc.generate():
        for constraint in case.bundle.contract.constraints:
            if constraint.unit == "count":
                value = float(str(constraint.value))
                assert value == int(value), (case.case_id, value)


def test_batch_zzzc_writes_as_a_timo_separate_account_does() -> None:
    cases = reviews_heldout_zzzc.generate()
    forms = {
        "invented_limit": (
            "From: Janet Oduya, CIO (TCMERS)",
            "TCMERS INVESTMENT POLICY STATEMENT - REAL ASSETS",
            "MEMORANDUM\nFrom: Meridian Pacific Consulting",
            "SEPARATE ACCOUNT GUIDELINES QUESTIONNAIRE",
            "Schedule B - Investment Guidelines",
            "Motion carried 7-0",
            "| Guideline | Limit | Source |",
            "Call note (2:15 pm)",
            "~~TBD~~",
            "Field notes - Tensaw River tract",
            "MBF/acre",
            "$285/acre",
            "'TBD - per Trustees'",
            " percent",
            " properties",
        ),
        "false_provenance": (
            "March draft of the IPS",
            "IPS Amendment No. 2",
            "Her answer: no",
            "won't recommend",
            "6/30 appraisal",
            "| Guideline | IPS | 6/30 appraisal |",
            "IPS Section 7, as adopted",
            "TCMERS Harvest Policy",
            "State Teachers' plan",
            "Timber Fund IV",
            "% of net growth",
        ),
        "mandate_breach": (
            "'section_7_diversification'",
            "SCHEDULE B (INVESTMENT GUIDELINES)",
            "RESOLUTION OF THE BOARD OF TRUSTEES",
            "TCMERS HARVEST POLICY",
            "'schedule_b_investment_guidelines'",
            "Guidelines memo to the TCMERS Board of Trustees",
            "shall not fall below",
        ),
        "range_assumption": (
            "IMA Schedule B, note 4",
            "Trustees' delegation (Resolution 2024-11)",
            "| Guideline | Permitted range | Discretion |",
            "expected operating range for modelling only",
            "DENIED (5-2)",
            "I'm keeping the",
            "floor for",
            "ends included",
            "register of delegations and discretions",
        ),
        "objective": (
            "IPS Section 3, Investment Objective",
            "Consultant's memo, 'Portfolio construction'",
            "CIO's e-mail",
            "Trustees' strategic plan",
            "Account plan (Bracken Hollow)",
            "~~",
            "the 2019 wording",
            "NCREIF Timberland Property Index",
            "Board of Trustees, special meeting",
        ),
        "stated_leakage": (
            "Harvest planning memo, methods",
            "Consultant's due-diligence questionnaire, Q27",
            "Timber Mart-South quarterly stumpage prices, 1Q2005-4Q2017",
            "the next quarter's Timber Mart-South",
            "the appraisal completed the following year",
            "site-index",
            "crop share",
        ),
        "trend_claim": (
            "#### Listed timber REIT check: Sawbuck Timberlands, Inc. (NYSE: SBTL)",
            "Consultant's quarterly flash",
            "R. Delacroix, RF",
            "| Public comp | What the filings show |",
            "From: Will Hartigan",
            "slide 9 (public-market check)",
            " million tons",
            " a ton",
            " turns",
            "in every quarter of 2022",
            "since its 2009 spin-off",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzc_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzc.generate(per_kind=6))
