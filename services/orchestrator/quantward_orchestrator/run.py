"""One run, from `run.requested` to `run.completed`: the stages in order.

The harness does what the model must not decide: it binds the template's inputs, resolves every
company to an entity id before anything else, asks the user when a chat run cannot go on
without them (strategy runs fail instead), has a research contract accepted before research
starts, hands the orchestrator agent only its two tools, and releases the answer only when the
grounder resolves every citation (and the validator and the Guardian accept it).
"""

from __future__ import annotations

import asyncio
import logging

from quantward_agents.briefs import render_brief
from quantward_agents.loop import Agent, Budgets
from quantward_agents.tools import Toolbox
from quantward_contracts.events import RunCompletedData, RunRequested
from quantward_llm.port import Message
from quantward_orchestrator.carrying import carry_concerns, carry_grounding
from quantward_orchestrator.contracting import commit_contract
from quantward_orchestrator.domain import orchestrator_brief
from quantward_orchestrator.gateway import RunGateway
from quantward_orchestrator.journal import Run, RunFailedError
from quantward_orchestrator.releasing import release
from quantward_orchestrator.researching import delegate_tool, plan_tool
from quantward_orchestrator.resolving import bind_and_resolve
from quantward_orchestrator.resuming import Resumption
from quantward_orchestrator.state import RunState, apply
from quantward_workflows import TemplateError, bundled_templates, parse_template
from quantward_workflows.routing import route_question

log = logging.getLogger("quantward.orchestrator")

SYSTEM = """\
You orchestrate a research run of quantward. You have two tools and no others: `plan` (commit \
the parts of the research plan) and `delegate` (hand parts to research subagents, who return \
cited answers). You cannot search, read or compute yourself. Cover every question of the brief \
for every company it is about. Compose the final answer only from what the subagents returned, \
keeping their citation marks (`[[src_…#chk_…]]`) exactly as given; add no fact of your own. \
Give the sections, tables and risks the brief's output requires, in that order. When a \
company of the brief has a `why`, say at the top which entity was researched and why."""


def start(request: RunRequested, gateway: RunGateway, resumption: Resumption | None = None) -> Run:
    """The run's first state: its template looked up once (by the gateway), its inputs bound
    once (by `apply`); driven from its record when `resumption` holds one."""
    assert request.run_id is not None
    return Run(apply(fresh_state(request, gateway), request), gateway, resumption)


def fresh_state(request: RunRequested, gateway: RunGateway) -> RunState:
    """The state before the request: the run's id and its template — the user's own, read from
    the text the request carries, or a bundled one looked up by id."""
    assert request.run_id is not None
    data = request.data
    if data.template_id is None:
        # A question that is a template in words runs as that template, with what it states.
        route = route_question(data.question or "", frozenset(bundled_templates()))
        if route is None:
            return RunState.new(request.run_id)
        return RunState.new(
            request.run_id, gateway.template(route.template_id), routed_inputs=route.inputs
        )
    try:
        if data.template is None:
            return RunState.new(request.run_id, gateway.template(data.template_id))
        template = parse_template(data.template.content, source=data.template.name or "template")
    except (TemplateError, LookupError) as exc:
        return RunState.new(request.run_id, template_error=str(exc))
    if template.id != data.template_id:
        return RunState.new(
            request.run_id,
            template_error=f"template_id {data.template_id!r} is not the id the template "
            f"declares ({template.id!r}); send the template's own id",
        )
    return RunState.new(request.run_id, template)


async def drive(run: Run) -> None:
    """Run to completion; whatever happens, the run ends with `run.completed`."""
    try:
        await _stages(run)
    except RunFailedError as exc:
        await run.complete(RunCompletedData(status="failed", error=_why(run, str(exc))))
    except asyncio.CancelledError:
        if run.handed_over:
            # Another instance resumes it from the record and completes it.
            await run.hand_over()
            return
        reason = run.cancellation.reason or "cancelled"
        await run.complete(RunCompletedData(status="cancelled", error=reason))
    except Exception as exc:  # a harness bug ends this run, never the service
        log.exception("run %s failed", run.state.run_id)
        error = f"internal error: {type(exc).__name__}: {exc}"
        await run.complete(RunCompletedData(status="failed", error=error))


def _why(run: Run, error: str) -> str:
    """Why the run failed, with the datasets its researchers were refused, if any: the likely
    cause, in words the requester can act on."""
    refused = run.state.refused_entitlements
    if not refused:
        return error
    return (
        f"{error} — the user who requested this run is not entitled to "
        f"{', '.join(refused)}: the research tools refused that data (ask for the entitlement)"
    )


async def _stages(run: Run) -> None:
    await bind_and_resolve(run)
    # A conversation's follow-up: the earlier answers' sources become citable in this run.
    await carry_grounding(run)
    # A strategy's earlier run may have left concerns open: the first review sees them.
    await carry_concerns(run)
    # Plan commit: nothing is researched before a contract version is accepted.
    await commit_contract(run)
    state = run.state
    spec = state.spec
    brief = orchestrator_brief(spec)
    settings = run.settings
    agent = Agent(
        role="orchestrator",
        agent_id="orchestrator",
        run_id=state.run_id,
        model=run.model,
        toolbox=Toolbox([plan_tool(run, brief), delegate_tool(run, brief)]),
        emit=run.publish,
        producer=run.gateway.producer,
        budgets=Budgets(
            max_turns=settings.orchestrator_max_turns,
            max_tool_calls=20,
            wall_time_s=settings.orchestrator_wall_s,
        ),
        causation_id=state.request_event_id,
        entity_ids=[e.entity_id for e in spec.entities],
    )
    names = ", ".join(e.described() for e in spec.entities)
    prose = spec.question or f"Run the template {spec.template.id if spec.template else ''}."
    messages = [
        Message(role="system", content=SYSTEM),
        Message(role="user", content=f"{prose}\n\nCompanies: {names}.\n\n{render_brief(brief)}"),
    ]
    result = await agent.run(messages, run.cancellation)
    if result.status == "cancelled":
        raise asyncio.CancelledError
    if not result.ok:
        raise RunFailedError(f"the orchestrator stopped: {result.error}")
    if not run.state.plan:
        # The model's own words are not an error message (they may say anything): the record
        # keeps them in agent.model_called.
        raise RunFailedError(
            "no plan was committed: the model answered without calling the plan tool "
            "(its reply is in the run record, agent.model_called)"
        )
    if not run.state.answered:
        raise RunFailedError("no delegated part was answered; nothing to compose from")
    uncited = run.state.uncited_entities
    if uncited:
        # Repair rounds cannot cite what no source holds: the user must choose differently.
        names = ", ".join(e.described() for e in uncited)
        raise RunFailedError(
            f"no source the run may use covers {names} up to {spec.as_of}: every research "
            "part about it came back without a citation, so no answer about it could be "
            "checked; choose a company the documents and data cover, or another point in time"
        )
    await release(run, agent, result.messages, result.content)
