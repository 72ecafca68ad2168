"""Held-out batch ZW: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a merger-arbitrage desk, its risk team, its LPs and its prime broker do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zw

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zw_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zw.generate(),
        seed=reviews_heldout_zw.SEED,
        kinds=reviews_heldout_zw.KINDS,
        tag="zw",
    )


def test_batch_zw_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zw.generate())


def test_batch_zw_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zw.generate(), reviews_heldout_zw.KINDS)


def test_every_span_of_batch_zw_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zw.generate())


def test_every_cited_mandate_clause_of_batch_zw_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zw.generate())


def test_batch_zw_writes_as_a_merger_arbitrage_desk_does() -> None:
    cases = reviews_heldout_zw.generate()
    forms = {
        "invented_limit": (
            "per the risk schedule",
            "DEAL COMMITTEE MEMO",
            "Offering Memorandum, Investment Restrictions",
            "limits.yaml",
            "Side letter, para 3(b)",
            "PB margin note",
            "Risk committee action 14",
            "| Limit | Current | Headroom |",
            "after the spread blew out",
            "of NAV",
            "bp",
        ),
        "false_provenance": (
            "The limit sheet the PMs proposed in January",
            "(redline)",
            "CIO declined",
            "CIO said no",
            "Daily risk pack",
            "| Metric | Today | Limit |",
            "Arb book limit sheet (extract)",
            "Larchmont Event Partners",
            "The PB's house model",
        ),
        "mandate_breach": (
            "'item_7'",
            "SIDE LETTER",
            "Schedule 13D",
            "'resolutions'",
            "Prime Brokerage Margin Addendum",
        ),
        "range_assumption": (
            "CIO delegation to the arb PM",
            "escalation trigger",
            "The CIO said no",
            "has NOT delegated",
            "| Limit | Band | Owner |",
        ),
        "objective": (
            "Investment objective (OM, section 3)",
            "Deal committee memo",
            "desk chat",
            "LP letter",
            "RESOLVED",
            "~~",
            "The draft objective circulated",
        ),
        "stated_leakage": (
            "Quant note",
            "the desk's deal log (Mar 2004 – Nov 2021)",
            "deals announced 2003–2019",
            "eventually closed or broke",
            "as later corrected",
            "entry threshold",
        ),
        "trend_claim": (
            "Deal committee memo, target fundamentals",
            "downside to undisturbed",
            "| Target | Read |",
            "13D letter",
            "points",
            "x",
            "over the four quarters to December 2023",
            "in every quarter of 2023",
            "since the 2016 Brenner acquisition",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zw_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zw.generate(per_kind=6))
