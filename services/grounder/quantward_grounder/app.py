"""The grounder service: the bus wiring of the independent citation check.

Consumes `source.registered` and `answer.drafted` in the consumer group `grounder`; publishes
`citations.resolved` for every draft (caused by it, same run). Quotes of cited passages are
filled from the search index's chunks, since registration events carry ids, not content.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence

from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, event_type_tag, reply_id, topics_of
from quantward_contracts.events import AnswerDrafted, CitationsResolved, SourceRegistered
from quantward_grounder.domain import GrounderState
from quantward_grounder.settings import GrounderSettings
from quantward_grounding import ground
from quantward_grounding.events import citations_resolved
from quantward_kit.builders import open_search_index
from quantward_kit.lifecycle import StartStop
from quantward_search import SearchIndex

log = logging.getLogger("quantward.grounder")

#: chunk ids → passage text, e.g. the search index's `get_chunks`
PassageLookup = Callable[[Sequence[str]], Awaitable[dict[str, str]]]


class GrounderApp(StartStop):
    def __init__(
        self,
        settings: GrounderSettings,
        bus: EventBus,
        passages: PassageLookup,
        *,
        owned_index: SearchIndex | None = None,
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.state = GrounderState(max_runs=settings.grounder_max_runs)
        self._passages = passages
        #: an index `build_app` opened for the passages: closed with the app
        self._owned_index = owned_index
        self._subscription: Subscription | None = None
        self._sweeper: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._subscription = await self.bus.subscribe(
            topics_of([SourceRegistered, AnswerDrafted]),
            group="grounder",
            handler=self.handle,
            accept=[SourceRegistered, AnswerDrafted],
            name="grounder",
        )
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep(), name="grounder-sweep")

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        if self._subscription is not None:
            await self._subscription.close()
            self._subscription = None
        if self._owned_index is not None:
            await self._owned_index.close()
            self._owned_index = None

    async def handle(self, event: Event) -> None:
        if event.run_id is None:
            log.warning("%s without a run id ignored", event.type)
            return
        if isinstance(event, SourceRegistered):
            for draft in self.state.add_source(event):
                await self._resolve(draft)
        elif isinstance(event, AnswerDrafted):
            ready = self.state.add_draft(
                event, now=time.monotonic(), wait_s=self.settings.grounder_wait_s
            )
            if ready:
                await self._resolve(event)

    async def _sweep(self) -> None:
        interval = min(1.0, self.settings.grounder_wait_s / 4)
        while True:
            await asyncio.sleep(interval)
            for draft in self.state.expired(time.monotonic()):
                await self._resolve(draft)

    async def _resolve(self, draft: AnswerDrafted) -> None:
        assert draft.run_id is not None
        grounded = ground(self.state.registry(draft.run_id), draft.data.text)
        wanted = [c.chunk_id for c in grounded.citations if c.chunk_id and not c.quote]
        if wanted:
            texts = await self._passages(wanted)
            grounded.citations = [
                c.model_copy(update={"quote": texts.get(c.chunk_id or "", "")[:600]})
                if not c.quote
                else c
                for c in grounded.citations
            ]
        await self.bus.publish(
            citations_resolved(
                grounded,
                run_id=draft.run_id,
                producer=self.settings.service_name,
                answer_id=draft.data.answer_id,
                causation_id=draft.event_id,
                event_id=reply_id(draft.event_id, event_type_tag(CitationsResolved)),
            )
        )


def index_passages(index: SearchIndex) -> PassageLookup:
    """Passages of cited chunks from the search index, which holds every indexed chunk's text."""

    async def passages(chunk_ids: Sequence[str]) -> dict[str, str]:
        chunks = await index.get_chunks(chunk_ids)
        return {chunk_id: chunk.text for chunk_id, chunk in chunks.items()}

    return passages


async def build_app(
    settings: GrounderSettings | None = None,
    *,
    bus: EventBus,
    index: SearchIndex | None = None,
    passages: PassageLookup | None = None,
) -> GrounderApp:
    """Wire the grounder on the caller's bus.

    Quotes come from `passages` if given (tests), else from `index` (the embedded launcher
    shares the search service's), else from an index opened by the kit's builder — so a served
    grounder quotes the same passages as an embedded one; an index opened here closes with the
    app.
    """
    settings = settings or GrounderSettings()
    owned: SearchIndex | None = None
    if passages is None:
        if index is None:
            index = owned = await open_search_index(settings)
        passages = index_passages(index)
    return GrounderApp(settings, bus, passages, owned_index=owned)
