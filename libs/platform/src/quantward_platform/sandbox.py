"""The platform from inside the sandbox: every call goes to the gateway socket, nothing else.

    from quantward_platform.sandbox import prices, fundamentals, chart
    closes = prices("ent_apple_inc", "2021-01-01", "2021-12-31")      # pandas DataFrame by day
    drawdown = closes["close"] / closes["close"].cummax() - 1
    print(drawdown.min(), closes.attrs["source_id"])                   # cite the data used

The code running here holds no credentials and no route out; it reaches the platform only
through `/run/quantward/gateway.sock`, where the gateway serves it as the run's requester (its
entitlements, its quotas) and registers each result as a source of the run. Tables come back as
pandas DataFrames whose `attrs` carry the source id to cite, the title, whether the data are
synthetic and which fields were withheld for lack of entitlement. A refused call raises
`GatewayError` with the gateway's reason (`kind`: identity, entitlement, quota, invalid…).
"""

from __future__ import annotations

import base64
import io
import os
import socket
import threading
from collections.abc import Iterable, Mapping
from datetime import date
from typing import TYPE_CHECKING, Any

from quantward_platform import wire

if TYPE_CHECKING:
    import pandas as pd
    from matplotlib.figure import Figure

__all__ = [
    "GatewayError",
    "call",
    "chart",
    "company",
    "earnings",
    "fundamentals",
    "optimise",
    "prices",
    "resolve",
    "search",
    "sources",
]


class GatewayError(RuntimeError):
    """A call the gateway refused or could not serve; `kind` says which (quota, entitlement…)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message


class Client:
    """One connection to the gateway; calls are sequential (a lock keeps threads in turn)."""

    def __init__(
        self, path: str | os.PathLike[str] = wire.SOCKET_PATH, *, sock: socket.socket | None = None
    ) -> None:
        self.path = os.fspath(path)
        #: a connection opened before the code started (a Pod's launcher, which presented the
        #: execution's one-time token over TCP): used as is, and never reopened once closed
        self._given = sock is not None
        self._sock: socket.socket | None = sock
        self._lock = threading.Lock()
        self._next = 0
        self.source_ids: list[str] = []

    def _connect(self) -> socket.socket:
        if self._sock is None and self._given:
            raise GatewayError("unavailable", "the gateway connection was closed")
        if self._sock is None:
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                sock.connect(self.path)
            except OSError as exc:
                sock.close()
                raise GatewayError("unavailable", f"no gateway at {self.path}: {exc}") from None
            self._sock = sock
        return self._sock

    def _read(self, sock: socket.socket, size: int) -> bytes:
        chunks = bytearray()
        while len(chunks) < size:
            chunk = sock.recv(size - len(chunks))
            if not chunk:
                self.close()
                raise GatewayError("unavailable", "the gateway closed the connection")
            chunks += chunk
        return bytes(chunks)

    def call(self, capability: str, args: Mapping[str, Any]) -> dict[str, Any]:
        """The result of one capability call; `GatewayError` when refused."""
        with self._lock:
            self._next += 1
            sock = self._connect()
            sock.sendall(wire.encode({"id": self._next, "capability": capability, "args": args}))
            reply = wire.decode(self._read(sock, wire.body_length(self._read(sock, 4))))
        if not reply.get("ok"):
            error = reply.get("error") or {}
            raise GatewayError(str(error.get("kind", "error")), str(error.get("message", "")))
        result: dict[str, Any] = reply["result"]
        self.source_ids.append(result["source_id"])
        return result

    def close(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None


_default: Client | None = None


def _client() -> Client:
    global _default
    if _default is None:
        fd = os.environ.get(wire.FD_VARIABLE)
        if fd is not None:  # a Pod: the launcher's authenticated connection, on this descriptor
            _default = Client(f"fd {fd}", sock=socket.socket(fileno=int(fd)))
        else:
            _default = Client(os.environ.get("QW_GATEWAY_SOCKET", wire.SOCKET_PATH))
    return _default


def use(client: Client | None) -> None:
    """Make `client` the one the module functions use (tests point it at their socket)."""
    global _default
    _default = client


def _day(value: date | str | None) -> str | None:
    return value.isoformat() if isinstance(value, date) else value


def _args(**kwargs: Any) -> dict[str, Any]:
    return {k: _day(v) if isinstance(v, date) else v for k, v in kwargs.items() if v is not None}


def _frame(result: Mapping[str, Any]) -> pd.DataFrame:
    import pandas as pd

    table = result["table"]
    frame = pd.DataFrame(table["rows"], columns=table["columns"])
    index = table.get("index")
    if index in frame.columns:
        frame = frame.set_index(index)
        if index == "day":
            frame.index = pd.to_datetime(frame.index)
    frame.attrs.update(_about(result))
    return frame


def _about(result: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "source_id": result["source_id"],
        "title": result["title"],
        "synthetic": result["synthetic"],
        "withheld": list(result["withheld"]),
    }


def _value(result: Mapping[str, Any]) -> dict[str, Any]:
    return {**result["value"], "_source": _about(result)}


def call(capability: str, **args: Any) -> dict[str, Any]:
    """Any registered capability by name, the raw result (for capabilities added later)."""
    return _client().call(capability, _args(**args))


def prices(
    entity_id: str, start: date | str | None = None, end: date | str | None = None
) -> pd.DataFrame:
    """Adjusted daily closes and returns of one entity, indexed by day (end capped at as-of)."""
    return _frame(call("prices", entity_id=entity_id, start=start, end=end))


def fundamentals(entity_id: str, as_of: date | str | None = None, count: int = 8) -> pd.DataFrame:
    """Reported quarters (millions) published by `as_of`, newest first, indexed by period."""
    return _frame(call("fundamentals", entity_id=entity_id, as_of=as_of, count=count))


def earnings(entity_id: str, as_of: date | str | None = None, count: int = 8) -> pd.DataFrame:
    """The earnings calendar: quarters ended by `as_of`, EPS actual/estimate/surprise."""
    return _frame(call("earnings", entity_id=entity_id, as_of=as_of, count=count))


def company(entity_id: str) -> dict[str, Any]:
    """Reference data of an entity id: ticker, fiscal calendar, covering datasets."""
    return _value(call("company", entity_id=entity_id))


def resolve(query: str, as_of: date | str | None = None) -> dict[str, Any]:
    """The entity id of a company name or ticker, as of a day."""
    return _value(call("resolve", query=query, as_of=as_of))


def search(
    query: str,
    entity_ids: Iterable[str] = (),
    limit: int = 10,
    as_of: date | str | None = None,
) -> pd.DataFrame:
    """Document chunks matching `query`, published by `as_of`, indexed by chunk id."""
    return _frame(
        call("search", query=query, entity_ids=list(entity_ids), limit=limit, as_of=as_of)
    )


def optimise(
    entity_ids: Iterable[str],
    objective: str,
    constraints: Mapping[str, Any] | None = None,
    start: date | str | None = None,
    end: date | str | None = None,
) -> dict[str, Any]:
    """The platform's cvxpy optimiser (`market_neutral` or `drawdown_aware`): weights, metrics."""
    return _value(
        call(
            "optimise",
            entity_ids=list(entity_ids),
            objective=objective,
            constraints=dict(constraints or {}),
            start=start,
            end=end,
        )
    )


def chart(figure: Figure, title: str, entity_ids: Iterable[str] = ()) -> str:
    """Keep a matplotlib figure in the run as a citable chart; returns its source id."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100)
    result = call(
        "chart",
        title=title,
        png_base64=base64.b64encode(buffer.getvalue()).decode(),
        entity_ids=list(entity_ids),
    )
    source_id: str = result["source_id"]
    return source_id


def sources() -> list[str]:
    """The source ids of every result this code received, in order (cite from these)."""
    return list(_client().source_ids)
