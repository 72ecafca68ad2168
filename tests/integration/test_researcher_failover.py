"""A researcher killed mid-task does not lose the task (real Kafka broker).

A researcher process (`slow_researcher.py`) takes the delegated tasks and holds the first one
forever, so its offset is never committed. A second researcher (`quantward serve researcher`)
joins the group, the first is SIGKILLed, and the group must hand everything the dead member had
not committed to the survivor: every task completes at least once, the held one by the
survivor. Redone tasks (the dead member answered them but could not commit) are duplicates the
orchestrator dedupes by task id; they are counted, not forbidden.

The hand-over waits for the broker to notice the dead member: its session timeout (the bus's
default, 10 s; there is no `QW_…` setting for it) plus the rebalance.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import time
import uuid
from collections import Counter
from pathlib import Path

import pytest

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import Recorder
from quantward_cli.bench.researchers import delegations, prepare_index
from quantward_contracts import Event, topics
from quantward_contracts.events import TaskCompleted
from tests.environ import session_environ

pytestmark = [pytest.mark.connected, pytest.mark.kafka]

SLOW_RESEARCHER = Path(__file__).with_name("slow_researcher.py")
QUANTWARD = Path(sys.executable).with_name("quantward")
TASKS = 8
READY_TIMEOUT_S = 60.0


class Child:
    """A subprocess whose stdout lines the test waits for; stderr goes to a log file."""

    def __init__(self, name: str, proc: asyncio.subprocess.Process, log: Path) -> None:
        self.name, self.proc, self.log = name, proc, log

    @classmethod
    async def spawn(cls, name: str, args: list[str], env: dict[str, str], logs: Path) -> Child:
        log = logs / f"{name}.log"
        with log.open("wb") as stderr:
            proc = await asyncio.create_subprocess_exec(
                *args, env=env, stdout=asyncio.subprocess.PIPE, stderr=stderr
            )
        return cls(name, proc, log)

    async def line(self, prefix: str, timeout: float = READY_TIMEOUT_S) -> str:
        """The next stdout line starting with `prefix`."""
        assert self.proc.stdout is not None
        try:
            async with asyncio.timeout(timeout):
                while raw := await self.proc.stdout.readline():
                    text = raw.decode().strip()
                    if text.startswith(prefix):
                        return text
        except TimeoutError:
            raise AssertionError(
                f"{self.name}: no line {prefix!r} after {timeout:g} s\n{self.tail()}"
            ) from None
        await self.proc.wait()
        raise AssertionError(
            f"{self.name} exited ({self.proc.returncode}) before printing {prefix!r}\n{self.tail()}"
        )

    def tail(self, lines: int = 30) -> str:
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])

    async def stop(self, sig: signal.Signals = signal.SIGTERM, timeout: float = 30.0) -> int:
        if self.proc.returncode is None:
            self.proc.send_signal(sig)
        try:
            return await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
            raise AssertionError(f"{self.name} ignored {sig.name} for {timeout:g} s") from None


async def test_a_researcher_killed_mid_task_does_not_lose_it(
    kafka_bootstrap: str, tmp_path: Path
) -> None:
    namespace = f"test-failover-{uuid.uuid4().hex[:10]}"
    index_dir, logs = tmp_path / "search", tmp_path / "logs"
    logs.mkdir()
    assert await prepare_index(index_dir) > 0
    # the shell's settings stay out; the root conftest's (no real models, own data folder) stay in
    env = session_environ(
        QW_KAFKA_BOOTSTRAP=kafka_bootstrap,
        QW_TOPIC_NAMESPACE=namespace,
        QW_RESEARCHER_WORKERS="1",
        QW_SEARCH_PATH=str(index_dir),
        QW_HEALTH_PORT="0",
        PYTHONUNBUFFERED="1",
    )
    bus = KafkaEventBus(kafka_bootstrap, client_id="test-failover", topic_namespace=namespace)
    completions: Recorder[Event] = Recorder()
    children: list[Child] = []
    try:
        async with bus:
            await bus.subscribe(
                topics.TASKS,
                group="test-completions",
                handler=completions,
                accept=[TaskCompleted],
                name="test-completions",
            )
            slow = await Child.spawn(
                "slow-researcher", [sys.executable, str(SLOW_RESEARCHER)], env, logs
            )
            children.append(slow)
            slow_producer = "researcher-" + (await slow.line("researcher ")).split()[1]

            tasks = delegations(TASKS)
            ids = {t.data.task_id for t in tasks}
            await bus.publish_many(tasks)
            held = (await slow.line("holding ")).split()[1]
            assert held in ids

            survivor = await Child.spawn(
                "researcher", [str(QUANTWARD), "serve", "researcher"], env, logs
            )
            children.append(survivor)
            survivor_producer = "researcher-" + (await survivor.line("researcher ")).split()[1]

            assert await slow.stop(signal.SIGKILL) == -signal.SIGKILL
            killed_at = time.monotonic()

            def completed(items: list[Event]) -> list[TaskCompleted]:
                return [c for c in items if isinstance(c, TaskCompleted)]

            after_kill = await completions.wait_until(
                lambda items: any(c.data.task_id == held for c in completed(items)),
                timeout=120,
                what=f"the completion of the held task {held}",
            )
            failover_s = time.monotonic() - killed_at
            held_done = next(c for c in completed(after_kill) if c.data.task_id == held)

            def all_succeeded(items: list[Event]) -> bool:
                succeeded = {
                    c.data.task_id for c in completed(items) if c.data.status == "succeeded"
                }
                return ids <= succeeded

            done = completed(
                await completions.wait_until(
                    all_succeeded, timeout=60, what=f"a succeeded completion of all {TASKS} tasks"
                )
            )
            assert held_done.producer == survivor_producer
            assert held_done.data.status == "succeeded"
            assert held_done.data.citations

            per_task = Counter(c.data.task_id for c in done if c.data.task_id in ids)
            by_producer = Counter(c.producer for c in done)
            assert set(by_producer) <= {slow_producer, survivor_producer}
            assert slow_producer not in {c.producer for c in done if c.data.task_id == held}
            print(
                f"\nheld task {held} completed by the survivor {failover_s:.1f} s after the "
                f"SIGKILL; completions by the killed researcher {by_producer[slow_producer]}, "
                f"by the survivor {by_producer[survivor_producer]}; duplicates: "
                f"{sum(per_task.values()) - len(ids)}"
            )
            assert await survivor.stop() == 0, survivor.tail()
    finally:
        for child in children:
            if child.proc.returncode is None:
                child.proc.kill()
                await child.proc.wait()
