"""Held-out batch X: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (trustees', consultants', actuaries', insurers' and endowments'
papers) are in it."""

from __future__ import annotations

import re
from functools import cache

from quantward_cli.bench import reviews_heldout_x
from quantward_cli.bench.reviews_heldout import HeldOutCase

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


@cache
def _cases() -> tuple[HeldOutCase, ...]:
    return tuple(reviews_heldout_x.generate())


def test_batch_x_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        _cases(), seed=reviews_heldout_x.SEED, kinds=reviews_heldout_x.KINDS, tag="x"
    )


def test_batch_x_uses_both_modes_for_every_kind() -> None:
    check_both_modes_in_every_kind(_cases(), reviews_heldout_x.KINDS)


def test_batch_x_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(_cases())


def test_every_span_of_batch_x_lies_inside_the_message_it_names_and_says_it_once() -> None:
    """A span says a figure, or a value in words ("three per cent")."""
    check_spans_lie_once_in_their_messages(
        _cases(), says_a_value=lambda s: any(ch.isdigit() for ch in s) or " per cent" in s
    )


def test_batch_x_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(_cases())


def test_false_provenance_twins_cite_the_limit_in_force_and_flaws_another_value() -> None:
    """The flawed bundle records another value than the twin (a draft's, a declined
    recommendation's, a trigger's, the neighbouring paragraph's, or the right figure in the
    wrong unit) for the same limit in the same unit."""
    by_id = {c.case_id: c for c in _cases()}
    for case in _cases():
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.value != right.value, case.case_id
        assert flawed.name == right.name, case.case_id
        assert flawed.unit == right.unit, case.case_id


def test_batch_x_writes_as_trustees_consultants_and_actuaries_do() -> None:
    cases = _cases()
    forms = {
        "invented_limit": (
            "Trustee meeting, item 6",
            "From the Scheme Secretary",
            "Consultant's note, para 2.4",
            "Endowment office:",
            "Chair of Trustees",
            "the revised SIP",
            "subject to the Scheme Actuary's advice",
            "Scheme Actuary's advice letter",
            "Appendix C, table C.1",
            "SIP&P",
            "tolerance table",
            "2x to 4x",
            "3,412 members",
            "bestuur of the Dutch fund",
            "statement_of_investment_principles",
        ),
        "false_provenance": (
            "consultation draft of the SIP",
            "did not accept that recommendation",
            "once the funding level reaches 107%",
            "Paragraph 7.4",
            "For context only: gilt yields 4.7%",
        ),
        "mandate_breach": (
            "The Trustee's policy is that",
            "Hollis University Endowment",
            "matching_adjustment_portfolio",
            "Statement of Investment Policies and Procedures",
            "4.2 Quantitative limits",
            "investment_governance_framework",
            "250 bps rise in gilt yields",
            "of the SCR",
        ),
        "range_assumption": (
            "The Trustee has delegated to the Investment Sub-Committee",
            "tolerance band",
            "within this corridor",
            "control range",
            "drift corridor",
            "not delegated",
            "was withdrawn",
        ),
        "objective": (
            "Investment Committee resolution 2025/14",
            "funding objective",
            "The Committee did not adopt that.",
            "Draft minute (struck out at the meeting)",
            "Correction from the Chair",
            "index replication of the FTSE All-World",
            "liability hedge",
        ),
        "stated_leakage": (
            "actuarial valuations",
            "Scheme years ending 5 April",
            "years ending 30 June",
            "September 2022 gilt crisis",
            "triennial valuation",
            "de-risking trigger",
            "buy list",
        ),
        "trend_claim": (
            "Covenant update for the Trustee",
            "| Covenant indicator | Comment |",
            "(employer covenant)",
            "Key points for the Scheme Actuary",
            "since the 31 March 2021 valuation date",
            "in each of the last four quarters",
            "ended 2022",
        ),
    }
    for kind, wanted in forms.items():
        said = texts_of(cases, kind)
        for form in wanted:
            assert form in said, (kind, form)
    assert "{" not in texts_of(cases, "trend_claim").replace("{'", "")  # no frame left unfilled


def test_batch_x_writes_limits_in_several_number_forms() -> None:
    said = texts_of(_cases(), "invented_limit")
    for form in (" per cent", ".0%", "% p.a. ex ante", " basis points a year", " times NAV"):
        assert form in said, form
    assert re.search(r"\d bps", said)
    assert re.search(r"\d% of NAV", said)
    assert re.search(r"\d\.\d+x\b", texts_of(_cases()))
    assert re.search(r"\b[a-z]+ per cent", said)  # a limit in words


def test_trend_claims_of_batch_x_say_horizons_the_series_does_not_cover() -> None:
    said = texts_of(_cases(), "trend_claim")
    uncovered = (
        "since the 2017 triennial valuation",
        "over the last three valuation cycles",
        "since the scheme closed to future accrual in 2012",
    )
    assert any(h in said for h in uncovered)
    for case in _cases():  # only flawed answers reach back past the series
        if case.kind == "trend_claim" and not case.flawed:
            assert not any(h in (case.bundle.answer or "") for h in uncovered), case.case_id


def test_batch_x_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_x.generate)
    assert reviews_heldout_x.SEED == 20261224
