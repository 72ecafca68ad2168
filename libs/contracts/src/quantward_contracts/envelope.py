"""The one envelope every event travels in.

An event is a fact (past tense, `run.completed.v1`) or a command (imperative,
`entity.resolve.requested.v1`) about one run. The envelope carries what every consumer needs
without reading `data`: which run, which entities and sources it concerns, what caused it, who
produced it. Each concrete event subclasses :class:`Event`, pins `type` to a literal versioned tag
and declares its own strict, frozen `data` model. A breaking change to `data` is a new tag
(`….v2`), never an edit of `….v1`.
"""

from __future__ import annotations

import builtins
from datetime import UTC, datetime
from typing import Any, ClassVar

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field

from quantward_contracts.ids import ChunkId, EntityId, EventId, RunId, SourceId, new_id, reply_id


class Frozen(BaseModel):
    """Base of every wire model: strict types, immutable, unknown fields rejected.

    Strict so that a producer bug ("12" for 12) fails at the producer, not three services later;
    extra fields are rejected so a typo in a field name is an error instead of silently dropped
    data.
    """

    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")


def utc_now() -> datetime:
    """The current time, timezone-aware in UTC (naive datetimes are rejected on the wire)."""
    return datetime.now(UTC)


class SourceRef(Frozen):
    """A pointer to a registered source, optionally to one chunk of it."""

    source_id: SourceId = Field(description="The registered source (`src_…`).")
    chunk_id: ChunkId | None = Field(
        default=None, description="The chunk inside the source, when the reference is that precise."
    )


class Event(Frozen):
    """The envelope. Subclasses pin `type`, set `TOPIC` and define `data`."""

    #: topic the event is published to (a constant from `quantward_contracts.topics`)
    TOPIC: ClassVar[str]

    event_id: EventId = Field(
        default_factory=lambda: new_id("evt"),
        description="Unique id of this event; consumers deduplicate on it.",
    )
    type: str = Field(description="Literal, versioned event tag, e.g. `task.completed.v1`.")
    run_id: RunId | None = Field(
        default=None,
        description="The run this event belongs to, and the partition key of most events (task "
        "events are keyed by task so researchers share a run's tasks). None only for events "
        "outside any run (e.g. an entity resolved for a CLI call).",
    )
    time: AwareDatetime = Field(
        default_factory=utc_now, description="When the producer created the event (UTC)."
    )
    producer: str = Field(
        min_length=1, description="Service (and instance) that produced the event, e.g. `resolver`."
    )
    causation_id: EventId | None = Field(
        default=None, description="The event that caused this one, for tracing and replay."
    )
    entity_ids: tuple[EntityId, ...] = Field(
        default=(), description="Resolved entities (`ent_…`) this event concerns."
    )
    source_refs: tuple[SourceRef, ...] = Field(
        default=(), description="Registered sources this event cites or concerns."
    )
    traceparent: str | None = Field(
        default=None,
        pattern=r"^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$",
        description="W3C trace context (`traceparent`) of the span that produced this event, so "
        "the consumer's work joins the same trace; None when the producer does not trace.",
    )
    tracestate: str | None = Field(
        default=None, description="W3C `tracestate` travelling with `traceparent`, if any."
    )
    data: Any = Field(description="The event's payload; its model depends on `type`.")
    principal: str | None = Field(
        default=None,
        description="The deployment identity that produced and signed the event (`guardian`, "
        "`researcher`…; one per service, not per instance), or None when unsigned. Consumers of "
        "a reply accept it only from a principal allowed to produce its type (ADR 0016).",
    )
    signature: str | None = Field(
        default=None,
        description="Ed25519 signature by `principal`'s key, base64, over the event's JSON as "
        "published up to this member (closed with `}`): always the object's last member, written "
        "compactly (`quantward_contracts.codec.split_signature`, ADR 0026); None when unsigned.",
    )

    def partition_key(self) -> str:
        """The key that keeps related events in order: the run, else the entity, else itself."""
        if self.run_id is not None:
            return self.run_id
        if self.entity_ids:
            return self.entity_ids[0]
        return self.event_id

    def caused(self, **fields: Any) -> dict[str, Any]:
        """Envelope fields for an event caused by this one (same run, causation set)."""
        return {"run_id": self.run_id, "causation_id": self.event_id, **fields}

    def replied(self, reply_type: builtins.type[Event], **fields: Any) -> dict[str, Any]:
        """Envelope fields of the one reply of `reply_type` to this command: caused by it, with
        an event id derived from this event's id and the reply's type, so answering a command
        delivered twice publishes a duplicate (dropped by event id), never a second answer."""
        tag = reply_type.model_fields["type"].default
        return self.caused(event_id=reply_id(self.event_id, str(tag)), **fields)
