"""Held-out batch ZZZJ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a university student-managed investment fund's students, faculty adviser
and advisory board, its IPS, bylaws, syllabus, minutes, GroupMe and pitch decks do."""

from __future__ import annotations

import quantward_platform
from quantward_cli.bench import reviews_heldout_zzzj

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzzj_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzzj.generate(),
        seed=reviews_heldout_zzzj.SEED,
        kinds=reviews_heldout_zzzj.KINDS,
        tag="zzzj",
    )


def test_batch_zzzj_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzzj.generate())


def test_batch_zzzj_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzzj.generate(), reviews_heldout_zzzj.KINDS)


def test_every_span_of_batch_zzzj_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzzj.generate())


def test_every_cited_mandate_clause_of_batch_zzzj_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzzj.generate())


def test_batch_zzzj_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzzj.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_every_function_batch_zzzj_names_is_in_the_library() -> None:
    registered = set(quantward_platform.LIBRARY)
    for case in reviews_heldout_zzzj.generate():
        contract = case.bundle.contract
        named = {m.function_id for m in contract.methods if m.function_id}
        named |= {e.function_id for e in contract.evidence if e.function_id}
        named |= {c.function_id for c in case.bundle.computations}
        assert named <= registered, (case.case_id, named - registered)


def test_batch_zzzj_answers_invented_limits_ahead_of_the_request_as_a_mandate_else_after() -> None:
    twins = [
        c for c in reviews_heldout_zzzj.generate() if c.kind == "invented_limit" and not c.flawed
    ]
    kinds = {m.kind for c in twins for m in c.bundle.user_messages if m.kind != "request"}
    assert kinds == {"clarification_answer", "template_inputs", "mandate"}
    for case in twins:
        messages = case.bundle.user_messages
        (answer,) = [m for m in messages if m.kind != "request"]
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance_ref == answer.message_id
        if answer.kind == "mandate":  # the IPS or the bylaws, ahead of the request
            assert messages[0] is answer
            assert constraint.provenance == "mandate_clause"
        else:  # a reply or the risk analyst's worksheet, after the request
            assert messages[1] is answer
            assert constraint.provenance == "user_message"


def test_batch_zzzj_draws_floors_into_its_wide_latitude_bands_and_assumes_inside_them() -> None:
    cases = reviews_heldout_zzzj.generate()
    floors = {"min_number_of_holdings", "minPositionCount"}
    floors |= {"min_position_weight", "starterPositionFloor"}
    counts = {"min_number_of_holdings", "minPositionCount"}
    by_id = {c.case_id: c for c in cases}
    seen_floor = seen_cap = seen_refused = 0
    for case in cases:
        if case.kind not in ("range_assumption", "mandate_breach"):
            continue
        for bundle in (case.bundle, by_id.get(f"{case.case_id}/twin", case).bundle):
            (constraint,) = bundle.contract.constraints
            if constraint.name in counts:  # a number of names stays whole
                assert float(str(constraint.value)).is_integer(), case.case_id
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
    assert seen_floor
    assert seen_cap
    assert seen_refused


def test_batch_zzzj_writes_as_a_student_managed_fund_does() -> None:
    cases = reviews_heldout_zzzj.generate()
    forms = {
        "invented_limit": (
            "From: Ines Marchbank, CFA (Faculty Adviser)",
            "GroupMe | TSIF Fall '26 | Keziah (PM)",
            "INVESTMENT POLICY STATEMENT - TILLINGHAST STUDENT INVESTMENT FUND",
            "TSIF Advisory Board - minutes",
            "Motion passed 7-2",
            "IPS COMPLIANCE WORKSHEET",
            "BYLAWS OF THE TILLINGHAST STUDENT INVESTMENT FUND",
            "| Constraint | IPS limit | Current |",
            "'[TBD - IC to approve]'",
            "handover notes",
            "FIN 4871",
            "@everyone",
        ),
        "false_provenance": (
            "The 2019 IPS had",
            "bylaws v3",
            "vetoed it",
            "failed 3-4",
            "Monday risk report",
            "| Constraint | As of 11/20 | IPS |",
            "IPS Section 6 (excerpt, pasted by the risk analyst)",
            "Pemberton College",
            "CFA Research Challenge",
            " names",
            "bp",
        ),
        "mandate_breach": (
            "'section_6'",
            "'6.3'",
            "Article VII - Portfolio Limits",
            "'advisory_board'",
            "Fund rules you will be graded on",
            "MEMORANDUM OF UNDERSTANDING",
            " beta",
        ),
        "range_assumption": (
            "Bylaws Art. VIII Sec. 2",
            "motion passed 6-1",
            "| Constraint | Student discretion | Who decides |",
            "Re: discretion",
            "Research Challenge deck",
            "vetoed the proposed",
            "Marchbank said no",
            "minimum on",
            "cap on",
            "'fund_binder'",
            "'handover_notes'",
        ),
        "objective": (
            "IPS, Section 2 (Objective)",
            "Memo from the faculty adviser",
            "Full-fund minutes 11/4",
            "FIN 4870 syllabus",
            "GroupMe | Keziah (PM)",
            "~~",
            "Google Doc comment",
            "S&P 500 Total Return Index",
            "motion passed 8-1",
        ),
        "stated_leakage": (
            "Quant sleeve write-up",
            "Handover notes for the Spring '27 quant analysts",
            "Compustat annual fundamentals for FY2003-FY2012 (all on EDGAR by the end of 2013)",
            "filed with the SEC 60 to 90 days later",
            "today's S&P 500 constituents",
            "as first reported",
            "we know those worked out",
        ),
        "trend_claim": (
            "**QVET - Quillfeather Veterinary Partners (NYSE) | Healthcare pitch, Fall '24**",
            "Pitch deck, slide 6",
            "Rafe (Healthcare head)",
            "Stock write-up (R. Castellanos, Healthcare)",
            "| Ticker | What the 10-Q shows |",
            "Motion to buy passed 7-2",
            " clinics",
            "$",
            "in every quarter of FY24",
            "since the 2015 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzzj_reads_a_june_fiscal_year() -> None:
    cases = [c for c in reviews_heldout_zzzj.generate() if c.kind == "trend_claim"]
    result = cases[0].bundle.computations[0].result
    assert isinstance(result, dict)
    rows = result["quarters"]
    assert isinstance(rows, list)
    assert len(rows) == 20
    newest, oldest = rows[0], rows[-1]
    assert isinstance(newest, dict)
    assert isinstance(oldest, dict)
    assert (newest["period"], newest["quarter_end"]) == ("FY2024 Q4", "2024-06-30")
    assert (oldest["period"], oldest["quarter_end"]) == ("FY2020 Q1", "2019-09-30")


def test_batch_zzzj_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzzj.generate(per_kind=6))
