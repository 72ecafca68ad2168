"""Replay a recorded run's decisions with today's code, and report where they come out otherwise.

Every decision the record holds is taken again from the inputs the record holds:

- **contract checks** — the validator's `contract_verdict` on each recorded proposal, against
  the recorded `contract.validated`;
- **answer checks** — `answer_verdict` on each recorded draft (on the market data), against
  `answer.validated`;
- **grounding** — each draft grounded against the sources the run registered (the grounder's
  own registry; it waits for a draft's sources, which the record may hold after the draft),
  against `citations.resolved`: the same marks resolved and rejected;
- **Guardian gate** — each review re-run by the Guardian with today's tools and ledger rule,
  its model answering from the record (the completions recorded for that review, in order), so
  a run recorded against a real endpoint replays without it; against `review.decided`;
- **release** — the released answer's hash equals the hash of the candidate the last final
  review approved, and is the hash of its text.

Nothing is published and no model is called. A changed validator rule, grounding rule, Guardian
rule or recorded artifact shows as a divergence at the step (the record's entry) it changes.
"""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from quantward_agents.recorded import recorded_completion
from quantward_contracts import Event
from quantward_contracts.events import (
    AgentModelCalled,
    AnswerDrafted,
    AnswerReleased,
    AnswerValidated,
    CitationsResolved,
    ContractProposed,
    ContractValidated,
    ReviewDecided,
    ReviewRequested,
    SourceRegistered,
)
from quantward_contracts.values import CheckResult
from quantward_llm.port import ChatRequest, Completion, LLMError, TextDelta
from quantward_platform.market_data import MarketData

DecisionKind = Literal["contract checks", "answer checks", "grounding", "guardian", "release"]


@dataclass(frozen=True)
class Step:
    """One decision taken again: where it is in the record, and whether it came out the same."""

    seq: int
    kind: DecisionKind
    subject: str
    same: bool
    detail: str = ""


@dataclass
class Replay:
    run_id: str
    steps: list[Step] = field(default_factory=list)

    @property
    def diverged(self) -> list[Step]:
        return [s for s in self.steps if not s.same]


def _checks_differ(recorded: Sequence[CheckResult], replayed: Sequence[CheckResult]) -> str:
    """What differs between two check lists ('' if the same verdicts with the same words)."""
    before = {c.check_id: c for c in recorded}
    after = {c.check_id: c for c in replayed}
    problems = []
    for check_id in sorted(before.keys() | after.keys()):
        old, new = before.get(check_id), after.get(check_id)
        if old is None or new is None:
            problems.append(f"{check_id} {'added' if old is None else 'gone'}")
        elif old.passed != new.passed:
            verdict = "passes" if new.passed else "fails"
            problems.append(f"{check_id} now {verdict}: {new.message[:160]}")
        elif old.message != new.message:
            problems.append(f"{check_id} says otherwise: {new.message[:160]}")
    return "; ".join(problems)


class RecordedModel:
    """A `ChatModel` that answers from the record: the completions recorded for one review, in
    the order they were made; asking for more than the record holds is an error."""

    name = "recorded"

    def __init__(self, completions: Sequence[Completion]) -> None:
        self._left = list(completions)

    async def complete(self, request: ChatRequest) -> Completion:
        if not self._left:
            raise LLMError("the record holds no further model answer for this review")
        return self._left.pop(0)

    async def stream(self, request: ChatRequest) -> AsyncIterator[TextDelta | Completion]:
        yield await self.complete(request)


async def replay(
    run_id: str, records: Sequence[tuple[int, Event]], market_data: MarketData
) -> Replay:
    """Take every decision of the recorded run again; `records` are (seq, event) in order."""
    from quantward_grounder.domain import GrounderState
    from quantward_grounding import ground
    from quantward_guardian.app import Reviewer
    from quantward_guardian.domain import Ledger
    from quantward_guardian.settings import GuardianSettings
    from quantward_guardian.tools import GuardianTools
    from quantward_validation.reading_day import read_as_of
    from quantward_validator.domain import answer_verdict, contract_verdict

    result = Replay(run_id)
    replies: dict[str, list[tuple[int, Event]]] = {}
    for seq, event in records:
        if event.causation_id is not None:
            replies.setdefault(event.causation_id, []).append((seq, event))
    # The grounder waits for a draft's sources (they travel on another topic than the draft, so
    # the record may hold them after it): ground against every source the run registered.
    grounder = GrounderState()
    for _, event in records:
        if isinstance(event, SourceRegistered):
            grounder.add_source(event)
    ledger = Ledger()
    guardian_tools = GuardianTools(market_data)
    approved_hash: str | None = None

    def reply(cause: Event, kind: type[Any]) -> tuple[int, Any] | None:
        return next(
            ((s, e) for s, e in replies.get(cause.event_id, []) if isinstance(e, kind)), None
        )

    for seq, event in records:
        if isinstance(event, ContractProposed):
            recorded = reply(event, ContractValidated)
            if recorded is not None:
                verdict = contract_verdict(event)
                detail = _checks_differ(recorded[1].data.checks, verdict.checks)
                subject = f"contract v{event.data.version}"
                result.steps.append(
                    Step(recorded[0], "contract checks", subject, not detail, detail)
                )
        elif isinstance(event, AnswerDrafted):
            validated = reply(event, AnswerValidated)
            if validated is not None:
                answer = answer_verdict(event, market_data=market_data)
                detail = _checks_differ(validated[1].data.checks, answer.checks)
                subject = f"answer v{event.data.version}"
                result.steps.append(
                    Step(validated[0], "answer checks", subject, not detail, detail)
                )
            resolved = reply(event, CitationsResolved)
            if resolved is not None:
                grounded = ground(grounder.registry(run_id), event.data.text)
                recorded_marks = sorted(u.mark for u in resolved[1].data.unresolved)
                replayed_marks = sorted(r.mark for r in grounded.rejected)
                recorded_cites = [(c.number, c.source_id) for c in resolved[1].data.citations]
                replayed_cites = [(c.number, c.source_id) for c in grounded.citations]
                detail = ""
                if recorded_marks != replayed_marks:
                    detail = f"unresolved marks {recorded_marks} → {replayed_marks}"
                elif recorded_cites != replayed_cites:
                    detail = "the marks resolve to other sources"
                subject = f"answer v{event.data.version}"
                result.steps.append(Step(resolved[0], "grounding", subject, not detail, detail))
        elif isinstance(event, ReviewRequested) and event.data.bundle is not None:
            decided = reply(event, ReviewDecided)
            if decided is None:
                continue
            review_id = event.data.review_id
            completions = [
                c
                for _, e in records
                if isinstance(e, AgentModelCalled)
                and e.data.role == "guardian"
                and e.data.agent_id.startswith(f"guardian-{review_id}-")
                and (c := recorded_completion(e)) is not None
            ]
            reviewer = Reviewer(GuardianSettings(), RecordedModel(completions), guardian_tools)
            ledger.recall(event.data.bundle.ledger)
            with read_as_of(event.time.date()):  # read as the recorded review read it
                again = await reviewer.review(
                    event.data.bundle, ledger, review_id=review_id, run_id=run_id
                )
            before = decided[1].data
            detail = ""
            if again.decision != before.decision:
                detail = f"{before.decision} → {again.decision}: {again.summary[:160]}"
            elif sorted(c.concern_id for c in again.concerns) != sorted(
                c.concern_id for c in before.concerns
            ):
                detail = "other concerns: " + ", ".join(c.concern_id for c in again.concerns)
            subject = f"{event.data.stage} review {review_id}"
            result.steps.append(Step(decided[0], "guardian", subject, not detail, detail))
            if event.data.stage == "final" and before.decision == "accept":
                approved_hash = event.data.subject_hash
        elif isinstance(event, AnswerReleased):
            text_hash = hashlib.sha256(event.data.text.encode()).hexdigest()
            detail = ""
            if event.data.content_hash != text_hash:
                detail = "the released text does not hash to the released content hash"
            elif approved_hash is not None and approved_hash != text_hash:
                detail = "the released answer is not the candidate the final review approved"
            result.steps.append(Step(seq, "release", event.data.answer_id, not detail, detail))
    return result
