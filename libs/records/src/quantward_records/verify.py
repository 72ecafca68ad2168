"""Verification of a run's record (pure): every link of the chain, every body, every artifact.

Names each problem at its place: a changed body (its hash no longer matches), a changed,
inserted, removed or reordered entry (a broken link or position), entries missing at the end
(the head counts more), an artifact removed or changed (missing, or its bytes hash to another
name). A tombstoned run's bodies and unshared artifacts are gone on purpose; its chain of hashes
still verifies.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from quantward_records.artifacts import references
from quantward_records.chain import GENESIS, link, sha256_hex
from quantward_records.model import Entry, Head, Problem, Tombstone, Verification


def verify_run(
    run_id: str,
    entries: Sequence[Entry],
    head: Head | None,
    blob: Callable[[str], bytes | None],
    tombstone: Tombstone | None = None,
    into: Verification | None = None,
) -> Verification:
    """Check one run's record; problems are added to `into` (a fresh result if None)."""
    result = into or Verification()
    result.runs += 1
    problems = result.problems
    prev = GENESIS
    checked_artifacts: set[str] = set()
    for position, entry in enumerate(entries):
        result.entries += 1

        def problem(what: str, e: Entry = entry) -> None:
            problems.append(Problem(run_id, what, seq=e.seq, event_id=e.event_id))

        if entry.seq != position:
            problem(f"is at position {position} of the chain but says it is entry {entry.seq}")
        if entry.prev_hash != prev:
            problem(
                "does not follow the entry before it (an entry was changed, removed or inserted)"
            )
        if entry.entry_hash != link(entry.prev_hash, entry.seq, entry.event_id, entry.body_sha256):
            problem("its hash does not match its contents (the entry was changed)")
        prev = entry.entry_hash
        if entry.body is None:
            if tombstone is None:
                problem("its body is missing and the run has no tombstone")
            continue
        if sha256_hex(entry.body.encode()) != entry.body_sha256:
            problem("its body was changed (the body's hash does not match)")
            continue
        for artifact in _artifacts_of(entry.body):
            _check_artifact(run_id, entry, artifact, blob, checked_artifacts, result)
    if head is None:
        if entries:
            problems.append(Problem(run_id, "has entries but no head"))
    elif head.count != len(entries) or (entries and head.last_hash != entries[-1].entry_hash):
        problems.append(
            Problem(
                run_id,
                f"the head counts {head.count} entries ending in {head.last_hash[:12]}…, the "
                f"chain has {len(entries)} (entries were removed or added at the end)",
            )
        )
    return result


def _artifacts_of(body: str) -> list[str]:
    try:
        return list(references(json.loads(body)))
    except ValueError:
        return []


def _check_artifact(
    run_id: str,
    entry: Entry,
    artifact: str,
    blob: Callable[[str], bytes | None],
    checked: set[str],
    result: Verification,
) -> None:
    """The artifact exists and hashes to its name, and so does every artifact inside it."""
    if artifact in checked:
        return
    checked.add(artifact)
    result.artifacts += 1
    raw = blob(artifact)
    if raw is None or sha256_hex(raw) != artifact:
        what = "the artifact is missing" if raw is None else "the artifact was changed"
        result.problems.append(
            Problem(run_id, what, seq=entry.seq, event_id=entry.event_id, artifact=artifact)
        )
        return
    for inner in _artifacts_of(raw.decode()):
        _check_artifact(run_id, entry, inner, blob, checked, result)
