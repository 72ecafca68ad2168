"""Runs submitted and followed through this API process: one bus subscription for all of them.

Each followed run has a `RunStream`: its user-visible events in arrival order, each with its
event id (the SSE id: the same in every API replica, so a client resumes with `Last-Event-ID`
on any of them). A run this process did not submit (another replica's, or one that finished
before this process started) is read back from its record first, then followed live; live
events already read from the record are not repeated. Finished streams stay in memory for the
newest `api_streams_kept` runs; older ones are read from the record again when asked.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator
from typing import Any

from pydantic import JsonValue

from quantward_api.principals import Principal
from quantward_api.progress import STREAMED, STREAMED_TYPES
from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, new_id, topics_of
from quantward_contracts.events import (
    AnswerReleased,
    CancelRun,
    CancelRunData,
    ClarificationAnswered,
    ClarificationAnsweredData,
    ClarificationRequested,
    RunCompleted,
    RunRequested,
    RunRequestedData,
)
from quantward_contracts.values import CarriedSource, TemplateDocument
from quantward_kit.lifecycle import StartStop
from quantward_records import RecordStore, artifact_reader, restore

log = logging.getLogger("quantward.api")

ANSWERED_TYPE = ClarificationAnswered.model_fields["type"].default


class RunStream:
    """One run's events as its followers see them, and what its clarifications are."""

    def __init__(self, run_id: str, requested_by: str | None) -> None:
        self.run_id = run_id
        self.requested_by = requested_by
        self.events: list[Event] = []
        self._seen: dict[str, int] = {}
        self.questions: dict[str, ClarificationRequested] = {}
        self.answered: set[str] = set()
        self.completed: RunCompleted | None = None
        self.answer: AnswerReleased | None = None
        self._changed = asyncio.Event()

    @property
    def done(self) -> bool:
        """Completed, and its answer (if it has one) released: topics are ordered apart."""
        return self.completed is not None and (
            self.completed.data.answer_id is None or self.answer is not None
        )

    def add(self, event: Event) -> None:
        if event.event_id in self._seen or event.event_id in self.answered:
            return
        if isinstance(event, ClarificationAnswered):
            self.answered.add(event.data.clarification_id)
            return
        self._seen[event.event_id] = len(self.events)
        self.events.append(event)
        if isinstance(event, ClarificationRequested):
            self.questions[event.data.clarification_id] = event
        elif isinstance(event, RunCompleted):
            self.completed = event
        elif isinstance(event, AnswerReleased):
            self.answer = event
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()

    def after(self, event_id: str | None) -> int:
        """The position after `event_id` (0 for None or an id the stream does not hold)."""
        if event_id is None:
            return 0
        position = self._seen.get(event_id)
        return 0 if position is None else position + 1

    async def changed(self, timeout_s: float) -> None:
        # `asyncio.timeout`, not `wait_for`: wait_for (3.11) wraps the wait in a task of its
        # own, so a new event reached the follower one event-loop turn later — on a loop shared
        # with the platform, most of the per-event overhead (ADR 0035) — and every follower made
        # a task per event.
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout_s):
                await self._changed.wait()


class RunHub(StartStop):
    def __init__(
        self, bus: EventBus, store: RecordStore, *, producer: str, streams_kept: int
    ) -> None:
        self.bus = bus
        self.store = store
        self.producer = producer
        self.streams_kept = streams_kept
        self.instance = new_id("msg").removeprefix("msg_")[-12:]
        self._live: dict[str, RunStream] = {}
        self._finished: OrderedDict[str, RunStream] = OrderedDict()
        self._subscription: Subscription | None = None
        self._closing = asyncio.Event()

    async def start(self) -> None:
        self._subscription = await self.bus.subscribe(
            topics_of([*STREAMED, ClarificationAnswered]),
            group=f"api-{self.instance}",
            handler=self._route,
            accept=[*STREAMED, ClarificationAnswered],
            name=f"api-{self.instance}",
            # From now on, in no lasting group (every API replica sees every run's events, and a
            # restart leaves no group behind): earlier events are read from the record.
            start="latest",
            ephemeral=True,
        )

    async def stop(self) -> None:
        self._closing.set()
        if self._subscription is not None:
            await self._subscription.close()
            self._subscription = None

    async def _route(self, event: Event) -> None:
        stream = self._live.get(event.run_id or "")
        if stream is not None:
            stream.add(event)
            self._retire(stream)

    def _retire(self, stream: RunStream) -> None:
        if not stream.done:
            return
        self._live.pop(stream.run_id, None)
        self._finished[stream.run_id] = stream
        self._finished.move_to_end(stream.run_id)
        while len(self._finished) > self.streams_kept:
            self._finished.popitem(last=False)

    async def submit(
        self,
        principal: Principal,
        *,
        mode: str,
        question: str | None = None,
        template_id: str | None = None,
        template: TemplateDocument | None = None,
        inputs: dict[str, JsonValue] | None = None,
        strategy_id: str | None = None,
        run_id: str | None = None,
        conversation_id: str | None = None,
        grounding: tuple[CarriedSource, ...] = (),
    ) -> RunRequested:
        """Publish the run's request (a new run id unless given), followed from before."""
        request = RunRequested(
            run_id=run_id or new_id("run"),
            producer=self.producer,
            data=RunRequestedData(
                mode="chat" if mode == "chat" else "strategy",
                question=question,
                template_id=template_id,
                template=template,
                inputs=inputs or {},
                requested_by=principal.requester,
                message_id=new_id("msg"),
                strategy_id=strategy_id,
                entitlements=principal.entitlements,
                conversation_id=conversation_id,
                grounding=grounding,
            ),
        )
        assert request.run_id is not None
        # Followed from before it is published: no event of it can be missed.
        self._live[request.run_id] = RunStream(request.run_id, principal.requester)
        await self.bus.publish(request)
        return request

    def held(self, run_id: str) -> RunStream | None:
        """The run's stream if this process holds it (no record look-up)."""
        return self._live.get(run_id) or self._finished.get(run_id)

    async def stream(self, run_id: str) -> RunStream | None:
        """The run's stream: held here, else read from its record and then followed live;
        None when neither this process nor the record knows the run."""
        stream = self._live.get(run_id) or self._finished.get(run_id)
        if stream is not None:
            return stream
        summary = await asyncio.to_thread(self.store.summary, run_id)
        if summary is None:
            return None
        stream = RunStream(run_id, summary.requested_by)
        self._live[run_id] = stream  # live events buffer while the record is read
        try:
            for event in await asyncio.to_thread(self._recorded, run_id):
                stream.add(event)
        except Exception:
            self._live.pop(run_id, None)
            raise
        if summary.status != "running" and stream.completed is None:
            # finished but its completion is not (yet) in the record: nothing more will come
            log.debug("run %s is %s without a recorded completion", run_id, summary.status)
        self._retire(stream)
        return stream

    def _recorded(self, run_id: str) -> list[Event]:
        entries = [
            e
            for e in self.store.entries(run_id)
            if e.body is not None and (e.type in STREAMED_TYPES or e.type == ANSWERED_TYPE)
        ]
        artifact = artifact_reader(self.store, (e.body for e in entries))
        return [restore(e, artifact) for e in entries]

    async def follow(
        self, stream: RunStream, *, after: str | None, keepalive_s: float
    ) -> AsyncIterator[Event | None]:
        """The stream's events after `after`, then each new one until the run is done; None
        whenever `keepalive_s` pass without one (the caller sends a keep-alive)."""
        position = stream.after(after)
        while not self._closing.is_set():
            while position < len(stream.events):
                yield stream.events[position]
                position += 1
            if stream.done:
                return
            before = len(stream.events)
            await stream.changed(keepalive_s)
            if len(stream.events) == before:
                yield None

    async def answer(
        self, stream: RunStream, question: ClarificationRequested, text: str, principal: Principal
    ) -> ClarificationAnswered:
        event = ClarificationAnswered(
            **question.caused(
                producer=self.producer,
                data=ClarificationAnsweredData(
                    clarification_id=question.data.clarification_id,
                    answer=text,
                    answered_by=principal.requester,
                    message_id=new_id("msg"),
                ),
            )
        )
        stream.answered.add(question.data.clarification_id)
        await self.bus.publish(event)
        return event

    async def cancel(self, run_id: str, reason: str, principal: Principal) -> None:
        await self.bus.publish(
            CancelRun(
                run_id=run_id,
                producer=self.producer,
                data=CancelRunData(reason=reason, requested_by=principal.requester),
            )
        )


def event_json(event: Event, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    return {
        "event_id": event.event_id,
        "run_id": event.run_id,
        "time": event.time.isoformat(),
        "kind": kind,
        **payload,
    }
