"""The hash chain of a run's record: pure functions, the same for every store.

Each entry's hash covers the previous entry's hash, its position, its event id and the hash of
its stored body, so changing, removing, inserting or reordering any entry breaks every hash
after it. A run's head (entry count and last hash) is kept beside the entries, so dropping the
newest entries is caught too. Bodies refer to artifacts by content hash, so an artifact changed
on disk is caught by its own hash without the chain having to carry its bytes.
"""

from __future__ import annotations

import hashlib
import json
from typing import Final

import orjson
from pydantic import JsonValue

#: the `prev_hash` of a run's first entry
GENESIS: Final = "0" * 64


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def canonical(value: JsonValue) -> bytes:
    """One byte form per JSON value — sorted keys, no spaces, UTF-8 — so equal values hash
    equal wherever they were written. orjson writes it (the recorder serialises every event);
    a value with an integer beyond 64 bits, which orjson refuses, is written by the standard
    library in the same layout."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return text.encode()


def link(prev_hash: str, seq: int, event_id: str, body_sha256: str) -> str:
    """The hash of entry `seq`, chained to the entry before it."""
    return sha256_hex(f"{prev_hash}\n{seq}\n{event_id}\n{body_sha256}".encode())
