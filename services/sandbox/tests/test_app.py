"""The sandbox service on the in-memory bus: each `code.requested` is answered by one
`code.completed` with stdout, metered calls, tables, figures and the computation as a source.

The executions here use `SubprocessForTests`, a test double of the `SandboxBackend` port that
runs `python3 -I` WITHOUT isolation (the gateway socket passed by environment): it tests the
service's wiring, not isolation, which `quantward_sandbox`'s own suite tests on its backends.
"""

from __future__ import annotations

import asyncio
import os
from datetime import date
from pathlib import Path

import pytest

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, topics
from quantward_contracts.events import CodeCompleted, CodeRequested, CodeRequestedData
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_grounding.sharing import from_shared
from quantward_sandbox import ExecutionRequest, IsolationUnavailable
from quantward_sandbox_service.app import build_app
from quantward_sandbox_service.backends import NoIsolation
from quantward_sandbox_service.settings import SandboxSettings
from services.sandbox.tests.unisolated import PodLauncherForTests, SubprocessForTests

RUN = "run_sandbox_test"
APPLE = "ent_apple_inc"


def requested(source: str, **fields: object) -> CodeRequested:
    data: dict[str, object] = {
        "code_run_id": "cod_sandboxtest0001",
        "source": source,
        "reason": "the library has no rolling drawdown function",
        "requested_by": "ana",
        "team": "equities",
        "entitlements": ("prices.daily",),
        "as_of": date(2021, 12, 31),
        **fields,
    }
    return CodeRequested(
        producer="researcher",
        run_id=RUN,
        entity_ids=(APPLE,),
        data=CodeRequestedData.model_validate(data),
    )


async def complete(
    event: CodeRequested, backend: object, tmp_path: Path, **settings_fields: object
) -> CodeCompleted:
    settings = SandboxSettings(
        sandbox_socket_dir=tmp_path / "gw", search_path=tmp_path / "s", **settings_fields
    )  # type: ignore[arg-type]
    async with InMemoryEventBus() as bus:
        out: Recorder[Event] = Recorder()
        await bus.subscribe(topics.CODE, group="test", handler=out, accept=[CodeCompleted])
        app = await build_app(
            settings, bus=bus, backend=backend, market_data=EmbeddedMarketData.default()
        )  # type: ignore[arg-type]
        async with app:
            await bus.publish(event)
            [done] = await out.wait_for(1, timeout=120)
    assert isinstance(done, CodeCompleted)
    assert done.causation_id == event.event_id
    assert done.run_id == RUN
    return done


DRAWDOWN = f"""
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from quantward_platform.sandbox import prices
closes = prices("{APPLE}", "2021-01-01", "2021-12-31")["close"]
drawdown = closes / closes.cummax() - 1
print(f"max drawdown {{drawdown.min():.4f}}")
drawdown.rename("drawdown").to_frame().tail(5).to_csv("out/drawdown.csv")
fig, ax = plt.subplots()
drawdown.plot(ax=ax)
fig.savefig("out/drawdown.png")
"""


async def test_code_runs_behind_the_gateway_and_its_results_are_sources(tmp_path: Path) -> None:
    done = await complete(requested(DRAWDOWN), SubprocessForTests(), tmp_path)
    data = done.data
    assert data.status == "succeeded", data.stderr
    assert data.stdout.startswith("max drawdown -0.")
    assert data.isolation == "unisolated subprocess (tests only)"
    assert [(c.function_id, c.allowed) for c in data.metered_calls] == [("prices", True)]
    assert data.metered_calls[0].units > 200  # a year of trading days
    [table] = data.tables
    assert table.name == "drawdown.csv"
    assert table.columns == ("day", "drawdown")
    assert table.row_count == 5
    [figure] = data.figures
    assert figure.name == "drawdown.png"
    sources = {s.source_id: from_shared(s, RUN) for s in data.sources}
    assert {table.source_id, figure.source_id, data.result_source_id} <= set(sources)
    computation = sources[data.result_source_id or ""]
    assert computation.tool_name == "python"
    assert "rolling drawdown" in computation.title
    assert "cummax" in computation.content  # the code itself is in the run
    assert APPLE in computation.entity_ids  # from the prices it read
    assert any(p.text.startswith("stdout line 1: ") for p in computation.passages)


async def test_unavailable_isolation_means_the_code_is_not_run(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    code = f"open({str(marker)!r}, 'w').write('ran')"
    backend = NoIsolation("bubblewrap is not installed")
    done = await complete(requested(code), backend, tmp_path)
    assert not marker.exists()
    assert done.data.status == "failed"
    assert done.data.isolation is None
    assert done.data.error is not None
    assert done.data.error.startswith("isolation unavailable, the code was not run")
    assert "bubblewrap is not installed" in done.data.error
    assert done.data.result_source_id is None


async def test_an_unentitled_call_fails_the_code_and_is_metered(tmp_path: Path) -> None:
    entity = EmbeddedMarketData.default().reported_entity_ids()[0]
    code = f"from quantward_platform.sandbox import fundamentals\nfundamentals({entity!r})"
    done = await complete(requested(code), SubprocessForTests(), tmp_path)
    assert done.data.status == "failed"
    assert "GatewayError: entitlement" in (done.data.error or "")
    assert [(c.function_id, c.allowed) for c in done.data.metered_calls] == [
        ("fundamentals", False)
    ]


async def test_the_socket_is_gone_after_the_execution(tmp_path: Path) -> None:
    code = "import os; print(os.path.exists(os.environ['QW_GATEWAY_SOCKET']))"
    done = await complete(requested(code), SubprocessForTests(), tmp_path)
    assert done.data.stdout.strip() == "True"
    assert list((tmp_path / "gw").iterdir()) == []


def test_the_default_backend_isolates_or_refuses() -> None:
    from quantward_sandbox_service.backends import default_backend

    backend = default_backend()
    description = backend.describe()
    assert "bubblewrap" in description or "no isolation" in description
    if isinstance(backend, NoIsolation):
        request = ExecutionRequest(code="print(1)")
        with pytest.raises(IsolationUnavailable, match="no bubblewrap backend"):
            asyncio.run(backend.execute(request))
    assert os.environ.get("QW_GATEWAY_SOCKET") is None


async def test_code_runs_in_bubblewrap_behind_the_gateway(tmp_path: Path) -> None:
    """The real thing: the default backend (bubblewrap) with the socket mounted at
    /run/quantward/gateway.sock, no environment — the code reaches the platform only there."""
    from quantward_sandbox_service.backends import default_backend

    backend = default_backend()
    assert not isinstance(backend, NoIsolation)
    code = DRAWDOWN + "\nimport os\nprint(sorted(os.environ))\n"
    done = await complete(requested(code), backend, tmp_path)
    data = done.data
    assert data.status == "succeeded", (data.error, data.stderr)
    assert data.isolation is not None
    assert "bubblewrap" in data.isolation
    assert data.stdout.startswith("max drawdown -0.")
    assert [(c.function_id, c.allowed) for c in data.metered_calls] == [("prices", True)]
    assert [t.name for t in data.tables] == ["drawdown.csv"]
    assert [f.name for f in data.figures] == ["drawdown.png"]
    assert "QW_" not in data.stdout  # no credential or setting reaches the code


async def test_with_the_kubernetes_backend_the_pod_reaches_the_gateway_over_tcp(
    tmp_path: Path,
) -> None:
    """The Kubernetes wiring without a cluster: the service admits the execution to its TCP
    listener, hands the one-time token to the backend, and revokes it when the code is done."""
    backend = PodLauncherForTests()
    done = await complete(
        requested(DRAWDOWN),
        backend,
        tmp_path,
        sandbox_backend="kubernetes",
        sandbox_gateway_bind="127.0.0.1",
        sandbox_gateway_port=0,
        sandbox_gateway_advertise="127.0.0.1",
    )
    data = done.data
    assert data.status == "succeeded", data.stderr
    assert data.stdout.startswith("max drawdown -0.")
    assert [(c.function_id, c.allowed) for c in data.metered_calls] == [("prices", True)]
    assert [t.name for t in data.tables] == ["drawdown.csv"]
    assert [f.name for f in data.figures] == ["drawdown.png"]
    [ticket] = backend.tickets
    assert ticket.host == "127.0.0.1"
    assert not (tmp_path / "gw").exists() or list((tmp_path / "gw").iterdir()) == []


def test_the_kubernetes_backend_without_its_settings_refuses() -> None:
    from quantward_sandbox_service.backends import kubernetes_backend

    backend = kubernetes_backend(SandboxSettings(sandbox_backend="kubernetes"))
    assert isinstance(backend, NoIsolation)
    assert "sandbox_kube_image" in backend.why
