"""Held-out batch ZO: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as charity trustees, treasurers and their investment advisers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zo

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zo_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zo.generate(),
        seed=reviews_heldout_zo.SEED,
        kinds=reviews_heldout_zo.KINDS,
        tag="zo",
    )


def test_batch_zo_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zo.generate())


def test_batch_zo_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zo.generate(), reviews_heldout_zo.KINDS)


def test_every_span_of_batch_zo_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zo.generate())


def test_every_cited_mandate_clause_of_batch_zo_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zo.generate())


def test_batch_zo_writes_as_charity_trustees_and_their_advisers_do() -> None:
    cases = reviews_heldout_zo.generate()
    forms = {
        "invented_limit": (
            "I've checked the IPS",
            "Minutes of the Finance Committee",
            "Treasurer's report to the AGM",
            "Exported from the policy spreadsheet",
            "adviser's quarterly letter",
            "following CC14",
            "| Limit | Position at 31 March | Within limit? |",
            "Chair's note",
            " percent",
            "bp",
        ),
        "false_provenance": (
            "The draft IPS circulated in January",
            "tracked changes",
            "Not seconded",
            "I lost the vote",
            "Adviser's valuation at 30 June",
            "| Measure | 30 June | Policy |",
            "Policy summary for new trustees",
            "Hartley Trust",
            "The college next door",
        ),
        "mandate_breach": (
            "'restriction_c'",
            "ETHICAL INVESTMENT POLICY (adopted under CC14 guidance)",
            "restricted gift",
            "'decisions'",
            "Terms of engagement",
        ),
        "range_assumption": (
            "Delegation to the Investment Sub-Committee",
            "must report back to us",
            "The chair said no",
            "has NOT delegated",
            "| Parameter | Band | Delegated to |",
        ),
        "objective": (
            "Investment objective (IPS, section 2)",
            "Adviser's letter",
            "Treasurer's report",
            "Trustee e-mail",
            "RESOLVED",
            "~~",
            "The draft sent round before the meeting",
        ),
        "stated_leakage": (
            "Committee paper",
            "the adviser's data set (Jan 2009 – Jun 2020)",
            "the fund's record from 2010 to 2019",
            "in the following month",
            "restated in later annual reports",
            "rebalancing band",
        ),
        "trend_claim": (
            "Adviser's quarterly letter, on our largest holding",
            "Treasurer's report to the AGM",
            "| Holding | Comment |",
            "percentage points",
            "x",
            "across the twelve months to December 2022",
            "in the same quarter of 2021 in each quarter of 2022",
            "since the Foundation first bought the shares in 2011",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zo_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zo.generate(per_kind=6))
