"""`read_document`: a whole document by id, under the task's pins, with marks that resolve.

The index holds the shipped synthetic corpus of Apple and Microsoft (the documents the earnings
calendar names) and two hand-made Apple notes placed on either side of the as-of date's end.
Each tool is called the way the agent loop calls it (`Toolbox.call` with the task's registry),
and every mark must resolve with the grounding the researcher's answer goes through.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest

from quantward_agents.tools import CallContext, Toolbox, ToolOutcome
from quantward_contracts.values import Citation
from quantward_democorpus import (
    SOURCE_FILINGS,
    SOURCE_NEWS,
    SOURCE_TRANSCRIPTS,
    generate_corpus,
)
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_documents.chunking import chunk_document
from quantward_documents.injection import from_data
from quantward_documents.model import Document
from quantward_grounding import SourceRegistry, ground
from quantward_grounding.streaming import QUOTE_LIMIT
from quantward_llm.port import ToolCall
from quantward_researcher.document_tool import DEFAULT_MAX_CHUNKS, read_document_tool
from quantward_researcher.scope import TaskScope
from quantward_researcher.tools import calendar_tool
from quantward_search import TantivySearchIndex

RUN = "run_document_tool"
APPLE = "ent_apple_inc"
MICROSOFT = "ent_microsoft"
AS_OF = date(2022, 12, 28)
EVERYTHING = (SOURCE_TRANSCRIPTS, SOURCE_FILINGS, SOURCE_NEWS, "earnings-calendar")
NOTES = "user:research-notes"

CORPUS = tuple(generate_corpus(entity_ids=[APPLE, MICROSOFT]))
MARKET = EmbeddedMarketData(entity_ids=[APPLE, MICROSOFT])


def note(key: str, published: datetime, source: str = SOURCE_NEWS) -> Document:
    return Document(
        document_id=f"doc_note_{key}",
        title=f"Apple note {key}",
        type="news",
        entity_ids=(APPLE,),
        published_at=published,
        source=source,
        synthetic=True,
        text=f"Apple note {key}: demand for the December quarter looks soft.",
    )


END_OF_AS_OF = datetime(2022, 12, 28, 23, 59, 59, 999_999, tzinfo=UTC)
ON_TIME = note("on_time", END_OF_AS_OF)  # the last instant of the as-of day (UTC)
TOO_LATE = note("too_late", END_OF_AS_OF + timedelta(microseconds=1))
PRIVATE = note("private", datetime(2022, 6, 1, tzinfo=UTC), source=NOTES)
DOCUMENTS = (*CORPUS, ON_TIME, TOO_LATE, PRIVATE)


def transcript(entity_id: str, published_before: date) -> Document:
    """The last call of `entity_id` published before a day (the corpus's own document)."""
    calls = [
        d
        for d in CORPUS
        if d.type == "transcript"
        and d.entity_ids == (entity_id,)
        and d.published_at.date() < published_before
    ]
    return max(calls, key=lambda d: d.published_at)


@pytest.fixture(scope="module")
def index() -> Iterator[TantivySearchIndex]:
    """One in-memory index for the module: the tool only reads it."""
    search = TantivySearchIndex()
    asyncio.run(search.index([c for d in DOCUMENTS for c in chunk_document(d)]))
    yield search
    asyncio.run(search.close())


def scope(
    allowed: tuple[str, ...] = EVERYTHING,
    entity_ids: tuple[str, ...] = (APPLE,),
    as_of: date | None = AS_OF,
) -> TaskScope:
    names = {APPLE: "Apple Inc.", MICROSOFT: "Microsoft"}
    return TaskScope(
        entity_ids=entity_ids,
        names={e: names[e] for e in entity_ids},
        as_of=as_of,
        allowed_sources=allowed,
    )


@dataclass
class Task:
    toolbox: Toolbox
    registry: SourceRegistry

    async def call(self, tool: str, **arguments: Any) -> ToolOutcome:
        context = CallContext(run_id=RUN, agent_id="tsk_document_test", registry=self.registry)
        return await self.toolbox.call(
            ToolCall(call_id=f"call_{tool}", name=tool, arguments=arguments), context
        )

    async def read(self, document_id: str, **arguments: Any) -> ToolOutcome:
        return await self.call("read_document", document_id=document_id, **arguments)

    def resolve(self, mark: str) -> Citation:
        grounded = ground(self.registry, f"A claim {mark}.")
        assert grounded.valid, grounded.rejected
        [citation] = grounded.citations
        return citation


def task(index: TantivySearchIndex, task_scope: TaskScope | None = None) -> Task:
    pinned = task_scope or scope()
    toolbox = Toolbox([read_document_tool(index, pinned), calendar_tool(MARKET, pinned)])
    return Task(toolbox, SourceRegistry(RUN, owner="orchestrator").child("tsk_document_test"))


# --- reading --------------------------------------------------------------------------------------


async def test_the_calendars_transcript_opens_whole_with_marks_that_resolve(
    index: TantivySearchIndex,
) -> None:
    t = task(index)
    calendar = await t.call("earnings_calendar", entity_id=APPLE)
    assert not calendar.error, calendar.content
    latest = calendar.value["quarters"][0]
    document = next(d for d in CORPUS if d.document_id == latest["transcript_id"])
    expected = chunk_document(document)
    assert 1 < len(expected) <= DEFAULT_MAX_CHUNKS

    outcome = await t.read(document.document_id)
    assert not outcome.error, outcome.content
    value = outcome.value
    assert {k: value[k] for k in ("title", "type", "published", "source", "synthetic")} == {
        "title": document.title,
        "type": "transcript",
        "published": document.published_at.date().isoformat(),
        "source": SOURCE_TRANSCRIPTS,
        "synthetic": True,
    }
    assert value["chunks_total"] == len(expected)
    assert "note" not in value
    # The whole document, in order: the chunks are the document's text, offsets and all.
    assert [from_data(c["text"]) for c in value["chunks"]] == [c.text for c in expected]
    assert [c["section"] for c in value["chunks"]] == [c.section for c in expected]

    # One source for the document, its passages the chunks, its place the document's URI.
    [source] = outcome.sources
    assert source.kind == "document"
    assert source.tool_name == "read_document"
    assert source.uri == f"quantward://documents/{document.document_id}"
    assert source.published == document.published_at.date()
    assert source.synthetic is True
    assert source.entity_ids == (APPLE,)
    assert [p.chunk_id for p in source.passages] == [c.chunk_id for c in expected]
    for passage in source.passages:
        assert passage.document_id == document.document_id
        assert passage.start is not None
        assert passage.end is not None
        assert document.text[passage.start : passage.end] == passage.text

    for chunk, shown in zip(expected, value["chunks"], strict=True):
        citation = t.resolve(shown["cite"])
        assert citation.source_id == source.source_id
        assert citation.chunk_id == chunk.chunk_id
        assert citation.quote == chunk.text[:QUOTE_LIMIT]  # grounding's quote is capped
        assert citation.title == document.title
        assert citation.published == document.published_at.date()
        assert citation.synthetic is True


async def test_a_long_document_is_cut_at_max_chunks_with_a_note(index: TantivySearchIndex) -> None:
    document = max(
        (d for d in CORPUS if APPLE in d.entity_ids and d.published_at.date() <= AS_OF),
        key=lambda d: len(chunk_document(d)),
    )
    expected = chunk_document(document)
    assert len(expected) > 5
    t = task(index)
    outcome = await t.read(document.document_id, max_chunks=3)
    assert not outcome.error, outcome.content
    value = outcome.value
    assert [from_data(c["text"]) for c in value["chunks"]] == [c.text for c in expected[:3]]
    assert value["chunks_total"] == len(expected)
    remaining = len(expected) - 3
    assert f"3 of {len(expected)} chunks shown, {remaining} more not shown" in value["note"]
    assert "max_chunks" in value["note"]
    # Only what was shown is citable: the fourth chunk's mark points at nothing.
    [source] = outcome.sources
    assert len(source.passages) == 3
    for shown in value["chunks"]:
        t.resolve(shown["cite"])
    unseen = f"[[{source.source_id}#{expected[3].chunk_id}]]"
    assert not ground(t.registry, f"A claim {unseen}.").valid

    # The same document, whole this time (a new call, a new source).
    whole = await t.read(document.document_id, max_chunks=len(expected))
    assert len(whole.value["chunks"]) == len(expected)
    assert "note" not in whole.value


async def test_max_chunks_is_bounded_and_the_id_must_look_like_one(
    index: TantivySearchIndex,
) -> None:
    t = task(index)
    document_id = transcript(APPLE, AS_OF).document_id
    for bad in (0, 201):
        outcome = await t.read(document_id, max_chunks=bad)
        assert outcome.error
        assert "invalid arguments for read_document: max_chunks" in outcome.content
    outcome = await t.read("Apple Q4 call")
    assert outcome.error
    assert "invalid arguments for read_document: document_id" in outcome.content
    assert len(t.registry) == 0


# --- refusals -------------------------------------------------------------------------------------


async def test_an_unknown_document_is_refused_with_what_to_do(index: TantivySearchIndex) -> None:
    t = task(index)
    outcome = await t.read("doc_never_indexed")
    assert outcome.error
    assert "there is no document doc_never_indexed" in outcome.content
    assert "earnings_calendar or search_documents" in outcome.content
    assert len(t.registry) == 0


async def test_a_document_of_another_company_is_refused(index: TantivySearchIndex) -> None:
    t = task(index)
    microsoft_call = transcript(MICROSOFT, AS_OF)
    outcome = await t.read(microsoft_call.document_id)
    assert outcome.error
    assert (
        f"document {microsoft_call.document_id} is about ent_microsoft, not this task's "
        "ent_apple_inc"
    ) in outcome.content
    assert len(t.registry) == 0
    # The same document is readable by a task about Microsoft.
    both = task(index, scope(entity_ids=(APPLE, MICROSOFT)))
    assert not (await both.read(microsoft_call.document_id)).error


async def test_a_document_of_a_source_the_task_may_not_use_is_refused(
    index: TantivySearchIndex,
) -> None:
    apple_call = transcript(APPLE, AS_OF)
    filings_only = task(index, scope((SOURCE_FILINGS, "earnings-calendar")))
    outcome = await filings_only.read(apple_call.document_id)
    assert outcome.error
    assert (
        f"comes from source '{SOURCE_TRANSCRIPTS}', which this task may not use "
        f"(allowed document sources: {SOURCE_FILINGS})"
    ) in outcome.content
    assert len(filings_only.registry) == 0

    # Sources are an allow-list of exact names: a private source outside it is refused...
    t = task(index)
    private = await t.read(PRIVATE.document_id)
    assert private.error
    assert f"comes from source '{NOTES}'" in private.content
    # ...and a task without an allow-list may read every source.
    assert not (await task(index, scope(())).read(PRIVATE.document_id)).error

    # A task whose template allows no document source reads no document at all.
    data_only = task(index, scope(("earnings-calendar", "prices")))
    outcome = await data_only.read(apple_call.document_id)
    assert outcome.error
    assert "this task may not read documents" in outcome.content


async def test_nothing_published_after_the_as_of_date_can_be_read(
    index: TantivySearchIndex,
) -> None:
    # As of 2022-08-01 the FY2022 Q4 call (1 November) has not happened yet.
    as_of = date(2022, 8, 1)
    later_call = next(
        d
        for d in CORPUS
        if d.type == "transcript" and d.entity_ids == (APPLE,) and d.published_at.date() > as_of
    )
    t = task(index, scope(as_of=as_of))
    outcome = await t.read(later_call.document_id)
    assert outcome.error
    assert (
        f"document {later_call.document_id} was published after the task's as-of date "
        "2022-08-01; it may not be used"
    ) in outcome.content
    # The refusal does not leak when the document appeared.
    assert later_call.published_at.date().isoformat() not in outcome.content
    assert len(t.registry) == 0
    # The call before it is fine, and without an as-of date so is the later one.
    assert not (await t.read(transcript(APPLE, as_of).document_id)).error
    unbounded = task(index, scope(as_of=None))
    assert not (await unbounded.read(later_call.document_id)).error


async def test_the_as_of_day_ends_at_its_last_microsecond_like_search(
    index: TantivySearchIndex,
) -> None:
    t = task(index)
    on_time = await t.read(ON_TIME.document_id)
    assert not on_time.error, on_time.content
    assert on_time.value["published"] == "2022-12-28"
    too_late = await t.read(TOO_LATE.document_id)
    assert too_late.error
    assert "published after the task's as-of date 2022-12-28" in too_late.content
