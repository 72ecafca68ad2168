"""`quantward serve <service>`: run one service in the foreground until SIGTERM or SIGINT.

Each command builds the service's bus with the kit's builder (the caller owns it: started
before the app, stopped after it), calls the service's own `build_app` — the same function the
embedded launcher calls — and hands the app to the kit's `serve`, which prints one ready line on
stdout, runs until signalled and stops gracefully.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import typer
from rich.console import Console

from quantward_kit.builders import build_bus
from quantward_kit.lifecycle import Service
from quantward_kit.logs import TEXT_FORMAT, configure_logging
from quantward_kit.serve import serve
from quantward_kit.settings import Settings
from quantward_kit.tracing import start_tracing, stop_tracing

serve_app = typer.Typer(
    help="Run one quantward service until SIGTERM/SIGINT (what a deployment runs).",
    no_args_is_help=True,
    add_completion=False,
)
console = Console(stderr=True)


def _logging() -> None:
    """Text lines until the service's settings are read (`_run` then applies QW_LOG_FORMAT)."""
    logging.basicConfig(level=logging.INFO, format=TEXT_FORMAT)
    logging.getLogger("aiokafka").setLevel(logging.ERROR)


def bus_text(settings: Settings) -> str:
    """Where the service's events flow, for its start-up line."""
    return f"Kafka at {settings.kafka_bootstrap}" if settings.kafka_bootstrap else "in-process bus"


async def _run(
    name: str,
    settings: Settings,
    build: Callable[..., Awaitable[Service]],
    *,
    ready: Callable[[Service], str],
    detail: Callable[[Service], str] = lambda _: "",
    draining: str = "draining and shutting down",
) -> None:
    """Bus (owned here) → `build_app(settings, bus=…)` → `serve(app)`, which answers the probes,
    shuts the app down and stops the bus within the grace period."""
    configure_logging(settings)
    try:
        bus = build_bus(settings)
    except ValueError as exc:  # Kafka TLS / SASL settings that do not fit together
        console.print(f"[red]cannot start the {name}:[/red] {exc}")
        raise typer.Exit(2) from None
    tracer = start_tracing(settings)
    try:
        try:
            app = await build(settings, bus=bus)
        except (ConnectionError, OSError, RuntimeError) as exc:
            console.print(f"[red]cannot start the {name}:[/red] {exc}")
            raise typer.Exit(1) from None
        await bus.start()
        try:
            await serve(
                app,
                ready=lambda: ready(app),
                detail=lambda: "; ".join(p for p in (detail(app), bus_text(settings)) if p),
                draining=draining,
                settings=settings,
                bus=bus,
            )
        except OSError as exc:  # a port is taken (the message names the setting)
            console.print(f"[red]cannot start the {name}:[/red] {exc}")
            raise typer.Exit(1) from None
    finally:
        stop_tracing(tracer)
    console.print(f"{name} stopped")


@serve_app.command()
def resolver() -> None:
    """The resolver: gRPC + health on QW_RESOLVER_GRPC_PORT, and the resolve-command consumer."""
    from quantward_resolver.app import ResolverApp, build_app
    from quantward_resolver.settings import ResolverSettings

    _logging()
    settings = ResolverSettings()

    def ready(app: Service) -> str:
        assert isinstance(app, ResolverApp)
        return f"resolver serving gRPC on {settings.resolver_grpc_host}:{app.grpc_port}"

    def detail(app: Service) -> str:
        assert isinstance(app, ResolverApp)
        entities = len(app.resolver.index.entities)
        return f"{settings.graph_backend} graph with {entities} entities"

    asyncio.run(_run("resolver", settings, build_app, ready=ready, detail=detail))


@serve_app.command()
def grounder() -> None:
    """The grounder: resolves drafts' citation marks against each run's registered sources."""
    from quantward_grounder.app import build_app
    from quantward_grounder.settings import GrounderSettings

    _logging()
    settings = GrounderSettings()
    asyncio.run(
        _run(
            "grounder",
            settings,
            build_app,
            ready=lambda _: "grounder consuming source.registered and answer.drafted",
            detail=lambda _: f"passages from the {settings.search_backend} search index",
        )
    )


@serve_app.command()
def recorder() -> None:
    """The recorder: appends every event of every run to the run's hash-chained record."""
    from quantward_recorder.app import RecorderApp, build_app
    from quantward_recorder.settings import RecorderSettings

    _logging()
    settings = RecorderSettings()
    if settings.recorder_grpc_port is None:
        settings = settings.model_copy(update={"recorder_grpc_port": 50055})
    store = "PostgreSQL" if settings.postgres_dsn else f"the embedded store {settings.records_path}"

    def ready(app: Service) -> str:
        assert isinstance(app, RecorderApp)
        return (
            f"recorder consuming every run topic; RunRecord gRPC on "
            f"{settings.recorder_grpc_host}:{app.grpc_port}"
        )

    asyncio.run(
        _run("recorder", settings, build_app, ready=ready, detail=lambda _: f"records in {store}")
    )


@serve_app.command()
def search() -> None:
    """The search service: seeds the index with the corpus if empty, serves gRPC Search."""
    from quantward_cli.local import build_search_app
    from quantward_search_service.app import SearchApp
    from quantward_search_service.settings import SearchSettings

    _logging()
    settings = SearchSettings()

    async def build(settings: SearchSettings, *, bus: object) -> SearchApp:
        # search answers gRPC only: no bus; the CLI hands it the demo corpus to seed with
        return await build_search_app(settings)

    def ready(app: Service) -> str:
        assert isinstance(app, SearchApp)
        return f"search serving gRPC on {settings.search_grpc_host}:{app.grpc_port}"

    asyncio.run(_run("search", settings, build, ready=ready))


@serve_app.command()
def orchestrator() -> None:
    """The orchestrator: drives runs (resolve, plan, delegate, ground, release)."""
    from quantward_orchestrator.app import OrchestratorApp, build_app
    from quantward_orchestrator.settings import OrchestratorSettings

    _logging()

    def ready(app: Service) -> str:
        assert isinstance(app, OrchestratorApp)
        return f"orchestrator consuming run.requested as instance {app.instance}"

    def detail(app: Service) -> str:
        assert isinstance(app, OrchestratorApp)
        return f"model {app.model.name}"

    asyncio.run(
        _run(
            "orchestrator",
            OrchestratorSettings(),
            build_app,
            ready=ready,
            detail=detail,
            draining="handing runs in flight over (cancelling them without "
            "QW_ORCHESTRATOR_RESUME) and shutting down",
        )
    )


@serve_app.command()
def researcher() -> None:
    """A researcher: takes delegated tasks from the group, returns cited answers."""
    from quantward_researcher.app import ResearcherApp, build_app
    from quantward_researcher.settings import ResearcherSettings

    _logging()
    settings = ResearcherSettings()

    def ready(app: Service) -> str:
        assert isinstance(app, ResearcherApp)
        return (
            f"researcher {app.instance} consuming task.delegated "
            f"({settings.researcher_workers} worker(s))"
        )

    def detail(app: Service) -> str:
        assert isinstance(app, ResearcherApp)
        return f"model {app.model.name}"

    asyncio.run(
        _run(
            "researcher",
            settings,
            build_app,
            ready=ready,
            detail=detail,
            draining="finishing the tasks in hand and shutting down",
        )
    )


@serve_app.command()
def sandbox() -> None:
    """The sandbox: runs agent-written Python isolated behind the platform gateway."""
    from quantward_sandbox_service.app import build_app
    from quantward_sandbox_service.settings import SandboxSettings

    _logging()
    asyncio.run(
        _run(
            "sandbox",
            SandboxSettings(),
            build_app,
            ready=lambda _: "sandbox consuming code.requested",
            detail=lambda app: f"isolation: {getattr(app, 'describe', lambda: '?')()}",
            draining="finishing the executions in hand and shutting down",
        )
    )


@serve_app.command()
def validator() -> None:
    """The validator: checks every proposed contract and drafted answer, publishes verdicts."""
    from quantward_validator.app import build_app
    from quantward_validator.settings import ValidatorSettings

    _logging()
    asyncio.run(
        _run(
            "validator",
            ValidatorSettings(),
            build_app,
            ready=lambda _: "validator consuming contract.proposed and answer.drafted",
            draining="finishing the check in hand and shutting down",
        )
    )


@serve_app.command()
def guardian() -> None:
    """The Guardian: reviews plans and answers when the harness asks (`review.requested`)."""
    from quantward_guardian.app import GuardianApp, build_app
    from quantward_guardian.settings import GuardianSettings

    _logging()
    settings = GuardianSettings()

    def ready(app: Service) -> str:
        assert isinstance(app, GuardianApp)
        workers = settings.guardian_workers
        return f"guardian {app.instance} consuming review.requested ({workers} worker(s))"

    def detail(app: Service) -> str:
        assert isinstance(app, GuardianApp)
        return f"model {app.model.name}"

    asyncio.run(
        _run(
            "guardian",
            settings,
            build_app,
            ready=ready,
            detail=detail,
            draining="finishing the reviews in hand and shutting down",
        )
    )


class EmbeddedApi:
    """The API on the embedded platform in one process: what `quantward serve api` runs when
    no Kafka is configured (the platform first, then the API on its bus and its recorder's
    store; stopped the other way round)."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.platform: Any = None
        self.api: Any = None

    async def start(self) -> None:
        from quantward_api.app import build_app
        from quantward_cli.embedded import EmbeddedPlatform

        self.platform = EmbeddedPlatform()
        await self.platform.start()
        # the in-process resolver already serves gRPC; search is started to serve it too
        await self.platform.search.start()
        resolver = self.platform.resolver
        settings = self.settings.model_copy(
            update={
                "api_resolver_address": f"127.0.0.1:{resolver.grpc_port}",
                "api_search_address": f"127.0.0.1:{self.platform.search.grpc_port}",
            }
        )
        self.api = await build_app(
            settings, bus=self.platform.bus, store=self.platform.recorder.store
        )
        await self.api.start()

    async def stop(self) -> None:
        from quantward_kit.lifecycle import shut_down

        if self.api is not None:
            await shut_down(self.api)
        if self.platform is not None:
            await self.platform.stop()


@serve_app.command()
def api() -> None:
    """The HTTP API on QW_API_HOST:QW_API_PORT: with QW_KAFKA_BOOTSTRAP it talks to the
    deployed services over Kafka and reads the record store; without, it starts the embedded
    platform in this process."""
    from quantward_api.app import ApiApp, build_app
    from quantward_api.settings import ApiSettings

    _logging()
    settings = ApiSettings()

    def address(app: ApiApp) -> str:
        return f"api serving HTTP on http://{settings.api_host}:{app.port}"

    def ready(app: Service) -> str:
        assert isinstance(app, ApiApp)
        return address(app)

    if settings.kafka_bootstrap:
        asyncio.run(_run("api", settings, build_app, ready=ready))
        return

    async def embedded() -> None:
        both = EmbeddedApi(settings)
        await serve(
            both,
            ready=lambda: address(both.api),
            detail=lambda: (
                f"the embedded platform in this process; records in {settings.records_path}"
            ),
        )
        console.print("api stopped")

    asyncio.run(embedded())
