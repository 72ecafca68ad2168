"""The kit builds a signing, checking bus from the key settings, and fails early on a bad one."""

from __future__ import annotations

from pathlib import Path

import pytest

from quantward_bus import InMemoryEventBus, KeyFileError, Signer
from quantward_bus.identity import trusted_keys_json
from quantward_kit.builders import build_bus, build_signer, build_verifier
from quantward_kit.settings import Settings


def test_no_key_settings_mean_unsigned_and_unchecked() -> None:
    settings = Settings()
    assert build_signer(settings) is None
    assert build_verifier(settings) is None


def test_the_bus_signs_as_the_principal_and_checks_with_the_trusted_keys(tmp_path: Path) -> None:
    signer = Signer.generate("guardian")
    (tmp_path / "guardian.pem").write_bytes(signer.private_pem())
    (tmp_path / "trusted.json").write_text(trusted_keys_json([signer]))
    settings = Settings(
        service_name="guardian",
        signing_key_file=tmp_path / "guardian.pem",
        trusted_keys_file=tmp_path / "trusted.json",
    )
    bus = build_bus(settings)
    assert isinstance(bus, InMemoryEventBus)
    assert bus.signer is not None
    assert bus.signer.principal == "guardian"
    assert bus.verifier is not None


def test_a_key_without_a_known_principal_is_refused_at_start(tmp_path: Path) -> None:
    (tmp_path / "cli.pem").write_bytes(Signer.generate("cli").private_pem())
    with pytest.raises(KeyFileError, match="'quantward' is not a principal; set QW_PRINCIPAL"):
        build_signer(Settings(signing_key_file=tmp_path / "cli.pem"))
    signer = build_signer(Settings(signing_key_file=tmp_path / "cli.pem", principal="cli"))
    assert signer is not None
    assert signer.principal == "cli"
