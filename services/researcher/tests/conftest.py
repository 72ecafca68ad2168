"""Research tools over a small in-memory index: a few passages placed around 2022-12-28.

Apple has two calls and a news item before the as-of date and one call after it; Microsoft has
one call. The earnings calendar, prices and fundamentals are the shipped ones.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any

import pytest

from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_documents.model import Chunk, chunk_id_for
from quantward_researcher.tools import ResearchTools
from quantward_search import TantivySearchIndex

APPLE = "ent_apple_inc"
MICROSOFT = "ent_microsoft"
TRANSCRIPTS = "synthetic-corpus:transcripts"
NEWS = "synthetic-corpus:news"


def chunk(
    document_id: str,
    text: str,
    *,
    published: str,
    entity_id: str = APPLE,
    kind: Any = "transcript",
    source: str = TRANSCRIPTS,
    title: str = "Apple earnings call",
) -> Chunk:
    return Chunk(
        chunk_id=chunk_id_for(document_id, text),
        document_id=document_id,
        ordinal=0,
        start=0,
        end=len(text),
        text=text,
        title=title,
        type=kind,
        entity_ids=(entity_id,),
        published_at=datetime.fromisoformat(published),
        source=source,
        synthetic=True,
    )


CHUNKS = (
    chunk(
        "doc_apple_q3_call",
        "We now expect full-year revenue at the lower end of our guidance range.",
        published="2022-07-26T17:00:00-04:00",
        title="Apple FY2022 Q3 earnings call transcript",
    ),
    chunk(
        "doc_apple_q4_call",
        "Our guidance for the December quarter reflects limited visibility on demand.",
        published="2022-11-01T17:00:00-04:00",
        title="Apple FY2022 Q4 earnings call transcript",
    ),
    chunk(
        "doc_apple_q1_2023_call",
        "We are raising our guidance for the full year after a record quarter.",
        published="2023-02-02T17:00:00-05:00",  # after the task's as-of date
        title="Apple FY2023 Q1 earnings call transcript",
    ),
    chunk(
        "doc_apple_news_cut",
        "Apple cuts its guidance as demand softens, analysts say.",
        published="2022-11-02T09:00:00-04:00",
        kind="news",
        source=NEWS,
        title="Apple cuts guidance",
    ),
    chunk(
        "doc_msft_q1_call",
        "Microsoft reaffirmed its guidance for cloud growth.",
        published="2022-10-25T17:00:00-04:00",
        entity_id=MICROSOFT,
        title="Microsoft FY2023 Q1 earnings call transcript",
    ),
)


@pytest.fixture(scope="session")
def tools() -> ResearchTools:
    """Shared by every test: tools only read, and each task registers into its own registry."""
    index = TantivySearchIndex()  # in memory
    asyncio.run(index.index(list(CHUNKS)))
    return ResearchTools(search=index, market_data=EmbeddedMarketData(entity_ids=[APPLE]))
