"""The envelope's optional W3C trace context: absent by default, validated when present, and
round-tripped on the wire."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from quantward_contracts import decode_event, encode_event
from quantward_contracts.events import BusProbe, BusProbeData

TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"


def probe(**fields: object) -> BusProbe:
    return BusProbe(producer="t", data=BusProbeData(key="k", seq=0, sent_at_ns=0), **fields)


def test_events_carry_no_trace_context_by_default() -> None:
    event = probe()
    assert event.traceparent is None
    assert event.tracestate is None


def test_trace_context_round_trips() -> None:
    event = probe(traceparent=TRACEPARENT, tracestate="vendor=1")
    back = decode_event(encode_event(event))
    assert back.traceparent == TRACEPARENT
    assert back.tracestate == "vendor=1"


def test_an_event_from_a_producer_that_predates_the_field_still_decodes() -> None:
    wire = encode_event(probe()).decode().replace('"traceparent":null,"tracestate":null,', "")
    assert "traceparent" not in wire
    assert decode_event(wire).traceparent is None


@pytest.mark.parametrize("bad", ["", "not-a-traceparent", "00-XYZ-00f067aa0ba902b7-01"])
def test_a_malformed_traceparent_is_rejected(bad: str) -> None:
    with pytest.raises(ValidationError, match="traceparent"):
        probe(traceparent=bad)
