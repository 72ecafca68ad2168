"""Topic names: the only place they are spelled.

Services import these constants; a topic name as a string literal anywhere else is a bug.
Topics group events by pipeline area *and audience*: every name is
`quantward.<audience>.<area>.v1`, where the audience is `public` (what downstream consumers may
subscribe to) or `internal` (the platform's own traffic). A broker ACL can then grant a consumer
the prefix `quantward.public.` and nothing else (ADR 0016, `quantward_contracts.principals`).
An area whose events have both audiences has two topics (`REVIEWS` and `REVIEW_REQUESTS`).
Inside a topic a run's events are keyed by `run_id`, so everything one run does in one area stays
in order.
"""

from __future__ import annotations

from typing import Final, Literal

Audience = Literal["public", "internal"]

#: every topic name starts with one of these; an ACL on the prefix grants an audience
PUBLIC_PREFIX: Final = "quantward.public."
INTERNAL_PREFIX: Final = "quantward.internal."

# --- public: what downstream consumers may read -------------------------------------------------
RUNS: Final = "quantward.public.runs.v1"
CONTRACTS: Final = "quantward.public.contracts.v1"
REVIEWS: Final = "quantward.public.reviews.v1"
SOURCES: Final = "quantward.public.sources.v1"
ANSWERS: Final = "quantward.public.answers.v1"
CLARIFICATIONS: Final = "quantward.public.clarifications.v1"
ENTITIES: Final = "quantward.public.entities.v1"

# --- internal: the platform's own traffic -------------------------------------------------------
CONTRACT_DRAFTS: Final = "quantward.internal.contracts.v1"
REVIEW_REQUESTS: Final = "quantward.internal.reviews.v1"
ANSWER_DRAFTS: Final = "quantward.internal.answers.v1"
TASKS: Final = "quantward.internal.tasks.v1"
CODE: Final = "quantward.internal.code.v1"
AGENTS: Final = "quantward.internal.agents.v1"
#: canary events: the demo's round trip, benchmarks, crash test and end-to-end liveness checks
PROBES: Final = "quantward.internal.probes.v1"
#: undeliverable messages (malformed, unknown type, refused producer, or handler failed after
#: every retry); internal, since a dead letter carries the original payload whatever it was
DEAD_LETTER: Final = "quantward.internal.deadletter.v1"

PUBLIC: Final[tuple[str, ...]] = (
    RUNS,
    CONTRACTS,
    REVIEWS,
    SOURCES,
    ANSWERS,
    CLARIFICATIONS,
    ENTITIES,
)
INTERNAL: Final[tuple[str, ...]] = (
    CONTRACT_DRAFTS,
    REVIEW_REQUESTS,
    ANSWER_DRAFTS,
    TASKS,
    CODE,
    AGENTS,
    PROBES,
    DEAD_LETTER,
)
ALL: Final[tuple[str, ...]] = PUBLIC + INTERNAL

DESCRIPTIONS: Final[dict[str, str]] = {
    RUNS: "Run lifecycle: requested, planned, progressed, cancel requested, boundary refused, "
    "completed.",
    CONTRACTS: "Decisions on research contract versions: accepted, superseded, rejected.",
    REVIEWS: "The Guardian's decisions and the concerns a strategy run carries over.",
    SOURCES: "Sources registered by tools (metadata, no content) and citation marks resolved by "
    "the grounder.",
    ANSWERS: "Released answers: validated, approved by the Guardian and frozen.",
    CLARIFICATIONS: "Questions the run asks the user in chat mode, and the user's answers.",
    ENTITIES: "Entity resolution commands and results.",
    CONTRACT_DRAFTS: "Research contracts proposed by the orchestrator and the validator's "
    "verdicts on them (not yet decided).",
    REVIEW_REQUESTS: "Guardian reviews requested by the harness, with the bundle the Guardian "
    "may see.",
    ANSWER_DRAFTS: "Answer drafts and the validator's verdicts on them (not yet released).",
    TASKS: "Plan parts delegated to researchers and their cited answers.",
    CODE: "Sandboxed code execution requests and results.",
    AGENTS: "Every model call and tool call of every agent, for the run record and replay.",
    PROBES: "Canary events that measure the bus end to end (latency, ordering, liveness).",
    DEAD_LETTER: "Messages no consumer could process, with the reason and the original payload.",
}


def audience_of(topic: str) -> Audience:
    """The audience a topic name carries; `ValueError` for a name outside the scheme."""
    if topic.startswith(PUBLIC_PREFIX):
        return "public"
    if topic.startswith(INTERNAL_PREFIX):
        return "internal"
    raise ValueError(
        f"topic {topic!r} carries no audience: names are quantward.public.… or quantward.internal.…"
    )
