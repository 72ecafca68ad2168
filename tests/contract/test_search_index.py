"""The SearchIndex contract: one suite, run against tantivy (embedded), Elasticsearch and
OpenSearch.

Every test gets its own index: a fresh in-memory tantivy index, or an Elasticsearch index with a
unique name that is dropped afterwards. The corpus is built here, from `Document`s cut by the
real `chunk_document`, so the suite exercises the chunks search will really see. Every chunk
contains the word "outlook", so filters can be checked against a plain-Python oracle: the
expected hits of an "outlook" query are exactly the chunks whose fields pass the filter.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from datetime import UTC, datetime, timedelta, timezone
from itertools import pairwise
from typing import Any

import pytest

from quantward_documents.chunking import chunk_document
from quantward_documents.model import (
    DOCUMENT_TYPES,
    Chunk,
    Document,
    DocumentType,
    FiscalPeriod,
)
from quantward_search import SearchIndex, SearchQuery, SearchResults, TantivySearchIndex

IndexFactory = Callable[[], Awaitable[SearchIndex]]

CET = timezone(timedelta(hours=1))
NY = timezone(timedelta(hours=-5))


def at(iso: str) -> datetime:
    return datetime.fromisoformat(iso)


def doc(
    key: str,
    *,
    title: str,
    type: DocumentType,
    entities: tuple[str, ...],
    published: datetime,
    source: str,
    synthetic: bool,
    text: str,
    period: FiscalPeriod | None = None,
) -> Document:
    return Document(
        document_id=f"doc_{key}",
        title=title,
        type=type,
        entity_ids=entities,
        published_at=published,
        fiscal_period=period,
        source=source,
        synthetic=synthetic,
        text=text,
    )


ACME_CALL = doc(
    "acme_q3_2024_call",
    title="Acme Corp Q3 2024 earnings call",
    type="transcript",
    entities=("ent_acme",),
    published=at("2024-10-30T22:00:00+01:00"),
    source="synthetic-corpus",
    synthetic=True,
    period=FiscalPeriod(fiscal_year=2024, fiscal_quarter=3),
    text="""Prepared Remarks

Good afternoon. Revenue rose 14% to a record and we raised our full-year guidance: we now
guide to revenue growth of 12%, having raised guidance twice this year. The raised guidance
reflects strong orders, and our outlook for the fourth quarter is confident.

Question-and-Answer Session

Analyst (Jane Doe, Example Securities): How are supply chain constraints affecting inventory?
CFO: Inventory is normalising and the supply chain outlook is stable; freight costs eased.""",
)

ACME_10K = doc(
    "acme_10k_2023",
    title="Acme Corp annual report 2023",
    type="10-K",
    entities=("ent_acme",),
    published=at("2024-02-15T12:00:00+00:00"),
    source="sec-edgar",
    synthetic=False,
    period=FiscalPeriod(fiscal_year=2023),
    text="""Risk Factors

Semiconductor shortages could disrupt our supply chain. Our outlook depends on suppliers.

Item 7. Management's Discussion and Analysis

Revenue grew 9% in fiscal 2023; operating margin widened. The outlook assumes stable demand.""",
)

ACME_8K = doc(
    "acme_8k_acquisition",
    title="Acme Corp current report: acquisition",
    type="8-K",
    entities=("ent_acme",),
    published=at("2024-11-05T16:30:00-05:00"),
    source="sec-edgar",
    synthetic=False,
    text="Acme Corp agreed to acquire Widget Co for $2.1 billion in cash. The outlook for "
    "closing is the first quarter of 2025, subject to regulatory approval.",
)

GLOBEX_10Q = doc(
    "globex_10q_q2_2024",
    title="Globex quarterly report Q2 2024",
    type="10-Q",
    entities=("ent_globex",),
    published=at("2024-08-01T20:00:00+00:00"),
    source="synthetic-corpus",
    synthetic=True,
    period=FiscalPeriod(fiscal_year=2024, fiscal_quarter=2),
    text="""Balance Sheet

Cash and equivalents were $4.2 billion; long-term debt was $7.9 billion. Guidance unchanged.
The liquidity outlook is adequate for the next twelve months.""",
)

GLOBEX_NEWS = doc(
    "globex_ceo_news",
    title="Globex chief executive resigns",
    type="news",
    entities=("ent_globex",),
    published=at("2024-06-10T09:15:00+00:00"),
    source="newswire",
    synthetic=False,
    text="Globex said its chief executive resigned with immediate effect; the board named an "
    "interim successor. Analysts called the leadership outlook uncertain.",
)

JOINT_VENTURE = doc(
    "acme_globex_jv",
    title="Acme and Globex form battery joint venture",
    type="news",
    entities=("ent_acme", "ent_globex"),
    published=at("2024-09-15T08:00:00+00:00"),
    source="newswire",
    synthetic=False,
    text="Acme and Globex formed a battery joint venture; both companies see a strong outlook "
    "for grid storage.",
)

INITECH_NOTE = doc(
    "initech_downgrade",
    title="Initech: downgrade to sell",
    type="broker_note",
    entities=("ent_initech",),
    published=at("2024-03-01T07:00:00+00:00"),
    source="user:research-notes",
    synthetic=True,
    text="We downgrade Initech to sell on margin compression; the pricing outlook is weak and "
    "competition is intensifying.",
)

UMBRELLA_MEMO = doc(
    "umbrella_memo",
    title="Umbrella regulatory memo",
    type="other",
    entities=("ent_umbrella",),
    published=at("2023-12-01T10:00:00+00:00"),
    source="user:research-notes",
    synthetic=False,
    text="Umbrella awaits a regulatory decision on its vaccine; the approval outlook is mixed.",
)

DOCUMENTS = (
    ACME_CALL,
    ACME_10K,
    ACME_8K,
    GLOBEX_10Q,
    GLOBEX_NEWS,
    JOINT_VENTURE,
    INITECH_NOTE,
    UMBRELLA_MEMO,
)


def corpus() -> list[Chunk]:
    return [chunk for document in DOCUMENTS for chunk in chunk_document(document)]


def chunk_with(document: Document, word: str) -> Chunk:
    (found,) = [c for c in chunk_document(document) if word in c.text]
    return found


def everything(limit: int = 1000, **filters: Any) -> SearchQuery:
    """Every chunk that passes `filters` (each one says "outlook"), counted."""
    return SearchQuery(text="outlook", limit=limit, count_total=True, **filters)


def ids(chunks: Iterable[Chunk]) -> set[str]:
    return {c.chunk_id for c in chunks}


def strip_marks(passage: str) -> str:
    return passage.replace("<b>", "").replace("</b>", "")


@pytest.fixture(
    params=[
        "tantivy",
        pytest.param("elasticsearch", marks=[pytest.mark.connected, pytest.mark.elasticsearch]),
        pytest.param("opensearch", marks=[pytest.mark.connected, pytest.mark.opensearch]),
    ]
)
async def make_index(request: pytest.FixtureRequest) -> AsyncIterator[IndexFactory]:
    indexes: list[SearchIndex] = []
    cleanups: list[Callable[[], Awaitable[None]]] = []

    async def factory() -> SearchIndex:
        index: SearchIndex
        name = f"qw-test-search-{uuid.uuid4().hex[:12]}"
        if request.param == "tantivy":
            index = TantivySearchIndex()
        elif request.param == "elasticsearch":
            from quantward_search.elasticsearch_index import ElasticsearchSearchIndex

            es = await ElasticsearchSearchIndex.connect(
                request.getfixturevalue("elasticsearch_url"), name
            )
            cleanups.append(es.drop)
            index = es
        else:
            from quantward_search.opensearch_index import OpenSearchSearchIndex

            opensearch = await OpenSearchSearchIndex.connect(
                request.getfixturevalue("opensearch_url"), name
            )
            cleanups.append(opensearch.drop)
            index = opensearch
        indexes.append(index)
        return index

    try:
        yield factory
    finally:
        try:
            for cleanup in cleanups:
                await cleanup()
        finally:
            for index in indexes:
                await index.close()


async def loaded(make_index: IndexFactory) -> SearchIndex:
    index = await make_index()
    assert await index.index(corpus()) == len(corpus())
    return index


def test_the_corpus_covers_what_the_suite_claims() -> None:
    chunks = corpus()
    assert {c.type for c in chunks} == set(DOCUMENT_TYPES)
    assert {c.synthetic for c in chunks} == {True, False}
    assert all("outlook" in c.text for c in chunks)
    assert len({c.chunk_id for c in chunks}) == len(chunks)
    assert len(chunk_document(ACME_CALL)) == 2  # two sections, two chunks


# --- ranking and matching ---------------------------------------------------------------------


async def test_bm25_puts_the_obviously_best_chunk_first(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    best = chunk_with(ACME_CALL, "raised guidance")
    results = await index.search(SearchQuery(text="raised full-year guidance"))
    assert results.hits[0].chunk_id == best.chunk_id
    # The one other chunk saying "guidance" ranks below it; stems match ("raising" ~ "raised").
    assert chunk_with(GLOBEX_10Q, "Guidance").chunk_id in {h.chunk_id for h in results.hits}
    assert [h.score for h in results.hits] == sorted((h.score for h in results.hits), reverse=True)
    stemmed = await index.search(SearchQuery(text="raising guidances"))
    assert stemmed.hits[0].chunk_id == best.chunk_id

    supply = await index.search(SearchQuery(text="supply chain inventory freight"))
    assert supply.hits[0].chunk_id == chunk_with(ACME_CALL, "freight").chunk_id
    assert supply.hits[1].chunk_id == chunk_with(ACME_10K, "Semiconductor").chunk_id


async def test_the_title_counts(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    results = await index.search(SearchQuery(text="battery joint venture"))
    assert results.hits[0].chunk_id == chunk_with(JOINT_VENTURE, "battery").chunk_id
    # "annual" is only in ACME_10K's title: every chunk of that document matches, nothing else.
    title_only = await index.search(SearchQuery(text="annual"))
    assert {h.chunk_id for h in title_only.hits} == ids(chunk_document(ACME_10K))
    for hit in title_only.hits:  # no word of the text matched: the chunk's opening, unmarked
        assert len(hit.highlights) == 1
        assert "<b>" not in hit.highlights[0]
        assert hit.text.startswith(hit.highlights[0])


async def test_a_query_without_a_match_returns_nothing(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    for text in ("zebra", "the and of", "!!! ???"):
        results = await index.search(SearchQuery(text=text, count_total=True))
        assert (results.hits, results.total) == ((), 0), text
        assert (await index.search(SearchQuery(text=text))).total is None, text


async def test_query_text_is_words_not_syntax(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    results = await index.search(SearchQuery(text='title:(Widget "acquire" AND) -cash [2025'))
    assert results.hits[0].document_id == ACME_8K.document_id


# --- filters ----------------------------------------------------------------------------------

FILTER_CASES: list[tuple[str, dict[str, Any], Callable[[Chunk], bool]]] = [
    ("no filter", {}, lambda c: True),
    ("one entity", {"entity_ids": ("ent_globex",)}, lambda c: "ent_globex" in c.entity_ids),
    (
        "any of two entities",
        {"entity_ids": ("ent_initech", "ent_umbrella")},
        lambda c: bool({"ent_initech", "ent_umbrella"} & set(c.entity_ids)),
    ),
    ("unknown entity", {"entity_ids": ("ent_nobody",)}, lambda c: False),
    ("one type", {"types": ("10-K",)}, lambda c: c.type == "10-K"),
    (
        "any of three types",
        {"types": ("news", "8-K", "broker_note")},
        lambda c: c.type in {"news", "8-K", "broker_note"},
    ),
    ("one source", {"sources": ("newswire",)}, lambda c: c.source == "newswire"),
    (
        "allow-listed sources",
        {"sources": ("sec-edgar", "user:research-notes")},
        lambda c: c.source in {"sec-edgar", "user:research-notes"},
    ),
    (
        "since",
        {"since": at("2024-08-01T20:00:00+00:00")},  # inclusive: GLOBEX_10Q is in
        lambda c: c.published_at >= at("2024-08-01T20:00:00+00:00"),
    ),
    (
        "until",
        {"until": at("2024-03-01T07:00:00+00:00")},  # inclusive: INITECH_NOTE is in
        lambda c: c.published_at <= at("2024-03-01T07:00:00+00:00"),
    ),
    (
        "since and until",
        {"since": at("2024-03-01T00:00:00+00:00"), "until": at("2024-09-30T00:00:00+00:00")},
        lambda c: at("2024-03-01T00:00:00+00:00") <= c.published_at <= at("2024-09-30T00:00Z"),
    ),
    (
        "as_of",
        {"as_of": at("2024-10-30T21:00:00+00:00")},  # ACME_CALL at 22:00+01:00: the same instant
        lambda c: c.published_at <= at("2024-10-30T21:00:00+00:00"),
    ),
    (
        "entity, type and dates",
        {
            "entity_ids": ("ent_acme",),
            "types": ("transcript", "10-K", "news"),
            "since": at("2024-01-01T00:00:00+00:00"),
            "as_of": at("2024-10-01T00:00:00+00:00"),
        },
        lambda c: (
            "ent_acme" in c.entity_ids
            and c.type in {"transcript", "10-K", "news"}
            and at("2024-01-01T00:00:00+00:00") <= c.published_at <= at("2024-10-01T00:00Z")
        ),
    ),
    (
        "everything at once",
        {
            "entity_ids": ("ent_acme", "ent_globex"),
            "types": ("news", "10-Q", "transcript"),
            "sources": ("newswire", "synthetic-corpus"),
            "since": at("2024-06-10T09:15:00+00:00"),
            "until": at("2025-01-01T00:00:00+00:00"),
            "as_of": at("2024-09-15T08:00:00+00:00"),
        },
        lambda c: (
            bool({"ent_acme", "ent_globex"} & set(c.entity_ids))
            and c.type in {"news", "10-Q", "transcript"}
            and c.source in {"newswire", "synthetic-corpus"}
            and at("2024-06-10T09:15:00+00:00") <= c.published_at <= at("2024-09-15T08:00Z")
        ),
    ),
]


async def test_each_filter_alone_and_combined(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    for name, filters, keep in FILTER_CASES:
        expected = ids(c for c in corpus() if keep(c))
        results = await index.search(everything(**filters))
        assert {h.chunk_id for h in results.hits} == expected, name
        assert results.total == len(expected), name
    # The oracle is not vacuous: most cases keep some chunks and drop others.
    assert sum(
        0 < len([c for c in corpus() if keep(c)]) < len(corpus()) for *_, keep in FILTER_CASES
    )


async def test_filters_do_not_change_scores(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    unfiltered = await index.search(SearchQuery(text="revenue guidance"))
    filtered = await index.search(SearchQuery(text="revenue guidance", entity_ids=("ent_acme",)))
    scores = {h.chunk_id: h.score for h in unfiltered.hits}
    assert filtered.hits
    for hit in filtered.hits:
        assert hit.score == pytest.approx(scores[hit.chunk_id])


async def test_nothing_published_after_the_point_in_time(make_index: IndexFactory) -> None:
    index = await make_index()
    as_of = at("2024-05-02T14:00:00+00:00")
    on_time = doc(
        "pit_on_time",
        title="Released at the as-of instant",
        type="news",
        entities=("ent_acme",),
        published=as_of.astimezone(NY),  # same instant, another zone
        source="newswire",
        synthetic=False,
        text="Recall notice: outlook for the recall remains under review.",
    )
    late_second = on_time.model_copy(
        update={"document_id": "doc_pit_late_second", "published_at": as_of + timedelta(seconds=1)}
    )
    late_micro = on_time.model_copy(
        update={
            "document_id": "doc_pit_late_micro",
            "published_at": as_of + timedelta(microseconds=1),
        }
    )
    early_micro = on_time.model_copy(
        update={
            "document_id": "doc_pit_early_micro",
            "published_at": as_of - timedelta(microseconds=1),
        }
    )
    documents = (on_time, late_second, late_micro, early_micro)
    await index.index([c for d in documents for c in chunk_document(d)])

    def found(results: SearchResults) -> set[str]:
        return {h.document_id for h in results.hits}

    in_time = {on_time.document_id, early_micro.document_id}
    recall = SearchQuery(text="recall", as_of=as_of)
    assert found(await index.search(recall)) == in_time
    # as_of earlier than until wins; until earlier than as_of wins too (the earlier bound).
    later_until = SearchQuery(text="recall", as_of=as_of, until=as_of + timedelta(days=30))
    assert found(await index.search(later_until)) == in_time
    earlier_until = SearchQuery(
        text="recall", until=as_of - timedelta(seconds=1), as_of=as_of + timedelta(days=1)
    )
    assert found(await index.search(earlier_until)) == set()
    # as_of in another time zone is the same instant.
    in_cet = SearchQuery(text="recall", as_of=as_of.astimezone(CET))
    assert found(await index.search(in_cet)) == in_time
    # since is inclusive, to the microsecond.
    since = SearchQuery(text="recall", since=as_of + timedelta(microseconds=1))
    assert found(await index.search(since)) == {late_second.document_id, late_micro.document_id}


async def test_sources_are_an_allow_list(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    allowed = ("sec-edgar",)
    results = await index.search(SearchQuery(text="revenue outlook supply", sources=allowed))
    assert results.hits
    assert {h.source for h in results.hits} == {"sec-edgar"}
    # A source that sounds similar is not a match: sources are exact names, not words.
    assert (await index.search(everything(sources=("sec",)))).total == 0
    assert (await index.search(everything(sources=("user",)))).total == 0


async def test_total_counts_every_match_while_limit_cuts_the_hits(
    make_index: IndexFactory,
) -> None:
    index = await loaded(make_index)
    results = await index.search(everything(limit=2))
    assert len(results.hits) == 2
    assert results.total == len(corpus())
    one = await index.search(everything(limit=1, entity_ids=("ent_globex",)))
    assert len(one.hits) == 1
    assert one.total == len([c for c in corpus() if "ent_globex" in c.entity_ids])


async def test_the_total_is_counted_only_when_asked_for(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    for limit in (1, 3, 1000):
        counted = await index.search(everything(limit=limit))
        uncounted = await index.search(
            everything(limit=limit).model_copy(update={"count_total": False})
        )
        assert uncounted.total is None, limit
        assert counted.total == len(corpus()), limit
        # Not counting changes nothing else: the same hits, in the same order, same scores.
        assert [(h.chunk_id, h.score) for h in uncounted.hits] == [
            (h.chunk_id, h.score) for h in counted.hits
        ], limit


# --- what a hit carries -----------------------------------------------------------------------


async def test_highlights_mark_query_words_in_passages_of_the_chunk(
    make_index: IndexFactory,
) -> None:
    index = await loaded(make_index)
    results = await index.search(SearchQuery(text="raising guidance", limit=3))
    best = results.hits[0]
    assert 1 <= len(best.highlights) <= 3
    for passage in best.highlights:
        assert strip_marks(passage) in best.text
    marked = re.findall(r"<b>(.*?)</b>", " ".join(best.highlights))
    assert marked
    assert {word.lower() for word in marked} == {"raised", "guidance"}
    for hit in results.hits:
        assert 1 <= len(hit.highlights) <= 3
        assert all(strip_marks(p) in hit.text for p in hit.highlights)


async def test_hits_carry_every_field_of_their_chunk(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    for document, word in ((ACME_CALL, "freight"), (ACME_10K, "Semiconductor"), (ACME_8K, "")):
        chunk = chunk_with(document, word)
        results = await index.search(
            SearchQuery(text=word or "Widget", entity_ids=chunk.entity_ids, limit=1)
        )
        (hit,) = results.hits
        assert hit.chunk_id == chunk.chunk_id
        expected = chunk.model_dump(exclude={"ordinal"})
        assert hit.model_dump(exclude={"score", "highlights"}) == expected
        assert document.text[hit.start : hit.end] == hit.text
        assert hit.score > 0
    call = await index.search(SearchQuery(text="freight", limit=1))
    (hit,) = call.hits
    assert hit.section == "Question-and-Answer Session"
    assert hit.fiscal_period == FiscalPeriod(fiscal_year=2024, fiscal_quarter=3)
    assert hit.synthetic is True
    assert hit.published_at == at("2024-10-30T21:00:00+00:00")
    filing = await index.search(SearchQuery(text="Semiconductor", limit=1))
    assert filing.hits[0].synthetic is False
    assert filing.hits[0].fiscal_period == FiscalPeriod(fiscal_year=2023)
    assert filing.hits[0].section == "Risk Factors"
    news = await index.search(SearchQuery(text="Widget", limit=1))
    assert news.hits[0].fiscal_period is None
    assert news.hits[0].section == ""


# --- writes -----------------------------------------------------------------------------------


async def test_indexing_the_same_chunks_again_does_not_duplicate(
    make_index: IndexFactory,
) -> None:
    index = await loaded(make_index)
    before = await index.search(everything())
    assert await index.index(corpus()) == len(corpus())
    assert await index.count() == len(corpus())
    after = await index.search(everything())
    assert after.total == before.total == len(corpus())
    assert len({h.chunk_id for h in after.hits}) == len(after.hits)
    # A duplicate inside one batch is indexed once.
    twice = chunk_document(UMBRELLA_MEMO) * 2
    assert await index.index(twice) == 1
    assert await index.count() == len(corpus())


async def test_a_changed_chunk_replaces_the_stored_one(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    (memo,) = chunk_document(UMBRELLA_MEMO)
    moved = memo.model_copy(update={"source": "newswire", "synthetic": True})
    await index.index([moved])
    assert (await index.get_chunks([memo.chunk_id]))[memo.chunk_id] == moved
    assert (await index.search(everything(sources=("user:research-notes",)))).total == len(
        [c for c in corpus() if c.source == "user:research-notes"]
    ) - 1
    (hit,) = (await index.search(SearchQuery(text="vaccine"))).hits
    assert (hit.source, hit.synthetic) == ("newswire", True)


async def test_deleting_a_document_removes_all_its_chunks(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    call_chunks = chunk_document(ACME_CALL)
    assert await index.delete_document(ACME_CALL.document_id) == len(call_chunks)
    assert await index.count() == len(corpus()) - len(call_chunks)
    remaining = await index.search(SearchQuery(text="freight guidance"))
    assert ACME_CALL.document_id not in {h.document_id for h in remaining.hits}
    assert await index.get_chunks([c.chunk_id for c in call_chunks]) == {}
    assert await index.delete_document(ACME_CALL.document_id) == 0
    assert await index.delete_document("doc_never_indexed") == 0
    assert await index.count() == len(corpus()) - len(call_chunks)


async def test_get_chunks_round_trips_exactly(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    chunks = corpus()
    asked = [c.chunk_id for c in chunks] + ["chk_unknown", chunks[0].chunk_id]
    found = await index.get_chunks(asked)
    assert found == {c.chunk_id: c for c in chunks}
    assert await index.get_chunks([]) == {}
    assert await index.count() == len(chunks)


async def test_an_empty_batch_writes_nothing(make_index: IndexFactory) -> None:
    index = await make_index()
    assert await index.index([]) == 0
    assert await index.count() == 0
    assert (await index.search(SearchQuery(text="outlook", count_total=True))).total == 0


async def test_five_thousand_chunks_index_in_one_call(make_index: IndexFactory) -> None:
    index = await make_index()
    start = datetime(2020, 1, 1, tzinfo=UTC)
    documents = [
        doc(
            f"bulk_{i:05d}",
            title=f"Bulk report {i}",
            type=DOCUMENT_TYPES[i % len(DOCUMENT_TYPES)],
            entities=(f"ent_bulk_{i % 50:02d}",),
            published=start + timedelta(hours=i),
            source=("newswire", "sec-edgar", "synthetic-corpus")[i % 3],
            synthetic=i % 2 == 0,
            text=f"Report number {i} on revenue, margins and the outlook. Marker token "
            f"zq{i:05d}x appears once. " + "Filler text about operations and demand. " * 8,
        )
        for i in range(5_000)
    ]
    chunks = [c for d in documents for c in chunk_document(d)]
    assert len(chunks) == 5_000
    assert await index.index(chunks) == 5_000
    assert await index.count() == 5_000

    (hit,) = (await index.search(SearchQuery(text="zq04321x"))).hits
    assert hit.document_id == "doc_bulk_04321"
    assert hit.published_at == start + timedelta(hours=4321)
    filtered = await index.search(
        SearchQuery(
            text="revenue outlook",
            entity_ids=("ent_bulk_07",),
            types=("news",),
            until=start + timedelta(hours=2_500),
            limit=1000,
            count_total=True,
        )
    )
    expected = {
        c.chunk_id
        for c in chunks
        if c.entity_ids == ("ent_bulk_07",)
        and c.type == "news"
        and c.published_at <= start + timedelta(hours=2_500)
    }
    assert expected
    assert {h.chunk_id for h in filtered.hits} == expected
    assert filtered.total == len(expected)
    assert (await index.search(SearchQuery(text="revenue", count_total=True))).total == 5_000


# --- whole documents --------------------------------------------------------------------------


def long_filing(
    key: str = "acme_10k_2024_long", *, title: str = "Acme Corp annual report 2024"
) -> Document:
    """A filing long enough for a dozen chunks over several sections (a whole-document read)."""
    sections = ("Risk Factors", "Item 7. Management's Discussion and Analysis", "Item 8. Exhibits")
    paragraphs = []
    for s, heading in enumerate(sections):
        paragraphs.append(heading)
        for p in range(8):
            paragraphs.append(
                f"Paragraph {s}.{p} of {key}: revenue, margins and liquidity are discussed at "
                "length here, with the drivers of demand, the cost of inputs and the capital "
                "plan. " + "Management reviews each segment against its targets every quarter. " * 3
            )
    return doc(
        key,
        title=title,
        type="10-K",
        entities=("ent_acme",),
        published=at("2025-02-14T12:00:00+00:00"),
        source="sec-edgar",
        synthetic=False,
        period=FiscalPeriod(fiscal_year=2024),
        text="\n\n".join(paragraphs),
    )


async def test_a_whole_document_comes_back_complete_and_in_text_order(
    make_index: IndexFactory,
) -> None:
    index = await make_index()
    filing = long_filing()
    # A document whose id extends the filing's: a prefix must not match (ids are exact terms).
    amended = long_filing("acme_10k_2024_long_amended", title="Acme Corp annual report 2024/A")
    expected = chunk_document(filing)
    assert len(expected) >= 10
    assert len({c.section for c in expected}) == 3
    others = [*corpus(), *chunk_document(amended)]
    # Indexed out of text order and interleaved with other documents, in two batches, so the
    # order that comes back is the index's doing, not the insertion order.
    shuffled = expected[::-1][::2] + others + expected[::-1][1::2]
    await index.index(shuffled[: len(shuffled) // 2])
    await index.index(shuffled[len(shuffled) // 2 :])

    got = await index.document_chunks(filing.document_id)
    assert got == expected  # every field, exactly as indexed, in text order
    assert [c.start for c in got] == sorted(c.start for c in got)
    for chunk in got:
        assert filing.text[chunk.start : chunk.end] == chunk.text
    # The chunks tile the document: nothing between them but the blank lines between paragraphs.
    assert got[0].start == 0
    assert not filing.text[got[-1].end :].strip()
    for before, after in pairwise(got):
        assert not filing.text[before.end : after.start].strip()

    for document in (amended, ACME_CALL, UMBRELLA_MEMO):
        assert await index.document_chunks(document.document_id) == chunk_document(document)


async def test_an_unknown_document_has_no_chunks(make_index: IndexFactory) -> None:
    index = await loaded(make_index)
    assert await index.document_chunks("doc_never_indexed") == []
    # Ids are exact: a prefix, another case or a chunk id is not a document id.
    assert await index.document_chunks("doc_acme") == []
    assert await index.document_chunks(ACME_CALL.document_id.upper()) == []
    assert await index.document_chunks(chunk_document(ACME_CALL)[0].chunk_id) == []
    empty = await make_index()
    assert await empty.document_chunks(ACME_CALL.document_id) == []


async def test_a_document_read_follows_replacements_and_deletions(
    make_index: IndexFactory,
) -> None:
    index = await loaded(make_index)
    (memo,) = chunk_document(UMBRELLA_MEMO)
    moved = memo.model_copy(update={"source": "newswire"})
    await index.index([moved])
    assert await index.document_chunks(UMBRELLA_MEMO.document_id) == [moved]
    await index.delete_document(ACME_CALL.document_id)
    assert await index.document_chunks(ACME_CALL.document_id) == []
    assert await index.document_chunks(ACME_10K.document_id) == chunk_document(ACME_10K)
