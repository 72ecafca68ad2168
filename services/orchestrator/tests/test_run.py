"""A run on the in-memory bus, with a scripted orchestrator model.

The resolver, the researchers and the grounder are small fakes that answer the events the
run publishes, so each test controls exactly what comes back: which company a query
resolves to, what a researcher cites, which marks the grounder finds unresolved. The run is
the real one: binding, clarifications, the plan check, delegation, citing and release.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import date
from importlib import resources
from typing import Any

import pytest

from quantward_agents.briefs import OrchestratorBrief, find_brief
from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import (
    AgentToolCalled,
    AnswerDrafted,
    AnswerReleased,
    CitationsResolved,
    CitationsResolvedData,
    ClarificationRequested,
    ContractProposed,
    EntityAlternative,
    EntityResolved,
    EntityResolvedData,
    MentionsResolved,
    MentionsResolvedData,
    ResolvedMention,
    ResolveEntity,
    ResolveMentions,
    RunPlanned,
    RunProgressed,
    RunRequested,
    TaskCompleted,
    TaskCompletedData,
    TaskDelegated,
    UnresolvedMark,
)
from quantward_contracts.values import TemplateDocument
from quantward_grounder.app import build_app as build_grounder
from quantward_grounder.settings import GrounderSettings
from quantward_grounding import SourceRegistry, ground
from quantward_grounding.events import source_registered
from quantward_grounding.sharing import shared_sources
from quantward_kit.run_client import RunClient, RunOutcome
from quantward_llm.port import ChatRequest, Completion, TextDelta, ToolCall
from quantward_llm.scripted import ScriptedModel, Step
from quantward_orchestrator.app import OrchestratorApp
from quantward_orchestrator.run import fresh_state
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_orchestrator.state import RunState, fold
from quantward_policy import OfflineReferencePolicy

APPLE = "ent_apple_inc"
#: the exact checks and the Guardian have their own tests; these runs exercise the driver alone,
#: with one repair turn per draft problem (where the orchestrator has these settings)
SWITCHED_OFF: dict[str, Any] = {
    name: value
    for name, value in (
        ("orchestrator_validator", False),
        ("orchestrator_guardian", False),
        ("orchestrator_review_rounds", 1),
    )
    if name in OrchestratorSettings.model_fields
}
PREVIEW_ITEMS = ("calendar_and_record", "last_guidance", "price_trend", "topics_to_watch")
FAKE_MARK = "[[src_fake#chk_fake]]"

# --- fakes of the other services ------------------------------------------------------------------


class FakeResolver:
    """Answers resolution commands from a table: a name, an ambiguity, or nothing."""

    RESOLVED = {"apple": (APPLE, "Apple Inc."), "porsche se": ("ent_porsche_se", "Porsche SE")}
    AMBIGUOUS = {
        "porsche": (
            ("ent_porsche_ag", "Dr. Ing. h.c. F. Porsche AG"),
            ("ent_porsche_se", "Porsche SE"),
        )
    }

    #: names not found, with the closest candidates the resolver suggests
    CLOSEST = {"appel": ((APPLE, "Apple Inc."), ("ent_porsche_se", "Porsche SE"))}
    #: what role=issuer answers (the debt issuer a template asked for, and why)
    ISSUERS = {"apple": (APPLE, "Apple Inc.", "role=issuer: Apple Inc. issues its own")}

    def __init__(self, bus: InMemoryEventBus) -> None:
        self.bus = bus
        self.queries: list[str] = []
        self.roles: list[str | None] = []

    def lookup(self, query: str, role: str | None = None) -> EntityResolvedData:
        key = query.strip().casefold()
        if role == "issuer" and key in self.ISSUERS:
            entity_id, name, why = self.ISSUERS[key]
            return EntityResolvedData(
                query=query,
                status="resolved",
                entity_id=entity_id,
                canonical_name=name,
                confidence=0.99,
                match_path=("exact name", why),
            )
        if key in self.RESOLVED:
            entity_id, name = self.RESOLVED[key]
            return EntityResolvedData(
                query=query,
                status="resolved",
                entity_id=entity_id,
                canonical_name=name,
                confidence=0.99,
            )
        if key in self.AMBIGUOUS:
            return EntityResolvedData(
                query=query,
                status="ambiguous",
                confidence=0.5,
                alternatives=tuple(
                    EntityAlternative(entity_id=e, name=n, confidence=0.5)
                    for e, n in self.AMBIGUOUS[key]
                ),
            )
        return EntityResolvedData(
            query=query,
            status="not_found",
            confidence=0.0,
            alternatives=tuple(
                EntityAlternative(entity_id=e, name=n, confidence=0.4)
                for e, n in self.CLOSEST.get(key, ())
            ),
        )

    async def __call__(self, event: Event) -> None:
        if isinstance(event, ResolveEntity):
            self.queries.append(event.data.query)
            self.roles.append(event.data.role)
            found = self.lookup(event.data.query, event.data.role)
            reply = EntityResolved(**event.caused(producer="fake-resolver", data=found))
            await self.bus.publish(reply)
        elif isinstance(event, ResolveMentions):
            mentions = []
            text = event.data.text
            for name in ("Apple", "Porsche", "Appel"):
                start = text.find(name)
                if start < 0:
                    continue
                found = self.lookup(name)
                mentions.append(
                    ResolvedMention(
                        text=name,
                        start=start,
                        end=start + len(name),
                        status=found.status,
                        entity_id=found.entity_id,
                        canonical_name=found.canonical_name,
                        confidence=found.confidence,
                        alternatives=found.alternatives,
                    )
                )
            mentions.sort(key=lambda m: m.start)
            await self.bus.publish(
                MentionsResolved(
                    **event.caused(
                        producer="fake-resolver",
                        data=MentionsResolvedData(text=text, mentions=tuple(mentions)),
                    )
                )
            )


class FakeResearchers:
    """Answer every task with one cited figure, its source announced as a real researcher does.

    `hold` keeps tasks unanswered (to cancel them); parts in `forge` return their source with
    content that no longer matches its id (a corrupted or forged hand-over).
    """

    def __init__(self, bus: InMemoryEventBus, *, hold: bool = False) -> None:
        self.bus = bus
        self.hold = hold
        self.forge: set[str] = set()
        #: answer every task, but cite nothing (no source covers the company)
        self.empty = False
        self.tasks: list[TaskDelegated] = []

    async def __call__(self, event: Event) -> None:
        if not isinstance(event, TaskDelegated) or event.run_id is None:
            return
        self.tasks.append(event)
        if self.hold:
            return
        if self.empty:
            nothing = TaskCompletedData(
                task_id=event.data.task_id,
                status="succeeded",
                answer="No source the run may use mentions the company.",
                turns=1,
            )
            await self.bus.publish(
                TaskCompleted(
                    **event.caused(
                        producer="fake-researcher", entity_ids=event.entity_ids, data=nothing
                    )
                )
            )
            return
        registry = SourceRegistry(event.run_id, owner=event.data.task_id)
        source = registry.register_computation(
            synthetic=False,
            title=f"Figures for {event.data.part_id}",
            tool_name="fake_research",
            result={"part": event.data.part_id, "value": 42},
            items={"value": 42},
            tool_call_id=new_id("tcl"),
            entity_ids=event.entity_ids,
            as_of=date(2022, 12, 28),
        )
        answer = (
            f"The figure for {event.data.part_id} is 42 "
            f"[[{source.source_id}#{source.passages[0].chunk_id}]]"
        )
        grounded = ground(registry, answer)
        await self.bus.publish(
            source_registered(source, producer="fake-researcher", causation_id=event.event_id)
        )
        shared = shared_sources([source])
        if event.data.part_id in self.forge:
            shared = (shared[0].model_copy(update={"content": '{"value": 4200}'}),)
        await self.bus.publish(
            TaskCompleted(
                **event.caused(
                    producer="fake-researcher",
                    entity_ids=event.entity_ids,
                    data=TaskCompletedData(
                        task_id=event.data.task_id,
                        status="succeeded",
                        answer=answer,
                        citations=tuple(grounded.citations),
                        sources=shared,
                        turns=1,
                    ),
                )
            )
        )


@dataclass
class FakeGrounder:
    """Checks nothing itself: reports the marks a test says are unresolved, per draft version."""

    bus: InMemoryEventBus
    unresolved: dict[int, list[str]] = field(default_factory=dict)
    drafts: list[AnswerDrafted] = field(default_factory=list)

    async def __call__(self, event: Event) -> None:
        if not isinstance(event, AnswerDrafted):
            return
        self.drafts.append(event)
        marks = self.unresolved.get(event.data.version, [])
        await self.bus.publish(
            CitationsResolved(
                **event.caused(
                    producer="fake-grounder",
                    data=CitationsResolvedData(
                        answer_id=event.data.answer_id,
                        unresolved=tuple(
                            UnresolvedMark(mark=m, reason="source not registered in run")
                            for m in marks
                        ),
                    ),
                )
            )
        )


@dataclass
class Harness:
    bus: InMemoryEventBus
    app: OrchestratorApp
    client: RunClient
    events: Recorder[Event]
    resolver: FakeResolver
    researchers: FakeResearchers
    grounder: FakeGrounder

    def of_run(self, run_id: str, kind: type[Any] = Event) -> list[Any]:
        return [e for e in self.events.items if e.run_id == run_id and isinstance(e, kind)]

    async def run_keeping_state(self, **kwargs: Any) -> tuple[RunOutcome, RunState]:
        """A run, and the state it ended with (read from the app while the run is live)."""
        live: dict[str, Any] = {}

        def keep(event: Event) -> None:
            if event.run_id in self.app.runs:
                live["run"] = self.app.runs[event.run_id][0]

        outcome = await self.run(on_event=keep, **kwargs)
        return outcome, live["run"].state

    def replayed(self, run_id: str) -> RunState:
        """The run's state folded from its events on the bus alone."""
        events = self.of_run(run_id)
        [request] = [e for e in events if isinstance(e, RunRequested)]
        return fold(fresh_state(request, self.app), events)

    async def run(
        self,
        *,
        mode: str = "chat",
        template_id: str | None = "earnings-preview",
        inputs: dict[str, Any] | None = None,
        question: str | None = None,
        answers: list[str] | None = None,
        on_event: Callable[[Event], Any] | None = None,
        template: TemplateDocument | None = None,
    ) -> RunOutcome:
        replies = list(answers or [])

        async def answer(_: ClarificationRequested) -> str | None:
            return replies.pop(0) if replies else None

        request = await self.client.submit(
            mode=mode,
            template_id=template_id,
            template=template,
            inputs={"company": "Apple"} if inputs is None and template_id else inputs,
            question=question,
        )
        outcome = await self.client.follow(request, answer=answer, on_event=on_event, timeout_s=20)
        # The driver's task leaves the app's table once the run is over.
        await wait_until(lambda: outcome.run_id not in self.app.runs, timeout=5)
        return outcome


@asynccontextmanager
async def harness(
    model: OrchestratorScript,
    *,
    hold: bool = False,
    unresolved: dict[int, list[str]] | None = None,
    real_grounder: bool = False,
    reply_timeout_s: float = 10,
) -> AsyncIterator[Harness]:
    """The orchestrator and fakes of its peers on one bus; `real_grounder` uses the grounder
    service as it ships (default settings) instead of the fake."""
    async with InMemoryEventBus() as bus, AsyncExitStack() as stack:
        resolver = FakeResolver(bus)
        researchers = FakeResearchers(bus, hold=hold)
        grounder = FakeGrounder(bus, unresolved or {})
        events: Recorder[Event] = Recorder()
        await bus.subscribe(
            [topics.ENTITIES], group="fake-resolver", handler=resolver, name="fake-resolver"
        )
        await bus.subscribe(
            [topics.TASKS], group="fake-researchers", handler=researchers, name="fake-researchers"
        )
        if real_grounder:
            await stack.enter_async_context(await build_grounder(GrounderSettings(), bus=bus))
        else:
            await bus.subscribe(
                [topics.ANSWER_DRAFTS],
                group="fake-grounder",
                handler=grounder,
                name="fake-grounder",
            )
        await bus.subscribe(
            [t for t in topics.ALL if t != topics.DEAD_LETTER], group="test-events", handler=events
        )
        settings = OrchestratorSettings(
            orchestrator_reply_timeout_s=reply_timeout_s,
            orchestrator_task_timeout_s=10,
            orchestrator_clarification_timeout_s=10,
            **SWITCHED_OFF,
        )
        app = OrchestratorApp(settings, bus, model)
        client = RunClient(bus)
        async with app:
            await client.start()
            try:
                yield Harness(bus, app, client, events, resolver, researchers, grounder)
            finally:
                await client.close()


# --- a scripted orchestrator ---------------------------------------------------------------------


class OrchestratorScript:
    """The orchestrator agent's turns come from a script; any other agent the harness runs for
    the orchestrator (e.g. a contract writer) is played by the offline policy."""

    def __init__(self, steps: Sequence[Step]) -> None:
        self.script = ScriptedModel(steps)
        self.others = OfflineReferencePolicy()

    @property
    def name(self) -> str:
        return self.script.name

    @property
    def calls(self) -> list[ChatRequest]:
        return self.script.calls

    async def complete(self, request: ChatRequest) -> Completion:
        if isinstance(find_brief(request.messages), OrchestratorBrief):
            return await self.script.complete(request)
        return await self.others.complete(request)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        yield await self.complete(request)


def parts(*items: str, entity_id: str = APPLE) -> list[dict[str, Any]]:
    return [
        {
            "part_id": item,
            "question": f"{item} for the company",
            "entity_ids": [entity_id],
            "plan_item_id": item,
        }
        for item in items
    ]


def call(name: str, n: int = 1, **arguments: Any) -> Completion:
    return Completion(
        tool_calls=(ToolCall(call_id=f"{name}_{n}", name=name, arguments=arguments),),
        finish_reason="tool_calls",
    )


def plan(*items: str, n: int = 1, entity_id: str = APPLE) -> Completion:
    return call("plan", n, parts=parts(*items, entity_id=entity_id))


def delegate(*items: str) -> Completion:
    return call("delegate", part_ids=list(items))


def delegated(request: ChatRequest) -> list[dict[str, Any]]:
    """The researchers' results, as the delegate tool returned them to the model."""
    for message in reversed(request.messages):
        if message.role == "tool" and message.name == "delegate":
            results: list[dict[str, Any]] = json.loads(message.content)["results"]
            return results
    raise AssertionError("no delegate result in the conversation")


def compose(extra: str = "") -> Callable[[ChatRequest], Completion]:
    """The final answer: every researcher answer, marks kept, plus `extra`."""

    def step(request: ChatRequest) -> Completion:
        body = "\n\n".join(str(r["answer"]) for r in delegated(request))
        return Completion(content=f"# Earnings preview\n\n{body}\n{extra}".rstrip() + "\n")

    return step


def happy_script(*, entity_id: str = APPLE) -> list[Any]:
    return [
        plan(*PREVIEW_ITEMS, entity_id=entity_id),
        delegate(*PREVIEW_ITEMS),
        compose(),
    ]


def last_user_message(request: ChatRequest) -> str:
    return next(m.content for m in reversed(request.messages) if m.role == "user")


# --- the plan ---------------------------------------------------------------------------------


async def test_a_plan_missing_a_question_is_refused_and_the_corrected_plan_runs() -> None:
    model = OrchestratorScript(
        [
            plan(*PREVIEW_ITEMS[:3]),  # forgets topics_to_watch
            plan(*PREVIEW_ITEMS, n=2),
            delegate(*PREVIEW_ITEMS),
            compose(),
        ]
    )
    async with harness(model) as h:
        outcome = await h.run()
        assert outcome.status == "succeeded", outcome.completed
        refusal = next(m for m in model.calls[1].messages if m.role == "tool")
        assert refusal.content.startswith("error: plan: plan refused:")
        assert "plan item 'topics_to_watch'" in refusal.content
        assert "is not covered" in refusal.content
        [planned] = h.of_run(outcome.run_id, RunPlanned)  # only the accepted plan is published
        assert planned.data.version == 1
        assert [p.plan_item_id for p in planned.data.parts] == list(PREVIEW_ITEMS)
        tool_calls = [
            c for c in h.of_run(outcome.run_id, AgentToolCalled) if c.data.role == "orchestrator"
        ]
        assert [(c.data.tool, c.data.error) for c in tool_calls] == [
            ("plan", True),
            ("plan", False),
            ("delegate", False),
        ]
        assert len(h.researchers.tasks) == 4


async def test_the_orchestrator_has_no_research_tools() -> None:
    model = OrchestratorScript(
        [
            call("search_documents", query="guidance", entity_ids=[APPLE]),
            *happy_script(),
        ]
    )
    async with harness(model) as h:
        outcome = await h.run()
        assert outcome.status == "succeeded"
    assert [t.name for t in model.calls[0].tools] == ["plan", "delegate"]
    refusal = next(m for m in model.calls[1].messages if m.role == "tool")
    assert refusal.content == (
        "error: no tool named 'search_documents' for this role (allowed: delegate, plan)"
    )


async def test_delegating_before_a_plan_is_refused() -> None:
    model = OrchestratorScript([delegate(*PREVIEW_ITEMS), *happy_script()])
    async with harness(model) as h:
        outcome = await h.run()
        assert outcome.status == "succeeded"
    refusal = next(m for m in model.calls[1].messages if m.role == "tool")
    assert refusal.content == "error: delegate: commit a plan first"


async def test_a_plan_about_a_company_the_run_did_not_resolve_is_refused() -> None:
    model = OrchestratorScript(
        [
            plan(*PREVIEW_ITEMS, entity_id="ent_microsoft"),
            plan(*PREVIEW_ITEMS, n=2),
            *happy_script()[1:],
        ]
    )
    async with harness(model) as h:
        outcome = await h.run()
        assert outcome.status == "succeeded"
    refusal = next(m for m in model.calls[1].messages if m.role == "tool")
    assert "ent_microsoft not resolved for this run (use ent_apple_inc)" in refusal.content


async def test_tasks_carry_the_pinned_scope_and_the_answer_cites_what_they_returned() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        outcome = await h.run()
        assert outcome.status == "succeeded"
        tasks = h.of_run(outcome.run_id, TaskDelegated)
        completed = h.of_run(outcome.run_id, TaskCompleted)
    assert sorted(t.data.task_id for t in tasks) == sorted(c.data.task_id for c in completed)
    by_part = {t.data.part_id: t for t in tasks}
    calendar = by_part["calendar_and_record"]
    assert calendar.entity_ids == (APPLE,)
    assert calendar.data.as_of == date(2022, 12, 28)
    assert "earnings-calendar" in calendar.data.allowed_sources
    assert "fundamentals" not in calendar.data.allowed_sources
    assert calendar.data.parameters.entity_names == {APPLE: "Apple Inc."}
    assert calendar.data.parameters.table_columns == (
        "Quarter",
        "Reported",
        "EPS actual",
        "EPS estimate",
        "Surprise",
    )
    assert outcome.answer is not None
    answer = outcome.answer.data
    assert answer.version == 1
    assert "[[" not in answer.text  # marks became numbers
    assert [c.number for c in answer.citations] == [1, 2, 3, 4]
    assert {c.title for c in answer.citations} == {f"Figures for {i}" for i in PREVIEW_ITEMS}
    assert all(c.quote == "value: 42" for c in answer.citations)
    assert outcome.completed is not None
    assert outcome.completed.data.answer_id == answer.answer_id


# --- grounding and repair ------------------------------------------------------------------------


async def test_a_draft_citing_a_fabricated_mark_gets_one_repair_turn() -> None:
    model = OrchestratorScript(
        [*happy_script()[:2], compose(f"Margins will double. {FAKE_MARK}"), compose()]
    )
    async with harness(model) as h:
        outcome = await h.run()
        assert outcome.status == "succeeded", outcome.completed
        drafts = h.of_run(outcome.run_id, AnswerDrafted)
    repair = last_user_message(model.calls[3])
    assert re.search(r"do(es)? not resolve to anything the run retrieved", repair), repair
    assert "src_fake#chk_fake" in repair
    assert [d.data.version for d in drafts] == [1, 2]
    # the grounder checks the draft as written: its marks, the fabricated one included
    assert FAKE_MARK in drafts[0].data.text
    assert outcome.answer is not None
    assert outcome.answer.data.version == 2
    assert "Margins will double" not in outcome.answer.data.text
    assert all(c.source_id != "src_fake" for c in outcome.answer.data.citations)


async def test_a_draft_still_citing_a_fabricated_mark_after_the_repair_fails_the_run() -> None:
    bad = compose(f"Margins will double. {FAKE_MARK}")
    model = OrchestratorScript([*happy_script()[:2], bad, bad])
    async with harness(model) as h:
        outcome = await h.run()
        assert h.of_run(outcome.run_id, AnswerReleased) == []
    assert outcome.status == "failed"
    assert outcome.answer is None
    assert outcome.completed is not None
    error = outcome.completed.data.error or ""
    assert re.search(
        r"src_fake#chk_fake.*(not retrieve|does not resolve)|not retrieve.*src_fake", error
    ), error


async def test_a_mark_the_grounder_cannot_resolve_is_repaired_too() -> None:
    # The grounder checks independently of the orchestrator: its verdict alone forces a repair.
    model = OrchestratorScript([*happy_script(), compose()])
    async with harness(model, unresolved={1: ["[[src_elsewhere#chk_elsewhere]]"]}) as h:
        outcome = await h.run()
        assert outcome.status == "succeeded"
        assert [d.data.version for d in h.grounder.drafts] == [1, 2]
    assert "[[src_elsewhere#chk_elsewhere]]" in last_user_message(model.calls[3])
    assert outcome.answer is not None
    assert outcome.answer.data.version == 2


async def test_a_fabricated_mark_is_repaired_without_waiting_out_the_grounders_deadline() -> None:
    # The orchestrator's own grounding already rejected the mark; the shipped grounder parks a
    # draft citing an unknown source for `grounder_wait_s` (30 s) hoping it will be announced.
    # The repair must not wait for that (here the orchestrator gives up on the grounder at 3 s).
    model = OrchestratorScript(
        [*happy_script()[:2], compose(f"Margins will double. {FAKE_MARK}"), compose()]
    )
    async with harness(model, real_grounder=True, reply_timeout_s=3) as h:
        outcome = await h.run()
    assert outcome.status == "succeeded", outcome.completed
    assert outcome.answer is not None
    assert outcome.answer.data.version == 2


async def test_a_forged_source_fails_only_the_part_that_returned_it() -> None:
    # A researcher hands back a source whose content no longer matches its id: that part's
    # citations cannot be trusted, the other parts' can.
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        h.researchers.forge = {"price_trend"}
        outcome = await h.run()
    delegated = next(m for m in model.calls[2].messages if m.name == "delegate")
    assert not delegated.content.startswith("error:"), delegated.content
    results = {r["part_id"]: r for r in json.loads(delegated.content)["results"]}
    assert results["price_trend"]["status"] == "failed"
    assert [p for p, r in results.items() if r["status"] == "succeeded"] == [
        "calendar_and_record",
        "last_guidance",
        "topics_to_watch",
    ]
    assert outcome.status == "succeeded"


# --- resolution and clarification ----------------------------------------------------------------


async def test_an_ambiguous_company_in_chat_is_asked_and_the_answer_is_used() -> None:
    model = OrchestratorScript(happy_script(entity_id="ent_porsche_se"))
    async with harness(model) as h:
        outcome = await h.run(inputs={"company": "Porsche"}, answers=["porsche se"])
        assert outcome.status == "succeeded", outcome.completed
        [question] = h.of_run(outcome.run_id, ClarificationRequested)
    assert question.data.question == "Which company do you mean by 'Porsche'?"
    assert question.data.options == ("Dr. Ing. h.c. F. Porsche AG", "Porsche SE")
    assert h.researchers.tasks[0].entity_ids == ("ent_porsche_se",)


@pytest.mark.parametrize("template_id", ["earnings-preview", "credit-review"])
async def test_a_templates_company_input_is_resolved_as_the_company(template_id: str) -> None:
    # No role hint: the name decides, so a financing vehicle sharing a word is never chosen.
    async with harness(OrchestratorScript([])) as h:
        await h.run(mode="strategy", template_id=template_id, inputs={"company": "Apple"})
    assert h.resolver.queries == ["Apple"]
    assert h.resolver.roles == [None]


async def test_a_template_asking_for_a_debt_issuer_says_which_and_why() -> None:
    template_id = f"my-issuer-{uuid.uuid4().hex[:6]}"
    text = own_template(template_id).content.replace(
        "    type: company\n", "    type: company\n    resolve_as: debt_issuer\n", 1
    )
    assert "resolve_as: debt_issuer" in text
    document = TemplateDocument.of(text, name=f"{template_id}.yaml")
    async with harness(OrchestratorScript(happy_script())) as h:
        outcome = await h.run(template_id=template_id, template=document)
        progress = [e.data.detail for e in h.of_run(outcome.run_id, RunProgressed)]
    assert outcome.status == "succeeded", outcome.completed
    assert h.resolver.roles == ["issuer"]
    assert "companies: Apple Inc. (ent_apple_inc; role=issuer: Apple Inc. issues its own)" in (
        progress
    )


async def test_an_answer_naming_no_option_is_asked_again_never_researched() -> None:
    # "Apple" is a company, but not one of the Porsches asked about: it must not be researched
    # under the Porsche heading; the question comes again, and "2" picks the second option.
    model = OrchestratorScript(happy_script(entity_id="ent_porsche_se"))
    async with harness(model) as h:
        outcome = await h.run(inputs={"company": "Porsche"}, answers=["Apple", "2"])
        questions = h.of_run(outcome.run_id, ClarificationRequested)
    assert outcome.status == "succeeded", outcome.completed
    assert len(questions) == 2
    first, again = (q.data for q in questions)
    assert [(c.option_id, c.label) for c in first.choices] == [
        ("ent_porsche_ag", "Dr. Ing. h.c. F. Porsche AG"),
        ("ent_porsche_se", "Porsche SE"),
    ]
    assert again.question.startswith("'Apple' is not one of the options")
    assert "2. Porsche SE (ent_porsche_se)" in again.question
    assert again.choices == first.choices
    assert h.resolver.queries == ["Porsche"]  # the answer was never resolved as a new name
    assert h.researchers.tasks[0].entity_ids == ("ent_porsche_se",)


@pytest.mark.parametrize("answer", ["1", "ent_porsche_ag", "  dr. ing. h.c. f. porsche ag "])
async def test_an_option_is_named_by_number_id_or_label(answer: str) -> None:
    model = OrchestratorScript(happy_script(entity_id="ent_porsche_ag"))
    async with harness(model) as h:
        outcome = await h.run(inputs={"company": "Porsche"}, answers=[answer])
        assert len(h.of_run(outcome.run_id, ClarificationRequested)) == 1
    assert outcome.status == "succeeded", outcome.completed
    assert h.researchers.tasks[0].entity_ids == ("ent_porsche_ag",)


async def test_answers_that_keep_naming_no_option_fail_the_run_naming_them() -> None:
    model = OrchestratorScript([])
    async with harness(model) as h:
        outcome = await h.run(inputs={"company": "Porsche"}, answers=["Apple", "3", "both"])
        assert len(h.of_run(outcome.run_id, ClarificationRequested)) == 3
    assert outcome.status == "failed"
    assert outcome.completed is not None
    error = outcome.completed.data.error or ""
    assert "3 answers to 'Which company do you mean by 'Porsche'?' named none" in error
    assert "1. Dr. Ing. h.c. F. Porsche AG (ent_porsche_ag)" in error
    assert model.calls == []


async def test_a_company_not_found_offers_the_closest_and_a_number_picks_one() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        outcome = await h.run(inputs={"company": "Appel"}, answers=["1"])
        [question] = h.of_run(outcome.run_id, ClarificationRequested)
    assert outcome.status == "succeeded", outcome.completed
    assert "Did you mean one of these?" in question.data.question
    assert question.data.free_text  # another name is an answer too
    assert [c.option_id for c in question.data.choices] == [APPLE, "ent_porsche_se"]
    assert h.resolver.queries == ["Appel"]
    assert h.researchers.tasks[0].entity_ids == (APPLE,)


async def test_a_company_not_found_fails_a_strategy_run_naming_the_closest() -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(mode="strategy", inputs={"company": "Appel"})
    assert outcome.completed is not None
    assert (outcome.completed.data.error or "").startswith(
        "no company called 'Appel' is known (closest: Apple Inc. (ent_apple_inc), Porsche SE"
    )


async def test_an_ambiguous_company_fails_a_strategy_run_without_asking() -> None:
    model = OrchestratorScript([])
    async with harness(model) as h:
        outcome = await h.run(mode="strategy", inputs={"company": "Porsche"})
        assert h.of_run(outcome.run_id, ClarificationRequested) == []
    assert outcome.status == "failed"
    assert outcome.completed is not None
    error = outcome.completed.data.error or ""
    assert "'Porsche' is ambiguous" in error
    assert "Porsche SE" in error
    assert "a strategy run does not guess and does not wait for a user" in error
    assert model.calls == []


async def test_an_unknown_company_is_asked_again_in_chat() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        outcome = await h.run(inputs={"company": "Zorblax"}, answers=["Apple"])
        assert outcome.status == "succeeded"
        [question] = h.of_run(outcome.run_id, ClarificationRequested)
    assert "could not find a company called 'Zorblax'" in question.data.question
    assert question.data.options == ()
    assert h.resolver.queries == ["Zorblax", "Apple"]


async def test_a_missing_required_input_is_asked_for_in_chat() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        outcome = await h.run(inputs={}, answers=["Apple"])
        assert outcome.status == "succeeded"
        [question] = h.of_run(outcome.run_id, ClarificationRequested)
    assert question.data.question.startswith("What company should the Earnings preview use?")
    assert "`company`" in question.data.reason


async def test_an_answer_that_does_not_fit_the_input_is_asked_about_again() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        outcome = await h.run(inputs={}, answers=[" ", "Apple"])
        _first, again = h.of_run(outcome.run_id, ClarificationRequested)
    assert outcome.status == "succeeded", outcome.completed
    assert again.data.question.startswith(
        "The value for company does not fit: expected a company name or id, got an empty text."
    )


async def test_a_missing_required_input_fails_a_strategy_run_naming_it() -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(mode="strategy", inputs={})
    assert outcome.status == "failed"
    assert outcome.completed is not None
    assert "company" in (outcome.completed.data.error or "")


async def test_a_question_nobody_answers_cancels_the_run() -> None:
    model = OrchestratorScript([])
    async with harness(model) as h:
        outcome = await h.run(inputs={"company": "Porsche"}, answers=[])
        assert len(h.of_run(outcome.run_id, ClarificationRequested)) == 1
    assert outcome.status == "cancelled"
    assert outcome.completed is not None
    assert outcome.completed.data.error == "the question was not answered"
    assert model.calls == []


async def test_a_free_question_is_resolved_from_its_mentions() -> None:
    model = OrchestratorScript(
        [
            call(
                "plan",
                parts=[
                    {
                        "part_id": "answer.apple",
                        "question": "What did Apple say?",
                        "entity_ids": [APPLE],
                        "plan_item_id": "answer",
                    }
                ],
            ),
            delegate("answer.apple"),
            compose(),
        ]
    )
    async with harness(model) as h:
        outcome = await h.run(template_id=None, question="What did Apple say about guidance?")
        assert outcome.status == "succeeded", outcome.completed
    assert h.researchers.tasks[0].data.allowed_sources  # every source, none is dropped
    # A free question is asked as of the day it was asked: nothing later may be used.
    task = h.researchers.tasks[0]
    assert task.data.as_of is not None
    assert task.data.as_of == task.time.date()


# --- cancellation ---------------------------------------------------------------------------------


async def test_a_strategy_question_names_every_company_it_could_not_decide() -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(
            mode="strategy", template_id=None, question="Compare Appel, Porsche and Apple capex"
        )
    assert outcome.completed is not None
    assert outcome.completed.data.error == (
        "no company called 'Appel' is known (closest: Apple Inc. (ent_apple_inc), Porsche SE "
        "(ent_porsche_se)); 'Porsche' is ambiguous (candidates: Dr. Ing. h.c. F. Porsche AG "
        "(ent_porsche_ag), Porsche SE (ent_porsche_se)); a strategy run does not guess and does "
        "not wait for a user"
    )


async def test_a_chat_question_asks_about_a_company_not_found_and_keeps_the_others() -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(
            template_id=None, question="Compare Apple and Appel capex", answers=["Porsche SE"]
        )
        [question] = h.of_run(outcome.run_id, ClarificationRequested)
        progress = [e.entity_ids for e in h.of_run(outcome.run_id, RunProgressed) if e.entity_ids]
    assert question.data.question.startswith("I could not find a company called 'Appel'.")
    assert h.resolver.queries == ["Appel"]  # "Porsche SE" names a suggestion
    assert progress == [(APPLE, "ent_porsche_se")]


# --- what the data cannot answer is found before research ---------------------------------------


async def test_an_as_of_after_the_prices_end_fails_a_strategy_run_before_any_model_call() -> None:
    model = OrchestratorScript([])
    async with harness(model) as h:
        outcome = await h.run(mode="strategy", inputs={"company": "Apple", "as_of": "2024-06-30"})
        assert h.of_run(outcome.run_id, ContractProposed) == []
    assert outcome.completed is not None
    assert outcome.completed.data.error == (
        "the run cannot answer as asked, and research would not change that: as_of 2024-06-30 "
        "is after the daily prices end (2022-12-28), and price_trend need(s) prices up to as_of; "
        "choose 2022-12-28 or an earlier day"
    )
    assert model.calls == []
    assert h.researchers.tasks == []


async def test_a_chat_run_asks_for_a_day_the_data_covers_and_uses_it() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        outcome = await h.run(
            inputs={"company": "Apple", "as_of": "2024-06-30"}, answers=["2022-06-30"]
        )
        [question] = h.of_run(outcome.run_id, ClarificationRequested)
    assert outcome.status == "succeeded", outcome.completed
    assert question.data.input_name == "as_of"
    assert "as_of 2024-06-30 is after the daily prices end (2022-12-28)" in question.data.question
    assert {t.data.as_of for t in h.researchers.tasks} == {date(2022, 6, 30)}


async def test_a_changed_input_is_part_of_the_state_its_events_fold_into() -> None:
    async with harness(OrchestratorScript(happy_script())) as h:
        outcome, ended = await h.run_keeping_state(
            inputs={"company": "Apple", "as_of": "2024-06-30"}, answers=["2022-06-30"]
        )
        replayed = h.replayed(outcome.run_id)
    assert outcome.status == "succeeded", outcome.completed
    assert ended.inputs is not None
    assert ended.inputs.values["as_of"] == date(2022, 6, 30)
    assert replayed == ended


async def test_a_company_no_source_covers_fails_after_research_without_repair_rounds() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        h.researchers.empty = True
        outcome = await h.run(mode="strategy")
    assert outcome.completed is not None
    assert (outcome.completed.data.error or "").startswith(
        "no source the run may use covers Apple Inc. (ent_apple_inc) up to 2022-12-28"
    )
    assert h.grounder.drafts == []  # no draft, so no repair round
    assert len(model.calls) == 3  # plan, delegate, compose: nothing more


async def test_a_portfolio_of_a_company_without_prices_fails_before_research() -> None:
    model = OrchestratorScript([])
    async with harness(model) as h:
        outcome = await h.run(
            mode="strategy",
            template_id="market-neutral-portfolio",
            inputs={"companies": "Apple, Porsche SE"},
        )
    assert outcome.completed is not None
    error = outcome.completed.data.error or ""
    assert "Porsche SE (ent_porsche_se) has no daily prices, so optimised_portfolio" in error
    assert "choose companies among them" in error
    assert "Apple" not in error.split("e.g.")[0]  # a priced company is no obstacle
    assert model.calls == []


async def test_one_company_for_a_comparison_fails_naming_the_count_before_resolving() -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(
            mode="strategy", template_id="peer-comparison", inputs={"companies": "Apple"}
        )
    assert outcome.completed is not None
    assert "needs at least 2 companies, got 1 (Apple)" in (outcome.completed.data.error or "")
    assert h.resolver.queries == []


async def test_a_chat_run_asks_again_for_an_input_whose_value_does_not_fit() -> None:
    # One company for a comparison: in chat the user can fix it, so the run asks (never uses a
    # default in its place, never spends research on it).
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(
            template_id="peer-comparison", inputs={"companies": "Apple"}, answers=[]
        )
        [question] = h.of_run(outcome.run_id, ClarificationRequested)
    assert question.data.input_name == "companies"
    assert question.data.question.startswith(
        "The value for companies does not fit: needs at least 2 companies, got 1 (Apple)"
    )
    assert h.resolver.queries == []


async def test_cancelling_a_run_while_researchers_work_ends_it_cancelled() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model, hold=True) as h:

        async def cancel_on_delegation(event: Event) -> None:
            if isinstance(event, TaskDelegated) and event.run_id:
                await h.client.cancel(event.run_id, "the user stopped it")

        outcome = await h.run(on_event=cancel_on_delegation)
        assert h.of_run(outcome.run_id, AnswerDrafted) == []
    assert outcome.status == "cancelled"
    assert outcome.completed is not None
    assert outcome.completed.data.error == "the user stopped it"
    assert len(model.calls) == 2  # plan, delegate: no answer was composed


# --- the run's state is the fold of its events ----------------------------------------------------


async def test_a_completed_run_s_events_fold_into_the_state_it_ended_with() -> None:
    model = OrchestratorScript(happy_script())
    async with harness(model) as h:
        outcome, ended = await h.run_keeping_state()
        assert outcome.status == "succeeded", outcome.completed
        replayed = h.replayed(outcome.run_id)
    assert replayed == ended
    assert ended.status == "succeeded"
    assert ended.released_answer_id == outcome.completed.data.answer_id  # type: ignore[union-attr]
    assert [e.entity_id for e in ended.entities] == [APPLE]
    assert ended.contract is not None
    assert ended.answered == len(PREVIEW_ITEMS)
    assert [d.version for d in ended.drafts] == [1]


async def test_a_run_with_a_clarification_and_a_repair_folds_into_the_same_state() -> None:
    model = OrchestratorScript(
        [
            *happy_script(entity_id="ent_porsche_se")[:2],
            compose(f"Margins will double. {FAKE_MARK}"),
            compose(),
        ]
    )
    async with harness(model) as h:
        outcome, ended = await h.run_keeping_state(
            inputs={"company": "Porsche"}, answers=["porsche se"]
        )
        assert outcome.status == "succeeded", outcome.completed
        replayed = h.replayed(outcome.run_id)
    assert replayed == ended
    assert [c.answer for c in ended.clarified] == ["porsche se"]
    assert [(e.entity_id, e.name, e.query) for e in ended.entities] == [
        ("ent_porsche_se", "Porsche SE", "Porsche")
    ]
    assert [d.version for d in ended.drafts] == [1, 2]


async def test_a_failed_run_folds_into_the_same_state() -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome, ended = await h.run_keeping_state(mode="strategy", inputs={"company": "Porsche"})
        replayed = h.replayed(outcome.run_id)
    assert outcome.status == "failed"
    assert replayed == ended
    assert ended.status == "failed"
    assert "'Porsche' is ambiguous" in (ended.error or "")


# --- a user's own template ------------------------------------------------------------------------


def own_template(template_id: str) -> TemplateDocument:
    """The bundled earnings preview under another id: a template the orchestrator never had."""
    text = (bundled_template_file("earnings-preview")).replace(
        "id: earnings-preview", f"id: {template_id}", 1
    )
    assert f"id: {template_id}" in text
    return TemplateDocument.of(text, name=f"{template_id}.yaml")


def bundled_template_file(template_id: str) -> str:
    folder = resources.files("quantward_workflows").joinpath("library")
    return folder.joinpath(f"{template_id}.yaml").read_text(encoding="utf-8")


async def test_a_users_template_runs_from_the_text_the_request_carries() -> None:
    template_id = f"my-preview-{uuid.uuid4().hex[:6]}"
    async with harness(OrchestratorScript(happy_script())) as h:
        outcome = await h.run(template_id=template_id, template=own_template(template_id))
        [request] = h.of_run(outcome.run_id, RunRequested)
    assert outcome.status == "succeeded", outcome.completed
    assert request.data.template is not None
    assert (
        request.data.template.sha256
        == hashlib.sha256(request.data.template.content.encode()).hexdigest()
    )


async def test_a_template_whose_id_differs_from_the_request_fails_naming_both() -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(template_id="earnings-preview", template=own_template("elsewhere"))
    assert outcome.status == "failed"
    assert outcome.completed is not None
    assert "'elsewhere'" in (outcome.completed.data.error or "")


@pytest.mark.parametrize("path", ["/etc/hostname", "../library/earnings-preview.yaml"])
async def test_a_template_id_is_never_read_as_a_file_of_the_orchestrator(path: str) -> None:
    async with harness(OrchestratorScript([])) as h:
        outcome = await h.run(template_id=path)
    assert outcome.status == "failed"
    assert outcome.completed is not None
    assert "no bundled template" in (outcome.completed.data.error or "")
