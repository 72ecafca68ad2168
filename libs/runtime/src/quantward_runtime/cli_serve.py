"""`quantward serve <service>`: run one service in the foreground until SIGTERM or SIGINT.

This is what a distributed deployment runs (one process per service, e.g. one Kubernetes
Deployment each); adapters come from the `QW_…` settings exactly as in the embedded launcher.
Shutdown is graceful: health turns NOT_SERVING first so load balancers drain the process, then
in-flight RPCs and the in-flight event finish, the consumer leaves its group, and what the
service opened is closed. Each service adds one command here.
"""

from __future__ import annotations

import asyncio
import logging
import signal

import typer
from rich.console import Console

serve_app = typer.Typer(
    help="Run one quantward service until SIGTERM/SIGINT (what a deployment runs).",
    no_args_is_help=True,
    add_completion=False,
)
console = Console(stderr=True)


async def _until_signalled() -> str:
    """Wait for SIGTERM or SIGINT; returns the signal's name."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    received: list[str] = []

    def on_signal(sig: signal.Signals) -> None:
        received.append(sig.name)
        stop.set()

    signals = (signal.SIGTERM, signal.SIGINT)
    for sig in signals:
        loop.add_signal_handler(sig, on_signal, sig)
    try:
        await stop.wait()
    finally:
        for sig in signals:
            loop.remove_signal_handler(sig)
    return received[0]


async def serve_resolver() -> None:
    """Run the resolver service: gRPC (with health) and the resolve-command consumer."""
    from quantward_resolver.app import build_app
    from quantward_resolver.settings import ResolverSettings

    settings = ResolverSettings()
    try:
        app = await build_app(settings)
    except (ConnectionError, OSError, RuntimeError) as exc:
        console.print(f"[red]cannot start the resolver:[/red] {exc}")
        raise typer.Exit(1) from None
    async with app:
        await app.start()
        bus = (
            f"Kafka at {settings.kafka_bootstrap}" if settings.kafka_bootstrap else "in-process bus"
        )
        entities = len(app.resolver.index.entities)
        # One parseable line on stdout: scripts and tests read the bound port from it.
        typer.echo(
            f"resolver serving gRPC on {settings.resolver_grpc_host}:{app.grpc_port}", err=False
        )
        console.print(
            f"{settings.graph_backend} graph with {entities} entities; {bus}; "
            "Ctrl-C or SIGTERM stops gracefully"
        )
        name = await _until_signalled()
        console.print(f"{name} received: draining and shutting down")
    console.print("resolver stopped")


@serve_app.command()
def resolver() -> None:
    """The resolver: gRPC + health on QW_RESOLVER_GRPC_PORT, and the resolve-command consumer."""
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    asyncio.run(serve_resolver())


async def serve_grounder() -> None:
    """Run the grounder: sources and drafts in, citations out."""
    from quantward_grounder.app import build_app
    from quantward_grounder.settings import GrounderSettings

    settings = GrounderSettings()
    app = await build_app(settings)
    async with app.bus, app:
        bus = (
            f"Kafka at {settings.kafka_bootstrap}" if settings.kafka_bootstrap else "in-process bus"
        )
        typer.echo("grounder consuming source.registered and answer.drafted")
        console.print(f"{bus}; Ctrl-C or SIGTERM stops gracefully")
        name = await _until_signalled()
        console.print(f"{name} received: draining and shutting down")
    console.print("grounder stopped")


@serve_app.command()
def grounder() -> None:
    """The grounder: resolves drafts' citation marks against each run's registered sources."""
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    asyncio.run(serve_grounder())


def _logging() -> None:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    logging.getLogger("aiokafka").setLevel(logging.ERROR)


def _bus_text(kafka_bootstrap: str | None) -> str:
    return f"Kafka at {kafka_bootstrap}" if kafka_bootstrap else "in-process bus"


async def serve_search() -> None:
    """Open (and seed, if empty) the search index and serve gRPC Search with health."""
    from quantward_search_service.app import build_app
    from quantward_search_service.settings import SearchSettings

    settings = SearchSettings()
    app = await build_app(settings)
    async with app:
        await app.start()
        chunks = await app.index.count()
        typer.echo(f"search serving gRPC on {settings.search_grpc_host}:{app.grpc_port}")
        console.print(f"{chunks} chunks indexed; Ctrl-C or SIGTERM stops gracefully")
        name = await _until_signalled()
        console.print(f"{name} received: draining and shutting down")
    console.print("search stopped")


@serve_app.command()
def search() -> None:
    """The search service: seeds the index with the corpus if empty, serves gRPC Search."""
    _logging()
    asyncio.run(serve_search())


async def serve_orchestrator() -> None:
    """Run the orchestrator: run requests in, plans, delegations and released answers out."""
    from quantward_orchestrator.app import build_app
    from quantward_orchestrator.settings import OrchestratorSettings

    settings = OrchestratorSettings()
    app = await build_app(settings)
    async with app.bus, app:
        typer.echo(f"orchestrator consuming run.requested as instance {app.instance}")
        console.print(
            f"{_bus_text(settings.kafka_bootstrap)}; model {app.model.name}; "
            "Ctrl-C or SIGTERM stops gracefully"
        )
        name = await _until_signalled()
        console.print(f"{name} received: cancelling runs in flight and shutting down")
    console.print("orchestrator stopped")


@serve_app.command()
def orchestrator() -> None:
    """The orchestrator: drives runs (resolve, plan, delegate, ground, release)."""
    _logging()
    asyncio.run(serve_orchestrator())


async def serve_researcher() -> None:
    """Run research subagents as members of the `researcher` consumer group."""
    from quantward_researcher.app import build_app
    from quantward_researcher.settings import ResearcherSettings

    settings = ResearcherSettings()
    app = await build_app(settings)
    async with app.bus, app:
        typer.echo(
            f"researcher {app.instance} consuming task.delegated "
            f"({settings.researcher_workers} worker(s))"
        )
        console.print(
            f"{_bus_text(settings.kafka_bootstrap)}; model {app.model.name}; "
            "Ctrl-C or SIGTERM stops gracefully"
        )
        name = await _until_signalled()
        console.print(f"{name} received: finishing the tasks in hand and shutting down")
    console.print("researcher stopped")


@serve_app.command()
def researcher() -> None:
    """A researcher: takes delegated tasks from the group, returns cited answers."""
    _logging()
    asyncio.run(serve_researcher())


def _register_late() -> None:
    # Services whose command modules import this one (for `_until_signalled`) register here.
    from quantward_runtime.cli_review import guardian
    from quantward_runtime.cli_validate import validator

    serve_app.command("validator")(validator)
    serve_app.command("guardian")(guardian)


_register_late()
