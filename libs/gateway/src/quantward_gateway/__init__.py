"""quantward_gateway: the one way sandboxed code reaches the platform.

    gateway = Gateway(Services(market_data=..., credentials=ServiceCredentials("svc", key)))
    async with await gateway.open(Binding(user, team, run_id, Entitlements.of(names)), path) as s:
        ...  # run the code with `path` mounted at /run/quantward/gateway.sock
    s.metered, s.sources(), s.artifacts

See `server` for what every call goes through and `registry` for adding a capability.
"""

from quantward_gateway.binding import Binding, Entitlements
from quantward_gateway.capability import (
    Capability,
    CapabilityError,
    Context,
    Reply,
    ServiceCredentials,
    Services,
    Table,
)
from quantward_gateway.metering import InMemoryUsageStore, Quota, Usage, UsageStore
from quantward_gateway.registry import REGISTRY, load
from quantward_gateway.server import Gateway, GatewaySession
from quantward_gateway.tcp_listener import TcpGatewayListener

__all__ = [
    "REGISTRY",
    "Binding",
    "Capability",
    "CapabilityError",
    "Context",
    "Entitlements",
    "Gateway",
    "GatewaySession",
    "InMemoryUsageStore",
    "Quota",
    "Reply",
    "ServiceCredentials",
    "Services",
    "Table",
    "TcpGatewayListener",
    "Usage",
    "UsageStore",
    "load",
]
