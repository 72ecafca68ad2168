"""`quantward settings …`: every `QW_…` variable, from the settings classes themselves.

`make settings` and `make settings-check` call `reference --write` / `--check`, so the operations
docs list every setting a service reads and never one it does not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

settings_app = typer.Typer(
    help="Every QW_ setting, generated from the services' settings classes.",
    no_args_is_help=True,
    add_completion=False,
)


@settings_app.command()
def reference(
    write: Annotated[
        bool, typer.Option("--write", help="Write the page (what `make settings` does).")
    ] = False,
    check: Annotated[
        bool,
        typer.Option(
            "--check", help="Exit 1 if the page is missing or stale (`make settings-check`)."
        ),
    ] = False,
    path: Annotated[
        Path | None,
        typer.Option("--path", help="The page, relative to the current directory."),
    ] = None,
) -> None:
    """Print the settings reference (Markdown), or write / check docs/operations/settings.md."""
    from quantward_cli.settings_reference import REFERENCE_PATH, render

    if write and check:
        typer.echo("choose one of --write and --check", err=True)
        raise typer.Exit(2)
    target = path or REFERENCE_PATH
    text = render()
    if check:
        current = target.read_text(encoding="utf-8") if target.is_file() else None
        if current != text:
            typer.echo(
                f"stale settings reference {target}; run `make settings` and commit the result",
                err=True,
            )
            raise typer.Exit(1)
        typer.echo(f"settings reference {target} is current")
        return
    if write:
        target.parent.mkdir(parents=True, exist_ok=True)
        changed = not target.is_file() or target.read_text(encoding="utf-8") != text
        target.write_text(text, encoding="utf-8")
        typer.echo(f"wrote {target}" if changed else f"{target} is current")
        return
    typer.echo(text, nl=False)
