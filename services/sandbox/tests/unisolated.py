"""`SubprocessForTests`: a test double of the `SandboxBackend` port with NO isolation.

It runs `python3 -I` in a scratch directory with the gateway socket passed by environment, so the
service's and the researcher's tests exercise the wiring (gateway, events, sources) end to end.
Isolation itself is tested on the real backends in `quantward_sandbox`'s own suite.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from quantward_sandbox import ExecutionRequest, ExecutionResult


class SubprocessForTests:
    """Runs the code in a child `python3 -I` in a scratch directory — no isolation at all."""

    def describe(self) -> str:
        return "unisolated subprocess (tests only)"

    async def execute(self, req: ExecutionRequest) -> ExecutionResult:
        return await asyncio.to_thread(self._run, req)

    def _run(self, req: ExecutionRequest) -> ExecutionResult:
        with tempfile.TemporaryDirectory() as scratch:
            (Path(scratch) / "out").mkdir()
            started = time.perf_counter()
            env = {"QW_GATEWAY_SOCKET": str(req.gateway_socket), "MPLCONFIGDIR": scratch}
            try:
                done = subprocess.run(
                    [sys.executable, "-I", "-c", req.code],
                    cwd=scratch,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=req.limits.wall_seconds,
                )
            except subprocess.TimeoutExpired:
                return ExecutionResult("timed_out", None, "", "", False, "wall", 0.0)
            outputs = {
                p.name: p.read_bytes() for p in (Path(scratch) / "out").iterdir() if p.is_file()
            }
            return ExecutionResult(
                "succeeded" if done.returncode == 0 else "failed",
                done.returncode,
                done.stdout,
                done.stderr,
                False,
                None,
                time.perf_counter() - started,
                outputs,
            )
