"""Held-out batch ZZG: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a convertible arbitrage fund, its risk team, its documents and its
allocators do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzg

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzg_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzg.generate(),
        seed=reviews_heldout_zzg.SEED,
        kinds=reviews_heldout_zzg.KINDS,
        tag="zzg",
    )


def test_batch_zzg_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzg.generate())


def test_batch_zzg_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzg.generate(), reviews_heldout_zzg.KINDS)


def test_every_span_of_batch_zzg_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzg.generate())


def test_every_cited_mandate_clause_of_batch_zzg_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzg.generate())


def test_batch_zzg_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzg.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzg_writes_as_a_convertible_arbitrage_fund_and_its_allocators_do() -> None:
    cases = reviews_heldout_zzg.generate()
    forms = {
        "invented_limit": (
            "Checked against the final OM",
            "Anneke (Risk)",
            "| Limit | Threshold | Today | Status |",
            "risk_limits.yaml",
            "IMA, Schedule 3 (Investment Guidelines)",
            "'Investment Restrictions'",
            "Risk Committee minutes",
            "Seed side letter",
            "margin lock-up",
            "short 65 % delta",
            "conversion ratio 8.4158",
            "gamma-trade the 2029s",
            "provisional call from March 2027 at a 130 % trigger",
            "so three vols cheap",
            "| Gamma per 1 % move |",
            "[TBD]",
            " %",
            " per cent",
            "x",
        ),
        "false_provenance": (
            "The preliminary OM sent to the seeder",
            "redline against the signing draft",
            "MFN'd to every investor",
            "CRO: no. stays",
            "Risk report at today's close",
            "| Metric | Today | Limit | Headroom |",
            "Key terms — Marlowe Convertible Arbitrage Master Fund Ltd",
            "the predecessor fund",
            "peer survey",
        ),
        "mandate_breach": (
            "'investment_restrictions'",
            "SCHEDULE 3: INVESTMENT GUIDELINES",
            "'hard_limits'",
            "SIDE LETTER — Harwell Seed Partners",
            "'4.3'",
        ),
        "range_assumption": (
            "Risk committee delegation",
            "early-warning band",
            "Not approved",
            "do NOT have discretion",
            "| Risk parameter | Permitted band | Who sets it |",
        ),
        "objective": (
            "OM, 'Investment Objective'",
            "CIO e-mail",
            "IC minutes, item 2",
            "DDQ answer, Q4.2",
            "[16:05] CIO:",
            "~~",
            "The preliminary OM sent to the seeder",
        ),
        "stated_leakage": (
            "Quant note to IC",
            "From the model change log",
            "implied-vol surface",
            "closing price in the next session",
            "finally realised in its workout",
            "first-day aftermarket price",
            "rating as at the end of the sample",
        ),
        "trend_claim": (
            "Credit hedge note, HLVC 0.25% 2026s",
            "[11:32] PM: fwiw",
            "| Issuer | Credit observation |",
            "pp",
            "turns",
            "over the twelve months to 31 January 2023",
            "in every quarter of fiscal 2023",
            "since the 2014 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzg_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzg.generate(per_kind=6))
