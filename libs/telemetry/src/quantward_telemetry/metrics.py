"""The process's Prometheus metrics, defined once so every layer records into the same series.

All live in `prometheus_client`'s default registry, which the kit serves at `/metrics`. Label
values are bounded sets (event types, consumer groups, tool names, model names, outcomes), never
run or event ids, so the number of series stays small whatever the traffic.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from prometheus_client import Counter, Gauge, Histogram

#: latency buckets in seconds, from a fast handler (1 ms) to a long research task (10 min)
_SECONDS: Final = (0.001, 0.005, 0.025, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 120.0, 600.0)

EVENTS_PUBLISHED = Counter(
    "quantward_events_published",
    "Events this process published, by event type and topic.",
    ["type", "topic"],
)
EVENTS_CONSUMED = Counter(
    "quantward_events_consumed",
    "Events this process's consumers finished, by group, event type and outcome "
    "(handled, duplicate, dead_lettered).",
    ["group", "type", "outcome"],
)
HANDLER_SECONDS = Histogram(
    "quantward_handler_seconds",
    "Time a consumer's handler took for one event, retries included.",
    ["group", "type"],
    buckets=_SECONDS,
)
HANDLER_RETRIES = Counter(
    "quantward_handler_retries",
    "Handler attempts that failed and were retried, by group.",
    ["group"],
)
DEAD_LETTERS = Counter(
    "quantward_dead_letters",
    "Messages this process dead-lettered, by group and reason.",
    ["group", "reason"],
)
CONSUMER_LAG = Gauge(
    "quantward_consumer_lag",
    "Messages published but not yet consumed by a subscription (as last measured).",
    ["subscription", "group"],
)
CONSUMER_UP = Gauge(
    "quantward_consumer_up",
    "1 while a subscription is starting or running, 0 when stalled, failed or stopped.",
    ["subscription", "group"],
)
MODEL_CALLS = Counter(
    "quantward_model_calls",
    "Model calls by model and outcome (ok, or the error class).",
    ["model", "outcome"],
)
MODEL_TOKENS = Counter(
    "quantward_model_tokens",
    "Tokens the model endpoint reported, by model and kind (prompt, completion).",
    ["model", "kind"],
)
MODEL_SECONDS = Histogram(
    "quantward_model_call_seconds",
    "Time one model call took, retries included.",
    ["model"],
    buckets=_SECONDS,
)
TOOL_CALLS = Counter(
    "quantward_tool_calls",
    "Agent tool calls by tool and outcome (ok, error).",
    ["tool", "outcome"],
)
TOOL_SECONDS = Histogram(
    "quantward_tool_call_seconds",
    "Time one agent tool call took.",
    ["tool"],
    buckets=_SECONDS,
)
REVIEW_DECISIONS = Counter(
    "quantward_review_decisions",
    "Guardian review decisions published, by stage and decision.",
    ["stage", "decision"],
)
CITATION_FAILURES = Counter(
    "quantward_citation_failures",
    "Citation marks the grounder could not resolve to a registered source.",
)
CITATIONS_RESOLVED = Counter(
    "quantward_citations_resolved",
    "Citation marks the grounder resolved to a registered source.",
)
RUNS = Counter(
    "quantward_runs",
    "Runs that ended, by status (succeeded, failed, cancelled).",
    ["status"],
)

#: per event type, what a published event of that type adds to the domain metrics above
EventObserver = Callable[[Any], None]
_published_observers: dict[str, EventObserver] = {}


def observe_published_type(event_type: str, observer: EventObserver) -> None:
    """Have `observer(event)` called for every published event of `event_type`.

    How run, review and citation metrics are counted once for every service: the layer that
    knows the event catalogue registers the observers; the bus only calls
    :func:`record_published`.
    """
    _published_observers[event_type] = observer


#: labelled children cached by label values: `.labels()` validates and locks on every call,
#: a dict lookup does not (this runs for every event on the agent's hot path)
_published_children: dict[tuple[str, str], Any] = {}


def record_published(event: Any, topic: str) -> None:
    """Count one published event (and its domain metrics, if an observer is registered)."""
    event_type: str = event.type
    child = _published_children.get((event_type, topic))
    if child is None:
        child = _published_children[(event_type, topic)] = EVENTS_PUBLISHED.labels(
            event_type, topic
        )
    child.inc()
    observer = _published_observers.get(event_type)
    if observer is not None:
        observer(event)


class ConsumerMetrics:
    """The metrics of one consumer group's handler, children cached per event type."""

    __slots__ = ("_children", "group")

    def __init__(self, group: str) -> None:
        self.group = group
        self._children: dict[tuple[str, str], tuple[Any, Any]] = {}

    def handled(self, event_type: str, outcome: str, seconds: float) -> None:
        """One event finished with `outcome` after `seconds` in the handler."""
        children = self._children.get((event_type, outcome))
        if children is None:
            children = self._children[(event_type, outcome)] = (
                EVENTS_CONSUMED.labels(self.group, event_type, outcome),
                HANDLER_SECONDS.labels(self.group, event_type),
            )
        counter, histogram = children
        counter.inc()
        if outcome in ("handled", "dead_lettered"):  # the handler ran: its time counts
            histogram.observe(seconds)

    def handled_batch(self, counts: dict[str, int], outcome: str, seconds: float) -> None:
        """The events of one batch (count per type) finished with `outcome`, the batch handler
        taking `seconds` per event: each type's counter grows by its count, and its handler
        histogram gets one observation per batch (not per event: a batch is one call)."""
        for event_type, count in counts.items():
            children = self._children.get((event_type, outcome))
            if children is None:
                children = self._children[(event_type, outcome)] = (
                    EVENTS_CONSUMED.labels(self.group, event_type, outcome),
                    HANDLER_SECONDS.labels(self.group, event_type),
                )
            counter, histogram = children
            counter.inc(count)
            histogram.observe(seconds)

    def retried(self) -> None:
        HANDLER_RETRIES.labels(self.group).inc()

    def dead_lettered(self, reason: str) -> None:
        DEAD_LETTERS.labels(self.group, reason).inc()


#: labelled children of the agent loop's metrics, cached like the consumers' (one per model/tool)
_model_children: dict[tuple[str, bool], tuple[Any, Any, Any, Any]] = {}
_tool_children: dict[tuple[str, bool], tuple[Any, Any]] = {}


def model_called(
    model: str, seconds: float, error: str | None, prompt_tokens: int, completion_tokens: int
) -> None:
    """One model call finished (`error` set when it failed)."""
    failed = error is not None
    children = _model_children.get((model, failed))
    if children is None:
        children = _model_children[(model, failed)] = (
            MODEL_CALLS.labels(model, "error" if failed else "ok"),
            MODEL_SECONDS.labels(model),
            MODEL_TOKENS.labels(model, "prompt"),
            MODEL_TOKENS.labels(model, "completion"),
        )
    calls, latency, prompt, completion = children
    calls.inc()
    latency.observe(seconds)
    if prompt_tokens:
        prompt.inc(prompt_tokens)
    if completion_tokens:
        completion.inc(completion_tokens)


def tool_called(tool: str, seconds: float, failed: bool) -> None:
    """One agent tool call finished."""
    children = _tool_children.get((tool, failed))
    if children is None:
        children = _tool_children[(tool, failed)] = (
            TOOL_CALLS.labels(tool, "error" if failed else "ok"),
            TOOL_SECONDS.labels(tool),
        )
    calls, latency = children
    calls.inc()
    latency.observe(seconds)
