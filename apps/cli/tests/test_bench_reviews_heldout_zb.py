"""Held-out batch ZB: its shape, that each flawed bundle and its twin differ only in the flaw, and
that it speaks as governance forums and treasury committees do."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_zb
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    "range_assumption": {"contract.constraints", "mandate", "user_messages"},  # value or grant
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


def _all_text(cases: list[HeldOutCase]) -> str:
    parts: list[str] = []
    for case in cases:
        parts += [m.text for m in case.bundle.user_messages]
        parts.append(str(case.bundle.mandate))
        parts += list(case.bundle.reasoning)
        parts.append(case.bundle.contract.model_dump_json())
        parts.append(str(case.bundle.answer))
    return "\n".join(parts)


def test_batch_zb_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_zb.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_zb.KINDS, 24)
    for case in cases:
        assert case.case_id.startswith(f"heldout{reviews_heldout_zb.SEED}/{case.kind}/")
        if not case.flawed:
            assert case.case_id.endswith("zb/twin"), case.case_id
            continue
        assert case.case_id.endswith("zb"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_zb_expects_questions_only_of_flawed_chat_plans() -> None:
    cases = reviews_heldout_zb.generate()
    asked = [c for c in cases if c.question_expected]
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of those two kinds asks
        if case.flawed and case.kind in ("invented_limit", "false_provenance"):
            assert case.question_expected == (case.bundle.policy == "chat"), case.case_id


def test_every_span_of_batch_zb_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_zb.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said) or " " in said, (case.case_id, said)


def test_batch_zb_writes_as_governance_forums_do() -> None:
    said = _all_text(reviews_heldout_zb.generate())
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
    one = [c.bundle.model_dump_json() for c in reviews_heldout_zb.generate()]
    two = [c.bundle.model_dump_json() for c in reviews_heldout_zb.generate()]
    assert one == two
