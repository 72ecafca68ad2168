"""Loading and removing users' documents through the catalogue (issue 11, findings 3 and 9):
sources belong to their owner, a changed document is a new version whose predecessor stays
retrievable, removal takes a document out of search, and long loads report progress."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from quantward_documents.loaders.base import versioned_document
from quantward_documents.model import Document
from quantward_search import SearchQuery, TantivySearchIndex
from quantward_search_service.catalogue import CatalogueError, DocumentCatalogue
from quantward_search_service.documents import add_documents, remove_documents

T0 = datetime(2022, 11, 10, tzinfo=UTC)


def note(
    text: str, *, source: str = "user:desk", key: str = "note-1", **fields: object
) -> Document:
    return versioned_document(
        {
            "title": "Desk note",
            "type": "broker_note",
            "published_at": T0,
            "source": source,
            "synthetic": False,
            "text": text,
            **fields,
        },
        key,
    )


@pytest.fixture
def catalogue(tmp_path: Path) -> DocumentCatalogue:
    return DocumentCatalogue(tmp_path / "documents.sqlite")


async def hits(index: TantivySearchIndex, words: str) -> list[str]:
    found = await index.search(SearchQuery(text=words, limit=50))
    return [h.document_id for h in found.hits]


async def test_a_changed_document_is_a_new_version_and_the_cited_one_stays_retrievable(
    catalogue: DocumentCatalogue,
) -> None:
    index = TantivySearchIndex()
    first = note("Orders in rail grew strongly.")
    [loaded] = await add_documents(index, catalogue, [first], owner="alice")
    assert (loaded.outcome, loaded.chunks) == ("loaded", 1)
    [again] = await add_documents(index, catalogue, [first], owner="alice")
    assert again.outcome == "unchanged"

    redated = note("Orders in rail grew strongly.", published_at=T0.replace(day=11))
    [version] = await add_documents(index, catalogue, [redated], owner="alice")
    assert (version.outcome, version.replaces) == ("new version", first.document_id)
    # search finds the current version only; the cited one is still in the catalogue, intact
    assert await hits(index, "rail orders") == [redated.document_id]
    kept = catalogue.document(first.document_id)
    assert kept == first
    entry = catalogue.get(first.document_id)
    assert entry is not None
    assert entry.status == "superseded"
    assert [e.document_id for e in catalogue.entries()] == [redated.document_id]
    assert len(catalogue.entries(every_version=True)) == 2


async def test_a_source_belongs_to_whoever_first_loaded_into_it(
    catalogue: DocumentCatalogue,
) -> None:
    index = TantivySearchIndex()
    await add_documents(index, catalogue, [note("Alice's view of rail.")], owner="alice")
    forged = note("Bob writes into Alice's source about rail.", key="note-2")
    own = note("Bob's own rail view.", source="user:bob-notes", key="note-3")
    results = await add_documents(index, catalogue, [forged, own], owner="bob")
    assert [r.outcome for r in results] == ["refused", "loaded"]
    assert "belongs to 'alice'" in results[0].reason
    assert forged.document_id not in await hits(index, "rail")
    with pytest.raises(CatalogueError, match="belongs to 'alice'"):
        await remove_documents(index, catalogue, ["user:desk"], owner="bob")
    assert len(await hits(index, "rail")) == 2


async def test_removal_takes_documents_out_of_search_by_id_key_or_source(
    catalogue: DocumentCatalogue,
) -> None:
    index = TantivySearchIndex()
    documents = [note(f"Rail note {n}.", key=f"note-{n}") for n in range(3)]
    await add_documents(index, catalogue, documents, owner="alice")
    by_id = await remove_documents(index, catalogue, [documents[0].document_id], owner="alice")
    assert [r.document_id for r in by_id] == [documents[0].document_id]
    key = documents[1].metadata["document_key"]
    by_key = await remove_documents(index, catalogue, [key], owner="alice")
    assert [r.document_id for r in by_key] == [documents[1].document_id]
    rest = await remove_documents(index, catalogue, ["user:desk"], owner="alice")
    assert [r.document_id for r in rest] == [documents[2].document_id]
    assert await index.count() == 0
    assert catalogue.document(documents[0].document_id) == documents[0]  # still retrievable
    with pytest.raises(CatalogueError, match="shipped documents cannot be removed"):
        await remove_documents(index, catalogue, ["doc_0123456789abcdef01234567"], owner="alice")


async def test_long_loads_report_progress_in_batches(
    catalogue: DocumentCatalogue, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quantward_search_service import documents as loading

    monkeypatch.setattr(loading, "BATCH_CHUNKS", 10)
    index = TantivySearchIndex()
    sentence = "Paragraph {n} about rail orders and signalling."
    paragraphs = "\n\n".join(sentence.format(n=n) * 30 for n in range(400))
    big = note(paragraphs)
    seen: list[tuple[int, int]] = []
    [loaded] = await add_documents(
        index, catalogue, [big], owner="alice", on_progress=lambda d, t: seen.append((d, t))
    )
    assert loaded.chunks > 1
    total = loaded.chunks
    assert seen[0] == (0, total)
    assert seen[-1] == (total, total)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert len(seen) == 2 + (total - 1) // 10  # the start, then one step per batch
    assert await index.count() == total


async def test_a_lock_held_too_long_is_named_with_its_setting(tmp_path: Path) -> None:
    import fcntl
    import os

    from quantward_search_service.locking import LockTimeoutError, folder_lock

    lock = tmp_path / "documents.lock"
    holder = os.open(lock, os.O_RDWR | os.O_CREAT)
    fcntl.flock(holder, fcntl.LOCK_EX)  # another process, as flock sees it
    try:
        with pytest.raises(LockTimeoutError, match="QW_SEARCH_LOCK_WAIT_S"):
            async with folder_lock(lock, purpose="loading documents", wait_s=0.2):
                pass
    finally:
        os.close(holder)
    async with folder_lock(lock, purpose="loading documents", wait_s=0.2):
        pass  # free again
