"""The words a responsible-investing mandate names its own limits with, each a subject of its own.

An SFDR Article 8 template or a stewardship policy bounds two things no other register does:
the combined weight of the companies the manager is escalating engagement with ("companies
under escalation", "holdings on the engagement escalation list", "names on the stewardship
watchlist", field names such as `escalationListCap`), a cap; and the part of the fund in
sustainable investments in the regulation's sense ("the minimum proportion of sustainable
investments", "sustainable investments must not fall below 40 %", `sustainableInvestmentFloor`,
`min_sustainable_investment_share`), a floor. Read as "weight" or "names" they would land on the
single-position cap, and a plan's limit on either would be read against no bound at all (or the
wrong one): each bounds only itself.

A watchlist alone is a universe ("allocate across the watchlist"), no limit's subject: only a
stewardship, engagement, ESG or controversy watchlist is. "Sustainable investment objective"
(Article 9) names the fund's aim, not a share. The patterns read lower-cased words (config
names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: canonical subject of the combined weight of companies under escalated engagement (a cap)
ESCALATION_LIST: Final = "max_escalation_list_weight"
#: the list in a stewardship policy's words: "escalation list", "under escalation", "escalated
#: companies", "stewardship / engagement / ESG / controversy watchlist", "engagement focus list"
ESCALATION_LIST_PATTERN: Final = re.compile(
    # (the holdings said before the list are on it, one mention: "names on the stewardship
    # watchlist" bounds the list, not every name)
    r"(?:\b(?:names?|holdings?|positions?|compan(?:y|ies)|issuers?|stocks?|securities|"
    r"investees?)\s+(?:on|in)\s+(?:the\s+|our\s+|its\s+|their\s+)?)?"
    r"(?:\b(?:(?:engagement|stewardship)[\s-]+)?escalation[\s-]*(?:list|register|watch[\s-]*list)s?\b|"
    # (a breach "subject to escalation to the board" is a procedure, not the list)
    r"\bunder\s+(?:(?:formal|active|ongoing)\s+)?escalation\b|"
    r"\bescalated[\s-]+(?:companies|company|names?|issuers?|holdings?|engagements?|investees?)\b|"
    r"\b(?:stewardship|engagement|esg|controvers(?:y|ies)|sustainability)[\s-]+"
    r"(?:watch[\s-]*list|focus[\s-]+list|priority[\s-]+list|red[\s-]+list)s?\b)"
)
#: canonical subject of the share of the fund in sustainable investments (a floor)
SUSTAINABLE_SHARE: Final = "min_sustainable_investment_share"
#: "sustainable investments", "sustainable-investment share", "SI floor" as a field's word — not
#: the Article 9 "sustainable investment objective"
SUSTAINABLE_SHARE_PATTERN: Final = re.compile(
    r"\bsustainable[\s-]+investments?\b(?![\s-]+objectives?\b)|"
    r"\bsi\b(?=[\s-]+(?:share|floor|minimum|min|proportion|quota)\b)"
)

__all__ = [
    "ESCALATION_LIST",
    "ESCALATION_LIST_PATTERN",
    "SUSTAINABLE_SHARE",
    "SUSTAINABLE_SHARE_PATTERN",
]
