"""The benchmark as retail investors name it: "the market" and the index funds that stand for it.

A forum post asks to "track the total market as close as possible", to "hug the whole stock
market", to own "VTI with extra steps" or something that "behaves like an index fund". The
benchmark is there, but not by the words a desk uses ("the benchmark", "the index", an index
family's name): it is the market itself, qualified or not (total, whole, broad, overall, US,
global stock market), or a fund that holds it — a broad index ETF or mutual fund by its ticker
(VTI, VOO, SPY, VTSAX, VWRL…) or by its kind ("an index fund", "a total-market fund", "a
tracker"). `intent` adds `MARKET_BENCHMARK` to its benchmark nouns, so every construction that
asks to stay close to a benchmark reads these the same way.

A benchmark "with extra steps" (the internet's idiom for the same thing in a roundabout form)
is one to stay close to. "The market" inside another noun is no benchmark: "market timing",
"the market's mood", "market news", "market cap".
"""

from __future__ import annotations

from typing import Final

#: what qualifies the market as a whole: "the total market", "the whole US stock market"
_WHOLE: Final = (
    r"(?:(?:total|whole|entire|broad|broader|overall|general|wider|us|u\.s\.|american|global|"
    r"world|domestic|international)[- ]+)?(?:(?:us|u\.s\.|global|world)\s+)?"
    r"(?:(?:stock|equity|share)\s+)?"
)
#: a noun the market word may be part of, which makes it another thing
_OTHER_NOUN: Final = (
    r"(?:['’]s|[- ]+(?:timing|timer|news|cap|caps|capitali[sz]ation|maker|makers|making|price|"
    r"prices|data|moves?|movements?|hours?|close|open|conditions?|sentiment|mood|crash|orders?|"
    r"value|share|neutral|risk|beta|portfolio|index|indices|environment|regime|cycle|"
    r"participants?|structure|depth|liquidity|rally|sell-?off|outlook|view|calls?|level|"
    r"volatility|turmoil|bottom|top|peak|dip|segment|leader|leaders|access|research|"
    r"commentary|update|updates|open|report|reports|exposure|weight)\b)"
)
#: broad index funds by ticker: total market, S&P 500, world and aggregate bond trackers
_TICKERS: Final = (
    r"(?-i:VTI|VOO|SPY|IVV|SPLG|VT|VXUS|VEA|VWO|QQQ|QQQM|IWM|IWB|IWV|ITOT|SCHB|SCHX|SPTM|"
    r"VTSAX|VFIAX|VTIAX|VTWAX|FXAIX|FSKAX|FZROX|SWTSX|SWPPX|VWRL|VWRA|VUSA|VUAA|CSPX|IWDA|"
    r"SWDA|ACWI|URTH|AGG|BND)"
)
#: a fund that holds an index, by its kind
_INDEX_FUND: Final = (
    r"(?:an?\s+|the\s+|my\s+|our\s+)?(?:(?:total|whole|broad|global|world)[- ]+market\s+|"
    r"(?:plain|vanilla|plain[- ]vanilla|cheap|boring|passive|low[- ]cost)\s+)*"
    r"(?:index|tracker|passive)\s+(?:funds?|etfs?|trackers?)|"
    r"(?:an?\s+|the\s+|my\s+|our\s+)?(?:total|whole|broad|global|world)[- ]+market\s+"
    r"(?:funds?|etfs?|trackers?|index\s+funds?)"
)

#: the benchmark named as the market or as an index fund (no groups: `intent` embeds it)
MARKET_BENCHMARK: Final = (
    rf"(?:{_INDEX_FUND}|(?:the\s+){_WHOLE}market(?!{_OTHER_NOUN})|"
    rf"(?<![\w$]){_TICKERS}(?![\w])(?!['’]s?\s+(?:price|chart|expense)))"
)

#: the benchmark "with extra steps" (no groups): the internet's idiom for the same thing in a
#: roundabout form, so "VTI with extra steps" asks to stay as close to VTI as a copy would
WITH_EXTRA_STEPS: Final = r"\s+with\s+(?:a\s+few\s+|some\s+|a\s+couple\s+of\s+)?extra\s+steps\b"

__all__ = ["MARKET_BENCHMARK", "WITH_EXTRA_STEPS"]
