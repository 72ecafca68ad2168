"""Example consumer: follows released answers and the decisions that led to them.

Run it against a deployment with FastStream's runner:

    QW_KAFKA_BOOTSTRAP=kafka:9092 QW_TOPIC_NAMESPACE=prod \\
        faststream run quantward_consumers.example:app

It prints one line per contract decision, review decision, released answer and finished run, and
remembers what it printed in `QW_CONSUMER_SEEN_PATH` (a SQLite file) when set, so a restart does
not print an event twice. With `QW_TRUSTED_KEYS_FILE` (the deployment's trusted-keys file) it
believes only events signed by a principal allowed to produce them. A real consumer replaces
`print` with its own side effect.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from faststream import FastStream
from faststream.kafka import KafkaBroker

from quantward_consumers.seen import MemorySeenSet, SeenSet, SqliteSeenSet
from quantward_consumers.subscribers import PublicEvents
from quantward_consumers.trust import TrustedProducers
from quantward_contracts.events import (
    AnswerReleased,
    ContractStatusChanged,
    ReviewDecided,
    RunCompleted,
)


def follow_answers(
    broker: KafkaBroker,
    *,
    group: str = "consumer-answers-example",
    namespace: str = "",
    seen: SeenSet | None = None,
    trusted: TrustedProducers | None = None,
    out: Callable[[str], None] = print,
) -> PublicEvents:
    """Register the example's handlers on `broker`; `out` receives each line."""
    events = PublicEvents(broker, group=group, namespace=namespace, seen=seen, trusted=trusted)

    @events.on(ContractStatusChanged)
    async def contract(event: ContractStatusChanged) -> None:
        data = event.data
        out(f"{event.run_id} contract v{data.version} {data.status}: {data.reason}")

    @events.on(ReviewDecided)
    async def decided(event: ReviewDecided) -> None:
        data = event.data
        count = len(data.requested_changes)
        changes = f" ({count} change(s) requested)" if count else ""
        out(
            f"{event.run_id} review {data.stage}: {data.decision} by {event.principal}{changes}: "
            f"{data.summary}"
        )

    @events.on(AnswerReleased)
    async def released(event: AnswerReleased) -> None:
        data = event.data
        out(
            f"{event.run_id} answer {data.answer_id} v{data.version} released with "
            f"{len(data.citations)} citation(s): {data.text[:120]}"
        )

    @events.on(RunCompleted)
    async def completed(event: RunCompleted) -> None:
        out(f"{event.run_id} run {event.data.status}")

    return events


def create_app() -> FastStream:
    """The example as a FastStream app, configured from the environment."""
    broker = KafkaBroker(os.environ.get("QW_KAFKA_BOOTSTRAP", "localhost:9092"))
    seen_path = os.environ.get("QW_CONSUMER_SEEN_PATH")
    keys_path = os.environ.get("QW_TRUSTED_KEYS_FILE")
    follow_answers(
        broker,
        namespace=os.environ.get("QW_TOPIC_NAMESPACE", ""),
        seen=SqliteSeenSet(Path(seen_path)) if seen_path else MemorySeenSet(),
        trusted=TrustedProducers.from_file(Path(keys_path)) if keys_path else None,
    )
    return FastStream(broker)


app = create_app()
