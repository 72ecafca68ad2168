"""Years, quarters and halves said aloud and written down, read as analysts write them.

A call transcript, an earnings-call Q&A or a transcribed voice memo writes a date the way it was
said: "twenty-ten through twenty-eighteen", "two thousand and nine", "nineteen ninety-nine",
"twenty oh-eight", "back in oh-nine", "F-Y twenty-two", "Q-one twenty-ten", "the back half of
twenty-twenty-one", "the June quarter of twenty-twenty", with the speaker's fillers ("to, like,
Q-two …") and self-corrections ("twenty-eleven — sorry, twenty-ten —") left in. The period
readers (`timespans`) read digits; `written_dates` rewrites a spoken date into the written form
they read ("2010 through 2018", "Q1 2010", "H2 2021", "Q2 2020", "FY22"), keeps only the
corrected date of a self-correction and drops the fillers between a range's connector and its
end. Everything else is left as it is.

The grammar is the English one for years: a century word ("nineteen", "twenty") then the year
of the century as a number word ("ten", "twenty-one", "oh-nine", "o five"); or "two thousand"
with an optional "and" and a number word below a hundred. A year said as words is never a
count: a century pair followed by a unit ("twenty fifteen-minute bars", "twenty twenty-day
windows", "nineteen twenty percent") is left alone.
"""

from __future__ import annotations

import re
from typing import Final

_UNITS: Final = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS: Final = (
    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
    "eighteen", "nineteen",
)  # fmt: skip
_TENS: Final = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_VALUE: Final = (
    {w: i + 1 for i, w in enumerate(_UNITS)}
    | {w: i + 10 for i, w in enumerate(_TEENS)}
    | {w: (i + 2) * 10 for i, w in enumerate(_TENS)}
    | {"oh": 0, "o": 0, "zero": 0, "nought": 0}
)
_SEP: Final = r"(?:\s*-\s*|\s+)"
_UNIT: Final = "(?:" + "|".join(_UNITS) + ")"
_TEEN: Final = "(?:" + "|".join(_TEENS) + ")"
_TEN: Final = "(?:" + "|".join(_TENS) + ")"
#: the year of a century as a number word: "ten", "twenty-one", "oh-nine", "o five"
_OF_CENTURY: Final = rf"(?:{_TEN}(?:{_SEP}{_UNIT})?|{_TEEN}|(?:oh|o|zero|nought){_SEP}{_UNIT})"
#: what makes a number a count or a size, not a year ("twenty fifteen-minute bars")
_UNIT_AFTER: Final = (
    r"(?!\s*-\s*[a-z])(?!\s*(?:%|per\s*cent|percent|pct|bps|bips|basis|points?|turns?|times|x\b|"
    r"days?|weeks?|months?|years?|quarters?|million|billion|thousand|hundred|names|stocks|bonds|"
    r"dollars|euros|pounds|shares|people|[a-z]+s\s+(?:of|each|apiece)\b))"
)
_SPOKEN_YEAR: Final = re.compile(
    r"(?<![\w-])(?:"
    rf"(?P<century>nineteen|twenty){_SEP}(?P<year>{_OF_CENTURY})"
    rf"|two{_SEP}thousand(?:\s+and)?{_SEP}(?P<y2k>{_TEN}(?:{_SEP}{_UNIT})?|{_TEEN}|{_UNIT})"
    rf")(?![\w-]){_UNIT_AFTER}",
    re.IGNORECASE,
)
#: a fiscal year said by its two digits: "F-Y twenty-two", "FY oh-nine", "fiscal twenty-one"
_FISCAL_TWO_DIGITS: Final = re.compile(
    r"\b(?:F-?Y|fiscal(?:\s+year)?)\s*-?\s*"
    rf"(?P<fy>{_TEN}(?:{_SEP}{_UNIT})?|{_TEEN}|(?:oh|o){_SEP}{_UNIT})(?![\w-]){_UNIT_AFTER}",
    re.IGNORECASE,
)
#: a year of the 2000s said by its last digit after a preposition of time: "back in oh-eight",
#: "since oh-nine"; and the millennium year itself: "in the year two thousand", "since two
#: thousand"
_OH_YEAR: Final = re.compile(
    r"\b(?P<pre>in|since|from|by|until|till|through|to|before|after|of)\s+"
    rf"(?:oh{_SEP}(?P<oh>{_UNIT})|(?:the\s+year\s+)?two{_SEP}thousand(?!{_SEP}(?:and\b|{_UNIT}\b|"
    rf"{_TEEN}\b|{_TEN}\b)))(?![\w-]){_UNIT_AFTER}",
    re.IGNORECASE,
)
_NUMERAL: Final = {"one": 1, "two": 2, "three": 3, "four": 4, "1": 1, "2": 2, "3": 3, "4": 4}
_YEAR_DIGITS: Final = r"(?:19|20)\d{2}"
#: a quarter or half named by letter and a spoken or written numeral: "Q-one", "q two", "H-2"
_LETTERED: Final = re.compile(
    r"(?<![\w-])(?P<letter>[QH])\s*-?\s*(?P<n>one|two|three|four|[1-4])(?![\w-])"
    rf"(?=\s*(?:of\s+)?(?:fiscal\s+|FY\s*)?{_YEAR_DIGITS}\b)",
    re.IGNORECASE,
)
#: a half said as its place: "the back half of 2021", "the front half of 2019"
_HALF: Final = re.compile(
    r"\b(?:the\s+)?(?P<side>back|front|latter|later|second|first|early|earlier)[\s-]+half"
    rf"(?:\s+of)?\s+(?P<y>{_YEAR_DIGITS})\b",
    re.IGNORECASE,
)
_MONTH_QUARTER: Final = {"march": 1, "june": 2, "september": 3, "december": 4}
#: a calendar quarter named by its last month: "the June quarter of 2021", "the June quarters
#: of 2021 and 2022", "the September 2020 quarter"
_MONTH_NAMED: Final = re.compile(
    r"\b(?:the\s+)?(?P<m>March|June|September|December)\s+quarters?\s+(?:of\s+|in\s+)?"
    rf"(?P<y>{_YEAR_DIGITS})\b(?:\s+(?P<conj>and|to|through|versus|vs\.?)\s+(?P<z>{_YEAR_DIGITS})\b)?|"
    # (not its close, "the June 2022 quarter-end", a day `written_periods` reads)
    rf"\b(?:the\s+)?(?P<m2>March|June|September|December)\s+(?P<y2>{_YEAR_DIGITS})\s+quarter\b"
    r"(?![- ]?ends?\b)",
    re.IGNORECASE,
)
#: a spoken self-correction of a date: "2011 — sorry, 2010 —", "2011, I mean 2010,"
_CORRECTION: Final = re.compile(
    rf"\b{_YEAR_DIGITS}\b(?P<open>\s*(?:—|–|--|,|\.{{2,}}|…))?"
    r"(?:\s*(?:u+h+|u+m+|e+r+m*|a+h+)\b\s*(?:,|—|–)?)*\s*"
    r"(?:sorry|no|i\s+mean|or\s+rather|rather|make\s+that|scratch\s+that|correction|"
    r"my\s+mistake|pardon(?:\s+me)?)\s*[,:—–]?\s*"
    rf"(?P<right>{_YEAR_DIGITS})\b(?P<close>\s*(?:—|–|--|,)(?=\s))?",
    re.IGNORECASE,
)


def _corrected(m: re.Match[str]) -> str:
    """The corrected date alone; a closing separator goes with the aside it closes."""
    return m.group("right")


#: a range's connector said with emphasis after a date: "2010 right up to", "2010 all the way
#: through", "2010 right the way to"
_EMPHATIC_CONNECTOR: Final = re.compile(
    r"(?<=\d)\s+(?:right|all)\s+(?:the\s+way\s+)?(?:up\s+)?(?P<to>to|through|thru|until|till)\b",
    re.IGNORECASE,
)
#: a spoken filler right after a range's connector, before its end: "to, like, Q2 2016",
#: "right up to, um, the middle of 2017"
_FILLER_AFTER_CONNECTOR: Final = re.compile(
    r"\b(?P<to>to|through|thru|until|till|and)"
    r"(?:\s*(?:,|—|–|…)?\s*(?:u+h+|u+m+|e+r+m*|like|you\s+know|i\s+mean|say|basically|roughly|"
    r"sort\s+of|kind\s+of|what)\b)+\s*,?\s*"
    r"(?=(?:the\s+)?(?:start|end|middle|beginning|close|mid|early|late|[QH]\d|\d|"
    r"January|February|March|April|May|June|July|August|September|October|November|December))",
    re.IGNORECASE,
)


def _words_value(words: str) -> int:
    """The value of a number word below a hundred: "twenty-one" → 21, "oh-nine" → 9."""
    return sum(_VALUE[w] for w in re.split(r"[\s-]+", words.lower()) if w)


#: a size before "two thousand and …" makes it a count: "by about two thousand and fifty"
_SIZED_BEFORE: Final = re.compile(
    r"\b(?:by|about|around|roughly|some|nearly|almost|approximately|than|another|extra|over|"
    r"under|just|only|circa|c\.|up\s+to|down\s+to|at\s+least|at\s+most)\s+$",
    re.IGNORECASE,
)


def _year(m: re.Match[str]) -> str:
    if m.group("y2k") is not None:
        if _SIZED_BEFORE.search(m.string, 0, m.start()):
            return m.group(0)
        return str(2000 + _words_value(m.group("y2k")))
    century = 1900 if m.group("century").lower() == "nineteen" else 2000
    return str(century + _words_value(m.group("year")))


def _fiscal_two_digits(m: re.Match[str]) -> str:
    return f"FY{_words_value(m.group('fy')):02d}"


def _oh_year(m: re.Match[str]) -> str:
    year = 2000 + (_words_value(m.group("oh")) if m.group("oh") else 0)
    return f"{m.group('pre')} {year}"


def _lettered(m: re.Match[str]) -> str:
    return f"{m.group('letter').upper()}{_NUMERAL[m.group('n').lower()]}"


def _half(m: re.Match[str]) -> str:
    second = m.group("side").lower() in ("back", "latter", "later", "second")
    return f"{'H2' if second else 'H1'} {m.group('y')}"


def _month_named(m: re.Match[str]) -> str:
    if m.group("m2") is not None:
        return f"Q{_MONTH_QUARTER[m.group('m2').lower()]} {m.group('y2')}"
    q = _MONTH_QUARTER[m.group("m").lower()]
    first = f"Q{q} {m.group('y')}"
    if m.group("z") is None:
        return first
    return f"{first} {m.group('conj')} Q{q} {m.group('z')}"


def written_dates(text: str) -> str:
    """`text` with every year, quarter and half said as words written as the period readers
    read it ("twenty-ten" → "2010", "Q-one" → "Q1", "the back half of 2021" → "H2 2021", "the
    June quarter of 2020" → "Q2 2020"), a self-corrected date replaced by its correction and a
    filler between a range's connector and its end dropped; other text is unchanged."""
    text = _SPOKEN_YEAR.sub(_year, text)
    text = _FISCAL_TWO_DIGITS.sub(_fiscal_two_digits, text)
    text = _OH_YEAR.sub(_oh_year, text)
    text = _LETTERED.sub(_lettered, text)
    text = _HALF.sub(_half, text)
    text = _MONTH_NAMED.sub(_month_named, text)
    text = _CORRECTION.sub(_corrected, text)
    text = _FILLER_AFTER_CONNECTOR.sub(lambda m: m.group("to") + " ", text)
    return _EMPHATIC_CONNECTOR.sub(lambda m: " " + m.group("to"), text)


__all__ = ["written_dates"]
