"""Held-out batch ZZ: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as infrastructure and project-finance investors, their lenders and advisers
do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zz

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zz_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zz.generate(),
        seed=reviews_heldout_zz.SEED,
        kinds=reviews_heldout_zz.KINDS,
        tag="zz",
    )


def test_batch_zz_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zz.generate())


def test_batch_zz_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zz.generate(), reviews_heldout_zz.KINDS)


def test_every_span_of_batch_zz_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zz.generate())


def test_every_cited_mandate_clause_of_batch_zz_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zz.generate())


def test_batch_zz_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zz.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zz_writes_as_infrastructure_investors_and_their_advisers_do() -> None:
    cases = reviews_heldout_zz.generate()
    forms = {
        "invented_limit": (
            "I've checked the executed LPA",
            "IC minutes, 12 September",
            "Quarterly LP report",
            "Financial model export",
            "PPM's summary of terms",
            "Side letter with the anchor LP",
            "common terms agreement",
            "| Restriction | Position at 30 June | Compliant? |",
            "LPAC written resolution",
            " per cent",
            "[●]",
        ),
        "false_provenance": (
            "The draft LPA (v3",
            "LPA redline",
            "It refused, and through the MFN clause",
            "Consent was withheld",
            "Q3 portfolio report",
            "| Restriction | 30 Sep position | LPA limit |",
            "Summary of principal terms",
            "Fund III's LPA",
            "market practice",
        ),
        "mandate_breach": (
            "'restriction_d'",
            "SIDE LETTER",
            "COMMON TERMS AGREEMENT",
            "'limits'",
            "LPAC WRITTEN RESOLUTION",
        ),
        "range_assumption": (
            "IC delegation to the portfolio team",
            "LPAC must be notified",
            "Declined",
            "has NOT delegated",
            "| Parameter | Range | Discretion |",
        ),
        "objective": (
            "Fund strategy (PPM, section 3)",
            "IC memo, portfolio construction",
            "Quarterly LP report",
            "LP e-mail",
            "LPAC minutes",
            "~~",
            "The draft PPM sent to LPs",
        ),
        "stated_leakage": (
            "IC memo, model assumptions",
            "From the model book (v14.2)",
            "the advisers' combined data set (Jan 2009 – Jun 2020)",
            "traffic count for the following month",
            "as the technical adviser later restated it",
            "gearing band",
            "P90",
        ),
        "trend_claim": (
            "IC memo, listed comparables section",
            "Quarterly LP report, note on the listed sleeve",
            "| Comparable | Observation |",
            "percentage points",
            "DSCR",
            "over the twelve months to 31 December 2022",
            "in every quarter of 2022",
            "since the IPO in 2006",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zz_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zz.generate(per_kind=6))
