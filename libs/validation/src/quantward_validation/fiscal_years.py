"""Claims about the periods of a fiscal year that does not end in December.

A company whose fiscal year ends in June calls July 2021 to June 2022 "fiscal 2022", its
September quarter "the first quarter of fiscal 2022" and January to June 2022 "the second half
of fiscal 2022". Read as calendar periods those words point at the wrong figures (or outside
the series), so a sentence that names a fiscal period of such a series is read here, against
the fiscal calendar its computation declares ("fiscal_year_end": "06-30") or shows in its
period labels ("FY2022 Q1" ending 2021-09-30).

MD&A and research notes compare periods as wholes: a fiscal year's or half's revenue is the sum
of its quarters, its margin the mean of theirs, its leverage the figure at its end. The
constructions read are a fiscal year against another ("in fiscal 2022 compared with fiscal
2021", "for fiscal 2021 … versus fiscal 2020") or against the one before ("grew 13 % in fiscal
2022"), a quarter year on year or sequentially ("y/y in the fourth quarter of fiscal 2022"), a
half against the other half or the year before's, each of the last N fiscal years ("has not
decreased in any of the last three fiscal years"), every quarter of a fiscal year, and a fiscal
year the series does not reach ("since fiscal 2015").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import date
from itertools import pairwise
from statistics import fmean
from typing import Final, Literal

from quantward_validation.fiscal_calendars import (
    label_named_by_start,
    label_year_end,
    labels_written_one_way,
    year_end_said,
)
from quantward_validation.fiscal_defaults import bases, latest_year_written
from quantward_validation.trend_sizes import missized, written_sizes

Point = tuple[date, float]
Side = Literal["up", "down", "flat"]

#: a fiscal year as written: "fiscal 2022", "fiscal year 2022", "FY2022", "FY22", "FY '22";
#: not "fiscal year-end 2020" (a day, which the calendar reading takes)
_FY: Final = (
    r"(?:fiscal(?:\s+year)?\s+|\bfy\s?['’]?)(?P<{name}>(?:19|20)\d{{2}}|\d{{2}})\b(?![-–/]\d)"
)
_YEAR: Final = re.compile(_FY.format(name="y"), re.IGNORECASE)
_ORDINALS: Final = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_QUARTER: Final = re.compile(
    r"\b(?:(?P<ord>first|second|third|fourth)\s+(?:fiscal\s+)?quarter\s+(?:of\s+)?|"
    r"(?:fiscal\s+)?q(?P<q>[1-4])\s+(?:of\s+)?|(?P<q2>[1-4])q\s+)" + _FY.format(name="y"),
    re.IGNORECASE,
)
_HALF: Final = re.compile(
    r"\b(?:(?P<ord>first|second)\s+half\s+(?:of\s+)?|h(?P<h>[12])\s+(?:of\s+)?|(?P<h2>[12])h\s+(?:of\s+)?)"
    + _FY.format(name="y"),
    re.IGNORECASE,
)
#: the other half of the same fiscal year as the base: "compared with the first half"
_OTHER_HALF: Final = re.compile(r"\b(?:first|second)\s+half\b|\bh[12]\b|\b[12]h\b", re.IGNORECASE)
_NUMBERS: Final = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                   "nine": 9, "ten": 10}  # fmt: skip
#: "in each of the last three fiscal years", "in any of the past two fiscal years"
_EACH_YEAR: Final = re.compile(
    r"\b(?:each|every|any|all)\s+(?:one\s+)?of\s+(?:the|its|our)\s+(?:last|past|previous|prior|"
    r"preceding|most\s+recent)\s+(?P<n>\d+|" + "|".join(_NUMBERS) + r")\s+fiscal\s+years\b",
    re.IGNORECASE,
)
#: "in every quarter of fiscal 2022", "each quarter of FY22"
_EACH_QUARTER: Final = re.compile(
    r"\b(?:each|every|all)\s+(?:(?:of\s+the\s+)?(?:four\s+)?)?(?:fiscal\s+)?quarters?\s+"
    r"(?:of|in)\s+" + _FY.format(name="y"),
    re.IGNORECASE,
)
#: "since fiscal 2019", "from the start of FY20"
_SINCE_YEAR: Final = re.compile(
    r"\b(?:since|from)\s+(?:the\s+(?:start|beginning|outset)\s+of\s+)?"
    + _FY.format(name="y")
    + r"(?!\s+(?:to|through|until|till|and)\b)",
    re.IGNORECASE,
)
#: "since Q4 FY20", "from the second fiscal quarter of 2021 on": from that quarter's figure
#: (not a span to another period: "from Q1 FY20 through Q4 FY24" names both ends)
_SINCE_QUARTER: Final = re.compile(
    r"\b(?:since|from)\s+(?:the\s+(?:end|close)\s+of\s+)?(?P<quarter>"
    + _QUARTER.pattern
    + r")(?!\s+(?:to|through|until|till|and|vs\.?|versus|against)\b)",
    re.IGNORECASE,
)
_YEAR_ON_YEAR: Final = re.compile(
    r"\by/y\b|\byoy\b|\byear[- ](?:over|on)[- ]year\b|\b(?:prior|previous|last)[- ]year(?:['’]s)?"
    r"\s+(?:quarter|period|half)\b|\b(?:a|one)\s+year\s+(?:earlier|ago|before)\b|"
    r"\bsame\s+(?:quarter|period|half)\s+(?:of\s+)?(?:the\s+)?(?:prior|previous|last)\s+"
    r"(?:fiscal\s+)?year\b",
    re.IGNORECASE,
)
_SEQUENTIAL: Final = re.compile(
    r"\bsequential(?:ly)?\b|\bquarter[- ](?:over|on)[- ]quarter\b|\bq/?q\b|\bqoq\b|"
    r"\b(?:prior|previous|preceding)\s+quarter\b",
    re.IGNORECASE,
)
#: a figure taken as it stands at a period's end, averaged over it, or summed over it
_AVERAGED: Final = re.compile(r"margin|yield|(?:^|_)rate(?:$|_)|return|utili[sz]ation", re.I)
_RATIO: Final = re.compile(r"_to_|ratio|(?:^|_)per(?:$|_)|leverage|multiple|coverage", re.I)
_FLOW: Final = re.compile(
    r"revenue|sales|income|profit|earnings|cash_?flow|fcf|ebitda|ebit\b|capex|eps|dividend|"
    # an order intake is the orders booked in the period, an amount like the sales they become
    r"spend|expense|cost|bookings|orders|intake",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Verdict:
    """What the fiscal reading found of a sentence: a misstatement (`kind`, `detail`) or,
    with `kind` None, a claim the figures bear out."""

    kind: Literal["direction", "horizon"] | None
    detail: str = ""


_ORDER_FISCAL: Final = r"(?P<o>first|second|third|fourth)\s+fiscal"
_FISCAL_ORDER: Final = r"fiscal\s+(?P<o>first|second|third|fourth)"
_MONTH_WORD: Final = r"(?:[a-z]{3,9}\.?)"
#: other ways to write a fiscal period, each rewritten to the forms the patterns above read
_REWRITES: Final = (
    # "the fiscal year ended June 30, 2022", "fiscal year ending 30 June 2022": fiscal 2022
    (
        re.compile(
            r"\b(?:the\s+)?fiscal\s+year\s+end(?:ed|ing)\s+(?:on\s+)?(?:"
            + _MONTH_WORD
            + r"\s+\d{1,2}(?:st|nd|rd|th)?,?\s+|\d{1,2}(?:st|nd|rd|th)?\s+"
            + _MONTH_WORD
            + r",?\s+)?(?P<y>(?:19|20)\d{2})\b",
            re.IGNORECASE,
        ),
        r"fiscal \g<y>",
    ),
    # "the 2022 fiscal year", "its 2021 financial year"
    (
        re.compile(
            r"\b(?:the\s+|its\s+|our\s+)?(?P<y>(?:19|20)\d{2})\s+(?:fiscal|financial)\s+year\b",
            re.I,
        ),
        r"fiscal \g<y>",
    ),
    # "fiscal '22", "financial year 2022"
    (
        re.compile(r"\b(?:fiscal|financial)(?:\s+year)?\s+['’]?(?P<y>\d{2}|\d{4})\b", re.I),
        r"fiscal \g<y>",
    ),
    # "the fourth fiscal quarter of 2022", "the fiscal fourth quarter of 2022" (a calendar
    # "fourth quarter of 2022" says no "fiscal" and stays one)
    *(
        (
            re.compile(
                rf"\b{order}\s+quarter\s+(?:of\s+)?(?P<y>(?:19|20)\d{{2}})\b", re.IGNORECASE
            ),
            r"\g<o> quarter of fiscal \g<y>",
        )
        for order in (_ORDER_FISCAL, _FISCAL_ORDER)
    ),
    # "fiscal Q4 2022", "FY22 Q4", "FY2022-Q4"
    (
        re.compile(r"\bfiscal\s+q(?P<q>[1-4])\s+(?P<y>(?:19|20)\d{2})\b", re.I),
        r"Q\g<q> fiscal \g<y>",
    ),
    (re.compile(r"\bfy\s?(?P<y>\d{4}|\d{2})\s*[-\s]?\s*q(?P<q>[1-4])\b", re.I), r"Q\g<q> FY\g<y>"),
    # "the fiscal second half of 2022", "the second fiscal half of 2022"
    *(
        (
            re.compile(rf"\b{order}\s+half\s+(?:of\s+)?(?P<y>(?:19|20)\d{{2}})\b", re.IGNORECASE),
            r"\g<o> half of fiscal \g<y>",
        )
        for order in (_ORDER_FISCAL, _FISCAL_ORDER)
    ),
)


def fiscal_words(sentence: str) -> str:
    """A sentence with its fiscal periods written one way ("fiscal 2022", "fourth quarter of
    fiscal 2022", "Q4 FY22", "second half of fiscal 2022"), so the patterns read every way
    a filing or a note writes them."""
    sentence = labels_written_one_way(sentence)  # "FY 2022-23", "Q3FY23" (`fiscal_calendars`)
    for pattern, form in _REWRITES:
        sentence = pattern.sub(form, sentence)
    return sentence


def fiscal_end_month(result: object) -> int | None:
    """The month a computation's fiscal year ends in when it is not December, else None:
    said as "fiscal_year_end" ("06-30", "June") or shown by a period label beside its end
    ("FY2022 Q1" ending 2021-09-30: its fourth quarter ends in June)."""
    if isinstance(result, dict):
        said = result.get("fiscal_year_end")
        if isinstance(said, str) and (m := re.match(r"^\s*(\d{1,2})[-/]\d{1,2}\s*$", said)):
            month = int(m.group(1))
            return month if 1 <= month <= 11 else None
        # said in words: "March", "30 June", "Sept-30" (`fiscal_calendars`)
        if isinstance(said, str) and (worded := year_end_said(said)) is not None:
            return worded if worded != 12 else None
    for label, end in _labelled(result):
        # any label form: "FY2022 Q1", "Q3 FY23", "3Q FY2024", "H1 FY24", "FY 2022-23"
        shown = label_year_end(label, end)
        if shown is not None:
            return shown if shown != 12 else None
    return None


def fiscal_named_by_start(result: object, end_month: int) -> bool:
    """Whether a computation's period labels name each fiscal year by the calendar year it
    starts in ("FY2024 Q3" ending 2024-12-31 with years ending March), as Japan does."""
    for label, end in _labelled(result):
        named = label_named_by_start(label, end, end_month)
        if named is not None:
            return named
    return False


#: a fiscal year written in a claim: "FY2024", "FY24", "fiscal 2024"
_WRITTEN_YEAR: Final = re.compile(
    r"(?P<lead>(?:fiscal(?:\s+year)?\s+|\bfy\s?['’]?))(?P<y>\d{4}|\d{2})\b", re.I
)


def _named_by_end(said: str) -> str:
    """A claim's fiscal years, named by their start, written as the years they end in."""

    def later(m: re.Match[str]) -> str:
        year = m.group("y")
        return f"{m.group('lead')}{int(year) + 1:0{len(year)}d}"

    return _WRITTEN_YEAR.sub(later, said)


def _labelled(value: object) -> Iterator[tuple[str, date]]:
    """Every (period label, period end) a result's records hold."""
    if isinstance(value, dict):
        label, end = value.get("period"), value.get("quarter_end") or value.get("period_end")
        if isinstance(label, str) and isinstance(end, str):
            with suppress(ValueError):
                yield label, date.fromisoformat(end[:10])
        for item in value.values():
            yield from _labelled(item)
    elif isinstance(value, list):
        for item in value:
            yield from _labelled(item)


def fiscal_year_of(day: date, end_month: int) -> int:
    """The fiscal year a day falls in: the calendar year its fiscal year ends in."""
    return day.year + (1 if day.month > end_month else 0)


def fiscal_quarter_of(day: date, end_month: int) -> int:
    """The quarter (1-4) of its fiscal year a day falls in."""
    return (day.month - end_month - 1) % 12 // 3 + 1


def _year(written: str) -> int:
    return int(written) if len(written) == 4 else 2000 + int(written)


@dataclass(frozen=True)
class _Calendar:
    """A series' figures by fiscal year and quarter."""

    end_month: int
    metric: str
    cells: dict[tuple[int, int], Point]

    @classmethod
    def of(cls, points: Sequence[Point], end_month: int, metric: str) -> _Calendar:
        cells = {
            (fiscal_year_of(d, end_month), fiscal_quarter_of(d, end_month)): (d, v)
            for d, v in points
        }
        return cls(end_month, metric, cells)

    def years(self) -> list[int]:
        """The fiscal years the series holds whole (all four quarters)."""
        found = {fy for fy, _ in self.cells}
        return sorted(fy for fy in found if all((fy, q) in self.cells for q in range(1, 5)))

    def period(self, year: int, quarters: Sequence[int]) -> Point | None:
        """A period's figure, dated at its end: the quarters' sum, mean or last figure by the
        kind of metric; None when a quarter is missing."""
        found = [self.cells.get((year, q)) for q in quarters]
        if any(f is None for f in found):
            return None
        points = [f for f in found if f is not None]
        values = [v for _, v in points]
        name = self.metric
        if _AVERAGED.search(name):
            value = fmean(values)
        elif _RATIO.search(name) or not _FLOW.search(name):
            value = values[-1]
        else:
            value = sum(values)
        return points[-1][0], value

    def previous(self, year: int, quarter: int) -> tuple[int, int]:
        return (year, quarter - 1) if quarter > 1 else (year - 1, 4)

    def span(self) -> str:
        years = sorted({fy for fy, _ in self.cells})
        return f"fiscal {years[0]} to fiscal {years[-1]}"


def fiscal_verdict(
    own: str,
    mention: tuple[int, int],
    points: Sequence[Point],
    end_month: int,
    metric: str,
    side: Side,
    *,
    every: bool,
    negated: bool,
    by_start: bool = False,
) -> Verdict | None:
    """How a claim of a fiscal period of a series whose fiscal year ends in `end_month` holds,
    or None when the sentence names no fiscal period (the calendar reading takes it); with
    `by_start`, the series names its fiscal years by their first calendar year and so does
    the claim."""
    calendar = _Calendar.of(points, end_month, metric)
    said = fiscal_words(own)  # for the periods only: sizes are read from `own` itself
    if by_start:
        said = _named_by_end(said)
    named = [_year(m.group("y")) for m in _YEAR.finditer(said)]
    if not named and (bare := latest_year_written(said, calendar.cells)) is not None:
        said, year = bare  # "fiscal Q2": the latest fiscal second quarter the series holds
        named = [year]
    each = _EACH_YEAR.search(said)
    if not named and each is None:
        return None
    held = {fy for fy, _ in calendar.cells}
    outside = [y for y in named if y not in held]
    if outside:
        return Verdict(
            "horizon", f"fiscal {outside[0]} lies outside the series ({calendar.span()})"
        )
    if side == "flat":
        return Verdict(None)
    if each is not None:
        return _each_year(calendar, each, side)
    if (m := _EACH_QUARTER.search(said)) is not None:
        year = _year(m.group("y"))
        if _YEAR_ON_YEAR.search(said):
            # "above the year-earlier quarter in every quarter of fiscal 2023": each quarter
            # against the same quarter of the fiscal year before, not the quarter before
            return _each_against_year_before(calendar, year, side)
        steps = [calendar.previous(year, 1)] + [(year, q) for q in range(1, 5)]
        cells = [calendar.cells[s] for s in steps if s in calendar.cells]
        return _every_step(cells, side, metric, f"in every quarter of fiscal {year}")
    if (m := _SINCE_YEAR.search(said)) is not None:
        return _since(calendar, _year(m.group("y")), side, every=every, words=m.group(0))
    if (m := _SINCE_QUARTER.search(said)) is not None and not _two_named(said):
        return _since_quarter(own, mention, calendar, m, side, every=every, negated=negated)
    if every and (between := _each_quarter_between(said, calendar, side)) is not None:
        return between
    if every and (course := _each_step_of_year(said, calendar, named)) is not None:
        # "never declined quarter-on-quarter during FY24": each step of that year
        return _every_step(course[0], side, metric, course[1])
    pairs = _compared(said, calendar, named)
    if pairs is None:
        return Verdict(None)
    if len(pairs) == 1:
        before, after, words = pairs[0]
        sized = not (every or negated)
        return _judged(own, mention, before, after, side, metric, words, sized=sized)
    # no comparison named: contradicted only when every comparison the series holds is
    verdicts = [
        _judged(own, mention, *pair[:2], side, metric, pair[2], sized=False) for pair in pairs
    ]
    return verdicts[0] if all(v.kind is not None for v in verdicts) else Verdict(None)


def _each_against_year_before(calendar: _Calendar, year: int, side: Side) -> Verdict:
    """Each quarter of a fiscal year against the same quarter a year before: one the other way
    contradicts the claim, and a quarter without its year-earlier figure is not shown."""
    for quarter in range(1, 5):
        now, then = calendar.cells.get((year, quarter)), calendar.cells.get((year - 1, quarter))
        if now is None or then is None:
            return Verdict(
                "horizon",
                f"Q{quarter} of fiscal {year} has no figure of its own or a year before it "
                f"({calendar.span()})",
            )
        (d0, v0), (d1, v1) = then, now
        if (v1 <= v0 if side == "up" else v1 >= v0) and side != "flat":
            went = "down" if v1 < v0 else "flat" if v1 == v0 else "up"
            return Verdict(
                "direction",
                f"{calendar.metric} went {went} year on year in Q{quarter} of fiscal {year} "
                f"({d0}: {v0:.4g} → {d1}: {v1:.4g})",
            )
    return Verdict(None)


def _since(calendar: _Calendar, year: int, side: Side, *, every: bool, words: str) -> Verdict:
    """A change since a fiscal year began: from the figure before its first quarter (its own
    first quarter's when the series starts there) to the latest, step by step for a claim of
    every step. Its size is not read: a flow's start is one quarter, not a year."""
    start = calendar.previous(year, 1)
    if start not in calendar.cells:
        start = (year, 1)
    cells = [calendar.cells[k] for k in sorted(calendar.cells) if k >= start]
    if len(cells) < 2:
        return Verdict(None)
    if every:
        return _every_step(cells, side, calendar.metric, words)
    (d0, v0), (d1, v1) = cells[0], cells[-1]
    went = "up" if v1 > v0 else "down" if v1 < v0 else side
    if went != side:
        moved = f"({d0}: {v0:.4g} → {d1}: {v1:.4g})"
        return Verdict("direction", f"{calendar.metric} went {went} {words} {moved}")
    return Verdict(None)


def _since_quarter(
    own: str,
    mention: tuple[int, int],
    calendar: _Calendar,
    m: re.Match[str],
    side: Side,
    *,
    every: bool,
    negated: bool,
) -> Verdict:
    """A change since a fiscal quarter: from that quarter's own figure, the level it left
    when it closed, to the latest; step by step for a claim of every step. Not a change
    within the quarter, which "in Q4 FY20" would claim."""
    named = _named_period(m.group("quarter"))
    assert named is not None
    year, quarters, _ = named
    start = (year, quarters[0])
    if start not in calendar.cells:
        return Verdict("horizon", f"“{m.group(0)}” lies outside the series ({calendar.span()})")
    cells = [calendar.cells[k] for k in sorted(calendar.cells) if k >= start]
    if len(cells) < 2:
        return Verdict(None)
    if every:
        return _every_step(cells, side, calendar.metric, m.group(0))
    sized = not negated
    return _judged(
        own, mention, cells[0], cells[-1], side, calendar.metric, m.group(0), sized=sized
    )


def _compared(
    own: str, calendar: _Calendar, named: list[int]
) -> list[tuple[Point, Point, str]] | None:
    """The pairs of figures a sentence compares, and its words for them: one pair when it says
    against what ("y/y", "sequentially", "versus the first half", two fiscal years), each
    comparison the series holds when a quarter or a half names none (`fiscal_defaults`); None
    when it names a fiscal period it compares with nothing the figures hold."""
    period = _named_period(own)
    if (pair := _two_periods(own, calendar)) is not None:
        return [pair]  # "from Q4 FY22 to Q3 FY23", "in Q3 FY23 vs Q2 FY23": those two
    if period is not None:
        year, quarters, words = period
        rest = own.replace(words, " ")
        sequential = bool(_SEQUENTIAL.search(own)) or (
            quarters == (3, 4) and bool(_OTHER_HALF.search(rest))
        )
        found = []
        now = calendar.period(year, quarters)
        for base_year, base in bases(
            year, quarters, year_on_year=bool(_YEAR_ON_YEAR.search(own)), sequential=sequential
        ):
            earlier = calendar.period(base_year, base)
            if earlier and now:
                found.append((earlier, now, words))
        return found or None
    years = sorted(set(named))
    late = years[-1]
    if len(years) == 1 and (course := _course_of_year(own, calendar, late)) is not None:
        return [course]
    early = years[0] if len(years) > 1 else late - 1
    first, last = calendar.period(early, (1, 2, 3, 4)), calendar.period(late, (1, 2, 3, 4))
    if first is None or last is None:
        return None
    return [(first, last, f"fiscal {late} against fiscal {early}")]


Named = tuple[int, tuple[int, ...]]

#: the course of one fiscal year, said with a preposition of its duration: "over FY23",
#: "across fiscal 2021", "through FY2022", "during fiscal 2024", "in the course of FY21"
_COURSE: Final = re.compile(
    r"\b(?:over|across|through(?:out)?|during|in\s+the\s+course\s+of)\s+(?:the\s+)?"
    + _FY.format(name="y"),
    re.IGNORECASE,
)


_ANY_YEAR: Final = re.compile(r"(?<![\d.,/])((?:19|20)\d{2})(?![\d])")


def _other_year(own: str, year: int) -> bool:
    """Whether a sentence names a calendar year other than `year` outside brackets: a year it
    compares with. What brackets hold glosses the period it follows ("FY24 (31.03.2023 to
    31.03.2024)": the same year by its days)."""
    return any(int(y) != year for y in _ANY_YEAR.findall(_BRACKETS.sub(" ", own)))


_BRACKETS: Final = re.compile(r"\([^()]*\)")


def _course_of_year(own: str, calendar: _Calendar, year: int) -> tuple[Point, Point, str] | None:
    """A change over the course of one fiscal year, the claim naming no other period nor a
    year-on-year base: from the figure the year opened on (the last quarter before it) to its
    last quarter's, as "over 2022" reads a calendar year — not the year's total against the
    year before's, which "in FY23" or "FY23 against FY22" compares. None otherwise."""
    m = _COURSE.search(own)
    if m is None or _year(m.group("y")) != year or _YEAR_ON_YEAR.search(own):
        return None
    # a year it is compared with, however written ("over FY2022, sales were up on 2021"); a
    # gloss in brackets dates the same year ("over FY2023 (March 2023 to March 2024)")
    if _other_year(own, year):
        return None
    before, closing = calendar.cells.get(calendar.previous(year, 1)), calendar.cells.get((year, 4))
    if before is None or closing is None:
        return None
    return before, closing, m.group(0)


def _each_step_of_year(
    own: str, calendar: _Calendar, named: Sequence[int]
) -> tuple[list[Point], str] | None:
    """The figures a claim of every step over the course of one fiscal year reads ("never
    declined quarter-on-quarter during FY24", "rose every quarter across fiscal 2022"): the one
    the year opened on, then each of its quarters; a step claim is broken by any step of the
    year, not settled by the year's total against the last. None when the claim names another
    year outside brackets (a gloss in brackets dates the same year: "during FY24 (31.03.2023
    to 31.03.2024)") or compares year on year."""
    m = _COURSE.search(own)
    if m is None or len(set(named)) != 1 or _YEAR_ON_YEAR.search(own):
        return None
    year = _year(m.group("y"))
    if year != named[0] or _other_year(own, year):
        return None
    steps = [calendar.previous(year, 1)] + [(year, q) for q in range(1, 5)]
    cells = [calendar.cells[k] for k in steps if k in calendar.cells]
    return (cells, m.group(0)) if len(cells) > 1 else None


def _two_named(own: str) -> tuple[Named, Named, str] | None:
    """Two fiscal quarters (or two halves) a sentence names, the earlier first, and words for
    the span between them; None unless it names two different ones."""
    for pattern in (_QUARTER, _HALF):
        found: dict[Named, str] = {}
        for m in pattern.finditer(own):
            if (named := _named_period(m.group(0))) is not None:
                found.setdefault(named[:2], m.group(0).strip())
        if len(found) == 2:
            (early, early_words), (late, late_words) = sorted(found.items())
            return early, late, f"from {early_words} to {late_words}"
    return None


def _two_periods(own: str, calendar: _Calendar) -> tuple[Point, Point, str] | None:
    """The pair of figures two named fiscal periods give, the earlier first; None unless the
    sentence names two the series holds."""
    named = _two_named(own)
    if named is None:
        return None
    early, late, words = named
    first, last = calendar.period(*early), calendar.period(*late)
    return (first, last, words) if first is not None and last is not None else None


def _each_quarter_between(own: str, calendar: _Calendar, side: Side) -> Verdict | None:
    """A claim of every quarter from one fiscal quarter to another ("has not fallen in any
    quarter from Q4 FY21 to Q4 FY22"): each step between them; None unless it names two."""
    named = _two_named(own)
    if named is None:
        return None
    (y0, q0), (y1, q1), words = named
    start, stop = (y0, q0[0]), (y1, q1[-1])
    cells = [calendar.cells[k] for k in sorted(calendar.cells) if start <= k <= stop]
    return _every_step(cells, side, calendar.metric, words) if len(cells) > 1 else None


def _named_period(own: str) -> tuple[int, tuple[int, ...], str] | None:
    """The fiscal quarter or half a sentence names: its year, its quarters and its words."""
    if (m := _QUARTER.search(own)) is not None:
        quarter = (
            _ORDINALS[m.group("ord").lower()]
            if m.group("ord")
            else int(m.group("q") or m.group("q2"))
        )
        return _year(m.group("y")), (quarter,), m.group(0)
    if (m := _HALF.search(own)) is not None:
        half = (
            1
            if (m.group("ord") or "").lower() == "first"
            or "1" in (m.group("h") or m.group("h2") or "")
            else 2
        )
        return _year(m.group("y")), ((1, 2) if half == 1 else (3, 4)), m.group(0)
    return None


def _each_year(calendar: _Calendar, m: re.Match[str], side: Side) -> Verdict:
    """Each of the last N whole fiscal years against the one before it."""
    said = m.group("n").lower()
    count = int(said) if said.isdigit() else _NUMBERS[said]
    years = calendar.years()
    if count + 1 > len(years):
        return Verdict(
            "horizon",
            f"“{m.group(0)}” needs {count + 1} whole fiscal years; the series has "
            f"{len(years)} ({calendar.span()})",
        )
    wholes = [calendar.period(y, (1, 2, 3, 4)) for y in years[-count - 1 :]]
    cells = [w for w in wholes if w is not None]
    return _every_step(cells, side, calendar.metric, m.group(0))


def _every_step(cells: list[Point], side: Side, metric: str, words: str) -> Verdict:
    """A claim of every step: one step the other way contradicts it."""
    for (d0, v0), (d1, v1) in pairwise(cells):
        if (v1 < v0 if side == "up" else v1 > v0) and abs(v1 - v0) > 1e-9 * max(abs(v0), 1.0):
            went = "down" if side == "up" else "up"
            return Verdict(
                "direction",
                f"{metric} went {went} between {d0} ({v0:.4g}) and {d1} ({v1:.4g}) {words}",
            )
    return Verdict(None)


def _judged(
    own: str,
    mention: tuple[int, int],
    before: Point,
    after: Point,
    side: Side,
    metric: str,
    words: str,
    *,
    sized: bool,
) -> Verdict:
    """A change from one period's figure to another's against the direction and size said."""
    moved = f"({before[0]}: {before[1]:.4g} → {after[0]}: {after[1]:.4g})"
    if abs(after[1] - before[1]) > 1e-9 * max(abs(before[1]), 1.0):
        went = "up" if after[1] > before[1] else "down"
        if went != side:
            return Verdict("direction", f"{metric} went {went} {words} {moved}")
    if sized:
        # a size after a semicolon is another clause's ("…; the bonds are swapped at 6.5%"),
        # and so is one after a comma that opens a clause of its own ("…, while peers trade
        # near 19x", "…, whereas the hull loans pay 7%")
        stop = _CLAIM_END.search(own, mention[1])
        sizes = written_sizes(own, mention[1], stop.start() if stop else len(own))
        if sizes and (wrong := missized(sizes[0], before, after, metric)) is not None:
            return Verdict("direction", f"{wrong} {words} {moved}")
    return Verdict(None)


#: where a claim's clause ends after its figure: a semicolon, or a comma (after a reference
#: mark, if any) before a conjunction that opens another clause
_CLAIM_END: Final = re.compile(
    r";|(?:\s*\[\d+\])?\s*,\s+(?:while|whereas|but|although|though|which|yet|and\s+(?:so|we|"
    r"they|it|this|that|the|our|its|their))\b",
    re.IGNORECASE,
)


#: the runs of quarters a period is made of (a half, a year) and how far apart two compared
#: runs start (the next run; a year on)
_RUNS: Final = ((2, 2), (2, 4), (4, 4))


def period_changes(values: Sequence[float]) -> list[float]:
    """The sizes of a change between two periods made of a list's consecutive quarterly figures
    (a half against the next or a year on, a year against the next): the differences of
    their means and of their sums, and the relative change, for `answer.numbers_match` to
    match a written size against ("gross margin expanded 112 bp in fiscal 2021": the year's
    mean margin against the year before's)."""
    found: list[float] = []
    for length, offset in _RUNS:
        for i in range(len(values) - offset - length + 1):
            a, b = values[i : i + length], values[i + offset : i + offset + length]
            total_a, total_b = sum(a), sum(b)
            found.extend((abs(total_a - total_b) / length, abs(total_a - total_b)))
            for start in (total_a, total_b):
                if start:
                    found.append(abs(total_a - total_b) / abs(start))
    return found


#: a period made of several quarters: a half, a fiscal or full year
_PERIOD_WORDS: Final = re.compile(
    r"\b(?:half|halves|h[12]|[12]h|fiscal|fy\s?['’]?\d{2}|full[- ]year|annual|"
    r"year[- ](?:over|on)[- ]year|y/y|yoy)\b",
    re.IGNORECASE,
)


def names_a_period(sentence: str) -> bool:
    """Whether a sentence names a period made of several quarters (a half, a fiscal year), so
    a change it sizes may be between two such periods' figures (`period_changes`)."""
    return _PERIOD_WORDS.search(sentence) is not None
