"""The consumer kit on the rig's Kafka: a FastStream app follows public events published by the
platform's own bus, each once, and only the public ones reach it.

The platform side publishes with `KafkaEventBus` signed as the orchestrator and the Guardian (as a
deployment does), including an internal draft, a duplicate of a released answer and a run's
completion; the example consumer, on FastStream's `KafkaBroker` in its own consumer group,
prints one line per public event it follows. A second consumer with the same SQLite seen-set
(a restart under a new group, so Kafka delivers everything again) prints nothing new. Given the
deployment's trusted keys, a consumer refuses decisions forged on the broker (unsigned, signed
by another principal, or under the Guardian's name with another key) and follows the genuine one.
"""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from faststream.kafka import KafkaBroker

from quantward_bus import EphemeralKeys, SignedBus
from quantward_bus.identity import Signer, trusted_keys_json
from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.testing import wait_until
from quantward_consumers import SqliteSeenSet, TrustedProducers
from quantward_consumers.example import follow_answers
from quantward_contracts import encode_event, topics
from quantward_contracts.events import (
    AnswerDrafted,
    AnswerReleased,
    ReviewDecided,
    RunCompleted,
    RunCompletedData,
)
from quantward_contracts.examples import EXAMPLES

pytestmark = [pytest.mark.connected, pytest.mark.kafka]


async def test_the_example_consumer_follows_public_events_once(
    kafka_bootstrap: str, tmp_path: Path
) -> None:
    namespace = f"consumers-{uuid.uuid4().hex[:8]}"
    keys = EphemeralKeys(["orchestrator", "guardian"])
    run_id = f"run_{uuid.uuid4().hex[:16]}"
    decided = EXAMPLES["review.decided.v1"].model_copy(update={"run_id": run_id})
    drafted = EXAMPLES["answer.drafted.v1"].model_copy(update={"run_id": run_id})
    released = EXAMPLES["answer.released.v1"].model_copy(update={"run_id": run_id})
    completed = RunCompleted(
        run_id=run_id, producer="orchestrator", data=RunCompletedData(status="succeeded")
    )
    assert isinstance(decided, ReviewDecided)
    assert isinstance(drafted, AnswerDrafted)
    assert isinstance(released, AnswerReleased)

    platform = KafkaEventBus(
        kafka_bootstrap, client_id="consumer-kit-test", topic_namespace=namespace
    )
    async with platform:
        await SignedBus(platform, keys.signer("guardian")).publish(decided)
        orchestrator = SignedBus(platform, keys.signer("orchestrator"))
        for event in (drafted, released, released, completed):
            await orchestrator.publish(event)

    seen_path = tmp_path / "seen.sqlite"
    lines = await consume(kafka_bootstrap, namespace, seen_path, expect=3)
    # Topics are not ordered with each other: one line per event, in any order.
    assert len(lines) == 3, lines
    expected = [
        f"{run_id} review {decided.data.stage}: {decided.data.decision} by guardian",
        f"{run_id} answer {released.data.answer_id} v{released.data.version} released",
        f"{run_id} run succeeded",
    ]
    for text in expected:
        assert sum(text in line for line in lines) == 1, (text, lines)

    # A restart under a new group reads everything again; the seen-set skips it all.
    again = await consume(kafka_bootstrap, namespace, seen_path, expect=0)
    assert again == []


async def test_forged_decisions_on_the_broker_are_refused_given_trusted_keys(
    kafka_bootstrap: str, tmp_path: Path
) -> None:
    namespace = f"consumers-{uuid.uuid4().hex[:8]}"
    keys = EphemeralKeys(["guardian", "researcher"])
    impostor = Signer.generate("guardian")
    run_id = f"run_{uuid.uuid4().hex[:16]}"
    decided = EXAMPLES["review.decided.v1"].model_copy(update={"run_id": run_id})
    assert isinstance(decided, ReviewDecided)
    forged = decided.model_copy(
        update={"data": decided.data.model_copy(update={"summary": "forged: ship it"})}
    )
    platform = KafkaEventBus(
        kafka_bootstrap, client_id="consumer-kit-forgery", topic_namespace=namespace
    )
    async with platform:
        topic = ReviewDecided.TOPIC  # publish_raw adds the namespace
        for raw in (
            encode_event(forged),  # unsigned
            keys.signer("researcher").encode(forged),  # a principal that may not decide
            impostor.encode(forged),  # the Guardian's name, another key
            keys.signer("guardian").encode(decided),  # the genuine decision, same event id
        ):
            await platform.publish_raw(topic, raw, key=run_id)

    trusted_path = tmp_path / "trusted-keys.json"
    trusted_path.write_text(trusted_keys_json(keys.signers.values()))
    lines: list[str] = []
    broker = KafkaBroker(kafka_bootstrap)
    events = follow_answers(
        broker,
        group=f"consumer-test-{uuid.uuid4().hex[:6]}",
        namespace=namespace,
        trusted=TrustedProducers.from_file(trusted_path),
        out=lines.append,
    )
    async with broker:
        await broker.start()
        await wait_until(
            lambda: events.stats.handled + events.stats.refused >= 4,
            timeout=60,
            what="the consumer to read the four decisions",
        )
    assert events.stats.refused == 3
    assert len(lines) == 1, lines
    assert "forged" not in lines[0]
    assert decided.data.summary in lines[0]


async def consume(bootstrap: str, namespace: str, seen_path: Path, *, expect: int) -> list[str]:
    lines: list[str] = []
    seen = SqliteSeenSet(seen_path)
    broker = KafkaBroker(bootstrap)
    events = follow_answers(
        broker,
        group=f"consumer-test-{uuid.uuid4().hex[:6]}",
        namespace=namespace,
        seen=seen,
        out=lines.append,
    )
    # The internal draft is on a topic this consumer never subscribes to.
    assert events.topics
    assert all(topics.audience_of(t) == "public" for t in events.topics)
    try:
        async with broker:
            await broker.start()
            # Everything on the public topics was read: 2 runs-topic events, 1 review, 2 answers
            # (one a duplicate); the internal draft is on a topic this consumer never reads.
            await wait_until(
                lambda: events.stats.handled + events.stats.duplicates >= 3 + (expect == 3),
                timeout=60,
                what="the consumer to read the public topics",
            )
    finally:
        seen.close()
    return lines
