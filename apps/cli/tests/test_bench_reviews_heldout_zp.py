"""Held-out batch ZP: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as index providers, ETF issuers and their clients do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zp

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zp_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zp.generate(),
        seed=reviews_heldout_zp.SEED,
        kinds=reviews_heldout_zp.KINDS,
        tag="zp",
    )


def test_batch_zp_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zp.generate())


def test_batch_zp_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zp.generate(), reviews_heldout_zp.KINDS)


def test_every_span_of_batch_zp_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zp.generate())


def test_every_cited_mandate_clause_of_batch_zp_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zp.generate())


def test_batch_zp_writes_as_index_providers_and_etf_issuers_do() -> None:
    cases = reviews_heldout_zp.generate()
    forms = {
        "invented_limit": (
            "with effect from the close of 20 June",
            "Rule 4.2.1(b)",
            "as at each Reference Date",
            "index_config.yaml",
            "'Portfolio limits' box",
            "ETF Capital Markets",
            "Consultation outcome (CP 2026/04)",
            "| Rule | Limit | As at Reference Date | Status |",
            "NOTICE OF METHODOLOGY CHANGE",
            "Signed-off specification",
            " per cent",
            "basis points",
            "TBC",
        ),
        "false_provenance": (
            "(now superseded)",
            "~~",
            "the provider will not proceed",
            "Our consultation response",
            "As at the Reference Date (30 May)",
            "| Measure | As at Reference Date | Rule |",
            "Methodology summary, key parameters",
            "4.5 per cent",
            "a competitor's Global Select index",
            "The Parent Index applies",
            " bps",
        ),
        "mandate_breach": (
            "'4.2.1'",
            "PROSPECTUS, APPENDIX III: INVESTMENT RESTRICTIONS",
            "INDEX LICENCE TERM SHEET",
            "'adopted_changes'",
            "ETF Sub-Advisory Agreement",
        ),
        "range_assumption": (
            "Rule 4.4 (Index Committee discretion)",
            "triggers an ad-hoc review",
            "The provider declined",
            "has NOT given you discretion",
            "| Parameter | Permitted range | Set by |",
        ),
        "objective": (
            "Strategy objective (client specification, section 2)",
            "Custom index brief",
            "Product committee paper",
            "Client e-mail",
            "Index Committee decision",
            "~~",
            "Version 0.2 of the brief",
            "Consultation question 3",
            "NOTICE OF CHANGE",
        ),
        "stated_leakage": (
            "Methodology back-test note",
            "index launch pack",
            "up to the June 2017 review",
            "go on to deliver over the following quarter",
            "as later revised by the vendor",
            "back-filled",
            "buffer",
        ),
        "trend_claim": (
            "Semi-annual review pack",
            "note to APs",
            "| Constituent | Review comment |",
            "pp",
            "x",
            "between the June 2020 and June 2022 reviews",
            "year-earlier level in every quarter of 2022",
            "since it entered the index in 2009",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zp_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zp.generate(per_kind=6))
