"""What the run record holds of one task: the pure half of taking a task over.

A task whose researcher died is delivered again to another member of the group. Before doing it,
the member reads the run's record: a task already completed is answered with the completion
recorded for it (the same event, so consumers drop it as a duplicate if they had it); any other
task is done again with the same code, its model requests answered from the completions recorded
for them (`RecordFirstModel`, nothing paid twice), its tool calls answered from the results
recorded for them (`RecordFirstToolbox`, by their derived tool-call ids: no tool effect applied
twice) and its events stamped with derived ids, so those the record holds are not published
again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from quantward_contracts import Event
from quantward_contracts.events import AgentModelCalled, AgentToolCalled, TaskCompleted


@dataclass(frozen=True)
class TaskRecord:
    """A task's part of its run's record (empty: a task nobody worked on before)."""

    #: ids of every event of the run the record holds
    recorded: frozenset[str] = frozenset()
    #: the task's recorded model calls, in record order
    model_calls: tuple[AgentModelCalled, ...] = ()
    #: the task's recorded tool calls, in record order
    tool_calls: tuple[AgentToolCalled, ...] = ()
    completed: TaskCompleted | None = None

    @classmethod
    def of(cls, history: Sequence[Event], task_id: str) -> TaskRecord:
        calls: list[AgentModelCalled] = []
        tool_calls: list[AgentToolCalled] = []
        completed: TaskCompleted | None = None
        for event in history:
            if isinstance(event, TaskCompleted) and event.data.task_id == task_id:
                completed = completed or event
            elif (
                isinstance(event, AgentModelCalled)
                and event.data.task_id == task_id
                and event.data.role == "researcher"
            ):
                calls.append(event)
            elif (
                isinstance(event, AgentToolCalled)
                and event.data.task_id == task_id
                and event.data.role == "researcher"
            ):
                tool_calls.append(event)
        return cls(
            frozenset(e.event_id for e in history), tuple(calls), tuple(tool_calls), completed
        )
