"""Points and periods in time as analysts write them, read into dates.

The grammar follows the TIMEX3 (TimeML) and Duckling `time` inventories: a *point* is an
absolute date at some granularity (a day, a month, a quarter or half, a fiscal or calendar year,
a part of a year, a decade); a *period* is a closed range of two points joined by any connector,
an open range (since/after/onwards/to date; through/before/as of), a duration anchored to a
point ("the 36 months to December 2017", "the three years preceding 2018"), or a point alone
where it cannot be a count ("Q3 2016", "FY2019", "2019 returns"). A point's first or last day
is computed; "before X" ends the day before X starts and "after X" starts the day after it
ends, while "through", "until" and "as of" include X. TIMEX3's own values are points too
("2011-Q1", "2019-H2", "2015-W01"), and so are periods written in code as pandas reads them
(label slices `df.loc['2011':'2018']`, `start=`/`end=` bounds, comparisons `< '2019'`) and in
config (YAML/JSON mappings `{start: 2012, end: 2019}`), as are "Q3/2016" and "31-Dec-2014". A point
bracketed right after a period only restates it ("before 2016-01-04 (4 Jan 2016)").
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Final

from quantward_validation import month_lexicon_eu as eu
from quantward_validation.econometric_dates import ENUMERATION, POINT, econometric_point
from quantward_validation.reading_day import reading_day

_MONTHS: Final = (
    {
        name.lower(): i
        for i in range(1, 13)
        for name in (calendar.month_name[i], calendar.month_abbr[i])
    }
    | {"sept": 9}
    | eu.MONTHS
)  # and the month names of the continental-European languages
_MONTH: Final = r"(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
#: a month before a slash and its year, as a Brazilian report writes it ("jan/2006", "out/14"):
#: the Portuguese abbreviations that are English words ("out", "set") are months only here
_SLASHED_MONTH: Final = (
    r"(?:" + "|".join(sorted(_MONTHS | eu.SLASHED_MONTHS, key=len, reverse=True)) + r")"
)
#: a year as analysts write it: 2019, FY2019, FY19, FY'19, CY18, calendar 2018, YE2018, '19
#: (two digits only after a prefix or an apostrophe, or as the end of a range: "2015-22")
_YEAR: Final = (
    r"(?:(?:FY|CY|YE|fiscal(?:\s+year)?|calendar(?:\s+year)?)\s?['’]?(?:\d{4}|\d{2})\b|['’]\d{2}\b|"
    # (a comma before it makes a number's thousands, "2,019", except after an enumeration's
    # ellipsis: "2010,\dots,2019", `econometric_dates`)
    r"(?:(?<![\d.,])|(?<=dots,)|(?<=…,)|(?<=\.\.\.,))\d{4}(?![\d%]))"
)
_ORDINAL_PART: Final = r"(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th)"
#: a day by its place: "the last Business Day", "the first trading day", "the last day"
_NTH_DAY: Final = (
    r"(?:first|last|final)\s+(?:(?:business|trading|working|dealing|valuation|market|banking|"
    r"settlement|calendar)\s+)?day"
)
#: not a year and the next one's two digits ("2011/12", "1999/00"): a split year, not a month
_NOT_SPLIT_YEAR: Final = (
    "(?!"
    + "|".join(f"{c}{y:02d}/{(y + 1) % 100:02d}" for c in ("19", "20") for y in range(100))
    + ")"
)
#: a point in time, longest forms first
_POINT: Final = (
    # a point starts a word (checked first, so most positions are rejected at once)
    r"(?<![A-Za-z0-9])(?:"
    # an economist's month or quarter code ("2014M01", "2010M1", "2010:01", "2020:Q2";
    # `econometric_dates`)
    rf"{POINT}|\d{4}M\d{2}\b|"
    # a year first, then its quarter, half or ISO week, as TIMEX3 values and pandas periods
    # write them ("2011-Q1", "2011Q1", "2011 Q1", "2019-H2", "2015-W01", "2015W01-3")
    r"\d{4}(?:[-\s]?[QH][1-4]|-?W(?:0[1-9]|[1-4]\d|5[0-3])(?:-?[1-7])?)(?![\w])|"
    # an ISO-like day (2019-03-31, 2019/03/31, 2019.03.31)
    r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?!\d)|"
    # an ISO month (2010-01, 2018-12); "2011-12" in a range of years stays 2011–2012, since a
    # range is read before a lone point
    r"\d{4}-(?:0[1-9]|1[0-2])(?![\d%]|[-/.]\d)|"
    # ... or with a slash, as Japanese and Korean records write it ("2005/04", "2017/12"),
    # unless the two digits are the next year's: "2011/12" is a split fiscal year
    rf"{_NOT_SPLIT_YEAR}\d{{4}}/(?:0[1-9]|1[0-2])(?![\d%]|[-/.]\d)|"
    # a numeric day, either order, any separator, four- or two-digit year (31.03.15, 3/31/2015)
    r"(?<![\d.])\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?![\d%]|\.\d)|"
    # a day with a month name ("30th June 2018", "the 30th of June 2018", "June 30th, 2018")
    # (and as continental Europe writes it: "4. Januar 2010", "1er juin 2018", "4 de enero de 2010")
    rf"(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th|er|\.|°|º)?(?:\s+of|\s+de)?(?:\s+|-){_MONTH}"
    rf"{eu.MONTH_YEAR_JOIN},?(?:\s+|-)\d{{4}}|"
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|"
    # a decade or a part of one ("the 2010s", "the '90s", "the mid-2010s")
    r"(?:the\s+)?(?:(?:early|mid|late)[\s-]+)?(?:\d{3}0s|'\d0s)\b|"
    # quarters and halves in words ("the third quarter of 2016", "the first three quarters of")
    rf"(?:the\s+)?{_ORDINAL_PART}\s+(?:quarter|half)(?:\s+of)?\s+{_YEAR}|"
    rf"(?:the\s+)?first\s+(?:two|three)\s+quarters\s+of\s+{_YEAR}|"
    # a month and a year ("Jan-2016", "March 2019", "Mar-15", "01/2014")
    rf"{_SLASHED_MONTH}/(?:\d{{4}}|\d{{2}})(?![\d%/])|"
    rf"{_MONTH}{eu.MONTH_YEAR_JOIN}[\s-]+{_YEAR}|{_MONTH}-\d{{2}}\b|(?<![\d.])\d{{1,2}}/\d{{4}}\b|"
    # a quarter or half ("Q3 2021", "Q3-16", "Q1 of 2018", "Q2 FY19", "H2'19", "2Q21"; the
    # number first and the year spaced off, as analysts and index providers write it: "1H 2003",
    # "3Q FY16")
    rf"[QH][1-4](?:\s+of\s+|[\s/-]?){_YEAR}|[QH][1-4][-/]\d{{2}}\b|[1-4][QH]['’/]?\d{{2,4}}\b|"
    rf"[1-4][QH]\s+(?:(?:FY|CY)\s?['’]?(?:\d{{4}}|\d{{2}})\b|(?:19|20)\d{{2}}(?![\d%]))|"
    # a year to date
    rf"(?:YTD|year[- ]to[- ]date)\s+{_YEAR}|{_YEAR}\s+(?:YTD|year[- ]to[- ]date)|"
    # a working day named by its place in a month or a year, as drafters write it ("the last
    # Business Day of 2016", "the first dealing day of March 2018")
    rf"(?:the\s+)?{_NTH_DAY}\s+of\s+(?:(?:the\s+)?(?:calendar\s+|fiscal\s+)?year\s+)?"
    rf"(?:{_MONTH}[\s-]+)?{_YEAR}|"
    # a year's start, middle or end ("end-2022", "the close of 2019", "late 2018", "year end 2018")
    r"(?:(?:the\s+)?(?:start|end|middle|beginning|mid|close|early|late|year[- ]end)"
    rf"(?:\s+of)?[\s-]+){_YEAR}|"
    # ... its year in two digits after a hyphen ("end-16", "mid-19")
    r"(?:start|end|beginning|mid|close|early|late|year[- ]end)-\d{2}(?![\d%]|\.\d)\b|"
    rf"{_YEAR})"
)
#: a bare four-digit number or '19 may be a count or a code; it is a period only with words
#: around it that make it one
_BARE_NUMBER: Final = re.compile(r"'?\d{2,4}")
_WORD_NUMBERS: Final = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "eighteen": 18,
    "twenty": 20, "twenty-four": 24, "thirty": 30, "thirty-six": 36, "forty-eight": 48,
    "sixty": 60,
}  # fmt: skip
_COUNT: Final = r"(?:\d{1,3}|" + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True)) + ")"

_CONNECT: Final = (
    # an index enumerated from its first to its last value: "t = 2010, \dots, 2019"
    rf"(?:{ENUMERATION}|"
    # a run's log and a shell write a range with dots too: "2013-01-01 .. 2018-09-28"
    r"\s*(?:->|-->|=>|→|⟶|⇒|\.\.\.?|…|-|–|—|/|~)\s*|\s+(?:to|through|thru|until|till|up\s+to|up\s+until|through\s+to|"
    r"into|and|&|"
    # the same words in German, French, Italian, Spanish and Dutch: "bis", "au", "t/m"
    rf"{eu.TO})(?:\s+and\s+including|\s+including)?\s+)"
)
#: a range inside one year: "Jan–Jun 2018", "January through June 2018"
_MONTH_RANGE: Final = re.compile(
    rf"\b(?P<am>{_MONTH})\s*(?:-|–|—|\s+(?:to|through|thru|until|till)\s+)"
    rf"(?P<b>{_MONTH}[\s-]+{_YEAR})",
    re.I,
)
#: a range of months each with its year in two digits, with no apostrophe or hyphen: "jan 12
#: through jun 18", "Mar 14 to Sep 19"; with no four-digit year in the text, "jan 12" cannot be
#: a day (a day needs its year to be a date), so it is a month — unless its number is a year
#: still to come, which only a day can be ("from March 14 to June 30")
_SHORT_MONTH_RANGE: Final = re.compile(
    rf"\b(?P<am>{_MONTH})\s+(?P<ay>\d{{2}}){_CONNECT}(?P<bm>{_MONTH})\s+(?P<by>\d{{2}})"
    r"(?![\d%]|\.\d|(?:st|nd|rd|th)\b|,?\s+\d)",
    re.I,
)
_FOUR_DIGIT_YEAR: Final = re.compile(r"(?<![\d.,])(?:19|20)\d{2}(?![\d%])")
#: a duration anchored to a point: "the 36 months to December 2017", "the three years
#: preceding 2018", "the two years after 2016", "the decade to 2021", "a five-year window ending"
_DURATION: Final = re.compile(
    # looking back from a point counts towards the past: "looking back five years from 2021",
    # "five years back from 2021"
    r"(?:(?P<look>(?:look(?:s|ed|ing)?|go(?:es|ing)?|gone|went|reach(?:es|ed|ing)?)\s+back)\s+(?:over\s+)?)?"
    # a unit counted out ("every month from Mar 2011 to date", "each quarter since 2012") is
    # the steps of a range, not one unit's duration
    r"(?<![\w'-])(?<!every\s)(?<!each\s)"
    r"(?:the\s+)?(?:(?:last|past|first|final|previous|prior|preceding|following|next|full|"
    rf"whole|trailing|rolling|most\s+recent|latest)\s+)?(?P<n>{_COUNT})?[\s-]*"
    r"(?P<unit>years?|yrs?|months?|quarters?|weeks?|decades?)"
    r"(?:['’]s?)?(?:\s+(?:period|window|span|sample|stretch|history|data|returns|lookback|"
    r"look-back|of\s+(?:data|history|returns|prices|observations|monthly\s+data|daily\s+data)))?"
    r"(?P<back>\s+back)?\s+"
    r"(?P<rel>to|ending(?:\s+(?:in|on|at|with))?|ended(?:\s+(?:in|on|at|with))?|through|thru|"
    r"up\s+to(?:\s+and\s+including)?|as\s+(?:of|at)|until|till|before|"
    r"preceding|prior\s+to|leading\s+up\s+to|ahead\s+of|after|following|from|since|"
    r"starting(?:\s+(?:in|from|at))?|beginning(?:\s+(?:in|at))?)\s+"
    # the anchor is a point, or a named moment dated in brackets ("the launch date (4 Jan 2016)")
    rf"(?:(?P<x>{_POINT})|(?:the\s+)?(?:[\w'’-]+\s+){{0,4}}?[\w'’-]+\s*\((?P<x2>{_POINT})\))",
    re.I,
)
#: a point named as a reporting date or period end: "the Q4 2014 reporting date", "the
#: 31 March 2016 valuation date", "the FY2015 year-end", "the June 2017 NAV" — the point
#: itself, which closes a span as the bare point does ("from 2010 to the Q4 2014 reporting
#: date" ends in 2014)
_DATE_NOUN: Final = (
    r"\s+(?:(?:reporting|report|valuation|nav|balance[- ]sheet|measurement|accounting|record|"
    r"statement|filing|audit|pricing|cut-?off|as[- ]of|snapshot|closing|close|quarter[- ]end|"
    r"year[- ]end|month[- ]end|period[- ]end)\s+(?:date|day|point)|(?:quarter|year|month|"
    r"period|half[- ]year)[- ]end|close|cut-?off|reporting\s+period|valuation|nav|report)\b"
)
_NAMED_DATE: Final = rf"(?:the\s+(?={_POINT}{_DATE_NOUN}))?"
_RANGE: Final = re.compile(
    rf"(?:\b(?:from|between|over|across|during|{eu.FROM})\s+)?{_NAMED_DATE}(?P<a>{_POINT})"
    rf"(?:{_DATE_NOUN})?(?:{_CONNECT}{_NAMED_DATE}"
    rf"(?P<b>{_POINT})(?:{_DATE_NOUN})?|\s*(?:-|–|—|/)\s*(?P<b2>\d{{2}})(?![\d%]))"
    r"(?:\s+inclusive)?",
    re.IGNORECASE,
)
_OPEN_TAIL: Final = (
    r"onwards?|forwards?|on(?=\s+(?:data|returns|prices)|\W*$)|(?:and|or)\s+(?:later|after|beyond|"
    r"thereafter)|to\s+date|(?:to|until|till|through)\s+(?:the\s+)?(?:present(?:\s+day)?|now|today)|"
    r"to\s+the\s+(?:end|close)\s+of\s+(?:the\s+)?(?:sample|data(?:set)?|history|series|"
    r"back-?test|available\s+data)|to\s+the\s+(?:latest|most\s+recent)\s+\w+"
)
#: a dated record or event the point names, "from" being its source, not a start: "the cashflows
#: from the 31 March 2013 actuarial valuation", "weights from the June 2016 index review" (the
#: point itself, as `_DATE_NOUN`'s; "from the 2013 valuation onwards" still opens a span)
#: a record or settlement made at one date, which a date before it names ("the 2019 valuation")
RECORD_NOUN: Final = (
    r"(?:valuations?|reviews?|surveys?|census|audits?|filings?|statements?|reports?|editions?|"
    r"publications?|minutes|meetings?|rulings?|judg(?:e)?ments?|snapshots?|assessments?|studies|"
    r"study|projections?|memos?|letters?|prospectus|circulars?|renegotiations?|negotiations?|"
    r"agreements?|settlements?|contracts?|reforms?|rebasings?|resets?)"
)
_FROM_RECORD: Final = (
    rf"(?!\s+(?:[\w'’-]+\s+){{0,2}}?{RECORD_NOUN}\b(?!\s+(?:onwards?|forwards?|"
    r"and\s+(?:later|after))\b))"
)
_OPEN_START: Final = re.compile(
    rf"\b(?:since|starting(?:\s+(?:in|from|at|with))?|beginning(?:\s+(?:in|with))?|"
    rf"as\s+from|commencing(?:\s+in)?|from(?=\s+(?:the\s+)?{_POINT}{_FROM_RECORD}))\s+"
    rf"(?P<a>{_POINT})(?:\s+(?:{_OPEN_TAIL}))?|"
    r"\b(?:after|post|following|later\s+than|subsequent\s+to|beyond)[\s-]+"
    rf"(?P<post>{_POINT})|(?P<a2>{_POINT})\s+(?:{_OPEN_TAIL})",
    re.I,
)
_OPEN_END: Final = re.compile(
    r"\b(?:(?:through|thru|until|till|up\s+to|up\s+until|to|through\s+to|as\s+of|as\s+at|"
    r"no\s+later\s+than|ending(?:\s+(?:in|on|at))?|ended)(?:\s+and\s+including|\s+including)?)"
    rf"\s+{_NAMED_DATE}(?P<b>{_POINT})(?:{_DATE_NOUN})?|\b(?:before|prior\s+to|ahead\s+of|earlier\s+than|pre|preceding)"
    rf"[\s-]+(?P<pre>{_POINT})",
    re.I,
)
_IN_POINT: Final = re.compile(
    r"\b(?:in|during|over|across|for|on|throughout|within|covering|spanning|including)\s+"
    rf"(?:the\s+(?:calendar\s+|fiscal\s+)?(?:year\s+)?)?(?P<a>{_POINT})",
    re.I,
)
#: a year said of data: "2019 returns", "FY2018 financials"
_DATA_POINT: Final = re.compile(
    rf"(?P<a>{_POINT})(?:['’]s)?\s+(?:data|returns?|prices?|figures|history|sample|information|"
    r"performance|filings|financials|fundamentals|earnings|constituents|membership|universe|"
    r"vintage)\b",
    re.I,
)
_BARE_POINT: Final = re.compile(rf"(?P<a>{_POINT})", re.I)


def _quoted(name: str) -> str:
    """A point written as a string literal in code ('2011', "2015-12-31", '2018-12-31 16:00'),
    bare or made a timestamp (pd.Timestamp('2018'), pd.to_datetime("2018-12-31"))."""
    literal = rf"['\"](?P<{name}>{_POINT})(?:[ T]\d{{2}}:\d{{2}}(?::\d{{2}})?)?['\"]"
    wrapper = r"(?:[A-Za-z_]\w*\.)?(?:Timestamp|to_datetime|datetime64|Period|date|datetime)\(\s*"
    return rf"(?P<w{name}>{wrapper})?{literal}(?(w{name})\s*\))"


def _bare(name: str) -> str:
    """A point as a config value: quoted or not ("2012", '2010-01-04', "2019-12")."""
    return rf"['\"]?(?P<{name}>{_POINT})['\"]?"


_SIDE: Final = r"(?:start|begin|from|since|first)"
_UPTO: Final = r"(?:end|stop|until|till|to|through|thru|cut_?off|last)"
_DATE_SUFFIX: Final = r"(?:_?(?:date|dt|day|time|ts))?"
#: periods written in code, as pandas and Python write them: a label slice (inclusive at both
#: ends: df.loc['2011':'2018'], X[:'2021-12-31'], y['2016':]); a call with two dates
#: (slice('2011', '2018'), .between(...), date_range(...)); keyword bounds (start='2011',
#: train_end='2018-12-31'); comparisons, which pandas makes against a date's first instant
#: (df.index < '2019', '2011' <= date <= '2018', (idx >= '2011') & (idx <= '2018'))
_CODE: Final = (
    # pandas' truncate keeps the rows from `before` to `after`, both inclusive
    re.compile(
        rf"\btruncate\(\s*(?:before\s*=\s*{_quoted('a')})?\s*,?\s*(?:after\s*=\s*{_quoted('b')})?",
        re.I,
    ),
    re.compile(rf"\[\s*(?:{_quoted('a')})?\s*:\s*(?:{_quoted('b')})?\s*(?=[\],:])", re.I),
    re.compile(rf"\(\s*{_quoted('a')}\s*,\s*{_quoted('b')}\s*(?=[,)])", re.I),
    re.compile(
        rf"\b(?:\w+_)?{_SIDE}{_DATE_SUFFIX}\s*=\s*{_quoted('a')}\s*,\s*(?:\w+\s*=\s*[^,()=]+,\s*)*?"
        rf"(?:\w+_)?{_UPTO}{_DATE_SUFFIX}\s*=\s*{_quoted('b')}",
        re.I,
    ),
    re.compile(
        rf"{_quoted('a')}\s*(?P<op1><=?)\s*[\w.\[\]'\"]+\s*(?P<op2><=?)\s*{_quoted('b')}", re.I
    ),
    re.compile(
        rf"(?P<op1>>=?)\s*{_quoted('a')}[\s)]*(?:&|\band\b)[\s(]*[\w.\[\]'\"]+\s*(?P<op2><=?)"
        rf"\s*{_quoted('b')}",
        re.I,
    ),
    # a YAML/JSON mapping or a config section: "{start: 2012, end: 2019}", "from: '2010-01'
    # … to: '2014-12'", "\"start\": \"2010-01-04\", \"end\": \"2018-12-31\""
    re.compile(
        rf"\b(?:\w+_)?{_SIDE}{_DATE_SUFFIX}['\"]?\s*:\s*{_bare('a')}\s*[,;\n]\s*"
        rf"(?:[\w'\"]+\s*:\s*[^,;{{}}\n]+[,;\n]\s*)*?['\"]?(?:\w+_)?{_UPTO}{_DATE_SUFFIX}['\"]?\s*:\s*"
        rf"{_bare('b')}",
        re.I,
    ),
    re.compile(rf"\b(?:\w+_)?{_SIDE}{_DATE_SUFFIX}\s*=\s*{_quoted('a')}", re.I),
    re.compile(rf"\b(?:\w+_)?{_UPTO}{_DATE_SUFFIX}\s*=\s*{_quoted('b')}", re.I),
    re.compile(rf"(?<![<>=-])(?P<op2><=?)\s*{_quoted('b')}", re.I),
    re.compile(rf"(?<![<>=-])(?P<op1>>=?)\s*{_quoted('a')}", re.I),
)


#: periods as run logs and config dumps write them, unquoted: an interval in brackets
#: ("window=[2012-01-03, 2020-12-31]", "(2012Q1; 2018Q4]"), two points joined by a colon
#: ("FIT_RANGE=2012Q1:2018Q4", "in_sample=2012-01-03:2019-06-28"), a key pair
#: ("calib_start=2012-01-03 calib_end=2022-12-30", "from=2012-01 to=2019-06",
#: "train_begin: 2012 | train_end: 2019"), and one key's side alone ("train_end=2019-06-28"
#: is everything up to that day)
_CONFIG_KEY_END: Final = r"(?:[\s,;|]+(?:[\w.\-]+\s*[=:]\s*[^\s,;|=]+[\s,;|]+)*?)"
_CONFIG: Final = (
    re.compile(
        rf"\[\s*(?P<a>{_POINT})\s*[,;]\s*(?P<b>{_POINT})\s*[\])]|"
        rf"\(\s*(?P<a2>{_POINT})\s*[,;]\s*(?P<b2>{_POINT})\s*\]",
        re.I,
    ),
    re.compile(rf"(?P<a>{_POINT}):(?P<b>{_POINT})", re.I),
    re.compile(
        rf"\b(?:\w+_)?{_SIDE}{_DATE_SUFFIX}\s*[=:]\s*['\"]?(?P<a>{_POINT})['\"]?{_CONFIG_KEY_END}"
        rf"(?:\w+_)?{_UPTO}{_DATE_SUFFIX}\s*[=:]\s*['\"]?(?P<b>{_POINT})['\"]?",
        re.I,
    ),
    re.compile(rf"\b(?:\w+_)?{_SIDE}{_DATE_SUFFIX}\s*=\s*(?P<a>{_POINT})(?![\w:])", re.I),
    re.compile(rf"\b(?:\w+_)?{_UPTO}{_DATE_SUFFIX}\s*=\s*(?P<b>{_POINT})(?![\w:])", re.I),
)
#: a log line's own timestamp, at the start of its line or in brackets ("[2026-11-30
#: 09:12:01]", "2026-11-30T09:12:01Z INFO …"): when the line was written, no period it states
_TIMESTAMP: Final = re.compile(
    rf"(?m)(?:^|(?<=[\[(]))[ \t]*{_POINT}[ T]\d{{1,2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d+)?)?"
    r"(?:Z|[+-]\d{2}:?\d{2})?(?=[\])\s]|$)"
)


def _timestamps_blanked(text: str) -> str:
    """`text` with each log timestamp's digits made spaces (offsets hold)."""
    return _TIMESTAMP.sub(lambda m: re.sub(r"\d", " ", m.group(0)), text)


def _code_read(m: re.Match[str]) -> tuple[date | None, date | None]:
    """A code period's dates: a slice's and a call's ends are inclusive; a comparison is made
    against the first day of its date ("< '2019'" ends on 31 Dec 2018, "<= '2019'" on 1 Jan)."""
    groups = m.groupdict()
    if not groups.get("a") and not groups.get("b"):
        raise ValueError("a slice without a date")
    start = end = None
    if groups.get("a"):
        start = point(groups["a"], end=False)
        if groups.get("op1") in ("<", ">"):
            start += timedelta(days=1)
    if groups.get("b"):
        op = groups.get("op2")
        end = point(groups["b"], end=op is None, after=start.year if start else None)
        if op == "<":
            end -= timedelta(days=1)
    return start, end


_DIGITS: Final = re.compile(r"\d+")
_NEEDS: Final = {
    _MONTH_RANGE: re.compile(rf"\b{_MONTH}\s*(?:-|–|—|\s+(?:to|through|thru|until|till)\s+)", re.I),
    _SHORT_MONTH_RANGE: re.compile(rf"\b{_MONTH}\s+\d{{2}}\b", re.I),
    _DURATION: re.compile(r"\b(?:years?|yrs?|months?|quarters?|weeks?|decades?)\b", re.I),
    _OPEN_START: re.compile(
        r"\b(?:since|from|starting|beginning|commencing|after|post|following|later|subsequent|"
        r"beyond|onwards?|forwards?|on|later|after|beyond|thereafter|date|present|now|today|end|"
        r"close|latest|most)\b",
        re.I,
    ),
}


_QUOTE: Final = re.compile(r"['\"]\d|:\s*['\"]?\d")


@dataclass(frozen=True)
class Period:
    """A stated date range; None on a side means open."""

    start: date | None
    end: date | None
    text: str

    def overlaps(self, start: date, end: date) -> bool:
        return (self.start is None or self.start <= end) and (self.end is None or self.end >= start)


def _count(text: str) -> int:
    lowered = text.lower()
    return int(lowered) if lowered.isdigit() else _WORD_NUMBERS[lowered]


def _year(text: str, *, after: int | None = None) -> int:
    """A written year: "2019", "FY19", "'19"; a two-digit year is the one in the century of
    `after` (a range's start) that is not before it, else 19xx/20xx around 1950."""
    digits = re.sub(r"\D", "", text)
    if len(digits) == 4:
        return int(digits)
    two = int(digits)
    if after is not None:
        year = after - after % 100 + two
        return year if year >= after else year + 100
    return 1900 + two if two >= 50 else 2000 + two


def _month_span(year: int, first: int, last: int, *, end: bool) -> date:
    return date(year, last, calendar.monthrange(year, last)[1]) if end else date(year, first, 1)


def _part(index: int, months: int, year: int, *, end: bool) -> date:
    first = (index - 1) * months + 1
    last = first + months - 1
    if last > 12:
        raise ValueError(index)
    return _month_span(year, first, last, end=end)


_PART_INDEX: Final = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
}  # fmt: skip


def _nth_day(which: str, span: str, *, after: int | None) -> date:
    """The first or last day (a working day, Monday to Friday, when `which` says business,
    trading or the like; holidays are not known here) of a month or a year written as `span`
    ("march 2018", "2016"): "the last Business Day of 2016" is one day, whichever end of a
    period it stands for."""
    if m := re.fullmatch(rf"({_MONTH})[ -](.+)", span):
        month = _MONTHS[m.group(1).rstrip(".")]
        year = _year(m.group(2), after=after)
        first, last = date(year, month, 1), _month_span(year, month, month, end=True)
    else:
        year = _year(span, after=after)
        first, last = date(year, 1, 1), date(year, 12, 31)
    working = not re.fullmatch(r"\w+ (?:calendar )?day", which)
    if which.startswith("first"):
        while working and first.weekday() >= 5:
            first += timedelta(days=1)
        return first
    while working and last.weekday() >= 5:
        last -= timedelta(days=1)
    return last


def point(text: str, *, end: bool, after: int | None = None) -> date:
    """The first (or, with `end`, last) day a written point in time covers."""
    text = re.sub(r"\s+", " ", text.strip().rstrip(".")).lower()
    text = re.sub(r"^the ", "", text)
    # a continental day and month as the English forms below read them: "4. januar 2010",
    # "1er juin 2018", "4 de enero de 2010", "enero de 2010"
    text = re.sub(r"^(\d{1,2})(?:\.|er|º|°)(?= )", r"\1", text)
    text = re.sub(r"(?<=[a-zé\d]) de (?=[a-zé]|\d{4})", " ", text)
    if (econometric := econometric_point(text, end=end)) is not None:
        return econometric
    if m := re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", text):
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    if m := re.fullmatch(r"(\d{4})[- ]?([qh])([1-4])", text):
        months = 3 if m.group(2) == "q" else 6
        return _part(int(m.group(3)), months, int(m.group(1)), end=end)
    if m := re.fullmatch(r"(\d{4})-?w(\d{2})(?:-?([1-7]))?", text):
        year, week = int(m.group(1)), int(m.group(2))
        if m.group(3):  # an ISO week date: one day
            return date.fromisocalendar(year, week, int(m.group(3)))
        return date.fromisocalendar(year, week, 7 if end else 1)
    if m := re.fullmatch(r"(\d{4})(?:m|-|/)(\d{2})", text):
        year, month = int(m.group(1)), int(m.group(2))
        return _month_span(year, month, month, end=end)
    if m := re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})", text):
        # day first, as most of the world writes it, unless only month first can be a date
        first, second, year = int(m.group(1)), int(m.group(2)), _year(m.group(3))
        day, month = (second, first) if second > 12 else (first, second)
        return date(year, month, day)
    day_month = rf"(\d{{1,2}})(?:st|nd|rd|th)?(?: of)?[ -]({_MONTH}),?[ -](\d{{4}})"
    if m := re.fullmatch(day_month, text):
        return date(int(m.group(3)), _MONTHS[m.group(2).rstrip(".")], int(m.group(1)))
    if m := re.fullmatch(rf"({_MONTH}) (\d{{1,2}})(?:st|nd|rd|th)?,? (\d{{4}})", text):
        return date(int(m.group(3)), _MONTHS[m.group(1).rstrip(".")], int(m.group(2)))
    if m := re.fullmatch(r"(?:(early|mid|late)[ -])?(\d{3}0|'\d0)s", text):
        digits = m.group(2).lstrip("'")
        decade = int(digits) if len(digits) == 4 else _year(digits)
        first, last = {"early": (0, 3), "mid": (3, 6), "late": (6, 9)}.get(m.group(1) or "", (0, 9))
        return date(decade + last, 12, 31) if end else date(decade + first, 1, 1)
    if m := re.fullmatch(rf"({_ORDINAL_PART}) (quarter|half)(?: of)? (.+)", text):
        months = 3 if m.group(2) == "quarter" else 6
        index = _PART_INDEX.get(m.group(1), 12 // months)  # final/last
        return _part(index, months, _year(m.group(3), after=after), end=end)
    if m := re.fullmatch(r"first (two|three) quarters of (.+)", text):
        year = _year(m.group(2), after=after)
        return _month_span(year, 1, 6 if m.group(1) == "two" else 9, end=end)
    if m := re.fullmatch(r"(\d{1,2})/(\d{4})", text):
        month, year = int(m.group(1)), int(m.group(2))
        return _month_span(year, month, month, end=end)
    if m := re.fullmatch(r"([qh])([1-4])(?: of |[\s/-]?)(.+)|([1-4])([qh])(?:['’/]| )?(.+)", text):
        letter = m.group(1) or m.group(5)
        index = int(m.group(2) or m.group(4))
        year = _year(m.group(3) or m.group(6), after=after)
        return _part(index, 3 if letter == "q" else 6, year, end=end)
    if m := re.fullmatch(r"(?:ytd|year[- ]to[- ]date) (.+)|(.+) (?:ytd|year[- ]to[- ]date)", text):
        year = _year(m.group(1) or m.group(2), after=after)
        return date(year, 12, 31) if end else date(year, 1, 1)
    if m := re.fullmatch(rf"({_NTH_DAY}) of (?:(?:calendar |fiscal )?year )?(.+)", text):
        return _nth_day(m.group(1), m.group(2), after=after)
    if m := re.fullmatch(
        r"(start|beginning|middle|mid|end|close|early|late|year[- ]end)(?: of)?[ -](.+)", text
    ):
        year = _year(m.group(2), after=after)
        where = m.group(1)
        if where in ("start", "beginning"):
            return date(year, 1, 1)
        if where in ("middle", "mid"):
            return date(year, 6, 30) if end else date(year, 7, 1)
        if where == "early":
            return date(year, 4, 30) if end else date(year, 1, 1)
        if where == "late":
            return date(year, 12, 31) if end else date(year, 9, 1)
        return date(year, 12, 31)
    if m := re.fullmatch(rf"({_SLASHED_MONTH})/(\d{{4}}|\d{{2}})", text):
        month = (_MONTHS | eu.SLASHED_MONTHS)[m.group(1)]
        return _month_span(_year(m.group(2), after=after), month, month, end=end)
    if m := re.fullmatch(rf"({_MONTH})[ -](.+)", text):
        month = _MONTHS[m.group(1).rstrip(".")]
        year = _year(m.group(2), after=after)
        return _month_span(year, month, month, end=end)
    year = _year(text, after=after)
    if text.startswith("ye"):  # a year's end
        return date(year, 12, 31)
    return date(year, 12, 31) if end else date(year, 1, 1)


def _shift(day: date, months: int) -> date:
    """`day` moved by whole months (the day clipped to the target month's length)."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    return date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def _months(n: int, unit: str) -> int | None:
    unit = unit.lower().rstrip("s")
    return {"year": 12, "yr": 12, "month": 1, "quarter": 3, "decade": 120}.get(unit, 0) * n or None


def _duration(m: re.Match[str]) -> tuple[date, date]:
    """The dates of a duration anchored to a point."""
    unit = m.group("unit").lower()
    n_text = m.group("n")
    if n_text is None and unit.endswith("s"):
        raise ValueError("a plural unit without a count has no length")
    n = _count(n_text) if n_text else 1
    rel = re.sub(r"\s+", " ", m.group("rel").lower())
    x = m.group("x") or m.group("x2")
    months = _months(n, unit)

    def back(anchor: date) -> date:  # the first day of the N units that end the day before
        return _shift(anchor, -months) if months else anchor - timedelta(weeks=n)

    def forward(anchor: date) -> date:  # the last day of the N units that start on anchor
        return (_shift(anchor, months) if months else anchor + timedelta(weeks=n)) - timedelta(1)

    if rel.split()[0] in ("before", "preceding", "prior", "leading", "ahead"):
        start_of_x = point(x, end=False)
        return back(start_of_x), start_of_x - timedelta(days=1)
    if rel.split()[0] in ("after", "following"):
        first = point(x, end=True) + timedelta(days=1)
        return first, forward(first)
    if m.group("look") or m.group("back"):  # back from the anchor: the N units up to it
        last = point(x, end=True)
        return back(last + timedelta(days=1)), last
    if rel.split()[0] in ("from", "since", "starting", "beginning"):
        first = point(x, end=False)
        return first, forward(first)
    last = point(x, end=True)
    return back(last + timedelta(days=1)), last


def _plausible(day: date) -> bool:
    return 1950 <= day.year <= 2100


def _read(pattern: re.Pattern[str], m: re.Match[str]) -> tuple[date | None, date | None]:
    groups = m.groupdict()
    if pattern in _CODE:
        return _code_read(m)
    if pattern is _DURATION:
        return _duration(m)
    if pattern is _SHORT_MONTH_RANGE:
        if max(int(groups["ay"]), int(groups["by"])) > reading_day().year % 100:
            raise ValueError("a year still to come: days of a month")
        first_day = point(f"{groups['am']} {groups['ay']}", end=False)
        return first_day, point(f"{groups['bm']} {groups['by']}", end=True, after=first_day.year)
    if pattern is _MONTH_RANGE:
        last_day = point(groups["b"], end=True)
        return point(f"{groups['am']} {last_day.year}", end=False), last_day
    first = groups.get("a") or groups.get("a2")
    a = point(first, end=False) if first else None
    last = groups.get("b") or groups.get("b2")
    b = point(last, end=True, after=a.year if a else None) if last else None
    if groups.get("post"):  # "after 2017", "post-2017": from the day after 2017
        a = point(groups["post"], end=True) + timedelta(days=1)
    if groups.get("pre"):  # "before 2017", "pre-2017": up to the day before 2017
        b = point(groups["pre"], end=False) - timedelta(days=1)
    if pattern in (_IN_POINT, _DATA_POINT, _BARE_POINT) and first:
        b = point(first, end=True)
    return a, b


_OPENING: Final = re.compile(r"\s*\(\s*(?:i\.?\s?e\.?,?|namely|that\s+is,?|viz\.?|=)?\s*$", re.I)


def _apposition(text: str, start: int, end: int, ends: set[int]) -> bool:
    """Whether the point at `start`…`end` is bracketed right after a period that ends at one
    of `ends`."""
    opening = _OPENING.search(text, 0, start)
    if opening is None or not text[end:].lstrip().startswith(")"):
        return False
    return opening.start() in ends


def periods(text: str) -> list[Period]:
    """Every date range a text states: closed, open-ended, anchored, or one point's span."""
    text = _timestamps_blanked(text)
    # every point has a digit: read only the stretches around digits (a duration's words
    # come before its point, an open end's words after it)
    stretches: list[tuple[int, int]] = []
    for d in _DIGITS.finditer(text):
        start, end = max(0, d.start() - 100), min(len(text), d.end() + 60)
        if stretches and start <= stretches[-1][1]:
            stretches[-1] = (stretches[-1][0], end)
        else:
            stretches.append((start, end))
    found: list[Period] = []
    taken: list[tuple[int, int]] = []
    patterns = (
        *_CONFIG, *_CODE, _SHORT_MONTH_RANGE, _MONTH_RANGE, _DURATION, _RANGE, _OPEN_START,
        _OPEN_END, _IN_POINT, _DATA_POINT, _BARE_POINT,
    )  # fmt: skip
    digits = [d.start() for d in _DIGITS.finditer(text)]
    for pattern in patterns:
        if all(any(s <= d < e for s, e in taken) for d in digits):
            break  # every digit is read: no point is left
        needs = _QUOTE if pattern in _CODE else _NEEDS.get(pattern)
        if needs is not None and not needs.search(text):
            continue  # a month range needs a month's name, a duration its unit
        if pattern is _SHORT_MONTH_RANGE and _FOUR_DIGIT_YEAR.search(text):
            continue  # "Jan 12 to Jun 18, 2019": days of a year the text writes
        for m in (m for a, b in stretches for m in pattern.finditer(text, a, b)):
            if any(s <= m.start() < e or s < m.end() <= e for s, e in taken):
                continue
            if pattern is _BARE_POINT and _BARE_NUMBER.fullmatch(m.group(0)):
                continue  # "2000 names", "'19" alone
            try:
                a, b = _read(pattern, m)
            except (ValueError, KeyError):
                continue
            if a is not None and b is not None and b < a:
                continue
            if not all(_plausible(d) for d in (a, b) if d is not None):
                continue
            taken.append((m.start(), m.end()))
            found.append(Period(a, b, m.group(0)))
    # a point in brackets right after a period only dates it again ("before 2016-01-04
    # (4 Jan 2016)"): an apposition, not a period of its own
    ends = {e for _, e in taken}
    kept = [p for (s, e), p in zip(taken, found, strict=True) if not _apposition(text, s, e, ends)]
    kept.sort(key=lambda p: text.find(p.text))
    return kept


__all__ = ["RECORD_NOUN", "Period", "periods", "point"]
