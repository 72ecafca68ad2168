"""Benchmark results: one JSON file and one Markdown table per suite under docs/benchmarks/."""

from __future__ import annotations

import json
import platform
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def percentile(samples: Sequence[float], q: float) -> float:
    """The q-th percentile (0–100) by linear interpolation; samples need not be sorted."""
    if not samples:
        raise ValueError("no samples")
    ordered = sorted(samples)
    if len(ordered) == 1:
        return ordered[0]
    position = (len(ordered) - 1) * q / 100
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summarise(samples: Sequence[float]) -> dict[str, float]:
    return {
        "p50": percentile(samples, 50),
        "p99": percentile(samples, 99),
        "mean": statistics.fmean(samples),
        "max": max(samples),
    }


def machine() -> dict[str, Any]:
    import os

    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "measured_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def write(directory: Path, suite: str, results: dict[str, Any], table: str) -> tuple[Path, Path]:
    """Write `<suite>.json` and `<suite>.md`; return their paths."""
    directory.mkdir(parents=True, exist_ok=True)
    json_path = directory / f"{suite}.json"
    md_path = directory / f"{suite}.md"
    json_path.write_text(
        json.dumps({"suite": suite, "machine": machine(), **results}, indent=2) + "\n"
    )
    md_path.write_text(table)
    return json_path, md_path
