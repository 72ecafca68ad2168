"""Held-out batch ZY: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as US municipal-bond managers, their clients and wealth advisers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zy

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zy_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zy.generate(),
        seed=reviews_heldout_zy.SEED,
        kinds=reviews_heldout_zy.KINDS,
        tag="zy",
    )


def test_batch_zy_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zy.generate())


def test_batch_zy_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zy.generate(), reviews_heldout_zy.KINDS)


def test_every_span_of_batch_zy_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zy.generate())


def test_every_cited_mandate_clause_of_batch_zy_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zy.generate())


def test_batch_zy_writes_as_muni_managers_and_their_clients_do() -> None:
    cases = reviews_heldout_zy.generate()
    forms = {
        "invented_limit": (
            "I spoke with Mrs. Alvarez",
            "Principal Investment Strategies",
            "SAI, Investment Restrictions, fundamental policy (7)",
            "Exported from the SMA account setup",
            "Credit committee minutes",
            "IMA, Schedule B (Investment Guidelines)",
            "| Guideline | Account at 6/30 | Compliant |",
            "Per my CPA",
            "Compliance note after the IC vote",
            " pct",
            " percent",
        ),
        "false_provenance": (
            "The draft guidelines sent with the IMA",
            "redline, v3 against v2",
            "Rejected 1–4",
            "She talked me out of it",
            "Month-end compliance report (May)",
            "| Test | 5/31 actual | Guideline |",
            "Guideline summary (client copy, page 2)",
            "Harborview National Muni Fund",
            "New Jersey-specific fund",
        ),
        "mandate_breach": (
            "'schedule_b'",
            "STATEMENT OF ADDITIONAL INFORMATION: INVESTMENT RESTRICTIONS",
            "Ruth Whitfield",
            "'tests'",
            "Investment Policy Statement, Whitfield Family Trust",
        ),
        "range_assumption": (
            "IMA, Schedule B, note 3",
            "alert band for compliance",
            "her CPA wants it held at",
            "has NOT given you discretion",
            "| Guideline | Permitted range | Discretion |",
        ),
        "objective": (
            "Account objective (IPS, section 2)",
            "PM memo",
            "Client e-mail",
            "IC minutes: APPROVED",
            "Wealth adviser's note",
            "~~",
            "The draft IPS we sent in March",
        ),
        "stated_leakage": (
            "Research note",
            "MSRB trade data through June 2017",
            "EMMA continuing-disclosure filings posted from 2010 to 2019",
            "at the following month-end",
            "as later posted on EMMA",
            "today's ratings",
        ),
        "trend_claim": (
            "Credit analyst's note on the Series 2019B airport revenue bonds",
            "Rating rationale excerpt",
            "| Issuer | Analyst comment |",
            "Continuing-disclosure summary (EMMA",
            "x",
            " days",
            "$",
            "in every quarter of 2022",
            "over the last ten fiscal years",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zy_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zy.generate(per_kind=6))
