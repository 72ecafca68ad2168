"""An objective named as keeping the capital whole: "capital preservation", "preserve the
principal", "safety of principal".

Family offices, takaful funds and endowments state their priority as what must not be lost
rather than as a measure of risk: "the family office's priority is capital preservation",
"our first aim is to protect the principal", "safety of capital above all". Keeping the capital
whole is wanting the book to move as little as it can: the least risk, as "a sleep-at-night
portfolio" is. The noun "capital" alone is no target here (it is a return word in "grow the
capital"); only its preservation, protection or safety is.

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
CAPITAL_KEPT: Final = (
    rf"\b{_KEPT}[\s-]+{_KEEPING}\b|"  # "capital preservation", "principal protection"
    rf"\b{_KEEPING}\s+(?:of\s+)?(?:the\s+|our\s+|its\s+|their\s+|your\s+)?{_KEPT}\b"
)

__all__ = ["CAPITAL_KEPT"]
