"""Everything a run does to the world goes through a `RunGateway`: the stages hold no bus.

The bus-backed gateway is the app's (`quantward_orchestrator.app`); a test can pass its own.
Replies are matched by one reply matcher per kind of reply: a request names the keys its
replies will carry, sends its events, and waits for every reply or the deadline. The gateway
applies every reply of a run it receives to that run (`Run.apply`) as it arrives, awaited or
not, so the run's state is the fold of its events in the order they came.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol

from quantward_contracts import Event
from quantward_llm.port import ChatModel
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_workflows import WorkflowTemplate

#: what a reply is matched by: the causing event (`entity`, `citations`, `verdict`), the task
#: id (`task`) or the clarification id (`clarification`)
ReplyKind = Literal["entity", "task", "citations", "verdict", "clarification"]


class RunGateway(Protocol):
    """The run's I/O: publishing, asking and waiting, the model, the templates."""

    @property
    def settings(self) -> OrchestratorSettings: ...

    @property
    def model(self) -> ChatModel: ...

    @property
    def producer(self) -> str: ...

    async def publish(self, events: Sequence[Event]) -> None:
        """Publish the events, in order."""
        ...

    async def request(
        self, kind: ReplyKind, keys: Sequence[str], events: Sequence[Event], timeout_s: float
    ) -> list[Event]:
        """Publish `events` and return the reply for each key, in the order of `keys`;
        `TimeoutError` if any is missing after `timeout_s`."""
        ...

    def template(self, template_id: str) -> WorkflowTemplate:
        """The bundled template with this id (`LookupError` if none); never a file."""
        ...
