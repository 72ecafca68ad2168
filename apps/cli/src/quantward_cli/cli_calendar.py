"""`quantward calendar <company>`: the earnings calendar an agent is handed instead of searching.

For each fiscal quarter: the period, its dates, report and call times, EPS (actual, consensus,
surprise) and the ids of the transcript, the periodic report and the current reports, point in
time with `--as-of` (nothing reported after it). The company may be an id or a name (resolved).
"""

from __future__ import annotations

import asyncio
import json
from datetime import date
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

console = Console()
errors = Console(stderr=True)


def calendar(
    company: Annotated[str, typer.Argument(help="Entity id (ent_…) or a name / ticker.")],
    as_of: Annotated[
        str | None, typer.Option("--as-of", help="Point in time (YYYY-MM-DD): as known then.")
    ] = None,
    last: Annotated[int, typer.Option(min=1, max=40, help="How many quarters.")] = 4,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object on stdout.")] = False,
) -> None:
    """Fiscal quarters with report dates, EPS and the ids of their transcript and filings."""
    from quantward_democorpus import corpus_calendar, corpus_entity_ids

    try:
        day = date.fromisoformat(as_of) if as_of else None
    except ValueError:
        errors.print(f"[red]--as-of: expected YYYY-MM-DD, got {as_of!r}[/red]")
        raise typer.Exit(2) from None
    entity_id = company if company.startswith("ent_") else asyncio.run(_resolve(company, day))
    book = corpus_calendar()
    if not book.covers(entity_id):
        errors.print(
            f"[red]{entity_id} has no earnings calendar[/red] "
            f"({len(corpus_entity_ids())} companies are covered)"
        )
        raise typer.Exit(1)
    quarters = book.last_quarters(entity_id, day, last) if day else book.quarters(entity_id)[-last:]
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "entity_id": entity_id,
                    "as_of": as_of,
                    "quarters": [q.model_dump(mode="json") for q in quarters],
                }
            )
        )
        return
    table = Table(title=f"{entity_id} — earnings calendar" + (f" as of {as_of}" if as_of else ""))
    for column in (
        "period",
        "quarter end",
        "status",
        "report",
        "EPS",
        "estimate",
        "transcript",
        "filing",
        "8-Ks",
    ):
        table.add_column(column)
    for q in quarters:
        table.add_row(
            q.period.label(),
            str(q.quarter_end),
            q.status,
            f"{q.report_at:%Y-%m-%d %H:%M}" if q.report_at else "",
            "" if q.eps_actual is None else f"{q.eps_actual:.2f}",
            "" if q.eps_estimate is None else f"{q.eps_estimate:.2f}",
            q.transcript.document_id if q.transcript else "",
            q.periodic_report.document_id if q.periodic_report else "",
            str(len(q.current_reports)),
        )
    console.print(table)
    console.print("[yellow]EPS figures and documents are synthetic.[/yellow]")


async def _resolve(name: str, day: date | None) -> str:
    from quantward_cli.local import open_resolver

    async with open_resolver() as app:
        answer = await app.resolve(name, day, None)
    if answer.status != "resolved" or answer.entity is None:
        options = ", ".join(f"{a.entity_id} ({a.name})" for a in answer.alternatives)
        errors.print(
            f"[red]{name!r} is {answer.status}[/red]"
            + (f"; pass one of: {options}" if options else "")
        )
        raise typer.Exit(2)
    return answer.entity.entity_id
