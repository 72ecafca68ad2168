"""The `quantward` command line.

Every command has `--help`. Later work adds `run`, `ask`, `resolve`, `search`, `record`, `replay`
and `serve <service>` here; each command builds its ports through `composition`, never directly.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from quantward_runtime import __version__
from quantward_runtime.composition import build_bus
from quantward_runtime.settings import Settings

app = typer.Typer(
    help="quantward: cited, reviewed, reproducible research runs for LLM agents in finance.",
    no_args_is_help=True,
    add_completion=False,
)
console = Console()


@app.command()
def version() -> None:
    """Print the installed version."""
    typer.echo(__version__)


@app.command()
def demo() -> None:
    """Run a real event round trip through the bus and show each event as it flows.

    Uses the in-process bus unless QW_KAFKA_BOOTSTRAP points at a Kafka broker.
    """
    from quantward_runtime.demo import run_demo

    # The demo dead-letters a bad message on purpose and reports it below; no log noise for it.
    logging.getLogger("quantward.bus").setLevel(logging.ERROR)
    settings = Settings()
    backend = (
        f"Kafka at {settings.kafka_bootstrap}" if settings.kafka_bootstrap else "in-process bus"
    )
    console.print(f"[bold]quantward demo[/bold] — a miniature run on the {backend}")

    async def main() -> None:
        async with build_bus(settings) as bus:
            result = await run_demo(bus, console=console)
        completed = result.completed
        assert completed is not None
        console.print()
        console.print(
            f"[green]run {result.run_id} {completed.data.status}[/green] in "
            f"{result.elapsed_ms:.1f} ms: {completed.data.summary}"
        )
        counts = Counter(result.handled_by.values())
        shares = ", ".join(f"{name} ×{n}" for name, n in sorted(counts.items()))
        console.print(f"{len(result.handled_by)} tasks, shared by the researcher group: {shares}")
        for letter in result.dead_letters:
            console.print(
                f"[yellow]dead letter[/yellow] from group {letter.consumer_group} "
                f"({letter.reason}): {letter.error}"
            )

    asyncio.run(main())


@app.command()
def bench(
    events: Annotated[int, typer.Option(help="Events for the throughput test.")] = 20_000,
    samples: Annotated[int, typer.Option(help="Round trips for the latency test.")] = 2_000,
    out: Annotated[Path, typer.Option(help="Where JSON and Markdown results go.")] = Path(
        "docs/benchmarks"
    ),
    require_kafka: Annotated[
        bool, typer.Option(help="Fail unless QW_KAFKA_BOOTSTRAP is set (make bench sets it).")
    ] = True,
) -> None:
    """Benchmark the bus (throughput, end-to-end latency), in-process vs Kafka in one run."""
    from quantward_runtime.bench import bus as bus_bench
    from quantward_runtime.bench.report import write

    bootstrap = os.environ.get("QW_KAFKA_BOOTSTRAP")
    if require_kafka and not bootstrap:
        console.print(
            "[red]QW_KAFKA_BOOTSTRAP is not set.[/red] `make bench` starts the rig's Kafka broker "
            "and sets it; or pass --no-require-kafka to measure the in-process bus only."
        )
        raise typer.Exit(2)
    with console.status("measuring the bus…"):
        results = asyncio.run(bus_bench.run(bootstrap, events=events, samples=samples))
    table = bus_bench.table(results)
    json_path, md_path = write(out, "bus", {"results": results}, table)
    typer.echo(table)
    typer.echo(f"written {json_path} and {md_path}")


def _register_subcommands() -> None:
    from quantward_runtime.cli_events import events_app

    app.add_typer(events_app, name="events", help="The event catalogue and its AsyncAPI document.")


_register_subcommands()
