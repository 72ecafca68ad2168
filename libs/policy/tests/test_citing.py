"""The writer's spans: the words that state a value, proved by the validator's own check."""

from __future__ import annotations

from pydantic import JsonValue

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_policy.citing import objective_citation, stated_span, value_span
from quantward_validation import validate_provenance

REQUEST = "msg_01hzzzzzzzzzzzzzzzzzzzzzz0"


def _proved(text: str, constraint: Constraint) -> bool:
    contract = ResearchContractBody(interpretation="x", objective="x", constraints=(constraint,))
    checks = validate_provenance(contract, [UserMessage(message_id=REQUEST, text=text)], None)
    return all(c.passed for c in checks)


def test_a_span_runs_from_the_field_s_name_to_its_value_not_to_an_equal_number_elsewhere() -> None:
    text = 'inputs {"cost_bps": 10, "mandate": {"max_position_weight": "10%", "long_only": true}}'
    span = value_span(text, "max_position_weight", 0.1, "fraction")
    assert span is not None
    assert text[span.start : span.end] == 'max_position_weight": "10%'
    flag = value_span(text, "long_only", True, "bool")
    assert flag is not None
    assert text[flag.start : flag.end] == 'long_only": true'
    for name, value, unit, found in (
        ("max_position_weight", 0.1, "fraction", span),
        ("long_only", True, "bool", flag),
    ):
        constraint = Constraint(
            name=name,
            value=value,
            unit=unit,  # type: ignore[arg-type]
            provenance="user_message",
            provenance_ref=REQUEST,
            span=found,
        )
        assert _proved(text, constraint)


def test_prose_names_and_number_words_are_found_and_absent_values_give_no_span() -> None:
    text = "Keep the maximum position weight at twelve percent, please."
    span = value_span(text, "max_position_weight", 0.12, "fraction")
    assert span is not None
    assert text[span.start : span.end].endswith("twelve percent")
    assert value_span(text, "max_position_weight", 0.15, "fraction") is None
    answer = stated_span("Make it 15% per name.", 0.15, "fraction")
    assert answer is not None
    assert (answer.start, answer.end) == (8, 11)


def test_the_objective_is_cited_only_where_the_user_asks_for_it() -> None:
    asks = UserMessage(
        message_id=REQUEST,
        text="Build the book from these names. Tracking error is no concern; we want the "
        "highest return per unit of risk.",
    )
    cited = objective_citation([asks], "maximise_risk_adjusted_return")
    assert cited is not None
    ref, span = cited.ref, cited.span
    assert cited.provenance == "user_message"
    assert ref == REQUEST
    assert "return per unit of risk" in asks.text[span.start : span.end]
    assert objective_citation([asks], "minimise_tracking_error") is None
    template = UserMessage(
        message_id=REQUEST, text="Run template x with inputs {}", kind="template_inputs"
    )
    assert objective_citation([template], "maximise_risk_adjusted_return") is None
    research = objective_citation([template], "research_answer")
    assert research is not None
    assert research.span.end == len(template.text)


def test_an_objective_the_template_mandate_sets_cites_its_clause_and_is_verified() -> None:
    template = UserMessage(
        message_id=REQUEST, text="Run template x with inputs {}", kind="template_inputs"
    )
    mandate: dict[str, JsonValue] = {
        "max_position_weight": 0.1,
        "notes": "Long/short book. The fund seeks the best return per unit of risk it takes.",
    }
    cited = objective_citation(
        [template], "maximise_risk_adjusted_return", mandate, clause_prefix="template:x.mandate."
    )
    assert cited is not None
    assert cited.provenance == "mandate_clause"
    assert cited.ref == "template:x.mandate.notes"
    assert "return per unit of risk" in str(mandate["notes"])[cited.span.start : cited.span.end]
    contract = ResearchContractBody(
        interpretation="i",
        objective="o",
        objective_kind="maximise_risk_adjusted_return",
        objective_provenance=cited.provenance,
        objective_ref=cited.ref,
        objective_span=cited.span,
    )
    [ok] = validate_provenance(contract, [template], mandate)
    assert ok.passed, ok.message
    assert "mandate clause template:x.mandate.notes" in ok.message
    # the user's own words come first: a request stating another objective is not overridden
    asks = UserMessage(message_id=REQUEST, text="Minimise the variance of the book.")
    assert objective_citation([asks], "maximise_risk_adjusted_return", mandate) is None
    # a clause that states another objective is not cited
    assert objective_citation([template], "minimise_tracking_error", mandate) is None
