"""Held-out batch ZE: its shape, and that each flawed bundle and its twin differ only in the
flaw."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_ze
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


def _strings(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for key, value in node.items() for s in [str(key), *_strings(value)]]
    if isinstance(node, list):
        return [s for item in node for s in _strings(item)]
    return [str(node)]


def _said(cases: list[HeldOutCase], kind: str) -> str:
    """Every string in the bundles of `kind`: messages, mandate, reasoning, contract, answer."""
    return " ".join(
        s for c in cases if c.kind == kind for s in _strings(c.bundle.model_dump(mode="json"))
    )


def test_batch_ze_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_ze.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_ze.KINDS, 24)
    for case in cases:
        assert case.case_id.startswith(f"heldout{reviews_heldout_ze.SEED}/{case.kind}/")
        if not case.flawed:
            continue
        assert case.case_id.endswith("ze")
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert twin.bundle.policy == case.bundle.policy
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_ze_expects_questions_only_of_flawed_chat_plans() -> None:
    cases = reviews_heldout_ze.generate()
    asked = [c for c in cases if c.question_expected]
    assert asked
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of the two kinds asks
        if case.flawed and case.kind in {"invented_limit", "false_provenance"}:
            assert case.question_expected == (case.bundle.policy == "chat"), case.case_id


def test_every_span_of_batch_ze_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_ze.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said), (case.case_id, said)


def test_every_cited_mandate_clause_of_batch_ze_is_there() -> None:
    for case in reviews_heldout_ze.generate():
        messages = {m.message_id for m in case.bundle.user_messages if m.kind == "mandate"}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "mandate_clause":
                continue
            ref = str(constraint.provenance_ref)
            if ref in messages:
                continue
            node: Any = case.bundle.mandate
            for key in ref.split("."):
                node = node[key]
            assert node is not None, case.case_id


def test_batch_ze_writes_as_engineers_do() -> None:
    cases = reviews_heldout_ze.generate()
    forms = {
        "invented_limit": ("## Open questions", "TODO: confirm", "```toml", "AC: ", "pct"),
        "false_provenance": ("git log --oneline", "```diff", "_pct", "nit:", "OFF in prod"),
        "mandate_breach": ("Labels: compliance", "def test_", "QW_UNIVERSE", "from the IMA"),
        "range_assumption": ("min = ", "accepts", "pinned at", "Feature flag", "drift alert"),
        "objective": ('objective="', "--objective min-var", "[optimizer]", "QW_OBJECTIVE=", "~~"),
        "stated_leakage": ("--start 2010-01-01", "fit_range", "TRAIN_END=", "df.loc[", "shift(-1)"),
        "trend_claim": ("Release notes", "INFO trend_check", "vs 2022-09-30", "--start 2020-12-31"),
    }
    for kind, expected in forms.items():
        said = _said(cases, kind)
        for form in expected:
            assert form in said, (kind, form)


def test_batch_ze_is_deterministic_by_seed() -> None:
    one = [c.bundle.model_dump(mode="json") for c in reviews_heldout_ze.generate(per_kind=6)]
    two = [c.bundle.model_dump(mode="json") for c in reviews_heldout_ze.generate(per_kind=6)]
    assert one == two
