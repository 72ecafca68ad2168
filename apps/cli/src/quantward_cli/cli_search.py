"""`quantward search …` and `quantward docs load …`: the document index from the command line.

`search` runs the same BM25 query with filters that research tools run: `--entity` takes ids
(`ent_…`) or names (resolved first; an ambiguous name is refused with its alternatives),
`--type`, `--source` (allow-list), `--since` / `--until` / `--as-of` (dates are whole days, UTC;
`--as-of` is point in time). `docs load` chunks and indexes users' files, tagging the companies
they mention through the resolver. Both use the index the search service uses (`QW_SEARCH_PATH`,
or Elasticsearch when `QW_ELASTICSEARCH_URL` is set), seeded with the synthetic demo corpus
(`local.build_search_app`).
"""

from __future__ import annotations

import asyncio
import json
import re
from datetime import UTC, datetime, time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Final

import typer
from rich.console import Console
from rich.markup import escape
from rich.text import Text

from quantward_cli.text import printable

if TYPE_CHECKING:
    from quantward_search import SearchQuery, SearchResults
    from quantward_search_service.app import SearchApp
    from quantward_search_service.settings import SearchSettings

console = Console()
errors = Console(stderr=True, soft_wrap=True)  # one error, one line (never wrapped)
_DAY: Final = re.compile(r"^\d{4}-\d{2}-\d{2}$")
#: a load of at least this many chunks reports its progress (a few seconds of indexing)
LONG_LOAD_CHUNKS: Final = 1_000


def _moment(value: str | None, option: str, *, end_of_day: bool) -> datetime | None:
    """YYYY-MM-DD (a whole day, UTC) or an ISO datetime with a zone."""
    if value is None:
        return None
    try:
        if _DAY.match(value):
            day = datetime.fromisoformat(value).date()
            return datetime.combine(day, time.max if end_of_day else time.min, tzinfo=UTC)
        moment = datetime.fromisoformat(value)
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        errors.print(
            f"[red]{option}: expected YYYY-MM-DD or an ISO datetime with a zone, "
            f"got {value!r}[/red]"
        )
        raise typer.Exit(2)
    return moment


#: a SearchQuery field as the option (or argument) a user gives it with
_OPTION_OF: Final = {
    "text": "QUERY",
    "entity_ids": "--entity",
    "types": "--type",
    "sources": "--source",
    "since": "--since",
    "until": "--until",
    "as_of": "--as-of",
    "limit": "--limit",
}


#: a LoadOptions field as the `docs load` option a user gives it with
_LOAD_OPTION_OF: Final = {
    "document_type": "--type",
    "published_at": "--published-at",
    "source": "--source",
    "max_bytes": "--max-mb",
}


def _check_dates(start: datetime | None, end: datetime | None, point: datetime | None) -> None:
    """A date range that can match nothing is the user's mistake, not an empty result."""
    if start is not None and end is not None and start > end:
        errors.print("[red]--since is after --until: no passage can match; swap them[/red]")
        raise typer.Exit(2)
    if start is not None and point is not None and start > point:
        errors.print(
            "[red]--since is after --as-of: nothing published after --as-of is searched, so "
            "no passage can match[/red]"
        )
        raise typer.Exit(2)


async def _entity_ids(values: list[str], as_of: datetime | None) -> tuple[str, ...]:
    names = [v for v in values if not v.startswith("ent_")]
    ids = [v for v in values if v.startswith("ent_")]
    if not values:
        return ()
    from quantward_cli.local import open_resolver
    from quantward_resolver.views import UnknownEntityError

    async with open_resolver() as app:
        for entity_id in ids:
            try:
                await app.entity(entity_id)
            except UnknownEntityError:
                errors.print(
                    f"[red]--entity {escape(printable(entity_id, 80))}: no such entity in the "
                    "knowledge graph[/red]; `quantward resolve NAME` finds an id"
                )
                raise typer.Exit(2) from None
        for name in names:
            answer = await app.resolve(name, as_of.date() if as_of else None, None)
            if answer.status != "resolved" or answer.entity is None:
                options = ", ".join(f"{a.entity_id} ({a.name})" for a in answer.alternatives)
                said = (
                    "is ambiguous"
                    if answer.status == "ambiguous"
                    else "matches no company in the knowledge graph"
                )
                errors.print(
                    f"[red]--entity {escape(printable(repr(name), 80))} {said}[/red]"
                    + (
                        f"; pass one of: {options}"
                        if options
                        else "; `quantward resolve NAME` shows what a name resolves to"
                    )
                )
                raise typer.Exit(2)
            ids.append(answer.entity.entity_id)
    return tuple(dict.fromkeys(ids))


async def _explain_sources(app: SearchApp, query: SearchQuery) -> None:
    """No hit with `--source`: say whether the sources are the reason (a typo, or a source
    that holds nothing), naming the sources that do match."""
    wider = await app.search(query.model_copy(update={"sources": (), "limit": 50}))
    if not wider.hits:
        return
    named = ", ".join(sorted({h.source for h in wider.hits}))
    errors.print(
        f"[yellow]no passage of {escape(printable(', '.join(query.sources), 200))} matches; "
        f"without --source {wider.total} do, from: {escape(named)}[/yellow]"
    )


def search(
    query: Annotated[str, typer.Argument(help="Words to search for (BM25).")],
    entity: Annotated[
        list[str] | None, typer.Option(help="Entity id or name (repeatable); any of them.")
    ] = None,
    type_: Annotated[
        list[str] | None,
        typer.Option("--type", help="transcript, 10-K, 10-Q, 8-K, news, broker_note, other."),
    ] = None,
    source: Annotated[list[str] | None, typer.Option(help="Allowed source (repeatable).")] = None,
    since: Annotated[str | None, typer.Option(help="Published on or after (YYYY-MM-DD).")] = None,
    until: Annotated[str | None, typer.Option(help="Published on or before (YYYY-MM-DD).")] = None,
    as_of: Annotated[
        str | None, typer.Option("--as-of", help="Point in time: nothing published after it.")
    ] = None,
    limit: Annotated[int, typer.Option(min=1, max=1000, help="How many hits.")] = 10,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object on stdout.")] = False,
) -> None:
    """Search transcripts, filings and news, filtered by entity, type, source and date."""
    from pydantic import ValidationError

    from quantward_search import SearchQuery

    start = _moment(since, "--since", end_of_day=False)
    end = _moment(until, "--until", end_of_day=True)
    point = _moment(as_of, "--as-of", end_of_day=True)
    _check_dates(start, end, point)

    async def main() -> SearchResults:
        ids = await _entity_ids(entity or [], point)
        try:
            built = SearchQuery(
                text=query,
                entity_ids=ids,
                types=tuple(type_ or ()),
                sources=tuple(source or ()),
                since=start,
                until=end,
                as_of=point,
                limit=limit,
                count_total=True,  # shown: "N matching passage(s)"
            )
        except ValidationError as exc:
            first = exc.errors()[0]
            field = str(first["loc"][0]) if first["loc"] else ""
            option = _OPTION_OF.get(field, f"--{field.replace('_', '-')}")
            errors.print(f"[red]{option}: {escape(first['msg'])}[/red]")
            raise typer.Exit(2) from None
        if as_json:
            app = await open_search(None)
        else:
            with console.status("opening the index (indexed once on first use)…"):
                app = await open_search(None)
        try:
            found = await app.search(built)
            if not found.hits and built.sources:
                await _explain_sources(app, built)
            return found
        finally:
            await app.close()

    results = asyncio.run(main())
    from quantward_documents.injection import instruction_flags

    if as_json:
        typer.echo(
            json.dumps(
                {
                    "query": query,
                    "total": results.total,
                    "hits": [
                        {
                            **h.model_dump(mode="json"),
                            "instructions_flagged": list(instruction_flags(h.text)),
                        }
                        for h in results.hits
                    ],
                }
            )
        )
        return
    console.print(f"{results.total} matching passage(s); best {len(results.hits)}:")
    for n, hit in enumerate(results.hits, start=1):
        flag = " [yellow](synthetic)[/yellow]" if hit.synthetic else ""
        if instruction_flags(hit.text):
            flag += " [red](contains text addressed to an AI model)[/red]"
        period = f" {hit.fiscal_period.label()}" if hit.fiscal_period else ""
        console.print(
            f"\n[bold]{n}. {escape(hit.title)}[/bold]{flag} — {hit.type}{period}, "
            f"{hit.published_at:%Y-%m-%d}, {hit.source}  [dim]{hit.chunk_id}[/dim]"
        )
        if hit.section:
            console.print(f"   [dim]{escape(hit.section)}[/dim]")
        for passage in hit.highlights[:2]:
            console.print(Text("   … ").append(_highlighted(passage)).append(" …"))


async def open_search(settings: SearchSettings | None) -> SearchApp:
    """The search app, seeded on first use; waiting too long for another process seeding the
    same folder ends the command with one line naming the setting, not a traceback."""
    from quantward_cli.local import build_search_app
    from quantward_search_service.locking import LockTimeoutError

    try:
        return await build_search_app(settings)
    except LockTimeoutError as exc:
        errors.print(str(exc), markup=False, highlight=False)
        raise typer.Exit(1) from None


def _highlighted(passage: str) -> Text:
    """A highlight passage with its <b>…</b> matches in bold (no markup interpretation)."""
    text = Text()
    for i, part in enumerate(re.split(r"</?b>", passage)):
        text.append(part, style="bold" if i % 2 else "")
    return text


docs_app = typer.Typer(help="Your documents: load, list, show and remove them.")


def _settings_error(exc: Exception) -> typer.Exit:
    """A bad `QW_…` setting as one line naming it."""
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        name = "QW_" + str(first["loc"][0]).upper() if first["loc"] else "a QW_ setting"
        errors.print(f"[red]{name}: {escape(str(first['msg']))}[/red]")
    else:
        errors.print(f"[red]{escape(str(exc))}[/red]")
    return typer.Exit(2)


def _search_settings() -> SearchSettings:
    from pydantic import ValidationError

    from quantward_search_service.settings import SearchSettings

    try:
        return SearchSettings()
    except ValidationError as exc:
        raise _settings_error(exc) from None


@docs_app.command("load")
def load(
    files: Annotated[list[Path], typer.Argument(help="Text, Markdown, HTML, PDF or JSONL files.")],
    type_: Annotated[
        str, typer.Option("--type", help="Document type for non-JSONL files.")
    ] = "other",
    published_at: Annotated[
        str | None, typer.Option(help="Publication date when the file has none (YYYY-MM-DD).")
    ] = None,
    source: Annotated[
        str,
        typer.Option(
            help="Your source, user:<name> (allow-lists filter on it); it belongs to whoever "
            "first loads into it."
        ),
    ] = "user:upload",
    max_mb: Annotated[
        float | None,
        typer.Option(
            "--max-mb",
            min=0.001,
            help="Largest file to read, in MB (default QW_DOCUMENTS_MAX_FILE_MB, 50).",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per file.")] = False,
) -> None:
    """Load documents: tag the companies they mention, chunk and index them; bad files are
    reported and do not stop the rest. A changed document is a new version; the earlier one
    stays retrievable with `docs show`."""
    from pydantic import ValidationError

    from quantward_cli.local import open_resolver
    from quantward_documents.injection import instruction_flags
    from quantward_documents.loaders import LoadOptions, load_documents
    from quantward_search_service.catalogue import CatalogueError
    from quantward_search_service.documents import (
        Added,
        add_documents,
        open_catalogue,
    )
    from quantward_search_service.locking import LockTimeoutError

    settings = _search_settings()
    limit_mb = max_mb if max_mb is not None else settings.documents_max_file_mb
    try:
        options = LoadOptions(
            document_type=type_,
            published_at=_moment(published_at, "--published-at", end_of_day=False),
            source=source,
            max_bytes=max(1, int(limit_mb * 1_000_000)),
            limit_advice="raise the limit with --max-mb or QW_DOCUMENTS_MAX_FILE_MB",
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        option = _LOAD_OPTION_OF.get(str(first["loc"][0]), f"--{first['loc'][0]}")
        message = str(first["msg"]).removeprefix("Value error, ")
        errors.print(f"{option}: {message}", markup=False, highlight=False)
        raise typer.Exit(2) from None

    def reading(path: Path, position: int, count: int) -> None:
        size = path.stat().st_size if path.is_file() else 0
        if count == 1 and size < 1_000_000:
            return  # one small file: nothing worth a progress line
        note = f"reading {path.name} ({size / 1_000_000:.1f} MB), file {position + 1} of {count}"
        errors.print(note, markup=False, highlight=False)

    async def main() -> tuple[int, list[Added]]:
        async with open_resolver() as resolver:
            report = await load_documents(
                files,
                options=options,
                resolve_mentions=resolver.resolve_mentions,
                on_file=reading,
            )
        app = await open_search(settings)
        try:

            def indexed(done: int, total: int) -> None:
                # long loads only: a line per batch, on stderr (stdout may be --json)
                if total >= LONG_LOAD_CHUNKS:
                    errors.print(f"indexing: {done:,} of {total:,} chunks", highlight=False)

            added = await add_documents(
                app.index,
                open_catalogue(settings),
                report.documents,
                owner=settings.documents_owner,
                on_progress=indexed,
                lock_wait_s=settings.search_lock_wait_s,
            )
        except (CatalogueError, LockTimeoutError) as exc:
            errors.print(str(exc), markup=False, highlight=False)
            return 1, []
        finally:
            await app.close()
        outcomes = {a.document.document_id: a for a in added}
        refused = 0
        for result in report.files:
            mine = [outcomes[d.document_id] for d in result.documents if d.document_id in outcomes]
            refused += sum(1 for a in mine if a.outcome == "refused")
            if as_json:
                typer.echo(
                    json.dumps(
                        {
                            "file": result.file,
                            "documents": [a.document.document_id for a in mine],
                            "outcomes": [
                                {
                                    "document_id": a.document.document_id,
                                    "document_key": a.document.metadata.get("document_key"),
                                    "outcome": a.outcome,
                                    "chunks": a.chunks,
                                    "replaces": a.replaces,
                                    "reason": a.reason or None,
                                }
                                for a in mine
                            ],
                            "entities": sorted({e for a in mine for e in a.document.entity_ids}),
                            "instructions_flagged": {
                                a.document.document_id: list(flags)
                                for a in mine
                                if (flags := instruction_flags(a.document.text))
                            },
                            "errors": [
                                {"line": e.line, "field": e.field, "reason": e.reason}
                                for e in result.errors
                            ],
                        }
                    )
                )
                continue
            for error in result.errors:
                errors.print(str(error), markup=False, highlight=False, style="red")
            for a in mine:
                what = {
                    "loaded": f"loaded, {a.chunks} chunk(s)",
                    "unchanged": "unchanged (already loaded)",
                    "new version": f"new version of {a.replaces} ({a.chunks} chunk(s)); the "
                    "earlier one stays retrievable with `docs show`",
                    "refused": f"refused: {a.reason}",
                }[a.outcome]
                tagged = ", ".join(a.document.entity_ids) or "none"
                console.print(
                    f"{result.file}: {a.document.document_id} {what}; entities {tagged}",
                    markup=False,
                    highlight=False,
                )
                if flags := instruction_flags(a.document.text):
                    errors.print(
                        f"{result.file}: warning: contains text addressed to an AI model "
                        f"({'; '.join(flags[:3])}); research tools show it as flagged data, "
                        "never as instructions",
                        markup=False,
                        highlight=False,
                    )
        if not as_json:
            chunks = sum(a.chunks for a in added if a.outcome in ("loaded", "new version"))
            console.print(f"indexed {chunks} chunk(s) from {len(report.documents)} document(s)")
        return (1 if report.errors or refused else 0), added

    code, _ = asyncio.run(main())
    raise typer.Exit(code)


@docs_app.command("list")
def list_documents(
    source: Annotated[str | None, typer.Option(help="Only this source (user:<name>).")] = None,
    every_version: Annotated[
        bool, typer.Option("--all", help="Superseded and removed versions too.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object on stdout.")] = False,
) -> None:
    """The documents you and others loaded (not the shipped corpus), newest first."""
    from dataclasses import asdict

    from quantward_search_service.documents import open_catalogue

    entries = open_catalogue(_search_settings()).entries(source=source, every_version=every_version)
    if as_json:
        typer.echo(json.dumps({"documents": [asdict(e) for e in entries]}))
        return
    if not entries:
        console.print("no loaded documents" + (f" in {source}" if source else ""))
        return
    for e in entries:
        status = "" if e.status == "current" else f" [{e.status}]"
        console.print(
            f"{e.document_id}{status}  {e.source} ({e.owner})  {e.type}  {e.published_at[:10]}  "
            f"{e.chunks} chunk(s)  {_shown(e.title)}",
            markup=False,
            highlight=False,
        )


def _shown(text: str) -> str:
    """A title for the terminal: control characters escaped, never interpreted."""
    return text.encode("unicode_escape").decode() if not text.isprintable() else text


@docs_app.command("show")
def show(
    document_id: Annotated[str, typer.Argument(help="A loaded document's id (any version).")],
    as_json: Annotated[bool, typer.Option("--json", help="The whole document as JSON.")] = False,
) -> None:
    """One loaded document as it was loaded, current or superseded (what a run cited)."""
    from quantward_search_service.documents import open_catalogue

    catalogue = open_catalogue(_search_settings())
    document = catalogue.document(document_id)
    entry = catalogue.get(document_id)
    if document is None or entry is None:
        errors.print(f"{document_id} is not a loaded document (see `quantward docs list`)")
        raise typer.Exit(1)
    if as_json:
        typer.echo(json.dumps({"status": entry.status, **document.model_dump(mode="json")}))
        return
    console.print(
        f"{document.document_id} [{entry.status}] {document.source} {document.type} "
        f"{document.published_at:%Y-%m-%d} {_shown(document.title)}",
        markup=False,
        highlight=False,
    )
    console.print(document.text, markup=False, highlight=False)


@docs_app.command("remove")
def remove(
    targets: Annotated[
        list[str],
        typer.Argument(
            help="Document ids (any version), document keys, or whole user:<name> sources."
        ),
    ],
) -> None:
    """Take loaded documents out of search (yours only). Their versions stay retrievable with
    `docs show`, so answers that cited them can still be checked."""
    from quantward_search_service.catalogue import CatalogueError
    from quantward_search_service.documents import open_catalogue, remove_documents
    from quantward_search_service.locking import LockTimeoutError

    settings = _search_settings()

    async def main() -> int:
        app = await open_search(settings)
        try:
            removed = await remove_documents(
                app.index,
                open_catalogue(settings),
                targets,
                owner=settings.documents_owner,
                lock_wait_s=settings.search_lock_wait_s,
            )
        except (CatalogueError, LockTimeoutError) as exc:
            errors.print(str(exc), markup=False, highlight=False)
            return 1
        finally:
            await app.close()
        for r in removed:
            console.print(
                f"removed {r.document_id} ({r.chunks} chunk(s)): {_shown(r.title)}",
                markup=False,
                highlight=False,
            )
        if not removed:
            console.print("nothing to remove: already removed")
        return 0

    raise typer.Exit(asyncio.run(main()))
