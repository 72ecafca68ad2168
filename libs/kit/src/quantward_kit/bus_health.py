"""The bus's liveness as a gRPC health component.

A service's consumers are what it is for: a service whose subscription stalled or failed is not
serving, whatever its gRPC port says. This turns `EventBus.health()` into one component check.
"""

from __future__ import annotations

from quantward_bus import EventBus
from quantward_kit.grpc_health import ComponentHealth, HealthCheck


def bus_liveness_check(bus: EventBus) -> HealthCheck:
    """A component check: healthy while every subscription is starting or running."""

    async def check() -> ComponentHealth:
        subscriptions = bus.health()
        if not subscriptions:
            return ComponentHealth(healthy=True, detail="no subscriptions")
        sick = [h for h in subscriptions if not h.healthy]
        if sick:
            detail = "; ".join(f"{h.name} {h.state}: {h.detail or 'no detail'}" for h in sick)
            return ComponentHealth(healthy=False, detail=detail)
        parts = []
        for h in subscriptions:
            lag = "?" if h.lag is None else str(h.lag)
            parts.append(f"{h.name} running, {len(h.assigned_partitions)} partition(s), lag {lag}")
        return ComponentHealth(healthy=True, detail="; ".join(parts))

    return check
