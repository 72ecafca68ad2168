"""Fail unless the running environment holds one service and no other service or app.

`make test-isolated` installs a single service with `uv sync --package` and runs this inside that
environment before the service's tests: installing one service must not bring in the others.
"""

from __future__ import annotations

import sys
from importlib.metadata import distributions

#: distributions that are run, not imported: a service never depends on one of them
RUNNABLE = {
    "quantward-cli",
    "quantward-grounder",
    "quantward-guardian",
    "quantward-orchestrator",
    "quantward-researcher",
    "quantward-resolver",
    "quantward-search-service",
    "quantward-validator",
}


def main(service: str) -> int:
    installed = {(d.metadata["Name"] or "").lower() for d in distributions()}
    if service not in installed:
        print(f"check_isolated: {service} is not installed here", file=sys.stderr)
        return 1
    others = sorted((installed & RUNNABLE) - {service})
    if others:
        print(f"check_isolated: installing {service} also installed {', '.join(others)}")
        return 1
    print(f"{service} installs alone: no other service or app in its environment")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
