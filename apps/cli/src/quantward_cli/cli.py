"""The `quantward` command line.

Every command has `--help`. Each command builds its ports through the kit's builders (or a
service's `build_app`), never an adapter directly.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from quantward_cli import __version__
from quantward_cli.failures import FriendlyGroup
from quantward_kit.builders import build_bus
from quantward_kit.settings import Settings

app = typer.Typer(
    help="quantward: cited, reviewed, reproducible research runs for LLM agents in finance.",
    no_args_is_help=True,
    add_completion=False,
    cls=FriendlyGroup,
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
    from quantward_cli.demo import run_demo

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


SUITES = (
    "bus",
    "resolver",
    "grounding",
    "search",
    "search-scale",
    "search-hybrid",
    "search-schema",
    "agents",
    "researchers",
    "guardian",
    "reviews",
    "records",
    "boundaries",
    "answers",
    "api",
    "gateway",
    "sandbox",
    "signing",
)


@app.command()
def bench(
    suites: Annotated[
        list[str] | None, typer.Argument(help=f"Suites to run: {', '.join(SUITES)} (default all).")
    ] = None,
    events: Annotated[int, typer.Option(help="Bus: events for the throughput test.")] = 20_000,
    samples: Annotated[int, typer.Option(help="Bus: round trips for the latency test.")] = 2_000,
    agent_steps: Annotated[int, typer.Option(help="Agents: steps per agent run.")] = 200,
    agent_repeats: Annotated[int, typer.Option(help="Agents: runs per variant.")] = 5,
    researcher_processes: Annotated[
        str, typer.Option(help="Researchers: process counts to compare, comma-separated.")
    ] = "1,2,4",
    researcher_tasks: Annotated[
        int, typer.Option(help="Researchers: tasks published at once per measurement.")
    ] = 48,
    model_latency_ms: Annotated[
        float,
        typer.Option(help="Researchers: simulated model latency per call (0: offline only)."),
    ] = 200.0,
    boundary_runs: Annotated[
        int, typer.Option(help="Boundaries: embedded runs recorded for evidence and replay.")
    ] = 40,
    review_jobs: Annotated[
        int,
        typer.Option(
            help="Reviews: worker processes, a batch each at a time (0: one per CPU; results "
            "are the same as with 1)."
        ),
    ] = 0,
    out: Annotated[Path, typer.Option(help="Where JSON and Markdown results go.")] = Path(
        "docs/benchmarks"
    ),
    require_servers: Annotated[
        bool,
        typer.Option(
            help="Fail unless the real servers are configured (QW_KAFKA_BOOTSTRAP for bus and "
            "agents, QW_NEO4J_URI for resolver; make bench sets them)."
        ),
    ] = True,
) -> None:
    """Run benchmarks; write JSON + Markdown to docs/benchmarks/ (backends compared in one run)."""
    from quantward_cli.bench.report import write

    chosen = suites or list(SUITES)
    unknown = sorted(set(chosen) - set(SUITES))
    if unknown:
        console.print(f"[red]unknown suite(s): {', '.join(unknown)}[/red]; choose from {SUITES}")
        raise typer.Exit(2)
    bootstrap = os.environ.get("QW_KAFKA_BOOTSTRAP")
    neo4j_uri = os.environ.get("QW_NEO4J_URI")
    missing = []
    if {"bus", "agents", "researchers"} & set(chosen) and not bootstrap:
        missing.append("QW_KAFKA_BOOTSTRAP")
    if "resolver" in chosen and not neo4j_uri:
        missing.append("QW_NEO4J_URI")
    if "records" in chosen and not os.environ.get("QW_POSTGRES_DSN"):
        missing.append("QW_POSTGRES_DSN")
    elasticsearch_url = os.environ.get("QW_ELASTICSEARCH_URL")
    opensearch_url = os.environ.get("QW_OPENSEARCH_URL")
    if "search" in chosen and not elasticsearch_url:
        missing.append("QW_ELASTICSEARCH_URL")
    if "search" in chosen and not opensearch_url:
        missing.append("QW_OPENSEARCH_URL")
    if require_servers and missing:
        console.print(
            f"[red]{', '.join(missing)} not set.[/red] `make bench` starts the rig's servers and "
            "sets them; or pass --no-require-servers to measure the embedded backends only."
        )
        raise typer.Exit(2)
    for suite in chosen:
        if suite == "bus":
            from quantward_cli.bench import bus as bus_bench

            with console.status("measuring the bus…"):
                results = asyncio.run(bus_bench.run(bootstrap, events=events, samples=samples))
            table = bus_bench.table(results)
            paths = write(out, "bus", {"results": results}, table)
        elif suite == "search":
            from quantward_cli.bench import search as search_bench

            previous = out / "search.json"
            earlier = json.loads(previous.read_text()) if previous.exists() else None
            with console.status("measuring search (indexing 100,000+ chunks per backend)…"):
                results = asyncio.run(search_bench.run(elasticsearch_url, opensearch_url, earlier))
            table = search_bench.table(results)
            paths = write(out, "search", results, table)
        elif suite == "search-scale":
            from quantward_cli.bench import search_scale

            with console.status("measuring search at scale (about a million chunks)…"):
                results = asyncio.run(search_scale.run())
            table = search_scale.table(results)
            paths = write(out, "search-scale", results, table)
        elif suite == "search-hybrid":
            from quantward_cli.bench import search_hybrid

            with console.status("measuring hybrid retrieval (embedding chunks on CPU)…"):
                results = asyncio.run(search_hybrid.run())
            table = search_hybrid.table(results)
            paths = write(out, "search-hybrid", results, table)
        elif suite == "search-schema":
            from quantward_cli.bench import search_schema

            with console.status("measuring analyzers: ranking and indexing cost…"):
                results = search_schema.run()
            table = search_schema.table(results)
            paths = write(out, "search-schema", results, table)
        elif suite == "grounding":
            from quantward_cli.bench import grounding as grounding_bench

            with console.status("measuring grounding…"):
                results = grounding_bench.run()
            table = grounding_bench.table(results)
            paths = write(out, "grounding", results, table)
        elif suite == "researchers":
            from quantward_cli.bench import researchers as researchers_bench

            if not bootstrap:
                console.print("[red]the researchers suite needs QW_KAFKA_BOOTSTRAP[/red]")
                raise typer.Exit(2)
            logging.getLogger("aiokafka").setLevel(logging.CRITICAL)
            with console.status("measuring researcher throughput…") as status:
                results = asyncio.run(
                    researchers_bench.run(
                        bootstrap,
                        processes=tuple(int(p) for p in researcher_processes.split(",")),
                        tasks=researcher_tasks,
                        model_latency_ms=model_latency_ms,
                        on_progress=lambda text: status.update(f"measuring researchers: {text}…"),
                    )
                )
            table = researchers_bench.table(results)
            paths = write(out, "researchers", results, table)
        elif suite == "guardian":
            from quantward_cli import scenarios

            logging.getLogger("quantward").setLevel(logging.ERROR)
            with console.status("running the Guardian scenarios (flawed and clean runs)…"):
                results = asyncio.run(scenarios.run_all())
            table = scenarios.table(results)
            paths = write(out, "guardian", results, table)
        elif suite == "reviews":
            from quantward_cli.bench import reviews as reviews_bench
            from quantward_cli.bench import reviews_jobs

            logging.getLogger("quantward").setLevel(logging.ERROR)
            jobs = review_jobs or os.cpu_count() or 1
            with console.status(
                f"reviewing the generated bundles (rules, and a model if set) in {jobs} processes…"
            ) as status:
                results = reviews_jobs.run(
                    jobs,
                    on_batch=lambda done, total: status.update(
                        f"reviewing the generated bundles: {done}/{total} batches…"
                    ),
                )
            table = reviews_bench.table(results)
            paths = write(out, "reviews", results, table)
        elif suite == "records":
            from quantward_cli.bench import records as records_bench

            postgres = os.environ.get("QW_POSTGRES_DSN")
            with console.status("measuring the run record (recording, show, verify)…"):
                results = asyncio.run(records_bench.run(postgres, kafka_bootstrap=bootstrap))
            table = records_bench.table(results)
            paths = write(out, "records", results, table)
        elif suite == "boundaries":
            from quantward_cli.bench import boundaries as boundaries_bench

            logging.getLogger("quantward").setLevel(logging.ERROR)
            with console.status(
                "boundary stress protocols; recording runs for evidence retrieval and replay…"
            ):
                results = asyncio.run(boundaries_bench.run(runs=boundary_runs))
            table = boundaries_bench.table(results)
            paths = write(out, "boundaries", results, table)
        elif suite == "api":
            from quantward_cli.bench import api as api_bench

            logging.getLogger("quantward").setLevel(logging.ERROR)
            postgres = os.environ.get("QW_POSTGRES_DSN")  # the shared rate limiter's cost
            with console.status("measuring the HTTP API (runs, streams, 100 followers)…"):
                results = asyncio.run(api_bench.run(postgres_dsn=postgres))
            table = api_bench.table(results)
            paths = write(out, "api", results, table)
        elif suite == "gateway":
            from quantward_cli.bench import gateway as gateway_bench

            with console.status("measuring gateway calls from a sandbox-style client process…"):
                results = asyncio.run(gateway_bench.run())
            table = gateway_bench.table(results)
            paths = write(out, "gateway", results, table)
        elif suite == "answers":
            from quantward_cli.bench import answers as answers_bench

            logging.getLogger("quantward").setLevel(logging.ERROR)
            with console.status("asking the shipped question sets and grading the answers…"):
                results = asyncio.run(answers_bench.run())
            table = answers_bench.table(results)
            paths = write(out, "answers", results, table)
        elif suite == "agents":
            from quantward_cli.bench import agents as agents_bench

            logging.getLogger("aiokafka").setLevel(logging.ERROR)
            with console.status("measuring agent steps (quantward, LangGraph, pydantic-ai)…"):
                results = asyncio.run(
                    agents_bench.run(bootstrap, steps=agent_steps, repeats=agent_repeats)
                )
            table = agents_bench.table(results)
            paths = write(out, "agents", results, table)
        elif suite == "sandbox":
            from quantward_cli.bench import sandbox as sandbox_bench

            with console.status("cold starts, execution cost and the attack suite (bubblewrap)…"):
                results, attacks = asyncio.run(sandbox_bench.run())
            write(out, "sandbox_attacks", attacks, sandbox_bench.attacks_table(attacks))
            typer.echo(sandbox_bench.attacks_table(attacks))
            table = sandbox_bench.table(results)
            paths = write(out, "sandbox", results, table)
        elif suite == "signing":
            from quantward_cli.bench import signing as signing_bench

            with console.status("measuring signing…"):
                results = asyncio.run(signing_bench.run())
            table = signing_bench.table(results)
            paths = write(out, "signing", results, table)
        else:
            from quantward_cli.bench import resolver as resolver_bench

            neo4j = None
            if neo4j_uri:
                neo4j = {
                    "uri": neo4j_uri,
                    "user": os.environ.get("QW_NEO4J_USER", "neo4j"),
                    "password": os.environ.get("QW_NEO4J_PASSWORD", ""),
                }
            with console.status("measuring the resolver…"):
                results = asyncio.run(resolver_bench.run(neo4j))
            table = resolver_bench.table(results)
            paths = write(out, "resolver", results, table)
        typer.echo(table)
        typer.echo(f"written {paths[0]} and {paths[1]}")


def _register_subcommands() -> None:
    from quantward_cli.cli_api import api_app, keys_app
    from quantward_cli.cli_calendar import calendar
    from quantward_cli.cli_deploy import deploy_app
    from quantward_cli.cli_eval import evaluate
    from quantward_cli.cli_events import events_app
    from quantward_cli.cli_graph import graph_app
    from quantward_cli.cli_keys import signing_keys_app
    from quantward_cli.cli_record import record_app, replay_run
    from quantward_cli.cli_resolve import resolve
    from quantward_cli.cli_review import review
    from quantward_cli.cli_run import answer_question, ask, cancel, run
    from quantward_cli.cli_search import docs_app, search
    from quantward_cli.cli_serve import serve_app
    from quantward_cli.cli_settings import settings_app
    from quantward_cli.cli_templates import templates_app
    from quantward_cli.cli_ui import ui
    from quantward_cli.cli_validate import validate_app

    app.command("run", no_args_is_help=True)(run)
    app.command("ask", no_args_is_help=True)(ask)
    app.command("eval")(evaluate)
    app.command("answer", no_args_is_help=True)(answer_question)
    app.command("cancel", no_args_is_help=True)(cancel)
    app.command("review", no_args_is_help=True)(review)
    app.add_typer(templates_app, name="templates", help="Workflow templates: list, show, validate.")
    app.add_typer(
        validate_app, name="validate", help="Check a research contract or a drafted answer exactly."
    )
    app.add_typer(events_app, name="events", help="The event catalogue and its AsyncAPI document.")
    app.add_typer(
        signing_keys_app, name="signing-keys", help="Signing keys of the services' principals."
    )
    app.command("resolve", no_args_is_help=True)(resolve)
    app.add_typer(graph_app, name="graph", help="The knowledge graph: load reference data, stats.")
    app.command("search", no_args_is_help=True)(search)
    app.command("calendar", no_args_is_help=True)(calendar)
    app.add_typer(docs_app, name="docs", help="Your documents: load them into the search index.")
    app.add_typer(serve_app, name="serve", help="Run one quantward service until SIGTERM/SIGINT.")
    app.add_typer(record_app, name="record", help="The runs' records: list, show, verify, export.")
    app.command("replay", no_args_is_help=True)(replay_run)
    app.add_typer(keys_app, name="api-keys", help="API keys: create (shown once), list, revoke.")
    app.add_typer(api_app, name="api", help="The HTTP API's OpenAPI document.")
    app.add_typer(settings_app, name="settings", help="Every QW_ setting: the reference table.")
    app.add_typer(deploy_app, name="deploy", help="Check a Kubernetes cluster before installing.")
    app.command("ui")(ui)


_register_subcommands()
