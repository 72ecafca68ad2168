"""The research tools over an open search index and the shipped data (calendar, prices…).

The index itself comes from the kit's builder (`quantward_kit.builders.open_search_index`);
the researcher only reads it, the search service (or the embedded launcher) fills it.
"""

from __future__ import annotations

from quantward_documents.corpus import corpus_calendar
from quantward_researcher.tools import ResearchTools
from quantward_search import SearchIndex


def research_tools(index: SearchIndex) -> ResearchTools:
    """The research tools over an open index and the shipped data (calendar, prices…)."""
    return ResearchTools(search=index, calendar=corpus_calendar())
