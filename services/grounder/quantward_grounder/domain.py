"""The grounder's state, pure: each run's sources as seen on the bus, and drafts waiting for them.

Sources and drafts travel on different topics, so a draft can overtake the registration of a
source it cites. Such a draft is parked until the missing sources arrive (then resolved at once)
or its deadline passes (then resolved as it stands: the marks that still point nowhere are
rejected). Nothing here does I/O or reads the clock; the service passes `now` in.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Final

from quantward_contracts.events import AnswerDrafted, SourceRegistered
from quantward_grounding import Passage, Source, SourceRegistry

_SOURCE_IN_MARK: Final = re.compile(r"src_[0-9a-z][0-9a-z_\-.]{2,127}")


def source_from_event(event: SourceRegistered) -> Source:
    """The registry entry for a registration seen on the bus (ids and hashes, no content)."""
    assert event.run_id is not None
    data = event.data
    return Source(
        source_id=data.source_id,
        run_id=event.run_id,
        kind=data.kind,
        title=data.title,
        tool_name=data.tool_name or "",
        tool_call_id=data.tool_call_id,
        content_hash=data.content_hash,
        content="",
        passages=tuple(Passage(chunk_id=c, text="") for c in data.chunk_ids),
        entity_ids=event.entity_ids,
        retrieved_at=event.time,
        published=data.published,
        synthetic=data.synthetic,
        uri=data.uri,
        registered_by=event.producer,
    )


def cited_sources(text: str) -> set[str]:
    """Source ids a text's marks name (bare passage marks name none)."""
    found: set[str] = set()
    for mark in re.findall(r"\[\[(.*?)\]\]", text, flags=re.S):
        found.update(_SOURCE_IN_MARK.findall(mark))
    return found


@dataclass
class Parked:
    draft: AnswerDrafted
    missing: set[str]
    deadline: float


@dataclass
class GrounderState:
    """Registries per run (the most recent `max_runs`) and parked drafts."""

    max_runs: int = 1_000
    registries: OrderedDict[str, SourceRegistry] = field(default_factory=OrderedDict)
    parked: dict[str, list[Parked]] = field(default_factory=dict)

    def registry(self, run_id: str) -> SourceRegistry:
        registry = self.registries.get(run_id)
        if registry is None:
            registry = self.registries[run_id] = SourceRegistry(run_id, owner="grounder")
            while len(self.registries) > self.max_runs:
                self.registries.popitem(last=False)
        self.registries.move_to_end(run_id)
        return registry

    def add_source(self, event: SourceRegistered) -> list[AnswerDrafted]:
        """Record a source; return the drafts of its run that no longer wait for anything."""
        assert event.run_id is not None
        source = source_from_event(event)
        self.registry(event.run_id).adopt([source])
        ready = []
        waiting = self.parked.get(event.run_id, [])
        for parked in waiting:
            parked.missing.discard(source.source_id)
            if not parked.missing:
                ready.append(parked.draft)
        self.parked[event.run_id] = [p for p in waiting if p.missing]
        return ready

    def add_draft(self, draft: AnswerDrafted, *, now: float, wait_s: float) -> bool:
        """True if the draft can be resolved now; else it is parked until `now + wait_s`."""
        assert draft.run_id is not None
        registry = self.registry(draft.run_id)
        missing = {s for s in cited_sources(draft.data.text) if s not in registry}
        if not missing:
            return True
        self.parked.setdefault(draft.run_id, []).append(Parked(draft, missing, now + wait_s))
        return False

    def expired(self, now: float) -> list[AnswerDrafted]:
        """Drafts whose wait is over: they are resolved as they stand."""
        due: list[AnswerDrafted] = []
        for run_id, waiting in list(self.parked.items()):
            due += [p.draft for p in waiting if p.deadline <= now]
            self.parked[run_id] = [p for p in waiting if p.deadline > now]
        return due
