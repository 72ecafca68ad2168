"""Held-out batch ZZE: its shape, that each flawed bundle and its twin differ only in the flaw,
and that it writes as agency MBS portfolio managers, their clients, consultants and compliance
do."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zze

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zze_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zze.generate(),
        seed=reviews_heldout_zze.SEED,
        kinds=reviews_heldout_zze.KINDS,
        tag="zze",
    )


def test_batch_zze_expects_questions_only_of_flawed_chat_plans() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zze.generate())


def test_batch_zze_has_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zze.generate(), reviews_heldout_zze.KINDS)


def test_every_span_of_batch_zze_lies_once_inside_the_message_it_names() -> None:
    check_spans_lie_once_in_their_messages(reviews_heldout_zze.generate())


def test_every_cited_mandate_clause_of_batch_zze_is_there() -> None:
    check_mandate_clauses_exist(reviews_heldout_zze.generate())


def test_batch_zze_has_336_bundles_half_of_them_flawed() -> None:
    cases = reviews_heldout_zze.generate()
    assert len(cases) == 336
    assert sum(1 for case in cases if case.flawed) == 168


def test_batch_zze_cites_limits_in_years_without_a_unit_and_the_rest_with_theirs() -> None:
    units = {
        str(c.unit)
        for case in reviews_heldout_zze.generate()
        for c in case.bundle.contract.constraints
    }
    assert units == {"fraction", "bps", "None"}


def test_batch_zze_writes_as_agency_mbs_desks_and_their_clients_do() -> None:
    cases = reviews_heldout_zze.generate()
    forms = {
        "invented_limit": (
            "against the executed IMA",
            "Client IC minutes, 19 March",
            "Consultant e-mail",
            "Compliance rule export (Charles River",
            "Amendment No. 2 to the Investment Guidelines",
            "Side letter from the trustees",
            "| Guideline test | Position 31-Oct | Status |",
            "Client CIO on IB",
            "'Guideline compliance'",
            "[TBD]",
            "UMBS 30y 5.5s",
            "drop 4+/32",
            " yrs",
            " bps",
            "% of MV",
        ),
        "false_provenance": (
            "The draft guidelines (v2",
            "Schedule B redline",
            "The client IC declined",
            "the board did not approve",
            "October compliance report",
            "| Test | 31-Oct | Guideline |",
            "Schedule B, principal limits",
            "pre-2023 guidelines",
            "peer survey",
        ),
        "mandate_breach": (
            "'4(c)'",
            "Exhibit A to the Investment Management Agreement",
            "COMPLIANCE SCHEDULE (Appendix 2 to the IMA)",
            "'4.3'",
            "AMENDMENT No. 3",
        ),
        "range_assumption": (
            "at the PM's discretion",
            "amber alert band",
            "Declined",
            "has NOT delegated",
            "| Parameter | Band | Who decides |",
        ),
        "objective": (
            "Investment objective (IMA, Schedule A)",
            "Consultant e-mail",
            "Q3 portfolio review deck",
            "Client CIO on IB",
            "Client IC minutes",
            "Bloomberg US MBS Index",
            "~~",
            "The draft guidelines the consultant circulated",
        ),
        "stated_leakage": (
            "Prepay model memo",
            "From the model validation log (v3.4)",
            "S-curve",
            "Oct-2015 factor",
            "fourth business day of the following month",
            "corrected factor files",
            "48-hour day",
        ),
        "trend_claim": (
            "Q4 portfolio review deck, slide 17",
            "| Comp | Observation |",
            "Prepayment analyst's note",
            "IB chat, desk",
            " CPR",
            " bps",
            "over the four quarters to 31 Dec 2022",
            "in every quarter of 2022",
            "since the REIT's 2009 IPO",
        ),
    }
    for kind, expected in forms.items():
        said = texts_of(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_zze_is_deterministic_by_seed() -> None:
    check_deterministic(lambda: reviews_heldout_zze.generate(per_kind=6))
