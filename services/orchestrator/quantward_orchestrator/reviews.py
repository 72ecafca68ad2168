"""Checks and reviews the harness runs at the two commitment points, whatever the agents want.

The validator's verdict and the Guardian's review are requested here, by the harness: no agent
has a tool that triggers, skips or frames them. The bundle the Guardian sees is assembled here
from what the run did (the user's messages, the agents' visible reasoning and successful tool
calls since the last review, the full current contract, and at the final stage the full answer,
its citations and the computations behind it).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from quantward_contracts.events import (
    ReviewDecided,
    ReviewRequested,
    ReviewRequestedData,
)
from quantward_contracts.values import (
    CheckResult,
    Citation,
    Computation,
    ResearchContractBody,
    ReviewBundle,
    ReviewStage,
)
from quantward_grounding import Source
from quantward_orchestrator.journal import Run
from quantward_orchestrator.state import RunState


def content_hash(value: Any) -> str:
    """sha256 of an artifact as the reviewer saw it (canonical JSON for structures)."""
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def computations(sources: Sequence[Source], cited: Sequence[Citation]) -> tuple[Computation, ...]:
    """The computed results the answer cites, with what is needed to re-run them."""
    wanted = {c.source_id for c in cited}
    found = []
    for source in sources:
        if source.kind != "computation" or source.source_id not in wanted:
            continue
        try:
            result = json.loads(source.content)
        except ValueError:
            continue
        function_id = (
            str(result.get("function"))
            if isinstance(result, dict) and "function" in result
            else source.tool_name
        )
        arguments: dict[str, Any] = {}
        if isinstance(result, dict):
            window = result.get("window")
            if isinstance(window, dict):
                arguments = {k: window[k] for k in ("start", "end", "as_of") if k in window}
            elif "start" in result and "end" in result:
                arguments = {k: result[k] for k in ("start", "end", "as_of") if k in result}
        found.append(
            Computation(
                source_id=source.source_id,
                function_id=function_id,
                arguments=arguments,
                result=result,
            )
        )
    return tuple(found)


def bundle(
    state: RunState,
    stage: ReviewStage,
    contract: ResearchContractBody,
    *,
    checks: Sequence[CheckResult] = (),
    answer: str | None = None,
    citations: Sequence[Citation] = (),
    computed: Sequence[Computation] = (),
) -> ReviewBundle:
    """What the Guardian reviews at `stage`; `computed` are the computations a final answer
    cites, as its draft already carries them (worked out once, for the event)."""
    assert state.contract_id is not None, "a review follows a proposed contract"
    reasoning, calls = state.since_review()
    mandate = state.spec.mandate
    return ReviewBundle(
        stage=stage,
        policy=state.mode,
        user_messages=state.user_messages,
        mandate=mandate.model_dump(mode="json", exclude_none=True) if mandate else None,
        reasoning=reasoning,
        tool_calls=calls,
        contract_id=state.contract_id,
        # the plan review reads the proposal under review; the final one the accepted version
        contract_version=(
            state.accepted_version
            if stage == "final" and state.accepted_version
            else max(1, state.contract_version)
        ),
        contract=contract,
        answer=answer,
        citations=tuple(citations),
        computations=tuple(computed),
        checks=tuple(checks),
        since_review_id=state.last_review_id,
        ledger=tuple(state.ledger.values()),
    )


async def review(
    run: Run,
    stage: ReviewStage,
    *,
    subject_id: str,
    subject_version: int,
    subject: Any,
    review_bundle: ReviewBundle,
) -> ReviewDecided:
    """Ask the Guardian; the decision (accept, or revise with what to change) blocks until it
    comes. The Guardian's own failures come back as decisions flagged `guardian_failed`."""
    review_id = run.ids.derive("rev", stage, subject_id, subject_version)
    await run.progress("reviewing", f"the Guardian reviews the {stage} (review {review_id})")
    request = ReviewRequested(
        **run.envelope(),
        data=ReviewRequestedData(
            review_id=review_id,
            stage=stage,
            subject_id=subject_id,
            subject_version=subject_version,
            subject_hash=content_hash(subject),
            policy=review_bundle.policy,
            bundle=review_bundle,
        ),
    )
    reply = await run.ask(
        request, "Guardian decision", run.settings.orchestrator_guardian_timeout_s, "verdict"
    )
    assert isinstance(reply, ReviewDecided)
    return reply
