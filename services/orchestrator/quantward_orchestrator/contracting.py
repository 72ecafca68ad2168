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

import json
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from quantward_orchestrator.run import RunDriver

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


def _catalogue_tool() -> Tool[CatalogueArgs]:
    async def run(args: CatalogueArgs, ctx: CallContext) -> dict[str, Any]:
        from quantward_documents.prices import PriceHistory
        from quantward_platform.registry import DATASETS, LIBRARY

        return {
            "datasets": {d.id: {"description": d.description, "fields": list(d.fields)}
                         for d in DATASETS.values()},
            "functions": {f.id: {"description": f.description, "datasets": list(f.datasets)}
                          for f in LIBRARY.values()},
            # Which companies a dataset covers: a plan must not promise what cannot be computed.
            "coverage": {"prices.daily": list(PriceHistory.shipped().entity_ids)},
        }  # fmt: skip

    return Tool(
        "platform_catalogue",
        "The platform's datasets (with fields) and library functions a contract may name.",
        CatalogueArgs,
        run,
    )


def _checks_json(checks: list[CheckResult]) -> list[dict[str, Any]]:
    return [c.model_dump(mode="json") for c in checks]


class ContractStage:
    def __init__(self, driver: RunDriver) -> None:
        self.driver = driver
        self.accepted: ResearchContractBody | None = None
        self.checks: tuple[CheckResult, ...] = ()

    def _brief(self) -> ContractWriterBrief:
        from quantward_orchestrator.domain import orchestrator_brief

        driver = self.driver
        spec = driver.spec
        assert spec is not None
        brief = orchestrator_brief(spec)
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
                        message_id=driver.request.data.message_id if was_given else None,
                    )
                )
        window = spec.window
        mandate = spec.mandate
        template = spec.template
        return ContractWriterBrief(
            mode=brief.mode,
            question=spec.question,
            template_id=template.id if template else None,
            template_title=template.title if template else "",
            template_description=" ".join(template.description.split()) if template else "",
            request_message_id=driver.request.data.message_id,
            as_of=spec.as_of,
            window_start=window.start if window else None,
            window_end=window.end if window else None,
            entities=brief.entities,
            plan=brief.plan,
            output=brief.output,
            inputs=tuple(given),
            mandate=mandate.model_dump(mode="json", exclude_none=True) if mandate else None,
            mandate_given=mandate_given,
            answers=tuple(
                ClarifiedAnswer(question=q, answer=a, message_id=m) for q, a, m in driver.clarified
            ),
        )

    async def commit(self) -> ResearchContractBody:
        from quantward_orchestrator.run import RunFailedError

        driver = self.driver
        settings = driver.app.settings
        await driver.progress("planning", "writing the research contract")
        agent = Agent(
            role="contract_writer",
            agent_id="contract_writer",
            run_id=driver.run_id,
            model=driver.app.model,
            toolbox=Toolbox([_catalogue_tool(), self._propose_tool()]),
            emit=driver.record,
            producer=driver.producer,
            budgets=Budgets(
                max_turns=2 + 2 * settings.orchestrator_review_rounds,
                max_tool_calls=4 + 2 * settings.orchestrator_review_rounds,
                wall_time_s=settings.orchestrator_wall_s,
            ),
            causation_id=driver.request.event_id,
            entity_ids=[e.entity_id for e in driver.spec.entities] if driver.spec else (),
        )
        messages = [
            Message(role="system", content=SYSTEM),
            Message(role="user", content="Write the research contract.\n\n" + render_brief(
                self._brief()
            )),
        ]  # fmt: skip
        result = await agent.run(messages, driver.cancellation)
        if result.status == "cancelled":
            import asyncio

            raise asyncio.CancelledError
        if self.accepted is None:
            raise RunFailedError(
                "no research contract was accepted: "
                + (result.error or result.content or "the writer stopped")[:400]
            )
        return self.accepted

    def _propose_tool(self) -> Tool[ProposeArgs]:
        async def run(args: ProposeArgs, ctx: CallContext) -> dict[str, Any]:
            try:
                body = ResearchContractBody.model_validate_json(json.dumps(args.contract))
            except ValidationError as exc:
                problems = "; ".join(
                    f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()
                )
                raise ToolError(f"not a research contract: {problems}") from exc
            return await self._propose(body)

        return Tool(
            "propose_contract",
            "Propose (a new version of) the research contract; returns accepted, or what must "
            "change (failed exact checks, the Guardian's concerns, the user's answers).",
            ProposeArgs,
            run,
        )

    async def _propose(self, body: ResearchContractBody) -> dict[str, Any]:
        driver = self.driver
        settings = driver.app.settings
        previous = driver.contract_version
        driver.contract_version = version = previous + 1
        if version > 1 + settings.orchestrator_review_rounds:
            raise ToolError(
                f"{version - 1} versions were refused; the run stops here rather than loop"
            )
        proposal = ContractProposed(
            **driver.caused(
                entity_ids=tuple(driver.spec.entities[i].entity_id
                                 for i in range(len(driver.spec.entities)))
                if driver.spec else (),
                data=ContractProposedData(
                    contract_id=driver.contract_id,
                    version=version,
                    contract=body,
                    supersedes=previous or None,
                ),
            )
        )  # fmt: skip
        if previous:
            await self._status(previous, "superseded", f"replaced by version {version}")
        checks: list[CheckResult] = []
        if settings.orchestrator_validator:
            await driver.progress("planning", f"validating contract version {version}")
            verdict = await reviews.await_verdict(
                driver, proposal, "validator verdict", settings.orchestrator_reply_timeout_s
            )
            assert isinstance(verdict, ContractValidated)
            checks = list(verdict.data.checks)
            failed = [c for c in checks if not c.passed]
            if failed:
                await self._status(version, "rejected", "; ".join(c.message for c in failed))
                return {
                    "status": "revise",
                    "version": version,
                    "failed_checks": _checks_json(failed),
                    "requested_changes": [c.message for c in failed],
                }
        else:
            await driver.publish(proposal)
        self.checks = tuple(checks)
        if settings.orchestrator_guardian:
            decided = await reviews.review(
                driver,
                "plan",
                subject_id=driver.contract_id,
                subject_version=version,
                subject=body.model_dump(mode="json"),
                review_bundle=reviews.bundle(driver, "plan", body, checks=checks),
            )
            outcome = await self._after_review(version, decided)
            if outcome is not None:
                return outcome
        await self._status(version, "accepted", "validated and reviewed; research may start")
        self.accepted = body
        return {"status": "accepted", "version": version}

    async def _after_review(self, version: int, decided: ReviewDecided) -> dict[str, Any] | None:
        driver = self.driver
        d = decided.data
        if d.decision == "accept":
            return None
        await self._status(version, "rejected", d.summary)
        answers: list[dict[str, Any]] = []
        if d.clarification_question and driver.request.data.mode == "chat":
            concern = next((c for c in d.concerns if c.material and c.status == "open"), None)
            answer, message_id = await driver.ask_with_id(
                d.clarification_question, f"the Guardian: {d.summary}"
            )
            answers.append(
                {
                    "question": d.clarification_question,
                    "answer": answer,
                    "message_id": message_id,
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

    async def _status(self, version: int, status: str, reason: str) -> None:
        driver = self.driver
        await driver.publish(
            ContractStatusChanged(
                **driver.caused(
                    data=ContractStatusChangedData(
                        contract_id=driver.contract_id,
                        version=version,
                        status=status,  # type: ignore[arg-type]
                        reason=reason[:2000],
                    )
                )
            )
        )
