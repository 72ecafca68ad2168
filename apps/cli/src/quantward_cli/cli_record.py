"""`quantward record …`: the runs' records — list, show a timeline, verify, export.

Reads the store the recorder writes (`QW_RECORDS_PATH`, or PostgreSQL when `QW_POSTGRES_DSN` is
set), so a run recorded by the embedded platform or by a deployment's recorder service is looked
up the same way.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict
from datetime import date, datetime, time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

import typer
from rich.console import Console
from rich.table import Table

if TYPE_CHECKING:
    from quantward_records import Entry, RecordStore, RunSummary

record_app = typer.Typer(help="The runs' records: list, show, verify, export.")
console = Console(soft_wrap=True)
errors = Console(stderr=True)

Status = Literal["running", "succeeded", "failed", "cancelled"]


@contextmanager
def _store() -> Iterator[RecordStore]:
    from quantward_kit.builders import open_record_store
    from quantward_kit.settings import RecordSettings

    try:
        store = open_record_store(RecordSettings())
    except Exception as exc:  # a store that cannot be opened is one line, never a traceback
        errors.print(f"error: cannot open the record store: {exc}")
        raise typer.Exit(2) from None
    try:
        yield store
    finally:
        store.close()


def _day(value: str | None, *, end: bool) -> datetime | None:
    if value is None:
        return None
    try:
        day = date.fromisoformat(value)
    except ValueError:
        raise typer.BadParameter(f"expected YYYY-MM-DD, got {value!r}") from None
    from datetime import UTC

    return datetime.combine(day, time.max if end else time.min, tzinfo=UTC)


def _summary_json(summary: RunSummary) -> dict[str, Any]:
    data = asdict(summary)
    for key in ("started_at", "ended_at"):
        data[key] = data[key].isoformat() if data[key] else None
    data["entity_ids"] = list(summary.entity_ids)
    return data


@record_app.command("list")
def list_runs(
    user: Annotated[str | None, typer.Option(help="Runs requested by this user.")] = None,
    template: Annotated[str | None, typer.Option(help="Runs of this template id.")] = None,
    status: Annotated[Status | None, typer.Option(help="running, succeeded, failed…")] = None,
    company: Annotated[str | None, typer.Option(help="Runs about this entity id (ent_…).")] = None,
    since: Annotated[str | None, typer.Option(help="Started on or after YYYY-MM-DD.")] = None,
    until: Annotated[str | None, typer.Option(help="Started on or before YYYY-MM-DD.")] = None,
    limit: Annotated[int, typer.Option(min=1, max=10_000, help="At most this many.")] = 50,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON array.")] = False,
) -> None:
    """The recorded runs, newest first."""
    from quantward_records import RunQuery

    query = RunQuery(
        requested_by=user,
        template_id=template,
        status=status,
        entity_id=company,
        since=_day(since, end=False),
        until=_day(until, end=True),
        limit=limit,
    )
    with _store() as store:
        runs = store.runs(query)
    if as_json:
        typer.echo(json.dumps([_summary_json(r) for r in runs], ensure_ascii=False))
        return
    if not runs:
        console.print("no recorded run matches")
        return
    table = Table("run", "started", "status", "template / question", "by", "companies", "events")
    for run in runs:
        table.add_row(
            run.run_id,
            run.started_at.strftime("%Y-%m-%d %H:%M:%S") if run.started_at else "",
            run.status,
            run.template_id or (run.question or "")[:60],
            run.requested_by or "",
            ", ".join(run.entity_ids[:3]) + (" …" if len(run.entity_ids) > 3 else ""),
            str(run.events),
        )
    console.print(table)


def _describe(entry: Entry, document: dict[str, Any] | None) -> str:
    """One line of what an event says, for the timeline."""
    if document is None:
        return "(content deleted)"
    data = document.get("data") or {}
    for key in ("detail", "summary", "question", "status", "decision", "name", "error"):
        value = data.get(key) if isinstance(data, dict) else None
        if isinstance(value, str) and value:
            return value[:100]
    return ""


@record_app.command()
def show(
    run_id: Annotated[str, typer.Argument(help="The run (run_…).")],
    as_json: Annotated[bool, typer.Option("--json", help="Summary and timeline as JSON.")] = False,
) -> None:
    """A run's summary and its timeline: every recorded event in order."""
    from quantward_records.artifacts import MissingArtifactError, hydrate

    with _store() as store:
        summary = store.summary(run_id)
        entries = store.entries(run_id)
        if summary is None:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        documents: list[dict[str, Any] | None] = []
        for entry in entries:
            if entry.body is None:
                documents.append(None)
                continue
            try:
                value = hydrate(json.loads(entry.body), store.artifact)
            except MissingArtifactError:
                value = json.loads(entry.body)  # shown with its references
            documents.append(value if isinstance(value, dict) else None)
    if as_json:
        timeline = [
            {
                "seq": e.seq,
                "time": e.time.isoformat(),
                "type": e.type,
                "producer": e.producer,
                "event_id": e.event_id,
                "causation_id": e.causation_id,
                "entry_hash": e.entry_hash,
                "event": document,
            }
            for e, document in zip(entries, documents, strict=True)
        ]
        typer.echo(
            json.dumps(
                {"summary": _summary_json(summary), "timeline": timeline}, ensure_ascii=False
            )
        )
        return
    console.print(
        f"[bold]{summary.run_id}[/] {summary.status} — "
        f"{summary.template_id or summary.question or ''} (by {summary.requested_by or '?'}, "
        f"{summary.events} events)",
        markup=True,
        highlight=False,
    )
    start = entries[0].time if entries else None
    for entry, document in zip(entries, documents, strict=True):
        offset = f"+{(entry.time - start).total_seconds():7.2f}s" if start else ""
        console.print(
            f"{entry.seq:>5} {offset} {entry.type:<30} {entry.producer:<14} "
            f"{_describe(entry, document)}",
            markup=False,
            highlight=False,
        )


@record_app.command()
def verify(
    run_ids: Annotated[
        list[str] | None, typer.Argument(help="Runs to verify (default: every recorded run).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="The result as JSON.")] = False,
) -> None:
    """Check every record's hash chain and artifacts; exit 1 naming each problem."""
    from quantward_records import Verification, verify_run

    result = Verification()
    with _store() as store:
        for run_id in run_ids or store.run_ids():
            if store.head(run_id) is None and not store.entries(run_id):
                errors.print(f"error: no recorded run {run_id}")
                raise typer.Exit(2)
            verify_run(
                run_id,
                store.entries(run_id),
                store.head(run_id),
                store.artifact,
                store.tombstone_of(run_id),
                into=result,
            )
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "ok": result.ok,
                    "runs": result.runs,
                    "entries": result.entries,
                    "artifacts": result.artifacts,
                    "problems": [str(p) for p in result.problems],
                }
            )
        )
    else:
        for problem in result.problems:
            console.print(f"✗ {problem}", markup=False, highlight=False)
        verdict = "ok" if result.ok else f"{len(result.problems)} problem(s)"
        console.print(
            f"{verdict}: {result.runs} run(s), {result.entries} entries, "
            f"{result.artifacts} artifacts checked",
            markup=False,
        )
    raise typer.Exit(0 if result.ok else 1)


@record_app.command()
def export(
    run_id: Annotated[str, typer.Argument(help="The run (run_…).")],
    out: Annotated[Path | None, typer.Option(help="Write here instead of standard output.")] = None,
) -> None:
    """The run's record as JSON Lines: one line per entry, with its hashes and the event as
    published (artifacts put back), so an archive can be verified without the store."""
    from quantward_records.artifacts import hydrate

    with _store() as store:
        entries = store.entries(run_id)
        if not entries:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        target = out.open("w", encoding="utf-8") if out else sys.stdout
        try:
            for entry in entries:
                line = {
                    "run_id": entry.run_id,
                    "seq": entry.seq,
                    "event_id": entry.event_id,
                    "type": entry.type,
                    "topic": entry.topic,
                    "time": entry.time.isoformat(),
                    "producer": entry.producer,
                    "causation_id": entry.causation_id,
                    "body_sha256": entry.body_sha256,
                    "prev_hash": entry.prev_hash,
                    "entry_hash": entry.entry_hash,
                    "body": entry.body,
                    "event": hydrate(json.loads(entry.body), store.artifact)
                    if entry.body is not None
                    else None,
                }
                target.write(json.dumps(line, ensure_ascii=False) + "\n")
        finally:
            if out:
                target.close()
    if out:
        errors.print(f"wrote {len(entries)} entries of {run_id} to {out}")
