"""The offline Guardian: deterministic review rules over the typed review bundle.

It works the way a reviewing model would: first `inspect_contract` (the full current plan), then
`lookup_function` for every method the plan names and, at the final stage, `recompute` for every
computation the answer relies on (a portfolio's weights evaluated against the contract's own
limits, a price window re-run to check the moves and horizons the answer states), then it
decides. The decision is the JSON object the Guardian's system prompt specifies; the service
parses it exactly as it parses a model's.

What the validator can decide exactly, the Guardian does not re-derive: it runs the validator's
own checks (`quantward_validation`) on the contract it inspected and reports their failures
under its stable concern ids, so it catches them even in a run without the validator. What is
left is judgment the validator does not have. Rules (each concern id is stable, so the ledger
can follow it across reviews):

* `assumption:<name>` (judgment) — a constraint the agent *assumed* although it is the user's
  (or the client's) decision: a portfolio limit recognised by its subject under any field name
  (`quantward_validation.limits`), a cost, or anything whose rationale or the user's text ties
  to a client, an approval or a limit. Inside every bound the mandate's clauses state on it
  (`quantward_validation.mandate`): a waived note, chat or strategy. Outside one: material.
  No bound — chat: material, ask the smallest question; strategy: a waived note under a
  discretion grant, else material, asking for a narrower action or no change (never a
  question). Harmless assumptions (a default look-back) are not questioned.
* `mandate:<name>` — a traced constraint whose value lies outside a mandate bound.
* `provenance:<name>` — `contract.provenance` fails for a constraint (its cited message or
  clause does not exist or does not state the value): treated as an assumption.
* `method:<function_id>` — `contract.functions_exist` fails for a method; the lookup's closest
  ids say what to use instead.
* `leakage:window<i>` — `contract.point_in_time` fails for a walk-forward window (full-sample
  selection or fitting fails every window), or the plan's text (interpretation, objective,
  method purposes, visible reasoning) says it selects or fits over a date range, or the whole
  sample, that reaches into the window's test period (`quantward_validation.leakage`);
  `leakage:stated<j>` the same against a test period only the text states.
* `objective` — `contract.objective_method` fails, or (judgment) the user's latest message that
  states an objective (`quantward_validation.intent`: morphology, negation, comparatives) asks
  for another than `objective_kind`; the concern quotes the clause and its offsets.
* `check:<check_id>` — a failing check among the bundle's validator verdicts.
* `computation:<source_id>` (final stage) — the recomputed weights break the contract's limits
  (read as portfolio limits the validator's way, `map_limits`), or a recorded figure differs
  from its recomputation.
* `direction:<entity_id>`, `horizon:<entity_id>` (final stage, judgment over a recomputation) —
  any sentence of the answer, cited or not, that says a price rose when the recomputed window
  shows it fell (or the reverse), or names a horizon ("over two years") the window does not
  span. The validator's `answer.numbers_match` judges cited sentences only; its verdict arrives
  as a `check:` concern.

A concern of the ledger that is open and whose condition no longer holds is reported
`resolved`; one the policy cannot re-evaluate (raised by a model, say) is left as it is, so it
stays open. No language model is involved; the summary says so.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Final

from pydantic import JsonValue

from quantward_agents.briefs import GuardianBrief
from quantward_contracts.values import (
    CheckResult,
    Computation,
    Concern,
    Constraint,
    ResearchContractBody,
    ReviewBundle,
)
from quantward_llm.port import Message, ToolCall
from quantward_platform import ConstraintCheck
from quantward_policy import code_review, intent_review
from quantward_policy.conversation import ToolResult, View, parsed_all, tool_results
from quantward_policy.vocabulary import NUMBER_WORDS
from quantward_validation.checks import failures
from quantward_validation.cited_bounds import breached, cited_bound
from quantward_validation.claims import misstatements
from quantward_validation.config_text import unit_named
from quantward_validation.contract import (
    contract_texts,
    functions_exist,
    objective_method,
    point_in_time,
)
from quantward_validation.declared_units import in_declared_unit
from quantward_validation.evidence import library_id
from quantward_validation.intent import asked
from quantward_validation.leakage import leaks
from quantward_validation.lexical_subjects import is_lexical, lexical_unit, read_in_unit
from quantward_validation.limit_lexicon_maturity import PERIOD_DAYS
from quantward_validation.limits import UNITS, is_limit, names_a_bound, subject_of, unit_of
from quantward_validation.mandate import (
    Bound,
    Clause,
    bounds_for,
    clauses,
    contradicted,
    discretion_over,
    find_clause,
    plan_kind,
    quantities_as_written,
    within,
)
from quantward_validation.money_scales import factor, shown
from quantward_validation.objectives import PORTFOLIO_FUNCTIONS
from quantward_validation.org_units import without_org_units
from quantward_validation.other_pools import contract_pools, own_pools_bounds
from quantward_validation.plan_occasions import plan_is_rebalance
from quantward_validation.portfolio import map_limits
from quantward_validation.provenance import corrected_later, stated_of, validate_provenance
from quantward_validation.quantities import convert, in_unit, number, same
from quantward_validation.scope import withdraws_earlier
from quantward_validation.self_corrections import corrected
from quantward_validation.sole_bands import sole_band
from quantward_validation.spoken_agreement import agreements_named
from quantward_validation.surface_bundle import cleaned_bundle
from quantward_validation.trends import sentences as answer_sentences
from quantward_validation.utterances import misdirected

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
_NUMBERS: Final = NUMBER_WORDS
_DECISION_WORDS: Final = re.compile(r"\b(client|approved|limit)", re.IGNORECASE)
_LABELS: Final[dict[str, str]] = {
    "max_position_weight": "maximum position weight",
    "max_gross_leverage": "maximum gross leverage",
    "max_net_exposure": "maximum net exposure",
    "max_drawdown": "maximum drawdown",
    "target_volatility": "volatility target",
    "max_turnover": "maximum turnover",
    "cost_bps": "transaction cost",
}


# --- what the tools return, typed -------------------------------------------------------------


class Inspected(View):
    """`inspect_contract`: the full current plan."""

    contract: ResearchContractBody


class Lookup(View):
    """`lookup_function`: whether a library function exists, else the closest ids."""

    function_id: str
    exists: bool
    closest: tuple[str, ...] = ()


class Span(View):
    start: date | None = None
    end: date | None = None
    as_of: date | None = None


class RecordedPortfolio(View):
    """A portfolio computation's result: its weights and the window it was solved over."""

    weights: dict[str, float]
    window: Span = Span()


class WindowStat(View):
    """One entity of a `prices.window_stats` result."""

    entity_id: str
    total_return: float | None = None
    base_day: date | None = None
    first_day: date | None = None
    last_day: date | None = None


class WindowStats(View):
    start: date | None = None
    end: date | None = None
    as_of: date | None = None
    stats: tuple[WindowStat, ...] = ()


class Evaluated(View):
    """What `portfolio.evaluate` says of a weight vector."""

    checks: tuple[ConstraintCheck, ...] = ()
    passed: bool = True


class Recomputed(View):
    """`recompute`: the function re-run, its arguments and its result."""

    arguments: dict[str, JsonValue] = {}
    result: dict[str, JsonValue]


def _read(model: type[Any], value: JsonValue) -> Any:
    """`value` as `model`, or None when it has another shape."""
    return ToolResult("", {}, None, value).parsed(model)


# --- findings ---------------------------------------------------------------------------------


@dataclass
class Finding:
    """One concern as the decision reports it, and the question it would ask (chat)."""

    concern: Concern
    question: str | None = None


def finding(
    concern_id: str,
    material: bool,
    summary: str,
    requested_change: str = "",
    status: str = "open",
    question: str | None = None,
) -> Finding:
    return Finding(
        Concern.model_validate(
            {
                "concern_id": concern_id,
                "status": status,
                "material": material,
                "summary": summary,
                "requested_change": requested_change,
            }
        ),
        question,
    )


@dataclass
class Review:
    """What the rules found, and what the policy verified on the way (for the summary)."""

    findings: list[Finding] = field(default_factory=list)
    verified: list[str] = field(default_factory=list)

    def add(self, found: Finding) -> None:
        for i, known in enumerate(self.findings):
            if known.concern.concern_id == found.concern.concern_id:
                self.findings[i] = _merged(known, found)
                return
        self.findings.append(found)


def _merged(a: Finding, b: Finding) -> Finding:
    x, y = a.concern, b.concern
    return finding(
        x.concern_id,
        x.material or y.material,
        f"{x.summary} {y.summary}",
        " ".join(c for c in (x.requested_change, y.requested_change) if c),
        "open" if "open" in (x.status, y.status) else x.status,
        a.question or b.question,
    )


# --- steps ----------------------------------------------------------------------------------


def next_step(brief: GuardianBrief, messages: Sequence[Message]) -> list[ToolCall] | str:
    """The tool calls to make next, or the final decision (a JSON object)."""
    done = tool_results(messages)
    if not any(d.name == "inspect_contract" for d in done):
        return [_call(1, 0, "inspect_contract")]
    bundle = brief.bundle
    inspected = parsed_all(done, "inspect_contract", Inspected)
    if inspected:
        bundle = bundle.model_copy(update={"contract": inspected[-1].contract})
    if not any(d.name in ("lookup_function", "recompute") for d in done):
        calls = [
            *(("lookup_function", {"function_id": f}) for f in _method_ids(bundle.contract)),
            *(("recompute", a) for a in _recomputations(bundle)),
        ]
        if calls:
            return [_call(2, i, name, **args) for i, (name, args) in enumerate(calls)]
    return json.dumps(decide(bundle, brief.ledger, done), ensure_ascii=False)


def _call(turn: int, index: int, name: str, **arguments: Any) -> ToolCall:
    return ToolCall(call_id=f"call_g{turn}_{index}_{name}", name=name, arguments=arguments)


def _method_ids(contract: ResearchContractBody) -> list[str]:
    return list(dict.fromkeys(m.function_id for m in contract.methods if m.function_id))


def _recomputations(bundle: ReviewBundle) -> list[dict[str, Any]]:
    """Final stage: each portfolio computation's weights against the contract's constraints,
    and each price window the answer quotes, recomputed."""
    if bundle.stage != "final":
        return []
    calls: list[dict[str, Any]] = []
    for computation in bundle.computations:
        args = _evaluation_args(bundle.contract, computation)
        if args is not None:
            calls.append({"function_id": "portfolio.evaluate", "arguments": args})
        window = _window_args(computation)
        if window is not None:
            calls.append({"function_id": "prices.window_stats", "arguments": window})
        elif (library_id(computation.function_id) or "").startswith(_SERIES_FUNCTIONS):
            # a fundamentals or earnings series: re-run as recorded, its trends read from it
            calls.append(
                {
                    "function_id": library_id(computation.function_id),
                    "arguments": computation.arguments,
                }
            )
    return [c for i, c in enumerate(calls) if c not in calls[:i]]  # one call per distinct run


#: library functions whose results are dated series the answer's trends are read against
_SERIES_FUNCTIONS: Final = ("fundamentals.", "earnings.")


def _recorded_stats(computation: Computation) -> WindowStats | None:
    """A recorded `prices.window_stats` result with per-entity figures (else None)."""
    # a price window, named by its library id or by the researcher's tool name
    if library_id(computation.function_id) != "prices.window_stats":
        return None
    stats: WindowStats | None = _read(WindowStats, computation.result)
    return stats if stats is not None and stats.stats else None


def _span(computation: Computation, recorded: Span | WindowStats) -> dict[str, str] | None:
    """start, end and as_of from the call's arguments, else from what the result says."""
    called = _read(Span, computation.arguments) or Span()
    span = {
        key: getattr(called, key) or getattr(recorded, key) for key in ("start", "end", "as_of")
    }
    if not all(isinstance(v, date) for v in span.values()):
        return None
    return {k: v.isoformat() for k, v in span.items()}


def _window_args(computation: Computation) -> dict[str, Any] | None:
    stats = _recorded_stats(computation)
    span = _span(computation, stats) if stats is not None else None
    if stats is None or span is None:
        return None
    return {"entity_ids": [s.entity_id for s in stats.stats], **span}


def _evaluation_args(
    contract: ResearchContractBody, computation: Computation
) -> dict[str, Any] | None:
    if computation.function_id not in PORTFOLIO_FUNCTIONS:
        return None
    recorded: RecordedPortfolio | None = _read(RecordedPortfolio, computation.result)
    if recorded is None or not recorded.weights:
        return None
    span = _span(computation, recorded.window)
    if span is None:
        return None
    # The contract's limits read as portfolio limits exactly as the validator reads them.
    limits = map_limits(contract).constraints.model_dump(mode="json", exclude_defaults=True)
    return {"weights": recorded.weights, **span, "constraints": limits}


# --- the decision ---------------------------------------------------------------------------


def decide(
    bundle: ReviewBundle, ledger: Sequence[Concern], done: Sequence[ToolResult]
) -> dict[str, Any]:
    """Apply every rule, resolve what no longer holds, and write the decision object.

    The rules read the bundle with its surface cleaned (`quantward_validation.surface_bundle`):
    a word broken at a line end, a ligature or a no-break space in a pasted PDF is read as
    written out, and the contract's spans are carried over."""
    bundle = cleaned_bundle(bundle)
    review = Review()
    contract = bundle.contract
    _assumptions(bundle, review)
    _methods(contract, done, review)
    _leakage(contract, review)
    _stated_leakage(bundle, review)
    _objective(bundle, review)
    _checks(bundle.checks, review)
    if bundle.stage == "final":
        _recomputed(bundle, done, review)
        _custom_code(bundle, review)
        for problem in intent_review.problems(bundle):
            review.add(
                finding(
                    intent_review.CONCERN_ID,
                    True,
                    f"The answer does not address the question: {problem}.",
                    "Answer what the question asks, with the evidence it needs: a computation "
                    "over the stated horizon, the two periods compared, or passages on the topic.",
                )
            )
    raised = {f.concern.concern_id for f in review.findings}
    for entry in ledger:
        if entry.status != "open" or entry.concern_id in raised:
            continue
        reason = _no_longer_holds(entry.concern_id, contract, bundle.stage)
        if reason is not None:
            review.findings.append(
                finding(entry.concern_id, entry.material, f"Resolved: {reason}", status="resolved")
            )
    material = [f for f in review.findings if f.concern.material and f.concern.status == "open"]
    questions = [f.question for f in material if f.question]
    decision = "revise" if material else "accept"
    return {
        "decision": decision,
        "summary": _summary(bundle.stage, decision, review, material),
        "concerns": [
            f.concern.model_dump(mode="json", exclude={"carried_from"}) for f in review.findings
        ],
        "requested_changes": [
            f.concern.requested_change for f in material if f.concern.requested_change
        ],
        "clarification_question": _question(questions)
        if bundle.policy == "chat" and questions
        else None,
    }


def _summary(stage: str, decision: str, review: Review, material: Sequence[Finding]) -> str:
    subject = "Plan" if stage == "plan" else "Answer"
    if decision == "revise":
        lead = "; ".join(f.concern.summary for f in material)
        return f"{subject} needs revision ({len(material)} material concern(s)): {lead} ({NOTICE})"
    resolved = [f for f in review.findings if f.concern.status == "resolved"]
    notes = [f for f in review.findings if f.concern.status != "resolved"]
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


# --- rule 1: assumed user decisions (judgment) ----------------------------------------------


def _words(name: str) -> list[str]:
    return [w for w in name.lower().split("_") if w not in ("max", "min", "target", "limit", "")]


def _user_text(bundle: ReviewBundle) -> str:
    return " ".join(m.text for m in bundle.user_messages)


def _is_user_decision(constraint: Constraint, user_text: str) -> bool:
    if constraint.name in DECISION_CONSTRAINTS:
        return True
    if _DECISION_WORDS.search(constraint.rationale):
        return True
    words = _words(constraint.name)
    lowered = user_text.lower()
    return (
        bool(words)
        and _DECISION_WORDS.search(user_text) is not None
        and (all(w in lowered for w in words))
    )


#: the units a figure someone sets on a book is written in (a share, a rate in basis points, a
#: multiple), as opposed to a research default's (a look-back in days, a date, a flag)
_SET_UNITS: Final = frozenset({"fraction", "bps", "multiple"})


def _claimed_as_stated(constraint: Constraint) -> bool:
    """Whether a constraint claims a figure the user set: cited from a message, in a unit a
    book's figures are set in. Its name may name no limit a vocabulary knows
    (`expectedLossBps`); the plan still says the user stated it, so a false citation of it
    leaves a decision nobody made. (A mandate clause cited falsely states its own figure: the
    plan is to cite it, no question is due.) A count of days is a research default (a
    look-back) unless its name says it bounds the book ("min_duration_days", a liquidity
    reserve's "dagarMin"): then it is set like a share."""
    unit = unit_of(constraint)
    return (
        constraint.provenance == "user_message"
        and number(constraint.value) is not None
        and (unit in _SET_UNITS or (unit == "days" and names_a_bound(constraint.name)))
    )


def _label(name: str) -> str:
    return _LABELS.get(name) or name.replace("max_", "maximum ").replace("_", " ")


def _unit(constraint: Constraint) -> str | None:
    return unit_of(constraint)


def fmt(value: JsonValue, unit: str | None) -> str:
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
            return _in_period(value)
        if unit in _PERIODS:
            return f"{value:g} {unit}"
        if factor(unit) is not None:
            return shown(value, unit or "")  # an amount: "16m", "300k" (`money_scales`)
        return f"{value:g}"
    return str(value)


def _in_period(days: float) -> str:
    """A bound in days as it was said: a bound read from years or months is in days
    (`limit_lexicon_maturity`), shown in the period that gives a round number ("3 years")."""
    for period in ("years", "months"):
        n = days / PERIOD_DAYS[period]
        if n >= 1 and abs(n - round(n, 2)) < 1e-6:
            return f"{round(n, 2):g} {period if round(n, 2) != 1 else period[:-1]}"
    return f"{days:g} days"


def _effect(name: str) -> str:
    subject = subject_of(name)
    if subject == "cost_bps":
        return "changes the objective (returns after costs)"
    if name in DECISION_CONSTRAINTS or subject is not None:
        return "changes which portfolios are feasible"
    return "changes the meaning of the answer"


def _assumptions(bundle: ReviewBundle, review: Review) -> None:
    """Constraints against the mandate's bounds and their verified provenance.

    Every numeric limit is read against the mandate's clauses (`quantward_validation.mandate`):
    outside a bound is material whatever its provenance. A constraint is *assumed* when its
    provenance says so, or when the provenance it claims is false (`contract.provenance`: the
    cited message or clause does not exist or does not state the value). An assumed limit inside
    every bound the mandate states on it is a waived note, in chat and strategy alike; with no
    bound, chat asks the smallest question and strategy waives it only under a discretion grant,
    else asks for the narrower action.
    """
    user_text = _user_text(bundle)
    found = clauses(bundle.mandate, bundle.user_messages, as_of=bundle.contract.decision_date)
    # a term of another pool than the plan's bounds that pool ("Matching portfolio: LDI funds
    # at 2x to 4x" against a growth-portfolio plan, `other_pools`)
    found = own_pools_bounds(found, contract_pools(bundle.contract))
    mandate_text = " ".join(c.text for c in found)
    false = {
        int(m.group(1)): c.message
        for c in failures(
            validate_provenance(bundle.contract, bundle.user_messages, bundle.mandate)
        )
        if (m := _CONSTRAINT_FIELD.match(c.field or "")) is not None
    }
    client = re.search(r"\b(client|approved)", f"{user_text} {mandate_text}", re.IGNORECASE)
    traced = 0
    plan_names = [c.name for c in bundle.contract.constraints if is_limit(c)]
    for i, constraint in enumerate(bundle.contract.constraints):
        name, value, unit = constraint.name, constraint.value, _unit(constraint)
        shown, label = fmt(value, unit), _label(name)
        amount = number(value)
        # the limit as the mandate is read for it: a name counted in days by its unit only
        # (`minimoColchonLiquidez` in days) is the days' limit, not its subject's share
        read = read_in_unit(name, unit)
        # a bound is read in its subject's unit, the plan's value in its own (bps vs %); a
        # bound read by its words (`lexical_subjects`) in the unit its figure was written in
        bound_unit = UNITS.get(subject_of(name) or "") or unit
        bounds = [
            b
            for b in (bounds_for(found, read) if amount is not None else [])
            if _held_in(amount, unit, b, bound_unit) is not None
        ]
        if not bounds and amount is not None and constraint.provenance == "assumption":
            # the one band the documents state, of the one limit no clause names otherwise
            # (`sole_bands`): its words are the register's, not the plan's
            bounds = [
                b
                for b in sole_band(found, read, plan_names)
                if _held_in(amount, unit, b, bound_unit) is not None
            ]
        outside = [
            b for b in bounds if not within(_held_in(amount, unit, b, bound_unit) or 0.0, b, read)
        ]
        # a cap below the mandate's floor (or a floor above its cap) leaves no room either
        outside += _contradicting(found, read, amount, unit, bound_unit)
        assumed = constraint.provenance == "assumption" or i in false
        if outside:
            stated = outside[0]
            review.add(
                finding(
                    f"assumption:{name}" if assumed else f"mandate:{name}",
                    True,
                    f"The plan {'assumes' if assumed else 'sets'} {name} = {shown}, beyond the "
                    f"mandate's {_bound_text(stated, _unit_of(stated, bound_unit))} "
                    f"({stated.shown()}).",
                    f"Use the mandate's limit {name} = "
                    f"{_bound_text(stated, _unit_of(stated, bound_unit))} "
                    f"(provenance mandate_clause {stated.clause_id}) or make no change.",
                )
            )
            continue
        if i in false and not bounds and _beyond_cited(constraint, found, review):
            continue
        if i in false:
            decision = (
                is_limit(constraint)
                or _is_user_decision(constraint, user_text)
                or _claimed_as_stated(constraint)
            )
            # a span over the wrong words of a message that does state the value is
            # bookkeeping to fix, not a decision nobody made: no question then
            ask = (
                bundle.policy == "chat"
                and decision
                and not bounds
                and not _stated_in(constraint, bundle)
            )
            question = (
                f"What is the {label} ({name})? The plan records {shown} from "
                f"{constraint.provenance_ref or 'nowhere'}, which does not state it."
                if ask
                else None
            )
            review.add(
                finding(
                    f"provenance:{name}",
                    True,
                    f"The plan says {name} = {shown} comes from {constraint.provenance} "
                    f"{constraint.provenance_ref or ''}, but {false[i]}",
                    (
                        f"Ask the user the smallest question — {question} — and record the "
                        "answer with provenance user_message and its span."
                        if question
                        else "Cite the message or mandate clause that states the value (with "
                        "its span), or record it as an assumption with a rationale"
                        + (" and take the narrower action" if bundle.policy == "strategy" else "")
                        + "."
                    ),
                    question=question,
                )
            )
            continue
        if not assumed:
            traced += 1
            continue
        if not (is_limit(constraint) or _is_user_decision(constraint, user_text)):
            continue  # a harmless default (a look-back, a rounding) is not questioned
        concern_id = f"assumption:{name}"
        if bounds:
            review.add(
                finding(
                    concern_id,
                    False,
                    f"The plan assumes {name} = {shown}; the mandate sets "
                    f"{'; '.join(_bound_text(b, _unit_of(b, bound_unit)) for b in bounds)}, "
                    "and the assumption stays within it.",
                    status="waived",
                )
            )
            continue
        why = f" ({constraint.rationale})" if constraint.rationale else ""
        summary = (
            f"The plan assumes {name} = {shown}{why}, but the {label} is the "
            f"{'client' if client else 'user'}'s decision: it {_effect(name)}."
        )
        if bundle.policy == "strategy":
            if discretion_over(found, read):
                review.add(
                    finding(
                        concern_id,
                        False,
                        f"The plan assumes {name} = {shown}{why}; the mandate leaves it to the "
                        "strategy's discretion, so the choice stands as a recorded assumption.",
                        status="waived",
                    )
                )
                continue
            review.add(
                finding(
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
            finding(
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


def _beyond_cited(constraint: Constraint, found: Sequence[Clause], review: Review) -> bool:
    """Whether a limit beyond the one level the mandate clause it cites writes on its side
    (`cited_bounds`) was found: a breach of the document the plan names, revised without a
    question, since the answer is in that document."""
    amount = number(constraint.value)
    clause = find_clause(found, constraint.provenance_ref or "")
    if amount is None or clause is None:
        return False
    cited = cited_bound(clause.text, plan_kind(constraint.name), _unit(constraint), constraint.name)
    if cited is None or not breached(amount, cited):
        return False
    name, unit = constraint.name, _unit(constraint)
    review.add(
        finding(
            f"mandate:{name}",
            True,
            f"The plan sets {name} = {fmt(constraint.value, unit)}, citing {clause.clause_id}, "
            f"but that clause sets a {cited.side} of {fmt(cited.value, unit)} (“{cited.text}”).",
            f"Use the clause's limit {name} = {fmt(cited.value, unit)} (provenance "
            f"mandate_clause {clause.clause_id}) or make no change.",
        )
    )
    return True


def _stated_in(constraint: Constraint, bundle: ReviewBundle) -> bool:
    """Whether the message a constraint cites states its value anywhere (its span aside).

    Every place that writes the value is read, not only the first: a message may write it
    first where it does not state it of this limit ("cash may not exceed 5 %; single names 5 %
    at most", a question it refuses) and state it later."""
    amount = number(constraint.value)
    unit = _unit(constraint)
    cited = constraint.provenance_ref or ""
    if corrected_later(constraint, cited, bundle.user_messages) is not None:
        return False  # a value the user took back later is a decision to ask about again
    # a value "from the next rebalance" is in force for a plan that is that rebalance, as the
    # validator reads it (`plan_occasions`)
    rebalancing = plan_is_rebalance(bundle.user_messages)
    for message in bundle.user_messages:
        if message.message_id == constraint.provenance_ref and amount is not None:
            # stated of another subject ("cash may not exceed 5 %") is not stated, nor is a
            # value the message says is superseded ("we used to cap it at 8 %; it is now 15 %"):
            # nobody decided it is the limit, so it is asked about like an assumption
            return any(
                stated_of(
                    message.text,
                    q.start,
                    q.end,
                    constraint,
                    as_of=bundle.contract.decision_date,
                    rebalancing=rebalancing,
                )
                is None
                for q in (
                    # a bare figure in the unit the message declares ("in per cent throughout"),
                    # a sheet's bare cell in its header's form ("20" under "Limit (%)" is 20 %)
                    in_declared_unit(message.text, unit_named(message.text, q))
                    for q in quantities_as_written(message.text)
                )
                if any(same(v, amount) for v in in_unit(q, unit))
            )
    return False


_CONSTRAINT_FIELD: Final = re.compile(r"^constraints\[(\d+)\]")


#: the units a plan's value converts into and from (a count or days converts into none)
_SCALES: Final = frozenset({"fraction", "bps", "multiple"})
#: ... and the periods a limit counted in time converts between (a bound in time is read in
#: days, `limit_lexicon_maturity`; a plan's limit in years or months says so in its name)
_PERIODS: Final = frozenset(PERIOD_DAYS)


def _unit_of(bound: Bound, bound_unit: str | None) -> str | None:
    """The unit a bound's figures are in: its subject's, or the one a bound read by its words
    was written in (`lexical_subjects`); an amount's are in units of its currency."""
    if bound.money:
        return "money"
    return (lexical_unit(bound.subject) or bound_unit) if is_lexical(bound.subject) else bound_unit


def _period_said(bound: Bound) -> str:
    """The period a bound in time was said in (read in days, `limit_lexicon_maturity`): the one
    its figure is a round number of ("16 years" is 5844 days). A plan's bare number against it
    ("fleetAgeCap": 24, an age, a tenor, a holding period with no unit in its name) is read in
    that period, as a person reads a bare figure beside the limit it answers."""
    days = bound.high if bound.high is not None else bound.low
    if days is None:
        return "days"
    for period in ("years", "months"):
        n = days / PERIOD_DAYS[period]
        if n >= 1 and abs(n - round(n, 2)) < 1e-6:
            return period
    return "days"


def _held_in(
    amount: float | None, unit: str | None, bound: Bound, bound_unit: str | None
) -> float | None:
    """A plan's value in the unit of a bound, or None when the two cannot be compared (a count
    against a bound read by its words in per cent)."""
    if amount is None:
        return None
    to = _unit_of(bound, bound_unit)
    if unit is None and to in _PERIODS and is_lexical(bound.subject):
        unit = _period_said(bound)
    if (factor(to) is None) != (factor(unit) is None):
        return None  # an amount of money and a share or rate do not compare (`money_scales`)
    if (
        is_lexical(bound.subject)
        and to != unit
        and not (to in _SCALES and (unit is None or unit in _SCALES))
        and not (to in _PERIODS and unit in _PERIODS)
    ):
        return None
    return convert(amount, unit, to)


def _contradicting(
    found: Sequence[Clause],
    name: str,
    amount: float | None,
    unit: str | None,
    bound_unit: str | None,
) -> list[Bound]:
    """The bounds on the other side of a plan constraint its value leaves no room for
    (`mandate.contradicted`), each read in its own unit."""
    if amount is None:
        return []
    if factor(unit) is not None:
        # a limit in money against the amounts the mandate bounds it by (`money_scales`)
        return [b for b in contradicted(found, name, convert(amount, unit, "money")) if b.money]
    held = convert(amount, unit, bound_unit)
    out = [
        b
        for b in contradicted(found, name, held)
        if not b.money
        and (not is_lexical(b.subject) or lexical_unit(b.subject) in (None, bound_unit))
    ]
    for scale in (_SCALES | _PERIODS) - {bound_unit}:
        out += [
            b
            for b in contradicted(found, name, convert(amount, unit, scale))
            if lexical_unit(b.subject) == scale
            and _held_in(amount, unit, b, bound_unit) is not None
        ]
    return out


def _bound_text(bound: Bound, unit: str | None) -> str:
    if bound.kind == "range":
        return f"range {fmt(bound.low, unit)} to {fmt(bound.high, unit)}"
    if bound.kind == "floor":
        return f"floor of {fmt(bound.low, unit)}"
    if bound.kind == "target":
        return f"target of {fmt(bound.high, unit)}"
    return f"{fmt(bound.high, unit)}"


# --- rule 2: methods that do not exist (the validator's contract.functions_exist) ------------


def _methods(contract: ResearchContractBody, done: Sequence[ToolResult], review: Review) -> None:
    missing = {c.field for c in failures(functions_exist(contract))}
    lookups = {found.function_id: found for found in parsed_all(done, "lookup_function", Lookup)}
    existing: list[str] = []
    for i, method in enumerate(contract.methods):
        function_id = method.function_id
        if not function_id:
            continue
        if f"methods[{i}].function_id" not in missing:
            existing.append(function_id)
            continue
        lookup = lookups.get(function_id)
        closest = lookup.closest if lookup is not None else ()
        instead = (
            f"use `{closest[0]}` if it does what the plan needs"
            if closest
            else "use a registered library function"
        )
        review.add(
            finding(
                f"method:{function_id}",
                True,
                f"The plan names library function `{function_id}`, which does not exist.",
                f"Remove `{function_id}`: {instead}, or write custom code and say why "
                "(custom_code_reason).",
            )
        )
    if existing:
        review.verified.append(f"{len(set(existing))} method(s) found in the library")


# --- rule 3: look-ahead in the historical test (the validator's contract.point_in_time) -------

_WINDOW_FIELD: Final = re.compile(r"^historical_test\.windows\[(\d+)\]")


def _leakage(contract: ResearchContractBody, review: Review) -> None:
    test = contract.historical_test
    if test is None:
        return
    problems: dict[int, list[str]] = {}
    for failed in failures(point_in_time(contract)):
        where = failed.field or ""
        window = _WINDOW_FIELD.match(where)
        if window is not None:
            problems.setdefault(int(window.group(1)), []).append(failed.message)
        elif where.startswith("historical_test."):  # full-sample selection or fitting
            for k in range(len(test.windows)):
                problems.setdefault(k, []).append(failed.message)
    for k, found in sorted(problems.items()):
        w = test.windows[k]
        review.add(
            finding(
                f"leakage:window{k + 1}",
                True,
                f"Window {k + 1} (train {w.train_start} to {w.train_end}, test {w.test_start} "
                f"to {w.test_end}) is not out of sample: {' '.join(found)}",
                "Repeat asset selection and model fitting inside each window, using only data "
                "up to that window's train_end, then re-run the test.",
            )
        )
    if not problems:
        review.verified.append(
            f"the historical test selects and fits inside each of its {len(test.windows)} window(s)"
        )


def _plan_texts(bundle: ReviewBundle) -> list[tuple[str, str]]:
    """Every text the plan states, named by its field: where a look-ahead can hide."""
    texts = contract_texts(bundle.contract)
    texts += [(f"reasoning[{i}]", r) for i, r in enumerate(bundle.reasoning)]
    return texts


def _stated_leakage(bundle: ReviewBundle, review: Review) -> None:
    """Selection or fitting the plan's text states over a test period (`leakage`)."""
    test = bundle.contract.historical_test
    windows = [(w.test_start, w.test_end) for w in (test.windows if test is not None else ())]
    for leak in leaks(_plan_texts(bundle), windows):
        concern_id = (
            f"leakage:window{leak.window + 1}"
            if leak.window is not None
            else f"leakage:stated{(leak.stated or 0) + 1}"
        )
        review.add(
            finding(
                concern_id,
                True,
                leak.describe(),
                f"Repeat the {leak.use.activity} inside each window with data up to its training "
                "end only, and say so where the plan states it.",
            )
        )


# --- rule 4: the objective (the validator's contract.objective_method, and the request) -----


def _objective(bundle: ReviewBundle, review: Review) -> None:
    kind = bundle.contract.objective_kind
    if kind is None or kind == "research_answer":
        return
    for failed in failures(objective_method(bundle.contract)):
        review.add(
            finding(
                "objective",
                True,
                failed.message,
                f"Solve {kind} directly with a method that optimises it, and recompute "
                "every constraint independently (portfolio.evaluate).",
            )
        )
    # the objective's own citation, when the contract gives one, must state it (the
    # validator's contract.provenance reads the cited span with the same intent rules)
    for failed in failures(
        validate_provenance(bundle.contract, bundle.user_messages, bundle.mandate)
    ):
        if failed.field == "objective_ref":
            review.add(
                finding(
                    "objective",
                    True,
                    failed.message,
                    "Cite the words of the request that state the objective (objective_ref and "
                    "objective_span), and solve that objective.",
                )
            )
    wrong_reader = False  # a newer message said the one before it went to someone else
    for message in reversed(bundle.user_messages):  # a later message may change the objective
        if message.kind == "mandate":
            continue
        if wrong_reader:
            wrong_reader = False
            continue  # "sorry, that last one was meant for my brother": not asked of us
        # a colleague named by a unit after risk ("our risk department had proposed to reduce
        # the cash") is who speaks, not what the portfolio should have less of; a decision that
        # adopts a named speaker's proposal ("I'm with what Priya said") is that proposal; a
        # message that disowns its own words above ("P.S.: above I copied the objective of the
        # other mandate; for this one it is …") asks what its correction asks
        text = agreements_named(without_org_units(message.text))
        fixed = corrected(text)
        wanted = (asked(fixed) if fixed is not None else None) or asked(text)
        if wanted is None:
            if withdraws_earlier(message.text):
                break  # "our instruction of Monday is hereby withdrawn": nothing before stands
            wrong_reader = misdirected(message.text)
            continue
        if kind not in wanted.kinds:
            review.add(
                finding(
                    "objective",
                    True,
                    f"The user asked to {wanted.label} (\u201c{wanted.text}\u201d, "
                    f"{message.message_id} characters {wanted.start}–{wanted.end}), but the "
                    f"plan's objective is {kind}.",
                    f"Solve the objective the user asked for ({wanted.label}) directly, and "
                    "recompute every constraint independently (portfolio.evaluate).",
                )
            )
        break


# --- rule 5: the validator's verdicts in the bundle -----------------------------------------


def _checks(checks: Sequence[CheckResult], review: Review) -> None:
    failing = failures(checks)
    for check in failing:
        where = f" (field {check.field})" if check.field else ""
        review.add(
            finding(
                f"check:{check.check_id}",
                True,
                f"The validator's check {check.check_id} fails{where}: {check.message}",
                f"Fix what check {check.check_id} reports: {check.message}",
            )
        )
    passed = len(checks) - len(failing)
    if passed and not failing:
        review.verified.append(f"all {passed} validator check(s) pass")


# --- final stage: recomputed portfolios and price windows -----------------------------------


def _recomputed(bundle: ReviewBundle, done: Sequence[ToolResult], review: Review) -> None:
    recomputes = [d for d in done if d.name == "recompute"]
    checked = 0
    for computation in bundle.computations:
        args = _evaluation_args(bundle.contract, computation)
        if args is None:
            continue
        source_id = computation.source_id
        result = next((d for d in recomputes if d.arguments.get("arguments") == args), None)
        if result is None:
            continue
        if result.error:
            review.add(
                finding(
                    f"computation:{source_id}",
                    False,
                    f"Could not recompute {source_id} ({computation.function_id}): {result.error}",
                )
            )
            continue
        recomputed = result.parsed(Recomputed)
        evaluation: Evaluated | None = (
            _read(Evaluated, recomputed.result) if recomputed is not None else None
        )
        if evaluation is None:
            continue
        failed = [c for c in evaluation.checks if not c.passed]
        checked += 1
        if not failed and evaluation.passed:
            continue
        broken = "; ".join(f"{c.name} {c.actual} against a limit of {c.limit}" for c in failed)
        review.add(
            finding(
                f"computation:{source_id}",
                True,
                f"Recomputing the weights of {source_id} ({computation.function_id}) "
                f"against the contract's constraints fails: {broken or 'a check failed'}.",
                "Re-solve with the contract's constraints and report the recomputed figures.",
            )
        )
    if checked:
        review.verified.append(
            f"recomputed {checked} portfolio computation(s) against the contract's constraints"
        )
    _claims(bundle, recomputes, review)


def _claims(bundle: ReviewBundle, recomputes: Sequence[ToolResult], review: Review) -> None:
    """The answer's moves and horizons against recomputed price windows."""
    answer = bundle.answer or ""
    sentences = answer_sentences(answer)
    checked = 0
    seen: list[dict[str, Any]] = []
    for computation in bundle.computations:
        args = _window_args(computation)
        if args is None or args in seen:
            continue  # the same window recorded twice is checked once
        seen.append(args)
        result = next((d for d in recomputes if d.arguments.get("arguments") == args), None)
        recomputed = result.parsed(Recomputed) if result is not None else None
        window: WindowStats | None = (
            _read(WindowStats, recomputed.result) if recomputed is not None else None
        )
        if window is None:
            continue
        stats = _recorded_stats(computation)
        recorded = {s.entity_id: s for s in stats.stats} if stats is not None else {}
        for stat in window.stats:
            if stat.total_return is None:
                continue
            total = stat.total_return
            before = recorded.get(stat.entity_id)
            if (
                before is not None
                and before.total_return is not None
                and abs(before.total_return - total) > 1e-6
            ):
                review.add(
                    finding(
                        f"computation:{computation.source_id}",
                        True,
                        f"The recorded return of {stat.entity_id} in {computation.source_id} "
                        f"({before.total_return:.4f}) differs from the recomputed {total:.4f}.",
                        "Recompute the figures with the library and quote those.",
                    )
                )
            for sentence in sentences:
                checked += _claim(sentence, stat, total, review)
    if checked:
        review.verified.append(
            f"checked {checked} move(s) in the answer against recomputed price windows"
        )
    _trends(sentences, bundle, recomputes, review)


def _trends(
    sentences: Sequence[str],
    bundle: ReviewBundle,
    recomputes: Sequence[ToolResult],
    review: Review,
) -> None:
    """Directions and horizons against every computation (prices, fundamentals, ratios,
    portfolios, custom): the recomputed result where the Guardian re-ran it, else the
    recorded one (a recorded price window that differs from its recomputation is reported
    above)."""
    computations: list[Computation] = []
    for computation in bundle.computations:
        # a price window too: the sentences above are those that quote a move in percent,
        # this reads any direction word ("the stock lost ground since 2017")
        again = next(
            (
                d.parsed(Recomputed)
                for d in recomputes
                if d.arguments.get("function_id") == library_id(computation.function_id)
                and d.arguments.get("arguments") == computation.arguments
                and not d.error
            ),
            None,
        )
        if again is not None:
            computation = computation.model_copy(update={"result": again.result})
        computations.append(computation)
    for wrong in misstatements(sentences, computations, bundle.citations):
        series = wrong.series
        said = {f.concern.concern_id for f in review.findings}
        if series.metric == "price" and f"{wrong.kind}:{series.entity_id}" in said:
            continue  # the quoted move of this stock was checked against its recomputation
        subject = f"{series.entity_id or series.source_id}.{series.metric}"
        review.add(
            finding(
                f"{wrong.kind}:{subject}",
                True,
                f"The answer says “{wrong.sentence}”, but {series.function_id} "
                f"({series.source_id}) shows {wrong.detail}.",
                f"State the {wrong.kind} the computation shows for {series.metric}.",
            )
        )


def _claim(sentence: str, stat: WindowStat, total: float, review: Review) -> int:
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
    last_day = stat.last_day.isoformat() if stat.last_day else ""
    days = re.findall(r"\d{4}-\d{2}-\d{2}", sentence)
    if move is None or (days and last_day not in days):
        return 0
    entity_id = stat.entity_id
    verb, stated = move.group(1).lower(), float(move.group(2))
    says_up = stated >= 0 if verb == "returned" else verb in _UP
    actual = f"{total:+.1%}"
    first = stat.base_day or stat.first_day
    start = first.isoformat() if first else ""
    if says_up != (total >= 0):
        review.add(
            finding(
                f"direction:{entity_id}",
                True,
                f"The answer says {entity_id} {move.group(0)}, but the recomputed "
                f"prices.window_stats return from {start} to {last_day} is {actual}.",
                f"State the direction the recomputed return shows ({actual}).",
            )
        )
    span = _SPAN.search(sentence)
    if span is not None and first is not None and stat.last_day is not None:
        elapsed = (stat.last_day - first).days
        word = span.group(1).lower()
        number = _NUMBERS.index(word) if word in _NUMBERS else int(word) if word.isdigit() else None
        years = span.group(2).lower().startswith("year")
        real = elapsed / 365.25 if years else elapsed / 30.44
        if number is not None and abs(number - real) > (0.75 if years else 1.5):
            review.add(
                finding(
                    f"horizon:{entity_id}",
                    True,
                    f"The answer says {span.group(0)} for {entity_id}, but the window runs from "
                    f"{start} to {last_day} ({real:.1f} {'years' if years else 'months'}).",
                    f"State the horizon of the window ({start} to {last_day}).",
                )
            )
    return 1


# --- custom code (final stage): reviewed, never blocking ----------------------------------------


def _custom_code(bundle: ReviewBundle, review: Review) -> None:
    """Each distinct piece of custom code the answer's computations came from, read by the
    code rules; every finding is a non-material concern (the seed: review, do not block)."""
    codes: dict[str, str] = {}
    for computation in bundle.computations:
        result = computation.result
        if isinstance(result, dict) and isinstance(result.get("code"), str):
            code = str(result["code"])
            codes.setdefault(hashlib.sha256(code.encode()).hexdigest()[:12], code)
    clean = 0
    for digest, code in codes.items():
        findings = code_review.review(code, as_of=bundle.contract.decision_date)
        clean += not findings
        for found in findings:
            review.add(
                finding(
                    f"code:{found.rule}:{digest}",
                    False,
                    f"Custom code ({digest}): {found.summary}.",
                    found.requested_change,
                )
            )
    if codes:
        review.verified.append(
            f"{len(codes)} custom code run(s) reviewed ({clean} without a concern)"
        )


# --- resolution of earlier concerns ---------------------------------------------------------


def _no_longer_holds(concern_id: str, contract: ResearchContractBody, stage: str) -> str | None:
    """Why an earlier concern's condition no longer holds, or None if it cannot say."""
    kind, _, subject = concern_id.partition(":")
    if kind == "assumption":
        for c in contract.constraints:
            if c.name == subject:
                ref = f" ({c.provenance_ref})" if c.provenance_ref else ""
                return (
                    f"{subject} is now {fmt(c.value, _unit(c))} with provenance "
                    f"{c.provenance}{ref}."
                )
        return f"the plan no longer constrains {subject}."
    if kind == "mandate":
        # every review reads each constraint against the mandate again: not raised is within
        for c in contract.constraints:
            if c.name == subject:
                return f"{subject} is now {fmt(c.value, _unit(c))}, within the mandate's bounds."
        return f"the plan no longer constrains {subject}."
    if kind == "provenance":
        for c in contract.constraints:
            if c.name == subject:
                if c.provenance == "assumption":
                    return f"{subject} is now recorded as an assumption."
                ref = f" {c.provenance_ref}" if c.provenance_ref else ""
                return f"{subject} now cites {c.provenance}{ref}, which states its value."
        return f"the plan no longer constrains {subject}."
    if kind == "method":
        return f"the plan no longer relies on `{subject}`."
    if kind == "leakage":
        return "selection and fitting now stay inside each window's training period."
    if kind == "objective" and not subject:
        return f"the plan's objective ({contract.objective_kind}) matches the request."
    if kind == "check":
        return f"the validator's check {subject} no longer fails."
    if kind == "computation" and stage == "final":
        return f"{subject} now satisfies the contract's constraints (or is no longer relied on)."
    if kind == "intent" and stage == "final":
        return "the answer now addresses what the question asks."
    if kind in ("horizon", "direction") and stage == "final":
        return f"the answer's {kind} for {subject} now matches the recomputed price window."
    return None


__all__ = ["NOTICE", "decide", "fmt", "next_step"]
