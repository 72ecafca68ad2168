"""The record store port: append-only run records, artifacts by hash, summaries.

Synchronous on purpose (SQLite and psycopg are); the recorder calls it from worker threads.
Every adapter passes one contract suite (`tests/contract/test_record_store.py`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from datetime import datetime
from typing import Protocol

from quantward_records.chain import Fold
from quantward_records.model import Entry, Head, NewRecord, RunQuery, RunSummary, Tombstone


class RecordStore(Protocol):
    def append(
        self,
        run_id: str,
        records: Sequence[NewRecord],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        """Append the records not yet in the run's record (by event id), in order, chained to
        its head, in one transaction that also stores their artifacts and folds them into the
        run's summary; returns the entries written. Safe against concurrent appends to the
        same run (by other threads or processes): each appends after the other."""
        ...

    def append_many(
        self,
        batches: Sequence[tuple[str, Sequence[NewRecord]]],
        artifacts: Mapping[str, bytes],
        fold: Fold,
    ) -> list[Entry]:
        """`append` for several runs in one transaction (the recorder's group commit): all or
        nothing; returns every entry written."""
        ...

    def contains(self, run_id: str, event_id: str) -> bool:
        """Whether the event is already in the run's record."""
        ...

    def entries(self, run_id: str) -> list[Entry]:
        """The run's entries in chain order."""
        ...

    def head(self, run_id: str) -> Head | None: ...

    def artifact(self, sha256: str) -> bytes | None:
        """The artifact's bytes as stored (None if absent); verification hashes them."""
        ...

    def artifacts(self, hashes: Collection[str]) -> dict[str, bytes]:
        """The artifacts of `hashes` the store holds (absent ones left out), read at once."""
        ...

    def summary(self, run_id: str) -> RunSummary | None: ...

    def runs(self, query: RunQuery) -> list[RunSummary]:
        """Summaries matching every filter set, newest first."""
        ...

    def run_ids(self) -> list[str]:
        """Every recorded run, for verifying all of them."""
        ...

    def tombstone(self, run_id: str, reason: str, at: datetime) -> Tombstone:
        """Delete the run's content (bodies, and artifacts no other run uses); keep the chain
        of hashes so it still verifies, and record why."""
        ...

    def tombstone_of(self, run_id: str) -> Tombstone | None: ...

    def close(self) -> None: ...
