"""The grounder on the bus: drafts resolved against the run's registrations, in any order."""

from __future__ import annotations

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import Recorder
from quantward_contracts import Event, topics
from quantward_contracts.events import AnswerDrafted, AnswerDraftedData, CitationsResolved
from quantward_grounder.app import build_app
from quantward_grounder.settings import GrounderSettings
from quantward_grounding import Passage, SourceRegistry
from quantward_grounding.events import source_registered

RUN = "run_grounder_test"


def registered_source():
    registry = SourceRegistry(RUN)
    return registry.register(
        kind="document",
        title="Acme 10-Q",
        tool_name="documents",
        tool_call_id="tcl_doc_1",
        content="Inventory rose 9%.",
        passages=(Passage(chunk_id="chk_inventory001", text="Inventory rose 9%."),),
    )


def draft(text: str) -> AnswerDrafted:
    return AnswerDrafted(
        producer="orchestrator",
        run_id=RUN,
        data=AnswerDraftedData(answer_id="ans_test0001", version=1, text=text),
    )


async def passages(ids):
    return dict.fromkeys(ids, "Inventory rose 9%.")


async def test_a_draft_after_its_sources_resolves_with_quotes() -> None:
    source = registered_source()
    async with InMemoryEventBus() as bus:
        out: Recorder[Event] = Recorder()
        await bus.subscribe(topics.SOURCES, group="client", handler=out, accept=[CitationsResolved])
        app = await build_app(GrounderSettings(), bus=bus, passages=passages)
        async with app:
            await bus.publish(source_registered(source, producer="researcher"))
            await bus.publish(draft(f"Inventory rose [[{source.source_id}#chk_inventory001]]."))
            (event,) = await out.wait_for(1)
    assert isinstance(event, CitationsResolved)
    assert event.data.unresolved == ()
    assert event.data.citations[0].quote == "Inventory rose 9%."
    assert event.run_id == RUN


async def test_a_draft_that_overtakes_its_source_waits_for_it() -> None:
    source = registered_source()
    async with InMemoryEventBus() as bus:
        out: Recorder[Event] = Recorder()
        await bus.subscribe(topics.SOURCES, group="client", handler=out, accept=[CitationsResolved])
        app = await build_app(GrounderSettings(grounder_wait_s=600), bus=bus)
        async with app:
            await bus.publish(draft(f"Inventory rose [[{source.source_id}]]."))
            await bus.publish(source_registered(source, producer="researcher"))
            (event,) = await out.wait_for(1)
    assert isinstance(event, CitationsResolved)
    assert [c.source_id for c in event.data.citations] == [source.source_id]


async def test_a_mark_to_a_source_never_registered_is_rejected_after_the_wait() -> None:
    async with InMemoryEventBus() as bus:
        out: Recorder[Event] = Recorder()
        await bus.subscribe(topics.SOURCES, group="client", handler=out, accept=[CitationsResolved])
        app = await build_app(GrounderSettings(grounder_wait_s=0.05), bus=bus)
        async with app:
            await bus.publish(draft("Revenue doubled [[src_invented000001]]."))
            (event,) = await out.wait_for(1)
    assert isinstance(event, CitationsResolved)
    assert event.data.citations == ()
    assert "was not registered" in event.data.unresolved[0].reason
