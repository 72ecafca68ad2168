"""Adding users' documents to the index and removing them, through the catalogue.

What `quantward docs load|remove` (and any other front door) call. Both run under the
catalogue's lock, so two loads at once cannot both make themselves the current version of one
document. A load indexes the new version's chunks before it takes the previous version's out,
so a search never finds neither; a refused document (another owner's source) is reported and
the rest go on, as the loaders do for bad files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from quantward_documents.chunking import chunk_document
from quantward_documents.model import Chunk, Document
from quantward_search import SearchIndex
from quantward_search_service.catalogue import CatalogueError, DocumentCatalogue, Entry, key_of
from quantward_search_service.locking import folder_lock
from quantward_search_service.settings import SearchSettings

CATALOGUE_FILE: Final = "documents.sqlite"
CATALOGUE_LOCK: Final = "documents.lock"
#: chunks per index write: big enough to index fast, small enough to report progress often
BATCH_CHUNKS: Final = 5_000

#: how long a load or removal waits for another one by default (`QW_SEARCH_LOCK_WAIT_S`)
LOCK_WAIT_S: Final = 600.0

#: called with (chunks indexed so far, chunks to index in all)
Progress = Callable[[int, int], None]


def open_catalogue(settings: SearchSettings) -> DocumentCatalogue:
    """The catalogue beside the configured index (in `QW_SEARCH_PATH`, whichever backend)."""
    return DocumentCatalogue(settings.search_path / CATALOGUE_FILE)


def _lock(catalogue: DocumentCatalogue) -> Path:
    return catalogue.path.with_name(CATALOGUE_LOCK)


@dataclass(frozen=True, slots=True)
class Added:
    """What became of one document: loaded, unchanged, a new version (of `replaces`), or
    refused (`reason`)."""

    document: Document
    outcome: Literal["loaded", "unchanged", "new version", "refused"]
    chunks: int = 0
    replaces: str | None = None
    reason: str = ""


async def add_documents(
    index: SearchIndex,
    catalogue: DocumentCatalogue,
    documents: Iterable[Document],
    *,
    owner: str,
    on_progress: Progress | None = None,
    lock_wait_s: float = LOCK_WAIT_S,
) -> list[Added]:
    """Index `documents` as the current versions of their keys; see the module docstring.
    Waits up to `lock_wait_s` for another process loading or removing documents."""
    async with folder_lock(_lock(catalogue), purpose="loading documents", wait_s=lock_wait_s):
        planned: list[tuple[Document, list[Chunk], Entry | None]] = []
        results: dict[str, Added] = {}
        for document in documents:
            try:
                catalogue.check_owner(document.source, owner)
            except CatalogueError as exc:
                results[document.document_id] = Added(document, "refused", reason=str(exc))
                continue
            known = catalogue.get(document.document_id)
            if known is not None and known.status == "current":
                results[document.document_id] = Added(document, "unchanged", known.chunks)
                continue
            previous = catalogue.current(key_of(document))
            planned.append((document, chunk_document(document), previous))
        total = sum(len(chunks) for _, chunks, _ in planned)
        done = 0
        if on_progress is not None:
            on_progress(0, total)
        batch: list[Chunk] = []
        for position, (_, chunks, _) in enumerate(planned):
            batch.extend(chunks)
            if len(batch) >= BATCH_CHUNKS or position == len(planned) - 1:
                # a huge document is written in slices, each one a step of progress
                for start in range(0, len(batch), BATCH_CHUNKS):
                    written = batch[start : start + BATCH_CHUNKS]
                    await index.index(written)
                    done += len(written)
                    if on_progress is not None:
                        on_progress(done, total)
                batch = []
        for document, chunks, previous in planned:
            replaces = None
            if previous is not None and previous.document_id != document.document_id:
                await index.delete_document(previous.document_id)
                catalogue.set_status(previous.document_id, "superseded")
                replaces = previous.document_id
            catalogue.add(document, owner=owner, chunks=len(chunks))
            outcome: Literal["loaded", "new version"] = "new version" if replaces else "loaded"
            results[document.document_id] = Added(document, outcome, len(chunks), replaces)
    return list(results.values())


@dataclass(frozen=True, slots=True)
class Removed:
    document_id: str
    title: str
    chunks: int


async def remove_documents(
    index: SearchIndex,
    catalogue: DocumentCatalogue,
    targets: Sequence[str],
    *,
    owner: str,
    lock_wait_s: float = LOCK_WAIT_S,
) -> list[Removed]:
    """Take documents out of search: each target is a document id (any version), a document
    key, or a whole user source. Their versions stay in the catalogue (`docs show`), marked
    removed. Raises `CatalogueError` for a target that is not a loaded document or belongs to
    another owner, before removing anything."""
    async with folder_lock(_lock(catalogue), purpose="removing documents", wait_s=lock_wait_s):
        chosen: dict[str, Entry] = {}
        for target in targets:
            entries = _entries(catalogue, target)
            for entry in entries:
                catalogue.check_owner(entry.source, owner)
                chosen[entry.document_id] = entry
        removed = []
        for entry in chosen.values():
            chunks = await index.delete_document(entry.document_id)
            catalogue.set_status(entry.document_id, "removed")
            removed.append(Removed(entry.document_id, entry.title, chunks))
    return removed


def _entries(catalogue: DocumentCatalogue, target: str) -> list[Entry]:
    if target.startswith("user:"):
        found = catalogue.entries(source=target)
        if not found and catalogue.owner_of(target) is None:
            raise CatalogueError(f"{target}: no documents were loaded into this source")
        return found
    entry = catalogue.get(target) or catalogue.current(target)
    if entry is None:
        raise CatalogueError(
            f"{target} is not a loaded document (see `quantward docs list`); shipped documents "
            "cannot be removed"
        )
    return [entry] if entry.status != "removed" else []
