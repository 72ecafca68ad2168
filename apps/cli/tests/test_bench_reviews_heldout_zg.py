"""Held-out batch ZG: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as commodity desks, hedging programmes and their risk managers do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zg

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zg_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_zg.generate()
    check_twins_differ_only_in_the_flaw(
        cases, seed=reviews_heldout_zg.SEED, kinds=reviews_heldout_zg.KINDS, tag="zg"
    )
    check_both_modes_in_every_kind(cases, reviews_heldout_zg.KINDS)


def test_batch_zg_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zg.generate())


def test_every_span_of_batch_zg_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zg.generate())


def test_every_cited_mandate_clause_of_batch_zg_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zg.generate())


def test_batch_zg_misquotes_the_source_and_its_twin_cites_it_right() -> None:
    """A flawed provenance cites another value than its twin, from the same answer."""
    cases = reviews_heldout_zg.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        wrong = case.bundle.contract.constraints[0]
        right = by_id[f"{case.case_id}/twin"].bundle.contract.constraints[0]
        assert wrong.provenance == right.provenance == "user_message", case.case_id
        assert wrong.provenance_ref == right.provenance_ref, case.case_id
        assert wrong.value != right.value, case.case_id


def test_batch_zg_writes_as_commodity_desks_and_their_risk_managers_do() -> None:
    cases = reviews_heldout_zg.generate()
    forms = {
        "invented_limit": (
            "Limit sheet v12",
            "RESOLVED that",
            "LIM-0417 |",
            "Morning note",
            "shall not",
            "60–80% layered hedge",
            "40 lots CL Z27",
            "var_conf: 0.95",
            "is TBC",
        ),
        "false_provenance": (
            "RC 11-Mar reversed",
            "superseded",
            "expired on 31-Jan",
            "UNIT=PCT_NAV",
            "_pct_nav:",
            "Item 5:",
            "METALS-EQ",
            "RC rejected",
        ),
        "mandate_breach": (
            "equity_overlay",
            "Risk Committee, minutes",
            "Stop-loss (MTD)",
            "risk_appetite",
            "ETRM limit definitions",
        ),
        "range_assumption": (
            "delegated authority",
            "desk's discretion",
            "early-warning band",
            "suspended",
            "CRO may move it",
        ),
        "objective": ("max Sharpe", "RC action", "Head trader", "~~", "14:00 risk call"),
        "stated_leakage": (
            "daily settles observed",
            "ETRM curve snapshot",
            "EIA crude stocks",
            "same settle",
            "3-2-1 crack",
        ),
        "trend_claim": (
            "Brent M+1 settled",
            "/bbl",
            "QoQ (Q3-22 → Q4-22)",
            "RC pack",
            "offtake counterparty",
            "y/y in each quarter of 2022",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zg_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zg.generate(per_kind=6))
