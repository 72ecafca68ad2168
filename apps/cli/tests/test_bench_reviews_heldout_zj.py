"""Held-out batch ZJ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as robo-advice platforms, advisers and suitability files do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zj

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zj_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zj.generate(),
        seed=reviews_heldout_zj.SEED,
        kinds=reviews_heldout_zj.KINDS,
        tag="zj",
    )


def test_batch_zj_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zj.generate())


def test_batch_zj_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zj.generate(), reviews_heldout_zj.KINDS)


def test_every_span_of_batch_zj_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zj.generate())


def test_every_cited_mandate_clause_of_batch_zj_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zj.generate())


def test_batch_zj_writes_as_robo_advice_platforms_and_suitability_files_do() -> None:
    cases = reviews_heldout_zj.generate()
    forms = {
        "invented_limit": (
            "Client (in-app chat)",
            "Why this recommendation is suitable for you",
            "Ongoing charges (OCF)",
            "Profile parameters after the KYC update",
            "🔔 Your portfolio settings were updated",
            "| Rule | Current | Status |",
            "platform fee",
            " per cent",
            "% p.a.",
            " %",
        ),
        "false_provenance": (
            "KYC update, 12 March",
            "Before KYC update",
            "You asked in chat",
            "was not approved",
            "Rebalancing alert",
            "| Check | Current | Limit |",
            "Balanced model, key settings",
            "For comparison: Growth model",
            "Illustration only",
        ),
        "mandate_breach": (
            "'client_restrictions'",
            "Model Portfolio 4: Balanced (SRRI 4 of 7)",
            "Discretionary service terms, clause 6",
            "kyc_profile",
            "recorded as a restriction",
        ),
        "range_assumption": (
            "permitted range",
            "only decides when we rebalance",
            "Adviser: No, sorry",
            "Decision: Not approved",
            "| Setting | Your range | Who decides |",
        ),
        "objective": (
            "Model objective (factsheet)",
            "Why this recommendation is suitable for you",
            "Adviser (chat)",
            "objective = ",
            "~~",
            "An earlier version of this report",
        ),
        "stated_leakage": (
            "Model governance note",
            "31/12/2018",
            "risk-band calibration sample (2009-2020)",
            "Backtest note",
            "next 20 trading days",
            "drift alert",
        ),
        "trend_claim": (
            "Factsheet commentary, top holding",
            "🔔 Portfolio update",
            "| Top holding | Why we hold it |",
            "percentage points",
            "turns",
            "over the year to 31 December 2022",
            "in every quarter of 2022",
            "over the ten years to 2022",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zj_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zj.generate(per_kind=6))
