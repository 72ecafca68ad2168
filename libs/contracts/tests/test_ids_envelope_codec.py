"""Ids, the envelope's rules and decoding errors a person can act on."""

from __future__ import annotations

import json
import time

import pytest
from pydantic import ValidationError

from quantward_contracts import EVENT_TYPES, EventDecodeError, decode_event, encode_event, new_id
from quantward_contracts.codec import peek_event_type
from quantward_contracts.events import (
    BusProbe,
    BusProbeData,
    RunCompleted,
    RunCompletedData,
    TaskDelegated,
    TaskDelegatedData,
)


def test_new_ids_carry_their_kind_and_sort_by_creation_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = time.time_ns()
    monkeypatch.setattr(time, "time_ns", lambda: now)
    first = new_id("run")
    monkeypatch.setattr(time, "time_ns", lambda: now + 1_000_000)  # one millisecond later
    second = new_id("run")
    assert first.startswith("run_")
    assert len(first) == 4 + 26
    assert first < second


def test_an_unknown_id_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown id prefix 'xyz'"):
        new_id("xyz")


def test_an_id_of_the_wrong_kind_is_refused_with_what_was_expected() -> None:
    with pytest.raises(ValidationError, match="expected the id of a research run, like 'run_…'"):
        RunCompleted(producer="t", run_id="src_abc123", data=RunCompletedData(status="failed"))


def test_events_are_frozen_and_strict() -> None:
    event = RunCompleted(producer="t", data=RunCompletedData(status="succeeded"))
    with pytest.raises(ValidationError, match="frozen"):
        event.producer = "someone else"  # type: ignore[misc]
    with pytest.raises(ValidationError, match="valid integer"):
        BusProbeData(key="k", seq="3", sent_at_ns=0)  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
        RunCompletedData(status="succeeded", colour="blue")  # type: ignore[call-arg]


def test_every_catalogue_type_round_trips_through_the_wire_form() -> None:
    from quantward_contracts.examples import EXAMPLES

    assert set(EXAMPLES) == set(EVENT_TYPES)
    for event in EXAMPLES.values():
        assert decode_event(encode_event(event)) == event


def test_partition_keys_follow_the_run_except_for_tasks_and_probes() -> None:
    run_id = new_id("run")
    task = TaskDelegated(
        producer="t",
        run_id=run_id,
        data=TaskDelegatedData(task_id=new_id("tsk"), instructions="read the 10-K"),
    )
    assert (
        RunCompleted(
            producer="t", run_id=run_id, data=RunCompletedData(status="failed")
        ).partition_key()
        == run_id
    )
    assert task.partition_key() == task.data.task_id
    assert (
        BusProbe(producer="t", data=BusProbeData(key="kk", seq=0, sent_at_ns=0)).partition_key()
        == "kk"
    )


def test_caused_events_inherit_the_run_and_point_at_their_cause() -> None:
    cause = RunCompleted(producer="t", run_id=new_id("run"), data=RunCompletedData(status="failed"))
    fields = cause.caused()
    assert fields == {"run_id": cause.run_id, "causation_id": cause.event_id}


@pytest.mark.parametrize(
    ("raw", "reason", "message"),
    [
        (b"not json", "malformed", "not UTF-8 JSON"),
        (b"[]", "malformed", "JSON list, expected an event object"),
        (b'{"event_id": "evt_abc"}', "malformed", "no string field 'type'"),
        (b'{"type": "run.requested.v9"}', "unknown_type", "unknown event type 'run.requested.v9'"),
    ],
)
def test_undecodable_payloads_say_why(raw: bytes, reason: str, message: str) -> None:
    with pytest.raises(EventDecodeError) as caught:
        decode_event(raw)
    assert caught.value.reason == reason
    assert message in caught.value.message


def test_invalid_fields_are_named_with_the_value_received() -> None:
    document = json.loads(
        encode_event(RunCompleted(producer="t", data=RunCompletedData(status="succeeded")))
    )
    document["data"]["status"] = "exploded"
    del document["producer"]
    with pytest.raises(EventDecodeError) as caught:
        decode_event(json.dumps(document))
    error = caught.value
    assert error.reason == "invalid"
    assert error.event_type == "run.completed.v1"
    assert "field producer: Field required" in error.message
    assert "field data.status: Input should be" in error.message
    assert "'exploded'" in error.message


def test_peek_reads_the_tag_without_validating() -> None:
    assert peek_event_type(b'{"type": "run.completed.v1", "data": 5}') == "run.completed.v1"
    assert peek_event_type(b"\xff") is None
    assert peek_event_type(b'{"type": 3}') is None
