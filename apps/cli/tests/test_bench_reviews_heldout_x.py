"""Held-out batch X: its shape, that each flawed bundle and its twin differ only in the flaw, and
that the forms of its register (trustees', consultants', actuaries', insurers' and endowments'
papers) are in it."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from typing import Any

from quantward_cli.bench import reviews_heldout_x
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


@cache
def _cases() -> tuple[HeldOutCase, ...]:
    return tuple(reviews_heldout_x.generate())


def _differences(a: HeldOutCase, b: HeldOutCase) -> set[str]:
    one: dict[str, Any] = a.bundle.model_dump(mode="json")
    two: dict[str, Any] = b.bundle.model_dump(mode="json")
    found = {k for k in one if k != "contract" and one[k] != two[k]}
    contract_one, contract_two = one["contract"], two["contract"]
    found |= {f"contract.{k}" for k in contract_one if contract_one[k] != contract_two[k]}
    return found


def _said(cases: tuple[HeldOutCase, ...], kind: str | None = None) -> str:
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


def test_batch_x_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = _cases()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_x.KINDS, 24)
    assert Counter(c.kind for c in cases if not c.flawed) == dict.fromkeys(
        reviews_heldout_x.KINDS, 24
    )
    for case in cases:
        if not case.flawed:
            continue
        assert re.fullmatch(rf"heldout{reviews_heldout_x.SEED}/{case.kind}/\d+x", case.case_id)
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        assert twin.bundle.policy == case.bundle.policy
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_x_uses_both_modes_for_every_kind() -> None:
    for kind in reviews_heldout_x.KINDS:
        modes = {c.bundle.policy for c in _cases() if c.kind == kind and c.flawed}
        assert modes == {"chat", "strategy"}, kind


def test_batch_x_expects_questions_only_of_flawed_chat_plans_of_two_kinds() -> None:
    cases = _cases()
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


def test_every_span_of_batch_x_lies_inside_the_message_it_names_and_says_it_once() -> None:
    for case in _cases():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "user_message":
                continue
            assert constraint.span is not None, case.case_id
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said) or " per cent" in said, (case.case_id, said)
            assert text.lower().count(said.lower()) == 1, (case.case_id, said)


def test_batch_x_cites_mandate_clauses_that_exist() -> None:
    for case in _cases():
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


def test_false_provenance_twins_cite_the_limit_in_force_and_flaws_another_value() -> None:
    """The flawed bundle records another value than the twin (a draft's, a declined
    recommendation's, a trigger's, the neighbouring paragraph's, or the right figure in the
    wrong unit) for the same limit in the same unit."""
    by_id = {c.case_id: c for c in _cases()}
    for case in _cases():
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (flawed,) = case.bundle.contract.constraints
        (right,) = by_id[f"{case.case_id}/twin"].bundle.contract.constraints
        assert flawed.value != right.value, case.case_id
        assert flawed.name == right.name, case.case_id
        assert flawed.unit == right.unit, case.case_id


def test_batch_x_writes_as_trustees_consultants_and_actuaries_do() -> None:
    cases = _cases()
    forms = {
        "invented_limit": (
            "Trustee meeting, item 6",
            "From the Scheme Secretary",
            "Consultant's note, para 2.4",
            "Endowment office:",
            "Chair of Trustees",
            "the revised SIP",
            "subject to the Scheme Actuary's advice",
            "Scheme Actuary's advice letter",
            "Appendix C, table C.1",
            "SIP&P",
            "tolerance table",
            "2x to 4x",
            "3,412 members",
            "bestuur of the Dutch fund",
            "statement_of_investment_principles",
        ),
        "false_provenance": (
            "consultation draft of the SIP",
            "did not accept that recommendation",
            "once the funding level reaches 107%",
            "Paragraph 7.4",
            "For context only: gilt yields 4.7%",
        ),
        "mandate_breach": (
            "The Trustee's policy is that",
            "Hollis University Endowment",
            "matching_adjustment_portfolio",
            "Statement of Investment Policies and Procedures",
            "4.2 Quantitative limits",
            "investment_governance_framework",
            "250 bps rise in gilt yields",
            "of the SCR",
        ),
        "range_assumption": (
            "The Trustee has delegated to the Investment Sub-Committee",
            "tolerance band",
            "within this corridor",
            "control range",
            "drift corridor",
            "not delegated",
            "was withdrawn",
        ),
        "objective": (
            "Investment Committee resolution 2025/14",
            "funding objective",
            "The Committee did not adopt that.",
            "Draft minute (struck out at the meeting)",
            "Correction from the Chair",
            "index replication of the FTSE All-World",
            "liability hedge",
        ),
        "stated_leakage": (
            "actuarial valuations",
            "Scheme years ending 5 April",
            "years ending 30 June",
            "September 2022 gilt crisis",
            "triennial valuation",
            "de-risking trigger",
            "buy list",
        ),
        "trend_claim": (
            "Covenant update for the Trustee",
            "| Covenant indicator | Comment |",
            "(employer covenant)",
            "Key points for the Scheme Actuary",
            "since the 31 March 2021 valuation date",
            "in each of the last four quarters",
            "ended 2022",
        ),
    }
    for kind, wanted in forms.items():
        said = _said(cases, kind)
        for form in wanted:
            assert form in said, (kind, form)
    assert "{" not in _said(cases, "trend_claim").replace("{'", "")  # no frame left unfilled


def test_batch_x_writes_limits_in_several_number_forms() -> None:
    said = _said(_cases(), "invented_limit")
    for form in (" per cent", ".0%", "% p.a. ex ante", " basis points a year", " times NAV"):
        assert form in said, form
    assert re.search(r"\d bps", said)
    assert re.search(r"\d% of NAV", said)
    assert re.search(r"\d\.\d+x\b", _said(_cases()))
    assert re.search(r"\b[a-z]+ per cent", said)  # a limit in words


def test_trend_claims_of_batch_x_say_horizons_the_series_does_not_cover() -> None:
    said = _said(_cases(), "trend_claim")
    uncovered = (
        "since the 2017 triennial valuation",
        "over the last three valuation cycles",
        "since the scheme closed to future accrual in 2012",
    )
    assert any(h in said for h in uncovered)
    for case in _cases():  # only flawed answers reach back past the series
        if case.kind == "trend_claim" and not case.flawed:
            assert not any(h in (case.bundle.answer or "") for h in uncovered), case.case_id


def test_batch_x_is_deterministic_by_seed() -> None:
    first = [(c.case_id, c.bundle.model_dump(mode="json")) for c in reviews_heldout_x.generate()]
    again = [(c.case_id, c.bundle.model_dump(mode="json")) for c in reviews_heldout_x.generate()]
    assert first == again
    assert reviews_heldout_x.SEED == 20261224
