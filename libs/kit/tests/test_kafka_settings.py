"""The Kafka TLS / SASL settings (`QW_KAFKA_…`) reach every client the bus builder makes."""

from __future__ import annotations

import pytest

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_kit.builders import build_bus
from quantward_kit.settings import Settings


def test_the_environment_sets_sasl_over_tls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QW_KAFKA_BOOTSTRAP", "kafka:9093")
    monkeypatch.setenv("QW_KAFKA_SECURITY_PROTOCOL", "SASL_SSL")
    monkeypatch.setenv("QW_KAFKA_SASL_MECHANISM", "SCRAM-SHA-256")
    monkeypatch.setenv("QW_KAFKA_SASL_USERNAME", "orchestrator")
    monkeypatch.setenv("QW_KAFKA_SASL_PASSWORD", "s3cret")
    settings = Settings()
    assert "s3cret" not in repr(settings)
    bus = build_bus(settings)
    assert isinstance(bus, KafkaEventBus)
    options = bus._client_options
    assert options["security_protocol"] == "SASL_SSL"
    assert options["sasl_mechanism"] == "SCRAM-SHA-256"
    assert options["sasl_plain_username"] == "orchestrator"
    assert options["sasl_plain_password"] == "s3cret"
    assert options["ssl_context"].check_hostname


def test_plaintext_stays_the_default() -> None:
    bus = build_bus(Settings(kafka_bootstrap="kafka:9092"))
    assert isinstance(bus, KafkaEventBus)
    assert bus._client_options == {"security_protocol": "PLAINTEXT"}


def test_settings_that_do_not_fit_fail_when_the_bus_is_built_without_the_password() -> None:
    settings = Settings(
        kafka_bootstrap="kafka:9092",
        kafka_security_protocol="SASL_SSL",
        kafka_sasl_password="only-a-password",
    )
    with pytest.raises(ValueError, match="QW_KAFKA_SASL_USERNAME") as failure:
        build_bus(settings)
    assert "only-a-password" not in str(failure.value)


@pytest.mark.parametrize(
    ("service", "principal", "setting", "expected"),
    [
        ("recorder", None, None, True),
        ("orchestrator", None, None, False),
        ("worker", "recorder", None, True),
        ("guardian", None, True, True),
        ("recorder", None, False, False),
    ],
)
def test_only_the_recorder_dead_letters_bad_messages_unless_told(
    service: str, principal: str | None, setting: bool | None, expected: bool
) -> None:
    bus = build_bus(
        Settings(
            kafka_bootstrap="kafka:9092",
            service_name=service,
            principal=principal,
            bus_dead_letter_poison=setting,
        )
    )
    assert bus.dead_letter_poison is expected  # type: ignore[attr-defined]
