"""Held-out batch Z: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (corporate treasury, the CFO and the board: policies, resolutions,
DoA matrices and board packs) are in it."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_z

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_z_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_z.generate(),
        seed=reviews_heldout_z.SEED,
        kinds=reviews_heldout_z.KINDS,
        tag="z",
    )


def test_batch_z_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_z.generate())


def test_batch_z_uses_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_z.generate(), reviews_heldout_z.KINDS)


def test_every_span_of_batch_z_lies_once_inside_the_message_it_names() -> None:
    """A span says a figure, or a share in words ("one-fifth")."""
    check_spans_lie_once_in_their_messages(
        reviews_heldout_z.generate(),
        says_a_value=lambda s: any(ch.isdigit() for ch in s) or "-" in s,
    )


def test_batch_z_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(reviews_heldout_z.generate())


def test_batch_z_writes_as_treasurers_and_boards_do() -> None:
    said = texts_of(reviews_heldout_z.generate())
    for form in (
        "RESOLVED, that",
        "FURTHER RESOLVED",
        "shall be limited to",
        "shall not permit",
        "stays capped at",
        "Subject: RE: Treasury headroom",
        "not less than",
        "nor more than",
        "| Matter | Limit | Approver |",
        "Delegated to the Group Treasurer",
        "without further Board approval",
        "escalation trigger",
        "was not adopted",
        "Correction to my email below",
        "did not approve the proposal",
        "If the Board ratifies",
        "temporary exception of up to",
        "AAA-rated government issuer",
        "From: CFO",
        "Board KPI",
        "per cent",
        " bps",
        "basis points per annum",
        "% of NAV",
        "times NAV",
        "ne-fifth",  # "one-fifth", capitalised where it opens a reply
        "LTM",
        "H1 2010",
        "treasury.daily_positions",
        "turns",
        "came in above FY2021",
        "H2 2022",
        "since the 2015 refinancing",
    ):
        assert form in said, form
    assert "cent.." not in said
    assert "annum.." not in said


def test_batch_z_mandates_sit_in_each_of_its_documents() -> None:
    cases = reviews_heldout_z.generate()
    refs = {
        str(c.bundle.contract.constraints[0].provenance_ref)
        for c in cases
        if c.kind == "mandate_breach" and c.bundle.contract.constraints[0].provenance_ref
    }
    assert "treasury_policy.section_4_limits.4.3" in refs
    assert "delegated_authority.group_treasurer[1]" in refs
    assert "investment_committee_tor.risk_appetite" in refs
    assert reviews_heldout_z.MANDATE_ID in refs


def test_batch_z_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_z.generate)
