"""Held-out batch ZD: its shape, and that each flawed bundle and its twin differ only in the
flaw."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from typing import Any

from quantward_cli.bench import reviews_heldout_zd
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


@cache
def _cases() -> tuple[HeldOutCase, ...]:
    return tuple(reviews_heldout_zd.generate())


def _differences(a: HeldOutCase, b: HeldOutCase) -> set[str]:
    one: dict[str, Any] = a.bundle.model_dump(mode="json")
    two: dict[str, Any] = b.bundle.model_dump(mode="json")
    found = {k for k in one if k != "contract" and one[k] != two[k]}
    contract_one, contract_two = one["contract"], two["contract"]
    found |= {f"contract.{k}" for k in contract_one if contract_one[k] != contract_two[k]}
    return found


def test_batch_zd_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = _cases()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    flawed = Counter(c.kind for c in cases if c.flawed)
    assert flawed == dict.fromkeys(reviews_heldout_zd.KINDS, 24)
    for case in cases:
        assert case.case_id.startswith(f"heldout{reviews_heldout_zd.SEED}/{case.kind}/")
        if not case.flawed:
            continue
        assert case.case_id.endswith("zd")
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert not twin.question_expected
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_zd_expects_questions_exactly_of_flawed_chat_plans_that_assume_or_misquote() -> None:
    for case in _cases():
        expected = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in {"invented_limit", "false_provenance"}
        )
        assert case.question_expected == expected, case.case_id


def test_every_span_of_batch_zd_lies_inside_the_message_it_names() -> None:
    for case in _cases():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said) or " " in said, (case.case_id, said)
            assert text.lower().count(said.lower()) == 1, (case.case_id, said)


def test_both_halves_of_batch_zd_are_written_in_chat_and_in_strategy() -> None:
    for kind in reviews_heldout_zd.KINDS:
        policies = {c.bundle.policy for c in _cases() if c.kind == kind and c.flawed}
        assert policies == {"chat", "strategy"}, kind


def test_batch_zd_writes_in_the_gulf_register() -> None:
    said = " ".join(
        m.text
        + str(c.bundle.mandate)
        + (c.bundle.answer or "")
        + " ".join(c.bundle.reasoning)
        + c.bundle.contract.interpretation
        + " ".join(m.purpose for m in c.bundle.contract.methods)
        + " ".join(e.description for e in c.bundle.contract.evidence)
        for c in _cases()
        for m in c.bundle.user_messages
    )
    for form in (
        "Inshallah",
        "has kindly approved",
        "Kindly disregard my previous email",
        "Resolution No. 2/1446H",
        "has resolved that",
        "murabaha",
        "sukuk",
        "purification",
        "zakat",
        "33% of market capitalisation",
        "1 Muharram 1445H / 19 July 2023",
        "at the discretion of the Fund Manager",
        "The Fund shall not invest more than",
        "per cent. of NAV",
        " pc",
        "bps",
        "% of NAV",
        "Ramadan 1437H",
        "FY2017/18",
        "Rabi al-Awwal 1444H",
        "since the 2014 listing on Tadawul",
        "Alhamdulillah",
        "takaful",
    ):
        assert form in said, form
    assert re.search(r"\b(two|four|six|ten|twenty|twenty-five|forty) per cent\b", said)
    assert "p.a.." not in said
    assert "cent.." not in said


def test_batch_zd_refuses_latitude_in_strategy_only() -> None:
    refused = [
        c
        for c in _cases()
        if c.kind == "range_assumption"
        and c.flawed
        and "discretion on this point"
        in str((c.bundle.mandate, [m.text for m in c.bundle.user_messages]))
    ]
    assert refused
    assert all(c.bundle.policy == "strategy" for c in refused)


def test_batch_zd_is_deterministic_by_seed() -> None:
    again = reviews_heldout_zd.generate()
    assert [c.case_id for c in again] == [c.case_id for c in _cases()]
    assert [c.bundle for c in again] == [c.bundle for c in _cases()]
