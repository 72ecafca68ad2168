"""A portfolio credited with the return of the very period at whose end it is formed.

Asset-pricing papers form a portfolio at the close of period t from what is known then, and
credit it with the next period's return (r_{t+1}). Crediting it with period t's own return
("formed at the close of month t and earn that same month's return", "the return over the
formation month", "contemporaneous returns", "the month-t return r_t") uses a return that had
already happened when the weights were set: look-ahead, whatever the dates.

The construction is one: a formation at a period's end (a verb of forming, sorting or
rebalancing, then "at the close/end of" a period) and, later in the sentence, a return of that
same period (a determiner of sameness before the period, "contemporaneous", or the period's own
index as the return's subscript, r_t). A next-period return (r_{t+1}, "the following month's")
is none. `leakage` reads `SAME_PERIOD_RETURN` as a look-ahead (with its negations). Pure.
"""

from __future__ import annotations

from typing import Final

_PERIOD: Final = r"(?:month|week|day|quarter|year|period|session|bar)"
#: forming the portfolio at a period's end: "formed at the close of month $t$", "sorted at
#: the end of each quarter", "rebalanced on the last trading day of the month"
_FORMED_AT_END: Final = (
    r"\b(?:form|construct|rebalanc|sort|buil|select|chos|cho|rank|weight|assembl|creat|"
    r"reconstitut|rebuil|set\s+up)\w*\b[^.;]{0,40}?\b(?:at|on|as\s+of)\s+(?:the\s+)?"
    r"(?:close|end|last\s+(?:trading\s+|business\s+)?day)\s+of\s+"
    rf"(?:each\s+|every\s+|the\s+)?(?:calendar\s+)?{_PERIOD}"
)
#: a return of the formation period itself: "that same month's return", "the return over the
#: same month", "the formation-month return", "contemporaneous returns", "r_t" (not r_{t+1})
_SAME_PERIOD_RETURN: Final = (
    rf"\b(?:(?:that|the|this|its)\s+(?:very\s+)?(?:same|concurrent|contemporaneous|current|"
    rf"formation)[- ]{_PERIOD}['’]?s?\s+(?:\w+\s+)?returns?|"
    rf"(?:same|formation)[- ]{_PERIOD}\s+returns?|"
    rf"returns?\s+(?:of|over|during|for|in)\s+(?:that|this|the)\s+(?:very\s+)?(?:same|"
    rf"formation|current)\s+{_PERIOD}|"
    r"contemporaneous\s+returns?|"
    # the period's own index on the return: "$r_t$", "r_{t}", "R_{i,t}" (no "+1")
    r"returns?\s+\$?[rR]_\{?(?:[a-z],\s*)?t\}?(?![\w+{-])|"
    # held or credited over the formation period by its index: "held over month $t$"
    r"(?:held|hold\w*|earn\w*|credited\s+with\s+returns?)\s+(?:\w+\s+){0,2}?(?:over|during|in|"
    rf"for|through(?:out)?)\s+(?:the\s+same\s+|that\s+(?:same\s+)?)?{_PERIOD}\s+\$?t\$?"
    r"(?!\s*[+\w{-]))"
)
#: the whole construction, formation first (no groups)
SAME_PERIOD_RETURN: Final = rf"{_FORMED_AT_END}[^.;]{{0,80}}?{_SAME_PERIOD_RETURN}"

#: how `leakage` names this look-ahead
NAME: Final = "a portfolio credited with the return of the period it is formed at the end of"

__all__ = ["NAME", "SAME_PERIOD_RETURN"]
