"""The capability registry: one line per capability, naming the module that defines it.

Adding a capability is writing one module that defines `CAPABILITY` (a `Capability`) and adding
its module path here. It then gets, from the gateway and without touching it: the binding's
identity, the entitlement check per dataset and field, metering and quotas, the service
credentials, and registration of every result as a citable source of the run.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from typing import Final

from quantward_gateway.capability import Capability

REGISTRY: Final[tuple[str, ...]] = (
    "quantward_gateway.capabilities.prices",
    "quantward_gateway.capabilities.fundamentals",
    "quantward_gateway.capabilities.earnings",
    "quantward_gateway.capabilities.entities",
    "quantward_gateway.capabilities.resolve",
    "quantward_gateway.capabilities.documents",
    "quantward_gateway.capabilities.portfolio",
    "quantward_gateway.capabilities.charts",
)


def load(modules: Iterable[str] = REGISTRY) -> Mapping[str, Capability]:
    """The capabilities of `modules` by name; a clear error for a module without `CAPABILITY`
    or two capabilities with one name."""
    found: dict[str, Capability] = {}
    for module_name in modules:
        module = importlib.import_module(module_name)
        capability = getattr(module, "CAPABILITY", None)
        if not isinstance(capability, Capability):
            raise TypeError(f"{module_name} must define CAPABILITY = Capability(...)")
        if capability.name in found:
            raise ValueError(f"capability {capability.name!r} is registered twice")
        found[capability.name] = capability
    return found
