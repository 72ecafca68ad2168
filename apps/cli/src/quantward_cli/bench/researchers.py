"""Researcher throughput benchmark: tasks per second as the researcher group grows.

For each process count N, a fresh topic namespace (12 partitions, so 1, 2 and 4 processes get
even shares) and N researcher processes, each one consumer-group member
(`QW_RESEARCHER_WORKERS=1`) reading the same embedded (tantivy) index, prepared once. Warm-up
rounds of delegations run until every process has completed one, so the group is whole and
every process warm. A few tasks then go one at a time (unloaded latency), then `tasks`
delegations are published at once and the clock runs until the last first completion arrived.

Two workloads in the same run:

* **offline**: the offline reference policy as shipped. No model wait, so a task is CPU work
  (policy, tools, encoding and publishing its events); scaling flattens at the machine's cores,
  which the broker shares.
* **model latency**: the same policy behind a wrapper that waits `model_latency_ms` before every
  model call, as a hosted model would. The wait is I/O.

Each process runs this module (`python -m quantward_cli.bench.researchers`): the researcher
app exactly as `quantward serve researcher` builds it, with the model wrapped when a latency is
given. The researcher service itself knows nothing of the benchmark.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Final

from aiokafka.partitioner import DefaultPartitioner

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_cli.bench.report import percentile
from quantward_contracts import Event, new_id, topics
from quantward_contracts.events import TaskCompleted, TaskDelegated, TaskDelegatedData
from quantward_contracts.values import TaskParameters
from quantward_llm.port import ChatModel, ChatRequest, Completion, TextDelta

PARTITIONS: Final = 12
#: kept from the environment for the processes: the guard that forbids real model endpoints
KEEP_ENV: Final = ("QW_FORBID_REAL_MODELS",)
PROBES: Final = 3
AS_OF: Final = date(2022, 12, 28)
COMPANIES: Final = {
    "ent_apple_inc": "Apple Inc.",
    "ent_microsoft": "Microsoft",
    "ent_walmart": "Walmart",
    "ent_pfizer": "Pfizer",
}
ALLOWED_SOURCES: Final = (
    "earnings-calendar",
    "prices",
    "synthetic-corpus:transcripts",
    "synthetic-corpus:news",
)
#: the parts of the earnings-preview template: (approach, question, document types, look for)
TASK_KINDS: Final[tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]] = (
    (
        "earnings_calendar",
        "When is {name} next expected to report, and how did its reported EPS compare with the "
        "consensus estimate in the recent quarters?",
        (),
        (),
    ),
    (
        "search",
        "What guidance did {name}'s management give on its last earnings call?",
        ("transcript",),
        ("guidance", "outlook", "expect", "next quarter"),
    ),
    (
        "prices",
        "How have {name}'s shares moved over the three months up to the as-of date?",
        (),
        (),
    ),
    (
        "search",
        "Which topics are most likely to matter in {name}'s next report?",
        ("news", "transcript"),
        ("analysts", "demand", "margins", "pricing"),
    ),
)
WORKLOADS: Final = {
    "offline": "offline reference policy (CPU-bound)",
    "model-latency": "the policy behind a simulated model latency",
}
READY_TIMEOUT_S: Final = 120.0
STOP_TIMEOUT_S: Final = 30.0

log = logging.getLogger("quantward.bench.researchers")


# --- what the researchers are given ---------------------------------------------------------------


def delegation(i: int, *, run_id: str | None = None) -> TaskDelegated:
    """The i-th task of the mix: the earnings-preview parts over four companies, in turn."""
    approach, question, document_types, look_for = TASK_KINDS[i % len(TASK_KINDS)]
    entity_id, name = list(COMPANIES.items())[(i // len(TASK_KINDS)) % len(COMPANIES)]
    return TaskDelegated(
        run_id=run_id or new_id("run"),
        producer="bench",
        entity_ids=(entity_id,),
        data=TaskDelegatedData(
            task_id=new_id("tsk"),
            instructions=question.format(name=name),
            as_of=AS_OF,
            part_id=f"part-{i % len(TASK_KINDS)}",
            approach=approach,
            allowed_sources=ALLOWED_SOURCES,
            parameters=TaskParameters(
                entity_names={entity_id: name},
                document_types=tuple(document_types),
                look_for=tuple(look_for),
            ),
        ),
    )


def delegations(count: int, *, first: int = 0) -> list[TaskDelegated]:
    """`count` tasks of the mix, four to a run (as an earnings preview delegates them)."""
    run_id = new_id("run")
    tasks = []
    for i in range(first, first + count):
        if i % len(TASK_KINDS) == 0 and i != first:
            run_id = new_id("run")
        tasks.append(delegation(i, run_id=run_id))
    return tasks


async def prepare_index(directory: Path, entity_ids: Sequence[str] = tuple(COMPANIES)) -> int:
    """Fill an embedded (tantivy) index folder with the companies' documents; the chunk count."""
    from quantward_democorpus import generate_corpus
    from quantward_search.tantivy_index import TantivySearchIndex
    from quantward_search_service.app import index_documents

    await asyncio.to_thread(directory.mkdir, parents=True, exist_ok=True)
    index = TantivySearchIndex(directory)
    try:
        return await index_documents(index, generate_corpus(entity_ids=list(entity_ids)))
    finally:
        await index.close()


# --- the researcher process -----------------------------------------------------------------------


class DelayedModel:
    """A model that waits before every call, then answers as the wrapped one: a hosted model's
    latency without a hosted model."""

    def __init__(self, inner: ChatModel, latency_s: float) -> None:
        self._inner = inner
        self._latency_s = latency_s

    @property
    def name(self) -> str:
        return f"{self._inner.name} (+{self._latency_s * 1000:g} ms per call)"

    async def complete(self, request: ChatRequest) -> Completion:
        await asyncio.sleep(self._latency_s)
        return await self._inner.complete(request)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        await asyncio.sleep(self._latency_s)
        async for item in self._inner.stream(request):
            yield item


async def serve(model_latency_ms: float) -> int:
    """One researcher process, built like `quantward serve researcher`; stops on SIGTERM."""
    from quantward_kit import serve as kit
    from quantward_kit.builders import build_bus, build_model
    from quantward_researcher.app import build_app
    from quantward_researcher.settings import ResearcherSettings

    settings = ResearcherSettings()
    model = build_model(settings)
    if model_latency_ms > 0:
        model = DelayedModel(model, model_latency_ms / 1000)
    bus = build_bus(settings)
    app = await build_app(settings, bus=bus, model=model)
    async with bus:
        # The one stdout line: the parent reads the instance (the events' producer) from it.
        await kit.serve(app, ready=lambda: f"researcher {app.instance} ready")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A researcher process of the benchmark.")
    parser.add_argument("--model-latency-ms", type=float, default=0.0)
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    logging.getLogger("aiokafka").setLevel(logging.ERROR)
    return asyncio.run(serve(args.model_latency_ms))


# --- the fleet and what it returns ----------------------------------------------------------------


@dataclass
class _Process:
    proc: asyncio.subprocess.Process
    log: Path
    producer: str = ""

    def tail(self, lines: int = 20) -> str:
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])


@dataclass
class _Fleet:
    """N researcher processes of one namespace."""

    env: dict[str, str]
    logs: Path
    model_latency_ms: float
    members: list[_Process] = field(default_factory=list)

    async def start(self, count: int) -> None:
        self.logs.mkdir(parents=True, exist_ok=True)
        for i in range(count):
            log_path = self.logs / f"researcher-{i}.log"
            with log_path.open("wb") as stderr:
                proc = await asyncio.create_subprocess_exec(
                    sys.executable,
                    "-m",
                    "quantward_cli.bench.researchers",
                    "--model-latency-ms",
                    str(self.model_latency_ms),
                    env=self.env,
                    stdout=asyncio.subprocess.PIPE,
                    stderr=stderr,
                )
            self.members.append(_Process(proc, log_path))
        await asyncio.gather(*(self._ready(m) for m in self.members))

    async def _ready(self, member: _Process) -> None:
        assert member.proc.stdout is not None
        try:
            line = await asyncio.wait_for(member.proc.stdout.readline(), READY_TIMEOUT_S)
        except TimeoutError:
            raise RuntimeError(
                f"a researcher was not ready after {READY_TIMEOUT_S:g} s:\n{member.tail()}"
            ) from None
        words = line.decode().split()
        if len(words) < 3 or words[0] != "researcher" or words[2] != "ready":
            await member.proc.wait()
            raise RuntimeError(
                f"a researcher exited ({member.proc.returncode}) before it was ready:\n"
                f"{member.tail()}"
            )
        member.producer = f"researcher-{words[1]}"

    def check_alive(self) -> None:
        for member in self.members:
            if member.proc.returncode is not None:
                raise RuntimeError(
                    f"{member.producer or 'a researcher'} exited with {member.proc.returncode}:\n"
                    f"{member.tail()}"
                )

    async def stop(self) -> list[int]:
        """SIGTERM every process; their exit codes (killed after a timeout: -9)."""
        for member in self.members:
            if member.proc.returncode is None:
                member.proc.send_signal(signal.SIGTERM)
        codes = []
        for member in self.members:
            try:
                codes.append(await asyncio.wait_for(member.proc.wait(), STOP_TIMEOUT_S))
            except TimeoutError:
                member.proc.kill()
                codes.append(await member.proc.wait())
        return codes


@dataclass
class _Completion:
    at: float
    producer: str
    status: str


class _Completions:
    """Every `task.completed` of the namespace, stamped when it arrived here."""

    def __init__(self) -> None:
        self.first: dict[str, _Completion] = {}
        self.count: Counter[str] = Counter()
        self._changed = asyncio.Condition()

    async def __call__(self, event: Event) -> None:
        if not isinstance(event, TaskCompleted):
            return
        at = time.perf_counter()
        async with self._changed:
            task_id = event.data.task_id
            self.count[task_id] += 1
            self.first.setdefault(task_id, _Completion(at, event.producer, event.data.status))
            self._changed.notify_all()

    async def wait(self, task_ids: Sequence[str], fleet: _Fleet, timeout: float) -> None:
        """Until every task completed; fails early when a researcher process died."""
        deadline = time.perf_counter() + timeout

        def done() -> bool:
            return all(t in self.first for t in task_ids)

        while True:
            fleet.check_alive()
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                missing = sum(1 for t in task_ids if t not in self.first)
                raise RuntimeError(
                    f"{missing} of {len(task_ids)} tasks not completed in {timeout:g} s"
                )
            try:
                async with self._changed:
                    # wakes on every completion; the slice only bounds how late a dead process
                    # is noticed
                    await asyncio.wait_for(self._changed.wait_for(done), min(remaining, 1.0))
                return
            except TimeoutError:
                continue


async def _publish_and_wait(
    bus: KafkaEventBus,
    completions: _Completions,
    fleet: _Fleet,
    tasks: Sequence[TaskDelegated],
    timeout: float,
) -> float:
    """Publish the tasks at once; wait for all; the publish time (perf_counter)."""
    started = time.perf_counter()
    await bus.publish_many(tasks)
    await completions.wait([t.data.task_id for t in tasks], fleet, timeout)
    return started


async def _measure(
    bootstrap: str,
    processes: int,
    tasks: int,
    model_latency_ms: float,
    index_dir: Path,
    logs: Path,
    workers: int = 4,
) -> dict[str, Any]:
    namespace = f"bench-researchers-{uuid.uuid4().hex[:10]}"
    # the shell's settings stay out (the workloads are defined on the offline policy)
    env = {k: v for k, v in os.environ.items() if not k.startswith("QW_") or k in KEEP_ENV}
    env.update(
        QW_KAFKA_BOOTSTRAP=bootstrap,
        QW_TOPIC_NAMESPACE=namespace,
        QW_BUS_PARTITIONS=str(PARTITIONS),
        QW_RESEARCHER_WORKERS=str(workers),
        QW_SEARCH_PATH=str(index_dir),
        PYTHONUNBUFFERED="1",
    )
    task_time_s = 1.0 + 4 * model_latency_ms / 1000  # generous: a task makes 2-3 model calls
    timeout = 60.0 + tasks * task_time_s
    bus = KafkaEventBus(
        bootstrap, client_id="bench-researchers", partitions=PARTITIONS, topic_namespace=namespace
    )
    completions = _Completions()
    fleet = _Fleet(env, logs, model_latency_ms)
    async with bus:
        # Subscribing first creates the topics with the benchmark's partition count.
        await bus.subscribe(
            topics.TASKS,
            group="bench-completions",
            handler=completions,
            accept=[TaskCompleted],
            name="bench-completions",
        )
        try:
            await fleet.start(processes)
            producers = {m.producer for m in fleet.members}
            # Warm-up: rounds until every process completed a task (so all joined the group).
            seen: set[str] = set()
            rounds = 0
            while seen != producers:
                rounds += 1
                if rounds > 30:
                    raise RuntimeError(
                        f"after {rounds - 1} warm-up rounds only {len(seen)} of {processes} "
                        "researchers took tasks; did every process join the group?"
                    )
                warm = delegations(2 * processes, first=rounds)
                await _publish_and_wait(bus, completions, fleet, warm, timeout)
                seen |= {completions.first[t.data.task_id].producer for t in warm}
            unloaded = []
            for probe in delegations(PROBES):
                started = await _publish_and_wait(bus, completions, fleet, [probe], timeout)
                unloaded.append(completions.first[probe.data.task_id].at - started)
            measured = delegations(tasks)
            started = await _publish_and_wait(bus, completions, fleet, measured, timeout)
        finally:
            codes = await fleet.stop()
    ids = [t.data.task_id for t in measured]
    firsts = [completions.first[t] for t in ids]
    wall = max(c.at for c in firsts) - started
    latencies = [(c.at - started) * 1000 for c in firsts]
    share = Counter(c.producer for c in firsts)
    partitions = list(range(PARTITIONS))
    partitioner = DefaultPartitioner()  # the producer's: murmur2 of the key, as in Java
    per_partition = Counter(
        partitioner(t.partition_key().encode(), partitions, partitions) for t in measured
    )
    return {
        "processes": processes,
        "namespace": namespace,
        "tasks": tasks,
        "completed": len(firsts),
        "succeeded": sum(1 for c in firsts if c.status == "succeeded"),
        "duplicates": sum(completions.count[t] for t in ids) - len(ids),
        "wall_s": wall,
        "tasks_per_s": tasks / wall,
        "latency_p50_ms": percentile(latencies, 50),
        "latency_p95_ms": percentile(latencies, 95),
        "unloaded_p50_ms": percentile([u * 1000 for u in unloaded], 50),
        "busiest_partition_tasks": max(per_partition.values()),
        "share": {p: share.get(p, 0) for p in sorted(producers, key=lambda p: -share.get(p, 0))},
        "warm_up_rounds": rounds,
        "exit_codes": codes,
    }


async def run(
    bootstrap: str,
    *,
    processes: tuple[int, ...] = (1, 2, 4),
    tasks: int = 48,
    model_latency_ms: float = 200.0,
    on_progress: Callable[[str], None] | None = None,
    workers: int = 4,
) -> dict[str, Any]:
    """Measure both workloads for every process count (the latency one only when
    `model_latency_ms` > 0)."""
    if tasks < 1 or not processes or min(processes) < 1:
        raise ValueError("tasks and every process count must be at least 1")
    progress = on_progress or (lambda _: None)
    workloads = {"offline": 0.0}
    if model_latency_ms > 0:
        workloads["model-latency"] = model_latency_ms
    measured: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="qw-bench-researchers-") as tmp:
        index_dir = Path(tmp) / "search"
        chunks = await prepare_index(index_dir)
        for name, latency in workloads.items():
            runs = []
            for count in processes:
                progress(f"{name}: {count} researcher process(es)")
                runs.append(
                    await _measure(
                        bootstrap,
                        count,
                        tasks,
                        latency,
                        index_dir,
                        Path(tmp) / f"{name}-{count}",
                        workers,
                    )
                )
            base = runs[0]["tasks_per_s"] / runs[0]["processes"]
            for r in runs:
                r["speedup"] = r["tasks_per_s"] / runs[0]["tasks_per_s"]
                r["efficiency"] = r["tasks_per_s"] / (base * r["processes"])
            measured[name] = {"model_latency_ms": latency, "runs": runs}
    return {
        "tasks": tasks,
        "processes": list(processes),
        "partitions": PARTITIONS,
        "workers_per_process": workers,
        "cpus": os.cpu_count(),
        "index_chunks": chunks,
        "task_mix": [kind[0] for kind in TASK_KINDS],
        "companies": list(COMPANIES),
        "workloads": measured,
    }


def table(results: dict[str, Any]) -> str:
    r = results
    lines = [
        "# Researcher throughput benchmark",
        "",
        "Generated by `quantward bench researchers` on a real Kafka broker.",
        "",
        f"N researcher processes (one consumer-group member each, running up to "
        f"`QW_RESEARCHER_WORKERS={r['workers_per_process']}` tasks at once) on "
        f"a fresh namespace whose topics have {r['partitions']} partitions; "
        f"{r['tasks']} delegations published at once, each an earnings-preview part "
        f"({', '.join(r['task_mix'])}) for one of {len(r['companies'])} companies, searched in "
        f"an embedded index of {r['index_chunks']:,} chunks. The clock runs from the publish to "
        "the last completion seen by a consumer of the tasks topic. Task latency = publish to "
        "completion, queueing included (all tasks wait at once); unloaded = one task at a time. "
        f"Machine: {r['cpus']} CPU(s), shared with the broker.",
        "",
        "| workload | processes | tasks/s | speed-up | wall (s) | task p50 (ms) | task p95 (ms) "
        "| unloaded (ms) | busiest partition | tasks per process | duplicates |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    for name, workload in r["workloads"].items():
        label = WORKLOADS.get(name, name)
        if workload["model_latency_ms"]:
            label = f"{label}, {workload['model_latency_ms']:g} ms per call"
        for run_ in workload["runs"]:
            share = " / ".join(str(n) for n in run_["share"].values())
            lines.append(
                f"| {label} | {run_['processes']} | {run_['tasks_per_s']:.1f} "
                f"| {run_['speedup']:.2f}× | {run_['wall_s']:.2f} | {run_['latency_p50_ms']:.0f} "
                f"| {run_['latency_p95_ms']:.0f} | {run_['unloaded_p50_ms']:.0f} "
                f"| {run_['busiest_partition_tasks']} | {share} "
                f"| {run_['duplicates']} |"
            )
    lines += [
        "",
        f"The offline workload is CPU work on {r['cpus']} CPU(s) that the broker shares: once "
        "the cores are busy, more processes add contention, not throughput. With a model "
        "latency the wait is I/O: each process keeps up to its workers' worth of tasks in "
        "flight (offsets are committed up to the oldest unfinished task), so adding processes "
        "adds concurrency until the tasks run out.",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
