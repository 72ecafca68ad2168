"""Held-out batch ZZI: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a bank's trading desk, its market-risk officers, the Market Risk Committee
and the CRO do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzi

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzi_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzi.generate(),
        seed=reviews_heldout_zzi.SEED,
        kinds=reviews_heldout_zzi.KINDS,
        tag="zzi",
    )


def test_batch_zzi_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzi.generate())


def test_batch_zzi_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzi.generate(), reviews_heldout_zzi.KINDS)


def test_every_span_of_batch_zzi_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzi.generate())


def test_every_cited_mandate_clause_of_batch_zzi_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzi.generate())


def test_batch_zzi_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzi.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzi_cites_limits_in_usd_without_a_unit_and_the_rest_with_theirs() -> None:
    """VaR in USD m and DV01 in USD k per bp carry no unit (the field name says the scale);
    days, shares of inventory and the trade-count ratio carry theirs."""
    cases = reviews_heldout_zzi.generate()
    units = {
        constraint.name: constraint.unit
        for case in cases
        for constraint in case.bundle.contract.constraints
    }
    assert units["var_99_1d_limit_usd_m"] is None
    assert units["max_bucket_dv01_usd_k"] is None
    assert units["max_inventory_age_days"] == "days"
    assert units["max_single_issuer_share"] == "fraction"
    assert units["min_customer_facing_trade_ratio"] == "multiple"


def test_batch_zzi_writes_as_a_trading_desk_and_its_market_risk_function_do() -> None:
    cases = reviews_heldout_zzi.generate()
    forms = {
        "invented_limit": (
            "Checked LMS this morning",
            "Market Risk Committee, minutes of 14 March",
            "s.7 Risk limits",
            "LMS limit record (extract)",
            "[09:04] MRO:",
            "| Limit | Limit value | COB 13-Mar | Status |",
            "Daily risk P&L and backtesting",
            "Volcker compliance attestation",
            "Fwd: FY25 limit letter",
            "per bp",
            "mm",
            " pct",
            " calendar days",
            "RISKOPT-412",
            "3 exceptions in the last 250 days",
        ),
        "false_provenance": (
            "MRC, 12 March",
            "~~",
            "TLI approved by CRO until 28 February",
            "TLI request TLI-0387",
            "CRO said no",
            "NOT APPROVED",
            "| Metric | COB 13-Mar | Limit | Status |",
            "Limit-excess notice LEN-0412",
            "Stressed VaR limit (99%, 1-day)",
            "CS01 limit",
            "EM Credit desk's charter",
            "peer median",
            "Last year's charter",
            "k/bp",
            ":1",
        ),
        "mandate_breach": (
            "'s7_risk_limits'",
            "MARKET RISK LIMIT SCHEDULE",
            "From: Chief Risk Officer",
            "'market_making_limits'",
            "RESOLUTION MRC/2025/031",
            "97.5%",
        ),
        "range_assumption": (
            "Delegated authority (Head of Market Risk to the desk MRO)",
            "escalation band",
            "NOT APPROVED",
            "has NOT delegated",
            "| Limit | Approved band | Who sets the level |",
        ),
        "objective": (
            "Desk charter, s.3 (strategy)",
            "Desk head's note",
            "MRC minutes, item 3",
            "[08:55] desk head",
            "iBoxx USD Liquid Investment Grade",
            "~~",
            "An earlier charter draft (v0.9, sent to MRC)",
            "scrap what I sent this morning",
        ),
        "stated_leakage": (
            "Model documentation, s.4.2 (calibration)",
            "model-risk submission pack",
            "EWMA decay factor",
            "next morning's closing CDX",
            "month-end IPV true-up",
            "fewest backtesting exceptions",
            "TRACE prints up to June 2018",
        ),
        "trend_claim": (
            "MRC pack, peer comparison slide",
            "| Peer | Pillar 3 observation |",
            "FICC trading revenue",
            "VaR (99%, 1-day)",
            "by USD",
            "over the four quarters to December 2022",
            "in each quarter of 2022",
            "since the 2008 crisis",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzi_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzi.generate(per_kind=6))
