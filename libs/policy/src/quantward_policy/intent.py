"""What a free question asks for, read from the words that carry meaning.

The offline roles answer a free question by what it asks — a computation over a horizon, the
change between two periods, a topic across documents, a look-up — not by searching the whole
question. The reading is built from features, not from a list of sample questions:

- **word families** (a light stemmer folds "volatile", "volatility", "vol"; "perform",
  "performance", "performed") mapped to what they measure or ask;
- **structure**: a measure needs something priced to apply to ("stock", "shares", a horizon);
  a change needs a change word *and* two periods of one kind ("the last two calls", "the latest
  filing compared with the previous one"); a topic is the noun phrase after "about", "on",
  "regarding" once the company names are taken out, widened with its synonyms;
- **time**: a horizon ("over the last 18 months", "one-year", "in 2021") and a stated point in
  time ("as of 30 June 2022", "before 2021-12-31", "up to the end of 2021").

Pure functions of the text; the same reading for the same question, always.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Final, Literal

from quantward_policy.vocabulary import NUMBER_WORDS

Intent = Literal["returns", "volatility", "drawdown", "change", "topic", "lookup"]
Metric = Literal["total_return", "volatility", "max_drawdown"]
PeriodKind = Literal["transcript", "10-Q"]

_WORD: Final = re.compile(r"[a-z0-9][a-z0-9&'\-]*")


def stem(word: str) -> str:
    """A light stem: enough to fold the forms of one word family, never two families."""
    word = word.lower().strip("'").removesuffix("'s")
    for suffix in ("ilities", "ility", "ations", "ation", "ances", "ance", "ings", "ing", "ies",
                   "ied", "ed", "es", "ly", "s", "e", "y"):  # fmt: skip
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


# --- word families --------------------------------------------------------------------------

#: how the words that name a measure of the price path begin, by metric ("vol" alone is whole)
_MEASURES: Final[dict[Metric, tuple[str, ...]]] = {
    "volatility": ("volatil", "swing", "swung", "deviation", "stdev", "variance", "choppy"),
    "max_drawdown": ("drawdown", "draw-down", "trough", "peak-to-trough"),
    "total_return": (
        "return", "perform", "gain", "rise", "rose", "risen", "fell", "fall", "move", "moved",
        "earn", "appreciat", "rall", "slump", "lost", "lose", "up", "down", "do", "did", "fare",
        "rank",
    ),
}  # fmt: skip
_WHOLE: Final[dict[str, Metric]] = {"vol": "volatility", "std": "volatility"}
#: "from its peak", "drop from a high", "worst decline": a drawdown in other words
_DRAWDOWN_PHRASES: Final = re.compile(
    r"\b(from (its|a|the) (peak|high|top)|peak to trough|(largest|biggest|worst|deepest|"
    r"maximum|max) (drop|decline|fall|loss|slide))"
)
#: what a price measure applies to
_PRICED: Final = frozenset({"stock", "share", "shar", "price", "holder", "equit", "ticker"})
#: a share that is not a price: buybacks, share count, market share
_NOT_PRICE: Final = re.compile(r"\bshare (buyback|repurchase|count)s?|market share|per share\b")
#: words that make a return a cash return to shareholders, not a price return
_CASH_RETURN: Final = re.compile(
    r"\breturn(s|ed|ing)?\b[^.?]{0,20}\b(to (share|stock)holders|of capital|capital|cash)\b|"
    r"\bcash\b[^.?]{0,30}\breturn"
)

#: the verb "do" said of how something went: ended by its clause, a time phrase or a manner word
#: ("how did it do over the year", "did it do well"). A "do" followed by its subject is
#: do-support, the auxiliary of another verb ("what do the last twelve quarters show", "what did
#: 2021 look like"), and says nothing of a performance.
_PERFORMING_DO: Final = re.compile(
    r"\b(do|did)\b(?=\s*(?:$|[^\w\s'&-]|(?:over|in|during|since|through|throughout|across|"
    r"for|this|last|past|so|ytd|year-to-date|well|badly|poorly|better|worse|lately|recently|"
    r"against|relative|versus|vs|compared|after|before|under|on|at|from|between|to)\b))"
)
#: "the deviation of its returns": the returns are what is measured, not a second measure
_RETURNS_MEASURED: Final = re.compile(
    r"\b(volatil\w*|deviation|variance|vol|drawdowns?|dispersion)\s+(of|in)\b[^.?]*\breturns?\b"
)
_CHANGE: Final = frozenset(
    (
        "chang",
        "differ",
        "different",
        "shift",
        "new",
        "contrast",
        "evolv",
        "mov",
        "move",
        "compar",
        "versu",
        "vs",
        "relativ",
        "between",
    )
)
_TWO_PERIODS: Final = re.compile(
    r"\b(last|latest|two|2|most recent|newest|recent) (two|2)?\b.*?\b(calls?|filings?|10-?qs?|"
    r"reports?|transcripts?|quarters?)\b|\b(previous|prior|preceding|the one before|before it|"
    r"one (call|filing|quarter) to the next|from one)\b"
)
_CALL: Final = frozenset({"call", "transcript", "earning", "conferenc"})
_FILING: Final = re.compile(r"\b(10-?q|10-?k|filings?|quarterly report)\b")
_LOOKUP: Final = frozenset({"guidanc", "guid", "outlook", "forecast", "news", "headlin", "said"})
#: words that introduce what a topic question is about
_ABOUT: Final = re.compile(
    r"\b(about|on|regarding|concerning|re|around|over|of)\b\s+(?P<rest>.+)$", re.IGNORECASE
)
_STOP: Final = frozenset(
    (
        "a",
        "an",
        "the",
        "its",
        "it",
        "their",
        "his",
        "her",
        "our",
        "your",
        "my",
        "this",
        "that",
        "these",
        "those",
        "and",
        "or",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "from",
        "by",
        "with",
        "about",
        "regarding",
        "concerning",
        "what",
        "which",
        "who",
        "how",
        "did",
        "does",
        "do",
        "has",
        "have",
        "had",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "say",
        "said",
        "says",
        "saying",
        "talk",
        "talks",
        "talked",
        "tell",
        "me",
        "us",
        "give",
        "comments",
        "comment",
        "remarks",
        "remark",
        "statements",
        "statement",
        "disclose",
        "disclosed",
        "mention",
        "mentioned",
        "communicated",
        "anything",
        "any",
        "something",
        "latest",
        "recent",
        "most",
        "last",
        "call",
        "calls",
        "please",
        "management",
        "company",
        "company's",
        "s",
        "q",
        "summarise",
        "summarize",
        "side",
        "by",
        "how's",
        "all",
        "regard",
        "earnings",
        "conference",
        "quarter",
        "quarterly",
        "results",
        "next",
        "as",
        "before",
        "after",
        "since",
        "until",
        "up",
        "each",
        "versus",
        "vs",
        "compare",
        "compared",
        "comparison",
        "between",
        "which",
        "better",
        "more",
        "less",
        "one",
        "two",
        "both",
        "other",
    )
)
#: topic words and what else a document calls them
TOPIC_SYNONYMS: Final[dict[str, tuple[str, ...]]] = {
    "capex": ("capital expenditure", "capital spending", "capex", "investment in", "invest"),
    "capital": ("capital expenditure", "capital spending", "capex", "capital return"),
    "spend": ("spending", "capital expenditure", "capex", "investment"),
    "reserv": ("reserve", "allowance", "provision", "credit loss", "charge-off"),
    "credit": ("credit loss", "credit quality", "allowance", "provision", "charge-off"),
    "provision": ("provision", "allowance", "credit loss", "reserve"),
    "margin": ("margin",),
    "buyback": ("repurchase", "buyback", "returned", "capital return"),
    "repurchas": ("repurchase", "buyback"),
    "dividend": ("dividend",),
    "pric": ("pricing", "price increase", "prices"),
    "inventor": ("inventory", "inventories", "stock levels"),
    "suppl": ("supply", "supplier", "constraint"),
    "demand": ("demand", "orders", "bookings"),
    "litigat": ("litigation", "lawsuit", "legal", "settlement"),
    "legal": ("litigation", "lawsuit", "legal"),
    "debt": ("debt", "leverage", "borrowing", "notes", "credit facility"),
    "leverag": ("leverage", "debt"),
    "cost": ("cost",),
    "commodit": ("commodity", "input cost", "raw material"),
    "medic": ("medical cost", "medical care ratio", "utilization", "cost trend"),
    "research": ("research and development", "r&d", "development", "pipeline"),
    "r&d": ("research and development", "r&d", "development"),
    "pipelin": ("pipeline", "trial", "approval", "development"),
    "production": ("production", "output", "volumes"),
    "volum": ("volume", "production"),
    "advertis": ("advertising", "advertiser", "ad "),
    "e-commerc": ("e-commerce", "ecommerce", "online", "digital"),
    "consumer": ("consumer",),
}
_MONTHS: Final = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
_MONTHS.update({m.lower(): i for i, m in enumerate(calendar.month_abbr) if m})
_MONTHS["sept"] = 9
_UNITS: Final = {"day": 1, "week": 7, "month": 0, "year": 0, "quarter": 0}
_NUMBERS: Final = {**{w: n for n, w in enumerate(NUMBER_WORDS) if n}, "a": 1, "one": 1}


@dataclass(frozen=True)
class Horizon:
    """A look-back: `months` calendar months (years as twelve) or `days`; or a fixed window."""

    months: int = 0
    days: int = 0
    start: date | None = None
    end: date | None = None

    def describe(self) -> str:
        if self.start is not None and self.end is not None:
            return f"{self.start.isoformat()} to {self.end.isoformat()}"
        if self.months:
            if self.months % 12 == 0:
                years = self.months // 12
                return f"{_spell(years)} year{'s' if years > 1 else ''}"
            return f"{_spell(self.months)} month{'s' if self.months > 1 else ''}"
        weeks, rest = divmod(self.days, 7)
        if not rest:
            return f"{_spell(weeks)} week{'s' if weeks > 1 else ''}"
        return f"{_spell(self.days)} day{'s' if self.days > 1 else ''}"

    def lookback(self) -> str:
        """The price tool's `lookback` argument ("6M", "2Y", "4W", "30D")."""
        if self.months:
            return f"{self.months // 12}Y" if self.months % 12 == 0 else f"{self.months}M"
        return f"{self.days // 7}W" if self.days % 7 == 0 else f"{self.days}D"


def _spell(n: int) -> str:
    return NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)


@dataclass(frozen=True)
class Reading:
    """What a question asks, as the offline roles act on it."""

    intent: Intent
    metrics: tuple[Metric, ...] = ()
    horizon: Horizon | None = None
    as_of: date | None = None
    topic: tuple[str, ...] = ()
    topic_label: str = ""
    periods: PeriodKind = "transcript"
    #: a look-up about news rather than what management said
    news: bool = False
    reasons: tuple[str, ...] = field(default=(), compare=False)


# --- time -----------------------------------------------------------------------------------

_ISO: Final = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_DMY: Final = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)? ([a-z]{3,9})\.?,? (\d{4})\b")
_MDY: Final = re.compile(r"\b([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b")
_MY: Final = re.compile(r"\b(before|by|to|until|in|end of|as of) ([a-z]{3,9}) (\d{4})\b")
_END_OF_YEAR: Final = re.compile(r"\b(end of|year-end|year end|close of) (\d{4})\b")
_YEAR_WINDOW: Final = re.compile(r"\b(in|during|over|for|through|throughout) (\d{4})\b")
_HORIZON: Final = re.compile(
    r"\b(\d+|" + "|".join(sorted(_NUMBERS, key=len, reverse=True)) + r")[ -]"
    r"(day|week|month|quarter|year)s?\b"
)
_TRAILING: Final = re.compile(
    r"\b(past|last|trailing|previous|prior) (day|week|month|quarter|year)\b"
)


def _date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def stated_as_of(text: str) -> date | None:
    """The point in time a question states ("as of 30 June 2022", "before 2021-12-31")."""
    low = text.lower()
    found: list[tuple[int, date]] = []
    for m in _ISO.finditer(low):
        if (d := _date(int(m[1]), int(m[2]), int(m[3]))) is not None:
            found.append((m.start(), d))
    for m in _DMY.finditer(low):
        month = _MONTHS.get(m[2])
        if month and (d := _date(int(m[3]), month, int(m[1]))) is not None:
            found.append((m.start(), d))
    for m in _MDY.finditer(low):
        month = _MONTHS.get(m[1])
        if month and (d := _date(int(m[3]), month, int(m[2]))) is not None:
            found.append((m.start(), d))
    if not found:
        for m in _MY.finditer(low):
            month = _MONTHS.get(m[2])
            if month is None:
                continue
            year = int(m[3])
            last = calendar.monthrange(year, month)[1]
            # "before June 2022" ends the day before June; "in/by/to June 2022" at its end
            d = (
                date(year, month, 1) - timedelta(days=1)
                if m[1] == "before"
                else date(year, month, last)
            )
            found.append((m.start(), d))
        for m in _END_OF_YEAR.finditer(low):
            found.append((m.start(), date(int(m[2]), 12, 31)))
    if not found:
        window = year_window(text)
        return window[1] if window else None
    return max(found)[1] if len(found) > 1 else found[0][1]


def year_window(text: str) -> tuple[date, date] | None:
    """A calendar year the question is about ("in 2021", "during 2022")."""
    m = _YEAR_WINDOW.search(text.lower())
    if m is None:
        return None
    year = int(m[2])
    return date(year, 1, 1), date(year, 12, 31)


def horizon_of(text: str) -> Horizon | None:
    """The look-back a question states, or the calendar year it is about."""
    low = text.lower().replace("twelve", "12")
    m = _HORIZON.search(low)
    if m is not None:
        count, unit = m.groups()
        n = int(count) if count.isdigit() else _NUMBERS[count]
        if unit == "year":
            return Horizon(months=12 * n)
        if unit == "quarter":
            return Horizon(months=3 * n)
        if unit == "month":
            return Horizon(months=n)
        return Horizon(days=n * _UNITS[unit])
    t = _TRAILING.search(low)
    if t is not None:
        unit = t[2]
        return Horizon(months={"year": 12, "quarter": 3, "month": 1}.get(unit, 0),
                       days={"week": 7, "day": 1}.get(unit, 0))  # fmt: skip
    window = year_window(text)
    if window is not None and not _ISO.search(low):
        return Horizon(start=window[0], end=window[1])
    return None


# --- the reading ----------------------------------------------------------------------------


def _without_names(text: str, names: Iterable[str]) -> str:
    out = text
    for name in sorted(names, key=len, reverse=True):
        if not name:
            continue
        variants = {name, re.sub(r"[,.]? (inc|corp|corporation|co|company|plc|ltd|llc)\.?$", "",
                                 name, flags=re.IGNORECASE)}  # fmt: skip
        for variant in variants:
            out = re.sub(re.escape(variant) + r"('s|’s)?", " ", out, flags=re.IGNORECASE)
    return out


def topic_terms(text: str, names: Iterable[str] = ()) -> tuple[str, tuple[str, ...]]:
    """The topic a question is about (its label) and the words a passage about it contains."""
    rest = _without_names(text, names)
    # Title-case words after the first are proper nouns (a company, a person), not a topic.
    first, _, tail = rest.partition(" ")
    rest = first + " " + re.sub(r"\b[A-Z][a-z][\w\-]*(['’]s)?", " ", tail)
    for pattern in (_ISO, _DMY, _MDY, _MY, _END_OF_YEAR):
        rest = pattern.sub(" ", rest.lower())
    m = _ABOUT.search(rest)
    phrase = m.group("rest") if m else rest
    kept = [w for w in words(phrase) if w not in _STOP and not w.isdigit() and len(w) > 1]
    if not kept:
        kept = [w for w in words(rest) if w not in _STOP and len(w) > 2]
    label = " ".join(kept[:4])
    terms: list[str] = []
    for w in kept[:4]:
        s = stem(w)
        synonyms = TOPIC_SYNONYMS.get(s) or next(
            (v for k, v in TOPIC_SYNONYMS.items() if s.startswith(k) or k.startswith(s)), ()
        )
        terms += [*synonyms, s if len(s) >= 4 else w]
    return label, tuple(dict.fromkeys(t for t in terms if t))


def _metrics(low: str, tokens: Sequence[str]) -> list[Metric]:
    found: list[Metric] = []
    for metric, beginnings in _MEASURES.items():
        short = tuple(b for b in beginnings if len(b) <= 4)
        long = tuple(b for b in beginnings if len(b) > 4)
        if any(t in short or t.startswith(long) for t in tokens):
            found.append(metric)
    for token in tokens:
        whole = _WHOLE.get(token)
        if whole is not None and whole not in found:
            found.append(whole)
    if _DRAWDOWN_PHRASES.search(low) and "max_drawdown" not in found:
        found.append("max_drawdown")
    if (
        "max_drawdown" in found
        and "total_return" in found
        and not re.search(r"\b(return|perform|gain)", low)
    ):
        found.remove("total_return")  # "fell from its peak": the fall is the drawdown
    if (
        "volatility" in found
        and "total_return" in found
        and not re.search(r"\b(return|perform|gain)", low)
    ):
        found.remove("total_return")
    return found


def _return_said_only_by_auxiliary(low: str, tokens: Sequence[str]) -> bool:
    """Whether the only return word is an auxiliary "do": then a period the question names is
    a span of the record to describe, not a horizon of a price return."""
    beginnings = _MEASURES["total_return"]
    short = tuple(b for b in beginnings if len(b) <= 4 and b not in ("do", "did"))
    long = tuple(b for b in beginnings if len(b) > 4)
    if any(t in short or t.startswith(long) for t in tokens):
        return False
    return _PERFORMING_DO.search(low) is None


_INTENT_OF: Final[dict[Metric, Intent]] = {
    "total_return": "returns",
    "volatility": "volatility",
    "max_drawdown": "drawdown",
}


def read_question(text: str, names: Sequence[str] = ()) -> Reading:
    """What `text` asks about the companies `names` (which are left out of the topic)."""
    low = " ".join(_without_names(text, names).lower().replace("’", "'").split())
    tokens = words(low)
    stems = {stem(w) for w in tokens} | set(tokens)
    as_of = stated_as_of(low)
    horizon = horizon_of(low)
    reasons: list[str] = []

    priced = bool(stems & _PRICED) and not _NOT_PRICE.search(low)
    cash_return = bool(_CASH_RETURN.search(low))
    metrics = _metrics(low, tokens)
    if (cash_return or _RETURNS_MEASURED.search(low)) and "total_return" in metrics:
        metrics.remove("total_return")
    strong: list[Metric] = [m for m in metrics if m != "total_return"]
    named = re.search(r"\breturns?\b|\bperform", low) is not None
    explicit_return = "total_return" in metrics and named
    period_words = bool(stems & _CALL) or bool(_FILING.search(low))
    two_periods = bool(_TWO_PERIODS.search(low))
    change = bool(stems & _CHANGE) and period_words and two_periods
    if change:
        reasons.append("a change word and two periods of one kind")
        kind: PeriodKind = "10-Q" if _FILING.search(low) and not stems & _CALL else "transcript"
        return Reading("change", as_of=as_of, periods=kind, reasons=tuple(reasons))
    over_horizon = horizon is not None and not _return_said_only_by_auxiliary(low, tokens)
    computed = bool(strong) or (
        "total_return" in metrics and (priced or over_horizon or explicit_return)
    )
    if computed and not period_words:
        chosen: list[Metric] = strong or ["total_return"]
        if "total_return" in metrics and explicit_return and "total_return" not in chosen:
            chosen = ["total_return", *chosen]
        if explicit_return and len(metrics) > 1:
            chosen = [m for m in ("total_return", "volatility", "max_drawdown") if m in metrics]
        intent = _INTENT_OF[chosen[0]]
        reasons.append(f"measures {', '.join(chosen)} of something priced or over a horizon")
        return Reading(
            intent, metrics=tuple(chosen), horizon=horizon, as_of=as_of, reasons=tuple(reasons)
        )
    label, terms = topic_terms(text, names)
    lookup_words = stems & _LOOKUP
    specific = [t for t in words(label) if stem(t) not in _LOOKUP and t not in ("news", "say")]
    if (lookup_words and not specific) or not label:
        news = "news" in tokens or "headlines" in tokens
        reasons.append("asks for guidance, the latest call or news")
        return Reading("lookup", as_of=as_of, news=news, reasons=tuple(reasons))
    reasons.append(f"a topic: {label}")
    return Reading("topic", as_of=as_of, topic=terms, topic_label=label, reasons=tuple(reasons))
