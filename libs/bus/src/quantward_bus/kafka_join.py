"""How a Kafka consumer joins its group: one JoinGroup request per join, listing every assignor.

aiokafka 0.14.0 (the pinned version) sends its JoinGroup request once per configured assignor,
each time listing the protocols named so far (aio-libs/aiokafka#1168: the request loop sits
inside the loop over the assignors). The bus configures two (sticky, then round-robin for
groups with members of older versions), so every join was two joins: first with `sticky`
alone, then at once with `sticky` and `roundrobin`. The broker takes the second request as a
member whose protocols changed and starts another rebalance, which every member has to rejoin,
again twice each. Members that join together (researcher processes started at the same time)
kept restarting each other's rebalance: one of them held its partitions between rounds while
another never completed a round, for minutes, and the messages on its share of the partitions
were handled by nobody; a member without an assignment has no lag, so the lag-based watchdog
did not see it (it now reports a member that waits for its assignment longer than a rebalance
may take: `KafkaSubscription._unassigned_reason`).

`install()` replaces aiokafka's rebalance step with one that sends the request once, with every
protocol, exactly as aiokafka's own code does otherwise (the fix of #1168). Remove this module
once the pinned aiokafka ships that fix; libs/bus/tests/test_kafka_join.py fails while the
installed aiokafka joins more than once.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import aiokafka.errors as errors
from aiokafka.consumer import group_coordinator
from aiokafka.coordinator.protocol import ConsumerProtocol
from aiokafka.protocol.group import JoinGroupRequest

log = logging.getLogger("aiokafka.consumer.group_coordinator")


class SingleJoinGroupRebalance(group_coordinator.CoordinatorGroupRebalance):  # type: ignore[misc]
    """aiokafka's rebalance step with one JoinGroup request per join (KIP-394's second request,
    with the member id the broker assigned, aside)."""

    async def perform_group_join(self) -> tuple[str, bytes] | None:
        """Join the group; the protocol chosen and this member's encoded assignment, or None to
        try again (aiokafka's own, but for the one request)."""
        log.info("(Re-)joining group %s", self.group_id)
        topics = self._subscription.topics
        protocols: list[tuple[str, bytes]] = []
        for assignor in self._assignors:
            metadata = assignor.metadata(topics)
            if not isinstance(metadata, bytes):
                metadata = metadata.encode()
            protocols.append((assignor.name, metadata))

        while True:
            request = JoinGroupRequest(
                self.group_id,
                self._session_timeout_ms,
                self._rebalance_timeout_ms,
                self._coordinator.member_id,
                self._coordinator._group_instance_id,
                ConsumerProtocol.PROTOCOL_TYPE,
                protocols,
            )
            log.debug("Sending JoinGroup (%s) to coordinator %s", request, self.coordinator_id)
            try:
                response = await self._coordinator._send_req(request)
            except errors.KafkaError:
                return None  # a connection error: the coordinator lookup backs off
            if not self._subscription.active:
                return None  # the subscription changed: join again with the new one
            error_type = errors.for_code(response.error_code)
            if error_type is not errors.MemberIdRequired:
                break
            # KIP-394: the broker hands out the member id, to be sent in a second request
            self._coordinator.member_id = response.member_id

        if error_type is errors.NoError:
            return await self._joined(response)
        await self._join_failed(error_type)
        return None

    async def _joined(self, response: Any) -> tuple[str, bytes] | None:
        log.debug("Join group response %s", response)
        self._coordinator.member_id = response.member_id
        self._coordinator.generation = response.generation_id
        protocol: str = response.group_protocol
        log.info(
            "Joined group '%s' (generation %s) with member_id %s",
            self.group_id,
            response.generation_id,
            response.member_id,
        )
        if response.leader_id == response.member_id:
            log.info("Elected group leader -- performing partition assignments using %s", protocol)
            assignment: bytes | None = await self._on_join_leader(response)
        else:
            assignment = await self._on_join_follower()
        return None if assignment is None else (protocol, assignment)

    async def _join_failed(self, error_type: Any) -> None:
        """What aiokafka does with a JoinGroup error: prepare the next try, or raise it."""
        if error_type is errors.GroupLoadInProgressError:
            log.debug(
                "Attempt to join group %s rejected since coordinator %s is loading the group.",
                self.group_id,
                self.coordinator_id,
            )
            await asyncio.sleep(self._retry_backoff_ms / 1000)
        elif error_type is errors.UnknownMemberIdError:
            self._coordinator.reset_generation()
            log.debug("Attempt to join group %s failed due to unknown member id", self.group_id)
        elif error_type in (
            errors.GroupCoordinatorNotAvailableError,
            errors.NotCoordinatorForGroupError,
        ):
            self._coordinator.coordinator_dead()
            log.debug(
                "Attempt to join group %s failed due to obsolete coordinator information: %s",
                self.group_id,
                error_type(),
            )
        elif error_type in (
            errors.InconsistentGroupProtocolError,
            errors.InvalidSessionTimeoutError,
            errors.InvalidGroupIdError,
        ):
            log.error("Attempt to join group failed due to fatal error: %s", error_type())
            raise error_type()
        elif error_type is errors.GroupAuthorizationFailedError:
            raise error_type(self.group_id)
        else:
            err = error_type()
            log.error("Unexpected error in join group '%s' response: %s", self.group_id, err)
            raise errors.KafkaError(repr(err))


def install() -> None:
    """Make every aiokafka consumer of this process join with `SingleJoinGroupRebalance`
    (aiokafka's group coordinator looks the class up by name at each join). Idempotent."""
    group_coordinator.CoordinatorGroupRebalance = SingleJoinGroupRebalance
