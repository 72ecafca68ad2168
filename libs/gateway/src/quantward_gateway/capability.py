"""What a capability is: a name, the datasets it reads, and an async handler returning a `Reply`.

A capability author writes only this: validate the arguments, read through the services in the
`Context` (market data, search, the resolver, the service credentials), and say what the result
is — its table or value, which dataset field each column comes from, what a citation of it should
be titled, which entities and as-of day it is about, and whether its data are synthetic. The
gateway does the rest for every capability alike: who is calling, whether they may, how much it
costs, dropping fields they are not entitled to, and registering the result as a citable source.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel, ValidationError

from quantward_contracts.events import EntityResolved
from quantward_platform.market_data import MarketData
from quantward_search import SearchIndex

JsonValue = Any  # a JSON-compatible value (kept loose: tables hold floats, strings, None)

#: resolves a company mention as of a day (the resolver service's answer)
Resolve = Callable[[str, date | None], Awaitable[EntityResolved]]


class CapabilityError(Exception):
    """A call the capability refuses (bad arguments, unknown entity): shown to the code as is."""


class ServiceCredentials:
    """The platform's own credential for its data backends: handed to capabilities, never to
    the code. Its text is kept out of `repr` and the gateway refuses to send any reply holding
    it, so a capability that echoes it by mistake leaks nothing."""

    def __init__(self, name: str, secret: str) -> None:
        if not secret:
            raise ValueError("ServiceCredentials.secret is empty: set the service key")
        self.name = name
        self._secret = secret

    def secret(self) -> str:
        return self._secret

    def __repr__(self) -> str:
        return f"ServiceCredentials({self.name!r}, secret=***)"


@dataclass(frozen=True)
class Services:
    """The ports capabilities read through, chosen once where the gateway is built."""

    market_data: MarketData
    credentials: ServiceCredentials
    search: SearchIndex | None = None
    resolve: Resolve | None = None


@dataclass(frozen=True)
class Context:
    """What a capability sees of one call: the services and the run's as-of day."""

    services: Services
    as_of: date | None

    def cap(self, day: date | None) -> date | None:
        """`day` no later than the run's as-of day (the as-of day when `day` is None)."""
        if self.as_of is None:
            return day
        return self.as_of if day is None or day > self.as_of else day

    def require_search(self) -> SearchIndex:
        if self.services.search is None:
            raise CapabilityError("document search is not configured on this gateway")
        return self.services.search

    def require_resolve(self) -> Resolve:
        if self.services.resolve is None:
            raise CapabilityError("entity resolution is not configured on this gateway")
        return self.services.resolve


@dataclass(frozen=True)
class Table:
    """Rows of a result; the client turns it into a pandas DataFrame indexed by `index`."""

    columns: tuple[str, ...]
    rows: Sequence[Sequence[JsonValue]]
    index: str | None = None


@dataclass(frozen=True)
class Reply:
    """A capability's result and what the gateway needs to meter, filter and cite it."""

    title: str
    table: Table | None = None
    value: Mapping[str, JsonValue] | None = None
    #: column (or value key) -> (dataset id, field): dropped when the user lacks that field
    fields: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    entity_ids: tuple[str, ...] = ()
    as_of: date | None = None
    synthetic: bool = False
    #: files to keep in the run (a chart's PNG), by name
    artifacts: Mapping[str, bytes] = field(default_factory=dict)


class Handler(Protocol):
    def __call__(self, args: Mapping[str, JsonValue], ctx: Context) -> Awaitable[Reply]: ...


@dataclass(frozen=True)
class Capability:
    """One entry of the registry: `name` is what the in-sandbox client calls."""

    name: str
    description: str
    datasets: tuple[str, ...]
    handler: Handler


M = TypeVar("M", bound=BaseModel)


def parse(model: type[M], args: Mapping[str, JsonValue]) -> M:
    """Arguments validated by `model`; a `CapabilityError` naming the field and the fix."""
    try:
        return model.model_validate(dict(args))
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "arguments"
        raise CapabilityError(f"{where}: {first['msg']}") from None
