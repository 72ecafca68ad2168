"""The commitment boundary at release: only the approved candidate, with its evidence, goes out.

An answer is released only when the text about to be released hashes to the candidate the
checks approved (the Guardian's final review when it runs, else the draft the grounder and the
validator passed), and the evidence it promises is in the run: the grounder's resolution of
that draft with no mark left unresolved, a registered source behind every citation, and every
computation the draft carries among the run's sources. Anything else is refused — the caller
records the refusal (`run.boundary_refused`) and the run fails rather than release it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from quantward_contracts.values import Citation, Computation
from quantward_orchestrator.state import RunState


@dataclass(frozen=True)
class Candidate:
    """What is about to be released, and the draft event it came from."""

    answer_id: str
    text: str
    citations: Sequence[Citation]
    computations: Sequence[Computation]
    draft_event_id: str

    @property
    def content_hash(self) -> str:
        return text_hash(self.text)


def text_hash(text: str) -> str:
    """sha256 of a text, hex: the hash a review records as its subject and a release carries."""
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True)
class Refusal:
    reason: str
    candidate_hash: str
    approved_hash: str | None


def refusal(state: RunState, candidate: Candidate, approved_hash: str | None) -> Refusal | None:
    """Why `candidate` may not be released (None: it may)."""
    digest = candidate.content_hash

    def refused(reason: str) -> Refusal:
        return Refusal(reason, digest, approved_hash)

    if approved_hash is None:
        return refused("no check approved a candidate; nothing may be released")
    if digest != approved_hash:
        return refused(
            f"the candidate's content hash {digest[:12]}… differs from the approved one "
            f"{approved_hash[:12]}…: it changed after approval"
        )
    draft = state.draft(candidate.draft_event_id)
    if draft is None:
        return refused("the candidate's draft is not in the run")
    if draft.unresolved is None:
        return refused("the grounder's check of the candidate's draft is not in the run")
    if draft.unresolved:
        return refused(f"marks left unresolved: {', '.join(draft.unresolved)}")
    known = {s.source_id for s in state.sources}
    missing = sorted(
        {c.source_id for c in candidate.citations} | {c.source_id for c in candidate.computations}
    )
    missing = [m for m in missing if m not in known]
    if missing:
        return refused(f"promised evidence is not in the run: source(s) {', '.join(missing)}")
    return None


__all__ = ["Candidate", "Refusal", "refusal", "text_hash"]
