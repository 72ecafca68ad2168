"""Held-out batch ZZR: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a 130/30 active-extension equity fund, its compliance team and its
stock-loan desk do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzr

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzr_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzr.generate(),
        seed=reviews_heldout_zzr.SEED,
        kinds=reviews_heldout_zzr.KINDS,
        tag="zzr",
    )


def test_batch_zzr_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzr.generate())


def test_batch_zzr_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzr.generate(), reviews_heldout_zzr.KINDS)


def test_every_span_of_batch_zzr_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzr.generate())


def test_every_cited_mandate_clause_of_batch_zzr_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzr.generate())


def test_batch_zzr_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzr.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzr_writes_as_a_130_30_fund_its_compliance_and_stock_loan_desks_do() -> None:
    cases = reviews_heldout_zzr.generate()
    forms = {
        "invented_limit": (
            "Checked the SAI, non-fundamental policy 7",
            "Board of Trustees, Q3 meeting",
            "Principal Investment Strategies",
            "CRD pre-trade rule export",
            "| Guideline | Limit | Current | Status |",
            "rebalance note",
            "(Stock loan)",
            "Risk committee minutes",
            "gross 160, net 100",
            "[TBD]",
            "bp",
        ),
        "false_provenance": (
            "The draft guidelines (v0.3",
            "Guidelines redline",
            "Declined at the March meeting",
            "Not approved",
            "March compliance report",
            "| Guideline | 31 Mar | Limit |",
            "Investment guidelines, summary",
            "old 120/20 fund",
            "peer median",
            "of NAV",
            "±",
        ),
        "mandate_breach": (
            "'non_fundamental_restrictions'",
            "INVESTMENT GUIDELINES",
            "CRD COMPLIANCE RULE LIBRARY",
            "'exposure_limits'",
            "BOARD OF TRUSTEES",
        ),
        "range_assumption": (
            "Investment guidelines, §5.1",
            "amber warning level",
            "Declined",
            "has NOT been delegated",
            "| Parameter | Guideline range | Set by |",
        ),
        "objective": (
            "Investment objective (prospectus)",
            "Rebalance note",
            "Risk committee minutes",
            "Consultant's e-mail",
            "Board minutes",
            "~~",
            "485(a)",
            "130/30, gross 160, net 100",
        ),
        "stated_leakage": (
            "Model notes, alpha overlay",
            "From the research log (entry 412)",
            "the quant team's combined panel (Jan 2004 – Mar 2021)",
            "utilisation for the following week",
            "as later restated",
            "today's Russell 1000 constituents",
            "HTB list",
        ),
        "trend_claim": (
            "Rebalance note, short book",
            "Short thesis check",
            "| Name | Side | Thesis check |",
            "stock-loan desk",
            "bp",
            "turns",
            "from 2Q21 through 4Q22",
            "in every quarter of 2022",
            "since we initiated the short in 2017",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzr_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzr.generate(per_kind=6))
