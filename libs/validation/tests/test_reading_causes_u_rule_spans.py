"""The cause batch U showed in a mandate that keeps a compliance engine's rule export: the
export is read as the prose a schedule writes (`limit_roles`), but what the readers report
points at the mandate's own words. A clause keeps its text as written, each bound's span and
quote are the value as the export writes it ("0.035", not the rewritten "3.5%"), and a
contract's span into the export line proves the value. Exports written here, in no batch.
"""

from __future__ import annotations

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan
from quantward_validation.limit_roles import read_rules
from quantward_validation.mandate import clauses
from quantward_validation.provenance import validate_provenance

_EXPORT = (
    "Engine dump, book GLB-4:\n"
    "RULE_ID=LIQ_3; TYPE=MIN; THRESHOLD=0.035; ALERT=0.04; STATUS=ACTIVE\n"
    "RULE_ID=SEC_2; TYPE=MAX; THRESHOLD=0.22; STATUS=RETIRED\n"
    "RULE_ID=GROSS_1; TYPE=MAX; LIMIT=1.60; STATUS=ACTIVE\n"
    "Any one issuer: at most 4.5 %\n"
)


def _clause() -> tuple[str, list[tuple[str, str, int, int]]]:
    (clause,) = clauses({"engine": _EXPORT})
    return clause.text, [(b.subject, b.text, b.start, b.end) for b in clause.bounds]


def test_the_clause_keeps_the_mandates_own_words() -> None:
    text, _ = _clause()
    assert text == _EXPORT


def test_each_bound_points_at_the_value_as_the_export_writes_it() -> None:
    text, bounds = _clause()
    by_subject = {subject: (quote, start, end) for subject, quote, start, end in bounds}
    assert by_subject["cash_weight"][0] == "0.035"
    assert by_subject["max_gross_leverage"][0] == "1.60"
    # the prose after the export keeps its words and its offsets in the original
    quote, start, end = by_subject["max_position_weight"]
    assert text[start:end] == quote == "4.5 %"
    for _, quote, start, end in bounds:
        assert text[start:end] == quote


def test_a_span_of_the_rewritten_text_maps_back_to_the_original() -> None:
    read = read_rules(_EXPORT)
    assert "at least 3.5%" in read.text
    at = read.text.index("3.5%")
    start, end = read.original_span(at, at + len("3.5%"))
    assert _EXPORT[start:end] == "0.035"
    after = read.text.index("4.5 %")
    start, end = read.original_span(after, after + 5)
    assert _EXPORT[start:end] == "4.5 %"


def test_a_contract_span_into_the_export_line_proves_the_value() -> None:
    start = _EXPORT.index("0.035")
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        constraints=(
            Constraint(
                name="min_cash_weight",
                value=0.035,
                unit="fraction",
                provenance="mandate_clause",
                provenance_ref="engine",
                span=TextSpan(start=start, end=start + 5),
            ),
        ),
    )
    checks = validate_provenance(contract, (), {"engine": _EXPORT})
    assert all(c.passed for c in checks), [c.message for c in checks]


def _export_checks(text: str, name: str, value: float, unit: str, cited: str | None) -> list[str]:
    at = text.index(cited, text.index("=")) if cited is not None else None
    span = TextSpan(start=at, end=at + len(cited)) if at is not None and cited else None
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        constraints=(
            Constraint(
                name=name,
                value=value,
                unit=unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref="rules",
                span=span,
            ),
        ),
    )
    return [c.message for c in validate_provenance(contract, (), {"rules": text}) if not c.passed]


_BARE = "RULE_ID=SN_4; TYPE=MAX; THRESHOLD=6; ALERT=5.5; STATUS=ACTIVE"


def test_a_bare_percent_threshold_is_stated_with_or_without_a_span() -> None:
    assert _export_checks(_BARE, "max_position_weight", 0.06, "fraction", None) == []
    assert _export_checks(_BARE, "max_position_weight", 0.06, "fraction", "6") == []


def test_a_span_on_the_alert_level_or_on_no_value_proves_nothing() -> None:
    assert _export_checks(_BARE, "max_position_weight", 0.055, "fraction", "5.5")
    assert _export_checks(_BARE, "max_position_weight", 0.06, "fraction", "MAX")
