"""Held-out batch Z: its shape, and that each flawed bundle and its twin differ only in the flaw."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_z
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


def _said(cases: list[HeldOutCase]) -> str:
    """Everything the batch's bundles say: messages, mandates, answers, reasoning, contracts."""
    parts: list[str] = []
    for case in cases:
        bundle = case.bundle
        parts.extend(m.text for m in bundle.user_messages)
        parts.append(str(bundle.mandate))
        parts.append(bundle.answer or "")
        parts.extend(bundle.reasoning)
        parts.append(bundle.contract.model_dump_json())
    return "\n".join(parts)


def test_batch_z_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_z.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_z.KINDS, 24)
    assert Counter(c.kind for c in cases if not c.flawed) == dict.fromkeys(
        reviews_heldout_z.KINDS, 24
    )
    for case in cases:
        assert case.case_id.startswith(f"heldout{reviews_heldout_z.SEED}/{case.kind}/")
        if not case.flawed:
            assert case.case_id.endswith("z/twin"), case.case_id
            continue
        assert case.case_id.endswith("z"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_z_expects_questions_only_of_flawed_chat_plans() -> None:
    cases = reviews_heldout_z.generate()
    asked = [c for c in cases if c.question_expected]
    assert asked
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of those two kinds is asked, nothing else
        expected = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == expected, case.case_id


def test_every_span_of_batch_z_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_z.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said) or "-" in said, (case.case_id, said)


def test_batch_z_cites_only_messages_and_clauses_that_exist() -> None:
    for case in reviews_heldout_z.generate():
        ids = {m.message_id for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance == "user_message":
                assert constraint.provenance_ref in ids, case.case_id
            elif constraint.provenance == "mandate_clause":
                ref = str(constraint.provenance_ref)
                assert ref in ids or case.bundle.mandate is not None, case.case_id


def test_batch_z_writes_as_treasurers_and_boards_do() -> None:
    said = _said(reviews_heldout_z.generate())
    for form in (
        "RESOLVED, that",
        "FURTHER RESOLVED",
        "shall be limited to",
        "shall not permit",
        "stays capped at",
        "Subject: RE: Treasury headroom",
        "not less than",
        "nor more than",
        "| Matter | Limit | Approver |",
        "Delegated to the Group Treasurer",
        "without further Board approval",
        "escalation trigger",
        "was not adopted",
        "Correction to my email below",
        "did not approve the proposal",
        "If the Board ratifies",
        "temporary exception of up to",
        "AAA-rated government issuer",
        "From: CFO",
        "Board KPI",
        "per cent",
        " bps",
        "basis points per annum",
        "% of NAV",
        "times NAV",
        "ne-fifth",  # "one-fifth", capitalised where it opens a reply
        "LTM",
        "H1 2010",
        "treasury.daily_positions",
        "turns",
        "came in above FY2021",
        "H2 2022",
        "since the 2015 refinancing",
    ):
        assert form in said, form
    assert "cent.." not in said
    assert "annum.." not in said


def test_batch_z_mandates_sit_in_each_of_its_documents() -> None:
    cases = reviews_heldout_z.generate()
    refs = {
        str(c.bundle.contract.constraints[0].provenance_ref)
        for c in cases
        if c.kind == "mandate_breach" and c.bundle.contract.constraints[0].provenance_ref
    }
    assert "treasury_policy.section_4_limits.4.3" in refs
    assert "delegated_authority.group_treasurer[1]" in refs
    assert "investment_committee_tor.risk_appetite" in refs
    assert reviews_heldout_z.MANDATE_ID in refs


def test_batch_z_is_deterministic_by_seed() -> None:
    one = [(c.case_id, c.bundle.model_dump_json()) for c in reviews_heldout_z.generate()]
    two = [(c.case_id, c.bundle.model_dump_json()) for c in reviews_heldout_z.generate()]
    assert one == two
