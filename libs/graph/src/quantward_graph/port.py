"""The `GraphStore` port: what the resolver and the research tools may ask of the graph.

Every adapter passes the contract suite in `tests/contract/test_graph_store.py`. Writes are
atomic per batch (a user's reference file loads completely or not at all) and idempotent (an
entity written again replaces its previous version whole). Reads that depend on time take an
`as_of` date, so that a reused ticker or a former name answers for the right period.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import date
from types import TracebackType
from typing import Literal, Protocol, Self

from quantward_graph.identifiers import IdentifierScheme
from quantward_graph.model import (
    Entity,
    GraphCounts,
    GraphData,
    ListingMatch,
    Neighbor,
    Relation,
    RelationType,
)


class GraphStore(Protocol):
    """A store of entities and their dated relations."""

    async def upsert(self, data: GraphData) -> None:
        """Write a batch atomically; entities replace earlier versions with the same id.

        Instrument ids are unique across entities: an instrument belongs to one issuer.

        Raises `ValueError` naming the relation if one points at an entity that is neither in
        the batch nor already stored, and writes nothing then.
        """
        ...

    async def get_entities(self, entity_ids: Collection[str]) -> dict[str, Entity]:
        """The stored entities among `entity_ids` (unknown ids are simply absent)."""
        ...

    async def all_entities(self) -> Sequence[Entity]:
        """Every entity, ordered by id (the resolver builds its indexes from this)."""
        ...

    async def all_relations(self) -> Sequence[Relation]:
        """Every relation, ordered by (source, type, target, valid_from)."""
        ...

    async def find_by_identifier(self, scheme: IdentifierScheme, value: str) -> list[str]:
        """Ids of entities carrying the identifier, or whose instrument has that ISIN."""
        ...

    async def find_by_ticker(
        self, ticker: str, *, mic: str | None = None, as_of: date | None = None
    ) -> list[ListingMatch]:
        """Listings with this ticker (on `mic` if given) valid on `as_of`; every period if None."""
        ...

    async def neighbors(
        self,
        entity_id: str,
        *,
        as_of: date | None = None,
        types: Collection[RelationType] | None = None,
        direction: Literal["out", "in", "both"] = "both",
    ) -> list[Neighbor]:
        """Relations touching `entity_id` valid on `as_of` (all periods when None)."""
        ...

    async def counts(self) -> GraphCounts: ...

    async def close(self) -> None: ...

    async def __aenter__(self) -> Self: ...

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...
