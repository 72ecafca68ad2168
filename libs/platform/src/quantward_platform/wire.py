"""The gateway's wire format: length-prefixed JSON frames over one unix socket.

A frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON (one object).
Small on purpose: the in-sandbox client (`quantward_platform.sandbox`) speaks it with the standard
library only, and the gateway (`quantward_gateway`) with asyncio streams, so neither side needs a
framework and a call costs one write and one read. Frames above `MAX_FRAME` are refused before
they are read, so a runaway result or a hostile request cannot exhaust the other side's memory.

A request is `{"id": n, "capability": name, "args": {...}}`; a reply is
`{"id": n, "ok": true, "result": {...}}` or `{"id": n, "ok": false, "error": {"kind", "message"}}`.
Identity never travels in a frame: the gateway knows who is calling from the socket itself.
"""

from __future__ import annotations

import json
import struct
from typing import Any, Final

#: the default path of the gateway socket inside the sandbox
SOCKET_PATH: Final = "/run/quantward/gateway.sock"
#: in a Pod, the environment variable naming the descriptor of the connection the launcher opened
#: (and authenticated with the execution's one-time token) before the code started
FD_VARIABLE: Final = "QW_GATEWAY_FD"
#: the largest frame either side accepts (a chart PNG or a long price table fits)
MAX_FRAME: Final = 32 * 1024 * 1024
HEADER: Final = struct.Struct(">I")


class FrameError(ValueError):
    """A frame that is too large or not a JSON object."""


def encode(message: dict[str, Any]) -> bytes:
    """One frame: the header and the compact JSON body."""
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False, default=str).encode()
    if len(body) > MAX_FRAME:
        raise FrameError(f"frame of {len(body)} bytes exceeds MAX_FRAME ({MAX_FRAME})")
    return HEADER.pack(len(body)) + body


def body_length(header: bytes) -> int:
    """The body length a header announces; `FrameError` above `MAX_FRAME`."""
    (length,) = HEADER.unpack(header)
    if length > MAX_FRAME:
        raise FrameError(f"frame of {length} bytes exceeds MAX_FRAME ({MAX_FRAME})")
    return int(length)


def decode(body: bytes) -> dict[str, Any]:
    """The JSON object of a frame body; `FrameError` for anything else."""
    try:
        message = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise FrameError(f"frame is not JSON: {exc}") from exc
    if not isinstance(message, dict):
        raise FrameError(f"frame must be a JSON object, got {type(message).__name__}")
    return message
