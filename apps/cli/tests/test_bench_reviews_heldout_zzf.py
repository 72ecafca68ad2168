"""Held-out batch ZZF: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as currency-overlay managers, their pension-fund and endowment clients and
the FX desk do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzf

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzf_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzf.generate(),
        seed=reviews_heldout_zzf.SEED,
        kinds=reviews_heldout_zzf.KINDS,
        tag="zzf",
    )


def test_batch_zzf_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzf.generate())


def test_batch_zzf_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzf.generate(), reviews_heldout_zzf.KINDS)


def test_every_span_of_batch_zzf_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzf.generate())


def test_every_cited_mandate_clause_of_batch_zzf_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzf.generate())


def test_batch_zzf_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzf.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzf_writes_as_currency_overlay_managers_and_their_clients_do() -> None:
    cases = reviews_heldout_zzf.generate()
    forms = {
        "invented_limit": (
            "I've checked the signed IMA, Schedule 3",
            "Minutes of the Investment Committee, 14 March",
            "alm_noordzee",
            "cable 1.2641/44",
            "overlay_limits.yaml",
            "hedge effectiveness 98.2%",
            "| Guideline | Position 31 Mar | Within limit? |",
            "Board FX policy",
            "Head of ALM",
            "INVESTMENT COMMITTEE RESOLUTION",
            " %",
            " per cent",
            " mths",
            "EURUSD 1.0825/27",
            "square brackets in the draft IMA schedule",
        ),
        "false_provenance": (
            "The draft overlay guidelines (v2",
            "Schedule 3 redline",
            "Declined: the",
            "client_risk: no.",
            "March overlay report",
            "| Guideline | 31 Mar | Mandate limit |",
            "Schedule 3 — Currency Overlay Guidelines (extract)",
            "Strategic hedge ratio",
            "previous overlay mandate (2019 IMA)",
            "peer survey",
        ),
        "mandate_breach": (
            "'para_4_2'",
            "CURRENCY OVERLAY GUIDELINES",
            "COUNTERPARTY AND COLLATERAL POLICY",
            "'limits'",
            "Halvorsen University Endowment",
        ),
        "range_assumption": (
            " ± ",
            "IC delegation to the overlay manager",
            "only sets when the Client must be notified",
            "Declined",
            "NOT given you tactical latitude",
            "| Parameter | Strategic | Tactical band | Set by |",
            "client_alm",
        ),
        "objective": (
            "IMA, clause 2.1 (objective)",
            "IC minutes, item 3 (currency policy)",
            "Monthly overlay report, note to the Client",
            "client's ALM team",
            "max Sharpe",
            "min TE vs MSCI World 50% Hedged to EUR",
            "~~",
            "The draft IMA sent to the Client",
            "3m fwd pts",
        ),
        "stated_leakage": (
            "Overlay model note",
            "From the methodology pack (v5.3)",
            "WMR 4pm fixing",
            "the following month's WMR 4pm",
            "restated month-end holdings",
            "tactical band width",
            "carry signal",
        ),
        "trend_claim": (
            "Counterparty review, Nordvik Bank ASA",
            "Monthly overlay report, counterparty section",
            "| Dealing bank | Credit note |",
            "cpty_risk",
            " pp",
            "bp",
            "CET1",
            "over the twelve months to 31 December 2022",
            "in every quarter of 2022",
            "since the bank joined our dealing panel in 2011",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzf_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzf.generate(per_kind=6))
