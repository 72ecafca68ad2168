"""Fail unless the running environment holds one service and no other service or app.

`make test-isolated` installs a single service with `uv sync --package` and runs this inside that
environment before the service's tests: installing one service must not bring in the others.
"""

from __future__ import annotations

import sys
import tomllib
from importlib.metadata import distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def runnable() -> set[str]:
    """The workspace's services and apps (run, never imported), read from their pyprojects so a
    new service is covered without touching this file."""
    names = set()
    for pyproject in [*ROOT.glob("services/*/pyproject.toml"), *ROOT.glob("apps/*/pyproject.toml")]:
        names.add(tomllib.loads(pyproject.read_text())["project"]["name"].lower())
    return names


def main(service: str) -> int:
    installed = {(d.metadata["Name"] or "").lower() for d in distributions()}
    if service not in installed:
        print(f"check_isolated: {service} is not installed here", file=sys.stderr)
        return 1
    others = sorted((installed & runnable()) - {service})
    if others:
        print(f"check_isolated: installing {service} also installed {', '.join(others)}")
        return 1
    print(f"{service} installs alone: no other service or app in its environment")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
