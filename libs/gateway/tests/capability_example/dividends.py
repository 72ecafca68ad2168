"""A capability written the way a data scientist adds one: this module and one registry line.

It touches no security code: the gateway gives it identity, entitlements (`dividends.history`),
metering, quotas and source registration. Used by `test_registry_extension.py`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from quantward_gateway.capability import Capability, Context, Reply, Table, parse


class DividendsArgs(BaseModel):
    entity_id: str = Field(min_length=1)


async def dividends(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(DividendsArgs, args)
    rows = [["2022-03-31", 0.22, "2022-02-10"], ["2022-06-30", 0.23, "2022-05-12"]]
    return Reply(
        title=f"dividends.history of {a.entity_id}",
        table=Table(("paid", "amount", "declared"), rows, index="paid"),
        fields={"amount": ("dividends.history", "amount")},
        entity_ids=(a.entity_id,),
        synthetic=True,
    )


CAPABILITY = Capability("dividends", "Dividends paid per share.", ("dividends.history",), dividends)
