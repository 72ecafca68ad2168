"""KafkaSecurity: the TLS and SASL options every Kafka client of a bus opens with."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from pathlib import Path

import pytest

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.kafka_security import KafkaSecurity


def test_plaintext_by_default() -> None:
    assert KafkaSecurity().client_options() == {"security_protocol": "PLAINTEXT"}


def test_sasl_without_tls_passes_the_credentials() -> None:
    options = KafkaSecurity(
        protocol="SASL_PLAINTEXT",
        sasl_mechanism="SCRAM-SHA-256",
        sasl_username="researcher",
        sasl_password="pw",
    ).client_options()
    assert options == {
        "security_protocol": "SASL_PLAINTEXT",
        "sasl_mechanism": "SCRAM-SHA-256",
        "sasl_plain_username": "researcher",
        "sasl_plain_password": "pw",
    }


def test_tls_verifies_the_brokers_against_the_system_cas() -> None:
    options = KafkaSecurity(protocol="SSL").client_options()
    context = options["ssl_context"]
    assert options["security_protocol"] == "SSL"
    assert isinstance(context, ssl.SSLContext)
    assert context.verify_mode == ssl.CERT_REQUIRED
    assert context.check_hostname


@pytest.mark.parametrize("protocol", ["SASL_PLAINTEXT", "SASL_SSL"])
def test_sasl_needs_a_user_and_a_password(protocol: str) -> None:
    with pytest.raises(ValueError, match="QW_KAFKA_SASL_USERNAME, QW_KAFKA_SASL_PASSWORD"):
        KafkaSecurity(protocol=protocol, sasl_username="u")  # type: ignore[arg-type]


def test_a_client_certificate_needs_its_key(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="QW_KAFKA_SSL_CERTFILE and QW_KAFKA_SSL_KEYFILE"):
        KafkaSecurity(protocol="SSL", ssl_certfile=tmp_path / "client.crt")


def test_tls_files_without_tls_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="set QW_KAFKA_SECURITY_PROTOCOL to SSL or SASL_SSL"):
        KafkaSecurity(
            protocol="SASL_PLAINTEXT",
            sasl_username="u",
            sasl_password="p",
            ssl_cafile=tmp_path / "ca.crt",
        )


def test_a_missing_ca_file_names_the_setting_when_the_bus_is_built(tmp_path: Path) -> None:
    security = KafkaSecurity(protocol="SSL", ssl_cafile=tmp_path / "nowhere.crt")
    with pytest.raises(ValueError, match=r"QW_KAFKA_SSL_CAFILE: no file at .*nowhere\.crt"):
        KafkaEventBus("localhost:9093", security=security)


def test_the_password_is_not_in_the_repr() -> None:
    security = KafkaSecurity(protocol="SASL_SSL", sasl_username="u", sasl_password="hunter2-secret")
    assert "hunter2-secret" not in repr(security)


def test_mutual_tls_loads_the_ca_and_the_client_certificate(tmp_path: Path) -> None:
    openssl = shutil.which("openssl")
    assert openssl, "the openssl command (Debian's openssl package) makes the test certificates"
    key, cert = tmp_path / "client.key", tmp_path / "client.crt"
    subprocess.run(
        [
            openssl,
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=quantward-test",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    security = KafkaSecurity(protocol="SSL", ssl_cafile=cert, ssl_certfile=cert, ssl_keyfile=key)
    context = security.client_options()["ssl_context"]
    # the self-signed certificate is the CA the context now trusts
    subjects = [c["subject"] for c in context.get_ca_certs()]
    assert subjects == [((("commonName", "quantward-test"),),)]
