"""Held-out batch Y: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (retail investors on forums, Discord and a club's group chat) are
in it."""

from __future__ import annotations

import re

from quantward_cli.bench import reviews_heldout_y

from .heldout_checks import (
    check_both_modes_in_every_kind,
    check_deterministic,
    check_mandate_clauses_exist,
    check_questions_only_of_flawed_chat_plans,
    check_spans_lie_once_in_their_messages,
    check_twins_differ_only_in_the_flaw,
    texts_of,
)


def test_batch_y_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    check_twins_differ_only_in_the_flaw(
        reviews_heldout_y.generate(),
        seed=reviews_heldout_y.SEED,
        kinds=reviews_heldout_y.KINDS,
        tag="y",
    )


def test_batch_y_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    check_questions_only_of_flawed_chat_plans(reviews_heldout_y.generate())


def test_batch_y_uses_both_modes_in_every_kind() -> None:
    check_both_modes_in_every_kind(reviews_heldout_y.generate(), reviews_heldout_y.KINDS)


def test_every_span_of_batch_y_lies_once_inside_the_message_it_names() -> None:
    """A span says a figure, or a value in words ("five percent")."""
    check_spans_lie_once_in_their_messages(
        reviews_heldout_y.generate(),
        says_a_value=lambda s: any(ch.isdigit() for ch in s) or " " in s,
    )


def test_batch_y_cites_mandate_clauses_that_exist() -> None:
    check_mandate_clauses_exist(reviews_heldout_y.generate())


def test_batch_y_misquotes_a_value_the_thread_does_not_hold() -> None:
    """A flawed provenance cites another figure of the same reply, or the right words with a
    value a hundred times too large; its twin cites the value the reply holds."""
    cases = reviews_heldout_y.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (wrong,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert wrong.value != right.value, case.case_id
        assert wrong.provenance_ref == right.provenance_ref, case.case_id
        if wrong.span == right.span:
            assert isinstance(wrong.value, float)
            assert isinstance(right.value, float)
            assert abs(wrong.value - 100 * right.value) < 1e-9, case.case_id


def test_batch_y_writes_as_retail_investors_do() -> None:
    cases = reviews_heldout_y.generate()
    forms = {
        "invented_limit": (
            "Title: Help me not screw this up",
            "@QuantBot",
            "$VTI $QQQM $SCHD",
            "Maple St Investment Club",
            "[Flair: Wheel]",
            "> what's your limit on",
            "that's my hard stop, not negotiable",
            "Per the club vote last Tuesday (9 members, 7 yes)",
            "his words, not mine",
            "1. DCA every payday",
            "of every dollar",
            "% of account value",
        ),
        "false_provenance": (
            "EDIT: meant",
            "> u/thetaburner (4.1k karma):",
            "UPDATE 2: talked to my CFP.",
            "my rules, since you asked:",
            "if I were 25",
            "400+ trades logged",
        ),
        "mandate_breach": (
            "OPERATING AGREEMENT",
            "📌 PINNED by @mod_gary",
            "signed on the fridge",
            "rule_2",
            "family_ips",
        ),
        "range_assumption": (
            "your call 🤷",
            "mod note:",
            "Club vote (7–2)",
            "+/-",
            "my adviser said",
            "not a range, not 'about",
            "lost 3–6",
            "> can the AI choose",
        ),
        "objective": (
            "Optimize for Sharpe. Period.",
            "I just want to sleep at night",
            "VTI with extra steps",
            "YOLO mode",
            "EDIT: nvm",
            "u/dividend_dan (+312)",
            "UPDATE 2: wife vetoed it",
            "TL;DR:",
        ),
        "stated_leakage": (
            "I backtested 2010–2023 and picked the best lookback",
            "Portfolio Visualizer",
            "TradingView",
            "in my spreadsheet",
            "today's S&P 500 members",
            "buy at that same close",
            "best 2016–2021 CAGR",
        ),
        "trend_claim": (
            "$VDLY DD (part 2)",
            "> is the growth story still intact?",
            "TL;DR:",
            "UPDATE 2:",
            "212 upvotes",
            "every single quarter",
            "four quarters running",
            "since the 2014 IPO",
            " like ",
        ),
    }
    for kind, wanted in forms.items():
        said = texts_of(cases, kind)
        for form in wanted:
            assert form in said, (kind, form)


def test_batch_y_leaks_and_its_twins_end_before_the_first_test() -> None:
    """Each leaky sentence names a test year or a rule that looks ahead; each clean twin names
    no year from 2016 on."""
    cases = reviews_heldout_y.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "stated_leakage" or not case.flawed:
            continue
        twin = by_id[f"{case.case_id}/twin"]
        clean = texts_of([twin])
        years = [int(y) for y in re.findall(r"\b(20\d\d)\b", clean)]
        years += [2000 + int(y) for y in re.findall(r"'(\d\d)\b", clean)]
        late = [y for y in years if y >= 2016]
        assert not late or "was run once, at the end" in clean, (case.case_id, late)


def test_batch_y_is_deterministic_by_seed() -> None:
    check_deterministic(reviews_heldout_y.generate)
    assert reviews_heldout_y.SEED == 20261225
