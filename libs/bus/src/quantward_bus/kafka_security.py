"""How the Kafka clients authenticate and encrypt: TLS (a private CA, mutual TLS) and SASL.

One value the bus hands to every client it opens (producer, admin, each consumer), so a service
never has one connection that talks plaintext while the rest use TLS. It holds file paths and a
password; the password is never part of its `repr` or of an error.
"""

from __future__ import annotations

import ssl
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

SecurityProtocol = Literal["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"]
SaslMechanism = Literal["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"]


@dataclass(frozen=True)
class KafkaSecurity:
    """TLS and SASL options of every Kafka client of one bus (default: plaintext)."""

    protocol: SecurityProtocol = "PLAINTEXT"
    #: CA certificates that signed the brokers' certificates; None = the system's CAs
    ssl_cafile: Path | None = None
    #: client certificate and key for mutual TLS; None = no client certificate
    ssl_certfile: Path | None = None
    ssl_keyfile: Path | None = None
    sasl_mechanism: SaslMechanism = "SCRAM-SHA-512"
    sasl_username: str | None = None
    sasl_password: str | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.sasl and not (self.sasl_username and self.sasl_password):
            raise ValueError(
                f"Kafka security protocol {self.protocol} needs a SASL user name and password "
                "(QW_KAFKA_SASL_USERNAME, QW_KAFKA_SASL_PASSWORD)"
            )
        if (self.ssl_certfile is None) != (self.ssl_keyfile is None):
            raise ValueError(
                "a Kafka client certificate needs its key and the key its certificate "
                "(QW_KAFKA_SSL_CERTFILE and QW_KAFKA_SSL_KEYFILE together)"
            )
        if not self.tls and any((self.ssl_cafile, self.ssl_certfile)):
            raise ValueError(
                f"TLS files are set but the Kafka security protocol is {self.protocol}: "
                "set QW_KAFKA_SECURITY_PROTOCOL to SSL or SASL_SSL, or unset the files"
            )

    @property
    def tls(self) -> bool:
        return self.protocol in ("SSL", "SASL_SSL")

    @property
    def sasl(self) -> bool:
        return self.protocol in ("SASL_PLAINTEXT", "SASL_SSL")

    def ssl_context(self) -> ssl.SSLContext:
        """A client context that verifies the brokers (hostname included) against the CA."""
        for name, path in (
            ("QW_KAFKA_SSL_CAFILE", self.ssl_cafile),
            ("QW_KAFKA_SSL_CERTFILE", self.ssl_certfile),
            ("QW_KAFKA_SSL_KEYFILE", self.ssl_keyfile),
        ):
            if path is not None and not path.is_file():
                raise ValueError(f"{name}: no file at {path}")
        context = ssl.create_default_context(
            cafile=str(self.ssl_cafile) if self.ssl_cafile else None
        )
        if self.ssl_certfile and self.ssl_keyfile:
            context.load_cert_chain(str(self.ssl_certfile), str(self.ssl_keyfile))
        return context

    def client_options(self) -> dict[str, Any]:
        """Keyword arguments for aiokafka's producer, consumer and admin client."""
        options: dict[str, Any] = {"security_protocol": self.protocol}
        if self.tls:
            options["ssl_context"] = self.ssl_context()
        if self.sasl:
            options.update(
                sasl_mechanism=self.sasl_mechanism,
                sasl_plain_username=self.sasl_username,
                sasl_plain_password=self.sasl_password,
            )
        return options
