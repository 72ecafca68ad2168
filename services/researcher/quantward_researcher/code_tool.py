"""The `python` tool: the agent writes Python against the platform library; the sandbox runs it.

The code runs in the sandbox service (`code.requested` → `code.completed`), isolated, reaching
the platform only through a gateway socket bound to the run's requester. The gateway serves it
within the task's pinned scope: the datasets of the template's allowed sources only, nothing
after the task's as-of date. What comes back — stdout, the tables and figures it wrote, every
platform result it read, and the computation itself — is registered in the run, so the model
receives each printed line, table row and figure with its citation mark, exactly as from any
other tool. A failure comes back as a tool error with the traceback, for the model to fix.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import date
from typing import Final

from pydantic import Field, JsonValue

from quantward_agents.tools import CallContext, Tool, ToolError
from quantward_contracts.events import CodeCompletedData
from quantward_grounding.registry import ForeignSourceError
from quantward_grounding.sharing import from_shared
from quantward_researcher.scope import DATA_SOURCES, Args, TaskScope, item_mark, mark

#: runs code in the sandbox: (code, reason, entitlements, as_of) → the completion
RunCode = Callable[[str, str, tuple[str, ...] | None, date | None], Awaitable[CodeCompletedData]]

#: the gateway dataset each data source of a template stands for
DATASET_OF_SOURCE: Final = {
    "prices": "prices.daily",
    "fundamentals": "fundamentals.quarterly",
    "earnings-calendar": "earnings.calendar",
}
#: what the model reads back at most (the rest stays citable in the run)
LINES_SHOWN: Final = 40
ROWS_SHOWN: Final = 25


class PythonArgs(Args):
    code: str = Field(
        min_length=1,
        max_length=20_000,
        description="Python 3 using `from quantward_platform.sandbox import prices, "
        "fundamentals, earnings, company, search, optimise, chart` (tables are pandas "
        "DataFrames). print() what you will cite; write tables as CSV and charts as PNG under "
        "out/ to return them.",
    )
    reason: str = Field(
        min_length=10,
        max_length=500,
        description="Why no other tool fits (recorded in the contract and reviewed).",
    )


def entitlements(scope: TaskScope) -> tuple[str, ...] | None:
    """The datasets the code may read through the gateway: those the task's allowed sources
    stand for, narrowed to what the run's requester is entitled to (None: no restriction)."""
    if scope.allowed_sources:
        sources = [s for s in scope.allowed_sources if scope.entitled(s)]
    elif scope.entitlements is not None:
        sources = list(scope.entitlements)  # entitlement names are source names
    else:
        return None
    datasets = {DATASET_OF_SOURCE[s] for s in sources if s in DATASET_OF_SOURCE}
    if any(s not in DATA_SOURCES for s in sources):
        datasets.add("documents.chunks")
    return tuple(sorted(datasets))


def python_tool(run_code: RunCode, scope: TaskScope) -> Tool[PythonArgs]:
    async def run(args: PythonArgs, ctx: CallContext) -> dict[str, JsonValue]:
        done = await run_code(args.code, args.reason, entitlements(scope), scope.as_of)
        try:
            sources = {s.source_id: from_shared(s, ctx.run_id) for s in done.sources}
        except ForeignSourceError as exc:
            raise ToolError(f"the sandbox returned sources of another run: {exc}") from exc
        ctx.adopt(list(sources.values()))
        if done.status != "succeeded":
            stderr = done.stderr.strip()[-1500:]
            raise ToolError(
                f"the code {done.status}: {done.error or 'no error message'}"
                + (f"\nstderr:\n{stderr}" if stderr else "")
                + (f"\nstdout:\n{done.stdout[:1000]}" if done.stdout else "")
            )
        computation = sources.get(done.result_source_id or "")
        if computation is None:
            raise ToolError("the sandbox did not register the computation; run it again")
        lines: list[JsonValue] = []
        for n, line in enumerate(done.stdout.splitlines(), start=1):
            if line.strip() and len(lines) < LINES_SHOWN:
                lines.append({"text": line, "cite": item_mark(computation, f"stdout line {n}")})
        tables: list[JsonValue] = []
        for table in done.tables:
            source = sources[table.source_id]
            tables.append(
                {
                    "name": table.name,
                    "columns": list(table.columns),
                    "row_count": table.row_count,
                    "rows": [
                        {
                            **dict(zip(table.columns, row, strict=False)),
                            "cite": item_mark(source, f"{table.name} row {row[0] if row else n}"),
                        }
                        for n, row in enumerate(table.rows[:ROWS_SHOWN])
                    ],
                }
            )
        return {
            "status": done.status,
            "cite": mark(computation.source_id),
            "stdout": lines,
            "tables": tables,
            "figures": [{"name": f.name, "cite": mark(f.source_id)} for f in done.figures],
            "read": [
                {"title": s.title, "cite": mark(s.source_id)}
                for s in sources.values()
                if s.tool_name.startswith("python.")
            ],
            "platform_calls": [c.model_dump(mode="json") for c in done.metered_calls],
            "synthetic": computation.synthetic,
        }

    return Tool(
        "python",
        "Run Python in a sandbox against the platform library (prices, fundamentals, earnings, "
        "company data, document search, the cvxpy optimiser, charts) for a computation no other "
        "tool does. Every printed line, CSV row and chart comes back with a `cite` mark.",
        PythonArgs,
        run,
    )
