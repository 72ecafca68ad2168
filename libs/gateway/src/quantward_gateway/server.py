"""The gateway: one unix socket per execution, bound to (user, team, run, entitlements).

The sandbox service opens a session before it runs the code and closes it after; the socket is
mounted into the sandbox at `/run/quantward/gateway.sock` and is the code's only way out. Each
request names a capability and its arguments, nothing else. The session then, for every
capability alike:

1. refuses a request that names an identity (`user`, `team`, `run_id`…): who is calling is the
   socket's binding, so a forged id is refused and logged, never believed;
2. refuses a capability reading a dataset the user is not entitled to;
3. refuses a call over the execution's or the user's quota;
4. runs the capability with the service credentials (which the code never sees);
5. drops the columns of fields the user may not read, and says which were withheld;
6. registers the result as a citable source of the run and returns its id with the data.

Every call is metered (`MeteredCall`), refused ones included, so the completion of the code run
and the run record show what the code tried and what it consumed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import Callable, Mapping
from datetime import date
from pathlib import Path
from typing import Any, Final

from quantward_contracts.values import MeteredCall
from quantward_gateway.binding import Binding
from quantward_gateway.capability import (
    Capability,
    CapabilityError,
    Context,
    Reply,
    Services,
)
from quantward_gateway.metering import (
    InMemoryUsageStore,
    Quota,
    Usage,
    UsageStore,
    over_quota,
    utc_today,
)
from quantward_gateway.registry import load
from quantward_grounding.registry import SourceRegistry
from quantward_grounding.sources import Source
from quantward_platform import wire

log = logging.getLogger("quantward.gateway")

#: request fields that would name who is calling: identity comes from the socket only
IDENTITY_FIELDS: Final = frozenset(
    {
        "user",
        "user_id",
        "team",
        "team_id",
        "run_id",
        "requested_by",
        "principal",
        "subject",
        "entitlements",
        "on_behalf_of",
        "as_user",
        "impersonate",
    }
)
REQUEST_FIELDS: Final = frozenset({"id", "capability", "args"})
#: rows beyond this are still returned and cited as one source, not one passage each
MAX_CITED_ROWS: Final = 1000


class Gateway:
    """Capabilities, the services they read through, quotas and the per-user usage store
    (in memory, or shared by every replica: `postgres_usage.PostgresUsageStore`)."""

    def __init__(
        self,
        services: Services,
        *,
        capabilities: Mapping[str, Capability] | None = None,
        quota: Quota | None = None,
        usage: UsageStore | None = None,
        today: Callable[[], date] = utc_today,
    ) -> None:
        self.services = services
        self.capabilities = dict(capabilities if capabilities is not None else load())
        self.quota = quota or Quota()
        self.usage: UsageStore = usage or InMemoryUsageStore()
        self.today = today

    async def close(self) -> None:
        await self.usage.close()

    def session(self, binding: Binding) -> GatewaySession:
        """A session not yet listening (tests and benchmarks call `call` on it directly)."""
        return GatewaySession(self, binding)

    async def open(self, binding: Binding, socket_path: Path) -> GatewaySession:
        """A session listening on `socket_path` (created, owner-only; removed on close)."""
        session = GatewaySession(self, binding)
        await session.listen(socket_path)
        return session


class GatewaySession:
    """One execution's socket: everything it serves is done as its binding."""

    def __init__(self, gateway: Gateway, binding: Binding) -> None:
        self.gateway = gateway
        self.binding = binding
        self.registry = SourceRegistry(binding.run_id, owner="sandbox")
        self.metered: list[MeteredCall] = []
        self.usage = Usage()
        self.artifacts: dict[str, bytes] = {}
        self._seq = 0
        self._server: asyncio.AbstractServer | None = None
        self._path: Path | None = None
        self._writers: set[asyncio.StreamWriter] = set()
        self.closed = False

    # --- the socket ------------------------------------------------------------------------------

    async def listen(self, socket_path: Path) -> None:
        _clear(socket_path)
        self._server = await asyncio.start_unix_server(self.serve, path=str(socket_path))
        os.chmod(socket_path, 0o600)
        self._path = socket_path

    @property
    def socket_path(self) -> Path | None:
        """Where the session listens (None before `listen` and after `close`)."""
        return self._path

    async def close(self) -> None:
        """Stop serving: every connection of this execution (unix or TCP) is closed."""
        self.closed = True
        for writer in list(self._writers):
            writer.close()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        if self._path is not None:
            _remove(self._path)
            self._path = None

    async def __aenter__(self) -> GatewaySession:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Answer the frames of one connection already known to be this execution's (its own
        unix socket, or a TCP connection that presented this execution's token)."""
        if self.closed:
            writer.close()
            return
        self._writers.add(writer)
        try:
            while True:
                try:
                    header = await reader.readexactly(wire.HEADER.size)
                except asyncio.IncompleteReadError:
                    return
                try:
                    body = await reader.readexactly(wire.body_length(header))
                    request = wire.decode(body)
                except wire.FrameError as exc:
                    writer.write(wire.encode(_error(None, "protocol", str(exc))))
                    await writer.drain()
                    return  # a broken stream cannot be resynchronised
                writer.write(await self.encoded(request))
                await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError):
            return
        finally:
            self._writers.discard(writer)
            writer.close()

    async def encoded(self, request: dict[str, Any]) -> bytes:
        """The reply frame to `request`, never holding the service credentials."""
        frame = wire.encode(await self.call(request))
        if self.gateway.services.credentials.secret().encode() in frame:
            log.error(
                "a %s reply held the service credentials; withheld", request.get("capability")
            )
            frame = wire.encode(
                _error(request.get("id"), "internal", "the reply was withheld (credential leak)")
            )
        return frame

    # --- one call --------------------------------------------------------------------------------

    async def call(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Check, run, filter, meter and register one request; the reply as a dict."""
        request_id = request.get("id")
        name = request.get("capability")
        if not isinstance(name, str) or not name:
            return await self._refuse(request_id, "?", "invalid", "give `capability`: a string")
        args = request.get("args", {})
        if not isinstance(args, Mapping):
            return await self._refuse(request_id, name, "invalid", "`args` must be an object")
        forged = sorted((IDENTITY_FIELDS & set(args)) | (IDENTITY_FIELDS & set(request)))
        if forged:
            log.warning(
                "refused %s on the gateway of user %s run %s: the request named %s %s",
                name,
                self.binding.user,
                self.binding.run_id,
                ", ".join(forged),
                {f: (args.get(f) if f in args else request.get(f)) for f in forged},
            )
            return await self._refuse(
                request_id,
                name,
                "identity",
                f"identity comes from the socket; remove {', '.join(forged)} from the call",
            )
        extra = sorted(set(request) - REQUEST_FIELDS)
        if extra:
            return await self._refuse(
                request_id, name, "invalid", f"unknown request fields {extra}"
            )
        capability = self.gateway.capabilities.get(name)
        if capability is None:
            known = ", ".join(sorted(self.gateway.capabilities))
            return await self._refuse(
                request_id, name, "unknown", f"no capability {name!r}; have {known}"
            )
        denied = [d for d in capability.datasets if not self.binding.entitlements.dataset(d)]
        if denied:
            log.info("refused %s for %s: not entitled to %s", name, self.binding.user, denied)
            return await self._refuse(
                request_id, name, "entitlement", f"not entitled to {', '.join(denied)}"
            )
        user_usage = await self.gateway.usage.usage(self.binding.user, self.gateway.today())
        quota = over_quota(self.gateway.quota, self.usage, user_usage)
        if quota is not None:
            return await self._refuse(request_id, name, "quota", quota)
        try:
            reply = await capability.handler(
                args, Context(self.gateway.services, self.binding.as_of)
            )
        except CapabilityError as exc:
            await self._meter(name, 0, allowed=True)
            return _error(request_id, "invalid", str(exc))
        except Exception as exc:  # a capability's bug must not end the session
            log.exception("capability %s failed", name)
            await self._meter(name, 0, allowed=True)
            return _error(request_id, "internal", f"{name} failed: {type(exc).__name__}")
        result, withheld = self._filtered(reply)
        units = len(reply.table.rows) if reply.table is not None else 1
        await self._meter(name, max(units, 1), allowed=True)
        source = self._register(name, args, reply, result)
        for artifact, content in reply.artifacts.items():
            self.artifacts[f"{source.source_id}-{artifact}"] = content
        return {
            "id": request_id,
            "ok": True,
            "result": {
                **result,
                "title": reply.title,
                "source_id": source.source_id,
                "synthetic": reply.synthetic,
                "withheld": withheld,
                "artifacts": [f"{source.source_id}-{a}" for a in reply.artifacts],
            },
        }

    async def _refuse(self, request_id: Any, name: str, kind: str, message: str) -> dict[str, Any]:
        await self._meter(name, 0, allowed=False)
        return _error(request_id, kind, message)

    async def _meter(self, name: str, units: int, *, allowed: bool) -> None:
        call = MeteredCall(function_id=name, units=units, allowed=allowed)
        self.metered.append(call)
        self.usage.calls += 1
        self.usage.units += units
        self.usage.refused += 0 if allowed else 1
        await self.gateway.usage.add(self.binding.user, self.gateway.today(), call)

    def _filtered(self, reply: Reply) -> tuple[dict[str, Any], list[str]]:
        """The reply's data without the fields the user may not read, and their names."""
        entitled = self.binding.entitlements

        def allowed(key: str) -> bool:
            where = reply.fields.get(key)
            return where is None or entitled.field(*where)

        withheld: list[str] = []
        result: dict[str, Any] = {}
        if reply.table is not None:
            keep = [i for i, c in enumerate(reply.table.columns) if allowed(c)]
            withheld += [c for c in reply.table.columns if not allowed(c)]
            result["table"] = {
                "columns": [reply.table.columns[i] for i in keep],
                "rows": [[row[i] for i in keep] for row in reply.table.rows],
                "index": reply.table.index,
            }
        if reply.value is not None:
            withheld += [k for k in reply.value if not allowed(k)]
            result["value"] = {k: v for k, v in reply.value.items() if allowed(k)}
        return result, withheld

    def _register(
        self, name: str, args: Mapping[str, Any], reply: Reply, result: Mapping[str, Any]
    ) -> Source:
        self._seq += 1
        items: dict[str, Any] = {}
        table = result.get("table")
        if table is not None and len(table["rows"]) <= MAX_CITED_ROWS:
            columns = table["columns"]
            position = columns.index(table["index"]) if table["index"] in columns else None
            for n, row in enumerate(table["rows"]):
                key = str(row[position]) if position is not None else f"row {n}"
                items[key] = dict(zip(columns, row, strict=True))
        value = result.get("value")
        if value is not None:
            items.update({str(k): v for k, v in value.items()})
        return self.registry.register_computation(
            title=reply.title,
            tool_name=f"python.{name}",
            result={"capability": name, "args": dict(args), **result},
            items=items,
            tool_call_id=f"{self.binding.execution_id}:{self._seq}",
            entity_ids=reply.entity_ids,
            as_of=reply.as_of,
            synthetic=reply.synthetic,
        )

    def sources(self) -> list[Source]:
        """Every source this execution registered, in order."""
        return self.registry.own()


def _clear(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove(path)


def _remove(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        path.unlink()


def _error(request_id: Any, kind: str, message: str) -> dict[str, Any]:
    return {"id": request_id, "ok": False, "error": {"kind": kind, "message": message}}
