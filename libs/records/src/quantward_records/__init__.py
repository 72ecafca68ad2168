"""The run record: an append-only, hash-chained log of every event of a run, artifacts stored
once by content hash, verification naming any change, and the views built on it."""

from quantward_records.model import (
    Entry,
    Head,
    NewRecord,
    Problem,
    RecordStoreUnavailableError,
    RunQuery,
    RunStatus,
    RunSummary,
    Tombstone,
    Verification,
)
from quantward_records.port import RecordStore
from quantward_records.recording import (
    RECORDED_TOPICS,
    RECORDER_GROUP,
    artifact_reader,
    prepare,
    recorded_events,
    restore,
)
from quantward_records.summary import summarise
from quantward_records.verify import verify_run

__all__ = [
    "RECORDED_TOPICS",
    "RECORDER_GROUP",
    "Entry",
    "Head",
    "NewRecord",
    "Problem",
    "RecordStore",
    "RecordStoreUnavailableError",
    "RunQuery",
    "RunStatus",
    "RunSummary",
    "Tombstone",
    "Verification",
    "artifact_reader",
    "prepare",
    "recorded_events",
    "restore",
    "summarise",
    "verify_run",
]
