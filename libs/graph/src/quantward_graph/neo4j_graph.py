"""The Neo4j adapter of the `GraphStore` port: the knowledge graph as a real Cypher graph.

Entities, instruments, listings, names and identifiers are nodes; issuance, listing, naming,
identification and the dated relations between entities are relationships, so analysts can ask
Neo4j graph questions (ownership chains, who shares an ISIN) that the port does not. The model
and the reasons for it are in docs/adr/0005-neo4j-graph-model.md.

Neo4j Community has one database, so a store owns a *namespace*: every node carries `ns`, and
every unique key is one property that starts with the namespace (`key = ns + ':' + id`),
because composite node keys are an Enterprise feature.

What this module must never do:

* read or write outside its namespace (every query is anchored on a namespaced key, or on `ns`);
* leave a batch half-written: `upsert` is one write transaction, checked before it writes and
  rolled back on any error;
* answer a look-up from the `doc` JSON: `doc` only returns entities exactly as written; finding
  them by identifier, ticker or relation walks the graph through its indexes;
* put caller-supplied text into Cypher: relation types come from the closed `RELATION_TYPES`
  and directions from a literal; everything else is a parameter.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Iterator, Mapping, Sequence
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Literal, LiteralString, Self, TypeVar

try:
    from neo4j import (
        AsyncDriver,
        AsyncGraphDatabase,
        AsyncManagedTransaction,
        NotificationDisabledClassification,
        RoutingControl,
        TrustCustomCAs,
    )
    from neo4j.exceptions import AuthError, ClientError, ServiceUnavailable
    from neo4j.time import Date as Neo4jDate
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "Neo4jGraphStore needs the official neo4j driver: install the 'neo4j' extra: "
        "pip install 'quantward-graph[neo4j]'"
    ) from exc

from quantward_graph.identifiers import IdentifierScheme, normalise_identifier
from quantward_graph.model import (
    RELATION_TYPES,
    Entity,
    GraphCounts,
    GraphData,
    Listing,
    ListingMatch,
    Neighbor,
    Relation,
    RelationType,
)

__all__ = ["Neo4jGraphStore"]

_T = TypeVar("_T")

# Rows per UNWIND statement: one statement per kind of row for most files, and a bounded Bolt
# message for large ones. On the rig, 500 and 2,000 wrote the 2,000-entity batch equally fast;
# 100 was measurably slower (more round trips).
BATCH_SIZE: Final = 500

# A namespace is the prefix of every key, so it must not contain the ':' separator: "a:b" would
# otherwise share the key prefix "a:" with namespace "a", and dropping "a" would reach into it.
_NAMESPACE: Final = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-]{0,63}$")

# One relationship type per relation type (SUBSIDIARY_OF …): see the ADR. Both are built from the
# closed Literal, so these strings are the only relationship types ever put into Cypher.
_REL_TYPE: Final[dict[RelationType, str]] = {t: t.upper() for t in RELATION_TYPES}
_ALL_REL_TYPES: Final = "|".join(_REL_TYPE[t] for t in RELATION_TYPES)

# Schema, created on connect. Names are fixed so that IF NOT EXISTS matches by name and racing
# connects converge on one constraint or index each.
_SCHEMA: Final[tuple[LiteralString, ...]] = (
    "CREATE CONSTRAINT qw_entity_key IF NOT EXISTS FOR (n:Entity) REQUIRE n.key IS UNIQUE",
    "CREATE CONSTRAINT qw_instrument_key IF NOT EXISTS FOR (n:Instrument) REQUIRE n.key IS UNIQUE",
    "CREATE CONSTRAINT qw_identifier_key IF NOT EXISTS FOR (n:Identifier) REQUIRE n.key IS UNIQUE",
    "CREATE INDEX qw_entity_ns IF NOT EXISTS FOR (n:Entity) ON (n.ns)",
    "CREATE INDEX qw_listing_ticker IF NOT EXISTS FOR (n:Listing) ON (n.ticker, n.ns)",
    # Not used by the port's look-ups (they seek the unique key), but by anyone asking across
    # namespaces which entities carry an identifier.
    "CREATE INDEX qw_identifier_value IF NOT EXISTS FOR (n:Identifier) ON (n.scheme, n.value)",
)
# What a connect that loses the race against another connect's CREATE … IF NOT EXISTS sees: the
# rule was committed between its existence check and its own commit. The end state is what we
# asked for, so these are success.
_ALREADY_EXISTS: Final = frozenset(
    {
        "Neo.ClientError.Schema.EquivalentSchemaRuleAlreadyExists",
        "Neo.ClientError.Schema.ConstraintAlreadyExists",
        "Neo.ClientError.Schema.ConstraintWithNameAlreadyExists",
        "Neo.ClientError.Schema.IndexAlreadyExists",
        "Neo.ClientError.Schema.IndexWithNameAlreadyExists",
    }
)

# --- Cypher: upsert ------------------------------------------------------------------------------

_EXISTING_ENTITIES: Final = """
UNWIND $keys AS key
MATCH (e:Entity {key: key})
RETURN e.id AS id, e.doc AS doc
"""

_INSTRUMENT_OWNERS: Final = """
UNWIND $keys AS key
MATCH (e:Entity)-[:ISSUED]->(i:Instrument {key: key})
RETURN i.id AS instrument_id, e.id AS entity_id
"""

# Replacing an entity: unlink its (and its instruments') identifiers, remembering which, then
# delete the nodes it owns. Relations between entities are not touched: they belong to both ends.
_UNLINK_IDENTIFIERS: Final = """
UNWIND $keys AS key
MATCH (:Entity {key: key})-[:ISSUED*0..1]->(owner)-[link:IDENTIFIED_BY]->(x:Identifier)
DELETE link
RETURN DISTINCT x.key AS key
"""
_DELETE_LISTINGS: Final = """
UNWIND $keys AS key
MATCH (:Entity {key: key})-[:ISSUED]->(:Instrument)-[:LISTED_AS]->(l:Listing)
DETACH DELETE l
"""
_DELETE_INSTRUMENTS: Final = """
UNWIND $keys AS key
MATCH (:Entity {key: key})-[:ISSUED]->(i:Instrument)
DETACH DELETE i
"""
_DELETE_NAMES: Final = """
UNWIND $keys AS key
MATCH (:Entity {key: key})-[:KNOWN_AS]->(n:Name)
DETACH DELETE n
"""

# Rows are flat maps of plain values and every property is named: with `SET n = row.map` the
# planner cannot tell which properties the map writes and puts an Eager barrier (materialise all
# rows first) into the plan, as PROFILE shows. Setting a property to null removes it, so a field
# cleared in the new version of an entity is gone.
_MERGE_ENTITIES: Final = """
UNWIND $rows AS row
MERGE (e:Entity {key: row.key})
SET e.id = row.id, e.ns = row.ns, e.name = row.name, e.kind = row.kind,
    e.country = row.country, e.industries = row.industries, e.defunct_from = row.defunct_from,
    e.source = row.source, e.doc = row.doc
"""
_CREATE_INSTRUMENTS: Final = """
UNWIND $rows AS row
MATCH (e:Entity {key: row.entity_key})
CREATE (e)-[:ISSUED]->(:Instrument {
    key: row.key, id: row.id, ns: row.ns, type: row.type, share_class: row.share_class,
    isin: row.isin})
"""
_CREATE_LISTINGS: Final = """
UNWIND $rows AS row
MATCH (i:Instrument {key: row.instrument_key})
CREATE (i)-[:LISTED_AS]->(:Listing {
    ns: row.ns, ticker: row.ticker, mic: row.mic, currency: row.currency,
    valid_from: row.valid_from, valid_to: row.valid_to, source: row.source})
"""
_CREATE_NAMES: Final = """
UNWIND $rows AS row
MATCH (e:Entity {key: row.entity_key})
CREATE (e)-[:KNOWN_AS]->(:Name {
    ns: row.ns, name: row.name, kind: row.kind,
    valid_from: row.valid_from, valid_to: row.valid_to, source: row.source})
"""
# Identifier nodes are shared (one per namespace, scheme and value), so two owners of one ISIN
# meet at one node. MERGE on the unique key is safe against concurrent writers: the constraint
# serialises them. The per-owner facts (validity, source) live on the link.
_LINK_ENTITY_IDENTIFIERS: Final = """
UNWIND $rows AS row
MATCH (owner:Entity {key: row.owner_key})
MERGE (x:Identifier {key: row.key})
  ON CREATE SET x.ns = row.ns, x.scheme = row.scheme, x.value = row.value
MERGE (owner)-[link:IDENTIFIED_BY]->(x)
SET link.valid_from = row.valid_from, link.valid_to = row.valid_to, link.source = row.source
"""
_LINK_INSTRUMENT_IDENTIFIERS: Final = """
UNWIND $rows AS row
MATCH (owner:Instrument {key: row.owner_key})
MERGE (x:Identifier {key: row.key})
  ON CREATE SET x.ns = row.ns, x.scheme = row.scheme, x.value = row.value
MERGE (owner)-[:IDENTIFIED_BY]->(x)
"""
_DELETE_ORPHAN_IDENTIFIERS: Final = """
UNWIND $keys AS key
MATCH (x:Identifier {key: key})
WHERE NOT EXISTS { (x)<-[:IDENTIFIED_BY]-() }
DELETE x
"""
# One statement per relation type (relationship types cannot be parameters). `from_key` is the
# identity of a relation besides its ends and type, as in the port: a relation is replaced when
# (source, type, target, valid_from) match. MERGE cannot match on a null valid_from, hence the
# non-null `from_key` ("" for an open start).
_MERGE_RELATIONS: Final = """
UNWIND $rows AS row
MATCH (s:Entity {key: row.source_key})
MATCH (t:Entity {key: row.target_key})
MERGE (s)-[r:%s {from_key: row.from_key}]->(t)
SET r.valid_from = row.valid_from, r.valid_to = row.valid_to, r.note = row.note
RETURN count(r) AS written
"""

# --- Cypher: reads -------------------------------------------------------------------------------

_GET_ENTITIES: Final = """
UNWIND $keys AS key
MATCH (e:Entity {key: key})
RETURN e.doc AS doc
"""
_ALL_ENTITIES: Final = """
MATCH (e:Entity {ns: $ns})
RETURN e.doc AS doc
ORDER BY e.id
"""
# NULL valid_from sorts first, as in the port's (source, type, target, valid_from) order.
_ALL_RELATIONS: Final = f"""
MATCH (s:Entity {{ns: $ns}})-[r:{_ALL_REL_TYPES}]->(t:Entity)
RETURN s.id AS source, toLower(type(r)) AS type, t.id AS target,
       r.valid_from AS valid_from, r.valid_to AS valid_to, r.note AS note
ORDER BY source, type, target, coalesce(toString(r.valid_from), '')
"""
# An entity carries an identifier itself (zero ISSUED hops) or through an instrument (one hop).
_FIND_BY_IDENTIFIER: Final = """
MATCH (x:Identifier {key: $key})<-[:IDENTIFIED_BY]-()<-[:ISSUED*0..1]-(e:Entity)
RETURN DISTINCT e.id AS id
ORDER BY id
"""
# valid_to is inclusive; an open end (NULL) never excludes.
_FIND_BY_TICKER: Final = """
MATCH (l:Listing {ticker: $ticker, ns: $ns})
WHERE ($mic IS NULL OR l.mic = $mic)
  AND ($as_of IS NULL OR ((l.valid_from IS NULL OR l.valid_from <= $as_of)
                          AND (l.valid_to IS NULL OR $as_of <= l.valid_to)))
MATCH (e:Entity)-[:ISSUED]->(i:Instrument)-[:LISTED_AS]->(l)
RETURN e.id AS entity_id, i.id AS instrument_id, properties(l) AS listing
ORDER BY entity_id, l.mic, coalesce(toString(l.valid_from), '')
"""
# Direction is relative to the entity asked about; the order is the embedded store's
# (direction, type, other end, str(valid_from)), where an open start prints as "None".
_NEIGHBORS: Final = """
MATCH %s
WHERE $as_of IS NULL OR ((r.valid_from IS NULL OR r.valid_from <= $as_of)
                         AND (r.valid_to IS NULL OR $as_of <= r.valid_to))
WITH e, r, other, CASE WHEN startNode(r) = e THEN 'out' ELSE 'in' END AS direction
RETURN direction, toLower(type(r)) AS type, other.id AS other,
       r.valid_from AS valid_from, r.valid_to AS valid_to, r.note AS note
ORDER BY direction, type, other, coalesce(toString(r.valid_from), 'None')
"""
_NEIGHBOR_PATTERNS: Final[dict[str, str]] = {
    "out": "(e:Entity {key: $key})-[r:%s]->(other:Entity)",
    "in": "(e:Entity {key: $key})<-[r:%s]-(other:Entity)",
    "both": "(e:Entity {key: $key})-[r:%s]-(other:Entity)",
}
# A one-hop COUNT { } with no label on the far end is read from the node's degree, without
# expanding; the far ends need no label check because each relationship type has one target label.
_COUNTS: Final = f"""
MATCH (e:Entity {{ns: $ns}})
RETURN count(e) AS entities,
       sum(COUNT {{ (e)-[:ISSUED]->() }}) AS instruments,
       sum(COUNT {{ (e)-[:ISSUED]->()-[:LISTED_AS]->() }}) AS listings,
       sum(COUNT {{ (e)-[:KNOWN_AS]->() }}) AS names,
       sum(COUNT {{ (e)-[:{_ALL_REL_TYPES}]->() }}) AS relations
"""

# --- Cypher: dropping a namespace ----------------------------------------------------------------

_DROP_ENTITIES: Final = """
MATCH (e:Entity {ns: $ns})
WITH e LIMIT $limit
OPTIONAL MATCH (e)-[:ISSUED]->(i:Instrument)
OPTIONAL MATCH (i)-[:LISTED_AS]->(l:Listing)
WITH e, collect(DISTINCT i) + collect(DISTINCT l) AS owned
OPTIONAL MATCH (e)-[:KNOWN_AS]->(n:Name)
WITH e, owned, collect(n) AS names
FOREACH (x IN owned + names | DETACH DELETE x)
DETACH DELETE e
RETURN count(e) AS deleted
"""
# The key constraints' range indexes answer STARTS WITH, so keyed leftovers need no ns index.
_DROP_KEYED: Final[tuple[LiteralString, ...]] = (
    """
    MATCH (x:Identifier) WHERE x.key STARTS WITH $prefix
    WITH x LIMIT $limit DETACH DELETE x RETURN count(x) AS deleted
    """,
    """
    MATCH (i:Instrument) WHERE i.key STARTS WITH $prefix
    OPTIONAL MATCH (i)-[:LISTED_AS]->(l:Listing)
    WITH i, collect(l) AS listings LIMIT $limit
    FOREACH (l IN listings | DETACH DELETE l)
    DETACH DELETE i RETURN count(i) AS deleted
    """,
)


def _chunks(rows: Sequence[_T], size: int) -> Iterator[Sequence[_T]]:
    for start in range(0, len(rows), size):
        yield rows[start : start + size]


def _day(value: object) -> date | None:
    """A Neo4j DATE property as a Python date (the driver returns its own `neo4j.time.Date`)."""
    if value is None:
        return None
    if isinstance(value, Neo4jDate):
        return value.to_native()
    if isinstance(value, date):
        return value
    raise TypeError(f"expected a Neo4j DATE, got {value!r}")


def _rel_types(types: Collection[RelationType] | None) -> str:
    """The relationship-type alternation for `types`, refusing anything not in RELATION_TYPES."""
    if types is None:
        return _ALL_REL_TYPES
    unknown = sorted(set(types) - set(RELATION_TYPES))
    if unknown:
        raise ValueError(f"unknown relation types {unknown}; known: {list(RELATION_TYPES)}")
    return "|".join(_REL_TYPE[t] for t in sorted(set(types)))


Row = dict[str, Any]

# The kinds of rows an entity contributes, in the order `_write` writes them.
_ROW_KINDS: Final = (
    "entity",
    "instrument",
    "listing",
    "name",
    "entity_identifier",
    "instrument_identifier",
)


def _entity_rows(ns: str, entity: Entity) -> dict[str, list[Row]]:
    """Everything one entity writes, as flat parameter rows per statement."""
    entity_key = f"{ns}:{entity.entity_id}"
    rows: dict[str, list[Row]] = {kind: [] for kind in _ROW_KINDS}
    rows["entity"].append(
        {
            "key": entity_key,
            "id": entity.entity_id,
            "ns": ns,
            "name": entity.name,
            "kind": entity.kind,
            "country": entity.country,
            "industries": list(entity.industries),
            "defunct_from": entity.defunct_from,
            "source": entity.source,
            "doc": entity.model_dump_json(),
        }
    )
    for name in entity.names:
        rows["name"].append(
            {
                "entity_key": entity_key,
                "ns": ns,
                "name": name.name,
                "kind": name.kind,
                "valid_from": name.valid_from,
                "valid_to": name.valid_to,
                "source": name.source,
            }
        )
    for identifier in entity.identifiers:
        rows["entity_identifier"].append(
            {
                "owner_key": entity_key,
                "key": f"{ns}:{identifier.scheme}:{identifier.value}",
                "ns": ns,
                "scheme": identifier.scheme,
                "value": identifier.value,
                "valid_from": identifier.valid_from,
                "valid_to": identifier.valid_to,
                "source": identifier.source,
            }
        )
    for instrument in entity.instruments:
        instrument_key = f"{ns}:{instrument.instrument_id}"
        rows["instrument"].append(
            {
                "entity_key": entity_key,
                "key": instrument_key,
                "id": instrument.instrument_id,
                "ns": ns,
                "type": instrument.type,
                "share_class": instrument.share_class,
                "isin": instrument.isin,
            }
        )
        if instrument.isin:
            rows["instrument_identifier"].append(
                {
                    "owner_key": instrument_key,
                    "key": f"{ns}:ISIN:{instrument.isin}",
                    "ns": ns,
                    "scheme": "ISIN",
                    "value": instrument.isin,
                }
            )
        for listing in instrument.listings:
            rows["listing"].append(
                {
                    "instrument_key": instrument_key,
                    "ns": ns,
                    "ticker": listing.ticker,
                    "mic": listing.mic,
                    "currency": listing.currency,
                    "valid_from": listing.valid_from,
                    "valid_to": listing.valid_to,
                    "source": listing.source,
                }
            )
    return rows


class _Plan:
    """The rows of one `upsert`, computed in Python before the transaction opens.

    Building rows outside the transaction keeps the transaction function cheap to retry (the
    driver re-runs it on deadlocks and leader changes) and keeps every value a parameter.
    """

    def __init__(self, ns: str, data: GraphData) -> None:
        # An id written twice in one batch: the later version wins, as in the embedded store.
        entities = {e.entity_id: e for e in data.entities}
        self.entity_ids = set(entities)
        self.rows = {entity_id: _entity_rows(ns, e) for entity_id, e in entities.items()}
        self.docs = {entity_id: rows["entity"][0]["doc"] for entity_id, rows in self.rows.items()}
        self.instrument_owner: dict[str, str] = {}
        for entity in entities.values():
            for instrument in entity.instruments:
                owner = self.instrument_owner.get(instrument.instrument_id)
                if owner is not None:
                    where = (
                        f"twice under {owner}"
                        if owner == entity.entity_id
                        else f"under {owner} and {entity.entity_id}"
                    )
                    raise ValueError(
                        f"instrument {instrument.instrument_id} appears {where} in the batch; "
                        "an instrument id names one security issued by one entity"
                    )
                self.instrument_owner[instrument.instrument_id] = entity.entity_id
        self.relations = list(data.relations)
        self.relation_rows: dict[RelationType, list[Row]] = defaultdict(list)
        for relation in data.relations:
            self.relation_rows[relation.type].append(
                {
                    "source_key": f"{ns}:{relation.source_id}",
                    "target_key": f"{ns}:{relation.target_id}",
                    "from_key": relation.valid_from.isoformat() if relation.valid_from else "",
                    "valid_from": relation.valid_from,
                    "valid_to": relation.valid_to,
                    "note": relation.note,
                }
            )
        ends = {r.source_id for r in data.relations} | {r.target_id for r in data.relations}
        # Everything whose stored state matters: batch entities (stored ones are replaced, or
        # skipped when unchanged) and relation ends outside the batch (they must exist).
        self.lookup_keys = sorted(f"{ns}:{i}" for i in self.entity_ids | ends)

    def rows_of(self, kind: str, entity_ids: Collection[str]) -> list[Row]:
        """The `kind` rows of `entity_ids`, in a stable order (sorted ids: fewer lock orders)."""
        return [row for i in sorted(entity_ids) for row in self.rows[i][kind]]


def tls_options(uri: str, cafile: Path | None) -> dict[str, Any]:
    """The driver's TLS options for `uri` with a private CA (`QW_NEO4J_TLS_CAFILE`).

    The URI's scheme already says how a connection is secured: `neo4j+s://` / `bolt+s://`
    verify against the system's CAs, `+ssc` encrypts without verifying, the plain schemes do not
    encrypt. A private CA needs a plain scheme plus these options (the driver refuses both at
    once), so that combination is refused here, naming the setting.
    """
    if cafile is None:
        return {}
    scheme = uri.partition("://")[0].lower()
    if scheme not in ("bolt", "neo4j"):
        raise ValueError(
            f"QW_NEO4J_TLS_CAFILE needs a bolt:// or neo4j:// URI, not {scheme}:// (the +s and "
            "+ssc schemes choose their own trust): write the URI without +s"
        )
    if not cafile.is_file():
        raise ValueError(f"QW_NEO4J_TLS_CAFILE {cafile}: no such file")
    return {"encrypted": True, "trusted_certificates": TrustCustomCAs(str(cafile))}


class Neo4jGraphStore:
    """:class:`~quantward_graph.port.GraphStore` on Neo4j 5 (Community or Enterprise).

    Create it with :meth:`connect`, which also creates the constraints and indexes. One store
    reads and writes one namespace; several stores (tests, tenants) share a database safely.
    """

    def __init__(
        self,
        driver: AsyncDriver,
        *,
        namespace: str,
        database: str | None = None,
        batch_size: int = BATCH_SIZE,
    ) -> None:
        """Wrap an open driver; prefer :meth:`connect`, which also checks and prepares the server.

        The driver is the store's from now on: :meth:`close` closes it.
        """
        if not _NAMESPACE.match(namespace):
            raise ValueError(
                f"namespace {namespace!r} must be 1-64 letters, digits, '_', '.' or '-' "
                "(no ':', which separates the namespace from ids in node keys)"
            )
        if batch_size < 1:
            raise ValueError(f"batch_size must be at least 1, got {batch_size}")
        self._driver = driver
        self._ns = namespace
        self._database = database
        self._batch = batch_size

    @classmethod
    async def connect(
        cls,
        uri: str,
        *,
        user: str = "neo4j",
        password: str,
        namespace: str = "default",
        database: str | None = None,
        batch_size: int = BATCH_SIZE,
        tls_cafile: Path | None = None,
    ) -> Self:
        """Open a driver to `uri`, check it answers, and create the schema if it is missing.

        `tls_cafile` encrypts the connection and verifies the server against that CA (see
        :func:`tls_options`).

        Several processes may connect at once: schema creation is idempotent and tolerates
        losing the race to an identical constraint or index.
        """
        driver = AsyncGraphDatabase.driver(
            uri,
            auth=(user, password),
            **tls_options(uri, tls_cafile),
            # Queries name every relation type, also ones no relationship has yet; the server's
            # "unknown relationship type" notices about them would be logged as warnings on
            # every read of a young graph. Other notices (deprecations, performance) stay on.
            notifications_disabled_classifications=[
                NotificationDisabledClassification.UNRECOGNIZED
            ],
        )
        try:
            store = cls(driver, namespace=namespace, database=database, batch_size=batch_size)
            try:
                await driver.verify_connectivity()
            except AuthError as exc:
                raise ConnectionError(
                    f"Neo4j at {uri} rejected user {user!r}: {exc.message}; check the password"
                ) from exc
            except (ServiceUnavailable, OSError) as exc:
                raise ConnectionError(
                    f"cannot reach Neo4j at {uri} ({exc}); is the server running and is the "
                    "URI's scheme right (bolt:// for one server, neo4j:// for a cluster)?"
                ) from exc
            await store._ensure_schema()
        except BaseException:
            await driver.close()
            raise
        return store

    async def _ensure_schema(self) -> None:
        for statement in _SCHEMA:
            try:
                await self._driver.execute_query(statement, database_=self._database)
            except ClientError as exc:
                if exc.code not in _ALREADY_EXISTS:
                    raise
        # A fresh index is POPULATING for a moment; queries planned then would scan.
        await self._driver.execute_query("CALL db.awaitIndexes(300)", database_=self._database)

    @property
    def namespace(self) -> str:
        return self._ns

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
        """Close the driver and its connection pool (the data stays on the server)."""
        await self._driver.close()

    def _key(self, ident: str) -> str:
        return f"{self._ns}:{ident}"

    # --- writing --------------------------------------------------------------------------------

    async def upsert(self, data: GraphData) -> None:
        plan = _Plan(self._ns, data)
        if not plan.entity_ids and not plan.relations:
            return
        # Bookmarks shared with execute_query: a read right after this write sees it, also on
        # a cluster where reads may go to another member.
        async with self._driver.session(
            database=self._database,
            bookmark_manager=self._driver.execute_query_bookmark_manager,
        ) as session:
            await session.execute_write(self._write, plan)

    async def _run(
        self, tx: AsyncManagedTransaction, query: LiteralString, **params: Any
    ) -> list[dict[str, Any]]:
        result = await tx.run(query, params)
        return await result.data()

    async def _run_chunked(
        self, tx: AsyncManagedTransaction, query: LiteralString, name: str, rows: Sequence[Any]
    ) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for chunk in _chunks(rows, self._batch):
            out.extend(await self._run(tx, query, **{name: list(chunk)}))
        return out

    async def _write(self, tx: AsyncManagedTransaction, plan: _Plan) -> None:
        """The whole batch in one transaction; raising anywhere here rolls all of it back.

        The driver may call this again after a transient failure (deadlock with a concurrent
        writer), so it only reads `plan` and the database, never state it changed itself.
        """
        # 1. Check before writing: which entities exist, do relation ends and instruments agree?
        found = await self._run_chunked(tx, _EXISTING_ENTITIES, "keys", plan.lookup_keys)
        stored = {row["id"]: row["doc"] for row in found}
        known = set(stored) | plan.entity_ids
        for relation in plan.relations:
            for end in (relation.source_id, relation.target_id):
                if end not in known:
                    raise ValueError(
                        f"relation {relation.source_id} {relation.type} {relation.target_id} "
                        f"points at unknown entity {end}; write {end} first or in the same batch"
                    )
        # An entity stored exactly as written needs no work: reloading the same reference file
        # then costs a read instead of deleting and recreating its whole subgraph.
        changed = {i for i in plan.entity_ids if stored.get(i) != plan.docs[i]}
        instrument_keys = [row["key"] for row in plan.rows_of("instrument", changed)]
        for row in await self._run_chunked(tx, _INSTRUMENT_OWNERS, "keys", instrument_keys):
            if row["entity_id"] not in plan.entity_ids:
                wanted_by = plan.instrument_owner[row["instrument_id"]]
                raise ValueError(
                    f"instrument {row['instrument_id']} is already issued by {row['entity_id']}, "
                    f"so {wanted_by} cannot issue it too; to move it, write both entities in "
                    "one batch"
                )

        # 2. Replace: clear what the stored versions of changed entities own.
        replaced = sorted(self._key(i) for i in changed if i in stored)
        unlinked = await self._run_chunked(tx, _UNLINK_IDENTIFIERS, "keys", replaced)
        for statement in (_DELETE_LISTINGS, _DELETE_INSTRUMENTS, _DELETE_NAMES):
            await self._run_chunked(tx, statement, "keys", replaced)

        # 3. Write the aggregates, parents before children.
        for kind, statement in (
            ("entity", _MERGE_ENTITIES),
            ("instrument", _CREATE_INSTRUMENTS),
            ("listing", _CREATE_LISTINGS),
            ("name", _CREATE_NAMES),
            ("entity_identifier", _LINK_ENTITY_IDENTIFIERS),
            ("instrument_identifier", _LINK_INSTRUMENT_IDENTIFIERS),
        ):
            await self._run_chunked(tx, statement, "rows", plan.rows_of(kind, changed))
        # Identifiers nobody carries any more (an ISIN of a dropped share class) go away.
        orphans = sorted({row["key"] for row in unlinked})
        await self._run_chunked(tx, _DELETE_ORPHAN_IDENTIFIERS, "keys", orphans)

        # 4. Relations. The count guards against an end deleted by a concurrent writer between
        # the check above and here: MATCH would silently drop the row.
        for rel_type in RELATION_TYPES:
            rows = plan.relation_rows.get(rel_type, [])
            if not rows:
                continue
            statement = _MERGE_RELATIONS % _REL_TYPE[rel_type]
            written = await self._run_chunked(tx, statement, "rows", rows)
            if sum(row["written"] for row in written) != len(rows):
                raise ValueError(
                    f"some {rel_type} relations lost an end while the batch was written "
                    "(an entity was deleted concurrently); nothing was written, retry the batch"
                )

    async def drop_namespace(self) -> None:
        """Delete every node of this store's namespace (tests, tenant removal); keeps the schema.

        Deletes in bounded transactions so that a large namespace does not need one huge
        transaction's memory; a failure part-way leaves a smaller namespace, and calling this
        again finishes the job.
        """
        limit = 1_000
        while await self._delete_some(_DROP_ENTITIES, ns=self._ns, limit=limit):
            pass
        for statement in _DROP_KEYED:
            while await self._delete_some(statement, prefix=f"{self._ns}:", limit=limit):
                pass

    async def _delete_some(self, query: LiteralString, **params: Any) -> int:
        records = (
            await self._driver.execute_query(query, params, database_=self._database)
        ).records
        return int(records[0]["deleted"]) if records else 0

    # --- reading --------------------------------------------------------------------------------

    async def _read(self, query: LiteralString, **params: Any) -> list[Mapping[str, Any]]:
        result = await self._driver.execute_query(
            query,
            params,
            routing_=RoutingControl.READ,
            database_=self._database,
        )
        return [record.data() for record in result.records]

    async def get_entities(self, entity_ids: Collection[str]) -> dict[str, Entity]:
        keys = [self._key(i) for i in dict.fromkeys(entity_ids)]
        if not keys:
            return {}
        result: dict[str, Entity] = {}
        for row in await self._read(_GET_ENTITIES, keys=keys):
            entity = Entity.model_validate_json(row["doc"])
            result[entity.entity_id] = entity
        return result

    async def all_entities(self) -> Sequence[Entity]:
        return [
            Entity.model_validate_json(row["doc"])
            for row in await self._read(_ALL_ENTITIES, ns=self._ns)
        ]

    async def all_relations(self) -> Sequence[Relation]:
        return [
            Relation(
                type=row["type"],
                source_id=row["source"],
                target_id=row["target"],
                valid_from=_day(row["valid_from"]),
                valid_to=_day(row["valid_to"]),
                note=row["note"] or "",
            )
            for row in await self._read(_ALL_RELATIONS, ns=self._ns)
        ]

    async def find_by_identifier(self, scheme: IdentifierScheme, value: str) -> list[str]:
        canonical = normalise_identifier(scheme, value)
        rows = await self._read(_FIND_BY_IDENTIFIER, key=self._key(f"{scheme}:{canonical}"))
        return [str(row["id"]) for row in rows]

    async def find_by_ticker(
        self, ticker: str, *, mic: str | None = None, as_of: date | None = None
    ) -> list[ListingMatch]:
        rows = await self._read(
            _FIND_BY_TICKER, ticker=ticker.strip().upper(), ns=self._ns, mic=mic, as_of=as_of
        )
        return [
            ListingMatch(
                entity_id=row["entity_id"],
                instrument_id=row["instrument_id"],
                listing=Listing(
                    ticker=row["listing"]["ticker"],
                    mic=row["listing"]["mic"],
                    currency=row["listing"].get("currency"),
                    valid_from=_day(row["listing"].get("valid_from")),
                    valid_to=_day(row["listing"].get("valid_to")),
                    source=row["listing"].get("source", ""),
                ),
            )
            for row in rows
        ]

    async def neighbors(
        self,
        entity_id: str,
        *,
        as_of: date | None = None,
        types: Collection[RelationType] | None = None,
        direction: Literal["out", "in", "both"] = "both",
    ) -> list[Neighbor]:
        if types is not None and not types:
            return []
        if direction not in _NEIGHBOR_PATTERNS:
            raise ValueError(f"direction must be 'out', 'in' or 'both', got {direction!r}")
        pattern = _NEIGHBOR_PATTERNS[direction] % _rel_types(types)
        rows = await self._read(_NEIGHBORS % pattern, key=self._key(entity_id), as_of=as_of)
        found: list[Neighbor] = []
        for row in rows:
            out = row["direction"] == "out"
            relation = Relation(
                type=row["type"],
                source_id=entity_id if out else row["other"],
                target_id=row["other"] if out else entity_id,
                valid_from=_day(row["valid_from"]),
                valid_to=_day(row["valid_to"]),
                note=row["note"] or "",
            )
            found.append(
                Neighbor(relation=relation, entity_id=row["other"], direction=row["direction"])
            )
        return found

    async def counts(self) -> GraphCounts:
        rows = await self._read(_COUNTS, ns=self._ns)
        row = rows[0]
        return GraphCounts(
            entities=int(row["entities"]),
            instruments=int(row["instruments"] or 0),
            listings=int(row["listings"] or 0),
            names=int(row["names"] or 0),
            relations=int(row["relations"] or 0),
        )
