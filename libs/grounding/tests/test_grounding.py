"""Grounding: marks become citations only for sources this run registered."""

from __future__ import annotations

import pytest

from quantward_grounding import (
    CitationStream,
    ForeignSourceError,
    Passage,
    SourceRegistry,
    ground,
)


def transcript(registry: SourceRegistry, call: str = "tcl_search_1"):
    return registry.register(
        kind="document",
        title="Acme Q3 FY2022 earnings call",
        tool_name="search",
        tool_call_id=call,
        content="Revenue grew 12%. We now expect the lower end of the range.",
        passages=(
            Passage(chunk_id="chk_revenue0001", text="Revenue grew 12%."),
            Passage(chunk_id="chk_guidance001", text="We now expect the lower end of the range."),
        ),
        entity_ids=("ent_acme",),
        synthetic=True,
    )


def test_marks_become_numbered_citations_with_the_passage_quoted() -> None:
    registry = SourceRegistry("run_test_1")
    source = transcript(registry)
    sid = source.source_id
    answer = ground(
        registry,
        f"Revenue rose [[{sid}#chk_revenue0001]] but guidance softened "
        f"[[{sid}#chk_guidance001; {sid}#chk_revenue0001]]. Overall [[{sid}]].",
    )
    assert answer.valid
    assert answer.text == "Revenue rose [1] but guidance softened [2][1]. Overall [3]."
    assert [c.number for c in answer.citations] == [1, 2, 3]
    assert answer.citations[1].quote == "We now expect the lower end of the range."
    assert answer.citations[0].synthetic
    assert answer.citations[2].chunk_id is None


def test_a_bare_passage_id_resolves_when_one_source_holds_it() -> None:
    registry = SourceRegistry("run_test_2")
    transcript(registry)
    assert ground(registry, "Growth [[chk_revenue0001]].").text == "Growth [1]."


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("x [[src_notregistered01]]", "was not registered in run run_test_3"),
        ("x [[SRC_UPPER]]", "is not a source reference"),
        ("x [[]]", "empty reference"),
        ("x [[src_notregistered01", "not closed"),
    ],
)
def test_bad_marks_are_rejected_with_a_reason_and_fail_the_draft(text: str, reason: str) -> None:
    registry = SourceRegistry("run_test_3")
    transcript(registry)
    answer = ground(registry, text)
    assert not answer.valid
    assert answer.citations == []
    assert reason in answer.rejected[0].reason


def test_a_passage_the_source_does_not_have_is_rejected() -> None:
    registry = SourceRegistry("run_test_4")
    sid = transcript(registry).source_id
    answer = ground(registry, f"[[{sid}#chk_invented00001]]")
    assert "has no passage chk_invented00001" in answer.rejected[0].reason


def test_prose_streams_at_once_and_split_marks_wait_for_their_end() -> None:
    registry = SourceRegistry("run_test_5")
    sid = transcript(registry).source_id
    stream = CitationStream(registry)
    assert [p.text for p in stream.feed("Revenue rose ")] == ["Revenue rose "]
    assert stream.feed(f"[[{sid[:7]}") == []
    pieces = stream.feed(f"{sid[7:]}#chk_revenue0001]] and more [")
    assert [p.text for p in pieces] == ["[1]", " and more "]
    assert [p.text for p in stream.feed("sic] done")] == ["[sic] done"]
    stream.close()
    assert stream.result().text == "Revenue rose [1] and more [sic] done"


def test_registration_is_idempotent_and_deterministic() -> None:
    first, again = SourceRegistry("run_same"), SourceRegistry("run_same")
    assert transcript(first).source_id == transcript(again).source_id
    assert transcript(first) == transcript(first)
    assert len(first) == 1
    other_run = SourceRegistry("run_other")
    assert transcript(other_run).source_id != transcript(first).source_id


def test_subagents_inherit_sources_and_return_theirs_with_their_citations() -> None:
    orchestrator = SourceRegistry("run_team")
    inherited = transcript(orchestrator)
    researcher = orchestrator.child("tsk_balance_sheet")
    # the researcher cites what the orchestrator had, without searching again
    assert ground(researcher, f"[[{inherited.source_id}#chk_revenue0001]]").valid
    filing = researcher.register(
        kind="document",
        title="Acme 10-Q",
        tool_name="documents",
        tool_call_id="tcl_doc_7",
        content="Inventory rose 9%.",
        passages=(Passage(chunk_id="chk_inventory01", text="Inventory rose 9%."),),
    )
    answer = ground(researcher, f"Inventory rose [[{filing.source_id}#chk_inventory01]].")
    # before the task returns, the orchestrator cannot cite the researcher's source
    assert not ground(orchestrator, f"[[{filing.source_id}]]").valid
    returned = [researcher.get(c.source_id) for c in answer.citations]
    orchestrator.adopt([s for s in returned if s is not None])
    later = ground(orchestrator, f"As the filing says [[{filing.source_id}#chk_inventory01]].")
    assert later.valid
    assert later.citations[0].quote == "Inventory rose 9%."


def test_a_source_of_another_run_cannot_be_adopted() -> None:
    mine, theirs = SourceRegistry("run_mine"), SourceRegistry("run_theirs")
    foreign = transcript(theirs)
    with pytest.raises(ForeignSourceError, match="belongs to run run_theirs"):
        mine.adopt([foreign])


def test_a_follow_up_turn_resolves_earlier_citations_from_the_snapshot() -> None:
    turn_one = SourceRegistry("run_chat")
    sid = transcript(turn_one).source_id
    stored = turn_one.snapshot().model_dump_json()
    from quantward_grounding.registry import RegistrySnapshot

    turn_three = SourceRegistry.restore(RegistrySnapshot.model_validate_json(stored))
    answer = ground(turn_three, f"Earlier we saw [[{sid}#chk_guidance001]].")
    assert answer.valid
    assert answer.citations[0].quote.startswith("We now expect")


def test_computed_results_are_citable_item_by_item() -> None:
    registry = SourceRegistry("run_calc")
    weights = registry.register_computation(
        synthetic=False,
        title="Optimised weights",
        tool_name="optimise",
        tool_call_id="tcl_opt_1",
        result={"weights": {"ent_a": 0.15, "ent_b": -0.15}, "sharpe": 1.2},
        items={"weight ent_a": 0.15, "sharpe": 1.2},
    )
    item = next(p for p in weights.passages if p.text.startswith("sharpe"))
    answer = ground(registry, f"Sharpe of 1.2 [[{weights.source_id}#{item.chunk_id}]]")
    assert answer.valid
    assert answer.citations[0].quote == "sharpe: 1.2"


def test_search_hits_become_one_citable_source_per_document() -> None:
    from datetime import UTC, datetime

    from quantward_grounding.tools import register_search_hits
    from quantward_search import SearchHit

    def hit(chunk: str, document: str, text: str) -> SearchHit:
        return SearchHit(
            chunk_id=chunk,
            document_id=document,
            score=1.0,
            text=text,
            highlights=(),
            title=f"title of {document}",
            type="transcript",
            section="",
            entity_ids=("ent_a",),
            published_at=datetime(2022, 10, 27, tzinfo=UTC),
            fiscal_period=None,
            source="synthetic-corpus:transcripts",
            synthetic=True,
            start=0,
            end=len(text),
        )

    registry = SourceRegistry("run_search")
    sources = register_search_hits(
        registry,
        [
            hit("chk_a0001x", "doc_one01", "Guidance softened."),
            hit("chk_b0002x", "doc_two02", "Inventory rose."),
            hit("chk_a0003x", "doc_one01", "Margins held."),
        ],
        tool_call_id="tcl_search_9",
    )
    assert [len(s.passages) for s in sources] == [2, 1]
    first = sources[0]
    answer = ground(registry, f"It softened [[{first.source_id}#chk_a0001x]].")
    assert answer.valid
    assert answer.citations[0].synthetic
    assert answer.citations[0].title == "title of doc_one01"


# --- a conversation's carried sources ------------------------------------------------------------


def _carried(registry: SourceRegistry, source_id: str):
    from quantward_contracts.values import CarriedSource
    from quantward_grounding.sharing import to_shared

    source = registry.get(source_id)
    assert source is not None
    return CarriedSource(from_run_id=registry.run_id, source=to_shared(source))


def test_a_carried_source_is_the_follow_ups_own_with_the_same_passages() -> None:
    from quantward_grounding.sharing import carried_into

    earlier = SourceRegistry("run_earlier_1")
    source = transcript(earlier)
    again = carried_into(_carried(earlier, source.source_id), "run_follow_up_1")
    assert again.run_id == "run_follow_up_1"
    assert again.source_id != source.source_id
    assert again.passages == source.passages
    assert (again.content, again.content_hash, again.published, again.synthetic) == (
        source.content,
        source.content_hash,
        source.published,
        source.synthetic,
    )
    # carried twice (another replay) gives the same id: derived, not new
    assert carried_into(_carried(earlier, source.source_id), "run_follow_up_1") == again

    follow_up = SourceRegistry("run_follow_up_1")
    follow_up.adopt([again])
    answer = ground(follow_up, f"As cited last week, [[{again.source_id}#chk_guidance001]].")
    assert answer.valid
    [citation] = answer.citations
    # the very passage the earlier answer could cite
    assert citation.quote == "We now expect the lower end of the range."
    assert citation.chunk_id == "chk_guidance001"


def test_a_carried_source_that_is_not_the_earlier_runs_own_is_refused() -> None:
    from quantward_contracts.values import CarriedSource
    from quantward_grounding.sharing import carried_into

    earlier = SourceRegistry("run_earlier_2")
    source = transcript(earlier)
    carried = _carried(earlier, source.source_id)
    claimed_elsewhere = CarriedSource(from_run_id="run_someone_else", source=carried.source)
    with pytest.raises(ForeignSourceError):
        carried_into(claimed_elsewhere, "run_follow_up_2")
    edited = carried.source.model_copy(update={"content": "Revenue grew 40%."})
    with pytest.raises(ForeignSourceError):
        carried_into(CarriedSource(from_run_id="run_earlier_2", source=edited), "run_follow_up_2")
