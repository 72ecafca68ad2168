"""The consumer kit on FastStream's in-memory Kafka broker: typed, idempotent, public only."""

from __future__ import annotations

from pathlib import Path

import pytest
from faststream.kafka import KafkaBroker, TestKafkaBroker

from quantward_consumers import PUBLIC_EVENTS, MemorySeenSet, PublicEvents, SqliteSeenSet
from quantward_consumers.example import follow_answers
from quantward_contracts import CATALOGUE, encode_event, event_type_tag, topics
from quantward_contracts.events import (
    AnswerDrafted,
    AnswerReleased,
    RunCompleted,
    RunCompletedData,
    RunProgressed,
    RunProgressedData,
)
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.principals import EVENT_RULES


def completed(run_id: str = "run_0123456789abcdef") -> RunCompleted:
    return RunCompleted(
        run_id=run_id, producer="orchestrator", data=RunCompletedData(status="succeeded")
    )


def test_public_events_are_exactly_the_public_part_of_the_catalogue() -> None:
    public = {
        event_type_tag(c) for c in CATALOGUE if EVENT_RULES[event_type_tag(c)].audience == "public"
    }
    assert set(PUBLIC_EVENTS) == public
    assert all(topics.audience_of(cls.TOPIC) == "public" for cls in PUBLIC_EVENTS.values())


def test_an_internal_event_type_cannot_be_subscribed() -> None:
    events = PublicEvents(KafkaBroker(), group="consumer-test")
    with pytest.raises(ValueError, match=r"AnswerDrafted \(answer.drafted.v1\) is internal"):
        events.on(AnswerDrafted)


async def test_handlers_get_typed_events_once_and_skip_what_they_do_not_handle() -> None:
    broker = KafkaBroker()
    events = PublicEvents(broker, group="consumer-test", namespace="ns")
    got: list[RunCompleted] = []

    @events.on(RunCompleted)
    async def on_completed(event: RunCompleted) -> None:
        got.append(event)

    event = completed()
    progressed = RunProgressed(
        run_id=event.run_id, producer="orchestrator", data=RunProgressedData(stage="planning")
    )
    async with TestKafkaBroker(broker):
        for raw in (encode_event(event), encode_event(progressed), encode_event(event)):
            await broker.publish(raw, topic=f"ns.{topics.RUNS}")
        await broker.publish(b'{"type": "run.completed.v1", "data": {}}', topic=f"ns.{topics.RUNS}")
    assert got == [event]
    assert isinstance(got[0], RunCompleted)
    assert events.stats.handled == 1
    assert events.stats.duplicates == 1
    assert events.stats.skipped == 1
    assert events.stats.undecodable == 1


async def test_a_failing_handler_does_not_mark_the_event_seen() -> None:
    events = PublicEvents(KafkaBroker(), group="consumer-test")
    calls = 0

    @events.on(RunCompleted)
    async def flaky(event: RunCompleted) -> None:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise RuntimeError("downstream store unavailable")

    raw = encode_event(completed())
    with pytest.raises(RuntimeError):
        await events.deliver(raw)
    await events.deliver(raw)  # the redelivery
    assert calls == 2
    assert events.stats.handled == 1


async def test_the_sqlite_seen_set_survives_a_restart(tmp_path: Path) -> None:
    first = SqliteSeenSet(tmp_path / "seen.sqlite")
    await first.mark("evt_1")
    first.close()
    again = SqliteSeenSet(tmp_path / "seen.sqlite")
    assert await again.seen("evt_1")
    assert not await again.seen("evt_2")
    again.close()


async def test_the_memory_seen_set_forgets_the_oldest_beyond_its_capacity() -> None:
    seen = MemorySeenSet(capacity=2)
    for event_id in ("a", "b", "c"):
        await seen.mark(event_id)
    assert [await seen.seen(i) for i in ("a", "b", "c")] == [False, True, True]


async def test_the_example_follows_answers_and_decisions() -> None:
    broker = KafkaBroker()
    lines: list[str] = []
    follow_answers(broker, out=lines.append)
    released = EXAMPLES["answer.released.v1"]
    decided = EXAMPLES["review.decided.v1"]
    assert isinstance(released, AnswerReleased)
    async with TestKafkaBroker(broker):
        await broker.publish(encode_event(decided), topic=decided.TOPIC)
        await broker.publish(encode_event(released), topic=released.TOPIC)
        await broker.publish(encode_event(completed()), topic=topics.RUNS)
    assert len(lines) == 3
    assert f"review {decided.data.stage}: {decided.data.decision}" in lines[0]
    assert f"answer {released.data.answer_id} v{released.data.version} released" in lines[1]
    assert lines[2].endswith("run succeeded")
