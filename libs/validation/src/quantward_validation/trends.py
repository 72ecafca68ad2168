"""Direction and horizon claims read against any computation's figures, not only price windows.

Every computation the platform produces is read the same way (`series_of`): a result holding
dated records (`quarters`, `history`, any list of objects with a date such as `quarter_end`)
gives one series per entity and numeric field; a price window gives the entity's price path
over its window; a portfolio computation gives the portfolio's return over its window. A
custom computation in any of those shapes is read too.

A sentence of the answer is a claim about a series when it names the series' metric (a
lexicon of how people name figures: "margins", "the top line", "gearing", "net debt", or the
field's own words) and, when the computation covers several entities, the entity; its
direction word ("rose", "expanded", "widened", "improved", "contracted", "narrowed",
"deteriorated", …) is read against the series over the horizon the sentence names ("over the
last five quarters", "since 2018", "year to date", "three-year CAGR", or the whole series).
"Improved" of a figure where lower is better (debt, leverage, drawdown, volatility) is a fall.
A horizon the series does not cover ("over the last five quarters" of three) is a misstatement,
and so is a series described as "a five-year record" when it spans six.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import pairwise
from typing import Final, Literal

from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.morphology import Token, stem, stems, tokens
from quantward_validation.quantities import WORD_VALUES

Direction = Literal["up", "down"]

_DATE_KEYS: Final = (
    "quarter_end",
    "period_end",
    "date",
    "day",
    "as_of",
    "end",
    "last_day",
    "report_date",
)
_SKIP_FIELDS: Final = frozenset(
    {"fiscal_year", "fiscal_quarter", "observations", "synthetic", "shares", "derived"}
)
#: how people name a metric → a pattern over field names
METRICS: Final[tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]] = tuple(
    (re.compile(words, re.IGNORECASE), re.compile(field))
    for words, field in (
        (r"\bgross margins?\b", r"^gross_margin$"),
        (r"\boperating margins?\b", r"^operating_margin$"),
        (r"\bnet margins?\b", r"^net_margin$"),
        (r"\bmargins?\b", r"margin"),
        (r"\b(revenues?|sales|top[- ]line|turnover)\b", r"^revenue$"),
        (r"\bgross profits?\b", r"^gross_profit$"),
        (r"\b(operating (?:income|profits?)|ebit)\b", r"^operating_income$"),
        # a coverage ratio written as its quotient: "EBIT/interest", "EBITDA-to-interest"
        (r"\bebit(?:da)?\s*(?:/|-?to-?|over)\s*interest\b", r"^interest_coverage$"),
        # inventory turnover in the trade's word: "stock turns", "inventory turns"
        (r"\b(?:inventory|stock)\s+turns?\b", r"^inventory_turn"),
        (r"\b(net (?:income|profits?)|earnings|bottom[- ]line|profits?)\b", r"^net_income$"),
        (r"\b(eps|earnings per share)\b", r"^eps(?:_actual)?$"),
        (r"\bnet debt\b", r"^net_debt$"),
        # leverage and gearing name any ratio of debt to something (equity, EBITDA, capital)
        (
            r"\b(debt[- ]to[- ]equity|gearing|leverage)\b",
            r"^(?:net_)?debt_to_\w+$|leverage|gearing",
        ),
        (r"\b(debt|borrowings?|indebtedness)\b", r"^debt$"),
        (r"\b(capex|capital (?:expenditures?|spending|investments?))\b", r"^capex$"),
        (r"\bcash coverage\b", r"^cash_coverage$"),
        (r"\bcash\b", r"^cash$"),
        (r"\bequity\b", r"^equity$"),
        (r"\b(price|shares|stock|share price)\b", r"^price$"),
        (
            r"\b(portfolio|book|strategy|allocation|fund|sleeve|holdings|mix|blend|basket)\b",
            r"^portfolio_return$",
        ),
    )
)
#: figures where lower is better: "improved" means they fell
_LOWER_IS_BETTER: Final = re.compile(
    # turnover of a stock of something (inventory, assets, receivables) is how fast it turns,
    # where more is better; a portfolio's turnover is a cost
    r"debt|leverage|drawdown|volatility|cost|(?<!inventory_)(?<!asset_)(?<!assets_)"
    r"(?<!receivables_)(?<!stock_)turnover|net_debt|churn|loss|default|delinquen|"
    r"arrears|expense|outstanding|dso|spread|days_payable|days_sales|inventory_days|"
    r"receivable_days|attrition|impair|write_?off|npl|non_?performing|bad_loan|"
    # a period cash is tied up for (a figure in days: a cycle, a collection period)
    r"_days$|^days_|cycle"
)
#: verbs of motion that a direction word completes ("headed south", "went backwards")
_MOTION: Final = (
    r"(?:head|go|went|gone|mov|point|turn|trend|track|drift|swung|swing|shift|slid|slip|step)\w*"
)
_UP: Final = re.compile(
    r"\b(rose|risen|rise[sn]?|rising|increas\w*|grew|grown|grow(?:s|ing|th)?|expan\w*|widen\w*|"
    r"climb\w*|gain\w*|advanc\w*|jump\w*|surg\w*|soar\w*|rall\w*|recover\w*|strength\w*|"
    r"improv\w*|swell\w*|swollen|balloon\w*|mount\w*|build\w* up|pil\w* up|"
    r"firm\w*|accelerat\w*|higher(?! than)|up(?! to| until| through| from)|"
    # a judgement said with a comparative: "got better", "became better"
    r"(?:got|gets|get|getting|became|become|becomes|grew|turned)\s+better|"
    # a chart's compass: "headed north"
    rf"{_MOTION}\s+(?:further\s+|firmly\s+)?north(?:wards?)?|northwards?|"
    # a judgement of the figure's way, read through whether higher is better
    rf"{_MOTION}\s+in\s+the\s+right\s+direction)\b",
    re.IGNORECASE,
)
_DOWN: Final = re.compile(
    r"\b(fell|fall(?:s|en|ing)?|declin\w*|decreas\w*|drop\w*|contract\w*|shr[aiu]nk\w*|"
    r"narrow\w*|compress\w*|erod\w*|eros\w*|slipp?\w*|slid\w*|plung\w*|tumbl\w*|sank|sunk|"
    r"sink\w*|reduc\w*|weak\w*|deteriorat\w*|worsen\w*|dwindl\w*|shed\w*|ebb\w*|eas(?:e|ed|ing)|"
    r"came down|come down|retreat\w*|lower(?! than)|down(?! to| until| through| from)|lost|"
    r"(?:got|gets|get|getting|became|become|becomes|grew|turned)\s+worse|"
    rf"{_MOTION}\s+(?:further\s+|firmly\s+)?south(?:wards?)?|southwards?|"
    # moving backwards is a fall: "profit went backwards", "sales went into reverse"
    rf"{_MOTION}\s+(?:\w+\s+)?(?:backwards?|into reverse)|"
    rf"{_MOTION}\s+in\s+the\s+wrong\s+direction)\b",
    re.IGNORECASE,
)
#: verbs of change by polarity, as stems, so every form of each counts ("lengthening",
#: "shortened", "tightens"); the patterns above add phrases and forms a stem cannot carry
#: an outcome said as a state: "ended in the red", "finished ahead", "delivered a loss"
#: and the passive of a phrasal verb of change, whose subject is what changed: "net debt was
#: added to", "the backlog was built up", "borrowing was paid down"
_BE: Final = r"(?:was|were|is|are|been|being|got|gets|get)\s+(?:\w+ly\s+)?"
_OUTCOME_UP: Final = re.compile(
    r"\b(?:in the black|ahead|in profit|a (?:gain|profit)|made headway|positive|"
    # a change said as a noun: "an uptick in margins", "a step-up", "a pick-up in costs"
    r"an? (?:uptick|step-up|pick-?up)|"
    r"re-?rat\w* (?:up\w*|higher)|"
    rf"{_BE}(?:added to|built up|topped up|stepped up|ramped up|scaled up|piled up|run up|"
    r"(?:brought|pushed|driven|forced|lifted|bid|marked|talked) up))\b",
    re.IGNORECASE,
)
_OUTCOME_DOWN: Final = re.compile(
    r"\b(?:in the red|behind|at a loss|a loss|gave ground|negative|under ?water|"
    r"an? (?:downtick|step-down)|"
    # giving gains back is a fall, whatever "gains" says: "gave back all of the earlier gains"
    r"(?:gave|give[sn]?|giving)\s+(?:back|up)(?:\s+[\w-]+){0,4}?\s+gains?|"
    r"(?:erased|wiped out|surrendered|relinquished)(?:\s+[\w-]+){0,4}?\s+gains?|"
    # a market's words for a fall and a rise in the price
    r"sell-?offs?|sold off|de-?rat\w*|"
    rf"{_BE}(?:paid down|paid off|pared(?: back| down)?|whittled down|run down|wound down|"
    r"scaled (?:back|down)|cut back|taken down|written down|"
    r"(?:brought|pushed|driven|forced|knocked|ground|marked|talked|trimmed) down))\b",
    re.IGNORECASE,
)
_UP_STEMS: Final = stems(
    "rise",
    "increase",
    "grow",
    "expand",
    "widen",
    "climb",
    "gain",
    "advance",
    "jump",
    "surge",
    "soar",
    "rally",
    "recover",
    "strengthen",
    "improve",
    "swell",
    "balloon",
    "mount",
    "firm",
    "accelerate",
    "lengthen",
    "lift",
    "rebound",
    "appreciate",
    "spike",
    "deepen",
    "heighten",
    "steepen",
    "double",
    "triple",
    "outperform",
    "fatten",
)
_DOWN_STEMS: Final = stems(
    "fall",
    "decline",
    "decrease",
    "drop",
    "contract",
    "shrink",
    "narrow",
    "compress",
    "erode",
    "slip",
    "slide",
    "plunge",
    "tumble",
    "sink",
    "reduce",
    "weaken",
    "deteriorate",
    "worsen",
    "dwindle",
    "ebb",
    "ease",
    "retreat",
    "lose",
    "shorten",
    "tighten",
    "depreciate",
    "slump",
    "fade",
    "dip",
    "halve",
    "collapse",
    "crash",
    "underperform",
    "flatten",
    "thin",
    "moderate",
    "soften",
)
_GOOD_BAD: Final = re.compile(
    r"\b(improv\w*|strength\w*|deteriorat\w*|worsen\w*|weak\w*|"
    r"(?:got|gets|get|getting|became|become|becomes|grew|turned)\s+(?:better|worse)|"
    rf"{_MOTION}\s+in\s+the\s+(?:right|wrong)\s+direction)\b",
    re.IGNORECASE,
)
_NUM: Final = r"(\d+|" + "|".join(sorted(WORD_VALUES, key=len, reverse=True)) + r")"
#: a horizon's unit; "the last decade" and "the past year" say their one
_UNIT: Final = r"(decades?|quarters?|years?|months?)"
_LAST: Final = re.compile(
    rf"\b(?:over|across|in|during|for)\s+the\s+(?:last|past|previous|latest|prior|trailing)\s+"
    # a qualifier of the unit says how it is counted, not how long it is: "three fiscal years"
    rf"(?:{_NUM}\s+)?(?:fiscal\s+|financial\s+|calendar\s+|full\s+)?{_UNIT}\b",
    re.IGNORECASE,
)
_SPAN_OF: Final = re.compile(
    rf"\b{_NUM}[- ]{_UNIT}[- ](?:[a-z]+\s+){{0,3}}?"
    r"(cagr|growth|trend|run|change|stretch|period|series|history|record|track record|window)\b",
    re.IGNORECASE,
)
_OVER: Final = re.compile(
    rf"\b(?:over|for|in each of|across)\s+(?:the\s+)?{_NUM}\s+(?:straight\s+|consecutive\s+|"
    rf"successive\s+|running\s+|full\s+|fiscal\s+|financial\s+|calendar\s+)?{_UNIT}\b",
    re.IGNORECASE,
)
#: "since 2018", "since Q3 2021", "since FY2017" (a fiscal year read as its calendar year)
#: a horizon as a prepositional phrase with a span of its own: "on a three-year view",
#: "over a 5-year horizon", "from a two-year perspective"
_ON_A: Final = re.compile(
    rf"\b(?:on|over|across|from|with|in)\s+an?\s+{_NUM}[- ]{_UNIT}\b(?![- ](?:old|ago))",
    re.IGNORECASE,
)
_MONTHS: Final = {
    m: i + 1
    for i, names in enumerate(
        ("jan january", "feb february", "mar march", "apr april", "may", "jun june",
         "jul july", "aug august", "sep sept september", "oct october", "nov november",
         "dec december")
    )
    for m in names.split()
}  # fmt: skip
_SINCE: Final = re.compile(
    rf"\bsince\s+(?:the\s+)?(?:(q[1-4])\s+|fy\s?|(?P<month>{'|'.join(_MONTHS)})\.?\s+)?"
    r"((?:19|20)\d{2})\b",
    re.IGNORECASE,
)
#: a change between consecutive periods: "quarter on quarter", "sequentially", "in the latest
#: quarter" compare the last two figures; "year on year" the last with a year before it
_SEQUENTIAL: Final = re.compile(
    r"\b(?:quarter[- ](?:on|over)[- ]quarter|q(?:/o/|o|/)q|sequentially|"
    r"(?:in|during)\s+the\s+(?:latest|last|most recent|final)\s+quarter)\b",
    re.IGNORECASE,
)
_YEARLY: Final = re.compile(
    r"\b(?:year[- ](?:on|over)[- ]year|y(?:/o/|o|/)y|(?:over\s+)?(?:the\s+)?(?:trailing|last)\s+"
    r"(?:twelve|12)\s+months|ttm|ltm)\b",
    re.IGNORECASE,
)
#: a calendar year or one of its halves or quarters: "across calendar 2022", "in 2022", "in the
#: second half of 2022", "in H2 2022"
_PART: Final = {"first": 1, "second": 2, "1": 1, "2": 2}
_IN_YEAR: Final = re.compile(
    r"\b(?:in|during|across|over|through(?:out)?)\s+(?:the\s+)?(?:calendar\s+(?:year\s+)?)?"
    r"(?:(?P<half>first|second)\s+half\s+of\s+|h(?P<h>[12])\s*)?(?:cy|fy)?\s?"
    r"(?P<year>(?:19|20)\d{2})\b(?![-–/]\d)",
    re.IGNORECASE,
)
#: one quarter, and a span between two quarters or years: "in 1Q23", "in Q1 2023", "between
#: 3Q21 and 3Q22" (from the first period's figure to the second's)
_QUARTER: Final = r"(?:([1-4])q'?|q([1-4])\s?'?)((?:19|20)?\d{2})"
_IN_QUARTER: Final = re.compile(rf"\b(?:in|during)\s+(?:the\s+)?{_QUARTER}\b", re.IGNORECASE)
_BETWEEN: Final = re.compile(
    rf"\b(?:between|from)\s+(?:{_QUARTER}|((?:19|20)\d{{2}}))\s+(?:and|to|through)\s+"
    rf"(?:{_QUARTER}|((?:19|20)\d{{2}}))\b",
    re.IGNORECASE,
)
_YTD: Final = re.compile(r"\b(year[- ]to[- ]date|ytd)\b", re.IGNORECASE)
#: a question asks, and a forecast or guidance looks ahead: neither claims what the series did
_QUESTION: Final = re.compile(r"\?\s*(?:\[\d+\]\s*)*[*_”\"']*\s*$")
_FORWARD: Final = re.compile(
    r"\b(expect\w*|will|forecast\w*|guid(?:e|ed|es|ance)|project(?:s|ed|ing|ion)?|anticipat\w*|"
    r"outlook|plan(?:s|ned)? to|intend\w*|target(?:s|ed|ing)?|should|could|may|might|would)\b",
    re.IGNORECASE,
)
#: a comparative is a change only when said of the figure ("margins were higher"), not when it
#: qualifies a noun ("the lower end of the range")
_COMPARATIVE: Final = frozenset({"higher", "lower", "up", "down"})
_PREDICATE: Final = re.compile(
    r"\b(?:is|are|was|were|been|be|came in|come in|moved|went|ended|closed|finished|trended|"
    r"headed|turned|edged|trending|moving|going)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
#: a comparative that ends its clause, or is followed by an adjunct, is what the figure did
#: ("ticked higher over the year", "moved lower [1]"); followed by a noun it qualifies it
_COMPLEMENT_END: Final = re.compile(
    r"\s*(?:$|[,.;:!?\[(—–]|(?:over|since|in|across|during|through|from|by|on|at|again|for|"
    r"into|after|before|year|quarter|month|sharply|slightly|steadily|further|still|and|but|as|"
    r"while|when|than)\b)",
    re.IGNORECASE,
)
#: clause boundaries; "as" in "as a share of sales" names a ratio and bounds no clause
_CLAUSE: Final = re.compile(
    r"[,;:]\s*|\s+(?:while|whereas|but|and|"
    r"as(?!\s+(?:an?\s+)?(?:share|percentage|proportion|fraction|multiple|ratio|percent)\b))\s+",
    re.IGNORECASE,
)
_DESCRIBES: Final = frozenset({"series", "history", "record", "track record", "window"})


@dataclass(frozen=True)
class Series:
    """One figure of one entity over time, from one computation."""

    source_id: str
    function_id: str
    entity_id: str | None
    metric: str
    points: tuple[tuple[date, float], ...]


@dataclass(frozen=True)
class Misstatement:
    """A sentence whose direction or horizon the series contradicts."""

    kind: Literal["direction", "horizon"]
    series: Series
    sentence: str
    detail: str


def _day(value: JsonValue) -> date | None:
    if isinstance(value, str) and re.match(r"^\d{4}-\d{2}-\d{2}", value):
        try:
            return date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


def _records(
    value: JsonValue, entity: str | None
) -> Iterator[tuple[str | None, dict[str, JsonValue]]]:
    if isinstance(value, dict):
        own = value.get("entity_id")
        entity = own if isinstance(own, str) else entity
        if any(_day(value.get(k)) for k in _DATE_KEYS):
            yield entity, value
        for item in value.values():
            if isinstance(item, dict | list):
                yield from _records(item, entity)
    elif isinstance(value, list):
        for item in value:
            yield from _records(item, entity)


def _dated(record: dict[str, JsonValue]) -> date | None:
    for key in _DATE_KEYS:
        day = _day(record.get(key))
        if day is not None:
            return day
    return None


def series_of(computation: Computation) -> list[Series]:
    """Every series a computation's result holds (see the module's docstring)."""
    result = computation.result
    found: list[Series] = []
    stats = result.get("stats") if isinstance(result, dict) else None
    if isinstance(stats, list):  # a price window
        for stat in stats:
            if not isinstance(stat, dict):
                continue
            total = stat.get("total_return")
            first = _day(stat.get("base_day")) or _day(stat.get("first_day"))
            last = _day(stat.get("last_day"))
            entity = stat.get("entity_id")
            if isinstance(total, int | float) and first and last and isinstance(entity, str):
                points = ((first, 1.0), (last, 1.0 + float(total)))
                found.append(
                    Series(computation.source_id, computation.function_id, entity, "price", points)
                )
        return found
    metrics = result.get("metrics") if isinstance(result, dict) else None
    window = result.get("window") if isinstance(result, dict) else None
    if isinstance(metrics, dict) and isinstance(window, dict):  # a portfolio
        total = metrics.get("expected_return")
        first = _day(window.get("base_day")) or _day(window.get("first_day"))
        last = _day(window.get("last_day"))
        if isinstance(total, int | float) and first and last:
            points = ((first, 1.0), (last, 1.0 + float(total)))
            found.append(
                Series(
                    computation.source_id,
                    computation.function_id,
                    None,
                    "portfolio_return",
                    points,
                )
            )
        return found
    table: dict[tuple[str | None, str], dict[date, float]] = {}
    for entity, record in _records(result, None):
        day = _dated(record)
        if day is None:
            continue
        for key, value in record.items():
            if key in _SKIP_FIELDS or isinstance(value, bool):
                continue
            if isinstance(value, int | float):
                table.setdefault((entity, key), {})[day] = float(value)
    for (entity, metric), values in table.items():
        if len(values) >= 2:
            found.append(
                Series(
                    computation.source_id,
                    computation.function_id,
                    entity,
                    metric,
                    tuple(sorted(values.items())),
                )
            )
    return found


def _number(word: str | None) -> int:
    if word is None:
        return 1  # "the last decade"
    return int(word) if word.isdigit() else WORD_VALUES.get(word.lower(), 0)


def _unit_days(unit: str) -> float:
    unit = unit.lower()
    if unit.startswith("decade"):
        return 3652.5
    return 365.25 if unit.startswith("year") else 91.3 if unit.startswith("quarter") else 30.44


def _covered(series: Series) -> int:
    """Days a series covers: a series of period figures (quarters, years) covers its first
    period too, so six quarterly figures are six quarters, not the five between their ends;
    a window's two points (its base and last day) cover exactly the days between them."""
    days = [d for d, _ in series.points]
    span = (days[-1] - days[0]).days
    if len(days) < 3:
        return span
    gaps = sorted((b - a).days for a, b in pairwise(days))
    return span + gaps[len(gaps) // 2]


class _PeriodOutside(str):
    """A named period ("in 2022", "year on year", "quarter on quarter") the series cannot show.

    Unlike a span ("over the last five years"), such a phrase often only dates a level ("in
    FY2023 Q1 revenue was …"): it is a misstatement only in a sentence that claims a direction.
    """


def _quarter_end(q: str, year: str) -> date:
    y = int(year) if len(year) == 4 else 2000 + int(year)
    month = 3 * int(q)
    return date(y, month, calendar.monthrange(y, month)[1])


def _ends(groups: tuple[str | None, ...]) -> date:
    """The last day of a quarter ((q, q, year) groups) or of a year (the fourth group)."""
    q = groups[0] or groups[1]
    if q is not None and groups[2] is not None:
        return _quarter_end(q, groups[2])
    return date(int(groups[3] or 0), 12, 31)


def _horizon(sentence: str, series: Series) -> tuple[date, str, date | None] | str | None:
    """The horizon the sentence names — its start, its words and its end when it ends before
    the series does ("in the second half of 2022", "between 3Q21 and 3Q22") — a misstatement,
    or None for the whole series."""
    first, last = series.points[0][0], series.points[-1][0]
    if (m := _BETWEEN.search(sentence)) is not None:
        groups = m.groups()
        opens, closes = _ends(groups[:4]), _ends(groups[4:])
        if closes > opens:
            if opens < first - timedelta(days=45) or closes > last + timedelta(days=45):
                return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
            # from the first period's own figure: the day after it ends, less the slack below
            return opens + timedelta(days=1), m.group(0), closes
    if (m := _IN_QUARTER.search(sentence)) is not None:
        closes = _quarter_end(m.group(1) or m.group(2), m.group(3))
        opens = date(closes.year, closes.month - 2, 1)
        if opens < first - timedelta(days=45) or closes > last + timedelta(days=45):
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return opens, m.group(0), closes
    span = (last - first).days
    for pattern in (_LAST, _SPAN_OF, _OVER, _ON_A):
        m = pattern.search(sentence)
        if m is None:
            continue
        n, unit = _number(m.group(1)), m.group(2)
        days = n * _unit_days(unit)
        describes = pattern is _SPAN_OF and m.group(3).lower() in _DESCRIBES
        if describes and abs(days - span) > 0.5 * _unit_days(unit):
            return f"“{m.group(0)}” describes the series, which spans {_spoken(span, unit)}"
        if unit.lower().startswith("quarter") and pattern is _LAST:
            if n >= len(series.points) + 1 or n > len(series.points):
                return (
                    f"“{m.group(0)}” needs {n} quarters; the series has "
                    f"{len(series.points)} ({first} to {last})"
                )
            return (series.points[-n - 1][0] if n < len(series.points) else first), m.group(0), None
        if days > _covered(series) + 0.5 * _unit_days(unit):
            return f"“{m.group(0)}” is longer than the series ({first} to {last})"
        return last - timedelta(days=round(days)), m.group(0), None
    if (m := _SEQUENTIAL.search(sentence)) is not None:
        return series.points[-2][0], m.group(0), None
    if (m := _YEARLY.search(sentence)) is not None:
        if span < 330:
            return _PeriodOutside(
                f"“{m.group(0)}” needs a year of figures; the series spans {first} to {last}"
            )
        return last - timedelta(days=365), m.group(0), None
    since = _SINCE.search(sentence)
    if since is not None:
        quarter = since.group(1)
        named = since.group("month")
        month = _MONTHS[named.lower()] if named else 1 + 3 * (int(quarter[1]) - 1) if quarter else 1
        start = date(int(since.group(3)), month, 1)
        if start.year < first.year:
            return f"“{since.group(0)}” starts before the series ({first} to {last})"
        return start, since.group(0), None
    if _YTD.search(sentence):
        return date(last.year, 1, 1), "year to date", None
    if (m := _IN_YEAR.search(sentence)) is not None:
        year = int(m.group("year"))
        half = _PART.get((m.group("half") or m.group("h") or "").lower())
        start = date(year, 7, 1) if half == 2 else date(year, 1, 1)
        # a named year or half ends where it ends, not where the series does
        end = date(year, 6, 30) if half == 1 else date(year, 12, 31)
        # a series of period figures covers its first period too (`_covered`)
        if start < last - timedelta(days=_covered(series) + 45) or year > last.year:
            return _PeriodOutside(f"“{m.group(0)}” lies outside the series ({first} to {last})")
        return start, m.group(0), end if end < last else None
    return None


def _spoken(days: int, unit: str) -> str:
    n = days / _unit_days(unit)
    return f"{n:.1f} {unit if unit.endswith('s') else unit + 's'}"


def _names(entity_id: str) -> list[str]:
    words = [w for w in entity_id.removeprefix("ent_").split("_") if len(w) > 2]
    return [w for w in words if w not in ("inc", "corp", "plc", "ltd", "group", "the", "company")]


def _mentions(sentence: str) -> list[tuple[int, int, re.Pattern[str]]]:
    """Every metric the sentence names, the longest name first ("net debt" is not "debt",
    "earnings per share" is not "earnings")."""
    candidates = sorted(
        ((m.start(), m.end(), field) for words, field in METRICS for m in words.finditer(sentence)),
        key=lambda c: c[0] - c[1],
    )
    found: list[tuple[int, int, re.Pattern[str]]] = []
    for start, end, field in candidates:
        if not any(s < end and start < e for s, e, _ in found):
            found.append((start, end, field))
    return sorted(found, key=lambda c: c[0])


def _mention(sentence: str, series: Series, entities: set[str | None]) -> tuple[int, int] | None:
    """Where the sentence names this series' metric — and its entity, when the answer's
    computations cover several (a sentence about another company is not about this one)."""
    lowered = sentence.lower()
    several = len(entities - {None}) > 1 and series.entity_id is not None
    if several and not any(name in lowered for name in _names(series.entity_id or "")):
        return None
    named = _mentions(sentence)
    for start, end, field in named:
        if field.search(series.metric):
            return start, end
    found = _field_words(sentence, series.metric)
    if found is None or any(
        s <= found[0] and found[1] <= e and (e - s) > (found[1] - found[0]) for s, e, _ in named
    ):
        return None  # absent, or part of a longer metric's name ("debt" in "net debt")
    return found


#: parts of a field name that say its unit, not what it measures (`spread_bps`, `cash_usd`)
_UNIT_PARTS: Final = frozenset({"bps", "bp", "pct", "percent", "usd", "eur", "gbp", "jpy", "x",
                                "mm", "mn", "bn", "k", "value", "level", "amount",
                                # a period unit after the name: `cash_conversion_cycle_days`
                                "days", "months", "years"})  # fmt: skip
#: how many other words may stand between the words of a field's name ("days of inventory")
_FIELD_GAP: Final = 2


#: words of a field name that say what kind of measure it is, or how it is taken, not what it
#: measures: a name is found by its other words ("churn" for churn_rate_pct, "coverage" for
#: coverage_ratio, "payable days" for days_payable_outstanding)
_MEASURE_WORDS: Final = stems(
    "rate", "ratio", "level", "total", "count", "number", "index",
    "outstanding", "average", "avg", "mean", "reported", "adjusted", "underlying",
)  # fmt: skip


def _same(token: Token, word: str) -> bool:
    """A sentence word is a field's word: the same stem, or one written as the start of the
    other, four letters at least ("cover" and "coverage")."""
    a, b = token.text.lower(), word.lower()
    return token.stem == stem(word) or (
        min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a))
    )


#: words that join a field's terms ("capex_to_sales", "days_of_inventory"): they say how the
#: terms relate, not what is measured, so a sentence need not use them
_CONNECTORS: Final = frozenset({"to", "of", "per", "over", "vs", "versus", "on", "in", "and"})
#: a ratio's own terms ("capex intensity", "capex as a share of sales"): with them the numerator
#: alone names a ratio field
_RATIO_WORDS: Final = stems("intensity", "ratio", "share", "proportion", "percentage",
                            "relative", "multiple", "coverage", "per")  # fmt: skip
#: how far (in words) a ratio word may follow the numerator
_RATIO_REACH: Final = 4


def _synonyms(part: str) -> list[re.Pattern[str]]:
    """How else a field's word is said: the lexicon's names of a field called just that word
    ("borrowing" for `debt`, "capital spending" for `capex`), so a compound name is found
    through its head's synonyms ("net borrowing" for `net_debt`)."""
    return [words for words, field in METRICS if field.fullmatch(part.lower())]


def _occurrences(sentence: str, words: list[Token], part: str) -> list[tuple[int, int]]:
    """Where the sentence says one word of a field's name: token indices (first, last)."""
    found = [(i, i) for i, t in enumerate(words) if _same(t, part)]
    patterns = _synonyms(part)
    if 2 <= len(part) <= 3 and part.isalpha():
        # a short name is an acronym, which may be written with an ampersand ("R&D" for rd)
        joined = r"\s*(?:&|\band\b)\s*".join(re.escape(c) for c in part)
        patterns.append(re.compile(rf"\b{joined}\b", re.IGNORECASE))
    for pattern in patterns:
        for m in pattern.finditer(sentence):
            inside = [i for i, t in enumerate(words) if m.start() <= t.start < m.end()]
            if inside:
                found.append((inside[0], inside[-1]))
    return sorted(set(found))


def _chained(occurrences: dict[str, list[tuple[int, int]]], gap: int) -> tuple[int, int] | None:
    """Token indices (first, last) of a run naming every part, in any order, with at most
    `gap` other words between consecutive parts ("days of inventory"), else None."""
    every = sorted((at, part) for part, spans in occurrences.items() for at in spans)
    for i, ((first, last), part) in enumerate(every):
        seen, end = {part}, last
        for (start, stop), other in every[i + 1 :]:
            if start - end - 1 > gap:
                break
            seen.add(other)
            end = max(end, stop)
            if len(seen) == len(occurrences):
                return first, end
        if len(seen) == len(occurrences):
            return first, end
    return None


def _field_words(sentence: str, metric: str) -> tuple[int, int] | None:
    """Where the sentence names a field by its own words, in any order and any form
    (`inventory_days`: "inventory days", "days of inventory"; `free_cash_flow`: "FCF"; through
    a word's synonyms: "net borrowing" for `net_debt`; a ratio by its numerator and a ratio
    word: "capex intensity" for `capex_to_sales`), else None."""
    parts = [p for p in re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", metric) if p]
    named = [p for p in parts if p.lower() not in _UNIT_PARTS] or parts
    words = list(tokens(sentence))
    # an acronym may or may not spell the unit word ("CCC" and "RD" for receivable_days)
    acronyms = {
        "".join(p[0] for p in ps if keep or p.lower() not in _CONNECTORS).lower()
        for ps in (named, parts)
        for keep in (False, True)  # "ROE" spells return_on_equity's "on"
    }
    for token in words:
        # an acronym of the name ("FCF") or the name's own first word written as one ("DSO")
        if (
            token.text.isupper()
            and len(token.text) >= 2
            and (token.text.lower() in acronyms or token.text.lower() == named[0].lower())
        ):
            return token.start, token.end
    joined = [p for p in named if p.lower() not in _CONNECTORS] or named
    core = [p for p in joined if stem(p) not in _MEASURE_WORDS] or joined
    occurrences = {p: _occurrences(sentence, words, p) for p in dict.fromkeys(core)}
    if all(occurrences.values()):
        run = _chained(occurrences, _FIELD_GAP)
        if run is not None:
            return words[run[0]].start, words[run[1]].end
    # a ratio named by its numerator and a ratio word ("capex intensity", "capex as a share
    # of sales")
    connector = next((i for i, p in enumerate(named) if p.lower() in _CONNECTORS), None)
    numerator = [p for p in named[:connector] if stem(p) not in _MEASURE_WORDS] if connector else []
    if numerator:
        found = {p: _occurrences(sentence, words, p) for p in dict.fromkeys(numerator)}
        run = _chained(found, _FIELD_GAP) if all(found.values()) else None
        if run is not None:
            after = words[run[1] + 1 : run[1] + 1 + _RATIO_REACH]
            if any(t.stem in _RATIO_WORDS for t in after):
                return words[run[0]].start, words[run[1]].end
    # the last word of a compound name alone ("the coverage ratio" of interest_coverage)
    if len(core) > 1 and len(core[-1]) >= 6:
        for token in words:
            if _same(token, core[-1]):
                return token.start, token.end
    return None


def _claimed(sentence: str, mention: tuple[int, int], metric: str) -> Direction | None:
    """The direction word governing the mention: the first after it in its clause, else the
    last before it in its clause."""
    clauses = [0, *(m.end() for m in _CLAUSE.finditer(sentence)), len(sentence) + 1]
    start = max(c for c in clauses if c <= mention[0])
    end = min(c for c in clauses if c > mention[1] - 1)
    stop = min(end, len(sentence))
    hits = [
        (m.start(), m.group(0), side)
        for pattern, side in (
            (_UP, "up"),
            (_DOWN, "down"),
            (_OUTCOME_UP, "up"),
            (_OUTCOME_DOWN, "down"),
        )
        for m in pattern.finditer(sentence, start, stop)
        if m.group(0).lower() not in _COMPARATIVE
        or _PREDICATE.search(sentence[: m.start()])
        or _COMPLEMENT_END.match(sentence, m.end())
    ]
    listed = {h[0] for h in hits}
    hits += [
        (t.start, t.text, "up" if t.stem in _UP_STEMS else "down")
        for t in tokens(sentence, start, stop)
        if t.start not in listed and (t.stem in _UP_STEMS or t.stem in _DOWN_STEMS)
    ]
    after = sorted(h for h in hits if h[0] >= mention[1])
    before = sorted(h for h in hits if h[0] < mention[0])
    pick = after[0] if after else before[-1] if before else None
    if pick is None:
        return None
    side: Direction = "up" if pick[2] == "up" else "down"
    # a negated change claims the other way: "is no longer rising" and "did not grow" are
    # false of a rising series, "did not lose money" of a loss
    # "has not stopped climbing" negates twice: each negation within reach flips the side
    reach = _REACH.search(sentence, start, pick[0])
    window = sentence[reach.start() if reach else start : pick[0]]
    if len(_NEGATOR.findall(window)) % 2 == 1:
        side = "down" if side == "up" else "up"
    if _GOOD_BAD.fullmatch(pick[1]) and _LOWER_IS_BETTER.search(metric):
        side = "down" if side == "up" else "up"
    return side


#: negations of a change word (stopping a change negates it too: "stopped rising"), and how
#: far before the change word they reach: three words
_NEGATOR: Final = re.compile(
    r"\b(?:not|no longer|never|failed to|fails to|failing to|neither|nor|without|"
    r"stopped|stops|ceased|ceases|halted)\b|n't",
    re.IGNORECASE,
)
_REACH: Final = re.compile(r"(?:[\w'-]+\s+){1,3}$")
_SPLIT: Final = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][”\"]))\s+(?=[A-Z“\"])")


#: a quotation: the words of a source (a transcript, a filing), not a claim of the answer
_QUOTED: Final = re.compile(r"“[^”]*”|\"[^\"]*\"")


def _in_quotation(text: str) -> bool:
    """Whether `text` (from a sentence's start) ends inside an open quotation."""
    return text.count("“") > text.count("”") or text.count('"') % 2 == 1


def sentences(text: str) -> list[str]:
    """The sentences of an answer (each line split at its sentence ends, never inside a
    quotation, so a quoted passage stays with the sentence that quotes it), each once."""
    found: list[str] = []
    for line in text.splitlines():
        start = 0
        for end in _SPLIT.finditer(line):
            if not _in_quotation(line[start : end.start()]):
                found.append(line[start : end.start()])
                start = end.end()
        found.append(line[start:])
    return list(dict.fromkeys(s for s in found if s.strip()))


def own_words(sentence: str) -> str:
    """The sentence without what it quotes: a quoted source's words are checked against the
    source by the grounder; only the answer's own words claim a direction or a horizon."""
    return _QUOTED.sub("“…”", sentence)


def misstatements(
    sentences: Sequence[str], computations: Sequence[Computation]
) -> list[Misstatement]:
    """Every sentence whose direction or horizon a computation's series contradicts."""
    found: list[Misstatement] = []
    every_series = [s for c in computations for s in series_of(c)]
    entities = {s.entity_id for s in every_series}
    claims = [
        (sentence, own)
        for sentence, own in ((s, own_words(s)) for s in sentences)
        if not _QUESTION.search(own) and not _FORWARD.search(own)
    ]
    for computation in computations:
        for series in series_of(computation):
            for sentence, own in claims:
                mention = _mention(own, series, entities)
                if mention is None:
                    continue
                horizon = _horizon(own, series)
                claimed = _claimed(own, mention, series.metric)
                if isinstance(horizon, str):
                    if claimed is not None or not isinstance(horizon, _PeriodOutside):
                        found.append(Misstatement("horizon", series, sentence, horizon))
                    continue
                if claimed is None:
                    continue
                start = horizon[0] if horizon else series.points[0][0]
                until = horizon[2] if horizon else None
                inside = [
                    p
                    for p in series.points
                    if p[0] >= start - timedelta(days=45) and (until is None or p[0] <= until)
                ]
                if len(inside) < 2:
                    inside = list(series.points[-2:])
                before, after = inside[0][1], inside[-1][1]
                if abs(after - before) <= 1e-9 * max(abs(before), 1.0):
                    continue
                actual: Direction = "up" if after > before else "down"
                if actual != claimed:
                    words = f" {horizon[1]}" if horizon else ""
                    found.append(
                        Misstatement(
                            "direction",
                            series,
                            sentence,
                            f"{series.metric} went {actual}{words} "
                            f"({inside[0][0]}: {before:.4g} → {inside[-1][0]}: {after:.4g})",
                        )
                    )
    return found


__all__ = ["METRICS", "Misstatement", "Series", "misstatements", "sentences", "series_of"]
