"""Topic names: the only place they are spelled.

Services import these constants; a topic name as a string literal anywhere else is a bug.
Topics group events by pipeline area. Inside a topic a run's events are keyed by `run_id`, so
everything one run does in one area stays in order.
"""

from __future__ import annotations

from typing import Final

RUNS: Final = "quantward.runs.v1"
CONTRACTS: Final = "quantward.contracts.v1"
REVIEWS: Final = "quantward.reviews.v1"
TASKS: Final = "quantward.tasks.v1"
SOURCES: Final = "quantward.sources.v1"
ANSWERS: Final = "quantward.answers.v1"
CLARIFICATIONS: Final = "quantward.clarifications.v1"
ENTITIES: Final = "quantward.entities.v1"
CODE: Final = "quantward.code.v1"
AGENTS: Final = "quantward.agents.v1"
#: canary events: the demo's round trip, benchmarks, crash test and end-to-end liveness checks
PROBES: Final = "quantward.probes.v1"
#: undeliverable messages (malformed, unknown type, or handler failed after every retry)
DEAD_LETTER: Final = "quantward.deadletter.v1"

ALL: Final[tuple[str, ...]] = (
    RUNS,
    CONTRACTS,
    REVIEWS,
    TASKS,
    SOURCES,
    ANSWERS,
    CLARIFICATIONS,
    ENTITIES,
    CODE,
    AGENTS,
    PROBES,
    DEAD_LETTER,
)

DESCRIPTIONS: Final[dict[str, str]] = {
    RUNS: "Run lifecycle: a run was requested, a run completed.",
    CONTRACTS: "Research contracts proposed by the orchestrator and the validator's verdicts.",
    REVIEWS: "Guardian reviews requested by the harness and the Guardian's decisions.",
    TASKS: "Plan parts delegated to researchers and their cited answers.",
    SOURCES: "Sources registered by tools and citation marks resolved by the grounder.",
    ANSWERS: "Answer drafts, their validation and the released answer.",
    CLARIFICATIONS: "Questions the run asks the user in chat mode, and the user's answers.",
    ENTITIES: "Entity resolution commands and results.",
    CODE: "Sandboxed code execution requests and results.",
    AGENTS: "Every model call and tool call of every agent, for the run record and replay.",
    PROBES: "Canary events that measure the bus end to end (latency, ordering, liveness).",
    DEAD_LETTER: "Messages no consumer could process, with the reason and the original payload.",
}
