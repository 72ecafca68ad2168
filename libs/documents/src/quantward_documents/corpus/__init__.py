"""The seeded synthetic corpus: transcripts, filings and news for the covered companies.

Covered: every company with shipped prices and every curated entity of the shipped graph. For
each, several fiscal quarters on the company's real fiscal calendar: earnings-call transcripts,
10-Q/10-K and 8-K (interim and annual reports and ad hoc announcements outside the SEC), and
wire stories, all marked `synthetic=True` and saying so in their first and last lines. The
companies, their names over time, their calendars and, for priced companies, share-price moves
are real; people, figures and events are invented.

    docs = list(generate_corpus(seed=7, quarters=8))      # or default_corpus(), cached
    calendar = corpus_calendar()                          # the same documents, by quarter

Sources (so allow-lists can tell publishers apart): `synthetic-corpus:transcripts`,
`synthetic-corpus:filings` (SEC forms, reports, press releases, announcements) and
`synthetic-corpus:news`. The corpus is generated at first use, never committed.
"""

from quantward_documents.corpus.generate import (
    CORPUS_END,
    DEFAULT_QUARTERS,
    DEFAULT_SEED,
    HORIZON,
    SOURCE_FILINGS,
    SOURCE_NEWS,
    SOURCE_TRANSCRIPTS,
    SOURCES,
    corpus_calendar,
    corpus_entity_ids,
    default_corpus,
    generate_corpus,
)
from quantward_documents.corpus.universe import curated_entity_ids

__all__ = [
    "CORPUS_END",
    "DEFAULT_QUARTERS",
    "DEFAULT_SEED",
    "HORIZON",
    "SOURCES",
    "SOURCE_FILINGS",
    "SOURCE_NEWS",
    "SOURCE_TRANSCRIPTS",
    "corpus_calendar",
    "corpus_entity_ids",
    "curated_entity_ids",
    "default_corpus",
    "generate_corpus",
]
