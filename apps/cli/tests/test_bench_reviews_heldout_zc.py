"""Held-out batch ZC: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (spreadsheets, formulas and data pasted as text) are in it."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_zc
from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
_MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    "range_assumption": {"contract.constraints", "mandate"},  # the value, or the grant
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


def _said(cases: list[HeldOutCase], kind: str) -> str:
    """Every text of the batch's bundles of one kind: messages, mandates, reasoning, the
    contract's prose and answers."""
    parts: list[str] = []
    for case in cases:
        if case.kind != kind:
            continue
        bundle = case.bundle
        parts += [m.text for m in bundle.user_messages]
        parts += [str(bundle.mandate), *bundle.reasoning, bundle.answer or ""]
        parts += [bundle.contract.interpretation, *(m.purpose for m in bundle.contract.methods)]
        parts += [e.description for e in bundle.contract.evidence]
    return "\n".join(parts)


def test_batch_zc_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_zc.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    kinds = dict.fromkeys(reviews_heldout_zc.KINDS, 24)
    assert Counter(c.kind for c in cases if c.flawed) == kinds
    assert Counter(c.kind for c in cases if not c.flawed) == kinds
    for case in cases:
        if not case.flawed:
            continue
        assert re.fullmatch(rf"heldout{reviews_heldout_zc.SEED}/{case.kind}/\d+zc", case.case_id)
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert twin.bundle.policy == case.bundle.policy
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_zc_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    cases = reviews_heldout_zc.generate()
    for case in cases:  # every flawed chat plan of those two kinds, and nothing else
        wanted = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == wanted, case.case_id


def test_batch_zc_uses_both_modes_in_every_kind() -> None:
    cases = reviews_heldout_zc.generate()
    for kind in reviews_heldout_zc.KINDS:
        modes = Counter(c.bundle.policy for c in cases if c.kind == kind and c.flawed)
        assert modes["chat"], (kind, modes)
        assert modes["strategy"], (kind, modes)


def test_every_span_of_batch_zc_lies_once_inside_the_message_it_names() -> None:
    for case in reviews_heldout_zc.generate():
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


def test_batch_zc_cites_mandate_clauses_that_exist() -> None:
    for case in reviews_heldout_zc.generate():
        ids = {m.message_id for m in case.bundle.user_messages if m.kind == "mandate"}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "mandate_clause":
                continue
            ref = str(constraint.provenance_ref)
            if ref in ids:
                continue
            node: Any = case.bundle.mandate  # a key path into the mandate's fields
            for part in re.findall(r"[^.\[\]]+", ref):
                node = node[int(part)] if part.isdigit() else node[part]
            assert isinstance(node, str), (case.case_id, ref)


def test_batch_zc_misquotes_a_value_the_thread_does_not_hold() -> None:
    """A flawed provenance cites another figure of the thread, or the right cell with a value a
    hundred times too large (a "(%)" header read as a fraction); its twin the live value."""
    cases = reviews_heldout_zc.generate()
    by_id = {c.case_id: c for c in cases}
    for case in cases:
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (wrong,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert wrong.value != right.value, case.case_id
        if wrong.span == right.span and wrong.provenance_ref == right.provenance_ref:
            assert isinstance(wrong.value, float)
            assert isinstance(right.value, float)
            assert abs(wrong.value - 100 * right.value) < 1e-9, case.case_id


def test_batch_zc_writes_as_spreadsheet_people_do() -> None:
    cases = reviews_heldout_zc.generate()
    forms = {
        "invented_limit": ("#REF!", "// TBC", "'Limits'!B7 =", '"BREACH","OK"', "Data validation"),
        "false_provenance": ("wrong row", "Limit (%)", "Change log", "what-if", "→", "\t"),
        "mandate_breach": ("=IF(", "Data validation", "(CSV export)", "Conditional formatting"),
        "range_assumption": ("// PM discretion", "C12:D12", "±", "n/a — fixed", "Cols D:E"),
        "objective": ("Set Objective $F$", "=SUMPRODUCT(w,mu)", "obj\t", "~~", "Change log"),
        "stated_leakage": ("=FILTER(", "date serials 40182–43465", "Jan-10 to Dec-18", "OFFSET("),
        "trend_claim": ("Pivot summary", "Dec-21 → Dec-22", "H2 2021", "YoY", "since Dec-17"),
    }
    for kind, wanted in forms.items():
        said = _said(cases, kind)
        for form in wanted:
            assert form in said, (kind, form)


def test_batch_zc_is_deterministic_by_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_zc.generate()]
    second = [c.bundle.model_dump(mode="json") for c in reviews_heldout_zc.generate()]
    assert first == second
