"""`quantward graph …`: the knowledge graph the resolver answers from.

`load` takes users' reference files (CSV / JSONL of entities, names, identifiers, listings and
relations; see `quantward_graph.loader`) into the configured store, all or nothing; `stats`
shows what the graph holds. Both use the store the resolver service uses (`QW_GRAPH_PATH`, or
Neo4j when `QW_NEO4J_URI` is set), so a loaded file is what the next resolution sees.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

graph_app = typer.Typer(help="The knowledge graph: load your reference data, see what it holds.")
console = Console()
errors = Console(stderr=True)


@graph_app.command()
def load(
    files: Annotated[
        list[Path], typer.Argument(help="CSV or JSONL files; every row has a 'record' field.")
    ],
    dry_run: Annotated[
        bool, typer.Option(help="Check every row and report, but write nothing.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Load reference data: every bad row is reported (file, row, field, reason); all or nothing."""
    from quantward_graph.loader import LoadRejectedError, load_files
    from quantward_resolver.app import open_seeded_graph_store
    from quantward_resolver.settings import ResolverSettings

    async def main() -> int:
        store = await open_seeded_graph_store(ResolverSettings())
        try:
            summary = await load_files(store, files, dry_run=dry_run)
        except LoadRejectedError as rejected:
            if as_json:
                typer.echo(
                    json.dumps(
                        {
                            "status": "rejected",
                            "errors": [
                                {"file": e.file, "row": e.row, "field": e.field, "reason": e.reason}
                                for e in rejected.errors
                            ],
                        }
                    )
                )
            else:
                errors.print(f"[red]{rejected}[/red]")
            return 1
        finally:
            await store.close()
        outcome = "checked (dry run, nothing written)" if dry_run else "loaded"
        if as_json:
            typer.echo(
                json.dumps(
                    {
                        "status": "dry_run" if dry_run else "loaded",
                        "rows": summary.rows,
                        "entities_new": summary.entities_new,
                        "entities_extended": summary.entities_extended,
                        "relations": summary.relations,
                    }
                )
            )
        else:
            console.print(
                f"[green]{outcome}[/green] {summary.rows} rows: {summary.entities_new} new "
                f"entities, {summary.entities_extended} extended, {summary.relations} relations"
            )
        return 0

    raise typer.Exit(asyncio.run(main()))


@graph_app.command()
def stats(
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
) -> None:
    """Count what the graph holds (entities, instruments, listings, names, relations)."""
    from quantward_resolver.app import open_seeded_graph_store
    from quantward_resolver.settings import ResolverSettings

    async def main() -> None:
        store = await open_seeded_graph_store(ResolverSettings())
        try:
            counts = await store.counts()
        finally:
            await store.close()
        if as_json:
            typer.echo(counts.model_dump_json())
        else:
            for name, value in counts.model_dump().items():
                console.print(f"{name:>12}  {value:,}")

    asyncio.run(main())
