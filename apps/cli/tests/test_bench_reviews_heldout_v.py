"""Held-out batch V: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its South and East Asian business English — lakh and crore, "kindly do the needful",
Singlish particles, Japanese politeness, fiscal years ending March — is there."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_v
from quantward_cli.bench.reviews_heldout import HeldOutCase

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_v_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_v.generate(),
        seed=reviews_heldout_v.SEED,
        kinds=reviews_heldout_v.KINDS,
        tag="v",
    )


def _span_only(case: HeldOutCase) -> bool:
    """A span over the wrong words of a message that states the value (false provenance,
    structure 5): revised, not asked, as in batches G and H."""
    return case.kind == "false_provenance" and int(case.case_id.split("/")[2][:-1]) % 6 == 5


def test_batch_v_expects_questions_of_flawed_chat_plans_of_the_two_kinds_only() -> None:
    """Every flawed chat plan of the two kinds asks, except a span over the wrong words."""
    cases = reviews_heldout_v.generate()
    check_questions_only_of_flawed_chat_plans(cases, unasked=_span_only)
    check_both_modes_in_every_kind(cases, reviews_heldout_v.KINDS)


def test_every_span_of_batch_v_lies_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_v.generate())


def test_batch_v_mandate_clauses_name_a_message_or_field_that_exists() -> None:
    check_mandate_clauses_exist(reviews_heldout_v.generate())


def test_batch_v_twins_cite_what_was_said_and_flawed_plans_something_else() -> None:
    """A flawed false provenance cites the figure a later message corrected, another account's
    limit, a proposal not yet approved or a figure asked for and refused, or the right figure at
    a value it does not state, or the right value with its span on a date or a folio number."""
    cases = reviews_heldout_v.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert (flawed.value, flawed.span, flawed.provenance_ref) != (
            right.value,
            right.span,
            right.provenance_ref,
        ), case.case_id


def test_batch_v_invented_limit_twins_cite_the_value_their_plan_assumed() -> None:
    cases = reviews_heldout_v.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "invented_limit" or not case.flawed:
            continue
        (assumed,) = case.bundle.contract.constraints
        (cited,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert assumed.provenance == "assumption"
        assert cited.provenance == "user_message"
        assert (assumed.name, assumed.value, assumed.unit) == (cited.name, cited.value, cited.unit)


def test_batch_v_is_written_in_south_and_east_asian_business_english() -> None:
    said = texts_of(reviews_heldout_v.generate())
    forms = (
        # Indian business English and its amounts
        "Kindly ",
        "Please do the needful",
        "revert back with the same",
        "as discussed telephonically",
        "Kindly confirm the same",
        "PFA ",
        "Inconvenience regretted",
        "trailing mail",
        "₹1,250 crore",
        "3,40,00,00,000",
        "Rs 2,500 cr",
        " only.",
        "TREPS",
        "SEBI",
        # Singlish, Hong Kong and Chinese English
        " lah",
        " hor,",
        "cannot go above one",
        "Cannot one.",
        "can or not?",
        "pls help to",
        "HK$800mn",
        "RMB 5,000 wan",
        # Japanese and Korean forms
        "We apologize for the inconvenience",
        "We would like to",
        "運用ガイドライン",
        "2024年3月",
        "or less of net assets",
        "2024.09.30",
        "Kim Min-jun",
        # documents
        "schedule_ii",
        "scheme_information_document",
        "offering_memorandum",
        "[WhatsApp, 09:42] Mr Tan:",
        # fiscal years ending March
        "year ending March 2025",
        "Indian FY, April–March",
        "Japanese fiscal years",
        "2H FY17 (Oct 2016–Mar 2017)",
        "SEBI LODR",
        "NIFTY 100",
        # trend answers
        "has de-grown",
        "did not reduce",
        "did not de-grow",
        "has not contracted in any quarter",
        "Rs 75 lakh",
        "clocked a double-digit CAGR",
        "in each of the four quarters of CY2022",
        "in Q3 FY23 vs Q2 FY23",
        "since listing on the NSE in 2006",
        " crore)",
        " bps ",
    )
    numbers = (" pct", " per cent", ".00%", " bps p.a.", "% p.a.", " times", "% of net assets")
    for form in (*forms, *numbers):
        assert form in said, form
    assert "p.a.." not in said
    assert "the the " not in said


def test_batch_v_trend_claims_cover_its_own_fields_over_fiscal_quarters() -> None:
    cases = [c for c in reviews_heldout_v.generate() if c.kind == "trend_claim"]
    fields: set[str] = set()
    periods: set[str] = set()
    for case in cases:
        for computation in case.bundle.computations:
            result = computation.result
            assert isinstance(result, dict)
            assert result["fiscal_year_end"] == "March"
            rows = result["quarters"]
            assert isinstance(rows, list)
            for row in rows:
                assert isinstance(row, dict)
                fields |= set(row)
                periods.add(str(row["period"]))
    assert {"revenue_from_operations", "ebitda_margin_pct", "net_debt", "debtor_days"} <= fields
    assert {"Q4 FY20", "Q1 FY21", "Q3 FY23"} <= periods


def test_batch_v_is_deterministic_by_its_seed() -> None:
    check_deterministic(reviews_heldout_v.generate)
    assert reviews_heldout_v.SEED == 20261222
