"""Held-out batch R: its shape, that each flawed bundle and its twin differ only in the flaw,
and that its forms of text copied out of PDFs and scans — line-break hyphens, wrapped units,
running headers and footers, footnotes, ligatures, odd spaces and bullets, flattened tables,
interleaved columns, check boxes and OCR slips — are there."""

from __future__ import annotations

from collections import Counter
from typing import Any

from quantward_cli.bench import reviews_heldout_r
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


def test_batch_r_has_every_kind_with_a_twin_that_differs_only_in_the_flaw() -> None:
    cases = reviews_heldout_r.generate()
    assert len(cases) == 336
    by_id = {c.case_id: c for c in cases}
    assert len(by_id) == len(cases)
    assert Counter(c.kind for c in cases if c.flawed) == dict.fromkeys(reviews_heldout_r.KINDS, 24)
    assert all(c.case_id.startswith(f"heldout{reviews_heldout_r.SEED}/{c.kind}/") for c in cases)
    for case in cases:
        if not case.flawed:
            assert case.case_id.endswith("r/twin"), case.case_id
            continue
        assert case.case_id.endswith("r"), case.case_id
        twin = by_id[f"{case.case_id}/twin"]
        assert twin.kind == case.kind
        assert not twin.flawed
        differences = _differences(case, twin)
        assert differences, case.case_id
        assert differences <= _MAY_DIFFER[case.kind], (case.case_id, differences)


def test_batch_r_expects_questions_of_every_flawed_chat_plan_of_the_two_kinds_only() -> None:
    cases = reviews_heldout_r.generate()
    for case in cases:
        asks = (
            case.flawed
            and case.bundle.policy == "chat"
            and case.kind in ("invented_limit", "false_provenance")
        )
        assert case.question_expected == asks, case.case_id
    assert {c.bundle.policy for c in cases if c.flawed} == {"chat", "strategy"}


def test_every_span_of_batch_r_lies_inside_the_message_it_names() -> None:
    for case in reviews_heldout_r.generate():
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


def test_batch_r_twins_cite_what_was_said_and_flawed_plans_something_else() -> None:
    """A twin's cited span names its value as said; a flawed false provenance cites another
    figure: a deleted, drafted, struck-through, footnoted or other sub-fund's one, or a clause
    number."""
    cases = reviews_heldout_r.generate()
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


def test_batch_r_is_written_as_text_copied_out_of_pdfs_and_scans() -> None:
    said = _said(reviews_heldout_r.generate())
    artefacts = (
        "-\n",  # a word hyphenated across a line break
        "track-\ning error",
        "volatil-\nity",
        "\u00ad",  # a soft hyphen
        "\u00a0%",  # a non-breaking space before the unit
        "\u202f%",  # a narrow one
        "\n%",  # the unit wrapped to the next line
        "ﬁ",
        "ﬂ",
        "aﬃrmed",
        "CONFIDENTIAL – Page ",
        "Investment Management Agreement | Schedule 2 | Page ",
        "Ref. IMA/2025/0417 – Execution version – ",
        "Printed 14.03.2026 09:12 – page ",
        "Investment Policy Statement 2026 – Page ",
        "¹ ",
        "² Hard ",
        "see note 3",
        "[●]",
        " ",
        "▪ ",
        "\no ",
        "“",
        "‘best execution’",
        "☒ ",
        "☐ ",
        " " * 10,  # cells of a flattened table row
        "TBC",
        "Deleted: ",
        "Inserted: ",
        "EXECUTION VERSION",
        "[struck through by hand]",
        "as deﬁned in clause ",
        "applies to the Feeder Fund only",
        "SCHEDULE 2" + " " * 36 + "SCHEDULE 3",  # two columns interleaved
        "No range applies",
        "Fixed level",
        "permitted range",
        "(both inclusive)",
        "Calibration window",
        "01/2009 – 12/2016",
        "Jan-\nuary 2009 to Decem-\nber 2017",
        "2009–\n2018",
        "CY\u00a02009",
        "in-\ncluded",
        "Quarterly Review | Page 3 of 18",
        "across the twelve quarters to Decem-\nber 2022",
        "Q2\u00a02021",
        "H2\u00a02021",
    )
    numbers = ("\u00a0bp", "% p.a.", "\u00a0x", "% of NAV", "\u00a0pp", "\u00a0days", "by c.\u00a0")
    for form in (*artefacts, *numbers):
        assert form in said, repr(form)
    ocr = [c for c in said.split() if c[:1] == "l" and c[1:].isdigit() and len(c) > 1]
    assert ocr, "an OCR slip, l for 1"
    assert any(c[:-1].isdigit() and c.endswith("O") for c in said.split()), "O for 0"


def test_batch_r_trend_claims_cover_its_own_fields() -> None:
    cases = [c for c in reviews_heldout_r.generate() if c.kind == "trend_claim"]
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
    assert {"rd_expense", "dividend_per_share", "cash_conversion_cycle", "roic_pct"} <= fields


def test_batch_r_is_deterministic_by_its_seed() -> None:
    first = [c.bundle.model_dump(mode="json") for c in reviews_heldout_r.generate()]
    again = [c.bundle.model_dump(mode="json") for c in reviews_heldout_r.generate()]
    assert first == again
    assert reviews_heldout_r.SEED == 20261218
