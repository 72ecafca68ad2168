"""Registering the results of the standard research tools, so every hit is citable at once.

A search returns chunks from many documents: each document becomes one source (its title,
publication date, synthetic flag) whose passages are the chunks the search returned, so a mark
can name the exact passage an agent read. Typed by shape (`SearchHitLike`) so grounding does not
depend on the search library.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from quantward_grounding.registry import SourceRegistry
from quantward_grounding.sources import Passage, Source


class SearchHitLike(Protocol):
    @property
    def chunk_id(self) -> str: ...
    @property
    def document_id(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def entity_ids(self) -> tuple[str, ...]: ...
    @property
    def published_at(self) -> datetime: ...
    @property
    def synthetic(self) -> bool: ...
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...


def register_search_hits(
    registry: SourceRegistry,
    hits: Sequence[SearchHitLike],
    *,
    tool_call_id: str,
    tool_name: str = "search",
) -> list[Source]:
    """One source per document among the hits, its passages the chunks returned, in hit order."""
    by_document: dict[str, list[SearchHitLike]] = {}
    for hit in hits:
        by_document.setdefault(hit.document_id, []).append(hit)
    sources = []
    for document_id, group in by_document.items():
        first = group[0]
        passages = tuple(
            Passage(
                chunk_id=h.chunk_id, text=h.text, document_id=document_id, start=h.start, end=h.end
            )
            for h in group
        )
        sources.append(
            registry.register(
                kind="document",
                title=first.title,
                tool_name=tool_name,
                tool_call_id=f"{tool_call_id}:{document_id}",
                content="\n\n".join(p.text for p in passages),
                passages=passages,
                entity_ids=first.entity_ids,
                published=first.published_at.date(),
                synthetic=first.synthetic,
                uri=f"quantward://documents/{document_id}",
            )
        )
    return sources
