"""The researcher service: research subagents as a consumer group.

Each `task.delegated` starts a subagent with a clean context: the system rules, its one part of
the plan, and the sources it inherits (content attached), nothing else of the run. It works with
research tools only, grounds its answer against the sources it registered or inherited, and
publishes `task.completed` with the answer, its citations and the cited sources. The delegation
is committed only after the completion is published, so a researcher killed mid-task leaves the
task to another member of the group. Several members per process (`researcher_workers`) and
several processes share the tasks. With `researcher_resume` the member taking a task over reads
the run's record first (`resuming`): a completed task is answered with its recorded completion,
any other continues with its recorded model answers and tool results instead of paying for them
(and applying the tools' effects) again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from quantward_agents.briefs import EntityBrief, ResearcherBrief
from quantward_agents.identities import Identities
from quantward_agents.loop import Agent, Budgets, Cancellation, EventSink
from quantward_agents.recorded import RecordFirstModel, RecordFirstToolbox
from quantward_agents.tools import Toolbox, ToolError
from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, SourceRef, new_id, topics
from quantward_contracts.events import (
    AgentToolCalled,
    CancelRun,
    CodeCompleted,
    CodeCompletedData,
    CodeRequested,
    CodeRequestedData,
    EntityResolved,
    ResolveEntity,
    ResolveEntityData,
    TaskCompleted,
    TaskCompletedData,
    TaskDelegated,
)
from quantward_grounding import SourceRegistry, ground
from quantward_grounding.sharing import from_shared, shared_sources
from quantward_kit.lifecycle import StartStop
from quantward_kit.record_wait import read_when_recorded
from quantward_kit.replies import Waiters
from quantward_llm.port import ChatModel, Message
from quantward_platform.market_data import MarketData
from quantward_records import recorded_events
from quantward_researcher.code_tool import RunCode
from quantward_researcher.prompts import carried_passages, researcher_messages
from quantward_researcher.resuming import TaskRecord
from quantward_researcher.scope import TaskScope
from quantward_researcher.settings import ResearcherSettings
from quantward_researcher.tools import ResearchTools, Resolve
from quantward_search import SearchIndex

if TYPE_CHECKING:
    from quantward_records import RecordStore

log = logging.getLogger("quantward.researcher")


class ResearcherApp(StartStop):
    def __init__(
        self,
        settings: ResearcherSettings,
        bus: EventBus,
        model: ChatModel,
        tools: ResearchTools,
        *,
        instance: str | None = None,
        owns_tools: bool = False,
        records: RecordStore | None = None,
        owns_records: bool = False,
    ) -> None:
        self.settings = settings
        #: the run record a task is taken over from (None: tasks start afresh)
        self.records = records
        self._owns_records = owns_records
        #: the models and toolboxes of the tasks taken over from the record (for their counts)
        self._from_record: list[RecordFirstModel] = []
        self._tools_from_record: list[RecordFirstToolbox] = []
        #: tasks this instance continued from the record
        self.taken_over = 0
        #: tools opened by `build_app` (the search client) are closed with the app
        self._owns_tools = owns_tools
        self.bus = bus
        self.model = model
        self.tools = tools
        self.instance = instance or new_id("msg").removeprefix("msg_")[-10:]
        self._subscriptions: list[Subscription] = []
        self._running: dict[str, dict[str, Cancellation]] = {}
        #: the resolver's answers to this instance's questions, by the asking event's id
        self.resolutions: Waiters[Event] = Waiters()
        #: the sandbox's completions of this instance's code, by the requesting event's id
        self.code_runs: Waiters[Event] = Waiters()
        self._cancelled_runs: dict[str, None] = {}
        self.completed = 0

    @property
    def answered_from_record(self) -> int:
        """Model calls of those tasks answered from the record (not paid again)."""
        return sum(m.answered for m in self._from_record)

    @property
    def tools_answered_from_record(self) -> int:
        """Tool calls of those tasks answered from the record (not run again)."""
        return sum(t.answered for t in self._tools_from_record)

    async def start(self) -> None:
        # One member per process running up to `researcher_workers` tasks at once: tasks are
        # independent (keyed by task id), so they need no per-key order, and a slow task does
        # not hold up the rest of its partition.
        # With a record to take tasks over from, a task whose partition moves in a rebalance
        # is given up at once (its next owner continues it from the record) instead of holding
        # the group's rebalance up until it ends.
        resumable = self.records is not None and self.settings.researcher_workers > 1
        self._subscriptions.append(
            await self.bus.subscribe(
                topics.TASKS,
                group="researcher",
                handler=self.handle,
                accept=[TaskDelegated],
                name=f"researcher-{self.instance}",
                concurrency=self.settings.researcher_workers,
                on_revoke="abandon" if resumable else "finish",
            )
        )
        # Every instance hears every cancellation and every resolver answer (its own group),
        # whoever holds the tasks; answers are matched to this instance's questions by key.
        self._subscriptions.append(
            await self.bus.subscribe(
                [topics.RUNS, topics.ENTITIES, topics.CODE],
                group=f"researcher-control-{self.instance}",
                handler=self.control,
                accept=[CancelRun, EntityResolved, CodeCompleted],
                name=f"researcher-control-{self.instance}",
            )
        )

    async def stop(self) -> None:
        for subscription in self._subscriptions:
            await subscription.close()
        self._subscriptions.clear()
        if self._owns_tools:
            self._owns_tools = False
            await self.tools.search.close()
        if self.records is not None and self._owns_records:
            self._owns_records = False
            self.records.close()

    async def control(self, event: Event) -> None:
        if isinstance(event, EntityResolved):
            if event.causation_id:
                self.resolutions.resolve(event.causation_id, event)
            return
        if isinstance(event, CodeCompleted):
            if event.causation_id:
                self.code_runs.resolve(event.causation_id, event)
            return
        if isinstance(event, CancelRun) and event.run_id:
            self._cancelled_runs[event.run_id] = None
            while len(self._cancelled_runs) > 10_000:
                self._cancelled_runs.pop(next(iter(self._cancelled_runs)))
            for cancellation in self._running.get(event.run_id, {}).values():
                cancellation.cancel(f"run cancelled: {event.data.reason}")

    async def handle(self, event: Event) -> None:
        if not isinstance(event, TaskDelegated) or event.run_id is None:
            return
        run_id, task_id = event.run_id, event.data.task_id
        if run_id in self._cancelled_runs:
            await self._publish(event, "failed", "", error="the run was cancelled")
            return
        record = await self._record_of(event)
        if record.completed is not None:
            # Done before (its completion may not have reached everyone): the same event again.
            log.info("task %s: answered with its recorded completion", task_id)
            await self.bus.publish(record.completed)
            return
        cancellation = Cancellation()
        self._running.setdefault(run_id, {})[task_id] = cancellation
        try:
            await self._research(event, cancellation, record)
        finally:
            running = self._running.get(run_id, {})
            running.pop(task_id, None)
            if not running:
                self._running.pop(run_id, None)

    async def _record_of(self, event: TaskDelegated) -> TaskRecord:
        """The task's part of the run record, once the recorder caught up (tried again with
        backoff while it restarts). Empty without a store, or when the recorder stays behind for
        `researcher_record_wait_s` or the record cannot be read: the task is then done again."""
        records, run_id, task_id = self.records, event.run_id, event.data.task_id
        if records is None or run_id is None:
            return TaskRecord()

        async def behind(waited_s: float, reason: str) -> None:
            log.warning(
                "task %s: waiting for the run record (%.0f s): %s", task_id, waited_s, reason
            )

        try:
            history = await read_when_recorded(
                self.bus,
                lambda: recorded_events(records, run_id),
                limit_s=self.settings.researcher_record_wait_s,
                setting="QW_RESEARCHER_RECORD_WAIT_S",
                on_behind=behind,
            )
        except Exception as exc:  # gone for good, or unreadable: the task is done again, not lost
            log.warning("task %s: its record could not be read (%s)", task_id, exc)
            return TaskRecord()
        return TaskRecord.of(history, task_id)

    def _emitter(
        self, ids: Identities, recorded: frozenset[str], refused: set[str] | None = None
    ) -> EventSink:
        """Publish an agent's event under its derived id, unless the record holds it; note the
        datasets its tool calls were refused for lack of entitlement in `refused`."""

        async def emit(event: Event) -> None:
            if (
                refused is not None
                and isinstance(event, AgentToolCalled)
                and event.data.refused_entitlement
            ):
                refused.add(event.data.refused_entitlement)
            stamped = ids.stamp(event)
            if stamped.event_id not in recorded:
                await self.bus.publish(stamped)

        return emit

    async def _research(
        self, event: TaskDelegated, cancellation: Cancellation, record: TaskRecord
    ) -> None:
        assert event.run_id is not None
        data = event.data
        params = data.parameters
        parent = SourceRegistry(event.run_id, owner="orchestrator")
        try:
            parent.adopt(from_shared(s, event.run_id) for s in data.inherited)
        except ValueError as exc:
            await self._publish(event, "failed", "", error=f"inherited sources refused: {exc}")
            return
        registry = parent.child(data.task_id)
        scope = TaskScope(
            entity_ids=event.entity_ids,
            names=params.entity_names,
            as_of=data.as_of,
            allowed_sources=data.allowed_sources,
            entitlements=data.entitlements,
        )
        brief = ResearcherBrief(
            task_id=data.task_id,
            question=data.instructions,
            approach=data.approach or "search",
            entities=tuple(
                EntityBrief(entity_id=e, name=params.entity_names.get(e, e))
                for e in event.entity_ids
            ),
            as_of=data.as_of,
            window_start=params.window_start,
            window_end=params.window_end,
            document_types=params.document_types,
            look_for=params.look_for,
            allowed_sources=data.allowed_sources,
            table_columns=params.table_columns,
            mandate=params.mandate,
            inherited_marks=tuple(f"[[{s.source_id}]]" for s in data.inherited),
            carried=carried_passages(parent.own(), set(data.carried_source_ids)),
        )
        ids = Identities(f"{event.run_id}/{data.task_id}")
        refused: set[str] = set()
        model: ChatModel = self.model
        if record.model_calls or record.tool_calls:
            self.taken_over += 1
        if record.model_calls:
            model = RecordFirstModel(self.model, record.model_calls)
            self._from_record.append(model)
            log.info(
                "task %s: taken over, %d recorded model call(s), %d tool call(s)",
                data.task_id,
                len(record.model_calls),
                len(record.tool_calls),
            )
        toolbox: Toolbox = self.tools.toolbox(
            scope,
            resolve=self._resolver(event),
            run_code=self._code_runner(event) if self.settings.researcher_python else None,
        )
        if record.tool_calls:
            toolbox = RecordFirstToolbox(toolbox, record.tool_calls, run_id=event.run_id)
            self._tools_from_record.append(toolbox)
        agent = Agent(
            role="researcher",
            agent_id=data.task_id,
            run_id=event.run_id,
            model=model,
            toolbox=toolbox,
            emit=self._emitter(ids, record.recorded, refused),
            ids=ids,
            producer=f"{self.settings.service_name}-{self.instance}",
            registry=registry,
            task_id=data.task_id,
            budgets=Budgets(
                max_turns=data.max_turns,
                max_tool_calls=self.settings.researcher_max_tool_calls,
                wall_time_s=self.settings.researcher_task_wall_s,
            ),
            causation_id=event.event_id,
            entity_ids=event.entity_ids,
        )
        messages: Sequence[Message] = researcher_messages(
            brief, data.instructions, inherited=parent.own()
        )
        result = await agent.run(messages, cancellation)
        turns, calls = result.turns, result.tool_calls
        if result.ok:
            grounded = ground(registry, result.content)
            if not grounded.valid:
                # One chance to repair: the model is told which marks point at nothing.
                bad = ", ".join(r.mark for r in grounded.rejected)
                repair = [
                    *result.messages,
                    Message(
                        role="user",
                        content=f"These citation marks do not resolve to anything this task "
                        f"retrieved: {bad}. Answer again citing only marks tools returned.",
                    ),
                ]
                result = await agent.run(repair, cancellation)
                turns, calls = turns + result.turns, calls + result.tool_calls
                grounded = ground(registry, result.content)
            if result.ok and grounded.valid:
                cited = {c.source_id for c in grounded.citations}
                sources = [s for s in (registry.get(i) for i in sorted(cited)) if s is not None]
                await self._publish(
                    event,
                    "succeeded",
                    result.content,
                    citations=grounded.citations,
                    sources=sources,
                    turns=turns,
                    tool_calls=calls,
                    refused=refused,
                )
                return
            if result.ok:
                bad = ", ".join(r.mark for r in grounded.rejected)
                result.error = f"the answer cites what the task did not retrieve: {bad}"
        await self._publish(
            event,
            "failed",
            result.content,
            error=result.error or result.status,
            turns=turns,
            tool_calls=calls,
            refused=refused,
        )

    def _resolver(self, task: TaskDelegated) -> Resolve:
        async def resolve(query: str, as_of: date | None) -> EntityResolved:
            command = ResolveEntity(
                **task.caused(
                    producer=f"{self.settings.service_name}-{self.instance}",
                    data=ResolveEntityData(query=query, as_of=as_of),
                )
            )
            try:
                answer = await self.resolutions.request(
                    command.event_id, self.bus.publish(command), self.settings.researcher_reply_s
                )
            except TimeoutError as exc:
                raise ToolError("the resolver did not answer (is it running?)") from exc
            assert isinstance(answer, EntityResolved)
            return answer

        return resolve

    def _code_runner(self, task: TaskDelegated) -> RunCode:
        timeout_s = self.settings.researcher_code_timeout_s

        async def run_code(
            code: str, reason: str, entitlements: tuple[str, ...] | None, as_of: date | None
        ) -> CodeCompletedData:
            command = CodeRequested(
                **task.caused(
                    producer=f"{self.settings.service_name}-{self.instance}",
                    entity_ids=task.entity_ids,
                    data=CodeRequestedData(
                        code_run_id=new_id("cod"),
                        source=code,
                        reason=reason,
                        timeout_s=timeout_s,
                        entitlements=entitlements,
                        as_of=as_of,
                        task_id=task.data.task_id,
                    ),
                )
            )
            try:
                answer = await self.code_runs.request(
                    command.event_id,
                    self.bus.publish(command),
                    timeout_s + self.settings.researcher_code_wait_s,
                )
            except TimeoutError as exc:
                raise ToolError("the sandbox did not answer (is it running?)") from exc
            assert isinstance(answer, CodeCompleted)
            return answer.data

        return run_code

    async def _publish(
        self,
        event: TaskDelegated,
        status: str,
        answer: str,
        *,
        citations: Sequence[Any] = (),
        sources: Sequence[Any] = (),
        error: str | None = None,
        turns: int = 0,
        tool_calls: int = 0,
        refused: set[str] | None = None,
    ) -> None:
        completed = TaskCompleted(
            **event.replied(
                TaskCompleted,
                producer=f"{self.settings.service_name}-{self.instance}",
                entity_ids=event.entity_ids,
                source_refs=tuple(
                    SourceRef(source_id=c.source_id, chunk_id=c.chunk_id) for c in citations
                ),
                data=TaskCompletedData(
                    task_id=event.data.task_id,
                    status="succeeded" if status == "succeeded" else "failed",
                    answer=answer,
                    citations=tuple(citations),
                    sources=shared_sources(sources),
                    error=error,
                    turns=turns,
                    tool_calls=tool_calls,
                    refused_entitlements=tuple(sorted(refused or ())),
                ),
            )
        )
        await self.bus.publish(completed)
        self.completed += 1
        log.info("task %s %s after %d turns", event.data.task_id, status, turns)


async def build_app(
    settings: ResearcherSettings | None = None,
    *,
    bus: EventBus,
    model: ChatModel | None = None,
    tools: ResearchTools | None = None,
    index: SearchIndex | None = None,
    market_data: MarketData | None = None,
) -> ResearcherApp:
    """Wire a researcher on the caller's bus; tests pass a scripted model and their own tools.

    Without tools, the research tools are built over `index` (the embedded launcher shares the
    search service's) or over an index opened by the kit's builder, which then closes with the
    app, and over `market_data` (else the kit's `build_market_data`). Tools passed in already
    carry their market data, so passing both is refused.
    """
    from quantward_kit.builders import build_market_data, build_model, open_search_index
    from quantward_researcher.wiring import research_tools

    if tools is not None and market_data is not None:
        raise ValueError(
            "pass market_data inside the ResearchTools you give, or give no tools: the tools "
            "read the market data they were built with"
        )
    settings = settings or ResearcherSettings()
    if model is None:
        model = build_model(settings)
    records = None
    if settings.researcher_resume:
        from quantward_kit.builders import open_record_store

        records = await asyncio.to_thread(open_record_store, settings)
    owns_tools = tools is None and index is None
    if tools is None:
        if market_data is None:
            market_data = build_market_data(settings)
        searched = index if index is not None else await open_search_index(settings)
        tools = research_tools(searched, market_data)
    return ResearcherApp(
        settings,
        bus,
        model,
        tools,
        owns_tools=owns_tools,
        records=records,
        owns_records=records is not None,
    )
