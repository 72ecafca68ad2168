"""Producer identity on the bus: each service signs what it publishes, consumers of replies check
who signed (ADR 0016).

Without this, anything that can reach the broker can publish a review decision or a task
completion matching a visible id, and the first reply wins. A `Signer` (one principal, one
Ed25519 private key) sets the envelope's `principal` and `signature`; a `ProducerVerifier` (the
principals' public keys and who may produce what, `quantward_contracts.principals`) refuses a
reply whose signature is missing or wrong, or whose principal may not produce its type. The bus
dead-letters a refused reply (`refused_producer`) before duplicate suppression, so a forgery
that borrows a genuine reply's event id cannot make the genuine one look like a duplicate.

Keys: a private key is a PKCS#8 PEM file (`QW_SIGNING_KEY_FILE`, a mounted secret); the trusted
public keys are one JSON file `{"principal": "<base64 raw public key>"}` (`QW_TRUSTED_KEYS_FILE`).
`quantward signing-keys generate` writes both; the embedded platform makes ephemeral ones per
process.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Final, TypeVar

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from pydantic import TypeAdapter

from quantward_contracts import Event
from quantward_contracts.codec import split_signature, with_signature
from quantward_contracts.principals import EVENT_RULES, VERIFIED_TYPES

E = TypeVar("E", bound=Event)

#: the envelope's last two fields, written by the signer itself after the rest (ADR 0026)
_IDENTITY_FIELDS: Final = {"principal", "signature"}
_JSON_STRING: Final = TypeAdapter(str)


class KeyFileError(ValueError):
    """A key file that cannot be used; the message names the file, the setting and the fix."""


class Signer:
    """Signs events as one principal."""

    def __init__(self, principal: str, key: Ed25519PrivateKey) -> None:
        if not principal:
            raise ValueError("a signer needs a principal name (QW_PRINCIPAL)")
        self.principal = principal
        self._key = key
        #: `,"principal":"<name>"` as the event's serialiser writes it (ADR 0026)
        self._principal_member = b',"principal":' + _JSON_STRING.dump_json(principal)

    @classmethod
    def generate(cls, principal: str) -> Signer:
        """A signer with a fresh key (the embedded platform, tests)."""
        return cls(principal, Ed25519PrivateKey.generate())

    @classmethod
    def from_file(cls, principal: str, path: Path) -> Signer:
        """The signer of `principal` with the PKCS#8 PEM key at `path` (`QW_SIGNING_KEY_FILE`)."""
        try:
            key = serialization.load_pem_private_key(path.read_bytes(), password=None)
        except OSError as exc:
            raise KeyFileError(
                f"QW_SIGNING_KEY_FILE {path}: cannot read it ({exc.strerror}); point it at the "
                f"principal's key (`quantward signing-keys generate` writes one)"
            ) from None
        except (ValueError, TypeError) as exc:
            raise KeyFileError(
                f"QW_SIGNING_KEY_FILE {path}: not an unencrypted PKCS#8 PEM private key ({exc})"
            ) from None
        if not isinstance(key, Ed25519PrivateKey):
            raise KeyFileError(
                f"QW_SIGNING_KEY_FILE {path}: a {type(key).__name__}, expected an Ed25519 key"
            )
        return cls(principal, key)

    def encode(self, event: Event) -> bytes:
        """`event` as published by this principal: serialised once, with `principal` set, and
        signed over exactly those bytes; the signature is appended as the object's last member
        (ADR 0026). Any `principal` or `signature` the event carried is replaced."""
        return with_signature(*self._signed(event))

    def sign(self, event: E) -> E:
        """`event` with `principal` set to this signer's and its signature: the model of what
        :meth:`encode` publishes (`encode_event` of it gives the same bytes)."""
        _, signature = self._signed(event)
        return event.model_copy(update={"principal": self.principal, "signature": signature})

    def _signed(self, event: Event) -> tuple[bytes, str]:
        """The bytes this principal signs for `event`, and the base64 signature over them."""
        unsigned = event.model_dump_json(exclude=_IDENTITY_FIELDS).encode()
        signed = b"".join((unsigned[:-1], self._principal_member, b"}"))
        return signed, base64.b64encode(self._key.sign(signed)).decode("ascii")

    def public_key(self) -> Ed25519PublicKey:
        return self._key.public_key()

    def private_pem(self) -> bytes:
        """The private key as unencrypted PKCS#8 PEM (what `from_file` reads)."""
        return self._key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )


def public_key_text(key: Ed25519PublicKey) -> str:
    """A public key as base64 of its 32 raw bytes (the trusted-keys file's values)."""
    raw = key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode()


def trusted_keys_json(
    signers: Iterable[Signer],
    *,
    also: Mapping[str, Sequence[Ed25519PublicKey]] | None = None,
) -> str:
    """The trusted-keys file of `signers`' principals; `also` adds keys still trusted (the old
    keys while they are rotated, other principals' keys kept as they were)."""
    keys: dict[str, list[str]] = {s.principal: [public_key_text(s.public_key())] for s in signers}
    for principal, extra in (also or {}).items():
        texts = keys.setdefault(principal, [])
        texts += [t for t in map(public_key_text, extra) if t not in texts]
    document = {p: texts[0] if len(texts) == 1 else texts for p, texts in sorted(keys.items())}
    return json.dumps(document, indent=2) + "\n"


def load_trusted_keys(path: Path) -> dict[str, tuple[Ed25519PublicKey, ...]]:
    """The principals' public keys from `path` (`QW_TRUSTED_KEYS_FILE`).

    A principal's value is one base64 key, or a list of them while its key is rotated (a reply
    signed with any of them is accepted; docs/operations/key-rotation.md)."""
    setting = f"QW_TRUSTED_KEYS_FILE {path}"
    try:
        document = json.loads(path.read_text())
    except OSError as exc:
        raise KeyFileError(f"{setting}: cannot read it ({exc.strerror})") from None
    except json.JSONDecodeError as exc:
        raise KeyFileError(f"{setting}: not JSON ({exc})") from None
    if not isinstance(document, dict):
        raise KeyFileError(f'{setting}: expected an object {{"principal": "<base64 key>"}}')
    keys: dict[str, tuple[Ed25519PublicKey, ...]] = {}
    for principal, value in document.items():
        texts = value if isinstance(value, list) else [value]
        try:
            if not texts:
                raise ValueError("no key")
            keys[principal] = tuple(
                Ed25519PublicKey.from_public_bytes(base64.b64decode(str(t), validate=True))
                for t in texts
            )
        except (binascii.Error, ValueError):
            raise KeyFileError(
                f"{setting}: the key of {principal!r} is not base64 of a 32-byte Ed25519 public key"
                " (or a list of them)"
            ) from None
    return keys


class ProducerVerifier:
    """Decides whether a delivered reply comes from a principal allowed to produce it."""

    def __init__(
        self,
        trusted: Mapping[str, Ed25519PublicKey | Sequence[Ed25519PublicKey]],
        *,
        verified_types: Collection[str] = VERIFIED_TYPES,
    ) -> None:
        # several keys of one principal: the old and the new one while it is rotated
        self._trusted = {
            principal: (keys,) if isinstance(keys, Ed25519PublicKey) else tuple(keys)
            for principal, keys in trusted.items()
        }
        self._verified = frozenset(verified_types)

    def refusal(self, raw: bytes, event: Event) -> str | None:
        """Why `event` (delivered as `raw`) is refused, or None when it is accepted.

        Types outside `verified_types` are accepted as they are (their produce ACLs guard them).
        """
        if event.type not in self._verified:
            return None
        rule = EVENT_RULES.get(event.type)
        allowed = rule.producers if rule is not None else ()
        if event.principal is None or event.signature is None:
            return f"{event.type} is unsigned; only {_names(allowed)} may produce it"
        parts = split_signature(raw)
        if parts is None:
            return (
                f"{event.type} claims principal {event.principal!r} but its signature is not the "
                "last member of its compact JSON object, so no signed bytes can be told apart"
            )
        if event.principal not in allowed:
            return (
                f"{event.type} signed by principal {event.principal!r}, which may not produce "
                f"it; only {_names(allowed)} may"
            )
        keys = self._trusted.get(event.principal)
        if not keys:
            return f"no trusted key for principal {event.principal!r} (QW_TRUSTED_KEYS_FILE)"
        signed, signature = parts
        try:
            raw_signature = base64.b64decode(signature, validate=True)
        except (binascii.Error, ValueError):
            raw_signature = b""
        for key in keys:
            try:
                key.verify(raw_signature, signed)
            except (InvalidSignature, ValueError):
                continue
            return None
        return f"{event.type} claims principal {event.principal!r} but its signature is wrong"


def _names(principals: Iterable[str]) -> str:
    return ", ".join(repr(p) for p in principals) or "nobody"


class EphemeralKeys:
    """A fresh key for each principal and a verifier trusting them: one process's identities
    (the embedded platform), never written anywhere."""

    def __init__(self, principals: Iterable[str]) -> None:
        self.signers = {p: Signer.generate(p) for p in principals}

    def signer(self, principal: str) -> Signer:
        return self.signers[principal]

    def verifier(self) -> ProducerVerifier:
        return ProducerVerifier({p: s.public_key() for p, s in self.signers.items()})
