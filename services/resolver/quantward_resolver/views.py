"""What the resolver service answers besides resolutions: entity views as of a date, batch
queries, neighbours, and the error for an unknown id.

Shared by the app (which produces them) and the handlers (which put them on the wire), so that
neither imports the other. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Literal

from quantward_graph import Entity, Neighbor
from quantward_graph.model import Dated
from quantward_resolver.domain.exchanges import mic_of
from quantward_resolver.domain.result import EntityView, Hints, IdentifierView, ListingView


class UnknownEntityError(LookupError):
    """An entity id that is not in the graph (ids come from resolution, so a caller's bug)."""

    def __init__(self, entity_id: str) -> None:
        super().__init__(f"entity_id: no entity {entity_id!r} in the graph")
        self.entity_id = entity_id


class HintError(ValueError):
    """A hint the resolver could not use; `field` is "country", "exchange" or "role"."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


def checked_hints(
    country: str | None = None, exchange: str | None = None, role: str | None = None
) -> Hints:
    """Hints with their values checked, shared by gRPC and the CLI.

    A hint the resolver cannot use would silently narrow nothing ("Germany" is no country code,
    "Frankfurt Stock Exchange" no exchange code), so it is an error naming the field instead.
    Empty strings count as absent (proto3 leaves unset strings empty).
    """
    code = (country or "").strip().upper() or None
    if code is not None and not (len(code) == 2 and code.isalpha()):
        raise HintError(
            "country", f"expected an ISO 3166-1 alpha-2 code like 'DE', got {country!r}"
        )
    venue = (exchange or "").strip() or None
    if venue is not None and not (mic_of(venue) or (len(venue) == 4 and venue.isalnum())):
        raise HintError(
            "exchange",
            f"unknown exchange {exchange!r}; give an ISO 10383 MIC (XETR) or a common code "
            "(NASDAQ, ETR, Xetra)",
        )
    roles: dict[str, Literal["issuer", "parent", "listing"]] = {
        "issuer": "issuer",
        "parent": "parent",
        "listing": "listing",
    }
    if role is not None and role not in roles:
        raise HintError("role", f"expected issuer, parent or listing, got {role!r}")
    return Hints(country=code, exchange=venue, role=roles[role] if role else None)


@dataclass(frozen=True, slots=True)
class ResolveQuery:
    """One query of a batch, with its own date and hints."""

    query: str
    as_of: date | None = None
    hints: Hints = field(default_factory=Hints)


@dataclass(frozen=True, slots=True)
class RelatedEntity:
    """A neighbour of an entity, with its name as of the date asked for."""

    neighbor: Neighbor
    name: str


# --- views: what an entity looked like on a date -------------------------------------------------


def name_on(entity: Entity, as_of: date | None) -> str:
    """The entity's name on `as_of` (a former name while it was in use), else its current name."""
    if as_of is None:
        return entity.name
    dated = [
        n
        for n in entity.names
        if n.kind in ("legal", "former") and (n.valid_from or n.valid_to) and n.valid_on(as_of)
    ]
    dated.sort(key=lambda n: n.kind != "legal")  # a dated legal name beats a former short form
    return dated[0].name if dated else entity.name


def entity_view(entity: Entity, as_of: date | None = None) -> EntityView:
    """The entity as callers see it; with `as_of`, only what held on that day.

    Without a date: every identifier and listing, past and present, each with its validity (the
    full history). With a date: the name then, and the identifiers and listings valid then. An
    instrument's ISIN carries no dates of its own and is always shown.
    """

    def held(item: Dated) -> bool:
        return as_of is None or item.valid_on(as_of)

    identifiers = [
        IdentifierView(scheme=i.scheme, value=i.value) for i in entity.identifiers if held(i)
    ]
    # an ISIN the entity also carries as a dated identifier follows that identifier's dates
    known = {(i.scheme, i.value) for i in entity.identifiers}
    identifiers += [
        IdentifierView(scheme="ISIN", value=isin)
        for isin in dict.fromkeys(entity.isins())
        if ("ISIN", isin) not in known
    ]
    listings = [
        ListingView(
            ticker=lst.ticker,
            mic=lst.mic,
            instrument_id=ins.instrument_id,
            share_class=ins.share_class,
            isin=ins.isin,
            currency=lst.currency,
            valid_from=lst.valid_from,
            valid_to=lst.valid_to,
        )
        for ins in entity.instruments
        for lst in ins.listings
        if held(lst)
    ]
    return EntityView(
        entity_id=entity.entity_id,
        canonical_name=name_on(entity, as_of),
        kind=entity.kind,
        country=entity.country,
        identifiers=tuple(identifiers),
        listings=tuple(listings),
    )
