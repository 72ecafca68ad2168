"""TantivySearchIndex beyond the port's contract (tests/contract/test_search_index.py covers
the port): a folder that persists, one writer per folder, the analyzer, the highlighter and the
exact microsecond arithmetic behind point-in-time filters.
"""

from __future__ import annotations

import asyncio
import importlib
import re
import sys
import threading
import time
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
import tantivy

from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document, FiscalPeriod
from quantward_search import SearchQuery, TantivySearchIndex, tantivy_index
from quantward_search.tantivy_index import (
    TOKENIZER,
    _schema,
    english_analyzer,
    epoch_microseconds,
    highlight_passages,
)

T0 = datetime(2024, 5, 2, 14, 0, tzinfo=UTC)


def document(key: str, text: str, *, published: datetime = T0, **fields: object) -> Document:
    values: dict[str, object] = {
        "document_id": f"doc_{key}",
        "title": f"Report {key}",
        "type": "news",
        "entity_ids": ("ent_acme",),
        "published_at": published,
        "source": "newswire",
        "synthetic": False,
        "text": text,
    }
    values.update(fields)
    return Document.model_validate(values)


def chunks(*documents: Document) -> list[Chunk]:
    return [c for d in documents for c in chunk_document(d)]


def strip_marks(passage: str) -> str:
    return passage.replace("<b>", "").replace("</b>", "")


# --- a folder persists -------------------------------------------------------------------------


async def test_a_folder_keeps_its_chunks_across_reopen(tmp_path: Path) -> None:
    folder = tmp_path / "search"  # created on first open
    corpus = chunks(
        document("one", "Guidance was raised on strong demand.", synthetic=True),
        document(
            "two",
            "Risk Factors\n\nSupply constraints persist.",
            type="10-K",
            fiscal_period=FiscalPeriod(fiscal_year=2023),
        ),
    )
    async with TantivySearchIndex(folder) as index:
        assert await index.index(corpus) == 2
    assert folder.is_dir()

    async with TantivySearchIndex(folder) as reopened:
        assert await reopened.count() == 2
        assert await reopened.get_chunks([c.chunk_id for c in corpus]) == {
            c.chunk_id: c for c in corpus
        }
        (hit,) = (await reopened.search(SearchQuery(text="raising guidance"))).hits
        assert hit.document_id == "doc_one"
        # Indexing the same chunks in a later session still replaces, never duplicates.
        await reopened.index(corpus)
        assert await reopened.count() == 2
        assert await reopened.delete_document("doc_two") == 1

    async with TantivySearchIndex(str(folder)) as third:
        assert await third.count() == 1
        assert (await third.search(SearchQuery(text="supply", count_total=True))).total == 0


async def test_an_in_memory_index_starts_empty_every_time() -> None:
    async with TantivySearchIndex() as first:
        await first.index(chunks(document("one", "Guidance raised.")))
        assert first.directory is None
    async with TantivySearchIndex() as second:
        assert await second.count() == 0


async def test_indexes_of_one_folder_write_in_turn_and_read_each_others_writes(
    tmp_path: Path,
) -> None:
    async with TantivySearchIndex(tmp_path) as first, TantivySearchIndex(tmp_path) as second:
        await first.index(chunks(document("one", "Guidance raised.")))
        # the first keeps its writer only briefly after a write (`writer_linger_s`), so the
        # second waits for it and writes (issue 11, #10)
        await second.index(chunks(document("two", "Margins widened.")))
        await first.delete_document("doc_one")
        assert (await second.search(SearchQuery(text="margins", count_total=True))).total == 1
    async with TantivySearchIndex(tmp_path) as reopened:
        assert await reopened.count() == 1


def _hold_writer(folder: Path) -> tantivy.IndexWriter:
    """Another process's writer, as tantivy sees it: the folder's lock file taken."""
    index = tantivy.Index(_schema(), str(folder), reuse=True)
    index.register_tokenizer(TOKENIZER, english_analyzer())
    return index.writer(heap_size=15_000_000, num_threads=1)


async def test_a_write_waits_for_another_writer_to_finish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    found_busy = threading.Event()
    real_sleep = time.sleep

    def pause(seconds: float) -> None:  # the adapter's pause between attempts
        found_busy.set()
        real_sleep(seconds)

    monkeypatch.setattr(tantivy_index.time, "sleep", pause)
    # no linger: the other writer takes the lock the moment the first write has returned
    async with TantivySearchIndex(tmp_path, writer_linger_s=0) as index:
        await index.index(chunks(document("one", "Guidance raised.")))
        other = _hold_writer(tmp_path)
        write = asyncio.create_task(index.index(chunks(document("two", "Margins widened."))))
        assert await asyncio.to_thread(found_busy.wait, 30), "the write never found the lock"
        assert not write.done()
        await asyncio.to_thread(other.wait_merging_threads)  # the other writer finishes
        assert await write == 1
        assert await index.count() == 2


async def test_a_folder_writer_is_kept_for_the_next_write_then_released(tmp_path: Path) -> None:
    async with TantivySearchIndex(tmp_path, writer_linger_s=0.2) as index:
        await index.index(chunks(document("one", "Guidance raised.")))
        with pytest.raises(ValueError, match="LockBusy"):  # kept for the next write
            _hold_writer(tmp_path)
        other = await asyncio.to_thread(_taken_when_free, tmp_path)
        try:
            assert await index.count() == len(chunks(document("one", "Guidance raised.")))
        finally:
            other.wait_merging_threads()
        # the index takes the writer again for its next write
        assert await index.index(chunks(document("two", "Margins widened."))) == 1


def _taken_when_free(folder: Path) -> tantivy.IndexWriter:
    """The folder's writer, as soon as nobody holds it (within 30 s)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            return _hold_writer(folder)
        except ValueError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


async def test_a_negative_linger_is_refused_with_the_fix() -> None:
    with pytest.raises(ValueError, match="writer_linger_s must be >= 0"):
        TantivySearchIndex(writer_linger_s=-1)


async def test_a_writer_that_never_finishes_is_named_after_the_wait(tmp_path: Path) -> None:
    TantivySearchIndex(tmp_path)  # creates the folder's index
    other = _hold_writer(tmp_path)
    try:
        async with TantivySearchIndex(tmp_path, writer_wait_s=0.2) as index:
            with pytest.raises(RuntimeError, match="another process has been writing to it"):
                await index.index(chunks(document("two", "Margins widened.")))
            assert await index.count() == 0
    finally:
        other.wait_merging_threads()


async def test_a_folder_of_another_schema_is_refused_with_advice(tmp_path: Path) -> None:
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("body", stored=True)
    tantivy.Index(builder.build(), str(tmp_path))
    with pytest.raises(ValueError, match="index the documents again into an empty folder"):
        TantivySearchIndex(tmp_path)


async def test_a_closed_index_says_so() -> None:
    index = TantivySearchIndex()
    await index.close()
    await index.close()  # idempotent
    with pytest.raises(RuntimeError, match="closed"):
        await index.search(SearchQuery(text="guidance"))
    with pytest.raises(RuntimeError, match="closed"):
        await index.index(chunks(document("one", "Guidance raised.")))


async def test_concurrent_writes_and_reads_are_safe() -> None:
    batches = [
        chunks(*(document(f"b{b}_{i}", f"Batch {b} item {i} guidance.") for i in range(200)))
        for b in range(4)
    ]
    async with TantivySearchIndex() as index:
        written = await asyncio.gather(
            *(index.index(batch) for batch in batches),
            *(index.search(SearchQuery(text="guidance")) for _ in range(4)),
        )
        assert written[:4] == [200, 200, 200, 200]
        assert await index.count() == 800
        assert (
            await index.search(SearchQuery(text="guidance", limit=1, count_total=True))
        ).total == 800


async def test_hits_highlight_when_read_exactly_as_the_highlighter_would() -> None:
    corpus = chunks(
        document("one", "Guidance was raised. Demand rose and guidance rose again."),
        document("two", "Raising guidance is rare."),
    )
    async with TantivySearchIndex() as index:
        await index.index(corpus)
        results = await index.search(SearchQuery(text="raised guidance"))
    assert len(results.hits) == 2
    for hit in results.hits:
        assert not hit.highlights.computed  # nothing marked until someone reads them
        expected = highlight_passages(hit.text, terms("raised guidance"), english_analyzer())
        assert hit.highlights == expected
        assert hit.model_dump()["highlights"] == expected
        assert hit.highlights.computed


@pytest.mark.parametrize("new", [0, 1, 50])  # only the replaced chunk; one new; a term set
async def test_a_batch_replaces_what_is_stored_and_adds_the_rest(new: int) -> None:
    old = chunks(document("old", "Guidance was raised."))
    changed = old[0].model_copy(update={"section": "Q&A"})
    fresh = chunks(*(document(f"new{i}", f"Guidance {i}.") for i in range(new)))
    async with TantivySearchIndex() as index:
        await index.index(old)
        assert await index.index([*fresh, changed]) == new + 1
        assert await index.count() == new + 1
        assert (await index.get_chunks([changed.chunk_id]))[changed.chunk_id] == changed
        assert (
            await index.search(SearchQuery(text="guidance", limit=100, count_total=True))
        ).total == new + 1


@pytest.mark.parametrize("wanted", [1, 3, 40])  # one term, a few terms, a term set
async def test_any_of_filters_match_exactly_the_chunks_with_one_of_the_values(
    wanted: int,
) -> None:
    corpus = chunks(
        *(
            document(f"co{i}", f"Guidance {i}.", entity_ids=(f"ent_co{i}", f"ent_x{i % 3}"))
            for i in range(100)
        )
    )
    entities = tuple(f"ent_co{i}" for i in range(0, 2 * wanted, 2))
    async with TantivySearchIndex() as index:
        await index.index(corpus)
        results = await index.search(
            SearchQuery(
                text="guidance",
                entity_ids=entities + entities[:1],
                limit=1000,
                count_total=True,
            )
        )
        by_id = await index.get_chunks([c.chunk_id for c in corpus[: 2 * wanted]] + ["nope"])
    assert sorted(h.document_id for h in results.hits) == sorted(
        f"doc_co{i}" for i in range(0, 2 * wanted, 2)
    )
    assert results.total == wanted
    assert list(by_id) == [c.chunk_id for c in corpus[: 2 * wanted]]


@pytest.mark.parametrize("adapter", ["ElasticsearchSearchIndex", "OpenSearchSearchIndex"])
async def test_the_package_imports_the_server_adapters_only_on_demand(adapter: str) -> None:
    import quantward_search

    assert adapter in quantward_search.__all__
    assert getattr(quantward_search, adapter).__name__ == adapter
    with pytest.raises(AttributeError):
        _ = quantward_search.NoSuchThing


@pytest.mark.parametrize(
    ("module", "client", "extra"),
    [
        ("elasticsearch_index", "elasticsearch", "elasticsearch"),
        ("opensearch_index", "opensearchpy", "opensearch"),
    ],
)
def test_a_missing_server_client_names_the_extra(
    module: str, client: str, extra: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delitem(sys.modules, f"quantward_search.{module}", raising=False)
    monkeypatch.setitem(sys.modules, client, None)  # what an absent package looks like
    with pytest.raises(ImportError, match=re.escape(f"pip install 'quantward-search[{extra}]'")):
        importlib.import_module(f"quantward_search.{module}")


# --- analysis and points in time ----------------------------------------------------------------


def test_the_analyzer_drops_stop_words_and_stems_like_the_english_analyzer() -> None:
    analyzer = english_analyzer()
    assert analyzer.analyze("The company's guidance was raised") == ["compani", "guidanc", "rais"]
    assert analyzer.analyze("raising Guidances") == ["rais", "guidanc"]
    assert analyzer.analyze("the and of it") == []


def test_epoch_microseconds_are_exact_in_any_time_zone() -> None:
    moment = datetime(2024, 5, 2, 14, 0, 0, 123_457, tzinfo=UTC)
    assert epoch_microseconds(moment) == 1_714_658_400_123_457
    assert epoch_microseconds(moment.astimezone(timezone(timedelta(hours=-5)))) == (
        1_714_658_400_123_457
    )
    assert epoch_microseconds(moment + timedelta(microseconds=1)) - epoch_microseconds(moment) == 1
    far = datetime(2200, 1, 1, tzinfo=UTC)
    assert epoch_microseconds(far) == int((far - datetime(1970, 1, 1, tzinfo=UTC)).days) * (
        86_400 * 10**6
    )
    assert epoch_microseconds(datetime(1950, 1, 1, tzinfo=UTC)) < 0


async def test_a_fraction_of_a_second_after_the_point_in_time_is_excluded() -> None:
    # tantivy's date fields index whole seconds; the integer field keeps microseconds.
    late = document("late", "Recall notice.", published=T0 + timedelta(microseconds=1))
    on_time = document("on_time", "Recall notice, revised.", published=T0)
    async with TantivySearchIndex() as index:
        await index.index(chunks(late, on_time))
        hits = (await index.search(SearchQuery(text="recall", as_of=T0))).hits
        assert [h.document_id for h in hits] == ["doc_on_time"]


# --- highlights --------------------------------------------------------------------------------


def terms(text: str) -> list[str]:
    return english_analyzer().analyze(text)


def test_highlights_mark_stemmed_matches_without_escaping() -> None:
    text = "S&P said Über-Corp raised its guidance; analysts expect more guidance soon."
    (passage,) = highlight_passages(text, terms("raising guidance"), english_analyzer())
    assert passage == (
        "S&P said Über-Corp <b>raised</b> its <b>guidance</b>; analysts expect more "
        "<b>guidance</b> soon."
    )
    assert strip_marks(passage) == text


def test_offsets_stay_right_after_multibyte_characters() -> None:
    text = "Ünïcödé prefix — “quoted” — then guidance appears."
    (passage,) = highlight_passages(text, terms("guidance"), english_analyzer())
    assert "<b>guidance</b>" in passage
    assert strip_marks(passage) in text


def test_up_to_three_passages_best_first_each_a_piece_of_the_text() -> None:
    filler = " ".join(["Operations continued as planned this period."] * 6)
    text = (
        f"Margins were stable. {filler} Guidance was raised. {filler} "
        f"Guidance and margins both improved. {filler} Margins again. {filler} Margins once more."
    )
    passages = highlight_passages(text, terms("guidance margins"), english_analyzer())
    assert len(passages) == 3
    assert "<b>Guidance</b> and <b>margins</b>" in passages[0]  # two distinct terms: best
    for passage in passages:
        assert strip_marks(passage) in text
        assert len(strip_marks(passage)) <= 150 + 60  # about a passage, widened to a sentence
    assert len(set(passages)) == 3


def test_a_passage_starts_at_its_sentence_when_one_starts_nearby() -> None:
    text = "Opening words here. " * 5 + "Revenue grew and we raised our guidance again."
    (passage,) = highlight_passages(text, terms("guidance"), english_analyzer())
    assert passage.startswith("Revenue grew")
    lines = "Operator: next question.\nAnalyst (Jane Doe, Example Securities): what about guidance?"
    (turn,) = highlight_passages(lines, terms("guidance"), english_analyzer())
    assert turn.startswith("Analyst (Jane Doe")


def test_without_a_match_the_opening_is_returned_unmarked() -> None:
    text = "Word " * 100
    (opening,) = highlight_passages(text, ["nomatch"], english_analyzer())
    assert "<b>" not in opening
    assert text.startswith(opening)
    assert 140 <= len(opening) <= 150
    assert not opening.endswith(" ")
