"""The knowledge graph: entities, instruments, listings, names and dated relations."""

from quantward_graph.embedded_graph import EmbeddedGraphStore
from quantward_graph.model import (
    Entity,
    EntityName,
    GraphCounts,
    GraphData,
    Identifier,
    Instrument,
    Listing,
    ListingMatch,
    Neighbor,
    Relation,
)
from quantward_graph.port import GraphStore

__all__ = [
    "EmbeddedGraphStore",
    "Entity",
    "EntityName",
    "GraphCounts",
    "GraphData",
    "GraphStore",
    "Identifier",
    "Instrument",
    "Listing",
    "ListingMatch",
    "Neighbor",
    "Relation",
]
