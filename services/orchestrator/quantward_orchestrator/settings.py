"""Orchestrator settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import RecordSettings


class OrchestratorSettings(RecordSettings):
    service_name: str = "orchestrator"
    orchestrator_resume: bool = Field(
        default=False,
        description="Resume runs from the run record: a run another instance was driving when it "
        "died or stopped is driven again from its record (needs the recorder and its store, "
        "QW_POSTGRES_DSN or QW_RECORDS_PATH); stopping hands runs over instead of cancelling.",
    )
    orchestrator_record_wait_s: float = Field(
        default=600.0,
        gt=0,
        description="How long a run waits, before it is driven, for the recorder to consume what "
        "was published (tried again with backoff; meanwhile its follower sees 'resuming: "
        "waiting for the run record' at least every 20 s). A bound for a recorder that is gone, "
        "not one that restarts: only after it does the run fail, saying so.",
    )
    orchestrator_concurrent_runs: int = Field(
        default=256,
        ge=1,
        le=10_000,
        description="Runs one instance drives at once (its run.requested messages in flight).",
    )
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
    orchestrator_max_turns: int = Field(
        default=8,
        ge=2,
        description="Model turns the orchestrator agent may take per run (plan, delegate, "
        "compose, revise); at the limit the run ends saying so.",
    )
    orchestrator_wall_s: float = Field(
        default=1800.0,
        gt=0,
        description="Wall time of one run's research and composition; at the limit the run "
        "ends saying so.",
    )
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
