"""Ports for tests that need nobody listening on them."""

from __future__ import annotations

import socket


def closed_port() -> int:
    """A loopback port nobody listens on: bound once to find it free, then closed again, so a
    connection there is refused (a database that is down)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
