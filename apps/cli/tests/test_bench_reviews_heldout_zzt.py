"""Held-out batch ZZT: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a CTA's risk, research, execution and compliance people do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzt

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzt_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzt.generate(),
        seed=reviews_heldout_zzt.SEED,
        kinds=reviews_heldout_zzt.KINDS,
        tag="zzt",
    )


def test_batch_zzt_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzt.generate())


def test_batch_zzt_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzt.generate(), reviews_heldout_zzt.KINDS)


def test_every_span_of_batch_zzt_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzt.generate())


def test_every_cited_mandate_clause_of_batch_zzt_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzt.generate())


def test_batch_zzt_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzt.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzt_writes_as_a_commodity_trading_advisor_does() -> None:
    cases = reviews_heldout_zzt.generate()
    forms = {
        "invented_limit": (
            "CRO here. IC signed off",
            "| Parameter | Limit | Current (14-Mar) |",
            "Disclosure Document (March filing)",
            "Schedule B (Trading Guidelines)",
            "risk_limits.yaml (program: DTP)",
            "cro_mkowalski: confirmed w/ IC",
            "Investment Committee sign-off sheet",
            "Trading Policies",
            "bp",
            " percent",
            "ES/NQ/ZN/CL",
            "Globex open",
            "Fwd: FCM margin notice",
            "> Account 4471-DTP: projected M/E",
            "front-month roll",
            "v4 risk parameters",
        ),
        "false_provenance": (
            "Last year's Disclosure Document",
            "Risk parameters redline (v3 to v4)",
            "IC declined",
            "> From: Pacific Teachers' RS (SMA client)",
            "Daily risk report",
            "| Metric | Friday close | Limit |",
            "Risk parameters, Diversified Trend Program",
            "SG CTA peer median",
            "Global Macro program",
        ),
        "mandate_breach": (
            "'guideline_4'",
            "INVESTMENT COMMITTEE SIGN-OFF",
            "TRADING POLICIES",
            "'hard'",
            "SIDE LETTER",
            "M/E",
        ),
        "range_assumption": (
            "at the Advisor's discretion",
            "IC delegation to the PMs",
            "| Parameter | Band | Who decides |",
            "cio_rhall",
            "historical disclosure, not discretion",
            "Not approved",
            "no discretion on",
        ),
        "objective": (
            "Program objective (Disclosure Document",
            "IC sign-off, portfolio construction",
            "Backtest notes v3",
            "Allocator e-mail",
            "pm_dpark",
            "~~",
            "Last year's Disclosure Document said",
            "SG Trend Index",
        ),
        "stated_leakage": (
            "Backtest notes v3, section 2 (calibration)",
            "Research wiki (DTP/sizing)",
            "breakout lookbacks",
            "EWMAC",
            "which CME publishes the next morning",
            "20 sessions after the entry date",
            "back-filled to 1990",
        ),
        "trend_claim": (
            "FCM due-diligence memo",
            "Counterparty review for IC",
            "| FCM | Observation |",
            "ops_tnguyen",
            "segregated",
            "excess adjusted net capital",
            "came down by 0.",
            "in every quarter of 2022",
            "over the past decade",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzt_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzt.generate(per_kind=6))
