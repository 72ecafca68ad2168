"""Grounder settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import SearchIndexSettings


class GrounderSettings(SearchIndexSettings):
    service_name: str = "grounder"
    grounder_wait_s: float = Field(
        default=30.0, gt=0, description="How long a draft waits for sources it cites."
    )
    grounder_max_runs: int = Field(default=1_000, ge=1, description="Runs kept in memory.")
