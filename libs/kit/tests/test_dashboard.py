"""The Grafana dashboard in deploy/ queries only series the code defines (it cannot drift from
the metric names silently), and every panel has a query."""

from __future__ import annotations

import json
import re
from pathlib import Path

from prometheus_client import REGISTRY

import quantward_kit  # noqa: F401  (the kit's import registers the domain metrics' observers)
from quantward_telemetry import metrics  # noqa: F401  (defines the series)

DASHBOARD = Path(__file__).resolve().parents[3] / "deploy" / "grafana" / "quantward.json"
SUFFIXES = ("_total", "_bucket", "_count", "_sum", "_created")


def defined_series() -> set[str]:
    names: set[str] = set()
    for family in REGISTRY.collect():
        names.add(family.name)
        names.update(sample.name for sample in family.samples)
        names.update(family.name + suffix for suffix in SUFFIXES)
    return names


def test_every_queried_series_is_defined() -> None:
    dashboard = json.loads(DASHBOARD.read_text())
    defined = defined_series()
    queried: set[str] = set()
    for panel in dashboard["panels"]:
        assert panel["targets"], f"panel {panel['title']!r} has no query"
        for target in panel["targets"]:
            queried.update(re.findall(r"\bquantward_[a-z_]+", target["expr"]))
    assert queried, "the dashboard queries no quantward series"
    assert queried <= defined, f"queried but not defined: {sorted(queried - defined)}"


def test_every_quantward_metric_is_on_the_dashboard() -> None:
    text = DASHBOARD.read_text()
    ours = {f.name for f in REGISTRY.collect() if f.name.startswith("quantward_")}
    missing = sorted(name for name in ours if name not in text)
    assert not missing, f"metrics with no panel: {missing}"
