"""Held-out batch ZS: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as crypto fund managers, their risk teams and their counterparties do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zs

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zs_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zs.generate(),
        seed=reviews_heldout_zs.SEED,
        kinds=reviews_heldout_zs.KINDS,
        tag="zs",
    )


def test_batch_zs_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zs.generate())


def test_batch_zs_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zs.generate(), reviews_heldout_zs.KINDS)


def test_every_span_of_batch_zs_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zs.generate())


def test_every_cited_mandate_clause_of_batch_zs_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zs.generate())


def test_batch_zs_writes_as_crypto_funds_and_their_counterparties_do() -> None:
    cases = reviews_heldout_zs.generate()
    forms = {
        "invented_limit": (
            "[TG] CRO: checked the OM",
            "Offering Memorandum (final, as circulated to LPs)",
            "risk_limits.yaml on main",
            "monthly investor letter",
            "DDQ section 9.4",
            "IC minutes, 2024-02-06",
            "Counterparty & custody policy",
            "| Limit | Level @ 2024-03-01 00:00 UTC | Status |",
            "pinned in #risk",
            "of NAV",
            "x",
            "[●]",
        ),
        "false_provenance": (
            "OM draft v2",
            "redline against v3",
            "CRO: no.",
            "[TG] 02:14 UTC",
            "Daily risk report, 2024-03-04",
            "| Metric | 2024-03-04 | Limit |",
            "OM key terms (one-pager for allocators)",
            "Helix Digital",
            "pre-FTX OM",
        ),
        "mandate_breach": (
            "'investment_restrictions'",
            "SIDE LETTER",
            "COUNTERPARTY & CUSTODY RISK POLICY",
            "'resolutions'",
            "Sub-advisory agreement",
        ),
        "range_assumption": (
            "Risk framework v3",
            "is your box",
            "| Parameter | Band | Who decides |",
            "disclosure range for LPs",
            "CRO: no.",
            "has NOT given you discretion",
        ),
        "objective": (
            "Fund objective (OM, Part 2)",
            "IC notes",
            "Investor letter",
            "[TG] PM",
            "DDQ 3.1",
            "~~",
            "v1 of this note said",
        ),
        "stated_leakage": (
            "Research log",
            "block timestamps 1293840000 to 1546300800",
            "BTC/USD dailies from 2011-01-01 to 2019-06-30",
            "00:00 UTC on the following day",
            "today's top 20 by market cap",
            "drift band",
        ),
        "trend_claim": (
            "[TG] #equities-sleeve, TSRO",
            "Monthly investor letter (January 2023)",
            "| Ticker | IC comment |",
            "pp",
            "x",
            "over the four quarters to 2022-12-31",
            "the year-ago quarter in every quarter of 2022",
            "since the July 2016 halving (block 420,000)",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zs_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zs.generate(per_kind=6))
