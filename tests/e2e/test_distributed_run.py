"""The platform distributed: every service its own process on Kafka, Neo4j and Elasticsearch.

Every service `quantward serve` knows (resolver, search, grounder, orchestrator, …) runs as its
own process, the researcher as two; all share one unique topic namespace on the rig's broker.
The resolver holds its graph in its own Neo4j namespace; search reads an Elasticsearch index
the test fills with one company's documents. `quantward run earnings-preview --json` then runs
as a client of that deployment (the CLI's distributed mode) while the test records the run's
events from its own consumer group: the answer must be released with citations that name
document, date and passage, every cited source must have been announced on the sources topic,
and the tasks must have been done by the researcher processes. Every process signs what it
publishes with its own principal's key (written by `quantward signing-keys generate`) and checks
the replies it receives against the trusted keys, the CLI signing as `cli`: the test's own
consumer checks them too, so the run's task completions it sees come from the `researcher`
principal. Every process must stop with exit code 0 on SIGTERM. The same template then runs
embedded (one process, the same command without Kafka, on the same search index): both released
answers must carry the same citations with the same quoted passages, since both are wired by the
same `build_app` functions.
"""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import pytest
from aiokafka.admin import AIOKafkaAdminClient

from quantward_bus import ProducerVerifier
from quantward_bus.identity import load_trusted_keys
from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, topics
from quantward_contracts.events import (
    RunCompleted,
    SourceRegistered,
    TaskCompleted,
    TaskDelegated,
)
from quantward_democorpus import generate_corpus
from quantward_search.elasticsearch_index import ElasticsearchSearchIndex
from quantward_search_service.app import index_documents
from tests.environ import session_environ

pytestmark = [
    pytest.mark.connected,
    pytest.mark.kafka,
    pytest.mark.neo4j,
    pytest.mark.elasticsearch,
]

QUANTWARD = Path(sys.executable).with_name("quantward")
COMPANY = "ent_apple_inc"
#: a ready line arrives in seconds on a quiet machine; seven processes importing the stack at
#: once on two busy cores have taken over 60 s, so the wait only bounds a hang
READY_TIMEOUT_S = 180.0
RUN_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 20.0


@dataclass
class Service:
    """One `quantward serve …` process; stdout is read by a thread, stderr goes to a file."""

    name: str
    proc: subprocess.Popen[str]
    log: Path
    lines: list[str] = field(default_factory=list)
    _changed: threading.Condition = field(default_factory=threading.Condition)

    def pump(self, stream: IO[str]) -> None:
        for line in stream:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def wait_for_line(self, timeout: float) -> str:
        """The first stdout line (the ready line every `serve` command prints)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while not self.lines:
                if self.proc.poll() is not None:
                    raise AssertionError(
                        f"{self.name} exited with {self.proc.returncode} before it was ready:\n"
                        + self.stderr_tail()
                    )
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(
                        f"{self.name} not ready after {timeout:g} s:\n" + self.stderr_tail()
                    )
                self._changed.wait(min(remaining, 0.5))  # wakes on a line, polls for exit
            return self.lines[0]

    def stderr_tail(self, lines: int = 30) -> str:
        if not self.log.exists():
            return ""
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])


def start(name: str, args: list[str], env: dict[str, str], logs: Path) -> Service:
    log = logs / f"{name}.log"
    with log.open("w") as stderr:  # the child keeps its own descriptor
        proc = subprocess.Popen(
            [str(QUANTWARD), *args], env=env, stdout=subprocess.PIPE, stderr=stderr, text=True
        )
    service = Service(name, proc, log)
    assert proc.stdout is not None
    threading.Thread(target=service.pump, args=(proc.stdout,), daemon=True).start()
    return service


@pytest.fixture
def namespace() -> str:
    return f"e2e-dist-{uuid.uuid4().hex[:10]}"


@pytest.fixture
def keys(tmp_path: Path) -> Path:
    """Every principal's signing key and the trusted-keys file, as a deployment makes them."""
    out = tmp_path / "keys"
    done = subprocess.run(
        [str(QUANTWARD), "signing-keys", "generate", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return out


def signing_env(keys: Path, principal: str | None) -> dict[str, str]:
    """Settings of a process that checks replies and, given a principal, signs as it."""
    env = {"QW_TRUSTED_KEYS_FILE": str(keys / "trusted-keys.json")}
    if principal is not None:
        env.update(QW_PRINCIPAL=principal, QW_SIGNING_KEY_FILE=str(keys / f"{principal}.pem"))
    return env


#: the principal each served process signs as (the search service publishes nothing)
PRINCIPAL_OF = {"search": None, "researcher-a": "researcher", "researcher-b": "researcher"}


@pytest.fixture
def base_env(
    kafka_bootstrap: str,
    neo4j_server: Any,
    elasticsearch_url: str,
    postgres_dsn: str,
    namespace: str,
) -> Iterator[dict[str, str]]:
    # the shell's settings stay out; the root conftest's (no real models, own data folder) stay in
    env = session_environ(
        QW_KAFKA_BOOTSTRAP=kafka_bootstrap,
        QW_TOPIC_NAMESPACE=namespace,
        QW_NEO4J_URI=neo4j_server.uri,
        QW_NEO4J_USER=neo4j_server.user,
        QW_NEO4J_PASSWORD=neo4j_server.password,
        QW_NEO4J_NAMESPACE=namespace.replace("-", "_"),
        QW_ELASTICSEARCH_URL=elasticsearch_url,
        QW_ELASTICSEARCH_INDEX=f"qw-{namespace}",
        QW_SEED_CORPUS="false",
        # the recorder: the rig's PostgreSQL, a schema of this test's own, any free gRPC port
        QW_POSTGRES_DSN=postgres_dsn,
        QW_RECORDS_SCHEMA=namespace.replace("-", "_"),
        QW_RECORDER_GRPC_PORT="0",
        QW_HEALTH_PORT="0",
        QW_RESEARCHER_WORKERS="1",
        PYTHONUNBUFFERED="1",
    )
    yield env
    import psycopg

    with psycopg.connect(postgres_dsn, autocommit=True) as db:
        db.execute(f'DROP SCHEMA IF EXISTS "{env["QW_RECORDS_SCHEMA"]}" CASCADE')


@pytest.fixture
def search_index(base_env: dict[str, str]) -> Iterator[str]:
    """The test's Elasticsearch index with Apple's documents; dropped afterwards."""

    async def fill() -> int:
        index = await ElasticsearchSearchIndex.connect(
            base_env["QW_ELASTICSEARCH_URL"], base_env["QW_ELASTICSEARCH_INDEX"]
        )
        try:
            return await index_documents(index, generate_corpus(entity_ids=[COMPANY]))
        finally:
            await index.close()

    async def drop() -> None:
        index = await ElasticsearchSearchIndex.connect(
            base_env["QW_ELASTICSEARCH_URL"], base_env["QW_ELASTICSEARCH_INDEX"]
        )
        try:
            await index.drop()
        finally:
            await index.close()

    assert asyncio.run(fill()) > 0
    yield base_env["QW_ELASTICSEARCH_INDEX"]
    asyncio.run(drop())


@pytest.fixture
def graph_namespace(base_env: dict[str, str], neo4j_server: Any) -> Iterator[str]:
    """The resolver seeds its own Neo4j namespace; dropped afterwards."""
    yield base_env["QW_NEO4J_NAMESPACE"]

    async def drop() -> None:
        from quantward_graph.neo4j_graph import Neo4jGraphStore

        store = await Neo4jGraphStore.connect(
            neo4j_server.uri,
            user=neo4j_server.user,
            password=neo4j_server.password,
            namespace=base_env["QW_NEO4J_NAMESPACE"],
        )
        try:
            await store.drop_namespace()
        finally:
            await store.close()

    asyncio.run(drop())


def served() -> list[str]:
    """Every service `quantward serve` can run: the whole platform, whatever it grows to."""
    from quantward_cli.cli_serve import serve_app

    names = [
        info.name or info.callback.__name__.replace("_", "-")
        for info in serve_app.registered_commands
        if info.callback is not None
    ]
    assert {"resolver", "search", "grounder", "orchestrator", "researcher"} <= set(names)
    return names


@pytest.fixture
def services(
    base_env: dict[str, str], search_index: str, graph_namespace: str, tmp_path: Path, keys: Path
) -> Iterator[dict[str, Service]]:
    """Every service as its own process, each having printed its ready line."""
    logs = tmp_path / "logs"
    logs.mkdir()
    running: dict[str, Service] = {}
    try:
        for name in served():
            for member in ("researcher-a", "researcher-b") if name == "researcher" else (name,):
                env = {**base_env, **signing_env(keys, PRINCIPAL_OF.get(member, member))}
                running[member] = start(member, ["serve", name], env, logs)
        started = time.monotonic()
        for service in running.values():
            service.wait_for_line(READY_TIMEOUT_S)
        print(f"\n{len(running)} service processes ready in {time.monotonic() - started:.1f} s")
        yield running
    finally:
        for service in running.values():
            if service.proc.poll() is None:
                service.proc.send_signal(signal.SIGTERM)
        for service in running.values():
            try:
                service.proc.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                service.proc.kill()
                service.proc.wait()


def stop_all(running: dict[str, Service]) -> dict[str, int]:
    """SIGTERM every process at once; their exit codes."""
    for service in running.values():
        service.proc.send_signal(signal.SIGTERM)
    codes = {}
    for name, service in running.items():
        try:
            codes[name] = service.proc.wait(timeout=STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            service.proc.kill()
            codes[name] = service.proc.wait()
    return codes


async def run_cli_embedded(env: dict[str, str], graph_path: Path) -> dict[str, object]:
    """The same `quantward run` embedded: no Kafka, no Neo4j (its own SQLite graph), the same
    Elasticsearch index as the deployment, so both runs read the same documents."""
    embedded_env = {
        k: v
        for k, v in env.items()
        if k not in {"QW_KAFKA_BOOTSTRAP", "QW_TOPIC_NAMESPACE"} and not k.startswith("QW_NEO4J")
    }
    embedded_env["QW_GRAPH_PATH"] = str(graph_path)
    proc = await asyncio.create_subprocess_exec(
        str(QUANTWARD),
        "run",
        "earnings-preview",
        "--input",
        "company=Apple",
        "--json",
        env=embedded_env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    stdout, stderr = await asyncio.wait_for(proc.communicate(), RUN_TIMEOUT_S + 15)
    assert proc.returncode == 0, (
        f"embedded quantward run exited {proc.returncode}:\n{stderr.decode()}"
    )
    result: dict[str, object] = json.loads(stdout)
    return result


def cited_passages(result: dict[str, object]) -> list[tuple[object, ...]]:
    """What a reader of the answer sees of each citation: number, document or computation,
    date and the quoted passage. Ids are left out: source ids are scoped to their run, and so
    are the chunk ids of computed items (derived from the source id), while a document's chunk
    id is derived from its text, which the quote already compares."""
    answer = result["answer"]
    assert isinstance(answer, dict)
    return [(c["number"], c["title"], c["published"], c["quote"]) for c in answer["citations"]]


async def consumer_groups(bootstrap: str) -> set[str]:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        return {str(entry[0]) for entry in await admin.list_consumer_groups()}
    finally:
        await admin.close()


async def run_cli(env: dict[str, str], keys: Path) -> tuple[dict[str, object], list[Event], float]:
    """`quantward run earnings-preview --json` against the deployment, signing as `cli`, while a
    recorder of our own, checking producers, reads the run's tasks and sources."""
    env = {**env, **signing_env(keys, "cli")}
    bus = KafkaEventBus(
        env["QW_KAFKA_BOOTSTRAP"],
        client_id="e2e-distributed",
        topic_namespace=env["QW_TOPIC_NAMESPACE"],
        verifier=ProducerVerifier(load_trusted_keys(keys / "trusted-keys.json")),
    )
    recorder: Recorder[Event] = Recorder()
    async with bus:
        await bus.subscribe(
            [topics.TASKS, topics.SOURCES, topics.RUNS],
            group=f"e2e-recorder-{uuid.uuid4().hex[:8]}",
            handler=recorder,
            accept=[TaskDelegated, TaskCompleted, SourceRegistered, RunCompleted],
            name="e2e-recorder",
        )
        started = time.monotonic()
        proc = await asyncio.create_subprocess_exec(
            str(QUANTWARD),
            "run",
            "earnings-preview",
            "--input",
            "company=Apple",
            "--json",
            "--timeout",
            str(RUN_TIMEOUT_S),
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            stdout, stderr = await asyncio.wait_for(proc.communicate(), RUN_TIMEOUT_S + 15)
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
        elapsed = time.monotonic() - started
        assert proc.returncode == 0, f"quantward run exited {proc.returncode}:\n{stderr.decode()}"
        result: dict[str, object] = json.loads(stdout)
        run_id = result["run_id"]
        events = await recorder.wait_until(
            lambda items: any(isinstance(e, RunCompleted) and e.run_id == run_id for e in items),
            timeout=30,
            what=f"run.completed of {run_id} on the recorder",
        )
    return result, [e for e in events if e.run_id == run_id], elapsed


def recorded_run_verifies(env: dict[str, str], run_id: str, seen: list[Event]) -> None:
    """The recorder process put every event of the run into its record in PostgreSQL, once,
    and the record verifies."""
    from quantward_records import verify_run
    from quantward_records.postgres_store import PostgresRecordStore

    store = PostgresRecordStore.connect(env["QW_POSTGRES_DSN"], env["QW_RECORDS_SCHEMA"])
    try:
        wanted = {e.event_id for e in seen if e.run_id == run_id}
        deadline = time.monotonic() + 60
        while True:  # the recorder commits as events arrive; poll its store, not the clock
            recorded = {e.event_id for e in store.entries(run_id)}
            if wanted <= recorded or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        assert wanted <= recorded, f"{len(wanted - recorded)} event(s) of the run not recorded"
        entries = store.entries(run_id)
        assert len({e.event_id for e in entries}) == len(entries)
        result = verify_run(run_id, entries, store.head(run_id), store.artifact)
        assert result.ok, result.problems
        summary = store.summary(run_id)
        assert summary is not None
        assert summary.status == "succeeded"
    finally:
        store.close()


def test_a_template_runs_through_separate_service_processes(
    services: dict[str, Service], base_env: dict[str, str], tmp_path: Path, keys: Path
) -> None:
    result, events, elapsed = asyncio.run(run_cli(base_env, keys))

    assert result["status"] == "succeeded", result
    answer = result["answer"]
    assert isinstance(answer, dict)
    citations = answer["citations"]
    assert citations, "the released answer cites nothing"
    for c in citations:
        assert c["title"], c
        assert c["published"], c
        assert c["quote"].strip(), c

    announced = {e.data.source_id for e in events if isinstance(e, SourceRegistered)}
    cited = {c["source_id"] for c in citations}
    assert cited <= announced, f"cited but never registered: {sorted(cited - announced)}"

    delegated = {e.data.task_id for e in events if isinstance(e, TaskDelegated)}
    completions = [e for e in events if isinstance(e, TaskCompleted)]
    assert delegated
    assert delegated <= {e.data.task_id for e in completions}
    assert all(e.data.status == "succeeded" for e in completions), [
        e.data.error for e in completions
    ]
    instances = {
        name: s.lines[0].split()[1] for name, s in services.items() if name.startswith("researcher")
    }
    producers = Counter(e.producer for e in completions)
    assert set(producers) <= {f"researcher-{i}" for i in instances.values()}, producers
    # Checked by our consumer's verifier: signed by the researcher principal's key.
    assert {e.principal for e in completions} == {"researcher"}
    assert {e.principal for e in events if isinstance(e, RunCompleted)} == {"orchestrator"}
    print(
        f"\nrun {result['run_id']} in {elapsed:.1f} s (CLI wall time): {len(delegated)} tasks, "
        f"{len(citations)} citations, {len(announced)} sources registered; "
        f"tasks per researcher: {dict(producers)}"
    )

    recorded_run_verifies(base_env, str(result["run_id"]), events)
    # the command followed its run without a consumer group: none is left behind on the broker
    groups = asyncio.run(consumer_groups(base_env["QW_KAFKA_BOOTSTRAP"]))
    namespace = base_env["QW_TOPIC_NAMESPACE"]
    assert any(g.startswith(f"{namespace}.orchestrator") for g in groups), groups
    assert not [g for g in groups if g.startswith(f"{namespace}.run-client-")], groups

    embedded = asyncio.run(run_cli_embedded(base_env, tmp_path / "graph.sqlite"))
    assert embedded["status"] == "succeeded", embedded
    assert cited_passages(embedded) == cited_passages(result), (
        "the embedded and the distributed run released different citations or quotes"
    )

    codes = stop_all(services)
    assert codes == dict.fromkeys(services, 0), {
        name: (code, services[name].stderr_tail(10)) for name, code in codes.items() if code
    }
