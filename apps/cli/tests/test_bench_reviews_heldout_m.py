"""Held-out batch M: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its everyday and shorthand forms are there."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_m
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


def test_batch_m_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_m.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_m.KINDS, 24)
    assert all(c.case_id.startswith(f"heldout{reviews_heldout_m.SEED}/{c.kind}/") for c in cases)
    for case in cases:
        if not case.flawed:
            assert case.case_id.endswith("m/twin"), case.case_id
            continue
        assert case.case_id.endswith("m"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_m_expects_questions_of_every_flawed_chat_plan_of_the_two_kinds_only() -> None:
    cases = reviews_heldout_m.generate()
    for case in cases:
        asks = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == asks, case.case_id
    assert {c.bundle.policy for c in cases if c.flawed} == {"chat", "strategy"}


def test_every_span_of_batch_m_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_m.generate():
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


def test_batch_m_writes_in_everyday_words_and_in_shorthand() -> None:
    said = _said(reviews_heldout_m.generate())
    everyday = (
        "a tenth",
        "one dollar in",
        "times our own money",
        " percent",
        "I don't want",
        "Ideally",
        "I'd rather not go",
        "Would ",
        "I misremembered",
        "no wait, sorry",
        "Mum's wishes",
        "I don't care about the index",
        "The client picked the rule that worked best from 2008 to 2018",
        "kept piling up",
        "went down",
        "a year earlier",
        "percentage point",
        "more per share than a year ago",
    )
    shorthand = (
        "≤",
        "<=",
        "≥",
        "`assert ",
        "CHECK (",
        "∈ [",
        "obj: ",
        "Σ",
        "IS 2008-16 / OOS 2013-18",
        "df.loc['2008':'2017']",
        "WHERE dt < '2016-01-01'",
        "r_{t+1}",
        "↓",
        "↑",
        "YoY",
        "QoQ",
        "D/E",
        "pp ",
        "up every Q",
    )
    for form in (*everyday, *shorthand):
        assert form in said, form
    assert ",," not in said
    assert "  " not in said.replace("`  #", "`")


def test_batch_m_trend_claims_cover_ratios_and_uncovered_horizons() -> None:
    cases = [c for c in reviews_heldout_m.generate() if c.kind == "trend_claim"]
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
    assert {
        "debt_to_equity",
        "cash_coverage",
        "gross_margin",
        "net_debt_to_ttm_net_income",
    } <= fields
    answers = " ".join(c.bundle.answer or "" for c in cases if c.flawed)
    assert any(h in answers for h in ("since the 2008 crash", "since GFC", "over 10Y", "2019"))


def test_batch_m_is_deterministic_by_its_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_m.generate()]
    again = [c.bundle.model_dump(mode="json") for c in reviews_heldout_m.generate()]
    assert first == again
    assert reviews_heldout_m.SEED == 20261213
