"""Artifacts stored once by content hash: large values of an event move out of its body.

An answer, a contract, a source's content or a computation is often carried by several events of
a run (the draft and the release, the proposal and the review bundle, the registration and the
task that cites it). Bottom-up, every string, list or object inside an event's `data` whose
canonical JSON is at least `BLOB_MIN_BYTES` long is replaced by `{"$blob": <sha256>}` and stored
once under that hash; equal values anywhere share one blob. `hydrate` puts them back, so the
stored event is exactly the published one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final

from pydantic import JsonValue

from quantward_records.chain import canonical, sha256_hex

#: values at least this long (canonical JSON bytes) are stored as artifacts
BLOB_MIN_BYTES: Final = 1024
#: the key of an artifact reference in a stored body (no event field has this name)
BLOB_KEY: Final = "$blob"


class MissingArtifactError(LookupError):
    """A stored body refers to an artifact the store does not have (deleted or never written)."""

    def __init__(self, sha256: str) -> None:
        self.sha256 = sha256
        super().__init__(f"artifact {sha256} is missing")


def dehydrate(document: dict[str, JsonValue]) -> tuple[dict[str, JsonValue], dict[str, bytes]]:
    """The event's JSON with its large `data` values replaced by references, and the artifacts
    (hash → canonical bytes) those references name."""
    blobs: dict[str, bytes] = {}

    def out(value: JsonValue) -> JsonValue:
        if isinstance(value, dict):
            value = {key: out(item) for key, item in value.items()}
        elif isinstance(value, list):
            value = [out(item) for item in value]
        elif not isinstance(value, str):
            return value
        raw = canonical(value)
        if len(raw) < BLOB_MIN_BYTES:
            return value
        digest = sha256_hex(raw)
        blobs[digest] = raw
        return {BLOB_KEY: digest}

    body = dict(document)
    if "data" in body:
        data = body["data"]
        if isinstance(data, dict):
            body["data"] = {key: out(item) for key, item in data.items()}
    return body, blobs


def blob_ref(value: JsonValue) -> str | None:
    """The artifact hash if `value` is a reference, else None."""
    if isinstance(value, dict) and len(value) == 1:
        ref = value.get(BLOB_KEY)
        if isinstance(ref, str):
            return ref
    return None


def references(value: JsonValue) -> Iterator[str]:
    """Every artifact hash `value` refers to directly (not those inside the artifacts)."""
    ref = blob_ref(value)
    if ref is not None:
        yield ref
    elif isinstance(value, dict):
        for item in value.values():
            yield from references(item)
    elif isinstance(value, list):
        for item in value:
            yield from references(item)


def hydrate(body: JsonValue, blob: Callable[[str], bytes | None]) -> JsonValue:
    """`body` with every reference replaced by its artifact (recursively);
    `MissingArtifactError` names the first one the store lacks."""
    import json

    ref = blob_ref(body)
    if ref is not None:
        raw = blob(ref)
        if raw is None:
            raise MissingArtifactError(ref)
        inner: JsonValue = json.loads(raw)
        return hydrate(inner, blob)
    if isinstance(body, dict):
        return {key: hydrate(item, blob) for key, item in body.items()}
    if isinstance(body, list):
        return [hydrate(item, blob) for item in body]
    return body
