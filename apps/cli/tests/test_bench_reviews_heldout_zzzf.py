"""Held-out batch ZZZF: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a microfinance and impact private-debt fund's CIO, credit committee,
regional investment officers, risk officer, impact manager, Board and DFI anchor investor do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzf

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzf_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzf.generate(),
        seed=reviews_heldout_zzzf.SEED,
        kinds=reviews_heldout_zzzf.KINDS,
        tag="zzzf",
    )


def test_batch_zzzf_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzf.generate())


def test_batch_zzzf_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzf.generate(), reviews_heldout_zzzf.KINDS)


def test_every_span_of_batch_zzzf_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzf.generate())


def test_every_cited_mandate_clause_of_batch_zzzf_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzf.generate())


def test_batch_zzzf_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzf.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzf_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzf.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzf_answers_invented_limits_ahead_of_the_request_only_as_a_mandate() -> None:
    twins = [
        c for c in reviews_heldout_zzzf.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # Part B or the side letter, given ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
        else:  # a reply, or the limits template returned after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"
            assert constraint.span is not None


def test_batch_zzzf_draws_floors_into_its_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzf.generate()
    floors = {"min_women_borrower_share", "womenOutreachFloor", "min_borrower_car", "carFloor"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = 0
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (twin,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        outside, inside = float(str(flawed.value)), float(str(twin.value))
        if outside == inside:  # a refused band: the same point under a refusal and a grant
            continue
        if flawed.name in floors:  # granted: below the band's low end
            assert outside < inside
            seen_floor += 1
        else:
            assert outside > inside
            seen_cap += 1
        if flawed.unit == "fraction":  # no share past the whole
            assert 0 < inside < 1
    assert seen_floor
    assert seen_cap


def test_batch_zzzf_writes_as_a_microfinance_debt_fund_does() -> None:
    cases = reviews_heldout_zzzf.generate()
    forms = {
        "invented_limit": (
            "CREDIT COMMITTEE - DECISION RECORD",
            "RIO East Africa",
            "ISSUING DOCUMENT - PART B",
            "IG LIMITS TEMPLATE",
            "SIDE LETTER - Rhenish Development Finance Company (RDFC)",
            "| Limit | IG | 31.12. actual |",
            "Extract of the minutes of the Board",
            " %",
            " bps",
            "no annex with the numbers",
            "WhatsApp",
            "USD 212,4m",
        ),
        "false_provenance": (
            "term sheet of 14.02.",
            "IG draft v0.9",
            "portfolio officer said no",
            "was declined",
            "Risk report as at 31.12.",
            "| Indicator | 31.12. | IG limit |",
            "IG, section 5-6",
            "Fund I (the 2012 vintage)",
            "MIV peer survey",
            "% of total assets",
            " per cent",
        ),
        "mandate_breach": (
            "'part_b'",
            "'4.3(d)'",
            "INVESTMENT GUIDELINES - Tessaly Frontier Debt Fund",
            "SIDE LETTER - Rhenish",
            "'resolutions'",
            "CREDIT RISK POLICY",
        ),
        "range_assumption": (
            "IG 7.3 (corridors)",
            "| Parameter | Corridor | Decision level |",
            "Ines Marchetti (CIO)",
            "RDFC confirms",
            "resolution 2023/07",
            "Mette Kjaer",
            "declined, stays at",
            "minimum on",
            "maximum on",
            "DELEGATION MATRIX",
        ),
        "objective": (
            "Part B, art. 3",
            "CC paper 'Allocation approach'",
            "RDFC portfolio officer",
            "Board pack, strategy page",
            "on Teams",
            "FIDI",
            "Board resolution amending Part B",
            "OLD (withdrawn)",
            "RDFC's annual review call",
        ),
        "stated_leakage": (
            "Risk methodology note RM-04",
            "Model validation memo",
            "MIX Market MFI financials for FY2005-FY2017",
            "audited annual accounts",
            "TCX quoted three months after",
            "restructured or written off",
            "April 2021 WEO",
        ),
        "trend_claim": (
            "### Listed peer: Mwangaza Microfinance Bank plc (NSE: MWMB)",
            "CC memo, section 6",
            "RIO East Africa",
            "SPI4 report 2021",
            "| Listed peer | Per the filings |",
            "Board pack Q1-2022",
            "KES",
            " pp",
            "in every quarter of 2021",
            "since its 2012 listing on the NSE",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzf_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzf.generate(per_kind=6))
