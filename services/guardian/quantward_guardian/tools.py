"""The Guardian's tools: read-only, over one review's bundle and the platform library.

What the Guardian may do is investigate: read the full current plan, look a library function
up, re-run one (platform functions are pure: the same arguments give the same result and
nothing is written), read the cited passages and the computations behind the answer, read the
research agents' tool calls, re-run the deterministic checks. What it may not do has no tool:
no writing, no trading, no asking the user, no spawning agents, no registering sources (its
agent has no source registry, so a tool that tried would fail). `TOOL_NAMES` is the whole list;
a test holds the toolbox to it.

The research agent has no tool that reaches any of this, or that triggers a review.
"""

from __future__ import annotations

import asyncio
import difflib
import importlib
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError

from quantward_agents.tools import CallContext, Tool, Toolbox, ToolError
from quantward_contracts.values import ReviewBundle
from quantward_documents.injection import as_data, instruction_flags
from quantward_platform.market_data import MarketData

TOOL_NAMES: Final = (
    "inspect_contract",
    "lookup_function",
    "recompute",
    "read_source",
    "list_citations",
    "inspect_tool_calls",
    "run_checks",
)

#: what `portfolio.evaluate` is, since it is no optimiser (the optimisers come from the validator)
EVALUATE_TEXT: Final = (
    "optimises nothing: recomputes a given weight vector's metrics and checks each constraint"
)
_TEXT_LIMIT: Final = 4_000


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NoArgs(_Args):
    pass


class LookupArgs(_Args):
    function_id: str = Field(min_length=1, description="A platform library function id.")


class RecomputeArgs(_Args):
    function_id: str = Field(min_length=1, description="The library function to re-run.")
    arguments: dict[str, JsonValue] = Field(
        description="Its arguments, e.g. portfolio.evaluate: weights, start, end, as_of, "
        "constraints (the contract's limits)."
    )


class SourceArgs(_Args):
    source_id: str = Field(min_length=1, description="A cited source or computation (`src_…`).")


class ToolCallsArgs(_Args):
    tool: str | None = Field(default=None, description="Only calls of this tool.")
    agent_id: str | None = Field(default=None, description="Only calls of this agent.")
    limit: int = Field(default=50, ge=1, le=500)


def _quoted(quote: str, limit: int = 600) -> dict[str, JsonValue]:
    """A cited passage as the Guardian reads it: delimited as document data, flagged where it
    tries to instruct a model (a cited passage that does is itself a concern)."""
    shown: dict[str, JsonValue] = {"quote": as_data(_cut(quote, limit))}
    flags = instruction_flags(quote)
    if flags:
        shown["instructions_flagged"] = list(flags)
    return shown


def _cut(text: str, limit: int = _TEXT_LIMIT) -> str:
    return text if len(text) <= limit else text[:limit] + f"… [{len(text) - limit} more chars]"


def _library() -> Any:
    from quantward_platform import registry

    return registry


def lookup(function_id: str) -> dict[str, JsonValue]:
    """Whether a library function exists, what it does and solves; else the closest ids."""
    registry = _library()
    spec = registry.LIBRARY.get(function_id)
    if spec is None:
        known = sorted(registry.LIBRARY)
        closest = difflib.get_close_matches(function_id, known, n=3, cutoff=0.4)
        return {
            "function_id": function_id,
            "exists": False,
            "closest": list(closest),
            "registered": list(known),
            "message": f"no library function {function_id!r} is registered"
            + (f"; closest: {', '.join(closest)}" if closest else ""),
        }
    solves, kinds = solves_of(function_id)
    properties = spec.schema().get("properties", {})
    return {
        "function_id": function_id,
        "exists": True,
        "description": spec.description,
        "datasets": list(spec.datasets),
        "arguments": sorted(properties),
        "result": spec.result.__name__,
        "solves": solves,
        "objective_kinds": list(kinds),
    }


def solves_of(function_id: str) -> tuple[str | None, list[str]]:
    """What an optimiser solves, in words, and the contract objective kinds it fits.

    The validator's map is the one source of truth (its `contract.objective_method` check uses
    the same), so the Guardian and the exact check never disagree about an optimiser.
    """
    from quantward_validation.objectives import OPTIMISER_TEXT, OPTIMISERS

    if function_id in OPTIMISERS:
        return OPTIMISER_TEXT.get(function_id), [OPTIMISERS[function_id]]
    if function_id == "portfolio.evaluate":
        return EVALUATE_TEXT, []
    return None, []


def _recompute(
    market: MarketData, function_id: str, arguments: dict[str, JsonValue]
) -> dict[str, JsonValue]:
    from quantward_platform.errors import PlatformError

    registry = _library()
    try:
        spec = registry.get_function(function_id)
        result = spec.call(arguments, market)
    except PlatformError as exc:
        raise ToolError(str(exc)) from None
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or '(arguments)'}: {e['msg']}"
            for e in exc.errors()
        )
        raise ToolError(f"invalid arguments for {function_id}: {problems}") from None
    return {
        "function_id": function_id,
        "arguments": arguments,
        "result": result.model_dump(mode="json"),
    }


def run_validator(bundle: ReviewBundle, market: MarketData) -> dict[str, JsonValue]:
    """Re-run the deterministic checks: the contract's (plan) or the answer's (final), the
    answer's portfolios recomputed on `market`'s prices as the validator does, and at both
    stages the contract's provenance against the bundle's messages and mandate."""
    try:
        validation: Any = importlib.import_module("quantward_validation")
    except ImportError:  # pragma: no cover - the workspace installs it
        validation = None
    final = bundle.stage == "final" and bundle.answer is not None
    name = "validate_answer" if final else "validate_contract"
    check = getattr(validation, name, None)
    if check is None:
        raise ToolError(
            f"the deterministic validator (quantward_validation.{name}) is not available in "
            "this installation; the bundle's `checks` carry the validator's verdicts"
        )
    try:
        if final:
            results = check(
                bundle.answer,
                bundle.citations,
                bundle.contract,
                bundle.computations,
                prices=market.price_history(),
            )
        else:
            results = check(bundle.contract)
        provenance = getattr(validation, "validate_provenance", None)
        if provenance is not None:  # needs the messages and mandate only a bundle has
            results = [
                *results,
                *provenance(bundle.contract, bundle.user_messages, bundle.mandate),
            ]
    except TypeError as exc:  # an API this Guardian does not know: say so, do not crash
        raise ToolError(f"quantward_validation.{name} could not be called here: {exc}") from None
    dumped: list[JsonValue] = [
        c.model_dump(mode="json") if isinstance(c, BaseModel) else c for c in results
    ]
    failed: list[JsonValue] = [
        c.get("check_id") for c in dumped if isinstance(c, dict) and not c.get("passed")
    ]
    return {"stage": "final" if final else "plan", "checks": dumped, "failed": failed}


class GuardianTools:
    """Builds one review's toolbox over its bundle and the market data; nothing in it writes."""

    def __init__(self, market_data: MarketData) -> None:
        #: what `recompute` and `run_checks` compute on: the data the research read
        self.market_data = market_data

    def toolbox(self, bundle: ReviewBundle) -> Toolbox:
        async def inspect_contract(args: NoArgs, ctx: CallContext) -> dict[str, JsonValue]:
            return {
                "stage": bundle.stage,
                "policy": bundle.policy,
                "contract_id": bundle.contract_id,
                "contract_version": bundle.contract_version,
                "contract": bundle.contract.model_dump(mode="json"),
                "answer": bundle.answer,
            }

        async def lookup_function(args: LookupArgs, ctx: CallContext) -> dict[str, JsonValue]:
            return await asyncio.to_thread(lookup, args.function_id)

        async def recompute(args: RecomputeArgs, ctx: CallContext) -> dict[str, JsonValue]:
            return await asyncio.to_thread(
                _recompute, self.market_data, args.function_id, args.arguments
            )

        async def read_source(args: SourceArgs, ctx: CallContext) -> dict[str, JsonValue]:
            cited = [c for c in bundle.citations if c.source_id == args.source_id]
            computed = [c for c in bundle.computations if c.source_id == args.source_id]
            if not cited and not computed:
                known = sorted(
                    {c.source_id for c in bundle.citations}
                    | {c.source_id for c in bundle.computations}
                )
                raise ToolError(
                    f"{args.source_id} is neither cited nor a computation of this answer; "
                    f"known: {', '.join(known) or 'none'}"
                )
            return {
                "source_id": args.source_id,
                "citations": [
                    {**c.model_dump(mode="json"), **_quoted(c.quote, 100_000)} for c in cited
                ],
                "computations": [c.model_dump(mode="json") for c in computed],
            }

        async def list_citations(args: NoArgs, ctx: CallContext) -> dict[str, JsonValue]:
            return {
                "count": len(bundle.citations),
                "citations": [
                    {
                        "number": c.number,
                        "mark": c.mark,
                        "source_id": c.source_id,
                        "chunk_id": c.chunk_id,
                        "title": c.title,
                        "published": c.published.isoformat() if c.published else None,
                        "synthetic": c.synthetic,
                        **_quoted(c.quote),
                    }
                    for c in bundle.citations
                ],
                "computations": [
                    {"source_id": c.source_id, "function_id": c.function_id}
                    for c in bundle.computations
                ],
            }

        async def inspect_tool_calls(args: ToolCallsArgs, ctx: CallContext) -> dict[str, JsonValue]:
            calls = [
                c
                for c in bundle.tool_calls
                if (args.tool is None or c.tool == args.tool)
                and (args.agent_id is None or c.agent_id == args.agent_id)
            ]
            return {
                "count": len(calls),
                "since_review_id": bundle.since_review_id,
                "tool_calls": [
                    {
                        "agent_id": c.agent_id,
                        "tool": c.tool,
                        "arguments": c.arguments,
                        "result": _cut(c.result),
                    }
                    for c in calls[: args.limit]
                ],
            }

        async def run_checks(args: NoArgs, ctx: CallContext) -> dict[str, JsonValue]:
            return await asyncio.to_thread(run_validator, bundle, self.market_data)

        return Toolbox(
            [
                Tool(
                    "inspect_contract",
                    "The full current research contract (and, at the final stage, the answer).",
                    NoArgs,
                    inspect_contract,
                ),
                Tool(
                    "lookup_function",
                    "Whether a platform library function exists, its arguments, what it does "
                    "and which objective it solves; the closest ids when it does not exist.",
                    LookupArgs,
                    lookup_function,
                ),
                Tool(
                    "recompute",
                    "Re-run a platform library function (pure, writes nothing), e.g. "
                    "portfolio.evaluate of the answer's weights against the contract's "
                    "constraints, or prices.window_stats for a horizon.",
                    RecomputeArgs,
                    recompute,
                ),
                Tool(
                    "read_source",
                    "A cited source's passages, or a computation's function, arguments and "
                    "result, by source id.",
                    SourceArgs,
                    read_source,
                ),
                Tool(
                    "list_citations",
                    "Every citation of the answer (number, source, passage, date) and every "
                    "computation it relies on.",
                    NoArgs,
                    list_citations,
                ),
                Tool(
                    "inspect_tool_calls",
                    "The research agents' successful tool calls (since the previous review), "
                    "with arguments and results.",
                    ToolCallsArgs,
                    inspect_tool_calls,
                ),
                Tool(
                    "run_checks",
                    "Re-run the validator's deterministic checks on the contract (plan) or the "
                    "answer (final).",
                    NoArgs,
                    run_checks,
                ),
            ]
        )
