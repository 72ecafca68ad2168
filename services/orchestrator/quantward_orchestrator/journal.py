"""The live run: its current state and its gateway, and the one way a stage changes the state.

A stage publishes through `Run.publish` and asks through `Run.request`: each event it sends and
each reply it gets is applied to the state, in the order the run sees them, so the state is
always the fold of the run's events. Several stages of one run may be waiting at once (the
companies are resolved in parallel), hence one cell holding the current value.
"""

from __future__ import annotations

from collections.abc import Sequence

from quantward_agents.loop import Cancellation
from quantward_contracts import Event, new_id
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
from quantward_orchestrator.domain import numbered
from quantward_orchestrator.gateway import Expected, ReplyKind, RunGateway
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_orchestrator.state import Clarified, Envelope, RunState, apply, envelope


class RunFailedError(Exception):
    """The run cannot go on; the message is for the user."""


class Run:
    def __init__(self, state: RunState, gateway: RunGateway) -> None:
        self.state = state
        self.gateway = gateway
        self.cancellation = Cancellation()

    @property
    def settings(self) -> OrchestratorSettings:
        return self.gateway.settings

    def envelope(self, cause: Event | None = None) -> Envelope:
        """Envelope fields of an event of this run, caused by `cause` (default: the request)."""
        return envelope(self.state, self.gateway.producer, cause)

    def apply(self, event: Event) -> None:
        self.state = apply(self.state, event)

    async def publish(self, *events: Event) -> None:
        for event in events:
            self.apply(event)
        await self.gateway.publish(events)

    async def request(
        self, expected: Sequence[Expected], events: Sequence[Event], timeout_s: float
    ) -> list[Event]:
        """Send `events`, wait for each expected reply (the gateway applies every reply of the
        run to it as it arrives, before the request returns); `MissingRepliesError` on a timeout."""
        for event in events:
            self.apply(event)
        return await self.gateway.request(expected, events, timeout_s)

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
                clarification_id=new_id("clr"),
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
