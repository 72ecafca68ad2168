"""Sandbox benchmark: cold start, execution cost and the attack suite's time to kill.

Every execution here is a fresh bubblewrap sandbox (no pool): *cold start* is `pass` from the
request to the last process gone, split into what bwrap alone costs (`/usr/bin/true` with the
same mounts) and what the interpreter costs outside any sandbox, so the table shows what a warm
pool could save at most. *Execution cost* is an analyst-sized script (a drawdown over ten years
of daily prices in pure Python, the same with numpy, and importing pandas) in the sandbox against
the same script as a plain subprocess. CPU time is reported beside wall time: the machine may be
shared, and the load average at the start and end of the run is written with the figures.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from quantward_cli.bench.report import percentile
from quantward_sandbox import BubblewrapBackend, ExecutionRequest
from quantward_sandbox.attacks import ATTACKS, attack_host, run_attack
from quantward_sandbox.bubblewrap_backend import _Run

COLD_SAMPLES = 60
COST_SAMPLES = 15
FIRECRACKER_ANCHOR_MS = 90.0
TARGET_P50_MS = 150.0

_DRAWDOWN = """
import math, random
random.seed(7)
prices = [100.0]
for _ in range(2520):
    prices.append(prices[-1] * math.exp(random.gauss(0.0003, 0.012)))
peak, worst = prices[0], 0.0
for p in prices:
    peak = max(peak, p)
    worst = min(worst, p / peak - 1)
print(f"max drawdown {worst:.2%}")
"""

#: the same import as it would be without bytecode caches (compiled from source, nothing written):
#: what every sandbox paid before the service compiled the packages at start
_IMPORT_UNCACHED = (
    "import sys\nsys.dont_write_bytecode = True\n"
    "sys.pycache_prefix = '/nonexistent/qw-no-bytecode'\nimport pandas, numpy\n"
)

_DRAWDOWN_NUMPY = """
import numpy as np
rng = np.random.default_rng(7)
prices = 100 * np.exp(np.cumsum(rng.normal(0.0003, 0.012, 2520)))
print(f"max drawdown {(prices / np.maximum.accumulate(prices) - 1).min():.2%}")
"""


def _stats(samples: list[float]) -> dict[str, float]:
    return {
        "p50_ms": percentile(samples, 50) * 1000,
        "p95_ms": percentile(samples, 95) * 1000,
        "mean_ms": statistics.fmean(samples) * 1000,
    }


def _time_commands(argv: list[str], samples: int, **kwargs: Any) -> list[float]:
    times = []
    for _ in range(samples):
        started = time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True, **kwargs)
        times.append(time.perf_counter() - started)
    return times


def _bwrap_alone(backend: BubblewrapBackend, samples: int) -> list[float]:
    """bwrap with the backend's exact mounts and namespaces, running /usr/bin/true."""
    mounts = backend._prepare()
    run = _Run(mounts, ExecutionRequest(code="pass"), "bwrap", None)
    run_dir = Path(tempfile.mkdtemp(prefix="qw-bench-sandbox-"))
    try:
        scratch = run._lay_out(run_dir)
        read_end, write_end = os.pipe()
        argv = run._argv(run_dir, scratch, write_end)
        argv = [*argv[: argv.index("--") + 1], "/usr/bin/true"]
        return _time_commands(argv, samples, pass_fds=(write_end,), env={})
    finally:
        os.close(read_end)
        os.close(write_end)
        subprocess.run(["rm", "-rf", str(run_dir)], check=False)


async def _executions(
    backend: BubblewrapBackend, code: str, samples: int
) -> tuple[list[float], list[float], list[float]]:
    walls, durations, cpus = [], [], []
    for _ in range(samples):
        started = time.perf_counter()
        result = await backend.execute(ExecutionRequest(code=code))
        walls.append(time.perf_counter() - started)
        if result.status != "succeeded":
            raise RuntimeError(f"benchmark script failed in the sandbox: {result.stderr[-500:]}")
        durations.append(result.duration_s)
        if result.cpu_s is not None:
            cpus.append(result.cpu_s)
    return walls, durations, cpus


def _plain_cpu(code: str, samples: int) -> tuple[list[float], list[float]]:
    """The same script as a plain `python -I` subprocess (no sandbox): wall and CPU."""
    walls, cpus = [], []
    for _ in range(samples):
        before = os.times()
        started = time.perf_counter()
        subprocess.run([sys.executable, "-I", "-c", code], check=True, capture_output=True)
        walls.append(time.perf_counter() - started)
        after = os.times()
        cpus.append(
            after.children_user - before.children_user + after.children_system
            - before.children_system
        )  # fmt: skip
    return walls, cpus


async def run(cold_samples: int = COLD_SAMPLES) -> tuple[dict[str, Any], dict[str, Any]]:
    """Both results: (the cold-start and cost suite, the attack suite)."""
    load_before = os.getloadavg()
    backend = BubblewrapBackend()
    try:
        await backend.execute(ExecutionRequest(code="pass"))  # interpreter discovery, page cache
        walls, durations, cpus = await _executions(backend, "pass", cold_samples)
        cold = {
            "request_to_result": _stats(walls),
            "sandbox_duration": _stats(durations),
            "cpu_ms_p50": percentile(cpus, 50) * 1000 if cpus else None,
            "cpu_ms_p95": percentile(cpus, 95) * 1000 if cpus else None,
            "bwrap_alone": _stats(_bwrap_alone(backend, cold_samples)),
            "interpreter_alone": _stats(
                _time_commands([sys.executable, "-I", "-c", "pass"], cold_samples)
            ),
        }
        # what the sandbox service does at start: compile the analyst packages on the host
        warm_s = backend.warm()
        costs = {}
        for name, code in (
            ("drawdown_pure_python", _DRAWDOWN),
            ("drawdown_numpy", _DRAWDOWN_NUMPY),
            ("import_pandas", "import pandas, numpy"),
            ("import_pandas_without_bytecode", _IMPORT_UNCACHED),
        ):
            # the sandbox first: it finds only the caches `warm` wrote (it cannot write any)
            s_walls, _, s_cpus = await _executions(backend, code, COST_SAMPLES)
            p_walls, p_cpus = _plain_cpu(code, COST_SAMPLES)
            s_cpu = percentile(s_cpus, 50) * 1000 if s_cpus else None
            p_cpu = percentile(p_cpus, 50) * 1000
            costs[name] = {
                "sandbox": {**_stats(s_walls), "cpu_ms_p50": s_cpu},
                "plain_subprocess": {**_stats(p_walls), "cpu_ms_p50": p_cpu},
            }
        with attack_host() as host:
            outcomes = [await run_attack(backend, attack, host) for attack in ATTACKS]
    finally:
        backend.close()
    context = {
        "load_average_before": load_before,
        "load_average_after": os.getloadavg(),
        "cpus": os.cpu_count(),
        "running_as_root": os.geteuid() == 0,
    }
    main = {
        "samples": cold_samples,
        "cold_start": cold,
        "execution_cost": costs,
        "warm_s": warm_s,
        "target_p50_ms": TARGET_P50_MS,
        "firecracker_anchor_ms": FIRECRACKER_ANCHOR_MS,
        "context": context,
    }
    attacks = {
        "attacks": [outcome.__dict__ for outcome in outcomes],
        "all_blocked": all(outcome.blocked for outcome in outcomes),
        "context": context,
    }
    return main, attacks


def _load(context: dict[str, Any]) -> str:
    before = ", ".join(f"{v:.2f}" for v in context["load_average_before"])
    after = ", ".join(f"{v:.2f}" for v in context["load_average_after"])
    return (
        f"Load average (1, 5, 15 min) at the start: {before}; at the end: {after}, on "
        f"{context['cpus']} CPUs (a 1-minute load above 1 means other work shared the machine); "
        "running as root: "
        f"{context['running_as_root']}."
    )


def table(results: dict[str, Any]) -> str:
    cold = results["cold_start"]
    rows = [
        ("request → result (`pass`)", cold["request_to_result"]),
        ("sandbox duration (launch → last process gone)", cold["sandbox_duration"]),
        ("bwrap alone (same mounts, `/usr/bin/true`)", cold["bwrap_alone"]),
        ("the venv's interpreter alone, no sandbox", cold["interpreter_alone"]),
    ]
    p50 = cold["request_to_result"]["p50_ms"]
    lines = [
        "# Sandbox benchmark (bubblewrap)",
        "",
        "Generated by `make bench` (`quantward bench sandbox`); every figure from one run. "
        "Every execution is a fresh sandbox (no warm pool).",
        "",
        _load(results["context"]),
        "",
        f"## Cold start ({results['samples']} executions)",
        "",
        "| what | p50 (ms) | p95 (ms) | mean (ms) |",
        "|---|---:|---:|---:|",
    ]
    lines += [
        f"| {n} | {s['p50_ms']:.1f} | {s['p95_ms']:.1f} | {s['mean_ms']:.1f} |" for n, s in rows
    ]
    cpu = cold["cpu_ms_p50"]
    lines += [
        "",
        f"Target p50 ≤ {results['target_p50_ms']:.0f} ms: "
        f"{'met' if p50 <= results['target_p50_ms'] else 'NOT met'} ({p50:.1f} ms); anchor: "
        f"Firecracker-based sandboxes start in about {results['firecracker_anchor_ms']:.0f} ms. "
        + (f"CPU time of a cold start (every process of the sandbox): p50 {cpu:.1f} ms, p95 "
           f"{cold['cpu_ms_p95']:.1f} ms — robust to the machine's load, unlike wall time."
           if cpu is not None else "CPU time is measured only when running as root (cgroup).")
        + " A warm pool could take at most the bwrap and interpreter start off the request path; "
        "see libs/sandbox/README.md for why none is built.",
        "",
        "## Execution cost (analyst-sized scripts)",
        "",
        "| script | sandbox p50 (ms) | sandbox p95 (ms) | sandbox CPU p50 (ms) | plain subprocess "
        "p50 (ms) | plain CPU p50 (ms) |",
        "|---|---:|---:|---:|---:|---:|",
    ]  # fmt: skip
    for name, c in results["execution_cost"].items():
        s, p = c["sandbox"], c["plain_subprocess"]
        s_cpu = f"{s['cpu_ms_p50']:.1f}" if s["cpu_ms_p50"] is not None else "n/a"
        lines.append(
            f"| {name} | {s['p50_ms']:.1f} | {s['p95_ms']:.1f} | {s_cpu} | {p['p50_ms']:.1f} | "
            f"{p['cpu_ms_p50']:.1f} |"
        )
    if "warm_s" in results:
        lines += [
            "",
            "The sandbox mounts the venv read-only, so it can read bytecode caches but never "
            "write them. The sandbox service compiles numpy, pandas, matplotlib and the platform "
            f"library on the host at start (`BubblewrapBackend.warm`: {results['warm_s']:.1f} s "
            "in this run, files already compiled are skipped); the sandbox rows run before the "
            "plain ones, so they see only those caches. `import_pandas_without_bytecode` is the "
            "same import compiled from source (what every execution paid without them).",
        ]
    return "\n".join(lines) + "\n"


def attacks_table(results: dict[str, Any]) -> str:
    lines = [
        "# Sandbox attack suite (bubblewrap)",
        "",
        "Generated by `make bench` (`quantward bench sandbox`); the same catalogue the tests run "
        "(libs/sandbox/src/quantward_sandbox/attacks.py). Each attack is judged by what the code "
        "reported and by host evidence it cannot forge (servers on the host's loopback counting "
        "connections, a secret planted in the parent's environment and in a host file, host "
        "paths that must stay absent). *Time to kill*: from the request to the sandbox's last "
        "process gone.",
        "",
        _load(results["context"]),
        "",
        f"All blocked: **{'yes' if results['all_blocked'] else 'NO'}**.",
        "",
        "| attack | what it tries | blocked | ended by | status | time to kill (ms) | CPU (ms) |",
        "|---|---|---|---|---|---:|---:|",
    ]
    for a in results["attacks"]:
        cpu = f"{a['cpu_s'] * 1000:.0f}" if a["cpu_s"] is not None else "n/a"
        ended = f"{a['killed_by']} limit" if a["killed_by"] else "refused by the kernel"
        blocked = "yes" if a["blocked"] else f"NO: {a['escaped']}"
        lines.append(
            f"| {a['name']} | {a['what']} | {blocked} | {ended} | {a['status']} | "
            f"{a['time_to_kill_s'] * 1000:.0f} | {cpu} |"
        )
    return "\n".join(lines) + "\n"
