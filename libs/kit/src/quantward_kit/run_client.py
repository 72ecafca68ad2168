"""The client side of a run: submit a request, follow its events, answer its questions.

Used by `quantward run` / `ask` in one process and, with Kafka settings, against a distributed
deployment: it publishes `run.requested`, reads the run's events from its own consumer group,
hands every one to a progress callback, answers clarification questions through a callback
(chat mode) and returns when `run.completed` arrives.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Final

from pydantic import JsonValue

from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, new_id, topics_of
from quantward_contracts.events import (
    AnswerDrafted,
    AnswerReleased,
    CancelRun,
    CancelRunData,
    ClarificationAnswered,
    ClarificationAnsweredData,
    ClarificationRequested,
    ContractProposed,
    ContractStatusChanged,
    ContractValidated,
    ReviewDecided,
    ReviewRequested,
    RunCompleted,
    RunPlanned,
    RunProgressed,
    RunRequested,
    RunRequestedData,
    TaskCompleted,
    TaskDelegated,
)
from quantward_contracts.values import TemplateDocument
from quantward_telemetry.tracing import span

#: what a run shows its user while it works
WATCHED = (
    RunProgressed,
    RunPlanned,
    RunCompleted,
    TaskDelegated,
    TaskCompleted,
    ClarificationRequested,
    AnswerDrafted,
    AnswerReleased,
    ContractProposed,
    ContractValidated,
    ContractStatusChanged,
    ReviewRequested,
    ReviewDecided,
)
#: how a `run.progressed` detail begins when the orchestrator driving the run stopped and left it
#: to another instance, which resumes it from the run record
HANDED_OVER: Final = "handed over:"
#: how long a client following a handed-over run waits for any sign of it being resumed, unless
#: told otherwise (`QW_RUN_HANDOVER_WAIT_S`, `Settings.run_handover_wait_s`)
HANDOVER_WAIT_S: Final = 60.0

OnEvent = Callable[[Event], Awaitable[None] | None]
Answerer = Callable[[ClarificationRequested], Awaitable[str | None]]


def _handed_over(event: Event) -> bool:
    return isinstance(event, RunProgressed) and event.data.detail.startswith(HANDED_OVER)


class RunTimeoutError(TimeoutError):
    """The client stopped waiting for a run (and asked for it to be cancelled)."""

    def __init__(self, run_id: str, timeout_s: float, last: str) -> None:
        super().__init__(
            f"run {run_id}: no result within {timeout_s:g} s (last seen: {last}); the run was "
            "asked to cancel. Give it longer with --timeout, or look at it with the run id"
        )
        self.run_id = run_id
        self.timeout_s = timeout_s


class RunNotResumedError(RunTimeoutError):
    """The run's orchestrator handed it over and no instance resumed it in time. The run is not
    cancelled: it stays in its record and resumes when an orchestrator takes it."""

    def __init__(self, run_id: str, waited_s: float) -> None:
        TimeoutError.__init__(
            self,
            f"run {run_id}: its orchestrator stopped and handed it over, and no orchestrator "
            f"resumed it within {waited_s:g} s. It is not cancelled: it resumes from its record "
            "once an orchestrator runs (quantward serve orchestrator, QW_ORCHESTRATOR_RESUME=true)",
        )
        self.run_id = run_id
        self.timeout_s = waited_s


@dataclass
class RunOutcome:
    run_id: str
    completed: RunCompleted | None = None
    answer: AnswerReleased | None = None
    #: the latest draft: the released answer's contract and computations come from it
    draft: AnswerDrafted | None = None
    events: list[Event] = field(default_factory=list)
    elapsed_s: float = 0.0
    #: what this client answered, by clarification id
    answers: dict[str, str] = field(default_factory=dict)

    @property
    def status(self) -> str:
        return self.completed.data.status if self.completed else "unknown"

    def as_json(self) -> dict[str, Any]:
        answer = self.answer.data if self.answer else None
        return {
            "run_id": self.run_id,
            "status": self.status,
            "error": self.completed.data.error if self.completed else None,
            "summary": self.completed.data.summary if self.completed else "",
            "elapsed_s": round(self.elapsed_s, 3),
            "answer": None
            if answer is None
            else {
                "answer_id": answer.answer_id,
                "version": answer.version,
                "text": answer.text,
                "content_hash": answer.content_hash,
                "synthetic_sources": answer.synthetic_sources,
                # by citation number, from each citation's own flag: what a reader may trust
                "synthetic_citations": sorted({c.number for c in answer.citations if c.synthetic}),
                "real_citations": sorted({c.number for c in answer.citations if not c.synthetic}),
                "citations": [c.model_dump(mode="json") for c in answer.citations],
                **self._checked_against(),
            },
            "tasks": sum(1 for e in self.events if isinstance(e, TaskDelegated)),
            "reviews": [
                {
                    "stage": e.data.stage,
                    "decision": e.data.decision,
                    "summary": e.data.summary,
                    "guardian_failed": e.data.guardian_failed,
                    "concerns": [c.model_dump(mode="json") for c in e.data.concerns],
                    "requested_changes": list(e.data.requested_changes),
                }
                for e in self.events
                if isinstance(e, ReviewDecided)
            ],
            "contract_versions": sum(1 for e in self.events if isinstance(e, ContractProposed)),
            "clarifications": [
                clarification_json(e, self.answers.get(e.data.clarification_id))
                for e in self.events
                if isinstance(e, ClarificationRequested)
            ],
        }

    def _checked_against(self) -> dict[str, Any]:
        """What the released answer was validated against (its draft's contract and cited
        computations), so `quantward validate answer` can check this output alone."""
        draft = self.draft.data if self.draft else None
        answer = self.answer.data if self.answer else None
        if (
            draft is None
            or answer is None
            or (draft.answer_id, draft.version)
            != (
                answer.answer_id,
                answer.version,
            )
        ):
            return {"contract_id": None, "contract_version": None, "contract": None}
        return {
            "contract_id": draft.contract_id,
            "contract_version": draft.contract_version,
            "contract": draft.contract.model_dump(mode="json") if draft.contract else None,
            "computations": [c.model_dump(mode="json") for c in draft.computations],
        }


def clarification_json(question: ClarificationRequested, answer: str | None) -> dict[str, Any]:
    """A question as `--json` shows it: the options numbered as an answer may name them, with
    their ids, and the answer given (None if none was)."""
    data = question.data
    options: list[dict[str, Any]] = [
        {"number": n, "id": c.option_id, "label": c.label} for n, c in enumerate(data.choices, 1)
    ]
    if not options:
        options = [{"number": n, "id": None, "label": o} for n, o in enumerate(data.options, 1)]
    return {
        "clarification_id": data.clarification_id,
        "question": data.question,
        "reason": data.reason,
        "options": options,
        "free_text": data.free_text or not data.choices,
        "answer": answer,
    }


class RunClient:
    def __init__(
        self,
        bus: EventBus,
        *,
        requested_by: str = "user:cli",
        handover_wait_s: float = HANDOVER_WAIT_S,
    ) -> None:
        if handover_wait_s <= 0:
            raise ValueError(
                f"handover_wait_s must be positive, got {handover_wait_s} "
                "(setting: QW_RUN_HANDOVER_WAIT_S)"
            )
        self.bus = bus
        self.requested_by = requested_by
        #: `follow`'s wait for a handed-over run to be resumed, unless a call gives its own
        self.handover_wait_s = handover_wait_s
        self.client_id = new_id("msg").removeprefix("msg_")[-12:]
        self._queues: dict[str, asyncio.Queue[Event]] = {}
        self._subscription: Subscription | None = None

    async def start(self) -> None:
        self._subscription = await self.bus.subscribe(
            topics_of(WATCHED),
            group=f"run-client-{self.client_id}",
            handler=self._route,
            accept=list(WATCHED),
            name=f"run-client-{self.client_id}",
            # Only events after this point concern it (its own run), so it must not read the
            # topics' whole history first; and a command leaves no consumer group behind.
            start="latest",
            ephemeral=True,
        )

    async def close(self) -> None:
        if self._subscription is not None:
            await self._subscription.close()
            self._subscription = None

    async def _route(self, event: Event) -> None:
        queue = self._queues.get(event.run_id or "")
        if queue is not None:
            queue.put_nowait(event)

    async def submit(
        self,
        *,
        mode: str,
        question: str | None = None,
        template_id: str | None = None,
        template: TemplateDocument | None = None,
        inputs: dict[str, JsonValue] | None = None,
        strategy_id: str | None = None,
    ) -> RunRequested:
        """Ask for a run: a question, a bundled template by id, or the user's own `template`
        text (with `template_id` the id it declares); `strategy_id` names which of this
        requester's strategies on the template a strategy run belongs to."""
        request = RunRequested(
            run_id=new_id("run"),
            producer="cli",
            data=RunRequestedData(
                mode="chat" if mode == "chat" else "strategy",
                question=question,
                template_id=template_id,
                template=template,
                inputs=inputs or {},
                requested_by=self.requested_by,
                message_id=new_id("msg"),
                strategy_id=strategy_id,
            ),
        )
        assert request.run_id is not None
        self._queues[request.run_id] = asyncio.Queue()
        # The run's trace starts here (when tracing is on): the request carries it to the
        # orchestrator, and every event of the run carries it on.
        with span("run requested", {"quantward.run_id": request.run_id}):
            await self.bus.publish(request)
        return request

    async def follow(
        self,
        request: RunRequested,
        *,
        on_event: OnEvent | None = None,
        answer: Answerer | None = None,
        timeout_s: float | None = None,
        handover_wait_s: float | None = None,
    ) -> RunOutcome:
        """Events of the run until it completes; a question without an answer cancels it.

        When the run's orchestrator hands it over (it is stopping), the next instance announces
        that it resumes the run; `RunNotResumedError` if nothing of the run arrives within
        `handover_wait_s` (else the client's) after the hand-over, so a client never waits
        forever.
        """
        assert request.run_id is not None
        if handover_wait_s is None:
            handover_wait_s = self.handover_wait_s
        queue = self._queues[request.run_id]
        outcome = RunOutcome(run_id=request.run_id)
        started = time.perf_counter()
        deadline = None if timeout_s is None else started + timeout_s
        handed_over: float | None = None
        try:
            while True:
                now = time.perf_counter()
                remaining = None if deadline is None else max(0.0, deadline - now)
                if handed_over is not None:
                    left = max(0.0, handed_over + handover_wait_s - now)
                    remaining = left if remaining is None else min(remaining, left)
                try:
                    event = await asyncio.wait_for(queue.get(), timeout=remaining)
                except TimeoutError:
                    if handed_over is not None and (
                        deadline is None or time.perf_counter() < deadline
                    ):
                        raise RunNotResumedError(request.run_id, handover_wait_s) from None
                    await self.cancel(request.run_id, "the client stopped waiting")
                    assert timeout_s is not None
                    last = outcome.events[-1].type if outcome.events else "no event"
                    raise RunTimeoutError(request.run_id, timeout_s, last) from None
                outcome.events.append(event)
                handed_over = time.perf_counter() if _handed_over(event) else None
                if on_event is not None:
                    shown = on_event(event)
                    if shown is not None:
                        await shown
                if isinstance(event, ClarificationRequested):
                    reply = await answer(event) if answer is not None else None
                    if reply is None:
                        await self.cancel(request.run_id, "the question was not answered")
                    else:
                        outcome.answers[event.data.clarification_id] = reply
                        await self.answer(event, reply)
                elif isinstance(event, AnswerDrafted):
                    outcome.draft = event
                elif isinstance(event, AnswerReleased):
                    outcome.answer = event
                elif isinstance(event, RunCompleted):
                    outcome.completed = event
                if outcome.completed is not None and (
                    outcome.completed.data.answer_id is None or outcome.answer is not None
                ):
                    # Topics are ordered apart: the release may arrive after the completion.
                    break
        finally:
            self._queues.pop(request.run_id, None)
            outcome.elapsed_s = time.perf_counter() - started
        return outcome

    async def answer(self, question: ClarificationRequested, text: str) -> None:
        await self.bus.publish(
            ClarificationAnswered(
                **question.caused(
                    producer="cli",
                    data=ClarificationAnsweredData(
                        clarification_id=question.data.clarification_id,
                        answer=text,
                        answered_by=self.requested_by,
                        message_id=new_id("msg"),
                    ),
                )
            )
        )

    async def cancel(self, run_id: str, reason: str) -> None:
        await self.bus.publish(
            CancelRun(
                run_id=run_id,
                producer="cli",
                data=CancelRunData(reason=reason, requested_by=self.requested_by),
            )
        )
