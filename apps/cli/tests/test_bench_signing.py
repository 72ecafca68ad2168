"""The signing benchmark measures every scheme on both events, and its former-path reference
really produces signatures the former consumer path verifies."""

from __future__ import annotations

import base64
import json

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from quantward_cli.bench import signing
from quantward_contracts.examples import EXAMPLES


def test_the_former_path_reference_signs_its_canonical_bytes() -> None:
    key = Ed25519PrivateKey.generate()
    raw = signing._adr0016_publish(key, "guardian", EXAMPLES["review.decided.v1"])
    document = json.loads(raw)
    assert document["principal"] == "guardian"
    key.public_key().verify(base64.b64decode(document["signature"]), signing._canonical(raw))


async def test_a_tiny_run_measures_every_figure() -> None:
    results = await signing.run(count=20, repeats=1, bus_events=20)
    assert set(results["events"]) == {"small reply", "large event"}
    for figures in results["events"].values():
        for scheme in (*signing.SCHEMES, "ed25519"):
            assert figures[f"{scheme}_publish_us"] > 0
            assert figures[f"{scheme}_consume_us"] > 0
        assert figures["bus_signed_us"] > 0
        assert figures["bus_unsigned_us"] > 0
    table = signing.table(results)
    assert "signed, ADR 0026 (now)" in table
    assert "load average" in table
