"""Bytes ↔ events, and the dead-letter record.

`decode_event` is the single entry point from the wire. It never raises anything but
:class:`EventDecodeError`, whose `reason` and `message` go verbatim into the dead-letter record, so
the person reading the dead-letter topic sees *which field* was wrong and *why*.
"""

from __future__ import annotations

import base64
import json
import re
from datetime import datetime
from typing import Any, Final, Literal

from pydantic import Field, ValidationError

from quantward_contracts.envelope import Event, Frozen, utc_now
from quantward_contracts.events import EVENT_ADAPTER, EVENT_TYPES, AnyEvent
from quantward_contracts.ids import new_id

DecodeFailure = Literal["malformed", "unknown_type", "invalid"]
DeadLetterReason = Literal[
    "malformed", "unknown_type", "invalid", "refused_producer", "handler_failed"
]

_MAX_ERRORS_SHOWN: Final = 5


class EventDecodeError(ValueError):
    """Bytes that are not a valid event of the v1 catalogue."""

    def __init__(
        self,
        reason: DecodeFailure,
        message: str,
        *,
        event_id: str | None = None,
        type_: str | None = None,
    ) -> None:
        super().__init__(message)
        self.reason: DecodeFailure = reason
        self.message = message
        self.event_id = event_id
        self.event_type = type_


def encode_event(event: Event) -> bytes:
    """Serialise an event to its wire form (UTF-8 JSON)."""
    return event.model_dump_json().encode()


#: how the signature travels: the last member of the event's JSON object, compact (ADR 0026)
SIGNATURE_MEMBER: Final = b',"signature":"'
_BASE64: Final = re.compile(rb"[A-Za-z0-9+/]*={0,2}")


def with_signature(signed: bytes, signature: str) -> bytes:
    """The event as published: `signed` (the event's compact JSON object without `signature`,
    exactly the bytes that were signed) with `"signature":"<base64>"` appended as its last
    member. Nothing is parsed or serialised again (ADR 0026)."""
    return b"".join((signed[:-1], SIGNATURE_MEMBER, signature.encode("ascii"), b'"}'))


def split_signature(raw: bytes) -> tuple[bytes, str] | None:
    """The bytes that were signed and the base64 signature of an event as published, or None
    when its JSON object does not end with a `"signature":"<base64>"` member.

    The inverse of :func:`with_signature`, on bytes alone: a JSON string cannot hold an
    unescaped `"`, and base64 holds neither `"` nor `}`, so the one place the member can sit is
    the very end of the top-level object, and everything before it is covered by the
    signature."""
    if not raw.endswith(b'"}'):
        return None
    at = raw.rfind(SIGNATURE_MEMBER)
    if at < 0:
        return None
    signature = raw[at + len(SIGNATURE_MEMBER) : -2]
    if _BASE64.fullmatch(signature) is None:
        return None
    return raw[:at] + b"}", signature.decode("ascii")


def _describe(errors: list[Any]) -> str:
    parts = []
    for err in errors[:_MAX_ERRORS_SHOWN]:
        loc = ".".join(str(p) for p in err["loc"][1:] if p != "function-after") or "(event)"
        if err["type"] == "missing":
            parts.append(f"field {loc}: {err['msg']}")
            continue
        got = err.get("input")
        shown = repr(got) if not isinstance(got, dict | list) else type(got).__name__
        parts.append(f"field {loc}: {err['msg']} (got {shown[:80]})")
    more = len(errors) - _MAX_ERRORS_SHOWN
    if more > 0:
        parts.append(f"and {more} more error(s)")
    return "; ".join(parts)


def decode_event(raw: bytes | str) -> AnyEvent:
    """Parse and validate one event; raise :class:`EventDecodeError` with a readable reason.

    A valid event is parsed once, by the validator; only a failure is parsed again to say
    which field was wrong (every consumer decodes every event it reads)."""
    try:
        return EVENT_ADAPTER.validate_json(raw)
    except ValidationError:
        pass
    try:
        document = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise EventDecodeError("malformed", f"payload is not UTF-8 JSON: {exc}") from None
    if not isinstance(document, dict):
        raise EventDecodeError(
            "malformed", f"payload is JSON {type(document).__name__}, expected an event object"
        )
    type_ = document.get("type")
    event_id = document.get("event_id") if isinstance(document.get("event_id"), str) else None
    if not isinstance(type_, str):
        raise EventDecodeError("malformed", "payload has no string field 'type'", event_id=event_id)
    if type_ not in EVENT_TYPES:
        known = ", ".join(sorted(EVENT_TYPES))
        raise EventDecodeError(
            "unknown_type",
            f"unknown event type {type_!r}; this consumer knows: {known}",
            event_id=event_id,
            type_=type_,
        )
    try:
        return EVENT_ADAPTER.validate_json(raw)
    except ValidationError as exc:
        raise EventDecodeError(
            "invalid",
            f"{type_} is invalid: {_describe(exc.errors())}",
            event_id=event_id,
            type_=type_,
        ) from None


def peek_event_type(raw: bytes | str) -> str | None:
    """The `type` tag of a payload without validating it; None if there is no readable tag.

    Lets a consumer skip event types it does not handle before paying for (or failing) their
    validation: a group is responsible only for the messages it would have handled.
    """
    try:
        document = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    type_ = document.get("type") if isinstance(document, dict) else None
    return type_ if isinstance(type_, str) else None


class DeadLetter(Frozen):
    """A message no consumer could process: the original bytes plus why, for a person to act on."""

    dead_letter_id: str = Field(
        default_factory=lambda: new_id("dlq"), description="Unique id of this dead-letter record."
    )
    reason: DeadLetterReason = Field(
        description="Category of the failure (`refused_producer`: a reply whose signed principal "
        "may not produce its type, or whose signature is missing or wrong)."
    )
    error: str = Field(description="What went wrong, in words a person understands.")
    error_type: str = Field(description="Exception class, e.g. `ValueError`.")
    original_topic: str
    original_partition: int | None = None
    original_offset: int | None = None
    original_key: str | None = None
    payload: str = Field(description="The original payload (UTF-8 text, or base64 if binary).")
    payload_encoding: Literal["utf-8", "base64"] = "utf-8"
    event_id: str | None = Field(default=None, description="The event id, if it could be read.")
    event_type: str | None = Field(default=None, description="The event type, if it could be read.")
    consumer_group: str
    handler: str = Field(description="Qualified name of the handler that gave up.")
    attempts: int = Field(ge=0, description="Handler attempts made (0 when undecodable).")
    traceback: str | None = None
    failed_at: datetime = Field(default_factory=utc_now)

    @staticmethod
    def wrap_payload(raw: bytes) -> tuple[str, Literal["utf-8", "base64"]]:
        """Keep the original bytes intact: as text when they are UTF-8, else base64."""
        try:
            return raw.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            return base64.b64encode(raw).decode("ascii"), "base64"

    def original_bytes(self) -> bytes:
        """The payload exactly as it arrived, e.g. to re-publish after a fix."""
        if self.payload_encoding == "base64":
            return base64.b64decode(self.payload)
        return self.payload.encode("utf-8")
