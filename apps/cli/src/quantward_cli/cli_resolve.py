"""`quantward resolve …`: entity resolution from the command line.

One query, a JSONL batch or the mentions in a free text, against the same resolver app the
service runs (`build_app`: the embedded graph seeded from the shipped data unless QW_NEO4J_URI is
set). `--json` prints machine-readable output (one object, or one object per batch line);
without it the answer is rendered for a person. The command never publishes an event: a look-up
from a terminal is not part of any run.

A batch is streamed: lines are read, resolved and printed `BATCH_CHUNK` at a time, so the first
results appear at once and memory stays flat however long the file is (the table view prints
fixed-width rows as they come instead of one table measured over every row).

Heavy imports (the resolver, the graph) happen inside the command so that `quantward --help`
and the other commands do not pay for them.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import itertools
import json
import re
import sys
from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Final, TypeVar

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from quantward_cli.text import printable

if TYPE_CHECKING:
    from quantward_resolver.app import ResolverApp
    from quantward_resolver.domain.mentions import Mention
    from quantward_resolver.domain.result import Hints, Resolution
    from quantward_resolver.views import ResolveQuery

T = TypeVar("T")
#: the command's --as-of, for the warning `_with_app` gives when it predates the graph's history
_as_of_given: contextvars.ContextVar[date | None] = contextvars.ContextVar("as_of", default=None)

_DAY: Final = re.compile(r"^\d{4}-\d{2}-\d{2}$")
#: batch fields a line may carry; anything else is a typo worth reporting
BATCH_FIELDS: Final = ("query", "as_of", "country", "exchange", "role")
#: batches at least this long show a progress bar (on a terminal)
PROGRESS_FROM: Final = 200
#: lines read, resolved and printed at a time: output starts at once, memory stays flat
BATCH_CHUNK: Final = 500
#: widths of the batch table's columns (rows are printed as they come, so they are fixed)
_TABLE_WIDTHS: Final = (6, 22, 9, 28, 10)
_STATUS_STYLE: Final = {"resolved": "green", "ambiguous": "yellow", "not_found": "red"}


class Role(StrEnum):
    """The role hint: which of a group's entities is meant."""

    issuer = "issuer"
    parent = "parent"
    listing = "listing"


class BadValueError(ValueError):
    """A value the user gave, with the field it was given for."""

    def __init__(self, field: str | None, reason: str) -> None:
        super().__init__(f"{field}: {reason}" if field else reason)
        self.field = field
        self.reason = reason


def parse_day(text: str) -> date:
    """A YYYY-MM-DD date; ValueError naming what was given otherwise (also for 2024-02-30)."""
    if _DAY.match(text.strip()):
        try:
            return date.fromisoformat(text.strip())
        except ValueError:
            pass
    raise ValueError(f"expected YYYY-MM-DD, got {text!r}")


# --- batch lines ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BatchError:
    line: int
    field: str | None
    reason: str

    def as_json(self) -> dict[str, Any]:
        return {"status": "error", "line": self.line, "field": self.field, "reason": self.reason}


def _optional_text(row: dict[str, Any], name: str) -> str | None:
    value = row.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise BadValueError(name, f"expected a string, got {json.dumps(value)}")
    return value.strip() or None


def parse_batch_line(text: str, defaults: Hints, default_as_of: date | None) -> ResolveQuery:
    """One JSONL line as a query; BadValueError naming the field. Command-line options are
    defaults that a line's own fields override."""
    from quantward_resolver.views import HintError, ResolveQuery, checked_hints

    try:
        row = json.loads(text)
    except ValueError as exc:
        raise BadValueError(None, f"not valid JSON ({exc})") from None
    if not isinstance(row, dict):
        raise BadValueError(None, f'expected a JSON object like {{"query": ...}}, got {text!r}')
    unknown = sorted(set(row) - set(BATCH_FIELDS))
    if unknown:
        raise BadValueError(unknown[0], f"unknown field; a line may have {', '.join(BATCH_FIELDS)}")
    query = row.get("query")
    if not isinstance(query, str) or not query.strip():
        raise BadValueError("query", "required: a non-empty name, ticker, ISIN or LEI")
    as_of = default_as_of
    as_of_text = _optional_text(row, "as_of")
    if as_of_text is not None:
        try:
            as_of = parse_day(as_of_text)
        except ValueError as exc:
            raise BadValueError("as_of", str(exc)) from None
    try:
        hints = checked_hints(
            _optional_text(row, "country") or defaults.country,
            _optional_text(row, "exchange") or defaults.exchange,
            _optional_text(row, "role") or defaults.role,
        )
    except HintError as exc:
        raise BadValueError(exc.field, exc.reason) from None
    return ResolveQuery(query=query, as_of=as_of, hints=hints)


def read_batch(
    lines: Iterable[str], defaults: Hints, default_as_of: date | None
) -> Iterator[tuple[int, ResolveQuery | BatchError]]:
    """Every non-blank line, numbered from 1, as a query or the error that line has (lazily:
    a line is read when it is needed)."""
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            yield number, parse_batch_line(text, defaults, default_as_of)
        except BadValueError as exc:
            yield number, BatchError(number, exc.field, exc.reason)


# --- rendering -----------------------------------------------------------------------------------


def _dumps(value: dict[str, Any]) -> str:
    return json.dumps(value, ensure_ascii=False)


def _validity(start: date | None, end: date | None) -> str:
    if start is None and end is None:
        return ""
    return f"{start or '…'} → {end or 'today'}"


def render_resolution(console: Console, resolution: Resolution) -> None:
    """A resolution for a person: status, entity, confidence, why, alternatives."""
    style = _STATUS_STYLE[resolution.status]
    when = f" as of {resolution.as_of}" if resolution.as_of else ""
    console.print(
        f"[bold {style}]{resolution.status}[/bold {style}]  {resolution.query!r}{when}"
        f"  confidence {resolution.confidence:.3f}"
    )
    entity = resolution.entity
    if entity is not None:
        country = f", {entity.country}" if entity.country else ""
        console.print(
            f"[bold]{entity.canonical_name}[/bold]  {entity.entity_id}  ({entity.kind}{country})"
        )
        if entity.identifiers:
            console.print(
                "identifiers: " + ", ".join(f"{i.scheme} {i.value}" for i in entity.identifiers)
            )
        if entity.listings:
            table = Table("ticker", "venue", "class", "ISIN", "currency", "valid", box=None)
            for lst in entity.listings:
                table.add_row(
                    lst.ticker,
                    lst.mic,
                    lst.share_class or "",
                    lst.isin or "",
                    lst.currency or "",
                    _validity(lst.valid_from, lst.valid_to),
                )
            console.print(table)
    if resolution.match_path:
        console.print("why:")
        for step in resolution.match_path:
            console.print(f"  • {step}", highlight=False)
    if resolution.alternatives:
        title = "closest (not an answer)" if resolution.status == "not_found" else "alternatives"
        table = Table("entity", "name", "country", "confidence", "why", title=title)
        for alt in resolution.alternatives:
            table.add_row(
                alt.entity_id, alt.name, alt.country or "", f"{alt.confidence:.3f}", alt.why
            )
        console.print(table)


def _summary_cells(resolution: Resolution) -> tuple[str, str, str]:
    """Status, who and confidence as plain text."""
    entity = resolution.entity
    if entity is not None:
        who = f"{entity.canonical_name} ({entity.entity_id})"
    else:
        who = ", ".join(a.entity_id for a in resolution.alternatives)
    if who and resolution.status == "not_found":
        who = f"closest: {who}"
    return resolution.status, who, f"{resolution.confidence:.3f}"


def _summary_row(resolution: Resolution) -> tuple[str, str, str]:
    status, who, confidence = _summary_cells(resolution)
    style = _STATUS_STYLE[status]
    return f"[{style}]{status}[/{style}]", escape(printable(who)), confidence


def render_mentions(console: Console, text: str, mentions: Sequence[Mention]) -> None:
    if not mentions:
        console.print("no company mentions found")
        return
    table = Table("span", "mention", "status", "entity", "confidence")
    for mention in mentions:
        table.add_row(
            f"{mention.start}–{mention.end}", mention.text, *_summary_row(mention.resolution)
        )
    console.print(table)


def mention_json(mention: Mention) -> dict[str, Any]:
    return {
        "text": mention.text,
        "start": mention.start,
        "end": mention.end,
        "resolution": mention.resolution.model_dump(mode="json"),
    }


# --- the command ---------------------------------------------------------------------------------


def _fail(message: str, code: int = 2) -> typer.Exit:
    typer.echo(message, err=True)
    return typer.Exit(code)


@contextlib.contextmanager
def _open_lines(path: Path) -> Iterator[Iterator[str]]:
    """The batch's lines, read as they are needed (stdin for "-")."""
    if str(path) == "-":
        yield (line.rstrip("\n") for line in sys.stdin)
        return
    try:
        stream = path.open(encoding="utf-8")
    except OSError as exc:
        raise _fail(f"--batch: cannot read {path}: {exc.strerror or exc}") from None
    with stream:
        yield _lines_of(stream, path)


def _lines_of(stream: Iterable[str], path: Path) -> Iterator[str]:
    try:
        for line in stream:
            yield line.rstrip("\n")
    except UnicodeDecodeError as exc:
        raise _fail(f"--batch: {path} is not UTF-8 text ({exc.reason})") from None


def _chunks(items: Iterator[T], size: int) -> Iterator[list[T]]:
    while chunk := list(itertools.islice(items, size)):
        yield chunk


def _count_lines(path: Path) -> int | None:
    """How many lines a batch file has (for the progress bar), or None for stdin."""
    if str(path) == "-":
        return None
    try:
        with path.open("rb") as stream:
            return sum(block.count(b"\n") for block in iter(lambda: stream.read(1 << 20), b""))
    except OSError:
        return None


def history_start(app: ResolverApp) -> date | None:
    """The earliest day the graph dates anything (a name, an identifier, a listing)."""
    days = [
        item.valid_from
        for entity in app.resolver.index.entities.values()
        for item in (
            *entity.names,
            *entity.identifiers,
            *(listing for i in entity.instruments for listing in i.listings),
        )
        if item.valid_from is not None
    ]
    return min(days, default=None)


def _warn_before_history(app: ResolverApp, as_of: date | None) -> None:
    """A date before the graph's recorded history resolves as of the earliest record: say so."""
    start = history_start(app) if as_of is not None else None
    if as_of is not None and start is not None and as_of < start:
        Console(stderr=True).print(
            f"[yellow]warning: --as-of {as_of} is before the knowledge graph's recorded history "
            f"(it dates nothing before {start}); names and listings are shown as first "
            "recorded, not as they were then[/yellow]"
        )


async def _with_app(work: Callable[[ResolverApp], Awaitable[T]]) -> T:
    from quantward_cli.local import open_resolver

    async with contextlib.AsyncExitStack() as stack:
        try:
            app = await stack.enter_async_context(open_resolver())
        except (ConnectionError, OSError, RuntimeError) as exc:
            raise _fail(f"cannot open the knowledge graph: {exc}", 1) from None
        _warn_before_history(app, _as_of_given.get())
        return await work(app)


def _cell(text: str, width: int) -> str:
    text = printable(text)
    return text.ljust(width) if len(text) <= width else text[: width - 1] + "…"


def _batch_line(cells: Sequence[str], *, styled: bool, status: str | None = None) -> str:
    """One fixed-width row of the batch table (plain text; on a terminal the status in colour).

    Rows are formatted as they come rather than as one rich table, which measures every row
    before printing the first and took minutes for 100,000 lines."""
    padded = [_cell(text, width) for text, width in zip(cells, _TABLE_WIDTHS, strict=True)]
    if not styled:
        return " ".join(padded).rstrip()
    shown = [escape(cell) for cell in padded]
    if status is not None:
        style = _STATUS_STYLE.get(status, "red")
        shown[2] = f"[{style}]{shown[2]}[/{style}]"
    return " ".join(shown).rstrip()


def _run_batch(path: Path, defaults: Hints, as_of: date | None, as_json: bool) -> int:
    err = Console(stderr=True)
    out = Console(soft_wrap=False, highlight=False)
    total = _count_lines(path) if err.is_terminal else None
    show_progress = err.is_terminal and (total is None or total >= PROGRESS_FROM)

    async def work(app: ResolverApp) -> int:
        bad = 0
        styled = out.is_terminal
        if not as_json:
            header = ("line", "query", "status", "entity", "confidence")
            out.print(_batch_line(header, styled=False), markup=False, style="bold")
        with contextlib.ExitStack() as stack:
            advance: Callable[[int], None] = lambda n: None  # noqa: E731
            if show_progress:
                from rich.progress import Progress

                progress = stack.enter_context(Progress(console=err, transient=True))
                task = progress.add_task("resolving", total=total)
                advance = lambda n: progress.advance(task, n)  # noqa: E731
            lines = stack.enter_context(_open_lines(path))
            for chunk in _chunks(read_batch(lines, defaults, as_of), BATCH_CHUNK):
                queries = [q for _, q in chunk if not isinstance(q, BatchError)]
                resolutions = iter(await app.resolve_batch(queries))
                rows: list[str] = []
                for number, item in chunk:
                    if isinstance(item, BatchError):
                        bad += 1
                        if as_json:
                            rows.append(_dumps(item.as_json()))
                        else:
                            where = f"{item.field}: " if item.field else ""
                            cells = (str(number), "", "error", f"{where}{item.reason}", "")
                            rows.append(_batch_line(cells, styled=styled, status="error"))
                        continue
                    resolution = next(resolutions)
                    if as_json:
                        rows.append(_dumps({"line": number, **resolution.model_dump(mode="json")}))
                    else:
                        cells = (str(number), item.query, *_summary_cells(resolution))
                        rows.append(_batch_line(cells, styled=styled, status=resolution.status))
                if as_json or not styled:
                    typer.echo("\n".join(rows))
                else:
                    out.print("\n".join(rows))
                advance(chunk[-1][0] - chunk[0][0] + 1)
        return bad

    bad = asyncio.run(_with_app(work))
    return 1 if bad else 0


def resolve(
    text: Annotated[
        str | None,
        typer.Argument(help="What to resolve: a name, alias, ticker, VOW3.DE / FRA:VOW3, ISIN…"),
    ] = None,
    as_of: Annotated[
        str | None,
        typer.Option(
            "--as-of",
            metavar="YYYY-MM-DD",
            help="The date the query refers to (tickers are reused, companies renamed).",
        ),
    ] = None,
    country: Annotated[
        str | None, typer.Option(help="Hint: ISO 3166-1 alpha-2 country, e.g. DE.")
    ] = None,
    exchange: Annotated[
        str | None, typer.Option(help="Hint: exchange as MIC (XETR) or code (NASDAQ, ETR).")
    ] = None,
    role: Annotated[
        Role | None,
        typer.Option(
            case_sensitive=False,
            help="Hint: issuer (who issues the company's debt), parent (of a group) or listing.",
        ),
    ] = None,
    batch: Annotated[
        Path | None,
        typer.Option(
            "--batch",
            metavar="FILE.jsonl",
            help='One query per line: {"query": …, "as_of": …, "country": …, "exchange": …, '
            '"role": …}; "-" reads stdin. Options above are defaults for every line.',
        ),
    ] = None,
    mentions: Annotated[
        str | None,
        typer.Option("--mentions", metavar="TEXT", help="Find and resolve every company in TEXT."),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Machine-readable output (one JSON object per line).")
    ] = False,
) -> None:
    """Resolve a company to its knowledge-graph entity (`ent_…`), as of a date.

    Prints the status (resolved, ambiguous, not_found), the entity, a confidence and why.

    A batch exits with 1 if a line was bad; each bad line is reported with its number and field.
    """
    from quantward_resolver.views import HintError, checked_hints

    modes = [m for m in (text is not None, batch is not None, mentions is not None) if m]
    if len(modes) != 1:
        raise _fail("give exactly one of TEXT, --batch FILE or --mentions TEXT")
    day: date | None = None
    if as_of is not None:
        try:
            day = parse_day(as_of)
        except ValueError as exc:
            raise _fail(f"--as-of: {exc}") from None
    try:
        hints = checked_hints(country, exchange, role.value if role else None)
    except HintError as exc:
        raise _fail(f"--{exc.field}: {exc.reason}") from None
    _as_of_given.set(day)

    if batch is not None:
        code = _run_batch(batch, hints, day, as_json)
        if code:
            raise typer.Exit(code)
        return

    if mentions is not None:
        found: list[Mention] = asyncio.run(
            _with_app(lambda app: app.resolve_mentions(mentions, day))
        )
        if as_json:
            typer.echo(
                _dumps(
                    {
                        "text": mentions,
                        "as_of": day.isoformat() if day else None,
                        "mentions": [mention_json(m) for m in found],
                    }
                )
            )
        else:
            render_mentions(Console(), mentions, found)
        return

    assert text is not None
    if not text.strip():
        raise _fail("TEXT: must not be empty (a name, ticker, ISIN or LEI)")
    resolution: Resolution = asyncio.run(_with_app(lambda app: app.resolve(text, day, hints)))
    if as_json:
        typer.echo(_dumps(resolution.model_dump(mode="json")))
    else:
        render_resolution(Console(), resolution)
