"""Held-out batch ZK: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as ESG, stewardship and responsible-investment teams do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zk

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zk_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zk.generate(),
        seed=reviews_heldout_zk.SEED,
        kinds=reviews_heldout_zk.KINDS,
        tag="zk",
    )


def test_batch_zk_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zk.generate())


def test_batch_zk_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zk.generate(), reviews_heldout_zk.KINDS)


def test_every_span_of_batch_zk_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zk.generate())


def test_every_cited_mandate_clause_of_batch_zk_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zk.generate())


def test_batch_zk_writes_as_esg_and_stewardship_teams_do() -> None:
    cases = reviews_heldout_zk.generate()
    forms = {
        "invented_limit": (
            "Head of Stewardship (e-mail)",
            "SFDR pre-contractual annex (Article 8)",
            "WACI budget: 112 tCO2e/$m revenue",
            "ESG committee minutes, item 3",
            "Mandate parameters (stewardship overlay v3)",
            "Engagement log, 9 Feb",
            "Asset owner RFP, section 4.2",
            "| Limit | Portfolio now | Status |",
            " percent",
            "% ex ante",
            "bp",
        ),
        "false_provenance": (
            "ESG committee, 12 March",
            "Before policy review",
            "In the RFP the asset owner asked",
            "Outcome: rejected",
            "Quarterly PAI and limits check",
            "| Metric | Portfolio | Limit |",
            "Article 8 fund, commitments and risk targets",
            "our Core ESG fund",
            "Scenario only",
        ),
        "mandate_breach": (
            "'stewardship_policy'",
            "SFDR Article 8 product template",
            "Investment management agreement, Schedule 3",
            "rfp_response",
            "recorded as a mandate restriction",
        ),
        "range_assumption": (
            "permitted range",
            "only triggers an ESG committee review",
            "Our answer: No.",
            "Decision: Declined",
            "| Limit | Permitted range | Decision owner |",
        ),
        "objective": (
            "Fund objective (SFDR annex)",
            "Investment strategy, as in the Article 8 template",
            "Head of Stewardship (e-mail)",
            "objective = ",
            "~~",
            "An earlier draft of this template",
        ),
        "stated_leakage": (
            "Methodology note (stewardship analytics)",
            "31 Dec 2018",
            "controversy back-history (2009–2020)",
            "Backtest note",
            "next 60 trading days",
            "carbon-intensity breach",
        ),
        "trend_claim": (
            "Stewardship report 2022, engagement case study",
            "Engagement log, Aldermoor Materials",
            "| Holding | Stewardship rationale |",
            "PAI statement, engagement outcome",
            " pp",
            "over FY2022 (Q4 2021 to Q4 2022)",
            "in every quarter of 2022",
            "since its 2015 base year",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zk_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zk.generate(per_kind=6))
