"""Held-out batch ZZA: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as money market funds, their boards and committees and the corporate
treasurers who invest with them do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zza

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zza_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zza.generate(),
        seed=reviews_heldout_zza.SEED,
        kinds=reviews_heldout_zza.KINDS,
        tag="zza",
    )


def test_batch_zza_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zza.generate())


def test_batch_zza_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zza.generate(), reviews_heldout_zza.KINDS)


def test_every_span_of_batch_zza_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zza.generate())


def test_every_cited_mandate_clause_of_batch_zza_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zza.generate())


def test_batch_zza_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zza.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zza_limits_in_days_are_cited_in_days() -> None:
    """A WAM or WAL cap is a number of days, in the constraint's unit and in the text cited."""
    for case in reviews_heldout_zza.generate():
        for constraint in case.bundle.contract.constraints:
            if "wam" in constraint.name.lower() or "wal" in constraint.name.lower():
                assert constraint.unit == "days", case.case_id
            else:
                assert constraint.unit == "fraction", case.case_id


def test_batch_zza_writes_as_money_market_funds_and_cash_managers_do() -> None:
    cases = reviews_heldout_zza.generate()
    forms = {
        "invented_limit": (
            "Checked the prospectus and the SAI",
            "Credit committee minutes, 14 March",
            "Daily holdings report, summary box: shadow NAV $1.0002",
            "Compliance engine export",
            "Principal Investment Strategies",
            "cash investment policy, section 4.2",
            "Liquidity committee minutes: RESOLVED",
            "| Limit | Position at 31 May | Within limit? |",
            "Board resolution",
            " percent",
            " calendar days",
            "TBD by the Board",
            "IB chat",
        ),
        "false_provenance": (
            "The draft cash investment policy (v2",
            "Procedures redline",
            "They declined",
            "Not approved (one for, six against)",
            "Daily holdings report, 30 September",
            "| Limit | 30 Sep | Board limit |",
            "Fund fact sheet",
            "397 days",
            "pre-reform procedures",
            "Peer funds in the category",
        ),
        "mandate_breach": (
            "'non_fundamental_7'",
            "CASH INVESTMENT POLICY",
            "BOARD-APPROVED PROCEDURES",
            "'portfolio_rules'",
            "INVESTMENT MANAGEMENT AGREEMENT, Schedule B",
        ),
        "range_assumption": (
            "Credit committee delegation to the PMs",
            "Board escalation trigger",
            "Declined",
            "has NOT delegated",
            "| Parameter | Operating range | Who decides |",
        ),
        "objective": (
            "Cash investment policy, section 2 (Objective)",
            "Investment committee memo",
            "Board minutes, item 8",
            "Client e-mail (Assistant Treasurer)",
            "IMA, Schedule A",
            "~~",
            "The draft policy sent to the Audit Committee",
            "From the Treasurer",
        ),
        "stated_leakage": (
            "Stress-testing report, model assumptions",
            "From Risk's methodology note (v3.1)",
            "every month of N-MFP and dealer-quote data up to March 2017",
            "net redemptions for the following week",
            "later downgraded to A-2/P-2",
            "N-MFP/A",
            "WLA buffer",
        ),
        "trend_claim": (
            "Credit committee memo, issuer review",
            "Approved-list annual review",
            "| Issuer | Observation |",
            "bps",
            "percentage points",
            "LCR",
            "since the Fed's first hike in March 2022",
            "in each quarter of 2022",
            "since the Reserve Primary Fund broke the buck in 2008",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zza_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zza.generate(per_kind=6))
