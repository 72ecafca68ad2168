"""What a run's record gives a run that is driven again: the pure half of resuming.

An orchestrator that takes over a run (its previous owner died or handed it over) re-executes
it from the request with the same code. Each step derives the same ids as before
(`identities`), so the record tells, per step, what already happened:

- an event the run publishes that the record holds is not published again;
- a reply the record holds (a resolution, a task's completion, a verdict, a review, the user's
  answer) answers the request at once instead of being waited for;
- a model request the record holds an answer for is answered from the record
  (`RecordFirstModel`), so nothing is paid twice and the conversation comes out the same;
- a run whose record holds `run.completed` is not driven at all; one the user cancelled is
  cancelled.

From the first step the record does not hold on, the run goes on live.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from quantward_agents.recorded import RecordFirstModel
from quantward_contracts import Event
from quantward_contracts.events import (
    AgentModelCalled,
    CancelRun,
    ConcernsCarried,
    RunCompleted,
    RunProgressed,
    RunStage,
)
from quantward_kit.record_wait import WAITING_FOR_RECORD
from quantward_llm.port import ChatModel
from quantward_orchestrator.gateway import ReplyKind, reply_key
from quantward_orchestrator.state import TRACED_ROLES


@dataclass(frozen=True)
class Resumption:
    """A run's record, read for driving it again (empty: a run nobody drove before)."""

    #: ids of every event the record holds
    recorded: frozenset[str] = frozenset()
    #: the recorded reply to each request, by its kind and key
    replies: Mapping[tuple[ReplyKind, str], Event] = field(default_factory=dict)
    #: the run's own agents' recorded model calls
    model_calls: tuple[AgentModelCalled, ...] = ()
    completed: RunCompleted | None = None
    cancelled: CancelRun | None = None
    #: what the record held last, for the user ("resuming after …")
    last: Event | None = None
    events: int = 0
    #: the stage the run had reached
    stage: RunStage = "resolving"
    #: the concerns the run carried from its strategy's previous run, as it recorded them
    carried: ConcernsCarried | None = None

    @classmethod
    def of(cls, history: Sequence[Event], run_id: str) -> Resumption:
        replies: dict[tuple[ReplyKind, str], Event] = {}
        model_calls: list[AgentModelCalled] = []
        completed: RunCompleted | None = None
        cancelled: CancelRun | None = None
        carried: ConcernsCarried | None = None
        stage: RunStage = "resolving"
        # A resuming instance's notices while it waited for the record are not steps of the
        # run: they neither set its stage nor count as having driven it.
        history = [e for e in history if not _waiting_notice(e)]
        for event in history:
            if event.run_id != run_id:
                continue
            key = reply_key(event)
            if key is not None:
                replies.setdefault(key, event)  # the first reply decided; later ones are repeats
            if isinstance(event, AgentModelCalled) and event.data.role in TRACED_ROLES:
                model_calls.append(event)
            elif isinstance(event, RunCompleted) and completed is None:
                completed = event
            elif isinstance(event, CancelRun) and cancelled is None:
                cancelled = event
            elif isinstance(event, RunProgressed):
                stage = event.data.stage
            elif isinstance(event, ConcernsCarried) and carried is None:
                carried = event
        return cls(
            recorded=frozenset(e.event_id for e in history),
            replies=replies,
            model_calls=tuple(model_calls),
            completed=completed,
            cancelled=cancelled,
            last=history[-1] if history else None,
            events=len(history),
            stage=stage,
            carried=carried,
        )

    @property
    def resumed(self) -> bool:
        """Whether any step past the request was recorded: a run driven before."""
        return self.events > 1

    def model(self, live: ChatModel) -> ChatModel:
        """The model a resumed run's agents call: the record first, then `live`."""
        return RecordFirstModel(live, self.model_calls) if self.model_calls else live

    def reply(self, kind: ReplyKind, key: str) -> Event | None:
        return self.replies.get((kind, key))

    def describe(self) -> str:
        """ "resuming after contract.status_changed.v1 (23 events recorded)"."""
        last = self.last.type if self.last is not None else "the request"
        return f"resuming after {last} ({self.events} events recorded)"


def _waiting_notice(event: Event) -> bool:
    return isinstance(event, RunProgressed) and event.data.detail.startswith(WAITING_FOR_RECORD)
