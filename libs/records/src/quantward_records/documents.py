"""The record views as JSON documents: what `quantward record … --json` prints and the API
returns, built in one place so both say the same thing about a run."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from quantward_contracts import Event
from quantward_records.artifacts import MissingArtifactError, hydrate
from quantward_records.model import Entry, RunSummary
from quantward_records.port import RecordStore
from quantward_records.recording import artifact_reader, restore
from quantward_records.views import VIEWED_TYPES, Evidence, RunView


def summary_json(summary: RunSummary) -> dict[str, Any]:
    data = asdict(summary)
    for key in ("started_at", "ended_at"):
        data[key] = data[key].isoformat() if data[key] else None
    data["entity_ids"] = list(summary.entity_ids)
    return data


def viewed_events(store: RecordStore, entries: list[Entry]) -> list[Event]:
    """The recorded events a view reads, restored (deleted content is left out)."""
    viewed = [e for e in entries if e.body is not None and e.type in VIEWED_TYPES]
    artifact = artifact_reader(store, (e.body for e in viewed))
    return [restore(e, artifact) for e in viewed]


def run_view(store: RecordStore, run_id: str) -> RunView | None:
    """The run's view from its record; None when the record holds no entry of it."""
    entries = store.entries(run_id)
    if not entries:
        return None
    return RunView.of(run_id, viewed_events(store, entries))


def entry_documents(
    store: RecordStore, entries: list[Entry]
) -> tuple[list[dict[str, Any] | None], set[int]]:
    """Each entry's event as a document with its artifacts put back (None once deleted), and
    the seqs of the entries whose every artifact was found (the others keep their references)."""
    documents: list[dict[str, Any] | None] = []
    whole: set[int] = set()
    artifact = artifact_reader(store, (e.body for e in entries))
    for entry in entries:
        if entry.body is None:
            documents.append(None)
            continue
        try:
            value = hydrate(json.loads(entry.body), artifact)
            whole.add(entry.seq)
        except MissingArtifactError:
            value = json.loads(entry.body)
        documents.append(value if isinstance(value, dict) else None)
    return documents, whole


def timeline_json(
    entries: list[Entry], documents: list[dict[str, Any] | None]
) -> list[dict[str, Any]]:
    return [
        {
            "seq": e.seq,
            "time": e.time.isoformat(),
            "type": e.type,
            "producer": e.producer,
            "event_id": e.event_id,
            "causation_id": e.causation_id,
            "entry_hash": e.entry_hash,
            "event": document,
        }
        for e, document in zip(entries, documents, strict=True)
    ]


def evidence_json(view: RunView, item: Evidence) -> dict[str, Any]:
    """A citation with its source and the tool call behind it, and the passage's full text
    as the researcher returned it (None when the record does not hold it)."""
    source = item.source.data if item.source else None
    call = item.tool_call.data if item.tool_call else None
    passage = view.passage(item.citation.source_id, item.citation.chunk_id)
    return {
        "citation": item.citation.number,
        "title": item.citation.title,
        "published": str(item.citation.published or ""),
        "quote": item.citation.quote,
        "source_id": item.citation.source_id,
        "chunk_id": item.citation.chunk_id,
        "source_kind": source.kind if source else None,
        "synthetic": source.synthetic if source else item.citation.synthetic,
        "content_hash": source.content_hash if source else None,
        "tool": call.tool if call else None,
        "tool_arguments": call.arguments if call else None,
        "passage": None
        if passage is None
        else {
            "chunk_id": passage.chunk_id,
            "document_id": passage.document_id,
            "text": passage.text,
            "start": passage.start,
            "end": passage.end,
        },
    }


def contracts_json(view: RunView) -> list[dict[str, Any]]:
    return [
        {
            "version": c.version,
            "status": c.status,
            "reason": c.reason,
            "proposed_at": c.proposed_at.isoformat(),
            "contract": c.contract.model_dump(mode="json"),
            "checks": [k.model_dump(mode="json") for k in c.checks],
        }
        for c in view.contracts
    ]


def checks_json(view: RunView) -> list[dict[str, Any]]:
    return [{"subject": c.subject, **c.check.model_dump(mode="json")} for c in view.checks]


def reviews_json(view: RunView) -> dict[str, Any]:
    """The Guardian's reviews in order, and its ledger: each concern as the latest review left
    it."""
    return {
        "reviews": [
            {
                "review_id": r.review_id,
                "stage": r.stage,
                "decision": r.decision,
                "summary": r.summary,
                "concerns": [c.model_dump(mode="json") for c in r.concerns],
                "requested_changes": list(r.requested_changes),
                "subject_id": r.subject_id,
                "subject_version": r.subject_version,
                "subject_hash": r.subject_hash,
            }
            for r in view.reviews
        ],
        "ledger": [c.model_dump(mode="json") for c in view.ledger],
    }


def constraints_json(view: RunView) -> list[dict[str, Any]]:
    return [
        {
            "constraint": o.constraint.name,
            "value": o.constraint.value,
            "provenance": o.kind,
            "ref": o.ref,
            "text": o.text,
        }
        for o in view.constraint_origins()
    ]
