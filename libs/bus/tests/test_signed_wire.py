"""The signed wire form is one contract between producers and consumers (ADR 0026): whichever
path signs an event (a bus's own signer, a `SignedBus` view, `Signer.sign` on a model), the
bytes published verify on the consumer's path, and a fixed published message verifies there."""

from __future__ import annotations

import base64
from datetime import UTC, datetime
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from quantward_bus import EphemeralKeys, InMemoryEventBus, ProducerVerifier, SignedBus, Signer
from quantward_bus.testing import Recorder
from quantward_contracts import Event, decode_event, encode_event, topics
from quantward_contracts.events import ReviewDecided, ReviewDecidedData
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.principals import EVENT_RULES, PRINCIPALS

#: a reply as a producer published it, signed by the key derived from bytes 0…31: its bytes are
#: the contract, so a change to how events are signed or where the signature sits fails here
PUBLISHED = (
    b'{"event_id":"evt_0123456789abcdef","type":"review.decided.v1",'
    b'"run_id":"run_0123456789abcdef","time":"2026-12-01T23:00:00Z","producer":"guardian-1",'
    b'"causation_id":null,"entity_ids":[],"source_refs":[],"traceparent":null,'
    b'"tracestate":null,"data":{"review_id":"rev_0123456789abcdef","stage":"plan",'
    b'"decision":"accept","summary":"fine","concerns":[],"requested_changes":[],'
    b'"clarification_question":null,"guardian_failed":false,"attempts":1},'
    b'"principal":"guardian","signature":"Hc5M2GUHSFXDZGof3F2NgliyutdEKNGuy5BMj3ecT7gE+9DWQ8lRuQ'
    b'INm9Fqv40AKQlhg6+uPryhbFhzLfetCg=="}'
)
FIXED_KEY = Ed25519PrivateKey.from_private_bytes(bytes(range(32)))


def decision(summary: str = "fine") -> ReviewDecided:
    return ReviewDecided(
        event_id="evt_0123456789abcdef",
        run_id="run_0123456789abcdef",
        producer="guardian-1",
        time=datetime(2026, 12, 1, 23, 0, tzinfo=UTC),
        data=ReviewDecidedData(
            review_id="rev_0123456789abcdef", stage="plan", decision="accept", summary=summary
        ),
    )


def independently_verified(raw: bytes, signer: Signer) -> bool:
    """A consumer written from the ADR alone: cut the last member, close the object, verify."""
    head, _, tail = raw.rpartition(b',"signature":"')
    signature = base64.b64decode(tail.removesuffix(b'"}'), validate=True)
    signer.public_key().verify(signature, head + b"}")  # raises when it does not verify
    return True


def test_a_published_reply_verifies_on_the_consumer_path() -> None:
    event = decode_event(PUBLISHED)
    verifier = ProducerVerifier({"guardian": FIXED_KEY.public_key()})
    assert verifier.refusal(PUBLISHED, event) is None
    tampered = PUBLISHED.replace(b'"summary":"fine"', b'"summary":"fins"')
    assert "signature is wrong" in str(verifier.refusal(tampered, decode_event(tampered)))


def test_the_producer_path_writes_that_reply_byte_for_byte() -> None:
    signer = Signer("guardian", FIXED_KEY)
    assert signer.encode(decision()) == PUBLISHED
    assert encode_event(signer.sign(decision())) == PUBLISHED


@pytest.mark.parametrize("tag", sorted(EXAMPLES))
def test_both_producer_paths_give_bytes_every_consumer_path_verifies(tag: str) -> None:
    principal = EVENT_RULES[tag].producers[0]
    signer = Signer.generate(principal)
    example = EXAMPLES[tag].model_copy(update={"principal": "stale", "signature": "c3RhbGU="})
    raw = signer.encode(example)
    assert raw == encode_event(signer.sign(example))
    assert independently_verified(raw, signer)
    verifier = ProducerVerifier(
        {principal: signer.public_key()}, verified_types=frozenset(EXAMPLES)
    )
    decoded = decode_event(raw)
    assert decoded.principal == principal
    assert verifier.refusal(raw, decoded) is None


class PortOnly:
    """A bus that is only the port (no `publish_as`): `SignedBus` signs the model for it."""

    def __init__(self, inner: InMemoryEventBus) -> None:
        self.inner = inner

    async def publish(self, event: Event, *, topic: str | None = None) -> None:
        await self.inner.publish(event, topic=topic)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


async def test_every_bus_path_publishes_replies_a_verifying_consumer_accepts() -> None:
    keys = EphemeralKeys(PRINCIPALS)
    guardian = keys.signer("guardian")
    async with InMemoryEventBus(verifier=keys.verifier()) as bus:
        received: Recorder[Event] = Recorder()
        sub = await bus.subscribe(
            topics.REVIEWS, group="orchestrator", handler=received, accept=[ReviewDecided]
        )
        await SignedBus(bus, guardian).publish(
            decision("view").model_copy(update={"event_id": "evt_0000000000000001"})
        )
        await SignedBus(bus, guardian).publish_many(
            [decision("view, many").model_copy(update={"event_id": "evt_0000000000000002"})]
        )
        await SignedBus(PortOnly(bus), guardian).publish(
            decision("model").model_copy(update={"event_id": "evt_0000000000000003"})
        )
        await received.wait_until(lambda items: len(items) == 3)
    async with InMemoryEventBus(signer=guardian) as own:
        raws: list[bytes] = []

        async def capture(topic: str, value: bytes, *, key: str | None = None) -> None:
            raws.append(value)

        own.publish_raw = capture  # type: ignore[method-assign]
        await own.publish(decision("own signer"))
        await own.publish_many([decision("own signer, many")])
    assert sorted(e.data.summary for e in received.items if isinstance(e, ReviewDecided)) == [
        "model",
        "view",
        "view, many",
    ]
    assert sub.stats.refused == 0
    assert len(raws) == 2
    assert all(independently_verified(raw, guardian) for raw in raws)
