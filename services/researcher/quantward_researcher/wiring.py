"""Where a researcher's data comes from: the one place its adapters are chosen."""

from __future__ import annotations

from quantward_platform.market_data import MarketData
from quantward_researcher.settings import ResearcherSettings
from quantward_researcher.tools import ResearchTools
from quantward_search import SearchIndex


async def open_search(settings: ResearcherSettings) -> SearchIndex:
    """Elasticsearch when `QW_ELASTICSEARCH_URL` is set, else the embedded tantivy folder.

    The researcher only reads; the search service (or the embedded launcher) fills the index.
    """
    if settings.elasticsearch_url:
        from quantward_search.elasticsearch_index import ElasticsearchSearchIndex

        return await ElasticsearchSearchIndex.connect(
            settings.elasticsearch_url, settings.elasticsearch_index
        )
    from quantward_search.tantivy_index import TantivySearchIndex

    settings.search_path.mkdir(parents=True, exist_ok=True)
    return TantivySearchIndex(settings.search_path)


async def open_research_tools(
    settings: ResearcherSettings, market_data: MarketData
) -> ResearchTools:
    """The research tools over the search index `settings` name and the given market data."""
    return research_tools(await open_search(settings), market_data)


def research_tools(index: SearchIndex, market_data: MarketData) -> ResearchTools:
    """The research tools over an open index and the market data (calendar, prices…)."""
    return ResearchTools(search=index, market_data=market_data)
