"""Held-out batch W: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (assistants' and orchestrators' markdown, pasted and corrected)
are in it."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_w
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


def test_batch_w_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_w.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_w.KINDS, 24)
    assert Counter(c.kind for c in cases if not c.flawed) == dict.fromkeys(
        reviews_heldout_w.KINDS, 24
    )
    for case in cases:
        if not case.flawed:
            continue
        assert re.fullmatch(rf"heldout{reviews_heldout_w.SEED}/{case.kind}/\d+w", case.case_id)
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert twin.bundle.policy == case.bundle.policy
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_w_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    cases = reviews_heldout_w.generate()
    asked = [c for c in cases if c.question_expected]
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of those two kinds, and nothing else
        wanted = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == wanted, case.case_id


def test_every_span_of_batch_w_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_w.generate():
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


def test_batch_w_cites_mandate_clauses_that_exist() -> None:
    for case in reviews_heldout_w.generate():
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


def test_batch_w_writes_as_assistants_and_orchestrators_do() -> None:
    cases = reviews_heldout_w.generate()
    forms = {
        "invented_limit": (
            "You are a research sub-agent. Your task:",
            "## Constraints",
            "### Open questions",
            '"tool": "set_limits"',
            ": null}}",
            "Ignore the illustrative figure, the bot made it up.",
            "It's worth noting that",
            "Let me know if you need anything else.",
            "In summary,",
            "| Constraint | Value | Notes |",
        ),
        "false_provenance": (
            "The bot got the cap wrong, it's",
            "The bot got the floor wrong, it's",
            "For illustration only:",
            "## Open questions",
            "| Limit | Value |",
            "Re-issued after the risk review",
            "Let me know if you'd like me to",
        ),
        "mandate_breach": (
            "### Hard constraints",
            "### Illustrative stress scenarios",
            "In summary: ",
            '"tool": "register_mandate"',
            "You are the portfolio-construction agent",
            "The bot got it wrong: the IMA says",
        ),
        "range_assumption": (
            "### Latitude",
            "While the client hasn't pinned down",
            '"agent_may_choose": true',
            '"agent_may_choose": false',
            "You are the sizing sub-agent.",
            "| Parameter | Range | Who decides |",
            "either side, at your discretion",
            "~~You may choose",
            "Do not optimise this parameter.",
        ),
        "objective": (
            "**Objective:**",
            '"objective": "max_sharpe"',
            "### Goal",
            "### Key considerations",
            "That's not what we want.",
            "Update from the orchestrator: the previous brief is superseded.",
            "In summary:",
        ),
        "stated_leakage": (
            "Step 3:",
            "**Calibration.**",
            "### Rationale",
            "While this keeps the parameters stable across folds",
            "fit_range",
            "all_folds_incl_test",
            "next month's return",
        ),
        "trend_claim": (
            "## Key findings",
            "**Bottom line:**",
            "| # | Observation | Source |",
            "Let me know if you'd like me to break this down by segment.",
            "though past trends may not persist",
            "in each of the last four quarters",
            "percentage points",
            "FY2020–FY2022",
        ),
    }
    for kind, wanted in forms.items():
        said = _said(cases, kind)
        for form in wanted:
            assert form in said, (kind, form)
    assert "{" not in _said(cases, "trend_claim").replace("{'", "")  # no frame left unfilled


def test_batch_w_writes_limits_in_several_number_forms() -> None:
    said = _said(reviews_heldout_w.generate(), "invented_limit")
    for form in (" percent", " bps", "bp", "% of NAV", "×", ".0%"):
        assert form in said, form


def test_batch_w_is_deterministic_by_seed() -> None:
    first = [(c.case_id, c.bundle.model_dump(mode="json")) for c in reviews_heldout_w.generate()]
    again = [(c.case_id, c.bundle.model_dump(mode="json")) for c in reviews_heldout_w.generate()]
    assert first == again
    assert reviews_heldout_w.SEED == 20261223
