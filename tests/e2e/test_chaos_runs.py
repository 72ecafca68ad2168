"""Chaos on the rig: runs complete with their undisturbed answers while services are SIGKILLed.

The whole platform runs as `quantward serve …` processes on the rig's Kafka and PostgreSQL,
with the offline reference policy as the model: the recorder, the resolver, the grounder, the
validator, two orchestrators (`QW_ORCHESTRATOR_RESUME`), two researchers
(`QW_RESEARCHER_RESUME`) and two Guardians, sharing one topic namespace; graph and search index
are the embedded ones of the e2e `quantward_home` (read by every process from one disk).

Each request is first run undisturbed (its answer is the reference). Then `RUNS` runs go through
`CONCURRENCY` at a time while a seeded plan SIGKILLs the orchestrator, a researcher, a Guardian
and the recorder, `KILLS_PER_KIND` times each, at random points: a kill is armed once a chosen
run has been submitted and fires on the k-th event (k chosen at random) of an armed run that
the victim's kind produced — the orchestrator driving that run (its log), the researcher or
Guardian instance that published the event (its producer name), the recorder on any event of
the run. The killed process is restarted at once (a fresh instance). No sleeps: kills happen in
the handler that sees the events.

At the end every run has succeeded with its request's undisturbed answer, no run completed
twice, no task was delegated to a run under two ids more than the undisturbed run had, every
kill fired, and every run's record in PostgreSQL verifies once the recorder has consumed
everything. The numbers (runs, kills, the seconds from each kill to its recovery) are written to
docs/benchmarks/chaos_runs.{json,md}. `QW_CHAOS_SEED` picks another plan.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pytest

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, topics
from quantward_contracts.events import (
    AnswerDrafted,
    ReviewDecided,
    RunCompleted,
    RunProgressed,
    TaskCompleted,
    TaskDelegated,
)
from quantward_kit.run_client import RunClient, RunOutcome
from quantward_orchestrator.settings import OrchestratorSettings

#: every membership change of the orchestrator and researcher groups now hands the runs and tasks
#: in flight over and resumes them from the record (ADR 0020), so the whole plan takes longer than
#: the suite's default 300 s per test on a busy machine (411 s measured under load)
pytestmark = [
    pytest.mark.connected,
    pytest.mark.kafka,
    pytest.mark.postgres,
    pytest.mark.timeout(900),
]

HERE = Path(__file__).resolve().parent
REPORT_DIR = HERE.parents[1] / "docs" / "benchmarks"
READY_TIMEOUT_S = 120.0
RUN_TIMEOUT_S = 300.0
SESSION_TIMEOUT_MS = 6_000
#: the bound of a resuming orchestrator's wait for the recorder (its default: not overridden,
#: the wait is tried again with backoff while a killed recorder restarts)
RECORD_WAIT_S = OrchestratorSettings.model_fields["orchestrator_record_wait_s"].default
SEED = int(os.environ.get("QW_CHAOS_SEED", "20261201"))
RUNS = 20
CONCURRENCY = 4
KINDS = ("orchestrator", "researcher", "guardian", "recorder")
KILLS_PER_KIND = 3
#: a kill fires on the k-th matching event, k in 1..K_MAX (events of that kind a run has)
K_MAX = {"orchestrator": 8, "researcher": 3, "guardian": 2, "recorder": 12}
REQUESTS: list[tuple[str, dict[str, Any]]] = [
    ("apple", {"template_id": "earnings-preview", "inputs": {"company": "Apple"}}),
    ("microsoft", {"template_id": "earnings-preview", "inputs": {"company": "Microsoft"}}),
]


def _load(name: str, path: Path) -> Any:
    """A test module of another folder (tests are imported by path, not as packages)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_dist = _load("chaos_e2e_distributed", HERE / "test_distributed_run.py")
start = _dist.start


@pytest.fixture
def env(kafka_bootstrap: str, postgres_dsn: str, quantward_home: Any) -> Iterator[dict[str, str]]:
    namespace = f"e2e-chaos-{uuid.uuid4().hex[:10]}"
    values = quantward_home.environ()
    values.update(
        QW_KAFKA_BOOTSTRAP=kafka_bootstrap,
        QW_TOPIC_NAMESPACE=namespace,
        QW_POSTGRES_DSN=postgres_dsn,
        QW_RECORDS_SCHEMA=namespace.replace("-", "_"),
        QW_RECORDER_GRPC_PORT="0",
        QW_RESOLVER_GRPC_PORT="0",
        QW_ORCHESTRATOR_RESUME="true",
        QW_RESEARCHER_RESUME="true",
        QW_RESEARCHER_WORKERS="2",
        QW_BUS_SESSION_TIMEOUT_MS=str(SESSION_TIMEOUT_MS),
        QW_BUS_HEARTBEAT_INTERVAL_MS="1000",
        PYTHONUNBUFFERED="1",
    )
    yield values
    import psycopg

    with psycopg.connect(postgres_dsn, autocommit=True) as db:
        db.execute(f'DROP SCHEMA IF EXISTS "{values["QW_RECORDS_SCHEMA"]}" CASCADE')


class Deployment:
    """The service processes by name (`researcher-3`), started, killed and restarted."""

    def __init__(self, env: dict[str, str], logs: Path) -> None:
        self.env = env
        self.logs = logs
        self.processes: dict[str, Any] = {}
        #: producer name on events (`researcher-<instance>`) → process name
        self.producers: dict[str, str] = {}
        self._count = 0
        self._lock = threading.Lock()

    def start(self, kind: str) -> str:
        """Start one process of `kind` and wait for its ready line; its name."""
        with self._lock:
            self._count += 1
            name = f"{kind}-{self._count}"
            service = start(name, ["serve", kind], self.env, self.logs)
            self.processes[name] = service
        ready = service.wait_for_line(READY_TIMEOUT_S)
        words = ready.split()
        if kind in ("researcher", "guardian"):  # "researcher <instance> consuming …"
            self.producers[f"{kind}-{words[1]}"] = name
        return name

    def alive(self, name: str) -> bool:
        return bool(self.processes[name].proc.poll() is None)

    def of_kind(self, kind: str) -> list[str]:
        return [n for n in self.processes if n.rsplit("-", 1)[0] == kind and self.alive(n)]

    def driver_of(self, run_id: str) -> str | None:
        """The live orchestrator whose log says it drives `run_id`."""
        line = f"run {run_id}: driven by instance"
        for name in self.of_kind("orchestrator"):
            if line in self.processes[name].log.read_text(errors="replace"):
                return name
        return None

    def kill(self, name: str) -> None:
        service = self.processes[name]
        service.proc.send_signal(signal.SIGKILL)
        service.proc.wait()

    def stop(self) -> dict[str, int]:
        for service in self.processes.values():
            if service.proc.poll() is None:
                service.proc.send_signal(signal.SIGTERM)
        codes = {}
        for name, service in self.processes.items():
            try:
                codes[name] = service.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                service.proc.kill()
                codes[name] = service.proc.wait()
        return codes


@dataclass
class Kill:
    """One planned SIGKILL, and what happened when it fired."""

    kind: str
    #: armed once the run with this index has been submitted
    after_run: int
    #: fires on the k-th matching event of an armed run
    k: int
    matched: int = 0
    run: int | None = None
    run_id: str | None = None
    after_event: str | None = None
    #: the victim's work the event was part of: a task id (researcher), a review id (Guardian)
    work: str | None = None
    victim: str | None = None
    killed_at: float | None = None
    #: seconds from the kill to the recovery (see `Monkey.recovered`); None when the victim's
    #: work was already answered at the kill (nothing to recover)
    recovered_s: float | None = None
    restarted_s: float | None = None
    #: the run completed after the kill (an orchestrator kill's run ends either way)
    run_ended: bool = False


@dataclass
class Monkey:
    """Fires the planned kills from the event handler and restarts each victim at once."""

    deployment: Deployment
    kills: list[Kill]
    runs: dict[str, int] = field(default_factory=dict)
    busy: set[str] = field(default_factory=set)
    #: the latest kill of each kind (the one that keeps its kind busy)
    latest: dict[str, Kill] = field(default_factory=dict)
    restarts: list[asyncio.Task[None]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    #: task ids completed and review ids decided so far
    answered: set[str] = field(default_factory=set)

    async def observe(self, event: Event) -> None:
        now = time.monotonic()
        if isinstance(event, TaskCompleted):
            self.answered.add(event.data.task_id)
        if isinstance(event, ReviewDecided):
            self.answered.add(event.data.review_id)
        if isinstance(event, RunCompleted) and event.run_id is not None:
            self.answered.add(event.run_id)
        for kill in self.kills:
            pending = kill.killed_at is not None and kill.recovered_s is None
            if pending and kill.killed_at is not None and self.recovered(kill, event):
                kill.recovered_s = now - kill.killed_at
                self.settle(kill)
            if isinstance(event, RunCompleted) and event.run_id == kill.run_id:
                kill.run_ended = True
                self.settle(kill)
        index = self.runs.get(event.run_id or "")
        if index is None:
            return
        for kill in self.kills:
            if kill.killed_at is not None or kill.kind in self.busy or index < kill.after_run:
                continue
            if not self.matches(kill.kind, event):
                continue
            kill.matched += 1
            if kill.matched >= kill.k and self.fire(kill, event, index):
                return

    @staticmethod
    def matches(kind: str, event: Event) -> bool:
        if kind == "orchestrator":
            return event.producer == "orchestrator"
        if kind in ("researcher", "guardian"):
            return event.producer.startswith(f"{kind}-")
        return True  # the recorder records every event

    @staticmethod
    def recovered(kill: Kill, event: Event) -> bool:
        """The victim's work was done by another: the run resumed by another orchestrator, the
        killed task completed, the killed review decided (the recorder's recovery is its
        restart, measured in `restart`)."""
        if event.run_id != kill.run_id:
            return False
        if kill.kind == "orchestrator":
            return isinstance(event, RunProgressed) and event.data.detail.startswith(
                "resuming after"
            )
        if kill.kind == "researcher":
            return isinstance(event, TaskCompleted) and event.data.task_id == kill.work
        if kill.kind == "guardian":
            return isinstance(event, ReviewDecided) and event.data.review_id == kill.work
        return False

    @staticmethod
    def work_of(kind: str, event: Event) -> str | None:
        """The task or review an agent event belongs to (its agent id names it)."""
        agent_id = getattr(event.data, "agent_id", None)
        if not isinstance(agent_id, str):
            return None
        if kind == "researcher":
            return agent_id  # a researcher's agent id is its task id
        if kind == "guardian" and agent_id.startswith("guardian-"):
            return agent_id.removeprefix("guardian-").rsplit("-", 1)[0]  # guardian-<review>-<n>
        return None

    def settle(self, kill: Kill) -> None:
        """The next kill of the kind may fire once the victim is restarted and, for the
        orchestrator, its run resumed (so every kill is measured on its own)."""
        waiting = kill.kind == "orchestrator" and kill.recovered_s is None and not kill.run_ended
        if self.latest.get(kill.kind) is kill and kill.restarted_s is not None and not waiting:
            self.busy.discard(kill.kind)

    def fire(self, kill: Kill, event: Event, index: int) -> bool:
        if kill.kind == "orchestrator":
            victim = self.deployment.driver_of(event.run_id or "")
        elif kill.kind == "recorder":
            victim = next(iter(self.deployment.of_kind("recorder")), None)
        else:
            victim = self.deployment.producers.get(event.producer)
        if victim is None or not self.deployment.alive(victim):
            return False  # its producer is gone already: the next matching event decides
        work = self.work_of(kill.kind, event)
        if kill.kind in ("orchestrator", "recorder"):
            work = event.run_id
        if work is None or work in self.answered:
            return False  # not an agent's step, or its work is answered: nothing to interrupt
        self.deployment.kill(victim)
        kill.killed_at = time.monotonic()
        kill.victim, kill.run, kill.run_id = victim, index, event.run_id
        kill.after_event, kill.work = event.event_id, work
        self.busy.add(kill.kind)
        self.latest[kill.kind] = kill
        self.restarts.append(asyncio.ensure_future(self.restart(kill)))
        return True

    async def restart(self, kill: Kill) -> None:
        try:
            await asyncio.to_thread(self.deployment.start, kill.kind)
            assert kill.killed_at is not None
            kill.restarted_s = time.monotonic() - kill.killed_at
            if kill.kind == "recorder":
                kill.recovered_s = kill.restarted_s
        except AssertionError as exc:
            self.errors.append(f"restarting {kill.kind}: {exc}")
        finally:
            self.settle(kill)


def plan(rng: random.Random) -> list[Kill]:
    kills = [
        Kill(kind, rng.randrange(RUNS - CONCURRENCY), rng.randint(1, K_MAX[kind]))
        for kind in KINDS
        for _ in range(KILLS_PER_KIND)
    ]
    rng.shuffle(kills)
    return kills


async def chaos(
    env: dict[str, str], monkey: Monkey
) -> tuple[dict[str, RunOutcome], list[tuple[str, RunOutcome]], list[Event]]:
    """The undisturbed runs, then the runs under the kills; and every event seen."""
    bus = KafkaEventBus(
        env["QW_KAFKA_BOOTSTRAP"], client_id="e2e-chaos", topic_namespace=env["QW_TOPIC_NAMESPACE"]
    )
    async with bus:
        seen: Recorder[Event] = Recorder(then=monkey.observe)
        recorded = [t for t in topics.ALL if t != topics.DEAD_LETTER]
        await bus.subscribe(
            recorded, group=f"e2e-chaos-seen-{uuid.uuid4().hex[:6]}", handler=seen, start="latest"
        )
        client = RunClient(bus)
        await client.start()
        try:
            calm: dict[str, RunOutcome] = {}
            for name, request in REQUESTS:
                submitted = await client.submit(mode="chat", **request)
                calm[name] = await client.follow(submitted, timeout_s=RUN_TIMEOUT_S)
                assert calm[name].status == "succeeded", (name, calm[name].completed)
            gate = asyncio.Semaphore(CONCURRENCY)

            async def one(index: int) -> tuple[str, RunOutcome]:
                name, request = REQUESTS[index % len(REQUESTS)]
                async with gate:
                    submitted = await client.submit(mode="chat", **request)
                    assert submitted.run_id is not None
                    monkey.runs[submitted.run_id] = index
                    return name, await client.follow(submitted, timeout_s=RUN_TIMEOUT_S)

            outcomes = await asyncio.gather(*(one(i) for i in range(RUNS)))
            await asyncio.gather(*monkey.restarts)
            from quantward_records.recording import RECORDER_GROUP

            await bus.wait_consumed(RECORDER_GROUP, recorded, timeout_s=120)
        finally:
            await client.close()
    return calm, list(outcomes), list(seen.items)


def verify_records(env: dict[str, str], run_ids: list[str]) -> int:
    """Every run's record verifies and ended as it did; the number of records checked."""
    from quantward_records import verify_run
    from quantward_records.postgres_store import PostgresRecordStore

    store = PostgresRecordStore.connect(env["QW_POSTGRES_DSN"], env["QW_RECORDS_SCHEMA"])
    try:
        stored = store.run_ids()
        assert set(run_ids) <= set(stored), set(run_ids) - set(stored)
        for run_id in stored:
            entries = store.entries(run_id)
            assert len({e.event_id for e in entries}) == len(entries), run_id
            result = verify_run(run_id, entries, store.head(run_id), store.artifact)
            assert result.ok, (run_id, result.problems)
            summary = store.summary(run_id)
            assert summary is not None
            assert summary.status == "succeeded", (run_id, summary.status)
        return len(stored)
    finally:
        store.close()


#: log lines of a resumed run or a task taken over from the record, by what they count
TAKEOVER_LINES = {
    "runs_resumed": ": resuming after ",
    "completed_runs_recognised": " already completed (",
    "tasks_taken_over_with_recorded_model_calls": ": taken over, ",
    "tasks_answered_with_recorded_completion": ": answered with its recorded completion",
}


def taken_over(logs: Path) -> dict[str, int]:
    text = "\n".join(log.read_text(errors="replace") for log in sorted(logs.glob("*.log")))
    return {what: text.count(line) for what, line in TAKEOVER_LINES.items()}


def report(
    kills: list[Kill],
    outcomes: list[tuple[str, RunOutcome]],
    records: int,
    drafts: dict[str, int],
    takeovers: dict[str, int],
    load_average: tuple[float, float],
) -> None:
    by_kind: dict[str, list[float | None]] = {
        kind: [k.recovered_s for k in kills if k.kind == kind] for kind in KINDS
    }
    data = {
        "source": "tests/e2e/test_chaos_runs.py (make test-connected)",
        "seed": SEED,
        "runs": len(outcomes),
        "concurrency": CONCURRENCY,
        "session_timeout_ms": SESSION_TIMEOUT_MS,
        "record_wait_s": RECORD_WAIT_S,
        "load_average": load_average,
        "records_verified": records,
        #: from the services' logs: runs resumed, tasks taken over from the record
        "takeovers": takeovers,
        #: runs (the undisturbed ones included) whose answer was drafted more than once
        "runs_redrafted": sorted(run_id for run_id, n in drafts.items() if n > 1),
        "run_seconds": sorted(round(o.elapsed_s, 1) for _, o in outcomes),
        "kills": [
            {
                key: (round(value, 2) if isinstance(value, float) else value)
                for key, value in asdict(k).items()
                if key not in ("matched", "killed_at")
            }
            for k in kills
        ],
    }
    REPORT_DIR.mkdir(parents=True, exist_ok=True)
    (REPORT_DIR / "chaos_runs.json").write_text(json.dumps(data, indent=2) + "\n")

    def seconds(values: list[float | None]) -> str:
        return ", ".join("–" if v is None else f"{v:.1f}" for v in values)

    rows = "\n".join(
        f"| {kind} | {len(values)} | {seconds(values)} |" for kind, values in by_kind.items()
    )
    slowest = max(o.elapsed_s for _, o in outcomes)
    redrafted = len(data["runs_redrafted"])  # type: ignore[arg-type]
    (REPORT_DIR / "chaos_runs.md").write_text(
        "# Chaos runs (real Kafka + PostgreSQL)\n\n"
        "Generated by `tests/e2e/test_chaos_runs.py` (`make test-connected`); the raw numbers "
        "are in `chaos_runs.json`.\n\n"
        f"{len(outcomes)} runs ({CONCURRENCY} at a time, seed {SEED}) through the whole platform "
        "as processes (two orchestrators, two researchers, two Guardians, one recorder, the "
        "resolver, grounder and validator; the offline policy as the model) while the planned "
        "SIGKILLs fired; every killed process was restarted at once. All runs succeeded with "
        f"their undisturbed answer; {records} records verified. Slowest run {slowest:.1f} s. "
        f"{redrafted} of the {len(drafts)} runs (the undisturbed ones included) drafted their "
        "answer more than once (a validator or Guardian revision). From the services' logs: "
        + ", ".join(f"{what.replace('_', ' ')} {n}" for what, n in takeovers.items())
        + ".\n\n"
        "| killed | kills | seconds from the kill to the recovery |\n|---|---:|---|\n"
        f"{rows}\n\n"
        "Recovery is, for the orchestrator, the other instance's `resuming after …`; for a "
        "researcher, the killed task's `task.completed` (by the other researcher, from the "
        "record); for a Guardian, the killed review's `review.decided`; "
        "for the recorder, its restarted process's ready line. "
        "A kill fires only "
        "on work not yet answered (the researcher's task, the Guardian's review, the "
        "orchestrator's run); `–`: the killed orchestrator's run completed without a resume "
        "being needed (its last event was out already). A recovery well under a second: the "
        "victim's reply was published before the kill, and the test had not read it yet. "
        f"Session timeout {SESSION_TIMEOUT_MS} ms: a killed "
        "member's work moves only once the broker has given up on it. A run or task taken "
        "over while the killed recorder restarts waits for it with the default settings: tried "
        f"again with backoff, the run saying so to its follower, for at most {RECORD_WAIT_S:g} s "
        "(`QW_ORCHESTRATOR_RECORD_WAIT_S`, `QW_RESEARCHER_RECORD_WAIT_S`). Measured on a "
        "2-vCPU machine shared with other work: 1-minute load average "
        f"{load_average[0]:.1f} at the start and {load_average[1]:.1f} at the end.\n"
    )


def test_runs_complete_with_their_answers_while_services_are_killed(
    env: dict[str, str], tmp_path: Path
) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    load_at_start = os.getloadavg()[0]
    deployment = Deployment(env, logs)
    kills = plan(random.Random(SEED))
    monkey = Monkey(deployment, kills)
    kinds = ["recorder", "resolver", "grounder", "validator"] + [
        kind for kind in ("orchestrator", "researcher", "guardian") for _ in range(2)
    ]
    try:
        for kind in kinds:  # one after another: this machine has two cores
            deployment.start(kind)
        calm, outcomes, seen = asyncio.run(chaos(env, monkey))
    finally:
        codes = deployment.stop()
    assert not monkey.errors, monkey.errors
    for kill in kills:
        print(f"\n{kill}")
    assert all(k.killed_at is not None for k in kills), [k for k in kills if k.killed_at is None]
    for name, outcome in outcomes:
        assert outcome.status == "succeeded", (outcome.run_id, outcome.completed)
        assert outcome.answer is not None
        reference = calm[name].answer
        assert reference is not None
        assert outcome.answer.data.text == reference.data.text, (name, outcome.run_id)
        of_run = [e for e in seen if e.run_id == outcome.run_id]
        completions = {e.event_id for e in of_run if isinstance(e, RunCompleted)}
        assert len(completions) == 1, (outcome.run_id, completions)
        # a task done again after a kill keeps its derived ids: one delegation, one completion
        for kind in ("delegated", "completed"):
            ids: dict[str, set[str]] = {}
            for e in of_run:
                if isinstance(e, TaskDelegated if kind == "delegated" else TaskCompleted):
                    ids.setdefault(e.data.task_id, set()).add(e.event_id)
            twice = {task: events for task, events in ids.items() if len(events) > 1}
            assert not twice, (outcome.run_id, f"a task {kind} twice", twice)
    run_ids = [o.run_id for o in calm.values()] + [o.run_id for _, o in outcomes]
    records = verify_records(env, run_ids)
    of_runs: dict[str, list[Event]] = {}
    for e in seen:
        of_runs.setdefault(e.run_id or "", []).append(e)
    drafts = {
        run_id: len({e.event_id for e in of_runs.get(run_id, []) if isinstance(e, AnswerDrafted)})
        for run_id in run_ids
    }
    report(kills, outcomes, records, drafts, taken_over(logs), (load_at_start, os.getloadavg()[0]))
    alive = {n: c for n, c in codes.items() if c != -signal.SIGKILL}
    assert set(alive.values()) == {0}, {
        n: (c, deployment.processes[n].stderr_tail(10)) for n, c in alive.items() if c
    }
