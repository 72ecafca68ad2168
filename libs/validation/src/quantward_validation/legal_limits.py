"""The law's outer limit, quoted on its own line beside the fund's own, stricter one.

A pension fund's investment rules repeat the law's category limits beside their own: a Swiss
règlement de placement lists "Les actions, max. : 45 %" and, on the next line, "Limite légale
OPP 2 (art. 55, let. b) : 50 %"; an Anlagereglement's Anhang puts "gesetzliche Limite BVV 2"
beside its own; a UCITS fund's schedule gives "statutory limit 10 %" beside the house's 8 %. The
law's figure is only the outer bound the fund's own rule must fit inside; the fund is held to
its own line, so a plan that cites the law's line as the fund's rule cites the wrong figure.

`law_beside_own` reads a figure as the law's when the label of its line (the text before it on
its line) names the law's limit, and a line right next to it, not the law's, gives the fund's
own figure. A plan that says it applies the law's limit (its rationale names the law) cites it
rightly, and a law's line with no own line beside it is the only figure given. Pure: text in,
an answer out.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.text_lines import line_at

#: the label of the law's limit, by the law's name or by the word for "legal" with the limit's
#: noun beside it: fr "limite légale", "maximum légal", "OPP 2", "LPP"; de "gesetzliche
#: Limite", "BVV 2", "BVG", "PKG"; en "legal limit", "statutory cap", "regulatory maximum"; it
#: "limite di legge"; nl "wettelijke limiet"; es "límite legal". The word for "legal" alone
#: names no law's limit: "the BDC's regulatory leverage" is a measure the fund's own covenant
#: caps
_LAW_NAMED: Final = r"OPP\s*2|OPP2|LPP|BVV\s*2|BVV2|BVG|PKG|ordonnance|lt\.\s+gesetz|laut\s+gesetz"
_LEGAL: Final = (
    r"l(?:é|e)ga(?:l|le|ux|les)|(?:selon|d['’]apr(?:è|e)s)\s+la\s+loi|gesetzlich\w*|legal|"
    r"statutory|regulatory|by\s+law|(?:di|per)\s+legge|legge|wettelijk\w*|legales?|"
    r"normativ[oa]"
)
_LIMIT_NOUN: Final = (
    r"limit\w*|limite[sn]?|maxim(?:um|a|al|o)|max\.?|cap|ceiling|plafond|grenze\w*|"
    r"obergrenze\w*|limiet\w*|l(?:í|i)mites?|tetto|soglia|höchst\w*|hoechst\w*"
)
_LAW: Final = re.compile(
    rf"\b(?:{_LAW_NAMED}|(?:{_LEGAL})\s+(?:{_LIMIT_NOUN})|(?:{_LIMIT_NOUN})\s+(?:{_LEGAL}))"
    r"(?![\w'’])",
    re.IGNORECASE,
)
#: a limit's figure a line gives: a number (a decimal comma or point, an apostrophe's
#: thousands) in a limit's unit, a share, basis points, a multiple or days (a heading's year,
#: "Règlement de placement 2026", is none)
_FIGURE: Final = re.compile(
    r"\d+(?:['’.,]\d+)*\s*(?:%|‰|(?:pour|per)\s*cent\b|percent\b|prozent\b|procent\b|"
    r"pct\b|bps?\b|points?\s+de\s+base\b|basis\s*points?\b|basispunkte\w*|[x×](?!\w)|"
    r"fois\b|mal\b|jours\b|tage\w*|days\b)",
    re.IGNORECASE,
)


def _own_line(line: str) -> bool:
    """Whether a line gives a figure of its own and does not name the law."""
    return bool(line.strip()) and _LAW.search(line) is None and _FIGURE.search(line) is not None


def law_beside_own(text: str, start: int, end: int, rationale: str | None = None) -> bool:
    """Whether the figure at `start`–`end` is the law's limit, quoted on its own line beside a
    line giving the fund's own figure (the line right above or right below it), while the
    plan's `rationale` does not say it applies the law's limit."""
    if rationale and _LAW.search(rationale):
        return False
    line_start, line_end = line_at(text, start)
    if end > line_end or _LAW.search(text, line_start, start) is None:
        return False
    neighbours: list[str] = []
    if line_start > 0:
        above, _ = line_at(text, line_start - 1)
        neighbours.append(text[above : line_start - 1])
    if line_end < len(text):
        _, below = line_at(text, line_end + 1)
        neighbours.append(text[line_end + 1 : below])
    return any(_own_line(line) for line in neighbours)


__all__ = ["law_beside_own"]
