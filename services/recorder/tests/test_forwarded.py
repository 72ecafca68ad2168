"""The recorder in the platform's process on the in-process bus (the forwarded group, in batches):
what the group has consumed is in the record, and a failing store is retried and reported, with
every event recorded once."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from quantward_bus import InMemoryEventBus, RetryPolicy
from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_recorder.app import build_app
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP, NewRecord, verify_run
from quantward_records.chain import Fold
from quantward_records.model import Entry
from quantward_records.sqlite_store import SqliteRecordStore


def event_of(type_: str, run_id: str | None, **envelope: Any) -> Event:
    return EXAMPLES[type_].model_copy(
        update={"event_id": new_id("evt"), "run_id": run_id, "causation_id": None, **envelope}
    )


def run_events(run_id: str, count: int) -> list[Event]:
    first = event_of("run.requested.v1", run_id)
    rest = [
        event_of("run.progressed.v1", run_id, causation_id=first.event_id) for _ in range(count)
    ]
    return [first, *rest]


class FailingStore(SqliteRecordStore):
    """A store whose appends fail `failures` times (a database that is down for a while)."""

    def __init__(self, folder: Path, failures: int) -> None:
        super().__init__(folder)
        self.failures = failures

    def append_many(
        self,
        batches: Sequence[tuple[str, Sequence[NewRecord]]],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        if self.failures > 0:
            self.failures -= 1
            raise OSError("database is down")
        return super().append_many(batches, artifacts, fold)


async def test_what_the_group_consumed_is_in_the_record(tmp_path: Path) -> None:
    run_id = new_id("run")
    events = run_events(run_id, 500)
    store = SqliteRecordStore(tmp_path / "records")
    try:
        async with InMemoryEventBus() as bus:
            app = await build_app(RecorderSettings(), bus=bus, store=store)
            assert app.forwarded is not None
            assert app.process is None
            async with app:
                await bus.publish_many(events)
                await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=60)
                # no waiting: a reader right after `wait_consumed` sees every event
                assert [e.event_id for e in store.entries(run_id)] == [e.event_id for e in events]
                assert app.forwarded.unacknowledged == 0
    finally:
        store.close()


async def test_a_failing_store_is_reported_retried_and_records_every_event_once(
    tmp_path: Path,
) -> None:
    run_id = new_id("run")
    events = run_events(run_id, 50)
    store = FailingStore(tmp_path / "records", failures=2)
    retry = RetryPolicy(initial_backoff_s=0.05, max_backoff_s=0.1, jitter=False)
    try:
        async with InMemoryEventBus(retry=retry) as bus:
            app = await build_app(RecorderSettings(), bus=bus, store=store)
            async with app:
                await bus.publish_many(events[:20])
                for _ in range(500):
                    if bus.health()[0].state == "failed":
                        break
                    await asyncio.sleep(0.005)
                health = bus.health()[0]
                assert health.state == "failed"
                assert "database is down" in health.detail
                await bus.publish_many(events[20:])
                await bus.publish(events[3])  # a redelivery meanwhile
                await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=60)
                assert bus.health()[0].state == "running"
                assert [e.event_id for e in store.entries(run_id)] == [e.event_id for e in events]
                result = verify_run(
                    run_id, store.entries(run_id), store.head(run_id), store.artifact
                )
                assert result.ok, result.problems
    finally:
        store.close()
