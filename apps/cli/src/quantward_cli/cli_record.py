"""`quantward record …`: the runs' records — list, show a timeline, verify, export.

Reads the store the recorder writes (`QW_RECORDS_PATH`, or PostgreSQL when `QW_POSTGRES_DSN` is
set), so a run recorded by the embedded platform or by a deployment's recorder service is looked
up the same way; `list`, `show` (also `--packet`), `verify`, `export` and `evidence` with
`--api URL` read a deployed API's record instead (`cli_record_api`), authenticated by
`QW_API_TOKEN` like `run --api`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Coroutine, Iterator
from contextlib import contextmanager
from datetime import date, datetime, time
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from quantward_cli.api_options import ReadFromApi

if TYPE_CHECKING:
    from quantward_records import Entry, RecordStore, RunSummary
    from quantward_records.views import RunView

record_app = typer.Typer(help="The runs' records: list, show, verify, export.")
console = Console(soft_wrap=True)
errors = Console(stderr=True)

Status = Literal["running", "succeeded", "failed", "cancelled"]
T = TypeVar("T")


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
    from quantward_records.documents import summary_json

    return summary_json(summary)


class PacketChoice(StrEnum):
    """The decisions a packet justifies."""

    acceptance = "acceptance"
    commitment = "commitment"


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
    api: ReadFromApi = None,
) -> None:
    """The recorded runs, newest first (with `--api`, those the API lets you see)."""
    from quantward_records import RunQuery

    if api:
        if user is not None:
            errors.print("error: --user is not a filter of the API (it lists your team's runs)")
            raise typer.Exit(2)
        # the dates are checked here as without --api (a wrong one is a usage error)
        _day(since, end=False)
        _day(until, end=True)
        rows = _over_api(
            _api_runs(
                api,
                limit=limit,
                template=template,
                status=status,
                company=company,
                since=since,
                until=until,
            )
        )
        _print_runs(rows, as_json=as_json)
        return

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
    _print_runs([_summary_json(r) for r in runs], as_json=as_json)


def _print_runs(runs: list[dict[str, Any]], *, as_json: bool) -> None:
    """Runs as `summary_json` (or the API) gives them: one JSON array, or a table."""
    if as_json:
        typer.echo(json.dumps(runs, ensure_ascii=False))
        return
    if not runs:
        console.print("no recorded run matches")
        return
    table = Table("run", "started", "status", "template / question", "by", "companies", "events")
    for run in runs:
        started = run.get("started_at")
        entity_ids = list(run.get("entity_ids") or [])
        table.add_row(
            run["run_id"],
            datetime.fromisoformat(started).strftime("%Y-%m-%d %H:%M:%S") if started else "",
            run["status"],
            run.get("template_id") or (run.get("question") or "")[:60],
            run.get("requested_by") or "",
            ", ".join(entity_ids[:3]) + (" …" if len(entity_ids) > 3 else ""),
            str(run.get("events", 0)),
        )
    console.print(table)


def _over_api(call: Coroutine[Any, Any, T]) -> T:
    """Run one API call; its failure is one line on stderr and exit 2, never a traceback."""
    import asyncio

    from quantward_cli.api_client import ApiError

    try:
        return asyncio.run(call)
    except ApiError as failure:
        errors.print(f"error: {failure}", markup=False, highlight=False)
        raise typer.Exit(2) from None


async def _api_runs(url: str, *, limit: int, **filters: Any) -> list[dict[str, Any]]:
    from quantward_cli.cli_record_api import list_runs

    return await list_runs(url, limit=limit, **filters)


def _show_over_api(url: str, run_id: str, *, timeline: bool, as_json: bool) -> None:
    """`show` of a run in a deployed API's record: the same sections, lines and JSON."""
    from quantward_cli.api_client import ApiError
    from quantward_cli.cli_record_api import run_record, timeline_rows, viewed_events
    from quantward_records.views import RunView

    summary, entries = _over_api(run_record(url, run_id))
    if as_json:
        typer.echo(json.dumps({"summary": summary, "timeline": entries}, ensure_ascii=False))
        return
    try:
        view = RunView.of(run_id, viewed_events(entries))
    except ApiError as failure:
        errors.print(f"error: {failure}", markup=False, highlight=False)
        raise typer.Exit(2) from None
    _print_summary(summary)
    _print_view(view)
    if timeline:
        _print_timeline(timeline_rows(entries))


def _describe(document: dict[str, Any] | None) -> str:
    """One line of what an event says, for the timeline."""
    if document is None:
        return "(content deleted)"
    data = document.get("data") or {}
    for key in ("detail", "summary", "question", "status", "decision", "name", "error"):
        value = data.get(key) if isinstance(data, dict) else None
        if isinstance(value, str) and value:
            return value[:100]
    return ""


def _events(store: RecordStore, entries: list[Entry]) -> list[Any]:
    """The recorded events a view reads, restored (deleted content is left out)."""
    from quantward_records.documents import viewed_events

    return list(viewed_events(store, entries))


def _decoded(
    entries: list[Entry],
    documents: list[dict[str, Any] | None],
    whole: set[int],
    store: RecordStore,
) -> list[Any]:
    """The events a view reads, decoded from documents already hydrated (an entry with a
    missing artifact is restored from the store, which names what is missing)."""
    from quantward_contracts.codec import decode_event
    from quantward_records import restore
    from quantward_records.views import VIEWED_TYPES

    return [
        decode_event(json.dumps(document))
        if document is not None and entry.seq in whole
        else restore(entry, store.artifact)
        for entry, document in zip(entries, documents, strict=True)
        if entry.body is not None and entry.type in VIEWED_TYPES
    ]


def _print_view(view: RunView) -> None:
    """The sections an auditor reads, in the order the run made its decisions."""

    def line(text: str) -> None:
        console.print(text, markup=False, highlight=False)

    for c in view.contracts:
        failed = [k.check_id for k in c.checks if not k.passed]
        verdict = (
            f"checks failed: {', '.join(failed)}" if failed else f"{len(c.checks)} checks pass"
        )
        line(f"contract v{c.version}: {c.status} ({verdict}) {c.reason}".rstrip())
    for origin in view.constraint_origins():
        k = origin.constraint
        line(f"  constraint {k.name} = {k.value} ← {origin.kind}: {origin.text[:120]}")
    for version, parts in view.plans:
        line(f"plan v{version}: " + "; ".join(p.part_id for p in parts))
    for d in view.delegations:
        detail = d.error or f"{d.citations} citation(s), {d.tool_calls} tool call(s)"
        line(f"task {d.task_id} ({d.part_id or '?'}): {d.status}, {detail}")
    for r in view.reviews:
        line(f"review {r.review_id} ({r.stage}): {r.decision} — {r.summary[:160]}")
        for change in r.requested_changes:
            line(f"  requested: {change[:160]}")
    for concern in view.ledger:
        material = "material" if concern.material else "note"
        carried = f", carried from run {concern.carried_from}" if concern.carried_from else ""
        line(
            f"ledger {concern.concern_id}: {concern.status}, {material}{carried} — "
            f"{concern.summary[:140]}"
        )
    for refused in view.refusals:
        what = refused.data
        line(
            f"refused ({what.boundary} boundary, {what.stage}): {what.actor} {what.action} — "
            f"{what.reason[:140]}"
        )
    for check in view.checks:
        mark = "✓" if check.check.passed else "✗"
        line(f"{mark} {check.subject} {check.check.check_id}: {check.check.message[:140]}")
    for citation in view.citations:
        line(
            f"[{citation.number}] {citation.title} ({citation.published}): “{citation.quote[:100]}”"
        )


@record_app.command()
def show(
    run_id: Annotated[str, typer.Argument(help="The run (run_…).")],
    timeline: Annotated[
        bool, typer.Option(help="Also list every recorded event in order.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Summary and timeline as JSON.")] = False,
    packet: Annotated[
        PacketChoice | None,
        typer.Option(
            help="Only the packet that justifies a decision: acceptance (plan commit) or "
            "commitment (release); exit 1 if a part of it is not in the record."
        ),
    ] = None,
    api: ReadFromApi = None,
) -> None:
    """A run's summary, contract versions with their checks and origins, plan, delegations,
    reviews and the Guardian's ledger, every exact check and the citations; `--timeline` adds
    every recorded event in order; `--packet` shows one decision's packet."""
    from quantward_records.documents import entry_documents, timeline_json
    from quantward_records.views import RunView

    if packet is not None:
        _show_packet(run_id, packet.value, as_json, None, api)
        return
    if api:
        _show_over_api(api, run_id, timeline=timeline, as_json=as_json)
        return
    with _store() as store:
        summary = store.summary(run_id)
        entries = store.entries(run_id)
        if summary is None:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        documents: list[dict[str, Any] | None] = []
        whole: set[int] = set()  # entries whose every artifact was found
        if as_json or timeline:
            documents, whole = entry_documents(store, entries)
        view = None
        if not as_json:
            # the timeline's documents are already read: the view decodes those, not the store
            events = (
                _decoded(entries, documents, whole, store) if timeline else _events(store, entries)
            )
            view = RunView.of(run_id, events)
    if as_json:
        events_json = timeline_json(entries, documents)
        typer.echo(
            json.dumps(
                {"summary": _summary_json(summary), "timeline": events_json}, ensure_ascii=False
            )
        )
        return
    _print_summary(_summary_json(summary))
    assert view is not None
    _print_view(view)
    if not timeline:
        return
    _print_timeline(
        [
            (entry.seq, entry.time, entry.type, entry.producer, document)
            for entry, document in zip(entries, documents, strict=True)
        ]
    )


def _print_summary(summary: dict[str, Any]) -> None:
    what = summary.get("template_id") or summary.get("question") or ""
    console.print(
        f"[bold]{escape(summary['run_id'])}[/] {escape(summary['status'])} — {escape(what)} "
        f"(by {escape(summary.get('requested_by') or '?')}, {summary.get('events', 0)} events)",
        markup=True,
        highlight=False,
    )


def _print_timeline(rows: list[tuple[int, datetime, str, str, dict[str, Any] | None]]) -> None:
    """Every recorded event in order: seq, time since the first, type, producer, what it says."""
    start = rows[0][1] if rows else None
    for seq, at, kind, producer, document in rows:
        offset = f"+{(at - start).total_seconds():7.2f}s" if start else ""
        console.print(
            f"{seq:>5} {offset} {kind:<30} {producer:<14} {_describe(document)}",
            markup=False,
            highlight=False,
        )


@record_app.command()
def verify(
    run_ids: Annotated[
        list[str] | None, typer.Argument(help="Runs to verify (default: every recorded run).")
    ] = None,
    archive: Annotated[
        Path | None,
        typer.Option(help="Verify an exported run (JSON Lines) instead of the store."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="The result as JSON.")] = False,
    api: ReadFromApi = None,
) -> None:
    """Check every record's hash chain and artifacts; exit 1 naming each problem. With `--api`
    the deployment checks its record (every run you may see, unless named)."""
    from quantward_records import Verification

    result: Any = Verification()
    if archive is not None:  # a file here, whether or not an API is given
        result = _verify_archive(archive)
    elif api:
        from quantward_cli.cli_record_api import verify_runs

        result = _over_api(verify_runs(api, run_ids))
    else:
        _verify_store(run_ids, result)
    _report(result, as_json)


def _verify_archive(path: Path) -> Any:
    from pydantic import ValidationError

    from quantward_records.export import ExportedEntry, verify_archive

    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        errors.print(f"error: cannot read {path}: {exc.strerror or exc}")
        raise typer.Exit(2) from None
    lines = []
    for number, line in enumerate(text.splitlines(), start=1):
        try:
            lines.append(ExportedEntry.model_validate_json(line))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "line"
            errors.print(f"error: {path}:{number}: {where}: {first['msg']} (not an export line)")
            raise typer.Exit(2) from None
    return verify_archive(lines)


def _verify_store(run_ids: list[str] | None, result: Any) -> None:
    from quantward_records import verify_run

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


def _report(result: Any, as_json: bool) -> None:
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


def _show_packet(
    run_id: str, kind: str, as_json: bool, out: Path | None, api: str | None = None
) -> None:
    """One decision's packet (built here, or by the API at `api`): JSON (to `out` if given) or
    a short text; exit 1 if incomplete."""
    if api:
        from quantward_cli.cli_record_api import packet_document

        document = _over_api(packet_document(api, run_id, kind))
    else:
        document = _local_packet(run_id, kind)
    if out is not None:
        out.write_text(json.dumps(document, ensure_ascii=False, indent=2) + "\n", "utf-8")
        errors.print(f"wrote the {kind} packet of {run_id} to {out}")
    elif as_json:
        typer.echo(json.dumps(document, ensure_ascii=False))
    else:
        _print_packet(document)
    if not document["complete"]:
        raise typer.Exit(1)


def _local_packet(run_id: str, kind: str) -> dict[str, Any]:
    from quantward_records.packets import packet, packet_json
    from quantward_records.views import RunView

    with _store() as store:
        entries = store.entries(run_id)
        if not entries:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        view = RunView.of(run_id, _events(store, entries))
    found = packet(view, "acceptance" if kind == "acceptance" else "commitment")
    return packet_json(view, found)


def _print_packet(document: dict[str, Any]) -> None:
    kind = document["packet"]
    state = "complete" if document["complete"] else "INCOMPLETE"
    lines = [f"{kind} packet of {document['run_id']}: {state}"]
    lines += [f"  missing: {m}" for m in document["missing"]]
    review = document.get("review")
    if kind == "acceptance":
        lines.append(
            f"  contract {document['contract_id']} v{document['contract_version']}: "
            f"{sum(1 for c in document['checks'] if c['passed'])}/{len(document['checks'])} "
            "checks passed"
        )
        lines += [
            f"  {c['name']} = {c['value']} ← {c['provenance']}"
            f"{' ' + str(c['ref']) if c['ref'] else ''}: {c['text']}"
            for c in document["constraints"]
        ]
        lines.append(f"  ledger: {len(document['ledger'])} concern(s)")
    else:
        lines.append(
            f"  answer {document['answer_id']} v{document['version']}: hash "
            f"{(document['content_hash'] or '')[:16]}…, approved "
            f"{(document['approved_hash'] or '')[:16]}…, text matches: "
            f"{document['text_matches_hash']}"
        )
        lines.append(
            f"  {sum(1 for c in document['checks'] if c['passed'])}/{len(document['checks'])} "
            f"checks passed; {len(document['unresolved'])} mark(s) unresolved"
        )
        lines += [
            f"  [{c['number']}] {c['title']} — {c['source_id']}"
            f"{' (' + c['document_id'] + ')' if c['document_id'] else ''}: "
            f"“{(c['passage'] or c['quote'])[:120]}”"
            for c in document["citations"]
        ]
    if review is not None:
        lines.append(f"  Guardian: {review['decision']} — {review['summary'][:160]}")
    console.print("\n".join(lines), markup=False, highlight=False)


@record_app.command()
def export(
    run_id: Annotated[str, typer.Argument(help="The run (run_…).")],
    out: Annotated[Path | None, typer.Option(help="Write here instead of standard output.")] = None,
    packet: Annotated[
        PacketChoice | None,
        typer.Option(help="Export only this decision's packet, as one JSON document."),
    ] = None,
    api: ReadFromApi = None,
) -> None:
    """The run's record as JSON Lines (schema: docs/events/record-export.schema.json): one line
    per entry with its hashes, stored body and the event as published, so an archive can be
    verified without the store (`record verify --archive`); `--packet` exports one decision's
    packet as JSON instead."""
    from quantward_records.export import exported

    if packet is not None:
        _show_packet(run_id, packet.value, True, out, api)
        return
    if api:
        _export_over_api(api, run_id, out)
        return

    with _store() as store:
        entries = store.entries(run_id)
        if not entries:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        target = out.open("w", encoding="utf-8") if out else sys.stdout
        try:
            for entry in entries:
                line = exported(entry, store.artifact).model_dump_json()
                target.write(line + "\n")
        finally:
            if out:
                target.close()
    if out:
        errors.print(f"wrote {len(entries)} entries of {run_id} to {out}")


def _export_over_api(url: str, run_id: str, out: Path | None) -> None:
    """The deployment's archive of the run, written line by line as it streams in."""
    from quantward_cli.cli_record_api import export_run

    target = out.open("w", encoding="utf-8") if out else sys.stdout
    try:
        count = _over_api(export_run(url, run_id, target.write))
    except typer.Exit:
        if out:  # refused (404, 401…): no half-written or empty archive is left behind
            target.close()
            out.unlink(missing_ok=True)
        raise
    if out:
        target.close()
        errors.print(f"wrote {count} entries of {run_id} to {out}")


@record_app.command()
def evidence(
    run_id: Annotated[str, typer.Argument(help="The run (run_…).")],
    citation: Annotated[
        list[int] | None, typer.Option(help="Citation number of the answer (repeatable).")
    ] = None,
    constraints: Annotated[
        bool, typer.Option(help="Where each constraint of the contract came from.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object.")] = False,
    api: ReadFromApi = None,
) -> None:
    """Evidence behind a decision: a citation's passage, source and the tool call that
    produced it; each constraint's user message, mandate clause or stated assumption."""
    if api:
        found, origins = _evidence_over_api(api, run_id, citation or [], constraints)
    else:
        found, origins = _local_evidence(run_id, citation or [], constraints)
    if as_json:
        typer.echo(json.dumps({"citations": found, "constraints": origins}, ensure_ascii=False))
        return
    _print_evidence(found, origins)


def _evidence_over_api(
    url: str, run_id: str, citation: list[int], constraints: bool
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The API's evidence documents, chosen as `_local_evidence` chooses them."""
    from quantward_cli.cli_record_api import evidence_document

    if constraints and not citation:  # the constraints alone: no citation is asked for
        document = _over_api(evidence_document(url, run_id, []))
        return [], document["constraints"]
    document = _over_api(evidence_document(url, run_id, citation))
    return document["citations"], document["constraints"] if constraints else []


def _local_evidence(
    run_id: str, citation: list[int], constraints: bool
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    from quantward_records.documents import constraints_json, evidence_json
    from quantward_records.views import RunView

    with _store() as store:
        entries = store.entries(run_id)
        if not entries:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        view = RunView.of(run_id, _events(store, entries))
    numbers = citation or ([] if constraints else [c.number for c in view.citations])
    found: list[dict[str, Any]] = []
    for number in numbers:
        item = view.evidence(number)
        if item is None:
            errors.print(
                f"error: the answer of {run_id} has no citation [{number}] "
                f"(it has {len(view.citations)})"
            )
            raise typer.Exit(1)
        found.append(evidence_json(view, item))
    return found, constraints_json(view) if constraints else []


def _print_evidence(found: list[dict[str, Any]], origins: list[dict[str, Any]]) -> None:
    for shown in found:
        head = (
            f"[{shown['citation']}] {shown['title']} ({shown['published']}) — "
            f"{shown['source_kind']}{', synthetic' if shown['synthetic'] else ''}, "
            f"source {shown['source_id']}"
        )
        if shown["chunk_id"]:
            head += f" chunk {shown['chunk_id']}"
        lines = [head, f"    “{shown['quote']}”"]
        if shown["tool"]:
            lines.append(f"    from {shown['tool']}({json.dumps(shown['tool_arguments'])})")
        console.print("\n".join(lines), markup=False, highlight=False)
    for origin in origins:
        console.print(
            f"{origin['constraint']} = {origin['value']} ← {origin['provenance']}"
            f"{' ' + str(origin['ref']) if origin['ref'] else ''}: {origin['text']}",
            markup=False,
            highlight=False,
        )


def replay_run(
    run_id: Annotated[str, typer.Argument(help="The recorded run (run_…).")],
    as_json: Annotated[bool, typer.Option("--json", help="Every step as JSON.")] = False,
) -> None:
    """Take every decision of a recorded run again with today's code — contract and answer
    checks, grounding, the Guardian (its model answering from the record), the release — and
    report each that comes out otherwise; exit 1 on any divergence. No model is called."""
    import asyncio

    from quantward_cli.replay import replay
    from quantward_kit.builders import build_market_data
    from quantward_kit.settings import Settings
    from quantward_records import restore

    with _store() as store:
        entries = store.entries(run_id)
        if not entries:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        records = [(e.seq, restore(e, store.artifact)) for e in entries if e.body is not None]
    result = asyncio.run(replay(run_id, records, build_market_data(Settings())))
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "run_id": run_id,
                    "same": not result.diverged,
                    "steps": [
                        {
                            "seq": s.seq,
                            "kind": s.kind,
                            "subject": s.subject,
                            "same": s.same,
                            "detail": s.detail,
                        }
                        for s in result.steps
                    ],
                },
                ensure_ascii=False,
            )
        )
    else:
        for step in result.steps:
            mark = "=" if step.same else "≠"
            line = f"{mark} entry {step.seq:>4} {step.kind:<15} {step.subject}"
            console.print(line + (f": {step.detail}" if step.detail else ""), markup=False)
        verdict = (
            f"{len(result.diverged)} of {len(result.steps)} decision(s) diverge"
            if result.diverged
            else f"all {len(result.steps)} decision(s) come out the same"
        )
        console.print(verdict, markup=False)
    raise typer.Exit(1 if result.diverged else 0)


@record_app.command()
def delete(
    run_id: Annotated[str, typer.Argument(help="The run (run_…).")],
    reason: Annotated[
        str, typer.Option(help="Why (kept in the tombstone), e.g. a retention rule.")
    ],
    yes: Annotated[bool, typer.Option("--yes", help="Do not ask for confirmation.")] = False,
) -> None:
    """Delete a run's content — its events' bodies and the artifacts no other run uses — and
    leave a tombstone saying when and why; the chain of hashes stays and still verifies."""
    from datetime import UTC

    if not reason.strip():
        raise typer.BadParameter("give the reason the tombstone keeps", param_hint="--reason")
    with _store() as store:
        if store.head(run_id) is None:
            errors.print(f"error: no recorded run {run_id}; `quantward record list` shows them")
            raise typer.Exit(1)
        if not yes and not typer.confirm(f"delete the content of {run_id}?", err=True):
            raise typer.Exit(1)
        tombstone = store.tombstone(run_id, reason.strip(), datetime.now(UTC))
    console.print(
        f"deleted the content of {run_id} ({tombstone.artifacts_deleted} artifact(s) no other "
        f"run uses); tombstone: {tombstone.reason}",
        markup=False,
        highlight=False,
    )
