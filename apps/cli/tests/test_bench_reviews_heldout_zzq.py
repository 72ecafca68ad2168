"""Held-out batch ZZQ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a European utility's power and gas trading desk and its risk controllers
do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzq

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzq_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzq.generate(),
        seed=reviews_heldout_zzq.SEED,
        kinds=reviews_heldout_zzq.KINDS,
        tag="zzq",
    )


def test_batch_zzq_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzq.generate())


def test_batch_zzq_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzq.generate(), reviews_heldout_zzq.KINDS)


def test_every_span_of_batch_zzq_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzq.generate())


def test_every_cited_mandate_clause_of_batch_zzq_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzq.generate())


def test_batch_zzq_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzq.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzq_writes_as_a_utility_trading_desk_and_its_risk_control_do() -> None:
    cases = reviews_heldout_zzq.generate()
    forms = {
        "invented_limit": (
            "Checked the ETRP v7.2",
            "RiCo minutes, 11 February",
            "Daily Risk Report, COB 14-Mar",
            "ETRM limit export (table LIM_MASTER)",
            "Delegated Authority Schedule, Part B",
            "[Bloomberg IB 14:07]",
            "CRO e-mail",
            "| Limit | COB 14-Mar usage | Status |",
            "Umlaufbeschluss",
            " %",
            " months",
            "TBC in the Delegated Authority Schedule",
            "Cal-27",
        ),
        "false_provenance": (
            "The ETRP v8 draft",
            "Limit Manual redline",
            "The CRO declined",
            "[ICE Chat 09:15] risk_ctrl",
            "DRR, COB 14-Mar",
            "| Limit | COB 14-Mar usage | Limit value |",
            "ETRP Annex 3, limit schedule",
            "Nordic trading subsidiary",
            "EFET peer survey",
        ),
        "mandate_breach": (
            "'section_5_limits'",
            "'5.3'",
            "DELEGATED AUTHORITY SCHEDULE",
            "RISK MANDATE",
            "'annex_3'",
            "RISK COMMITTEE RESOLUTION",
        ),
        "range_assumption": (
            "DAS, Part B (delegated to the Head of Trading)",
            "traffic-light band",
            "full stop",
            "reserved to RiCo",
            "| Parameter | Band | Who decides |",
        ),
        "objective": (
            "Hedge strategy (ETRP, section 3)",
            "RiCo paper, portfolio optimisation",
            "Monthly risk report",
            "CFO e-mail",
            "[ICE Chat] head_trading",
            "equal-tranche",
            "~~",
            "The RiCo pre-read (v1)",
        ),
        "stated_leakage": (
            "Model validation note MV-2026-03",
            "From the methodology document (v3.1)",
            "gas years",
            "the next day's EEX settlement price",
            "as the TSO finally reconciled it",
            "EWMA decay factor",
            "PaR volatility surface",
        ),
        "trend_claim": (
            "CreCo paper 2026/14",
            "Credit committee e-mail",
            "| Counterparty | Observation |",
            " pp",
            " turns",
            "Cal-22",
            "Q4-22 against Q3-22",
            "since the last full credit review in 2018",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzq_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzq.generate(per_kind=6))
