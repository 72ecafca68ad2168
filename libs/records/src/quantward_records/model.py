"""What a run's record holds: entries, the run's head and summary, tombstones, problems."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

from quantward_contracts import Event

RunStatus = Literal["running", "succeeded", "failed", "cancelled"]


@dataclass(frozen=True)
class NewRecord:
    """An event about to be recorded: its stored body (artifacts already moved out) and the
    typed event itself, which the run's summary is folded from."""

    event: Event
    topic: str
    body: str
    body_sha256: str
    artifacts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Entry:
    """One recorded event: position `seq` in its run's chain, with the hashes that chain it.

    `body` is None once the run's content was deleted (a tombstone); the hashes stay.
    """

    run_id: str
    seq: int
    event_id: str
    type: str
    topic: str
    time: datetime
    producer: str
    causation_id: str | None
    body: str | None
    body_sha256: str
    prev_hash: str
    entry_hash: str


@dataclass(frozen=True)
class Head:
    """The run's newest entry as the store last wrote it: how many and the last hash."""

    count: int
    last_hash: str


@dataclass(frozen=True)
class RunSummary:
    """A run as `record list` shows it, folded from its events as they are recorded."""

    run_id: str
    status: RunStatus = "running"
    mode: str | None = None
    requested_by: str | None = None
    template_id: str | None = None
    question: str | None = None
    entity_ids: tuple[str, ...] = ()
    started_at: datetime | None = None
    ended_at: datetime | None = None
    answer_id: str | None = None
    error: str | None = None
    events: int = 0


@dataclass(frozen=True)
class Tombstone:
    """A run whose content was deleted: when, why, and how many artifacts went with it."""

    run_id: str
    deleted_at: datetime
    reason: str
    artifacts_deleted: int


@dataclass(frozen=True)
class RunQuery:
    """Filters of `record list`; each one set narrows the list."""

    requested_by: str | None = None
    template_id: str | None = None
    status: RunStatus | None = None
    entity_id: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    limit: int = 100
    #: runs whose requester ends with this text (the API's `@team:<team>`: a team's runs)
    requested_by_suffix: str | None = None
    #: skip this many of the matching runs (the pages after the first)
    offset: int = 0


@dataclass(frozen=True)
class Problem:
    """One thing `record verify` found wrong, naming where: the entry, or the artifact."""

    run_id: str
    what: str
    seq: int | None = None
    event_id: str | None = None
    artifact: str | None = None

    def __str__(self) -> str:
        where = [f"run {self.run_id}"]
        if self.seq is not None:
            where.append(f"entry {self.seq}")
        if self.event_id:
            where.append(f"event {self.event_id}")
        if self.artifact:
            where.append(f"artifact {self.artifact}")
        return f"{', '.join(where)}: {self.what}"


@dataclass
class Verification:
    """The outcome of verifying runs: what was checked and every problem found."""

    runs: int = 0
    entries: int = 0
    artifacts: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


class RecordStoreUnavailableError(Exception):
    """The record store's database is down or unreachable: the request was fine and is worth
    making again in `retry_after_s` (the API answers 503 with `Retry-After`, the recorder
    leaves the events to the bus's retries)."""

    def __init__(self, retry_after_s: float) -> None:
        super().__init__(f"the run record store is unavailable; retry in {retry_after_s:.1f} s")
        self.retry_after_s = retry_after_s
