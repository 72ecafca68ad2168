"""A spreadsheet's rows as time: dates, windows and look-ahead written in a workbook's terms.

In a sheet of dated rows (oldest at the top), a plan states its periods and its look-ahead in
formulas and cell terms, not in words a reader of prose knows:

- a date is `DATE(2010,1,4)`, `DATEVALUE("2018-12-31")` or an Excel date serial ("rows with
  date serials 40182–43465", 1900 date system unless the text says 1904);
- a window is a filter's criteria on the date column: `FILTER(ret,(dt>=DATE(…))*(dt<=DATE(…)))`,
  `AVERAGEIFS(ret,dt,">="&DATE(…),dt,"<="&DATE(…))`, `AND(A2>=…,A2<=…)`;
- the whole sample is a whole column (`AVERAGE(B:B)`, `'Returns'!A:A`);
- the future is a later row: `OFFSET(ret,1,0)` (a positive row offset reads below, later),
  "the next row's return", "the row below";
- a fill at the signal's price is a fill price taken on the signal's own row ("Fill price col H
  = close on the same row the signal in col G is computed from").

`rows_as_words` rewrites one sentence so the leakage reader (`quantward_validation.leakage`)
reads these as the dates, periods and words it knows ("the rows from 2010-01-04 to 2018-12-31",
"the whole column", "the next row's returns"); `SAME_ROW_FILL` is the fill's construction, read
with the other same-price fills. Pure; a sentence without a workbook's terms is returned as is.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Final

#: Excel's 1900 date system counts days from 1899-12-30 (its phantom 29 Feb 1900 included)
_EPOCH_1900: Final = date(1899, 12, 30)
_EPOCH_1904: Final = date(1904, 1, 1)

_DATE_CALL: Final = re.compile(
    r"\bDATE\s*\(\s*(?P<y>\d{4})\s*[,;]\s*(?P<m>\d{1,2})\s*[,;]\s*(?P<d>\d{1,2})\s*\)",
    re.IGNORECASE,
)
_DATEVALUE: Final = re.compile(r"\bDATEVALUE\s*\(\s*\"(?P<text>[^\"]{6,20})\"\s*\)", re.IGNORECASE)
#: a sentence that says its numbers are date serials ("date serials", "serial numbers", "Excel
#: 1900 system", "as serials")
_SERIAL_CONTEXT: Final = re.compile(
    # (not "serial correlation": only numbers called serials, or dates of Excel's systems)
    r"\bdate\s+serials?\b|\bserials\b|\bserial\s+(?:numbers?|dates?)\b|"
    r"\bexcel\s+(?:1900|1904)\b|"
    r"\b(?:1900|1904)\s+date\s+system\b",
    re.IGNORECASE,
)
#: the words that call numbers serials: "date serials", "serial numbers", "serials"
_SERIAL_WORDS: Final = re.compile(
    r"\b(?:date\s+)?serials?(?:\s+(?:numbers?|dates?))?\b", re.IGNORECASE
)
#: a five-digit number a date serial can be (1954 to 2119)
_SERIAL: Final = re.compile(r"(?<![\w.,$-])(?P<n>[2-7]\d{4})(?![\w.,%]|\s*(?:bp|bps|%|x)\b)")
#: a comparison of a date column with a date: ">=2010-01-04", "\">=\"&2010-01-04", "<= 43465"
_BOUND: Final = re.compile(
    r"(?P<op>>=|<=|>|<)\s*\"?\s*(?:\"\s*&\s*)?(?P<day>\d{4}-\d{2}-\d{2})",
)
#: a worksheet call that filters or aggregates rows by criteria
_CRITERIA_CALL: Final = re.compile(
    r"(?:=(?=[A-Za-z]))?\b(?P<fn>FILTER|AVERAGEIFS|SUMIFS|COUNTIFS|MAXIFS|MINIFS|AVERAGEIF|SUMIF|COUNTIF|AND|"
    r"SUMPRODUCT|INDEX|QUERY)\s*\(",
    re.IGNORECASE,
)
#: what an aggregating criteria call computes over the rows it keeps
_AGGREGATE: Final = {
    "AVERAGEIFS": "the average over ",
    "AVERAGEIF": "the average over ",
    "SUMIFS": "the sum over ",
    "SUMIF": "the sum over ",
    "COUNTIFS": "the count of ",
    "COUNTIF": "the count of ",
    "MAXIFS": "the maximum over ",
    "MINIFS": "the minimum over ",
}
#: a whole-column reference, perhaps on another sheet: "B:B", "$B:$B", "'Returns'!A:A"
_WHOLE_COLUMN: Final = re.compile(
    r"(?:(?:'[^'\n]+'|[A-Za-z_]\w*)!)?\$?(?P<a>[A-Z]{1,3}):\$?(?P<b>[A-Z]{1,3})(?![\w$\d])"
)
#: a statistic of a range: its mean, deviation, variance, median, quantile or extremes
_STATISTIC: Final = re.compile(
    r"\b(?P<fn>AVERAGE|STDEV(?:\.[SP])?|STDEVP?A?|VAR(?:\.[SP])?|VARP?A?|MEDIAN|PERCENTILE(?:\.INC|"
    r"\.EXC)?|QUANTILE|MAX|MIN|CORREL|COVARIANCE\.[SP]|SLOPE|LINEST|STANDARDIZE)\s*\(",
    re.IGNORECASE,
)
#: an OFFSET by rows: OFFSET(ref, rows, cols)
_OFFSET: Final = re.compile(
    r"\bOFFSET\s*\(\s*(?P<ref>[^,()]{1,40}?)\s*[,;]\s*(?P<rows>[-+]?\d+)\s*(?:[,;][^()]*)?\)",
    re.IGNORECASE,
)
_RETURNS_NAME: Final = re.compile(r"rets?|returns?|r", re.IGNORECASE)
_PRICES_NAME: Final = re.compile(r"px|prices?|close|closes|p", re.IGNORECASE)

#: a fill price taken on the signal's own row: "Fill price col H = close on the same row the
#: signal … is computed from", "entry price: the close in the signal's row"
SAME_ROW_FILL: Final = (
    r"\b(?:fill|execution|entry|exit|trade|transaction|order)\s+prices?\b[^.;]{0,40}?"
    r"(?:=|:|\bis\b|\bare\b|\bequals?\b|\buses?\b|\bset\s+to\b|\btaken\s+(?:as|at|from)\b)"
    r"[^.;]{0,30}?\b(?:on|in|from|at|of)\s+(?:the\s+(?:very\s+)?(?:same|identical)\s+"
    r"(?:row|line|bar|record)\b|the\s+signal['’]?s?\s+(?:own\s+)?(?:row|line|bar|record)\b)"
)


def _serial_date(n: int, system_1904: bool) -> date:
    return (_EPOCH_1904 if system_1904 else _EPOCH_1900) + timedelta(days=n)


def _dates_written(sentence: str) -> str:
    """DATE(y,m,d), DATEVALUE("…") and (where the sentence says so) date serials as ISO dates."""

    def _date_call(m: re.Match[str]) -> str:
        try:
            return date(int(m.group("y")), int(m.group("m")), int(m.group("d"))).isoformat()
        except ValueError:
            return m.group(0)

    out = _DATE_CALL.sub(_date_call, sentence)
    out = _DATEVALUE.sub(lambda m: m.group("text"), out)
    if _SERIAL_CONTEXT.search(out):
        system_1904 = "1904" in out
        out = _SERIAL.sub(
            lambda m: _serial_date(int(m.group("n")), system_1904).isoformat(),
            _SERIAL_WORDS.sub("dates", out),
        )
    return out


def _bound_day(bound: re.Match[str]) -> str:
    """The first or last day a comparison keeps: a strict one excludes its own date."""
    day = date.fromisoformat(bound.group("day"))
    if bound.group("op") == ">":
        day += timedelta(days=1)
    elif bound.group("op") == "<":
        day -= timedelta(days=1)
    return day.isoformat()


def _closing(text: str, opened: int) -> int:
    """The index just after the bracket closing the one opened before `opened`."""
    depth = 1
    for i in range(opened, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def _windows_written(sentence: str) -> str:
    """Each criteria call on dates as the rows it keeps: "the rows from A to B"."""
    out = sentence
    at = 0
    while (m := _CRITERIA_CALL.search(out, at)) is not None:
        end = _closing(out, m.end())
        if end < 0:
            break
        bounds = list(_BOUND.finditer(out, m.end(), end))
        lows = [_bound_day(b) for b in bounds if ">" in b.group("op")]
        highs = [_bound_day(b) for b in bounds if "<" in b.group("op")]
        if not lows and not highs:
            at = m.end()
            continue
        if lows and highs:
            rows = f"the rows from {max(lows)} to {min(highs)}"
        elif lows:
            rows = f"the rows from {max(lows)} on"
        else:
            rows = f"the rows up to {min(highs)}"
        said = _AGGREGATE.get(m.group("fn").upper(), "") + rows
        out = out[: m.start()] + said + out[end:]
        at = m.start() + len(said)
    return out


def _whole_columns_written(sentence: str) -> str:
    """A statistic over a whole column as one over "the whole column", and a z-score made of
    such statistics as a standardisation over it."""
    if not _WHOLE_COLUMN.search(sentence):
        return sentence
    out = sentence
    at = 0
    while (m := _STATISTIC.search(out, at)) is not None:
        end = _closing(out, m.end())
        if end < 0:
            break
        inner = out[m.end() : end - 1]
        if any(w.group("a") == w.group("b") for w in _WHOLE_COLUMN.finditer(inner)):
            said = f"the {m.group('fn').split('.')[0].lower()} fitted on the whole column"
            out = out[: m.start()] + said + out[end:]
            at = m.start() + len(said)
        else:
            at = m.end()
    return out


def _offsets_written(sentence: str) -> str:
    """OFFSET(ref, rows, …) as the row it reads: a positive row offset is a later row."""

    def _offset(m: re.Match[str]) -> str:
        rows = int(m.group("rows"))
        ref = m.group("ref").strip()
        noun = (
            "returns"
            if _RETURNS_NAME.fullmatch(ref)
            else "prices"
            if _PRICES_NAME.fullmatch(ref)
            else f"values of {ref}"
        )
        if rows > 0:  # a later row, however far: "the next row's returns, 5 rows on"
            return f"the next row's {noun}" + ("" if rows == 1 else f", {rows} rows on")
        if rows < 0:
            return f"the previous row's {noun}"
        return m.group(0)

    return _OFFSET.sub(_offset, sentence)


def rows_as_words(sentence: str) -> str:
    """`sentence` with a workbook's dates, windows, whole columns and row offsets written as the
    dates and words of prose (see the module's doc)."""
    if not re.search(r"[(:]|serial", sentence, re.IGNORECASE):
        return sentence
    out = _dates_written(sentence)
    out = _windows_written(out)
    out = _whole_columns_written(out)
    return _offsets_written(out)


__all__ = ["SAME_ROW_FILL", "rows_as_words"]
