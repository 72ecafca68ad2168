"""The in-sandbox client (`quantward_platform.sandbox`) against a real gateway socket: tables
come back as pandas DataFrames carrying their source id; refusals raise `GatewayError`."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pandas as pd
import pytest

from quantward_gateway import Binding, Entitlements, Gateway
from quantward_platform import sandbox

APPLE = "ent_apple_inc"


def ana(entitlements: list[str] | None = None) -> Binding:
    return Binding(
        "ana", "equities", "run_c", Entitlements.of(entitlements), as_of=date(2021, 12, 31)
    )


async def test_tables_are_dataframes_with_their_source(gateway: Gateway, tmp_path: Path) -> None:
    path = tmp_path / "gw.sock"
    async with await gateway.open(ana(), path) as session:
        client = sandbox.Client(path)
        sandbox.use(client)
        try:
            closes = await asyncio.to_thread(sandbox.prices, APPLE, "2021-11-01", date(2022, 6, 1))
            info = await asyncio.to_thread(sandbox.company, APPLE)
        finally:
            sandbox.use(None)
            client.close()
    assert isinstance(closes, pd.DataFrame)
    assert isinstance(closes.index, pd.DatetimeIndex)
    assert closes.index.max() <= pd.Timestamp("2021-12-31")
    assert list(closes.columns) == ["close", "return"]
    assert closes.attrs["source_id"] == session.sources()[0].source_id
    assert info["ticker"] == "AAPL"
    assert client.source_ids == [s.source_id for s in session.sources()]


async def test_a_refusal_raises_with_its_kind(gateway: Gateway, tmp_path: Path) -> None:
    path = tmp_path / "gw.sock"
    entity = gateway.services.market_data.reported_entity_ids()[0]
    async with await gateway.open(ana(["prices.daily"]), path):
        client = sandbox.Client(path)
        sandbox.use(client)
        try:
            with pytest.raises(sandbox.GatewayError) as refused:
                await asyncio.to_thread(sandbox.fundamentals, entity)
        finally:
            sandbox.use(None)
            client.close()
    assert refused.value.kind == "entitlement"


def test_no_gateway_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(sandbox.GatewayError, match="no gateway at"):
        sandbox.Client(tmp_path / "absent.sock").call("prices", {})


async def test_code_in_another_process_charts_and_computes(
    gateway: Gateway, tmp_path: Path
) -> None:
    """What the sandbox runs: `python3 -I` with only the socket; a drawdown nobody built a
    function for, and a matplotlib chart kept in the run."""
    code = f"""
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from quantward_platform.sandbox import prices, chart
closes = prices("{APPLE}", "2021-01-01", "2021-12-31")["close"]
drawdown = closes / closes.cummax() - 1
fig, ax = plt.subplots()
drawdown.plot(ax=ax)
print(round(drawdown.min(), 6), chart(fig, "Apple drawdown 2021", ["{APPLE}"]))
"""
    path = tmp_path / "gw.sock"
    env = {"QW_GATEWAY_SOCKET": str(path), "MPLCONFIGDIR": str(tmp_path)}
    async with await gateway.open(ana(), path) as session:
        done = await asyncio.to_thread(
            subprocess.run,
            [sys.executable, "-I", "-c", code],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            cwd=tmp_path,
        )
    assert done.returncode == 0, done.stderr
    low, chart_source = done.stdout.split()
    assert -1 < float(low) < 0
    _, chart = session.sources()
    assert chart.source_id == chart_source
    assert any(name.startswith(chart_source) for name in session.artifacts)
    assert [c.function_id for c in session.metered] == ["prices", "chart"]
    assert "svc-key" not in done.stdout + done.stderr
    assert os.environ.get("QW_GATEWAY_SOCKET") is None
