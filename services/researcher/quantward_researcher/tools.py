"""The research tools of one task, with what the harness pins already applied.

The model chooses which tools to call and with what; the harness fixes what it may reach: only
the sources the template allows, nothing published after the task's as-of date, and only
resolved entity ids. Every result is registered as a source of the run before the model sees
it, and every citable item of it carries its citation mark (`cite`), so the model can only
cite what a tool returned.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date
from typing import Any, Final

from pydantic import Field, JsonValue

from quantward_agents.tools import CallContext, EntitlementRefusedError, Tool, Toolbox, ToolError
from quantward_contracts.events import EntityResolved
from quantward_documents.calendar import EarningsQuarter
from quantward_documents.injection import as_data, instruction_flags
from quantward_documents.model import DocumentType
from quantward_grounding.tools import register_search_hits
from quantward_platform.market_data import MarketData
from quantward_researcher.code_tool import RunCode, python_tool
from quantward_researcher.data_tools import fundamentals_tool, portfolio_tool, price_tool
from quantward_researcher.document_tool import read_document_tool
from quantward_researcher.scope import DATA_SOURCES, Args, TaskScope, end_of, item_mark, mark
from quantward_search import SearchIndex, SearchQuery
from quantward_search.port import SearchHit

# --- search and documents ---------------------------------------------------------------------


class SearchArgs(Args):
    query: str = Field(min_length=1, description="Words to look for.")
    entity_ids: list[str] = Field(min_length=1, description="Resolved ids (`ent_…`) to filter on.")
    document_types: list[DocumentType] = Field(
        default_factory=list, description="e.g. transcript, 10-Q, 10-K, 8-K, news; all if empty."
    )
    since: date | None = Field(default=None, description="Published on or after this day.")
    until: date | None = Field(default=None, description="Published on or before this day.")
    limit: int = Field(default=6, ge=1, le=25)


BANNER: Final = "SYNTHETIC DOCUMENT"


#: boilerplate no excerpt should be: the synthetic banners, wire-story bylines
BOILERPLATE: Final = (BANNER, "[End of synthetic", "Reporting by ")


def _boilerplate(text: str) -> bool:
    return text.startswith(BOILERPLATE) or "[End of synthetic" in text


def excerpt_of(hit: SearchHit) -> str:
    """The passage worth reading: a highlight, never a banner or a byline."""
    for highlight in hit.highlights:
        if not _boilerplate(highlight):
            return highlight.replace("<b>", "").replace("</b>", "")
    text = hit.text
    if text.startswith(BANNER):
        text = text.split("\n", 1)[-1].lstrip()
    return text[:300]


def search_tool(index: SearchIndex, scope: TaskScope) -> Tool[SearchArgs]:
    async def run(args: SearchArgs, ctx: CallContext) -> dict[str, JsonValue]:
        scope.check_entities(args.entity_ids)
        sources = scope.document_sources()
        if scope.allowed_sources and not sources:
            raise ToolError("this task may not search documents (no document source is allowed)")
        not_entitled = tuple(s for s in sources if not scope.entitled(s))
        if not_entitled and len(not_entitled) == len(sources):
            scope.require_entitlement(*not_entitled)  # refuses: nothing is left to search
        sources = tuple(s for s in sources if s not in not_entitled)
        if not sources and scope.entitlements is not None:
            # no pinned sources: only the document sources the requester is entitled to
            sources = tuple(e for e in scope.entitlements if e not in DATA_SOURCES)
            if not sources:
                raise EntitlementRefusedError(
                    "documents",
                    "refused: the user who requested this run is not entitled to any document "
                    "source; answer from the data you may use",
                )
        until = scope.cap(args.until)
        query = SearchQuery(
            text=args.query,
            entity_ids=tuple(args.entity_ids),
            types=tuple(args.document_types),
            sources=sources,
            since=end_of(args.since) if args.since else None,
            until=end_of(until) if until else None,
            as_of=end_of(scope.as_of) if scope.as_of else None,
            limit=args.limit,
            count_total=True,  # the model is told how many passages match, not only the best
        )
        results = await index.search(query)
        if ctx.registry is None:
            raise ToolError("no source registry for this agent")
        registered = register_search_hits(
            ctx.registry, results.hits, tool_call_id=ctx.tool_call_id, tool_name="search_documents"
        )
        ctx.registered.extend(registered)
        by_chunk = {p.chunk_id: s.source_id for s in registered for p in s.passages}
        hits: list[JsonValue] = []
        for hit in results.hits:
            excerpt = excerpt_of(hit)
            found: dict[str, JsonValue] = {
                "cite": mark(by_chunk[hit.chunk_id], hit.chunk_id),
                "document_id": hit.document_id,
                "title": hit.title,
                "type": hit.type,
                "published": hit.published_at.date().isoformat(),
                "source": hit.source,
                # the first is the company the document is about; the others it mentions
                "entity_ids": list(hit.entity_ids),
                "synthetic": hit.synthetic,
                # document text is data: delimited, and flagged where it tries to instruct
                "excerpt": as_data(excerpt),
                "text": as_data(hit.text),
            }
            flags = instruction_flags(hit.text)
            if flags:
                found["instructions_flagged"] = list(flags)
            hits.append(found)
        answer: dict[str, JsonValue] = {"total": results.total, "hits": hits}
        if not_entitled:
            answer["not_searched"] = (
                f"the requester is not entitled to {', '.join(not_entitled)}: not searched"
            )
        return answer

    return Tool(
        "search_documents",
        "Search the allowed documents (transcripts, filings, news) of resolved companies. "
        "Each hit has a `cite` mark; put it after any sentence that uses the hit.",
        SearchArgs,
        run,
    )


# --- earnings calendar --------------------------------------------------------------------------


class CalendarArgs(Args):
    entity_id: str = Field(description="Resolved id (`ent_…`).")
    as_of: date | None = Field(default=None, description="Point in time; the task's if omitted.")
    quarters: int = Field(default=4, ge=1, le=12, description="Reported quarters to return.")


def _quarter_json(q: EarningsQuarter) -> dict[str, JsonValue]:
    return {
        "period": q.period.label(),
        "quarter_end": q.quarter_end.isoformat(),
        "status": q.status,
        "report_at": q.report_at.isoformat() if q.report_at else None,
        "call_at": q.call_at.isoformat() if q.call_at else None,
        "eps_actual": q.eps_actual,
        "eps_estimate": q.eps_estimate,
        "eps_surprise": q.eps_surprise,
        "eps_surprise_pct": q.eps_surprise_pct,
        "transcript_id": q.transcript.document_id if q.transcript else None,
        "periodic_report_id": q.periodic_report.document_id if q.periodic_report else None,
        "periodic_report_form": q.periodic_report.form if q.periodic_report else None,
        "current_report_ids": [r.document_id for r in q.current_reports],
    }


def calendar_tool(market: MarketData, scope: TaskScope) -> Tool[CalendarArgs]:
    async def run(args: CalendarArgs, ctx: CallContext) -> dict[str, JsonValue]:
        scope.check_entities([args.entity_id])
        if not scope.allows("earnings-calendar"):
            raise ToolError("the earnings calendar is not an allowed source of this task")
        scope.require_entitlement("earnings-calendar")
        as_of = scope.cap(args.as_of)
        if as_of is None:
            raise ToolError("as_of is required (the task has no as-of date)")
        # in a worker thread: the first read builds the calendar
        calendar = await asyncio.to_thread(market.earnings_calendar)
        if not calendar.covers(args.entity_id):
            raise ToolError(f"the earnings calendar does not cover {scope.name(args.entity_id)}")
        reported = calendar.last_quarters(args.entity_id, as_of, args.quarters, reported_only=True)
        upcoming = calendar.next_report(args.entity_id, as_of)
        items: dict[str, JsonValue] = {q.period.label(): _quarter_json(q) for q in reported}
        if upcoming is not None:
            items["next_report"] = _quarter_json(upcoming)
        fiscal = calendar.fiscal_calendar(args.entity_id)
        # generated EPS and estimates must never look real: the adapter's word for the dataset,
        # or any quarter's own flag, makes the whole result synthetic
        synthetic = market.is_synthetic("earnings.calendar") or any(
            q.synthetic for q in (*reported, *([upcoming] if upcoming else []))
        )
        result: dict[str, JsonValue] = {
            "function": "earnings.history",
            "entity_id": args.entity_id,
            "as_of": as_of.isoformat(),
            "fiscal_calendar": fiscal.describe(),
            "items": items,
        }
        source = ctx.register_computation(
            title=f"Earnings calendar of {scope.name(args.entity_id)} as of {as_of.isoformat()}",
            tool_name="earnings_calendar",
            result=result,
            items=items,
            entity_ids=[args.entity_id],
            as_of=as_of,
            synthetic=synthetic,
        )
        quarters: list[JsonValue] = [
            {**_quarter_json(q), "cite": item_mark(source, q.period.label())}
            for q in reversed(reported)
        ]
        return {
            "entity_id": args.entity_id,
            "name": scope.name(args.entity_id),
            "as_of": as_of.isoformat(),
            "fiscal_calendar": fiscal.describe(),
            "next_report": (
                {**_quarter_json(upcoming), "cite": item_mark(source, "next_report")}
                if upcoming is not None
                else None
            ),
            "quarters": quarters,
            "synthetic": synthetic,
        }

    return Tool(
        "earnings_calendar",
        "Reported quarters (EPS actual vs estimate, report dates, the transcript and filing ids) "
        "and the next report date of a resolved company, as known at the as-of date.",
        CalendarArgs,
        run,
    )


# --- the toolbox ----------------------------------------------------------------------------------


@dataclass
class ResearchTools:
    """The ports research tools read from; `toolbox(scope)` builds one task's tools."""

    search: SearchIndex
    market_data: MarketData

    def toolbox(
        self, scope: TaskScope, *, resolve: Resolve | None = None, run_code: RunCode | None = None
    ) -> Toolbox:
        """Only the tools whose data the task may use: a template's allow-list shapes the role.
        The `python` tool comes with a sandbox to run it (`run_code`); the gateway then serves
        the code the datasets of the allowed sources only."""
        tools: list[Tool[Any]] = []
        if resolve is not None:
            tools.append(resolve_tool(resolve, scope))
        if run_code is not None:
            tools.append(python_tool(run_code, scope))
        if not scope.allowed_sources or scope.document_sources():
            tools.append(search_tool(self.search, scope))
            tools.append(read_document_tool(self.search, scope))
        if scope.allows("earnings-calendar"):
            tools.append(calendar_tool(self.market_data, scope))
        if scope.allows("prices"):
            tools += [price_tool(self.market_data, scope), portfolio_tool(self.market_data, scope)]
        if scope.allows("fundamentals"):
            tools.append(fundamentals_tool(self.market_data, scope))
        return Toolbox(tools)


#: resolves a company mention as of a date: the resolver's answer, an `EntityResolved` event
Resolve = Callable[[str, date | None], Awaitable[EntityResolved]]


class ResolveArgs(Args):
    query: str = Field(min_length=1, description="A company name, ticker or identifier.")
    as_of: date | None = Field(default=None, description="Point in time; the task's if omitted.")


def resolve_tool(resolve: Resolve, scope: TaskScope) -> Tool[ResolveArgs]:
    async def run(args: ResolveArgs, ctx: CallContext) -> dict[str, JsonValue]:
        as_of = scope.cap(args.as_of)
        answer = await resolve(args.query, as_of)
        data = answer.data
        result: dict[str, JsonValue] = {
            "query": args.query,
            "status": data.status,
            "entity_id": data.entity_id,
            "name": data.canonical_name,
            "confidence": data.confidence,
            "alternatives": [
                {"entity_id": a.entity_id, "name": a.name, "confidence": a.confidence}
                for a in data.alternatives
            ],
        }
        if data.status == "resolved" and data.entity_id:
            scope.admit(data.entity_id, data.canonical_name or args.query)
            result["note"] = "tools now accept this entity id for this task"
        elif data.status == "ambiguous":
            result["note"] = "several companies match: resolve the exact name of the one you mean"
        return result

    return Tool(
        "resolve_entity",
        "Resolve a company mentioned in what you read (a competitor, a supplier) to its "
        "knowledge-graph id, as of a date; tools then accept that id.",
        ResolveArgs,
        run,
    )
