"""Held-out batch U: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its risk and compliance systems' outputs — limit alerts, rule exports, soft and hard
levels, override records, screen dumps, automated e-mails, run logs — are there."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_u
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


def test_batch_u_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_u.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_u.KINDS, 24)
    assert all(c.case_id.startswith(f"heldout{reviews_heldout_u.SEED}/{c.kind}/") for c in cases)
    for case in cases:
        if not case.flawed:
            assert case.case_id.endswith("u/twin"), case.case_id
            continue
        assert case.case_id.endswith("u"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_u_expects_questions_of_every_flawed_chat_plan_of_the_two_kinds_only() -> None:
    cases = reviews_heldout_u.generate()
    for case in cases:
        asks = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == asks, case.case_id
    assert {c.bundle.policy for c in cases if c.flawed} == {"chat", "strategy"}


def test_every_span_of_batch_u_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_u.generate():
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


def test_batch_u_twins_cite_what_was_said_and_flawed_plans_something_else() -> None:
    """A flawed false provenance cites another figure (an exposure, a utilisation, a soft level,
    an expired override, another portfolio's row, a disabled rule), or the right figure at a value
    it does not state, or a span on a log's timestamp."""
    cases = reviews_heldout_u.generate()
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


def test_batch_u_invented_limit_twins_cite_the_value_their_plan_assumed() -> None:
    cases = reviews_heldout_u.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "invented_limit" or not case.flawed:
            continue
        (assumed,) = case.bundle.contract.constraints
        (cited,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert assumed.provenance == "assumption"
        assert cited.provenance == "user_message"
        assert (assumed.name, assumed.value, assumed.unit) == (cited.name, cited.value, cited.unit)


def test_batch_u_is_pasted_from_risk_and_compliance_systems() -> None:
    said = _said(reviews_heldout_u.generate())
    forms = (
        # limit-monitoring alerts and their decoys
        "LIMIT WARNING | ",
        "LIMIT CHECK | ",
        "| Exposure ",
        "| Utilisation ",
        "Status: BREACH",
        "breaches MTD",
        # compliance-engine exports
        "RULE_ID=",
        "THRESHOLD=;",
        "STATUS=PENDING_SETUP",
        "STATUS=DISABLED",
        "STATUS=SUPERSEDED",
        "WARN=",
        "TYPE=RANGE; MIN=",
        "TYPE=FIXED; VALUE=",
        "PM_DISCRETION=N",
        "compliance_engine",
        # reports, pre-trade results, screens, e-mails, overrides
        "— soft ",
        "/ hard ",
        "soft: TBC   hard: TBC",
        "Pre-trade check, run ",
        "headroom",
        "Limit: NOT LOADED",
        "PORTFOLIO   CHECK",
        "GEQ-01      ",
        "This is an automated message. Do not reply.",
        "Override approved by CRO",
        "EXPIRED",
        "withdrawn by Risk Committee",
        "limit_schedule",
        "risk_limits",
        # optimiser profiles and their amendments
        "OBJECTIVE=MAX_SHARPE",
        "OPT_PROFILE=MINVAR",
        "OPT_PROFILE=TE_MIN",
        "AMENDED ",
        "Config v2 supersedes v1",
        # run logs and config dumps
        "INFO fit window 2012-01-03..2019-06-28",
        "calib_end=2022-12-30",
        "FIT_RANGE=2012Q1:2018Q4",
        "tune_on=ALL_DATES",
        "scope=FULL_SAMPLE",
        "ret_fwd_1d (t+1 return)",
        "ON test_windows",
        "CURRENT_CONSTITUENTS",
        "fill_price=CLOSE(t)",
        # trend answers as risk notes
        "RISK NOTE | ",
        "Credit watch (",
        "Exception log comment:",
        "was not down in any quarter",
        "YoY in every quarter of 2022",
        "since inception (2011)",
    )
    numbers = ("0.0500", "bp;", " bp", "bps", "x ", ".00%", "pts", "~0.")
    for form in (*forms, *numbers):
        assert form in said, form


def test_batch_u_trend_claims_cover_its_own_fields() -> None:
    cases = [c for c in reviews_heldout_u.generate() if c.kind == "trend_claim"]
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
        "free_cash_flow",
        "operating_margin_pct",
        "interest_coverage",
        "net_debt_to_ebitda",
    } <= fields


def test_batch_u_is_deterministic_by_its_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_u.generate()]
    again = [c.bundle.model_dump(mode="json") for c in reviews_heldout_u.generate()]
    assert first == again
    assert reviews_heldout_u.SEED == 20261221
