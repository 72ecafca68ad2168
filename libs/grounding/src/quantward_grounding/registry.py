"""The run's source registry: the only things a run may cite.

One registry per run and conversation. The orchestrator's registry holds what it read and what
its subagents returned; a subagent works on a *child* registry that sees the parent's sources
(content attached, so it builds on them instead of searching again) and registers its own. When
the subagent returns, the sources its citations use are *adopted* by the parent, so the
orchestrator can quote a passage it never read, in any later turn. Sources of another run can
never be adopted or resolved. The registry is plain data (snapshot / restore), so a follow-up
turn, or a reader next week, resolves a citation without re-running the tool.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, date, datetime

from pydantic import BaseModel, ConfigDict, JsonValue

from quantward_grounding.sources import (
    Passage,
    Source,
    SourceKind,
    canonical,
    content_hash,
    item_chunk_id,
    source_id_for,
)


class ForeignSourceError(ValueError):
    """A source of another run was offered to this run's registry."""


class RegistrySnapshot(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    run_id: str
    owner: str
    sources: tuple[Source, ...]


class SourceRegistry:
    """Sources of one run as seen by one agent (the orchestrator or a subagent)."""

    def __init__(
        self, run_id: str, *, owner: str = "orchestrator", parent: SourceRegistry | None = None
    ) -> None:
        self.run_id = run_id
        self.owner = owner
        self._parent = parent
        self._own: dict[str, Source] = {}
        self._by_chunk: dict[str, list[str]] = {}

    # --- registering ----------------------------------------------------------------------------

    def register(
        self,
        *,
        kind: SourceKind,
        title: str,
        tool_name: str,
        content: str | JsonValue,
        tool_call_id: str | None = None,
        passages: Sequence[Passage] = (),
        entity_ids: Sequence[str] = (),
        published: date | None = None,
        synthetic: bool = False,
        uri: str | None = None,
        retrieved_at: datetime | None = None,
    ) -> Source:
        """Register a tool result; the same call with the same content returns the same source."""
        text = canonical(content)
        digest = content_hash(text)
        source_id = source_id_for(self.run_id, tool_call_id, digest)
        existing = self.get(source_id)
        if existing is not None:
            return existing
        source = Source(
            source_id=source_id,
            run_id=self.run_id,
            kind=kind,
            title=title,
            tool_name=tool_name,
            tool_call_id=tool_call_id,
            content_hash=digest,
            content=text,
            passages=tuple(passages),
            entity_ids=tuple(dict.fromkeys(entity_ids)),
            retrieved_at=retrieved_at or datetime.now(UTC),
            published=published,
            synthetic=synthetic,
            uri=uri,
            registered_by=self.owner,
        )
        self._add(source)
        return source

    def register_computation(
        self,
        *,
        title: str,
        tool_name: str,
        result: JsonValue,
        items: Mapping[str, JsonValue] | None = None,
        tool_call_id: str | None = None,
        entity_ids: Sequence[str] = (),
        as_of: date | None = None,
        synthetic: bool,
    ) -> Source:
        """A computed result (table, weights, metrics) as a source; each named item citable.

        `items` are the parts a sentence may cite ("weight of ent_x", "sharpe"), each one a
        passage whose text is the item's canonical JSON. `as_of` is the point in time of the
        data it was computed from: the date a reader sees next to the citation. `synthetic`
        has no default on purpose: a figure computed from generated data (the demo's EPS,
        estimates, fundamentals) must never reach an answer looking real, so whoever registers
        one says where its data came from (`MarketData.is_synthetic`).
        """
        text = canonical(result)
        source_id = source_id_for(self.run_id, tool_call_id, content_hash(text))
        passages = [
            Passage(chunk_id=item_chunk_id(source_id, key), text=f"{key}: {canonical(value)}")
            for key, value in sorted((items or {}).items())
        ]
        return self.register(
            kind="computation",
            title=title,
            tool_name=tool_name,
            content=result,
            tool_call_id=tool_call_id,
            passages=passages,
            entity_ids=entity_ids,
            published=as_of,
            synthetic=synthetic,
        )

    def _add(self, source: Source) -> None:
        self._own[source.source_id] = source
        for passage in source.passages:
            self._by_chunk.setdefault(passage.chunk_id, []).append(source.source_id)

    # --- looking up -----------------------------------------------------------------------------

    def get(self, source_id: str) -> Source | None:
        """A source this agent may cite: its own, adopted, or inherited from its parent."""
        found = self._own.get(source_id)
        if found is None and self._parent is not None:
            return self._parent.get(source_id)
        return found

    def sources_with_chunk(self, chunk_id: str) -> list[str]:
        own = self._by_chunk.get(chunk_id, [])
        inherited = self._parent.sources_with_chunk(chunk_id) if self._parent else []
        return list(dict.fromkeys([*own, *inherited]))

    def __contains__(self, source_id: object) -> bool:
        return isinstance(source_id, str) and self.get(source_id) is not None

    def __len__(self) -> int:
        return len(self._own) + (len(self._parent) if self._parent else 0)

    def own(self) -> list[Source]:
        """Sources registered or adopted by this agent itself (not inherited)."""
        return list(self._own.values())

    # --- between agents -------------------------------------------------------------------------

    def child(self, owner: str) -> SourceRegistry:
        """A subagent's registry: sees every source of this one, registers its own separately."""
        return SourceRegistry(self.run_id, owner=owner, parent=self)

    def adopt(self, sources: Iterable[Source]) -> list[Source]:
        """Take sources a subagent returned (its citations' sources, content attached)."""
        adopted = []
        for source in sources:
            if source.run_id != self.run_id:
                raise ForeignSourceError(
                    f"source {source.source_id} belongs to run {source.run_id}, not {self.run_id}"
                )
            if source.source_id not in self._own:
                self._add(source)
                adopted.append(source)
        return adopted

    # --- persistence ----------------------------------------------------------------------------

    def snapshot(self) -> RegistrySnapshot:
        """Everything this agent may cite, as data (inherited sources included)."""
        chain: dict[str, Source] = {}
        registry: SourceRegistry | None = self
        while registry is not None:
            for source_id, source in registry._own.items():
                chain.setdefault(source_id, source)
            registry = registry._parent
        return RegistrySnapshot(run_id=self.run_id, owner=self.owner, sources=tuple(chain.values()))

    @classmethod
    def restore(cls, snapshot: RegistrySnapshot) -> SourceRegistry:
        registry = cls(snapshot.run_id, owner=snapshot.owner)
        registry.adopt(snapshot.sources)
        return registry
