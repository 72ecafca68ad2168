"""Reading one whole document: the transcript or filing the earnings calendar (or a hit) named.

Search returns the passages that match a query; a researcher checking what a CFO said about
guidance, or reading a 10-Q's liquidity section, needs the document itself, in order. This tool
opens one document by id, chunk by chunk, and registers what it returns as one source whose
passages are the chunks shown, so every chunk carries a `cite` mark that resolves.

What it must never do: give the model a document the task could not have found by search. The
harness's pins apply to the document as a whole: it must be about one of the task's entities,
come from an allowed document source, and have been published by the end of the as-of date
(the bound `search_documents` uses), or the call is refused and nothing is registered.
"""

from __future__ import annotations

from typing import Final

from pydantic import Field, JsonValue

from quantward_agents.tools import CallContext, Tool, ToolError
from quantward_documents.injection import as_data, instruction_flags
from quantward_documents.model import Chunk
from quantward_grounding import Passage
from quantward_researcher.scope import Args, TaskScope, end_of, mark
from quantward_search import SearchIndex

#: a default that reads an earnings call or a short filing whole (chunks are ~900 characters)
DEFAULT_MAX_CHUNKS: Final = 40
#: the most one call returns: ~180,000 characters, already a large share of a model's context
MAX_CHUNKS: Final = 200

TOOL_NAME: Final = "read_document"


class ReadArgs(Args):
    document_id: str = Field(
        pattern=r"^doc_[a-z0-9][a-z0-9_\-.]{2,127}$",
        description=(
            "The document to read (`doc_…`): a transcript or filing id from earnings_calendar, "
            "or a hit's document_id from search_documents."
        ),
    )
    max_chunks: int = Field(
        default=DEFAULT_MAX_CHUNKS,
        ge=1,
        le=MAX_CHUNKS,
        description="Return at most this many chunks, from the start of the document.",
    )


def _refusal(document_id: str, chunks: list[Chunk], scope: TaskScope) -> str | None:
    """Why the task may not read this document, or None. Every chunk must pass."""
    for chunk in chunks:
        if not set(chunk.entity_ids) & set(scope.entity_ids):
            about = ", ".join(chunk.entity_ids) or "no resolved company"
            return (
                f"document {document_id} is about {about}, not this task's "
                f"{', '.join(scope.entity_ids)}; read documents of the task's companies only"
            )
    sources = scope.document_sources()
    if scope.allowed_sources:
        for chunk in chunks:
            if chunk.source not in sources:
                allowed = ", ".join(sources) or "none"
                return (
                    f"document {document_id} comes from source '{chunk.source}', which this "
                    f"task may not use (allowed document sources: {allowed})"
                )
    if scope.as_of is not None:
        latest = end_of(scope.as_of)
        if any(chunk.published_at > latest for chunk in chunks):
            # The publication date itself is not said: it is information from after as_of.
            return (
                f"document {document_id} was published after the task's as-of date "
                f"{scope.as_of.isoformat()}; it may not be used (point in time)"
            )
    return None


def _chunk_json(cite: str, chunk: Chunk) -> dict[str, JsonValue]:
    """A chunk as the model reads it: its text delimited as data, flagged where it tries to
    instruct the model."""
    shown: dict[str, JsonValue] = {
        "cite": cite,
        "section": chunk.section,
        "text": as_data(chunk.text),
    }
    flags = instruction_flags(chunk.text)
    if flags:
        shown["instructions_flagged"] = list(flags)
    return shown


def read_document_tool(index: SearchIndex, scope: TaskScope) -> Tool[ReadArgs]:
    async def run(args: ReadArgs, ctx: CallContext) -> dict[str, JsonValue]:
        if scope.allowed_sources and not scope.document_sources():
            raise ToolError("this task may not read documents (no document source is allowed)")
        chunks = await index.document_chunks(args.document_id)
        if not chunks:
            raise ToolError(
                f"there is no document {args.document_id}; use a document id that "
                "earnings_calendar or search_documents returned"
            )
        refusal = _refusal(args.document_id, chunks, scope)
        if refusal is not None:
            raise ToolError(refusal)
        scope.require_entitlement(*dict.fromkeys(c.source for c in chunks))

        shown, remaining = chunks[: args.max_chunks], len(chunks) - args.max_chunks
        first = shown[0]
        # Only the chunks shown become passages: the model may cite what it read, no more.
        passages = [
            Passage(
                chunk_id=c.chunk_id,
                text=c.text,
                document_id=c.document_id,
                start=c.start,
                end=c.end,
            )
            for c in shown
        ]
        source = ctx.register(
            kind="document",
            title=first.title,
            tool_name=TOOL_NAME,
            content="\n\n".join(p.text for p in passages),
            passages=passages,
            entity_ids=first.entity_ids,
            published=first.published_at.date(),
            synthetic=first.synthetic,
            uri=f"quantward://documents/{args.document_id}",
        )
        result: dict[str, JsonValue] = {
            "document_id": args.document_id,
            "title": first.title,
            "type": first.type,
            "published": first.published_at.date().isoformat(),
            "source": first.source,
            "entity_ids": list(first.entity_ids),
            "synthetic": first.synthetic,
            "chunks_total": len(chunks),
            "chunks": [_chunk_json(mark(source.source_id, c.chunk_id), c) for c in shown],
        }
        if remaining > 0:
            result["note"] = (
                f"truncated: {len(shown)} of {len(chunks)} chunks shown, {remaining} more not "
                f"shown (up to character {shown[-1].end} of the document). Call again with a "
                f"larger max_chunks (at most {MAX_CHUNKS}), or use search_documents to find a "
                "passage further on."
            )
        return result

    return Tool(
        TOOL_NAME,
        "Read a whole document of a resolved company, in order: a transcript or filing id from "
        "earnings_calendar, or a hit's document_id from search_documents. Each chunk has a "
        "`cite` mark; put it after any sentence that uses the chunk.",
        ReadArgs,
        run,
    )
