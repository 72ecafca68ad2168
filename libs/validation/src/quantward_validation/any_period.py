"""A negated change said of any period: "did not decrease in any quarter", "has not fallen in
any single year", "at no time … did it drop", "didn't dip at any point".

Negating a change over "any" period denies it in every step of the horizon, not only from its
start to its end: "the equity ratio did not decrease in any quarter since Q3 2021" is false as
soon as one quarter is below the one before, whatever the whole window did. `trends._claimed`
reads the negation and the change; this module says whether the clause spreads the negation
over every period, and which step that is ("quarter", "year", …; None for "at any point").
"""

from __future__ import annotations

import re
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
    r"(?:the\s+)?(?:previous|prior|preceding)\s+(?:one|quarter|year|month|period)\b|"
    # the step said as the change's adjective after a negative determiner: "no quarterly
    # decline", "not a single monthly drop", "without any sequential fall", "zero annual
    # declines" (a year-on-year change is `trend_lexicon_lay`'s yearly reading)
    r"\b(?:no|zero|not\s+(?:a|one|any)|without\s+(?:a|any))\s+(?:single\s+|one\s+)?"
    r"(?:(?P<adj>quarterly|monthly|weekly|annual|yearly)|"
    r"(?P<quarterly>quarter[- ](?:on|over|to)[- ]quarter|q/q|qoq)|"
    r"(?P<monthly>month[- ](?:on|over|to)[- ]month|m/m|mom)|sequential|"
    r"period[- ](?:on|over|to)[- ]period)\s+[a-z]",
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
_STEPS: Final = {"quarter": "quarter", "year": "year", "month": "month", "week": "week"}
#: the step a period adjective names ("sequential" names none: each figure against the last)
_ADJECTIVE_STEPS: Final = {
    "quarterly": "quarter",
    "monthly": "month",
    "weekly": "week",
    "annual": "year",
    "yearly": "year",
}


def any_period_step(sentence: str, start: int, stop: int) -> tuple[bool, str | None]:
    """Whether `sentence[start:stop]` (a clause with a negated change) says the change of any
    period, and the step it names ("quarter", "year", "month", "week"; None for a half, a
    period or "at any point", which step through every figure)."""
    m = _ANY_PERIOD.search(sentence, start, stop)
    if m is None:
        return False, None
    unit = (m.group("unit") or m.group("unit2") or m.group("unit3") or "").lower()
    adjective = (m.group("adj") or "").lower()
    if m.group("quarterly"):
        adjective = "quarterly"  # "no quarter-on-quarter decline", "no q/q dip"
    elif m.group("monthly"):
        adjective = "monthly"
    return True, _STEPS.get(unit) or _ADJECTIVE_STEPS.get(adjective)


def any_period_words(sentence: str) -> str:
    """The sentence with a period that had no change written as the change denied in any
    period ("no quarter with a decrease" as "no decrease in any quarter"), which
    `trends._claimed` reads as negated and `any_period_step` spreads over every step."""
    return _NO_PERIOD_WITH.sub(
        lambda m: f"no {m.group('change')} in any {m.group('unit') or m.group('units')}",
        sentence,
    )


__all__ = ["any_period_step", "any_period_words"]
