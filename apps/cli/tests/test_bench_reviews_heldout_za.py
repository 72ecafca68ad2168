"""Held-out batch ZA: its shape, that each flawed bundle and its twin differ only in the flaw, and
that its academic forms (LaTeX, errata, referees, sample periods) actually appear."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_za
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


def _all_text(cases: list[HeldOutCase]) -> str:
    parts: list[str] = []
    for case in cases:
        bundle = case.bundle
        parts.extend(m.text for m in bundle.user_messages)
        parts.append(str(bundle.mandate))
        parts.extend(bundle.reasoning)
        parts.append(bundle.answer or "")
        contract = bundle.contract
        parts.append(contract.interpretation)
        parts.extend(str(m.purpose) for m in contract.methods)
        parts.extend(str(e.description) for e in contract.evidence)
    return "\n".join(parts)


def test_batch_za_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_za.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    flawed = Counter(c.kind for c in cases if c.flawed)
    assert flawed == dict.fromkeys(reviews_heldout_za.KINDS, 24)
    for case in cases:
        assert case.case_id.startswith(f"heldout{reviews_heldout_za.SEED}/{case.kind}/")
        if not case.flawed:
            continue
        assert case.case_id.endswith("za")
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_za_expects_questions_only_of_flawed_chat_plans() -> None:
    cases = reviews_heldout_za.generate()
    asked = [c for c in cases if c.question_expected]
    assert asked
    assert all(c.flawed and c.bundle.policy == "chat" for c in asked)
    assert {c.kind for c in asked} == {"invented_limit", "false_provenance"}
    for case in cases:  # every flawed chat plan of those two kinds is asked about
        if case.flawed and case.kind in ("invented_limit", "false_provenance"):
            assert case.question_expected == (case.bundle.policy == "chat"), case.case_id


def test_every_span_of_batch_za_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_za.generate():
        texts = {m.message_id: m.text for m in case.bundle.user_messages}
        for constraint in case.bundle.contract.constraints:
            if constraint.span is None or constraint.provenance != "user_message":
                continue
            text = texts[str(constraint.provenance_ref)]
            assert 0 <= constraint.span.start < constraint.span.end <= len(text), case.case_id
            said = text[constraint.span.start : constraint.span.end]
            assert any(ch.isdigit() for ch in said), (case.case_id, said)


def test_batch_za_cites_the_value_the_flaw_misquotes_and_the_twin_the_right_one() -> None:
    """False provenance: the flawed plan and its twin cite different values (or, for a figure
    stated in per cent throughout, the same span read as a different value)."""
    cases = {c.case_id: c for c in reviews_heldout_za.generate()}
    for case_id, case in cases.items():
        if case.kind != "false_provenance" or not case.flawed:
            continue
        (wrong,) = case.bundle.contract.constraints
        (right,) = cases[f"{case_id}/twin"].bundle.contract.constraints
        assert wrong.value != right.value, case_id
        assert wrong.name == right.name, case_id
        assert wrong.unit == right.unit, case_id


def test_batch_za_writes_as_academics_do() -> None:
    said = _all_text(reviews_heldout_za.generate())
    for form in (
        "$$ ",
        "\\le ",
        "\\ge ",
        "\\sum_i |w_i|",
        "\\sigma_{TE}",
        "\\kappa",
        "\\%",
        " per cent",
        " bp",
        "\\paragraph{To do.}",
        "(A2)",
        "Referee 2",
        "Erratum",
        "counterfactual",
        "in per cent throughout",
        "Problem (P)",
        "Pre-registration",
        "\\begin{tabular}",
        "\\forall t",
        "± ",
        "sensitivity analysis only",
        "\\arg\\max_w",
        "\\arg\\min_w",
        "GMVP",
        "tangency portfolio",
        "\\gamma = 0",
        "In an earlier version",
        "Reply to the referees",
        "2010:01–2020:12",
        "2010M1–2017M6",
        "post-GFC",
        "$r_{i,t+1}$",
        "revised vintage",
        "constituent list as of December 2020",
        "Abstract.",
        "Result 2.",
        "monotonically",
        " pp ",
        " turns ",
        "sample maximum",
        "averaged",
        "pre-GFC sample",
    ):
        assert form in said, form
    assert "{" + "}" not in said  # no unfilled frame field
    for field in ("{noun}", "{Noun}", "{v}", "{task}", "{claim}", "{period}"):
        assert field not in said, field


def test_batch_za_is_deterministic_by_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_za.generate()]
    second = [c.bundle.model_dump(mode="json") for c in reviews_heldout_za.generate()]
    assert first == second
    assert reviews_heldout_za.SEED == 20261227
