"""The research tools over an open search index and the market data (calendar, prices…).

The index comes from the kit's builder (`quantward_kit.builders.open_search_index`) and the
market data from `build_market_data`; the researcher only reads both.
"""

from __future__ import annotations

from quantward_platform.market_data import MarketData
from quantward_researcher.tools import ResearchTools
from quantward_search import SearchIndex


def research_tools(index: SearchIndex, market_data: MarketData) -> ResearchTools:
    """The research tools over an open index and the market data (calendar, prices…)."""
    return ResearchTools(search=index, market_data=market_data)
