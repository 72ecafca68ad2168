"""Entitlements in the research tools: a dataset the run's requester is not entitled to is
refused with a reason the model reads, and the refusal names the dataset for the record."""

from __future__ import annotations

import dataclasses

import pytest

from quantward_researcher.scope import TaskScope, entitles
from quantward_researcher.tools import ResearchTools

from .test_tools import APPLE, FILINGS, NEWS, TRANSCRIPTS, scope, task


@pytest.mark.parametrize(
    ("entitlement", "source", "covered"),
    [
        ("fundamentals", "fundamentals", True),
        ("synthetic-corpus", "synthetic-corpus:filings", True),
        ("synthetic-corpus.filings", "synthetic-corpus:filings", True),
        ("synthetic-corpus.filings", "synthetic-corpus:news", False),
        ("synthetic", "synthetic-corpus:filings", False),
        ("prices", "fundamentals", False),
        ("fundamentals", "fundamentals-extra", False),
    ],
)
def test_an_entitlement_covers_its_dataset_and_a_collections_sources(
    entitlement: str, source: str, covered: bool
) -> None:
    assert entitles(entitlement, source) is covered


def entitled_to(*datasets: str) -> TaskScope:
    return dataclasses.replace(scope(), entitlements=datasets)


@pytest.mark.parametrize(
    ("tool", "arguments", "dataset"),
    [
        ("fundamentals", {"entity_id": APPLE, "quarters": 2}, "fundamentals"),
        ("price_history", {"entity_ids": [APPLE]}, "prices"),
        ("earnings_calendar", {"entity_id": APPLE}, "earnings-calendar"),
    ],
)
async def test_a_data_tool_refuses_a_dataset_the_requester_lacks(
    tools: ResearchTools, tool: str, arguments: dict[str, object], dataset: str
) -> None:
    every = ("fundamentals", "prices", "earnings-calendar", "synthetic-corpus")
    others = tuple(d for d in every if d != dataset)
    t = task(tools, entitled_to(*others))
    refused = await t.call(tool, **arguments)
    assert refused.error
    assert refused.refused_entitlement == dataset
    assert f"not entitled to the '{dataset}' dataset" in refused.content
    assert refused.sources == ()
    assert len(t.registry) == 0  # nothing of the dataset was read or registered
    allowed = await task(tools, entitled_to(dataset, *others)).call(tool, **arguments)
    assert not allowed.error, allowed.content
    assert allowed.refused_entitlement is None


async def test_no_entitlements_field_means_no_restriction(tools: ResearchTools) -> None:
    outcome = await task(tools, scope()).call("fundamentals", entity_id=APPLE, quarters=1)
    assert not outcome.error, outcome.content


async def test_search_reaches_only_the_document_sources_the_requester_is_entitled_to(
    tools: ResearchTools,
) -> None:
    t = task(tools, entitled_to("synthetic-corpus.transcripts"))
    outcome = await t.call("search_documents", query="guidance cuts", entity_ids=[APPLE])
    assert not outcome.error, outcome.content
    assert outcome.value["hits"]
    assert all(h["type"] == "transcript" for h in outcome.value["hits"])
    assert FILINGS in outcome.value["not_searched"]
    assert NEWS in outcome.value["not_searched"]

    none = task(tools, entitled_to("prices"))
    refused = await none.call("search_documents", query="guidance", entity_ids=[APPLE])
    assert refused.error
    assert refused.refused_entitlement in {TRANSCRIPTS, FILINGS, NEWS}
    assert len(none.registry) == 0


async def test_reading_a_document_of_a_source_the_requester_lacks_is_refused(
    tools: ResearchTools,
) -> None:
    found = await task(tools).call("search_documents", query="guidance cuts", entity_ids=[APPLE])
    news = next(h["document_id"] for h in found.value["hits"] if h["type"] == "news")
    t = task(tools, entitled_to("synthetic-corpus.transcripts"))
    refused = await t.call("read_document", document_id=news)
    assert refused.error
    assert refused.refused_entitlement == NEWS
    assert len(t.registry) == 0
    allowed = await task(tools, entitled_to("synthetic-corpus")).call(
        "read_document", document_id=news
    )
    assert not allowed.error, allowed.content
