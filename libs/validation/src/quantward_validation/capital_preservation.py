"""An objective named as keeping the capital whole: "capital preservation", "preserve the
principal", "safety of principal".

Family offices, takaful funds and endowments state their priority as what must not be lost
rather than as a measure of risk: "the family office's priority is capital preservation",
"our first aim is to protect the principal", "safety of capital above all". Keeping the capital
whole is wanting the book to move as little as it can: the least risk, as "a sleep-at-night
portfolio" is. The noun "capital" alone is no target here (it is a return word in "grow the
capital"); only its preservation, protection or safety is.

A product named by the protection it carries ("the 5Y capital-protected notes", "principal
protected certificates") is a thing a desk issues or a client buys, not the book's aim.

`CAPITAL_KEPT` is a regular-expression fragment (read with IGNORECASE) that the objective
reader's calm target (`intent._TARGETS`) joins to its own.
"""

from __future__ import annotations

from typing import Final

#: what is kept: the capital, the principal, the wealth, the money put in
_KEPT: Final = r"(?:capital|principal|wealth|(?:initial\s+)?investment|money|nest[\s-]*egg)"
#: keeping it, as a noun or a verb
_KEEPING: Final = (
    r"(?:preserv\w*|protect\w*|conserv\w*|safeguard\w*|safety|security|maintenance|"
    r"keep(?:ing)?\s+intact)"
)
#: a product named by the protection it carries ("capital-protected notes", "principal
#: protected certificates"): a thing to issue or buy, no aim of the book's
_PRODUCT_AFTER: Final = (
    r"(?![\s-]+(?:(?:[\w%-]+\s+){0,2}?(?:notes?|certificates?|products?|bonds?|structures?|"
    r"deposits?|wrappers?|instruments?|securities|issues?|tranches?|programmes?|programs?|"
    r"payoffs?|swaps?|options?))\b)"
)
CAPITAL_KEPT: Final = (
    # "capital preservation", "principal protection"
    rf"\b{_KEPT}[\s-]+{_KEEPING}\b{_PRODUCT_AFTER}|"
    rf"\b{_KEEPING}\s+(?:of\s+)?(?:the\s+|our\s+|its\s+|their\s+|your\s+)?{_KEPT}\b"
)

__all__ = ["CAPITAL_KEPT"]
