"""Crash test on the real broker: a scaled-down version of Kafka's own TransactionsTest.

20,000 keyed events flow through a consuming service (a separate process) that writes one effect
per event. The service is SIGKILLed three times after 20% progress and restarted each time. At
the end: the set of effects equals the set of input events, no effect is duplicated, every key's
effects are in publish order, and the poison events sit in the dead-letter topic with a reason.
The measured numbers are written to docs/benchmarks/crash_test.{json,md}.
"""

from __future__ import annotations

import asyncio
import json
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import DeadLetter
from quantward_contracts.events import BusProbe, BusProbeData

pytestmark = [pytest.mark.connected, pytest.mark.kafka, pytest.mark.crash]

KEYS = 100
PER_KEY = 200
TOTAL = KEYS * PER_KEY
KILL_AT = (0.20, 0.45, 0.70)
CONSUMER = Path(__file__).with_name("crash_consumer.py")
REPORT_DIR = Path(__file__).resolve().parents[2] / "docs" / "benchmarks"


def effects_count(db: Path) -> int:
    if not db.exists():
        return 0
    with sqlite3.connect(str(db), timeout=30) as conn:
        try:
            return int(conn.execute("SELECT COUNT(*) FROM effects").fetchone()[0])
        except sqlite3.OperationalError:  # table not created yet
            return 0


async def wait_for_effects(
    db: Path, at_least: int, proc: subprocess.Popen[bytes], timeout: float
) -> float:
    """Wait until the effect log reaches `at_least` rows; return when it did (monotonic)."""
    deadline = time.monotonic() + timeout
    while (count := effects_count(db)) < at_least:
        if proc.poll() is not None:
            raise AssertionError(f"consumer exited with {proc.returncode} at {count} effects")
        if time.monotonic() > deadline:
            raise AssertionError(f"only {count}/{at_least} effects after {timeout}s")
        await asyncio.sleep(0.05)
    return time.monotonic()


def start_consumer(
    bootstrap: str, topic: str, group: str, dlq: str, db: Path, log: Path
) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [
            sys.executable,
            str(CONSUMER),
            "--bootstrap",
            bootstrap,
            "--topic",
            topic,
            "--group",
            group,
            "--dead-letter-topic",
            dlq,
            "--db",
            str(db),
        ],
        stdout=log.open("ab"),
        stderr=subprocess.STDOUT,
    )


async def test_consumer_killed_three_times_loses_and_duplicates_nothing(
    kafka_bootstrap: str, tmp_path: Path
) -> None:
    run = uuid.uuid4().hex[:10]
    topic, group, dlq = f"test.crash.{run}", f"crash-{run}", f"test.crash-dlq.{run}"
    db, log = tmp_path / "effects.sqlite", tmp_path / "consumer.log"

    producer = KafkaEventBus(
        kafka_bootstrap, client_id=f"crash-producer-{run}", dead_letter_topic=dlq
    )
    await producer.start()
    events = [
        BusProbe(producer="crash-test", data=BusProbeData(key=f"key-{k:03d}", seq=s, sent_at_ns=0))
        for s in range(PER_KEY)
        for k in range(KEYS)
    ]
    poison = BusProbe(producer="crash-test", data=BusProbeData(key="poison", seq=0, sent_at_ns=0))
    malformed = b"\x00\x01 not an event at all"

    async def produce() -> None:
        chunk = 500
        for start in range(0, TOTAL, chunk):
            await producer.publish_many(events[start : start + chunk], topic=topic)
            if start == TOTAL // 2:
                await producer.publish(poison, topic=topic)
                await producer.publish_raw(topic, malformed, key="malformed")

    started = time.monotonic()
    producing = asyncio.create_task(produce())
    proc = start_consumer(kafka_bootstrap, topic, group, dlq, db, log)
    kills: list[dict[str, float]] = []
    try:
        for fraction in KILL_AT:
            await wait_for_effects(db, int(TOTAL * fraction), proc, timeout=300)
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
            at = effects_count(db)  # counted once the killed process can no longer write
            restarted = time.monotonic()
            proc = start_consumer(kafka_bootstrap, topic, group, dlq, db, log)
            resumed = await wait_for_effects(db, at + 1, proc, timeout=120)
            kills.append({"at_effects": at, "recovery_s": round(resumed - restarted, 3)})
        await producing
        await wait_for_effects(db, TOTAL, proc, timeout=600)
        elapsed = time.monotonic() - started
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 0, "consumer did not shut down gracefully on SIGTERM"
    finally:
        if proc.poll() is None:
            proc.kill()
        producing.cancel()

    with sqlite3.connect(str(db)) as conn:
        rows = conn.execute("SELECT event_id, key, seq FROM effects ORDER BY id").fetchall()
        redeliveries = conn.execute("SELECT COUNT(*) FROM redeliveries").fetchone()[0]
        processes = conn.execute("SELECT COUNT(DISTINCT pid) FROM effects").fetchone()[0]

    effect_ids = [r[0] for r in rows]
    assert len(effect_ids) == len(set(effect_ids)), "an event produced more than one effect"
    assert set(effect_ids) == {e.event_id for e in events}, "effects differ from input events"
    per_key: dict[str, list[int]] = {}
    for _, key, seq in rows:
        per_key.setdefault(key, []).append(seq)
    assert all(seqs == list(range(PER_KEY)) for seqs in per_key.values()), "per-key order broken"
    assert processes >= len(KILL_AT) + 1, "every consumer incarnation should have applied effects"

    dead: Recorder[DeadLetter] = Recorder()
    try:
        await producer.subscribe_dead_letters(group=f"audit-{run}", handler=dead)
        letters = await dead.wait_until(
            lambda items: {"handler_failed", "malformed"} <= {d.reason for d in items},
            timeout=120,
            what="both poison events in the dead-letter topic",
        )
    finally:
        await producer.stop()
    handler_failed = [d for d in letters if d.reason == "handler_failed"]
    assert handler_failed[0].event_id == poison.event_id
    assert "refusing poison event" in handler_failed[0].error
    assert any(d.original_bytes() == malformed for d in letters if d.reason == "malformed")

    report = {
        "events": TOTAL,
        "keys": KEYS,
        "kills": len(kills),
        "kill_points_effects": [k["at_effects"] for k in kills],
        "recovery_s": [k["recovery_s"] for k in kills],
        "redeliveries_suppressed": redeliveries,
        "duplicate_effects": len(effect_ids) - len(set(effect_ids)),
        "dead_letters": len(letters),
        "total_s": round(elapsed, 2),
        "consumer_session_timeout_ms": 4000,
        "measured_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    write_report(report)


def write_report(report: dict[str, object]) -> None:
    REPORT_DIR.mkdir(parents=True, exist_ok=True)
    (REPORT_DIR / "crash_test.json").write_text(json.dumps(report, indent=2) + "\n")
    recovery = ", ".join(f"{s:.1f}" for s in report["recovery_s"])  # type: ignore[attr-defined]
    (REPORT_DIR / "crash_test.md").write_text(
        "# Crash test (real Kafka broker)\n\n"
        "Generated by `tests/integration/test_crash_recovery.py` (`make test-connected`).\n\n"
        "| events | keys | SIGKILLs | recovery after each kill (s) | redeliveries suppressed "
        "| duplicate effects | dead letters | total (s) |\n"
        "|---:|---:|---:|---|---:|---:|---:|---:|\n"
        f"| {report['events']} | {report['keys']} | {report['kills']} | {recovery} "
        f"| {report['redeliveries_suppressed']} | {report['duplicate_effects']} "
        f"| {report['dead_letters']} | {report['total_s']} |\n\n"
        "Recovery is dominated by the consumer session timeout "
        f"({report['consumer_session_timeout_ms']} ms): the killed member never leaves the group, "
        "so the broker waits for its session to expire before handing its partitions over.\n"
    )
