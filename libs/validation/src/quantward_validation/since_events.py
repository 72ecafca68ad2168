"""A horizon that opens at a dated event: "since the Sub-Fund's launch in March 2014", "since
its March 2014 inception", "since the IPO (June 2015)", "since our listing on 4 May 2016".

Fund documents and notes date a track record from an event of the fund's or company's life —
its launch, inception, listing, spin-off — and give the event's date beside it. The horizon is
that date, so the phrase is read as "since March 2014", which the horizon reader
(`trends._horizon`) checks against the series like any other start.
"""

from __future__ import annotations

import re
from typing import Final

_MONTHS: Final = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
#: an event a track record is dated from (not a bare "start": "since the start of the 2010s" is
#: a decade's start, which the horizon reader takes)
_EVENT: Final = (
    r"(?:launch|inception|incorporation|creation|formation|founding|listing|ipo|debut|"
    r"spin[- ]?off|demerger|float(?:ation)?|admission|first\s+(?:dealing|trading)\s+day|"
    r"commencement(?:\s+of\s+(?:operations|trading))?|start\s+of\s+(?:operations|trading))"
)
#: who the event is of: "the", "its", "our", "the Sub-Fund's", "the Fund's", "Initech's"
_OWNERS: Final = r"(?:(?:the|its|their|our|his|her|this|that|[\w-]+['’]s?)\s+){0,3}"
#: the event's date, a day or a month at most: "4 May 2016", "March 2014", "2015"
_DATE: Final = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?:(?P<month>{_MONTHS})\.?\s+)?"
    # a year, not a decade ("the 2010s")
    r"(?P<year>(?:19|20)\d{2})\b(?!['’]?s\b)"
)

_EVENT_THEN_DATE: Final = re.compile(
    rf"\bsince\s+{_OWNERS}{_EVENT}\s*(?:,\s*)?(?:(?:in|on|of|during|dated)\s+|\(\s*)"
    rf"(?:the\s+)?{_DATE}\)?",
    re.IGNORECASE,
)
_DATE_THEN_EVENT: Final = re.compile(
    rf"\bsince\s+{_OWNERS}{_DATE}\s+{_EVENT}\b",
    re.IGNORECASE,
)


def dated_since(sentence: str) -> str:
    """The sentence with a "since <dated event>" phrase written as "since <its date>"; the
    sentence itself when it has none."""
    for pattern in (_EVENT_THEN_DATE, _DATE_THEN_EVENT):
        m = pattern.search(sentence)
        if m is not None:
            month = m.group("month")
            said = f"since {month + ' ' if month else ''}{m.group('year')}"
            return sentence[: m.start()] + said + sentence[m.end() :]
    return sentence
