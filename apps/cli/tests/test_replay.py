"""Replay takes a recorded decision again from the record alone; the grounder's decision on a
draft whose sources the record holds after the draft (they travel on another topic) is the
same as recorded."""

from __future__ import annotations

import asyncio

from quantward_cli.replay import replay
from quantward_contracts import new_id
from quantward_contracts.events import SourceRegistered
from quantward_contracts.examples import EXAMPLES
from quantward_grounder.domain import GrounderState
from quantward_grounding import ground
from quantward_grounding.events import citations_resolved


def test_a_draft_whose_sources_come_later_in_the_record_grounds_the_same() -> None:
    registered = EXAMPLES["source.registered.v1"]
    assert isinstance(registered, SourceRegistered)
    run_id = registered.run_id or ""
    source_id = registered.data.source_id
    chunk = registered.data.chunk_ids[0]
    drafted = EXAMPLES["answer.drafted.v1"].model_copy(
        update={
            "event_id": new_id("evt"),
            "data": EXAMPLES["answer.drafted.v1"].data.model_copy(
                update={"text": f"Deliveries rose in every region [[{source_id}#{chunk}]]."}
            ),
        }
    )
    grounder = GrounderState()
    grounder.add_source(registered)
    resolved = citations_resolved(
        ground(grounder.registry(run_id), drafted.data.text),
        run_id=run_id,
        producer="grounder",
        answer_id=drafted.data.answer_id,
        causation_id=drafted.event_id,
    )
    assert not resolved.data.unresolved
    # the draft first, its source after it, the grounder's reply last
    records = [(0, drafted), (1, registered), (2, resolved)]
    result = asyncio.run(replay(run_id, records, market_data=None))  # type: ignore[arg-type]
    [step] = result.steps
    assert (step.kind, step.seq, step.same) == ("grounding", 2, True), step.detail
