"""Grounding: every claim cites a source the run actually retrieved."""

from quantward_grounding.registry import ForeignSourceError, RegistrySnapshot, SourceRegistry
from quantward_grounding.sources import Passage, Source
from quantward_grounding.streaming import (
    CitationStream,
    CitationTarget,
    GroundedText,
    Piece,
    RegistryResolver,
    Rejected,
    Resolver,
    ground,
)

__all__ = [
    "CitationStream",
    "CitationTarget",
    "ForeignSourceError",
    "GroundedText",
    "Passage",
    "Piece",
    "RegistryResolver",
    "RegistrySnapshot",
    "Rejected",
    "Resolver",
    "Source",
    "SourceRegistry",
    "ground",
]
