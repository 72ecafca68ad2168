"""The AsyncAPI document: complete, internally consistent, and true to what producers emit."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml
from jsonschema import Draft7Validator, FormatChecker

from quantward_contracts import asyncapi, topics
from quantward_contracts.asyncapi import build_document, partition_key_field
from quantward_contracts.codec import DeadLetter, encode_event
from quantward_contracts.events import CATALOGUE, TaskCompleted, TaskDelegated, event_type_tag
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.yaml_text import dump_yaml


@pytest.fixture(scope="module")
def doc() -> dict[str, Any]:
    return build_document()


def _refs(node: object) -> list[str]:
    if isinstance(node, dict):
        found = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return found + [ref for value in node.values() for ref in _refs(value)]
    if isinstance(node, list):
        return [ref for value in node for ref in _refs(value)]
    return []


def _resolve(doc: dict[str, Any], ref: str) -> object:
    assert ref.startswith("#/"), f"only local refs are expected, got {ref}"
    node: object = doc
    for part in ref[2:].split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        assert isinstance(node, dict), f"{ref} does not resolve (at {part!r})"
        assert part in node, f"{ref} does not resolve (at {part!r})"
        node = node[part]
    return node


def _validator(doc: dict[str, Any], schema_name: str) -> Draft7Validator:
    # Refs are document-relative (`#/components/schemas/…`), so validate from a root that holds
    # the components, as an AsyncAPI tool does.
    root = {"$ref": f"#/components/schemas/{schema_name}", "components": doc["components"]}
    return Draft7Validator(root, format_checker=FormatChecker())


def test_it_is_an_asyncapi_3_document(doc: dict[str, Any]) -> None:
    assert doc["asyncapi"].startswith("3.0.")
    assert doc["info"]["title"]
    assert doc["info"]["version"]
    assert set(doc) >= {"channels", "operations", "components"}


def test_every_catalogue_type_is_a_message_on_its_topics_channel(doc: dict[str, Any]) -> None:
    messages = doc["components"]["messages"]
    channels_by_address = {c["address"]: c for c in doc["channels"].values()}
    for cls in CATALOGUE:
        message = messages[cls.__name__]
        assert message["name"] == event_type_tag(cls)
        assert message["summary"]
        assert message["title"]
        assert message["payload"] == {"$ref": f"#/components/schemas/{cls.__name__}"}
        assert cls.__name__ in channels_by_address[cls.TOPIC]["messages"], cls.TOPIC


def test_every_topic_is_a_channel_and_every_message_sits_on_one(doc: dict[str, Any]) -> None:
    assert [c["address"] for c in doc["channels"].values()] == list(topics.ALL)
    placed = [name for c in doc["channels"].values() for name in c["messages"]]
    assert sorted(placed) == sorted(doc["components"]["messages"])
    dead = next(c for c in doc["channels"].values() if c["address"] == topics.DEAD_LETTER)
    assert list(dead["messages"]) == ["DeadLetter"]


def test_operations_send_each_channels_messages(doc: dict[str, Any]) -> None:
    for channel_id, channel in doc["channels"].items():
        operation = doc["operations"][f"publish_{channel_id}"]
        assert operation["action"] == "send"
        assert operation["channel"] == {"$ref": f"#/channels/{channel_id}"}
        assert [m["$ref"].rsplit("/", 1)[1] for m in operation["messages"]] == list(
            channel["messages"]
        )


def test_every_ref_resolves(doc: dict[str, Any]) -> None:
    refs = _refs(doc)
    assert len(refs) > 100
    for ref in refs:
        _resolve(doc, ref)


def test_schemas_are_deduplicated_and_sorted(doc: dict[str, Any]) -> None:
    schemas = doc["components"]["schemas"]
    assert list(schemas) == sorted(schemas)
    assert "Citation" in schemas
    assert "$defs" not in json.dumps(doc)


def test_payload_schemas_require_every_field_because_producers_emit_every_field(
    doc: dict[str, Any],
) -> None:
    schema = doc["components"]["schemas"]["TaskDelegated"]
    assert set(schema["required"]) == set(TaskDelegated.model_fields)
    assert schema["properties"]["type"]["const"] == "task.delegated.v1"
    assert schema["additionalProperties"] is False


def test_id_fields_publish_their_pattern(doc: dict[str, Any]) -> None:
    task_id = doc["components"]["schemas"]["TaskDelegatedData"]["properties"]["task_id"]
    assert task_id["pattern"].startswith("^tsk_")


@pytest.mark.parametrize("cls", CATALOGUE, ids=event_type_tag)
def test_an_example_of_each_type_validates_against_its_payload_schema(
    doc: dict[str, Any], cls: type
) -> None:
    event = EXAMPLES[event_type_tag(cls)]
    wire = json.loads(encode_event(event))
    errors = list(_validator(doc, cls.__name__).iter_errors(wire))
    assert not errors, [f"{list(e.absolute_path)}: {e.message}" for e in errors]
    # and the document shows exactly that wire form as the example
    assert doc["components"]["messages"][cls.__name__]["examples"][0]["payload"] == wire


def test_a_dead_letter_validates_against_its_schema(doc: dict[str, Any]) -> None:
    payload, encoding = DeadLetter.wrap_payload(b"\xff not json")
    letter = DeadLetter(
        reason="malformed",
        error="payload is not UTF-8 JSON",
        error_type="EventDecodeError",
        original_topic=topics.RUNS,
        payload=payload,
        payload_encoding=encoding,
        consumer_group="orchestrator",
        handler="quantward_orchestrator.handlers.on_run_requested",
        attempts=0,
    )
    wire = json.loads(letter.model_dump_json())
    assert not list(_validator(doc, "DeadLetter").iter_errors(wire))


def test_the_schema_rejects_what_the_contract_rejects(doc: dict[str, Any]) -> None:
    wire = json.loads(encode_event(EXAMPLES["task.delegated.v1"]))
    validator = _validator(doc, "TaskDelegated")
    wrong_prefix = {**wire, "data": {**wire["data"], "task_id": "src_01jfx3kb1deliveries000000"}}
    assert not validator.is_valid(wrong_prefix)
    assert not validator.is_valid({**wire, "surprise": 1})
    assert not validator.is_valid({k: v for k, v in wire.items() if k != "producer"})
    assert not validator.is_valid({**wire, "type": "task.completed.v1"})


def test_message_keys_follow_each_events_partition_key(doc: dict[str, Any]) -> None:
    messages = doc["components"]["messages"]
    assert partition_key_field(TaskDelegated) == "data.task_id"
    assert partition_key_field(TaskCompleted) == "data.task_id"
    assert "`data.task_id`" in messages["TaskDelegated"]["bindings"]["kafka"]["key"]["description"]
    run_key = messages["RunRequested"]["bindings"]["kafka"]["key"]["description"]
    assert run_key.startswith("`run_id`")
    for cls in CATALOGUE:
        example = EXAMPLES[event_type_tag(cls)]
        field = partition_key_field(cls)
        if field is None:
            continue
        value: Any = example
        for part in field.split("."):
            value = getattr(value, part)
        assert value == example.partition_key(), cls.__name__


def test_a_type_without_example_is_refused_with_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        asyncapi, "EXAMPLES", {k: v for k, v in EXAMPLES.items() if k != "run.requested.v1"}
    )
    with pytest.raises(ValueError, match=r"no example for run\.requested\.v1: add one"):
        build_document()


def test_the_document_is_deterministic_and_its_yaml_is_the_same_data(doc: dict[str, Any]) -> None:
    again = build_document()
    assert json.dumps(again) == json.dumps(doc)
    assert yaml.safe_load(dump_yaml(doc)) == doc


def test_examples_cover_the_whole_catalogue() -> None:
    assert sorted(EXAMPLES) == sorted(event_type_tag(cls) for cls in CATALOGUE)
