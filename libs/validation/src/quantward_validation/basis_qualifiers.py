"""Words that say on which basis a figure is measured, which a writer may leave unsaid.

`ebitda_interest_cover` is "interest cover" in most notes, `adjusted_ebitda_margin` "EBITDA
margin", `reported_net_income` "net income": the leading word names the earnings the ratio
is built on or the accounting basis, and the rest of the name is still a compound that names
the figure. Only a name of three words or more drops it, so a single word left ("cover",
"margin") never names a field on its own. Pure.
"""

from __future__ import annotations

from typing import Final

#: a figure's basis: the earnings measure a ratio is built on, or the accounting basis
BASIS_QUALIFIERS: Final = frozenset(
    {"ebitda", "ebit", "ebita", "ebitdar", "adjusted", "adj", "reported", "underlying",
     "normalised", "normalized", "headline", "consolidated", "core", "recurring"}
)  # fmt: skip


def without_basis(core: list[str]) -> list[str] | None:
    """A field's core words without a leading basis qualifier, when two or more are left;
    else None."""
    if len(core) >= 3 and core[0].lower() in BASIS_QUALIFIERS:
        return core[1:]
    return None


__all__ = ["BASIS_QUALIFIERS", "without_basis"]
