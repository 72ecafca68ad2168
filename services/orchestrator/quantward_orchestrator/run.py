"""One run, from `run.requested` to `run.completed`.

The harness does what the model must not decide: it binds the template's inputs, resolves every
company to an entity id before anything else, asks the user when a chat run cannot go on
without them (strategy runs fail instead), hands the orchestrator agent only its two tools,
grounds the draft against what the researchers returned, waits for the grounder's independent
check, and releases the answer only when every citation resolves.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from quantward_agents.briefs import OrchestratorBrief, render_brief
from quantward_agents.loop import Agent, Budgets, Cancellation
from quantward_agents.tools import CallContext, Tool, Toolbox, ToolError
from quantward_contracts import Event, SourceRef, new_id
from quantward_contracts.events import (
    AgentModelCalled,
    AgentToolCalled,
    AnswerDrafted,
    AnswerDraftedData,
    AnswerReleased,
    AnswerReleasedData,
    AnswerValidated,
    ClarificationRequested,
    ClarificationRequestedData,
    EntityResolved,
    MentionsResolved,
    ResolveEntity,
    ResolveEntityData,
    ResolveMentions,
    ResolveMentionsData,
    RunCompleted,
    RunCompletedData,
    RunPlanned,
    RunPlannedData,
    RunProgressed,
    RunProgressedData,
    RunRequested,
    RunStage,
    TaskDelegated,
    TaskDelegatedData,
)
from quantward_contracts.values import (
    CheckResult,
    PlanPart,
    ResearchContractBody,
    ToolCallSummary,
    UserMessage,
)
from quantward_grounding import SourceRegistry, ground
from quantward_grounding.sharing import from_shared, shared_sources
from quantward_llm.port import Message
from quantward_orchestrator import reviews
from quantward_orchestrator.contracting import ContractStage
from quantward_orchestrator.domain import (
    ResolvedEntity,
    RunSpec,
    check_plan,
    orchestrator_brief,
    task_parameters,
)
from quantward_workflows import TemplateError, bind_inputs, get_template

if TYPE_CHECKING:
    from quantward_orchestrator.app import OrchestratorApp

log = logging.getLogger("quantward.orchestrator")

SYSTEM = """\
You orchestrate a research run of quantward. You have two tools and no others: `plan` (commit \
the parts of the research plan) and `delegate` (hand parts to research subagents, who return \
cited answers). You cannot search, read or compute yourself. Cover every question of the brief \
for every company it is about. Compose the final answer only from what the subagents returned, \
keeping their citation marks (`[[src_…#chk_…]]`) exactly as given; add no fact of your own. \
Give the sections, tables and risks the brief's output requires, in that order."""


#: how the harness asks an agent for changes (the offline policies look for it)
REPAIR_MARKER = "Requested changes:"


class RunFailedError(Exception):
    """The run cannot go on; the message is for the user."""


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


class Trace:
    """What the agents visibly did, for the Guardian: reasoning and successful tool calls."""

    RESULT_CHARS = 4_000

    def __init__(self) -> None:
        self.reasoning: list[str] = []
        self.calls: list[ToolCallSummary] = []
        self._mark = (0, 0)

    def observe(self, event: Event) -> None:
        if isinstance(event, AgentModelCalled) and event.data.completion is not None:
            text = event.data.completion.content.strip()
            if text:
                self.reasoning.append(f"{event.data.role}: {text[: self.RESULT_CHARS]}")
        elif isinstance(event, AgentToolCalled) and not event.data.error:
            self.calls.append(
                ToolCallSummary(
                    agent_id=event.data.agent_id,
                    tool=event.data.tool,
                    arguments=event.data.arguments,
                    result=event.data.result[: self.RESULT_CHARS],
                )
            )

    def since_review(self) -> tuple[list[str], list[ToolCallSummary]]:
        return self.reasoning[self._mark[0] :], self.calls[self._mark[1] :]

    def mark_review(self) -> None:
        self._mark = (len(self.reasoning), len(self.calls))


class RunDriver:
    def __init__(self, app: OrchestratorApp, request: RunRequested) -> None:
        assert request.run_id is not None
        self.app = app
        self.request = request
        self.run_id = request.run_id
        self.cancellation = Cancellation()
        self.registry = SourceRegistry(self.run_id, owner="orchestrator")
        self.plan: dict[str, PlanPart] = {}
        self.plan_version = 0
        self.answered = 0
        self.trace = Trace()
        self.user_messages: list[UserMessage] = [self._request_message()]
        self.clarified: list[tuple[str, str, str]] = []
        self.contract_id = new_id("ctr")
        self.contract_version = 0
        self.contract: ResearchContractBody | None = None
        self.last_review_id: str | None = None
        self.answer_checks: tuple[CheckResult, ...] = ()
        self.spec: RunSpec | None = None
        self.brief: OrchestratorBrief | None = None
        self._last: Event = request

    # --- publishing ------------------------------------------------------------------------------

    @property
    def producer(self) -> str:
        return self.app.settings.service_name

    async def publish(self, event: Event) -> None:
        await self.app.bus.publish(event)

    async def record(self, event: Event) -> None:
        """The agents' event sink: published, and kept in the trace the Guardian reviews."""
        self.trace.observe(event)
        await self.app.bus.publish(event)

    def _request_message(self) -> UserMessage:
        data = self.request.data
        if data.question:
            text, kind = data.question, "request"
        else:
            inputs = json.dumps(data.inputs, sort_keys=True, default=str)
            text, kind = f"Run template {data.template_id} with inputs {inputs}", "template_inputs"
        return UserMessage(
            message_id=data.message_id or new_id("msg"),
            text=text,
            kind=kind,  # type: ignore[arg-type]
        )

    def caused(self, **fields: Any) -> dict[str, Any]:
        """Envelope fields of an event this run publishes: its run, caused by the request."""
        return {
            "run_id": self.run_id,
            "producer": self.producer,
            "causation_id": self.request.event_id,
            **fields,
        }

    async def progress(self, stage: RunStage, detail: str = "") -> None:
        await self.publish(
            RunProgressed(**self.caused(data=RunProgressedData(stage=stage, detail=detail)))
        )

    # --- the run ---------------------------------------------------------------------------------

    async def execute(self) -> None:
        try:
            await self._execute()
        except RunFailedError as exc:
            await self._complete("failed", error=str(exc))
        except asyncio.CancelledError:
            await self._complete("cancelled", error=self.cancellation.reason or "cancelled")
        except Exception as exc:  # a harness bug ends this run, never the service
            log.exception("run %s failed", self.run_id)
            await self._complete("failed", error=f"internal error: {type(exc).__name__}: {exc}")

    async def _complete(
        self,
        status: str,
        *,
        answer_id: str | None = None,
        summary: str = "",
        error: str | None = None,
    ) -> None:
        await self.publish(
            RunCompleted(
                **self.caused(
                    data=RunCompletedData(
                        status="succeeded"
                        if status == "succeeded"
                        else "cancelled"
                        if status == "cancelled"
                        else "failed",
                        answer_id=answer_id,
                        summary=summary,
                        error=error,
                    )
                )
            )
        )

    async def _execute(self) -> None:
        data = self.request.data
        await self.progress("resolving", "binding inputs and resolving companies")
        spec = await self._bind()
        spec.entities = await self._resolve(spec)
        self.spec = spec
        names = ", ".join(f"{e.name} ({e.entity_id})" for e in spec.entities)
        await self.progress("planning", f"companies: {names}")
        # Plan commit: nothing is researched before a contract version is accepted.
        self.contract = await ContractStage(self).commit()
        self.brief = brief = orchestrator_brief(spec)
        agent = Agent(
            role="orchestrator",
            agent_id="orchestrator",
            run_id=self.run_id,
            model=self.app.model,
            toolbox=Toolbox([self._plan_tool(), self._delegate_tool()]),
            emit=self.record,
            producer=self.producer,
            registry=self.registry,
            budgets=Budgets(
                max_turns=self.app.settings.orchestrator_max_turns,
                max_tool_calls=20,
                wall_time_s=self.app.settings.orchestrator_wall_s,
            ),
            causation_id=self.request.event_id,
            entity_ids=[e.entity_id for e in spec.entities],
        )
        prose = data.question or f"Run the template {spec.template.id if spec.template else ''}."
        messages = [
            Message(role="system", content=SYSTEM),
            Message(
                role="user", content=f"{prose}\n\nCompanies: {names}.\n\n{render_brief(brief)}"
            ),
        ]
        result = await agent.run(messages, self.cancellation)
        if result.status == "cancelled":
            raise asyncio.CancelledError
        if not result.ok:
            raise RunFailedError(f"the orchestrator stopped: {result.error}")
        if not self.plan:
            raise RunFailedError(f"no plan was committed: {result.content[:300]}")
        if not self.answered:
            raise RunFailedError("no delegated part was answered; nothing to compose from")
        await self._release(agent, result.messages, result.content)

    # --- binding and resolving -------------------------------------------------------------------

    async def _bind(self) -> RunSpec:
        data = self.request.data
        if data.template_id is None:
            if not data.question:
                raise RunFailedError("the request has neither a question nor a template")
            return RunSpec(
                mode=data.mode,
                template=None,
                inputs=None,
                question=data.question,
                requested_on=self.request.time.date(),
            )
        try:
            template = get_template(data.template_id)
        except (TemplateError, LookupError, OSError) as exc:
            raise RunFailedError(str(exc)) from exc
        raw: dict[str, Any] = dict(data.inputs)
        chat = data.mode == "chat"
        try:
            inputs = bind_inputs(template, raw, allow_missing=chat)
        except TemplateError as exc:
            raise RunFailedError(str(exc)) from exc
        for name in inputs.missing:
            spec = template.inputs[name]
            raw[name] = await self.ask(
                f"What {name.replace('_', ' ')} should the {template.title} use? "
                f"({spec.description})",
                f"the template requires `{name}` ({spec.type}) and the request did not give it",
            )
        if inputs.missing:
            try:
                inputs = bind_inputs(template, raw)
            except TemplateError as exc:
                raise RunFailedError(str(exc)) from exc
        return RunSpec(mode=data.mode, template=template, inputs=inputs, question=data.question)

    async def _resolve(self, spec: RunSpec) -> list[ResolvedEntity]:
        as_of = spec.as_of
        if spec.inputs is not None:
            queries = list(spec.inputs.companies())
            results = await asyncio.gather(*(self._resolve_one(q, as_of) for q in queries))
            entities = list(results)
        else:
            entities = await self._resolve_mentions(spec.question or "", as_of)
        unique: dict[str, ResolvedEntity] = {}
        for entity in entities:
            unique.setdefault(entity.entity_id, entity)
        if not unique:
            raise RunFailedError("no company could be resolved for this request")
        return list(unique.values())

    async def _ask_entity(self, query: str, event: EntityResolved | None) -> str:
        if event is not None and event.data.status == "ambiguous":
            options = tuple(a.name for a in event.data.alternatives[:5])
            return await self.ask(
                f"Which company do you mean by '{query}'?",
                f"'{query}' matches several companies and the answer depends on which",
                options,
            )
        return await self.ask(
            f"I could not find a company called '{query}'. Which company do you mean?",
            "every tool needs a resolved company",
        )

    async def _resolve_one(self, query: str, as_of: date | None) -> ResolvedEntity:
        for _attempt in range(3):
            event = await self._request_resolution(query, as_of)
            if event.data.status == "resolved" and event.data.entity_id:
                return ResolvedEntity(
                    event.data.entity_id, event.data.canonical_name or query, query
                )
            if self.request.data.mode != "chat":
                detail = ", ".join(a.name for a in event.data.alternatives[:5])
                raise RunFailedError(
                    f"'{query}' is {event.data.status.replace('_', ' ')}"
                    + (f" (candidates: {detail})" if detail else "")
                    + "; a strategy run does not guess and does not wait for a user"
                )
            answer = await self._ask_entity(query, event)
            picked = next(
                (
                    a
                    for a in event.data.alternatives
                    if a.name.casefold() == answer.strip().casefold()
                ),
                None,
            )
            if picked is not None:
                return ResolvedEntity(picked.entity_id, picked.name, query)
            query = answer
        raise RunFailedError(f"'{query}' could not be resolved after three answers")

    async def _ask_resolver(self, command: Event, about: str = "") -> Event:
        try:
            return await self.app.entity_replies.request(
                command.event_id,
                self.publish(command),
                self.app.settings.orchestrator_reply_timeout_s,
            )
        except TimeoutError as exc:
            raise RunFailedError(f"the resolver did not answer{about} (is it running?)") from exc

    async def _request_resolution(self, query: str, as_of: date | None) -> EntityResolved:
        command = ResolveEntity(
            **self.caused(data=ResolveEntityData(query=query, as_of=as_of, role="issuer"))
        )
        reply = await self._ask_resolver(command, f" for '{query}'")
        assert isinstance(reply, EntityResolved)
        return reply

    async def _resolve_mentions(self, text: str, as_of: date | None) -> list[ResolvedEntity]:
        command = ResolveMentions(**self.caused(data=ResolveMentionsData(text=text, as_of=as_of)))
        reply = await self._ask_resolver(command)
        assert isinstance(reply, MentionsResolved)
        found: list[ResolvedEntity] = []
        for mention in reply.data.mentions:
            if mention.status == "resolved" and mention.entity_id:
                found.append(
                    ResolvedEntity(mention.entity_id, mention.canonical_name or mention.text, text)
                )
            else:
                found.append(await self._resolve_one(mention.text, as_of))
        if not found:
            if self.request.data.mode != "chat":
                raise RunFailedError("the question names no company the knowledge graph knows")
            answer = await self.ask(
                "Which company is this question about?",
                "the question names no company the knowledge graph knows",
            )
            found.append(await self._resolve_one(answer, as_of))
        return found

    # --- clarifications --------------------------------------------------------------------------

    async def ask(self, question: str, reason: str, options: Sequence[str] = ()) -> str:
        """Chat mode: pause the run with the smallest useful question, resume with the answer."""
        answer, _ = await self.ask_with_id(question, reason, options)
        return answer

    async def ask_with_id(
        self, question: str, reason: str, options: Sequence[str] = ()
    ) -> tuple[str, str]:
        """`ask`, also returning the id of the user's answer message (provenance names it)."""
        if self.request.data.mode != "chat":
            raise RunFailedError(f"a strategy run cannot ask the user: {reason}")
        clarification_id = new_id("clr")
        waiter = self.app.clarifications.expect(clarification_id)
        await self.progress("waiting_for_user", question)
        await self.publish(
            ClarificationRequested(
                **self.caused(
                    data=ClarificationRequestedData(
                        clarification_id=clarification_id,
                        question=question,
                        reason=reason,
                        options=tuple(options),
                    )
                )
            )
        )
        try:
            answer = await asyncio.wait_for(
                waiter, timeout=self.app.settings.orchestrator_clarification_timeout_s
            )
        except TimeoutError as exc:
            raise RunFailedError(f"no answer to the question '{question}'") from exc
        finally:
            self.app.clarifications.forget(clarification_id)
        message_id = answer.data.message_id or new_id("msg")
        self.user_messages.append(
            UserMessage(message_id=message_id, text=answer.data.answer, kind="clarification_answer")
        )
        self.clarified.append((question, answer.data.answer, message_id))
        await self.progress("resolving", f"the user answered: {answer.data.answer}")
        return answer.data.answer, message_id

    # --- the orchestrator's two tools ------------------------------------------------------------

    def _plan_tool(self) -> Tool[PlanArgs]:
        async def run(args: PlanArgs, ctx: CallContext) -> dict[str, Any]:
            assert self.brief is not None
            parts = [PlanPart.model_validate_json(p.model_dump_json()) for p in args.parts]
            problems = check_plan(parts, self.brief)
            if problems:
                raise ToolError("plan refused: " + "; ".join(problems))
            self.plan = {p.part_id: p for p in parts}
            self.plan_version += 1
            await self.publish(
                RunPlanned(
                    **self.caused(
                        entity_ids=tuple(dict.fromkeys(e for p in parts for e in p.entity_ids)),
                        data=RunPlannedData(
                            version=self.plan_version,
                            parts=tuple(parts),
                            template_id=self.brief.template_id,
                            rationale=args.rationale,
                        ),
                    )
                )
            )
            return {"accepted": True, "version": self.plan_version, "parts": len(parts)}

        return Tool(
            "plan",
            "Commit the research plan: its parts, each a question about resolved companies. "
            "Every question of the brief must be covered for every company it is about.",
            PlanArgs,
            run,
        )

    def _delegate_tool(self) -> Tool[DelegateArgs]:
        async def run(args: DelegateArgs, ctx: CallContext) -> dict[str, Any]:
            if not self.plan:
                raise ToolError("commit a plan first")
            unknown = [p for p in args.part_ids if p not in self.plan]
            if unknown:
                raise ToolError(
                    f"unknown part id(s) {', '.join(unknown)}; plan parts: {', '.join(self.plan)}"
                )
            parts = [self.plan[p] for p in args.part_ids]
            return {"results": await self._delegate(parts, notes=args.notes)}

        return Tool(
            "delegate",
            "Hand plan parts to research subagents (all at once, in parallel); returns each "
            "part's cited answer. Keep their citation marks when you quote them.",
            DelegateArgs,
            run,
        )

    async def _delegate(
        self, parts: Sequence[PlanPart], *, notes: str = ""
    ) -> list[dict[str, Any]]:
        assert self.spec is not None
        assert self.brief is not None
        inherited = shared_sources(self.registry.own()[-50:])
        tasks: list[tuple[PlanPart, TaskDelegated]] = []
        for part in parts:
            task_id = new_id("tsk")
            tasks.append(
                (
                    part,
                    TaskDelegated(
                        **self.caused(
                            entity_ids=part.entity_ids,
                            data=TaskDelegatedData(
                                task_id=task_id,
                                instructions=f"{part.question}\n\n{notes}".strip(),
                                as_of=self.spec.as_of,
                                part_id=part.part_id,
                                approach=part.approach,
                                allowed_sources=self.spec.allowed_sources,
                                parameters=task_parameters(
                                    part, self.brief, self.spec, self.contract
                                ),
                                inherited=inherited,
                            ),
                        )
                    ),
                )
            )
        waiters = [self.app.task_replies.expect(t.data.task_id) for _, t in tasks]
        await self.app.bus.publish_many([t for _, t in tasks])
        await self.progress("researching", f"{len(tasks)} task(s) delegated to researchers")
        try:
            done = await asyncio.wait_for(
                asyncio.gather(*waiters),
                timeout=self.app.settings.orchestrator_task_timeout_s,
            )
        except TimeoutError as exc:
            raise ToolError(
                "researchers did not answer in time; are researcher processes running?"
            ) from exc
        finally:
            for _, task in tasks:
                self.app.task_replies.forget(task.data.task_id)
        results = []
        for (part, _), completion in zip(tasks, done, strict=True):
            c = completion.data
            status, error = c.status, c.error
            if c.status == "succeeded":
                # The answer's citations come with their sources: adopt them, so the
                # orchestrator can quote what it never read, in this turn or any later one.
                # A source that is not of this run fails only the part that returned it.
                try:
                    self.registry.adopt([from_shared(s, self.run_id) for s in c.sources])
                    self.answered += 1
                except ValueError as exc:
                    status, error = "failed", f"its sources were refused: {exc}"
            results.append(
                {
                    "part_id": part.part_id,
                    "plan_item_id": part.plan_item_id,
                    "task_id": c.task_id,
                    "entity_ids": list(part.entity_ids),
                    "question": part.question,
                    "status": status,
                    "answer": c.answer if status == "succeeded" else "",
                    "error": error,
                    "citations": [x.mark for x in c.citations],
                }
            )
        failed = sum(1 for r in results if r["status"] != "succeeded")
        await self.progress(
            "composing", f"{len(results) - failed} of {len(results)} task(s) answered"
        )
        return results

    # --- grounding and release -------------------------------------------------------------------

    async def _release(self, agent: Agent, messages: list[Message], draft: str) -> None:
        """Ground, validate and review each draft; repair what they find; release only a draft
        that every check and the Guardian accept."""
        answer_id = new_id("ans")
        settings = self.app.settings
        rounds = 1 + settings.orchestrator_review_rounds
        for version in range(1, rounds + 1):
            await self.progress("grounding", f"checking the citations of draft {version}")
            grounded = ground(self.registry, draft)
            drafted = AnswerDrafted(
                **self.caused(
                    entity_ids=agent.entity_ids,
                    data=AnswerDraftedData(
                        answer_id=answer_id,
                        version=version,
                        text=draft,
                        citations=tuple(grounded.citations),
                        contract_id=self.contract_id if self.contract else None,
                        contract_version=self.contract_version if self.contract else None,
                        contract=self.contract,
                        computations=reviews.computations(self.registry.own(), grounded.citations),
                    ),
                )
            )
            if grounded.rejected:
                # Already known to be invalid: repair now rather than wait for the grounder,
                # which holds a draft citing unknown sources until its deadline.
                await self.publish(drafted)
                problems = [
                    f"citation {m} does not resolve to anything the run retrieved"
                    for m in dict.fromkeys(r.mark for r in grounded.rejected)
                ]
            else:
                problems = await self._check_draft(drafted, grounded)
            if not problems and settings.orchestrator_guardian and self.contract is not None:
                decided = await reviews.review(
                    self,
                    "final",
                    subject_id=answer_id,
                    subject_version=version,
                    subject=grounded.text,
                    review_bundle=reviews.bundle(
                        self,
                        "final",
                        self.contract,
                        checks=self.answer_checks,
                        answer=grounded.text,
                        citations=grounded.citations,
                    ),
                )
                if decided.data.decision == "revise":
                    problems = [
                        f"the Guardian: {decided.data.summary}",
                        *decided.data.requested_changes,
                    ]
            if not problems:
                await self._publish_release(answer_id, version, grounded, agent)
                return
            if version == rounds:
                raise RunFailedError(
                    f"draft {version} still does not pass: " + "; ".join(problems)[:1500]
                )
            await self.progress("composing", f"repairing draft {version}: {problems[0][:120]}")
            repair = [
                *messages,
                Message(
                    role="user",
                    content=REPAIR_MARKER + "\n" + "\n".join(f"- {p}" for p in problems),
                ),
            ]
            result = await agent.run(repair, self.cancellation)
            if result.status == "cancelled":
                raise asyncio.CancelledError
            if not result.ok:
                raise RunFailedError(
                    f"the orchestrator could not repair the answer: {result.error}"
                )
            messages, draft = result.messages, result.content

    async def _check_draft(self, drafted: AnswerDrafted, grounded: Any) -> list[str]:
        """The grounder's independent citation check and the validator's exact checks."""
        settings = self.app.settings
        waiter = self.app.citation_replies.expect(drafted.event_id)
        validation = None
        try:
            if settings.orchestrator_validator:
                validation = asyncio.ensure_future(
                    reviews.await_verdict(
                        self, drafted, "validator verdict", settings.orchestrator_reply_timeout_s
                    )
                )
            else:
                await self.publish(drafted)
            try:
                checked = await asyncio.wait_for(
                    waiter, timeout=settings.orchestrator_reply_timeout_s
                )
            except TimeoutError as exc:
                raise RunFailedError(
                    "the grounder did not check the draft (is it running?)"
                ) from exc
            verdict = await validation if validation is not None else None
        finally:
            self.app.citation_replies.forget(drafted.event_id)
            if validation is not None and not validation.done():
                validation.cancel()
        problems = [
            f"citation {m} does not resolve to anything the run retrieved"
            for m in dict.fromkeys(
                [u.mark for u in checked.data.unresolved] + [r.mark for r in grounded.rejected]
            )
        ]
        if isinstance(verdict, AnswerValidated):
            self.answer_checks = tuple(verdict.data.checks)
            problems += [f"[{c.check_id}] {c.message}" for c in verdict.data.checks if not c.passed]
        return problems

    async def _publish_release(
        self, answer_id: str, version: int, grounded: Any, agent: Agent
    ) -> None:
        await self.progress("releasing", f"{len(grounded.citations)} citations resolved")
        text = grounded.text
        synthetic = any(c.synthetic for c in grounded.citations)
        await self.publish(
            AnswerReleased(
                **self.caused(
                    entity_ids=agent.entity_ids,
                    source_refs=tuple(
                        SourceRef(source_id=c.source_id, chunk_id=c.chunk_id)
                        for c in grounded.citations
                    ),
                    data=AnswerReleasedData(
                        answer_id=answer_id,
                        version=version,
                        text=text,
                        citations=tuple(grounded.citations),
                        content_hash=hashlib.sha256(text.encode()).hexdigest(),
                        synthetic_sources=synthetic,
                    ),
                )
            )
        )
        await self._complete(
            "succeeded",
            answer_id=answer_id,
            summary=f"answer with {len(grounded.citations)} citations"
            + (" (synthetic sources)" if synthetic else ""),
        )
