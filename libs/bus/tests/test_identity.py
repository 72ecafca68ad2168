"""Producer identity: signing, the producer check, and the bus refusing forged replies."""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from quantward_bus import (
    Delivered,
    EphemeralKeys,
    InMemoryEventBus,
    KeyFileError,
    ProducerVerifier,
    SignedBus,
    Signer,
)
from quantward_bus.identity import load_trusted_keys, trusted_keys_json
from quantward_bus.testing import Recorder
from quantward_contracts import DeadLetter, Event, encode_event, topics
from quantward_contracts.events import (
    ReviewDecided,
    ReviewDecidedData,
    RunProgressed,
    RunProgressedData,
)
from quantward_contracts.principals import PRINCIPALS


def decision(summary: str = "fine", *, event_id: str | None = None) -> ReviewDecided:
    extra = {"event_id": event_id} if event_id else {}
    return ReviewDecided(
        run_id="run_0123456789abcdef",
        producer="guardian-1",
        data=ReviewDecidedData(
            review_id="rev_0123456789abcdef", stage="plan", decision="accept", summary=summary
        ),
        **extra,
    )


@pytest.fixture(scope="module")
def keys() -> EphemeralKeys:
    return EphemeralKeys(PRINCIPALS)


def test_a_signed_reply_of_its_producer_is_accepted(keys: EphemeralKeys) -> None:
    signed = keys.signer("guardian").sign(decision())
    assert signed.principal == "guardian"
    assert signed.signature is not None
    assert keys.verifier().refusal(encode_event(signed), signed) is None


def test_a_reply_that_was_changed_after_signing_is_refused(keys: EphemeralKeys) -> None:
    signed = keys.signer("guardian").sign(decision())
    raw = encode_event(signed).replace(b'"decision":"accept"', b'"decision":"revise"')
    assert b'"revise"' in raw
    refusal = keys.verifier().refusal(raw, signed)
    assert refusal is not None
    assert "signature is wrong" in refusal


def test_a_reply_whose_signature_is_not_its_last_compact_member_is_refused(
    keys: EphemeralKeys,
) -> None:
    """The signed bytes are the published bytes (ADR 0026): a reply parsed and written again
    (here with whitespace and the signature first) no longer shows what was signed."""
    signed = keys.signer("guardian").sign(decision())
    document = json.loads(encode_event(signed))
    moved = {"signature": document.pop("signature"), **document}
    refusal = keys.verifier().refusal(json.dumps(moved).encode(), signed)
    assert "its signature is not the last member of its compact JSON object" in str(refusal)


def test_an_impostor_key_a_wrong_principal_and_no_signature_are_refused(
    keys: EphemeralKeys,
) -> None:
    verifier = keys.verifier()
    impostor = Signer.generate("guardian").sign(decision())
    researcher = keys.signer("researcher").sign(decision())
    unsigned = decision()
    unknown = Signer.generate("stranger").sign(decision())
    refusals = {
        name: verifier.refusal(encode_event(e), e)
        for name, e in [
            ("impostor", impostor),
            ("researcher", researcher),
            ("unsigned", unsigned),
            ("unknown", unknown),
        ]
    }
    assert "signature is wrong" in str(refusals["impostor"])
    assert "'researcher', which may not produce it; only 'guardian' may" in str(
        refusals["researcher"]
    )
    assert "review.decided.v1 is unsigned" in str(refusals["unsigned"])
    assert "'stranger', which may not produce it" in str(refusals["unknown"])


def test_a_principal_without_a_trusted_key_is_refused(keys: EphemeralKeys) -> None:
    verifier = ProducerVerifier({})
    signed = keys.signer("guardian").sign(decision())
    assert "no trusted key for principal 'guardian'" in str(
        verifier.refusal(encode_event(signed), signed)
    )


def test_types_that_are_not_replies_pass_unsigned(keys: EphemeralKeys) -> None:
    progressed = RunProgressed(
        run_id="run_0123456789abcdef",
        producer="anyone",
        data=RunProgressedData(stage="planning"),
    )
    assert keys.verifier().refusal(encode_event(progressed), progressed) is None


def test_key_files_round_trip_and_bad_ones_name_the_setting(tmp_path: Path) -> None:
    signer = Signer.generate("guardian")
    key_file = tmp_path / "guardian.pem"
    key_file.write_bytes(signer.private_pem())
    trusted = tmp_path / "trusted.json"
    trusted.write_text(trusted_keys_json([signer]))
    loaded = Signer.from_file("guardian", key_file)
    signed = loaded.sign(decision())
    assert (
        ProducerVerifier(load_trusted_keys(trusted)).refusal(encode_event(signed), signed) is None
    )

    with pytest.raises(KeyFileError, match=r"QW_SIGNING_KEY_FILE .*cannot read it"):
        Signer.from_file("guardian", tmp_path / "missing.pem")
    (tmp_path / "bad.pem").write_text("not a key")
    with pytest.raises(KeyFileError, match="not an unencrypted PKCS#8 PEM"):
        Signer.from_file("guardian", tmp_path / "bad.pem")
    (tmp_path / "bad.json").write_text(json.dumps({"guardian": base64.b64encode(b"x").decode()}))
    with pytest.raises(KeyFileError, match=r"QW_TRUSTED_KEYS_FILE .*'guardian' is not base64"):
        load_trusted_keys(tmp_path / "bad.json")


async def test_the_bus_dead_letters_forged_replies_before_duplicate_suppression(
    keys: EphemeralKeys,
) -> None:
    async with InMemoryEventBus(verifier=keys.verifier()) as bus:
        received: Recorder[Event] = Recorder()
        dead: Recorder[DeadLetter] = Recorder()
        sub = await bus.subscribe(
            topics.REVIEWS, group="orchestrator", handler=received, accept=[ReviewDecided]
        )
        await bus.subscribe_dead_letters(group="ops", handler=dead)
        genuine = decision("the Guardian's")
        forged = decision("forged", event_id=genuine.event_id)
        # The forgery comes first and borrows the genuine reply's event id.
        await bus.publish(Signer.generate("guardian").sign(forged))
        await SignedBus(bus, keys.signer("guardian")).publish(genuine)
        await received.wait_until(lambda items: len(items) == 1)
        await dead.wait_until(lambda items: len(items) == 1)
    assert [e.data.summary for e in received.items if isinstance(e, ReviewDecided)] == [
        "the Guardian's"
    ]
    record = dead.items[0]
    assert record.reason == "refused_producer"
    assert record.event_id == genuine.event_id
    assert record.consumer_group == "orchestrator"
    assert "signature is wrong" in record.error
    assert sub.stats.refused == 1
    assert sub.stats.duplicates == 0


async def test_a_batch_subscription_checks_each_reply_before_duplicate_suppression(
    keys: EphemeralKeys,
) -> None:
    """The same check on `subscribe_batches` (the recorder on Kafka): the forgery is refused
    and dead-lettered on its own, the genuine reply with its id goes to the batch handler."""
    async with InMemoryEventBus(verifier=keys.verifier()) as bus:
        received: Recorder[Event] = Recorder()
        dead: Recorder[DeadLetter] = Recorder()

        async def batch_of(batch: Sequence[Delivered[Event]]) -> None:
            for delivered in batch:
                await received(delivered.item)

        sub = await bus.subscribe_batches(
            topics.REVIEWS, group="recorder", handler=batch_of, linger_s=0.05
        )
        await bus.subscribe_dead_letters(group="ops", handler=dead)
        genuine = decision("the Guardian's")
        forged = decision("forged", event_id=genuine.event_id)
        await bus.publish(Signer.generate("guardian").sign(forged))
        await SignedBus(bus, keys.signer("guardian")).publish(genuine)
        await received.wait_until(lambda items: len(items) == 1)
        await dead.wait_until(lambda items: len(items) == 1)
    assert [e.data.summary for e in received.items if isinstance(e, ReviewDecided)] == [
        "the Guardian's"
    ]
    assert dead.items[0].reason == "refused_producer"
    assert dead.items[0].consumer_group == "recorder"
    assert sub.stats.refused == 1
    assert sub.stats.duplicates == 0


async def test_without_a_verifier_the_first_reply_wins() -> None:
    """What the check prevents: on an unchecked bus the forgery decides."""
    async with InMemoryEventBus() as bus:
        received: Recorder[Event] = Recorder()
        await bus.subscribe(
            topics.REVIEWS, group="orchestrator", handler=received, accept=[ReviewDecided]
        )
        genuine = decision("the Guardian's")
        await bus.publish(decision("forged", event_id=genuine.event_id))
        await bus.publish(genuine)
        await received.wait_until(lambda items: len(items) == 1)
    assert [e.data.summary for e in received.items if isinstance(e, ReviewDecided)] == ["forged"]


async def test_a_bus_with_a_signer_signs_what_it_publishes(keys: EphemeralKeys) -> None:
    async with InMemoryEventBus(signer=keys.signer("guardian")) as bus:
        received: Recorder[Event] = Recorder()
        await bus.subscribe(topics.REVIEWS, group="g", handler=received)
        await bus.publish_many([decision()])
        await received.wait_until(lambda items: len(items) == 1)
    event = received.items[0]
    assert event.principal == "guardian"
    assert keys.verifier().refusal(encode_event(event), event) is None
