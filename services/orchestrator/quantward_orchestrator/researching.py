"""The orchestrator agent's only two tools: commit the plan, delegate its parts.

The plan is checked against the brief (every pinned question for every resolved company) before
it is committed; delegated parts go to researchers, who return cited answers and the sources
behind them, which the run's state adopts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from quantward_agents.briefs import OrchestratorBrief
from quantward_agents.tools import CallContext, Tool, ToolError
from quantward_contracts.events import (
    RunPlanned,
    RunPlannedData,
    TaskDelegated,
    TaskDelegatedData,
)
from quantward_contracts.values import PlanPart
from quantward_grounding.sharing import shared_sources
from quantward_orchestrator.domain import check_plan
from quantward_orchestrator.gateway import expecting
from quantward_orchestrator.handoff import current_plan, task_inputs
from quantward_orchestrator.journal import Run

#: how many of the run's sources a researcher inherits (the most recent ones)
INHERITED_SOURCES = 50


class PartArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    part_id: str = Field(pattern=r"^[a-z0-9][a-z0-9_\-.]{0,80}$")
    question: str = Field(min_length=1)
    entity_ids: list[str] = Field(default_factory=list)
    plan_item_id: str | None = None
    approach: str | None = None


class PlanArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    parts: list[PartArgs] = Field(min_length=1)
    rationale: str = ""


class DelegateArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    part_ids: list[str] = Field(min_length=1, description="Parts of the committed plan.")
    notes: str = Field(
        default="", description="Added to each part's instructions, e.g. requested changes."
    )


def plan_tool(run: Run, brief: OrchestratorBrief) -> Tool[PlanArgs]:
    async def plan(args: PlanArgs, ctx: CallContext) -> dict[str, Any]:
        parts = [PlanPart.model_validate_json(p.model_dump_json()) for p in args.parts]
        problems = check_plan(parts, brief)
        if problems:
            raise ToolError("plan refused: " + "; ".join(problems))
        version = run.state.plan_version + 1
        await run.publish(
            RunPlanned(
                **run.envelope(),
                entity_ids=tuple(dict.fromkeys(e for p in parts for e in p.entity_ids)),
                data=RunPlannedData(
                    version=version,
                    parts=tuple(parts),
                    template_id=brief.template_id,
                    rationale=args.rationale,
                ),
            )
        )
        return {"accepted": True, "version": version, "parts": len(parts)}

    return Tool(
        "plan",
        "Commit the research plan: its parts, each a question about resolved companies. "
        "Every question of the brief must be covered for every company it is about.",
        PlanArgs,
        plan,
    )


def delegate_tool(run: Run, brief: OrchestratorBrief) -> Tool[DelegateArgs]:
    async def delegate_parts(args: DelegateArgs, ctx: CallContext) -> dict[str, Any]:
        committed = current_plan(run.state)
        if not committed:
            raise ToolError("commit a plan first")
        unknown = [p for p in args.part_ids if p not in committed]
        if unknown:
            raise ToolError(
                f"unknown part id(s) {', '.join(unknown)}; plan parts: {', '.join(committed)}"
            )
        parts = [committed[p] for p in args.part_ids]
        return {"results": await delegate(run, brief, parts, notes=args.notes)}

    return Tool(
        "delegate",
        "Hand plan parts to research subagents (all at once, in parallel); returns each "
        "part's cited answer. Keep their citation marks when you quote them.",
        DelegateArgs,
        delegate_parts,
    )


async def delegate(
    run: Run, brief: OrchestratorBrief, parts: Sequence[PlanPart], *, notes: str = ""
) -> list[dict[str, Any]]:
    """Delegate the parts at once and wait for every researcher's answer."""
    state = run.state
    spec = state.spec
    # the conversation's carried sources always, then the most recent of the run's own
    recent = {s.source_id: s for s in (*state.given, *state.sources[-INHERITED_SOURCES:])}
    inherited = shared_sources(recent.values())
    tasks = [
        TaskDelegated(
            **run.envelope(),
            entity_ids=part.entity_ids,
            data=TaskDelegatedData(
                task_id=run.ids.derive("tsk", part.part_id, part.question, notes),
                instructions=f"{part.question}\n\n{notes}".strip(),
                as_of=spec.as_of,
                part_id=part.part_id,
                approach=part.approach,
                allowed_sources=spec.allowed_sources,
                parameters=task_inputs(state, part, brief),
                inherited=inherited,
                carried_source_ids=tuple(s.source_id for s in state.given),
                entitlements=state.request.data.entitlements if state.request else None,
            ),
        )
        for part in parts
    ]
    task_ids = [t.data.task_id for t in tasks]
    await run.progress("researching", f"{len(tasks)} task(s) delegated to researchers")
    try:
        await run.request(
            expecting("task", task_ids), tasks, run.settings.orchestrator_task_timeout_s
        )
    except TimeoutError as exc:
        raise ToolError(
            "researchers did not answer in time; are researcher processes running?"
        ) from exc
    results = []
    for part, task_id in zip(parts, task_ids, strict=True):
        done = run.state.tasks[task_id]
        results.append(
            {
                "part_id": part.part_id,
                "plan_item_id": part.plan_item_id,
                "task_id": task_id,
                "entity_ids": list(part.entity_ids),
                "question": part.question,
                "status": done.status,
                "answer": done.answer,
                "error": done.error,
                "citations": [c.mark for c in done.citations],
            }
        )
    failed = sum(1 for r in results if r["status"] != "succeeded")
    await run.progress("composing", f"{len(results) - failed} of {len(results)} task(s) answered")
    return results
