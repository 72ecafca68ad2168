"""Run-record benchmark: how fast runs are recorded, shown and verified, per store.

For each store (the embedded SQLite + folder; PostgreSQL when `QW_POSTGRES_DSN` is set), in one
run: the store alone appending prepared events in transactions of 1,000 (the store's own limit
for this transaction size), the recorder service recording events published on the in-process
bus (group commit; every event committed before its handler returns), and reading back a
10,000-event run as `record show` does (entries, artifacts put back, typed events, the view)
and verifying it. The agent-step cost with and without a recorder on the same bus (embedded
store) says what recording adds to a run. Events are a mix like a run's: small progress events,
model-call records and drafts whose answer text is stored as an artifact.

With `QW_KAFKA_BOOTSTRAP` set as well (the rig's Kafka), the deployed recorder's path: the same
events published to Kafka first, then recorded into PostgreSQL by the recorder service on the
Kafka bus, through a subscription per event and through a batch subscription (ADR 0033), one
after the other in the same run.
"""

from __future__ import annotations

import asyncio
import gc
import os
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from quantward_bus import EventBus, InMemoryEventBus
from quantward_contracts import Event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_records import (
    RECORDED_TOPICS,
    RECORDER_GROUP,
    RecordStore,
    prepare,
    summarise,
    verify_run,
)
from quantward_records.documents import viewed_events
from quantward_records.model import NewRecord, RunSummary
from quantward_records.views import RunView

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


async def _through_the_recorder(store: RecordStore, events: list[Event]) -> tuple[float, float]:
    """Events per second recorded by the recorder in this process, and the process's CPU per
    event (µs; publishing the events included, the database server's not)."""
    from quantward_recorder.app import build_app
    from quantward_recorder.settings import RecorderSettings

    async with InMemoryEventBus() as bus:
        app = await build_app(RecorderSettings(), bus=bus, store=store)
        async with app:
            cpu = time.process_time()
            start = time.perf_counter()
            await bus.publish_many(events)
            # The group's offsets move only once the recorder committed what it took: consumed
            # is recorded. (Reading every run's head from the store instead took its one
            # connection from the recorder 100 times per poll.)
            await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=600)
            elapsed = time.perf_counter() - start
            cpu = time.process_time() - cpu
            heads = [store.head(r or "") for r in {e.run_id for e in events}]
            assert sum(h.count for h in heads if h) == len(events)
            return len(events) / elapsed, cpu * 1e6 / len(events)


async def _through_the_child(folder: Path, events: list[Event]) -> tuple[float, float | None]:
    """Events per second recorded by a child recorder (the embedded default) from the moment
    they are published until the bus's recorder group has committed them all, and the child's
    CPU per event (µs; None where /proc is missing)."""
    from quantward_recorder.app import build_app
    from quantward_recorder.settings import RecorderSettings

    async with InMemoryEventBus() as bus:
        app = await build_app(RecorderSettings(records_path=folder), bus=bus)
        async with app:
            await bus.publish(events[0])  # the child is up and its store open
            await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=60)
            child = app.process.process if app.process is not None else None
            cpu = _cpu_seconds(child.pid) if child is not None else None
            start = time.perf_counter()
            await bus.publish_many(events[1:])
            await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=300)
            rate = (len(events) - 1) / (time.perf_counter() - start)
            after = _cpu_seconds(child.pid) if child is not None else None
            per_event = (
                (after - cpu) * 1e6 / (len(events) - 1)
                if cpu is not None and after is not None
                else None
            )
            return rate, per_event


#: the Kafka recorder's two ways of taking events, measured one after the other: a handler call
#: per event (`QW_RECORDER_SUBSCRIBE_BATCHES=false`) and a batch subscription (the default)
KAFKA_MODES = ("subscription", "batches")


async def _kafka_recorder(
    bootstrap: str, store: RecordStore, events: list[Event], *, batches: bool
) -> dict[str, float]:
    """Events per second the recorder on Kafka records into `store` from a backlog of `events`
    (published first, to topics of a namespace of its own), timed from the moment its group
    has its partitions until it has committed every event; the process's CPU per event over
    the same time (the recorder's: nothing else runs in it then), and its transactions."""
    from quantward_bus.kafka_bus import KafkaEventBus
    from quantward_recorder.app import build_app
    from quantward_recorder.settings import RecorderSettings

    namespace = f"bench{uuid.uuid4().hex[:10]}"
    async with KafkaEventBus(
        bootstrap, client_id="bench-records", topic_namespace=namespace
    ) as publisher:
        for at in range(0, len(events), 1_000):
            await publisher.publish_many(events[at : at + 1_000])
    commits = 0
    append_many = store.append_many

    def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal commits
        commits += 1
        return append_many(*args, **kwargs)

    store.append_many = counted  # type: ignore[method-assign]
    settings = RecorderSettings(recorder_subscribe_batches=batches)
    recorder_bus = KafkaEventBus(bootstrap, client_id="bench-recorder", topic_namespace=namespace)
    async with recorder_bus as bus:
        app = await build_app(settings, bus=bus, store=store)
        async with app:
            deadline = time.monotonic() + 120
            while not any(h.assigned_partitions for h in bus.health()):
                if time.monotonic() > deadline:
                    raise TimeoutError("the recorder on Kafka got no partitions in 120 s")
                await asyncio.sleep(0.002)
            cpu, start = time.process_time(), time.perf_counter()
            await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=900)
            elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    heads = [store.head(r or "") for r in {e.run_id for e in events}]
    assert sum(h.count for h in heads if h) == len(events)
    return {
        "events_per_s": len(events) / elapsed,
        "cpu_us_per_event": cpu * 1e6 / len(events),
        "events_per_commit": len(events) / max(1, commits),
    }


def _show_and_verify(store: RecordStore, shown_events: int) -> dict[str, float]:
    events = _events(shown_events, 1)
    run_id = events[0].run_id or ""
    _direct(store, events)
    shows, verifies = [], []
    for _ in range(5):
        gc.collect()
        start = time.perf_counter()
        entries = store.entries(run_id)
        view = RunView.of(run_id, viewed_events(store, entries))  # as `record show` does
        shows.append((time.perf_counter() - start) * 1000)
        assert len(entries) == shown_events
        assert view.run_id == run_id
        start = time.perf_counter()
        result = verify_run(run_id, entries, store.head(run_id), store.artifact)
        verifies.append((time.perf_counter() - start) * 1000)
        assert result.ok, result.problems[:3]
    return {"show_ms": statistics.median(shows), "verify_ms": statistics.median(verifies)}


def _spread(samples: dict[str, list[float]], name: str) -> list[float]:
    """The lowest and highest overhead of one repeat (a variant against the run without a
    recorder measured just before it), catch-up included."""
    ratios = [
        (ms + up) / base - 1
        for ms, up, base in zip(
            samples[f"{name}_ms"],
            samples[f"{name}_catch_up_ms"],
            samples["without_ms"],
            strict=True,
        )
    ]
    return [min(ratios), max(ratios)]


def _cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) a process has used so far, from /proc (None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


#: the agent-step variants, measured interleaved: no recorder, the embedded default (a child
#: process records), and recording in the agent's own process (`QW_RECORDER_CHILD=false`)
AGENT_VARIANTS = ("without", "child", "in_process")


async def _agent_overhead(steps: int, repeats: int) -> dict[str, Any]:
    """Per-step cost of the agent loop on one bus, without a recorder and with one recording
    in a child process (the embedded default) or in the agent's process."""
    from quantward_cli.bench.agents import _QuantwardVariant
    from quantward_recorder.app import RecorderApp, build_app
    from quantward_recorder.settings import RecorderSettings

    folder = Path(tempfile.mkdtemp(prefix="qw-bench-agents-"))
    variants = {name: _QuantwardVariant(InMemoryEventBus()) for name in AGENT_VARIANTS}
    recorders: dict[str, RecorderApp] = {}
    for name, variant in variants.items():
        await variant.start()
        if name != "without":
            settings = RecorderSettings(records_path=folder / name, recorder_child=name == "child")
            recorders[name] = await build_app(settings, bus=variant.bus)
            await recorders[name].start()
    samples: dict[str, list[float]] = {
        f"{name}_{what}": []
        for name in AGENT_VARIANTS
        for what in ("ms", "catch_up_ms", "cpu_ms", "child_cpu_ms")
    }

    async def caught_up(bus: EventBus) -> float:
        """Seconds until the recorder has recorded every event published so far: work it left
        for after the steps would otherwise slow the next sample, of either variant."""
        start = time.perf_counter()
        await bus.wait_consumed(RECORDER_GROUP, RECORDED_TOPICS, timeout_s=60)
        return time.perf_counter() - start

    try:
        for name, variant in variants.items():
            await variant.measure(5)
            if name != "without":
                await caught_up(variant.bus)
        for _ in range(repeats):
            for name, variant in variants.items():
                recorder = recorders.get(name)
                child = recorder.process.process if recorder and recorder.process else None
                gc.collect()
                cpu, child_cpu = time.process_time(), _cpu_seconds(child.pid) if child else None
                start = time.perf_counter()
                sample = await variant.measure(steps)
                wall = time.perf_counter() - start
                catch_up = await caught_up(variant.bus) if recorder else 0.0
                cpu = time.process_time() - cpu
                per_step = 1000 / sample.steps
                samples[f"{name}_ms"].append(wall * per_step)
                samples[f"{name}_catch_up_ms"].append(catch_up * per_step)
                samples[f"{name}_cpu_ms"].append(cpu * per_step)
                if child is not None and child_cpu is not None:
                    after = _cpu_seconds(child.pid)
                    if after is not None:
                        samples[f"{name}_child_cpu_ms"].append((after - child_cpu) * per_step)
    finally:
        for recorder in recorders.values():
            await recorder.stop()
        for variant in variants.values():
            await variant.stop()
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
    result: dict[str, Any] = {
        key: statistics.median(values) for key, values in samples.items() if values
    }
    without = result["without_ms"]
    for name in AGENT_VARIANTS[1:]:
        total = result[f"{name}_ms"] + result[f"{name}_catch_up_ms"]
        result[f"{name}_overhead"] = total / without - 1
        result[f"{name}_overhead_range"] = _spread(samples, name)
    result["samples"] = samples
    return result


async def run(
    postgres_dsn: str | None,
    *,
    kafka_bootstrap: str | None = None,
    events: int = 20_000,
    runs: int = 100,
    shown_events: int = SHOWN_RUN_EVENTS,
    agent_steps: int = 200,
    agent_repeats: int = 15,
) -> dict[str, Any]:
    backends = ["embedded"] + (["postgres"] if postgres_dsn else [])
    load_before = os.getloadavg()
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
            recorder, recorder_cpu = await _through_the_recorder(make(backend), stream)
            shown = await asyncio.to_thread(_show_and_verify, make(backend), shown_events)
            results["backends"][backend] = {
                "direct_events_per_s": direct,
                "recorder_events_per_s": recorder,
                "recorder_cpu_us_per_event": recorder_cpu,
                **shown,
            }
            if backend == "embedded":
                child = Path(tempfile.mkdtemp(prefix="qw-bench-child-"))
                try:
                    rate, child_cpu = await _through_the_child(child, stream)
                    results["backends"][backend]["child_events_per_s"] = rate
                    results["backends"][backend]["child_cpu_us_per_event"] = child_cpu
                finally:
                    import shutil

                    shutil.rmtree(child, ignore_errors=True)
        if kafka_bootstrap and postgres_dsn:
            kafka_load = os.getloadavg()
            results["kafka"] = {
                mode: await _kafka_recorder(
                    kafka_bootstrap, make("postgres"), stream, batches=mode == "batches"
                )
                for mode in KAFKA_MODES
            }
            results["kafka"]["load_average"] = {
                "before": list(kafka_load),
                "after": list(os.getloadavg()),
            }
    results["agent_steps"] = await _agent_overhead(steps=agent_steps, repeats=agent_repeats)
    results["agent_steps_count"] = agent_steps
    results["load_average"] = {"before": list(load_before), "after": list(os.getloadavg())}
    return results


def _load_line(results: dict[str, Any]) -> list[str]:
    """The machine's 1-minute load average around the run (2 vCPUs, shared), when recorded."""
    load = results.get("load_average")
    if load is None:
        return []
    return [
        f"1-minute load average {load['before'][0]:.1f} before and {load['after'][0]:.1f} after "
        f"the run, on {os.cpu_count()} vCPUs shared with other work.",
        "",
    ]


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
        "recorder service in the same process (it takes the bus's messages in batches, ADR "
        "0029; one transaction per batch, acknowledged once committed); its CPU is the "
        "process's per event, publishing included, the database server's not. "
        f"*Show*: reading a {results['shown_events']:,}-event run back as `record show` does "
        "(entries, artifacts, typed events, the auditor's view); *verify*: its whole chain "
        "and artifacts.",
        "",
        *_load_line(results),
        "| store | store alone (events/s) | recorder (events/s) | recorder CPU (µs/event) | "
        "show the run (ms) | verify it (ms) |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, r in results["backends"].items():
        cpu = r.get("recorder_cpu_us_per_event")
        lines.append(
            f"| {name} | {r['direct_events_per_s']:,.0f} | {r['recorder_events_per_s']:,.0f} | "
            + (f"{cpu:,.0f}" if cpu is not None else "–")
            + f" | {r['show_ms']:,.0f} | {r['verify_ms']:,.0f} |"
        )
    embedded = results["backends"].get("embedded", {})
    child = embedded.get("child_events_per_s")
    if child is not None:
        child_cpu = embedded.get("child_cpu_us_per_event")
        lines += [
            "",
            f"On the embedded platform a child process records (`QW_RECORDER_CHILD`): "
            f"{child:,.0f} events/s from the first publish until the bus's recorder group has "
            "committed the last one (each event handed over as published, through a pipe; the "
            "child commits whatever arrived meanwhile in one transaction)"
            + (f", the child using {child_cpu:,.0f} µs of CPU per event." if child_cpu else "."),
        ]
    lines += _kafka_lines(results)
    a = results["agent_steps"]
    lines += [
        "",
        "## What recording adds to a run",
        "",
        f"The agent-step benchmark's quantward loop ({results.get('agent_steps_count', 200)} "
        f"steps, in-process bus, median of {len(a['samples']['without_ms'])} interleaved "
        "repeats): without a recorder, with the embedded default (a child process records; "
        "the agent's process hands each event over through a pipe) and with the recorder in "
        "the agent's process (`QW_RECORDER_CHILD=false`). After each sample the benchmark waits "
        "until the bus's recorder group has committed every event (`wait_consumed`: the child "
        "acknowledges only what is committed to the record), so no sample inherits another's "
        "backlog; that wait, per step, is the catch-up, and it is counted in the overhead. CPU "
        "is the agent's process's own; the child's is what it spends on another core (2 cores "
        "here, shared with other work: the range is the lowest and highest repeat).",
        "",
        "| | per step (ms) | catch-up (ms) | overhead (range) | agent process CPU (ms) | "
        "child CPU (ms) |",
        "|---|---:|---:|---:|---:|---:|",
        f"| without a recorder | {a['without_ms']:.3f} | – | – | {a['without_cpu_ms']:.3f} | – |",
    ]
    for name, label in (
        ("child", "recorder in a child process (default)"),
        ("in_process", "recorder in the agent's process"),
    ):
        low, high = a[f"{name}_overhead_range"]
        child_cpu = a.get(f"{name}_child_cpu_ms")
        lines.append(
            f"| {label} | {a[f'{name}_ms']:.3f} | {a[f'{name}_catch_up_ms']:.3f} | "
            f"{a[f'{name}_overhead']:+.1%} ({low:+.1%} … {high:+.1%}) | "
            f"{a[f'{name}_cpu_ms']:.3f} | "
            + (f"{child_cpu:.3f} |" if child_cpu is not None else "– |")
        )
    return "\n".join(lines) + "\n"


def _kafka_lines(results: dict[str, Any]) -> list[str]:
    """The Kafka recorder's section, when the run had Kafka."""
    kafka = results.get("kafka")
    if not kafka:
        return []
    lines = [
        "",
        "## The recorder on Kafka (`quantward serve recorder`)",
        "",
        f"The same {results['events']:,} events published to the rig's Kafka first, then "
        "recorded into PostgreSQL by the recorder service on the Kafka bus in this process, "
        "timed from the moment its group has its partitions until it has committed the last "
        "event; CPU is the process's over that time (the recorder's: nothing else runs in "
        "it), the database server's and the broker's not. *Per event*: a subscription, one "
        "handler call per event, sharing commits (`QW_RECORDER_SUBSCRIBE_BATCHES=false`); "
        "*batches*: a batch subscription, one handler call and one transaction per batch "
        "(ADR 0033, the default). Both in the same run, one after the other.",
        "",
        *(
            [
                f"1-minute load average {load['before'][0]:.1f} before and "
                f"{load['after'][0]:.1f} after this part.",
                "",
            ]
            if (load := kafka.get("load_average"))
            else []
        ),
        "| recorder on Kafka | events/s | CPU (µs/event) | events per transaction |",
        "|---|---:|---:|---:|",
    ]
    for mode, label in (("subscription", "per event"), ("batches", "batches")):
        r = kafka.get(mode)
        if r is not None:
            lines.append(
                f"| {label} | {r['events_per_s']:,.0f} | {r['cpu_us_per_event']:,.0f} | "
                f"{r['events_per_commit']:,.0f} |"
            )
    return lines
