"""The `quantward` command line."""

import typer

app = typer.Typer(help="quantward: cited, reviewed, reproducible research runs.", no_args_is_help=True)


@app.command()
def version() -> None:
    """Print the version."""
    typer.echo("0.1.0")
