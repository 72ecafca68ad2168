"""The resolver's in-memory index over the knowledge graph.

Built once from a store's entities and relations (a few hundred milliseconds for the shipped
graph), then read by every resolution without I/O: identifier and ticker maps, name keys in
three spellings (spaced, compact, word-sorted), a token index for blocking, and a one-deletion
neighbourhood of every token so that a typo still finds its candidates in a handful of dict
look-ups instead of a scan over every name.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Final

from quantward_graph.exchanges import listing_rank
from quantward_graph.model import Entity, Instrument, Listing, Relation
from quantward_resolver.domain.normalize import (
    LEGAL_SUFFIXES,
    compact,
    full_key,
    keys_of,
    share_class_of,
    share_classes_named,
)

#: tokens this short are not typo-corrected: too many neighbours
MIN_TYPO_TOKEN: Final = 4


@dataclass(frozen=True, slots=True)
class NameEntry:
    entity_id: str
    name: str
    kind: str  # "legal" (the current canonical name) or an EntityName kind
    key: str
    valid_from: date | None
    valid_to: date | None
    #: every word of the name, legal form included ("porsche se"), to prefer an exact form
    full: str = ""

    def valid_on(self, as_of: date | None) -> bool:
        if as_of is None:
            return self.valid_to is None
        if self.valid_from is not None and as_of < self.valid_from:
            return False
        return self.valid_to is None or as_of <= self.valid_to


@dataclass(frozen=True, slots=True)
class TickerEntry:
    entity_id: str
    instrument: Instrument
    listing: Listing
    #: how surely the bare ticker means this issuer (`quantward_graph.exchanges.listing_rank`)
    rank: int = 1


def deletions(token: str) -> set[str]:
    """Every string one deletion away from `token` (typo neighbourhood, SymSpell-style)."""
    return {token[:i] + token[i + 1 :] for i in range(len(token))}


_CAMEL: Final = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")


def split_camel_case(name: str) -> str:
    """A name written as one word of joined words, spaced: "ExxonMobil" → "Exxon Mobil", so
    that its first word ("Exxon") is a short name of it like any other first word."""
    return _CAMEL.sub(" ", name)


def sorted_key(key: str) -> str:
    return " ".join(sorted(key.split()))


def without_legal_words(key: str) -> str:
    """The key without legal-form words wherever they stand ('group volkswagen' → 'volkswagen')."""
    kept = [w for w in key.split() if w not in LEGAL_SUFFIXES]
    return " ".join(kept) if kept else key


@dataclass
class ResolverIndex:
    """Look-up tables over one snapshot of the graph; see the module docstring."""

    entities: dict[str, Entity] = field(default_factory=dict)
    by_isin: dict[str, list[tuple[str, Instrument]]] = field(default_factory=dict)
    by_identifier: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    by_ticker: dict[str, list[TickerEntry]] = field(default_factory=dict)
    by_key: dict[str, list[NameEntry]] = field(default_factory=dict)
    by_compact: dict[str, list[NameEntry]] = field(default_factory=dict)
    by_sorted: dict[str, list[NameEntry]] = field(default_factory=dict)
    keys_by_token: dict[str, set[str]] = field(default_factory=dict)
    tokens_by_deletion: dict[str, set[str]] = field(default_factory=dict)
    token_frequency: Counter[str] = field(default_factory=Counter)
    relations_out: dict[str, list[Relation]] = field(default_factory=dict)
    relations_in: dict[str, list[Relation]] = field(default_factory=dict)
    #: first word → entities with a longer name starting with it ("mitsubishi" → 8 companies)
    family: dict[str, set[str]] = field(default_factory=dict)
    first_seen: dict[str, date | None] = field(default_factory=dict)
    #: every compact name key, sorted, so names beginning with a query are a bisect away
    compact_keys: list[str] = field(default_factory=list)
    #: entity → (the share class its name writes, the classes its instruments name)
    share_classes: dict[str, tuple[str | None, frozenset[str]]] = field(default_factory=dict)

    @classmethod
    def build(cls, entities: Iterable[Entity], relations: Sequence[Relation] = ()) -> ResolverIndex:
        index = cls()
        for entity in entities:
            index._add_entity(entity)
        for relation in relations:
            index.relations_out.setdefault(relation.source_id, []).append(relation)
            index.relations_in.setdefault(relation.target_id, []).append(relation)
        index._build_typo_index()
        return index

    # --- building -------------------------------------------------------------------------------

    def _add_entity(self, entity: Entity) -> None:
        self.entities[entity.entity_id] = entity
        mics = [lst.mic for ins in entity.instruments for lst in ins.listings]
        for instrument in entity.instruments:
            if instrument.isin:
                self.by_isin.setdefault(instrument.isin, []).append((entity.entity_id, instrument))
            for listing in instrument.listings:
                rank = listing_rank(listing.mic, entity.country, mics)
                self.by_ticker.setdefault(listing.ticker, []).append(
                    TickerEntry(entity.entity_id, instrument, listing, rank)
                )
        self.share_classes[entity.entity_id] = (
            share_class_of(entity.name),
            frozenset(share_classes_named(i.share_class or "" for i in entity.instruments)),
        )
        for identifier in entity.identifiers:
            self.by_identifier.setdefault((identifier.scheme, identifier.value), []).append(
                entity.entity_id
            )
        for entry in self._name_entries(entity):
            self.by_key.setdefault(entry.key, []).append(entry)
            self.by_compact.setdefault(compact(entry.key), []).append(entry)
            self.by_sorted.setdefault(sorted_key(entry.key), []).append(entry)
            without_forms = sorted_key(without_legal_words(entry.key))
            if without_forms and without_forms != sorted_key(entry.key):
                self.by_sorted.setdefault(without_forms, []).append(entry)
        starts = [n.valid_from for n in entity.names if n.valid_from] + [
            lst.valid_from for i in entity.instruments for lst in i.listings if lst.valid_from
        ]
        undated = any(n.valid_from is None for n in entity.names if n.kind in ("legal", "former"))
        self.first_seen[entity.entity_id] = None if undated or not starts else min(starts)

    def _name_entries(self, entity: Entity) -> list[NameEntry]:
        # The canonical name holds since the last former name stopped being used.
        ended = [n.valid_to for n in entity.names if n.kind == "former" and n.valid_to]
        canonical_from = max(ended) + timedelta(days=1) if ended else None
        raw: list[tuple[str, str, date | None, date | None]] = [
            (entity.name, "legal", canonical_from, None)
        ]
        raw += [(n.name, n.kind, n.valid_from, n.valid_to) for n in entity.names]
        entries: dict[tuple[str, str], NameEntry] = {}
        for name, kind, start, end in raw:
            for key in keys_of(name) | keys_of(split_camel_case(name)):
                if (key, kind) not in entries:
                    entries[(key, kind)] = NameEntry(
                        entity.entity_id, name, kind, key, start, end, full_key(name)
                    )
        return list(entries.values())

    def _build_typo_index(self) -> None:
        for key, entries in self.by_key.items():
            words = key.split()
            if len(words) > 1:
                self.family.setdefault(words[0], set()).update(e.entity_id for e in entries)
        for key in self.by_key:
            for token in set(key.split()):
                self.token_frequency[token] += 1
                self.keys_by_token.setdefault(token, set()).add(key)
        deletion_index: defaultdict[str, set[str]] = defaultdict(set)
        for token in self.keys_by_token:
            if len(token) >= MIN_TYPO_TOKEN:
                deletion_index[token].add(token)
                for variant in deletions(token):
                    deletion_index[variant].add(token)
        self.tokens_by_deletion = dict(deletion_index)
        self.compact_keys = sorted(self.by_compact)

    # --- reading --------------------------------------------------------------------------------

    def similar_tokens(self, token: str) -> set[str]:
        """Vocabulary tokens within about one edit of `token` (itself included if known)."""
        found = {token} if token in self.keys_by_token else set()
        if len(token) < MIN_TYPO_TOKEN:
            return found
        for variant in deletions(token) | {token}:
            found |= self.tokens_by_deletion.get(variant, set())
        return found

    def exists_on(self, entity_id: str, as_of: date | None) -> bool:
        """False if the entity was dissolved before, or first appears after, `as_of`."""
        entity = self.entities[entity_id]
        if not entity.exists_on(as_of):
            return False
        born = self.first_seen.get(entity_id)
        return as_of is None or born is None or born <= as_of

    def related(self, entity_id: str) -> set[str]:
        """Entities linked to this one by any relation, in either direction, at any time."""
        out = {r.target_id for r in self.relations_out.get(entity_id, [])}
        return out | {r.source_id for r in self.relations_in.get(entity_id, [])}

    def listed_on(self, entity_id: str, as_of: date | None) -> bool:
        """True if the entity has a listing valid on `as_of` (today when None)."""
        return any(
            lst.valid_on(as_of)
            for ins in self.entities[entity_id].instruments
            for lst in ins.listings
        )

    def parents(self, entity_id: str, as_of: date | None) -> list[Relation]:
        """Relations to entities that own or guarantee this one, valid on `as_of`."""
        return [
            r
            for r in self.relations_out.get(entity_id, [])
            if r.type in ("subsidiary_of", "issuer_of") and (as_of is None or r.valid_on(as_of))
        ]
