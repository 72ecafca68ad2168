"""Periods written as dates or numbered quarters, rewritten to the forms the horizon reader knows.

Mail and memos between European asset managers date a period by its closing day ("the
quarter closed 30.06.2020", "the half-year ended 30/06/2021", "since 31.12.2015", "as at
31 December 2021", "per 2021-09-30") and number quarters as their language does ("the 1st
quarter 2020", "Q1/2020", "Q3-2021", "the 2nd half 2021"), and power and gas desks a calendar
year by its strip ("Cal-22"). `trends._horizon` reads quarters as
"Q2 2020", halves as "H1 2021" and a day's month as "June 2020"; `in_horizon_words` rewrites the
written forms into those, so "from the quarter closed 30.06.2020 to the quarter closed
31.12.2022" is read as "from Q2 2020 to Q4 2022".

A period's end may be named by the dated event held at it: index providers and funds date a
horizon by their own reviews, rebalances and reporting dates ("from the December 2020 review to
the June 2021 review", "between the June 2020 and June 2022 rebalances", "since the March 2019
reconstitution"). The event's month is the horizon's: `in_horizon_words` writes "the June 2020
review" as "June 2020", and two dated months sharing one plural event noun as two months.

A day is read day first when it is written with dots or dashes (the continental order), and
with slashes only when one of its first two numbers cannot be a month (30/06/2020, 06/30/2020);
a slashed day that could be either is left as written. `NUMERIC_DATE` is the pattern of a day
in digits, for readers that must not take it for a figure (`numbers`).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final

from quantward_validation.month_names import MONTH_NAME, MONTH_NAMES, full_month_name

_MONTH: Final = MONTH_NAME + r"\.?"
_YEAR: Final = r"(?:19|20)\d{2}"
#: a day in digits: 30.06.2020, 30/06/2020, 30-06-2020, 2020-06-30, 2020/06/30, 30.06.22 (groups
#: d, m, y, sep; iy, im, id, isep; sd, sm, sy); not inside a longer figure
NUMERIC_DATE: Final = (
    r"(?<![\d.,/-])(?:(?P<d>[0-3]?\d)(?P<sep>[./-])(?P<m>[01]?\d)(?P=sep)(?P<y>(?:19|20)\d{2})|"
    # year first, with a dash, a slash or a dot (2020-06-30, and as East Asian desks write it,
    # 2020/06/30, 2020.06.30): no order is read month first after a year
    r"(?P<iy>(?:19|20)\d{2})(?P<isep>[-/.])(?P<im>[01]?\d)(?P=isep)(?P<id>[0-3]?\d)|"
    # a two-digit year after dots: 30.06.22
    r"(?P<sd>[0-3]?\d)\.(?P<sm>[01]?\d)\.(?P<sy>\d{2}))(?![\d]|[./-]\d)"
)
#: a day with its month in words: "31 December 2021", "31st Dec. 2021", "December 31, 2021",
#: "31-Dec-2021"
_WORDED_DATE: Final = (
    rf"(?:(?P<wd>[0-3]?\d)(?:st|nd|rd|th)?[\s-]+(?P<wm>{_MONTH})[\s-]+(?P<wy>{_YEAR})|"
    rf"(?P<vm>{_MONTH})\s+(?P<vd>[0-3]?\d)(?:st|nd|rd|th)?,?\s+(?P<vy>{_YEAR}))\b"
)
_ANY_DATE: Final = rf"(?:{NUMERIC_DATE}|{_WORDED_DATE})"
#: the period a closing day dates: a quarter, a half or a year that "closed", "ended" on it
_CLOSING: Final = (
    r"(?:(?:that|which)\s+)?(?:closed|closing|ended|ending|to|as\s+(?:of|at)|at|per|of)\s+"
    r"(?:on\s+)?"
)
_PERIOD_NOUN: Final = (
    r"(?P<noun>(?:(?:fiscal|financial|calendar|reporting)\s+)?(?:quarter|three[- ]month\s+period|"
    r"3[- ]month\s+period)|half[- ]year|half|six[- ]month\s+period|6[- ]month\s+period|"
    r"(?:(?:fiscal|financial|business|calendar)\s+)?year)"
)
_DATED_PERIOD: Final = re.compile(
    rf"\b(?:the\s+)?{_PERIOD_NOUN}\s+{_CLOSING}{_ANY_DATE}", re.IGNORECASE
)
#: a period's end as a point: "quarter-end 30.09.2021", "the year-end of 31.12.2021"
_PERIOD_END: Final = re.compile(
    r"\b(?:the\s+)?(?:quarter|half[- ]year|(?:fiscal\s+|financial\s+)?year|period|month)[- ]end"
    rf"(?:ing)?\s+(?:(?:on|of|at)\s+)?{_ANY_DATE}",
    re.IGNORECASE,
)
_BARE_DATE: Final = re.compile(_ANY_DATE, re.IGNORECASE)
#: a quarter numbered as its ordinal or with a separator: "the 1st quarter 2020", "the third
#: quarter of the year 2021", "Q1/2020", "Q3-2021", "Q2.2022", "1Q/2020", "Q4/22"
_ORDINAL: Final = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "first": 1, "second": 2, "third": 3,
                   "fourth": 4, "1.": 1, "2.": 2, "3.": 3, "4.": 4}  # fmt: skip
_NUMBERED_QUARTER: Final = re.compile(
    r"(?<![\w.])(?:the\s+)?(?P<o>[1-4](?:st|nd|rd|th|\.)|first|second|third|fourth)\s+"
    rf"(?:calendar\s+)?quarter\s+(?:of\s+)?(?:the\s+(?:year\s+)?)?(?P<y>{_YEAR})\b",
    re.IGNORECASE,
)
_SEPARATED_QUARTER: Final = re.compile(
    r"\b(?:Q(?P<q>[1-4])|(?P<q2>[1-4])Q)\s*[/.-]\s*(?P<y>(?:19|20)?\d{2})\b(?![.,/-]?\d)",
    re.IGNORECASE,
)
#: a calendar year as power and gas markets name its strip: "Cal-22", "Cal 2023", "CAL24",
#: "Cal'21" (the year's delivery, January to December), read as the year itself
_CALENDAR_STRIP: Final = re.compile(
    r"\bcal(?:[\s-]|['’])?(?P<y>(?:19|20)?\d{2})\b(?![.,/-]?\d)", re.IGNORECASE
)
#: a half numbered the same way: "the 1st half 2021", "the 2nd half-year of 2021", "H1/2021"
_NUMBERED_HALF: Final = re.compile(
    r"(?<![\w.])(?:the\s+)?(?P<o>[12](?:st|nd|\.))\s+half(?:[- ]year)?\s+(?:of\s+)?"
    rf"(?:the\s+(?:year\s+)?)?(?P<y>{_YEAR})\b",
    re.IGNORECASE,
)
_SEPARATED_HALF: Final = re.compile(
    rf"\b(?:H(?P<h>[12])|(?P<h2>[12])H)\s*[/.-]\s*(?P<y>{_YEAR})\b", re.IGNORECASE
)


def day_of(m: re.Match[str]) -> date | None:
    """The day a match of a date pattern here names, else None (an impossible day, or a
    slashed day whose order cannot be told)."""
    said = m.groupdict()
    try:
        if said.get("iy"):
            return date(int(said["iy"]), int(said["im"]), int(said["id"]))
        if said.get("d"):
            first, second = int(said["d"]), int(said["m"])
            if said["sep"] == "/" and first <= 12 and second <= 12 and first != second:
                return None  # 03/06/2020: March or June
            if said["sep"] == "/" and second > 12:
                first, second = second, first  # 06/30/2020, the American order
            return date(int(said["y"]), second, first)
        if said.get("sd"):
            return date(2000 + int(said["sy"]), int(said["sm"]), int(said["sd"]))
        if said.get("wd"):
            return date(int(said["wy"]), _month(said["wm"]), int(said["wd"]))
        if said.get("vm"):
            return date(int(said["vy"]), _month(said["vm"]), int(said["vd"]))
    except ValueError:
        return None
    return None


def _month(word: str) -> int:
    return MONTH_NAMES.index(full_month_name(word)) + 1


def _month_words(day: date) -> str:
    return f"{MONTH_NAMES[day.month - 1]} {day.year}"


def _dated_period(m: re.Match[str]) -> str:
    """A period by its closing day: a quarter ending a calendar quarter's month is that
    quarter, a half ending June or December that half, a year ending December that year;
    any other is the month of its closing day."""
    day = day_of(m)
    if day is None:
        return m.group(0)
    noun = m.group("noun").lower()
    if ("quarter" in noun or "three" in noun or noun.startswith("3")) and day.month % 3 == 0:
        return f"Q{day.month // 3} {day.year}"
    if ("half" in noun or "six" in noun or noun.startswith("6")) and day.month in (6, 12):
        return f"H{day.month // 6} {day.year}"
    if noun.endswith("year") and "half" not in noun:
        # a year closing in December is that calendar year; any other a fiscal year, named
        # by the year it ends in (`fiscal_years`)
        return str(day.year) if day.month == 12 else f"fiscal {day.year}"
    return _month_words(day)


def _period_end(m: re.Match[str]) -> str:
    """A period's end as the point it is: the quarter it closes when it is a quarter's last
    day, else its month."""
    day = day_of(m)
    if day is None:
        return m.group(0)
    if day.month % 3 == 0 and (day + timedelta(days=1)).day == 1:
        return f"Q{day.month // 3} {day.year}"
    return _month_words(day)


def _full_year(said: str) -> str:
    return said if len(said) == 4 else f"20{said}"


def _bare_date(m: re.Match[str]) -> str:
    day = day_of(m)
    return m.group(0) if day is None else _month_words(day)


#: an event held in a dated month that names a horizon's end: a review, a rebalance, a
#: reconstitution, a reporting date, a meeting
_EVENT_NOUN: Final = (
    r"(?:(?:semi-?annual\s+|annual\s+|quarterly\s+|index\s+|scheduled\s+|regular\s+)?"
    r"(?:reviews?|rebalanc(?:es?|ings?)|reconstitutions?|re-?weightings?|resets?|"
    r"reporting\s+dates?|reporting\s+days?|meetings?|committee\s+meetings?|rolls?|"
    r"cut-?offs?|effective\s+dates?))"
)
_MONTH_YEAR: Final = rf"{_MONTH}\s+{_YEAR}"
#: "the June 2020 review"; "the June 2020 and June 2022 reviews"
_DATED_EVENT: Final = re.compile(
    rf"\bthe\s+(?P<a>{_MONTH_YEAR})(?:\s+(?P<join>and|to|-|–|through)\s+(?P<b>{_MONTH_YEAR}))?"
    rf"\s+{_EVENT_NOUN}\b",
    re.IGNORECASE,
)


def _dated_event(m: re.Match[str]) -> str:
    if m.group("b") is None:
        return m.group("a")
    return f"{m.group('a')} {m.group('join')} {m.group('b')}"


#: a year's edge as a range's end: "end-2020", "the end of 2020", "year-end 2020", "the close
#: of 2020" (December), "mid-2021", "the middle of 2021" (June); the group names the month
_YEAR_EDGE: Final = (
    r"(?:the\s+)?(?:(?P<{g}end>end|close|year[- ]end)(?:\s+of\s+|[- ]|\s+)|"
    r"(?P<{g}mid>mid|middle)(?:\s+of\s+|[- ]|\s+))(?P<{g}y>(?:19|20)\d{{2}})\b"
)
_RANGE_END: Final = r"(?:to|and|through|thru|until|till|[-–→])"
#: a range with a year's edge at one end or both, the other a month or a quarter: "from
#: end-2020 to mid-2021", "between the end of 2019 and June 2021" (an end named by an event,
#: "between its 2015 rights issue and the end of 2022", is the event reader's)
_EDGED_RANGE: Final = re.compile(
    rf"\b(?P<lead>from|between)\s+(?:{_YEAR_EDGE.format(g='a')}|(?P<a>{_MONTH_YEAR}|Q[1-4]\s+{_YEAR}))"
    rf"\s+(?P<join>{_RANGE_END})\s+(?:{_YEAR_EDGE.format(g='b')}|(?P<b>{_MONTH_YEAR}|Q[1-4]\s+{_YEAR}))",
    re.IGNORECASE,
)


def _edge(m: re.Match[str], g: str) -> str | None:
    if m.group(f"{g}y") is None:
        return None
    return f"{'December' if m.group(f'{g}end') else 'June'} {m.group(f'{g}y')}"


def _edged_range(m: re.Match[str]) -> str:
    a, b = _edge(m, "a"), _edge(m, "b")
    if a is None and b is None:
        return m.group(0)
    return f"{m.group('lead')} {a or m.group('a')} {m.group('join')} {b or m.group('b')}"


#: a reporting period a company publishes results for, by the month it ends in: a half
#: ("half-year 2020", "interim 2020", "H1 2020", "2020 interim") ends in June, a full year
#: ("full-year 2021", "FY 2021", "2021 annual", "year-end 2021") in December
def _reported(g: str) -> str:
    """The pattern of one reporting period, its groups prefixed by `g`."""
    return (
        rf"(?:(?P<{g}h>half[- ]year|interim|h1|1h|first[- ]half)|(?P<{g}f>full[- ]year|annual|"
        rf"fy|h2|2h|second[- ]half|year[- ]end))\s*(?P<{g}y>{_YEAR})\b|(?P<{g}y2>{_YEAR})\s+"
        rf"(?:(?P<{g}h2>half[- ]year|interim|h1)|(?P<{g}f2>full[- ]year|annual|year[- ]end))"
    )


#: what is published for it: results, figures, accounts, a report
_RESULTS_NOUN: Final = (
    r"(?:results?|figures|numbers|accounts|reports?|reporting|disclosures?|statements?|prints?)"
)
#: a span between two such results sharing one noun ("between the half-year 2020 and
#: half-year 2022 results"), or one such result as a horizon's end ("since the FY 2020
#: accounts", "from the 2019 interim report to …"): each is the month its period ends in
_RESULTS: Final = re.compile(
    rf"\b(?P<lead>since|from|between|and|to|through|until|with)\s+the\s+"
    rf"(?:{_reported('a')})(?:\s+(?P<join>and|to|-|–|through)\s+(?:the\s+)?"
    rf"(?:{_reported('b')}))?\s+{_RESULTS_NOUN}\b",
    re.IGNORECASE,
)


def _reported_month(m: re.Match[str], g: str) -> str:
    year = m.group(f"{g}y") or m.group(f"{g}y2")
    half = m.group(f"{g}h") or m.group(f"{g}h2")
    return f"{'June' if half else 'December'} {year}"


def _results(m: re.Match[str]) -> str:
    said = f"{m.group('lead')} {_reported_month(m, 'a')}"
    if m.group("join") is None:
        return said
    return f"{said} {m.group('join')} {_reported_month(m, 'b')}"


#: a period as a horizon's end names it: "Q3 2021", "3Q21", "H1 2022", "FY2021", "March
#: 2020", "2020"
_ENDPOINT: Final = (
    rf"(?:\bQ[1-4][\s/-]?(?:{_YEAR}|\d{{2}})|\b[1-4]Q[\s/-]?(?:{_YEAR}|\d{{2}})|"
    rf"\b[HS][12][\s/-]?(?:{_YEAR}|\d{{2}})|\bFY[\s-]?(?:{_YEAR}|\d{{2}})|"
    rf"\b{_MONTH}\s+{_YEAR}|(?<![\d.,/-]){_YEAR})(?![\d%])"
)
#: a name or a remark in brackets right after a horizon's end: "between Q3 2021 (Ida) and Q3
#: 2022 (Ian)", "since 2008 (the GFC)"; not a digit inside it (a date, a figure) nor a mark
#: that the period's figure is a forecast ("2023 (est.)", "FY24 (guidance)")
_ENDPOINT_LABEL: Final = re.compile(
    rf"(?P<end>{_ENDPOINT})\s*\((?!\s*(?:e|f|p|est|estd?|estimated?|estimates?|fcst|"
    r"forecasts?|forecasted|proj|projected|projections?|guid(?:ance|ed)|budget(?:ed)?|plan|"
    r"target|consensus|expected|outlook|pro\s+forma)\b)[^()\d]{1,40}\)",
    re.IGNORECASE,
)
#: a remark between commas after a span's opening end, before its closing one: "from Q1
#: 2020, before the lockdowns, to Q4 2022"
_ENDPOINT_ASIDE: Final = re.compile(
    rf"(?P<start>\b(?:from|between)\s+(?:the\s+)?{_ENDPOINT})\s*,\s*[^,;:\d()]{{1,40}}?,"
    r"\s*(?P<close>(?:to|and|through|until|till)\s)",
    re.IGNORECASE,
)


def _endpoints_bare(sentence: str) -> str:
    """A span's ends without the names and remarks said beside them (`_ENDPOINT_LABEL`,
    `_ENDPOINT_ASIDE`): the remark describes the period, it is no period of its own."""
    sentence = _ENDPOINT_LABEL.sub(lambda m: m.group("end"), sentence)
    return _ENDPOINT_ASIDE.sub(lambda m: f"{m.group('start')} {m.group('close')}", sentence)


def in_horizon_words(sentence: str) -> str:
    """The sentence with its dated and numbered periods written as the horizon reader reads
    them (see the module's docstring); a sentence without any is unchanged."""
    sentence = _endpoints_bare(sentence)
    sentence = _DATED_EVENT.sub(_dated_event, sentence)
    # results named by the period they report ("the half-year 2020 results") as the month it
    # ends in (`_RESULTS`)
    sentence = _RESULTS.sub(_results, sentence)
    # a range between years' edges as the months they end in: "from end-2020 to mid-2021" is
    # "from December 2020 to June 2021" (a "since end-2019" is the horizon reader's own)
    sentence = _EDGED_RANGE.sub(_edged_range, sentence)
    sentence = _DATED_PERIOD.sub(_dated_period, sentence)
    sentence = _PERIOD_END.sub(_period_end, sentence)
    sentence = _BARE_DATE.sub(_bare_date, sentence)
    sentence = _NUMBERED_QUARTER.sub(
        lambda m: f"Q{_ORDINAL[m.group('o').lower()]} {m.group('y')}", sentence
    )
    sentence = _SEPARATED_QUARTER.sub(
        lambda m: f"Q{m.group('q') or m.group('q2')} {_full_year(m.group('y'))}", sentence
    )
    sentence = _CALENDAR_STRIP.sub(lambda m: _full_year(m.group("y")), sentence)
    sentence = _NUMBERED_HALF.sub(
        lambda m: f"H{_ORDINAL[m.group('o').lower()]} {m.group('y')}", sentence
    )
    return _SEPARATED_HALF.sub(
        lambda m: f"H{m.group('h') or m.group('h2')} {m.group('y')}", sentence
    )


__all__ = ["NUMERIC_DATE", "day_of", "in_horizon_words"]
