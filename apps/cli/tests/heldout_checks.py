"""What every held-out batch's tests check of it, whatever its register: that each flawed
bundle has a twin differing only in the flaw, that questions are expected of exactly the flawed
chat plans that should ask, that a span lies once inside the message it names, that a cited
mandate clause exists, and that the batch is the same on every run.

Batches V-ZE each kept a copy of these checks and of the helpers under them; the tests of a
batch call them with the batch's own seed, kinds and case-id tag, and keep the checks of its
register (the forms it writes) to themselves.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from quantward_cli.bench.reviews_heldout import HeldOutCase

#: what a twin may differ in from its flawed bundle, by kind (the rest is the same bundle)
MAY_DIFFER: dict[str, set[str]] = {
    "invented_limit": {"user_messages", "contract.constraints"},  # the limit stated and cited
    "false_provenance": {"contract.constraints"},
    "mandate_breach": {"contract.constraints"},
    # the value, or the grant (in the mandate's fields or its mandate message)
    "range_assumption": {"contract.constraints", "mandate", "user_messages"},
    # the objective, and the solver that follows from it
    "objective": {"contract.objective", "contract.objective_kind", "contract.methods"},
    "stated_leakage": {
        "reasoning",
        "contract.interpretation",
        "contract.methods",
        "contract.evidence",
    },
    "trend_claim": {"answer"},
}

#: the kinds whose flawed chat plans should ask the client rather than go on
ASKING_KINDS = ("invented_limit", "false_provenance")


def differences(a: HeldOutCase, b: HeldOutCase) -> set[str]:
    """The bundle fields (and contract fields, as "contract.<field>") in which `a` and `b`
    differ."""
    one: dict[str, Any] = a.bundle.model_dump(mode="json")
    two: dict[str, Any] = b.bundle.model_dump(mode="json")
    found = {k for k in one if k != "contract" and one[k] != two[k]}
    contract_one, contract_two = one["contract"], two["contract"]
    found |= {f"contract.{k}" for k in contract_one if contract_one[k] != contract_two[k]}
    return found


def texts_of(cases: Sequence[HeldOutCase], kind: str | None = None) -> str:
    """Every text of the bundles (of one kind): messages, mandates, reasoning, answers and the
    contract's prose, one per line, for a register's checks to find its forms in."""
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


def check_twins_differ_only_in_the_flaw(
    cases: Sequence[HeldOutCase], *, seed: int, kinds: Sequence[str], tag: str, per_kind: int = 24
) -> None:
    """`per_kind` flawed bundles of each kind, named `heldout{seed}/{kind}/{i}{tag}`, each with
    a twin under the same policy that differs from it only where its kind may."""
    assert len(cases) == 2 * per_kind * len(kinds)
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(kinds, per_kind)
    assert Counter(c.kind for c in cases if not c.flawed) == dict.fromkeys(kinds, per_kind)
    for case in cases:
        if not case.flawed:
            continue
        assert re.fullmatch(rf"heldout{seed}/{case.kind}/\d+{tag}", case.case_id)
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert twin.bundle.policy == case.bundle.policy
        found = differences(case, twin)
        assert found, case.case_id
        assert found <= MAY_DIFFER[case.kind], (case.case_id, found)


def check_both_modes_in_every_kind(cases: Sequence[HeldOutCase], kinds: Sequence[str]) -> None:
    """Flawed chat and strategy plans in every kind, so that neither mode goes untested."""
    for kind in kinds:
        modes = {c.bundle.policy for c in cases if c.kind == kind and c.flawed}
        assert modes == {"chat", "strategy"}, kind


def _never(case: HeldOutCase) -> bool:
    return False


def check_questions_only_of_flawed_chat_plans(
    cases: Sequence[HeldOutCase], *, unasked: Callable[[HeldOutCase], bool] = _never
) -> None:
    """A question expected of every flawed chat plan of the asking kinds, and of nothing else;
    `unasked` names the flawed chat plans a batch expects revised rather than asked about."""
    asked = [c for c in cases if c.question_expected]
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == set(ASKING_KINDS)
    for case in cases:
        wanted = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ASKING_KINDS
            and not unasked(case)
        )
        assert case.question_expected == wanted, case.case_id


def _has_a_digit(span: str) -> bool:
    return any(ch.isdigit() for ch in span)


def check_spans_lie_once_in_their_messages(
    cases: Sequence[HeldOutCase], *, says_a_value: Callable[[str], bool] = _has_a_digit
) -> None:
    """Every cited span lies inside the message it names, says a value (a figure, unless the
    batch writes values in words too) and stands in that message once, so it is unambiguous."""
    for case in cases:
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "user_message":
                continue
            assert constraint.span is not None, case.case_id
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            span = text[constraint.span.start : constraint.span.end]
            assert says_a_value(span), (case.case_id, span)
            assert text.lower().count(span.lower()) == 1, (case.case_id, span)


def _at(mandate: Any, ref: str) -> Any:
    """What the key path `ref` reaches in `mandate`: a list's index, or a mapping's key, which
    may itself hold dots ("section_4_limits.4.3" reaches the key "4.3")."""
    parts = re.findall(r"[^.\[\]]+", ref)
    node, i = mandate, 0
    while i < len(parts):
        if isinstance(node, list):
            node, i = node[int(parts[i])], i + 1
            continue
        key, i = parts[i], i + 1
        while key not in node and i < len(parts):
            key, i = f"{key}.{parts[i]}", i + 1
        node = node[key]
    return node


def _is_text(node: Any) -> bool:
    return isinstance(node, str)


def check_mandate_clauses_exist(
    cases: Sequence[HeldOutCase], *, is_clause: Callable[[Any], bool] = _is_text
) -> None:
    """A cited mandate clause is a mandate message of the bundle, or a key path into its
    mandate's fields ("ips.restrictions[1]", "part_c.2": a list's index or a numbered key) that
    ends at the clause: its text, unless the batch says what else a clause may be (`is_clause`,
    such as a configuration's value)."""
    for case in cases:
        ids = {m.message_id for m in case.bundle.user_messages if m.kind == "mandate"}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "mandate_clause":
                continue
            ref = str(constraint.provenance_ref)
            assert ref in ids or case.bundle.mandate is not None, case.case_id
            if ref not in ids:  # a key path into the mandate's fields
                assert is_clause(_at(case.bundle.mandate, ref)), (case.case_id, ref)


def check_deterministic(generate: Callable[[], Sequence[HeldOutCase]]) -> None:
    """The same case ids and bundles on a second run: the batch depends on its seed only."""
    first = [(c.case_id, c.bundle.model_dump(mode="json")) for c in generate()]
    again = [(c.case_id, c.bundle.model_dump(mode="json")) for c in generate()]
    assert first == again
