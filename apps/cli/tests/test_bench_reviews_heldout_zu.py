"""Held-out batch ZU: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as REIT and property-fund managers, their valuers and their lenders do."""

from __future__ import annotations

import re

from quantward_cli.bench import reviews_heldout_zu

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zu_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zu.generate(),
        seed=reviews_heldout_zu.SEED,
        kinds=reviews_heldout_zu.KINDS,
        tag="zu",
    )


def test_batch_zu_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zu.generate())


def test_batch_zu_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zu.generate(), reviews_heldout_zu.KINDS)


def test_every_span_of_batch_zu_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zu.generate())


def test_every_cited_mandate_clause_of_batch_zu_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zu.generate())


def test_batch_zu_writes_as_property_fund_managers_valuers_and_lenders_do() -> None:
    cases = reviews_heldout_zu.generate()
    forms = {
        "invented_limit": (
            "Schedule 3 of the IM (Investment Restrictions)",
            "IC minutes, 9 October",
            "Fund model v14, tab 'Restrictions'",
            "compliance certificate",
            "NAV £842m, GAV £1.12bn",
            "| Restriction | Limit | Actual @ 30 Sep | Status |",
            "Unitholder resolution passed at the EGM",
            "term sheet we signed with the banks",
            "Fund Manager (Teams)",
            " per cent",
            "x,",
            "INREV annual review",
        ),
        "false_provenance": (
            "The draft IM (v3)",
            "blackline v3 to v4",
            "special majority",
            "Credit declined it",
            "test date 30 September",
            "| Test | Actual at 30 Sep | Covenant / limit |",
            "Fund restrictions summary (investor pack, p. 14)",
            "Maximum net debt to EBITDA",
            "Ashcombe Core Fund",
            "INREV peer-group median",
        ),
        "mandate_breach": (
            "'3.2'",
            "FACILITY AGREEMENT (extract)",
            "FUND RULES (unit trust scheme)",
            "'conditions'",
            "SIDE LETTER",
        ),
        "range_assumption": (
            "Manager's discretions",
            "as it sees fit",
            "| Parameter | Permitted range | Discretion |",
            "Head of Fund Management",
            "report to the Advisory Committee",
            "Consent was refused",
            "have NOT agreed",
        ),
        "objective": (
            "Fund objective (IM, section 2)",
            "Fund manager's note",
            "IC paper, recommendation",
            "From the LP's e-mail",
            "Advisory Committee resolution",
            "INREV ODCE Index",
            "~~",
            "The first draft of the IC paper",
            "Revised IM (v5",
        ),
        "stated_leakage": (
            "Methodology note (IC paper appendix)",
            "Red Book valuations, March 2010 to March 2019",
            "rent and ERV data to end-2016",
            "the following quarter's Red Book valuation",
            "back-filled",
            "as revised in the 2021 back-series",
            "sector drift trigger",
        ),
        "trend_claim": (
            "Quarterly portfolio review, listed holdings",
            "| REIT | View | Comment |",
            "Lender credit update",
            "bps",
            "pp",
            "c.",
            "EPRA",
            "over the last property cycle (2007–2022)",
            "in every quarter of 2022",
            "moved out",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zu_writes_interest_cover_as_lenders_do() -> None:
    """An interest cover floor as "2.0x", "2.00 times" and, as facility agreements write it,
    "200%"."""
    said = texts_of(reviews_heldout_zu.generate())
    cover = [line for line in said.splitlines() if "ICR" in line or "interest cover" in line]
    for form in (r"\d\.\d+x", r"\d\.\d\d times", r"\b[1-3]\d\d%"):
        assert any(re.search(form, line) for line in cover), form


def test_batch_zu_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zu.generate(per_kind=6))
