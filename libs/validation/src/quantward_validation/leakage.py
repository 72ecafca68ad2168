"""Look-ahead read from what a plan *says*, not only from its walk-forward fields.

A plan may keep `historical_test.selection = "inside_each_window"` and still write, in its
interpretation, a method's purpose or its visible reasoning, that "the factor was picked on the
2012–2023 data" or "weights were estimated over the entire history". `stated_uses` finds every
sentence that selects or fits something over a stated date range (years, months, ISO days,
"since 2016", "through 2019") or over the whole sample, unless the sentence confines it to each
window ("inside each training window", "only data available at the time"). `stated_tests`
finds the test periods the text states ("backtested over 2019–2021", "out of sample from
2020"). `overlaps` says whether a use reaches into a test period: what was selected or fitted
with test-period data is not out of sample.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Final, Literal

Activity = Literal["selection", "fitting"]

_MONTHS: Final = {
    name.lower(): i
    for i in range(1, 13)
    for name in (calendar.month_name[i], calendar.month_abbr[i])
}
_MONTH: Final = r"(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
#: a year as analysts write it: 2019, FY2019, FY19, FY'19, '19 (two digits only after FY or an
#: apostrophe, or as the end of a range: "2015-22")
_YEAR: Final = r"(?:(?:FY|CY|fiscal(?:\s+year)?)\s?'?(?:\d{4}|\d{2})|'\d{2}|\d{4})"
#: a point in time: an ISO day, a month and year ("Jan-2016", "March 2019", "01/2014"), a
#: quarter or half ("Q3 2021", "H2'19", "2Q21"), a year's start, middle or end ("end-2022"),
#: or a year
_POINT: Final = (
    # an economist's month ("2014M01") first, before its year is read alone
    rf"(?:\d{{4}}M\d{{2}}\b|\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}/\d{{4}}|\d{{1,2}}\s+{_MONTH},?\s+\d{{4}}|"
    rf"{_MONTH}\s+\d{{1,2}},\s+\d{{4}}|(?:the\s+)?\d{{3}}0s|"
    rf"{_MONTH}[\s-]+{_YEAR}|\d{{1,2}}/\d{{4}}|"
    rf"[QH][1-4][\s-]?{_YEAR}|[1-4][QH]'?\d{{2,4}}|"
    rf"(?:(?:the\s+)?(?:start|end|middle|beginning|mid|year-end)(?:\s+of)?[\s-]+){_YEAR}|{_YEAR})"
)
#: a range's end may be a bare two-digit year after a four-digit start ("2015-22", "2014/19")
_RANGE: Final = re.compile(
    rf"(?:(?:from|between|over|across)\s+)?(?P<a>{_POINT})(?:\s*(?:-|–|—|/)\s*"
    rf"(?P<b>{_POINT}|\d{{2}}(?![\d%]))|\s*(?:to|through|thru|until|and|till)\s*(?P<b2>{_POINT}))"
    rf"(?:\s+inclusive)?",
    re.IGNORECASE,
)
_OPEN_START: Final = re.compile(
    rf"\b(?:since|from|after|starting(?: in)?)\s+(?P<a>{_POINT})(?:\s+onwards?)?|"
    rf"\bpost[- ](?P<post>{_POINT})|"
    rf"(?P<a2>{_POINT})\s+(?:onwards?|(?:and|or) (?:later|after|beyond)|to date|to the present)",
    re.I,
)
_OPEN_END: Final = re.compile(
    rf"\b(?:(?:through|thru|until|till|up to|to)(?:\s+and\s+including)?|before|ending(?: in)?)"
    rf"\s+(?P<b>{_POINT})|\bpre[- ](?P<pre>{_POINT})",
    re.I,
)
_IN_YEAR: Final = re.compile(rf"\b(?:in|during|over|across|for|on)\s+(?P<a>{_POINT})\b", re.I)
_WHOLE: Final = re.compile(
    r"\b(whole|full|entire|complete|all(?: of the)?(?: available)?)\s+"
    r"(sample|period|history|histories|dataset|data(?:set)?|time[- ]series|record|panel|span|"
    r"back-?test)\b|\btest (?:years?|periods?|windows?|data) included\b|"
    r"\bfull[- ]sample\b|\bin[- ]sample over everything\b|"
    r"\bin[- ]sample and out[- ]of[- ]sample\b|"
    r"\bout[- ]of[- ]sample (?:data )?(?:too|as well|included)\b|"
    r"\ball (?:the )?available (?:data|history)\b|"
    r"\bhindsight\b|"
    r"\b(?:every|all(?: the| of the)?|each)\s+(?:single\s+)?(?:observation|data ?point|year|month|"
    r"day|quarter|record|row|price)s?\s+(?:we have|available|there is|in the (?:sample|data)|"
    r"on record|we hold)\b|\beverything (?:we have|available)\b|\ball of (?:the )?history\b",
    re.IGNORECASE,
)
_SELECT: Final = re.compile(
    r"\b(select\w*|chose|choos\w*|chosen|pick\w*|screen\w*|filter\w*|rank\w*|shortlist\w*|"
    r"identif\w*|universe|winners|kept the|retain\w*|settled on|determin\w*|decid\w*|"
    r"set (?:by|on|after|from|using)|(?:worked|performed|did|looked|fared) best|"
    r"best[- ]performing|"
    r"(?:was|were|is|are|be|been|and)\s+(?:set|fixed|locked(?: in)?|frozen|kept|retained))\b",
    re.IGNORECASE,
)
#: building an estimate counts as fitting when what is built is a model's input
_ESTIMATE: Final = re.compile(
    r"\b(built|build\w*|construct\w*|comput\w*|deriv\w*|formed|measur\w*|sampled|drawn|"
    r"taken|comes? from|came from)\b",
    re.IGNORECASE,
)
_MODEL_INPUT: Final = re.compile(
    r"\b(covariances?|correlations?|betas?|loadings?|coefficients?|parameters?|model|signals?|"
    r"thresholds?|factors?|matri(?:x|ces)|premi(?:um|a)|expected returns?|weights?)\b",
    re.IGNORECASE,
)
_FIT: Final = re.compile(
    r"\b(fit|fits|fitted|fitting|estimat\w*|calibrat\w*|train(?:ed|ing)?|tun(?:ed|ing)|"
    r"learn(?:ed|t)?|regress\w*|optimi[sz]ed|grid[- ]search\w*|back-?solved|"
    r"parameteri[sz]\w*)\b",
    re.IGNORECASE,
)
_TEST: Final = re.compile(
    r"\b(back-?test\w*|out[- ]of[- ]sample|hold-?out|test(?:ed|ing)? (?:period|window|on|over)|"
    r"evaluat\w*|validat\w*)\b",
    re.IGNORECASE,
)
#: a sentence that keeps the work inside each window, or denies the leak
_CONFINED: Final = re.compile(
    r"\b(?:inside|within|in)\s+each\s+(?:training\s+)?(?:window|fold|period|split)|"
    r"\bonly (?:the )?(?:data|information|prices|figures) (?:available|known|published)|"
    r"\busing only data up to\b|\bpoint[- ]in[- ]time\b|"
    r"\b(?:not|never|no|without|avoid\w*|rather than|instead of)\b[^.;]{0,40}"
    r"\b(?:whole|full|entire|all)\b",
    re.IGNORECASE,
)
_SENTENCES: Final = re.compile(r"(?<=[.;!?])\s+|\n")


@dataclass(frozen=True)
class Period:
    """A stated date range; None on a side means open."""

    start: date | None
    end: date | None
    text: str

    def overlaps(self, start: date, end: date) -> bool:
        return (self.start is None or self.start <= end) and (self.end is None or self.end >= start)


@dataclass(frozen=True)
class StatedUse:
    """A sentence that selects or fits over a period (or the whole sample)."""

    activity: Activity
    period: Period | None  # None: the whole sample
    sentence: str
    where: str


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


def _point(text: str, *, end: bool, after: int | None = None) -> date:
    """The first (or, with `end`, last) day a written point in time covers."""
    text = re.sub(r"\s+", " ", text.strip().rstrip(".")).lower()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return date.fromisoformat(text)
    if m := re.fullmatch(r"(\d{4})m(\d{2})", text):
        year, month = int(m.group(1)), int(m.group(2))
        return date(year, month, calendar.monthrange(year, month)[1] if end else 1)
    if m := re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", text):
        # day first, as most of the world writes it, unless only month first can be a date
        first, second, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
        day, month = (second, first) if second > 12 else (first, second)
        return date(year, month, day)
    if m := re.fullmatch(rf"(\d{{1,2}}) ({_MONTH}),? (\d{{4}})", text):
        return date(int(m.group(3)), _MONTHS[m.group(2).rstrip(".")], int(m.group(1)))
    if m := re.fullmatch(rf"({_MONTH}) (\d{{1,2}}), (\d{{4}})", text):
        return date(int(m.group(3)), _MONTHS[m.group(1).rstrip(".")], int(m.group(2)))
    if m := re.fullmatch(r"(?:the )?(\d{3}0)s", text):
        decade = int(m.group(1))
        return date(decade + 9, 12, 31) if end else date(decade, 1, 1)
    if m := re.fullmatch(r"(\d{1,2})/(\d{4})", text):
        month, year = int(m.group(1)), int(m.group(2))
        return date(year, month, calendar.monthrange(year, month)[1] if end else 1)
    if m := re.fullmatch(r"([qh])([1-4])[\s-]?(.+)|([1-4])([qh])'?(\d{2,4})", text):
        letter = m.group(1) or m.group(5)
        index = int(m.group(2) or m.group(4))
        year = _year(m.group(3) or m.group(6), after=after)
        months = 3 if letter == "q" else 6
        first = (index - 1) * months + 1
        last = first + months - 1
        if last > 12:
            raise ValueError(text)
        return date(year, last, calendar.monthrange(year, last)[1]) if end else date(year, first, 1)
    if m := re.fullmatch(
        r"(?:the )?(start|beginning|middle|mid|end|year-end)(?: of)?[ -](.+)", text
    ):
        year = _year(m.group(2), after=after)
        where = m.group(1)
        if where in ("start", "beginning"):
            return date(year, 1, 1)
        if where in ("middle", "mid"):
            return date(year, 6, 30) if end else date(year, 7, 1)
        return date(year, 12, 31)
    if m := re.fullmatch(rf"({_MONTH})[ -](.+)", text):
        month = _MONTHS[m.group(1).rstrip(".")]
        year = _year(m.group(2), after=after)
        return date(year, month, calendar.monthrange(year, month)[1] if end else 1)
    year = _year(text, after=after)
    return date(year, 12, 31) if end else date(year, 1, 1)


def _plausible(day: date) -> bool:
    return 1950 <= day.year <= 2100


def periods(text: str) -> list[Period]:
    """Every date range a text states: closed, open-ended, or one year or month."""
    found: list[Period] = []
    taken: list[tuple[int, int]] = []
    for pattern in (_RANGE, _OPEN_START, _OPEN_END, _IN_YEAR):
        for m in pattern.finditer(text):
            if any(s <= m.start() < e or s < m.end() <= e for s, e in taken):
                continue
            groups = m.groupdict()
            first = groups.get("a") or groups.get("a2")
            try:
                a = _point(first, end=False) if first else None
                last = groups.get("b") or groups.get("b2")
                b = _point(last, end=True, after=a.year if a else None) if last else None
                if groups.get("post"):  # "post-2017": from the day after 2017
                    a = _point(groups["post"], end=True) + timedelta(days=1)
                if groups.get("pre"):  # "pre-2017": up to the day before 2017
                    b = _point(groups["pre"], end=False) - timedelta(days=1)
                if pattern is _IN_YEAR and first:
                    b = _point(first, end=True)
            except (ValueError, KeyError):
                continue
            if a is not None and b is not None and b < a:
                continue
            if not all(_plausible(d) for d in (a, b) if d is not None):
                continue
            taken.append((m.start(), m.end()))
            found.append(Period(a, b, m.group(0)))
    return found


_ORDINALS: Final = {
    "first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3,
    "fifth": 4, "5th": 4,
}  # fmt: skip
_COUNTS: Final = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
}  # fmt: skip
_WINDOW: Final = (
    r"(?:the\s+)?(?P<which>first|second|third|fourth|fifth|last|final|[1-5](?:st|nd|rd|th))"
    r"\s+(?:test|out[- ]of[- ]sample|hold-?out)\s+(?:window|period|fold)"
)
#: a period said relative to a test window: "the three years preceding the second test
#: window", "the end of the first test window", "the first test window"
_BEFORE_WINDOW: Final = re.compile(
    rf"(?:the\s+)?(?P<n>\d+|{'|'.join(_COUNTS)})\s+years?\s+(?:preceding|before|prior\s+to|"
    rf"leading\s+up\s+to)\s+{_WINDOW}",
    re.IGNORECASE,
)
_EDGE_OF_WINDOW: Final = re.compile(
    rf"(?:the\s+)?(?P<edge>start|beginning|end|close)\s+of\s+{_WINDOW}", re.IGNORECASE
)
_WHOLE_WINDOW: Final = re.compile(_WINDOW, re.IGNORECASE)


def _window(which: str, windows: Sequence[tuple[date, date]]) -> tuple[date, date] | None:
    key = which.lower()
    index = len(windows) - 1 if key in ("last", "final") else _ORDINALS.get(key)
    return windows[index] if index is not None and 0 <= index < len(windows) else None


def _years_before(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year - years)
    except ValueError:  # 29 February
        return day.replace(year=day.year - years, day=28)


def resolve_windows(sentence: str, windows: Sequence[tuple[date, date]]) -> str:
    """The sentence with every period it states relative to a test window written as dates,
    so `periods` reads it: "the three years preceding the second test window" is the three
    years up to the day before that window's test starts; "up to the start of" it ends the day
    before; "through the end of" it ends on its last day."""
    if not windows:
        return sentence

    def before(m: re.Match[str]) -> str:
        found = _window(m.group("which"), windows)
        if found is None:
            return m.group(0)
        n = m.group("n").lower()
        years = int(n) if n.isdigit() else _COUNTS[n]
        end = found[0] - timedelta(days=1)
        return f"{_years_before(found[0], years).isoformat()} to {end.isoformat()}"

    def edge(m: re.Match[str]) -> str:
        found = _window(m.group("which"), windows)
        if found is None:
            return m.group(0)
        day = found[1] if m.group("edge").lower() in ("end", "close") else found[0]
        if m.group("edge").lower() in ("start", "beginning"):
            day -= timedelta(days=1)  # "up to the start of" it stops before it
        return day.isoformat()

    def whole(m: re.Match[str]) -> str:
        found = _window(m.group("which"), windows)
        return m.group(0) if found is None else f"{found[0].isoformat()} to {found[1].isoformat()}"

    sentence = _BEFORE_WINDOW.sub(before, sentence)
    sentence = _EDGE_OF_WINDOW.sub(edge, sentence)
    return _WHOLE_WINDOW.sub(whole, sentence)


def _sentences(texts: Iterable[tuple[str, str]]) -> Iterator[tuple[str, str]]:
    for where, text in texts:
        for sentence in _SENTENCES.split(text):
            if sentence.strip():
                yield where, sentence.strip()


def _fits(sentence: str) -> bool:
    """Whether a sentence fits or estimates something (a bare "computed" is not fitting)."""
    return bool(_FIT.search(sentence)) or bool(
        _ESTIMATE.search(sentence) and _MODEL_INPUT.search(sentence)
    )


#: a negation a few words before the activity denies it: "no signal weight was fitted on …",
#: "the universe was never screened with …", "were not used to pick …"
_DENIAL: Final = re.compile(
    r"\b(?:no|not|never|none|nothing|neither|nor|without)\b(?:\W+\w+){0,4}?\W+$", re.IGNORECASE
)


#: a sentence whose subject is a negative quantifier denies what it says: "Nothing from
#: 2016–2019 went into …", "None of the test data was …"
_NOTHING_OPENS: Final = re.compile(
    r"^\W*(?:nothing|none|no\s+(?:data|information|returns?|prices?))\b", re.I
)


#: a period the sentence keeps out of the work: "without reference to 2016 or later",
#: "excluding 2018–2019"
_EXCLUDED_BEFORE: Final = re.compile(
    r"\b(?:without|excluding|except|other than|leaving out|ignoring)\b(?:\W+\w+){0,3}?\W+$", re.I
)


def _denied(sentence: str) -> bool:
    """Whether a selection or fitting of the sentence is negated."""
    if _NOTHING_OPENS.match(sentence):
        return True
    return any(
        _DENIAL.search(sentence, 0, m.start())
        for pattern in (_SELECT, _FIT)
        for m in pattern.finditer(sentence)
    )


def _acted(sentence: str, tested: re.Match[str], at: int) -> bool:
    """Whether a selection or fitting stands between the test word and a period: the period
    is then the activity's ("backtested and fixed over 2015–2021"), not the test's."""
    return any(
        tested.end() <= m.start() < at
        for pattern in (_SELECT, _FIT)
        for m in pattern.finditer(sentence)
    )


def stated_uses(
    texts: Iterable[tuple[str, str]], windows: Sequence[tuple[date, date]] = ()
) -> list[StatedUse]:
    """Every selection or fitting the texts state over a period or the whole sample (a period
    said relative to one of `windows`' test periods is read as its dates)."""
    uses: list[StatedUse] = []
    for where, written in _sentences(texts):
        sentence = resolve_windows(written, windows)
        fits = _fits(sentence)
        if (
            _CONFINED.search(sentence)
            or _denied(sentence)
            or (_TEST.search(sentence) and not (_SELECT.search(sentence) or fits))
        ):
            continue
        activities: list[Activity] = []
        if _SELECT.search(sentence):
            activities.append("selection")
        if fits:
            activities.append("fitting")
        if not activities:
            continue
        stated = periods(sentence)
        whole = _WHOLE.search(sentence) is not None
        for activity in activities:
            if whole:
                uses.append(StatedUse(activity, None, sentence, where))
            # a sentence that also names its test period names it last ("… then tested on 2020")
            tested = _TEST.search(sentence)
            for period in stated:
                at = sentence.find(period.text)
                if _EXCLUDED_BEFORE.search(sentence, 0, at):
                    continue  # "chosen without reference to 2016 or later"
                if tested is not None and at > tested.start() and not _acted(sentence, tested, at):
                    continue
                uses.append(StatedUse(activity, period, sentence, where))
    return uses


def stated_tests(texts: Iterable[tuple[str, str]]) -> list[Period]:
    """The test periods the texts state."""
    tests: list[Period] = []
    for _, sentence in _sentences(texts):
        tested = _TEST.search(sentence)
        if tested is None:
            continue
        after = [
            p
            for p in periods(sentence)
            if sentence.find(p.text) > tested.start()
            and not _acted(sentence, tested, sentence.find(p.text))
        ]
        uses = _SELECT.search(sentence) or _fits(sentence)
        # a sentence that also selects or fits names its own periods for that: only a period
        # after the test word is the test's
        tests.extend(after if uses else after or periods(sentence))
    return tests


def overlaps(use: StatedUse, start: date, end: date) -> bool:
    """Whether a stated use reaches into the test period `start`–`end`."""
    return use.period is None or use.period.overlaps(start, end)


@dataclass(frozen=True)
class Leak:
    """A test period that a stated selection or fitting reaches into.

    `window` is the walk-forward window's index, or None for a test period only the text
    states (`stated` is then its index among `stated_tests`).
    """

    window: int | None
    stated: int | None
    start: date
    end: date
    label: str
    use: StatedUse

    def describe(self) -> str:
        over = "the whole sample" if self.use.period is None else f"“{self.use.period.text}”"
        return (
            f"The plan's {self.use.where} says the {self.use.activity} uses {over} "
            f"(“{self.use.sentence}”), which reaches into the test period of {self.label} "
            f"({self.start} to {self.end}): the test is not out of sample."
        )


def leaks(
    texts: Sequence[tuple[str, str]], windows: Sequence[tuple[date, date]] = ()
) -> list[Leak]:
    """Every test period (a walk-forward window's `(test_start, test_end)`, or one the texts
    state that no window covers) that a selection or fitting the texts state reaches into;
    one leak per period, with the first use that reaches it."""
    uses = stated_uses(texts, windows)
    if not uses:
        return []
    tested: list[tuple[int | None, int | None, date, date, str]] = [
        (k, None, start, end, f"window {k + 1}") for k, (start, end) in enumerate(windows)
    ]
    for j, period in enumerate(stated_tests(texts)):
        if period.start is None and period.end is None:
            continue
        start, end = period.start or date.min, period.end or date.max
        if not any(s <= end and e >= start for _, _, s, e, _ in tested):
            tested.append((None, j, start, end, f"“{period.text}”"))
    found: list[Leak] = []
    for window, stated, start, end, label in tested:
        use = next((u for u in uses if overlaps(u, start, end)), None)
        if use is not None:
            found.append(Leak(window, stated, start, end, label, use))
    return found


__all__ = [
    "Leak",
    "Period",
    "StatedUse",
    "leaks",
    "overlaps",
    "periods",
    "resolve_windows",
    "stated_tests",
    "stated_uses",
]
