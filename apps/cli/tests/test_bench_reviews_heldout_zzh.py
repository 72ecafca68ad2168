"""Held-out batch ZZH: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as quantitative equity market-neutral and stat-arb teams, their risk managers
and research review committee do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzh

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzh_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzh.generate(),
        seed=reviews_heldout_zzh.SEED,
        kinds=reviews_heldout_zzh.KINDS,
        tag="zzh",
    )


def test_batch_zzh_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzh.generate())


def test_batch_zzh_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzh.generate(), reviews_heldout_zzh.KINDS)


def test_every_span_of_batch_zzh_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzh.generate())


def test_every_cited_mandate_clause_of_batch_zzh_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzh.generate())


def test_batch_zzh_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzh.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzh_limits_have_the_units_a_market_neutral_book_states() -> None:
    """Beta and style-factor caps are bare numbers (no unit), the single-name cap is in bp of
    GMV, the rest are shares; the idiosyncratic share of risk is the only floor."""
    units = {
        c.name: c.unit
        for case in reviews_heldout_zzh.generate()
        for c in case.bundle.contract.constraints
    }
    assert units["max_abs_beta"] is None
    assert units["styleFactorCapSigma"] is None
    assert units["max_name_weight_bps"] == "bps"
    assert units["min_idio_risk_share"] == "fraction"
    assert units["sectorNetCapPctGmv"] == "fraction"


def test_batch_zzh_writes_as_quant_market_neutral_teams_do() -> None:
    cases = reviews_heldout_zzh.generate()
    forms = {
        "invented_limit": (
            "Slack #emn-risk",
            "RRC decision log #142",
            "portfolio_construction.yaml",
            "| Limit | Level | Close 14 Nov | Status |",
            "> Quick one",
            "### Constraints",
            "Tear sheet, EMN-3 walk-forward",
            "Schedule B",
            "CRO's mandate letter",
            "bp",
            "σ",
            " pct",
            "TBD",
        ),
        "false_provenance": (
            "RRC minutes, 7 March",
            "redline v3.2 → v3.3",
            "[09:31] risk (JH)",
            "Declined by the CRO",
            "Exposure report, close 14 Nov",
            "| Exposure | Close 14 Nov | Limit |",
            "Optimiser spec v3.3, risk block",
            "legacy stat-arb book",
            "capital-intro deck",
        ),
        "mandate_breach": (
            "'hard'",
            "PM MANDATE",
            "FIRM RISK POLICY v7",
            "'hard_constraints'",
            "APPROVAL TO TRADE",
        ),
        "range_assumption": (
            "CRO delegation",
            "early-warning band",
            "Rejected",
            "NOT delegated",
            "| Parameter | Allowed range | Who decides |",
        ),
        "objective": (
            "Notebook cell [7]",
            "PM note, portfolio construction",
            "RRC decision 2024-19",
            "From the CIO",
            "#emn-risk",
            "~~",
            "The first draft of this note said",
            "5-fold purged CV",
        ),
        "stated_leakage": (
            "Notebook cell [23]",
            "Backtest report, methodology",
            "the vendor's history (Jan 2009 – Sep 2020)",
            "joined on the fiscal period end",
            "today's Russell 1000 membership",
            "10-day embargo",
            "half-life",
        ),
        "trend_claim": (
            "Notebook cell [31]",
            "Attribution note, week 47",
            "| Ticker | Side | Fundamental read |",
            "bp",
            "turns",
            "over calendar 2022",
            "in each quarter of 2022",
            "since the 2011 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzh_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzh.generate(per_kind=6))
