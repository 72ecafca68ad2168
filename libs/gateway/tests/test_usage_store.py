"""The gateway's `UsageStore` contract, written once and bound to every adapter: in memory here,
PostgreSQL in tests/integration/test_gateway_usage_postgres.py (the rig's server, which loads
`UsageStoreContract` from this file). `replicas()` gives two handles on one shared store, as two
gateway replicas would hold: what one counts, the other sees."""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from datetime import date

from quantward_contracts.values import MeteredCall
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_gateway import (
    Binding,
    Entitlements,
    Gateway,
    InMemoryUsageStore,
    Quota,
    ServiceCredentials,
    Services,
    UsageStore,
)

DAY = date(2026, 12, 2)
APPLE = "ent_apple_inc"


def call(units: int, *, allowed: bool = True) -> MeteredCall:
    return MeteredCall(function_id="prices", units=units, allowed=allowed)


class UsageStoreContract(ABC):
    """Subclasses provide `replicas`: two handles on one fresh, empty store."""

    @abstractmethod
    async def replicas(self) -> tuple[UsageStore, UsageStore]:
        """Two handles on one fresh, empty store (as two gateway replicas see it)."""

    async def test_nothing_counted_is_zero(self) -> None:
        store, _ = await self.replicas()
        usage = await store.usage("ana", DAY)
        assert (usage.calls, usage.units, usage.refused) == (0, 0, 0)

    async def test_calls_add_up_refused_ones_included(self) -> None:
        store, _ = await self.replicas()
        for metered in (call(20), call(5), call(0, allowed=False)):
            await store.add("ana", DAY, metered)
        usage = await store.usage("ana", DAY)
        assert (usage.calls, usage.units, usage.refused) == (3, 25, 1)

    async def test_users_and_days_are_apart(self) -> None:
        store, _ = await self.replicas()
        await store.add("ana", DAY, call(7))
        await store.add("bob", DAY, call(3))
        await store.add("ana", date(2026, 12, 3), call(11))
        assert (await store.usage("ana", DAY)).units == 7
        assert (await store.usage("bob", DAY)).units == 3
        assert (await store.usage("ana", date(2026, 12, 3))).units == 11
        assert (await store.usage("eve", DAY)).calls == 0

    async def test_replicas_counting_at_once_lose_nothing(self) -> None:
        one, two = await self.replicas()
        await asyncio.gather(
            *(store.add("ana", DAY, call(2)) for _ in range(25) for store in (one, two))
        )
        for store in (one, two):
            usage = await store.usage("ana", DAY)
            assert (usage.calls, usage.units) == (50, 100)

    async def test_a_users_quota_spans_gateway_replicas(self) -> None:
        one, two = await self.replicas()
        services = Services(
            market_data=EmbeddedMarketData.default(),
            credentials=ServiceCredentials("platform", "svc-key"),
        )
        quota = Quota(units_per_user=5)
        first = Gateway(services, quota=quota, usage=one, today=lambda: DAY)
        second = Gateway(services, quota=quota, usage=two, today=lambda: DAY)
        request = {"id": 1, "capability": "prices", "args": {"entity_id": APPLE,
                                                              "end": "2021-01-31"}}  # fmt: skip

        def binding(run_id: str) -> Binding:
            return Binding("ana", "equities", run_id, Entitlements.of(None))

        served = await first.session(binding("run_a")).call(request)  # ~20 rows: over 5
        elsewhere = second.session(binding("run_b"))
        refused = await elsewhere.call(request)
        assert served["ok"]
        assert refused["error"]["kind"] == "quota"
        assert elsewhere.metered[0].allowed is False
        usage = await one.usage("ana", DAY)
        assert (usage.calls, usage.refused) == (2, 1)  # the refusal is metered, shared too


class TestInMemoryUsageStore(UsageStoreContract):
    async def replicas(self) -> tuple[UsageStore, UsageStore]:
        store = InMemoryUsageStore()
        return store, store  # one process: replicas share the one object
