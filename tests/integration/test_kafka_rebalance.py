"""A rebalance on the real broker neither stalls a member nor hands over work that stays.

The stall seen in the chaos test under load (an orchestrator's consumer fetching nothing for
93–138 s after the first rebalance) came from the revoking member waiting for the work it gave
up: a handler that did not end when cancelled (a run whose wait for a reply swallowed the
cancellation, or a handler that failed while handing over and was retried by the delivery
core) held the member in `on_partitions_revoked`, so it never rejoined; the group went on
without it after the rebalance timeout and its consumer stayed blocked until that handler ended.

Here member `a` holds messages on every partition; when one of them is given up, its handler
fails (as a hand-over whose publish fails would) and, if it ran again, would hold forever (as a
re-driven run does). Member `b` joins. Both must own disjoint partitions again within one
rebalance round per member (the rebalance timeout, which is the session timeout here, plus a
heartbeat interval for `a` to learn of it, for each of `a` and `b`), the given-up messages go to
`b` once each without being retried at `a`, and `a` keeps the rest.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable

import pytest

from quantward_bus import RetryPolicy
from quantward_bus.kafka_bus import KafkaEventBus, KafkaSubscription
from quantward_bus.testing import Recorder, wait_until
from quantward_contracts import Event
from quantward_contracts.events import BusProbe, BusProbeData

pytestmark = [pytest.mark.connected, pytest.mark.kafka]

SESSION_TIMEOUT_MS = 6_000
HEARTBEAT_MS = 1_000
#: unset on the bus, so aiokafka's: the session timeout
REBALANCE_TIMEOUT_MS = SESSION_TIMEOUT_MS
#: `a` learns of the rebalance at its next heartbeat, and each member's join waits at most the
#: rebalance timeout; a member left out of a round rejoins in the next one
BOUND_S = 2 * (REBALANCE_TIMEOUT_MS + HEARTBEAT_MS) / 1000
MESSAGES = 24


def probe(seq: int) -> BusProbe:
    return BusProbe(
        producer="rebalance-test", data=BusProbeData(key=f"spread-{seq}", seq=seq, sent_at_ns=0)
    )


async def test_a_rebalance_hands_over_only_moved_work_and_every_member_rejoins_in_time(
    kafka_bootstrap: str,
) -> None:
    run = uuid.uuid4().hex[:10]
    topic, group = f"test.rebalance.{run}", f"rebalance-{run}"

    def new_bus(name: str) -> KafkaEventBus:
        return KafkaEventBus(
            kafka_bootstrap,
            client_id=f"{name}-{run}",
            retry=RetryPolicy(max_attempts=3, initial_backoff_s=0.01),
            dead_letter_topic=f"test.rebalance-dlq.{run}",
            session_timeout_ms=SESSION_TIMEOUT_MS,
            heartbeat_interval_ms=HEARTBEAT_MS,
        )

    entered: Recorder[Event] = Recorder()
    given_up: list[Event] = []
    finished: dict[str, list[Event]] = {"a": [], "b": []}
    release = asyncio.Event()

    def member(name: str) -> Callable[[Event], Awaitable[None]]:
        async def handle(event: Event) -> None:
            if name == "a":
                first = event not in entered.items
                await entered(event)
                try:
                    await asyncio.wait_for(release.wait(), timeout=120)
                except asyncio.CancelledError:
                    given_up.append(event)
                    raise RuntimeError("the hand-over could not be published") from None
                if not first:
                    raise AssertionError("a message given up by a ran again at a")
            finished[name].append(event)

        return handle

    async with new_bus("a") as bus_a, new_bus("b") as bus_b:
        a = await bus_a.subscribe(
            topic, group=group, handler=member("a"), concurrency=32, name="a", on_revoke="abandon"
        )
        await bus_a.publish_many([probe(i) for i in range(MESSAGES)], topic=topic)
        await entered.wait_for(MESSAGES, timeout=60)
        assert isinstance(a, KafkaSubscription)

        joined = time.monotonic()
        await bus_b.subscribe(
            topic, group=group, handler=member("b"), concurrency=32, name="b", on_revoke="abandon"
        )

        def settled() -> bool:
            (ha,), (hb,) = bus_a.health(), bus_b.health()
            ours, theirs = set(ha.assigned_partitions), set(hb.assigned_partitions)
            return bool(ours) and bool(theirs) and not ours & theirs and len(ours | theirs) == 6

        await wait_until(settled, timeout=120, what="a and b owning disjoint partitions")
        settled_s = time.monotonic() - joined
        await wait_until(
            lambda: bool(given_up) and len(finished["b"]) >= len(given_up),
            timeout=60,
            what="b handling what a gave up",
        )
        release.set()
        await wait_until(
            lambda: len(finished["a"]) + len(finished["b"]) >= MESSAGES,
            timeout=60,
            what="every message handled",
        )

    assert settled_s <= BOUND_S, (
        f"the group took {settled_s:.1f}s to settle after b joined; one rebalance round per "
        f"member takes at most {BOUND_S:.0f}s"
    )
    handled = sorted(e.event_id for e in finished["a"] + finished["b"])
    assert len(handled) == len(set(handled)) == MESSAGES, "each message handled exactly once"
    assert sorted(e.event_id for e in given_up) == sorted(e.event_id for e in finished["b"])
    assert finished["a"], "a kept no partition: nothing shows that its kept work went on"
    assert a.stats.retries == 0, "a handler given up in the rebalance was retried"
    assert a.stats.dead_lettered == 0
