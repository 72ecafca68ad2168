"""A horizon opened by any dated event: "since the covenant review of June 2020", "since the
refinancing in March 2021", "since the scheme closed to future accrual in 2012", "since the
plant closure, back in March 2021".

`since_events` reads the events a track record starts from (a launch, a listing, a spin-off).
Covenant reviews, trustee minutes and research notes open a horizon at any event of the
company's or the reader's life, named by a noun phrase or a short clause and dated right after
it. The horizon is that date whatever the event is, so the phrase is read as "since June 2020",
which the horizon reader (`trends._horizon`) checks against the series like any other start.

An act, a rule or a standard is named with the number it is known by ("since CMN Resolution
No. 3,792 of 2009", "since the adoption of IFRS 16 in 2019", "desde a Resolução nº
3.792/2009"): the number is a word of the event's name (`designations`), never its date, and
a year glued to it by a slash ("3,792/2009") is the act's year.

The event may be owned by a possessive noun ("since the bank's 2017 capital increase"), open a
span ("between its 2017 refinancing and the end of 2022" is "between 2017 and 2022"), or be a
named span dated in brackets ("over the last full rate cycle (2004-2022)" is "over 2004-2022").

A position in a period ("since the end of 2020", "since the start of Q2 2021") and an extreme
("since the low of March 2020") are not events: their own readings stay. After a comma,
"since" gives a reason ("margins fell, since input costs rose in 2022"), not a horizon.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.designations import NUMBERING_SIGN
from quantward_validation.month_names import MONTH_NAME

#: the event's date: a day or a month of a year, a quarter of a year, or a year
_DATE: Final = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?:(?P<month>{MONTH_NAME})\.?\s+)?(?P<year>(?:19|20)\d{{2}})"
    r"(?!['’]?s\b)(?![-–/]\d)|(?P<quarter>q[1-4]\s+(?:19|20)\d{2}|[1-4]q\s?\d{2})\b"
)
#: who or what the event is of: an article, a possessive or a demonstrative opens it, and a
#: possessive noun after an article ("the bank's", "the group's", "the fund’s") is the owner's
_OPENER: Final = (
    r"(?:(?:the|its|their|our|his|her|this|that|a|an)(?:\s+[a-z][\w&-]*['’]s)?"
    r"|[A-Z][\w&-]*['’]s?)"
)
#: words that make the phrase a position or an extreme of a period, not an event
_NOT_EVENT: Final = (
    r"(?:start|beginning|end|middle|mid|close|turn|first|second|third|fourth|last|latest|final|"
    r"half|quarter|year|month|low|lows|high|highs|trough|bottom|peak|top|nadir|record|lowest|"
    r"highest|same|prior|previous|period)\b"
)
#: an event named without an article, by what happened to a thing the reader knows by name: a
#: regime, a rule or a reform ("since Basel III came into force", "since pension freedoms came
#: in", "since decimalisation took effect"): not a month, a period's name or a pronoun, nor an
#: article or a possessive, which `_OPENER` reads (else "since the end of 2022", a position the
#: opener refuses, is taken as an event bare of its article and read as "since 2022")
_BARE_OPENER: Final = (
    rf"(?!(?:{MONTH_NAME})\b|{_NOT_EVENT}|(?:then|when|which|who|it|they|we|q[1-4]|h[12]|fy)\b|"
    r"(?:the|its|their|our|his|her|this|that|a|an)\b)"
    r"(?=[A-Za-z][\w'’&-]*\s+[A-Za-z])"
)
#: the number an act, a rule or a standard is known by, with the sign that numbers it where
#: there is one: "Resolution No. 3,792", "Resolução nº 4.963", "Decree n.º 12", "Rule 10b-5",
#: "IFRS 16", "Article 8", "§ 34": part of the event's name, not its date (a year is never one)
_DESIGNATION: Final = (
    rf"(?:(?i:{NUMBERING_SIGN})\s*)?"
    r"(?!(?:19|20)\d{2}\b)\d{1,6}(?:[.,]\d{3})*(?:[-–]?[A-Za-z]{1,2}(?:[-–]\d+)?)?\b"
)
#: one word of the event's name, a designation, or a numbering sign written as an abbreviation
#: before one ("No.", "Nr.", "Art.")
_EVENT_WORD: Final = rf"(?:[A-Za-z][\w'’&/-]*(?:\.(?=\s*\d))?|{_DESIGNATION})"
_DATED_EVENT: Final = re.compile(
    # a comma before "since" makes it causal ("margins fell, since costs rose in 2022")
    rf"(?<!,\s)(?<!,)\bsince\s+(?!{_NOT_EVENT})(?:{_OPENER}\s+|{_BARE_OPENER})(?!{_NOT_EVENT})"
    # the event: up to seven words without a sentence's punctuation (a word may join two names
    # with a slash: "the EUR/CHF floor", "the US/China talks"), its first a word; figures only
    # as the number the event is known by
    rf"[A-Za-z][\w'’&/-]*(?:\.(?=\s*\d))?(?:\s+{_EVENT_WORD}){{0,6}}?"
    r"(?:\s*,?\s+(?:(?:back|way\s+back|all\s+the\s+way\s+back)\s+)?(?:in|of|on|during|at|dated)\s+"
    r"(?:the\s+)?"
    # ... or its date in brackets after it ("since the scheme closed (March 2012)")
    r"|\s*\(\s*(?:in\s+|on\s+)?(?=[^()]*\)))"
    rf"(?:{_DATE})(?:\s*\))?",
    re.IGNORECASE,
)


#: the date before the event's noun: "since the June 2020 covenant review", "since its 2019
#: refinancing"
_DATE_THEN_EVENT: Final = re.compile(
    rf"(?<!,\s)(?<!,)\bsince\s+{_OPENER}\s+(?:{_DATE})"
    rf"(?=\s+(?!{_NOT_EVENT}|to\b|and\b|or\b|through\b|until\b)[A-Za-z])",
    re.IGNORECASE,
)


#: a span whose start is a dated event: "between its 2017 refinancing and the end of 2022",
#: "from the group's 2016 listing to Q4 2022", "from the June 2020 sell-off to March 2021" (a
#: month start is read with any end by `trends._horizon`); the end, when it is the end of a
#: year, is that year (the span reader takes a year's figure at its end)
_EVENT_TO_END: Final = re.compile(
    rf"\b(?P<word>between|from)\s+{_OPENER}\s+(?:{_DATE})"
    r"\s+(?:[A-Za-z][\w'’&-]*\s+){0,3}?[A-Za-z][\w'’&-]*\s+(?P<join>and|to|through)\s+"
    r"(?:the\s+end\s+of\s+|end[- ])?(?=(?:19|20)\d{2}\b|q[1-4]\s+(?:19|20)\d{2}|[1-4]q\s?\d{2}|"
    # ... or a month ("from its 2019 listing to May 2022")
    rf"(?:{MONTH_NAME})\.?\s+(?:19|20)\d{{2}}\b)",
    re.IGNORECASE,
)


#: a span named by what it was and dated in brackets after it: "over the last full rate cycle
#: (2004-2022)", "across the chief executive's tenure (2015–2022)" is the span of its years
_NAMED_SPAN: Final = re.compile(
    r"\b(?P<word>over|across|during|throughout|through|in)\s+(?:the|its|their|this|that|our)\s+"
    r"(?:[A-Za-z][\w'’&-]*\s+){0,6}?[A-Za-z][\w'’&-]*\s*"
    r"\((?P<a>(?:19|20)\d{2})\s*(?:[-–—]|to)\s*(?P<b>(?:19|20)\d{2})\)",
    re.IGNORECASE,
)


def _event_spans(sentence: str) -> str:
    """The sentence with a span opened by a dated event written as the span between its date
    and the end ("between 2017 and 2022")."""

    def written(m: re.Match[str]) -> str:
        month = m.group("month")
        said = m.group("quarter") or f"{month + ' ' if month else ''}{m.group('year')}"
        return f"{m.group('word')} {said} {m.group('join')} "

    sentence = _NAMED_SPAN.sub(
        lambda m: f"{m.group('word')} {m.group('a')}-{m.group('b')}", sentence
    )
    return _EVENT_TO_END.sub(written, sentence)


#: a designation glued to the year of its act by a slash, as Brazilian and Portuguese acts
#: are numbered ("Resolution 3,792/2009", "Circular nº 3.978/2020"): the act of that year; a
#: month (two digits at most) or a year before the slash is another form ("12/2020", "2020/21")
_NUMBER_OF_YEAR: Final = re.compile(
    r"(?<![\d.,/])(?!(?:19|20)\d{2}/)(\d{3,6}|\d{1,3}(?:[.,]\d{3})+)/((?:19|20)\d{2})\b(?![/\d])"
)


def since_dated_event(sentence: str) -> str:
    """The sentence with "since <an event> <its date>" (or "since the <date> <event>") written
    as "since <the date>"; the sentence itself when it has none."""
    sentence = _event_spans(sentence)
    numbered = _NUMBER_OF_YEAR.sub(r"\1 of \2", sentence)
    if numbered != sentence and _DATED_EVENT.search(numbered) is not None:
        sentence = numbered
    m = _DATED_EVENT.search(sentence) or _DATE_THEN_EVENT.search(sentence)
    if m is None:
        return sentence
    if m.group("quarter"):
        said = m.group("quarter")
    else:
        month = m.group("month")
        said = f"{month + ' ' if month else ''}{m.group('year')}"
    return f"{sentence[: m.start()]}since {said}{sentence[m.end() :]}"


__all__ = ["since_dated_event"]
