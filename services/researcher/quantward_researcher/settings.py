"""Researcher settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import SearchIndexSettings


class ResearcherSettings(SearchIndexSettings):
    service_name: str = "researcher"
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
