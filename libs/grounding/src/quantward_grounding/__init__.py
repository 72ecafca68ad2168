"""Grounding: every claim cites a source the run actually retrieved."""

from quantward_grounding.registry import ForeignSourceError, RegistrySnapshot, SourceRegistry
from quantward_grounding.sources import Passage, Source
from quantward_grounding.streaming import CitationStream, GroundedText, Piece, Rejected, ground

__all__ = [
    "CitationStream",
    "ForeignSourceError",
    "GroundedText",
    "Passage",
    "Piece",
    "RegistrySnapshot",
    "Rejected",
    "Source",
    "SourceRegistry",
    "ground",
]
