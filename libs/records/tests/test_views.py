"""An auditor's view of a run, built from its events: decisions, ledger and evidence."""

from __future__ import annotations

from typing import Any

from quantward_contracts import Event
from quantward_contracts.examples import EXAMPLES
from quantward_contracts.values import Concern, Constraint
from quantward_records.views import RunView

RUN = EXAMPLES["run.requested.v1"].run_id or ""


def example(type_: str, **data: Any) -> Event:
    event = EXAMPLES[type_]
    return event.model_copy(update={"data": event.data.model_copy(update=data)}) if data else event


def test_a_citation_leads_to_its_passage_source_and_tool_call() -> None:
    view = RunView.of(
        RUN,
        [
            example(t)
            for t in ("source.registered.v1", "agent.tool_called.v1", "answer.released.v1")
        ],
    )
    citation = EXAMPLES["answer.released.v1"].data.citations[0]
    evidence = view.evidence(citation.number)
    assert evidence is not None
    assert evidence.citation == citation
    assert evidence.source is not None
    assert evidence.source.data.source_id == citation.source_id
    assert evidence.tool_call is not None
    assert evidence.tool_call.data.tool_call_id == evidence.source.data.tool_call_id
    assert view.evidence(99) is None


def test_each_constraint_leads_to_the_words_it_came_from() -> None:
    proposed = EXAMPLES["contract.proposed.v1"]
    contract = proposed.data.contract.model_copy(
        update={
            "constraints": (
                Constraint(name="period", value="FY2023", provenance="user_message",
                           provenance_ref=EXAMPLES["run.requested.v1"].data.message_id),
                Constraint(name="regions", value="with JVs", provenance="user_message",
                           provenance_ref=EXAMPLES["clarification.answered.v1"].data.message_id),
                Constraint(name="max_drawdown", value=0.2, provenance="mandate_clause",
                           provenance_ref="template:x.mandate.max_drawdown"),
                Constraint(name="horizon", value="1y", provenance="assumption",
                           rationale="the template's default"),
            )
        }
    )  # fmt: skip
    events = [
        EXAMPLES["run.requested.v1"],
        EXAMPLES["clarification.requested.v1"],
        EXAMPLES["clarification.answered.v1"],
        example("contract.proposed.v1", contract=contract),
        example("contract.status_changed.v1", status="accepted"),
    ]
    origins = {o.constraint.name: o for o in RunView.of(RUN, events).constraint_origins()}
    request = EXAMPLES["run.requested.v1"].data
    assert origins["period"].text == request.question
    asked = EXAMPLES["clarification.requested.v1"].data.question
    assert origins["regions"].text == f"{asked} → with joint ventures"
    assert origins["max_drawdown"].text == "mandate clause template:x.mandate.max_drawdown"
    assert origins["horizon"].text == "the template's default"


def test_the_ledger_keeps_each_concern_as_the_latest_review_left_it() -> None:
    opened = Concern(concern_id="c1", status="open", material=True, summary="limit assumed")
    resolved = opened.model_copy(update={"status": "resolved", "summary": "answered"})
    view = RunView.of(
        RUN,
        [
            example("review.decided.v1", decision="revise", concerns=(opened,)),
            example("review.decided.v1", decision="accept", concerns=(resolved,)),
        ],
    )
    assert [r.decision for r in view.reviews] == ["revise", "accept"]
    assert view.ledger == [resolved]


def test_contract_versions_carry_their_checks_and_status() -> None:
    validated = EXAMPLES["contract.validated.v1"]
    view = RunView.of(
        RUN,
        [
            EXAMPLES["contract.proposed.v1"],
            validated,
            example("contract.status_changed.v1", status="accepted", reason="ok"),
        ],
    )
    [version] = view.contracts
    assert (version.status, version.reason) == ("accepted", "ok")
    assert version.checks == validated.data.checks
    assert view.accepted_contract is version
    assert [c.check for c in view.checks] == list(validated.data.checks)
