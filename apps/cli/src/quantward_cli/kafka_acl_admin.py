"""Apply the contracts' Kafka ACLs from Python, through the Kafka protocol (no Java needed).

The image carries no Java, so the chart's ACL Job cannot run `kafka-acls.sh`. aiokafka has the
protocol messages (DescribeAcls, CreateAcls) but no admin call for them; this module sends them
through aiokafka's client, connected with the same TLS / SASL options as every bus client.

Idempotent: it describes what the cluster holds, then creates only the bindings that are
missing, so running it on every install and upgrade changes nothing the second time. It never
deletes an ACL (an operator's own ACLs, or a principal no longer deployed, are left alone).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from quantward_bus.kafka_security import KafkaSecurity
from quantward_cli.kafka_acls import AclCommand

# Kafka's protocol codes (org.apache.kafka.common.acl / resource)
_ANY = 1
_TOPIC, _GROUP = 2, 3
_LITERAL, _PREFIXED = 3, 4
_ALLOW = 3
_OPERATIONS = {"Read": 3, "Write": 4, "Create": 5, "Describe": 8}
_NAMES = {code: name for name, code in _OPERATIONS.items()}
_SECURITY_DISABLED = 54
_WILDCARD_HOST = "*"


class AclApplyError(RuntimeError):
    """The brokers refused to list or create ACLs; the message says which and why."""


@dataclass(frozen=True, order=True)
class AclBinding:
    """One ALLOW ACL: a principal may do one operation on one resource pattern, from any host."""

    resource_type: int
    resource_name: str
    pattern_type: int
    principal: str
    operation: int

    def __str__(self) -> str:
        kind = "topic" if self.resource_type == _TOPIC else "group"
        prefixed = "*" if self.pattern_type == _PREFIXED else ""
        operation = _NAMES.get(self.operation, str(self.operation))
        return f"{self.principal} {operation} {kind} {self.resource_name}{prefixed}"


def bindings(commands: Iterable[AclCommand]) -> list[AclBinding]:
    """The ACL bindings the `kafka-acls.sh` commands would add, one per (resource, operation)."""
    out: set[AclBinding] = set()
    for command in commands:
        principal = f"User:{command.kafka_user}"
        for operation in command.operations:
            code = _OPERATIONS[operation]
            for topic in command.topics:
                out.add(AclBinding(_TOPIC, topic, _LITERAL, principal, code))
            if command.group_prefix is not None:
                out.add(AclBinding(_GROUP, command.group_prefix, _PREFIXED, principal, code))
    return sorted(out)


@dataclass(frozen=True)
class Applied:
    present: int
    created: list[AclBinding]


def _raise_for(code: int, message: str | None, what: str) -> None:
    if code == 0:
        return
    if code == _SECURITY_DISABLED:
        raise AclApplyError(
            f"{what}: the brokers have no authorizer (authorizer.class.name is unset), so "
            "there are no ACLs to apply"
        )
    raise AclApplyError(
        f"{what}: {message or 'no message'} (Kafka error {code}; is this an admin principal?)"
    )


def _held(resources: Iterable[Sequence[Any]]) -> Iterator[AclBinding]:
    """The ALLOW bindings for any host in a DescribeAcls response (its arrays decode to
    tuples: v1 and later carry the pattern type, v0 knows literal names only)."""
    for resource in resources:
        if len(resource) == 4:
            resource_type, name, pattern_type, acls = resource
        else:
            (resource_type, name, acls), pattern_type = resource, _LITERAL
        for principal, host, operation, permission in acls:
            if permission == _ALLOW and host == _WILDCARD_HOST:
                yield AclBinding(resource_type, name, pattern_type, principal, operation)


async def apply_acls(
    wanted: Sequence[AclBinding],
    *,
    bootstrap: str,
    security: KafkaSecurity,
    request_timeout_ms: int = 30_000,
) -> Applied:
    """Create the bindings of `wanted` the cluster does not hold yet; return what was done."""
    from aiokafka.client import AIOKafkaClient
    from aiokafka.errors import KafkaError
    from aiokafka.protocol.admin import CreateAclsRequest, DescribeAclsRequest

    client = AIOKafkaClient(
        bootstrap_servers=bootstrap,
        client_id="quantward-acls",
        request_timeout_ms=request_timeout_ms,
        **security.client_options(),
    )
    try:
        try:
            await client.bootstrap()
        except KafkaError as exc:
            raise AclApplyError(f"cannot connect to Kafka at {bootstrap}: {exc}") from None
        node = client.get_random_node()
        every = DescribeAclsRequest(_ANY, None, _ANY, None, None, _ANY, _ANY)
        described = await client.send(node, every)
        _raise_for(described.error_code, described.error_message, "listing the ACLs failed")
        held = set(_held(described.resources))
        missing = [b for b in wanted if b not in held]
        for binding in missing:
            request = CreateAclsRequest(
                binding.resource_type,
                binding.resource_name,
                binding.pattern_type,
                binding.principal,
                _WILDCARD_HOST,
                binding.operation,
                _ALLOW,
            )
            response = await client.send(node, request)
            for error_code, error_message in response.creation_responses:
                _raise_for(error_code, error_message, f"creating the ACL {binding} failed")
        return Applied(present=len(wanted) - len(missing), created=missing)
    finally:
        await client.close()
