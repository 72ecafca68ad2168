"""Held-out batch ZB: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (DAO and community-fund governance: proposals, parameter tables,
Snapshot votes and TEMP CHECKs) are in it."""

from __future__ import annotations

from quantward_cli.bench import reviews_heldout_zb

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_zb_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_zb.generate(),
        seed=reviews_heldout_zb.SEED,
        kinds=reviews_heldout_zb.KINDS,
        tag="zb",
    )


def test_batch_zb_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_zb.generate())


def test_batch_zb_uses_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_zb.generate(), reviews_heldout_zb.KINDS)


def test_every_span_of_batch_zb_lies_once_inside_the_message_it_names() -> None:
    """A span says a figure, or a share in words ("a twentieth")."""
    check_spans_lie_once_in_their_messages(
        reviews_heldout_zb.generate(),
        says_a_value=lambda s: any(ch.isdigit() for ch in s) or " " in s,
    )


def test_batch_zb_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(reviews_heldout_zb.generate())


def test_batch_zb_writes_as_governance_forums_do() -> None:
    said = texts_of(reviews_heldout_zb.generate())
    for form in (
        "## Summary",
        "| Parameter | Current | Proposed |",
        "TEMP CHECK",
        "Snapshot",
        "supersedes AIP-12",
        "MUST NOT",
        "retains discretion",
        "Treasury Working Group",
        "multisig",
        "risk steward",
        "rebalancing desk",
        "options for",
        " bps",
        " percent",
        "treasury.objective",
        "governance epochs",
        "~~",
        "year on year in all four 2022 quarters",
        "every quarter",
    ):
        assert form in said, form


def test_batch_zb_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_zb.generate)
