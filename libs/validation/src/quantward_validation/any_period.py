"""A negated change said of any period: "did not decrease in any quarter", "has not fallen in
any single year", "at no time … did it drop", "didn't dip at any point", "showed no quarterly
decline", "no sequential drop".

Negating a change over "any" period denies it in every step of the horizon, not only from its
start to its end: "the equity ratio did not decrease in any quarter since Q3 2021" is false as
soon as one quarter is below the one before, whatever the whole window did. `trends._claimed`
reads the negation and the change; this module says whether the clause spreads the negation
over every period, and which step that is ("quarter", "year", …; None for "at any point").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

_ANY_PERIOD: Final = re.compile(
    r"\b(?:in|during|for|over|across|within)\s+(?:any|a\s+single|one\s+single|even\s+one)\s+"
    r"(?:single\s+|individual\s+|one\s+)?(?:(?:reporting|fiscal|financial|calendar)\s+)?"
    r"(?P<unit>quarter|year|month|week|half(?:[- ]year)?|period)(?:\s+of\s+the\s+\w+)?\b|"
    r"\b(?:at|in)\s+any\s+(?:single\s+)?(?:point|time|stage|moment)\b|"
    # "in any of the last six quarters", "in any one of the past three years"
    r"\b(?:in|during|for)\s+any\s+(?:one\s+)?of\s+(?:the|its|their)\s+(?:last|past|previous|"
    r"prior|latest|most\s+recent|preceding)\s+[\w-]+\s+(?:(?:fiscal|financial|calendar|full)\s+)?"
    r"(?P<unit3>quarter|year|month|week)s\b|"
    r"\bany\s+(?P<unit2>quarter|year|month|period)\s+(?:on|over|versus|vs\.?|against)\s+"
    r"(?:the\s+)?(?:previous|prior|preceding)\s+(?:one|quarter|year|month|period)\b",
    re.IGNORECASE,
)
#: a change denied by a period that had none: "no quarter with a decrease", "not a single
#: quarter showed a decline", "none of the quarters saw a drop"
_NO_PERIOD_WITH: Final = re.compile(
    r"\b(?:(?:there\s+(?:was|were|has\s+been|have\s+been)\s+)?(?:no|not\s+(?:a\s+single|one))\s+"
    r"(?:single\s+)?(?P<unit>quarter|year|month|period)|none\s+of\s+the\s+(?:\w+\s+)?"
    r"(?P<units>quarter|year|month|period)s)\s+(?:with|showing|showed|shows|saw|sees|"
    r"recorded|records|posted|posts|had|has|brought|(?:that|which)\s+(?:showed|saw|recorded|"
    r"posted|had|brought))\s+(?:a|an|any)\s+(?:single\s+)?(?P<change>[a-z]+)\b",
    re.IGNORECASE,
)
#: a change denied with the period as its adjective: "showed no quarterly decline", "posted
#: not a single monthly drop", "without any annual fall", "no sequential decrease" (a step from
#: each figure to the next)
_NO_PERIODIC: Final = re.compile(
    r"\b(?P<neg>no|not\s+(?:a|one|any)|without\s+(?:a|any)|zero)\s+"
    r"(?:single\s+|one\s+)?(?P<adj>quarterly|quarter[- ](?:on|over|to)[- ]quarter|q/q|qoq|"
    r"monthly|month[- ](?:on|over|to)[- ]month|m/m|mom|annual|yearly|weekly|sequential|"
    r"period[- ](?:on|over|to)[- ]period)\s+"
    r"(?P<change>(?:de|in)creases?|declines?|falls?|drops?|dips?|rises?|gains?|"
    r"contractions?|reductions?|setbacks?|slips?|growth|improvements?|deteriorations?|"
    r"downturns?|pullbacks?|upticks?|downticks?)\b",
    re.IGNORECASE,
)
#: ... the same construction with any noun after the adjective, for a caller that knows its
#: lexicon of change ("no quarterly compression", "without any annual erosion"), and a flow
#: out of or into a stock, its fall or rise ("no quarterly outflow" of deposits)
_NO_PERIODIC_NOUN: Final = re.compile(
    _NO_PERIODIC.pattern.split("(?P<change>")[0] + r"(?P<change>[a-z][a-z-]*)\b",
    re.IGNORECASE,
)
_FLOWS: Final = {
    "outflow": "decline",
    "outflows": "decline",
    "run-off": "decline",
    "runoff": "decline",
    "inflow": "increase",
    "inflows": "increase",
}
#: the period an adjective's first word names ("quarter-over-quarter", "q/q": a quarter;
#: "sequential", "period-on-period": each figure against the last)
_PERIOD_OF: Final = {
    "quarterly": "quarter",
    "quarter": "quarter",
    "q/q": "quarter",
    "qoq": "quarter",
    "monthly": "month",
    "month": "month",
    "m/m": "month",
    "mom": "month",
    "annual": "year",
    "yearly": "year",
    "weekly": "week",
    "sequential": "period",
    "period": "period",
}
_STEPS: Final = {"quarter": "quarter", "year": "year", "month": "month", "week": "week"}


def any_period_step(sentence: str, start: int, stop: int) -> tuple[bool, str | None]:
    """Whether `sentence[start:stop]` (a clause with a negated change) says the change of any
    period, and the step it names ("quarter", "year", "month", "week"; None for a half, a
    period or "at any point", which step through every figure)."""
    m = _ANY_PERIOD.search(sentence, start, stop)
    if m is None:
        return False, None
    unit = (m.group("unit") or m.group("unit2") or m.group("unit3") or "").lower()
    return True, _STEPS.get(unit)


def _periodic(m: re.Match[str], change: str) -> str:
    period = _PERIOD_OF[re.split(r"[- ]", m.group("adj").lower())[0]]
    return f"{m.group('neg')} {change} in any {period}"


def _nouns_of_change(sentence: str, is_change: Callable[[str], bool]) -> str:
    """The words "no quarterly <noun>" written as the change denied in any quarter when the
    noun is one of change (`is_change`, the caller's lexicon) or a flow out of or into the
    figure."""

    def written(m: re.Match[str]) -> str:
        noun = m.group("change")
        flow = _FLOWS.get(noun.lower())
        if flow is not None:
            return _periodic(m, flow)
        return _periodic(m, noun) if is_change(noun) else m.group(0)

    return _NO_PERIODIC_NOUN.sub(written, sentence)


def any_period_words(sentence: str, is_change: Callable[[str], bool] | None = None) -> str:
    """The sentence with a period that had no change written as the change denied in any
    period ("no quarter with a decrease" as "no decrease in any quarter", "no quarterly
    decline" as "no decline in any quarter"), which
    `trends._claimed` reads as negated and `any_period_step` spreads over every step."""
    sentence = _NO_PERIOD_WITH.sub(
        lambda m: f"no {m.group('change')} in any {m.group('unit') or m.group('units')}",
        sentence,
    )
    # ... and a change denied with its period as an adjective ("no quarterly decline") as the
    # change denied in any such period ("no decline in any quarter")
    sentence = _NO_PERIODIC.sub(lambda m: _periodic(m, m.group("change")), sentence)
    return sentence if is_change is None else _nouns_of_change(sentence, is_change)


__all__ = ["any_period_step", "any_period_words"]
