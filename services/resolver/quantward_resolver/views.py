"""What the resolver service answers besides resolutions: entity views as of a date, batch
queries, neighbours, and the error for an unknown id.

Shared by the app (which produces them) and the handlers (which put them on the wire), so that
neither imports the other. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Literal

from quantward_graph import Neighbor
from quantward_graph.exchanges import mic_of
from quantward_resolver.domain.result import Hints


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
