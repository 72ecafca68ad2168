"""Levels said against a bound, read against the statistic a computation holds.

A claim about a window's statistic is often no direction at all but a level against a bound:
"vol stayed under 20 %", "the Sharpe ratio was above 1.5", "never drew down more than 15 %",
"max drawdown worse than 30 %". The platform computes these statistics for a stock's window
(`prices.window_stats`: total return, annualised volatility, maximum drawdown) and for a
portfolio (`portfolio.evaluate`: annualised mean return, volatility, maximum drawdown); the
Sharpe ratio is the annualised mean over the volatility (no risk-free rate), computed from
them when no computation states it.

The reading has three inventories:

- *statistics*: how people name each one (its lexicon, including the verb "drew down") and
  which result fields hold it, with which way is worse (a higher volatility or drawdown is
  worse, a higher Sharpe ratio or return better);
- *bounds*: the comparatives of a level ("above", "north of", "in excess of", "> ", "below",
  "south of", "shy of", "at most", "worse than", "better than") with a number in its unit; a
  negation before the bound turns it ("never … more than 15 %" is at most 15 %);
- *scope*: the bound belongs to the nearest statistic named before it in its clause, the
  statistic to the one result the sentence names (its company, or a portfolio), over a
  horizon that is the result's window (a horizon the window does not cover is `trends`'s).

A bound is contradicted when the value lies on the other side of it by more than the bound's
own rounding ("20 %" is 19.5 % to 20.5 %).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Final, Literal

from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.trends import Misstatement, Series, _horizon

Side = Literal["above", "below"]


@dataclass(frozen=True)
class _Statistic:
    """A statistic: how it is named, the fields that hold it, whether higher is worse, and
    whether it is a share (written in percent) or a ratio (written as a plain number)."""

    name: str
    words: re.Pattern[str]
    field: re.Pattern[str]
    higher_is_worse: bool
    share: bool


_STATISTICS: Final = (
    _Statistic(
        "volatility",
        re.compile(
            r"\b(?:annuali[sz]ed\s+|realised\s+|realized\s+)?(?:volatility|vol|standard\s+"
            r"deviation|std\.?\s*dev)\b",
            re.IGNORECASE,
        ),
        re.compile(r"^(?:annuali[sz]ed_)?vol(?:atility)?$"),
        True,
        True,
    ),
    _Statistic(
        "drawdown",
        re.compile(
            r"\b(?:max(?:imum)?\s+)?draw-?downs?\b|\bpeak[- ]to[- ]trough(?:\s+(?:fall|drop|"
            r"decline|loss))?\b|\b(?:dr[ae]w|draws|drawn|drawing)\s+down\b",
            re.IGNORECASE,
        ),
        re.compile(r"^(?:max_)?drawdown$"),
        True,
        True,
    ),
    _Statistic(
        "Sharpe ratio",
        re.compile(r"\bsharpe(?:\s+ratio)?\b|\brisk[- ]adjusted\s+returns?\b", re.IGNORECASE),
        re.compile(r"^sharpe(?:_ratio)?$"),
        False,
        False,
    ),
    _Statistic(
        "total return",
        re.compile(r"\b(?:total\s+)?returns?\b|\breturned\b", re.IGNORECASE),
        re.compile(r"^total_return$"),
        False,
        True,
    ),
)
#: the comparatives of a level, each with the side of the bound it says the value is on;
#: "worse"/"better" take their side from the statistic
_BOUND: Final = re.compile(
    r"(?<![\w<>])(?:"
    r"(?P<below>no\s+more\s+than|not\s+more\s+than|no\s+higher\s+than|below|under|beneath|"
    r"less\s+than|lower\s+than|south\s+of|shy\s+of|short\s+of|at\s+most|within|capped\s+at|"
    r"<=?|≤)|"
    r"(?P<above>no\s+less\s+than|not\s+less\s+than|above|over|more\s+than|greater\s+than|"
    r"higher\s+than|north\s+of|in\s+excess\s+of|upwards\s+of|exceed(?:ed|s|ing)?|topped|tops|"
    r"beyond|at\s+least|>=?|≥)|"
    r"(?P<worse>worse\s+than)|(?P<better>better\s+than))"
    r"\s*(?:about\s+|around\s+|roughly\s+|~\s*)?"
    r"(?P<sign>[-−])?(?P<num>\d+(?:\.\d+)?)(?![\d.,])\s?"
    r"(?P<unit>%|pct\b|percent\b|per\s+cent\b|bps\b|bp\b)?"
    # a count of something else is no level: "over 5 years", "more than 3 names"
    r"(?!\s*(?:years?|yrs?|months?|mths?|quarters?|qtrs?|days?|weeks?|decades?|sessions?|"
    r"trading|times|x\b|names|stocks|positions|assets|holdings|of\b))",
    re.IGNORECASE,
)
#: a year is a date, not a bound ("over 2022")
_YEAR: Final = re.compile(r"(?:19|20)\d{2}")
#: a negation before the bound turns its side: "never drew down more than 15 %", "vol did
#: not exceed 20 %"
_NEGATION: Final = re.compile(
    r"\b(?:not|never|no|didn['’]t|did\s+not|hasn['’]t|haven['’]t|wasn['’]t|weren['’]t|"
    r"isn['’]t|at\s+no\s+point)\b|n['’]t\b",
    re.IGNORECASE,
)
#: what ends a statistic's reach: a sentence or clause break, or a conjunction opening another
_REACH_BREAK: Final = re.compile(r"[.;!?\n]|\b(?:while|whereas|but)\b", re.IGNORECASE)
#: how far before its bound a statistic may be named
_REACH: Final = 60
#: words that name a portfolio rather than a company
_PORTFOLIO: Final = re.compile(
    r"\b(?:portfolio|basket|book|fund|strategy|sleeve|allocation|blend|mix)\b", re.IGNORECASE
)
_NAME_STOP: Final = frozenset({"inc", "corp", "plc", "ltd", "group", "the", "company", "co"})
#: whose statistic it is when not the result's: peers, the sector, the market, an index
_OTHERS: Final = re.compile(
    r"\b(?:peers?|peer\s+group|competitors?|rivals?|sector|industry|market|index|benchmark|"
    r"s&p\s*500|msci|comps)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Record:
    """The statistics of one entity (None: a portfolio) over one window, from one result."""

    source_id: str
    function_id: str
    entity_id: str | None
    first: date | None
    last: date | None
    values: dict[str, float]


def _day(value: JsonValue) -> date | None:
    if isinstance(value, str) and re.match(r"^\d{4}-\d{2}-\d{2}", value):
        try:
            return date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


def _window(
    record: dict[str, JsonValue], outer: tuple[date | None, date | None]
) -> tuple[date | None, date | None]:
    """A record's window: its own base or first day and last day, else its window's, else the
    enclosing result's."""
    inner = record.get("window")
    sources = [record, inner] if isinstance(inner, dict) else [record]
    for source in sources:
        first = _day(source.get("base_day")) or _day(source.get("first_day"))
        last = _day(source.get("last_day"))
        if first and last:
            return first, last
    return (_day(record.get("start")) or outer[0], _day(record.get("end")) or outer[1])


def _records(
    value: JsonValue, computation: Computation, outer: tuple[date | None, date | None]
) -> Iterator[_Record]:
    """Every object of a result holding a statistic's field, with its entity and window."""
    if isinstance(value, list):
        for item in value:
            yield from _records(item, computation, outer)
        return
    if not isinstance(value, dict):
        return
    window = _window(value, outer)
    numbers = {k: float(v) for k, v in value.items() if isinstance(v, int | float)}
    for key, inner in value.items():
        if isinstance(inner, dict) and key in ("metrics", "statistics", "stats_summary"):
            numbers.update({k: float(v) for k, v in inner.items() if isinstance(v, int | float)})
    found = {
        s.name: v
        for s in _STATISTICS
        for k, v in numbers.items()
        if s.field.match(k) and not isinstance(value.get(k), bool)
    }
    # the Sharpe ratio of a result that states its mean and volatility but not the ratio
    mean = numbers.get("expected_return", numbers.get("annualised_return"))
    vol = found.get("volatility")
    if "Sharpe ratio" not in found and mean is not None and vol:
        found["Sharpe ratio"] = mean / vol
    if found:
        entity = value.get("entity_id")
        yield _Record(
            computation.source_id,
            computation.function_id,
            entity if isinstance(entity, str) else None,
            window[0],
            window[1],
            found,
        )
    for key, inner in value.items():
        if isinstance(inner, dict | list) and key not in ("metrics", "window"):
            yield from _records(inner, computation, window)


def _names(entity_id: str) -> list[str]:
    return [
        w for w in entity_id.removeprefix("ent_").split("_") if len(w) > 2 and w not in _NAME_STOP
    ]


def _record_of(sentence: str, records: Sequence[_Record], statistic: str) -> _Record | None:
    """The one result whose statistic the sentence speaks of: the company it names, or a
    portfolio when it names one (or the only result holding the statistic)."""
    holding = [r for r in records if statistic in r.values]
    lowered = sentence.lower()
    named = [
        r
        for r in holding
        if r.entity_id is not None and any(n in lowered for n in _names(r.entity_id))
    ]
    if len(named) == 1:
        return named[0]
    if not named and _PORTFOLIO.search(sentence):
        portfolios = [r for r in holding if r.entity_id is None]
        if len(portfolios) == 1:
            return portfolios[0]
    return holding[0] if len(holding) == 1 and not named else None


def _bound_value(m: re.Match[str], share: bool) -> tuple[float, float]:
    """The bound as the result holds it (a share as a fraction) and its rounding."""
    text = m.group("num")
    number = float(text)
    decimals = len(text.split(".")[1]) if "." in text else 0
    rounding = 0.5 * 10.0 ** (-decimals)
    unit = (m.group("unit") or "").lower()
    scale = 1.0
    if unit.startswith("bp"):
        scale = 1e-4
    elif unit or (share and number > 1.5):
        scale = 0.01
    sign = -1.0 if m.group("sign") else 1.0
    return sign * number * scale, rounding * scale


def _side(m: re.Match[str], statistic: _Statistic) -> Side:
    if m.group("below"):
        return "below"
    if m.group("above"):
        return "above"
    worse = bool(m.group("worse"))
    return "above" if worse == statistic.higher_is_worse else "below"


def _covers(sentence: str, record: _Record) -> bool:
    """Whether the sentence's horizon is the record's window (or it names none)."""
    if record.first is None or record.last is None:
        return True
    series = Series(
        record.source_id,
        record.function_id,
        record.entity_id,
        "level",
        ((record.first, 0.0), (record.last, 0.0)),
    )
    horizon = _horizon(sentence, series)
    if horizon is None:
        return True
    if isinstance(horizon, str):
        return False  # a horizon the window does not cover: `trends` reads it
    start, _, end = horizon
    slack = timedelta(days=45)
    return start <= record.first + slack and (end is None or end >= record.last - slack)


def _bounds(own: str) -> Iterator[tuple[_Statistic, re.Match[str], bool]]:
    """Every bound of the sentence with the statistic it is said of and whether it is negated."""
    for m in _BOUND.finditer(own):
        if not m.group("unit") and _YEAR.fullmatch(m.group("num")):
            continue
        named: list[tuple[int, int, _Statistic]] = []
        for statistic in _STATISTICS:
            for s in statistic.words.finditer(own, max(0, m.start() - _REACH), m.start()):
                if not _REACH_BREAK.search(own, s.end(), m.start()):
                    named.append((s.start(), s.end(), statistic))
        if not named:
            continue
        # the nearest statistic before the bound; the longer name at one place
        start, _, statistic = max(named, key=lambda n: (n[1], n[1] - n[0]))
        reach = max(0, start - 24)
        if _OTHERS.search(own, reach, m.start()):
            continue  # "the sector's vol was above 30 %" is no level of this result
        negated = len(_NEGATION.findall(own, reach, m.start())) % 2 == 1
        yield statistic, m, negated


def level_misstatements(
    sentences: Sequence[tuple[str, str]], computations: Sequence[Computation]
) -> list[Misstatement]:
    """Every sentence that says a statistic lies beyond a bound that the computation's value
    does not (see the module's docstring). `sentences` are (own words written out, sentence
    as written) of the sentences that assert."""
    records = [r for c in computations for r in _records(c.result, c, (None, None))]
    if not records:
        return []
    found: list[Misstatement] = []
    for own, sentence in sentences:
        for statistic, m, negated in _bounds(own):
            record = _record_of(own, records, statistic.name)
            if record is None or not _covers(own, record):
                continue
            value = record.values[statistic.name]
            bound, rounding = _bound_value(m, statistic.share)
            if statistic.name == "drawdown":
                value, bound = abs(value), abs(bound)  # a drawdown is a size, however signed
            side = _side(m, statistic)
            if negated:
                side = "below" if side == "above" else "above"
            tolerance = rounding + 1e-9
            wrong = value < bound - tolerance if side == "above" else value > bound + tolerance
            if not wrong:
                continue
            shown = f"{value:.1%}" if statistic.share else f"{value:.2f}"
            said = f"{bound:.1%}" if statistic.share else f"{bound:g}"
            days = f" ({record.first} to {record.last})" if record.first else ""
            series = Series(
                record.source_id,
                record.function_id,
                record.entity_id,
                statistic.name.replace(" ", "_").lower(),
                ((record.first or date.min, value), (record.last or date.min, value)),
            )
            found.append(
                Misstatement(
                    "level",
                    series,
                    sentence,
                    f"a {statistic.name} of {shown}{days}, not {side} {said}",
                )
            )
    return found


__all__ = ["level_misstatements"]
