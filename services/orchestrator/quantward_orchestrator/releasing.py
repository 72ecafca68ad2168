"""From a draft to a released answer: the grounder's check, the validator, the Guardian.

The citations of a draft are the researchers' (they grounded their answers); the grounder's
`citations.resolved` is the independent gate: a mark it cannot resolve sends the draft back for
repair, as do the validator's failed checks and the Guardian's requested changes. Only a draft
that all of them accept is released.
"""

from __future__ import annotations

import asyncio

from quantward_agents.briefs import REPAIR_MARKER
from quantward_agents.loop import Agent
from quantward_contracts import SourceRef
from quantward_contracts.events import (
    AnswerDrafted,
    AnswerDraftedData,
    AnswerReleased,
    AnswerReleasedData,
    AnswerValidated,
    BoundaryRefusedData,
    CitationsResolved,
    RunBoundaryRefused,
    RunCompletedData,
)
from quantward_llm.port import Message
from quantward_orchestrator import reviews
from quantward_orchestrator.citing import cite
from quantward_orchestrator.commitment import Candidate, refusal, text_hash
from quantward_orchestrator.gateway import Expected, MissingRepliesError
from quantward_orchestrator.handoff import draft_contract
from quantward_orchestrator.journal import Run, RunFailedError


def _unresolved(marks: list[str]) -> list[str]:
    return [
        f"citation {m} does not resolve to anything the run retrieved" for m in dict.fromkeys(marks)
    ]


async def release(run: Run, agent: Agent, messages: list[Message], draft: str) -> None:
    """Check, validate and review each draft; repair what they find; release only a draft
    that every check and the Guardian accept."""
    answer_id = run.ids.derive("ans")
    settings = run.settings
    rounds = 1 + settings.orchestrator_review_rounds
    for version in range(1, rounds + 1):
        await run.progress("grounding", f"checking the citations of draft {version}")
        cited = cite(draft, run.state.returned_citations)
        # the information boundary: a draft answers to the accepted contract version only
        handed = draft_contract(run.state)
        contract = handed["contract"]
        drafted = run.stamp(
            AnswerDrafted(
                **run.envelope(),
                entity_ids=agent.entity_ids,
                data=AnswerDraftedData(
                    answer_id=answer_id,
                    version=version,
                    text=draft,
                    citations=tuple(cited.citations),
                    **handed,
                    computations=reviews.computations(run.state.sources, cited.citations),
                ),
            )
        )
        if cited.unknown:
            # Known not to pass: repair now rather than wait for the grounder, which holds a
            # draft citing unknown sources until its deadline.
            await run.publish(drafted)
            problems = _unresolved([u.mark for u in cited.unknown])
        else:
            problems = await _check_draft(run, drafted)
        # the candidate the checks approve: the draft's cited text, as the Guardian reads it
        approved_hash = None if problems else text_hash(cited.text)
        if not problems and settings.orchestrator_guardian and contract is not None:
            decided = await reviews.review(
                run,
                "final",
                subject_id=answer_id,
                subject_version=version,
                subject=cited.text,
                review_bundle=reviews.bundle(
                    run.state,
                    "final",
                    contract,
                    checks=run.state.answer_checks,
                    answer=cited.text,
                    citations=cited.citations,
                    computed=drafted.data.computations,
                ),
            )
            if decided.data.decision == "revise":
                problems = [
                    f"the Guardian: {decided.data.summary}",
                    *decided.data.requested_changes,
                ]
        if not problems:
            candidate = Candidate(
                answer_id, cited.text, cited.citations, drafted.data.computations, drafted.event_id
            )
            await commit(run, version, candidate, approved_hash, agent)
            return
        if version == rounds:
            raise RunFailedError(
                f"draft {version} still does not pass: " + "; ".join(problems)[:1500]
            )
        await run.progress("composing", f"repairing draft {version}: {problems[0][:120]}")
        repair = [
            *messages,
            Message(
                role="user",
                content=REPAIR_MARKER + "\n" + "\n".join(f"- {p}" for p in problems),
            ),
        ]
        result = await agent.run(repair, run.cancellation)
        if result.status == "cancelled":
            raise asyncio.CancelledError
        if not result.ok:
            raise RunFailedError(f"the orchestrator could not repair the answer: {result.error}")
        messages, draft = result.messages, result.content


async def _check_draft(run: Run, drafted: AnswerDrafted) -> list[str]:
    """The grounder's independent citation check and the validator's exact checks, both
    answering the one published draft."""
    settings = run.settings
    timeout_s = settings.orchestrator_reply_timeout_s
    expected: list[Expected] = [("citations", drafted.event_id)]
    if settings.orchestrator_validator:
        expected.append(("verdict", drafted.event_id))
    try:
        [resolved, *verdicts] = await run.request(expected, [drafted], timeout_s)
    except MissingRepliesError as exc:
        if "citations" in exc.missing:
            raise RunFailedError("the grounder did not check the draft (is it running?)") from exc
        raise RunFailedError(
            f"no validator verdict within {timeout_s:g} s (is it running?)"
        ) from exc
    verdict = verdicts[0] if verdicts else None
    assert isinstance(resolved, CitationsResolved)
    problems = _unresolved([u.mark for u in resolved.data.unresolved])
    if isinstance(verdict, AnswerValidated):
        problems += [f"[{c.check_id}] {c.message}" for c in verdict.data.checks if not c.passed]
    return problems


async def commit(
    run: Run, version: int, candidate: Candidate, approved_hash: str | None, agent: Agent
) -> None:
    """Release `candidate` if the commitment boundary lets it go; else record the refusal and
    fail the run (nothing else is released)."""
    refused = refusal(run.state, candidate, approved_hash)
    if refused is not None:
        await run.publish(
            RunBoundaryRefused(
                **run.envelope(),
                entity_ids=agent.entity_ids,
                data=BoundaryRefusedData(
                    boundary="commitment",
                    stage="release",
                    actor="orchestrator",
                    action="release",
                    subject_id=candidate.answer_id,
                    reason=refused.reason,
                    candidate_hash=refused.candidate_hash,
                    approved_hash=refused.approved_hash,
                ),
            )
        )
        raise RunFailedError(f"the answer was not released: {refused.reason}")
    await _publish_release(run, version, candidate, agent)


async def _publish_release(run: Run, version: int, cited: Candidate, agent: Agent) -> None:
    await run.progress("releasing", f"{len(cited.citations)} citations resolved")
    answer_id = cited.answer_id
    text = cited.text
    synthetic = any(c.synthetic for c in cited.citations)
    await run.publish(
        AnswerReleased(
            **run.envelope(),
            entity_ids=agent.entity_ids,
            source_refs=tuple(
                SourceRef(source_id=c.source_id, chunk_id=c.chunk_id) for c in cited.citations
            ),
            data=AnswerReleasedData(
                answer_id=answer_id,
                version=version,
                text=text,
                citations=tuple(cited.citations),
                content_hash=cited.content_hash,
                synthetic_sources=synthetic,
            ),
        )
    )
    await run.complete(
        RunCompletedData(
            status="succeeded",
            answer_id=answer_id,
            summary=f"answer with {len(cited.citations)} citations"
            + (" (synthetic sources)" if synthetic else ""),
        ),
    )
