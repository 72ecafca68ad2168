"""What a resolution answers: status, the entity, a confidence, why, and the alternatives."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Status = Literal["resolved", "ambiguous", "not_found"]


class Result(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class IdentifierView(Result):
    scheme: str
    value: str


class ListingView(Result):
    ticker: str
    mic: str
    instrument_id: str
    share_class: str | None = None
    isin: str | None = None
    currency: str | None = None
    valid_from: date | None = None
    valid_to: date | None = None


class EntityView(Result):
    """The resolved entity as callers see it: id, names, identifiers, listings."""

    entity_id: str
    canonical_name: str
    kind: str
    country: str | None = None
    identifiers: tuple[IdentifierView, ...] = ()
    listings: tuple[ListingView, ...] = ()


class Alternative(Result):
    entity_id: str
    name: str
    country: str | None = None
    confidence: float = Field(ge=0, le=1)
    why: str


class Hints(Result):
    """Optional context that narrows a query: country (ISO 2), exchange (any notation), role."""

    country: str | None = None
    exchange: str | None = None
    role: Literal["issuer", "parent", "listing"] | None = None


class Resolution(Result):
    """The answer for one query. `not_found` is an answer, never a guess."""

    query: str
    as_of: date | None = None
    status: Status
    entity: EntityView | None = None
    confidence: float = Field(ge=0, le=1)
    match_path: tuple[str, ...] = ()
    alternatives: tuple[Alternative, ...] = ()
