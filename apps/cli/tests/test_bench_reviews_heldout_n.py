"""Held-out batch N: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its e-mail and memo forms, written by non-native writers, appear."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_n
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


def test_batch_n_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_n.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_n.KINDS, 24)
    assert all(c.case_id.startswith(f"heldout{reviews_heldout_n.SEED}/{c.kind}/") for c in cases)
    for case in cases:
        if not case.flawed:
            assert case.case_id.endswith("n/twin"), case.case_id
            continue
        assert case.case_id.endswith("n"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_n_expects_questions_of_every_flawed_chat_plan_of_the_two_kinds_only() -> None:
    cases = reviews_heldout_n.generate()
    for case in cases:
        asks = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == asks, case.case_id
    assert {c.bundle.policy for c in cases if c.flawed} == {"chat", "strategy"}


def test_every_span_of_batch_n_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_n.generate():
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


def test_every_mandate_reference_of_batch_n_names_a_clause_or_the_mandate_message() -> None:
    for case in reviews_heldout_n.generate():
        ids = {m.message_id for m in case.bundle.user_messages if m.kind == "mandate"}
        for constraint in case.bundle.contract.constraints:
            if constraint.provenance != "mandate_clause":
                continue
            ref = str(constraint.provenance_ref)
            if ref in ids:
                continue
            node: Any = case.bundle.mandate
            for key in ref.split("."):
                assert isinstance(node, dict), (case.case_id, ref)
                assert key in node, (case.case_id, ref)
                node = node[key]
            assert isinstance(node, str), (case.case_id, ref)


def test_batch_n_writes_as_non_native_colleagues_write_mails_and_memos() -> None:
    said = _said(reviews_heldout_n.generate())
    mail = (
        "From: ",
        "Subject: AW: ",
        "Subject: RE : ",
        "Subject: R: ",
        "Subject: I: ",
        "-----Original Message-----",
        "-------- Original message --------",
        "\n> ",
        "Mit freundlichen Grüßen / Kind regards",
        "Dear colleagues,\n\nplease",
        "Tel. +49 69 2710 4438",
        "This e-mail may contain confidential information",
        "MEMO\n",
        "P.S.: ",
        "Limits_2024_v3.xlsx",
        "please see below the request of our client",
        "(actually EUR 1.250.000.000)",
        "* calculated on the NAV of the last valuation day",
        "--------  ",
    )
    idiom = (
        "We remain at your disposal",
        "Kindly note that",
        "please find below",
        "is fixed at",
        "is not more valid",
        "actually the",
        "Eventually, if the committee",
        "is expired since long time",
        "is limited at",
        "bandwidth",
        "corridor",
        "not in the competence of the manager",
        "the client has changed idea",
    )
    numbers = (
        ",5 %",
        ",5%",
        ",00 %",
        " percent",
        " pct",
        " bp p.a.",
        " basis points",
        "x",
        " % of the NAV",
        " times the NAV",
        f"25{reviews_heldout_n.THIN}000{reviews_heldout_n.THIN}000",
        "01.01.2009 – 30.06.2016",
        "31st of December 2017",
        "(Stichtag)",
        "by approx. ",
        "percentage points",
        "compared with Q4 2021",
        "since the IPO in 2011",
    )
    for form in (*mail, *idiom, *numbers):
        assert form in said, form
    assert "p.a.." not in said
    assert ",," not in said


def test_batch_n_trend_claims_are_about_its_own_series() -> None:
    cases = [c for c in reviews_heldout_n.generate() if c.kind == "trend_claim"]
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
    assert {"ebitda", "order_intake", "equity_ratio", "ebitda_margin"} <= fields
    answers = " ".join(c.bundle.answer or "" for c in cases)
    for shape in ("remained stable", "in every quarter", "in any quarter", "full year 2022"):
        assert shape in answers, shape


def test_batch_n_is_deterministic_by_its_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_n.generate()]
    again = [c.bundle.model_dump(mode="json") for c in reviews_heldout_n.generate()]
    assert first == again
    assert reviews_heldout_n.SEED == 20261214
