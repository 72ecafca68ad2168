"""Kafka over TLS with SASL/SCRAM and the ACLs `quantward deploy acls` applies, on a real broker.

The rig's `kafka-secure` broker accepts only TLS connections that authenticate with
SCRAM-SHA-512, and its authorizer refuses whatever no ACL allows. A client without credentials
(plaintext, or TLS without SASL, or a wrong password) gets nothing; the platform's own bus, given
the settings a deployment gives it (`QW_KAFKA_SECURITY_PROTOCOL=SASL_SSL`, the CA, a user),
publishes and consumes; and after the ACLs are applied from the contracts' grant table each
service principal may produce only what it is allowed to: the Guardian its review decisions,
a researcher not.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.errors import KafkaError as AioKafkaError

from quantward_bus.kafka_bus import KafkaEventBus
from quantward_bus.kafka_security import KafkaSecurity
from quantward_bus.testing import wait_until
from quantward_cli.kafka_acl_admin import AclApplyError, apply_acls, bindings
from quantward_cli.kafka_acls import acl_commands
from quantward_contracts import topics
from quantward_contracts.events import Event, ReviewDecided
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.ids import new_id
from quantward_kit.settings import Settings
from tests.conftest import SecureKafka

pytestmark = [pytest.mark.connected, pytest.mark.kafka]

QUANTWARD = Path(sys.executable).with_name("quantward")
REFUSED_WITHIN_MS = 8_000


async def _admin_connects(kafka: SecureKafka, **options: object) -> None:
    admin = AIOKafkaAdminClient(
        bootstrap_servers=kafka.bootstrap, request_timeout_ms=REFUSED_WITHIN_MS, **options
    )
    try:
        await admin.start()
        await admin.list_topics()
    finally:
        await admin.close()


def _security(kafka: SecureKafka, user: str, password: str) -> KafkaSecurity:
    """What a service builds from its settings (QW_KAFKA_SECURITY_PROTOCOL, …_CAFILE, …_SASL_…)."""
    settings = Settings(
        kafka_bootstrap=kafka.bootstrap,
        kafka_security_protocol="SASL_SSL",
        kafka_ssl_cafile=kafka.cafile,
        kafka_sasl_username=user,
        kafka_sasl_password=password,  # type: ignore[arg-type]
    )
    return settings.kafka_security()


async def test_a_client_without_valid_credentials_is_refused(kafka_secure: SecureKafka) -> None:
    good_tls = KafkaSecurity(protocol="SSL", ssl_cafile=kafka_secure.cafile).client_options()
    with pytest.raises(AioKafkaError):
        await _admin_connects(kafka_secure)  # plaintext against the TLS listener
    with pytest.raises(AioKafkaError):
        await _admin_connects(kafka_secure, **good_tls)  # TLS, but no SASL
    wrong = KafkaSecurity(
        protocol="SASL_SSL",
        ssl_cafile=kafka_secure.cafile,
        sasl_username="admin",
        sasl_password="not-the-password",
    ).client_options()
    with pytest.raises(AioKafkaError):
        await _admin_connects(kafka_secure, **wrong)
    # a client that does not trust the broker's CA does not talk to it either
    untrusted = KafkaSecurity(
        protocol="SASL_SSL", sasl_username="admin", sasl_password=kafka_secure.admin_password
    ).client_options()
    with pytest.raises(AioKafkaError):
        await _admin_connects(kafka_secure, **untrusted)
    right = KafkaSecurity(
        protocol="SASL_SSL",
        ssl_cafile=kafka_secure.cafile,
        sasl_username="admin",
        sasl_password=kafka_secure.admin_password,
    ).client_options()
    await _admin_connects(kafka_secure, **right)


def _apply_acls(kafka: SecureKafka, namespace: str, users: dict[str, str]) -> str:
    done = subprocess.run(
        [
            str(QUANTWARD),
            "deploy",
            "acls",
            "--apply",
            "--topic-namespace",
            namespace,
            *(arg for principal in users for arg in ("--principal", principal)),
            *(
                arg
                for principal, user in users.items()
                for arg in ("--user", f"{principal}={user}")
            ),
            "--bootstrap-server",
            kafka.bootstrap,
            "--command-config",
            str(kafka.admin_config),
            "--kafka-acls",
            str(kafka.bin / "kafka-acls.sh"),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


async def test_acls_from_the_grant_table_let_each_principal_produce_only_its_own(
    kafka_secure: SecureKafka,
) -> None:
    namespace = f"acl{uuid.uuid4().hex[:8]}"
    # SASL users named per test run; the ACLs map each principal to its user
    users = {p: f"{p}-{namespace}" for p in ("guardian", "researcher")}
    passwords = {p: kafka_secure.add_user(user) for p, user in users.items()}

    def bus(principal: str) -> KafkaEventBus:
        return KafkaEventBus(
            kafka_secure.bootstrap,
            client_id=f"{principal}-{namespace}",
            topic_namespace=namespace,
            security=_security(kafka_secure, users[principal], passwords[principal]),
        )

    decided = EXAMPLES["review.decided.v1"].model_copy(
        update={"run_id": new_id("run"), "event_id": new_id("evt")}
    )
    assert isinstance(decided, ReviewDecided)

    # before any ACL, even the Guardian may not produce: one clear error at start
    with pytest.raises(Exception, match="not authorized to produce"):
        await bus("guardian").start()

    out = _apply_acls(kafka_secure, namespace, users)
    assert f"User:{users['guardian']}" in out
    assert out.strip().endswith("applied 6 ACL command(s)")

    # the Guardian produces its decision and reads it back in its own consumer group
    seen: list[Event] = []

    async def handle(event: Event) -> None:
        seen.append(event)

    async with bus("guardian") as guardian:
        await guardian.subscribe(
            topics.REVIEWS, group=f"guardian-{namespace}", handler=handle, accept=[ReviewDecided]
        )
        await guardian.publish(decided)
        await wait_until(lambda: len(seen) == 1, timeout=60, what="the decision to arrive")
    assert seen[0].event_id == decided.event_id

    # a researcher may not produce a review decision: refused by the broker, nothing written
    async with bus("researcher") as researcher:
        forged = decided.model_copy(update={"event_id": new_id("evt")})
        with pytest.raises(Exception, match="not authorized to use topic"):
            await asyncio.wait_for(researcher.publish(forged), timeout=60)


def _apply_acls_over_the_protocol(kafka: SecureKafka, namespace: str, users: dict[str, str]) -> str:
    """`quantward deploy acls --apply` as the chart's ACL Job runs it: no kafka-acls.sh, the
    admin principal's connection from the QW_KAFKA_… settings."""
    env = {
        **os.environ,
        "QW_KAFKA_BOOTSTRAP": kafka.bootstrap,
        "QW_KAFKA_SECURITY_PROTOCOL": "SASL_SSL",
        "QW_KAFKA_SSL_CAFILE": str(kafka.cafile),
        "QW_KAFKA_SASL_USERNAME": "admin",
        "QW_KAFKA_SASL_PASSWORD": kafka.admin_password,
    }
    done = subprocess.run(
        [
            str(QUANTWARD),
            "deploy",
            "acls",
            "--apply",
            "--topic-namespace",
            namespace,
            *(arg for principal in users for arg in ("--principal", principal)),
            *(
                arg
                for principal, user in users.items()
                for arg in ("--user", f"{principal}={user}")
            ),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
        env=env,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert kafka.admin_password not in done.stdout + done.stderr
    return done.stdout


async def test_acls_applied_over_the_protocol_are_idempotent_and_enforced(
    kafka_secure: SecureKafka,
) -> None:
    namespace = f"acp{uuid.uuid4().hex[:8]}"
    users = {p: f"{p}-{namespace}" for p in ("guardian", "researcher")}
    passwords = {p: kafka_secure.add_user(user) for p, user in users.items()}
    wanted = len(
        bindings(acl_commands(topic_namespace=namespace, users=users, principals=list(users)))
    )

    first = _apply_acls_over_the_protocol(kafka_secure, namespace, users)
    assert first.strip().endswith(f"{wanted} ACL(s) wanted: 0 already there, {wanted} created")
    assert f"created User:{users['guardian']} Write topic {namespace}.{topics.REVIEWS}" in first
    again = _apply_acls_over_the_protocol(kafka_secure, namespace, users)
    assert again.strip() == f"{wanted} ACL(s) wanted: {wanted} already there, 0 created"

    def bus(principal: str) -> KafkaEventBus:
        return KafkaEventBus(
            kafka_secure.bootstrap,
            client_id=f"{principal}-{namespace}",
            topic_namespace=namespace,
            security=_security(kafka_secure, users[principal], passwords[principal]),
        )

    decided = EXAMPLES["review.decided.v1"].model_copy(
        update={"run_id": new_id("run"), "event_id": new_id("evt")}
    )
    seen: list[Event] = []

    async def handle(event: Event) -> None:
        seen.append(event)

    async with bus("guardian") as guardian:
        await guardian.subscribe(
            topics.REVIEWS, group=f"guardian-{namespace}", handler=handle, accept=[ReviewDecided]
        )
        await guardian.publish(decided)
        await wait_until(lambda: len(seen) == 1, timeout=60, what="the decision to arrive")
    async with bus("researcher") as researcher:
        forged = decided.model_copy(update={"event_id": new_id("evt")})
        with pytest.raises(Exception, match="not authorized to use topic"):
            await asyncio.wait_for(researcher.publish(forged), timeout=60)


async def test_applying_acls_without_admin_rights_fails_in_one_line(
    kafka_secure: SecureKafka,
) -> None:
    namespace = f"acn{uuid.uuid4().hex[:8]}"
    user = f"plain-{namespace}"
    password = kafka_secure.add_user(user)
    wanted = bindings(acl_commands(topic_namespace=namespace, principals=["validator"]))
    with pytest.raises(AclApplyError, match="listing the ACLs failed"):
        await apply_acls(
            wanted,
            bootstrap=kafka_secure.bootstrap,
            security=_security(kafka_secure, user, password),
        )
