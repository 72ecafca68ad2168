"""The consumer kit on FastStream's in-memory Kafka broker: typed, idempotent, public only."""

from __future__ import annotations

from pathlib import Path

import pytest
from faststream.kafka import KafkaBroker, TestKafkaBroker

from quantward_consumers import (
    PUBLIC_EVENTS,
    MemorySeenSet,
    PublicEvents,
    SqliteSeenSet,
    TrustedKeysError,
    TrustedProducers,
)
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


class TestTrustedProducers:
    """Given the deployment's trusted keys, only events signed by a principal allowed to
    produce them reach a handler (ADR 0016): unsigned, wrongly signed or forged ones are
    refused, and a forgery borrowing a genuine event's id does not shadow the genuine one."""

    def setup_method(self) -> None:
        from quantward_bus.identity import Signer, trusted_keys_json

        self.orchestrator = Signer.generate("orchestrator")
        self.researcher = Signer.generate("researcher")
        self.impostor = Signer.generate("orchestrator")  # the right name, another key
        self.keys_json = trusted_keys_json([self.orchestrator, self.researcher])

    def events(self, tmp_path: Path) -> tuple[PublicEvents, list[RunCompleted]]:
        keys = tmp_path / "trusted-keys.json"
        keys.write_text(self.keys_json)
        events = PublicEvents(
            KafkaBroker(), group="consumer-test", trusted=TrustedProducers.from_file(keys)
        )
        got: list[RunCompleted] = []

        @events.on(RunCompleted)
        async def on_completed(event: RunCompleted) -> None:
            got.append(event)

        return events, got

    async def test_a_genuine_event_is_handled_and_forgeries_are_refused(
        self, tmp_path: Path
    ) -> None:
        events, got = self.events(tmp_path)
        genuine = completed()
        signed = self.orchestrator.encode(genuine)
        tampered = signed.replace(b'"succeeded"', b'"failed"')
        assert tampered != signed
        for forged in (
            encode_event(genuine),  # unsigned
            self.researcher.encode(genuine),  # a principal that may not produce it
            self.impostor.encode(genuine),  # the right principal's name, not its key
            tampered,  # signed bytes changed on the way
        ):
            await events.deliver(forged)
        assert got == []
        assert events.stats.refused == 4
        # none of the forgeries, all with the genuine event's id, marked it as seen
        await events.deliver(signed)
        assert [e.event_id for e in got] == [genuine.event_id]
        assert got[0].data.status == "succeeded"
        await events.deliver(signed)
        assert events.stats.duplicates == 1

    async def test_on_the_broker_only_the_signed_event_reaches_the_handler(
        self, tmp_path: Path
    ) -> None:
        events, got = self.events(tmp_path)
        genuine = completed("run_00000000000000aa")
        async with TestKafkaBroker(events.broker):
            await events.broker.publish(self.impostor.encode(genuine), topic=topics.RUNS)
            await events.broker.publish(self.orchestrator.encode(genuine), topic=topics.RUNS)
        assert [e.run_id for e in got] == ["run_00000000000000aa"]
        assert events.stats.refused == 1

    def test_a_bad_trusted_keys_file_is_named_with_the_fix(self, tmp_path: Path) -> None:
        bad = tmp_path / "keys.json"
        bad.write_text('{"orchestrator": "not base64!"}')
        with pytest.raises(TrustedKeysError, match="'orchestrator' is not base64"):
            TrustedProducers.from_file(bad)
        with pytest.raises(TrustedKeysError, match="cannot read"):
            TrustedProducers.from_file(tmp_path / "missing.json")
