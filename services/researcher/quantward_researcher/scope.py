"""What the harness pins for one task (`TaskScope`) and what every research tool shares: the
strict argument base and the citation marks.

Its own module so the tool modules (`tools`, `data_tools`, `document_tool`) all build on it and
none of them imports another back: the toolbox in `tools` imports the others, never the reverse.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from typing import Final

from pydantic import BaseModel, ConfigDict

from quantward_agents.tools import EntitlementRefusedError, ToolError
from quantward_grounding import Source
from quantward_grounding.sources import item_chunk_id

#: data sources a template can allow besides document sources
DATA_SOURCES: Final = ("earnings-calendar", "prices", "fundamentals")


def entitles(entitlement: str, source: str) -> bool:
    """Whether a dataset entitlement covers a source a template names: the same name, the
    collection a document source belongs to (`synthetic-corpus` covers
    `synthetic-corpus:filings`), or the source with `.` for `:` (`synthetic-corpus.filings`,
    as entitlement names have no colon)."""
    return (
        entitlement == source
        or source.startswith(f"{entitlement}:")
        or entitlement == source.replace(":", ".")
    )


def mark(source_id: str, chunk_id: str | None = None) -> str:
    return f"[[{source_id}#{chunk_id}]]" if chunk_id else f"[[{source_id}]]"


def item_mark(source: Source, key: str) -> str:
    return mark(source.source_id, item_chunk_id(source.source_id, key))


def end_of(day: date) -> datetime:
    return datetime.combine(day, time.max, tzinfo=UTC)


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


@dataclass
class TaskScope:
    """What the harness pins for one task: entities, sources, point in time."""

    entity_ids: tuple[str, ...]
    names: Mapping[str, str]
    as_of: date | None
    allowed_sources: tuple[str, ...] = ()
    #: the datasets the run's requester is entitled to; None = no restriction (not an API run)
    entitlements: tuple[str, ...] | None = None

    def allows(self, source: str) -> bool:
        return not self.allowed_sources or source in self.allowed_sources

    def entitled(self, source: str) -> bool:
        return self.entitlements is None or any(entitles(e, source) for e in self.entitlements)

    def require_entitlement(self, *sources: str) -> None:
        """Refuse (`EntitlementRefusedError`, recorded on the call) unless the requester is
        entitled to every one of `sources`; the model is told what it may not use and why."""
        for source in sources:
            if not self.entitled(source):
                held = ", ".join(self.entitlements or ()) or "none"
                raise EntitlementRefusedError(
                    source,
                    f"refused: the user who requested this run is not entitled to the "
                    f"'{source}' dataset (their entitlements: {held}); do not use it — answer "
                    "from the data you may use and say which data was not available",
                )

    def document_sources(self) -> tuple[str, ...]:
        return tuple(s for s in self.allowed_sources if s not in DATA_SOURCES)

    def check_entities(self, entity_ids: Sequence[str]) -> None:
        unknown = [e for e in entity_ids if e not in self.entity_ids]
        if unknown:
            raise ToolError(
                f"entity id(s) {', '.join(unknown)} are not part of this task; "
                f"use {', '.join(self.entity_ids)} (resolve a company first if you need another)"
            )

    def cap(self, day: date | None) -> date | None:
        """`day`, or the as-of date when none is given; a day after the as-of date is refused."""
        if day is None:
            return self.as_of
        if self.as_of is not None and day > self.as_of:
            raise ToolError(
                f"{day.isoformat()} is after the task's as-of date {self.as_of.isoformat()}; "
                "data after it may not be used"
            )
        return day

    def name(self, entity_id: str) -> str:
        return self.names.get(entity_id, entity_id)

    def admit(self, entity_id: str, name: str) -> None:
        """A company the researcher resolved itself (a competitor a call named…) joins the task:
        tools take it by its resolved id like the ones the orchestrator gave."""
        if entity_id not in self.entity_ids:
            self.entity_ids = (*self.entity_ids, entity_id)
        self.names = {**self.names, entity_id: name}
