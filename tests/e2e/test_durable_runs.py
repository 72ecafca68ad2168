"""Durable runs on the rig: an orchestrator process SIGKILLed mid-run, another completes the run.

Two `quantward serve orchestrator` processes (with `QW_ORCHESTRATOR_RESUME=true`) and the
recorder (`quantward serve recorder`, the rig's PostgreSQL) share one topic namespace on the
rig's Kafka; the resolver, the researchers, the grounder and the Guardian are small fakes in this
test, so the test decides when each reply comes. For each kill point — during research, during
a review, while waiting for the user's answer — the test finds the instance driving the run (its
log), SIGKILLs it, and waits for the other to resume the run and complete it. The resumed run's
answer must equal the undisturbed run's, no task may be delegated twice, and the run's record
must verify. After each kill a fresh instance is started (a restart), so two members are always
there. Then a rebalance: a third instance joins while runs wait for their research; the runs on
the partitions that move to it are handed over at once (not finished first) and resumed from
the record, the others go on where they are. The Kafka consumer
settings are the kit's defaults (unless `QW_BUS_SESSION_TIMEOUT_MS` / `QW_BUS_HEARTBEAT_INTERVAL_MS`
are set in the environment), so the seconds from each kill to "resuming after …" (and from the
joining member's start to the hand-over and the resume) measure the default failover; they are
printed and written to docs/benchmarks/durable_runs.{json,md}.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event, topics
from quantward_contracts.events import (
    AnswerReleased,
    ClarificationRequested,
    ReviewDecided,
    ReviewDecidedData,
    ReviewRequested,
    RunCompleted,
    RunProgressed,
    TaskDelegated,
)
from quantward_kit.run_client import RunClient, RunOutcome
from quantward_kit.settings import Settings
from tests.environ import session_environ

#: three kills, each resumed, then a rebalance with runs on five of the six partitions: more than
#: the suite's default 300 s per test on a busy machine (the whole test took 540 s at load 18)
pytestmark = [
    pytest.mark.connected,
    pytest.mark.kafka,
    pytest.mark.postgres,
    pytest.mark.timeout(900),
]

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
READY_TIMEOUT_S = 90.0
RUN_TIMEOUT_S = 120.0
#: the failover this test measures is the default one, unless the environment sets these
SESSION_TIMEOUT_MS = int(
    os.environ.get(
        "QW_BUS_SESSION_TIMEOUT_MS", Settings.model_fields["bus_session_timeout_ms"].default
    )
)
HEARTBEAT_INTERVAL_MS = int(
    os.environ.get(
        "QW_BUS_HEARTBEAT_INTERVAL_MS", Settings.model_fields["bus_heartbeat_interval_ms"].default
    )
)
REPORT_DIR = REPO / "docs" / "benchmarks"


def _load(name: str, path: Path) -> Any:
    """A test module of another folder (tests are imported by path, not as packages)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_dist = _load("durable_e2e_distributed", HERE / "test_distributed_run.py")
_run = _load(
    "durable_e2e_orchestrator_run", REPO / "services" / "orchestrator" / "tests" / "test_run.py"
)
Service = _dist.Service
start = _dist.start


class FakeGuardian:
    """Accepts every review; `hold` keeps decisions back until released (a kill lands first)."""

    def __init__(self, bus: KafkaEventBus) -> None:
        self.bus = bus
        self.hold = False
        self.held: list[ReviewRequested] = []

    async def __call__(self, event: Event) -> None:
        if not isinstance(event, ReviewRequested):
            return
        if self.hold:
            self.held.append(event)
            return
        await self.bus.publish(
            ReviewDecided(
                **event.replied(
                    ReviewDecided,
                    producer="fake-guardian",
                    data=ReviewDecidedData(
                        review_id=event.data.review_id,
                        stage=event.data.stage,
                        decision="accept",
                        summary="accepted",
                    ),
                )
            )
        )

    async def release(self) -> None:
        self.hold = False
        held, self.held = self.held, []
        for event in held:
            await self(event)


@pytest.fixture
def env(kafka_bootstrap: str, postgres_dsn: str) -> Iterator[dict[str, str]]:
    namespace = f"e2e-durable-{uuid.uuid4().hex[:10]}"
    values = session_environ(
        QW_KAFKA_BOOTSTRAP=kafka_bootstrap,
        QW_TOPIC_NAMESPACE=namespace,
        QW_POSTGRES_DSN=postgres_dsn,
        QW_RECORDS_SCHEMA=namespace.replace("-", "_"),
        QW_RECORDER_GRPC_PORT="0",
        QW_HEALTH_PORT="0",
        QW_ORCHESTRATOR_RESUME="true",
        QW_ORCHESTRATOR_VALIDATOR="false",
        QW_BUS_SESSION_TIMEOUT_MS=str(SESSION_TIMEOUT_MS),
        QW_BUS_HEARTBEAT_INTERVAL_MS=str(HEARTBEAT_INTERVAL_MS),
        PYTHONUNBUFFERED="1",
    )
    yield values
    import psycopg

    with psycopg.connect(postgres_dsn, autocommit=True) as db:
        db.execute(f'DROP SCHEMA IF EXISTS "{values["QW_RECORDS_SCHEMA"]}" CASCADE')


#: an orchestrator's log line of its runs consumer's assignment, and a runs partition in it
_RUNS_ASSIGNED = re.compile(r"orchestrator-\w+ assigned (\[[^\n]*public\.runs\.v1[^\n]*\])")
_RUNS_PARTITION = re.compile(r"public\.runs\.v1', partition=(\d+)\)")


class Deployment:
    """The recorder and the orchestrator processes, started and stopped by the test."""

    def __init__(self, env: dict[str, str], logs: Path) -> None:
        self.env = env
        self.logs = logs
        self.processes: dict[str, Any] = {}
        self.count = 0

    def start(self, kind: str) -> Any:
        self.count += 1
        name = f"{kind}-{self.count}"
        service = start(name, ["serve", kind], self.env, self.logs)
        self.processes[name] = service
        return service

    def driver_of(self, run_id: str) -> str:
        """The orchestrator process whose log says it drives `run_id` (and is alive)."""
        line = f"run {run_id}: driven by instance"
        for name, service in self.processes.items():
            alive = name.startswith("orchestrator") and service.proc.poll() is None
            if alive and line in service.log.read_text(errors="replace"):
                return str(name)
        raise AssertionError(f"no live orchestrator drives {run_id}")

    def runs_settled(self) -> bool:
        """Whether the live orchestrators' latest assignments of the runs topic (their logs)
        split its partitions among them: a restarted instance prints its ready line before its
        group has rebalanced, and a scenario started before that sees its runs handed over by
        the rebalance the restart causes, not by the one it provokes."""
        partitions = int(self.env.get("QW_BUS_PARTITIONS", "6"))
        owned: list[str] = []
        for name, service in self.processes.items():
            if not name.startswith("orchestrator") or service.proc.poll() is not None:
                continue
            assignments = _RUNS_ASSIGNED.findall(service.log.read_text(errors="replace"))
            if not assignments:
                return False
            owned += _RUNS_PARTITION.findall(assignments[-1])
        return len(owned) == partitions and len(set(owned)) == partitions

    def kill(self, name: str) -> None:
        service = self.processes[name]
        service.proc.send_signal(signal.SIGKILL)
        service.proc.wait()

    def print_logs(self, lines: int = 80) -> None:
        """The last `lines` of every process's log, shown with a failing test's output (the
        logs are in the test's temporary folder, gone once the run ends)."""
        for name, service in self.processes.items():
            tail = service.log.read_text(errors="replace").splitlines()[-lines:]
            print(f"\n--- {name} (last {len(tail)} lines of {service.log}) ---")
            print("\n".join(tail))

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


async def drive(env: dict[str, str], deployment: Deployment) -> list[tuple[str, float, int]]:
    """Every scenario against the one deployment; (scenario, seconds to resume, events)."""
    bus = KafkaEventBus(
        env["QW_KAFKA_BOOTSTRAP"],
        client_id="e2e-durable",
        topic_namespace=env["QW_TOPIC_NAMESPACE"],
    )
    measured: list[tuple[str, float, int]] = []
    async with bus:
        resolver = _run.FakeResolver(bus)
        researchers = _run.FakeResearchers(bus)
        grounder = _run.FakeGrounder(bus)
        guardian = FakeGuardian(bus)
        seen: Recorder[Event] = Recorder()
        ns = uuid.uuid4().hex[:6]
        await bus.subscribe([topics.ENTITIES], group=f"fake-resolver-{ns}", handler=resolver)
        await bus.subscribe([topics.TASKS], group=f"fake-researchers-{ns}", handler=researchers)
        await bus.subscribe([topics.ANSWER_DRAFTS], group=f"fake-grounder-{ns}", handler=grounder)
        await bus.subscribe([topics.REVIEW_REQUESTS], group=f"fake-guardian-{ns}", handler=guardian)
        await bus.subscribe(
            [t for t in topics.ALL if t != topics.DEAD_LETTER],
            group=f"e2e-seen-{ns}",
            handler=seen,
            start="latest",
        )
        client = RunClient(bus)
        await client.start()
        try:
            scenarios: list[tuple[str, dict[str, Any]]] = [
                ("research", {"template_id": "earnings-preview", "inputs": {"company": "Apple"}}),
                ("review", {"template_id": "earnings-preview", "inputs": {"company": "Apple"}}),
                ("clarification", {"template_id": None, "question": "How did Porsche do?"}),
            ]
            await settled(deployment)
            for scenario, request in scenarios:
                answers = ["porsche se"] if scenario == "clarification" else []
                calm = await one_run(client, request, answers)
                assert calm.status == "succeeded", (scenario, calm.completed)
                assert calm.answer is not None
                resumed, seconds, tasks = await killed_run(
                    scenario, client, request, deployment, seen, researchers, guardian
                )
                assert resumed.status == "succeeded", (scenario, resumed.completed)
                assert resumed.answer is not None
                assert resumed.answer.data.text == calm.answer.data.text, scenario
                assert len(tasks) == len(set(tasks)), f"{scenario}: a task delegated twice"
                measured.append((scenario, seconds, len(resumed.events)))
                deployment.start("orchestrator").wait_for_line(READY_TIMEOUT_S)  # the restart
                await settled(deployment)
            request = scenarios[0][1]
            calm = await one_run(client, request, [])
            outcomes, rebalance = await rebalanced_run(
                client, request, deployment, seen, researchers
            )
            assert calm.answer is not None
            for outcome in outcomes:
                assert outcome.status == "succeeded", outcome.completed
                assert outcome.answer is not None
                assert outcome.answer.data.text == calm.answer.data.text, "rebalance"
            measured.extend(rebalance)
        finally:
            await client.close()
    return measured


async def settled(deployment: Deployment) -> None:
    """Until the orchestrators' group has settled on the runs topic (see `runs_settled`)."""
    await wait_until(
        deployment.runs_settled,
        timeout=READY_TIMEOUT_S,
        what="the orchestrators' group settled on the runs topic's partitions",
    )


async def one_run(client: RunClient, request: dict[str, Any], answers: list[str]) -> RunOutcome:
    replies = list(answers)

    async def answer(_: ClarificationRequested) -> str | None:
        return replies.pop(0) if replies else None

    submitted = await client.submit(mode="chat", **request)
    return await client.follow(submitted, answer=answer, timeout_s=RUN_TIMEOUT_S)


async def killed_run(
    scenario: str,
    client: RunClient,
    request: dict[str, Any],
    deployment: Deployment,
    seen: Recorder[Event],
    researchers: Any,
    guardian: FakeGuardian,
) -> tuple[RunOutcome, float, list[str]]:
    """The run, its driver SIGKILLed at the scenario's point; the outcome, the seconds from the
    kill to "resuming after …", and the task ids delegated."""
    point = {
        "research": TaskDelegated,
        "review": ReviewRequested,
        "clarification": ClarificationRequested,
    }[scenario]
    researchers.hold = scenario == "research"
    guardian.hold = scenario == "review"
    killed = asyncio.Event()

    async def answer(_: ClarificationRequested) -> str:
        await killed.wait()  # the user answers while the run has no driver
        return "porsche se"

    submitted = await client.submit(mode="chat", **request)
    run_id = submitted.run_id
    assert run_id is not None
    following = asyncio.ensure_future(
        client.follow(submitted, answer=answer, timeout_s=RUN_TIMEOUT_S)
    )
    await seen.wait_until(
        lambda items: any(isinstance(e, point) and e.run_id == run_id for e in items),
        timeout=RUN_TIMEOUT_S,
        what=f"{scenario}: the kill point",
    )
    await wait_until(
        lambda: any(
            f"run {run_id}: driven by" in s.log.read_text(errors="replace")
            for s in deployment.processes.values()
        ),
        timeout=30,
        what="the driver's log line",
    )
    victim = deployment.driver_of(run_id)
    deployment.kill(victim)
    killed_at = time.monotonic()
    killed.set()
    if scenario == "research":
        for task in list(researchers.tasks):
            researchers.tasks.remove(task)
        researchers.hold = False
        for event in [e for e in seen.items if isinstance(e, TaskDelegated) and e.run_id == run_id]:
            await researchers(event)
    if scenario == "review":
        await guardian.release()
    await seen.wait_until(
        lambda items: any(
            isinstance(e, RunProgressed)
            and e.run_id == run_id
            and e.data.detail.startswith("resuming after")
            for e in items
        ),
        timeout=RUN_TIMEOUT_S,
        what=f"{scenario}: the run resumed",
    )
    seconds = time.monotonic() - killed_at
    outcome = await following
    # the test's own group sees the run's end in its own time
    await seen.wait_until(
        lambda items: (
            {type(e) for e in items if e.run_id == run_id} >= {RunCompleted, AnswerReleased}
        ),
        timeout=30,
        what=f"{scenario}: the completion and the release",
    )
    of_run = [e for e in seen.items if e.run_id == run_id]
    tasks = [e.data.task_id for e in of_run if isinstance(e, TaskDelegated)]
    completions = [e for e in seen.items if isinstance(e, RunCompleted) and e.run_id == run_id]
    assert len({e.event_id for e in completions}) == 1, completions
    released = [e for e in seen.items if isinstance(e, AnswerReleased) and e.run_id == run_id]
    assert len({e.event_id for e in released}) == 1
    return outcome, seconds, tasks


def progressed(seen: Recorder[Event], run_id: str, beginning: str) -> bool:
    return any(
        isinstance(e, RunProgressed) and e.run_id == run_id and e.data.detail.startswith(beginning)
        for e in seen.items
    )


def partition_of(run_id: str, partitions: int) -> int:
    """The partition of the runs topic a run's request goes to (the producer's partitioner)."""
    from aiokafka.partitioner import DefaultPartitioner

    every = list(range(partitions))
    return int(DefaultPartitioner()(run_id.encode(), every, every))


async def rebalanced_run(
    client: RunClient,
    request: dict[str, Any],
    deployment: Deployment,
    seen: Recorder[Event],
    researchers: Any,
) -> tuple[list[RunOutcome], list[tuple[str, float, int]]]:
    """Runs waiting for their research while a third instance joins the group. The runs
    topic's partitions are spread over the members by a sticky assignor, so the joining
    instance takes a partition from each of the two others: the runs on those are handed over
    at once (the research is still held, so the rebalance did not wait for them) and resumed
    from the record by the joining instance; the runs on the partitions that stayed are not
    handed over at all. Runs are submitted until their requests cover all partitions but one,
    so at least one run moves and at least one stays. The outcomes, and the seconds from the
    joining member's start to the first hand-over and to its resume."""
    researchers.hold = True
    partitions = int(deployment.env.get("QW_BUS_PARTITIONS", "6"))
    runs: dict[str, int] = {}
    following: list[asyncio.Future[RunOutcome]] = []
    while len(set(runs.values())) < partitions - 1:
        assert len(runs) < 40, f"40 runs cover only partitions {sorted(set(runs.values()))}"
        submitted = await client.submit(mode="chat", **request)
        assert submitted.run_id is not None
        runs[submitted.run_id] = partition_of(submitted.run_id, partitions)
        following.append(asyncio.ensure_future(client.follow(submitted, timeout_s=RUN_TIMEOUT_S)))
    await seen.wait_until(
        lambda items: {e.run_id for e in items if isinstance(e, TaskDelegated)} >= set(runs),
        timeout=RUN_TIMEOUT_S,
        what="rebalance: the research of every run delegated",
    )
    joined_at = time.monotonic()
    joining = deployment.start("orchestrator")

    async def ready_after() -> float:
        await asyncio.to_thread(joining.wait_for_line, READY_TIMEOUT_S)
        return time.monotonic() - joined_at

    ready = asyncio.ensure_future(ready_after())
    await wait_until(
        lambda: any(progressed(seen, run_id, "handed over") for run_id in runs),
        timeout=RUN_TIMEOUT_S,
        what="rebalance: a run handed over",
    )
    handed_over_s = time.monotonic() - joined_at
    await wait_until(
        lambda: any(
            progressed(seen, run_id, "handed over") and progressed(seen, run_id, "resuming after")
            for run_id in runs
        ),
        timeout=RUN_TIMEOUT_S,
        what="rebalance: a handed-over run resumed",
    )
    resumed_s = time.monotonic() - joined_at
    ready_s = await ready
    moved = {run_id for run_id in runs if progressed(seen, run_id, "handed over")}
    await wait_until(
        lambda: all(progressed(seen, run_id, "resuming after") for run_id in moved),
        timeout=RUN_TIMEOUT_S,
        what="rebalance: every handed-over run resumed",
    )
    assert researchers.tasks, "the research was answered before the hand-over"
    researchers.tasks.clear()
    researchers.hold = False
    for event in [e for e in seen.items if isinstance(e, TaskDelegated) and e.run_id in runs]:
        await researchers(event)
    outcomes = list(await asyncio.gather(*following))
    await seen.wait_until(
        lambda items: all(
            {type(e) for e in items if e.run_id == run_id} >= {RunCompleted, AnswerReleased}
            for run_id in runs
        ),
        timeout=60,
        what="rebalance: every completion and release",
    )
    moved_partitions = {runs[run_id] for run_id in moved}
    stayed = {run_id for run_id in runs if runs[run_id] not in moved_partitions}
    assert moved, "no run moved"
    assert stayed, f"every run was handed over: partitions {sorted(set(runs.values()))}"
    # a run is handed over exactly when its partition moved; the others went on undisturbed
    assert not any(progressed(seen, run_id, "handed over") for run_id in stayed)
    assert not any(progressed(seen, run_id, "resuming after") for run_id in stayed)
    assert len(moved_partitions) <= 2, f"more partitions moved than balance needs: {runs}"
    for run_id in runs:
        of_run = [e for e in seen.items if e.run_id == run_id]
        details = [e.data.detail for e in of_run if isinstance(e, RunProgressed)]
        if run_id in moved:
            assert any("moved to another orchestrator instance" in d for d in details), details
            # resumed by the instance its partition went to: the joining one, unless the group
            # rebalanced again under load and the partition went on to another member
            resumed_by = [
                name
                for name, service in deployment.processes.items()
                if name.startswith("orchestrator")
                and f"run {run_id}: resuming after" in service.log.read_text(errors="replace")
            ]
            assert resumed_by, f"no orchestrator logged resuming {run_id}"
        tasks = [e.data.task_id for e in of_run if isinstance(e, TaskDelegated)]
        assert len(tasks) == len(set(tasks)), "rebalance: a task delegated twice"
        completions = {e.event_id for e in of_run if isinstance(e, RunCompleted)}
        assert len(completions) == 1, completions
    events = max(len(o.events) for o in outcomes)
    return outcomes, [
        ("rebalance: the joining instance ready", ready_s, events),
        ("rebalance: handed over", handed_over_s, events),
        ("rebalance: resumed", resumed_s, events),
    ]


def report(measured: list[tuple[str, float, int]]) -> None:
    data = {
        "source": "tests/e2e/test_durable_runs.py (make test-connected)",
        "session_timeout_ms": SESSION_TIMEOUT_MS,
        "heartbeat_interval_ms": HEARTBEAT_INTERVAL_MS,
        "measured": [
            {"scenario": scenario, "seconds": round(seconds, 2), "events": events}
            for scenario, seconds, events in measured
        ],
    }
    REPORT_DIR.mkdir(parents=True, exist_ok=True)
    (REPORT_DIR / "durable_runs.json").write_text(json.dumps(data, indent=2) + "\n")
    rows = "\n".join(
        f"| {scenario} | {seconds:.1f} | {events} |" for scenario, seconds, events in measured
    )
    (REPORT_DIR / "durable_runs.md").write_text(
        "# Durable runs: time to resume (real Kafka + PostgreSQL)\n\n"
        "Generated by `tests/e2e/test_durable_runs.py` (`make test-connected`); the raw numbers "
        "are in `durable_runs.json`.\n\n"
        "Two `quantward serve orchestrator` processes with `QW_ORCHESTRATOR_RESUME=true` and the "
        "recorder on the rig; Kafka consumer session timeout "
        f"{SESSION_TIMEOUT_MS} ms, heartbeat {HEARTBEAT_INTERVAL_MS} ms. For `research`, "
        "`review` and `clarification` the instance driving the run is SIGKILLed at that point "
        "and the seconds run from the kill to the other instance's `resuming after …`. For "
        "`rebalance` a third instance is started while runs (on all partitions of the runs "
        "topic but one) wait for their research; the runs on the partitions that moved to it "
        "are handed over and resumed by it, the others are not handed over. The seconds run "
        "from that start (process start-up included) to the first `handed over` and to that "
        "run's `resuming after …` by the joining instance. "
        "Every run completed with the undisturbed run's answer.\n\n"
        "| scenario | seconds | events of the run |\n|---|---:|---:|\n"
        f"{rows}\n"
    )


def test_a_killed_orchestrator_s_runs_are_completed_by_another(
    env: dict[str, str], tmp_path: Path
) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    deployment = Deployment(env, logs)
    try:
        for service in (
            deployment.start("recorder"),
            deployment.start("orchestrator"),
            deployment.start("orchestrator"),
        ):
            service.wait_for_line(READY_TIMEOUT_S)
        measured = asyncio.run(drive(env, deployment))
    except BaseException:
        deployment.print_logs()  # the services' side of a failure, in the test's report
        raise
    finally:
        codes = deployment.stop()
    for scenario, seconds, events in measured:
        print(f"\n{scenario}: {seconds:.1f} s ({events} events)")
    report(measured)
    from quantward_records import verify_run
    from quantward_records.postgres_store import PostgresRecordStore

    store = PostgresRecordStore.connect(env["QW_POSTGRES_DSN"], env["QW_RECORDS_SCHEMA"])
    try:
        for run_id in store.run_ids():
            entries = store.entries(run_id)
            result = verify_run(run_id, entries, store.head(run_id), store.artifact)
            assert result.ok, result.problems
    finally:
        store.close()
    alive = {n: c for n, c in codes.items() if c != -signal.SIGKILL}
    assert set(alive.values()) == {0}, alive
