"""Held-out batch ZD: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (Islamic finance and Gulf institutional business: Shariah boards,
Hijri dates, Terms and Conditions) are in it."""

from __future__ import annotations

import re
from functools import cache

from quantward_cli.bench import reviews_heldout_zd
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
    return tuple(reviews_heldout_zd.generate())


def test_batch_zd_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        _cases(), seed=reviews_heldout_zd.SEED, kinds=reviews_heldout_zd.KINDS, tag="zd"
    )


def test_batch_zd_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(_cases())


def test_batch_zd_uses_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(_cases(), reviews_heldout_zd.KINDS)


def test_every_span_of_batch_zd_lies_once_inside_the_message_it_names() -> None:
    """A span says a figure, or a value in words ("twenty per cent")."""
    check_spans_lie_once_in_their_messages(
        _cases(), says_a_value=lambda s: any(ch.isdigit() for ch in s) or " " in s
    )


def test_batch_zd_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(_cases())


def test_batch_zd_writes_in_the_gulf_register() -> None:
    said = texts_of(_cases())
    for form in (
        "Inshallah",
        "has kindly approved",
        "Kindly disregard my previous email",
        "Resolution No. 2/1446H",
        "has resolved that",
        "murabaha",
        "sukuk",
        "purification",
        "zakat",
        "33% of market capitalisation",
        "1 Muharram 1445H / 19 July 2023",
        "at the discretion of the Fund Manager",
        "The Fund shall not invest more than",
        "per cent. of NAV",
        " pc",
        "bps",
        "% of NAV",
        "Ramadan 1437H",
        "FY2017/18",
        "Rabi al-Awwal 1444H",
        "since the 2014 listing on Tadawul",
        "Alhamdulillah",
        "takaful",
    ):
        assert form in said, form
    assert re.search(r"\b(two|four|six|ten|twenty|twenty-five|forty) per cent\b", said)
    assert "p.a.." not in said
    assert "cent.." not in said


def test_batch_zd_refuses_latitude_in_strategy_only() -> None:
    refused = [
        c
        for c in _cases()
        if c.kind == "range_assumption"
        and c.flawed
        and "discretion on this point"
        in str((c.bundle.mandate, [m.text for m in c.bundle.user_messages]))
    ]
    assert refused
    assert all(c.bundle.policy == "strategy" for c in refused)


def test_batch_zd_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_zd.generate)
