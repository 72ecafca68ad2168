"""The child recorder of the embedded platform: nothing acknowledged before it is committed,
every event recorded once across redeliveries, restarts and shutdown, a dead child restarted
or reported."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from quantward_bus import InMemoryEventBus, RawMessage
from quantward_contracts import Event, encode_event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_recorder import pipe
from quantward_recorder.app import RecorderApp, build_app
from quantward_recorder.batch import BatchRecorder
from quantward_recorder.process import RecorderProcess, child_config
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP, verify_run
from quantward_records.sqlite_store import SqliteRecordStore


def event_of(type_: str, run_id: str | None, **envelope: Any) -> Event:
    return EXAMPLES[type_].model_copy(
        update={"event_id": new_id("evt"), "run_id": run_id, "causation_id": None, **envelope}
    )


def run_events(run_id: str, count: int) -> list[Event]:
    first = event_of("run.requested.v1", run_id)
    cause = first.event_id
    rest = (event_of("run.progressed.v1", run_id, causation_id=cause) for _ in range(count))
    return [first, *rest]


@asynccontextmanager
async def child_recorder(tmp_path: Path, **settings: Any) -> AsyncIterator[tuple[Any, RecorderApp]]:
    config = RecorderSettings(records_path=tmp_path / "records", recorder_child=True, **settings)
    async with InMemoryEventBus() as bus:
        app = await build_app(config, bus=bus)
        assert app.process is not None
        async with app:
            yield bus, app


async def consumed(bus: InMemoryEventBus, timeout_s: float = 60) -> None:
    await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=timeout_s)


def recorded_ids(app: RecorderApp, run_id: str) -> list[str]:
    return [e.event_id for e in app.store.entries(run_id)]


def child_pid(app: RecorderApp) -> int:
    assert app.process is not None
    assert app.process.process is not None
    return app.process.process.pid


async def test_the_group_has_consumed_an_event_only_once_the_child_committed_it(
    tmp_path: Path,
) -> None:
    run_id = new_id("run")
    events = run_events(run_id, 300)
    async with child_recorder(tmp_path) as (bus, app):
        await bus.publish_many(events)
        await consumed(bus)
        # No waiting here: what the group has consumed is in the record (a resuming
        # orchestrator reads it right after `wait_consumed`).
        assert recorded_ids(app, run_id) == [e.event_id for e in events]
        assert app.process is not None
        assert app.process.unacknowledged == 0


async def test_a_killed_child_is_restarted_and_every_event_is_recorded_once(
    tmp_path: Path,
) -> None:
    run_id = new_id("run")
    events = run_events(run_id, 400)
    async with child_recorder(tmp_path) as (bus, app):
        await bus.publish_many(events[:100])
        await consumed(bus)
        first = child_pid(app)
        await bus.publish_many(events[100:])  # handed to the child, not yet acknowledged …
        os.kill(first, signal.SIGKILL)  # … when it dies
        await bus.publish(events[50])  # and a redelivery of a recorded event
        await consumed(bus)
        assert app.process is not None
        assert app.process.restarts == 1
        assert child_pid(app) != first
        assert recorded_ids(app, run_id) == [e.event_id for e in events]
        store = app.store
        result = verify_run(run_id, store.entries(run_id), store.head(run_id), store.artifact)
        assert result.ok, result.problems


async def test_a_child_that_keeps_dying_is_reported_and_nothing_is_consumed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    run_id = new_id("run")
    async with child_recorder(tmp_path, recorder_child_restarts=0, recorder_drain_s=1) as (
        bus,
        app,
    ):
        await bus.publish(event_of("run.requested.v1", run_id))
        await consumed(bus)
        assert app.process is not None
        assert app.process.process is not None
        with caplog.at_level(logging.ERROR, logger="quantward.recorder"):
            os.kill(child_pid(app), signal.SIGKILL)
            await app.process.process.wait()
            for _ in range(500):
                if bus.health()[0].state == "failed":
                    break
                await asyncio.sleep(0.01)
        health = bus.health()[0]
        assert health.state == "failed"
        assert "exited with status -9 after 0 restart(s)" in health.detail
        assert "QW_RECORDER_CHILD=false" in health.detail
        assert "exited with status -9" in caplog.text
        await bus.publish(event_of("run.progressed.v1", run_id))
        with pytest.raises(TimeoutError, match="'recorder' is still 1 message"):
            await consumed(bus, timeout_s=0.2)


async def test_stopping_the_platform_records_everything_published(tmp_path: Path) -> None:
    run_id = new_id("run")
    events = run_events(run_id, 500)
    async with child_recorder(tmp_path) as (bus, app):
        await bus.publish_many(events)
        process = app.process
    assert process is not None
    assert process.process is not None
    assert process.process.returncode == 0  # ended by closing its input, not killed
    store = SqliteRecordStore(tmp_path / "records")
    try:
        assert [e.event_id for e in store.entries(run_id)] == [e.event_id for e in events]
    finally:
        store.close()


def test_a_child_whose_platform_died_records_what_it_was_handed_and_exits(
    tmp_path: Path,
) -> None:
    """The platform's end closes the pipe (even SIGKILL does): the child records every whole
    message it received, acknowledges it, and exits 0."""
    run_id = new_id("run")
    events = run_events(run_id, 20)
    settings = RecorderSettings(records_path=tmp_path / "records")
    data = pipe.message(pipe.CONFIG_SEQ, "", child_config(settings))
    for seq, event in enumerate(events, start=1):
        data += pipe.message(seq, event.TOPIC, encode_event(event))
    data += pipe.message(99, "runs", b"{")[:7]  # the platform died inside a message
    done = subprocess.run(
        [sys.executable, "-m", "quantward_recorder.child"],
        input=data,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    assert pipe.AckReader().feed(done.stdout) == len(events)
    assert b"input ended inside a message" in done.stderr
    store = SqliteRecordStore(tmp_path / "records")
    try:
        assert [e.event_id for e in store.entries(run_id)] == [e.event_id for e in events]
    finally:
        store.close()


# --- the child's parts -------------------------------------------------------------------------


def test_messages_are_read_whole_however_the_pipe_splits_them() -> None:
    stream = b"".join(pipe.message(i, f"topic{i}", b"x" * i * 7) for i in range(1, 30))
    for step in (1, 5, 64, len(stream)):
        reader = pipe.MessageReader()
        got: list[pipe.Piped] = []
        for at in range(0, len(stream), step):
            got += reader.feed(stream[at : at + step])
        assert [(m.seq, m.topic, m.value) for m in got] == [
            (i, f"topic{i}", b"x" * i * 7) for i in range(1, 30)
        ]
        assert reader.pending == 0
    acks = pipe.AckReader()
    assert acks.feed(pipe.ack(3) + pipe.ack(9)[:5]) == 3
    assert acks.feed(pipe.ack(9)[5:]) == 9


def piped(seq: int, event: Event) -> pipe.Piped:
    return pipe.Piped(seq, event.TOPIC, encode_event(event))


def test_an_effect_is_held_for_its_cause_and_not_acknowledged_meanwhile(tmp_path: Path) -> None:
    run_id = new_id("run")
    cause = event_of("run.requested.v1", run_id)
    effect = event_of("entity.resolve.requested.v1", run_id, causation_id=cause.event_id)
    orphan = event_of("run.progressed.v1", run_id, causation_id=new_id("evt"))
    store = SqliteRecordStore(tmp_path / "records")
    try:
        settings = RecorderSettings(recorder_causal_wait_s=5)
        recorder = BatchRecorder(store, settings)
        assert recorder.record([piped(1, effect)], now=0.0) == 0  # held: nothing done yet
        assert store.entries(run_id) == []
        assert recorder.record([piped(2, cause), piped(3, orphan)], now=1.0) == 2  # orphan held
        assert [e.event_id for e in store.entries(run_id)] == [cause.event_id, effect.event_id]
        assert recorder.next_deadline() == 6.0
        assert recorder.record([], now=6.0) == 3  # it waited long enough: recorded without it
        assert len(store.entries(run_id)) == 3
        # A restarted child is handed the unacknowledged messages again: recorded once.
        again = BatchRecorder(store, settings)
        assert again.record([piped(1, effect), piped(2, cause), piped(3, orphan)], now=7.0) == 3
        assert [e.event_id for e in store.entries(run_id)] == [
            cause.event_id,
            effect.event_id,
            orphan.event_id,
        ]
    finally:
        store.close()


def test_what_is_not_a_run_event_is_acknowledged_without_recording(tmp_path: Path) -> None:
    store = SqliteRecordStore(tmp_path / "records")
    try:
        recorder = BatchRecorder(store, RecorderSettings())
        probe = event_of("bus.probe.v1", None)
        junk = pipe.Piped(2, "runs", b'{"type": "no.such.v1"}')
        assert recorder.record([piped(1, probe), junk], now=0.0) == 2
        assert store.run_ids() == []
    finally:
        store.close()


async def test_an_event_after_a_quiet_spell_is_written_at_once_one_in_a_burst_waits() -> None:
    """The write interval bounds how often the child is written to, not how long a lone event
    waits (the next turn of the event loop)."""
    settings = RecorderSettings(recorder_child_linger_ms=1000)
    async with InMemoryEventBus() as bus:
        process = RecorderProcess(settings, bus)  # (not started: no child, writes dropped)
        process._take(RawMessage("runs", 0, 0, None, b"{}"))
        await asyncio.sleep(0)  # one turn of the loop
        assert process._outgoing == []  # written
        process._take(RawMessage("runs", 0, 1, None, b"{}"))
        await asyncio.sleep(0)
        assert len(process._outgoing) == 1  # a write happened less than the interval ago
