"""Researcher settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import RecordSettings, SearchIndexSettings


class ResearcherSettings(SearchIndexSettings, RecordSettings):
    service_name: str = "researcher"
    researcher_resume: bool = Field(
        default=False,
        description="Take over a task from the run record: a task another researcher was doing "
        "when it died continues with its recorded model answers (not paid again), and a task "
        "already completed is answered with its recorded completion (needs the recorder's store).",
    )
    researcher_record_wait_s: float = Field(
        default=600.0,
        gt=0,
        description="How long a task waits, before it is worked on, for the recorder to consume "
        "what was published (tried again with backoff, so a recorder restart is waited out). A "
        "bound for a recorder that is gone: after it the task is done without its record.",
    )
    researcher_workers: int = Field(
        default=4,
        ge=1,
        le=64,
        description="Tasks one process works on at once (its subscription's concurrency).",
    )
    researcher_task_wall_s: float = Field(
        default=600.0, gt=0, description="Wall-time budget of one task."
    )
    researcher_max_tool_calls: int = Field(
        default=40, ge=1, description="Tool calls one research task may make."
    )
    researcher_reply_s: float = Field(
        default=30.0, gt=0, description="How long a tool waits for the resolver's answer."
    )
    researcher_python: bool = Field(
        default=True,
        description="Give researchers the `python` tool (code run by the sandbox service, which "
        "must then be running).",
    )
    researcher_code_wait_s: float = Field(
        default=30.0,
        gt=0,
        description="How long the `python` tool waits for the sandbox beyond the code's own "
        "time limit.",
    )
    researcher_code_timeout_s: float = Field(
        default=60.0, gt=0, description="Wall-time limit of one `python` call's code."
    )
