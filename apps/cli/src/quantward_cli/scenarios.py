"""Guardian scenarios: runs with a known flaw, with and without the Guardian.

Each scenario runs one bundled template on the embedded platform with the offline policy made
to commit one mistake on purpose (an invented client limit, look-ahead in a historical test, a
library function that does not exist, an optimiser solving another objective, a horizon or
direction misstated in the answer), and says afterwards whether the mistake reached the released
answer. Clean scenarios count the Guardian's needless revise decisions. Used by the end-to-end
tests and by `quantward bench guardian`.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from quantward_bus.testing import Recorder
from quantward_contracts import AnyEvent, Event, new_id, topics_of
from quantward_contracts.events import (
    AnswerReleased,
    ContractProposed,
    ContractStatusChanged,
    ReviewDecided,
)
from quantward_contracts.values import ResearchContractBody
from quantward_kit.run_client import RunClient, RunOutcome

#: eight priced companies: an equal-weight guess of the client limit is 12.5%
EIGHT: tuple[str, ...] = ("AAPL", "MSFT", "JPM", "XOM", "KO", "PFE", "HD", "JNJ")
CLIENT_LIMIT_MANDATE = json.dumps(
    {
        "market_neutral": True,
        "max_gross_leverage": 2.0,
        "notes": "keep every position below the client-approved limit",
    }
)


@dataclass
class Observed:
    """What a scenario run produced, as the checks read it."""

    outcome: RunOutcome
    accepted: ResearchContractBody | None
    decisions: list[ReviewDecided]
    questions: list[str]
    answer: str


@dataclass(frozen=True)
class Scenario:
    name: str
    description: str
    template_id: str
    inputs: dict[str, str]
    mode: str
    flaws: tuple[str, ...] = ()
    answers: tuple[str, ...] = ()
    #: did the flaw reach the released answer? (None for clean scenarios)
    reached: Callable[[Observed], bool] | None = None


def _constraint(contract: ResearchContractBody | None, name: str) -> Any:
    if contract is None:
        return None
    return next((c for c in contract.constraints if c.name == name), None)


def _invented_limit(o: Observed) -> bool:
    limit = _constraint(o.accepted, "max_position_weight")
    if o.answer == "":
        return False  # nothing was released, so no guess reached an answer
    return limit is None or limit.provenance == "assumption"


def _leakage(o: Observed) -> bool:
    test = o.accepted.historical_test if o.accepted else None
    if test is None or not o.answer:
        return False
    return test.selection != "inside_each_window" or any(
        (w.selection_end or w.train_end) > w.train_end for w in test.windows
    )


def _missing_function(o: Observed) -> bool:
    if o.accepted is None or not o.answer:
        return False
    from quantward_platform.registry import LIBRARY

    return any(m.function_id and m.function_id not in LIBRARY for m in o.accepted.methods)


def _wrong_objective(o: Observed) -> bool:
    if o.accepted is None or not o.answer:
        return False
    solves = {
        "portfolio.market_neutral": "maximise_risk_adjusted_return",
        "portfolio.drawdown_aware": "maximise_return_under_drawdown_limit",
    }
    return any(
        m.function_id in solves and solves[m.function_id] != o.accepted.objective_kind
        for m in o.accepted.methods
    )


_YEARS = re.compile(r"over (\w+) years? \((\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\)")
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _horizon(o: Observed) -> bool:
    from datetime import date

    for word, start, end in _YEARS.findall(o.answer):
        years = (date.fromisoformat(end) - date.fromisoformat(start)).days / 365.25
        stated = _WORDS.index(word) if word in _WORDS else int(word) if word.isdigit() else None
        if stated is not None and abs(stated - years) > 0.75:
            return True
    return False


_MOVE = re.compile(r"\b(rose|fell) ([\d.]+)% over .*?\[(\d+)\]")


def _direction(o: Observed) -> bool:
    """A "rose"/"fell" whose cited computation says the opposite (its `total_return` sign)."""
    if o.outcome.answer is None:
        return False
    quotes = {c.number: c.quote for c in o.outcome.answer.data.citations}
    for word, _, number in _MOVE.findall(o.answer):
        quote = quotes.get(int(number), "")
        _, _, payload = quote.partition(": ")
        try:
            total = float(json.loads(payload)["total_return"])
        except (ValueError, KeyError, TypeError):
            continue
        if (word == "rose") != (total >= 0):
            return True
    return False


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "invented-client-limit",
        "A client-approved position limit is required but not given; the plan guesses 12.5%.",
        "market-neutral-portfolio",
        {"companies": ",".join(EIGHT), "mandate": CLIENT_LIMIT_MANDATE},
        "chat",
        answers=("15%",),
        reached=_invented_limit,
    ),
    Scenario(
        "look-ahead-leakage",
        "The historical test selects assets with data from its own test period.",
        "drawdown-aware-allocation",
        {"companies": "AAPL,MSFT,KO,JNJ,PFE,HD"},
        "strategy",
        flaws=("lookahead",),
        reached=_leakage,
    ),
    Scenario(
        "nonexistent-function",
        "The plan names a regression function the library does not have.",
        "market-neutral-portfolio",
        {"companies": "AAPL,MSFT,JPM,XOM"},
        "strategy",
        flaws=("missing_function",),
        reached=_missing_function,
    ),
    Scenario(
        "wrong-objective",
        "The optimiser named in the plan solves another objective than the one asked.",
        "market-neutral-portfolio",
        {"companies": "AAPL,MSFT,JPM,XOM"},
        "strategy",
        flaws=("wrong_objective",),
        reached=_wrong_objective,
    ),
    Scenario(
        "horizon-misstatement",
        "The answer calls a three-year window two years.",
        "market-neutral-portfolio",
        {"companies": "AAPL,MSFT,JPM,XOM"},
        "strategy",
        flaws=("horizon_misstatement",),
        reached=_horizon,
    ),
    Scenario(
        "direction-misstatement",
        "The answer says a share price fell when it rose.",
        "market-neutral-portfolio",
        {"companies": "AAPL,MSFT,JPM,XOM"},
        "strategy",
        flaws=("direction_misstatement",),
        reached=_direction,
    ),
)

CLEAN: tuple[Scenario, ...] = (
    Scenario("clean-earnings-preview", "", "earnings-preview", {"company": "Apple"}, "chat"),
    Scenario("clean-credit-review", "", "credit-review", {"company": "Microsoft"}, "chat"),
    Scenario(
        "clean-disclosure-monitor", "", "disclosure-change-monitor", {"company": "Apple"}, "chat"
    ),
    Scenario(
        "clean-market-neutral",
        "",
        "market-neutral-portfolio",
        {"companies": "AAPL,MSFT,JPM,XOM"},
        "strategy",
    ),
    Scenario(
        "clean-drawdown-allocation",
        "",
        "drawdown-aware-allocation",
        {"companies": "AAPL,MSFT,KO,JNJ,PFE,HD"},
        "strategy",
    ),
    Scenario(
        "clean-peer-comparison", "", "peer-comparison", {"companies": "AAPL,MSFT,JPM"}, "chat"
    ),
)


@dataclass
class ScenarioResult:
    scenario: str
    guardian: bool
    validator: bool
    status: str
    flaw_reached: bool | None
    revise_decisions: int
    questions: list[str] = field(default_factory=list)
    error: str | None = None
    elapsed_s: float = 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "guardian": self.guardian,
            "validator": self.validator,
            "status": self.status,
            "flaw_reached": self.flaw_reached,
            "revise_decisions": self.revise_decisions,
            "questions": self.questions,
            "error": self.error,
            "elapsed_s": round(self.elapsed_s, 2),
        }


async def run_scenario(
    scenario: Scenario, *, guardian: bool, validator: bool = True, timeout_s: float = 300.0
) -> ScenarioResult:
    """One scenario on a fresh embedded platform (the flaws belong to its model)."""
    from quantward_cli.embedded import EmbeddedPlatform
    from quantward_orchestrator.settings import OrchestratorSettings
    from quantward_policy import OfflineReferencePolicy
    from quantward_workflows import bind_inputs, get_template

    template = get_template(scenario.template_id)
    inputs = bind_inputs(template, scenario.inputs).as_json()
    settings = OrchestratorSettings(
        orchestrator_guardian=guardian, orchestrator_validator=validator
    )
    model = OfflineReferencePolicy(flaws=scenario.flaws)
    # The Guardian is a separate agent with its own (unflawed) model.
    async with EmbeddedPlatform(
        model=model, guardian_model=OfflineReferencePolicy(), orchestrator_settings=settings
    ) as platform:
        recorder: Recorder[AnyEvent] = Recorder()
        watched: list[type[Event]] = [
            ContractProposed,
            ContractStatusChanged,
            ReviewDecided,
            AnswerReleased,
        ]
        await platform.bus.subscribe(
            topics_of(watched),
            group=f"scenario-{new_id('msg')[-10:]}",
            handler=recorder,
            accept=watched,
        )
        client = RunClient(platform.bus, requested_by="scenario")
        await client.start()
        answers = list(scenario.answers)
        questions: list[str] = []

        async def answer(question: Any) -> str | None:
            questions.append(question.data.question)
            return answers.pop(0) if answers else None

        started = time.perf_counter()
        request = await client.submit(mode=scenario.mode, template_id=template.id, inputs=inputs)
        outcome = await client.follow(request, answer=answer, timeout_s=timeout_s)
        elapsed = time.perf_counter() - started
        await client.close()
        events = [e for e in recorder.items if e.run_id == request.run_id]
    proposed = {e.data.version: e.data.contract for e in events if isinstance(e, ContractProposed)}
    accepted_versions = [
        e.data.version
        for e in events
        if isinstance(e, ContractStatusChanged) and e.data.status == "accepted"
    ]
    accepted = proposed.get(accepted_versions[-1]) if accepted_versions else None
    decisions = [e for e in events if isinstance(e, ReviewDecided)]
    observed = Observed(
        outcome=outcome,
        accepted=accepted,
        decisions=decisions,
        questions=questions,
        answer=outcome.answer.data.text if outcome.answer else "",
    )
    return ScenarioResult(
        scenario=scenario.name,
        guardian=guardian,
        validator=validator,
        status=outcome.status,
        flaw_reached=scenario.reached(observed) if scenario.reached else None,
        revise_decisions=sum(1 for d in decisions if d.data.decision == "revise"),
        questions=questions,
        error=outcome.completed.data.error if outcome.completed else None,
        elapsed_s=elapsed,
    )


#: the harness configurations each flawed scenario runs under
CONFIGURATIONS: tuple[tuple[bool, bool], ...] = (
    (True, True),  # Guardian and validator (the default)
    (False, True),  # validator only: what exact checks catch alone
    (True, False),  # Guardian only: what the reviewer catches alone
    (False, False),  # neither: does the flaw reach the answer at all?
)


async def run_all(
    scenarios: Sequence[Scenario] = SCENARIOS, clean: Sequence[Scenario] = CLEAN
) -> dict[str, Any]:
    flawed = []
    for scenario in scenarios:
        for guardian, validator in CONFIGURATIONS:
            result = await run_scenario(scenario, guardian=guardian, validator=validator)
            flawed.append(result.as_json())
    clean_results = [(await run_scenario(s, guardian=True)).as_json() for s in clean]
    return {
        "flawed": flawed,
        "clean": clean_results,
        "needless_revisions": sum(r["revise_decisions"] for r in clean_results),
    }


def _config(r: dict[str, Any]) -> str:
    parts = [
        name for name, on in (("Guardian", r["guardian"]), ("validator", r["validator"])) if on
    ]
    return " + ".join(parts) or "neither"


def table(results: dict[str, Any]) -> str:
    lines = [
        "# Guardian scenario benchmark",
        "",
        "Generated by `quantward bench guardian` on the embedded platform with the offline "
        "policies. Each flawed scenario makes one mistake on purpose (see "
        "`quantward_cli.scenarios`) and runs under four harness configurations; the "
        "question is whether the flaw reached the released answer. The research agents' "
        "policy is flawed; the Guardian's is not. 'Guardian revisions' counts its revise "
        "decisions; clean scenarios count needless ones.",
        "",
        "| scenario | checks | status | flaw reached the released answer | Guardian revisions | "
        "questions asked |",
        "|---|---|---|---|---:|---|",
    ]
    for r in results["flawed"]:
        reached = "**yes**" if r["flaw_reached"] else "no"
        lines.append(
            f"| {r['scenario']} | {_config(r)} | {r['status']} | {reached} | "
            f"{r['revise_decisions']} | {'; '.join(r['questions']) or '—'} |"
        )
    lines += ["", "| clean scenario | status | revise decisions (needless) |", "|---|---|---:|"]
    for r in results["clean"]:
        lines.append(f"| {r['scenario']} | {r['status']} | {r['revise_decisions']} |")
    lines.append(f"\nNeedless revise decisions on clean scenarios: {results['needless_revisions']}")
    return "\n".join(lines)
