"""The knowledge graph's records: legal entities, their names, identifiers, instruments, listings
and the dated relations between entities.

Everything that can change over time carries a validity interval (`valid_from`, `valid_to`,
both inclusive, open when None), because a name, a ticker or a parent is only true *as of* a
date: Facebook, Inc. is Meta Platforms' name until 2021-10-27, and the ticker `T` belonged to a
different company before 2005. An `Entity` is an aggregate (its names, identifiers, instruments
and listings travel with it) so that a store writes or replaces it whole; relations link
aggregates.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from quantward_graph.exchanges import COMPOSITE_MARKETS
from quantward_graph.identifiers import IdentifierScheme, identifier_problem, normalise_identifier

EntityKind = Literal["company", "issuer", "holding", "fund"]
NameKind = Literal["legal", "former", "alias", "abbreviation", "nickname", "local"]
InstrumentType = Literal["equity", "preferred", "bond_program"]
RelationType = Literal[
    "subsidiary_of",
    "issuer_of",
    "renamed_from",
    "successor_of",
    "spun_off_from",
    "merged_into",
    "major_shareholder_of",
]
RELATION_TYPES: Final[tuple[RelationType, ...]] = (
    "subsidiary_of",
    "issuer_of",
    "renamed_from",
    "successor_of",
    "spun_off_from",
    "merged_into",
    "major_shareholder_of",
)

_ENTITY_ID: Final = re.compile(r"^ent_[a-z0-9][a-z0-9_]{1,127}$")
_INSTRUMENT_ID: Final = re.compile(r"^ins_[a-z0-9][a-z0-9_]{1,127}$")
_MIC: Final = re.compile(r"^[A-Z0-9]{4}$")
_COUNTRY: Final = re.compile(r"^[A-Z]{2}$")


class GraphModel(BaseModel):
    """Immutable, no unknown fields (a typo in a user's file is an error, not silently dropped)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Dated(GraphModel):
    """Something true from `valid_from` to `valid_to`, both inclusive; None means open."""

    valid_from: date | None = None
    valid_to: date | None = None

    @model_validator(mode="after")
    def _ordered(self) -> Dated:
        if self.valid_from and self.valid_to and self.valid_to < self.valid_from:
            raise ValueError(f"valid_to {self.valid_to} is before valid_from {self.valid_from}")
        return self

    def valid_on(self, as_of: date | None) -> bool:
        """True if valid on `as_of`; with no date, true if valid today or open-ended."""
        if as_of is None:
            return self.valid_to is None or self.valid_to >= date.today()
        if self.valid_from is not None and as_of < self.valid_from:
            return False
        return self.valid_to is None or as_of <= self.valid_to


class EntityName(Dated):
    """A name an entity is (or was) known by."""

    name: str = Field(min_length=1)
    kind: NameKind = "alias"
    source: str = ""


class Identifier(Dated):
    """An identifier of an entity (LEI, CIK) or instrument (ISIN, FIGI, WKN), check digit valid."""

    scheme: IdentifierScheme
    value: str
    source: str = ""

    @model_validator(mode="before")
    @classmethod
    def _canonical(cls, data: object) -> object:
        if isinstance(data, dict) and isinstance(data.get("value"), str) and data.get("scheme"):
            return {**data, "value": normalise_identifier(data["scheme"], data["value"])}
        return data

    @model_validator(mode="after")
    def _valid(self) -> Identifier:
        problem = identifier_problem(self.scheme, self.value)
        if problem:
            raise ValueError(problem)
        return self


class Listing(Dated):
    """A ticker on an exchange (ISO 10383 MIC), valid for a period: tickers are reused."""

    ticker: str = Field(min_length=1)
    mic: str
    currency: str | None = None
    source: str = ""

    @field_validator("ticker")
    @classmethod
    def _upper(cls, value: str) -> str:
        return value.strip().upper()

    @field_validator("mic")
    @classmethod
    def _mic(cls, value: str) -> str:
        if not _MIC.match(value) and value not in COMPOSITE_MARKETS:
            raise ValueError(
                f"{value!r} is not an ISO 10383 MIC (four letters/digits, e.g. XNYS) or the US "
                "composite market (US)"
            )
        return value


class Instrument(GraphModel):
    """A security issued by an entity: a share class, a preferred share, a bond programme."""

    instrument_id: str
    type: InstrumentType = "equity"
    share_class: str | None = None
    isin: str | None = None
    listings: tuple[Listing, ...] = ()

    @field_validator("instrument_id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not _INSTRUMENT_ID.match(value):
            raise ValueError(f"{value!r} is not an instrument id like 'ins_volkswagen_pref'")
        return value

    @field_validator("isin")
    @classmethod
    def _isin(cls, value: str | None) -> str | None:
        if value is None:
            return None
        canonical = normalise_identifier("ISIN", value)
        problem = identifier_problem("ISIN", canonical)
        if problem:
            raise ValueError(problem)
        return canonical


class Entity(GraphModel):
    """A legal entity (company, debt issuer, holding, fund) with everything that identifies it."""

    entity_id: str
    name: str = Field(min_length=1, description="Current (or last, if defunct) legal name.")
    kind: EntityKind = "company"
    country: str | None = None
    industries: tuple[str, ...] = ()
    names: tuple[EntityName, ...] = ()
    identifiers: tuple[Identifier, ...] = ()
    instruments: tuple[Instrument, ...] = ()
    defunct_from: date | None = Field(
        default=None, description="First day it no longer exists (merged away, dissolved)."
    )
    source: str = ""

    @field_validator("entity_id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not _ENTITY_ID.match(value):
            raise ValueError(f"{value!r} is not an entity id like 'ent_volkswagen'")
        return value

    @field_validator("country")
    @classmethod
    def _country(cls, value: str | None) -> str | None:
        if value is not None and not _COUNTRY.match(value):
            raise ValueError(f"{value!r} is not an ISO 3166-1 alpha-2 country code (e.g. DE)")
        return value

    def exists_on(self, as_of: date | None) -> bool:
        return self.defunct_from is None or as_of is None or as_of < self.defunct_from

    def isins(self) -> tuple[str, ...]:
        return tuple(i.isin for i in self.instruments if i.isin)


class Relation(Dated):
    """A dated, directed relation: `source_id` *type* `target_id` (e.g. X spun_off_from Y)."""

    type: RelationType
    source_id: str
    target_id: str
    note: str = Field(default="", description="Where the fact comes from.")

    @model_validator(mode="after")
    def _distinct(self) -> Relation:
        if self.source_id == self.target_id:
            raise ValueError(f"a relation needs two different entities, got {self.source_id}")
        return self


class GraphData(GraphModel):
    """A batch of entities and relations, written atomically by a store."""

    entities: tuple[Entity, ...] = ()
    relations: tuple[Relation, ...] = ()

    def dangling_relations(self, known: set[str]) -> list[Relation]:
        """Relations whose ends are neither in this batch nor in `known`."""
        ids = known | {e.entity_id for e in self.entities}
        return [r for r in self.relations if r.source_id not in ids or r.target_id not in ids]


class ListingMatch(GraphModel):
    """A listing found by ticker, with the instrument and issuer it belongs to."""

    entity_id: str
    instrument_id: str
    listing: Listing


class Neighbor(GraphModel):
    """A relation seen from one entity: the other end and the direction."""

    relation: Relation
    entity_id: str = Field(description="The entity at the other end.")
    direction: Literal["out", "in"]


class GraphCounts(GraphModel):
    entities: int
    instruments: int
    listings: int
    names: int
    relations: int
