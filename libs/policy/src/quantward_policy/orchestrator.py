"""The offline orchestrator: plan, delegate, compose, with nothing but its two tools.

It turns the pinned plan into parts (one per company for per-company questions), delegates all
of them at once, and composes the answer only from what the researchers returned: their
sentences, tables and risk lines, citation marks included, under the sections, tables and risk
list the template requires. It writes no fact of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final, Literal

from quantward_agents.briefs import REPAIR_MARKER, EntityBrief, OrchestratorBrief, PlanItemBrief
from quantward_contracts.values import PlanPart
from quantward_llm.port import Message, ToolCall
from quantward_policy.conversation import ToolResult, View, tool_results
from quantward_policy.intent import read_question

NOTICE: Final = (
    "_Composed by quantward's offline reference policy: deterministic, no language model; every "
    "statement below is a researcher's cited finding._"
)


#: limits of any answer, said when the researchers named fewer risks than the output requires
FILLER_RISKS: Final = (
    "The evidence comes from the run's allowed sources only; what they do not cover is not "
    "assessed here.",
    "Figures are as reported up to the as-of date; later revisions are not reflected.",
    "Where the cited sources are synthetic (documents, EPS, estimates or fundamentals generated "
    "for the demo), the conclusions illustrate the method and do not describe the real company.",
    "Each finding rests on the passages cited; passages not retrieved may qualify it.",
    "Past figures and price behaviour do not predict what comes next.",
)


def part_id(item: PlanItemBrief, entity: EntityBrief | None) -> str:
    if entity is None:
        return item.id
    slug = re.sub(r"[^a-z0-9_\-.]", "_", entity.entity_id.removeprefix("ent_").lower())
    return f"{item.id}.{slug}"[:80]


#: the research approach that answers each intent of a free question
APPROACH: Final = {
    "returns": "price_stats",
    "volatility": "price_stats",
    "drawdown": "price_stats",
    "change": "change",
    "topic": "topic",
    "lookup": "lookup",
}


def free_approach(brief: OrchestratorBrief) -> str | None:
    """For a free question, the approach its intent needs (None for a template's plan)."""
    if brief.template_id is not None or not brief.question:
        return None
    reading = read_question(brief.question, [e.name for e in brief.entities])
    return APPROACH[reading.intent]


def plan_parts(brief: OrchestratorBrief) -> list[PlanPart]:
    """The parts of the plan: every pinned question, per company where the template says so;
    a free question's parts take the approach its intent needs."""
    parts: list[PlanPart] = []
    names = ", ".join(e.name for e in brief.entities)
    free = free_approach(brief)
    for item in brief.plan:
        if item.scope == "per_company" and brief.entities:
            for entity in brief.entities:
                parts.append(
                    PlanPart(
                        part_id=part_id(item, entity),
                        question=item.question.replace("{company}", entity.name),
                        entity_ids=(entity.entity_id,),
                        plan_item_id=item.id,
                        approach=free or item.approach,
                    )
                )
        else:
            parts.append(
                PlanPart(
                    part_id=part_id(item, None),
                    question=item.question.replace("{company}", names),
                    entity_ids=tuple(e.entity_id for e in brief.entities),
                    plan_item_id=item.id,
                    approach=item.approach,
                )
            )
    return parts


class Answered(View):
    """One delegated part as the `delegate` tool reports it."""

    plan_item_id: str | None = None
    entity_ids: tuple[str, ...] = ()
    question: str = ""
    status: Literal["succeeded", "failed", "cancelled"] | str
    answer: str = ""
    error: str | None = None


class Delegated(View):
    """What the `delegate` tool returns: every part's outcome."""

    results: tuple[Answered, ...] = ()


def next_step(brief: OrchestratorBrief, messages: Sequence[Message]) -> list[ToolCall] | str:
    done = tool_results(messages)
    plans = [d for d in done if d.name == "plan"]
    if not plans or plans[-1].error:
        if len(plans) >= 2:
            return f"The plan was refused twice: {plans[-1].error}"
        parts = plan_parts(brief)
        return [
            ToolCall(
                call_id=f"call_plan_{len(plans) + 1}",
                name="plan",
                arguments={
                    "parts": [p.model_dump(mode="json") for p in parts],
                    "rationale": "Every question the template pins, once per company it is about.",
                },
            )
        ]
    delegations = [d for d in done if d.name == "delegate"]
    repairs = [m.content for m in messages if m.role == "user" and REPAIR_MARKER in m.content]
    if not delegations or len(delegations) <= len(repairs):
        # First pass, or the harness asked for changes since the last delegation: the parts
        # are researched again with the requested changes attached (the orchestrator cannot
        # fix a finding itself; it has no research tools).
        parts = plan_parts(brief)
        arguments: dict[str, Any] = {"part_ids": [p.part_id for p in parts]}
        if repairs:
            arguments["notes"] = repairs[-1]
        return [
            ToolCall(
                call_id=f"call_delegate_{len(delegations) + 1}",
                name="delegate",
                arguments=arguments,
            )
        ]
    return compose(brief, delegations[-1])


# --- composing --------------------------------------------------------------------------------


def _split(answer: str) -> tuple[list[str], list[str], list[str]]:
    """A researcher's answer as (prose lines, table lines, risk texts)."""
    prose, rows, risks = [], [], []
    for line in answer.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("|"):
            rows.append(stripped)
        elif stripped.lower().startswith("risk:"):
            risks.append(stripped[5:].strip())
        else:
            prose.append(stripped)
    return prose, rows, risks


def _lead(prose: list[str]) -> list[str]:
    """The first finding of an answer: its first line, and its first item if that introduces a
    list."""
    if not prose:
        return []
    lead = [prose[0]]
    if prose[0].endswith(":") and len(prose) > 1:
        lead.append(prose[1])
    return lead


def _merge_tables(tables: list[tuple[str, list[str]]]) -> list[str]:
    """One table from the researchers' tables of a plan item, with the company when needed."""
    tables = [(label, rows) for label, rows in tables if len(rows) >= 2]
    if not tables:
        return []
    header = tables[0][1][0]
    add_company = len(tables) > 1 and "company" not in header.lower()
    out = [("| Company " if add_company else "") + header]
    out.append("|" + "---|" * (header.count("|") - 1 + (1 if add_company else 0)))
    for label, rows in tables:
        for row in rows[2:]:
            line = (f"| {label} " if add_company else "") + row
            if line not in out:  # two plan items may return the same figures
                out.append(line)
    return out


def compose(brief: OrchestratorBrief, delegation: ToolResult) -> str:
    delegated = delegation.parsed(Delegated)
    if delegated is None:
        return f"The research could not be delegated: {delegation.error}"
    names = {e.entity_id: e.name for e in brief.entities}
    by_item: dict[str, list[Answered]] = {}
    for result in delegated.results:
        by_item.setdefault(str(result.plan_item_id), []).append(result)

    def label(result: Answered) -> str:
        return ", ".join(names.get(i, i) for i in result.entity_ids) or "All companies"

    lines = [f"# {brief.output.title}", "", NOTICE, ""]
    if brief.as_of is not None:
        when = brief.as_of.isoformat()
        lines += [f"As of {when}: nothing published after this date was used.", ""]
    # An entity researched in place of the company named (its debt issuer) is said first.
    lines += [f"*Researched {e.name} ({e.entity_id}): {e.why}.*\n" for e in brief.entities if e.why]
    detailed = [s for s in brief.output.sections if len(s.from_plan) == 1]
    for section in brief.output.sections:
        lines += [f"## {section.title}", ""]
        # A section over several questions that others detail is a summary: lead lines only.
        summary = len(section.from_plan) > 1 and all(
            any(item_id in d.from_plan for d in detailed) for item_id in section.from_plan
        )
        for item_id in section.from_plan:
            for result in by_item.get(item_id, []):
                prose, _, _ = _split(result.answer)
                if result.status != "succeeded":
                    prose = [f"This part could not be answered: {result.error}"]
                elif summary:
                    prose = _lead(prose)
                lines.append(f"**{label(result)}**: {result.question}")
                lines += prose
                lines.append("")
    for spec in brief.output.tables:
        merged = _merge_tables(
            [
                (label(r), _split(r.answer)[1])
                for item_id in spec.from_plan
                for r in by_item.get(item_id, [])
            ],
        )
        lines += [f"## {spec.title}", ""]
        lines += merged or ["No figures were returned for this table."]
        lines.append("")
    if free_approach(brief) is not None:
        # A free question has no template tables: the researchers' own tables, side by side
        # (one table for all companies when they match).
        merged = _merge_tables(
            [(label(r), _split(r.answer)[1]) for results in by_item.values() for r in results]
        )
        if merged:
            title = "Comparison" if len(brief.entities) > 1 else "Side by side"
            lines += [f"## {title}", "", *merged, ""]
    if brief.output.risks_minimum or brief.output.risks_from_plan:
        wanted = set(brief.output.risks_from_plan) or set(by_item)
        risks: list[str] = []
        for item_id in by_item:
            if item_id in wanted:
                for result in by_item[item_id]:
                    for risk in _split(result.answer)[2]:
                        text = f"{label(result)}: {risk}"
                        if text not in risks:
                            risks.append(text)
        for filler in FILLER_RISKS[: max(0, brief.output.risks_minimum - len(risks))]:
            risks.append(filler)
        lines += ["## Risks", ""]
        lines += [f"- {r}" for r in risks]
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
