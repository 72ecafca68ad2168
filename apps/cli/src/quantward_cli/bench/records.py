"""Run-record benchmark: how fast runs are recorded, shown and verified, per store.

For each store (the embedded SQLite + folder; PostgreSQL when `QW_POSTGRES_DSN` is set), in one
run: the store alone appending prepared events in transactions of 1,000 (the store's own limit
for this transaction size), the recorder service recording events published on the in-process
bus (group commit; every event committed before its handler returns), and reading back a
10,000-event run as `record show` does (entries, artifacts put back, typed events, the view)
and verifying it. The agent-step cost with and without a recorder on the same bus (embedded
store) says what recording adds to a run. Events are a mix like a run's: small progress events,
model-call records and drafts whose answer text is stored as an artifact.
"""

from __future__ import annotations

import asyncio
import gc
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from quantward_bus import InMemoryEventBus
from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_records import (
    RECORDED_TOPICS,
    RECORDER_GROUP,
    RecordStore,
    prepare,
    restore,
    summarise,
    verify_run,
)
from quantward_records.model import NewRecord, RunSummary
from quantward_records.views import VIEWED_TYPES, RunView

SHOWN_RUN_EVENTS = 10_000
DRAFT = "Revenue grew in every segment, led by services [[src_x#chk_y]]. " * 40


def _fold(summary: RunSummary | None, record: NewRecord) -> RunSummary:
    return summarise(summary, record.event)


def _events(count: int, runs: int) -> list[Event]:
    """`count` events over `runs` runs: progress, model and tool calls, sources and drafts in
    about a research run's proportions."""
    run_ids = [new_id("run") for _ in range(runs)]
    kinds = (
        ["run.progressed.v1"] * 3
        + ["agent.model_called.v1"] * 3
        + ["agent.tool_called.v1"] * 2
        + ["source.registered.v1", "answer.drafted.v1"]
    )
    out: list[Event] = []
    for i in range(count):
        example = EXAMPLES[kinds[i % len(kinds)]]
        update: dict[str, Any] = {
            "event_id": new_id("evt"),
            "run_id": run_ids[i % runs],
            "causation_id": None,
        }
        if example.type == "answer.drafted.v1":
            update["data"] = example.data.model_copy(update={"text": f"{i}: {DRAFT}"})
        out.append(example.model_copy(update=update))
    return out


@contextmanager
def _stores(postgres_dsn: str | None) -> Iterator[Callable[[str], RecordStore]]:
    """A factory of fresh stores per backend name (cleaned up afterwards)."""
    from quantward_records.sqlite_store import SqliteRecordStore

    folder = Path(tempfile.mkdtemp(prefix="qw-bench-records-"))
    schemas: list[str] = []
    opened: list[RecordStore] = []

    def make(backend: str) -> RecordStore:
        if backend == "embedded":
            store: RecordStore = SqliteRecordStore(folder / uuid.uuid4().hex[:8])
        else:
            from quantward_records.postgres_store import PostgresRecordStore

            assert postgres_dsn is not None
            schemas.append(f"bench_records_{uuid.uuid4().hex[:10]}")
            store = PostgresRecordStore.connect(postgres_dsn, schemas[-1])
        opened.append(store)
        return store

    try:
        yield make
    finally:
        for store in opened:
            store.close()
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
        if schemas and postgres_dsn:
            import psycopg

            with psycopg.connect(postgres_dsn, autocommit=True) as db:
                for schema in schemas:
                    db.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def _direct(store: RecordStore, events: list[Event]) -> float:
    prepared = [prepare(e, e.TOPIC) for e in events]
    start = time.perf_counter()
    for at in range(0, len(prepared), 1_000):
        chunk = prepared[at : at + 1_000]
        runs: dict[str, list[NewRecord]] = {}
        artifacts: dict[str, bytes] = {}
        for record, blobs in chunk:
            runs.setdefault(record.event.run_id or "", []).append(record)
            artifacts.update(blobs)
        store.append_many(list(runs.items()), artifacts, _fold)
    return len(events) / (time.perf_counter() - start)


async def _through_the_recorder(store: RecordStore, events: list[Event]) -> float:
    from quantward_recorder.app import build_app
    from quantward_recorder.settings import RecorderSettings

    async with InMemoryEventBus() as bus:
        app = await build_app(RecorderSettings(), bus=bus, store=store)
        async with app:
            run_ids = {e.run_id for e in events}
            start = time.perf_counter()
            await bus.publish_many(events)
            while True:  # the recorder's own progress, read from the store
                heads = [await asyncio.to_thread(store.head, r or "") for r in run_ids]
                if sum(h.count for h in heads if h) >= len(events):
                    break
                await asyncio.sleep(0.02)
            return len(events) / (time.perf_counter() - start)


def _show_and_verify(store: RecordStore, shown_events: int) -> dict[str, float]:
    events = _events(shown_events, 1)
    run_id = events[0].run_id or ""
    _direct(store, events)
    shows, verifies = [], []
    for _ in range(5):
        gc.collect()
        start = time.perf_counter()
        entries = store.entries(run_id)
        viewed = (restore(e, store.artifact) for e in entries if e.type in VIEWED_TYPES)
        view = RunView.of(run_id, viewed)
        shows.append((time.perf_counter() - start) * 1000)
        assert len(entries) == shown_events
        assert view.run_id == run_id
        start = time.perf_counter()
        result = verify_run(run_id, entries, store.head(run_id), store.artifact)
        verifies.append((time.perf_counter() - start) * 1000)
        assert result.ok, result.problems[:3]
    return {"show_ms": statistics.median(shows), "verify_ms": statistics.median(verifies)}


async def _agent_overhead(steps: int, repeats: int) -> dict[str, float]:
    """Per-step cost of the agent loop on one bus, with and without a recorder on it."""
    from quantward_cli.bench.agents import _QuantwardVariant
    from quantward_recorder.app import build_app
    from quantward_recorder.settings import RecorderSettings
    from quantward_records.sqlite_store import SqliteRecordStore

    folder = Path(tempfile.mkdtemp(prefix="qw-bench-agents-"))
    plain = _QuantwardVariant(InMemoryEventBus())
    recorded = _QuantwardVariant(InMemoryEventBus())
    store = SqliteRecordStore(folder)
    await plain.start()
    await recorded.start()
    recorder = await build_app(RecorderSettings(), bus=recorded.bus, store=store)
    await recorder.start()
    samples: dict[str, list[float]] = {"without": [], "with": [], "catch_up": []}

    async def caught_up() -> float:
        """Seconds until the recorder has recorded every event published so far: work it left
        for after the steps would otherwise slow the next sample, of either variant."""
        start = time.perf_counter()
        await recorded.bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=60)
        return time.perf_counter() - start

    try:
        for variant in (plain, recorded):
            await variant.measure(5)
        await caught_up()
        for _ in range(repeats):
            for name, variant in (("without", plain), ("with", recorded)):
                gc.collect()
                sample = await variant.measure(steps)
                samples[name].append(sample.seconds / sample.steps * 1000)
                if variant is recorded:
                    samples["catch_up"].append(await caught_up() / sample.steps * 1000)
    finally:
        await recorder.stop()
        store.close()
        await plain.stop()
        await recorded.stop()
    without = statistics.median(samples["without"])
    with_recorder = statistics.median(samples["with"])
    return {
        "without_ms": without,
        "with_ms": with_recorder,
        "overhead": with_recorder / without - 1,
        "catch_up_ms": statistics.median(samples["catch_up"]),
    }


async def run(
    postgres_dsn: str | None,
    *,
    events: int = 20_000,
    runs: int = 100,
    shown_events: int = SHOWN_RUN_EVENTS,
    agent_steps: int = 200,
    agent_repeats: int = 5,
) -> dict[str, Any]:
    backends = ["embedded"] + (["postgres"] if postgres_dsn else [])
    results: dict[str, Any] = {
        "events": events,
        "runs": runs,
        "shown_events": shown_events,
        "backends": {},
    }
    stream = _events(events, runs)
    with _stores(postgres_dsn) as make:
        for backend in backends:
            direct = await asyncio.to_thread(_direct, make(backend), stream)
            recorder = await _through_the_recorder(make(backend), stream)
            shown = await asyncio.to_thread(_show_and_verify, make(backend), shown_events)
            results["backends"][backend] = {
                "direct_events_per_s": direct,
                "recorder_events_per_s": recorder,
                **shown,
            }
    results["agent_steps"] = await _agent_overhead(steps=agent_steps, repeats=agent_repeats)
    return results


def table(results: dict[str, Any]) -> str:
    lines = [
        "# Run-record benchmark",
        "",
        "Generated by `make bench` (`quantward bench records`); every figure from one run.",
        "",
        f"{results['events']:,} events over {results['runs']} runs (progress events, model and "
        "tool calls, registered sources, drafts whose text is stored as an artifact). "
        "*Store alone*: prepared events appended in transactions of 1,000 — the store's limit "
        "for that transaction size. "
        "*Recorder*: the same events published on the in-process bus and recorded by the "
        "recorder service (group commit; each handler returns once its event is committed). "
        f"*Show*: reading a {results['shown_events']:,}-event run back as `record show` does "
        "(entries, artifacts, typed events, the auditor's view); *verify*: its whole chain "
        "and artifacts.",
        "",
        "| store | store alone (events/s) | recorder (events/s) | show the run (ms) | "
        "verify it (ms) |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, r in results["backends"].items():
        lines.append(
            f"| {name} | {r['direct_events_per_s']:,.0f} | {r['recorder_events_per_s']:,.0f} | "
            f"{r['show_ms']:,.0f} | {r['verify_ms']:,.0f} |"
        )
    a = results["agent_steps"]
    lines += [
        "",
        "## What recording adds to a run",
        "",
        "The agent-step benchmark's quantward loop (200 steps, in-process bus, median of 5 "
        "interleaved runs), with and without a recorder (embedded store) on the same bus. "
        "The recorder records while the steps run and may leave some of the work for after "
        "them (at most `QW_RECORDER_CONCURRENCY` events in flight); after each sample the "
        "benchmark waits until every event is recorded, so no sample inherits another's "
        "backlog, and reports that wait per step as the catch-up. In a run with a real model, "
        "each step waits hundreds of milliseconds for it, and the recorder catches up then.",
        "",
        "| | per step (ms) |",
        "|---|---:|",
        f"| without a recorder | {a['without_ms']:.3f} |",
        f"| with a recorder | {a['with_ms']:.3f} |",
        f"| overhead | {a['overhead']:+.1%} |",
        f"| the recorder catching up after the steps | {a['catch_up_ms']:.3f} |",
    ]
    return "\n".join(lines) + "\n"
