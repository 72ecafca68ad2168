"""Who may produce and consume what: the audience of every event type, the principals, and the
access table the deployment turns into Kafka ACLs (ADR 0016).

Three decisions live here, as data, so code, the AsyncAPI document and the chart read one source:

* **audience** of each event type, with the reason. Public is what a downstream consumer may
  read and act on: the run's lifecycle, decisions, released answers, citations and sources'
  metadata, entities, the conversation with the user. Internal is work in progress and machine
  traffic: drafts not yet approved (acting on one would bypass the Guardian), model calls and
  private reasoning, tool payloads, task traffic, review bundles, code, probes. The topic an event
  travels on carries its audience (`topics.audience_of`); a test keeps the two in step.
* **producers** of each event type: the principals allowed to publish it (Kafka ACL WRITE on its
  topic, and, for the replies in `VERIFIED_TYPES`, the signed `principal` a consumer checks).
* **consumers**: the event types each principal's subscriptions read (ACL READ on their topics).

A principal is a deployment identity (a Kafka user, a signing key), one per service, not per
instance: every researcher replica is the principal `researcher`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from quantward_contracts import topics
from quantward_contracts.envelope import Event
from quantward_contracts.events import CATALOGUE, event_type_tag
from quantward_contracts.topics import Audience

Principal = Literal[
    "orchestrator",
    "researcher",
    "guardian",
    "validator",
    "resolver",
    "grounder",
    "recorder",
    "api",
    "cli",
    "sandbox",
    "consumer",
]

#: every principal, in the order the ACL table lists them
PRINCIPALS: Final[tuple[Principal, ...]] = (
    "orchestrator",
    "researcher",
    "guardian",
    "validator",
    "resolver",
    "grounder",
    "recorder",
    "api",
    "cli",
    "sandbox",
    "consumer",
)

PRINCIPAL_ROLES: Final[dict[Principal, str]] = {
    "orchestrator": "drives runs: plans, contracts, delegations, drafts, releases",
    "researcher": "answers delegated tasks with its tools (every replica)",
    "guardian": "reviews contracts and answers; the only one that decides reviews",
    "validator": "the deterministic checks of contracts and drafts",
    "resolver": "resolves company mentions to entities",
    "grounder": "resolves citation marks against the registered sources",
    "recorder": "records every run event into the run record",
    "api": "the API service: users' runs, answers to clarifications, cancellations",
    "cli": "the `quantward` command line talking to a deployment (runs, probes)",
    "sandbox": "the code sandbox behind the platform gateway: runs agent-written code",
    "consumer": "a downstream team's consumer: reads public topics, produces nothing",
}


@dataclass(frozen=True, slots=True)
class EventRule:
    """The audience and producers of one event type."""

    audience: Audience
    producers: tuple[Principal, ...]
    why: str


_AGENTS: Final[tuple[Principal, ...]] = ("orchestrator", "researcher", "guardian")
_USERS: Final[tuple[Principal, ...]] = ("api", "cli")

#: per event type tag: audience, allowed producers and why the audience is what it is
EVENT_RULES: Final[dict[str, EventRule]] = {
    "run.requested.v1": EventRule(
        "public", _USERS, "what a user or strategy asked: the run's identity for every consumer"
    ),
    "run.completed.v1": EventRule(
        "public", ("orchestrator",), "how the run ended; consumers wait for it"
    ),
    "run.progressed.v1": EventRule(
        "public", ("orchestrator",), "the stage a user sees; a one-line detail, no payload"
    ),
    "run.planned.v1": EventRule(
        "public", ("orchestrator",), "the plan parts the run delegates: what a user sees"
    ),
    "run.cancel.requested.v1": EventRule(
        "public", _USERS, "a user's command; reading it reveals nothing beyond the run"
    ),
    "run.boundary_refused.v1": EventRule(
        "public",
        _AGENTS,
        "a refused action is a fact a consumer must know before trusting the run; it carries "
        "hashes and a reason, never the refused content",
    ),
    "agent.model_called.v1": EventRule(
        "internal", _AGENTS, "model calls: prompts, private reasoning, the Guardian's included"
    ),
    "agent.tool_called.v1": EventRule(
        "internal", _AGENTS, "tool arguments and payloads as the model read them"
    ),
    "contract.proposed.v1": EventRule(
        "internal",
        ("orchestrator",),
        "a contract version not yet validated or reviewed, with the user's messages",
    ),
    "contract.validated.v1": EventRule(
        "internal", ("validator",), "checks of an undecided draft; the decision is public"
    ),
    "contract.status_changed.v1": EventRule(
        "public", ("orchestrator",), "the decision on a contract version"
    ),
    "review.requested.v1": EventRule(
        "internal",
        ("orchestrator",),
        "the bundle the Guardian may see: drafts, evidence excerpts, open concerns",
    ),
    "review.decided.v1": EventRule(
        "public",
        ("guardian",),
        "the Guardian's decision, summary, concerns and requested changes (its reasoning stays "
        "in its model calls)",
    ),
    "review.concerns_carried.v1": EventRule(
        "public", ("orchestrator",), "concerns a strategy carries over: decisions, like the above"
    ),
    "task.delegated.v1": EventRule(
        "internal", ("orchestrator",), "task traffic, with inherited source content attached"
    ),
    "task.completed.v1": EventRule(
        "internal",
        ("researcher",),
        "a researcher's unreviewed answer with source content attached",
    ),
    "source.registered.v1": EventRule(
        "public",
        _AGENTS,
        "a citable source's metadata (title, date, hash, synthetic flag), never its content",
    ),
    "citations.resolved.v1": EventRule(
        "public", ("grounder",), "citations: which mark points at which source and chunk"
    ),
    "answer.drafted.v1": EventRule(
        "internal",
        ("orchestrator",),
        "an answer not yet validated nor approved; acting on it bypasses the Guardian",
    ),
    "answer.validated.v1": EventRule(
        "internal", ("validator",), "checks of an unreleased draft; the release is public"
    ),
    "answer.released.v1": EventRule(
        "public", ("orchestrator",), "the approved, frozen answer downstream may act on"
    ),
    "clarification.requested.v1": EventRule(
        "public", ("orchestrator",), "the conversation with the user"
    ),
    "clarification.answered.v1": EventRule(
        "public", _USERS, "the user's answer, a provenance-bearing message of the run"
    ),
    "entity.resolve.requested.v1": EventRule(
        "public", ("orchestrator", "researcher"), "a company mention to resolve: the user's words"
    ),
    "entity.mentions.requested.v1": EventRule(
        "public", ("orchestrator",), "a request's free text to resolve: the user's words"
    ),
    "entity.resolved.v1": EventRule("public", ("resolver",), "entities"),
    "entity.mentions.resolved.v1": EventRule("public", ("resolver",), "entities"),
    "code.requested.v1": EventRule(
        "internal", ("orchestrator", "researcher"), "agent-written code: a tool payload"
    ),
    "code.completed.v1": EventRule("internal", ("sandbox",), "a tool payload (stdout, usage)"),
    "bus.probe.v1": EventRule("internal", ("cli",), "canaries of the bus, no run content"),
}

#: replies someone waits on, where the first arrival decides (a review decision, a task's
#: answer, a verdict, a resolution, a user's answer or cancellation): a consumer accepts one
#: only when it is signed by a principal allowed to produce its type. Commands and facts nobody
#: answers are guarded by the produce ACLs alone.
VERIFIED_TYPES: Final[frozenset[str]] = frozenset(
    {
        "review.decided.v1",
        "task.completed.v1",
        "contract.validated.v1",
        "answer.validated.v1",
        "entity.resolved.v1",
        "entity.mentions.resolved.v1",
        "citations.resolved.v1",
        "clarification.answered.v1",
        "run.cancel.requested.v1",
        "code.completed.v1",
    }
)

_ALL_TAGS: Final = tuple(event_type_tag(cls) for cls in CATALOGUE)
_PUBLIC_TAGS: Final = tuple(t for t in _ALL_TAGS if EVENT_RULES[t].audience == "public")

#: per principal, the event types its subscriptions read
CONSUMES: Final[dict[Principal, tuple[str, ...]]] = {
    "orchestrator": (
        "run.requested.v1",
        "run.cancel.requested.v1",
        "task.completed.v1",
        "entity.resolved.v1",
        "entity.mentions.resolved.v1",
        "citations.resolved.v1",
        "clarification.answered.v1",
        "contract.validated.v1",
        "answer.validated.v1",
        "review.decided.v1",
    ),
    "researcher": (
        "task.delegated.v1",
        "run.cancel.requested.v1",
        "entity.resolved.v1",
        "code.completed.v1",
    ),
    "guardian": ("review.requested.v1", "review.decided.v1"),
    "validator": ("contract.proposed.v1", "answer.drafted.v1"),
    "resolver": ("entity.resolve.requested.v1", "entity.mentions.requested.v1"),
    "grounder": ("source.registered.v1", "answer.drafted.v1"),
    "recorder": _ALL_TAGS,
    # A user's progress shows delegations, drafts and "the Guardian is reviewing…".
    "api": (
        *_PUBLIC_TAGS,
        "task.delegated.v1",
        "task.completed.v1",
        "contract.proposed.v1",
        "contract.validated.v1",
        "answer.drafted.v1",
        "review.requested.v1",
    ),
    "cli": (
        *_PUBLIC_TAGS,
        "task.delegated.v1",
        "task.completed.v1",
        "contract.proposed.v1",
        "contract.validated.v1",
        "answer.drafted.v1",
        "review.requested.v1",
        "bus.probe.v1",
    ),
    "sandbox": ("code.requested.v1",),
    "consumer": _PUBLIC_TAGS,
}

#: consumer-group name prefix of each principal (ACL READ on groups with this prefix)
GROUP_PREFIXES: Final[dict[Principal, str]] = {
    "orchestrator": "orchestrator",
    "researcher": "researcher",
    "guardian": "guardian",
    "validator": "validator",
    "resolver": "resolver",
    "grounder": "grounder",
    "recorder": "recorder",
    "api": "api-",
    "cli": "run-client-",
    "sandbox": "sandbox",
    "consumer": "consumer-",
}


def topic_of(tag: str) -> str:
    """The topic an event type travels on."""
    return _TOPIC_BY_TAG[tag]


_TOPIC_BY_TAG: Final[dict[str, str]] = {event_type_tag(cls): cls.TOPIC for cls in CATALOGUE}


def may_produce(principal: str, tag: str) -> bool:
    """Whether `principal` is allowed to produce events of type `tag`."""
    rule = EVENT_RULES.get(tag)
    return rule is not None and principal in rule.producers


@dataclass(frozen=True, slots=True)
class Grant:
    """What one principal may do on the broker."""

    principal: Principal
    produce: tuple[str, ...]
    consume: tuple[str, ...]
    group_prefix: str
    produce_types: tuple[str, ...]
    consume_types: tuple[str, ...]


def _ordered(names: set[str]) -> tuple[str, ...]:
    return tuple(t for t in topics.ALL if t in names)


def grants() -> tuple[Grant, ...]:
    """The ACL table: per principal, the topics it may write and read and its group prefix.

    Every principal that consumes also writes the dead-letter topic (a consumer dead-letters what
    it cannot process); nobody is granted reading it here (operators' tools use admin access).
    """
    table = []
    for principal in PRINCIPALS:
        produced = tuple(t for t in _ALL_TAGS if principal in EVENT_RULES[t].producers)
        consumed = CONSUMES[principal]
        write = {topic_of(t) for t in produced}
        if consumed and principal != "consumer":
            write.add(topics.DEAD_LETTER)
        table.append(
            Grant(
                principal=principal,
                produce=_ordered(write),
                consume=_ordered({topic_of(t) for t in consumed}),
                group_prefix=GROUP_PREFIXES[principal],
                produce_types=produced,
                consume_types=tuple(consumed),
            )
        )
    return tuple(table)


def event_classes_of(audience: Audience) -> tuple[type[Event], ...]:
    """The catalogue's event classes of one audience."""
    return tuple(c for c in CATALOGUE if EVENT_RULES[event_type_tag(c)].audience == audience)
