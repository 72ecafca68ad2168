"""The researcher throughput benchmark on the real broker: a tiny run of both workloads.

Connected: the broker's address comes from QW_KAFKA_BOOTSTRAP (`make test-connected` sources
.rig/env) or the broker is started through deploy/local/rig.py, like the `kafka_bootstrap`
fixture of tests/conftest.py, which this directory cannot see.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from quantward_cli.bench import researchers

pytestmark = [pytest.mark.connected, pytest.mark.kafka]

REPO_ROOT = Path(__file__).resolve().parents[3]
TASKS = 6


def _load_rig() -> ModuleType:
    name = "quantward_rig"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "deploy" / "local" / "rig.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def kafka_bootstrap() -> Iterator[str]:
    if os.environ.get("QW_KAFKA_BOOTSTRAP"):
        yield os.environ["QW_KAFKA_BOOTSTRAP"]
        return
    rig = _load_rig()
    was_running = rig.running("kafka")
    yield rig.up("kafka")["QW_KAFKA_BOOTSTRAP"]
    if not was_running and os.environ.get("QW_RIG_KEEP") != "1":
        rig.down("kafka")


async def test_a_tiny_run_measures_both_workloads_and_every_task_completes(
    kafka_bootstrap: str,
) -> None:
    results = await researchers.run(
        kafka_bootstrap, processes=(1, 2), tasks=TASKS, model_latency_ms=20.0
    )

    assert results["tasks"] == TASKS
    assert results["partitions"] == researchers.PARTITIONS
    assert results["index_chunks"] > 0
    assert set(results["workloads"]) == {"offline", "model-latency"}
    assert results["workloads"]["offline"]["model_latency_ms"] == 0.0
    assert results["workloads"]["model-latency"]["model_latency_ms"] == 20.0
    for name, workload in results["workloads"].items():
        runs = workload["runs"]
        assert [r["processes"] for r in runs] == [1, 2], name
        for r in runs:
            assert r["completed"] == r["succeeded"] == TASKS, (name, r)
            assert r["duplicates"] == 0, (name, r)
            assert len(r["share"]) == r["processes"], (name, r)
            assert sum(r["share"].values()) == TASKS, (name, r)
            assert all(p.startswith("researcher-") for p in r["share"]), (name, r)
            assert r["exit_codes"] == [0] * r["processes"], (name, r)  # SIGTERM: clean exits
            assert r["tasks_per_s"] > 0, (name, r)
            assert r["latency_p95_ms"] >= r["latency_p50_ms"] > 0, (name, r)
            assert 1 <= r["busiest_partition_tasks"] <= TASKS, (name, r)
        assert runs[0]["speedup"] == 1.0, name

    table = researchers.table(results)
    assert table.startswith("# Researcher throughput benchmark")
    assert table.count("\n| ") == 1 + 4  # the header, one row per workload and process count
