"""Which isolation backend this process runs code with, chosen once in `build_app`.

Bubblewrap when the sandbox library ships it; otherwise a backend that refuses every execution
with `IsolationUnavailable`, so the service says clearly that it cannot isolate code rather than
ever running it unsandboxed.
"""

from __future__ import annotations

import quantward_sandbox
from quantward_sandbox import (
    ExecutionRequest,
    ExecutionResult,
    IsolationUnavailable,
    SandboxBackend,
)


class NoIsolation:
    """Refuses to run anything: the stand-in when no isolating backend is available."""

    def __init__(self, why: str) -> None:
        self.why = why

    async def execute(self, req: ExecutionRequest) -> ExecutionResult:
        raise IsolationUnavailable(self.why)

    def describe(self) -> str:
        return f"no isolation available ({self.why}); code is refused, never run unsandboxed"


def default_backend() -> SandboxBackend:
    """The bubblewrap backend of `quantward_sandbox`, or `NoIsolation` saying it is missing."""
    bubblewrap = getattr(quantward_sandbox, "BubblewrapBackend", None)
    if bubblewrap is None:
        return NoIsolation("this build of quantward_sandbox has no bubblewrap backend")
    backend: SandboxBackend = bubblewrap()
    return backend
