"""Held-out batch ZZN: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as an equity structured-products issuance desk, its market-risk managers and
its product-governance committee do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzn

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzn_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzn.generate(),
        seed=reviews_heldout_zzn.SEED,
        kinds=reviews_heldout_zzn.KINDS,
        tag="zzn",
    )


def test_batch_zzn_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzn.generate())


def test_batch_zzn_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzn.generate(), reviews_heldout_zzn.KINDS)


def test_every_span_of_batch_zzn_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzn.generate())


def test_every_cited_mandate_clause_of_batch_zzn_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzn.generate())


def test_batch_zzn_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzn.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzn_writes_as_a_structured_products_desk_and_its_risk_managers_do() -> None:
    cases = reviews_heldout_zzn.generate()
    forms = {
        "invented_limit": (
            "Checked the signed limit sheet",
            "NPA Committee decision",
            "Monthly risk report",
            "Limit sheet export",
            "Product governance policy",
            "anja.k (MR)",
            "| Limit | Utilisation 30-Jun | Status |",
            "CRO delegated-authority letter",
            "days' ADV",
            "bp",
            "[TBC]",
            "CPN 9.25% p.a.",
        ),
        "false_provenance": (
            "The draft NPA paper",
            "Limit sheet redline",
            "temporary limit excess (TLE)",
            "no TLE approved",
            "Daily limit report",
            "| Risk measure | Utilisation COB 30-Sep | Limit |",
            "Limit sheet extract",
            "2021 programme",
            "peer survey",
        ),
        "mandate_breach": (
            "'limit_4'",
            "NPA COMMITTEE DECISION",
            "CRO DELEGATED-AUTHORITY LETTER",
            "'limits'",
            "MARKET RISK COMMITTEE",
        ),
        "range_assumption": (
            "NPA Committee delegation to the desk",
            "early-warning trigger",
            "Rejected",
            "has NOT delegated",
            "| Parameter | Band | Discretion |",
        ),
        "objective": (
            "AMC term sheet, Investment strategy",
            "NPA-2024-131",
            "KID, 'What is this product?'",
            "Structurer's e-mail",
            "Strategy committee minutes",
            "~~",
            "The draft term sheet sent to the distributor",
        ),
        "stated_leakage": (
            "Model validation note",
            "From the pricer's config log (v3.8)",
            "the desk's full trade and fixing history (2007 – Mar 2021)",
            "final fixing's closing price",
            "announced after the pricing date",
            "next day's vol surface",
            "knock-in status at maturity",
            "later corporate actions",
        ),
        "trend_claim": (
            "Dividend risk report",
            "NPA underlying-eligibility review",
            "| Underlying | Fundamentals note |",
            "pp",
            "debt / EBITDA",
            "over the 12M to Dec-22",
            "in every quarter of 2022",
            "since the 2011 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzn_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzn.generate(per_kind=6))
