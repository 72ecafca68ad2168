"""The offline contract writer: what it believes is asked, and what it commits to.

It reads the brief (template, inputs as given or defaulted, mandate, resolved companies, the
user's answers so far), looks up the platform catalogue like a model would, and proposes a
research contract: interpretation, objective (and the objective an optimiser must solve),
constraints each with its provenance, data bindings with the decision date, library methods,
and the evidence the answer will contain. When the harness sends a proposal back (failed exact
checks, the Guardian's requested changes, the user's answers) it proposes again.

A client limit the mandate mentions but does not state is inferred from the current portfolio
(equal weights) and marked an `assumption` with its rationale — exactly the kind of guess the
Guardian exists to question. Scenario flaws (`flaws`) make the first proposal wrong on purpose,
for tests and the Guardian benchmark; every later proposal is clean.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any, Final

from quantward_agents.briefs import ContractWriterBrief
from quantward_llm.port import Message, ToolCall
from quantward_policy.conversation import ToolResult, tool_results

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
_UNITS: Final[dict[str, str]] = {
    "max_position_weight": "fraction",
    "max_net_exposure": "fraction",
    "max_drawdown": "fraction",
    "target_volatility": "fraction",
    "max_turnover": "fraction",
    "max_gross_leverage": "multiple",
    "cost_bps": "bps",
    "market_neutral": "bool",
    "long_only": "bool",
}
_PERCENT: Final = re.compile(r"(-?\d+(?:\.\d+)?)\s*(%|percent|per cent)?")


def _percent(answer: str) -> float | None:
    """A limit as the user typed it: "15%", "15", "0.15" (fractions up to 1)."""
    match = _PERCENT.search(answer)
    if match is None:
        return None
    number = float(match.group(1))
    return round(number / 100 if match.group(2) or number > 1 else number, 6)


def _portfolio_objective(mandate: dict[str, Any]) -> tuple[str, str]:
    if mandate.get("long_only") or mandate.get("max_drawdown") is not None:
        return "maximise_return_under_drawdown_limit", "portfolio.drawdown_aware"
    return "maximise_risk_adjusted_return", "portfolio.market_neutral"


def _client_limit_mentioned(brief: ContractWriterBrief) -> bool:
    texts = [str((brief.mandate or {}).get("notes", "")), brief.question or ""]
    text = " ".join(texts).lower()
    return "limit" in text and any(w in text for w in ("client", "approved", "mandate"))


def _answer_for(brief: ContractWriterBrief, revisions: list[ToolResult], name: str) -> Any:
    """The user's answer to a question about constraint `name`, if the harness relayed one."""
    for result in reversed(revisions):
        value = result.value if isinstance(result.value, dict) else {}
        for answer in value.get("user_answers", []):
            question = str(answer.get("question", "")).lower()
            spoken = name.replace("_", " ").replace("max ", "maximum ")
            if (
                name in str(answer.get("concern_id", ""))
                or name in question
                or spoken in question.replace("-", " ")
            ):
                return answer
    for answer in brief.answers:
        question = answer.question.lower()
        if name in question or name.replace("_", " ").replace("max ", "maximum ") in question:
            return {"answer": answer.answer, "message_id": answer.message_id}
    return None


def contract(
    brief: ContractWriterBrief,
    revisions: list[ToolResult],
    flaws: Collection[str],
    coverage: dict[str, list[str]] | None = None,
) -> dict[str, Any]:
    """The contract to propose, as the `propose_contract` tool's arguments."""
    inject = set(flaws) if not revisions else set()
    entity_ids = [e.entity_id for e in brief.entities]
    priced = set((coverage or {}).get("prices.daily", entity_ids))
    names = ", ".join(e.name for e in brief.entities)
    decision = brief.as_of.isoformat() if brief.as_of else None
    approaches = {item.approach for item in brief.plan}
    mandate: dict[str, Any] = dict(brief.mandate or {})

    constraints: list[dict[str, Any]] = []
    for key, value in sorted(mandate.items()):
        if key == "notes" or value is None:
            continue
        constraints.append(
            {
                "name": key,
                "value": value,
                "unit": _UNITS.get(key, "text"),
                "provenance": "user_message" if brief.mandate_given else "mandate_clause",
                "provenance_ref": brief.request_message_id
                if brief.mandate_given
                else f"template:{brief.template_id}.mandate.{key}",
            }
        )
    if "portfolio" in approaches and "max_position_weight" not in mandate:
        answered = _answer_for(brief, revisions, "max_position_weight")
        value = _percent(str(answered["answer"])) if answered else None
        if answered and value is not None:
            constraints.append(
                {
                    "name": "max_position_weight",
                    "value": value,
                    "unit": "fraction",
                    "provenance": "user_message",
                    "provenance_ref": answered["message_id"],
                    "rationale": "the user's answer to the Guardian's question",
                }
            )
        elif _client_limit_mentioned(brief) and entity_ids:
            guess = round(1 / len(entity_ids), 4)
            constraints.append(
                {
                    "name": "max_position_weight",
                    "value": guess,
                    "unit": "fraction",
                    "provenance": "assumption",
                    "rationale": f"the mandate requires a client-approved limit without stating "
                    f"it; inferred from the current portfolio, {len(entity_ids)} names at equal "
                    f"weight ({guess:.1%}), a conservative reading",
                }
            )

    bindings: list[dict[str, Any]] = []
    methods: list[dict[str, Any]] = []
    evidence: list[dict[str, Any]] = []
    objective_kind = "research_answer"
    section_of = {
        item_id: s.title for s in reversed(brief.output.sections) for item_id in s.from_plan
    }
    for approach in sorted(approaches):
        dataset, fields = _BINDINGS.get(approach, _BINDINGS["search"])
        binding: dict[str, Any] = {
            "dataset": dataset,
            "fields": list(fields),
            "as_of": decision,
            "entity_ids": entity_ids,
        }
        if approach in ("prices", "portfolio") and brief.window_start and brief.window_end:
            binding["window_start"] = brief.window_start.isoformat()
            binding["window_end"] = brief.window_end.isoformat()
        if binding not in bindings:
            bindings.append(binding)
    for item in brief.plan:
        function = _FUNCTIONS.get(item.approach)
        if item.approach in ("prices", "portfolio") and not priced & set(entity_ids):
            # No price covers these companies: promise nothing that cannot be computed.
            continue
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
                {"function_id": function, "purpose": item.question[:200], "plan_item_id": item.id}
            )
            evidence.append(
                {
                    "evidence_id": f"{item.id}.computation",
                    "description": f"the {function} result for: {item.question[:160]}",
                    "kind": "computation",
                    "plan_item_id": item.id,
                    "function_id": function,
                }
            )
        else:
            evidence.append(
                {
                    "evidence_id": f"{item.id}.citations",
                    "description": f"cited passages answering: {item.question[:160]}",
                    "kind": "citation",
                    "plan_item_id": item.id,
                    "section_title": section_of.get(item.id),
                }
            )
    if "missing_function" in inject:
        methods.append(
            {
                "function_id": "regression.ridge_fit",
                "purpose": "fit a factor model of returns before optimising",
            }
        )
    for section in brief.output.sections:
        evidence.append(
            {
                "evidence_id": f"section.{section.id}",
                "description": f"the section '{section.title}'",
                "kind": "section",
                "section_title": section.title,
            }
        )
    for table in brief.output.tables:
        evidence.append(
            {
                "evidence_id": f"table.{table.id}",
                "description": f"the table '{table.title}' ({', '.join(table.columns)})",
                "kind": "table",
                "section_title": table.title,
            }
        )
    body: dict[str, Any] = {
        "interpretation": (
            f"{brief.template_title or 'Research'} for {names}"
            + (f" as of {decision}" if decision else "")
            + f": answer the {len(brief.plan)} pinned question(s) from the allowed sources"
            + (f" — {brief.question}" if brief.question else "")
        ),
        "objective": (brief.template_description or brief.question or "answer the question")[:400],
        "objective_kind": objective_kind,
        "decision_date": decision,
        "constraints": constraints,
        "data_bindings": bindings,
        "methods": methods,
        "evidence": evidence,
        "promised_evidence": [e["description"] for e in evidence if e["kind"] != "section"],
    }
    if "lookahead" in inject and brief.window_start and brief.window_end:
        middle = brief.window_start + (brief.window_end - brief.window_start) / 2
        body["historical_test"] = {
            "windows": [
                {
                    "train_start": brief.window_start.isoformat(),
                    "train_end": middle.isoformat(),
                    "test_start": (middle + (brief.window_end - middle) / 100).isoformat(),
                    "test_end": brief.window_end.isoformat(),
                    # the flaw: assets chosen with data from the whole window, test period included
                    "selection_end": brief.window_end.isoformat(),
                }
            ],
            "selection": "full_sample",
            "fitting": "inside_each_window",
        }
    return body


def next_step(
    brief: ContractWriterBrief, messages: Sequence[Message], flaws: Collection[str] = ()
) -> list[ToolCall] | str:
    done = tool_results(messages)
    if not any(d.name == "platform_catalogue" for d in done):
        return [ToolCall(call_id="call_catalogue", name="platform_catalogue", arguments={})]
    proposals = [d for d in done if d.name == "propose_contract"]
    last = proposals[-1] if proposals else None
    if last is not None and isinstance(last.value, dict) and last.value.get("status") == "accepted":
        return f"Contract version {last.value.get('version')} accepted; research may start."
    revisions = [p for p in proposals if p.error or isinstance(p.value, dict)]
    catalogue = next((d.value for d in done if d.name == "platform_catalogue"), None)
    coverage = catalogue.get("coverage") if isinstance(catalogue, dict) else None
    return [
        ToolCall(
            call_id=f"call_propose_{len(proposals) + 1}",
            name="propose_contract",
            arguments={"contract": contract(brief, revisions, flaws, coverage)},
        )
    ]
