"""Whole runs on the embedded platform: every bundled template, a free question, clarifications
and cancellation, with the offline reference policy and the shipped data.

A recorder subscribed to every topic sees what the run did, so the tests check the run's
guarantees from its events rather than from its prose: each cited source was registered in the
run, each delegated task completed once, the orchestrator only planned and delegated, the
researchers only used tools over the template's allowed sources, every model and tool call was
published. One platform serves the module (its index is the session's, built once).
"""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import pytest
import pytest_asyncio

from quantward_agents.briefs import ResearcherBrief, find_brief
from quantward_bus import Subscription
from quantward_bus.testing import Recorder, wait_until
from quantward_cli.embedded import EmbeddedPlatform
from quantward_contracts import Event, topics
from quantward_contracts.events import (
    AgentModelCalled,
    AgentToolCalled,
    AnswerReleased,
    ClarificationRequested,
    MentionsResolved,
    RunPlanned,
    SourceRegistered,
    TaskCompleted,
    TaskDelegated,
)
from quantward_kit.run_client import RunClient, RunOutcome
from quantward_llm.port import ChatRequest, Completion, TextDelta
from quantward_policy import OfflineReferencePolicy
from quantward_workflows import WorkflowTemplate, bundled_templates, get_template

pytestmark = pytest.mark.asyncio(loop_scope="module")

TEMPLATES = sorted(bundled_templates())
COMPANIES = "AAPL,MSFT,JPM,XOM"
AS_OF = date(2022, 12, 28)  # every bundled template's default point in time
#: what each research tool reads; a document source is any `synthetic-corpus:…` one
TOOL_SOURCE = {
    "earnings_calendar": "earnings-calendar",
    "price_history": "prices",
    "optimise_portfolio": "prices",
    "fundamentals": "fundamentals",
}


def template_inputs(template: WorkflowTemplate) -> dict[str, Any]:
    """Inputs as the CLI passes them: strings, the rest left to the template's defaults."""
    inputs: dict[str, Any] = {}
    for name, spec in template.inputs.items():
        if spec.type == "company":
            inputs[name] = "Apple"
        elif spec.type == "companies":
            inputs[name] = COMPANIES
    return inputs


def tool_allowed(tool: str, allowed: tuple[str, ...]) -> bool:
    if tool == "resolve_entity":
        return True  # the knowledge graph is not a source of evidence; every task may resolve
    if tool == "python":
        return True  # every task may compute; the gateway serves only the allowed sources' data
    if tool in ("search_documents", "read_document"):
        return any(s.startswith("synthetic-corpus:") for s in allowed)
    return TOOL_SOURCE[tool] in allowed


@dataclass
class Run:
    outcome: RunOutcome
    events: list[Event]

    def of(self, kind: type[Any]) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]

    @property
    def answer(self) -> AnswerReleased:
        assert self.outcome.answer is not None, self.outcome.as_json()
        return self.outcome.answer

    @property
    def text(self) -> str:
        return self.answer.data.text


@dataclass
class Embedded:
    platform: EmbeddedPlatform
    client: RunClient
    recorder: Recorder[Event]
    subscription: Subscription
    runs: dict[str, Run | Exception] = field(default_factory=dict)

    async def run(
        self,
        *,
        mode: str = "chat",
        template_id: str | None = None,
        inputs: dict[str, Any] | None = None,
        question: str | None = None,
        answers: tuple[str, ...] = (),
        on_event: Any = None,
    ) -> Run:
        replies = list(answers)

        async def answer(_: ClarificationRequested) -> str | None:
            return replies.pop(0) if replies else None

        request = await self.client.submit(
            mode=mode, question=question, template_id=template_id, inputs=inputs
        )
        outcome = await self.client.follow(request, answer=answer, on_event=on_event, timeout_s=30)
        # Every event of the run was published before it completed; wait until the recorder
        # has read all of them (other topics may trail the completion).
        await wait_until(lambda: self.subscription.health().lag == 0, what="the recorder")
        events = [e for e in self.recorder.items if e.run_id == outcome.run_id]
        return Run(outcome, events)

    async def template_run(self, template_id: str) -> Run:
        """Each bundled template runs once per module; the tests share its run (or its error,
        so that a run that hangs fails every test of it once, not once per test)."""
        if template_id not in self.runs:
            template = get_template(template_id)
            try:
                self.runs[template_id] = await self.run(
                    mode=template.mode, template_id=template_id, inputs=template_inputs(template)
                )
            except Exception as exc:
                self.runs[template_id] = exc
        found = self.runs[template_id]
        if isinstance(found, Exception):
            raise AssertionError(f"the {template_id} run did not complete: {found!r}") from found
        return found


async def recorded(platform: EmbeddedPlatform, group: str) -> tuple[Recorder[Event], Subscription]:
    recorder: Recorder[Event] = Recorder()
    subscription = await platform.bus.subscribe(
        [t for t in topics.ALL if t != topics.DEAD_LETTER], group=group, handler=recorder
    )
    return recorder, subscription


@pytest.fixture(scope="module")
def home_env(quantward_home: Any) -> Iterator[None]:
    with quantward_home.activated():
        yield


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def embedded(home_env: None) -> AsyncIterator[Embedded]:
    async with EmbeddedPlatform() as platform:  # the default model: the offline policy
        recorder, subscription = await recorded(platform, "e2e-recorder")
        client = RunClient(platform.bus)
        await client.start()
        try:
            yield Embedded(platform, client, recorder, subscription)
        finally:
            await client.close()


def headings(text: str) -> list[str]:
    return [line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")]


def section(text: str, title: str) -> list[str]:
    """The non-empty lines under the heading `title`, up to the next heading."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.lstrip("#").strip() == title)
    body = []
    for line in lines[start + 1 :]:
        if line.startswith("#"):
            break
        if line.strip():
            body.append(line)
    return body


# --- every bundled template ----------------------------------------------------------------------


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_every_template_runs_offline_to_a_released_answer(
    embedded: Embedded, template_id: str
) -> None:
    run = await embedded.template_run(template_id)
    assert run.outcome.status == "succeeded", run.outcome.as_json()
    assert run.outcome.completed is not None
    assert run.outcome.completed.data.answer_id == run.answer.data.answer_id
    assert "offline reference policy" in run.text
    assert "[[" not in run.text  # every mark became a numbered citation
    # the run's one plan covers the template's questions with resolved ids only
    [planned] = run.of(RunPlanned)
    assert planned.data.template_id == template_id
    assert {p.plan_item_id for p in planned.data.parts} == {
        i.id for i in get_template(template_id).plan
    }


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_the_answer_has_every_section_table_and_risk_the_template_requires(
    embedded: Embedded, template_id: str
) -> None:
    template = get_template(template_id)
    text = (await embedded.template_run(template_id)).text
    found = headings(text)
    for required in template.output.sections:
        assert required.title in found, f"section {required.title!r} missing: {found}"
        assert section(text, required.title), f"section {required.title!r} is empty"
    for table in template.output.tables:
        assert table.title in found, f"table {table.title!r} missing: {found}"
        rows = [line for line in section(text, table.title) if line.startswith("|")]
        header = [c.strip() for c in rows[0].strip("|").split("|")] if rows else []
        assert header[: len(table.columns)] == list(table.columns) or header[1:] == list(
            table.columns
        ), f"table {table.title!r} has columns {header}"
        assert len(rows) >= 3, f"table {table.title!r} has no rows"
    if template.output.risks is not None:
        bullets = [line for line in section(text, "Risks") if line.startswith("- ")]
        assert len(bullets) >= template.output.risks.minimum


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_citations_are_numbered_with_title_date_and_quote(
    embedded: Embedded, template_id: str
) -> None:
    run = await embedded.template_run(template_id)
    citations = run.answer.data.citations
    assert citations
    assert [c.number for c in citations] == list(range(1, len(citations) + 1))
    for c in citations:
        assert c.title
        assert c.quote.strip()
        assert c.published is not None, f"[{c.number}] {c.title} has no date"
        assert c.published <= AS_OF, f"[{c.number}] {c.title} is after the as-of date"
    assert {int(n) for n in re.findall(r"\[(\d+)\]", run.text)} == {c.number for c in citations}
    assert run.answer.data.synthetic_sources == any(c.synthetic for c in citations)
    assert {(r.source_id, r.chunk_id) for r in run.answer.source_refs} == {
        (c.source_id, c.chunk_id) for c in citations
    }


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_every_cited_passage_was_registered_by_the_run(
    embedded: Embedded, template_id: str
) -> None:
    run = await embedded.template_run(template_id)
    registered = {e.data.source_id: e for e in run.of(SourceRegistered)}
    for c in run.answer.data.citations:
        assert c.source_id in registered, f"[{c.number}] {c.source_id} was never registered"
        if c.chunk_id is not None:
            assert c.chunk_id in registered[c.source_id].data.chunk_ids
    # and no other run announced them
    others = {
        e.data.source_id
        for e in embedded.recorder.items
        if isinstance(e, SourceRegistered) and e.run_id != run.outcome.run_id
    }
    assert not {c.source_id for c in run.answer.data.citations} & others


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_every_task_completes_once_within_the_pinned_scope(
    embedded: Embedded, template_id: str
) -> None:
    template = get_template(template_id)
    run = await embedded.template_run(template_id)
    delegated = run.of(TaskDelegated)
    completed = Counter(e.data.task_id for e in run.of(TaskCompleted))
    assert delegated
    assert completed == Counter(e.data.task_id for e in delegated)
    assert all(e.data.status == "succeeded" for e in run.of(TaskCompleted))
    resolved = set(run.answer.entity_ids)
    assert len(resolved) == (4 if "companies" in template.inputs else 1)
    for task in delegated:
        assert task.entity_ids
        assert set(task.entity_ids) <= resolved
        assert task.data.as_of == AS_OF
        assert task.data.allowed_sources == template.sources.allow


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_the_orchestrator_only_plans_and_delegates(
    embedded: Embedded, template_id: str
) -> None:
    run = await embedded.template_run(template_id)
    model_calls = [e for e in run.of(AgentModelCalled) if e.data.role == "orchestrator"]
    tool_calls = [e for e in run.of(AgentToolCalled) if e.data.role == "orchestrator"]
    assert model_calls
    assert all(e.data.tools == ("plan", "delegate") for e in model_calls)
    assert {e.data.tool for e in tool_calls} == {"plan", "delegate"}


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_researchers_only_use_tools_over_the_allowed_sources(
    embedded: Embedded, template_id: str
) -> None:
    allowed = get_template(template_id).sources.allow
    run = await embedded.template_run(template_id)
    offered = {
        t for e in run.of(AgentModelCalled) if e.data.role == "researcher" for t in e.data.tools
    }
    used = {e.data.tool for e in run.of(AgentToolCalled) if e.data.role == "researcher"}
    assert used
    assert used <= offered
    for tool in offered:
        assert tool_allowed(tool, allowed), f"{tool} offered though {allowed} does not allow it"
    for tool in TOOL_SOURCE.keys() | {"search_documents", "python"}:
        if tool_allowed(tool, allowed):
            assert tool in offered, f"{tool} not offered though {allowed} allows it"


@pytest.mark.parametrize("template_id", TEMPLATES)
async def test_every_model_and_tool_call_is_an_event(embedded: Embedded, template_id: str) -> None:
    run = await embedded.template_run(template_id)
    model_calls = Counter(e.data.role for e in run.of(AgentModelCalled))
    tool_calls = Counter(e.data.role for e in run.of(AgentToolCalled))
    for role in ("orchestrator", "researcher"):
        assert model_calls[role] > 0, role
        assert tool_calls[role] > 0, role
    # what each task reports doing is exactly what was published for it
    for done in run.of(TaskCompleted):
        task_id = done.data.task_id
        turns = [e for e in run.of(AgentModelCalled) if e.data.task_id == task_id]
        calls = [e for e in run.of(AgentToolCalled) if e.data.task_id == task_id]
        assert len(turns) == done.data.turns
        assert len(calls) == done.data.tool_calls
        assert sorted(e.data.turn for e in turns) == list(range(1, done.data.turns + 1))
    # each tool call's registered sources were announced
    registered = {e.data.source_id for e in run.of(SourceRegistered)}
    for call in run.of(AgentToolCalled):
        assert set(call.data.source_ids) <= registered


# --- a free question, determinism ---------------------------------------------------------------


async def test_a_question_naming_a_company_is_answered_about_that_company(
    embedded: Embedded,
) -> None:
    run = await embedded.run(question="What did Apple say about its guidance?")
    assert run.outcome.status == "succeeded", run.outcome.as_json()
    [mentions] = run.of(MentionsResolved)
    assert [m.entity_id for m in mentions.data.mentions] == ["ent_apple_inc"]
    assert all(t.entity_ids == ("ent_apple_inc",) for t in run.of(TaskDelegated))
    assert run.text.startswith("# What did Apple say about its guidance?")
    assert "## Answer" in run.text
    assert "offline reference policy" in run.text
    assert run.answer.data.citations


async def test_the_same_template_gives_the_same_answer(embedded: Embedded) -> None:
    first = await embedded.template_run("earnings-preview")
    second = await embedded.run(template_id="earnings-preview", inputs={"company": "Apple"})
    assert second.outcome.run_id != first.outcome.run_id
    assert second.text == first.text

    def shown(run: Run) -> list[tuple[Any, ...]]:
        return [(c.number, c.title, c.published, c.quote) for c in run.answer.data.citations]

    assert shown(second) == shown(first)
    # the ids differ (sources belong to their run), the cited documents' passages do not
    assert {c.source_id for c in second.answer.data.citations}.isdisjoint(
        c.source_id for c in first.answer.data.citations
    )


# --- clarifications -----------------------------------------------------------------------------


async def test_an_ambiguous_company_pauses_a_chat_run_until_the_user_picks_one(
    embedded: Embedded,
) -> None:
    run = await embedded.run(
        template_id="earnings-preview",
        inputs={"company": "Porsche"},
        answers=("Porsche Automobil Holding SE",),
    )
    assert run.outcome.status == "succeeded", run.outcome.as_json()
    [question] = run.of(ClarificationRequested)
    assert question.data.question == "Which company do you mean by 'Porsche'?"
    assert set(question.data.options) == {
        "Dr. Ing. h.c. F. Porsche AG",
        "Porsche Automobil Holding SE",
    }
    [planned] = run.of(RunPlanned)
    assert {e for p in planned.data.parts for e in p.entity_ids} == {"ent_porsche_se"}
    assert run.text.startswith("# Earnings preview: Porsche Automobil Holding SE")
    # the question came before any research
    kinds = [type(e) for e in run.events]
    assert kinds.index(ClarificationRequested) < kinds.index(TaskDelegated)


async def test_an_ambiguous_company_fails_a_strategy_run_at_once(embedded: Embedded) -> None:
    run = await embedded.run(
        mode="strategy", template_id="earnings-preview", inputs={"company": "Porsche"}
    )
    assert run.outcome.status == "failed"
    assert run.of(ClarificationRequested) == []
    assert run.of(TaskDelegated) == []
    assert run.outcome.completed is not None
    error = run.outcome.completed.data.error or ""
    assert "'Porsche' is ambiguous" in error
    assert "Porsche Automobil Holding SE" in error
    assert "a strategy run does not guess and does not wait for a user" in error


async def test_an_unknown_company_is_asked_for_again(embedded: Embedded) -> None:
    run = await embedded.run(
        template_id="earnings-preview", inputs={"company": "Zorblax Corp"}, answers=("Apple",)
    )
    assert run.outcome.status == "succeeded", run.outcome.as_json()
    [question] = run.of(ClarificationRequested)
    assert "could not find a company called 'Zorblax Corp'" in question.data.question
    assert run.text.startswith("# Earnings preview: Apple Inc.")


async def test_a_missing_required_input_is_asked_for(embedded: Embedded) -> None:
    run = await embedded.run(template_id="credit-review", inputs={}, answers=("Apple",))
    assert run.outcome.status == "succeeded", run.outcome.as_json()
    [question] = run.of(ClarificationRequested)
    assert question.data.question.startswith("What company should the Credit review use?")
    assert run.text.startswith("# Credit review: Apple Inc.")


async def test_a_free_question_about_an_ambiguous_name_asks_which_company(
    embedded: Embedded,
) -> None:
    run = await embedded.run(
        question="What did Porsche say about its guidance?",
        answers=("Dr. Ing. h.c. F. Porsche AG",),
    )
    assert run.outcome.status == "succeeded", run.outcome.as_json()
    assert len(run.of(ClarificationRequested)) == 1
    assert all(t.entity_ids == ("ent_porsche_ag",) for t in run.of(TaskDelegated))


async def test_a_question_left_unanswered_cancels_the_run(embedded: Embedded) -> None:
    run = await embedded.run(template_id="earnings-preview", inputs={"company": "Porsche"})
    assert run.outcome.status == "cancelled"
    assert run.outcome.answer is None
    assert run.outcome.completed is not None
    assert run.outcome.completed.data.error == "the question was not answered"
    assert run.of(TaskDelegated) == []


# --- cancellation -------------------------------------------------------------------------------


class BlockingResearchers:
    """The offline policy, but researchers' calls wait while `blocking` (until cancelled)."""

    def __init__(self) -> None:
        self.policy = OfflineReferencePolicy()
        self.blocking = True
        self.entered = asyncio.Event()

    @property
    def name(self) -> str:
        return self.policy.name

    async def complete(self, request: ChatRequest) -> Completion:
        if self.blocking and isinstance(find_brief(request.messages), ResearcherBrief):
            self.entered.set()
            await asyncio.Event().wait()  # only a cancellation ends this call
        return await self.policy.complete(request)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        yield await self.complete(request)


async def test_a_cancelled_run_stops_its_researchers_and_the_platform_goes_on(
    home_env: None,
) -> None:
    model = BlockingResearchers()
    async with EmbeddedPlatform(model=model, researcher_workers=4) as platform:
        recorder, subscription = await recorded(platform, "e2e-cancel-recorder")
        client = RunClient(platform.bus)
        await client.start()
        embedded = Embedded(platform, client, recorder, subscription)

        async def cancel_when_researching(event: Event) -> None:
            if isinstance(event, TaskDelegated) and event.run_id:
                await asyncio.wait_for(model.entered.wait(), timeout=30)
                await client.cancel(event.run_id, "the user stopped it")

        run = await embedded.run(
            template_id="earnings-preview",
            inputs={"company": "Apple"},
            on_event=cancel_when_researching,
        )
        assert run.outcome.status == "cancelled"
        assert run.outcome.completed is not None
        assert run.outcome.completed.data.error == "the user stopped it"
        assert run.outcome.answer is None
        # every delegated task ends, failed for the cancellation (the orchestrator stopped
        # waiting for them, the researchers did not go on working)
        delegated = {e.data.task_id for e in run.of(TaskDelegated)}
        done = await recorder.wait_until(
            lambda items: (
                delegated
                <= {
                    e.data.task_id
                    for e in items
                    if isinstance(e, TaskCompleted) and e.run_id == run.outcome.run_id
                }
            ),
            what="every task of the cancelled run to end",
        )
        ends = [e for e in done if isinstance(e, TaskCompleted) and e.run_id == run.outcome.run_id]
        assert Counter(e.data.task_id for e in ends) == Counter(delegated)
        for end in ends:
            assert end.data.status == "failed"
            assert "cancelled" in (end.data.error or ""), end.data.error
        assert any(e.data.error == "run cancelled: the user stopped it" for e in ends)

        model.blocking = False
        after = await embedded.run(template_id="earnings-preview", inputs={"company": "Apple"})
        assert after.outcome.status == "succeeded", after.outcome.as_json()
        await client.close()
