"""`resolve`: a company name or ticker to its entity id, as of a day (the resolver's answer)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from pydantic import Field

from quantward_gateway.capabilities._common import Args
from quantward_gateway.capability import Capability, Context, Reply, parse


class ResolveArgs(Args):
    query: str = Field(min_length=1, max_length=200)
    as_of: date | None = None


async def resolve(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(ResolveArgs, args)
    answer = (await ctx.require_resolve()(a.query, ctx.cap(a.as_of))).data
    value = {
        "query": a.query,
        "status": answer.status,
        "entity_id": answer.entity_id,
        "name": answer.canonical_name,
        "confidence": answer.confidence,
        "alternatives": [
            {"entity_id": x.entity_id, "name": x.name, "confidence": x.confidence}
            for x in answer.alternatives
        ],
    }
    ids = (answer.entity_id,) if answer.entity_id else ()
    return Reply(title=f"Entity lookup of {a.query!r}", value=value, entity_ids=ids)


CAPABILITY = Capability(
    "resolve",
    "Resolve a company name, ticker or identifier to its entity id as of a day.",
    (),
    resolve,
)
