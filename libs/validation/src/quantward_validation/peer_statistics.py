"""Figures of a peer group: a median, an average or a quartile of other managers' limits.

A manager-research note or a consultant's report sets a manager's own limit beside what its
peers run: "the peer median for liquidity buffer in our universe is 1.5 %; this manager runs a
hard limit of 3 %", "Peer group (38 managers): median issuer limit 11.25 %. This manager:
7.5 %", "the median of the same kind of funds is 1 %, but our fund applies 2 %". A statistic
over a group of others (its median, mean, average, a quartile or percentile, the typical level)
is no limit of this account, though it is said of the same subject. `of_peer_group` says so for
a figure whose own clause, or whose line's label, names such a statistic; the manager's own
figure beside it is left alone. Read by `provenance`.
"""

from __future__ import annotations

import re
from typing import Final

#: a group of others a statistic is taken over
_PEERS: Final = re.compile(
    r"\b(?:peers?|peer[\s-]+group|universe|industry|competitors?|other\s+managers|"
    r"comparable\s+(?:funds|managers|mandates)|the\s+market|category|cohort|survey|"
    # a translated survey's group: "the same kind of funds", "similar products"
    r"(?:same|similar)\s+(?:kind|type|sort|category)\s+of\s+(?:funds|managers|products|mandates)|"
    r"similar\s+(?:funds|managers|products|mandates))\b",
    re.IGNORECASE,
)
#: a statistic over a group
_STATISTIC: Final = re.compile(
    r"\b(?:median|mean|average|avg|typical|norm|consensus|quartile|percentile|"
    r"(?:top|bottom|upper|lower)[\s-]+(?:quartile|decile|quintile))\b",
    re.IGNORECASE,
)
#: this account named after the statistic turns the clause to its own figure ("peer median 4 %,
#: this manager's limit 5 %")
_OWN: Final = re.compile(
    r"\b(?:this|the\s+(?:subject|selected))\s+(?:manager|fund|account|mandate|portfolio|"
    r"strategy|vehicle)|\bours\b|\bour\s+own\b|\bwhereas\b|\bwhile\b|"
    # "…, but our fund applies the lower limit 2 %"
    r"\bour\s+(?:fund|portfolio|account|mandate|strategy|book|sub-fund|scheme|product)\b",
    re.IGNORECASE,
)
#: where a figure's own clause begins: a semicolon, a sentence's end, a line
_EDGE: Final = re.compile(r"[;!?]|\.\s|\n")


def of_peer_group(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is a statistic of a peer group: its clause up to it,
    or the label of its line ("Peer group (38 managers): median …"), names both a group of others
    and a statistic over them."""
    clause = max((m.end() for m in _EDGE.finditer(text, 0, start)), default=0)
    line = text.rfind("\n", 0, start) + 1
    for part in (text[clause:start], text[line:start]):
        statistics = list(_STATISTIC.finditer(part))
        if _PEERS.search(part) and statistics and not _OWN.search(part, statistics[-1].end()):
            return True
    return False


__all__ = ["of_peer_group"]
