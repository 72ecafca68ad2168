"""Held-out batch ZH: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as auditors, model validators and due-diligence questionnaires do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zh

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zh_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zh.generate(),
        seed=reviews_heldout_zh.SEED,
        kinds=reviews_heldout_zh.KINDS,
        tag="zh",
    )


def test_batch_zh_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zh.generate())


def test_batch_zh_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zh.generate(), reviews_heldout_zh.KINDS)


def test_every_span_of_batch_zh_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zh.generate())


def test_every_cited_mandate_clause_of_batch_zh_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zh.generate())


def test_batch_zh_writes_as_auditors_validators_and_ddqs_do() -> None:
    cases = reviews_heldout_zh.generate()
    forms = {
        "invented_limit": (
            "Management response",
            "Target date",
            "Q 7.3:",
            "| Limit | Observed | Status |",
            "Sign-off matrix",
            "Parameter register",
            " per cent",
        ),
        "false_provenance": (
            "Finding 4 (High)",
            "(superseded)",
            "declined the proposal",
            "did not accept it",
            "| Limit | Observed | Status |",
            "observed at",
            "Q 7.4:",
            "peer median",
        ),
        "mandate_breach": (
            "'q7_3'",
            "Schedule 2",
            "Compliance monitoring framework",
            "side_letter",
        ),
        "range_assumption": ("Compensating control", "monitoring trigger", "Rejected", "A: No."),
        "objective": ("RFP section 3.1", "Q 2.4:", "Validation scope", "~~", "Draft v0.3"),
        "stated_leakage": (
            "Conceptual soundness",
            "Jan 2010 – Dec 2018",
            "04/01/2010",
            "Outcomes analysis",
            "Limitation L-3",
        ),
        "trend_claim": (
            "Key finding 1",
            "no exceptions noted",
            "over the review period Q4 2021 to Q4 2022",
            "year on year in each quarter of FY2022",
            "versus the 2018 DDQ baseline",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zh_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zh.generate(per_kind=6))
