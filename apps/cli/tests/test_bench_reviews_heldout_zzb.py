"""Held-out batch ZZB: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as trade-finance and supply-chain-finance funds, their banks and credit
insurers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzb

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzb_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzb.generate(),
        seed=reviews_heldout_zzb.SEED,
        kinds=reviews_heldout_zzb.KINDS,
        tag="zzb",
    )


def test_batch_zzb_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzb.generate())


def test_batch_zzb_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzb.generate(), reviews_heldout_zzb.KINDS)


def test_every_span_of_batch_zzb_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzb.generate())


def test_every_cited_mandate_clause_of_batch_zzb_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzb.generate())


def test_batch_zzb_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzb.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzb_states_tenor_limits_in_days() -> None:
    cases = reviews_heldout_zzb.generate()
    units = {constraint.unit for case in cases for constraint in case.bundle.contract.constraints}
    assert units == {"fraction", "days"}
    days = [
        constraint.value
        for case in cases
        for constraint in case.bundle.contract.constraints
        if constraint.unit == "days"
    ]
    assert days
    assert all(isinstance(value, int | float) and float(value).is_integer() for value in days)


def test_batch_zzb_writes_as_trade_finance_funds_and_their_banks_do() -> None:
    cases = reviews_heldout_zzb.generate()
    forms = {
        "invented_limit": (
            "Checked the signed investment guidelines",
            "CC minutes, 14 March",
            "Monthly investor report, portfolio section",
            "Limits export (risk system",
            "From the OM, Investment Restrictions",
            "Side letter with Nordvik Pensjon",
            "BAFT MRPA",
            "| Limit | Position at 31 May | Compliant? |",
            "IC approval by e-mail",
            " per cent",
            " calendar days",
            "still in square brackets in the draft guidelines",
            "credit insurer's policy schedule",
        ),
        "false_provenance": (
            "The draft investment guidelines (v4",
            "Guidelines redline",
            "through the MFN clause",
            "Declined (one for, four against)",
            "Monthly investor report (May)",
            "| Limit | Month-end position | Guideline |",
            "Fund term sheet",
            "Insured percentage under the credit insurance policy",
            "Fund I's guidelines",
            "originating bank",
        ),
        "mandate_breach": (
            "'section_4_investment_restrictions'",
            "SIDE LETTER",
            "TRADE CREDIT INSURANCE POLICY SCHEDULE",
            "'conditions'",
            "MASTER RISK PARTICIPATION AGREEMENT",
            "UCP 600",
        ),
        "range_assumption": (
            "CC delegation to the PM",
            "investors must be told",
            "Declined",
            "has NOT delegated",
            "| Parameter | Range | Who decides |",
        ),
        "objective": (
            "Fund objective (OM, section 2)",
            "CC paper, portfolio construction",
            "Monthly investor report",
            "Investor e-mail",
            "IC minutes",
            "~~",
            "The OM draft circulated to investors",
        ),
        "stated_leakage": (
            "CC paper, model assumptions",
            "From the methodology note (rev. 7)",
            "dilution reserve",
            "OFAC SDN",
            "claims the credit insurer paid",
            "fraud review",
            "credit notes issued after",
        ),
        "trend_claim": (
            "CC counterparty paper",
            "Monthly investor report, obligor commentary",
            "| Obligor | Analyst comment |",
            "Credit insurer's buyer review",
            "Chat, credit analyst to PM",
            "DSO",
            " days since Q1 2020",
            "in every quarter of 2022",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzb_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzb.generate(per_kind=6))
