"""Held-out batch ZT: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as options, volatility and structured-products desks do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zt

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zt_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zt.generate(),
        seed=reviews_heldout_zt.SEED,
        kinds=reviews_heldout_zt.KINDS,
        tag="zt",
    )


def test_batch_zt_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zt.generate())


def test_batch_zt_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zt.generate(), reviews_heldout_zt.KINDS)


def test_every_span_of_batch_zt_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zt.generate())


def test_every_cited_mandate_clause_of_batch_zt_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zt.generate())


def test_batch_zt_writes_as_options_and_volatility_desks_do() -> None:
    cases = reviews_heldout_zt.generate()
    forms = {
        "invented_limit": (
            "Checked with the CRO this morning",
            "Derivatives Committee, minutes of 14 March",
            "| Limit | Today | Status |",
            "risk_limits.yaml",
            "no amber flags anywhere in the book today",
            "[09:41] jmoss",
            "Minimum Transfer Amount",
            "DDQ, question 14",
            "Correction to my note at 08:15",
            " pct",
            "bps",
            "% NAV",
        ),
        "false_provenance": (
            "Limit schedule v2 (superseded)",
            "[DELETED]",
            "Declined, 2 for and 3 against",
            "cro_dasilva: no.",
            "EOD risk, 12 March",
            "| Measure | EOD 12-Mar | Limit |",
            "Key risk parameters",
            "sister fund",
            "Peer managers we see",
        ),
        "mandate_breach": (
            "'restriction_k'",
            "'minimum_transfer_amount'",
            "RISK LIMIT FRAMEWORK",
            "INDICATIVE TERM SHEET",
            "'decisions'",
            "SIDE LETTER",
        ),
        "range_assumption": (
            "Derivatives committee delegation",
            "escalation trigger for Risk",
            "Refused; the limit stays at",
            "is NOT delegated",
            "| Limit | Floor | Ceiling | Owner |",
            "'delegated_limits'",
            "×",
        ),
        "objective": (
            "Fund objective (offering memorandum, section 3)",
            "CIO note",
            "AGREED that",
            "Allocator's question",
            "[08:30] cio",
            "[DELETED]",
            "Earlier version (v1 of the term sheet)",
            "[INSERTED, replacing the line above]",
        ),
        "stated_leakage": (
            "Research note",
            "the VIX futures history from 2008 to 2018",
            "OptionMetrics data through 30 September 2016",
            "the next day's closing implied vol",
            "confirmed calendar as published after each report",
            "delta-hedging band",
            "weekly options",
        ),
        "trend_claim": (
            "Underlying review for the autocall desk",
            "struct_desk",
            "| Underlying | Fundamental view |",
            "0bp ",
            " turns",
            "between the June 2020 and June 2022 fixings",
            "in every quarter of 2022",
            "since the notes' strike date in March 2016",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zt_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zt.generate(per_kind=6))
