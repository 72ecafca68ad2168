"""Held-out batch ZQ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as CLO managers, trustees, loan traders and credit analysts do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zq

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zq_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zq.generate(),
        seed=reviews_heldout_zq.SEED,
        kinds=reviews_heldout_zq.KINDS,
        tag="zq",
    )


def test_batch_zq_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zq.generate())


def test_batch_zq_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zq.generate(), reviews_heldout_zq.KINDS)


def test_every_span_of_batch_zq_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zq.generate())


def test_every_cited_mandate_clause_of_batch_zq_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zq.generate())


def test_batch_zq_writes_as_clo_managers_trustees_and_loan_desks_do() -> None:
    cases = reviews_heldout_zq.generate()
    forms = {
        "invented_limit": (
            "Checked the Indenture (s.12.2)",
            'definition of "Concentration Limitations"',
            "| Test | Threshold | Actual | Result |",
            "Exported from the compliance system",
            "IC minutes, 14 March",
            "Key Portfolio Parameters",
            "Loan desk chat",
            "First Supplemental Indenture (effective 9 May)",
            "Q&A with the equity investors",
            " per cent",
            "bps",
            "on any Measurement Date",
        ),
        "false_provenance": (
            "The original Indenture (closing, 2021)",
            "~~",
            "Majority of the Subordinated Notes did not consent",
            "they said no",
            "Trustee report, Determination Date 15 October",
            "| Test | Threshold | Actual | Result |",
            "Key deal terms (Offering Memorandum summary)",
            "Ashgrove CLO 2019-1",
            "2021-vintage deals",
        ),
        "mandate_breach": (
            "'xiv'",
            "COLLATERAL MANAGEMENT AGREEMENT, Schedule B (Investment Criteria)",
            "SIDE LETTER",
            "'portfolio_profile_tests'",
            "FIRST SUPPLEMENTAL INDENTURE",
        ),
        "range_assumption": (
            "by notice to the Trustee",
            "Schedule 5 (Manager Elections)",
            "was indicative only",
            "The CIO declined",
            "have NOT consented",
            "| Parameter | Permitted range | Elected by |",
        ),
        "objective": (
            "Portfolio objective (IC memo, section 1)",
            "From the majority equity holder",
            "CIO note",
            "Deal team e-mail",
            "RESOLVED",
            "~~",
            "The IC memo circulated on Monday",
            "Min 102.4%",
        ),
        "stated_leakage": (
            "Credit analyst note",
            "the manager's loan-level data set (Jan 2009 – Mar 2019)",
            "the 2010–2019 loan default and recovery history",
            "following month's trustee report",
            "after all later downgrades",
            "2021 workout file",
        ),
        "trend_claim": (
            "Credit analyst note, Calloway Fluid Systems",
            "IC write-up, watch-list review",
            "| Obligor | Analyst comment |",
            "equity tranche investor",
            "bps",
            "turns",
            "x",
            "over the LTM to December 2022",
            "in every quarter of 2022",
            "since the sponsor's buyout in 2016",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zq_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zq.generate(per_kind=6))
