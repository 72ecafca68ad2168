"""Held-out batch ZZZD: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a private-equity secondaries fund's partners, investment committee, deal
team, CFO and counsel, its LPA, side letters, LPAC consents and placement agent do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzd

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzd_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzd.generate(),
        seed=reviews_heldout_zzzd.SEED,
        kinds=reviews_heldout_zzzd.KINDS,
        tag="zzzd",
    )


def test_batch_zzzd_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzd.generate())


def test_batch_zzzd_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzd.generate(), reviews_heldout_zzzd.KINDS)


def test_every_span_of_batch_zzzd_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzd.generate())


def test_every_cited_mandate_clause_of_batch_zzzd_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzd.generate())


def test_batch_zzzd_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzd.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzd_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzd.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzd_answers_invented_limits_in_three_forms_ahead_of_the_request_or_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzd.generate() if c.kind == "invented_limit" and not c.flawed
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
        else:  # the LPA, a side letter or the CFO's checklist, given ahead of the request
            assert messages[0] is answer
            wanted = "mandate_clause" if answer.kind == "mandate" else "user_message"
            assert constraint.provenance == wanted


def test_batch_zzzd_draws_floors_into_its_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzd.generate()
    floors = {"min_discount_to_reference_nav_bps", "lpiDiscountFloor"}
    floors |= {"min_unfunded_coverage", "unfundedCoverageFloor"}
    floors |= {"min_distinct_sponsors", "sponsorCountFloor"}
    by_id = {c.case_id: c for c in cases}
    seen = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        low, high = float(str(flawed.value)), float(str(twin.value))
        if flawed.name in floors and low != high:  # granted: below the band's low end
            assert low < high
            seen += 1
        if flawed.unit == "count":  # a number of sponsors is a whole number
            assert low == int(low)
            assert high == int(high)
    assert seen


def test_batch_zzzd_writes_as_a_secondaries_fund_does() -> None:
    cases = reviews_heldout_zzzd.generate()
    forms = {
        "invented_limit": (
            "#secondaries-deals",
            "INVESTMENT COMMITTEE - FINAL APPROVAL",
            "Section 5.3 Investment Limitations",
            "SCREENING CHECKLIST",
            "Letter from the LPAC chair",
            "| Limit | LPA | 30-Jun actual |",
            "SIDE LETTER - Northern Prairie",
            "% of aggregate Commitments",
            " bps",
            " GPs",
            "'[TBC at final close]'",
            "MFN compendium",
            "ref date",
        ),
        "false_provenance": (
            "LP counsel's first markup",
            "side-letter election",
            "Consent withheld",
            "one-off waiver",
            "Quarterly LP report",
            "| Metric | 30-Jun | LPA limit |",
            "LPA abstract (fund counsel)",
            "Fund IV ran with",
            "H1 market review",
            "% of unfunded",
            " managers",
        ),
        "mandate_breach": (
            "'article_5'",
            "'5.3(c)'",
            "INVESTMENT GUIDELINES (Fund V)",
            "SIDE LETTER to Northern Prairie",
            "'standing_consents'",
            "PORTFOLIO CONSTRUCTION POLICY",
            " bps",
        ),
        "range_assumption": (
            "LPA 5.4",
            "IC delegation (minuted 14 March)",
            "| Guardrail | Range | Who sets it |",
            "marketing colour",
            "Refused; it stays",
            "not handing out",
            "floor on",
            "ceiling on",
        ),
        "objective": (
            "PPM, Investment Objective",
            "IC memo, 'Portfolio construction'",
            "LPAC deck",
            "anchor LP's PE team",
            "#secondaries-deals",
            "~~",
            "[Deleted: ",
            "LPX50",
            "LPAC call",
        ),
        "stated_leakage": (
            "Valuation methodology, note 3",
            "Pricing model read-me",
            "deal logs (closings 2003-2018)",
            "published some four months after it",
            "full-year survey",
            "DPI at each month-end",
            "pacing model",
        ),
        "trend_claim": (
            "#### Listed comp: Halberd Private Equity Trust plc (LSE: HPET)",
            "IC memo, 'Listed comps'",
            "Priya Sandhu",
            "Quarterly letter to LPs",
            "| Listed comp | What the filings show |",
            "Annual meeting, portfolio review",
            "p ",
            " points",
            "discount to NAV",
            "in each quarter of 2022",
            "since its 1999 listing",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzd_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzd.generate(per_kind=6))
