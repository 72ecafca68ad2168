"""The offline Guardian: deterministic review rules, applied through the Guardian's own tools.

It works the way a reviewing model would: first `inspect_contract` (the full current plan), then
`lookup_function` for every method the plan names and, at the final stage, `recompute` for every
computation the answer relies on (a portfolio's weights evaluated against the contract's own
constraints, a price window re-run to check the moves and horizons the answer states), then it
decides. The decision is the JSON object the Guardian's system prompt specifies; the service
parses it exactly as it parses a model's.

Rules (each concern id is stable, so the ledger can follow it across reviews):

* `assumption:<name>` — a constraint the agent *assumed* although it is the user's (or the
  client's) decision: a portfolio limit, a cost, or anything whose rationale or the user's text
  ties to a client, an approval or a limit. Chat: material, ask the smallest question. Strategy:
  within the mandate's discretion (or within a limit it states) a waived note; otherwise
  material, asking for a narrower action or no change — never a question. Harmless assumptions
  (a default look-back) are not questioned.
* `method:<function_id>` — a method naming a library function that does not exist.
* `leakage:window<i>` — asset selection or fitting that sees data after a window's training
  period (full-sample selection or fitting, selection/fitting end after train end, test before
  train end).
* `objective` — the optimiser the plan names solves another problem than `objective_kind`, or
  the user asked for another objective than `objective_kind`.
* `check:<check_id>` — a failing deterministic check of the validator.
* `computation:<source_id>` (final stage) — recomputed weights break the contract's limits,
  or a recorded figure differs from its recomputation.
* `direction:<entity_id>`, `horizon:<entity_id>` (final stage) — the answer says a price rose
  when the recomputed window shows it fell (or the reverse), or names a horizon ("over two
  years") the window does not span.

A concern of the ledger that is open and whose condition no longer holds is reported
`resolved`; one the policy cannot re-evaluate (raised by a model, say) is left as it is, so it
stays open. No language model is involved; the summary says so.

This module reads the bundle as JSON: `quantward_llm` does not import the contracts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from quantward_agents.briefs import GuardianBrief
from quantward_llm.port import Message, ToolCall
from quantward_policy.researcher import ToolResult, tool_results

NOTICE: Final = "offline reference policy: deterministic review rules, no language model"

#: constraints that are the user's (or client's) decision: they change feasibility or objective
DECISION_CONSTRAINTS: Final = frozenset(
    {
        "max_position_weight",
        "max_gross_leverage",
        "max_net_exposure",
        "max_drawdown",
        "target_volatility",
        "max_turnover",
        "cost_bps",
    }
)
#: upper limits: an assumed value at or below the mandate's is within its authority
UPPER_LIMITS: Final = DECISION_CONSTRAINTS - {"cost_bps"}
#: what `portfolio.evaluate` accepts as constraints (PortfolioConstraints' fields)
PORTFOLIO_CONSTRAINTS: Final = frozenset(
    {
        *DECISION_CONSTRAINTS,
        "market_neutral",
        "long_only",
        "fully_invested",
        "current_weights",
    }
)
PORTFOLIO_FUNCTIONS: Final = frozenset(
    {"portfolio.market_neutral", "portfolio.drawdown_aware", "portfolio.evaluate"}
)
#: a price window as the bundle names it (the library id, or the researcher's tool name)
WINDOW_FUNCTIONS: Final = frozenset({"prices.window_stats", "price_history"})
_UP: Final = frozenset({"rose", "gained", "increased", "climbed", "advanced", "up"})
_DOWN: Final = frozenset({"fell", "declined", "dropped", "lost", "decreased", "down"})
_MOVE: Final = re.compile(
    r"\b(rose|gained|increased|climbed|advanced|up|fell|declined|dropped|lost|decreased|down|"
    r"returned)\s+(?:by\s+)?(-?\d+(?:\.\d+)?)\s?%",
    re.IGNORECASE,
)
#: "fell 31% from its peak" is a drawdown, not the window's move
_FROM_PEAK: Final = re.compile(r"\s+(?:from|below|off)\s+(?:its\s+|the\s+)?(?:peak|high)")
_SPAN: Final = re.compile(
    r"\bover\s+(?:the\s+(?:last|past)\s+)?(\w+)\s+(years?|months?)\b", re.IGNORECASE
)
_NUMBERS: Final = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)
_DECISION_WORDS: Final = re.compile(r"\b(client|approved|limit)", re.IGNORECASE)
_NEGATED_DISCRETION: Final = re.compile(
    r"\b(no|without|not at the manager's|not within)\b[^.;]{0,40}\bdiscretion", re.IGNORECASE
)
_LABELS: Final[dict[str, str]] = {
    "max_position_weight": "maximum position weight",
    "max_gross_leverage": "maximum gross leverage",
    "max_net_exposure": "maximum net exposure",
    "max_drawdown": "maximum drawdown",
    "target_volatility": "volatility target",
    "max_turnover": "maximum turnover",
    "cost_bps": "transaction cost",
}
_UNITS: Final[dict[str, str]] = {
    "max_position_weight": "fraction",
    "max_net_exposure": "fraction",
    "max_drawdown": "fraction",
    "target_volatility": "fraction",
    "max_turnover": "fraction",
    "max_gross_leverage": "multiple",
    "cost_bps": "bps",
}
#: phrases of a request and the objective kinds that solve it, most specific first
_REQUESTED_OBJECTIVES: Final[tuple[tuple[re.Pattern[str], str, frozenset[str]], ...]] = (
    (
        re.compile(r"risk[- ]adjusted|sharpe|mean[- ]variance", re.IGNORECASE),
        "maximise risk-adjusted return",
        frozenset({"maximise_risk_adjusted_return"}),
    ),
    (
        re.compile(
            r"tracking error|track(?:s|ing)? (?:the|a|its) (?:benchmark|index)", re.IGNORECASE
        ),
        "minimise tracking error",
        frozenset({"minimise_tracking_error"}),
    ),
    (
        re.compile(
            r"minimi[sz]e (?:the )?(?:portfolio )?(?:variance|volatility|risk)|"
            r"minimum[- ]variance|lowest (?:volatility|variance)",
            re.IGNORECASE,
        ),
        "minimise variance",
        frozenset({"minimise_variance"}),
    ),
    (
        re.compile(r"maximi[sz]e\b[^.;]{0,60}\breturns?\b[^.;]{0,80}\bdrawdown", re.IGNORECASE),
        "maximise return under a drawdown limit",
        frozenset({"maximise_return_under_drawdown_limit", "maximise_expected_return"}),
    ),
    (
        re.compile(
            r"maximi[sz]e\b[^.;]{0,40}\b(?:expected|excess|active)?\s*returns?|"
            r"highest expected return",
            re.IGNORECASE,
        ),
        "maximise expected return",
        frozenset({"maximise_expected_return", "maximise_return_under_drawdown_limit"}),
    ),
)


@dataclass
class Finding:
    """One concern as the decision reports it."""

    concern_id: str
    material: bool
    summary: str
    requested_change: str = ""
    status: str = "open"
    question: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "concern_id": self.concern_id,
            "status": self.status,
            "material": self.material,
            "summary": self.summary,
            "requested_change": self.requested_change,
        }


@dataclass
class Review:
    """What the rules found, and what the policy verified on the way (for the summary)."""

    findings: list[Finding] = field(default_factory=list)
    verified: list[str] = field(default_factory=list)

    def add(self, finding: Finding) -> None:
        for i, known in enumerate(self.findings):
            if known.concern_id == finding.concern_id:
                self.findings[i] = _merged(known, finding)
                return
        self.findings.append(finding)


def _merged(a: Finding, b: Finding) -> Finding:
    return Finding(
        a.concern_id,
        a.material or b.material,
        f"{a.summary} {b.summary}",
        " ".join(x for x in (a.requested_change, b.requested_change) if x),
        "open" if "open" in (a.status, b.status) else a.status,
        a.question or b.question,
    )


# --- steps ----------------------------------------------------------------------------------


def next_step(brief: GuardianBrief, messages: Sequence[Message]) -> list[ToolCall] | str:
    """The tool calls to make next, or the final decision (a JSON object)."""
    done = tool_results(messages)
    if not any(d.name == "inspect_contract" for d in done):
        return [_call(1, 0, "inspect_contract")]
    bundle: dict[str, Any] = brief.bundle.model_dump(mode="json")
    inspected = _last(done, "inspect_contract")
    if (
        inspected is not None
        and isinstance(inspected.value, dict)
        and isinstance(inspected.value.get("contract"), dict)
    ):
        bundle["contract"] = inspected.value["contract"]
    if not any(d.name in ("lookup_function", "recompute") for d in done):
        calls = [
            *(("lookup_function", {"function_id": f}) for f in _method_ids(bundle)),
            *(("recompute", a) for a in _recomputations(bundle)),
        ]
        if calls:
            return [_call(2, i, name, **args) for i, (name, args) in enumerate(calls)]
    ledger = [c.model_dump(mode="json") for c in brief.ledger]
    return json.dumps(decide(bundle, ledger, done), ensure_ascii=False)


def _call(turn: int, index: int, name: str, **arguments: Any) -> ToolCall:
    return ToolCall(call_id=f"call_g{turn}_{index}_{name}", name=name, arguments=arguments)


def _last(done: Sequence[ToolResult], name: str) -> ToolResult | None:
    found = [d for d in done if d.name == name]
    return found[-1] if found else None


def _contract(bundle: Mapping[str, Any]) -> dict[str, Any]:
    contract = bundle.get("contract")
    return contract if isinstance(contract, dict) else {}


def _method_ids(bundle: Mapping[str, Any]) -> list[str]:
    ids: list[str] = []
    for method in _contract(bundle).get("methods") or []:
        function_id = method.get("function_id") if isinstance(method, dict) else None
        if isinstance(function_id, str) and function_id and function_id not in ids:
            ids.append(function_id)
    return ids


def _portfolio_constraints(bundle: Mapping[str, Any]) -> dict[str, Any]:
    """The contract's constraints that `portfolio.evaluate` can check."""
    constraints: dict[str, Any] = {}
    for c in _contract(bundle).get("constraints") or []:
        name, value = c.get("name"), c.get("value")
        if name in PORTFOLIO_CONSTRAINTS and value is not None:
            constraints[name] = value
    return constraints


def _recomputations(bundle: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Final stage: each portfolio computation's weights against the contract's constraints,
    and each price window the answer quotes, recomputed."""
    if bundle.get("stage") != "final":
        return []
    calls: list[dict[str, Any]] = []
    for computation in bundle.get("computations") or []:
        args = _evaluation_args(bundle, computation)
        if args is not None:
            calls.append({"function_id": "portfolio.evaluate", "arguments": args})
        window = _window_args(computation)
        if window is not None:
            calls.append({"function_id": "prices.window_stats", "arguments": window})
    return [c for i, c in enumerate(calls) if c not in calls[:i]]  # one call per distinct run


def _recorded_stats(computation: Any) -> list[dict[str, Any]]:
    """The per-entity figures of a recorded `prices.window_stats` result (else nothing)."""
    if not isinstance(computation, dict):
        return []
    if computation.get("function_id") not in WINDOW_FUNCTIONS:
        return []
    result = computation.get("result")
    stats = result.get("stats") if isinstance(result, dict) else None
    if not isinstance(stats, list):
        return []
    return [s for s in stats if isinstance(s, dict) and isinstance(s.get("entity_id"), str)]


def _window_args(computation: Any) -> dict[str, Any] | None:
    stats = _recorded_stats(computation)
    if not stats:
        return None
    result = computation.get("result") or {}
    arguments = computation.get("arguments") or {}
    span = {k: arguments.get(k) or result.get(k) for k in ("start", "end", "as_of")}
    if not all(isinstance(v, str) for v in span.values()):
        return None
    return {"entity_ids": [s["entity_id"] for s in stats], **span}


def _evaluation_args(bundle: Mapping[str, Any], computation: Any) -> dict[str, Any] | None:
    if not isinstance(computation, dict):
        return None
    if computation.get("function_id") not in PORTFOLIO_FUNCTIONS:
        return None
    result = computation.get("result")
    arguments = computation.get("arguments") or {}
    weights = result.get("weights") if isinstance(result, dict) else None
    if not isinstance(weights, dict) or not weights:
        return None
    window = result.get("window") if isinstance(result, dict) else None
    window = window if isinstance(window, dict) else {}
    span = {k: arguments.get(k) or window.get(k) for k in ("start", "end", "as_of")}
    if not all(isinstance(v, str) for v in span.values()):
        return None
    return {"weights": weights, **span, "constraints": _portfolio_constraints(bundle)}


# --- the decision ---------------------------------------------------------------------------


def decide(
    bundle: Mapping[str, Any],
    ledger: Sequence[Mapping[str, Any]],
    done: Sequence[ToolResult],
) -> dict[str, Any]:
    """Apply every rule, resolve what no longer holds, and write the decision object."""
    review = Review()
    policy = str(bundle.get("policy") or "chat")
    stage = str(bundle.get("stage") or "plan")
    _assumptions(bundle, policy, review)
    _methods(bundle, done, review)
    _leakage(bundle, review)
    _objective(bundle, done, review)
    _checks(bundle, review)
    if stage == "final":
        _recomputed(bundle, done, review)
    raised = {f.concern_id for f in review.findings}
    for entry in ledger:
        concern_id = str(entry.get("concern_id", ""))
        if entry.get("status") != "open" or concern_id in raised:
            continue
        reason = _no_longer_holds(concern_id, bundle, stage)
        if reason is not None:
            review.findings.append(
                Finding(
                    concern_id,
                    bool(entry.get("material")),
                    f"Resolved: {reason}",
                    status="resolved",
                )
            )
    material = [f for f in review.findings if f.material and f.status == "open"]
    questions = [f.question for f in material if f.question]
    decision = "revise" if material else "accept"
    return {
        "decision": decision,
        "summary": _summary(stage, decision, review, material),
        "concerns": [f.as_json() for f in review.findings],
        "requested_changes": [f.requested_change for f in material if f.requested_change],
        "clarification_question": _question(questions) if policy == "chat" and questions else None,
    }


def _summary(stage: str, decision: str, review: Review, material: Sequence[Finding]) -> str:
    subject = "Plan" if stage == "plan" else "Answer"
    if decision == "revise":
        lead = "; ".join(f.summary for f in material)
        return f"{subject} needs revision ({len(material)} material concern(s)): {lead} ({NOTICE})"
    resolved = [f for f in review.findings if f.status == "resolved"]
    notes = [f for f in review.findings if f.status != "resolved"]
    parts = [*review.verified]
    if resolved:
        parts.append(f"{len(resolved)} earlier concern(s) resolved")
    if notes:
        parts.append(f"{len(notes)} non-material note(s)")
    detail = "; ".join(parts) or "no rule found a material problem"
    return f"{subject} accepted: {detail} ({NOTICE})."


def _question(questions: Sequence[str]) -> str:
    """One question, or the few that matter in one message (never a questionnaire)."""
    return questions[0] if len(questions) == 1 else " ".join(questions[:3])


# --- rule 1: assumed user decisions ---------------------------------------------------------


def _texts(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


def _find_key(value: Any, key: str) -> Any:
    if isinstance(value, dict):
        if value.get(key) is not None:
            return value[key]
        for item in value.values():
            found = _find_key(item, key)
            if found is not None:
                return found
    elif isinstance(value, list):
        for item in value:
            found = _find_key(item, key)
            if found is not None:
                return found
    return None


def _words(name: str) -> list[str]:
    return [w for w in name.lower().split("_") if w not in ("max", "min", "target", "limit", "")]


def _user_text(bundle: Mapping[str, Any]) -> str:
    messages = bundle.get("user_messages") or []
    return " ".join(str(m.get("text", "")) for m in messages if isinstance(m, dict))


def _is_user_decision(constraint: Mapping[str, Any], user_text: str) -> bool:
    name = str(constraint.get("name", ""))
    if name in DECISION_CONSTRAINTS:
        return True
    if _DECISION_WORDS.search(str(constraint.get("rationale", ""))):
        return True
    words = _words(name)
    lowered = user_text.lower()
    return (
        bool(words)
        and _DECISION_WORDS.search(user_text) is not None
        and (all(w in lowered for w in words))
    )


def _label(name: str) -> str:
    return _LABELS.get(name) or name.replace("max_", "maximum ").replace("_", " ")


def _unit(constraint: Mapping[str, Any]) -> str | None:
    unit = constraint.get("unit")
    return str(unit) if unit else _UNITS.get(str(constraint.get("name")))


def fmt(value: Any, unit: str | None) -> str:
    """A constraint value as a person reads it: 12.5%, 1.5×, 10 bps."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int | float):
        if unit == "fraction":
            return f"{value * 100:.4g}%"
        if unit == "multiple":
            return f"{value:g}×"
        if unit == "bps":
            return f"{value:g} bps"
        if unit == "days":
            return f"{value:g} days"
        return f"{value:g}"
    return str(value)


def _effect(name: str) -> str:
    if name == "cost_bps":
        return "changes the objective (returns after costs)"
    if name in DECISION_CONSTRAINTS:
        return "changes which portfolios are feasible"
    return "changes the meaning of the answer"


def _discretion(mandate: Any, name: str) -> bool:
    """Whether the mandate lets the strategy choose this value itself."""
    own = _words(name)
    every = {w for n in DECISION_CONSTRAINTS for w in _words(n)}
    for text in _texts(mandate):
        for sentence in re.split(r"[.;\n]", text):
            lowered = sentence.lower()
            if "discretion" not in lowered or _NEGATED_DISCRETION.search(sentence):
                continue
            if own and (own[0] in lowered or all(w in lowered for w in own)):
                return True
            if not any(w in lowered for w in every):
                return True  # a general grant ("full discretion within the mandate")
    return False


def _within(name: str, assumed: Any, stated: Any) -> bool:
    if isinstance(assumed, int | float) and isinstance(stated, int | float):
        if name in UPPER_LIMITS:
            return float(assumed) <= float(stated)
        if name == "cost_bps":
            return float(assumed) >= float(stated)
    return bool(assumed == stated)


def _assumptions(bundle: Mapping[str, Any], policy: str, review: Review) -> None:
    user_text = _user_text(bundle)
    mandate = bundle.get("mandate") or {}
    client = re.search(r"\b(client|approved)", user_text + " " + " ".join(_texts(mandate)), re.I)
    traced = 0
    for constraint in _contract(bundle).get("constraints") or []:
        if not isinstance(constraint, dict):
            continue
        if constraint.get("provenance") != "assumption":
            traced += 1
            continue
        if not _is_user_decision(constraint, user_text):
            continue  # a harmless default (a look-back, a rounding) is not questioned
        name = str(constraint.get("name"))
        value, unit = constraint.get("value"), _unit(constraint)
        shown, label = fmt(value, unit), _label(name)
        concern_id = f"assumption:{name}"
        stated = _find_key(mandate, name)
        if stated is not None and _within(name, value, stated):
            review.add(
                Finding(
                    concern_id,
                    False,
                    f"The plan assumes {name} = {shown}; the mandate sets {fmt(stated, unit)}, "
                    "and the assumption stays within it.",
                    status="waived",
                )
            )
            continue
        if stated is not None:
            review.add(
                Finding(
                    concern_id,
                    True,
                    f"The plan assumes {name} = {shown}, beyond the mandate's {fmt(stated, unit)}.",
                    f"Use the mandate's limit {name} = {fmt(stated, unit)} (provenance "
                    "mandate_clause) or make no change.",
                )
            )
            continue
        why = f" ({constraint.get('rationale')})" if constraint.get("rationale") else ""
        summary = (
            f"The plan assumes {name} = {shown}{why}, but the {label} is the "
            f"{'client' if client else 'user'}'s decision: it {_effect(name)}."
        )
        if policy == "strategy":
            if _discretion(mandate, name):
                review.add(
                    Finding(
                        concern_id,
                        False,
                        f"The plan assumes {name} = {shown}{why}; the mandate leaves it to the "
                        "strategy's discretion, so the choice stands as a recorded assumption.",
                        status="waived",
                    )
                )
                continue
            review.add(
                Finding(
                    concern_id,
                    True,
                    f"{summary} The mandate neither states it nor leaves it to the strategy.",
                    f"Do not rely on the assumed {name} = {shown}: take the narrower action "
                    "(use the mandate's stricter explicit limit) or make no change.",
                )
            )
            continue
        who = "client-approved " if client else ""
        question = (
            f"What is the {who}{label} ({name})? The plan assumed {shown}, which {_effect(name)}."
        )
        review.add(
            Finding(
                concern_id,
                True,
                summary,
                f"Ask the user the smallest question — {question} — and record the answer with "
                "provenance user_message instead of the assumption.",
                question=question,
            )
        )
    if traced:
        review.verified.append(f"{traced} constraint(s) traced to the user or the mandate")


# --- rule 2: methods that do not exist -----------------------------------------------------


def _lookups(done: Sequence[ToolResult]) -> dict[str, ToolResult]:
    found: dict[str, ToolResult] = {}
    for d in done:
        if d.name == "lookup_function":
            found[str(d.arguments.get("function_id", ""))] = d
    return found


def _methods(bundle: Mapping[str, Any], done: Sequence[ToolResult], review: Review) -> None:
    lookups = _lookups(done)
    existing = 0
    for function_id in _method_ids(bundle):
        lookup = lookups.get(function_id)
        if lookup is None or lookup.error or not isinstance(lookup.value, dict):
            continue
        if lookup.value.get("exists"):
            existing += 1
            continue
        closest = [str(c) for c in lookup.value.get("closest") or []]
        instead = (
            f"use `{closest[0]}` if it does what the plan needs"
            if closest
            else "use a registered library function"
        )
        review.add(
            Finding(
                f"method:{function_id}",
                True,
                f"The plan names library function `{function_id}`, which does not exist.",
                f"Remove `{function_id}`: {instead}, or write custom code and say why "
                "(custom_code_reason).",
            )
        )
    if existing:
        review.verified.append(f"{existing} method(s) found in the library")


# --- rule 3: look-ahead in the historical test ----------------------------------------------


def _leakage(bundle: Mapping[str, Any], review: Review) -> None:
    test = _contract(bundle).get("historical_test")
    if not isinstance(test, dict):
        return
    windows = [w for w in test.get("windows") or [] if isinstance(w, dict)]
    clean = True
    for i, window in enumerate(windows, start=1):
        problems = _window_problems(window, test)
        if not problems:
            continue
        clean = False
        review.add(
            Finding(
                f"leakage:window{i}",
                True,
                f"Window {i} (train {window.get('train_start')} to {window.get('train_end')}, "
                f"test {window.get('test_start')} to {window.get('test_end')}) is not out of "
                f"sample: {'; '.join(problems)}.",
                "Repeat asset selection and model fitting inside each window, using only data "
                "up to that window's train_end, then re-run the test.",
            )
        )
    if windows and clean:
        review.verified.append(
            f"the historical test selects and fits inside each of its {len(windows)} window(s)"
        )


def _window_problems(window: Mapping[str, Any], test: Mapping[str, Any]) -> list[str]:
    train_end = str(window.get("train_end") or "")
    problems: list[str] = []
    for step in ("selection", "fitting"):
        verb = "assets are selected" if step == "selection" else "the model is fitted"
        if test.get(step) == "full_sample":
            problems.append(f"{verb} on the full sample, test period included")
            continue
        end = window.get(f"{step}_end")
        if isinstance(end, str) and train_end and end > train_end:
            problems.append(f"{verb} with data up to {end}, after the training period")
    test_start = str(window.get("test_start") or "")
    if train_end and test_start and test_start <= train_end:
        problems.append(f"the test starts on {test_start}, before the training period ends")
    return problems


# --- rule 4: the objective ------------------------------------------------------------------


def _objective(bundle: Mapping[str, Any], done: Sequence[ToolResult], review: Review) -> None:
    kind = _contract(bundle).get("objective_kind")
    if not isinstance(kind, str) or kind == "research_answer":
        return
    lookups = _lookups(done)
    for function_id in _method_ids(bundle):
        lookup = lookups.get(function_id)
        value = lookup.value if lookup is not None and isinstance(lookup.value, dict) else {}
        solves = [str(k) for k in value.get("objective_kinds") or []]
        if solves and kind not in solves:
            review.add(
                Finding(
                    "objective",
                    True,
                    f"The plan's objective is {kind}, but `{function_id}` solves another "
                    f"problem ({value.get('solves') or ', '.join(solves)}).",
                    f"Solve {kind} directly with a method that optimises it, and recompute "
                    "every constraint independently (portfolio.evaluate).",
                )
            )
    user_text = _user_text(bundle)
    for pattern, asked, kinds in _REQUESTED_OBJECTIVES:
        match = pattern.search(user_text)
        if match is None:
            continue
        if kind not in kinds:
            review.add(
                Finding(
                    "objective",
                    True,
                    f"The user asked to {asked} (\u201c{match.group(0)}\u201d), but the plan's "
                    f"objective is {kind}.",
                    f"Solve the objective the user asked for ({asked}) directly, and recompute "
                    "every constraint independently (portfolio.evaluate).",
                )
            )
        break


# --- rule 5: the validator's checks ---------------------------------------------------------


def _failing_checks(bundle: Mapping[str, Any]) -> list[dict[str, Any]]:
    checks = [c for c in bundle.get("checks") or [] if isinstance(c, dict)]
    return [c for c in checks if not c.get("passed")]


def _checks(bundle: Mapping[str, Any], review: Review) -> None:
    checks = [c for c in bundle.get("checks") or [] if isinstance(c, dict)]
    failing = _failing_checks(bundle)
    for check in failing:
        where = f" (field {check['field']})" if check.get("field") else ""
        review.add(
            Finding(
                f"check:{check.get('check_id')}",
                True,
                f"The validator's check {check.get('check_id')} fails{where}: "
                f"{check.get('message')}",
                f"Fix what check {check.get('check_id')} reports: {check.get('message')}",
            )
        )
    passed = len(checks) - len(failing)
    if passed and not failing:
        review.verified.append(f"all {passed} validator check(s) pass")


# --- final stage: recomputed portfolios -----------------------------------------------------


def _recomputed(bundle: Mapping[str, Any], done: Sequence[ToolResult], review: Review) -> None:
    recomputes = [d for d in done if d.name == "recompute"]
    computations = [c for c in bundle.get("computations") or [] if isinstance(c, dict)]
    checked = 0
    for computation in computations:
        args = _evaluation_args(bundle, computation)
        if args is None:
            continue
        source_id = str(computation.get("source_id"))
        result = next((d for d in recomputes if d.arguments.get("arguments") == args), None)
        if result is None:
            continue
        if result.error:
            review.add(
                Finding(
                    f"computation:{source_id}",
                    False,
                    f"Could not recompute {source_id} ({computation.get('function_id')}): "
                    f"{result.error}",
                )
            )
            continue
        value: dict[str, Any] = result.value if isinstance(result.value, dict) else {}
        inner = value.get("result")
        evaluation: dict[str, Any] = inner if isinstance(inner, dict) else value
        failed = [c for c in evaluation.get("checks") or [] if not c.get("passed")]
        checked += 1
        if not failed and evaluation.get("passed", True):
            continue
        broken = "; ".join(
            f"{c.get('name')} {c.get('actual')} against a limit of {c.get('limit')}" for c in failed
        )
        review.add(
            Finding(
                f"computation:{source_id}",
                True,
                f"Recomputing the weights of {source_id} ({computation.get('function_id')}) "
                f"against the contract's constraints fails: {broken or 'a check failed'}.",
                "Re-solve with the contract's constraints and report the recomputed figures.",
            )
        )
    if checked:
        review.verified.append(
            f"recomputed {checked} portfolio computation(s) against the contract's constraints"
        )
    _claims(bundle, recomputes, computations, review)


def _claims(
    bundle: Mapping[str, Any],
    recomputes: Sequence[ToolResult],
    computations: Sequence[dict[str, Any]],
    review: Review,
) -> None:
    """The answer's moves and horizons against recomputed price windows."""
    answer = str(bundle.get("answer") or "")
    sentences = list(
        dict.fromkeys(
            s for line in answer.splitlines() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", line)
        )
    )
    checked = 0
    seen: list[dict[str, Any]] = []
    for computation in computations:
        args = _window_args(computation)
        if args is None or args in seen:
            continue  # the same window recorded twice is checked once
        seen.append(args)
        result = next((d for d in recomputes if d.arguments.get("arguments") == args), None)
        if result is None or result.error or not isinstance(result.value, dict):
            continue
        inner = result.value.get("result")
        recomputed = inner.get("stats") if isinstance(inner, dict) else None
        if not isinstance(recomputed, list):
            continue
        recorded = {s["entity_id"]: s for s in _recorded_stats(computation)}
        source_id = str(computation.get("source_id"))
        for stat in recomputed:
            if not isinstance(stat, dict) or not isinstance(stat.get("total_return"), int | float):
                continue
            entity_id = str(stat.get("entity_id"))
            total = float(stat["total_return"])
            before = recorded.get(entity_id, {}).get("total_return")
            if isinstance(before, int | float) and abs(float(before) - total) > 1e-6:
                review.add(
                    Finding(
                        f"computation:{source_id}",
                        True,
                        f"The recorded return of {entity_id} in {source_id} ({float(before):.4f}) "
                        f"differs from the recomputed {total:.4f}.",
                        "Recompute the figures with the library and quote those.",
                    )
                )
            for sentence in sentences:
                checked += _claim(sentence, entity_id, stat, total, review)
    if checked:
        review.verified.append(
            f"checked {checked} move(s) in the answer against recomputed price windows"
        )


def _claim(
    sentence: str, entity_id: str, stat: Mapping[str, Any], total: float, review: Review
) -> int:
    """Check one sentence that quotes this entity's move; 1 if it did, else 0."""
    move = next(
        (
            m
            for m in _MOVE.finditer(sentence)
            if abs(abs(float(m.group(2))) - abs(total) * 100) <= 0.051
            and not _FROM_PEAK.match(sentence, m.end())
        ),
        None,
    )
    last_day = str(stat.get("last_day") or "")
    days = re.findall(r"\d{4}-\d{2}-\d{2}", sentence)
    if move is None or (days and last_day not in days):
        return 0
    verb, stated = move.group(1).lower(), float(move.group(2))
    says_up = stated >= 0 if verb == "returned" else verb in _UP
    actual = f"{total:+.1%}"
    start = str(stat.get("base_day") or stat.get("first_day") or "")
    if says_up != (total >= 0):
        review.add(
            Finding(
                f"direction:{entity_id}",
                True,
                f"The answer says {entity_id} {move.group(0)}, but the recomputed "
                f"prices.window_stats return from {start} to {last_day} is {actual}.",
                f"State the direction the recomputed return shows ({actual}).",
            )
        )
    span = _SPAN.search(sentence)
    if span is not None and start and last_day:
        from datetime import date

        elapsed = (date.fromisoformat(last_day[:10]) - date.fromisoformat(start[:10])).days
        word = span.group(1).lower()
        number = _NUMBERS.index(word) if word in _NUMBERS else int(word) if word.isdigit() else None
        years = span.group(2).lower().startswith("year")
        real = elapsed / 365.25 if years else elapsed / 30.44
        if number is not None and abs(number - real) > (0.75 if years else 1.5):
            review.add(
                Finding(
                    f"horizon:{entity_id}",
                    True,
                    f"The answer says {span.group(0)} for {entity_id}, but the window runs from "
                    f"{start} to {last_day} ({real:.1f} {'years' if years else 'months'}).",
                    f"State the horizon of the window ({start} to {last_day}).",
                )
            )
    return 1


# --- resolution of earlier concerns ---------------------------------------------------------


def _no_longer_holds(concern_id: str, bundle: Mapping[str, Any], stage: str) -> str | None:
    """Why an earlier concern's condition no longer holds, or None if it cannot say."""
    kind, _, subject = concern_id.partition(":")
    contract = _contract(bundle)
    if kind == "assumption":
        for c in contract.get("constraints") or []:
            if isinstance(c, dict) and c.get("name") == subject:
                ref = f" ({c.get('provenance_ref')})" if c.get("provenance_ref") else ""
                return (
                    f"{subject} is now {fmt(c.get('value'), _unit(c))} with provenance "
                    f"{c.get('provenance')}{ref}."
                )
        return f"the plan no longer constrains {subject}."
    if kind == "method":
        return f"the plan no longer relies on `{subject}`."
    if kind == "leakage":
        return "selection and fitting now stay inside each window's training period."
    if kind == "objective" and not subject:
        return f"the plan's objective ({contract.get('objective_kind')}) matches the request."
    if kind == "check":
        return f"the validator's check {subject} no longer fails."
    if kind == "computation" and stage == "final":
        return f"{subject} now satisfies the contract's constraints (or is no longer relied on)."
    if kind in ("horizon", "direction") and stage == "final":
        return f"the answer's {kind} for {subject} now matches the recomputed price window."
    return None


__all__ = ["NOTICE", "decide", "fmt", "next_step"]
