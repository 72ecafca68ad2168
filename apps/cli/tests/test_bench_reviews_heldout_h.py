"""Held-out batch H: its shape, and that each flawed bundle and its twin differ only in the flaw."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_h
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    "range_assumption": {"contract.constraints", "mandate"},  # the value, or the grant
    "objective": {  # the objective, and the solver that follows from it
        "contract.objective",
        "contract.objective_kind",
        "contract.objective_span",
        "contract.methods",
    },
    "stated_leakage": {
        "reasoning",
        "contract.interpretation",
        "contract.methods",
        "contract.evidence",
        "contract.historical_test",
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


def test_batch_h_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_h.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_h.KINDS, 24)
    for case in cases:
        if not case.flawed:
            continue
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_h_expects_questions_only_of_flawed_chat_plans() -> None:
    cases = reviews_heldout_h.generate()
    asked = [c for c in cases if c.question_expected]
    assert asked
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}


def test_every_span_of_batch_h_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_h.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said) or " " in said, (case.case_id, said)


def test_batch_h_writes_numbers_as_mandates_do() -> None:
    said = " ".join(
        m.text + str(c.bundle.mandate)
        for c in reviews_heldout_h.generate()
        for m in c.bundle.user_messages
    )
    for form in ("per cent. of NAV", ") per cent", "½", "pts over the benchmark weight", " bp"):
        assert form in said, form
    assert "p.a.." not in said
    assert "cent.." not in said
