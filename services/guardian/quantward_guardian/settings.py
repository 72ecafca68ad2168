"""Guardian settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import Settings


class GuardianSettings(Settings):
    service_name: str = "guardian"
    guardian_max_attempts: int = Field(
        default=3,
        ge=1,
        le=10,
        description="Fresh Guardian agents tried per review (malformed decision, model down) "
        "before the failure is recorded and the run continues.",
    )
    guardian_workers: int = Field(
        default=2, ge=1, le=64, description="Reviews one process works on at once."
    )
    guardian_max_turns: int = Field(default=8, ge=2, description="Turns of one attempt.")
    guardian_max_tool_calls: int = Field(default=30, ge=1, description="Tool calls per attempt.")
    guardian_wall_s: float = Field(
        default=150.0,
        gt=0,
        description="Wall time of one attempt; attempts x this should stay under the "
        "orchestrator's QW_ORCHESTRATOR_GUARDIAN_TIMEOUT_S (600 s).",
    )
    guardian_ledger_runs: int = Field(
        default=10_000, ge=1, description="Runs whose ledgers are kept in memory (LRU)."
    )
