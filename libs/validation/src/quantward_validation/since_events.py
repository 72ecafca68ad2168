"""A horizon that opens at a dated event: "since the Sub-Fund's launch in March 2014", "since
its March 2014 inception", "since the IPO (June 2015)", "since our listing on 4 May 2016".

Fund documents and notes date a track record from an event of the fund's or company's life —
its launch, inception, listing, spin-off — and give the event's date beside it. The horizon is
that date, so the phrase is read as "since March 2014", which the horizon reader
(`trends._horizon`) checks against the series like any other start.

The date is often given once, elsewhere in the answer ("The Fund was launched in March 2014.
… Returns have been positive since inception."): `event_dates` reads the sentences that date an
event, and `with_event_dates` writes an undated "since inception" of the same kind of event
(a fund's start, a listing, a spin-off) as "since <that date>". An event dated nowhere leaves
the phrase as it is: the horizon is then the whole series, from its first figure.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from quantward_validation.month_names import MONTH_NAME, MONTH_NAMES

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
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?:(?P<month>{MONTH_NAME})\.?\s+)?"
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


#: the kinds of event a track record starts from: a vehicle's or company's start, its listing,
#: its separation from a parent
EventKind = Literal["start", "listing", "separation"]
_KINDS: Final[tuple[tuple[EventKind, re.Pattern[str]], ...]] = (
    (
        "start",
        re.compile(
            r"launch|incept|inception|incorporat|creat|form(?:ed|ation)|found|commence|"
            r"start(?:ed)?\s+(?:of\s+)?(?:operations|operating)|began\s+operat|seeded|seeding|"
            r"live",
            re.IGNORECASE,
        ),
    ),
    (
        "listing",
        re.compile(
            r"list|ipo|float|debut|admission|admitted|went\s+public|(?:start|began|begun)\w*\s+"
            r"trading|first\s+(?:dealing|trading)\s+day",
            re.IGNORECASE,
        ),
    ),
    ("separation", re.compile(r"spin|spun|demerg", re.IGNORECASE)),
)
#: a date as an event's is written: "4 May 2016", "March 2014", "2015", "2016-01-04"
_ANY_DATE: Final = rf"(?:(?P<iso>(?:19|20)\d{{2}})-(?P<isomonth>\d{{2}})(?:-\d{{2}})?|{_DATE})"
#: a sentence that dates an event: "The Fund was launched in March 2014", "Initrode listed on
#: 4 May 2016", "Inception date: 2016-01-04", "(incepted 2012)", "its IPO took place in 2019"
_DATES_EVENT: Final = re.compile(
    r"\b(?P<verb>launched|incepted|incorporated|created|formed|founded|commenced\s+operations|"
    r"started\s+operations|began\s+operations|seeded|listed|floated|debuted|went\s+public|"
    r"ipo['’]?d|(?:started|began|commenced)\s+trading|admitted\s+to\s+trading|spun\s+off|"
    r"demerged|went\s+live|(?:inception|launch|listing|ipo|flotation|spin-?off|commencement|"
    r"go-?\s?live)(?:\s+date)?\s*(?::|=|was|took\s+place|happened|came|occurred)?)"
    r"\s*[:=]?(?P<gap>(?:\s+\w+){0,3}?)\s*(?:(?:in|on|during|of|at)\s+|\(\s*)?(?:the\s+)?"
    + _ANY_DATE,
    re.IGNORECASE,
)
#: words that open an object of the verb: its event is another thing's ("launched a new product")
_OBJECT: Final = re.compile(
    r"\b(?:a|an|its|their|our|his|her|new|another|several|two|three)\b", re.I
)
#: "since inception", "since its launch", "since the Fund's listing" with no date after it
_UNDATED_SINCE: Final = re.compile(
    rf"\bsince\s+{_OWNERS}(?P<event>{_EVENT})\b"
    rf"(?!\s*(?:,\s*)?(?:(?:in|on|of|during|dated)\s+|\(\s*)(?:the\s+)?"
    r"(?:\d|(?:19|20)\d{2}|[A-Z][a-z]+\.?\s+(?:19|20)\d{2}))",
    re.IGNORECASE,
)


def _kind(words: str) -> EventKind | None:
    return next((kind for kind, pattern in _KINDS if pattern.search(words)), None)


def event_dates(sentences: list[str]) -> dict[EventKind, str]:
    """The date each kind of event is given in the sentences, as a horizon writes it ("March
    2014", "2015"); the first one said of each kind."""
    found: dict[EventKind, str] = {}
    for sentence in sentences:
        for m in _DATES_EVENT.finditer(sentence):
            kind = _kind(m.group("verb"))
            if kind is None or kind in found or _OBJECT.search(m.group("gap")):
                continue  # "the team launched a new product in 2019" dates no launch of the fund
            if m.group("iso"):
                month = int(m.group("isomonth"))
                said = f"{MONTH_NAMES[month - 1]} {m.group('iso')}" if 1 <= month <= 12 else ""
            else:
                named = m.group("month")
                said = f"{named + ' ' if named else ''}{m.group('year')}"
            if said:
                found[kind] = said
    return found


def with_event_dates(sentence: str, dates: dict[EventKind, str]) -> str:
    """The sentence with an undated "since inception" ("since its launch", "since listing")
    written as "since <the date the answer gives that event elsewhere>"; as it is when the
    answer dates no such event."""
    if not dates:
        return sentence
    m = _UNDATED_SINCE.search(sentence)
    if m is None:
        return sentence
    kind = _kind(m.group("event"))
    said = dates.get(kind) if kind is not None else None
    if said is None:
        return sentence
    return f"{sentence[: m.start()]}since {said}{sentence[m.end() :]}"
