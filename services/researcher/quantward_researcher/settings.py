"""Researcher settings (environment `QW_…`)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from quantward_runtime.settings import Settings


class ResearcherSettings(Settings):
    service_name: str = "researcher"
    search_path: Path = Field(
        default=Path.home() / ".local" / "share" / "quantward" / "search",
        description="Folder of the embedded (tantivy) index, shared with the search service.",
    )
    elasticsearch_url: str | None = Field(
        default=None, description="Search Elasticsearch at this URL instead of the embedded index."
    )
    elasticsearch_index: str = Field(default="quantward-chunks", min_length=1)
    researcher_workers: int = Field(
        default=4,
        ge=1,
        le=64,
        description="Tasks one process works on at once (its subscription's concurrency).",
    )
    researcher_task_wall_s: float = Field(
        default=600.0, gt=0, description="Wall-time budget of one task."
    )
    researcher_max_tool_calls: int = Field(default=40, ge=1)
    researcher_reply_s: float = Field(
        default=30.0, gt=0, description="How long a tool waits for the resolver's answer."
    )
