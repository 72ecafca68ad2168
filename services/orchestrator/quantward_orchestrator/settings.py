"""Orchestrator settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import Settings


class OrchestratorSettings(Settings):
    service_name: str = "orchestrator"
    orchestrator_task_timeout_s: float = Field(
        default=900.0,
        gt=0,
        description="How long delegated tasks may take before they count failed.",
    )
    orchestrator_reply_timeout_s: float = Field(
        default=60.0, gt=0, description="How long to wait for the resolver and the grounder."
    )
    orchestrator_clarification_timeout_s: float = Field(
        default=24 * 3600.0, gt=0, description="How long a chat run waits for the user's answer."
    )
    orchestrator_clarification_attempts: int = Field(
        default=3,
        ge=1,
        le=10,
        description="How often a question with options is asked before answers that name none "
        "of them fail the run.",
    )
    orchestrator_max_turns: int = Field(default=8, ge=2)
    orchestrator_wall_s: float = Field(default=1800.0, gt=0)
    orchestrator_validator: bool = Field(
        default=True, description="Wait for the validator's exact checks (contract and answer)."
    )
    orchestrator_guardian: bool = Field(
        default=True, description="Have the Guardian review at plan commit and before release."
    )
    orchestrator_review_rounds: int = Field(
        default=3, ge=1, le=10, description="Revisions allowed before a run stops."
    )
    orchestrator_guardian_timeout_s: float = Field(
        default=600.0, gt=0, description="How long one Guardian review may take."
    )
