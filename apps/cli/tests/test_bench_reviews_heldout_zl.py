"""Held-out batch ZL: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as multi-manager pods, central risk, allocators and prime brokers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zl

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zl_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zl.generate(),
        seed=reviews_heldout_zl.SEED,
        kinds=reviews_heldout_zl.KINDS,
        tag="zl",
    )


def test_batch_zl_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zl.generate())


def test_batch_zl_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zl.generate(), reviews_heldout_zl.KINDS)


def test_every_span_of_batch_zl_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zl.generate())


def test_every_cited_mandate_clause_of_batch_zl_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zl.generate())


def test_batch_zl_writes_as_pods_central_risk_and_prime_brokers_do() -> None:
    cases = reviews_heldout_zl.generate()
    forms = {
        "invented_limit": (
            "Risk (IB): pls keep",
            "POD RISK LIMITS",
            "CAPITAL ALLOCATION LETTER",
            "pod_limits.yaml",
            "Symphony (Central Risk)",
            "PM TERM SHEET",
            "DD call notes",
            "| Metric | Limit | Now | Status |",
            "house margin 18%",
            "Central book crossing note",
            "pct",
        ),
        "false_provenance": (
            "Limit sheet rev. 4",
            "| Limit | Rev. 3 (old) | Rev. 4 (live) |",
            "PM asked on IB",
            "Risk committee minute",
            "Risk pack, Friday close",
            "| Metric | Current | Limit |",
            "Pod 7 limit sheet, risk block",
            "the macro pod runs",
            "Sharpe hurdle",
        ),
        "mandate_breach": (
            "'pod_limit_sheet'",
            "CAPITAL ALLOCATION LETTER: Pod 7",
            "PM Term Sheet, Schedule B (Risk)",
            "risk_framework",
            "pinned in #pod-risk",
        ),
        "range_assumption": (
            "at the PM's discretion",
            "just our alert level",
            "Outcome: declined",
            "| Limit | Band | Who sets it |",
            "Risk (IB):",
        ),
        "objective": (
            "Pod mandate",
            "Capital allocation letter, objective",
            "Risk (IB)",
            "objective = ",
            "~~",
            "Earlier in this thread",
        ),
        "stated_leakage": (
            "Central risk methodology note",
            "Dec-18",
            "the risk-pack sample (2010-2020)",
            "Track record note",
            "next 10 trading days",
            "Execution sim",
        ),
        "trend_claim": (
            "Weekly risk pack, top shorts commentary",
            "| Top short | Thesis |",
            "Symphony #pod-risk",
            "pp",
            "x ",
            "over the four quarters to Dec-22",
            "year on year in each quarter of 2022",
            "over the last decade",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zl_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zl.generate(per_kind=6))
