"""What a run must do, as data: the request, its brief, the plan check, the task parameters.

Pure functions of the request, the template and the resolved entities. The harness pins here
what the model may not change: the questions the template asks (a plan that drops one is
refused), the companies (resolved ids only), the allowed sources and the point in time.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final

from pydantic import JsonValue

from quantward_agents.briefs import (
    EntityBrief,
    OrchestratorBrief,
    OutputBrief,
    PlanItemBrief,
    SectionBrief,
    TableBrief,
)
from quantward_contracts.events import ClarificationOption
from quantward_contracts.values import Mode, PlanPart, ResearchContractBody, TaskParameters
from quantward_workflows import BoundInputs, WorkflowTemplate, render_question
from quantward_workflows.values import DateRange, Mandate

#: the ad-hoc plan of a free question: the one question, per company, from every source
ASK_ITEM: Final = "answer"
ASK_SOURCES: Final = (
    "synthetic-corpus:transcripts",
    "synthetic-corpus:filings",
    "synthetic-corpus:news",
    "earnings-calendar",
    "prices",
    "fundamentals",
)


@dataclass(frozen=True)
class ResolvedEntity:
    entity_id: str
    name: str
    query: str
    #: why this entity stands for the query when it is not the company named (the debt issuer
    #: a template asked for), as the resolver explained it; empty for the company itself
    why: str = ""

    def described(self) -> str:
        """ "Name (ent_…)", with the reason when the entity is not the company named."""
        return f"{self.name} ({self.entity_id}" + (f"; {self.why})" if self.why else ")")


@dataclass(frozen=True)
class RunSpec:
    """Everything pinned about a run once its inputs are bound and its companies resolved."""

    mode: Mode
    template: WorkflowTemplate | None
    inputs: BoundInputs | None
    question: str | None
    entities: Sequence[ResolvedEntity] = ()
    #: the day the request was made: a free question is asked as of then
    requested_on: date | None = None

    @property
    def as_of(self) -> date | None:
        if self.inputs is None:
            return self.requested_on
        for name, spec in self.inputs.template.inputs.items():
            value = self.inputs.values.get(name)
            if spec.type == "date" and isinstance(value, date):
                return value
        window = self.window
        return window.end if window else None

    @property
    def window(self) -> DateRange | None:
        if self.inputs is None:
            return None
        for value in self.inputs.values.values():
            if isinstance(value, DateRange):
                return value
        return None

    @property
    def mandate(self) -> Mandate | None:
        if self.inputs is None:
            return None
        for value in self.inputs.values.values():
            if isinstance(value, Mandate):
                return value
        return None

    @property
    def allowed_sources(self) -> tuple[str, ...]:
        return self.template.sources.allow if self.template else ASK_SOURCES

    def names(self) -> dict[str, str]:
        return {e.entity_id: e.name for e in self.entities}


def numbered(choices: Sequence[ClarificationOption]) -> str:
    """The options as a user answers them: "1. Merck KGaA (ent_merck_kgaa); 2. …"."""
    return "; ".join(f"{n}. {c.label} ({c.option_id})" for n, c in enumerate(choices, 1))


def orchestrator_brief(spec: RunSpec) -> OrchestratorBrief:
    """The orchestrator's brief: pinned questions (`{company}` left for each part), output."""
    entities = tuple(
        EntityBrief(entity_id=e.entity_id, name=e.name, why=e.why) for e in spec.entities
    )
    if spec.template is None or spec.inputs is None:
        question = spec.question or ""
        return OrchestratorBrief(
            mode="chat" if spec.mode == "chat" else "strategy",
            question=question,
            as_of=spec.as_of,
            entities=entities,
            plan=(PlanItemBrief(id=ASK_ITEM, question=question, scope="per_company"),),
            output=OutputBrief(
                title=question,
                sections=(SectionBrief(id=ASK_ITEM, title="Answer", from_plan=(ASK_ITEM,)),),
                risks_minimum=1,
            ),
            allowed_sources=ASK_SOURCES,
        )
    template, inputs = spec.template, resolved_inputs(spec)
    plan = tuple(
        PlanItemBrief(
            id=item.id,
            question=render_question(item, inputs, "{company}")
            if item.scope == "per_company"
            else render_question(item, inputs, ", ".join(e.name for e in spec.entities)),
            scope=item.scope,
            approach=item.approach,
            document_types=tuple(item.document_types),
            look_for=tuple(item.look_for),
        )
        for item in template.plan
    )
    output = template.output
    return OrchestratorBrief(
        mode=template.mode,
        template_id=template.id,
        as_of=spec.as_of,
        entities=entities,
        plan=plan,
        output=OutputBrief(
            title=f"{template.title}: {', '.join(e.name for e in spec.entities)}",
            sections=tuple(
                SectionBrief(id=s.id, title=s.title, from_plan=tuple(s.from_plan))
                for s in output.sections
            ),
            tables=tuple(
                TableBrief(
                    id=t.id, title=t.title, columns=tuple(t.columns), from_plan=tuple(t.from_plan)
                )
                for t in output.tables
            ),
            risks_minimum=output.risks.minimum if output.risks else 0,
            risks_from_plan=tuple(output.risks.from_plan) if output.risks else (),
        ),
        allowed_sources=template.sources.allow,
    )


def resolved_inputs(spec: RunSpec) -> BoundInputs:
    """The inputs with every company as the knowledge graph names it ("AAPL" → "Apple Inc."),
    so the pinned questions name the companies that were resolved, not what was typed."""
    assert spec.inputs is not None
    names = {e.query.casefold(): e.name for e in spec.entities}
    values = dict(spec.inputs.values)
    for name in spec.inputs.template.company_inputs():
        value = values.get(name)
        if isinstance(value, str):
            values[name] = names.get(value.casefold(), value)
        elif isinstance(value, tuple):
            values[name] = tuple(names.get(v.casefold(), v) for v in value)
    return dataclasses.replace(spec.inputs, values=values)


def check_plan(parts: Sequence[PlanPart], brief: OrchestratorBrief) -> list[str]:
    """Why a proposed plan is refused: it must cover every pinned question for every company."""
    problems: list[str] = []
    known = {e.entity_id for e in brief.entities}
    items = {i.id: i for i in brief.plan}
    seen: set[str] = set()
    for index, part in enumerate(parts):
        where = f"parts[{index}]"
        if part.part_id in seen:
            problems.append(f"{where}.part_id: {part.part_id!r} is used twice")
        seen.add(part.part_id)
        unknown = [e for e in part.entity_ids if e not in known]
        if unknown:
            problems.append(
                f"{where}.entity_ids: {', '.join(unknown)} not resolved for this run "
                f"(use {', '.join(sorted(known)) or 'no entity'})"
            )
        if part.plan_item_id is not None and part.plan_item_id not in items:
            problems.append(
                f"{where}.plan_item_id: {part.plan_item_id!r} is not a question of this run "
                f"(known: {', '.join(items)})"
            )
    for item in brief.plan:
        covering = [p for p in parts if p.plan_item_id == item.id]
        if not covering:
            problems.append(f"plan item {item.id!r} ({item.question!r}) is not covered")
            continue
        covered = {e for p in covering for e in p.entity_ids}
        missing = [e.name for e in brief.entities if e.entity_id not in covered]
        if missing:
            # Per company or all at once, a pinned question is about every resolved company:
            # a part that drops one would silently narrow what was asked.
            problems.append(f"plan item {item.id!r} is not covered for {', '.join(missing)}")
    return problems


def table_columns(brief: OrchestratorBrief, plan_item_id: str | None) -> tuple[str, ...]:
    for spec in brief.output.tables:
        if plan_item_id in spec.from_plan:
            return spec.columns
    return ()


#: contract constraints a portfolio task passes to the optimiser
PORTFOLIO_LIMITS: Final = (
    "max_position_weight",
    "max_gross_leverage",
    "market_neutral",
    "max_net_exposure",
    "long_only",
    "max_drawdown",
    "target_volatility",
    "max_turnover",
    "cost_bps",
)


def task_parameters(
    part: PlanPart,
    brief: OrchestratorBrief,
    spec: RunSpec,
    contract: ResearchContractBody | None = None,
) -> TaskParameters:
    """The typed inputs a researcher gets for one part (names, window, mandate, hints).

    The limits come from the accepted contract when there is one: a value the user gave when
    the Guardian asked replaces the template's or an assumed one, so the research uses what was
    agreed, not what was first guessed.
    """
    item = next((i for i in brief.plan if i.id == part.plan_item_id), None)
    names = spec.names()
    window = spec.window
    mandate = spec.mandate
    limits: dict[str, JsonValue] = (
        mandate.model_dump(mode="json", exclude_none=True) if mandate is not None else {}
    )
    if contract is not None:
        for constraint in contract.constraints:
            if constraint.name in PORTFOLIO_LIMITS:
                limits[constraint.name] = constraint.value
    return TaskParameters(
        entity_names={e: names.get(e, e) for e in part.entity_ids},
        window_start=window.start if window is not None else None,
        window_end=window.end if window is not None else None,
        document_types=tuple(item.document_types) if item is not None else (),
        look_for=tuple(item.look_for) if item is not None else (),
        table_columns=table_columns(brief, part.plan_item_id),
        mandate=limits,
    )
