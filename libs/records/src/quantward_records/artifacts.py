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
    (hash → canonical bytes) those references name.

    Bottom-up: a large value's canonical size is added up from its children's after their own
    large parts moved out; small containers are measured whole and not walked."""
    blobs: dict[str, bytes] = {}
    body = dict(document)
    data = body.get("data")
    if isinstance(data, dict) and len(canonical(data)) >= BLOB_MIN_BYTES:  # (else none is)
        body["data"] = {key: moved_out(item, blobs)[0] for key, item in data.items()}
    return body, blobs


def moved_out(value: JsonValue, blobs: dict[str, bytes]) -> tuple[JsonValue, int]:
    """`value` with its large parts (and itself, if large) moved into `blobs`, and the size of
    what is left in canonical JSON, added up from the children's sizes.

    A container whose whole canonical form is small holds no large part (a part's form is a
    piece of its container's), so it is measured once, in C, and left as it is; only large
    containers are walked."""
    if isinstance(value, dict | list):
        whole = canonical(value)
        if len(whole) < BLOB_MIN_BYTES:
            return value, len(whole)
    if isinstance(value, dict):
        items = {key: moved_out(item, blobs) for key, item in value.items()}
        size = 1 + sum(_size_of(key) + 1 + n + 1 for key, (_, n) in items.items())
        size += 0 if items else 1  # "{}"
        value = {key: item for key, (item, _) in items.items()}
    elif isinstance(value, list):
        parts = [moved_out(item, blobs) for item in value]
        size = 1 + sum(n + 1 for _, n in parts) + (0 if parts else 1)
        value = [item for item, _ in parts]
    elif isinstance(value, str):
        size = _size_of(value)
    else:
        return value, len(canonical(value))
    if size < BLOB_MIN_BYTES:
        return value, size
    raw = canonical(value)
    digest = sha256_hex(raw)
    blobs[digest] = raw
    reference: JsonValue = {BLOB_KEY: digest}
    return reference, _REFERENCE_SIZE


def _size_of(text: str) -> int:
    """Bytes of `text` as a canonical JSON string (quotes and escapes included)."""
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return len(text) + 2
    return len(canonical(text))


#: bytes of a reference in canonical JSON: {"$blob":"<64 hex>"}
_REFERENCE_SIZE: Final = len(canonical({BLOB_KEY: "0" * 64}))


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
