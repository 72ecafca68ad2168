"""Held-out batch L: its shape, and that each flawed bundle and its twin differ only in the flaw."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from quantward_cli.bench import reviews_heldout_l
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
        "contract.methods",
    },
    "stated_leakage": {
        "reasoning",
        "contract.interpretation",
        "contract.methods",
        "contract.evidence",
    },
    "trend_claim": {"answer"},
}


@cache
def _cases() -> tuple[HeldOutCase, ...]:
    return tuple(reviews_heldout_l.generate())


def _differences(a: HeldOutCase, b: HeldOutCase) -> set[str]:
    one: dict[str, Any] = a.bundle.model_dump(mode="json")
    two: dict[str, Any] = b.bundle.model_dump(mode="json")
    found = {k for k in one if k != "contract" and one[k] != two[k]}
    contract_one, contract_two = one["contract"], two["contract"]
    found |= {f"contract.{k}" for k in contract_one if contract_one[k] != contract_two[k]}
    return found


def _said() -> str:
    """Every text of the batch: messages, mandates, plan texts and answers."""
    parts: list[str] = []
    for case in _cases():
        bundle = case.bundle
        parts += [m.text for m in bundle.user_messages]
        parts += [str(bundle.mandate), *bundle.reasoning, bundle.answer or ""]
        parts += [bundle.contract.interpretation, *(m.purpose for m in bundle.contract.methods)]
        parts += [e.description for e in bundle.contract.evidence]
    return "\n".join(parts)


def test_batch_l_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = _cases()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_l.KINDS, 24)
    for case in cases:
        assert case.case_id.startswith(f"heldout{reviews_heldout_l.SEED}/{case.kind}/")
        assert case.bundle.checks == ()
        if not case.flawed:
            assert case.case_id.endswith("l/twin")
            continue
        assert case.case_id.endswith("l")
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_l_expects_questions_only_of_flawed_chat_plans() -> None:
    cases = _cases()
    asked = [c for c in cases if c.question_expected]
    assert asked
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of the two kinds asks
        if case.flawed and case.kind in {"invented_limit", "false_provenance"}:
            assert case.question_expected == (case.bundle.policy == "chat"), case.case_id


def test_every_span_of_batch_l_lies_inside_the_message_it_names() -> None:
    for case in _cases():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said), (case.case_id, said)


def test_twins_of_batch_l_cite_only_what_their_messages_say() -> None:
    """A twin's cited limit is its message's own words; a flawed citation either other words
    of the message or the right words read as another value."""
    for case in _cases():
        if case.kind not in {"invented_limit", "false_provenance"} or case.flawed:
            continue
        (constraint,) = case.bundle.contract.constraints
        assert constraint.provenance == "user_message", case.case_id
        assert constraint.span is not None


def test_batch_l_writes_in_the_register_of_formal_documents() -> None:
    said = _said()
    for form in (
        " per cent. (",
        "per centum",
        "% of Net Asset Value",
        ") basis points",
        "per cent. per annum",
        "times Net Asset Value",
        "[●]",
        "RESOLVED, that",
        "FURTHER RESOLVED",
        "Notwithstanding",
        "save that",
        "provided that",
        "in aggregate",
        "Permitted Range",
        'Limit" means',
        'Period" means',
        "Effective Date",
        "Schedule 2, paragraph 3(b)",
        "Meridian Asia Credit Sub-Fund",
        "Objectives and investment policy",
        "Item 8",
        "Calibration Period",
        "Form 10-K",
        "y/y in the fourth quarter of fiscal 2022",
        "in each of the last",
        "PT $142",
        "since the Sub-Fund's launch",
    ):
        assert form in said, form
    assert ".." not in said.replace("...", "")


def test_batch_l_claims_on_computations_from_the_shipped_prices() -> None:
    functions = Counter(
        c.bundle.computations[0].function_id for c in _cases() if c.kind == "trend_claim"
    )
    assert functions["portfolio.evaluate"] > 0
    assert functions["prices.window_stats"] > 0
    assert functions["fundamentals.quarters"] > 0
    assert functions["fundamentals.credit_metrics"] > 0


def test_batch_l_is_deterministic_by_seed() -> None:
    again = reviews_heldout_l.generate()
    assert [c.case_id for c in again] == [c.case_id for c in _cases()]
    assert [c.bundle for c in again] == [c.bundle for c in _cases()]
