"""Demo-only: the seeded synthetic corpus — transcripts, filings and news for the covered companies.

No service depends on this package, so installing a service (`uv sync --package …`) leaves it
out; the composition roots inject it: the CLI hands `seed.DemoCorpus` to the search service, and
the kit's `build_market_data` serves `market_data.EmbeddedMarketData` (the shipped prices with
this corpus' calendar and figures) when the package is installed (`quantward-kit[demo]`).

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

from quantward_democorpus.generate import (
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
from quantward_democorpus.universe import curated_entity_ids

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
