"""Held-out batch Y: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (retail investors on forums, Discord and a club's group chat) are
in it."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_y
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    "range_assumption": {"contract.constraints", "mandate", "user_messages"},  # value or grant
    "objective": {"contract.objective", "contract.objective_kind", "contract.methods"},
    "stated_leakage": {
        "reasoning",
        "contract.interpretation",
        "contract.methods",
        "contract.evidence",
    },
    "trend_claim": {"answer"},
}


def _differences(a: HeldOutCase, b: HeldOutCase) -> set[str]:
    one: dict[str, Any] = a.bundle.model_dump(mode="json")
    two: dict[str, Any] = b.bundle.model_dump(mode="json")
    found = {k for k in one if k != "contract" and one[k] != two[k]}
    contract_one, contract_two = one["contract"], two["contract"]
    found |= {f"contract.{k}" for k in contract_one if contract_one[k] != contract_two[k]}
    return found


def _said(cases: list[HeldOutCase], kind: str | None = None) -> str:
    """Every text of the batch's bundles (of one kind): messages, mandates, reasoning, the
    contract's prose and answers."""
    parts: list[str] = []
    for case in cases:
        if kind is not None and case.kind != kind:
            continue
        bundle = case.bundle
        parts += [m.text for m in bundle.user_messages]
        parts += [str(bundle.mandate), *bundle.reasoning, bundle.answer or ""]
        parts += [bundle.contract.interpretation, *(m.purpose for m in bundle.contract.methods)]
        parts += [e.description for e in bundle.contract.evidence]
    return "\n".join(parts)


def test_batch_y_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_y.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_y.KINDS, 24)
    assert Counter(c.kind for c in cases if not c.flawed) == dict.fromkeys(
        reviews_heldout_y.KINDS, 24
    )
    for case in cases:
        if not case.flawed:
            continue
        assert re.fullmatch(rf"heldout{reviews_heldout_y.SEED}/{case.kind}/\d+y", case.case_id)
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert twin.bundle.policy == case.bundle.policy
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_y_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    cases = reviews_heldout_y.generate()
    asked = [c for c in cases if c.question_expected]
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of those two kinds, and nothing else
        wanted = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == wanted, case.case_id


def test_batch_y_uses_both_modes_in_every_kind() -> None:
    cases = reviews_heldout_y.generate()
    for kind in reviews_heldout_y.KINDS:
        modes = Counter(c.bundle.policy for c in cases if c.kind == kind and c.flawed)
        assert modes["chat"], (kind, modes)
        assert modes["strategy"], (kind, modes)


def test_every_span_of_batch_y_lies_once_inside_the_message_it_names() -> None:
    for case in reviews_heldout_y.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "user_message":
                continue
            assert constraint.span is not None, case.case_id
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said) or " " in said, (case.case_id, said)
            assert text.lower().count(said.lower()) == 1, (case.case_id, said)


def test_batch_y_cites_mandate_clauses_that_exist() -> None:
    for case in reviews_heldout_y.generate():
        ids = {m.message_id for m in case.bundle.user_messages if m.kind == "mandate"}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "mandate_clause":
                continue
            ref = str(constraint.provenance_ref)
            assert ref in ids or case.bundle.mandate is not None, case.case_id
            if ref not in ids:  # a key path into the mandate's fields
                node: Any = case.bundle.mandate
                for part in re.findall(r"[^.\[\]]+", ref):
                    node = node[int(part)] if part.isdigit() else node[part]
                assert isinstance(node, str), (case.case_id, ref)


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
        said = _said(cases, kind)
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
        clean = _said([twin])
        years = [int(y) for y in re.findall(r"\b(20\d\d)\b", clean)]
        years += [2000 + int(y) for y in re.findall(r"'(\d\d)\b", clean)]
        late = [y for y in years if y >= 2016]
        assert not late or "was run once, at the end" in clean, (case.case_id, late)


def test_batch_y_is_deterministic_by_seed() -> None:
    one = [c.bundle.model_dump(mode="json") for c in reviews_heldout_y.generate()]
    two = [c.bundle.model_dump(mode="json") for c in reviews_heldout_y.generate()]
    assert one == two
    assert reviews_heldout_y.SEED == 20261225
