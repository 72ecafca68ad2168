"""Signing benchmark: what producer identity (ADR 0016, ADR 0026) costs per published reply.

CPU time (this thread's, `time.thread_time`), not wall time: the machine is shared, and what is
asked is how much work signing adds, which a busy neighbour does not change. Per event, for a
small reply and a large one, interleaved in every repeat: publishing it unsigned, signed as ADR
0016 did (a reference copy of that path: copy the model, serialise, canonicalise, sign, copy
again, serialise again) and as now (ADR 0026: serialise once, sign those bytes); consuming it
(decode, then verify the signature as each scheme does). The Ed25519 operations alone are the
floor no scheme can go under. Then the same replies through the in-process bus: a `SignedBus`
view publishing to a verifying bus against an unsigned bus, CPU of the whole process per event.
"""

from __future__ import annotations

import base64
import gc
import json
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from quantward_bus import InMemoryEventBus, ProducerVerifier, SignedBus, Signer
from quantward_bus.testing import Recorder
from quantward_contracts import Event, decode_event, encode_event, new_id
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.principals import EVENT_RULES

SCHEMES = ("unsigned", "adr0016", "adr0026")
DRAFT = "Revenue grew in every segment, led by services [[src_x#chk_y]]. " * 40


def _events() -> dict[str, Event]:
    """A small reply (a review decision) and a large event (a drafted answer, ~2.6 kB)."""
    drafted = EXAMPLES["answer.drafted.v1"]
    return {
        "small reply": EXAMPLES["review.decided.v1"],
        "large event": drafted.model_copy(
            update={"data": drafted.data.model_copy(update={"text": DRAFT})}
        ),
    }


def _canonical(raw: bytes) -> bytes:
    """ADR 0016's canonical bytes (the reference path, as it was)."""
    document = json.loads(raw)
    document.pop("signature", None)
    return json.dumps(
        document, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode()


def _adr0016_publish(key: Ed25519PrivateKey, principal: str, event: Event) -> bytes:
    unsigned = event.model_copy(update={"principal": principal, "signature": None})
    signature = key.sign(_canonical(encode_event(unsigned)))
    signed = unsigned.model_copy(update={"signature": base64.b64encode(signature).decode()})
    return encode_event(signed)


def _cpu_us(work: Callable[[], object], count: int) -> float:
    gc.collect()
    start = time.thread_time()
    for _ in range(count):
        work()
    return (time.thread_time() - start) / count * 1e6


def _schemes(event: Event, count: int) -> dict[str, dict[str, float]]:
    """One repeat: CPU µs per event to publish and to consume it under each scheme."""
    principal = EVENT_RULES[event.type].producers[0]
    key = Ed25519PrivateKey.generate()
    signer = Signer(principal, key)
    verifier = ProducerVerifier({principal: key.public_key()}, verified_types={event.type})
    public = key.public_key()
    raw_0016 = _adr0016_publish(key, principal, event)
    raw_0026 = signer.encode(event)
    raw_unsigned = encode_event(event)

    def consume_0016() -> None:
        decoded = decode_event(raw_0016)
        assert decoded.signature is not None
        public.verify(base64.b64decode(decoded.signature, validate=True), _canonical(raw_0016))

    def consume_0026() -> None:
        assert verifier.refusal(raw_0026, decode_event(raw_0026)) is None

    publish = {
        "unsigned": lambda: encode_event(event),
        "adr0016": lambda: _adr0016_publish(key, principal, event),
        "adr0026": lambda: signer.encode(event),
    }
    consume = {
        "unsigned": lambda: decode_event(raw_unsigned),
        "adr0016": consume_0016,
        "adr0026": consume_0026,
    }
    signed_bytes = raw_0026
    signature = key.sign(signed_bytes)
    out = {
        scheme: {
            "publish_us": _cpu_us(publish[scheme], count),
            "consume_us": _cpu_us(consume[scheme], count),
        }
        for scheme in SCHEMES
    }
    out["ed25519"] = {
        "publish_us": _cpu_us(lambda: key.sign(signed_bytes), count),
        "consume_us": _cpu_us(lambda: public.verify(signature, signed_bytes), count),
    }
    return out


async def _through_the_bus(event: Event, count: int, *, signed: bool) -> float:
    """CPU µs of this process per reply published through a `SignedBus` view to a subscriber
    on a verifying in-process bus (`signed`), or on a plain bus without either."""
    principal = EVENT_RULES[event.type].producers[0]
    signer = Signer.generate(principal)
    verifier = ProducerVerifier({principal: signer.public_key()}, verified_types={event.type})
    replies = [event.model_copy(update={"event_id": new_id("evt")}) for _ in range(count)]
    async with InMemoryEventBus(verifier=verifier if signed else None) as bus:
        received: Recorder[Event] = Recorder()
        await bus.subscribe(event.TOPIC, group="bench", handler=received, concurrency=64)
        publisher = SignedBus(bus, signer) if signed else bus
        gc.collect()
        start = time.process_time()
        for reply in replies:
            await publisher.publish(reply)
        await received.wait_for(count, timeout=120)
        spent = time.process_time() - start
    return spent / count * 1e6


async def run(*, count: int = 2_000, repeats: int = 7, bus_events: int = 2_000) -> dict[str, Any]:
    load_before = os.getloadavg()
    results: dict[str, Any] = {"count": count, "repeats": repeats, "events": {}}
    for name, event in _events().items():
        samples: dict[str, list[float]] = {}
        for _ in range(repeats):
            for scheme, parts in _schemes(event, count).items():
                for part, value in parts.items():
                    samples.setdefault(f"{scheme}_{part}", []).append(value)
        bus: dict[str, list[float]] = {"unsigned": [], "signed": []}
        for _ in range(max(3, repeats // 2)):
            for variant in ("unsigned", "signed"):
                spent = await _through_the_bus(event, bus_events, signed=variant == "signed")
                bus[variant].append(spent)
        results["events"][name] = {
            "bytes": len(encode_event(event)),
            **{key: statistics.median(values) for key, values in samples.items()},
            **{f"bus_{key}_us": statistics.median(values) for key, values in bus.items()},
            "samples": {**samples, **{f"bus_{k}_us": v for k, v in bus.items()}},
        }
    results["bus_events"] = bus_events
    results["load_average"] = {"before": load_before, "after": os.getloadavg()}
    return results


def table(results: dict[str, Any]) -> str:
    before, after = results["load_average"]["before"], results["load_average"]["after"]
    lines = [
        "# Signing benchmark",
        "",
        "Generated by `quantward bench signing`. CPU time of the measuring thread per event "
        f"(median of {results['repeats']} interleaved repeats of {results['count']:,} events), "
        "so a busy machine changes it less than wall time; 1-minute load average "
        f"{before[0]:.1f} before and {after[0]:.1f} after the run (2 vCPUs, shared). *Publish*: "
        "the bytes handed to the bus; *consume*: decoding them and verifying the signature. "
        "ADR 0016 is a reference copy of the former path (copy the model, serialise, "
        "canonicalise, sign, copy, serialise again; the consumer canonicalises again), ADR 0026 "
        "the path now (serialise once, sign those bytes; verify the bytes as they arrived). "
        "Ed25519 alone is the signature and its verification on the same bytes: the floor.",
        "",
        "| event | scheme | publish (µs) | consume (µs) | publish + consume (µs) | "
        "signing adds (µs) |",
        "|---|---|---:|---:|---:|---:|",
    ]
    labels = {
        "unsigned": "unsigned",
        "adr0016": "signed, ADR 0016 (before)",
        "adr0026": "signed, ADR 0026 (now)",
        "ed25519": "Ed25519 alone",
    }
    for name, r in results["events"].items():
        base = r["unsigned_publish_us"] + r["unsigned_consume_us"]
        for scheme, label in labels.items():
            total = r[f"{scheme}_publish_us"] + r[f"{scheme}_consume_us"]
            adds = "–" if scheme in ("unsigned", "ed25519") else f"{total - base:,.1f}"
            lines.append(
                f"| {name} ({r['bytes']:,} B) | {label} | {r[f'{scheme}_publish_us']:,.1f} | "
                f"{r[f'{scheme}_consume_us']:,.1f} | {total:,.1f} | {adds} |"
            )
    lines += [
        "",
        f"Through the in-process bus ({results['bus_events']:,} replies per repeat, CPU of the "
        "whole process per reply, publish until the subscriber has handled it):",
        "",
        "| event | unsigned bus (µs) | signed and verified (µs) | signing adds (µs) |",
        "|---|---:|---:|---:|",
    ]
    for name, r in results["events"].items():
        lines.append(
            f"| {name} | {r['bus_unsigned_us']:,.1f} | {r['bus_signed_us']:,.1f} | "
            f"{r['bus_signed_us'] - r['bus_unsigned_us']:,.1f} |"
        )
    return "\n".join(lines) + "\n"
