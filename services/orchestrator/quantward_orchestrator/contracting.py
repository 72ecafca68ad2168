"""Plan commit: the contract writer proposes, the validator checks, the Guardian reviews.

The contract writer is an agent with two tools: a read-only catalogue of the platform's
datasets and functions, and `propose_contract`. Each proposal is published as a new version
(the previous one superseded), checked exactly by the validator, then reviewed by the Guardian —
both invoked here, by the harness. What comes back to the writer is the verdict: accepted, or
the failed checks / the Guardian's concerns and requested changes, and in chat mode the user's
answer to the Guardian's question (a message with its own id, which the new constraint's
provenance names). Research starts only once a version is accepted.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from quantward_agents.briefs import (
    ClarifiedAnswer,
    ContractWriterBrief,
    GivenInput,
    render_brief,
)
from quantward_agents.loop import Agent, Budgets
from quantward_agents.tools import CallContext, Tool, Toolbox, ToolError
from quantward_contracts.events import (
    ContractProposed,
    ContractProposedData,
    ContractStatusChanged,
    ContractStatusChangedData,
    ContractValidated,
    ReviewDecided,
)
from quantward_contracts.values import CheckResult, ResearchContractBody
from quantward_llm.port import Message
from quantward_orchestrator import reviews
from quantward_orchestrator.domain import orchestrator_brief
from quantward_orchestrator.journal import Run, RunFailedError
from quantward_orchestrator.state import RunState
from quantward_platform.market_data import MarketData
from quantward_validation.revisions import loosened_user_limits

SYSTEM = """\
You write the research contract of a quantward run before any research starts: what you believe \
the user wants (interpretation), the objective (and `objective_kind` when an optimiser must \
solve it), every constraint with its provenance (`user_message` naming the message id, \
`mandate_clause` naming the clause, or `assumption` with your rationale — never present a guess \
as the user's), data bindings (dataset ids and fields from `platform_catalogue`, as of the \
decision date), methods (library function ids, or custom code with a reason), and the evidence \
the answer will contain. Call `propose_contract`; if it comes back with failed checks, concerns \
or the user's answers, propose a corrected version. Stop once a version is accepted."""


class ProposeArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    contract: dict[str, Any] = Field(description="The research contract (ResearchContractBody).")


class CatalogueArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _catalogue_tool(market: MarketData) -> Tool[CatalogueArgs]:
    async def run(args: CatalogueArgs, ctx: CallContext) -> dict[str, Any]:
        from quantward_platform.registry import DATASETS, LIBRARY

        # in a worker thread: the first read loads the prices
        priced = await asyncio.to_thread(lambda: market.price_history().entity_ids)
        return {
            "datasets": {d.id: {"description": d.description, "fields": list(d.fields)}
                         for d in DATASETS.values()},
            "functions": {f.id: {"description": f.description, "datasets": list(f.datasets)}
                          for f in LIBRARY.values()},
            # Which companies a dataset covers: a plan must not promise what cannot be computed.
            "coverage": {"prices.daily": list(priced)},
        }  # fmt: skip

    return Tool(
        "platform_catalogue",
        "The platform's datasets (with fields) and library functions a contract may name.",
        CatalogueArgs,
        run,
    )


def _checks_json(checks: list[CheckResult]) -> list[dict[str, Any]]:
    return [c.model_dump(mode="json") for c in checks]


def _mandate(state: RunState) -> dict[str, Any] | None:
    """The run's mandate as the contract cites it (its clauses are its fields)."""
    mandate = state.spec.mandate
    return mandate.model_dump(mode="json", exclude_none=True) if mandate else None


def writer_brief(state: RunState) -> ContractWriterBrief:
    """What the contract writer is told: the request, its inputs (given or defaulted), the
    pinned plan and output, and every answer the user gave so far."""
    spec = state.spec
    brief = orchestrator_brief(spec)
    request_message_id = state.request.data.message_id if state.request is not None else None
    given: list[GivenInput] = []
    mandate_given = False
    if spec.inputs is not None:
        values = spec.inputs.as_json()
        for name, input_spec in spec.inputs.template.inputs.items():
            was_given = name not in spec.inputs.defaulted
            if input_spec.type == "mandate" and was_given:
                mandate_given = True
            given.append(
                GivenInput(
                    name=name,
                    type=input_spec.type,
                    value=values.get(name),
                    given=was_given,
                    message_id=request_message_id if was_given else None,
                )
            )
    window = spec.window
    template = spec.template
    return ContractWriterBrief(
        mode=brief.mode,
        question=spec.question,
        template_id=template.id if template else None,
        template_title=template.title if template else "",
        template_description=" ".join(template.description.split()) if template else "",
        request_message_id=request_message_id,
        as_of=spec.as_of,
        window_start=window.start if window else None,
        window_end=window.end if window else None,
        entities=brief.entities,
        plan=brief.plan,
        output=brief.output,
        inputs=tuple(given),
        mandate=_mandate(state),
        mandate_given=mandate_given,
        answers=tuple(
            ClarifiedAnswer(question=c.question, answer=c.answer, message_id=c.message_id)
            for c in state.clarified
        ),
        user_messages=state.user_messages,
    )


async def commit_contract(run: Run) -> ResearchContractBody:
    """Plan commit: returns the accepted contract, or fails the run if none was accepted."""
    settings = run.settings
    await run.progress("planning", "writing the research contract")
    agent = Agent(
        role="contract_writer",
        agent_id="contract_writer",
        run_id=run.state.run_id,
        model=run.model,
        toolbox=Toolbox([_catalogue_tool(run.gateway.market_data), _propose_tool(run)]),
        emit=run.publish,
        producer=run.gateway.producer,
        budgets=Budgets(
            max_turns=2 + 2 * settings.orchestrator_review_rounds,
            max_tool_calls=4 + 2 * settings.orchestrator_review_rounds,
            wall_time_s=settings.orchestrator_wall_s,
        ),
        causation_id=run.state.request_event_id,
        entity_ids=[e.entity_id for e in run.state.entities],
    )
    messages = [
        Message(role="system", content=SYSTEM),
        Message(role="user", content="Write the research contract.\n\n" + render_brief(
            writer_brief(run.state)
        )),
    ]  # fmt: skip
    result = await agent.run(messages, run.cancellation)
    if result.status == "cancelled":
        raise asyncio.CancelledError
    if run.state.contract is None:
        raise RunFailedError(
            "no research contract was accepted: "
            + (
                result.error
                or "the writer answered without proposing one (its reply is in the run record, "
                "agent.model_called)"
            )[:400]
        )
    return run.state.contract


def _propose_tool(run: Run) -> Tool[ProposeArgs]:
    async def propose(args: ProposeArgs, ctx: CallContext) -> dict[str, Any]:
        try:
            body = ResearchContractBody.model_validate_json(json.dumps(args.contract))
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
            )
            raise ToolError(f"not a research contract: {problems}") from exc
        return await _propose(run, body)

    return Tool(
        "propose_contract",
        "Propose (a new version of) the research contract; returns accepted, or what must "
        "change (failed exact checks, the Guardian's concerns, the user's answers).",
        ProposeArgs,
        propose,
    )


async def _propose(run: Run, body: ResearchContractBody) -> dict[str, Any]:
    settings = run.settings
    previous = run.state.contract_version
    version = previous + 1
    if version > 1 + settings.orchestrator_review_rounds:
        raise ToolError(f"{version - 1} versions were refused; the run stops here rather than loop")
    if run.state.proposal is not None:
        # The commitment boundary: what the user said stays said until the user says otherwise.
        loosened = loosened_user_limits(
            run.state.proposal, body, [m.message_id for m in run.state.user_messages]
        )
        if loosened:
            raise ToolError(
                f"version {version} is refused: {'; '.join(loosened)}. Keep every limit the "
                "user stated (tightening is fine); only a newer message of the user may change it"
            )
    proposal = ContractProposed(
        **run.envelope(),
        entity_ids=tuple(e.entity_id for e in run.state.entities),
        data=ContractProposedData(
            contract_id=run.state.contract_id or run.ids.derive("ctr"),
            version=version,
            contract=body,
            supersedes=previous or None,
            user_messages=run.state.user_messages,
            mandate=_mandate(run.state),
        ),
    )
    if previous:
        await _status(run, previous, "superseded", f"replaced by version {version}")
    checks: list[CheckResult] = []
    if settings.orchestrator_validator:
        await run.progress("planning", f"validating contract version {version}")
        verdict = await run.ask(
            proposal, "validator verdict", settings.orchestrator_reply_timeout_s, "verdict"
        )
        assert isinstance(verdict, ContractValidated)
        checks = list(verdict.data.checks)
        failed = [c for c in checks if not c.passed]
        if failed:
            await _status(run, version, "rejected", "; ".join(c.message for c in failed))
            return {
                "status": "revise",
                "version": version,
                "failed_checks": _checks_json(failed),
                "requested_changes": [c.message for c in failed],
            }
    else:
        await run.publish(proposal)
    if settings.orchestrator_guardian:
        decided = await reviews.review(
            run,
            "plan",
            subject_id=proposal.data.contract_id,
            subject_version=version,
            subject=body.model_dump(mode="json"),
            review_bundle=reviews.bundle(run.state, "plan", body, checks=checks),
        )
        outcome = await _after_review(run, version, decided)
        if outcome is not None:
            return outcome
    await _status(run, version, "accepted", "validated and reviewed; research may start")
    return {"status": "accepted", "version": version}


async def _after_review(run: Run, version: int, decided: ReviewDecided) -> dict[str, Any] | None:
    d = decided.data
    if d.decision == "accept":
        return None
    await _status(run, version, "rejected", d.summary)
    answers: list[dict[str, Any]] = []
    if d.clarification_question and run.state.mode == "chat":
        concern = next((c for c in d.concerns if c.material and c.status == "open"), None)
        clarified = await run.ask_user(
            d.clarification_question, f"the Guardian: {d.summary}", cause=decided
        )
        answers.append(
            {
                "question": d.clarification_question,
                "answer": clarified.answer,
                "message_id": clarified.message_id,
                "concern_id": concern.concern_id if concern else None,
            }
        )
    return {
        "status": "revise",
        "version": version,
        "summary": d.summary,
        "concerns": [c.model_dump(mode="json") for c in d.concerns],
        "requested_changes": list(d.requested_changes),
        "user_answers": answers,
    }


ContractStatus = Literal["accepted", "superseded", "rejected"]


async def _status(run: Run, version: int, status: ContractStatus, reason: str) -> None:
    assert run.state.contract_id is not None
    await run.publish(
        ContractStatusChanged(
            **run.envelope(),
            data=ContractStatusChangedData(
                contract_id=run.state.contract_id,
                version=version,
                status=status,
                reason=reason[:2000],
            ),
        )
    )
