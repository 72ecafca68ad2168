"""Held-out batch ZZD: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as agency lenders, collateral desks and their beneficial-owner clients do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzd

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzd_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzd.generate(),
        seed=reviews_heldout_zzd.SEED,
        kinds=reviews_heldout_zzd.KINDS,
        tag="zzd",
    )


def test_batch_zzd_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzd.generate())


def test_batch_zzd_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzd.generate(), reviews_heldout_zzd.KINDS)


def test_every_span_of_batch_zzd_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzd.generate())


def test_every_cited_mandate_clause_of_batch_zzd_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzd.generate())


def test_batch_zzd_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzd.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzd_misquotes_every_subject() -> None:
    """The misquote loop's rotation reaches each of the six limits, floors included."""
    said = texts_of(reviews_heldout_zzd.generate(), "false_provenance")
    for noun in ("on loan", "borrower", "WAM", "collateral", "overnight", "GC) loans"):
        assert noun in said, noun


def test_batch_zzd_writes_as_agency_lenders_and_their_clients_do() -> None:
    cases = reviews_heldout_zzd.generate()
    forms = {
        "invented_limit": (
            "Checked the executed SLAA",
            "Securities Lending Oversight Committee, minutes of 14 March",
            "Agent's monthly performance report, compliance page",
            "Lending guidelines export (agent's compliance engine",
            "EPM policy",
            "SLAA, Schedule 3 (Lending Guidelines)",
            "monitored daily on the mark-to-market",
            "| Guideline | Position at 31 May | In line? |",
            "J. Okafor (collateral desk)",
            " per cent",
            " calendar days",
            "bp",
            "[TBC]",
            "80/20 split",
        ),
        "false_provenance": (
            "The draft SLAA (v2",
            "SLAA Schedule 2 redline",
            "The oversight committee declined",
            "L. Moreau (client): no.",
            "Agent's monthly report, March",
            "| Guideline | 31 Mar position | Limit |",
            "Summary of lending terms",
            "the 2016 SLAA allowed",
            "peer programmes",
        ),
        "mandate_breach": (
            "'para_4'",
            "LENDING GUIDELINES — Trustees",
            "UCITS EPM POLICY",
            "'limits'",
            "OVERSIGHT COMMITTEE RESOLUTION",
            "tri-party",
        ),
        "range_assumption": (
            "Oversight committee delegation to the lending agent",
            "must notify the client",
            "Declined",
            "has NOT delegated",
            "| Parameter | Range | Who decides |",
        ),
        "objective": (
            "Programme objective (SLAA, Schedule 1)",
            "Oversight committee paper, portfolio construction",
            "Agent's annual review",
            "Client e-mail",
            "Oversight committee minutes",
            "~~",
            "The draft sent to the trustee",
            "85/15 fee split",
        ),
        "stated_leakage": (
            "EPM backtest methodology note",
            "hot/warm/GC",
            "recall list the stewardship team finalised after the following AGM season",
            "85/15 split agreed in the 2020 fee renegotiation",
            "counterparties that defaulted in 2019",
            "restated series",
            "tri-party agent's collateral files",
        ),
        "trend_claim": (
            "Oversight committee pack, agent benchmarking",
            "Agent's monthly performance report, market colour",
            "| Agent | Observation |",
            "[16:42] collateral desk: fwiw",
            "ppts",
            "bps",
            "c.",
            "YoY in every quarter of 2022",
            "since the 2008 Lehman default",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzd_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzd.generate(per_kind=6))
