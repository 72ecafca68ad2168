"""Held-out batch ZX: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as ILS and cat bond fund managers, their consultants and investors do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zx

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zx_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zx.generate(),
        seed=reviews_heldout_zx.SEED,
        kinds=reviews_heldout_zx.KINDS,
        tag="zx",
    )


def test_batch_zx_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zx.generate())


def test_batch_zx_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zx.generate(), reviews_heldout_zx.KINDS)


def test_every_span_of_batch_zx_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zx.generate())


def test_every_cited_mandate_clause_of_batch_zx_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zx.generate())


def test_batch_zx_writes_as_ils_managers_and_their_investors_do() -> None:
    cases = reviews_heldout_zx.generate()
    forms = {
        "invented_limit": (
            "I've checked the prospectus",
            "IC note, 14 December",
            "Monthly factsheet",
            "guidelines.yaml",
            "Pension scheme ILS mandate",
            "Prospectus, Investment Restrictions",
            "| Guideline | Current | Headroom |",
            "CIO (Bloomberg, after the 1/1 renewals)",
            " pct",
            "bps",
        ),
        "false_provenance": (
            "The red herring",
            "markup vs v2",
            "Rejected; the existing",
            "lost that one",
            "Risk report at 31 May",
            "| Metric | 31 May | Guideline |",
            "Guideline term sheet",
            "peer UCITS cat bond fund",
            "consultant's panel",
        ),
        "mandate_breach": (
            "'restriction_4'",
            "SIDE LETTER",
            "Investment Management Agreement",
            "'resolutions'",
            "Collateralised reinsurance sleeve",
        ),
        "range_assumption": (
            "IC delegation",
            "escalation trigger",
            "The chair declined",
            "have NOT delegated",
            "| Guideline | Band | Discretion |",
        ),
        "objective": (
            "Investment objective (prospectus, section 3)",
            "PM commentary",
            "Consultant's report",
            "Investor e-mail",
            "RESOLVED",
            "~~",
            "The draft circulated before IC",
        ),
        "stated_leakage": (
            "Modelling note",
            "the modelling team's event set (Jan 2007 – Jun 2021)",
            "secondary marks from 2009 to 2019",
            "the following month",
            "re-estimated in later resurveys",
            "spread-to-EL screen",
        ),
        "trend_claim": (
            "Monthly commentary, portfolio section",
            "Consultant's manager review",
            "| Fund | Comment |",
            "pp",
            "x",
            "over the twelve months to end-December 2023",
            "in every quarter of 2023",
            "since the fund's 2009 launch",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zx_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zx.generate(per_kind=6))
