"""The offline contract writer: what it believes is asked, and what it commits to.

It reads the brief (template, inputs as given or defaulted, mandate, resolved companies, the
user's answers so far), looks up the platform catalogue like a model would, and proposes a
research contract: interpretation, objective (and the objective an optimiser must solve),
constraints each with its provenance, data bindings with the decision date, library methods,
and the evidence the answer will contain. When the harness sends a proposal back (failed exact
checks, the Guardian's requested changes, the user's answers) it proposes again.

Every constraint points at where it is stated (`citing`): the request that gave the mandate
(from the field's name to its value), the template's mandate clause, or the user's answer (the
quantity that states the limit); the objective cites the clause of the user's message that asks
for it, or, when no message does, the mandate clause that sets it (a template's objective). The
validator proves each span (`contract.provenance`) instead of trusting it.

A client limit the mandate mentions but does not state is inferred from the current portfolio
(equal weights) and marked an `assumption` with its rationale — exactly the kind of guess the
Guardian exists to question. Scenario flaws (`flaws`) make the first proposal wrong on purpose,
for tests and the Guardian benchmark; every later proposal is clean.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Sequence
from datetime import date
from typing import Final

from pydantic import JsonValue

from quantward_agents.briefs import ClarifiedAnswer, ContractWriterBrief
from quantward_contracts.values import (
    Constraint,
    ConstraintUnit,
    DataBinding,
    EvidencePromise,
    HistoricalTest,
    Method,
    ObjectiveKind,
    ResearchContractBody,
    WalkForwardWindow,
)
from quantward_llm.port import Message, ToolCall
from quantward_policy.citing import objective_citation, stated_span, value_span, whole
from quantward_policy.conversation import ToolResult, View, tool_results
from quantward_policy.custom_code import CODE_REASON
from quantward_workflows.values import MANDATE_UNITS

#: flaws a scenario may inject into the first proposal
FLAWS: Final = frozenset({"missing_function", "lookahead", "wrong_objective"})

_BINDINGS: Final[dict[str, tuple[str, tuple[str, ...]]]] = {
    "search": ("documents.chunks", ("text", "title", "published_at", "type", "source")),
    "earnings_calendar": (
        "earnings.calendar",
        ("report_at", "eps_actual", "eps_estimate", "eps_surprise", "status"),
    ),
    "prices": ("prices.daily", ("close", "return")),
    "portfolio": ("prices.daily", ("close", "return")),
    # custom code in the sandbox: the bundled downside measures compute on daily prices
    "python": ("prices.daily", ("close", "return")),
    "fundamentals": (
        "fundamentals.quarterly",
        ("revenue", "net_income", "cash", "debt", "equity", "debt_to_equity"),
    ),
}
_FUNCTIONS: Final[dict[str, str]] = {
    "earnings_calendar": "earnings.history",
    "prices": "prices.window_stats",
    "fundamentals": "fundamentals.quarters",
}
_PERCENT: Final = re.compile(r"(-?\d+(?:\.\d+)?)\s*(%|percent|per cent)?")


# --- what the tools return, typed -------------------------------------------------------------


class Catalogue(View):
    """`platform_catalogue`: which companies each dataset covers (the rest is for a model)."""

    coverage: dict[str, tuple[str, ...]] | None = None


class UserAnswer(View):
    """The user's answer to a question the Guardian asked, relayed with a refused proposal."""

    question: str = ""
    answer: str
    message_id: str
    concern_id: str | None = None


class ProposalOutcome(View):
    """`propose_contract`: accepted, or what must change."""

    status: str
    version: int | None = None
    user_answers: tuple[UserAnswer, ...] = ()


def _percent(answer: str) -> float | None:
    """A limit as the user typed it: "15%", "15", "0.15" (fractions up to 1)."""
    match = _PERCENT.search(answer)
    if match is None:
        return None
    number = float(match.group(1))
    return round(number / 100 if match.group(2) or number > 1 else number, 6)


def _portfolio_objective(mandate: dict[str, JsonValue]) -> tuple[ObjectiveKind, str]:
    if mandate.get("long_only") or mandate.get("max_drawdown") is not None:
        return "maximise_return_under_drawdown_limit", "portfolio.drawdown_aware"
    return "maximise_risk_adjusted_return", "portfolio.market_neutral"


def _client_limit_mentioned(brief: ContractWriterBrief) -> bool:
    texts = [str((brief.mandate or {}).get("notes", "")), brief.question or ""]
    text = " ".join(texts).lower()
    return "limit" in text and any(w in text for w in ("client", "approved", "mandate"))


def _asks_about(question: str, name: str) -> bool:
    """Whether a question names the limit: `max_position_weight`, its words, or as spoken."""
    words = name.replace("_", " ")
    text = question.lower().replace("-", " ")
    return any(form in text for form in (name, words, words.replace("max ", "maximum ")))


def _answer_for(
    brief: ContractWriterBrief, revisions: Sequence[ProposalOutcome], name: str
) -> UserAnswer | ClarifiedAnswer | None:
    """The user's answer to a question about constraint `name`, if the harness relayed one."""
    for outcome in reversed(revisions):
        for relayed in outcome.user_answers:
            if name in (relayed.concern_id or "") or _asks_about(relayed.question, name):
                return relayed
    return next((a for a in brief.answers if _asks_about(a.question, name)), None)


def _mandate_constraint(brief: ContractWriterBrief, key: str, value: JsonValue) -> Constraint:
    """A mandate limit cited where it is stated: the request that gave the mandate (the span
    from the field's name to its value), or the template's mandate clause (its whole text)."""
    unit: ConstraintUnit = MANDATE_UNITS.get(key, "text")
    if brief.mandate_given:
        request = next(
            (m for m in brief.user_messages if m.message_id == brief.request_message_id), None
        )
        return Constraint(
            name=key,
            value=value,
            unit=unit,
            provenance="user_message",
            provenance_ref=brief.request_message_id,
            span=value_span(request.text, key, value, unit) if request is not None else None,
        )
    clause_text = value if isinstance(value, str) else json.dumps(value)
    return Constraint(
        name=key,
        value=value,
        unit=unit,
        provenance="mandate_clause",
        provenance_ref=f"template:{brief.template_id}.mandate.{key}",
        span=whole(clause_text),
    )


def _constraints(
    brief: ContractWriterBrief, revisions: Sequence[ProposalOutcome], entity_ids: list[str]
) -> list[Constraint]:
    """The mandate's limits, each cited at its span; a missing client limit asked or assumed."""
    mandate = dict(brief.mandate or {})
    constraints = [
        _mandate_constraint(brief, key, value)
        for key, value in sorted(mandate.items())
        if key not in ("notes", "objective") and value is not None
    ]
    if "portfolio" not in {item.approach for item in brief.plan} or "max_position_weight" in (
        mandate
    ):
        return constraints
    answered = _answer_for(brief, revisions, "max_position_weight")
    value = _percent(answered.answer) if answered else None
    if answered is not None and value is not None:
        constraints.append(
            Constraint(
                name="max_position_weight",
                value=value,
                unit="fraction",
                provenance="user_message",
                provenance_ref=answered.message_id,
                rationale="the user's answer to the Guardian's question",
                span=stated_span(answered.answer, value, "fraction"),
            )
        )
    elif _client_limit_mentioned(brief) and entity_ids:
        guess = round(1 / len(entity_ids), 4)
        constraints.append(
            Constraint(
                name="max_position_weight",
                value=guess,
                unit="fraction",
                provenance="assumption",
                rationale=f"the mandate requires a client-approved limit without stating it; "
                f"inferred from the current portfolio, {len(entity_ids)} names at equal weight "
                f"({guess:.1%}), a conservative reading",
            )
        )
    return constraints


def _bindings(brief: ContractWriterBrief, entity_ids: list[str]) -> list[DataBinding]:
    bindings: list[DataBinding] = []
    for approach in sorted({item.approach for item in brief.plan}):
        dataset, fields = _BINDINGS.get(approach, _BINDINGS["search"])
        windowed = (
            approach in ("prices", "portfolio", "python")
            and brief.window_start
            and brief.window_end
        )
        binding = DataBinding(
            dataset=dataset,
            fields=fields,
            as_of=brief.as_of,
            entity_ids=tuple(entity_ids),
            window_start=brief.window_start if windowed else None,
            window_end=brief.window_end if windowed else None,
        )
        if binding not in bindings:
            bindings.append(binding)
    return bindings


def _lookahead_test(start: date, end: date) -> HistoricalTest:
    """A walk-forward test whose assets are chosen on the whole window, test period included."""
    middle = start + (end - start) / 2
    return HistoricalTest(
        windows=(
            WalkForwardWindow(
                train_start=start,
                train_end=middle,
                test_start=middle + (end - middle) / 100,
                test_end=end,
                selection_end=end,  # the flaw
            ),
        ),
        selection="full_sample",
        fitting="inside_each_window",
    )


def contract(
    brief: ContractWriterBrief,
    revisions: Sequence[ProposalOutcome],
    flaws: Collection[str],
    coverage: dict[str, tuple[str, ...]] | None = None,
) -> ResearchContractBody:
    """The contract to propose; `revisions` are the refused proposals' outcomes so far."""
    inject = set(flaws) if not revisions else set()
    entity_ids = [e.entity_id for e in brief.entities]
    priced = set((coverage or {}).get("prices.daily", entity_ids))
    names = ", ".join(e.name for e in brief.entities)
    mandate = dict(brief.mandate or {})

    methods: list[Method] = []
    evidence: list[EvidencePromise] = []
    objective_kind: ObjectiveKind = "research_answer"
    section_of = {
        item_id: s.title for s in reversed(brief.output.sections) for item_id in s.from_plan
    }
    for item in brief.plan:
        function = _FUNCTIONS.get(item.approach)
        if item.approach in ("prices", "portfolio", "python") and not priced & set(entity_ids):
            # No price covers these companies: promise nothing that cannot be computed.
            continue
        if item.approach == "python":
            # Custom code, recorded with why no library function fits (reviewed by the Guardian).
            methods.append(
                Method(
                    custom_code_reason=f"{CODE_REASON}; Python in the sandbox computes it from "
                    "the gateway's daily prices",
                    purpose=item.question[:200],
                    plan_item_id=item.id,
                )
            )
        if item.approach == "portfolio":
            objective_kind, function = _portfolio_objective(mandate)
            if "wrong_objective" in inject:
                function = (
                    "portfolio.drawdown_aware"
                    if function == "portfolio.market_neutral"
                    else "portfolio.market_neutral"
                )
        if function is not None:
            methods.append(
                Method(function_id=function, purpose=item.question[:200], plan_item_id=item.id)
            )
            evidence.append(
                EvidencePromise(
                    evidence_id=f"{item.id}.computation",
                    description=f"the {function} result for: {item.question[:160]}",
                    kind="computation",
                    plan_item_id=item.id,
                    function_id=function,
                )
            )
        else:
            evidence.append(
                EvidencePromise(
                    evidence_id=f"{item.id}.citations",
                    description=f"cited passages answering: {item.question[:160]}",
                    kind="citation",
                    plan_item_id=item.id,
                    section_title=section_of.get(item.id),
                )
            )
    if "missing_function" in inject:
        methods.append(
            Method(
                function_id="regression.ridge_fit",
                purpose="fit a factor model of returns before optimising",
            )
        )
    evidence += [
        EvidencePromise(
            evidence_id=f"section.{section.id}",
            description=f"the section '{section.title}'",
            kind="section",
            section_title=section.title,
        )
        for section in brief.output.sections
    ]
    evidence += [
        EvidencePromise(
            evidence_id=f"table.{table.id}",
            description=f"the table '{table.title}' ({', '.join(table.columns)})",
            kind="table",
            section_title=table.title,
        )
        for table in brief.output.tables
    ]
    decision = brief.as_of.isoformat() if brief.as_of else None
    start, end = brief.window_start, brief.window_end
    historical_test = (
        _lookahead_test(start, end) if "lookahead" in inject and start and end else None
    )
    cited = objective_citation(
        brief.user_messages,
        objective_kind,
        None if brief.mandate_given else brief.mandate,
        clause_prefix=f"template:{brief.template_id}.mandate.",
    )
    return ResearchContractBody(
        interpretation=(
            f"{brief.template_title or 'Research'} for {names}"
            + (f" as of {decision}" if decision else "")
            + f": answer the {len(brief.plan)} pinned question(s) from the allowed sources"
            + (f" — {brief.question}" if brief.question else "")
        ),
        objective=(brief.template_description or brief.question or "answer the question")[:400],
        objective_kind=objective_kind,
        objective_provenance=cited.provenance if cited else "user_message",
        objective_ref=cited.ref if cited else None,
        objective_span=cited.span if cited else None,
        decision_date=brief.as_of,
        constraints=tuple(_constraints(brief, revisions, entity_ids)),
        data_bindings=tuple(_bindings(brief, entity_ids)),
        methods=tuple(methods),
        evidence=tuple(evidence),
        promised_evidence=tuple(e.description for e in evidence if e.kind != "section"),
        historical_test=historical_test,
    )


def _outcome(result: ToolResult) -> ProposalOutcome | None:
    return result.parsed(ProposalOutcome)


def next_step(
    brief: ContractWriterBrief, messages: Sequence[Message], flaws: Collection[str] = ()
) -> list[ToolCall] | str:
    done = tool_results(messages)
    catalogue = next((d.parsed(Catalogue) for d in done if d.name == "platform_catalogue"), None)
    if not any(d.name == "platform_catalogue" for d in done):
        return [ToolCall(call_id="call_catalogue", name="platform_catalogue", arguments={})]
    proposals = [d for d in done if d.name == "propose_contract"]
    last = _outcome(proposals[-1]) if proposals else None
    if last is not None and last.status == "accepted":
        return f"Contract version {last.version} accepted; research may start."
    # A refused proposal (an error, or an outcome saying what must change) counts as a revision.
    revisions: list[ProposalOutcome] = []
    for proposal in proposals:
        outcome = _outcome(proposal)
        if outcome is not None:
            revisions.append(outcome)
        elif proposal.error:
            revisions.append(ProposalOutcome(status="error"))
    body = contract(brief, revisions, flaws, catalogue.coverage if catalogue else None)
    return [
        ToolCall(
            call_id=f"call_propose_{len(proposals) + 1}",
            name="propose_contract",
            arguments={"contract": body.model_dump(mode="json", exclude_none=True)},
        )
    ]
