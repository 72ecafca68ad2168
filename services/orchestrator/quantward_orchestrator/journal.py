"""The live run: its current state and its gateway, and the one way a stage changes the state.

A stage publishes through `Run.publish` and asks through `Run.request`: each event it sends and
each reply it gets is applied to the state, in the order the run sees them, so the state is
always the fold of the run's events. Several stages of one run may be waiting at once (the
companies are resolved in parallel), hence one cell holding the current value.

Every event the run sends gets its id here (`Identities.stamp`), derived from its content, and
every id the run makes for its data (tasks, reviews, questions, the contract, the answer) too.
A run driven again from its record (`Resumption`) therefore recognises each step it already
took: what the record holds is not published again, and the recorded reply answers at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from quantward_agents.identities import Identities
from quantward_agents.loop import Cancellation
from quantward_contracts import Event
from quantward_contracts.events import (
    ClarificationAnswered,
    ClarificationOption,
    ClarificationRequested,
    ClarificationRequestedData,
    RunCompleted,
    RunCompletedData,
    RunProgressed,
    RunProgressedData,
    RunStage,
)
from quantward_kit.run_client import HANDED_OVER
from quantward_llm.port import ChatModel
from quantward_orchestrator.domain import numbered
from quantward_orchestrator.gateway import Expected, ReplyKind, RunGateway
from quantward_orchestrator.resuming import Resumption
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_orchestrator.state import Clarified, Envelope, RunState, apply, envelope

E = TypeVar("E", bound=Event)


class RunFailedError(Exception):
    """The run cannot go on; the message is for the user."""


class Run:
    def __init__(
        self, state: RunState, gateway: RunGateway, resumption: Resumption | None = None
    ) -> None:
        self.state = state
        self.gateway = gateway
        self.cancellation = Cancellation()
        self.ids = Identities(state.run_id)
        self.resumption = resumption or Resumption()
        #: the model the run's agents call: the record first when the run is driven again
        self.model: ChatModel = self.resumption.model(gateway.model)
        #: why the run is left to another instance (this one is stopping, or the run's request
        #: moved to another member of the group), None while it is not: it then ends without
        #: `run.completed`, which the instance taking it over publishes
        self.handed_over: str | None = None

    @property
    def settings(self) -> OrchestratorSettings:
        return self.gateway.settings

    def stamp(self, event: E) -> E:
        """`event` under its derived id (see `Identities`)."""
        return self.ids.stamp(event)

    def _unrecorded(self, events: Sequence[Event]) -> list[Event]:
        recorded = self.resumption.recorded
        return [e for e in events if e.event_id not in recorded]

    def envelope(self, cause: Event | None = None) -> Envelope:
        """Envelope fields of an event of this run, caused by `cause` (default: the request)."""
        return envelope(self.state, self.gateway.producer, cause)

    def apply(self, event: Event) -> None:
        self.state = apply(self.state, event)

    async def publish(self, *events: Event) -> None:
        stamped = [self.stamp(e) for e in events]
        for event in stamped:
            self.apply(event)
        fresh = self._unrecorded(stamped)
        if fresh:
            await self.gateway.publish(fresh)

    async def request(
        self, expected: Sequence[Expected], events: Sequence[Event], timeout_s: float
    ) -> list[Event]:
        """Send `events`, wait for each expected reply and apply it (in the order of
        `expected`) before returning them; `MissingRepliesError` on a timeout. What the record
        holds is neither sent again nor waited for."""
        stamped = [self.stamp(e) for e in events]
        for event in stamped:
            self.apply(event)
        fresh = self._unrecorded(stamped)
        known = [self.resumption.reply(kind, key) for kind, key in expected]
        waiting = [want for want, got in zip(expected, known, strict=True) if got is None]
        if waiting:
            arrived = iter(await self.gateway.request(waiting, fresh, timeout_s))
        else:
            arrived = iter(())
            if fresh:
                await self.gateway.publish(fresh)
        replies = [got if got is not None else next(arrived) for got in known]
        for reply in replies:
            self.apply(reply)
        return replies

    async def ask(
        self,
        command: Event,
        what: str,
        timeout_s: float,
        kind: ReplyKind,
        *,
        failure: str | None = None,
    ) -> Event:
        """The one reply `command` causes (resolution, verdict, decision), or a clear failure:
        `failure` if given, else "no <what> within <timeout> s"."""
        command = self.stamp(command)
        try:
            [reply] = await self.request([(kind, command.event_id)], [command], timeout_s)
        except TimeoutError as exc:
            raise RunFailedError(
                failure or f"no {what} within {timeout_s:g} s (is it running?)"
            ) from exc
        return reply

    async def progress(
        self, stage: RunStage, detail: str = "", *, entity_ids: Sequence[str] = ()
    ) -> None:
        await self.publish(
            RunProgressed(
                **self.envelope(),
                entity_ids=tuple(entity_ids),
                data=RunProgressedData(stage=stage, detail=detail),
            )
        )

    async def hand_over(self) -> None:
        """Say that this instance left the run to another (which resumes it from the record).
        Not part of the run's own steps: its id is new each time, and it changes no state."""
        stage = self.state.stage or "resolving"
        await self.gateway.publish(
            [
                RunProgressed(
                    **self.envelope(),
                    data=RunProgressedData(
                        stage=stage,
                        detail=f"{HANDED_OVER} {self.handed_over or 'this instance left it'}; "
                        "another resumes the run from its record",
                    ),
                )
            ]
        )

    async def complete(self, outcome: RunCompletedData) -> None:
        await self.publish(RunCompleted(**self.envelope(), data=outcome))

    async def ask_user(
        self,
        question: str,
        reason: str,
        choices: Sequence[ClarificationOption] = (),
        *,
        cause: Event | None = None,
        free_text: bool = False,
        input_name: str | None = None,
    ) -> Clarified:
        """Chat mode: pause the run with the smallest useful question, resume with the answer.

        `cause` is what made the run ask (an ambiguous resolution, the Guardian's decision);
        a question the request itself causes asks for its next missing input. With `choices`
        the answer must name one (by number, id or label): an answer that names none is
        asked about again, never taken for something else, unless `free_text` makes the
        choices suggestions. Answers that keep naming none fail the run. `input_name` is the
        template input the answer gives a value for.
        """
        if self.state.mode != "chat":
            raise RunFailedError(f"a strategy run cannot ask the user: {reason}")
        asked = question
        attempts = self.settings.orchestrator_clarification_attempts
        for _attempt in range(attempts):
            clarified = await self._ask_once(asked, reason, choices, cause, free_text, input_name)
            if not choices or free_text or clarified.choice is not None:
                return clarified
            asked = (
                f"'{clarified.answer}' is not one of the options; answer with the number, id "
                f"or name of one: {numbered(choices)}. {question}"
            )
        raise RunFailedError(
            f"{attempts} answers to '{question}' named none of its options ({numbered(choices)})"
        )

    async def _ask_once(
        self,
        question: str,
        reason: str,
        choices: Sequence[ClarificationOption],
        cause: Event | None,
        free_text: bool,
        input_name: str | None,
    ) -> Clarified:
        await self.progress("waiting_for_user", question)
        asked = ClarificationRequested(
            **self.envelope(cause),
            data=ClarificationRequestedData(
                clarification_id=self.ids.derive(
                    "clr", question, cause.event_id if cause is not None else None
                ),
                question=question,
                reason=reason,
                options=tuple(c.label for c in choices),
                choices=tuple(choices),
                free_text=free_text and bool(choices),
                input_name=input_name,
            ),
        )
        try:
            [answer] = await self.request(
                [("clarification", asked.data.clarification_id)],
                [asked],
                self.settings.orchestrator_clarification_timeout_s,
            )
        except TimeoutError as exc:
            raise RunFailedError(f"no answer to the question '{question}'") from exc
        assert isinstance(answer, ClarificationAnswered)
        clarified = next(
            c for c in self.state.clarified if c.clarification_id == asked.data.clarification_id
        )
        await self.progress("resolving", f"the user answered: {answer.data.answer}")
        return clarified
