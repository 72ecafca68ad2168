"""The orchestrator's pure rules: the brief a run gets, the plan check, the task parameters.

No bus, no model: a template, bound inputs and resolved entities go in, data comes out.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import Mode, PlanPart, TaskParameters
from quantward_orchestrator.domain import (
    ASK_ITEM,
    ASK_SOURCES,
    ResolvedEntity,
    RunSpec,
    check_plan,
    orchestrator_brief,
    task_parameters,
)
from quantward_workflows import bind_inputs, get_template

APPLE = ResolvedEntity("ent_apple_inc", "Apple Inc.", "Apple")
MICROSOFT = ResolvedEntity("ent_microsoft", "Microsoft", "MSFT")
JPM = ResolvedEntity("ent_jpmorgan", "JPMorgan Chase", "JPM")


def template_spec(template_id: str, raw: dict[str, object], *entities: ResolvedEntity) -> RunSpec:
    template = get_template(template_id)
    return RunSpec(
        mode=template.mode,
        template=template,
        inputs=bind_inputs(template, raw),
        question=None,
        entities=list(entities),
    )


def preview() -> RunSpec:
    return template_spec("earnings-preview", {"company": "Apple"}, APPLE)


def portfolio() -> RunSpec:
    return template_spec(
        "market-neutral-portfolio", {"companies": "AAPL,MSFT,JPM"}, APPLE, MICROSOFT, JPM
    )


def question_spec(mode: Mode = "chat") -> RunSpec:
    return RunSpec(
        mode=mode,
        template=None,
        inputs=None,
        question="What did Apple say about its guidance?",
        entities=[APPLE],
    )


def part(
    part_id: str, item: str | None, *entity_ids: str, question: str = "a question"
) -> PlanPart:
    return PlanPart(part_id=part_id, question=question, entity_ids=entity_ids, plan_item_id=item)


def full_plan(spec: RunSpec) -> list[PlanPart]:
    """One part per pinned question, per company where the item is asked per company."""
    brief = orchestrator_brief(spec)
    parts = []
    for item in brief.plan:
        if item.scope == "per_company":
            for entity in spec.entities:
                slug = entity.entity_id.removeprefix("ent_")
                parts.append(part(f"{item.id}.{slug}", item.id, entity.entity_id))
        else:
            parts.append(part(item.id, item.id, *(e.entity_id for e in spec.entities)))
    return parts


# --- the brief ----------------------------------------------------------------------------------


def test_a_template_brief_pins_questions_output_sources_and_point_in_time() -> None:
    spec = preview()
    brief = orchestrator_brief(spec)
    template = spec.template
    assert template is not None
    assert brief.template_id == "earnings-preview"
    assert brief.mode == "chat"
    assert brief.as_of == date(2022, 12, 28)  # the template's default as_of
    assert brief.entities[0].entity_id == "ent_apple_inc"
    assert [i.id for i in brief.plan] == [i.id for i in template.plan]
    # per-company questions keep the placeholder for each part; the rest is filled in
    guidance = next(i for i in brief.plan if i.id == "last_guidance")
    assert "{company}" in guidance.question
    assert "2022-12-28" in guidance.question
    assert guidance.document_types == ("transcript",)
    assert "guidance" in guidance.look_for
    assert brief.output.title == "Earnings preview: Apple Inc."
    assert [s.title for s in brief.output.sections] == [s.title for s in template.output.sections]
    [table] = brief.output.tables
    assert table.title == "EPS history"
    assert table.columns[0] == "Quarter"
    assert brief.output.risks_minimum == 1
    assert brief.allowed_sources == template.sources.allow


def test_an_all_companies_question_names_every_company_once() -> None:
    brief = orchestrator_brief(portfolio())
    items = {i.id: i for i in brief.plan}
    assert items["return_risk"].scope == "all_companies"
    assert "{company}" not in items["return_risk"].question
    assert "{company}" in items["position_risks"].question
    assert "max position weight 10%" in items["optimised_portfolio"].question
    assert brief.as_of == date(2022, 12, 28)  # the end of the window: no date input
    assert brief.mode == "strategy"
    assert brief.output.risks_minimum == 2


@pytest.mark.parametrize("mode", ["chat", "strategy"])
def test_a_free_question_is_one_item_per_company_from_every_source(mode: str) -> None:
    brief = orchestrator_brief(question_spec(mode))
    assert brief.mode == mode
    assert brief.template_id is None
    assert brief.as_of is None
    assert brief.question == "What did Apple say about its guidance?"
    [item] = brief.plan
    assert item.id == ASK_ITEM
    assert item.scope == "per_company"
    assert item.question == "What did Apple say about its guidance?"
    assert [s.title for s in brief.output.sections] == ["Answer"]
    assert brief.output.sections[0].from_plan == (ASK_ITEM,)
    assert brief.output.risks_minimum == 1
    assert brief.allowed_sources == ASK_SOURCES


def test_run_spec_reads_point_in_time_window_and_mandate_from_the_inputs() -> None:
    spec = portfolio()
    assert spec.window is not None
    assert (spec.window.start, spec.window.end) == (date(2020, 1, 1), date(2022, 12, 28))
    assert spec.as_of == spec.window.end
    assert spec.mandate is not None
    assert spec.mandate.max_position_weight == pytest.approx(0.10)
    assert spec.allowed_sources == get_template("market-neutral-portfolio").sources.allow
    assert spec.names() == {
        "ent_apple_inc": "Apple Inc.",
        "ent_microsoft": "Microsoft",
        "ent_jpmorgan": "JPMorgan Chase",
    }
    free = question_spec()
    assert (free.as_of, free.window, free.mandate) == (None, None, None)
    assert free.allowed_sources == ASK_SOURCES


# --- the plan check -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "spec", [preview(), portfolio(), question_spec()], ids=["template", "companies", "question"]
)
def test_a_plan_covering_every_question_for_every_company_is_accepted(spec: RunSpec) -> None:
    assert check_plan(full_plan(spec), orchestrator_brief(spec)) == []


def test_a_plan_that_drops_a_pinned_question_is_refused_naming_it() -> None:
    spec = preview()
    parts = [p for p in full_plan(spec) if p.plan_item_id != "price_trend"]
    problems = check_plan(parts, orchestrator_brief(spec))
    assert len(problems) == 1
    assert "plan item 'price_trend'" in problems[0]
    assert "is not covered" in problems[0]
    assert "shares moved" in problems[0]  # the question itself, so the model knows what to add


def test_a_per_company_question_must_be_asked_for_every_company() -> None:
    spec = portfolio()
    parts = [
        p
        for p in full_plan(spec)
        if not (p.plan_item_id == "position_risks" and p.entity_ids == ("ent_jpmorgan",))
    ]
    problems = check_plan(parts, orchestrator_brief(spec))
    assert problems == ["plan item 'position_risks' is not covered for JPMorgan Chase"]


def test_an_all_companies_question_must_be_about_every_company() -> None:
    # "Cover every question of the brief for every company it is about": a portfolio question
    # asked about two of three companies drops the third from the optimisation.
    spec = portfolio()
    parts = [
        part("return_risk", "return_risk", "ent_apple_inc", "ent_microsoft")
        if p.plan_item_id == "return_risk"
        else p
        for p in full_plan(spec)
    ]
    problems = check_plan(parts, orchestrator_brief(spec))
    assert any("return_risk" in p and "JPMorgan Chase" in p for p in problems), problems


def test_entities_that_were_not_resolved_for_the_run_are_refused() -> None:
    spec = preview()
    parts = full_plan(spec)
    parts[0] = part(parts[0].part_id, parts[0].plan_item_id, "ent_apple_inc", "ent_made_up")
    problems = check_plan(parts, orchestrator_brief(spec))
    assert len(problems) == 1
    assert problems[0].startswith("parts[0].entity_ids: ent_made_up not resolved for this run")
    assert "use ent_apple_inc" in problems[0]


def test_a_part_for_a_question_the_run_does_not_ask_is_refused() -> None:
    spec = preview()
    parts = [*full_plan(spec), part("extra", "weather", "ent_apple_inc")]
    problems = check_plan(parts, orchestrator_brief(spec))
    assert len(problems) == 1
    assert problems[0].startswith("parts[4].plan_item_id: 'weather' is not a question of this run")
    assert "calendar_and_record" in problems[0]  # the known questions are listed


def test_a_part_id_used_twice_is_refused() -> None:
    spec = preview()
    parts = full_plan(spec)
    parts[1] = part(parts[0].part_id, parts[1].plan_item_id, "ent_apple_inc")
    problems = check_plan(parts, orchestrator_brief(spec))
    assert problems == [f"parts[1].part_id: {parts[0].part_id!r} is used twice"]


def test_every_problem_is_reported_at_once() -> None:
    spec = preview()
    parts = [part("a", "calendar_and_record", "ent_unknown"), part("a", None)]
    problems = check_plan(parts, orchestrator_brief(spec))
    assert any("used twice" in p for p in problems)
    assert any("ent_unknown not resolved" in p for p in problems)
    assert any("'calendar_and_record' is not covered for Apple Inc." in p for p in problems)
    assert sum("is not covered" in p for p in problems) == 4


def test_a_plan_with_extra_parts_beyond_the_template_is_accepted() -> None:
    # The model owns the path: a follow-up part tied to no pinned question is allowed.
    spec = preview()
    parts = [*full_plan(spec), part("follow_up.8k", None, "ent_apple_inc")]
    assert check_plan(parts, orchestrator_brief(spec)) == []


# --- task parameters ----------------------------------------------------------------------------


def test_task_parameters_carry_names_columns_and_search_hints() -> None:
    spec = preview()
    brief = orchestrator_brief(spec)
    calendar = part("calendar_and_record.apple_inc", "calendar_and_record", "ent_apple_inc")
    params = task_parameters(calendar, brief, spec)
    assert params.entity_names == {"ent_apple_inc": "Apple Inc."}
    assert params.table_columns == (
        "Quarter",
        "Reported",
        "EPS actual",
        "EPS estimate",
        "Surprise",
    )
    assert params.document_types == ()
    guidance = part("last_guidance.apple_inc", "last_guidance", "ent_apple_inc")
    params = task_parameters(guidance, brief, spec)
    assert params.table_columns == ()  # no table draws on this question
    assert params.document_types == ("transcript",)
    assert "outlook" in params.look_for
    assert params.window_start is None
    assert params.mandate == {}


def test_task_parameters_carry_the_window_and_the_mandate() -> None:
    spec = portfolio()
    brief = orchestrator_brief(spec)
    weights = part(
        "optimised_portfolio",
        "optimised_portfolio",
        "ent_apple_inc",
        "ent_microsoft",
        "ent_jpmorgan",
    )
    params = task_parameters(weights, brief, spec)
    assert params.window_start == date(2020, 1, 1)
    assert params.window_end == date(2022, 12, 28)
    assert params.mandate == {
        "max_position_weight": 0.1,
        "max_gross_leverage": 2.0,
        "market_neutral": True,
        "max_net_exposure": 0.0,
        "objective": "Maximise the risk-adjusted return (the Sharpe ratio) of the long/short book.",
    }
    assert params.table_columns == ("Company", "Weight", "Side")
    assert params.entity_names == {
        "ent_apple_inc": "Apple Inc.",
        "ent_microsoft": "Microsoft",
        "ent_jpmorgan": "JPMorgan Chase",
    }


def test_a_part_outside_the_pinned_plan_gets_names_only() -> None:
    spec = question_spec()
    brief = orchestrator_brief(spec)
    params = task_parameters(part("follow_up", None, "ent_apple_inc"), brief, spec)
    assert params == TaskParameters(entity_names={"ent_apple_inc": "Apple Inc."})
