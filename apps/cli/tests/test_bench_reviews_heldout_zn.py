"""Held-out batch ZN: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as central-bank reserve managers, their committees and mandates do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zn

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zn_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zn.generate(),
        seed=reviews_heldout_zn.SEED,
        kinds=reviews_heldout_zn.KINDS,
        tag="zn",
    )


def test_batch_zn_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zn.generate())


def test_batch_zn_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zn.generate(), reviews_heldout_zn.KINDS)


def test_every_span_of_batch_zn_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zn.generate())


def test_every_cited_mandate_clause_of_batch_zn_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zn.generate())


def test_batch_zn_writes_as_reserve_managers_and_their_committees_do() -> None:
    cases = reviews_heldout_zn.generate()
    forms = {
        "invented_limit": (
            "Reserve Management Committee, meeting 4/2027",
            "| Tranche | Parameter | Guideline |",
            "From: Head of Reserve Management",
            "SAA 2027, Annex B (parameters)",
            "RAMP workshop handout",
            "Guidotti-Greenspan ratio",
            "Schedule 2 (Investment Guidelines)",
            " percent",
            " pct",
            "bp",
        ),
        "false_provenance": (
            "Tranche guidelines v4",
            "Minutes, RMC 2/2027",
            "The Committee did not accept",
            "The Board declined",
            "Compliance report, 30 June",
            "| Guideline | Limit | Actual, 30 Jun | Status |",
            "RAMP peer survey",
            "crisis protocol",
            "Scenario B of the SAA review",
        ),
        "mandate_breach": (
            "'schedule_2'",
            "record of decisions, meeting 3/2027",
            "'tranche_guidelines'",
            "Dear Sirs",
            "RESOLVED, that",
        ),
        "range_assumption": (
            "operating band",
            "monitoring trigger",
            "The Committee declined",
            "has not delegated",
            "| Parameter | Band | Discretion |",
        ),
        "objective": (
            "SAA objective",
            "Strategic asset allocation note",
            "External mandate, objective clause",
            "[Superseded]",
            "The RMC struck that",
            "Corrigendum",
        ),
        "stated_leakage": (
            "SAA methodology annex",
            "data through end-2017",
            "fiscal years 2010/11 to 2017/18",
            "efficient-frontier results",
            "following month",
            "band breach",
        ),
        "trend_claim": (
            "Credit note on an eligible issuer",
            "| Issuer | Eligibility comment |",
            "RMC minutes, item 6",
            " points",
            "x ",
            "in the twelve months to end-2022",
            "in each quarter of 2022",
            "over the last decade",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zn_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zn.generate(per_kind=6))
