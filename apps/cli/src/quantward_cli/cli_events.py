"""`quantward events …`: the event catalogue and its AsyncAPI document, from the command line.

`make events` and `make events-check` call `asyncapi --write` / `--check`; downstream teams can
print the document without a checkout (`quantward events asyncapi > asyncapi.yaml`). The commands
only read the catalogue and write `docs/events/`; they never touch the bus.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from quantward_cli.event_docs import DEFAULT_DIR, stale_files, write_files
from quantward_contracts import topics
from quantward_contracts.asyncapi import build_document, partition_key_field
from quantward_contracts.events import CATALOGUE, event_type_tag
from quantward_contracts.yaml_text import dump_yaml

events_app = typer.Typer(
    help="The event catalogue and its AsyncAPI document (docs/events/).",
    no_args_is_help=True,
    add_completion=False,
)


@events_app.command()
def asyncapi(
    write: Annotated[
        bool,
        typer.Option("--write", help="Regenerate the files in --dir (what `make events` does)."),
    ] = False,
    check: Annotated[
        bool,
        typer.Option(
            "--check", help="Exit 1 if a file in --dir is missing or stale (`make events-check`)."
        ),
    ] = False,
    out_dir: Annotated[
        Path,
        typer.Option(
            "--dir", help="Folder of the generated files, relative to the current directory."
        ),
    ] = DEFAULT_DIR,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON instead of YAML (without --write/--check).")
    ] = False,
) -> None:
    """Print the AsyncAPI 3.0 document of every event, or write / check docs/events/.

    Generated from quantward_contracts: the files are current or stale, never hand-edited.
    """
    if write and check:
        typer.echo("choose one of --write and --check", err=True)
        raise typer.Exit(2)
    if check:
        stale = stale_files(out_dir)
        if stale:
            typer.echo(
                f"stale event docs in {out_dir}: {', '.join(stale)}; "
                "run `make events` and commit the result",
                err=True,
            )
            raise typer.Exit(1)
        typer.echo(f"event docs in {out_dir} are current")
        return
    if write:
        changed = write_files(out_dir)
        typer.echo(
            f"wrote {', '.join(changed)} in {out_dir}" if changed else f"{out_dir} is current"
        )
        return
    document = build_document()
    text = (
        json.dumps(document, indent=2, ensure_ascii=False) + "\n"
        if as_json
        else dump_yaml(document)
    )
    typer.echo(text, nl=False)


@events_app.command("list")
def list_events() -> None:
    """Show the catalogue by topic: every event type, its Kafka key and what it means."""
    table = Table(title="quantward event catalogue")
    table.add_column("event type", no_wrap=True)
    table.add_column("Kafka key", no_wrap=True)
    table.add_column("what it means")
    for topic in topics.ALL:
        members = [cls for cls in CATALOGUE if topic == cls.TOPIC]
        if not members:
            continue
        table.add_row(f"[bold]{topic}[/bold]", "", "", end_section=False)
        for cls in members:
            summary = (cls.__doc__ or "").strip().split("\n")[0]
            key = partition_key_field(cls) or "run_id"
            table.add_row(f"  {event_type_tag(cls)}", key, summary)
        table.add_section()
    Console().print(table)
    typer.echo(f"dead letters: {topics.DEAD_LETTER} (keyed by the original message's key)")
