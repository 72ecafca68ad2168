"""Everything a run does to the world goes through a `RunGateway`: the stages hold no bus.

The bus-backed gateway is the app's (`quantward_orchestrator.app`); a test can pass its own.
Replies are matched by one reply matcher per kind of reply: a request names the keys its
replies will carry, sends its events, and waits for every reply or the deadline. The gateway
applies every reply of a run it receives to that run (`Run.apply`) as it arrives, awaited or
not, and the run applies it again when its request takes it (a no-op the second time): so a
reply the record answers, or one that arrives before a resumed run got back to its request,
changes the state when the run takes it, in the order the run asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

from quantward_contracts import Event
from quantward_contracts.events import (
    AnswerValidated,
    CitationsResolved,
    ClarificationAnswered,
    ConcernsCarriedData,
    ContractValidated,
    EntityResolved,
    MentionsResolved,
    ReviewDecided,
    RunRequested,
    TaskCompleted,
)
from quantward_llm.port import ChatModel
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_platform.market_data import MarketData
from quantward_workflows import WorkflowTemplate

#: what a reply is matched by: the causing event (`entity`, `citations`, `verdict`), the task
#: id (`task`) or the clarification id (`clarification`)
ReplyKind = Literal["entity", "task", "citations", "verdict", "clarification"]
#: one reply a request waits for: its kind and the key it is matched by
Expected = tuple[ReplyKind, str]


class MissingRepliesError(TimeoutError):
    """Replies that did not come in time; `missing` names their kinds, so the run can say
    which peer is silent."""

    def __init__(self, missing: Sequence[ReplyKind]) -> None:
        self.missing = tuple(missing)
        super().__init__("no " + ", ".join(dict.fromkeys(self.missing)) + " reply in time")


def reply_key(event: Event) -> Expected | None:
    """Which waiting request a reply answers, by its kind and key (None: not a reply)."""
    if isinstance(event, TaskCompleted):
        return "task", event.data.task_id
    if isinstance(event, ClarificationAnswered):
        return "clarification", event.data.clarification_id
    if event.causation_id is None:
        return None
    if isinstance(event, EntityResolved | MentionsResolved):
        return "entity", event.causation_id
    if isinstance(event, CitationsResolved):
        return "citations", event.causation_id
    if isinstance(event, ContractValidated | AnswerValidated | ReviewDecided):
        return "verdict", event.causation_id
    return None


def expecting(kind: ReplyKind, keys: Sequence[str]) -> list[Expected]:
    """One reply of `kind` per key."""
    return [(kind, key) for key in keys]


class RunGateway(Protocol):
    """The run's I/O: publishing, asking and waiting, the model, the templates, the data."""

    @property
    def settings(self) -> OrchestratorSettings: ...

    @property
    def model(self) -> ChatModel: ...

    @property
    def producer(self) -> str: ...

    @property
    def market_data(self) -> MarketData:
        """What the platform's datasets cover (a contract must not promise the uncovered)."""
        ...

    async def publish(self, events: Sequence[Event]) -> None:
        """Publish the events, in order."""
        ...

    async def request(
        self, expected: Sequence[Expected], events: Sequence[Event], timeout_s: float
    ) -> list[Event]:
        """Publish `events` and return each expected reply, in the order of `expected`;
        `MissingRepliesError` naming the kinds still missing after `timeout_s`."""
        ...

    def template(self, template_id: str) -> WorkflowTemplate:
        """The bundled template with this id (`LookupError` if none); never a file."""
        ...

    async def carried_concerns(self, request: RunRequested) -> ConcernsCarriedData | None:
        """The open plan concerns of the latest run of `request`'s strategy that ended before
        it was requested, read from the run record (None: no such run, or no record to read)."""
        ...
