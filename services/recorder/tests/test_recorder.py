"""The recorder on the in-process bus: every run event recorded once, causes before effects.

Every test runs four times: recording through a batch subscription (what a recorder on Kafka
does), through a subscription per event (on Kafka with `QW_RECORDER_SUBSCRIBE_BATCHES=false`),
in this process from the bus's forwarded group in batches (`QW_RECORDER_CHILD=false`, or a store
handed to `build_app`) and in the child process the embedded platform starts
(`QW_RECORDER_CHILD`)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from quantward_bus import InMemoryEventBus
from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_recorder.app import RecorderApp, build_app
from quantward_recorder.settings import RecorderSettings
from quantward_records import verify_run
from quantward_records.sqlite_store import SqliteRecordStore


def event_of(type_: str, run_id: str | None, **envelope: Any) -> Event:
    """The example event in a run of this test (with no cause unless one is given)."""
    return EXAMPLES[type_].model_copy(
        update={"event_id": new_id("evt"), "run_id": run_id, "causation_id": None, **envelope}
    )


@pytest.fixture(params=["batches", "subscription", "forwarded", "child"])
def mode(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@asynccontextmanager
async def recorder(
    tmp_path: Path, mode: str, *, wait_s: float = 5.0
) -> AsyncIterator[tuple[InMemoryEventBus, RecorderApp]]:
    settings = RecorderSettings(
        records_path=tmp_path / "records",
        recorder_causal_wait_s=wait_s,
        recorder_child=mode == "child",
    )
    async with InMemoryEventBus() as bus:
        if mode in ("batches", "subscription"):  # (on the in-process bus only tests ask)
            store = SqliteRecordStore(settings.records_path)
            app = RecorderApp(settings, bus, store, owns_store=True, mode=mode)  # type: ignore[arg-type]
        else:
            app = await build_app(settings, bus=bus)
        assert (app.process is not None) == (mode == "child")
        assert (app.forwarded is not None) == (mode == "forwarded")
        async with app:
            yield bus, app


async def recorded(app: RecorderApp, run_id: str, count: int) -> list[str]:
    """The run's recorded event ids once `count` are in (the store is the source of truth)."""
    for _ in range(500):
        entries = await asyncio.to_thread(app.store.entries, run_id)
        if len(entries) >= count:
            return [e.event_id for e in entries]
        await asyncio.sleep(0.01)
    raise AssertionError(f"only {len(entries)} of {count} events recorded")


async def waiting_for(app: RecorderApp, cause: str) -> None:
    for _ in range(500):
        if cause in app._awaited:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"nothing waits for {cause}")


async def test_every_event_of_a_run_is_recorded_once_and_verifies(
    tmp_path: Path, mode: str
) -> None:
    run_id = new_id("run")
    requested = event_of("run.requested.v1", run_id)
    progressed = event_of("run.progressed.v1", run_id, causation_id=requested.event_id)
    completed = event_of("run.completed.v1", run_id, causation_id=progressed.event_id)
    async with recorder(tmp_path, mode) as (bus, app):
        for event in (requested, progressed, progressed, completed):  # one redelivered
            await bus.publish(event)
        await bus.publish(event_of("bus.probe.v1", None))  # outside any run: not recorded
        ids = await recorded(app, run_id, 3)
        store = app.store
        assert ids == [requested.event_id, progressed.event_id, completed.event_id]
        result = verify_run(run_id, store.entries(run_id), store.head(run_id), store.artifact)
        assert result.ok, result.problems
        summary = store.summary(run_id)
        assert summary is not None
        assert summary.status == "succeeded"
        assert store.run_ids() == [run_id]


async def test_an_effect_that_arrives_first_is_recorded_after_its_cause(
    tmp_path: Path, mode: str
) -> None:
    run_id = new_id("run")
    requested = event_of("run.requested.v1", run_id)  # on the runs topic
    resolve = event_of(  # on the entities topic: another partition, delivered independently
        "entity.resolve.requested.v1", run_id, causation_id=requested.event_id
    )
    async with recorder(tmp_path, mode) as (bus, app):
        await bus.publish(resolve)
        if mode == "subscription":  # (batches hold it out of sight)
            await waiting_for(app, requested.event_id)  # the effect is held for its cause
        await bus.publish(requested)
        assert await recorded(app, run_id, 2) == [requested.event_id, resolve.event_id]


async def test_a_cause_that_never_comes_delays_its_effect_only_boundedly(
    tmp_path: Path, mode: str
) -> None:
    run_id = new_id("run")
    orphan = event_of("run.progressed.v1", run_id, causation_id=new_id("evt"))
    async with recorder(tmp_path, mode, wait_s=0.2) as (bus, app):
        await bus.publish(orphan)
        assert await recorded(app, run_id, 1) == [orphan.event_id]


async def test_a_cause_outside_any_run_is_not_waited_for(tmp_path: Path, mode: str) -> None:
    run_id = new_id("run")
    probe = event_of("bus.probe.v1", None)
    effect = event_of("run.progressed.v1", run_id, causation_id=probe.event_id)
    async with recorder(tmp_path, mode, wait_s=60) as (bus, app):
        await bus.publish(probe)
        await bus.publish(effect)
        assert await recorded(app, run_id, 1) == [effect.event_id]


async def test_the_record_survives_a_restart_of_the_recorder(tmp_path: Path, mode: str) -> None:
    run_id = new_id("run")
    first = event_of("run.requested.v1", run_id)
    second = event_of("run.progressed.v1", run_id, causation_id=first.event_id)
    async with recorder(tmp_path, mode) as (bus, app):
        await bus.publish(first)
        await recorded(app, run_id, 1)
    async with recorder(tmp_path, mode) as (bus, app):
        await bus.publish(first)  # redelivered after the restart
        await bus.publish(second)  # its cause is found in the store, not in memory
        assert await recorded(app, run_id, 2) == [first.event_id, second.event_id]
    store = SqliteRecordStore(tmp_path / "records")
    try:
        assert len(store.entries(run_id)) == 2
    finally:
        store.close()


async def test_stopping_records_what_was_already_published(tmp_path: Path, mode: str) -> None:
    run_id = new_id("run")
    events = [event_of("run.progressed.v1", run_id, causation_id=None) for _ in range(200)]
    async with recorder(tmp_path, mode) as (bus, _):
        await bus.publish_many(events)
    store = SqliteRecordStore(tmp_path / "records")
    try:
        assert [e.event_id for e in store.entries(run_id)] == [e.event_id for e in events]
    finally:
        store.close()
