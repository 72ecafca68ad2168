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

console = Console()
errors = Console(stderr=True, soft_wrap=True)  # one error, one line (never wrapped)
_DAY: Final = re.compile(r"^\d{4}-\d{2}-\d{2}$")


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
                errors.print(
                    f"[red]--entity {escape(printable(repr(name), 80))} is {answer.status}[/red]"
                    + (f"; pass one of: {options}" if options else "")
                )
                raise typer.Exit(2)
            ids.append(answer.entity.entity_id)
    return tuple(dict.fromkeys(ids))


async def _explain_sources(app: SearchApp, query: SearchQuery) -> None:
    """No hit with `--source`: say whether the sources are the reason (a typo, or a source
    that holds nothing), naming the sources that do match."""
    wider = await app.search(query.model_copy(update={"sources": (), "limit": 50}))
    if wider.total == 0:
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

    from quantward_cli.local import build_search_app
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
            )
        except ValidationError as exc:
            first = exc.errors()[0]
            field = str(first["loc"][0]) if first["loc"] else ""
            option = _OPTION_OF.get(field, f"--{field.replace('_', '-')}")
            errors.print(f"[red]{option}: {escape(first['msg'])}[/red]")
            raise typer.Exit(2) from None
        if as_json:
            app = await build_search_app()
        else:
            with console.status("opening the index (indexed once on first use)…"):
                app = await build_search_app()
        try:
            found = await app.search(built)
            if found.total == 0 and built.sources:
                await _explain_sources(app, built)
            return found
        finally:
            await app.close()

    results = asyncio.run(main())
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "query": query,
                    "total": results.total,
                    "hits": [h.model_dump(mode="json") for h in results.hits],
                }
            )
        )
        return
    console.print(f"{results.total} matching passage(s); best {len(results.hits)}:")
    for n, hit in enumerate(results.hits, start=1):
        flag = " [yellow](synthetic)[/yellow]" if hit.synthetic else ""
        period = f" {hit.fiscal_period.label()}" if hit.fiscal_period else ""
        console.print(
            f"\n[bold]{n}. {escape(hit.title)}[/bold]{flag} — {hit.type}{period}, "
            f"{hit.published_at:%Y-%m-%d}, {hit.source}  [dim]{hit.chunk_id}[/dim]"
        )
        if hit.section:
            console.print(f"   [dim]{escape(hit.section)}[/dim]")
        for passage in hit.highlights[:2]:
            console.print(Text("   … ").append(_highlighted(passage)).append(" …"))


def _highlighted(passage: str) -> Text:
    """A highlight passage with its <b>…</b> matches in bold (no markup interpretation)."""
    text = Text()
    for i, part in enumerate(re.split(r"</?b>", passage)):
        text.append(part, style="bold" if i % 2 else "")
    return text


docs_app = typer.Typer(help="Your documents: load them into the search index.")


@docs_app.command("load")
def load(
    files: Annotated[list[Path], typer.Argument(help="Text, Markdown, HTML, PDF or JSONL files.")],
    type_: Annotated[
        str, typer.Option("--type", help="Document type for non-JSONL files.")
    ] = "other",
    published_at: Annotated[
        str | None, typer.Option(help="Publication date when the file has none (YYYY-MM-DD).")
    ] = None,
    source: Annotated[str, typer.Option(help="Source name (allow-lists filter on it).")] = (
        "user:upload"
    ),
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per file.")] = False,
) -> None:
    """Load documents: tag the companies they mention, chunk and index them; bad files are
    reported and do not stop the rest."""
    from pydantic import ValidationError

    from quantward_cli.local import build_search_app, open_resolver
    from quantward_documents.loaders import LoadOptions, load_documents
    from quantward_search_service.app import index_documents

    try:
        options = LoadOptions(
            document_type=type_,
            published_at=_moment(published_at, "--published-at", end_of_day=False),
            source=source,
        )
    except ValidationError as exc:
        first = exc.errors()[0]
        errors.print(f"[red]--{first['loc'][0]}: {first['msg']}[/red]".replace("_", "-"))
        raise typer.Exit(2) from None

    async def main() -> int:
        async with open_resolver() as resolver:
            report = await load_documents(
                files, options=options, resolve_mentions=resolver.resolve_mentions
            )
        app = await build_search_app()
        try:
            chunks = await index_documents(app.index, report.documents)
        finally:
            await app.close()
        for result in report.files:
            if as_json:
                typer.echo(
                    json.dumps(
                        {
                            "file": result.file,
                            "documents": [d.document_id for d in result.documents],
                            "entities": sorted({e for d in result.documents for e in d.entity_ids}),
                            "errors": [
                                {"line": e.line, "field": e.field, "reason": e.reason}
                                for e in result.errors
                            ],
                        }
                    )
                )
            elif result.errors:
                for error in result.errors:
                    errors.print(f"[red]{escape(str(error))}[/red]")
            else:
                tagged = sorted({e for d in result.documents for e in d.entity_ids})
                console.print(
                    f"[green]{result.file}[/green]: {len(result.documents)} document(s), "
                    f"entities {', '.join(tagged) or 'none'}"
                )
        if not as_json:
            console.print(f"indexed {chunks} chunk(s) from {len(report.documents)} document(s)")
        return 1 if report.errors else 0

    raise typer.Exit(asyncio.run(main()))
