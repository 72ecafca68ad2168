"""Protobuf ↔ domain for the resolver's gRPC API (`quantward.resolver.v1`).

Everything a request can get wrong is checked here and raised as :class:`BadRequestError` naming the
field (`requests[2].as_of`) and the reason, which the servicer turns into INVALID_ARGUMENT: a
client that sent month 13 must hear so, not receive a resolution for some other date. Pure: no
I/O, no gRPC context.

The proto states relations from the requested entity's side and has a name for each direction
(`PARENT_OF` / `SUBSIDIARY_OF`), while the graph stores each relation once, directed
(`subsidiary_of` from the subsidiary to the parent); the two tables below are the translation.
Validity intervals are closed on both sides ([valid_from, valid_to]), so dates pass unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from typing import Final, Literal

from quantward.resolver.v1 import resolver_pb2 as pb
from quantward_graph import Entity, Neighbor
from quantward_graph.model import RelationType
from quantward_resolver.domain.result import EntityView, Hints, ListingView, Resolution
from quantward_resolver.views import HintError, RelatedEntity, ResolveQuery, checked_hints

#: alternatives returned when the request leaves max_alternatives at 0 (the proto's default)
DEFAULT_ALTERNATIVES: Final = 5
#: upper bound on alternatives, so that a one-word query cannot return half the graph
MAX_ALTERNATIVES: Final = 50
#: upper bound on a ResolveBatch, to keep one message well under gRPC's 4 MB default
MAX_BATCH: Final = 10_000

Direction = Literal["out", "in"]

_STATUS: Final[dict[str, pb.ResolveResponse.Status.ValueType]] = {
    "resolved": pb.ResolveResponse.RESOLVED,
    "ambiguous": pb.ResolveResponse.AMBIGUOUS,
    "not_found": pb.ResolveResponse.NOT_FOUND,
}
_ROLES: Final[dict[int, Literal["issuer", "parent", "listing"] | None]] = {
    pb.ENTITY_ROLE_UNSPECIFIED: None,
    pb.ENTITY_ROLE_ISSUER: "issuer",
    pb.ENTITY_ROLE_PARENT: "parent",
    pb.ENTITY_ROLE_LISTING: "listing",
}
#: graph relation → proto type, seen from its source ("out") and from its target ("in")
_RELATIONS: Final[
    dict[RelationType, tuple[pb.RelationType.ValueType, pb.RelationType.ValueType]]
] = {
    "subsidiary_of": (pb.SUBSIDIARY_OF, pb.PARENT_OF),
    "issuer_of": (pb.ISSUES_DEBT_FOR, pb.DEBT_ISSUED_BY),
    "spun_off_from": (pb.SPUN_OFF_FROM, pb.SPUN_OFF),
    "merged_into": (pb.MERGED_INTO, pb.ABSORBED),
    "renamed_from": (pb.RENAMED_FROM, pb.RENAMED_AS),
    "successor_of": (pb.SUCCESSOR_OF, pb.PREDECESSOR_OF),
    "major_shareholder_of": (pb.MAJOR_SHAREHOLDER_OF, pb.MAJOR_SHAREHOLDER_IS),
}
_RELATION_OF_PROTO: Final[dict[int, tuple[RelationType, Direction]]] = {
    **{out: (model, "out") for model, (out, _) in _RELATIONS.items()},
    **{inverse: (model, "in") for model, (_, inverse) in _RELATIONS.items()},
}
#: MIC → (display name, country of the venue); the country picks a home listing as primary
_VENUES: Final[dict[str, tuple[str, str]]] = {
    "XNYS": ("NYSE", "US"),
    "XNAS": ("Nasdaq", "US"),
    "ARCX": ("NYSE Arca", "US"),
    "XASE": ("NYSE American", "US"),
    "BATS": ("Cboe BZX", "US"),
    "OTCM": ("OTC Markets", "US"),
    "US": ("a US exchange (which one the source does not say)", "US"),
    "XETR": ("Xetra", "DE"),
    "XFRA": ("Frankfurt", "DE"),
    "XLON": ("London", "GB"),
    "XTKS": ("Tokyo", "JP"),
    "XMAD": ("Madrid", "ES"),
    "XAMS": ("Euronext Amsterdam", "NL"),
    "XPAR": ("Euronext Paris", "FR"),
    "XBRU": ("Euronext Brussels", "BE"),
    "XLIS": ("Euronext Lisbon", "PT"),
    "XDUB": ("Euronext Dublin", "IE"),
    "XMIL": ("Borsa Italiana", "IT"),
    "XSTO": ("Nasdaq Stockholm", "SE"),
    "XHEL": ("Nasdaq Helsinki", "FI"),
    "XCSE": ("Nasdaq Copenhagen", "DK"),
    "XOSL": ("Oslo Børs", "NO"),
    "XSWX": ("SIX Swiss Exchange", "CH"),
    "XWBO": ("Wiener Börse", "AT"),
    "MISX": ("Moscow Exchange", "RU"),
    "XTSE": ("Toronto", "CA"),
    "XASX": ("ASX", "AU"),
    "XHKG": ("Hong Kong", "HK"),
}
_OTC: Final = frozenset({"OTCM"})


class BadRequestError(ValueError):
    """A request field that cannot be served; `str()` is "field: reason"."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


# --- dates ---------------------------------------------------------------------------------------


def date_from_proto(value: pb.Date, field: str) -> date:
    """A proto Date as a calendar date; BadRequestError if it names no day (2024-02-30, month 0)."""
    text = f"{value.year:04d}-{value.month:02d}-{value.day:02d}"
    try:
        return date(value.year, value.month, value.day)
    except ValueError as exc:
        raise BadRequestError(field, f"{text} is not a calendar date ({exc})") from None


def optional_date(
    message: pb.ResolveRequest | pb.GetEntityRequest | pb.NeighborsRequest, field: str, path: str
) -> date | None:
    """The message's date field, or None when unset (an unset message, not a zero date)."""
    if not message.HasField(field):  # type: ignore[arg-type]
        return None
    value: pb.Date = getattr(message, field)
    return date_from_proto(value, path)


def date_to_proto(value: date | None) -> pb.Date | None:
    """None stays None, so that the field is left unset ("open" in a validity interval)."""
    if value is None:
        return None
    return pb.Date(year=value.year, month=value.month, day=value.day)


# --- requests ------------------------------------------------------------------------------------


def hints_from_proto(hints: pb.ResolveHints, path: str) -> Hints:
    """Hints with their values checked: a hint the resolver cannot use is an error, not noise."""
    if hints.role not in _ROLES:
        raise BadRequestError(f"{path}.role", f"unknown EntityRole value {hints.role}")
    try:
        return checked_hints(hints.country, hints.exchange, _ROLES[hints.role])
    except HintError as exc:
        raise BadRequestError(f"{path}.{exc.field}", exc.reason) from None


def resolve_query(request: pb.ResolveRequest, today: date, path: str = "") -> ResolveQuery:
    """A ResolveRequest as a domain query; an unset as_of is `today`, as the proto promises."""
    prefix = f"{path}." if path else ""
    if not request.query.strip():
        raise BadRequestError(f"{prefix}query", "must not be empty (a name, ticker, ISIN or LEI)")
    if request.max_alternatives < 0:
        raise BadRequestError(
            f"{prefix}max_alternatives",
            f"must be 0 (server default) or more, got {request.max_alternatives}",
        )
    as_of = optional_date(request, "as_of", f"{prefix}as_of") or today
    hints = hints_from_proto(request.hints, f"{prefix}hints")
    return ResolveQuery(query=request.query, as_of=as_of, hints=hints)


def alternatives_limit(request: pb.ResolveRequest) -> int:
    return min(request.max_alternatives or DEFAULT_ALTERNATIVES, MAX_ALTERNATIVES)


def batch_queries(request: pb.ResolveBatchRequest, today: date) -> list[ResolveQuery]:
    if len(request.requests) > MAX_BATCH:
        raise BadRequestError(
            "requests", f"{len(request.requests)} queries; at most {MAX_BATCH} per batch"
        )
    return [resolve_query(r, today, f"requests[{i}]") for i, r in enumerate(request.requests)]


def entity_id_from(request: pb.GetEntityRequest | pb.NeighborsRequest) -> str:
    entity_id = request.entity_id.strip()
    if not entity_id:
        raise BadRequestError("entity_id", "must not be empty (an `ent_…` id from Resolve)")
    if not entity_id.startswith("ent_"):
        raise BadRequestError(
            "entity_id", f"expected an `ent_…` id from Resolve, got {entity_id!r}"
        )
    return entity_id


def relation_filter(
    values: Sequence[int],
) -> tuple[set[RelationType] | None, set[tuple[RelationType, Direction]] | None]:
    """The graph types to ask the store for, and the (type, direction) pairs to keep."""
    if not values:
        return None, None
    wanted: set[tuple[RelationType, Direction]] = set()
    for i, value in enumerate(values):
        if value not in _RELATION_OF_PROTO:
            name = "RELATION_TYPE_UNSPECIFIED" if value == 0 else f"value {value}"
            raise BadRequestError(
                f"relation_types[{i}]",
                f"{name} is not a relation type; leave the list empty for every type",
            )
        wanted.add(_RELATION_OF_PROTO[value])
    return {model for model, _ in wanted}, wanted


# --- responses -----------------------------------------------------------------------------------


def relation_to_proto(neighbor: Neighbor) -> pb.RelationType.ValueType:
    """The relation read from the requested entity's side (out: it is the source)."""
    out, inverse = _RELATIONS[neighbor.relation.type]
    return out if neighbor.direction == "out" else inverse


def _primary(listings: Sequence[ListingView], country: str | None, on: date) -> int | None:
    """Index of the listing a tool should price the company by on `on`: a home-venue listing,
    else any exchange listing, else any (OTC last); the first in the entity's order wins."""

    def valid(lst: ListingView) -> bool:
        return (lst.valid_from is None or lst.valid_from <= on) and (
            lst.valid_to is None or on <= lst.valid_to
        )

    ranked = [
        (
            lst.mic in _OTC,
            _VENUES.get(lst.mic, ("", ""))[1] != (country or ""),
            i,
        )
        for i, lst in enumerate(listings)
        if valid(lst)
    ]
    return min(ranked)[2] if ranked else None


def entity_to_proto(view: EntityView, entity: Entity | None, on: date) -> pb.Entity:
    """The entity message; `entity` (the stored record) supplies identifier validity."""
    validity: dict[tuple[str, str], tuple[date | None, date | None]] = {
        (i.scheme, i.value): (i.valid_from, i.valid_to)
        for i in (entity.identifiers if entity is not None else ())
    }
    primary = _primary(view.listings, view.country, on)
    message = pb.Entity(
        entity_id=view.entity_id,
        canonical_name=view.canonical_name,
        country=view.country or "",
        kind=view.kind,
    )
    for ident in view.identifiers:
        start, end = validity.get((ident.scheme, ident.value), (None, None))
        message.identifiers.append(
            pb.Identifier(
                scheme=ident.scheme.lower(),
                value=ident.value,
                valid_from=date_to_proto(start),
                valid_to=date_to_proto(end),
            )
        )
    for i, lst in enumerate(view.listings):
        message.listings.append(
            pb.Listing(
                ticker=lst.ticker,
                mic=lst.mic,
                exchange=_VENUES.get(lst.mic, (lst.mic, ""))[0],
                share_class=lst.share_class or "",
                currency=lst.currency or "",
                isin=lst.isin or "",
                primary=i == primary,
                valid_from=date_to_proto(lst.valid_from),
                valid_to=date_to_proto(lst.valid_to),
            )
        )
    return message


def resolution_to_proto(
    resolution: Resolution,
    *,
    query: str,
    max_alternatives: int,
    on: date,
    entities: dict[str, Entity] | None = None,
) -> pb.ResolveResponse:
    """A domain resolution as the response; `query` is echoed as the client sent it, `on` is
    the date the resolution used (it picks the primary listing)."""
    response = pb.ResolveResponse(
        status=_STATUS[resolution.status],
        confidence=resolution.confidence,
        match_path=list(resolution.match_path),
        query=query,
        as_of=date_to_proto(resolution.as_of),
    )
    if resolution.entity is not None:
        record = (entities or {}).get(resolution.entity.entity_id)
        response.entity.CopyFrom(entity_to_proto(resolution.entity, record, on))
    for alt in resolution.alternatives[:max_alternatives]:
        response.alternatives.append(
            pb.Alternative(
                entity_id=alt.entity_id,
                canonical_name=alt.name,
                confidence=alt.confidence,
                match_path=[step for step in alt.why.split("; ") if step],
                country=alt.country or "",
            )
        )
    return response


def neighbors_to_proto(
    related: Iterable[RelatedEntity],
    keep: set[tuple[RelationType, Direction]] | None,
) -> list[pb.Neighbor]:
    """The relations as seen from the requested entity, sorted by type, neighbour, start."""
    rows: list[tuple[int, str, date, pb.Neighbor]] = []
    for item in related:
        relation = item.neighbor.relation
        if keep is not None and (relation.type, item.neighbor.direction) not in keep:
            continue
        kind = relation_to_proto(item.neighbor)
        rows.append(
            (
                kind,
                item.neighbor.entity_id,
                relation.valid_from or date.min,
                pb.Neighbor(
                    relation=kind,
                    entity=pb.EntityRef(
                        entity_id=item.neighbor.entity_id, canonical_name=item.name
                    ),
                    valid_from=date_to_proto(relation.valid_from),
                    valid_to=date_to_proto(relation.valid_to),
                    provenance=relation.note,
                ),
            )
        )
    rows.sort(key=lambda row: row[:3])
    return [row[3] for row in rows]
