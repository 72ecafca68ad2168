"""quantward's wire contract: the event envelope, the v1 catalogue, typed ids and topics."""

from quantward_contracts import topics
from quantward_contracts.codec import DeadLetter, EventDecodeError, decode_event, encode_event
from quantward_contracts.envelope import Event, Frozen, SourceRef, utc_now
from quantward_contracts.events import (
    CATALOGUE,
    EVENT_ADAPTER,
    EVENT_TYPES,
    AnyEvent,
    event_type_tag,
    topics_of,
)
from quantward_contracts.ids import derived_id, new_id, reply_id

__all__ = [
    "CATALOGUE",
    "EVENT_ADAPTER",
    "EVENT_TYPES",
    "AnyEvent",
    "DeadLetter",
    "Event",
    "EventDecodeError",
    "Frozen",
    "SourceRef",
    "decode_event",
    "derived_id",
    "encode_event",
    "event_type_tag",
    "new_id",
    "reply_id",
    "topics",
    "topics_of",
    "utc_now",
]
