"""Per-user request-size limits, and the `Retry-After` of a rate-limited request.

The rate limit itself is a token bucket per user in a `RateLimiter` store (`rate_limits.py`);
an open event stream counts once, when it is opened. The size limit is the
sender's (their own, else `api_max_request_bytes`), found before the body is read; it is
checked on `Content-Length` and again on the bytes that actually arrive, so a chunked upload
cannot pass it.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from quantward_api.errors import error_response

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
