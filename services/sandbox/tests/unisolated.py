"""`SubprocessForTests`: a test double of the `SandboxBackend` port with NO isolation.

It runs `python3 -I` in a scratch directory with the gateway socket passed by environment, so the
service's and the researcher's tests exercise the wiring (gateway, events, sources) end to end.
Isolation itself is tested on the real backends in `quantward_sandbox`'s own suite.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from quantward_sandbox import (
    ExecutionRequest,
    ExecutionResult,
    GatewayTicket,
    launcher,
    outputs,
    pod_launcher,
)


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


class PodLauncherForTests:
    """Runs the Kubernetes Pod's launcher (`pod_launcher.py`, with the ticket's token in a file)
    in a subprocess — no isolation, no cluster: the service's TCP gateway wiring end to end."""

    def __init__(self) -> None:
        self.tickets: list[GatewayTicket] = []

    def describe(self) -> str:
        return "pod launcher subprocess (tests only)"

    async def execute(self, req: ExecutionRequest) -> ExecutionResult:
        assert req.gateway_socket is None
        assert req.gateway_ticket is not None
        self.tickets.append(req.gateway_ticket)
        with tempfile.TemporaryDirectory() as work:
            root = Path(work)
            for module in (launcher, outputs, pod_launcher):
                shutil.copy(str(module.__file__), root)
            (root / "main.py").write_text(req.code)
            (root / "token").write_text(req.gateway_ticket.token)
            (root / "scratch" / "out").mkdir(parents=True)
            limits = req.limits
            config = {
                "code": str(root / "main.py"), "cpu": round(limits.cpu_seconds),
                "memory": limits.memory_bytes, "processes": limits.processes,
                "file_size": limits.file_size_bytes, "wall_s": limits.wall_seconds,
                "output_bytes": limits.output_bytes, "outputs_bytes": limits.file_size_bytes,
                "scratch": str(root / "scratch"), "gateway": req.gateway_ticket.address,
                "token_file": str(root / "token"),
            }  # fmt: skip
            started = time.perf_counter()
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-I", str(root / "pod_launcher.py"), json.dumps(config),
                cwd=root / "scratch", env={"MPLCONFIGDIR": str(root / "scratch")},
                stdout=asyncio.subprocess.PIPE,
            )  # fmt: skip
            log, _ = await process.communicate()
            stdout, stderr, files = pod_launcher.parse(log)
            code = process.returncode
            return ExecutionResult(
                "succeeded" if code == 0 else "failed",
                code,
                stdout.decode(),
                stderr.decode(),
                False,
                None,
                time.perf_counter() - started,
                files,
            )
