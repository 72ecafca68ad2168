"""The gateway over TCP, for sandboxes on other machines (Kubernetes Pods): one listener for every
execution, and a connection belongs to an execution only after it presents that execution's token.

On one machine identity is the socket (`GatewaySession.listen`): only the one sandbox it is mounted
into can reach it. A Pod reaches the gateway over the network instead, so the sandbox service
admits each execution's session here and gets a **one-time token** for it:

- 256 random bits (`secrets.token_urlsafe(32)`): unguessable; only its SHA-256 is kept here;
- bound to that session, whose `Binding` (user, team, run, entitlements, as-of, execution id) is
  made by the service exactly as for the unix socket: the token carries no identity of its own,
  so nothing in it can be forged or edited;
- **spent on first use**: the Pod's launcher presents it before the agent's code starts, so a
  token the code later finds (the mounted file, the launcher's memory) is a replay and refused;
- **expiring**: at the execution's end (`revoke`, called when the session closes; the session's
  connections are closed with it) and, in any case, `ttl_s` after it was admitted.

The first frame of a connection must be `{"token": "..."}` (at most `HELLO_MAX` bytes, within
`hello_timeout_s`); the reply is `{"ok": true}` and every later frame is a request served by
`GatewaySession.serve`, or `{"ok": false, "error": {"kind": "token"}}` and the connection closes.
Refusals say the same to the caller whatever the cause (unknown, spent or expired) and log the
cause for the operator. The listener never serves a request before a token was accepted.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from quantward_gateway.server import GatewaySession
from quantward_platform import wire

log = logging.getLogger("quantward.gateway")

#: the largest first frame accepted (a token is 43 characters)
HELLO_MAX: Final = 256
REFUSED: Final = "token refused (unknown, already used or expired)"


@dataclass
class _Admitted:
    session: GatewaySession
    expires_at: float


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class TcpGatewayListener:
    """One TCP listener; `admit(session)` returns the token a sandbox presents to reach it."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        hello_timeout_s: float = 10.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.host = host
        self._port = port
        self.hello_timeout_s = hello_timeout_s
        self._clock = clock
        self._admitted: dict[str, _Admitted] = {}
        #: digests of tokens already used, until they would have expired (to log replays)
        self._spent: dict[str, float] = {}
        self._by_session: dict[int, str] = {}
        self._server: asyncio.AbstractServer | None = None

    @property
    def port(self) -> int:
        """The bound port (the real one after `start` when 0 was asked for)."""
        return self._port

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._hello, self.host, self._port)
        self._port = int(self._server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        self._admitted.clear()
        self._by_session.clear()

    # --- tokens ----------------------------------------------------------------------------------

    def admit(self, session: GatewaySession, ttl_s: float) -> str:
        """A fresh one-time token for `session`, valid for `ttl_s` seconds at most."""
        if ttl_s <= 0:
            raise ValueError(f"ttl_s must be > 0, got {ttl_s}")
        self._expire()
        token = secrets.token_urlsafe(32)
        digest = _digest(token)
        self._admitted[digest] = _Admitted(session, self._clock() + ttl_s)
        self._by_session[id(session)] = digest
        return token

    def revoke(self, session: GatewaySession) -> None:
        """The execution ended: its token (used or not) no longer admits anyone."""
        digest = self._by_session.pop(id(session), None)
        if digest is not None:
            admitted = self._admitted.pop(digest, None)
            if admitted is not None:
                self._spent[digest] = admitted.expires_at

    def pending(self) -> int:
        """Tokens admitted and not yet used, revoked or expired."""
        self._expire()
        return len(self._admitted)

    def _expire(self) -> None:
        now = self._clock()
        for digest in [d for d, a in self._admitted.items() if a.expires_at <= now]:
            self._spent[digest] = self._admitted.pop(digest).expires_at
        for digest in [d for d, until in self._spent.items() if until <= now]:
            del self._spent[digest]

    def _redeem(self, token: object, peer: object) -> GatewaySession | None:
        """The session `token` admits, spending it; None (and the cause logged) otherwise."""
        if not isinstance(token, str) or not token:
            log.warning("gateway connection from %s refused: no token in the first frame", peer)
            return None
        digest = _digest(token)
        admitted = self._admitted.pop(digest, None)
        cause = None
        if admitted is None:
            spent = digest in self._spent
            cause = "a token already used or expired" if spent else "an unknown token"
        elif admitted.expires_at <= self._clock():
            cause = "an expired token"
        elif admitted.session.closed:
            cause = "the token of an execution that has ended"
        if cause is not None or admitted is None:
            log.warning("gateway connection from %s refused: %s", peer, cause)
            if admitted is not None:
                self._spent[digest] = admitted.expires_at
            return None
        self._spent[digest] = admitted.expires_at
        return admitted.session

    # --- connections -----------------------------------------------------------------------------

    async def _hello(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        try:
            try:
                async with asyncio.timeout(self.hello_timeout_s):
                    header = await reader.readexactly(wire.HEADER.size)
                    (length,) = wire.HEADER.unpack(header)
                    if length > HELLO_MAX:
                        raise wire.FrameError(f"first frame of {length} bytes")
                    hello = wire.decode(await reader.readexactly(length))
            except (TimeoutError, asyncio.IncompleteReadError, wire.FrameError) as exc:
                log.warning("gateway connection from %s refused: no valid hello (%s)", peer, exc)
                await _refuse(writer)
                return
            extra = set(hello) - {"token"}
            session = None if extra else self._redeem(hello.get("token"), peer)
            if extra:
                log.warning("gateway connection from %s refused: hello named %s", peer, extra)
            if session is None:
                await _refuse(writer)
                return
            writer.write(wire.encode({"ok": True}))
            await writer.drain()
        except ConnectionError:
            writer.close()
            return
        await session.serve(reader, writer)


async def _refuse(writer: asyncio.StreamWriter) -> None:
    with contextlib.suppress(ConnectionError):
        writer.write(wire.encode({"ok": False, "error": {"kind": "token", "message": REFUSED}}))
        await writer.drain()
    writer.close()
