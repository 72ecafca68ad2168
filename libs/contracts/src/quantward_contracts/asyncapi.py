"""The AsyncAPI 3.0 document of quantward's events, built from the code that defines them.

Downstream consumers (a risk system reading released answers, a warehouse loading run events)
read this document, not our Python. Building it from `CATALOGUE`, `topics` and the pydantic models
means it cannot drift from what producers send: `make events-check` fails CI when the committed
copy is stale, and tests validate every example event against the published schema.

Payload schemas describe the wire form that producers emit (`encode_event`): every field is
present (absent values are `null`), so they mark every field required. Output is deterministic:
channels follow `topics.ALL`, messages follow the catalogue, and components are sorted by name.

This module only builds data; rendering to files lives with the caller (the `quantward events`
command), and it never needs a YAML package (see `yaml_text`).
"""

from __future__ import annotations

import inspect
import json
from importlib import metadata
from typing import Any, Final

from pydantic import BaseModel
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaMode, models_json_schema
from pydantic_core import core_schema

from quantward_contracts import topics
from quantward_contracts.codec import DeadLetter
from quantward_contracts.envelope import Event
from quantward_contracts.events import CATALOGUE, event_type_tag
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.principals import EVENT_RULES, VERIFIED_TYPES

ASYNCAPI_VERSION: Final = "3.0.0"
KAFKA_BINDING_VERSION: Final = "0.5.0"
SCHEMA_REF: Final = "#/components/schemas/{model}"
DEAD_LETTER_MESSAGE: Final = "DeadLetter"

_DESCRIPTION: Final = """\
Every event quantward publishes, for services and downstream consumers.

**Envelope.** All events share one envelope (`event_id`, `type`, `run_id`, `time`, `producer`,
`causation_id`, `entity_ids`, `source_refs`) and carry their own payload in `data`. `type` is a
literal, versioned tag (`task.completed.v1`) that selects the payload schema; a breaking change
is a new tag (`….v2`), never an edit of a published one.

**Ordering.** Each message's Kafka key is its partition key (see each message's `key` binding):
the run id for most events, so everything one run does on a topic stays in order.

**Delivery.** At least once. Consumers deduplicate on `event_id` and commit after their handler
succeeded. A message that cannot be decoded or handled after bounded retries is published to the
dead-letter channel with the reason and the original payload; it is never dropped silently.

**Ids** are prefixed by kind (`run_…`, `ent_…`, `src_…`); the schemas give each id's pattern.

**Audiences.** Every channel and message is tagged `public` or `internal` (and says so in
`x-audience`). Public channels (`quantward.public.…`) are what downstream consumers may subscribe
to: runs, decisions, released answers, citations and sources' metadata, entities, the
conversation. Internal channels (`quantward.internal.…`) carry drafts, model calls, private
reasoning, tool payloads and task traffic; a deployment's ACLs grant them only to the platform's
own services.

**Producer identity.** `principal` names the deployment identity that produced an event and
`signature` is its Ed25519 signature over the bytes published before it, the object's last
member (ADR 0016, ADR 0026). Each message lists the principals allowed to produce it
(`x-producers`); a consumer of a reply marked `x-verified: true` accepts it only with a valid
signature of one of them.
"""

_RUN_KEY: Final = (
    "`run_id`, so a run's events stay in order; for an event outside any run the first of "
    "`entity_ids`, else `event_id`."
)


class _WireSchema(GenerateJsonSchema):
    """JSON Schema of the serialised form: fields with defaults are always emitted, so required."""

    def field_is_required(
        self,
        field: core_schema.ModelField | core_schema.DataclassField | core_schema.TypedDictField,
        total: bool,
    ) -> bool:
        if self.mode == "serialization":
            return field.get("serialization_exclude_if") is None
        return super().field_is_required(field, total)


def _models() -> list[type[BaseModel]]:
    return [*CATALOGUE, DeadLetter]


def build_schemas() -> dict[str, Any]:
    """Every payload schema and the models they use, by name, deduplicated, sorted by name."""
    mode: JsonSchemaMode = "serialization"
    _, top = models_json_schema(
        [(model, mode) for model in _models()],
        ref_template=SCHEMA_REF,
        schema_generator=_WireSchema,
    )
    schemas: dict[str, Any] = top.get("$defs", {})
    for cls in CATALOGUE:
        tag = event_type_tag(cls)
        prop = schemas[cls.__name__]["properties"]["type"]
        # Subclasses pin `type` without repeating the envelope's field description.
        prop["description"] = f"The event type; always `{tag}` for this message."
    return dict(sorted(schemas.items()))


def _title(cls: type) -> str:
    """`ClarificationRequested` → `Clarification requested`."""
    words: list[str] = []
    for ch in cls.__name__:
        if ch.isupper() and words:
            words.append(" ")
        words.append(ch.lower() if ch.isupper() and words else ch)
    return "".join(words)


def _docstring(cls: type) -> tuple[str, str]:
    """(summary, rest) of the class's own docstring; a message without one is an error."""
    doc = inspect.getdoc(cls) if "__doc__" in vars(cls) and cls.__doc__ else None
    if not doc:
        raise ValueError(
            f"{cls.__module__}.{cls.__name__} has no docstring; the AsyncAPI document uses it as "
            "the message summary, so write one sentence saying what the event means"
        )
    summary, _, rest = doc.partition("\n")
    return summary.strip(), rest.strip()


def example_of(cls: type[Event]) -> Event:
    """The documented example of `cls`; a catalogue type without one is an error."""
    tag = event_type_tag(cls)
    example = EXAMPLES.get(tag)
    if example is None:
        raise ValueError(
            f"no example for {tag}: add one to quantward_contracts/examples.py "
            "(the AsyncAPI document shows one per event type)"
        )
    return example


def partition_key_field(cls: type[Event]) -> str | None:
    """The field an overridden `partition_key()` returns (`data.task_id`); None for the run key.

    Found by matching the example's key against its fields, so the document follows the code
    without a second place to maintain.
    """
    if cls.partition_key is Event.partition_key:
        return None
    example = example_of(cls)
    key = example.partition_key()
    data = example.data
    candidates = [
        *(f"data.{name}" for name in type(data).model_fields if getattr(data, name) == key),
        *(name for name in ("run_id", "event_id") if getattr(example, name) == key),
    ]
    if len(candidates) != 1:
        raise ValueError(
            f"{cls.__name__}.partition_key() is overridden, and the key of its example "
            f"({key!r}) matches {candidates or 'no field'}; give the example a distinct value "
            "in the key field so the document can name it"
        )
    return candidates[0]


def key_description(cls: type[Event]) -> str:
    """How a message of `cls` is keyed, in words."""
    field = partition_key_field(cls)
    if field is None:
        return _RUN_KEY
    return f"`{field}` (this event type overrides the run key)."


def _example_payload(event: Event) -> Any:
    return json.loads(event.model_dump_json())


def _event_message(cls: type[Event]) -> dict[str, Any]:
    tag = event_type_tag(cls)
    summary, rest = _docstring(cls)
    rule = EVENT_RULES[tag]
    producers = ", ".join(f"`{p}`" for p in rule.producers)
    description = (
        f"Published on `{cls.TOPIC}` with `type: {tag}`.\n\n"
        f"Audience: **{rule.audience}**: {rule.why}. Produced by: {producers}."
    )
    if tag in VERIFIED_TYPES:
        description += " Consumers accept it only signed by one of them."
    if rest:
        description = f"{rest}\n\n{description}"
    example = example_of(cls)
    return {
        "name": tag,
        "title": _title(cls),
        "summary": summary,
        "description": description,
        "contentType": "application/json",
        "tags": [{"name": rule.audience}],
        "x-audience": rule.audience,
        "x-producers": list(rule.producers),
        "x-verified": tag in VERIFIED_TYPES,
        "payload": {"$ref": SCHEMA_REF.format(model=cls.__name__)},
        "correlationId": {
            "description": "The run the event belongs to (null outside any run).",
            "location": "$message.payload#/run_id",
        },
        "bindings": {
            "kafka": {
                "key": {"type": "string", "description": key_description(cls)},
                "bindingVersion": KAFKA_BINDING_VERSION,
            }
        },
        "examples": [{"name": tag, "summary": summary, "payload": _example_payload(example)}],
    }


def _dead_letter_message() -> dict[str, Any]:
    summary, _ = _docstring(DeadLetter)
    return {
        "name": "dead_letter",
        "title": "Dead letter",
        "summary": summary,
        "description": (
            "Published by a consumer that could not decode a message (`malformed`, "
            "`unknown_type`, `invalid`), whose producer it refused (`refused_producer`: a reply "
            "not signed by a principal allowed to produce it) or whose handler failed after "
            "every retry (`handler_failed`). `payload` holds the original bytes, so the message "
            "can be re-published once the cause is fixed."
        ),
        "contentType": "application/json",
        "tags": [{"name": "internal"}],
        "x-audience": "internal",
        "payload": {"$ref": SCHEMA_REF.format(model=DeadLetter.__name__)},
        "bindings": {
            "kafka": {
                "key": {
                    "type": "string",
                    "description": "The original message's key (`original_key`), so a run's "
                    "dead letters stay in order.",
                },
                "bindingVersion": KAFKA_BINDING_VERSION,
            }
        },
    }


def channel_ids() -> dict[str, str]:
    """Topic → channel id, the name of its constant in `topics` (`quantward.public.runs.v1` →
    `runs`)."""
    names = {
        value: name.lower()
        for name, value in vars(topics).items()
        if name.isupper() and isinstance(value, str)
    }
    missing = [topic for topic in topics.ALL if topic not in names]
    if missing:
        raise ValueError(
            f"topics.ALL lists {missing} without a constant in quantward_contracts.topics"
        )
    return {topic: names[topic] for topic in topics.ALL}


def messages_by_topic() -> dict[str, list[str]]:
    """Topic → message names (catalogue order; the dead-letter topic carries `DeadLetter`)."""
    by_topic: dict[str, list[str]] = {topic: [] for topic in topics.ALL}
    for cls in CATALOGUE:
        if cls.TOPIC not in by_topic:
            raise ValueError(
                f"{cls.__name__}.TOPIC is {cls.TOPIC!r}, which is not in topics.ALL; "
                "add the topic to quantward_contracts.topics"
            )
        by_topic[cls.TOPIC].append(cls.__name__)
    by_topic[topics.DEAD_LETTER].append(DEAD_LETTER_MESSAGE)
    return by_topic


def build_document() -> dict[str, Any]:
    """The AsyncAPI 3.0 document as JSON-compatible data."""
    ids = channel_ids()
    by_topic = messages_by_topic()
    channels: dict[str, Any] = {}
    operations: dict[str, Any] = {}
    for topic, channel_id in ids.items():
        names = by_topic[topic]
        audience = topics.audience_of(topic)
        channels[channel_id] = {
            "address": topic,
            "title": channel_id.replace("_", " ").capitalize(),
            "description": f"{topics.DESCRIPTIONS.get(topic, '')} Audience: {audience}.",
            "tags": [{"name": audience}],
            "x-audience": audience,
            "messages": {name: {"$ref": f"#/components/messages/{name}"} for name in names},
            "bindings": {"kafka": {"topic": topic, "bindingVersion": KAFKA_BINDING_VERSION}},
        }
        operations[f"publish_{channel_id}"] = {
            "action": "send",
            "channel": {"$ref": f"#/channels/{channel_id}"},
            "summary": f"quantward publishes to {topic}.",
            "messages": [{"$ref": f"#/channels/{channel_id}/messages/{name}"} for name in names],
        }
    messages: dict[str, Any] = {cls.__name__: _event_message(cls) for cls in CATALOGUE}
    messages[DEAD_LETTER_MESSAGE] = _dead_letter_message()
    return {
        "asyncapi": ASYNCAPI_VERSION,
        "info": {
            "title": "quantward events",
            "version": metadata.version("quantward-contracts"),
            "description": _DESCRIPTION,
        },
        "defaultContentType": "application/json",
        "servers": {
            "kafka": {
                "host": "{bootstrap}",
                "protocol": "kafka",
                "description": "The Apache Kafka cluster of a distributed deployment. In embedded "
                "mode the same events flow on the in-process bus.",
                "variables": {
                    "bootstrap": {
                        "default": "localhost:9092",
                        "description": "Bootstrap servers (the `QW_KAFKA_BOOTSTRAP` setting).",
                    }
                },
            }
        },
        "channels": channels,
        "operations": operations,
        "components": {
            "messages": dict(sorted(messages.items())),
            "schemas": build_schemas(),
        },
    }
