"""Held-out batch ZZL: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an FCM's and clearing member's risk function facing its CCP does."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzl

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzl_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzl.generate(),
        seed=reviews_heldout_zzl.SEED,
        kinds=reviews_heldout_zzl.KINDS,
        tag="zzl",
    )


def test_batch_zzl_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzl.generate())


def test_batch_zzl_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzl.generate(), reviews_heldout_zzl.KINDS)


def test_every_span_of_batch_zzl_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzl.generate())


def test_every_cited_mandate_clause_of_batch_zzl_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzl.generate())


def test_batch_zzl_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzl.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzl_writes_as_a_clearing_members_risk_function_does() -> None:
    cases = reviews_heldout_zzl.generate()
    forms = {
        "invented_limit": (
            "Checked the signed client risk limits schedule",
            "CREDIT COMMITTEE DECISION. Quorate",
            "MARGIN CALL NOTICE (T+1",
            "Risk engine limits extract",
            "Client risk limits schedule, para (d)",
            "[Symphony] dana.k",
            "~~TBD~~",
            "| Limit | EOD reading | Within limit? |",
            "Annex C (Client Risk Limits)",
            " lots",
            " pct",
            '"[TBC]"',
            "IM called USD 184.6m",
        ),
        "false_provenance": (
            "The draft limits schedule sent to KRC",
            "Limits schedule redline",
            "Credit declined",
            "Not approved (one for, four against)",
            "EOD client risk report, 30 Sep",
            "| Limit | EOD 30 Sep | Schedule limit |",
            "NCC MPOR for cleared IRS",
            "KRC's previous FCM",
            "Other clearing members",
        ),
        "mandate_breach": (
            "'4.3'",
            "CREDIT COMMITTEE DECISION: Kestrel Ridge",
            "CLEARED DERIVATIVES ADDENDUM, Annex C",
            "'client_limits'",
            "CLIENT RISK COMMITTEE: RESOLUTION",
        ),
        "range_assumption": (
            "Credit Committee delegation to Client Risk",
            "early-warning range",
            "Declined",
            "has NOT delegated",
            "| Limit | Band | Who sets it |",
        ),
        "objective": (
            "onboarding pack, s.2",
            "Credit Committee paper, portfolio construction",
            "Monthly client risk review",
            "E-mail from KRC's COO",
            "[Symphony] pm.krc",
            "~~",
            "The draft onboarding pack sent to KRC",
        ),
        "stated_leakage": (
            "Margin model validation report, s.3",
            "client margin model documentation (v3.1)",
            "SPAN",
            "end-of-day settlement prices",
            "margin call NCC issued the following morning (T+1)",
            "next day's CCP stress-test results",
            "quarterly DF recalibration",
        ),
        "trend_claim": (
            "CCP due-diligence review (NCC)",
            "Credit pack, CCP counterparty note",
            "| CCP | Observation |",
            "Bloomberg IB, CCP risk: fyi",
            "IM",
            "by 0.",
            "in each quarter of 2022",
            "since the CCP demutualised in 2001",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzl_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzl.generate(per_kind=6))
