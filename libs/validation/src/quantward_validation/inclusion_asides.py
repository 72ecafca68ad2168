"""An aside after a subject that says what the subject counts: "gross exposure (including
currency hedges)".

Fund terms define a limit's subject by what goes into it: "Gross exposure, including wa'd-based
currency hedges, shall not exceed 125 % of NAV", "cash (incl. murabaha placements) at least
4 %", "equities, excluding REITs, at most 60 %", "net exposure (net of index futures)",
"any one issuer (government bonds excepted)",
"venue exposure (balances plus posted margin)". The words in the aside name a part the
subject takes in or leaves out, not a second subject: the
figure is the subject's, never the part's ("currency" in the aside bounds no currency
exposure).

An aside is closed (by its bracket, or by the comma or dash that opened it), opens with a word
of counting in or out, holds no figure (a list "including the 10 % sector cap, …" names limits
of its own), and stands right after a subject.
"""

from __future__ import annotations

import re
from typing import Final

#: a word that opens an aside counting parts in or out of what stands before it
_COUNTING: Final = (
    r"(?:including|incl\.?|inclusive\s+of|excluding|excl\.?|exclusive\s+of|other\s+than|"
    r"except(?:\s+for)?|net\s+of|gross\s+of|counting|not\s+counting|comprising|"
    r"whether\s+(?:held\s+)?(?:directly|physically|via|through)|"
    r"(?:held\s+)?(?:directly\s+or\s+)?(?:via|through)|together\s+with|plus|as\s+well\s+as)"
)
_ASIDE: Final = re.compile(
    rf"\(\s*{_COUNTING}\b[^()\d%]*\)|"
    # ... or whose participle comes last, as legal drafting puts it: "(government bonds
    # excepted)", "(cash and hedges excluded)", "(accrued interest included)"
    r"\([^()\d%]*?\b(?:excepted|excluded|exempted|exempt|included|counted)\s*\)|"
    # ... or one that sums the parts it counts: "single-venue exposure (exchange balances plus
    # posted margin)", "(loans + accrued interest)"
    r"\([^()\d%]*?(?:\bplus\b|\s\+\s|\btogether\s+with\b|\bas\s+well\s+as\b)[^()\d%]*\)|"
    rf",\s*{_COUNTING}\b[^,;:()\d%.]*,|"
    rf"\s[—–-]\s*{_COUNTING}\b[^—–;:()\d%.]*\s[—–-]\s",
    re.IGNORECASE,
)


def inclusion_asides(lowered: str) -> list[tuple[int, int]]:
    """The spans of the asides in `lowered` that count parts in or out of what stands before
    them ("(including currency hedges)", ", excluding REITs,")."""
    return [(m.start(), m.end()) for m in _ASIDE.finditer(lowered)]


def inside_an_aside_of(
    mentions: list[tuple[int, int, str]], lowered: str
) -> set[tuple[int, int, str]]:
    """The mentions in `mentions` (sorted, of `lowered`) that stand inside an aside which
    follows another mention right away: parts the subject before counts, not subjects."""
    dropped: set[tuple[int, int, str]] = set()
    for start, end in inclusion_asides(lowered):
        owner = [m for m in mentions if m[1] <= start and not lowered[m[1] : start].strip()]
        if not owner:
            continue
        dropped.update(m for m in mentions if start <= m[0] and m[1] <= end)
    return dropped


__all__ = ["inclusion_asides", "inside_an_aside_of"]
