"""A period bounded by a dated event: "up to the 2017 valuation", "from 2010 up to the September
2022 gilt crisis", "until the referendum of June 2016", "through the 2016 triennial valuation",
"after the March 2020 crash", "from the treasury's first diversification (Mar 2011)"; and a
state taken as it stood at a date ("the universe as it stood in March 2019", "the basket as the
ministry had revised it by 2016"), as of that date.

Trustee minutes and consultants' notes end (or start) a calibration period at an event of the
scheme's or the market's life, dated in the event's own name. The period reader takes "up to
2017" but not "up to the 2017 valuation": the end is lost and "from 2010" is left open, which
reaches every later test (a clean "from 2010 up to the 2014 oil price collapse" looks leaky),
while "up to the 2017 valuation" alone states no period at all. `dated_event_bounds` writes
the bound as the event's date ("up to 2017", "until June 2016"); `leakage` applies it after
the named eras (`resolve_eras`), whose conventional spans come first.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAME
from quantward_validation.timespans import RECORD_NOUN

#: a month of a year or a year (a decade, "the 2010s", is no date)
_DATE: Final = rf"(?:\d{{1,2}}\s+)?(?:{MONTH_NAME}\.?\s+)?(?:19|20)\d{{2}}(?!['’]?s\b)(?![-–/]\d)"
_BOUND: Final = (
    r"up\s+to|until|till|through|thru|to|before|prior\s+to|ahead\s+of|since|from|after|following"
)
#: a word of the event's name (not a digit, not a position such as "end" or "start")
_WORD: Final = r"(?!(?:end|start|beginning|middle|close|turn|first|last)\b)[A-Za-z][\w'’-]*"
_DATE_FIRST: Final = re.compile(
    rf"\b(?P<bound>{_BOUND})\s+the\s+(?P<date>{_DATE})\s+(?:{_WORD}\s+){{0,3}}?{_WORD}"
    # the event's name ends the phrase: a stop, a comma, a conjunction or the sentence's end
    r"(?=\s*(?:[,.;:)]|$|\s(?:and|but|then|so|with|when|which|for|in|on|to|that)\b))",
    re.IGNORECASE,
)
_DATE_AFTER: Final = re.compile(
    rf"\b(?P<bound>{_BOUND})\s+the\s+(?:{_WORD}\s+){{0,3}}?{_WORD}\s+(?:of|in|on)\s+"
    rf"(?P<date>{_DATE})\b",
    re.IGNORECASE,
)

#: an event named in words with its date in brackets right after it: "from the treasury's first
#: diversification (Mar 2011)", "until the fund's wind-down (June 2019)", "since the merger
#: (2012)"; any word may name it here ("first", "end"), since the bracket dates it
_DATE_BRACKETED: Final = re.compile(
    rf"\b(?P<bound>{_BOUND})\s+(?:the\s+|its\s+|our\s+|their\s+)?(?:[A-Za-z][\w'’-]*\s+){{0,5}}?"
    rf"[A-Za-z][\w'’-]*\s*\(\s*(?P<date>(?:[QH][1-4]\s*)?{_DATE})\s*\)",
    re.IGNORECASE,
)


#: a record named after "from" is where figures come from, not where a period starts ("the
#: cashflows from the March 2013 funding study"): `timespans` reads its date as a point
_FROM_RECORD: Final = re.compile(rf"from\b.*\b{RECORD_NOUN}$", re.IGNORECASE | re.DOTALL)


def _written(m: re.Match[str]) -> str:
    if _FROM_RECORD.match(m.group(0)):
        return m.group(0)
    return f"{m.group('bound')} {m.group('date')}"


#: a list, universe or basket taken as it stood at a date: "the exclusion list as it stood in
#: May 2022", "the universe as they stood at the end of 2019", "the index as constituted on
#: 1 July 2021" — its state then, so everything up to that date (an as-of date), not the
#: date alone ("in May 2022" would be a point after a test that it reaches)
_STATE_AT: Final = re.compile(
    r"\bas\s+(?:(?:it|they|this|these|that|those|(?:the|its|their)\s+[\w'’-]+)\s+"
    r"(?:stood|stands|was|were|existed|exists|looked|read|appeared|stood\s+then)|"
    r"(?:then\s+)?(?:constituted|composed|comprised|made\s+up)|"
    # ... or as someone had changed it by a date: "the basket as the ministry had revised it by
    # 2016", "the index as its provider had rebalanced it by March 2014"
    r"(?:[\w'’-]+\s+){1,4}?(?:had|has)\s+(?:[\w-]+ly\s+)?(?:revised|rebalanced|amended|updated|"
    r"restated|reconstituted|changed|adjusted|redefined|rebuilt|reweighted|re-?weighted)\s+"
    r"(?:it|them))\s+"
    rf"(?:in|on|at|by|as\s+(?:of|at))\s+(?P<when>(?:the\s+(?:end|close)\s+of\s+)?{_DATE})\b",
    re.IGNORECASE,
)


def dated_event_bounds(sentence: str) -> str:
    """The sentence with each bound given by a dated event written as the bound and the date
    ("up to the 2017 valuation" → "up to 2017", "from the launch (June 2009)" → "from June
    2009"), and a state taken as it stood at a date as of that date ("as it stood in March
    2019" → "as of March 2019"); figures "from" a dated record are left to name its date."""
    for pattern in (_DATE_BRACKETED, _DATE_AFTER, _DATE_FIRST):
        sentence = pattern.sub(_written, sentence)
    return _STATE_AT.sub(lambda m: f"as of {m.group('when')}", sentence)


__all__ = ["dated_event_bounds"]
