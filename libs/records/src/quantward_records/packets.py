"""The two decisions of a run an auditor must be able to justify, each as one packet.

- **Acceptance** (plan commit): the accepted contract version, the validator's checks on it, the
  Guardian's decision that accepted it (with the hash of what it reviewed), the concern ledger
  as that decision left it, and where each constraint came from.
- **Commitment** (release): the released answer with its content hash, the hash the final review
  approved, the validator's checks and the grounder's resolution of that version, the Guardian's
  decision, and each citation with its passage, source and the tool call behind it.

A packet names the parts it could not find in the record (`missing`); a packet with nothing
missing is complete. Both are built from `RunView` alone (pure), and export as plain JSON.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Literal

from quantward_contracts.values import CheckResult, Concern
from quantward_records.views import ContractVersion, Evidence, Review, RunView

PacketKind = Literal["acceptance", "commitment"]


@dataclass
class AcceptancePacket:
    run_id: str
    contract_id: str | None = None
    contract: ContractVersion | None = None
    review: Review | None = None
    ledger: list[Concern] = field(default_factory=list)
    constraints: list[dict[str, Any]] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.missing


@dataclass
class CommitmentPacket:
    run_id: str
    answer_id: str | None = None
    version: int | None = None
    text: str | None = None
    content_hash: str | None = None
    #: the released text hashes to the released content hash
    text_matches_hash: bool = False
    approved_hash: str | None = None
    checks: tuple[CheckResult, ...] = ()
    unresolved: tuple[str, ...] = ()
    review: Review | None = None
    evidence: list[Evidence] = field(default_factory=list)
    refusals: list[dict[str, Any]] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.missing


def acceptance_packet(view: RunView) -> AcceptancePacket:
    """Everything that justifies the plan commit (the accepted contract version)."""
    packet = AcceptancePacket(view.run_id)
    accepted = view.accepted_contract
    if accepted is None:
        packet.missing.append("an accepted contract version")
        return packet
    packet.contract = accepted
    packet.contract_id = next(
        (r.subject_id for r in view.reviews if r.stage == "plan" and r.subject_id), None
    )
    if not accepted.checks:
        packet.missing.append(f"the validator's checks of contract v{accepted.version}")
    decided = [
        (i, r)
        for i, r in enumerate(view.reviews)
        if r.stage == "plan" and r.subject_version == accepted.version and r.decision == "accept"
    ]
    if decided:
        index, packet.review = decided[-1]
        packet.ledger = _ledger(view.reviews[: index + 1])
    else:
        packet.missing.append(f"the Guardian's acceptance of contract v{accepted.version}")
    for origin in view.constraint_origins():
        packet.constraints.append(
            {
                "name": origin.constraint.name,
                "value": origin.constraint.value,
                "provenance": origin.kind,
                "ref": origin.ref,
                "text": origin.text,
            }
        )
        if origin.kind == "user_message" and (origin.ref or "") not in view.messages:
            packet.missing.append(f"the user message behind constraint {origin.constraint.name}")
    return packet


def commitment_packet(view: RunView) -> CommitmentPacket:
    """Everything that justifies the release (the released answer)."""
    packet = CommitmentPacket(view.run_id)
    packet.refusals = [
        r.data.model_dump(mode="json") for r in view.refusals if r.data.boundary == "commitment"
    ]
    released = view.released
    if released is None:
        packet.missing.append("a released answer")
        return packet
    data = released.data
    packet.answer_id, packet.version, packet.text = data.answer_id, data.version, data.text
    packet.content_hash = data.content_hash
    packet.text_matches_hash = hashlib.sha256(data.text.encode()).hexdigest() == data.content_hash
    if not packet.text_matches_hash:
        packet.missing.append("a released text that hashes to its content hash")
    finals = [
        r
        for r in view.reviews
        if r.stage == "final" and r.subject_id == data.answer_id and r.decision == "accept"
    ]
    if finals:
        packet.review = finals[-1]
        packet.approved_hash = packet.review.subject_hash
        if packet.approved_hash != data.content_hash:
            packet.missing.append("the final review's approval of the released text")
    else:
        packet.missing.append("the Guardian's final acceptance of the answer")
    checks = view.answer_checks.get(data.version)
    if checks is None:
        packet.missing.append(f"the validator's checks of answer v{data.version}")
    else:
        packet.checks = checks
    groundings = [g for g in view.groundings if g.data.answer_id == data.answer_id]
    if groundings:
        packet.unresolved = tuple(u.mark for u in groundings[-1].data.unresolved)
    else:
        packet.missing.append("the grounder's resolution of the answer's citations")
    for citation in data.citations:
        found = view.evidence(citation.number)
        if found is None or found.source is None:
            packet.missing.append(f"the source of citation [{citation.number}]")
            continue
        packet.evidence.append(found)
    return packet


def _ledger(reviews: list[Review]) -> list[Concern]:
    latest: dict[str, Concern] = {}
    for review in reviews:
        for concern in review.concerns:
            latest[concern.concern_id] = concern
    return list(latest.values())


# --- JSON -------------------------------------------------------------------------------------


def _review_json(review: Review | None) -> dict[str, Any] | None:
    if review is None:
        return None
    return {
        "review_id": review.review_id,
        "stage": review.stage,
        "decision": review.decision,
        "summary": review.summary,
        "subject_id": review.subject_id,
        "subject_version": review.subject_version,
        "subject_hash": review.subject_hash,
        "concerns": [c.model_dump(mode="json") for c in review.concerns],
        "requested_changes": list(review.requested_changes),
    }


def _evidence_json(view: RunView, found: Evidence) -> dict[str, Any]:
    citation = found.citation
    source = found.source.data if found.source is not None else None
    passage = view.passage(citation.source_id, citation.chunk_id)
    shared = view.shared.get(citation.source_id)
    call = found.tool_call.data if found.tool_call is not None else None
    return {
        "number": citation.number,
        "source_id": citation.source_id,
        "chunk_id": citation.chunk_id,
        "quote": citation.quote,
        "passage": passage.text if passage else None,
        "document_id": passage.document_id if passage else None,
        "title": source.title if source else citation.title,
        "source_kind": source.kind if source else None,
        "content_hash": source.content_hash if source else None,
        "computation": shared.content if shared and shared.kind == "computation" else None,
        "tool": call.tool if call else (source.tool_name if source else None),
        "tool_arguments": dict(call.arguments) if call else None,
    }


def packet_json(view: RunView, packet: AcceptancePacket | CommitmentPacket) -> dict[str, Any]:
    """The packet as plain JSON (what `record show --packet …` prints with `--json`)."""
    if isinstance(packet, AcceptancePacket):
        contract = packet.contract
        return {
            "packet": "acceptance",
            "run_id": packet.run_id,
            "complete": packet.complete,
            "missing": packet.missing,
            "contract_id": packet.contract_id,
            "contract_version": contract.version if contract else None,
            "contract": contract.contract.model_dump(mode="json") if contract else None,
            "checks": [c.model_dump(mode="json") for c in contract.checks] if contract else [],
            "review": _review_json(packet.review),
            "ledger": [c.model_dump(mode="json") for c in packet.ledger],
            "constraints": packet.constraints,
        }
    return {
        "packet": "commitment",
        "run_id": packet.run_id,
        "complete": packet.complete,
        "missing": packet.missing,
        "answer_id": packet.answer_id,
        "version": packet.version,
        "text": packet.text,
        "content_hash": packet.content_hash,
        "text_matches_hash": packet.text_matches_hash,
        "approved_hash": packet.approved_hash,
        "checks": [c.model_dump(mode="json") for c in packet.checks],
        "unresolved": list(packet.unresolved),
        "review": _review_json(packet.review),
        "citations": [_evidence_json(view, e) for e in packet.evidence],
        "refusals": packet.refusals,
    }


def packet(view: RunView, kind: PacketKind) -> AcceptancePacket | CommitmentPacket:
    return acceptance_packet(view) if kind == "acceptance" else commitment_packet(view)


__all__ = [
    "AcceptancePacket",
    "CommitmentPacket",
    "PacketKind",
    "acceptance_packet",
    "commitment_packet",
    "packet",
    "packet_json",
]
