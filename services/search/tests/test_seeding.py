"""Seeding is injected: `build_app` indexes the corpus its caller hands it, once per version,
and nothing when none is given (the service itself knows no corpus)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from quantward_documents.model import Document, FiscalPeriod, document_id_for
from quantward_search import SearchQuery
from quantward_search_service.app import build_app
from quantward_search_service.settings import SearchSettings


class Seed:
    """A two-document corpus that counts how often it was asked for its documents."""

    name = "a test corpus"

    def __init__(self, version: str, words: str = "guidance") -> None:
        self.version = version
        self.words = words
        self.generated = 0

    def fingerprint(self) -> str:
        return self.version

    def documents(self) -> Sequence[Document]:
        self.generated += 1
        return [
            Document(
                document_id=document_id_for("seed", f"{entity}-{self.version}"),
                title=f"{entity} call",
                type="transcript",
                entity_ids=(entity,),
                published_at=datetime(2022, 10, 27, 21, tzinfo=UTC),
                source="synthetic-corpus:transcripts",
                synthetic=True,
                fiscal_period=FiscalPeriod(fiscal_year=2022, fiscal_quarter=3),
                text=f"Prepared Remarks\n\n{entity} speaks about {self.words}.",
            )
            for entity in ("ent_acme", "ent_bolt")
        ]


def settings(home: Path, **values: object) -> SearchSettings:
    return SearchSettings(search_path=home / "search", **values)  # type: ignore[arg-type]


async def hits(home: Path, words: str) -> int:
    app = await build_app(settings(home))
    try:
        return (await app.search(SearchQuery(text=words, limit=10, count_total=True))).total
    finally:
        await app.close()


async def test_the_given_corpus_is_indexed_once_per_version(tmp_path: Path) -> None:
    first = Seed("v1")
    app = await build_app(settings(tmp_path), corpus=first)
    assert await app.index.count() > 0
    await app.close()
    assert first.generated == 1

    same = Seed("v1")
    await (await build_app(settings(tmp_path), corpus=same)).close()
    assert same.generated == 0  # the marker says the index holds this version

    newer = Seed("v2", words="buybacks")
    await (await build_app(settings(tmp_path), corpus=newer)).close()
    assert newer.generated == 1
    assert await hits(tmp_path, "buybacks") == 2


async def test_nothing_is_seeded_without_a_corpus_or_when_seeding_is_off(tmp_path: Path) -> None:
    app = await build_app(settings(tmp_path))
    assert await app.index.count() == 0
    await app.close()

    seed = Seed("v1")
    off = await build_app(settings(tmp_path, seed_corpus=False), corpus=seed)
    assert await off.index.count() == 0
    await off.close()
    assert seed.generated == 0


async def test_starts_at_once_on_one_folder_seed_it_once(tmp_path: Path) -> None:
    """Issue 11, finding 10: concurrent first uses wait for the one that seeds."""
    import asyncio

    seeds = [Seed("v1") for _ in range(3)]
    apps = await asyncio.gather(*(build_app(settings(tmp_path), corpus=s) for s in seeds))
    try:
        assert sum(s.generated for s in seeds) == 1
        assert [await app.index.count() for app in apps] == [2, 2, 2]
    finally:
        for app in apps:
            await app.close()
