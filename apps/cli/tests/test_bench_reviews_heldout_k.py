"""Held-out batch K: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its chat and collaboration-tool forms appear."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_k
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    "range_assumption": {"contract.constraints", "mandate", "user_messages"},  # or the grant
    "objective": {"contract.objective", "contract.objective_kind", "contract.methods"},
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


def test_batch_k_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_k.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_k.KINDS, 24)
    for case in cases:
        assert case.case_id.startswith(f"heldout{reviews_heldout_k.SEED}/{case.kind}/")
        if not case.flawed:
            assert case.case_id.endswith("k/twin")
            continue
        assert case.case_id.endswith("k")
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_a_range_twin_changes_the_grant_or_the_value_never_both() -> None:
    cases = reviews_heldout_k.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "range_assumption" or not case.flawed:
            continue
        differences = _differences(case, by_id[f"{case.case_id}/twin"])
        assert ("contract.constraints" in differences) != (
            bool(differences & {"mandate", "user_messages"})
        ), case.case_id


def test_batch_k_expects_questions_only_of_flawed_chat_plans() -> None:
    cases = reviews_heldout_k.generate()
    asked = [c for c in cases if c.question_expected]
    assert asked
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of these two kinds asks
        if case.flawed and case.kind in ("invented_limit", "false_provenance"):
            assert case.question_expected == (case.bundle.policy == "chat"), case.case_id


def test_every_span_of_batch_k_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_k.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said), (case.case_id, said)
            assert text.lower().count(said.lower()) == 1, (case.case_id, said)


def test_batch_k_writes_as_team_chat_does() -> None:
    cases = reviews_heldout_k.generate()
    said = " ".join(
        " ".join(m.text for m in c.bundle.user_messages)
        + str(c.bundle.mandate)
        + " ".join(c.bundle.reasoning)
        + c.bundle.contract.model_dump_json()
        + (c.bundle.answer or "")
        for c in cases
    )
    for form in (
        "> what's the cap on",
        "@quant-desk",
        ":thumbsup:",
        "(y)",
        "edit: make that",
        "(edited)",
        "-----Original Message-----",
        ">> ",
        "Sent: ",
        "+44 20 7946",
        "Limit\tValue",
        "Acceptance criteria:",
        "Labels:",
        ":pushpin:",
        "Channel topic:",
        "[RiskBot]",
        "[ThreadBot]",
        "[CI bot]",
        "In [14]:",
        "cfg = {",
        "PM call:",
        ":rocket:",
        "tbh",
        "every qtr",
        "sharpe on the basket",
    ):
        assert form in said, form
    assert ".." not in said.replace("..2016", "").replace("..2014", "")


def test_batch_k_trend_claims_use_computed_prices_and_portfolio_metrics() -> None:
    functions = Counter(
        c.bundle.computations[0].function_id
        for c in reviews_heldout_k.generate()
        if c.kind == "trend_claim" and c.flawed
    )
    assert functions["prices.window_stats"] == 4
    assert functions["portfolio.evaluate"] == 4
    assert functions["fundamentals.quarters"] + functions["fundamentals.credit_metrics"] == 16


def test_batch_k_is_deterministic_by_seed() -> None:
    first = [c.bundle.model_dump_json() for c in reviews_heldout_k.generate()]
    again = [c.bundle.model_dump_json() for c in reviews_heldout_k.generate()]
    assert first == again
