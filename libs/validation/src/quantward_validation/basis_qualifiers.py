"""Words that say on which basis a figure is measured, which a writer may leave unsaid.

`ebitda_interest_cover` is "interest cover" in most notes, `adjusted_ebitda_margin` "EBITDA
margin", `reported_net_income` "net income", `hedge_ratio_tp` (on the technical-provisions
basis) "hedge ratio", `industrial_free_cash_flow` "free cash flow": the word names the earnings
the ratio is built on, the accounting basis, the valuation basis of a liability or the part of
the group the figure covers, leading or trailing the name, and the rest of the name
is still a compound that names the figure. Only a name of three words or more drops it, so a
single word left ("cover", "margin") never names a field on its own. A writer may also say the
basis after the name, in a phrase of its own ("the funding level on the TP basis", "net income
on a GAAP basis", "the deficit (buyout basis)"): `basis_phrases` finds those. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a figure's basis: the earnings measure a ratio is built on, the accounting basis, or the
#: basis a liability is valued on (technical provisions, buyout, statutory, IFRS or GAAP)
BASIS_QUALIFIERS: Final = frozenset(
    {"ebitda", "ebit", "ebita", "ebitdar", "adjusted", "adj", "reported", "underlying",
     "normalised", "normalized", "headline", "consolidated", "core", "recurring",
     "tp", "buyout", "statutory", "gaap", "ifrs", "ias19", "accounting",
     # gross of what a net figure takes off ("debt" unqualified is gross debt), and the
     # period a flow is taken over (`ltm`, `ttm`: trailing twelve months)
     "gross", "ltm", "ttm",
     # the part of a group the figure covers, which a note on that group takes as read: the
     # group as a whole, or its industrial business without the finance arm a carmaker or a
     # machine maker consolidates (`industrial_free_cash_flow` is the "free cash flow" its
     # notes quote)
     "group", "groupwide", "industrial"}
)  # fmt: skip


def without_basis(core: list[str], *, trailing: bool = True) -> list[str] | None:
    """A field's core words without a leading or (with `trailing`, so not a ratio's, whose
    last word is its denominator) a trailing basis qualifier, when two or more are left; else
    None."""
    if len(core) >= 3 and core[0].lower() in BASIS_QUALIFIERS:
        return core[1:]
    if trailing and len(core) >= 3 and core[-1].lower() in BASIS_QUALIFIERS:
        return core[:-1]
    return None


def basis_variants(core: list[str], *, trailing: bool = True) -> list[list[str]]:
    """Every shorter name a writer may give a field by leaving out its bases: the name
    without a leading or trailing basis (`without_basis`), without the bases inside it, and
    without both ("gross debt to EBITDA", "debt to LTM adjusted EBITDA", "debt to EBITDA" of
    `gross_debt_to_ltm_adjusted_ebitda`); two words at least are left, the first and the last
    inner word never dropped alone."""
    found: list[list[str]] = []
    if (rest := without_basis(core, trailing=trailing)) is not None:
        found.append(rest)
    if len(core) >= 3:
        inner = [core[0], *(p for p in core[1:-1] if p.lower() not in BASIS_QUALIFIERS), core[-1]]
        if len(inner) < len(core):
            found.append(inner)
            if len(inner) >= 3 and inner[0].lower() in BASIS_QUALIFIERS:
                found.append(inner[1:])
    return [f for f in found if len(f) >= 2]


#: a basis said after a figure's name: "on the TP basis", "on a buyout basis", "on an IFRS 17
#: basis", "on a look-through basis", "(gilts-flat basis)"; group `words` is the basis
_BASIS_PHRASE: Final = re.compile(
    r"\bon\s+(?:an?|the|its|their|our)\s+(?P<words>[\w&-]+(?:\s+[\w&-]+){0,2}?)\s+basis\b|"
    r"\((?P<bracketed>[\w&-]+(?:\s+[\w&-]+){0,2}?)\s+basis\)",
    re.IGNORECASE,
)


def basis_phrases(sentence: str) -> list[tuple[int, int, int]]:
    """Each phrase of `sentence` saying a figure's basis after its name: (where the phrase
    starts, where its basis words start, where they end), so a reader can take a basis word
    said there as part of the name just before the phrase."""
    found: list[tuple[int, int, int]] = []
    for m in _BASIS_PHRASE.finditer(sentence):
        group = "words" if m.group("words") is not None else "bracketed"
        found.append((m.start(), m.start(group), m.end(group)))
    return found


__all__ = ["BASIS_QUALIFIERS", "basis_phrases", "basis_variants", "without_basis"]
