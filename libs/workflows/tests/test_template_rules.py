"""Every rule a template must meet, one test each, asserting the exact field path and reason."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from quantward_workflows import (
    Problem,
    TemplateError,
    WorkflowTemplate,
    template_from_data,
)


def problems(data: dict[str, Any]) -> list[Problem]:
    with pytest.raises(TemplateError) as caught:
        template_from_data(data, source="t.yaml")
    assert caught.value.source == "t.yaml"
    return list(caught.value.problems)


def only(data: dict[str, Any]) -> Problem:
    found = problems(data)
    assert len(found) == 1, found
    return found[0]


def test_the_minimal_template_is_valid(data: dict[str, Any]) -> None:
    template = template_from_data(data, source="t.yaml")
    assert template.id == "tiny-review"
    assert template.plan_ids == ("guidance", "eps")
    assert template.document_sources() == ("synthetic-corpus:transcripts",)
    assert template.data_sources() == ("earnings-calendar",)
    assert template.company_inputs() == ("company",)


def test_the_model_is_frozen(data: dict[str, Any]) -> None:
    template = template_from_data(data, source="t.yaml")
    with pytest.raises(ValidationError):
        template.version = 2  # type: ignore[misc]


# --- shape (pydantic errors, translated) --------------------------------------------------------


def test_unknown_top_level_key_is_named_with_the_allowed_keys(data: dict[str, Any]) -> None:
    data["colour"] = "blue"
    problem = only(data)
    assert problem.field == "colour"
    assert problem.reason == (
        "unknown key 'colour'; allowed keys: id, version, title, description, mode, inputs, "
        "plan, sources, output"
    )


def test_unknown_nested_key_lists_that_models_keys(data: dict[str, Any]) -> None:
    data["plan"][1]["tool"] = "calendar"
    problem = only(data)
    assert problem.field == "plan[1].tool"
    assert "allowed keys: id, question, scope, approach, document_types, look_for" in (
        problem.reason
    )


def test_unknown_key_inside_an_input(data: dict[str, Any]) -> None:
    data["inputs"]["as_of"]["fromat"] = "iso"
    assert only(data).field == "inputs.as_of.fromat"


def test_a_literal_outside_its_choices_lists_them(data: dict[str, Any]) -> None:
    data["plan"][1]["approach"] = "foo"
    problem = only(data)
    assert problem.field == "plan[1].approach"
    assert problem.reason == (
        "'foo' is not one of: search, earnings_calendar, fundamentals, prices, portfolio, python"
    )


def test_an_unknown_document_type_is_named_by_index(data: dict[str, Any]) -> None:
    data["plan"][0]["document_types"] = ["transcript", "memo"]
    problem = only(data)
    assert problem.field == "plan[0].document_types[1]"
    assert problem.reason.startswith("'memo' is not one of: transcript, 10-K, 10-Q, 8-K, news")


def test_an_unknown_input_type(data: dict[str, Any]) -> None:
    data["inputs"]["as_of"]["type"] = "datetime"
    problem = only(data)
    assert problem.field == "inputs.as_of.type"
    assert "'datetime' is not one of: company, companies, date, date_range" in problem.reason


def test_a_missing_required_field(data: dict[str, Any]) -> None:
    del data["mode"]
    assert only(data) == Problem("mode", "required field is missing")


def test_an_empty_input_description(data: dict[str, Any]) -> None:
    data["inputs"]["company"]["description"] = "  "
    assert only(data) == Problem("inputs.company.description", "must not be empty")


def test_version_must_be_at_least_one(data: dict[str, Any]) -> None:
    data["version"] = 0
    assert only(data) == Problem("version", "must be at least 1, got 0")


def test_template_id_must_be_a_hyphenated_slug(data: dict[str, Any]) -> None:
    data["id"] = "Tiny_Review"
    problem = only(data)
    assert problem.field == "id"
    assert "is not a template id" in problem.reason


def test_plan_item_id_must_be_a_slug(data: dict[str, Any]) -> None:
    data["plan"][0]["id"] = "Guidance-1"
    data["output"]["sections"][0]["from_plan"] = ["eps"]
    problem = only(data)
    assert problem.field == "plan[0].id"
    assert "is not an id" in problem.reason


def test_an_empty_plan_says_so_without_a_second_error(data: dict[str, Any]) -> None:
    data["plan"] = []
    assert only(data) == Problem("plan", "must not be empty")


def test_one_bad_item_is_not_also_reported_as_a_too_short_list(data: dict[str, Any]) -> None:
    data["output"]["sections"] = [{"id": "summary", "title": "S", "from_plan": ["eps"], "x": 1}]
    assert [p.field for p in problems(data)] == ["output.sections[0].x"]


def test_no_inputs_is_an_error(data: dict[str, Any]) -> None:
    data["inputs"] = {}
    assert only(data) == Problem("inputs", "must not be empty")


def test_a_list_where_a_mapping_belongs(data: dict[str, Any]) -> None:
    data["sources"] = ["prices"]
    problem = only(data)
    assert problem.field == "sources"
    assert problem.reason.startswith("expected a mapping")


def test_an_unknown_source(data: dict[str, Any]) -> None:
    data["sources"]["allow"].append("bloomberg")
    problem = only(data)
    assert problem.field == "sources.allow[2]"
    assert "'bloomberg' is not a known source" in problem.reason
    assert "user:<name>" in problem.reason


def test_user_sources_are_allowed_and_badly_spelt_ones_are_not(data: dict[str, Any]) -> None:
    data["sources"]["allow"].append("user:desk-notes.v2")
    template_from_data(data, source="t.yaml")
    data["sources"]["allow"].append("user:Desk Notes")
    problem = only(data)
    assert problem.field == "sources.allow[3]"
    assert "a user source is 'user:' then lower-case letters" in problem.reason


def test_every_shape_problem_is_reported_at_once(data: dict[str, Any]) -> None:
    data["version"] = 0
    data["plan"][1]["approach"] = "foo"
    data["extra"] = 1
    assert sorted(p.field for p in problems(data)) == ["extra", "plan[1].approach", "version"]


def test_model_validate_raises_a_validation_error_carrying_the_template_error(
    data: dict[str, Any],
) -> None:
    data["plan"][1]["id"] = "guidance"
    with pytest.raises(ValidationError) as caught:
        WorkflowTemplate.model_validate(data)
    inner = caught.value.errors()[0]["ctx"]["error"]
    assert isinstance(inner, TemplateError)
    assert inner.source == "tiny-review"


# --- cross-field rules ---------------------------------------------------------------------------


def _rename_eps_to_guidance(data: dict[str, Any]) -> None:
    data["plan"][1]["id"] = "guidance"
    data["output"]["sections"][0]["from_plan"] = ["guidance"]
    data["output"]["tables"][0]["from_plan"] = ["guidance"]


def test_plan_ids_are_unique(data: dict[str, Any]) -> None:
    _rename_eps_to_guidance(data)
    assert only(data) == Problem(
        "plan[1].id", "'guidance' is already the id of plan[0]; ids are unique"
    )


def test_section_from_plan_must_name_a_plan_item(data: dict[str, Any]) -> None:
    data["output"]["sections"][0]["from_plan"] = ["guidance", "gudiance"]
    assert only(data) == Problem(
        "output.sections[0].from_plan[1]",
        "'gudiance' is not a plan item id; plan ids: guidance, eps",
    )


def test_table_from_plan_must_name_a_plan_item(data: dict[str, Any]) -> None:
    data["output"]["tables"][0]["from_plan"] = ["nope"]
    assert only(data).field == "output.tables[0].from_plan[0]"


def test_risks_from_plan_must_name_a_plan_item(data: dict[str, Any]) -> None:
    data["output"]["risks"]["from_plan"] = ["eps", "nope"]
    assert only(data).field == "output.risks.from_plan[1]"


def test_section_ids_are_unique(data: dict[str, Any]) -> None:
    data["output"]["sections"].append({"id": "summary", "title": "Again", "from_plan": ["eps"]})
    assert only(data) == Problem(
        "output.sections[1].id", "'summary' is already the id of output.sections[0]; ids are unique"
    )


def test_table_ids_are_unique(data: dict[str, Any]) -> None:
    data["output"]["tables"].append(dict(data["output"]["tables"][0]))
    assert only(data).field == "output.tables[1].id"


def test_a_section_and_a_table_may_share_an_id(data: dict[str, Any]) -> None:
    data["output"]["tables"][0]["id"] = "summary"
    template_from_data(data, source="t.yaml")


def test_table_columns_are_unique(data: dict[str, Any]) -> None:
    data["output"]["tables"][0]["columns"] = ["Quarter", "EPS", "Quarter"]
    assert only(data) == Problem("output.tables[0].columns[2]", "'Quarter' is already column 0")


def test_a_placeholder_must_be_a_declared_input(data: dict[str, Any]) -> None:
    data["plan"][0]["question"] = "What did {company} say before {asof}?"
    assert only(data) == Problem(
        "plan[0].question", "{asof} is not a declared input; declared: company, as_of"
    )


def test_company_placeholder_in_an_all_companies_item_needs_an_input_called_company(
    data: dict[str, Any],
) -> None:
    data["inputs"] = {
        "peers": {"type": "companies", "description": "Peers."},
        "as_of": data["inputs"]["as_of"],
    }
    data["plan"][0]["question"] = "What did {company} say?"
    data["plan"][0]["scope"] = "all_companies"
    data["plan"][1]["question"] = "How did {company}'s EPS compare?"  # per company: fine
    problem = only(data)
    assert problem.field == "plan[0].question"
    assert "{company} means the company a per_company item is about" in problem.reason


def test_company_placeholder_needs_a_company_input(data: dict[str, Any]) -> None:
    data["inputs"] = {"as_of": data["inputs"]["as_of"]}
    for item in data["plan"]:
        item["scope"] = "all_companies"
    data["plan"][0]["question"] = "What changed before {as_of}?"
    assert only(data).field == "plan[1].question"


def test_a_lone_brace_in_a_question(data: dict[str, Any]) -> None:
    data["plan"][1]["question"] = "How did {company}'s EPS compare with {estimates?"
    assert only(data) == Problem(
        "plan[1].question", "a lone '{' or '}'; placeholders are written {input_name}"
    )


def test_per_company_scope_needs_a_company_input(data: dict[str, Any]) -> None:
    data["inputs"] = {"as_of": data["inputs"]["as_of"]}
    data["plan"][0]["question"] = "What changed before {as_of}?"
    data["plan"][1]["question"] = "EPS?"
    data["plan"][1]["scope"] = "all_companies"
    assert only(data) == Problem(
        "plan[0].scope",
        "per_company needs an input of type company or companies; use all_companies",
    )


@pytest.mark.parametrize(
    ("approach", "source"),
    [
        ("earnings_calendar", "earnings-calendar"),
        ("prices", "prices"),
        ("fundamentals", "fundamentals"),
    ],
)
def test_a_data_approach_needs_its_source(data: dict[str, Any], approach: str, source: str) -> None:
    data["plan"][1]["approach"] = approach
    data["sources"]["allow"] = ["synthetic-corpus:transcripts"]
    assert only(data) == Problem(
        "plan[1].approach", f"approach {approach} needs the source '{source}' in sources.allow"
    )


def test_portfolio_needs_prices_and_a_mandate(data: dict[str, Any]) -> None:
    data["plan"][1]["approach"] = "portfolio"
    data["sources"]["allow"] = ["synthetic-corpus:transcripts"]
    found = problems(data)
    assert [p.field for p in found] == ["plan[1].approach", "plan[1].approach"]
    assert "needs the source 'prices'" in found[0].reason
    assert "needs an input of type mandate" in found[1].reason


def test_portfolio_with_prices_and_a_mandate_is_valid(data: dict[str, Any]) -> None:
    data["plan"][1]["approach"] = "portfolio"
    data["sources"]["allow"].append("prices")
    data["inputs"]["mandate"] = {"type": "mandate", "description": "Limits."}
    template_from_data(data, source="t.yaml")


def test_search_needs_a_document_source(data: dict[str, Any]) -> None:
    data["plan"][0]["document_types"] = []
    data["sources"]["allow"] = ["earnings-calendar"]
    problem = only(data)
    assert problem.field == "plan[0].approach"
    assert problem.reason.startswith("approach search needs a document source in sources.allow")


def test_a_user_source_is_a_document_source(data: dict[str, Any]) -> None:
    data["sources"]["allow"] = ["user:desk-notes", "earnings-calendar"]
    data["plan"][0]["document_types"] = ["broker_note", "transcript"]
    template_from_data(data, source="t.yaml")


def test_document_types_only_with_a_search(data: dict[str, Any]) -> None:
    data["plan"][1]["document_types"] = ["8-K"]
    assert only(data) == Problem(
        "plan[1].document_types",
        "document types narrow a search; this item's approach is earnings_calendar",
    )


def test_a_document_type_needs_the_source_that_carries_it(data: dict[str, Any]) -> None:
    data["plan"][0]["document_types"] = ["transcript", "10-Q", "broker_note"]
    found = problems(data)
    assert [p.field for p in found] == [
        "plan[0].document_types[1]",
        "plan[0].document_types[2]",
    ]
    assert "come from synthetic-corpus:filings" in found[0].reason
    assert "come only from user sources" in found[1].reason


def test_a_source_listed_twice(data: dict[str, Any]) -> None:
    data["sources"]["allow"].append("earnings-calendar")
    assert only(data) == Problem(
        "sources.allow[2]", "'earnings-calendar' is listed already (sources.allow[1])"
    )


def test_an_input_name_must_be_a_slug(data: dict[str, Any]) -> None:
    data["inputs"]["Max-Weight"] = {"type": "percent", "description": "w"}
    problem = only(data)
    assert problem.field == "inputs.Max-Weight"
    assert "is not an input name" in problem.reason


def test_a_default_must_be_valid_for_its_type(data: dict[str, Any]) -> None:
    data["inputs"]["max_weight"] = {"type": "percent", "description": "w", "default": "lots"}
    problem = only(data)
    assert problem.field == "inputs.max_weight.default"
    assert problem.reason.startswith("not a valid percent: expected a percentage like '12.5%'")


def test_a_date_default_must_be_a_real_day(data: dict[str, Any]) -> None:
    data["inputs"]["as_of"]["default"] = "2022-02-30"
    problem = only(data)
    assert problem.field == "inputs.as_of.default"
    assert "'2022-02-30' is not a real day" in problem.reason


def test_a_default_must_respect_the_bounds(data: dict[str, Any]) -> None:
    data["inputs"]["quarters"] = {
        "type": "integer",
        "description": "n",
        "default": 9,
        "minimum": 1,
        "maximum": 8,
    }
    assert only(data) == Problem(
        "inputs.quarters.default", "not a valid integer: must be at most 8, got 9"
    )


def test_a_mandate_default_is_checked_field_by_field(data: dict[str, Any]) -> None:
    data["inputs"]["mandate"] = {
        "type": "mandate",
        "description": "Limits.",
        "default": {"max_position_weight": "150%", "leverage": 2},
    }
    problem = only(data)
    assert problem.field == "inputs.mandate.default"
    assert "max_position_weight: must be more than 0% and at most 100%, got 150%" in (
        problem.reason
    )
    assert "leverage: unknown key 'leverage'" in problem.reason


def test_a_default_may_not_read_a_file(data: dict[str, Any]) -> None:
    data["inputs"]["mandate"] = {"type": "mandate", "description": "m", "default": "@m.yaml"}
    problem = only(data)
    assert problem.field == "inputs.mandate.default"
    assert "refers to a file" in problem.reason


def test_a_choice_input_needs_choices(data: dict[str, Any]) -> None:
    data["inputs"]["style"] = {"type": "choice", "description": "s"}
    assert only(data) == Problem("inputs.style.choices", "a choice input needs its choices")


def test_choices_only_for_choice_inputs(data: dict[str, Any]) -> None:
    data["inputs"]["as_of"]["choices"] = ["2022-12-28"]
    assert only(data) == Problem(
        "inputs.as_of.choices", "choices are only for choice inputs, not date"
    )


def test_choices_are_unique(data: dict[str, Any]) -> None:
    data["inputs"]["style"] = {"type": "choice", "description": "s", "choices": ["a", "b", "a"]}
    assert only(data) == Problem("inputs.style.choices[2]", "'a' is choices[0] already")


def test_a_choice_default_must_be_a_choice(data: dict[str, Any]) -> None:
    data["inputs"]["style"] = {
        "type": "choice",
        "description": "s",
        "choices": ["brief", "full"],
        "default": "long",
    }
    assert only(data) == Problem(
        "inputs.style.default", "not a valid choice: 'long' is not one of: brief, full"
    )


def test_bounds_only_for_numeric_and_companies_inputs(data: dict[str, Any]) -> None:
    data["inputs"]["as_of"]["maximum"] = 3
    assert only(data) == Problem(
        "inputs.as_of.maximum",
        "maximum is only for integer, number, percent and companies inputs, not date",
    )


def test_a_companies_bound_is_a_count(data: dict[str, Any]) -> None:
    data["inputs"]["peers"] = {"type": "companies", "description": "p", "minimum": 1.5}
    assert only(data) == Problem(
        "inputs.peers.minimum", "a number of companies, 1 or more, not 1.5"
    )


def test_resolve_as_only_for_company_inputs(data: dict[str, Any]) -> None:
    data["inputs"]["as_of"]["resolve_as"] = "debt_issuer"
    assert only(data) == Problem(
        "inputs.as_of.resolve_as", "resolve_as is only for company and companies inputs, not date"
    )


def test_minimum_not_above_maximum(data: dict[str, Any]) -> None:
    data["inputs"]["w"] = {"type": "number", "description": "w", "minimum": 5, "maximum": 3}
    problems_found = problems(data)
    assert Problem("inputs.w.minimum", "minimum 5 is greater than maximum 3") in problems_found


def test_every_cross_field_problem_is_reported_at_once(data: dict[str, Any]) -> None:
    _rename_eps_to_guidance(data)
    data["plan"][0]["question"] = "{nope}"
    data["output"]["risks"]["from_plan"] = ["x"]
    data["inputs"]["as_of"]["default"] = "soon"
    fields = [p.field for p in problems(data)]
    assert fields == [
        "inputs.as_of.default",
        "plan[0].question",
        "plan[1].id",
        "output.risks.from_plan[0]",
    ]
