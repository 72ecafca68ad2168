"""Held-out batch ZZX: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as a 401(k) plan's investment committee, its ERISA counsel, its consultant,
its recordkeeper and its Benefits team do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zzx

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zzx_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zzx.generate(),
        seed=reviews_heldout_zzx.SEED,
        kinds=reviews_heldout_zzx.KINDS,
        tag="zzx",
    )


def test_batch_zzx_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zzx.generate())


def test_batch_zzx_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zzx.generate(), reviews_heldout_zzx.KINDS)


def test_every_span_of_batch_zzx_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zzx.generate())


def test_every_cited_mandate_clause_of_batch_zzx_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zzx.generate())


def test_batch_zzx_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zzx.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zzx_writes_as_a_401k_plan_committee_does() -> None:
    cases = reviews_heldout_zzx.generate()
    forms = {
        "invented_limit": (
            "ATTORNEY-CLIENT COMMUNICATION",
            "MINUTES — 401(k) INVESTMENT COMMITTEE",
            "IPS, Investment Guidelines, Table 2",
            "IPS compliance feed",
            "Quarterly Review Book, IPS compliance page",
            "| IPS guideline | Limit | As of 9/30 | In compliance? |",
            "Charter of the 401(k) Investment Committee, Schedule 1",
            "— Renee (Benefits)",
            "EXHIBIT B TO THE TRUST AGREEMENT",
            " percent (",
            " bps",
            "basis points",
            "QDIA glidepath",
            "stable value fund",
            "TBD — Committee to determine",
            "Form 5500",
        ),
        "false_provenance": (
            "The 2019 IPS put",
            "[Deleted: ",
            "[Inserted: ",
            "The motion failed, 2–3",
            "ERISA counsel advised against it",
            "Q3 review book:",
            "| Metric | 9/30 | IPS limit |",
            "| Guideline | Limit |",
            "survey of plans over $1 billion",
            "model-IPS template",
        ),
        "mandate_breach": (
            "'section_6_investment_guidelines'",
            "CHARTER OF THE 401(k) INVESTMENT COMMITTEE",
            "ERISA §402(a)",
            "HALVORSEN STABLE VALUE FUND — INVESTMENT GUIDELINES",
            "CUSTOM FUND GUIDELINES",
            "'consultant_monitoring'",
            "UNANIMOUS WRITTEN CONSENT OF THE 401(k) INVESTMENT COMMITTEE",
        ),
        "range_assumption": (
            "IPS, Delegation:",
            "peer-survey range, not a delegation",
            "Not approved",
            "should not delegate",
            "| IPS parameter | Permitted range | Set by |",
            "Committee secretary's extract from the fiduciary file",
            "basis points",
        ),
        "objective": (
            "IPS, Objectives of the custom funds",
            "Quarterly Review Book, custom funds",
            "Minutes:",
            "E-mail from Benefits",
            "Committee charter, Art. II",
            "The 2019 IPS said",
            "[Deleted: ",
            "policy benchmark",
            "9,412 participants",
        ),
        "stated_leakage": (
            "glidepath research memo",
            "appendix to the review book",
            "for plan years 2009 through 2018",
            "restated in the following quarter's review book",
            "recordkeeper's platform today, back-filled",
            "watch-list trigger",
            "Form 5500",
        ),
        "trend_claim": (
            "manager due-diligence note (Brightwell & Marsh",
            "Q3 review book, organizational issues",
            "| Manager | Parent-company observation | Status |",
            "Minutes, item 7 (manager updates)",
            " bps",
            "$",
            " bp ",
            "over the four quarters to December 2022",
            "in each quarter of 2022",
            "since the firm's 2014 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zzx_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zzx.generate(per_kind=6))
