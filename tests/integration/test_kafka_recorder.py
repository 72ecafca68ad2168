"""The deployed recorder's path: Kafka in, PostgreSQL out, in batches (ADR 0033).

Each test has a topic namespace (so its own topics and recorder group) and a PostgreSQL schema
of its own. What must hold: a redelivered event is recorded once, a run's record lists causes
before effects, and a recorder that dies mid-batch loses nothing (its successor records the
batch, once).
"""

from __future__ import annotations

import asyncio
import threading
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest

from quantward_bus import RetryPolicy
from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import wait_until
from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_recorder.app import RecorderApp
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP, verify_run

pytestmark = [pytest.mark.connected, pytest.mark.kafka]

FAST_RETRY = RetryPolicy(max_attempts=3, initial_backoff_s=0.01, max_backoff_s=0.05)


def event_of(type_: str, run_id: str | None, **envelope: Any) -> Event:
    return EXAMPLES[type_].model_copy(
        update={"event_id": new_id("evt"), "run_id": run_id, "causation_id": None, **envelope}
    )


def a_run() -> list[Event]:
    """A run's events in causal order: an effect on another topic than its cause."""
    run_id = new_id("run")
    requested = event_of("run.requested.v1", run_id)
    resolve = event_of("entity.resolve.requested.v1", run_id, causation_id=requested.event_id)
    progressed = event_of("run.progressed.v1", run_id, causation_id=resolve.event_id)
    completed = event_of("run.completed.v1", run_id, causation_id=progressed.event_id)
    return [requested, resolve, progressed, completed]


@pytest.fixture
def schema(postgres_dsn: str) -> Any:
    import psycopg

    name = f"records_{uuid.uuid4().hex[:12]}"
    yield name
    with psycopg.connect(postgres_dsn, autocommit=True) as db:
        db.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")


@asynccontextmanager
async def kafka(bootstrap: str, namespace: str) -> AsyncIterator[KafkaEventBus]:
    client = f"rec-{uuid.uuid4().hex[:8]}"
    bus = KafkaEventBus(bootstrap, client_id=client, topic_namespace=namespace, retry=FAST_RETRY)
    await bus.start()
    try:
        yield bus
    finally:
        await bus.stop()


def store_of(dsn: str, schema: str) -> Any:
    from quantward_records.postgres_store import PostgresRecordStore

    return PostgresRecordStore.connect(dsn, schema)


def failing_after(store: Any, fail: Callable[[int], bool]) -> list[int]:
    """Make `store.append_many` raise after call n (counted from 1) when `fail(n)`, having
    committed; the calls made are counted in the returned list."""
    calls: list[int] = []
    real = store.append_many

    def append_many(*args: Any, **kwargs: Any) -> Any:
        calls.append(len(args[0]))
        result = real(*args, **kwargs)
        if fail(len(calls)):
            raise ConnectionError("the connection dropped after the commit")
        return result

    store.append_many = append_many
    return calls


async def recorded(store: Any, runs: list[list[Event]]) -> None:
    def complete() -> bool:
        return all(len(store.entries(run[0].run_id)) >= len(run) for run in runs)

    await wait_until(complete, timeout=90, what="every event recorded")


def assert_recorded_once_in_order(store: Any, runs: list[list[Event]]) -> None:
    for run in runs:
        run_id = run[0].run_id
        assert run_id is not None
        entries = store.entries(run_id)
        assert [e.event_id for e in entries] == [e.event_id for e in run]
        result = verify_run(run_id, entries, store.head(run_id), store.artifact)
        assert result.ok, result.problems


async def test_the_kafka_recorder_records_each_event_once_causes_first(
    kafka_bootstrap: str, postgres_dsn: str, schema: str
) -> None:
    """Effects published before their causes, redelivered events, and a batch whose commit
    succeeded but whose handler failed (so it is handed over again): every event once, in
    causal order, in transactions of many events."""
    runs = [a_run() for _ in range(20)]
    store = store_of(postgres_dsn, schema)
    calls = failing_after(store, lambda n: n == 1)
    settings = RecorderSettings(recorder_batch_linger_ms=20)
    try:
        async with kafka(kafka_bootstrap, f"t{uuid.uuid4().hex[:10]}") as bus:
            app = RecorderApp(settings, bus, store, owns_store=False, mode="batches")
            async with app:
                assert app.batches is not None
                for run in runs:  # the effect on another topic first
                    await bus.publish_many([run[1], run[0], run[2], run[2], run[3]])
                await recorded(store, runs)
                await bus.wait_consumed(RECORDER_GROUP, list(RECORDED_TOPICS), timeout_s=60)
                subscription = app.batches.subscription
                assert subscription is not None
                assert subscription.stats.retries >= 1
                assert subscription.stats.dead_lettered == 0
        assert_recorded_once_in_order(store, runs)
        assert len(calls) < len(runs) * 4  # batches, not an event per transaction
    finally:
        store.close()


async def test_a_kafka_recorder_that_dies_mid_batch_loses_nothing(
    kafka_bootstrap: str, postgres_dsn: str, schema: str
) -> None:
    """The first recorder records a run, then dies while its next batch's transaction is
    open (the transaction never commits); the next recorder in the group gets the batch
    again and records everything, once."""
    namespace = f"t{uuid.uuid4().hex[:10]}"
    first_run, later = a_run(), [a_run() for _ in range(5)]
    entered, release = threading.Event(), threading.Event()
    store = store_of(postgres_dsn, schema)
    real = store.append_many

    def append_many(*args: Any, **kwargs: Any) -> Any:
        if any(run_id == later[0][0].run_id for run_id, _ in args[0]) or entered.is_set():
            entered.set()
            release.wait(30)
            raise ConnectionError("the recorder died in the transaction")
        return real(*args, **kwargs)

    store.append_many = append_many
    try:
        async with kafka(kafka_bootstrap, namespace) as bus:
            app = RecorderApp(RecorderSettings(), bus, store, owns_store=False, mode="batches")
            await app.start()
            assert app.batches is not None
            assert app.batches.subscription is not None
            await bus.publish_many(first_run)
            await recorded(store, [first_run])
            for run in later:
                await bus.publish_many(run)
            await asyncio.to_thread(entered.wait, 60)
            dying = asyncio.create_task(app.batches.subscription.abandon())
            await asyncio.sleep(0.1)
            release.set()  # the transaction ends (rolled back) as the process dies
            await dying
        store.append_many = real
        async with kafka(kafka_bootstrap, namespace) as bus:
            settings = RecorderSettings()
            successor = RecorderApp(settings, bus, store, owns_store=False, mode="batches")
            async with successor:
                await recorded(store, [first_run, *later])
                await bus.wait_consumed(RECORDER_GROUP, list(RECORDED_TOPICS), timeout_s=60)
        assert_recorded_once_in_order(store, [first_run, *later])
    finally:
        release.set()
        store.close()
