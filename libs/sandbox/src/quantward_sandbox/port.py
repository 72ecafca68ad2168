"""The sandbox port: what a caller asks for, what it gets back, and the one error it must handle.

A backend runs untrusted Python (code an agent wrote) where it can reach the platform gateway's
socket and nothing else. This module holds only the types every backend and every caller share;
it must never import a backend (bubblewrap, Kubernetes), so a caller can depend on the port alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Literal, Protocol, runtime_checkable

#: Where the gateway socket appears inside every sandbox (the in-sandbox client connects here).
SANDBOX_GATEWAY_SOCKET = Path("/run/quantward/gateway.sock")
#: The only writable directory inside the sandbox, and the code's working directory.
SANDBOX_SCRATCH = Path("/scratch")
#: Files the code writes here (inside scratch) come back in `ExecutionResult.outputs`.
SANDBOX_OUTPUTS = SANDBOX_SCRATCH / "out"

ExecutionStatus = Literal["succeeded", "failed", "timed_out", "killed"]
KilledBy = Literal["cpu", "wall", "memory", "pids", "output", "file_size"]

_MIB = 1024 * 1024


class IsolationUnavailable(RuntimeError):  # noqa: N818 (the name agreed in the interface)
    """The backend cannot isolate code on this host; the code was NOT run.

    Raised with one line saying what is missing and how to fix it. No backend ever falls back to
    running the code unsandboxed: a caller that catches this must report it, not retry elsewhere.
    """


class SandboxInputError(ValueError):
    """A request the sandbox refuses before running anything (names the field and the fix)."""


@dataclass(frozen=True, slots=True)
class Limits:
    """What one execution may consume. Every limit is enforced by the kernel, not by the code.

    The defaults fit an analyst's script over a few years of daily prices with pandas, numpy and
    cvxpy: generous for that, small enough that a runaway script cannot hurt the host.
    """

    cpu_seconds: float = 10.0
    """CPU time of each process (RLIMIT_CPU); a busy loop is killed after this much CPU."""
    wall_seconds: float = 30.0
    """Elapsed time of the whole execution; past it every process of the sandbox is killed
    (a sleeping or blocked script uses no CPU, so the CPU limit alone would never end it)."""
    memory_bytes: int = 2048 * _MIB
    """Address space of each process (RLIMIT_AS). Virtual, not resident: numpy/OpenBLAS reserve
    address space they never touch, so this is set well above the data a script really holds."""
    processes: int = 32
    """Processes and threads the sandbox may run at once (RLIMIT_NPROC on a user of its own)."""
    file_size_bytes: int = 64 * _MIB
    """Largest file the code may write (RLIMIT_FSIZE); writing past it fails with EFBIG."""
    output_bytes: int = 1 * _MIB
    """Stdout and stderr kept, each; past it the stream is cut, the execution killed and
    `truncated` set. The host never buffers more than this per stream."""

    def __post_init__(self) -> None:
        for name in ("cpu_seconds", "wall_seconds", "memory_bytes", "processes",
                     "file_size_bytes", "output_bytes"):  # fmt: skip
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
                raise SandboxInputError(
                    f"Limits.{name} must be a positive number, got {value!r}: pass a value > 0"
                )


@dataclass(frozen=True, slots=True)
class GatewayTicket:
    """How a sandbox on another machine (a Pod) reaches the gateway: over TCP, with a token.

    The token is the execution's one-time token (`quantward_gateway.TcpGatewayListener.admit`):
    the backend hands it to the sandbox's launcher in a file the launcher reads before the code
    starts (never in the environment or the arguments); the launcher spends it on its first
    connection, which it then passes to the code.
    """

    host: str
    port: int
    token: str = field(repr=False)

    def __post_init__(self) -> None:
        if not self.host or not 0 < self.port < 65536:
            raise SandboxInputError(
                f"GatewayTicket needs a host and a port in 1..65535, got {self.host!r}:{self.port}"
            )
        if not self.token or any(c.isspace() for c in self.token):
            raise SandboxInputError("GatewayTicket.token must be a non-empty token without spaces")

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


def _frozen(files: Mapping[str, bytes]) -> Mapping[str, bytes]:
    return MappingProxyType(dict(files))


@dataclass(frozen=True, slots=True)
class ExecutionRequest:
    """One piece of Python to run, with its limits, the gateway it may reach and its input files.

    `files` are written into scratch before the code starts (relative paths such as
    ``"data/prices.csv"``; no absolute path, no ``..``). `gateway_socket` is a Unix socket on the
    host bound for this one execution (the gateway derives identity from it); it is mounted at
    `SANDBOX_GATEWAY_SOCKET`, and with None the code can reach nothing at all. A backend whose
    sandboxes run elsewhere (Kubernetes) takes a `gateway_ticket` instead; each backend refuses
    the one it cannot use.
    """

    code: str
    limits: Limits = field(default_factory=Limits)
    gateway_socket: Path | None = None
    files: Mapping[str, bytes] = field(default_factory=lambda: _frozen({}))
    gateway_ticket: GatewayTicket | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.code, str):
            raise SandboxInputError("ExecutionRequest.code must be a str of Python source")
        for name, content in self.files.items():
            check_scratch_name(name)
            if not isinstance(content, bytes):
                raise SandboxInputError(f"ExecutionRequest.files[{name!r}] must be bytes")
        object.__setattr__(self, "files", _frozen(self.files))
        if self.gateway_socket is not None and self.gateway_ticket is not None:
            raise SandboxInputError(
                "ExecutionRequest: give gateway_socket (one machine) or gateway_ticket (a Pod), "
                "not both"
            )


def check_scratch_name(name: str) -> None:
    """Refuse a file name that would land outside scratch (absolute, `..`, empty parts)."""
    parts = name.split("/")
    if not name or name.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise SandboxInputError(
            f"ExecutionRequest.files key {name!r} must be a relative path inside scratch "
            "(no leading '/', no '.' or '..' parts), e.g. 'data/prices.csv'"
        )
    if "\x00" in name:
        raise SandboxInputError(f"ExecutionRequest.files key {name!r} contains a NUL byte")


@dataclass(frozen=True, slots=True)
class ExecutionResult:
    """What one execution did. `stdout`/`stderr` are at most `Limits.output_bytes` each."""

    status: ExecutionStatus
    """succeeded: exit 0; failed: non-zero exit (an exception); timed_out: the wall limit;
    killed: another limit (see `killed_by`)."""
    exit_code: int | None
    """The interpreter's exit code, negative for a signal, None if unknown."""
    stdout: str
    stderr: str
    truncated: bool
    """True when stdout or stderr hit `Limits.output_bytes` and was cut."""
    killed_by: KilledBy | None
    """Which limit ended the execution, None when it ended by itself."""
    duration_s: float
    """Wall time from launching the sandbox to its last process gone."""
    outputs: Mapping[str, bytes] = field(default_factory=lambda: _frozen({}))
    """Regular files the code wrote under /scratch/out/ (relative names; symlinks are ignored)."""
    cpu_s: float | None = None
    """CPU time (user + system) the sandbox's processes used, when the backend can tell."""


@runtime_checkable
class SandboxBackend(Protocol):
    """Runs an `ExecutionRequest` isolated, or raises `IsolationUnavailable` without running it."""

    async def execute(self, req: ExecutionRequest) -> ExecutionResult:
        """Run the code to completion or to a limit; never raises for what the code did."""
        ...

    def describe(self) -> str:
        """One line naming the backend and what it isolates with (for logs and `/health`)."""
        ...
