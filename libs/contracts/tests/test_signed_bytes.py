"""The signed wire form (ADR 0026): the signature is the last member of the event's compact JSON
object, and the bytes before it (closed again) are exactly what was signed."""

from __future__ import annotations

import json

import pytest

from quantward_contracts import EVENT_TYPES, encode_event
from quantward_contracts.codec import split_signature, with_signature
from quantward_contracts.examples import EXAMPLES

SIGNATURE = "c2lnbmF0dXJl+/=="


def test_the_signature_round_trips_through_the_bytes_alone() -> None:
    signed = b'{"type":"x","data":{"a":"}"},"principal":"guardian"}'
    raw = with_signature(signed, SIGNATURE)
    assert json.loads(raw)["signature"] == SIGNATURE
    assert split_signature(raw) == (signed, SIGNATURE)


@pytest.mark.parametrize("tag", sorted(EVENT_TYPES))
def test_every_event_type_ends_with_principal_and_signature(tag: str) -> None:
    """So the model of a signed event serialises to exactly the bytes that were published."""
    assert list(EVENT_TYPES[tag].model_fields)[-2:] == ["principal", "signature"]


@pytest.mark.parametrize("tag", sorted(EXAMPLES))
def test_a_signed_model_encodes_to_its_signed_bytes_plus_the_signature(tag: str) -> None:
    event = EXAMPLES[tag].model_copy(update={"principal": "guardian"})
    signed = event.model_dump_json(exclude={"signature"}).encode()
    raw = encode_event(event.model_copy(update={"signature": SIGNATURE}))
    assert raw == with_signature(signed, SIGNATURE)
    assert split_signature(raw) == (signed, SIGNATURE)


@pytest.mark.parametrize(
    "raw",
    [
        b'{"type":"x","principal":"guardian","signature":null}',  # unsigned
        b'{"type":"x","signature":"c2ln","principal":"guardian"}',  # not the last member
        b'{"type":"x","data":{"signature":"c2ln"}}',  # a nested member, not the event's
        b'{"type":"x","data":"\\",\\"signature\\":\\"c2ln\\"}',  # inside a string
        b'{"type":"x", "signature": "c2ln"}',  # not compact
        b'{"type":"x","signature":"c2ln\\"}',  # not base64
        b'{"type":"x","signature":"c2ln"}  ',  # bytes after the object
    ],
)
def test_anything_but_a_last_compact_signature_member_is_no_signature(raw: bytes) -> None:
    assert split_signature(raw) is None
