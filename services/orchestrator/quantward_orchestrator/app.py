"""The orchestrator service: the one place its adapters are chosen, and the bus wiring.

Runs are taken from `run.requested` in the consumer group `orchestrator`, many at once
(`orchestrator_concurrent_runs`), and a request's message counts as handled only once its run
ended: the bus commits a partition only up to its oldest unfinished message, so the runs of an
instance that dies (or stops and hands them over) are delivered again to a member that is left.
With `orchestrator_resume` that member reads the run's record (after the recorder caught up
with what was published) and drives the run again from it (`resuming`): a run that completed is
not driven again; any other goes on where it was, with nothing published, asked or paid twice.

Replies a run waits for (entity resolutions, task completions, the grounder's check, the user's
clarification answers, cancellations) are read by every orchestrator instance in a group of its
own and matched by key: whichever instance drives the run picks them up, the others ignore them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, new_id, topics, topics_of
from quantward_contracts.events import (
    AnswerValidated,
    CancelRun,
    CitationsResolved,
    ClarificationAnswered,
    ConcernsCarriedData,
    ContractValidated,
    EntityResolved,
    MentionsResolved,
    ReviewDecided,
    RunCompletedData,
    RunProgressed,
    RunProgressedData,
    RunRequested,
    RunStage,
    TaskCompleted,
)
from quantward_kit.builders import build_market_data, build_model, open_record_store
from quantward_kit.lifecycle import StartStop
from quantward_kit.record_wait import WAITING_FOR_RECORD, read_when_recorded
from quantward_kit.replies import Waiters
from quantward_kit.run_client import HANDED_OVER
from quantward_llm.port import ChatModel
from quantward_orchestrator.gateway import Expected, MissingRepliesError, ReplyKind, reply_key
from quantward_orchestrator.journal import Run
from quantward_orchestrator.resuming import Resumption
from quantward_orchestrator.run import drive, start
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_platform.market_data import MarketData
from quantward_records import recorded_events
from quantward_records.strategies import carried_concerns
from quantward_workflows import WorkflowTemplate, bundled_templates

if TYPE_CHECKING:
    from quantward_records import RecordStore

log = logging.getLogger("quantward.orchestrator")

#: the replies a run waits for (and cancellations); the bus accepts each only from a principal
#: allowed to produce it when it verifies producers (`quantward_contracts.principals`)
REPLIES: Final[tuple[type[Event], ...]] = (
    CancelRun,
    TaskCompleted,
    EntityResolved,
    MentionsResolved,
    CitationsResolved,
    ClarificationAnswered,
    ContractValidated,
    AnswerValidated,
    ReviewDecided,
)

#: why a run is handed over: this instance stops, or the run's request moved to another member
STOPPING = "this orchestrator instance is stopping"
MOVED = "the run's request moved to another orchestrator instance (the group rebalanced)"


class OrchestratorApp(StartStop):
    """The orchestrator service, and the bus-backed `RunGateway` of every run it drives."""

    def __init__(
        self,
        settings: OrchestratorSettings,
        bus: EventBus,
        model: ChatModel,
        *,
        market_data: MarketData | None = None,
        instance: str | None = None,
        records: RecordStore | None = None,
        owns_records: bool = False,
        resume: bool = True,
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.model = model
        #: the run record: runs are resumed from it (unless `resume` is False), and a strategy
        #: run carries the concerns its strategy's previous run left open from it
        self.records = records
        #: runs are resumed from the record and handed over on stop (else: not resumed, and
        #: stopping cancels them; the embedded platform, whose bus dies with its process)
        self.resuming = records is not None and resume
        self._owns_records = owns_records
        self.market_data = market_data or build_market_data(settings)
        self.instance = instance or new_id("msg").removeprefix("msg_")[-10:]
        #: the one reply matcher, per kind of reply (see `ReplyKind` for the keys)
        self.replies: dict[ReplyKind, Waiters[Event]] = {
            "entity": Waiters(),
            "task": Waiters(),
            "citations": Waiters(),
            "verdict": Waiters(),
            "clarification": Waiters(),
        }
        self.runs: dict[str, tuple[Run, asyncio.Task[None]]] = {}
        #: how many runs this instance drove again from their record
        self.resumed = 0
        self._requests: Subscription | None = None
        self._replies: Subscription | None = None
        self._stopping = False

    async def start(self) -> None:
        # Replies first: a run taken over must not miss a reply published while it starts.
        self._replies = await self.bus.subscribe(
            topics_of(REPLIES),
            group=f"orchestrator-replies-{self.instance}",
            handler=self.handle_reply,
            accept=REPLIES,
            name=f"orchestrator-replies-{self.instance}",
        )
        # With a record to resume from, a run whose request moves to another member in a
        # rebalance is handed over at once rather than driven to its end first (which would
        # hold the whole group's rebalance up for as long as the longest run).
        resumable = self.resuming and self.settings.orchestrator_concurrent_runs > 1
        self._requests = await self.bus.subscribe(
            topics.RUNS,
            group="orchestrator",
            handler=self.handle_request,
            accept=[RunRequested],
            name=f"orchestrator-{self.instance}",
            concurrency=self.settings.orchestrator_concurrent_runs,
            on_revoke="abandon" if resumable else "finish",
        )

    async def stop(self) -> None:
        """Shut down. With a run record to resume from, the runs in flight are handed over:
        their requests are left uncommitted for another instance (which resumes them from the
        record) and each says so (`run.progressed` "handed over"); without one they are
        cancelled (`run.completed` cancelled), since nobody could go on with them."""
        hand_over = self.resuming
        self._stopping = True
        requests, replies = self._requests, self._replies
        self._requests = self._replies = None
        if hand_over:
            for run, _ in self.runs.values():
                run.handed_over = STOPPING  # before their handlers are cancelled (`_hand_over`)
        if requests is not None and hand_over:
            await requests.abandon()
        for run, task in list(self.runs.values()):
            if hand_over:
                run.handed_over = STOPPING
            run.cancellation.cancel("the orchestrator is shutting down")
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.runs.clear()
        for subscription in (requests if not hand_over else None, replies):
            if subscription is not None:
                await subscription.close()
        if self.records is not None and self._owns_records:
            self.records.close()

    async def handle_request(self, event: Event) -> None:
        """Drive the requested run and return once it ended (so the request's message is
        committed only then); a run this instance already drives is awaited, not started."""
        if not isinstance(event, RunRequested) or event.run_id is None:
            return
        task: asyncio.Task[None] | None = None
        try:
            driven = self.runs.get(event.run_id)
            task = driven[1] if driven is not None else await self._take(event)
            if task is None:
                return
            # Not `await task`: cancelling this handler must not cancel the run by itself.
            await asyncio.wait({task})
        except asyncio.CancelledError:
            # The request was given up: its partition moved to another member (a rebalance)
            # or the subscription was abandoned (`stop`). With a record, the partition's next
            # owner resumes the run from it, so this instance hands it over now.
            if self.resuming:
                reason = STOPPING if self._stopping else MOVED
                if task is None and event.run_id not in self.runs:
                    # Given up before it was driven (waiting for its record): its follower, told
                    # it was resuming, is told it moved on.
                    await self._say_handed_over(event, reason)
                await self._hand_over(event.run_id, reason)
            raise

    async def _say_handed_over(self, request: RunRequested, reason: str) -> None:
        """`run.progressed` "handed over: …" for a run given up before it was driven."""
        assert request.run_id is not None
        with contextlib.suppress(Exception):  # the run resumes elsewhere all the same
            await self._progress(
                request,
                "resolving",
                f"{HANDED_OVER} {reason}; another resumes the run from its record",
            )

    async def _progress(self, request: RunRequested, stage: RunStage, detail: str) -> None:
        """Tell the run's follower what this instance does with it before a `Run` drives it
        (resuming, waiting for the record, handed over)."""
        assert request.run_id is not None
        await self.bus.publish(
            RunProgressed(
                run_id=request.run_id,
                producer=self.producer,
                causation_id=request.event_id,
                data=RunProgressedData(stage=stage, detail=detail),
            )
        )

    async def _hand_over(self, run_id: str, reason: str) -> None:
        """Stop driving `run_id` without completing it; it says it was handed over and why."""
        driven = self.runs.get(run_id)
        if driven is None:
            return
        run, task = driven
        if run.handed_over is None:
            run.handed_over = reason
        run.cancellation.cancel(f"handed over: {reason}")
        task.cancel()
        await asyncio.wait({task})

    async def _take(self, request: RunRequested) -> asyncio.Task[None] | None:
        """Start driving `request`'s run, from its record when it has one; None when the record
        says it already completed."""
        run_id = request.run_id
        assert run_id is not None
        try:
            resumption = await self._resumption(request)
        except Exception as exc:  # any store or bus failure: the run says so, the service goes on
            log.error("run %s: its record could not be read: %s", run_id, exc)
            run = start(request, self)
            await run.complete(
                RunCompletedData(
                    status="failed", error=f"the run could not be resumed from its record: {exc}"
                )
            )
            return None
        if resumption.completed is not None:
            log.info("run %s already completed (%s)", run_id, resumption.completed.data.status)
            return None
        if run_id in self.runs:  # taken meanwhile by a redelivery of the same request
            return self.runs[run_id][1]
        run = start(request, self, resumption)
        if resumption.cancelled is not None:
            # Cancelled while nobody drove it: it ends here, as its driver would have ended it.
            reason = resumption.cancelled.data.reason or "cancelled"
            await run.complete(RunCompletedData(status="cancelled", error=reason))
            return None
        log.info("run %s: driven by instance %s", run_id, self.instance)
        task = asyncio.get_running_loop().create_task(drive(run), name=run_id)
        self.runs[run_id] = (run, task)
        task.add_done_callback(lambda _: self.runs.pop(run_id, None))
        if resumption.resumed:
            self.resumed += 1
            log.info("run %s: %s", run_id, resumption.describe())
            await self._progress(
                request, resumption.stage, f"{resumption.describe()} (instance {self.instance})"
            )
        return task

    async def _resumption(self, request: RunRequested) -> Resumption:
        """What the run's record holds, once the recorder consumed everything published before
        (an empty record when runs are not resumed). While the recorder is behind (restarting)
        the run says so to its follower ("resuming: waiting for the run record …") and the wait
        is tried again with backoff; it fails only after `orchestrator_record_wait_s`."""
        records, run_id = self.records, request.run_id
        if records is None or not self.resuming or run_id is None:
            return Resumption()
        limit_s = self.settings.orchestrator_record_wait_s
        stage: list[RunStage] = []

        async def behind(waited_s: float, reason: str) -> None:
            if not stage:  # the stage the record shows so far, for the follower's display
                try:
                    seen = await asyncio.to_thread(recorded_events, records, run_id)
                    stage.append(Resumption.of(seen, run_id).stage)
                except Exception:  # the store is down too: the notice still goes out
                    stage.append("resolving")
            log.warning("run %s: waiting for the run record (%.0f s): %s", run_id, waited_s, reason)
            await self._progress(
                request,
                stage[0],
                f"{WAITING_FOR_RECORD} to catch up ({waited_s:.0f} s so far, "
                f"at most {limit_s:g} s): {reason} (instance {self.instance})",
            )

        history = await read_when_recorded(
            self.bus,
            lambda: recorded_events(records, run_id),
            limit_s=limit_s,
            setting="QW_ORCHESTRATOR_RECORD_WAIT_S",
            on_behind=behind,
        )
        return Resumption.of(history, run_id)

    async def handle_reply(self, event: Event) -> None:
        driven = self.runs.get(event.run_id or "")
        if isinstance(event, CancelRun):
            if driven is not None:
                run, task = driven
                run.cancellation.cancel(event.data.reason)
                task.cancel()
            return
        if driven is not None:
            # Before its waiter wakes. A reply to something the run has not (yet) done changes
            # nothing; the run applies it again when its request takes it (`Run.request`).
            driven[0].apply(event)
        match = reply_key(event)
        if match is not None:
            kind, key = match
            self.replies[kind].resolve(key, event)

    # --- the bus-backed RunGateway ---------------------------------------------------------------

    @property
    def producer(self) -> str:
        return self.settings.service_name

    async def publish(self, events: Sequence[Event]) -> None:
        if len(events) == 1:
            await self.bus.publish(events[0])
        elif events:
            await self.bus.publish_many(list(events))

    async def request(
        self, expected: Sequence[Expected], events: Sequence[Event], timeout_s: float
    ) -> list[Event]:
        # Sent once for all; a reply that comes before its waiter is kept by the matcher.
        sent = asyncio.ensure_future(self.publish(events))
        asks = [
            asyncio.ensure_future(self.replies[kind].request(key, asyncio.shield(sent), timeout_s))
            for kind, key in expected
        ]
        try:
            done, _ = await asyncio.wait(asks, timeout=timeout_s)
            for ask in done:
                failure = ask.exception()
                if failure is not None and not isinstance(failure, TimeoutError):
                    raise failure
            missing = [
                kind
                for (kind, _), ask in zip(expected, asks, strict=True)
                if ask not in done or ask.exception() is not None
            ]
            if missing:
                raise MissingRepliesError(missing)
            return [ask.result() for ask in asks]
        finally:
            unfinished = [pending for pending in (*asks, sent) if not pending.done()]
            for pending in unfinished:
                pending.cancel()
            # Let them unwind (each forgets its waiter) before the run goes on.
            await asyncio.gather(*unfinished, return_exceptions=True)

    async def carried_concerns(self, request: RunRequested) -> ConcernsCarriedData | None:
        # A run of the strategy that ended before this request must be in the store: resuming,
        # the recorder caught up before the run was taken (`_resumption`); else it is waited
        # for here.
        if self.records is None:
            return None
        records = self.records
        if self.resuming:
            return await asyncio.to_thread(carried_concerns, records, request)
        return await read_when_recorded(
            self.bus,
            lambda: carried_concerns(records, request),
            limit_s=self.settings.orchestrator_record_wait_s,
            setting="QW_ORCHESTRATOR_RECORD_WAIT_S",
        )

    def template(self, template_id: str) -> WorkflowTemplate:
        # Bundled ids only: a request never makes the orchestrator read a file of its own.
        template = bundled_templates().get(template_id)
        if template is None:
            raise LookupError(
                f"no bundled template {template_id!r}; available: "
                f"{', '.join(sorted(bundled_templates()))} (send your own as text with its hash)"
            )
        return template


async def build_app(
    settings: OrchestratorSettings | None = None,
    *,
    bus: EventBus,
    model: ChatModel | None = None,
    market_data: MarketData | None = None,
    records: RecordStore | None = None,
    resume: bool = True,
) -> OrchestratorApp:
    """Wire the orchestrator; tests pass an in-memory bus and a scripted model (and a record
    store to resume from), the embedded platform the market data its researchers share and
    its record store with `resume=False` (read for carried concerns only). With
    `orchestrator_resume` and no store given, the configured record store is opened."""
    settings = settings or OrchestratorSettings()
    if model is None:
        model = build_model(settings)
    owns_records = records is None and settings.orchestrator_resume
    if owns_records:
        records = open_record_store(settings)
    return OrchestratorApp(
        settings,
        bus,
        model,
        market_data=market_data,
        records=records,
        owns_records=owns_records,
        resume=resume,
    )
