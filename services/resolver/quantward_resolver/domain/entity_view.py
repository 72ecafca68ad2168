"""How an entity is shown to callers: its name, identifiers and listings, as of a day or in full.

One function for the resolver's answers, gRPC `GetEntity` and the CLI, so they never disagree.
"""

from __future__ import annotations

from datetime import date

from quantward_graph import Entity
from quantward_graph.model import Dated
from quantward_resolver.domain.result import EntityView, IdentifierView, ListingView


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
