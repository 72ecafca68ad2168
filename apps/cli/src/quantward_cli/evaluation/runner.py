"""Running a question set on the embedded platform, and reading runs back from the record.

Each question is asked as a chat run through the same `RunClient` the CLI uses, against the
model the settings choose (the offline reference policy, or any OpenAI-compatible endpoint);
every event of the run is collected as the bus delivers it. The embedded recorder records the
same events, model calls included, so `rescore` grades a finished evaluation again from the
record alone: a run made with a real model is re-scored without calling it.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from quantward_cli.evaluation.grading import ChunkInfo, Grade, Observation, Reference, grade
from quantward_cli.evaluation.questions import Question, QuestionSet
from quantward_contracts import Event, topics
from quantward_contracts.events import ClarificationRequested
from quantward_llm.port import ChatModel
from quantward_platform.market_data import MarketData

#: seconds the collector may take to receive a finished run's last events
SETTLE_S = 5.0


@dataclass
class Asked:
    """One question's run: its id, how long it took, what it did and its grade."""

    question: Question
    run_id: str
    elapsed_s: float
    observation: Observation
    grade: Grade


@dataclass
class Evaluation:
    set_name: str
    model: str
    results: list[Asked] = field(default_factory=list)

    def manifest(self) -> dict[str, Any]:
        """What `quantward eval --rescore` needs: which run answered which question."""
        return {
            "set": self.set_name,
            "model": self.model,
            "runs": {a.question.id: a.run_id for a in self.results},
            "elapsed_s": {a.question.id: round(a.elapsed_s, 3) for a in self.results},
        }


def reference(market: MarketData) -> Reference:
    """What the grader recomputes from, on the market data the platform serves."""
    return Reference(
        prices=market.price_history(), calendar=market.earnings_calendar(), chunks=_chunks()
    )


@cache
def _chunks() -> dict[str, ChunkInfo]:
    """Every chunk of the demo corpus: which document, about whom (the first id is the company
    the document is about), of which type."""
    from quantward_democorpus import default_corpus
    from quantward_documents.chunking import chunk_document

    found: dict[str, ChunkInfo] = {}
    for document in default_corpus():
        info = ChunkInfo(
            document.document_id, tuple(document.entity_ids), document.type, document.title
        )
        for chunk in chunk_document(document):
            found[chunk.chunk_id] = info
    return found


class _Collector:
    """Every event of the runs being evaluated, by run id, as the bus delivers them."""

    def __init__(self) -> None:
        self.events: dict[str, list[Event]] = defaultdict(list)

    async def __call__(self, event: Event) -> None:
        if event.run_id is not None:
            self.events[event.run_id].append(event)


def _answerer(question: Question) -> Callable[[ClarificationRequested], Any]:
    given = list(question.expect.answers)

    async def answer(_asked: ClarificationRequested) -> str | None:
        # No scripted answer: the run is cancelled, as a user who walks away would leave it.
        return given.pop(0) if given else None

    return answer


async def run_set(
    questions: QuestionSet,
    *,
    model: ChatModel,
    on_result: Callable[[Asked], None] | None = None,
    timeout_s: float = 300.0,
) -> Evaluation:
    """Ask every question of the set on one embedded platform, one run at a time."""
    from quantward_cli.embedded import EmbeddedPlatform
    from quantward_kit.run_client import RunClient

    platform = EmbeddedPlatform(model=model)
    await platform.start()
    evaluation = Evaluation(questions.set, model.name)
    collector = _Collector()
    subscription = await platform.bus.subscribe(
        [t for t in topics.ALL if t not in (topics.DEAD_LETTER, topics.PROBES)],
        group="quantward-eval",
        handler=collector,
        name="quantward-eval",
        start="latest",
    )
    client = RunClient(platform.bus, requested_by="user:eval")
    await client.start()
    try:
        assert platform.market_data is not None, "the platform is started"
        ref = reference(platform.market_data)
        for question in questions.questions:
            request = await client.submit(mode="chat", question=question.question)
            began = time.perf_counter()
            outcome = await client.follow(request, answer=_answerer(question), timeout_s=timeout_s)
            elapsed = time.perf_counter() - began
            await _settle(platform.bus, subscription, collector, outcome.run_id)
            seen = Observation.of(outcome.run_id, collector.events.pop(outcome.run_id, []))
            asked = Asked(question, outcome.run_id, elapsed, seen, grade(question, seen, ref))
            evaluation.results.append(asked)
            if on_result is not None:
                on_result(asked)
    finally:
        await client.close()
        await subscription.close()
        await platform.stop()
    return evaluation


async def _settle(bus: Any, subscription: Any, collector: _Collector, run_id: str) -> None:
    """Wait until the collector has the run's completion and has read everything published."""
    deadline = time.monotonic() + SETTLE_S
    lag: Callable[[Any], int] | None = getattr(bus, "lag", None)
    while time.monotonic() < deadline:
        done = any(e.type == "run.completed.v1" for e in collector.events.get(run_id, []))
        if done and (lag is None or lag(subscription) == 0):
            return
        await asyncio.sleep(0.01)


def rescore(
    questions: QuestionSet,
    runs: dict[str, str],
    events_of: Callable[[str], Iterable[Event]],
    market: MarketData,
    model: str = "recorded",
) -> Evaluation:
    """Grade recorded runs again (today's grader, the record's events): no model is called."""
    ref = reference(market)
    evaluation = Evaluation(questions.set, model)
    by_id = {q.id: q for q in questions.questions}
    for question_id, run_id in runs.items():
        question = by_id.get(question_id)
        if question is None:
            continue
        seen = Observation.of(run_id, events_of(run_id))
        evaluation.results.append(Asked(question, run_id, 0.0, seen, grade(question, seen, ref)))
    return evaluation


def ask_order(results: Sequence[Asked]) -> list[str]:
    return [a.question.id for a in results]
