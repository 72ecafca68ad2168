"""Durable runs on the in-memory bus: an orchestrator dies mid-run, another resumes the run.

A "kill" cuts the dying instance off the bus (nothing it does afterwards reaches anyone, as
with SIGKILL) and leaves its run.requested message uncommitted; a second instance on the same
bus and record store (the recorder records every event) is then given the run again. The resumed
run must end with the same answer as an undisturbed run, with no task delegated twice, no event
of the first instance published again and no model call paid twice (the script the model plays
is shared by both instances: a call answered from the record does not advance it).
"""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import pytest

from quantward_bus import EventBus, InMemoryEventBus
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import (
    AnswerReleased,
    CancelRun,
    ClarificationRequested,
    RunCompleted,
    RunProgressed,
    TaskDelegated,
)
from quantward_kit import run_client
from quantward_kit.record_wait import WAITING_FOR_RECORD
from quantward_kit.run_client import RunClient, RunNotResumedError, RunOutcome
from quantward_kit.settings import Settings
from quantward_orchestrator.app import OrchestratorApp
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_recorder.app import build_app as build_recorder
from quantward_recorder.settings import RecorderSettings
from quantward_records import recorded_events
from quantward_records.sqlite_store import SqliteRecordStore


def _sibling(name: str) -> Any:
    """A module of this folder (tests are imported by path, not as a package)."""
    path = Path(__file__).with_name(f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"orchestrator_tests_{name}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_run = _sibling("test_run")
PREVIEW_ITEMS = _run.PREVIEW_ITEMS
SWITCHED_OFF = _run.SWITCHED_OFF
FakeGrounder = _run.FakeGrounder
FakeResearchers = _run.FakeResearchers
FakeResolver = _run.FakeResolver
OrchestratorScript = _run.OrchestratorScript
compose = _run.compose
happy_script = _run.happy_script


class Link:
    """The bus as one orchestrator process sees it: what it published, and its death (`cut`),
    after which nothing it does reaches the bus."""

    def __init__(self, bus: InMemoryEventBus) -> None:
        self.bus = bus
        self.published: list[Event] = []
        self.cut = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bus, name)

    async def publish(self, event: Event, *, topic: str | None = None) -> None:
        if not self.cut:
            self.published.append(event)
            await self.bus.publish(event, topic=topic)

    async def publish_many(self, events: list[Event], *, topic: str | None = None) -> None:
        if not self.cut:
            self.published.extend(events)
            await self.bus.publish_many(events, topic=topic)


class HeldResearchers(FakeResearchers):
    """Researchers that keep every task until `release` (the orchestrator dies meanwhile)."""

    def __init__(self, bus: InMemoryEventBus) -> None:
        super().__init__(bus, hold=True)

    async def release(self) -> None:
        self.hold = False
        held, self.tasks = list(self.tasks), []
        for task in held:
            await self(task)


@dataclass
class Rig:
    bus: InMemoryEventBus
    store: SqliteRecordStore
    model: OrchestratorScript
    events: Recorder[Event]
    researchers: HeldResearchers
    client: RunClient
    links: list[Link] = field(default_factory=list)
    apps: list[OrchestratorApp] = field(default_factory=list)
    #: the recorder app (None while it is stopped: see `stop_recorder`)
    recorder: Any = None

    async def stop_recorder(self) -> None:
        """The recorder dies: what is published from now on is not in the record."""
        await self.recorder.stop()
        self.recorder = None

    async def start_recorder(self) -> None:
        """A recorder (again): it catches up from what its group committed."""
        self.recorder = await build_recorder(RecorderSettings(), bus=self.bus, store=self.store)
        await self.recorder.start()

    async def orchestrator(self, **overrides: Any) -> OrchestratorApp:
        settings = OrchestratorSettings(
            orchestrator_reply_timeout_s=10,
            orchestrator_task_timeout_s=10,
            orchestrator_clarification_timeout_s=10,
            **{"orchestrator_record_wait_s": 10, **SWITCHED_OFF, **overrides},
        )
        link = Link(self.bus)
        app = OrchestratorApp(settings, cast(EventBus, link), self.model, records=self.store)
        await app.start()
        self.links.append(link)
        self.apps.append(app)
        return app

    async def kill(self, app: OrchestratorApp) -> None:
        """SIGKILL, as far as anyone else can tell: cut off, its request left uncommitted."""
        self.links[self.apps.index(app)].cut = True
        await app.stop()

    async def resumed_by(self, app: OrchestratorApp, run_id: str) -> None:
        """Until `app` announced it resumes the run. (Not `run_id in app.runs`: a resumed run
        whose research is all recorded can complete between two looks at `runs`.)"""
        await self.events.wait_until(
            lambda items: any(
                isinstance(e, RunProgressed)
                and e.run_id == run_id
                and e.data.detail.startswith("resuming after ")
                and e.data.detail.endswith(f"(instance {app.instance})")
                for e in items
            ),
            what=f"instance {app.instance} resuming the run",
        )

    def of_run(self, run_id: str, kind: type[Any] = Event) -> list[Any]:
        return [e for e in self.events.items if e.run_id == run_id and isinstance(e, kind)]


@asynccontextmanager
async def rig(tmp_path: Path, model: OrchestratorScript) -> AsyncIterator[Rig]:
    async with InMemoryEventBus() as bus:
        store = SqliteRecordStore(tmp_path / "records")
        recorder = await build_recorder(RecorderSettings(), bus=bus, store=store)
        await recorder.start()
        resolver = FakeResolver(bus)
        researchers = HeldResearchers(bus)
        grounder = FakeGrounder(bus)
        events: Recorder[Event] = Recorder()
        await bus.subscribe([topics.ENTITIES], group="fake-resolver", handler=resolver)
        await bus.subscribe([topics.TASKS], group="fake-researchers", handler=researchers)
        await bus.subscribe([topics.ANSWER_DRAFTS], group="fake-grounder", handler=grounder)
        await bus.subscribe(
            [t for t in topics.ALL if t != topics.DEAD_LETTER], group="test-events", handler=events
        )
        client = RunClient(bus)
        await client.start()
        state = Rig(bus, store, model, events, researchers, client, recorder=recorder)
        try:
            yield state
        finally:
            await client.close()
            for app in state.apps:
                await app.stop()
            if state.recorder is not None:
                await state.recorder.stop()
            store.close()


async def follow(
    r: Rig,
    *,
    answers: list[str] | None = None,
    inputs: dict[str, Any] | None = None,
    answering: Callable[[ClarificationRequested], Awaitable[str]] | None = None,
) -> tuple[str, asyncio.Task[RunOutcome]]:
    replies = list(answers or [])

    async def answer(question: ClarificationRequested) -> str | None:
        if answering is not None:
            return await answering(question)
        return replies.pop(0) if replies else None

    request = await r.client.submit(
        mode="chat", template_id="earnings-preview", inputs=inputs or {"company": "Apple"}
    )
    assert request.run_id is not None
    outcome = asyncio.ensure_future(r.client.follow(request, answer=answer, timeout_s=30))
    return request.run_id, outcome


async def undisturbed(tmp_path: Path, script: list[Any], **kwargs: Any) -> str:
    """The answer the same run gives when nobody dies."""
    async with rig(tmp_path / "undisturbed", OrchestratorScript(script)) as r:
        await r.orchestrator()
        _, outcome = await follow(r, **kwargs)
        await r.researchers.release()
        done = await outcome
        assert done.status == "succeeded", done.completed
        [released] = [e for e in r.events.items if isinstance(e, AnswerReleased)]
        return released.data.text


async def test_a_run_killed_during_research_is_resumed_with_the_same_answer(
    tmp_path: Path,
) -> None:
    expected = await undisturbed(tmp_path, happy_script())
    script = happy_script()
    async with rig(tmp_path / "killed", OrchestratorScript(script)) as r:
        first = await r.orchestrator()
        run_id, outcome = await follow(r)
        await r.events.wait_until(
            lambda items: (
                len([e for e in items if isinstance(e, TaskDelegated)]) == len(PREVIEW_ITEMS)
            ),
            what="every part delegated",
        )
        await r.kill(first)
        second = await r.orchestrator()
        await r.resumed_by(second, run_id)
        await r.researchers.release()
        done = await outcome
        assert done.status == "succeeded", done.completed
        [released] = r.of_run(run_id, AnswerReleased)
        assert released.data.text == expected
        assert second.resumed == 1
        # nothing the first instance published was published again
        again = {e.event_id for e in r.links[0].published} & {
            e.event_id for e in r.links[1].published
        }
        assert again == set()
        delegated = [e for e in r.links[1].published if isinstance(e, TaskDelegated)]
        assert delegated == []  # no task asked for twice
        # plan and delegate answered from the record; only the composition was paid for
        assert len(r.model.calls) == len(script)
        progress = [e.data.detail for e in r.of_run(run_id, RunProgressed)]
        assert any(d.startswith("resuming after ") for d in progress), progress
        await wait_until(
            lambda: any(isinstance(e, RunCompleted) for e in recorded_events(r.store, run_id)),
            what="the completion recorded",
        )
        assert len(r.of_run(run_id, RunCompleted)) == 1


async def test_a_run_killed_while_waiting_for_the_user_is_resumed_and_takes_the_answer(
    tmp_path: Path,
) -> None:
    """Porsche is ambiguous: the run asks which one; the orchestrator dies before the user
    answers, the answer arrives while no instance drives the run, and the second instance takes
    it from the record."""
    script = [*happy_script(entity_id="ent_porsche_se")[:2], compose()]
    kwargs: dict[str, Any] = {"inputs": {"company": "Porsche"}}
    expected = await undisturbed(tmp_path, list(script), answers=["porsche se"], **kwargs)
    async with rig(tmp_path / "killed", OrchestratorScript(script)) as r:
        first = await r.orchestrator()
        asked = asyncio.Event()
        killed = asyncio.Event()

        async def answering(_: ClarificationRequested) -> str:
            asked.set()
            await killed.wait()  # the user answers while no orchestrator drives the run
            return "porsche se"

        run_id, outcome = await follow(r, answering=answering, **kwargs)
        await asyncio.wait_for(asked.wait(), timeout=10)
        await r.kill(first)
        killed.set()
        await r.events.wait_until(
            lambda items: any(e.type == "clarification.answered.v1" for e in items),
            what="the user's answer",
        )
        second = await r.orchestrator()
        await r.events.wait_until(
            lambda items: (
                len([e for e in items if isinstance(e, TaskDelegated)]) == len(PREVIEW_ITEMS)
            ),
            what="every part delegated by the second instance",
        )
        await r.researchers.release()
        done = await outcome
        assert done.status == "succeeded", done.completed
        [released] = r.of_run(run_id, AnswerReleased)
        assert released.data.text == expected
        assert second.resumed == 1
        assert len(r.of_run(run_id, ClarificationRequested)) == 1  # not asked again
        assert len(r.model.calls) == len(script)


async def test_a_completed_run_delivered_again_is_not_driven_again(tmp_path: Path) -> None:
    async with rig(tmp_path, OrchestratorScript(happy_script())) as r:
        first = await r.orchestrator()
        run_id, outcome = await follow(r)
        await r.events.wait_until(
            lambda items: any(isinstance(e, TaskDelegated) for e in items), what="a delegation"
        )
        await r.researchers.release()
        assert (await outcome).status == "succeeded"
        await wait_until(lambda: run_id not in first.runs, what="the run's task ended")
        await wait_until(
            lambda: any(isinstance(e, RunCompleted) for e in recorded_events(r.store, run_id)),
            what="the completion recorded",
        )
        [request] = [e for e in recorded_events(r.store, run_id) if e.type == "run.requested.v1"]
        await first.handle_request(request)  # a redelivery, as after a rebalance
        assert run_id not in first.runs
        assert len(r.of_run(run_id, RunCompleted)) == 1


async def test_stopping_hands_runs_over_instead_of_cancelling_them(tmp_path: Path) -> None:
    async with rig(tmp_path, OrchestratorScript(happy_script())) as r:
        first = await r.orchestrator()
        run_id, outcome = await follow(r)
        await r.events.wait_until(
            lambda items: any(isinstance(e, TaskDelegated) for e in items), what="a delegation"
        )
        await first.stop()  # SIGTERM: not cut off, it says goodbye
        await r.events.wait_until(
            lambda items: any(
                isinstance(e, RunProgressed) and e.data.detail.startswith("handed over")
                for e in items
            ),
            what="the hand-over announced",
        )
        assert r.of_run(run_id, RunCompleted) == []
        await r.orchestrator()
        await r.researchers.release()
        done = await outcome
        assert done.status == "succeeded", done.completed


def run_id_that_moves_to_a_second_member() -> str:
    """A run id whose request's partition passes to the second member of the orchestrator
    group on the in-memory bus (there a partition belongs to member `partition % members`)."""
    from quantward_bus.memory_bus import partition_for

    return next(
        run_id
        for run_id in (new_id("run") for _ in range(1000))
        if partition_for(run_id, 8, 0) % 2 == 1
    )


async def test_a_run_whose_request_moves_in_a_rebalance_is_handed_over_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second instance joins while a run is in flight and the run's request moves to it:
    the first instance hands the run over (without waiting for it to end, which would hold the
    rebalance up), and the second resumes it from the record to the undisturbed answer."""
    expected = await undisturbed(tmp_path, happy_script())
    script = happy_script()
    moving = run_id_that_moves_to_a_second_member()
    monkeypatch.setattr(
        run_client, "new_id", lambda prefix: moving if prefix == "run" else new_id(prefix)
    )
    async with rig(tmp_path / "rebalanced", OrchestratorScript(script)) as r:
        first = await r.orchestrator()
        run_id, outcome = await follow(r)
        assert run_id == moving
        await r.events.wait_until(
            lambda items: (
                len([e for e in items if isinstance(e, TaskDelegated)]) == len(PREVIEW_ITEMS)
            ),
            what="every part delegated",
        )
        second = await r.orchestrator()  # joins the group: the run's partition moves to it
        await r.events.wait_until(
            lambda items: any(
                isinstance(e, RunProgressed) and e.data.detail.startswith("handed over")
                for e in items
            ),
            what="the first instance handing the run over",
        )
        await r.resumed_by(second, run_id)
        assert run_id not in first.runs
        await r.researchers.release()
        done = await outcome
        assert done.status == "succeeded", done.completed
        [released] = r.of_run(run_id, AnswerReleased)
        assert released.data.text == expected
        assert second.resumed == 1
        details = [e.data.detail for e in r.of_run(run_id, RunProgressed)]
        assert any("moved to another orchestrator instance" in d for d in details), details
        assert [e for e in r.links[1].published if isinstance(e, TaskDelegated)] == []
        assert len(r.of_run(run_id, RunCompleted)) == 1
        assert len(r.model.calls) == len(script)


async def test_without_a_record_to_resume_from_stopping_still_cancels() -> None:
    async with InMemoryEventBus() as bus:
        researchers = HeldResearchers(bus)
        await bus.subscribe([topics.ENTITIES], group="fake-resolver", handler=FakeResolver(bus))
        await bus.subscribe([topics.TASKS], group="fake-researchers", handler=researchers)
        settings = OrchestratorSettings(orchestrator_reply_timeout_s=10, **SWITCHED_OFF)
        app = OrchestratorApp(settings, bus, OrchestratorScript(happy_script()))
        await app.start()
        client = RunClient(bus)
        await client.start()
        request = await client.submit(
            mode="chat", template_id="earnings-preview", inputs={"company": "Apple"}
        )
        outcome = asyncio.ensure_future(client.follow(request, timeout_s=30))
        await wait_until(lambda: bool(researchers.tasks), what="a delegation")
        await app.stop()
        done = await outcome
        await client.close()
    assert done.status == "cancelled"


async def test_a_client_following_a_handed_over_run_nobody_resumes_fails_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QW_RUN_HANDOVER_WAIT_S", "0.5")
    async with rig(tmp_path, OrchestratorScript(happy_script())) as r:
        first = await r.orchestrator()
        await r.client.close()
        # the wait is the client's setting, as `quantward run` builds it
        r.client = RunClient(r.bus, handover_wait_s=Settings().run_handover_wait_s)
        await r.client.start()
        request = await r.client.submit(
            mode="chat", template_id="earnings-preview", inputs={"company": "Apple"}
        )
        assert request.run_id is not None
        following = asyncio.ensure_future(r.client.follow(request, timeout_s=30))
        await r.events.wait_until(
            lambda items: any(isinstance(e, TaskDelegated) for e in items), what="a delegation"
        )
        await first.stop()
        with pytest.raises(RunNotResumedError, match=r"no orchestrator resumed it within 0\.5 s"):
            await following
        # not cancelled: a later instance still finishes it
        assert r.of_run(request.run_id, CancelRun) == []
        await r.client.close()
        r.client = RunClient(r.bus)  # the rig closes it
        await r.client.start()
        await r.orchestrator()
        await r.researchers.release()
        await r.events.wait_until(
            lambda items: any(isinstance(e, RunCompleted) for e in items), what="the completion"
        )
        [done] = r.of_run(request.run_id, RunCompleted)
        assert done.data.status == "succeeded"


async def test_a_run_cancelled_while_nobody_drove_it_ends_cancelled(tmp_path: Path) -> None:
    async with rig(tmp_path, OrchestratorScript(happy_script())) as r:
        first = await r.orchestrator()
        run_id, outcome = await follow(r)
        await r.events.wait_until(
            lambda items: any(isinstance(e, TaskDelegated) for e in items), what="a delegation"
        )
        await r.kill(first)
        await r.client.cancel(run_id, "the user gave up")
        await r.events.wait_until(
            lambda items: any(isinstance(e, CancelRun) for e in items), what="the cancellation"
        )
        second = await r.orchestrator()
        done = await outcome
        assert done.status == "cancelled"
        assert done.completed is not None
        assert done.completed.data.error == "the user gave up"
        assert second.runs == {}


async def test_a_run_whose_record_cannot_be_caught_up_fails_saying_why(tmp_path: Path) -> None:
    """No recorder consumes the topics: the record never catches up. Meanwhile the follower is
    told the run waits for its record; after the bound the run fails, naming the bound's setting
    and the recorder's group, instead of being driven blind or left waiting."""
    async with InMemoryEventBus() as bus:
        store = SqliteRecordStore(tmp_path / "records")
        settings = OrchestratorSettings(orchestrator_record_wait_s=3, **SWITCHED_OFF)
        app = OrchestratorApp(settings, bus, OrchestratorScript(happy_script()), records=store)
        await app.start()
        client = RunClient(bus)
        await client.start()
        request = await client.submit(
            mode="chat", template_id="earnings-preview", inputs={"company": "Apple"}
        )
        done = await client.follow(request, timeout_s=30)
        await client.close()
        await app.stop()
        store.close()
    assert done.status == "failed"
    assert done.completed is not None
    error = done.completed.data.error or ""
    assert error.startswith(
        "the run could not be resumed from its record: the run record did not catch up "
        "within 3 s (QW_ORCHESTRATOR_RECORD_WAIT_S); last: consumer group 'recorder' is still"
    ), error
    waiting = [
        e.data.detail
        for e in done.events
        if isinstance(e, RunProgressed) and e.data.detail.startswith(WAITING_FOR_RECORD)
    ]
    assert waiting, [e.type for e in done.events]
    assert "consumer group 'recorder' is still" in waiting[0]


async def test_a_run_resumed_while_the_recorder_restarts_waits_for_it_and_completes(
    tmp_path: Path,
) -> None:
    """The recorder is down while the run's orchestrator is killed, its researchers answer, and
    for several of the resuming instance's tries (with the default record wait): the run waits,
    saying so to its follower, and once the recorder is back it resumes from the whole record
    and completes with the undisturbed answer, nothing done twice."""
    expected = await undisturbed(tmp_path, happy_script())
    script = happy_script()
    default_wait = OrchestratorSettings().orchestrator_record_wait_s
    async with rig(tmp_path / "killed", OrchestratorScript(script)) as r:
        first = await r.orchestrator(orchestrator_record_wait_s=default_wait)
        run_id, outcome = await follow(r)
        await r.events.wait_until(
            lambda items: (
                len([e for e in items if isinstance(e, TaskDelegated)]) == len(PREVIEW_ITEMS)
            ),
            what="every part delegated",
        )
        await r.kill(first)
        await r.stop_recorder()
        await r.researchers.release()  # the completions are not in the record until it is back
        second = await r.orchestrator(orchestrator_record_wait_s=default_wait)

        def notices() -> list[str]:
            return [
                e.data.detail
                for e in r.of_run(run_id, RunProgressed)
                if e.data.detail.startswith(WAITING_FOR_RECORD)
            ]

        # two notices: the resuming instance tried (at least) twice and waited on
        await wait_until(lambda: len(notices()) >= 2, timeout=30, what="two waiting notices")
        assert run_id not in second.runs  # not driven blind meanwhile
        await r.start_recorder()
        await r.resumed_by(second, run_id)
        await r.researchers.release()
        done = await outcome
        assert done.status == "succeeded", done.completed
        [released] = r.of_run(run_id, AnswerReleased)
        assert released.data.text == expected
        assert second.resumed == 1
        assert [e for e in r.links[1].published if isinstance(e, TaskDelegated)] == []
        assert len(r.model.calls) == len(script)
        # the follower saw the wait, then the resume
        details = [e.data.detail for e in done.events if isinstance(e, RunProgressed)]
        waited = next(i for i, d in enumerate(details) if d.startswith(WAITING_FOR_RECORD))
        resumed = next(i for i, d in enumerate(details) if d.startswith("resuming after "))
        assert waited < resumed, details
        # the notices are not steps of the run: the resume counts the steps the record holds
        assert WAITING_FOR_RECORD not in details[resumed]


async def test_a_run_given_up_while_it_waits_for_its_record_says_it_was_handed_over(
    tmp_path: Path,
) -> None:
    """The instance stops (SIGTERM) while a run it took waits for its record: nothing of the run
    was driven, so the instance itself tells the follower, after the waiting notices, that the
    run was handed over; the follower then waits its hand-over wait and fails clearly. The run
    is not cancelled: it stays for the next instance."""
    async with InMemoryEventBus() as bus:
        store = SqliteRecordStore(tmp_path / "records")
        app = OrchestratorApp(
            OrchestratorSettings(**SWITCHED_OFF), bus, OrchestratorScript([]), records=store
        )
        await app.start()
        client = RunClient(bus, handover_wait_s=0.5)
        await client.start()
        request = await client.submit(
            mode="chat", template_id="earnings-preview", inputs={"company": "Apple"}
        )
        seen: list[Event] = []
        following = asyncio.ensure_future(
            client.follow(request, timeout_s=60, on_event=seen.append)
        )
        await wait_until(
            lambda: any(
                isinstance(e, RunProgressed) and e.data.detail.startswith(WAITING_FOR_RECORD)
                for e in seen
            ),
            what="the run waiting for its record",
        )
        await app.stop()
        with pytest.raises(RunNotResumedError, match=r"no orchestrator resumed it within 0\.5 s"):
            await following
        await client.close()
        store.close()
    details = [e.data.detail for e in seen if isinstance(e, RunProgressed)]
    assert details[-1] == (
        "handed over: this orchestrator instance is stopping; another resumes the run from its "
        "record"
    ), details
    assert not any(isinstance(e, (RunCompleted, CancelRun)) for e in seen)
