"""What an auditor reads from a run's record, built from its events (pure).

`RunView.of(events)` gathers the run's inputs, contract versions with their verdicts and
statuses, plans, delegations, reviews with the Guardian's ledger, every exact check and the
released citations; the evidence look-ups follow a citation to its passage and source, a
computed source to the tool call that produced it, and a constraint to the user message or
mandate clause it came from.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Final

from quantward_contracts import Event
from quantward_contracts.events import (
    AgentToolCalled,
    AnswerReleased,
    AnswerValidated,
    CitationsResolved,
    ClarificationAnswered,
    ClarificationRequested,
    ConcernsCarried,
    ContractProposed,
    ContractStatusChanged,
    ContractValidated,
    ReviewDecided,
    ReviewRequested,
    RunBoundaryRefused,
    RunPlanned,
    RunRequested,
    SourceRegistered,
    TaskCompleted,
    TaskDelegated,
)
from quantward_contracts.values import (
    CheckResult,
    Citation,
    Concern,
    Constraint,
    PlanPart,
    ResearchContractBody,
    SharedPassage,
    SharedSource,
)


@dataclass
class ContractVersion:
    version: int
    contract: ResearchContractBody
    proposed_at: datetime
    status: str = "proposed"
    reason: str = ""
    checks: tuple[CheckResult, ...] = ()


@dataclass
class Delegation:
    task_id: str
    part_id: str | None
    instructions: str
    status: str = "delegated"
    answer: str = ""
    citations: int = 0
    tool_calls: int = 0
    error: str | None = None


@dataclass
class Review:
    review_id: str
    stage: str
    decision: str
    summary: str
    concerns: tuple[Concern, ...]
    requested_changes: tuple[str, ...]
    #: what was reviewed: the contract or answer, its version and the hash of the exact text
    subject_id: str | None = None
    subject_version: int | None = None
    subject_hash: str | None = None


@dataclass
class Check:
    subject: str  # "contract v2", "answer v1"
    check: CheckResult


@dataclass
class ConstraintOrigin:
    """Where a constraint came from: the words of the user or the mandate, or an assumption."""

    constraint: Constraint
    kind: str  # "user_message", "mandate_clause", "assumption"
    text: str  # the message or clause text, or the rationale
    ref: str | None


@dataclass
class Evidence:
    """A citation with the passage it quotes and the source (and tool call) behind it."""

    citation: Citation
    source: SourceRegistered | None
    tool_call: AgentToolCalled | None


#: the event types a view reads; the rest of a run's record (progress, model calls) is skipped
VIEWED_TYPES: Final = frozenset(
    t.model_fields["type"].default
    for t in (
        AgentToolCalled, AnswerReleased, AnswerValidated, ClarificationAnswered,
        ClarificationRequested, ContractProposed, ContractStatusChanged, ContractValidated,
        ReviewDecided, RunPlanned, RunRequested, SourceRegistered, TaskCompleted, TaskDelegated,
        ReviewRequested, CitationsResolved, RunBoundaryRefused, ConcernsCarried,
    )
)  # fmt: skip


@dataclass
class RunView:
    run_id: str
    request: RunRequested | None = None
    contracts: list[ContractVersion] = field(default_factory=list)
    plans: list[tuple[int, tuple[PlanPart, ...]]] = field(default_factory=list)
    delegations: list[Delegation] = field(default_factory=list)
    reviews: list[Review] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    citations: tuple[Citation, ...] = ()
    answer: str | None = None
    sources: dict[str, SourceRegistered] = field(default_factory=dict)
    tool_calls: dict[str, AgentToolCalled] = field(default_factory=dict)
    #: user messages by id: the request and every clarification answer
    messages: dict[str, str] = field(default_factory=dict)
    released: AnswerReleased | None = None
    #: the grounder's resolutions of the answer's drafts, in record order
    groundings: list[CitationsResolved] = field(default_factory=list)
    #: the answer checks by draft version
    answer_checks: dict[int, tuple[CheckResult, ...]] = field(default_factory=dict)
    #: what the boundaries refused
    refusals: list[RunBoundaryRefused] = field(default_factory=list)
    #: the sources the researchers returned, content and passages attached, by source id
    shared: dict[str, SharedSource] = field(default_factory=dict)
    #: the open concerns the run carried from its strategy's previous run (None: it carried none)
    carried: ConcernsCarried | None = None
    #: the sources a conversation's earlier turns cited, given to this run (by content hash)
    given: dict[str, SharedSource] = field(default_factory=dict)

    @classmethod
    def of(cls, run_id: str, events: Iterable[Event]) -> RunView:
        view = cls(run_id)
        questions: dict[str, str] = {}
        requested: dict[str, ReviewRequested] = {}
        for event in events:
            view._add(event, questions, requested)
        return view

    def _add(
        self, event: Event, questions: dict[str, str], requested: dict[str, ReviewRequested]
    ) -> None:
        if isinstance(event, ReviewRequested):
            requested[event.data.review_id] = event
        elif isinstance(event, CitationsResolved):
            if event.data.answer_id is not None:
                self.groundings.append(event)
        elif isinstance(event, RunBoundaryRefused):
            self.refusals.append(event)
        elif isinstance(event, ConcernsCarried):
            if self.carried is None:
                self.carried = event
        elif isinstance(event, RunRequested):
            self.request = event
            for carried in event.data.grounding:
                self.given.setdefault(carried.source.content_hash, carried.source)
            if event.data.message_id:
                self.messages[event.data.message_id] = event.data.question or (
                    f"template {event.data.template_id} with inputs {event.data.inputs}"
                )
        elif isinstance(event, ClarificationRequested):
            questions[event.data.clarification_id] = event.data.question
        elif isinstance(event, ClarificationAnswered):
            if event.data.message_id:
                asked = questions.get(event.data.clarification_id, "")
                self.messages[event.data.message_id] = f"{asked} → {event.data.answer}"
        elif isinstance(event, ContractProposed):
            self.contracts.append(
                ContractVersion(event.data.version, event.data.contract, event.time)
            )
        elif isinstance(event, ContractValidated):
            version = self._contract(event.data.version)
            if version is not None:
                version.checks = event.data.checks
            self.checks += [Check(f"contract v{event.data.version}", c) for c in event.data.checks]
        elif isinstance(event, ContractStatusChanged):
            version = self._contract(event.data.version)
            if version is not None:
                version.status, version.reason = event.data.status, event.data.reason
        elif isinstance(event, RunPlanned):
            self.plans.append((event.data.version, event.data.parts))
        elif isinstance(event, TaskDelegated):
            data = event.data
            self.delegations.append(Delegation(data.task_id, data.part_id, data.instructions))
        elif isinstance(event, TaskCompleted):
            done = next((d for d in self.delegations if d.task_id == event.data.task_id), None)
            if done is not None:
                done.status, done.answer = event.data.status, event.data.answer
                done.citations, done.tool_calls = len(event.data.citations), event.data.tool_calls
                done.error = event.data.error
            for source in event.data.sources:
                self.shared.setdefault(source.source_id, source)
        elif isinstance(event, ReviewDecided):
            d = event.data
            review_asked = requested.get(d.review_id)
            self.reviews.append(
                Review(
                    d.review_id,
                    d.stage,
                    d.decision,
                    d.summary,
                    d.concerns,
                    d.requested_changes,
                    review_asked.data.subject_id if review_asked else None,
                    review_asked.data.subject_version if review_asked else None,
                    review_asked.data.subject_hash if review_asked else None,
                )
            )
        elif isinstance(event, AnswerValidated):
            self.checks += [Check(f"answer v{event.data.version}", c) for c in event.data.checks]
            self.answer_checks[event.data.version] = event.data.checks
        elif isinstance(event, AnswerReleased):
            self.citations, self.answer = event.data.citations, event.data.text
            self.released = event
        elif isinstance(event, SourceRegistered):
            self.sources[event.data.source_id] = event
            given = self.given.get(event.data.content_hash)
            if given is not None and event.data.source_id not in self.shared:
                # a carried source, registered under this run's id: the same content, passages
                self.shared[event.data.source_id] = given.model_copy(
                    update={"source_id": event.data.source_id}
                )
        elif isinstance(event, AgentToolCalled):
            self.tool_calls[event.data.tool_call_id] = event

    def _contract(self, version: int) -> ContractVersion | None:
        return next((c for c in reversed(self.contracts) if c.version == version), None)

    @property
    def accepted_contract(self) -> ContractVersion | None:
        return next((c for c in reversed(self.contracts) if c.status == "accepted"), None)

    @property
    def ledger(self) -> list[Concern]:
        """Each concern as the latest review left it; a carried one the run's reviews never
        mentioned as it was carried."""
        latest: dict[str, Concern] = {}
        if self.carried is not None:
            latest.update((c.concern_id, c) for c in self.carried.data.concerns)
        for review in self.reviews:
            for concern in review.concerns:
                latest[concern.concern_id] = concern
        return list(latest.values())

    # --- evidence ---------------------------------------------------------------------------

    def evidence(self, number: int) -> Evidence | None:
        """Citation `[number]` of the released answer with its source and tool call."""
        citation = next((c for c in self.citations if c.number == number), None)
        if citation is None:
            return None
        source = self.sources.get(citation.source_id)
        call = None
        if source is not None and source.data.tool_call_id:
            call = self.tool_calls.get(source.data.tool_call_id)
        return Evidence(citation, source, call)

    def passage(self, source_id: str, chunk_id: str | None) -> SharedPassage | None:
        """The cited passage (with its document id) as the researcher returned it."""
        source = self.shared.get(source_id)
        if source is None:
            return None
        return next(
            (p for p in source.passages if chunk_id is None or p.chunk_id == chunk_id), None
        )

    def constraint_origins(self) -> list[ConstraintOrigin]:
        """Every constraint of the accepted contract (else the latest) with its origin."""
        contract = self.accepted_contract or (self.contracts[-1] if self.contracts else None)
        if contract is None:
            return []
        origins = []
        for constraint in contract.contract.constraints:
            ref = constraint.provenance_ref
            if constraint.provenance == "user_message":
                text = self.messages.get(ref or "", "(the message is not in the record)")
            elif constraint.provenance == "mandate_clause":
                text = f"mandate clause {ref}" if ref else "(no clause named)"
            else:
                text = constraint.rationale or "(no rationale given)"
            origins.append(ConstraintOrigin(constraint, constraint.provenance, text, ref))
        return origins
