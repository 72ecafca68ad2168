"""What an execution returns to the run: tables and figures it wrote, and the computation source.

The code writes what it wants returned under /scratch/out/: `*.csv` becomes a table, `*.png` a
figure. Each is registered as a source of the run (through the execution's gateway session, so
ids follow the same rules as every other source), and the computation itself — code, reason,
stdout and the sources it read — is registered last as the one source a sentence about the
result cites (`result_source_id`).
"""

from __future__ import annotations

import base64
import csv
import hashlib
import io
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any, Final

from quantward_contracts.values import CodeFigure, CodeTable
from quantward_grounding.registry import SourceRegistry
from quantward_grounding.sources import Source

PNG_MAGIC: Final = b"\x89PNG\r\n\x1a\n"
#: rows of a table carried in the event (the whole file is the source's content)
ROWS_IN_EVENT: Final = 200
MAX_FIGURES: Final = 8
MAX_FIGURE_BYTES: Final = 1024 * 1024


def tables(
    outputs: Mapping[str, bytes],
    registry: SourceRegistry,
    execution_id: str,
    as_of: date | None,
    *,
    code: str,
    reason: str,
) -> list[CodeTable]:
    """Each CSV the code wrote, registered with the code and reason that produced it (a table
    cited alone still shows how it was computed, for the reviewer and the reader)."""
    found: list[CodeTable] = []
    for name, content in sorted(outputs.items()):
        if not name.lower().endswith(".csv"):
            continue
        try:
            rows = list(csv.reader(io.StringIO(content.decode("utf-8"))))
        except (UnicodeDecodeError, csv.Error):
            continue
        if not rows:
            continue
        columns, body = rows[0], rows[1:]
        items: dict[str, Any] = {
            f"{name} row {r[0] if r else n}": dict(zip(columns, r, strict=False))
            for n, r in enumerate(body[:1000])
        }
        result: dict[str, Any] = {
            "table": name,
            "columns": columns,
            "rows": body,
            "code": code,
            "reason": reason,
        }
        source = registry.register_computation(
            title=f"Table {name} computed in Python",
            tool_name="python",
            result=result,
            items=items,
            tool_call_id=f"{execution_id}:table:{name}",
            as_of=as_of,
            synthetic=False,
        )
        found.append(
            CodeTable(
                name=name,
                source_id=source.source_id,
                columns=tuple(columns),
                rows=tuple(tuple(r) for r in body[:ROWS_IN_EVENT]),
                row_count=len(body),
            )
        )
    return found


def figures(
    outputs: Mapping[str, bytes],
    charts: Mapping[str, bytes],
    registry: SourceRegistry,
    execution_id: str,
    *,
    code: str,
    reason: str,
) -> list[CodeFigure]:
    """PNG files under /scratch/out/ (registered here) and charts kept through the gateway
    (registered there, named `<source id>-chart.png`)."""
    found: list[CodeFigure] = []
    for name, content in sorted(charts.items()):
        found.append(_figure(name, name.split("-", 1)[0], content))
    for name, content in sorted(outputs.items()):
        if not content.startswith(PNG_MAGIC) or len(found) >= MAX_FIGURES:
            continue
        if len(content) > MAX_FIGURE_BYTES:
            continue
        digest = hashlib.sha256(content).hexdigest()
        source = registry.register_computation(
            title=f"Chart {name} drawn in Python",
            tool_name="python",
            result={
                "figure": name,
                "sha256": digest,
                "bytes": len(content),
                "code": code,
                "reason": reason,
            },
            tool_call_id=f"{execution_id}:figure:{name}",
            synthetic=False,
        )
        found.append(_figure(name, source.source_id, content))
    return found[:MAX_FIGURES]


def _figure(name: str, source_id: str, content: bytes) -> CodeFigure:
    return CodeFigure(
        name=name,
        source_id=source_id,
        sha256=hashlib.sha256(content).hexdigest(),
        content_base64=base64.b64encode(content).decode(),
    )


def computation(
    registry: SourceRegistry,
    *,
    execution_id: str,
    code: str,
    reason: str,
    status: str,
    stdout: str,
    read: Sequence[Source],
    outputs: Sequence[CodeTable | CodeFigure],
    as_of: date | None,
) -> Source:
    """The code run as one citable source: what was run, why, what it printed, what it read."""
    result: dict[str, Any] = {
        "code": code,
        "reason": reason,
        "status": status,
        "stdout": stdout,
        "read": [s.source_id for s in read],
        "outputs": [o.source_id for o in outputs],
    }
    items: dict[str, Any] = {"stdout": stdout, "code": code}
    for n, line in enumerate(stdout.splitlines()[:200]):
        if line.strip():
            items[f"stdout line {n + 1}"] = line
    return registry.register_computation(
        title=f"Python: {reason.strip()[:80] or 'custom computation'}",
        tool_name="python",
        result=result,
        items=items,
        tool_call_id=execution_id,
        entity_ids=tuple(dict.fromkeys(e for s in read for e in s.entity_ids)),
        as_of=as_of,
        synthetic=any(s.synthetic for s in read),
    )
