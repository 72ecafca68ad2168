"""Buckets of a book defined by the kind of market they are in, each a subject of its own.

A client's guidelines bound the share of the fund in emerging markets as a whole ("the
emerging markets quota", "the part in emerging markets", "EM debt max. 15 %", "developing
economies", "frontier and emerging countries", field names such as `max_em_weight` or
`emergingMarketsQuota`). That share is neither one position, nor one country, nor everything
outside the mandate's core: a bound on it bounds only it, and a plan's limit on it is read
against it alone. The pattern reads lower-cased words (config names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject name of the emerging-markets bucket
EMERGING_MARKETS: Final = "max_emerging_markets_weight"

#: a market that is not (yet) developed: "emerging markets", "emerging-market debt", "developing
#: economies", "frontier countries"; "EM" and "GEM" as the trade's shorthand before what it
#: qualifies or as a field's word ("EM quota", "EM equities", "max em weight") — not the
#: typographer's "em dash"
EMERGING_MARKETS_PATTERN: Final = re.compile(
    r"\b(?:emerging|developing|frontier)(?:\s+(?:and|or|&)\s+(?:emerging|developing|frontier))?"
    r"[\s-]+(?:markets?|economy|economies|countries|country|nations?|regions?)\b|"
    # ... or "emerging" alone before the asset it qualifies: "emerging debt", "emerging equities"
    r"\bemerging(?=[\s-]+(?:debt|equit(?:y|ies)|bonds?|credit|stocks?|sovereigns?|"
    r"currenc(?:y|ies)|assets?)\b)|"
    r"\b(?:g?em|emd)\b(?=[\s-]+(?:quota|weight|weights|share|part|bucket|exposure|allocation|"
    r"limit|cap|equit(?:y|ies)|debt|bonds?|credit|stocks?|assets?|sovereigns?|corporates?|"
    r"fx|currenc(?:y|ies)|local|hard)\b)"
)

__all__ = ["EMERGING_MARKETS", "EMERGING_MARKETS_PATTERN"]
