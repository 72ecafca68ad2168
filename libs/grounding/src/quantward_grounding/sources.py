"""Sources: every tool result a run received, with its citable passages.

A source is registered the moment a tool returns: a searched document chunk, a filing, a price
table, a backtest's metrics. Its id is derived from the run, the tool call and the content hash,
so replaying a run from its record yields the same ids, and a one-character change in an id
points at nothing. The content travels with the source, because a citation is only useful if
the passage can be shown, and because an agent that inherits a source must be able to read it.
"""

from __future__ import annotations

import base64
import hashlib
import json
from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue

SourceKind = Literal["document", "tool_result", "computation"]


class Passage(BaseModel):
    """A citable part of a source: a document chunk, a table row, a named metric."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    chunk_id: str
    text: str
    document_id: str | None = None
    start: int | None = None
    end: int | None = None


class Source(BaseModel):
    """A registered tool result."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source_id: str
    run_id: str
    kind: SourceKind
    title: str
    tool_name: str
    tool_call_id: str | None = None
    content_hash: str
    content: str = Field(description="The result as the agent saw it (text or canonical JSON).")
    passages: tuple[Passage, ...] = ()
    entity_ids: tuple[str, ...] = ()
    retrieved_at: datetime
    published: date | None = None
    synthetic: bool = False
    uri: str | None = None
    registered_by: str = Field(description="The agent (orchestrator, task id) that read it.")

    def passage(self, chunk_id: str) -> Passage | None:
        for passage in self.passages:
            if passage.chunk_id == chunk_id:
                return passage
        return None


def canonical(content: str | JsonValue) -> str:
    """Text as it is; structured results as sorted, compact JSON (one hash per meaning)."""
    if isinstance(content, str):
        return content
    return json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def content_hash(content: str) -> str:
    return hashlib.sha256(content.encode()).hexdigest()


def _token(*parts: str, size: int = 26) -> str:
    digest = hashlib.sha256("\x00".join(parts).encode()).digest()
    return base64.b32encode(digest).decode().lower().rstrip("=")[:size]


def source_id_for(run_id: str, tool_call_id: str | None, digest: str) -> str:
    """Deterministic per (run, tool call, content): replay gives the same ids."""
    return f"src_{_token(run_id, tool_call_id or '-', digest)}"


def item_chunk_id(source_id: str, key: str) -> str:
    """Chunk id of a named item of a computed result (a table row, a metric)."""
    return f"chk_{_token(source_id, key, size=24)}"
