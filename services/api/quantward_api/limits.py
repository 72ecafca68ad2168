"""Per-user rate limits (a token bucket each) and request-size limits.

A user's bucket holds `api_rate_burst` tokens and refills at `api_rate_per_s` (or the user's
own values, `UserLimits`); each request takes one, and a request finding it empty gets 429 with
`Retry-After`. An open event stream counts once, when it is opened. The size limit is the
sender's (their own, else `api_max_request_bytes`), found before the body is read; it is
checked on `Content-Length` and again on the bytes that actually arrive, so a chunked upload
cannot pass it.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from quantward_api.errors import error_response


class TokenBuckets:
    def __init__(
        self,
        rate_per_s: float,
        burst: int,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_users: int = 100_000,
    ) -> None:
        self.rate = rate_per_s
        self.burst = burst
        self.clock = clock
        self.max_users = max_users
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(
        self, user: str, *, rate_per_s: float | None = None, burst: int | None = None
    ) -> float | None:
        """Take a token for `user` (at the user's own rate and burst when given): None when
        taken, else the seconds until one is there."""
        rate = rate_per_s or self.rate
        size = float(burst or self.burst)
        now = self.clock()
        tokens, last = self._buckets.pop(user, (size, now))
        tokens = min(size, tokens + (now - last) * rate)
        if tokens >= 1.0:
            self._buckets[user] = (tokens - 1.0, now)
            wait = None
        else:
            self._buckets[user] = (tokens, now)
            wait = (1.0 - tokens) / rate
        while len(self._buckets) > self.max_users:  # the least recently seen go first
            self._buckets.popitem(last=False)
        return wait


#: the largest body a request may send, chosen from the request (its sender's limit)
LimitOf = Callable[[Scope], Awaitable[int]]
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class BodySizeLimit:
    """ASGI middleware: 413 for a body larger than the sender's limit (`limit_of`, asked only
    of methods that carry a body; others get `default`)."""

    def __init__(self, app: ASGIApp, limit_of: LimitOf, default: int) -> None:
        self.app = app
        self.limit_of = limit_of
        self.default = default

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope.get("method", "GET") in _BODY_METHODS:
            limit = await self.limit_of(scope)
        else:
            limit = self.default
        length = dict(scope.get("headers", [])).get(b"content-length")
        if length is not None and length.isdigit() and int(length) > limit:
            await self._refuse(scope, receive, send, limit)
            return
        seen = 0
        started = False
        refused = False

        async def counted() -> Message:
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    # answered here; the app reads a disconnect and its own answer is dropped
                    if not started:
                        await self._refuse(scope, receive, send, limit)
                    refused = True
                    return {"type": "http.disconnect"}
            return message

        async def sending(message: Message) -> None:
            nonlocal started
            if refused:
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, sending)
        except Exception:
            if not refused:
                raise

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, limit: int) -> None:
        response = error_response(
            413,
            "too_large",
            f"the request body is larger than {limit} bytes, this user's limit (their key's "
            "or token's max_request_bytes, else QW_API_MAX_REQUEST_BYTES)",
        )
        await response(scope, receive, send)


def retry_after(wait_s: float) -> str:
    return str(max(1, math.ceil(wait_s)))
