"""The recorder on a batch subscription (what `serve recorder` does on Kafka, ADR 0033), here on
the in-process bus: a failing store fails the batch, which the bus hands over again, and every
event is recorded once, causes first — also when the failure hits a batch that an earlier
batch's held effect was waiting on."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from quantward_bus import InMemoryEventBus, RetryPolicy
from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_recorder.app import RecorderApp
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP, NewRecord, verify_run
from quantward_records.chain import Fold
from quantward_records.model import Entry
from quantward_records.sqlite_store import SqliteRecordStore

RETRY = RetryPolicy(max_attempts=5, initial_backoff_s=0.01, max_backoff_s=0.05, jitter=False)


def event_of(type_: str, run_id: str | None, **envelope: Any) -> Event:
    return EXAMPLES[type_].model_copy(
        update={"event_id": new_id("evt"), "run_id": run_id, "causation_id": None, **envelope}
    )


class FailingStore(SqliteRecordStore):
    """A store whose next `failures` appends fail (a database that is down for a while)."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.failures = 0
        self.appends = 0

    def append_many(
        self,
        batches: Sequence[tuple[str, Sequence[NewRecord]]],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        self.appends += 1
        if self.failures > 0:
            self.failures -= 1
            raise OSError("database is down")
        return super().append_many(batches, artifacts, fold)


def assert_recorded(store: SqliteRecordStore, run_id: str, events: list[Event]) -> None:
    entries = store.entries(run_id)
    assert [e.event_id for e in entries] == [e.event_id for e in events]
    result = verify_run(run_id, entries, store.head(run_id), store.artifact)
    assert result.ok, result.problems


async def test_a_failing_store_fails_the_batch_which_is_recorded_once_when_it_works(
    tmp_path: Path,
) -> None:
    run_id = new_id("run")
    first = event_of("run.requested.v1", run_id)
    rest = [event_of("run.progressed.v1", run_id, causation_id=first.event_id) for _ in range(50)]
    store = FailingStore(tmp_path / "records")
    store.failures = 2
    try:
        async with InMemoryEventBus(retry=RETRY) as bus:
            app = RecorderApp(RecorderSettings(), bus, store, owns_store=False, mode="batches")
            async with app:
                await bus.publish_many([first, *rest])
                await bus.publish(rest[3])  # a redelivery
                await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=60)
                assert app.batches is not None
                subscription = app.batches.subscription
                assert subscription is not None
                assert subscription.stats.retries >= 2
                assert subscription.stats.dead_lettered == 0
            assert_recorded(store, run_id, [first, *rest])
    finally:
        store.close()


async def test_a_failure_in_the_batch_an_effect_waited_on_records_both_again_causes_first(
    tmp_path: Path,
) -> None:
    """The effect's batch is held (its cause has not come); the cause's batch, which would
    record both, fails: the effect's batch fails too, and both are handed over again."""
    run_id = new_id("run")
    cause = event_of("run.requested.v1", run_id)  # on the runs topic
    effect = event_of("entity.resolve.requested.v1", run_id, causation_id=cause.event_id)
    store = FailingStore(tmp_path / "records")
    try:
        async with InMemoryEventBus(retry=RETRY) as bus:
            app = RecorderApp(RecorderSettings(), bus, store, owns_store=False, mode="batches")
            async with app:
                assert app.batches is not None
                await bus.publish(effect)
                for _ in range(500):  # until the effect is held for its cause
                    if app.batches._next_deadline is not None:
                        break
                    await asyncio.sleep(0.01)
                assert app.batches._next_deadline is not None
                store.failures = 1
                await bus.publish(cause)
                await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=60)
                subscription = app.batches.subscription
                assert subscription is not None
                assert subscription.stats.retries >= 2  # the cause's batch and the effect's
                assert subscription.stats.dead_lettered == 0
            assert_recorded(store, run_id, [cause, effect])
    finally:
        store.close()
