"""Held-out batch ZM: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a bank's treasury, ALCO and balance-sheet papers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zm

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zm_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zm.generate(),
        seed=reviews_heldout_zm.SEED,
        kinds=reviews_heldout_zm.KINDS,
        tag="zm",
    )


def test_batch_zm_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zm.generate())


def test_batch_zm_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zm.generate(), reviews_heldout_zm.KINDS)


def test_every_span_of_batch_zm_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zm.generate())


def test_every_cited_mandate_clause_of_batch_zm_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zm.generate())


def test_batch_zm_writes_as_bank_treasury_and_alco_papers_do() -> None:
    cases = reviews_heldout_zm.generate()
    forms = {
        "invented_limit": (
            "Treasurer (e-mail)",
            "ALCO resolved",
            "EVE sensitivity (+200 bp)",
            "Board risk-appetite statement",
            "limits.yaml (treasury, approved)",
            "| Limit | Actual | RAG |",
            "FTP memo",
            " pct",
            "bp",
        ),
        "false_provenance": (
            "Limit framework update, 12 March",
            "| Limit | Previous | Revised |",
            "ALCO declined",
            "was not approved",
            "Limit monitoring, month-end",
            "| Metric | Actual | Limit |",
            "Investment portfolio guidelines, section 3",
            "US subsidiary",
            "ICAAP severe stress scenario",
        ),
        "mandate_breach": (
            "'investment_portfolio_guidelines'",
            "ALCO terms of reference",
            "Board risk-appetite statement, section 6",
            "pra_remediation",
            "recorded as a limit",
        ),
        "range_assumption": (
            "tolerance band",
            "early-warning trigger",
            "Treasurer: No,",
            "Decision: Declined",
            "| Limit | Delegated range | Approver |",
        ),
        "objective": (
            "Portfolio mandate:",
            "ALCO paper, section 2",
            "Treasurer (e-mail)",
            "objective = ",
            "~~",
            "An earlier version of this paper",
        ),
        "stated_leakage": (
            "Model validation note",
            "31/12/2018",
            "ICAAP stress calibration sample (2009-2020)",
            "Backtest note",
            "next 20 trading days",
            "limit breach",
        ),
        "trend_claim": (
            "ALCO paper, counterparty note",
            "Risk-appetite dashboard",
            "| Counterparty | Credit view |",
            "percentage points",
            "Harwick Bancorp",
            "over the year to 31 December 2022",
            "in every quarter of 2022",
            "since the bank's 2011 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zm_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zm.generate(per_kind=6))
