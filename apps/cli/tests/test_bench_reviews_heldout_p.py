"""Held-out batch P: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its sell-side and press forms — notes, wire stories, morning notes, key-terms boxes —
are there."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_p
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    # the value, or the grant (in the mandate's fields or its mandate message)
    "range_assumption": {"contract.constraints", "mandate", "user_messages"},
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


def test_batch_p_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_p.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_p.KINDS, 24)
    assert all(c.case_id.startswith(f"heldout{reviews_heldout_p.SEED}/{c.kind}/") for c in cases)
    for case in cases:
        if not case.flawed:
            assert case.case_id.endswith("p/twin"), case.case_id
            continue
        assert case.case_id.endswith("p"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert not twin.question_expected
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_p_has_at_least_fifteen_wordings_per_kind() -> None:
    cases = reviews_heldout_p.generate()
    for kind in reviews_heldout_p.KINDS:
        flawed = [c for c in cases if c.kind == kind and c.flawed]
        wordings = {
            c.bundle.model_dump_json(include={"user_messages", "mandate", "reasoning", "answer"})
            + c.bundle.contract.interpretation
            + " ".join(m.purpose for m in c.bundle.contract.methods)
            for c in flawed
        }
        assert len(wordings) >= 15, kind
        texts = {(c.bundle.answer or "") + c.bundle.user_messages[0].text for c in flawed}
        assert len(texts) >= 3, kind


def test_batch_p_expects_questions_of_every_flawed_chat_plan_of_the_two_kinds_only() -> None:
    cases = reviews_heldout_p.generate()
    for case in cases:
        asks = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == asks, case.case_id
    assert {c.bundle.policy for c in cases if c.flawed} == {"chat", "strategy"}


def test_every_span_of_batch_p_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_p.generate():
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


def test_batch_p_twins_cite_what_was_written_and_flawed_plans_something_else() -> None:
    cases = reviews_heldout_p.generate()
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


def test_batch_p_is_written_like_research_and_the_press() -> None:
    said = _said(reviews_heldout_p.generate())
    register = (
        "reiterate Overweight",
        "price target",
        "KEY TAKEAWAYS",
        "FY25E EPS",
        "(Newswire) -",
        "people familiar with the matter said",
        "MORNING NOTE",
        "Chart of the day:",
        "WHAT'S CHANGED",
        "base case",
        "bear case",
        "Correction to my earlier e-mail",
        "Bloomberg story",
        "The 2024 guidelines",
        "KEY TERMS (summary of the IMA)",
        "side_letter",
        "term_sheet",
        "point target, not a band",
        "plus or minus",
        "misquote",
        "We reiterate the brief",
        "Methodology box:",
        "Key takeaways",
        "Bottom line:",
    )
    numbers = (
        "pc",
        " per cent",
        " of NAV",
        "bp",
        " basis points",
        "% gross",
        " times NAV",
        "CY2010–CY2018",
        "Jan-10 to Jun-17",
        "1Q10–2Q16",
        "by c.",
        " turns",
        " y/y",
        "since the 2014 IPO",
        "since 1Q20",
    )
    for form in (*register, *numbers):
        assert form in said, form
    assert "  " not in said


def test_batch_p_trend_claims_cover_its_own_fields() -> None:
    cases = [c for c in reviews_heldout_p.generate() if c.kind == "trend_claim"]
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
    assert {"deferred_revenue", "ebitda_margin", "net_leverage", "book_to_bill"} <= fields


def test_batch_p_is_deterministic_by_its_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_p.generate()]
    again = [c.bundle.model_dump(mode="json") for c in reviews_heldout_p.generate()]
    assert first == again
    assert reviews_heldout_p.SEED == 20261216
