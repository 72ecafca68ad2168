"""`chart`: keep a chart the code drew (PNG) in the run, as a citable artifact."""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Mapping
from typing import Any, Final

from pydantic import Field

from quantward_gateway.capabilities._common import Args
from quantward_gateway.capability import Capability, CapabilityError, Context, Reply, parse

PNG_MAGIC: Final = b"\x89PNG\r\n\x1a\n"
MAX_PNG: Final = 8 * 1024 * 1024


class ChartArgs(Args):
    title: str = Field(min_length=1, max_length=200)
    png_base64: str = Field(min_length=1)
    entity_ids: list[str] = Field(default_factory=list)


async def chart(args: Mapping[str, Any], ctx: Context) -> Reply:
    a = parse(ChartArgs, args)
    try:
        png = base64.b64decode(a.png_base64, validate=True)
    except (binascii.Error, ValueError):
        raise CapabilityError("png_base64: not base64; pass the PNG's bytes encoded") from None
    if not png.startswith(PNG_MAGIC):
        raise CapabilityError("png_base64: not a PNG; save the figure with format='png'")
    if len(png) > MAX_PNG:
        raise CapabilityError(f"png_base64: {len(png)} bytes, above {MAX_PNG}; use a lower dpi")
    digest = hashlib.sha256(png).hexdigest()
    return Reply(
        title=f"Chart: {a.title}",
        value={"title": a.title, "sha256": digest, "bytes": len(png)},
        entity_ids=tuple(a.entity_ids),
        artifacts={"chart.png": png},
    )


CAPABILITY = Capability(
    "chart",
    "Keep a PNG chart in the run as a citable artifact.",
    (),
    chart,
)
