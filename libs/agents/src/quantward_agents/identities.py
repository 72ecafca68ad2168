"""The ids a run (or one task of it) makes for its own events and data, derived from what they
are, never drawn.

A run re-executed after its orchestrator died (or a task after its researcher died) must publish
the same events under the same ids,
so that what the dead instance already published is recognised (and not published again), and
whatever slips through is dropped by the consumers' deduplication by event id. So an id is a
hash of the run, of what it names (an event's content and cause; a task's part and
instructions) and of how many times the run made that same thing before: an occurrence count
per content, not a sequence over the run. Parallel branches (companies resolved at once, tasks
delegated together) finishing in another order then still get the same ids; only identical
things could swap ids, which is harmless because they are identical.

Pure: no clock, no randomness, no I/O.
"""

from __future__ import annotations

from collections import Counter
from typing import Final, TypeVar

from quantward_contracts import Event, derived_id

E = TypeVar("E", bound=Event)

#: data fields that differ between two executions of the same step (timings, the id a tool call
#: gets on the way in): left out of an event's content
VOLATILE_DATA: Final = frozenset({"latency_ms", "duration_ms", "tool_call_id"})


class Identities:
    """One run's id maker: `derive` for data ids, `stamp` for its events' ids."""

    def __init__(self, scope: str) -> None:
        #: what the ids are unique within: a run id, or a run's task
        self.run_id = scope
        self._made: Counter[str] = Counter()
        self._stamped: set[str] = set()

    def derive(self, prefix: str, *content: object) -> str:
        """The id of the next thing of kind `prefix` with this `content` in this run."""
        key = derived_id(prefix, self.run_id, *content)
        occurrence = self._made[key]
        self._made[key] += 1
        return derived_id(prefix, key, occurrence)

    def stamp(self, event: E) -> E:
        """`event` under the id its content and cause derive; an event stamped already is
        returned as it is (so a stage may stamp before it publishes)."""
        if event.event_id in self._stamped:
            return event
        event_id = self.derive("evt", content_of(event))
        self._stamped.add(event_id)
        return event.model_copy(update={"event_id": event_id})


def content_of(event: Event) -> object:
    """What identifies an event: everything but its id, its time, its producer and the
    volatile data."""
    # Not the producer either: the same step done by another instance is the same step.
    document = event.model_dump(mode="json", exclude={"event_id", "time", "producer"})
    data = document.get("data")
    if isinstance(data, dict):
        document["data"] = {k: v for k, v in data.items() if k not in VOLATILE_DATA}
    return document
