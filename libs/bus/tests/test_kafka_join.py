"""A Kafka consumer joins its group with one JoinGroup request listing every assignor.

Against a scripted coordinator (no broker): aiokafka 0.14.0 on its own sends one request per
assignor, the first listing `sticky` alone, and the broker answers the second (its protocols
changed) with another rebalance (see quantward_bus.kafka_join).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from aiokafka.consumer import group_coordinator
from aiokafka.errors import MemberIdRequired, NoError
from aiokafka.protocol.group import JoinGroupRequest, SyncGroupRequest

from quantward_bus import kafka_join
from quantward_bus.kafka_bus import _partition_assignors


@dataclass
class ScriptedCoordinator:
    """The parts of aiokafka's group coordinator a rebalance step uses; the broker asks for a
    member id first (KIP-394), then makes this member a follower."""

    member_id: str = JoinGroupRequest.UNKNOWN_MEMBER_ID
    generation: int = -1
    _group_instance_id: str | None = None
    _rebalance_timeout_ms: int = 6_000
    _rejoin_needed_fut: Any = None
    joins: list[tuple[str, list[str]]] = field(default_factory=list)

    async def _send_req(self, request: Any) -> Any:
        if isinstance(request, JoinGroupRequest):
            self.joins.append((request._member_id, [name for name, _ in request._group_protocols]))
            if request._member_id == JoinGroupRequest.UNKNOWN_MEMBER_ID:
                return SimpleNamespace(error_code=MemberIdRequired.errno, member_id="member-1")
            return SimpleNamespace(
                error_code=NoError.errno,
                member_id=request._member_id,
                generation_id=1,
                group_protocol="sticky",
                leader_id="another-member",
            )
        assert isinstance(request, SyncGroupRequest)
        return SimpleNamespace(error_code=NoError.errno, member_assignment=b"assignment")


async def test_a_join_is_one_request_with_every_assignor_s_protocol() -> None:
    kafka_join.install()
    assignors = _partition_assignors()
    coordinator = ScriptedCoordinator()
    rebalance = group_coordinator.CoordinatorGroupRebalance(
        coordinator,
        "group",
        1,
        SimpleNamespace(topics=frozenset({"topic"}), active=True),
        assignors,
        6_000,
        100,
    )

    joined = await rebalance.perform_group_join()

    protocols = [assignor.name for assignor in assignors]
    assert protocols == ["sticky", "roundrobin"]
    assert coordinator.joins == [("", protocols), ("member-1", protocols)], (
        "one JoinGroup per join (and KIP-394's second with the member id), each listing every "
        "protocol; a request listing fewer makes the next one a change of protocols, which "
        "starts another rebalance"
    )
    assert joined == ("sticky", b"assignment")
    assert (coordinator.member_id, coordinator.generation) == ("member-1", 1)
