"""Smoke-test the quantward image: run one service in it as Kubernetes would (`make image`).

The image's root filesystem is mounted with buildah and run without a container engine: in a
private mount namespace the root is bind-mounted read-only, /tmp and /var/lib/quantward get
fresh writable folders (the chart's emptyDirs), and the process runs chrooted as uid 10001
(the chart's runAsUser). It checks that

* `quantward --help` runs;
* bubblewrap is installed, and the sandbox's packages were compiled to bytecode at build;
* `quantward serve resolver` starts (seeding its graph from the bundled reference data into the
  scratch folder), prints its ready line and answers the gRPC health check SERVING;
* SIGTERM stops it cleanly (exit 0).

The network namespace is the host's, so the health check is made from this process on loopback.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import selectors
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import grpc

from quantward.health.v1 import health_pb2, health_pb2_grpc

STORAGE = ["--storage-driver", "vfs"]
UID = "10001:10001"
READY = "resolver serving gRPC on"
START_TIMEOUT_S = 240.0
STOP_TIMEOUT_S = 60.0


def _buildah(*args: str) -> str:
    done = subprocess.run(["buildah", *STORAGE, *args], capture_output=True, text=True, check=True)
    return done.stdout.strip()


@contextmanager
def mounted(image: str) -> Iterator[Path]:
    """The image's root filesystem, mounted from a working container (removed afterwards)."""
    container = _buildah("from", "--pull-never", image)
    try:
        yield Path(_buildah("mount", container))
    finally:
        _buildah("rm", container)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _jail(rootfs: Path, scratch: Path, env: dict[str, str], argv: Sequence[str]) -> list[str]:
    """A command running `argv` in `rootfs` read-only, with scratch mounts, as the image user."""
    (scratch / "tmp").mkdir(mode=0o1777, exist_ok=True)
    (scratch / "data").mkdir(exist_ok=True)
    os.chown(scratch / "data", 10001, 10001)
    exports = " ".join(f"{k}={_quote(v)}" for k, v in env.items())
    script = " && ".join(
        [
            f"mount --bind {rootfs} {rootfs}",
            f"mount -o remount,bind,ro {rootfs}",
            f"mount --bind {scratch / 'tmp'} {rootfs / 'tmp'}",
            f"mount --bind {scratch / 'data'} {rootfs / 'var/lib/quantward'}",
            f"mount -t proc proc {rootfs / 'proc'}",
            f"mount --rbind /dev {rootfs / 'dev'}",
            f"exec env -i {exports} /usr/sbin/chroot --userspec={UID} {rootfs} "
            + " ".join(_quote(a) for a in argv),
        ]
    )
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", script]


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def _image_env() -> dict[str, str]:
    """What the Containerfile sets (env -i drops the host's)."""
    return {
        "PATH": "/opt/quantward/bin:/usr/local/bin:/usr/bin:/bin",
        "HOME": "/var/lib/quantward",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONUNBUFFERED": "1",
        "QW_GRAPH_PATH": "/var/lib/quantward/graph.sqlite",
        "QW_SEARCH_PATH": "/var/lib/quantward/search",
        "QW_RECORDS_PATH": "/var/lib/quantward/records",
    }


async def _health(port: int) -> int:
    async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
        stub = health_pb2_grpc.HealthServiceStub(channel)
        reply = await stub.Check(health_pb2.CheckRequest(service=""), timeout=10)
        return int(reply.status)


def _wait_for_line(process: subprocess.Popen[str], needle: str, timeout: float) -> list[str]:
    lines: list[str] = []
    assert process.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not selector.select(timeout=1.0):
            if process.poll() is not None:
                break
            continue
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip())
        if needle in line:
            return lines
    tail = "\n".join(lines[-30:])
    raise SystemExit(f"FAIL: no {needle!r} within {timeout:.0f} s; output:\n{tail}")


def smoke(image: str) -> None:
    started = time.perf_counter()
    with mounted(image) as rootfs, tempfile.TemporaryDirectory(prefix="qw-smoke-") as tmp:
        scratch = Path(tmp)
        env = _image_env()
        helped = subprocess.run(
            _jail(rootfs, scratch, env, ["quantward", "--help"]),
            capture_output=True,
            text=True,
            check=False,
        )
        if helped.returncode != 0 or "serve" not in helped.stdout:
            raise SystemExit(f"FAIL: quantward --help:\n{helped.stdout}{helped.stderr}")
        print("ok   quantward --help (read-only root, uid 10001)")

        bwrap = subprocess.run(
            _jail(rootfs, scratch, env, ["bwrap", "--version"]),
            capture_output=True,
            text=True,
            check=False,
        )
        if bwrap.returncode != 0 or not bwrap.stdout.startswith("bubblewrap"):
            raise SystemExit(f"FAIL: bwrap --version:\n{bwrap.stdout}{bwrap.stderr}")
        print(f"ok   {bwrap.stdout.strip()} (the sandbox's one-machine backend)")
        # a sandbox cannot write bytecode caches (read-only venv): they must come with the image
        packages = rootfs / "opt" / "quantward" / "lib" / "python3.11" / "site-packages"
        for package in ("numpy", "pandas", "matplotlib", "quantward_platform"):
            if not list((packages / package / "__pycache__").glob("__init__.cpython-311.pyc")):
                raise SystemExit(f"FAIL: {package} was not compiled to bytecode at build")
        print("ok   numpy, pandas, matplotlib and quantward_platform compiled at build")

        port = _free_port()
        env |= {"QW_RESOLVER_GRPC_HOST": "127.0.0.1", "QW_RESOLVER_GRPC_PORT": str(port)}
        process = subprocess.Popen(
            _jail(rootfs, scratch, env, ["quantward", "serve", "resolver"]),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        try:
            _wait_for_line(process, READY, START_TIMEOUT_S)
            print(f"ok   quantward serve resolver ready ({time.perf_counter() - started:.0f} s)")
            status = asyncio.run(_health(port))
            if status != health_pb2.CheckResponse.SERVING:
                raise SystemExit(f"FAIL: health check answered status {status}, not SERVING")
            print("ok   gRPC health check: SERVING")
            process.send_signal(signal.SIGTERM)
            code = process.wait(timeout=STOP_TIMEOUT_S)
            if code != 0:
                raise SystemExit(f"FAIL: the resolver exited {code} on SIGTERM")
            print("ok   SIGTERM: stopped cleanly")
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    print(f"image smoke test passed in {time.perf_counter() - started:.0f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image", nargs="?", default="localhost/quantward:dev")
    smoke(parser.parse_args(argv).image)
    return 0


if __name__ == "__main__":
    sys.exit(main())
