"""A decision said to be kept from the manager: "not delegated to the Fund Manager", "reserved
to the Board".

Gulf and other institutional fund terms say who decides a level rather than that it may not
move: "The largest country allocation is not delegated to the Fund Manager; it is held at 25 %
by Board resolution", "the issuer limit is a matter reserved to the Investment Committee",
"the Board has not delegated a 5–10 % band to management",
"gross exposure is outside the Fund Manager's remit", and a risk desk's
"only the CRO may move it". A level so kept is fixed for the manager:
a plan that assumes another one, lower as well as higher, sets a level nobody gave it.

`REFUSALS` is a regular-expression fragment (read with IGNORECASE) that the no-room reading of
fixed levels (`fixed_levels._NO_ROOM`) joins to its own. It never grants anything: a delegation
said without a negation ("is delegated to the manager") is `latitude_words`' to read.
"""

from __future__ import annotations

import re
from typing import Final

#: a body that keeps a decision for itself
_BODY: Final = (
    r"(?:the\s+)?(?:board(?:\s+of\s+directors)?|(?:investment\s+)?committee|ic|trustees?|"
    r"council|general\s+assembly|shareholders|unitholders|(?:shariah\s+)?supervisory\s+board|"
    r"client|sponsor|owner|principal|family\s+council|"
    # an officer or a risk body above the desk: "the CRO", "the chief risk officer", "the RC"
    r"c[rfi]o|chief\s+(?:\w+\s+){1,2}officer|head\s+of\s+(?:\w+\s+)?risk|rc|alco|"
    r"(?:risk|credit|asset[\s-]+liability)\s+committee)"
)
#: a change of the level
_CHANGE: Final = (
    r"(?:move|change|alter|vary|adjust|amend|set|flex|reset|raise|lower|widen|narrow|lift|cut)"
)
REFUSALS: Final = (
    # "not delegated to the Fund Manager", "has not been entrusted to the manager"
    r"\bnot\s+(?:been\s+)?(?:delegated|entrusted|devolved|handed\s+over|assigned|left)\s+to\b(?!\s+chance)|"
    # ... or said bare, as a sign-off matrix's cell or label: "| Not delegated: Trustee fixes
    # 2.4 % |", "Delegation: none - not delegated.", "non-delegated"
    r"\b(?:not|never)\s+delegated\b(?=\s*(?:[:;.,|()—–-]|$))|\bnon[\s-]+delegated\b|"
    # ... or the room itself named as what is not handed over: "the Board has not delegated a
    # 5–10 % band to management", "did not entrust any corridor to the desk", "declined to
    # delegate a range"
    r"\b(?:not|never|declined\s+to|refused\s+to|declines\s+to|refuses\s+to)\s+(?:been\s+)?"
    r"(?:delegated?|delegates|entrust(?:s|ed)?|devolve[sd]?|hand(?:s|ed)?\s+over)\s+"
    r"(?:(?:an?|any|the|its|this|that)\s+)?(?:[^\s.;]+\s+){0,4}?"
    r"(?:band|range|corridor|bracket|bandwidth|latitude|leeway|discretion)s?\b|"
    # "reserved to the Board", "retained by the Investment Committee", "a matter reserved for"
    rf"\b(?:reserved|retained|kept)\s+(?:to|for|by)\s+{_BODY}\b|\bmatters?\s+reserved\b|"
    # "only the CRO may move it", "only the risk committee can change the limit": nobody else
    rf"\bonly\s+{_BODY}\s+(?:may|can|could|shall|is\s+(?:allowed|permitted|entitled|"
    rf"authori[sz]ed|empowered)\s+to)\s+(?:\w+\s+)?{_CHANGE}\b|"
    # "outside the Fund Manager's remit", "beyond the manager's authority"
    r"\b(?:outside|beyond)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}?(?:remit|authority|competence|purview)\b"
)

_REFUSED: Final = re.compile(REFUSALS, re.IGNORECASE)


def reserved(sentence: str) -> bool:
    """Whether `sentence` keeps the decision over a level from the manager ("Only the CRO may
    move it, and the CRO has not").

    Why: said in a sentence of its own after the level, it fixes the level before it; a plan
    that assumes another one sets a level nobody gave it.
    """
    return _REFUSED.search(sentence) is not None


__all__ = ["REFUSALS", "reserved"]
