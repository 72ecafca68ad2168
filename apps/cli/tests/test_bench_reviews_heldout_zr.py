"""Held-out batch ZR: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as CTAs, systematic-macro managers and their allocators do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zr

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zr_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zr.generate(),
        seed=reviews_heldout_zr.SEED,
        kinds=reviews_heldout_zr.KINDS,
        tag="zr",
    )


def test_batch_zr_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zr.generate())


def test_batch_zr_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zr.generate(), reviews_heldout_zr.KINDS)


def test_every_span_of_batch_zr_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zr.generate())


def test_every_cited_mandate_clause_of_batch_zr_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zr.generate())


def test_batch_zr_writes_as_ctas_and_their_allocators_do() -> None:
    cases = reviews_heldout_zr.generate()
    forms = {
        "invented_limit": (
            "Disclosure document, Part 4 (The trading programme)",
            "Risk committee minutes, 12 January",
            "+3.2% MTD and +18.6% YTD",
            "risk_limits.yaml",
            "ODD questionnaire, answer to Q7",
            "a hard limit, not a target",
            "| Risk measure | Limit | Dec-24 | Nov-24 |",
            "the December draft is superseded",
            "Allocator call notes",
            " per cent",
            "times NAV",
            "% of NAV",
            "vol target 12% annualised",
        ),
        "false_provenance": (
            "The disclosure document dated March 2023",
            "redline against the prior version",
            "it was not adopted",
            "voted it down four to one",
            "Month-end risk report, 31 December",
            "| Metric | 31-Dec | Limit |",
            "Key terms of the programme",
            "Target volatility",
            "the Classic programme (closed to new money)",
            "Manager B in our peer deck",
        ),
        "mandate_breach": (
            "'schedule_2'",
            "MANAGED ACCOUNT AGREEMENT, Annex B (Trading Guidelines)",
            "SIDE LETTER",
            "'hard_limits'",
            "DISCLOSURE DOCUMENT, Part 4",
            "Margin-to-equity: typically 8 to 11 per cent.",
            "not to exceed",
        ),
        "range_assumption": (
            "the CIO may run",
            "at the manager's discretion",
            "| Parameter | Permitted range | Set by |",
            "Allocator to manager, e-mail",
            "Declined: it stays at",
            "you do not have discretion",
            "only the band outside which risk reports to the committee",
        ),
        "objective": (
            "Programme objective (disclosure document, Part 4)",
            "CIO note",
            "Allocator's mandate summary",
            "AGREED",
            "From the monthly letter",
            "~~",
            "The previous programme description (v3, withdrawn)",
            "SG Trend Index",
        ),
        "stated_leakage": (
            "Research note",
            "the trend lookbacks (20 to 250 days)",
            "back-adjusted continuous contracts for 1990–2020",
            "the settlement price of the following session",
            "open interest over the following month",
            "For the allocator's ODD file",
        ),
        "trend_claim": (
            "ODD review of the manager's parent",
            "| Item | Analyst comment |",
            "Fund-of-funds analyst to the CIO",
            "bn",
            "points",
            "pp",
            "over calendar 2022",
            "in every quarter of 2022",
            "since the programme's launch in 1998",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zr_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zr.generate(per_kind=6))
