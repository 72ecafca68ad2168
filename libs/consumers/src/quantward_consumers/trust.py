"""Which producers a downstream consumer believes: the platform's principals' public keys.

Anything that can publish to a public topic could otherwise hand a consumer a made-up answer
or decision. Every quantward service signs what it publishes as its principal (Ed25519 over
the event's bytes, ADR 0016 / 0026); given the deployment's trusted-keys file (the one the
services read, `QW_TRUSTED_KEYS_FILE`: `{"principal": "<base64 raw public key>"}`), the kit
refuses an event that is unsigned, signed by a principal that may not produce its type (the
grant table, `quantward_contracts.principals`), or whose signature does not verify over the
bytes as delivered. It checks every public type, not only the platform's replies: for a
downstream team every event is a fact it acts on.

The check is the one the platform's bus makes (`quantward_bus.identity.ProducerVerifier`),
written again here because the kit depends on the contracts only: a consumer team installs
neither the bus nor aiokafka.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from quantward_contracts import Event
from quantward_contracts.codec import split_signature
from quantward_contracts.principals import EVENT_RULES


class TrustedKeysError(ValueError):
    """A trusted-keys file that cannot be used; the message names the file and the fix."""


class TrustedProducers:
    def __init__(self, keys: Mapping[str, Ed25519PublicKey]) -> None:
        if not keys:
            raise TrustedKeysError(
                "no trusted keys: pass the deployment's trusted-keys file (QW_TRUSTED_KEYS_FILE)"
            )
        self._keys = dict(keys)

    @classmethod
    def from_file(cls, path: Path) -> TrustedProducers:
        """The keys of the deployment's trusted-keys file (`quantward signing-keys generate`
        writes it; the platform's services read the same one)."""
        try:
            document = json.loads(path.read_text())
        except OSError as exc:
            raise TrustedKeysError(
                f"trusted keys {path}: cannot read it ({exc.strerror})"
            ) from None
        except json.JSONDecodeError as exc:
            raise TrustedKeysError(f"trusted keys {path}: not JSON ({exc})") from None
        if not isinstance(document, dict):
            raise TrustedKeysError(
                f'trusted keys {path}: expected an object {{"principal": "<base64 key>"}}'
            )
        keys: dict[str, Ed25519PublicKey] = {}
        for principal, text in document.items():
            try:
                raw = base64.b64decode(str(text), validate=True)
                keys[str(principal)] = Ed25519PublicKey.from_public_bytes(raw)
            except (binascii.Error, ValueError):
                raise TrustedKeysError(
                    f"trusted keys {path}: the key of {principal!r} is not base64 of a 32-byte "
                    "Ed25519 public key"
                ) from None
        return cls(keys)

    def refusal(self, raw: bytes, event: Event) -> str | None:
        """Why `event` (delivered as `raw`) is not believed, or None when it is."""
        rule = EVENT_RULES.get(event.type)
        allowed = rule.producers if rule is not None else ()
        names = ", ".join(repr(p) for p in allowed) or "nobody"
        if event.principal is None or event.signature is None:
            return f"{event.type} {event.event_id} is unsigned; only {names} may produce it"
        if event.principal not in allowed:
            return (
                f"{event.type} {event.event_id} is signed by {event.principal!r}, which may not "
                f"produce it; only {names} may"
            )
        key = self._keys.get(event.principal)
        if key is None:
            return f"no trusted key for principal {event.principal!r} in the trusted-keys file"
        parts = split_signature(raw)
        if parts is None:
            return f"{event.type} {event.event_id}: its signature is not its last member"
        signed, signature = parts
        try:
            key.verify(base64.b64decode(signature, validate=True), signed)
        except (InvalidSignature, binascii.Error, ValueError):
            return (
                f"{event.type} {event.event_id} claims principal {event.principal!r} but its "
                "signature is wrong"
            )
        return None
