"""The embedded graph store: one SQLite file (or memory), no server.

Entities are stored whole as JSON documents, with side tables that index what look-ups need
(identifiers and ISINs, tickers with their validity, relations). SQLite gives the two things a
reference-data store must not lack: atomic batches (a bad file leaves nothing half-loaded) and
durability across restarts, in a single file next to the user's data.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Collection, Iterable, Sequence
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, Self

from quantward_graph.identifiers import IdentifierScheme, normalise_identifier
from quantward_graph.model import (
    Entity,
    GraphCounts,
    GraphData,
    Listing,
    ListingMatch,
    Neighbor,
    Relation,
    RelationType,
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS entities (
    entity_id TEXT PRIMARY KEY, doc TEXT NOT NULL,
    names INTEGER NOT NULL, instruments INTEGER NOT NULL, listings INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS identifiers (
    scheme TEXT NOT NULL, value TEXT NOT NULL, entity_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS identifiers_by_value ON identifiers (scheme, value);
CREATE INDEX IF NOT EXISTS identifiers_by_entity ON identifiers (entity_id);
CREATE TABLE IF NOT EXISTS listings (
    ticker TEXT NOT NULL, mic TEXT NOT NULL, entity_id TEXT NOT NULL, instrument_id TEXT NOT NULL,
    valid_from TEXT, valid_to TEXT, doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS listings_by_ticker ON listings (ticker, mic);
CREATE INDEX IF NOT EXISTS listings_by_entity ON listings (entity_id);
CREATE TABLE IF NOT EXISTS relations (
    source_id TEXT NOT NULL, type TEXT NOT NULL, target_id TEXT NOT NULL,
    valid_from TEXT NOT NULL, valid_to TEXT, doc TEXT NOT NULL,
    PRIMARY KEY (source_id, type, target_id, valid_from)
);
CREATE INDEX IF NOT EXISTS relations_by_target ON relations (target_id);
CREATE TABLE IF NOT EXISTS instruments (instrument_id TEXT PRIMARY KEY, entity_id TEXT NOT NULL);
"""


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day else None


class EmbeddedGraphStore:
    """:class:`~quantward_graph.port.GraphStore` on SQLite; `path=":memory:"` for tests."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA foreign_keys=OFF")
        self._db.executescript(_SCHEMA)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        with self._lock:
            self._db.close()

    # --- writing --------------------------------------------------------------------------------

    async def upsert(self, data: GraphData) -> None:
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                self._check_instrument_owners(data)
                for entity in data.entities:
                    self._write_entity(entity)
                ends = {r.source_id for r in data.relations} | {r.target_id for r in data.relations}
                known = self._existing_ids(ends)
                for relation in data.relations:
                    for end in (relation.source_id, relation.target_id):
                        if end not in known:
                            raise ValueError(
                                f"relation {relation.source_id} {relation.type} "
                                f"{relation.target_id} points at unknown entity {end}"
                            )
                    db.execute(
                        "INSERT OR REPLACE INTO relations VALUES (?, ?, ?, ?, ?, ?)",
                        (
                            relation.source_id,
                            relation.type,
                            relation.target_id,
                            _iso(relation.valid_from) or "",
                            _iso(relation.valid_to),
                            relation.model_dump_json(),
                        ),
                    )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def _check_instrument_owners(self, data: GraphData) -> None:
        """An instrument has one issuer; moving one needs both entities in the same batch."""
        in_batch = {e.entity_id for e in data.entities}
        for entity in data.entities:
            for instrument in entity.instruments:
                row = self._db.execute(
                    "SELECT entity_id FROM instruments WHERE instrument_id = ?",
                    (instrument.instrument_id,),
                ).fetchone()
                if row and row[0] != entity.entity_id and row[0] not in in_batch:
                    raise ValueError(
                        f"instrument {instrument.instrument_id} is already issued by {row[0]}, "
                        f"so {entity.entity_id} cannot issue it too; to move it, write both "
                        "entities in one batch"
                    )

    def _existing_ids(self, ids: Iterable[str]) -> set[str]:
        wanted = list(ids)
        found: set[str] = set()
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = self._db.execute(
                f"SELECT entity_id FROM entities WHERE entity_id IN ({marks})", chunk
            )
            found.update(r[0] for r in rows)
        return found

    def _write_entity(self, entity: Entity) -> None:
        db = self._db
        db.execute("DELETE FROM identifiers WHERE entity_id = ?", (entity.entity_id,))
        db.execute("DELETE FROM listings WHERE entity_id = ?", (entity.entity_id,))
        db.execute("DELETE FROM instruments WHERE entity_id = ?", (entity.entity_id,))
        db.executemany(
            "INSERT OR REPLACE INTO instruments VALUES (?, ?)",
            [(i.instrument_id, entity.entity_id) for i in entity.instruments],
        )
        listings = [(i, listing) for i in entity.instruments for listing in i.listings]
        db.execute(
            "INSERT OR REPLACE INTO entities VALUES (?, ?, ?, ?, ?)",
            (
                entity.entity_id,
                entity.model_dump_json(),
                len(entity.names),
                len(entity.instruments),
                len(listings),
            ),
        )
        identifiers = {(i.scheme, i.value) for i in entity.identifiers}
        identifiers |= {("ISIN", isin) for isin in entity.isins()}
        db.executemany(
            "INSERT INTO identifiers VALUES (?, ?, ?)",
            [(scheme, value, entity.entity_id) for scheme, value in sorted(identifiers)],
        )
        db.executemany(
            "INSERT INTO listings VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    listing.ticker,
                    listing.mic,
                    entity.entity_id,
                    instrument.instrument_id,
                    _iso(listing.valid_from),
                    _iso(listing.valid_to),
                    listing.model_dump_json(),
                )
                for instrument, listing in listings
            ],
        )

    # --- reading --------------------------------------------------------------------------------

    def _query(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        with self._lock:
            return self._db.execute(sql, args).fetchall()

    async def get_entities(self, entity_ids: Collection[str]) -> dict[str, Entity]:
        wanted = list(dict.fromkeys(entity_ids))
        result: dict[str, Entity] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for entity_id, doc in self._query(
                f"SELECT entity_id, doc FROM entities WHERE entity_id IN ({marks})", chunk
            ):
                result[entity_id] = Entity.model_validate_json(doc)
        return result

    async def all_entities(self) -> Sequence[Entity]:
        rows = self._query("SELECT doc FROM entities ORDER BY entity_id")
        return [Entity.model_validate_json(doc) for (doc,) in rows]

    async def all_relations(self) -> Sequence[Relation]:
        rows = self._query(
            "SELECT doc FROM relations ORDER BY source_id, type, target_id, valid_from"
        )
        return [Relation.model_validate_json(doc) for (doc,) in rows]

    async def find_by_identifier(self, scheme: IdentifierScheme, value: str) -> list[str]:
        rows = self._query(
            "SELECT DISTINCT entity_id FROM identifiers WHERE scheme = ? AND value = ? "
            "ORDER BY entity_id",
            (scheme, normalise_identifier(scheme, value)),
        )
        return [r[0] for r in rows]

    async def find_by_ticker(
        self, ticker: str, *, mic: str | None = None, as_of: date | None = None
    ) -> list[ListingMatch]:
        sql = "SELECT entity_id, instrument_id, doc FROM listings WHERE ticker = ?"
        args: list[Any] = [ticker.strip().upper()]
        if mic is not None:
            sql += " AND mic = ?"
            args.append(mic)
        matches = [
            ListingMatch(
                entity_id=entity_id,
                instrument_id=instrument_id,
                listing=Listing.model_validate_json(doc),
            )
            for entity_id, instrument_id, doc in self._query(
                sql + " ORDER BY entity_id, mic, valid_from", args
            )
        ]
        if as_of is None:
            return matches
        return [m for m in matches if m.listing.valid_on(as_of)]

    async def neighbors(
        self,
        entity_id: str,
        *,
        as_of: date | None = None,
        types: Collection[RelationType] | None = None,
        direction: Literal["out", "in", "both"] = "both",
    ) -> list[Neighbor]:
        found: list[Neighbor] = []
        if direction in ("out", "both"):
            for (doc,) in self._query(
                "SELECT doc FROM relations WHERE source_id = ?", (entity_id,)
            ):
                relation = Relation.model_validate_json(doc)
                found.append(
                    Neighbor(relation=relation, entity_id=relation.target_id, direction="out")
                )
        if direction in ("in", "both"):
            for (doc,) in self._query(
                "SELECT doc FROM relations WHERE target_id = ?", (entity_id,)
            ):
                relation = Relation.model_validate_json(doc)
                found.append(
                    Neighbor(relation=relation, entity_id=relation.source_id, direction="in")
                )
        return sorted(
            (
                n
                for n in found
                if (types is None or n.relation.type in types)
                and (as_of is None or n.relation.valid_on(as_of))
            ),
            key=lambda n: (n.direction, n.relation.type, n.entity_id, str(n.relation.valid_from)),
        )

    async def counts(self) -> GraphCounts:
        entities, names, instruments, listings = self._query(
            "SELECT COUNT(*), COALESCE(SUM(names), 0), COALESCE(SUM(instruments), 0),"
            " COALESCE(SUM(listings), 0) FROM entities"
        )[0]
        (relations,) = self._query("SELECT COUNT(*) FROM relations")[0]
        return GraphCounts(
            entities=entities,
            instruments=instruments,
            listings=listings,
            names=names,
            relations=relations,
        )
