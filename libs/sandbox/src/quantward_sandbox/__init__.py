"""quantward_sandbox: run agent-written Python isolated, reaching only the gateway's socket.

The port (`SandboxBackend`, `ExecutionRequest`, `Limits`, `ExecutionResult`,
`IsolationUnavailable`) is all a caller needs; backends live in their own modules.
"""

from quantward_sandbox.bubblewrap_backend import BubblewrapBackend
from quantward_sandbox.port import (
    SANDBOX_GATEWAY_SOCKET,
    SANDBOX_OUTPUTS,
    SANDBOX_SCRATCH,
    ExecutionRequest,
    ExecutionResult,
    ExecutionStatus,
    GatewayTicket,
    IsolationUnavailable,
    KilledBy,
    Limits,
    SandboxBackend,
    SandboxInputError,
)

__all__ = [
    "SANDBOX_GATEWAY_SOCKET",
    "SANDBOX_OUTPUTS",
    "SANDBOX_SCRATCH",
    "BubblewrapBackend",
    "ExecutionRequest",
    "ExecutionResult",
    "ExecutionStatus",
    "GatewayTicket",
    "IsolationUnavailable",
    "KilledBy",
    "Limits",
    "SandboxBackend",
    "SandboxInputError",
]
