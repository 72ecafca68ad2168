"""Held-out batch ZZK: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a business development company's adviser, Board, counsel and lenders
do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzk

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzk_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzk.generate(),
        seed=reviews_heldout_zzk.SEED,
        kinds=reviews_heldout_zzk.KINDS,
        tag="zzk",
    )


def test_batch_zzk_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzk.generate())


def test_batch_zzk_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzk.generate(), reviews_heldout_zzk.KINDS)


def test_every_span_of_batch_zzk_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzk.generate())


def test_every_cited_mandate_clause_of_batch_zzk_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzk.generate())


def test_batch_zzk_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzk.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzk_writes_as_a_bdc_and_its_lenders_do() -> None:
    cases = reviews_heldout_zzk.generate()
    forms = {
        "invented_limit": (
            "Board-approved investment policies",
            "RESOLVED, that",
            "10-Q excerpt, Item 2 (MD&A)",
            "Compliance system export",
            "Credit agreement (A&R), Section 6.07",
            "Bloomberg IB",
            "| Test | Limit | 9/30 actual | Pass? |",
            "IC memo, Project Falcon",
            "[●]",
            "S+575",
        ),
        "false_provenance": (
            "The Agent's first draft of the A&R credit agreement",
            "[blackline against the Agent's draft]",
            "Required Lenders",
            "10-Q, Item 2 (MD&A)",
            "| Test | 9/30 actual | Policy",
            "Summary of investment policies and fees",
            "peer set",
            "predecessor private BDC",
        ),
        "mandate_breach": (
            "'section_3'",
            "SENIOR SECURED REVOLVING CREDIT AGREEMENT",
            "RESOLUTIONS OF THE BOARD OF DIRECTORS",
            "'investment_restrictions'",
            "INVESTMENT ADVISORY AGREEMENT",
        ),
        "range_assumption": (
            "Board-approved target range",
            "early-warning level",
            "Declined",
            "has NOT delegated",
            "| Metric | Target range | Who decides |",
        ),
        "objective": (
            "Investment objective (10-K, Item 1)",
            "IC memo, portfolio construction",
            "Board minutes, item 4",
            "E-mail from the CIO",
            "Bloomberg IB",
            "~~",
            "The draft 10-K sent to the Audit Committee",
        ),
        "stated_leakage": (
            "IC memo, model assumptions",
            "Level 3",
            "non-accrual",
            "10-Q",
            "D/E band",
            "refinancings",
            "SOFR",
        ),
        "trend_claim": (
            "10-K peer review",
            "Valuation Committee minutes",
            "| Peer BDC | Observation |",
            "NII per share",
            "bps",
            "over the twelve months to December 31, 2023",
            "in every quarter of 2023",
            "since its 2014 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzk_writes_limits_in_the_forms_of_the_trade() -> None:
    said = texts_of(reviews_heldout_zzk.generate())
    for form in (" to 1.00", " percent", "x ", "%"):
        assert form in said, form


def test_batch_zzk_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzk.generate(per_kind=6))
