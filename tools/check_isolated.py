"""Fail unless the running environment holds one service and no other service, app or demo code.

`make test-isolated` installs a single service with `uv sync --package` and runs this inside that
environment before the service's tests: installing one service must not bring in the others, nor
the demo-only packages (the synthetic corpus generator) that only the CLI and tests use.
"""

from __future__ import annotations

import sys
import tomllib
from importlib.metadata import distributions
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _projects(pattern: str) -> list[dict[str, Any]]:
    return [tomllib.loads(p.read_text()) for p in sorted(ROOT.glob(pattern))]


def runnable() -> set[str]:
    """The workspace's services and apps (run, never imported), read from their pyprojects so a
    new service is covered without touching this file."""
    return {
        str(project["project"]["name"]).lower()
        for pattern in ("services/*/pyproject.toml", "apps/*/pyproject.toml")
        for project in _projects(pattern)
    }


def demo_only() -> set[str]:
    """The libs whose pyproject says `[tool.quantward] demo-only = true`: code a deployment never
    installs, so a new demo package is covered by marking it, not by editing this file."""
    return {
        str(project["project"]["name"]).lower()
        for project in _projects("libs/*/pyproject.toml")
        if project.get("tool", {}).get("quantward", {}).get("demo-only") is True
    }


def main(service: str) -> int:
    installed = {(d.metadata["Name"] or "").lower() for d in distributions()}
    if service not in installed:
        print(f"check_isolated: {service} is not installed here", file=sys.stderr)
        return 1
    demo = demo_only()
    if not demo:
        # the check below would pass vacuously: say so rather than prove nothing
        print("check_isolated: no lib is marked `[tool.quantward] demo-only`", file=sys.stderr)
        return 1
    others = sorted((installed & runnable()) - {service})
    if others:
        print(f"check_isolated: installing {service} also installed {', '.join(others)}")
        return 1
    leaked = sorted(installed & demo)
    if leaked:
        print(f"check_isolated: installing {service} also installed demo-only {', '.join(leaked)}")
        return 1
    print(
        f"{service} installs alone: no other service or app in its environment, and no demo-only "
        f"package ({', '.join(sorted(demo))})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
