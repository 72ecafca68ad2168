"""Held-out batch Q: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its record forms — tickets, web forms, payloads, diffs, release notes and approval
workflows — are there."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_q
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    # the value, or the grant (in the mandate's fields or its mandate message)
    "range_assumption": {"contract.constraints", "mandate", "user_messages"},
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


def _differences(a: HeldOutCase, b: HeldOutCase) -> set[str]:
    one: dict[str, Any] = a.bundle.model_dump(mode="json")
    two: dict[str, Any] = b.bundle.model_dump(mode="json")
    found = {k for k in one if k != "contract" and one[k] != two[k]}
    contract_one, contract_two = one["contract"], two["contract"]
    found |= {f"contract.{k}" for k in contract_one if contract_one[k] != contract_two[k]}
    return found


def _said(cases: list[HeldOutCase]) -> str:
    """Every text of the batch: messages, mandates, plan fields, reasoning and answers."""
    parts: list[str] = []
    for case in cases:
        bundle = case.bundle
        parts.extend(m.text for m in bundle.user_messages)
        parts.append(str(bundle.mandate))
        parts.extend(bundle.reasoning)
        parts.append(bundle.contract.interpretation)
        parts.extend(m.purpose for m in bundle.contract.methods)
        parts.extend(e.description for e in bundle.contract.evidence)
        parts.append(bundle.answer or "")
    return "\n".join(parts)


def test_batch_q_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_q.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_q.KINDS, 24)
    assert all(c.case_id.startswith(f"heldout{reviews_heldout_q.SEED}/{c.kind}/") for c in cases)
    for case in cases:
        if not case.flawed:
            assert case.case_id.endswith("q/twin"), case.case_id
            continue
        assert case.case_id.endswith("q"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_q_expects_questions_of_every_flawed_chat_plan_of_the_two_kinds_only() -> None:
    cases = reviews_heldout_q.generate()
    for case in cases:
        asks = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == asks, case.case_id
    assert {c.bundle.policy for c in cases if c.flawed} == {"chat", "strategy"}


def test_every_span_of_batch_q_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_q.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "user_message":
                continue
            assert constraint.span is not None, case.case_id
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said), (case.case_id, said)
            assert text.lower().count(said.lower()) == 1, (case.case_id, said)


def test_batch_q_twins_cite_what_was_said_and_flawed_plans_something_else() -> None:
    """A twin's cited span names its value as said; a flawed false provenance cites another
    figure, or the right figure at a value it does not state, or a span on a timestamp."""
    cases = reviews_heldout_q.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert (flawed.value, flawed.span, flawed.provenance_ref) != (
            right.value,
            right.span,
            right.provenance_ref,
        ), case.case_id


def test_batch_q_is_written_in_tickets_forms_and_change_records() -> None:
    said = _said(reviews_heldout_q.generate())
    records = (
        "Summary: ",
        "Story points: 3",
        "Status: To Do",
        "Limit value: ____",
        '"limit": null',
        "- [ ] limit filled in",
        "Pending: Risk",
        "Form field filled in by Risk:",
        "- max_gross: null",
        "Comment — risk-office · 04/Mar/26 10:17",
        "Approved by: Head of Risk",
        "v3.4.1 — reverted:",
        "Resolution: Won't Do",
        "PR #1047 (merged)",
        "[ ] ",
        "is deprecated since schema 2.0",
        "Limits form (v2), section B",
        "acceptance_criteria",
        "CHG0031877",
        "Mandate intake form",
        '{"mandate": {',
        "Mandate v2.1.0",
        "[x] Manager discretion",
        "Fixed at ",
        "Rejected by: Risk.",
        "removed: the ",
        "Optimisation goal (pick one):",
        "(•) ",
        "Submission 2 — Status: Approved",
        "+ objective: ",
        "Comment (PM, 09/Apr/26 16:40)",
        '"fit_end": "2018-06-29"',
        "+ fit_end: 2019-12-31",
        "```csv",
        "2011-01-03 → 2017-03-31",
        "Changelog v0.9.2",
        "PR checklist: [x] next-day return (t+1)",
        "PROJ-4410 · Comment",
        "Release note v4.2.0",
        "| Finding |",
        "[x] Verified against the filings",
    )
    numbers = (" bps", " bp annualised", "% gross", "x", " % of NAV", "percentage points", " days")
    for form in (*records, *numbers):
        assert form in said, form
    assert "  " not in said.replace("[x] Urgent   [ ]", "").replace("[x] Long-only   [ ]", "")


def test_batch_q_trend_claims_cover_its_own_fields() -> None:
    cases = [c for c in reviews_heldout_q.generate() if c.kind == "trend_claim"]
    fields: set[str] = set()
    for case in cases:
        for computation in case.bundle.computations:
            result = computation.result
            assert isinstance(result, dict)
            rows = result["quarters"]
            assert isinstance(rows, list)
            for row in rows:
                assert isinstance(row, dict)
                fields |= set(row)
    assert {"free_cash_flow", "inventory_days", "gross_margin_pct", "net_debt"} <= fields


def test_batch_q_is_deterministic_by_its_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_q.generate()]
    again = [c.bundle.model_dump(mode="json") for c in reviews_heldout_q.generate()]
    assert first == again
    assert reviews_heldout_q.SEED == 20261217
