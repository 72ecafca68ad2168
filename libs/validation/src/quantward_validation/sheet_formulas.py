"""What a spreadsheet formula computes, said in words.

A client who works in Excel (or LibreOffice, or Google Sheets) states an objective as the
formula of the cell it optimises: `=SUMPRODUCT(w,mu)` is the portfolio's expected return,
`=MMULT(TRANSPOSE(w),MMULT(Cov,w))` its variance, `=SQRT(…)` of that its volatility,
`(SUMPRODUCT(w,mu)-rf)/SQRT(…)` a Sharpe ratio, and `=STDEV.S(H4:H263)` the volatility of column
H, which is tracking error when the text says column H is the portfolio's return minus the
benchmark's. A reader of prose sees none of that in the letters.

`formulas_as_words` parses each formula (after "=", or a call of a known worksheet function)
with a small grammar of Excel's expressions (`+ - * / ^`, calls, ranges, names, numbers) and
evaluates it over a lattice of measures — weights, expected returns, a covariance matrix, the
risk-free rate, a data column (plain or active) — to the measure it computes: an expected
return, a variance, a volatility, a return per unit of risk, a tracking error, an active return.
Each formula it can read is replaced by the words of that measure, padded with spaces to the
formula's length, so offsets into the text hold; a formula it cannot read is left as written.

A column's meaning comes from the text: "col H being portfolio minus benchmark daily return",
"column H = active return vs the index", "H: excess over the benchmark". A reference to a
column by its letter with a bracketed gloss ("col H (active return vs the Euro Stoxx 50)") is
made its gloss, so the words after it read with it. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

Measure = Literal[
    "weights",
    "means",
    "cov",
    "cov_weights",
    "rate",
    "series",
    "active_series",
    "return",
    "variance",
    "volatility",
    "risk_adjusted",
    "tracking",
    "active",
    "scalar",
]

#: the words each computed measure is said in, longest first (the first that fits is used)
_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "return": ("expected return", "return", "ret"),
    "variance": ("portfolio variance", "variance", "var"),
    "volatility": ("portfolio volatility", "volatility", "vol"),
    "risk_adjusted": ("Sharpe ratio", "Sharpe", "SR"),
    "tracking": ("tracking error", "TE"),
    "active": ("active return", "active"),
}

#: names a workbook gives its inputs (a named range or a header), by what they hold
_NAMED: Final[tuple[tuple[Measure, re.Pattern[str]], ...]] = (
    ("weights", re.compile(r"w|wts?|wgts?|weights?|alloc\w*|x|holdings?", re.IGNORECASE)),
    (
        "means",
        re.compile(
            r"mu|μ|means?|exp_?rets?|exp_?returns?|e_?r|er|exret|expected_?returns?|"
            r"alphas?|fcst\w*|forecasts?|r_?bar",
            re.IGNORECASE,
        ),
    ),
    (
        "cov",
        re.compile(
            r"cov\w*|vcv|vcov|sigma|σ|s|v|omega|ω|covar\w*|varcov\w*|risk_?model", re.IGNORECASE
        ),
    ),
    ("rate", re.compile(r"rf|r_?f|rfr|risk_?free\w*|cash_?rate|tbill\w*", re.IGNORECASE)),
    (
        "series",
        re.compile(r"rets?|returns?|port_?rets?|portfolio_?returns?|pnl|p&l", re.IGNORECASE),
    ),
    (
        "active_series",
        re.compile(
            r"active\w*|act_?rets?|excess\w*|rel_?rets?|relative\w*|diff|te_?series",
            re.IGNORECASE,
        ),
    ),
)

#: a cell reference or a range: "B2", "$C$4:$C$15", "H:H", "'Returns'!A2:A1260", "B$2:B2"
_REF: Final = re.compile(
    r"(?:(?:'[^'\n]+'|[A-Za-z_]\w*)!)?\$?(?P<col>[A-Z]{1,3})\$?(?P<row>\d+)?"
    r"(?::\$?(?P<col2>[A-Z]{1,3})\$?(?P<row2>\d+)?)?(?![\w(])"
)
#: a worksheet function call's name: letters, digits and dots ("STDEV.S", "COVARIANCE.S")
_CALL: Final = re.compile(r"(?P<name>[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*)\s*\(")
#: the worksheet functions whose call marks a formula even without its "="
_KNOWN: Final = frozenset(
    {
        "SUMPRODUCT",
        "MMULT",
        "TRANSPOSE",
        "SQRT",
        "STDEV",
        "STDEV.S",
        "STDEV.P",
        "STDEVA",
        "STDEVP",
        "VAR",
        "VAR.S",
        "VAR.P",
        "VARA",
        "VARP",
        "AVERAGE",
        "AVERAGEA",
        "SUM",
        "COVARIANCE.S",
        "COVARIANCE.P",
        "COVAR",
        "INDEX",
        "OFFSET",
        "FILTER",
        "AVERAGEIFS",
        "SUMIFS",
        "COUNTIFS",
    }
)
_STDEV: Final = frozenset({"STDEV", "STDEV.S", "STDEV.P", "STDEVA", "STDEVP", "STDEVPA"})
_VAR: Final = frozenset({"VAR", "VAR.S", "VAR.P", "VARA", "VARP", "VARPA"})
_MEAN: Final = frozenset({"AVERAGE", "AVERAGEA"})
_MATRIX: Final = frozenset({"MMULT", "SUMPRODUCT"})

_NUMBER: Final = re.compile(r"\d+(?:\.\d+)?%?")
_NAME: Final = re.compile(r"[A-Za-z_μσΣΩ][\w.]*")
#: a formula's start: its "=" (not a comparison's "<=", ">=", "==" or "!=") before an operand
_FORMULA_SIGN: Final = re.compile(r"(?<![<>=!])=(?!=)\s*(?=[-(A-Za-z$'])")


@dataclass
class _Parser:
    """A recursive-descent reader of one Excel expression, evaluated to a measure as it goes."""

    text: str
    at: int
    columns: dict[str, Measure]

    def skip(self) -> None:
        while self.at < len(self.text) and self.text[self.at] in " \t":
            self.at += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.at] if self.at < len(self.text) else ""

    def expression(self) -> Measure | None:
        left = self.term()
        while self.peek() in ("+", "-", "−", "–"):
            sign = self.text[self.at]
            self.at += 1
            right = self.term()
            left = _combine_sum(left, right, negative=sign != "+")
        return left

    def term(self) -> Measure | None:
        left = self.factor()
        while self.peek() in ("*", "/", "÷"):
            op = self.text[self.at]
            self.at += 1
            right = self.factor()
            left = _ratio(left, right) if op in "/÷" else _product(left, right)
        return left

    def factor(self) -> Measure | None:
        if self.peek() in ("-", "−", "+"):
            self.at += 1
        base = self.primary()
        if self.peek() == "^":
            self.at += 1
            power = self.primary()
            if base == "volatility" and power == "scalar":
                return "variance"
        return base

    def primary(self) -> Measure | None:
        self.skip()
        ch = self.peek()
        if ch == "(":
            self.at += 1
            inner = self.expression()
            self.expect(")")
            return inner
        number = _NUMBER.match(self.text, self.at)
        if number:
            self.at = number.end()
            return "scalar"
        call = _CALL.match(self.text, self.at)
        if call:
            self.at = call.end()
            args = self.arguments()
            return _function(call.group("name").upper(), args)
        ref = _REF.match(self.text, self.at)
        if ref and (ref.group("row") or ref.group("col2")):
            self.at = ref.end()
            return self.columns.get(ref.group("col"), "series")
        name = _NAME.match(self.text, self.at)
        if name:
            self.at = name.end()
            return _named(name.group(0))
        raise _UnreadableError

    def arguments(self) -> list[Measure | None]:
        args: list[Measure | None] = []
        if self.peek() == ")":
            self.at += 1
            return args
        while True:
            args.append(self.expression())
            ch = self.peek()
            self.at += 1
            if ch == ")":
                return args
            if ch not in (",", ";"):
                raise _UnreadableError

    def expect(self, ch: str) -> None:
        if self.peek() != ch:
            raise _UnreadableError
        self.at += 1


class _UnreadableError(Exception):
    """The text at hand is no formula this grammar reads."""


def _named(name: str) -> Measure | None:
    for measure, pattern in _NAMED:
        if pattern.fullmatch(name):
            return measure
    return None


def _function(name: str, args: list[Measure | None]) -> Measure | None:
    """The measure a worksheet function computes from its arguments' measures."""
    kinds = set(args)
    if name == "TRANSPOSE" and len(args) == 1:
        return args[0]
    if name in _MATRIX and len(args) == 2:
        if kinds == {"weights", "means"} or kinds == {"weights", "series"}:
            return "return"  # the weights times a column of per-asset returns
        if kinds == {"cov", "weights"}:
            return "cov_weights"
        if kinds == {"weights", "cov_weights"}:
            return "variance"
        if kinds == {"weights", "active_series"}:
            return "active"
        return None
    if name == "SQRT" and len(args) == 1:
        return "volatility" if args[0] == "variance" else args[0]
    if name in _STDEV | _VAR and args:
        spread: Measure = "volatility" if name in _STDEV else "variance"
        if all(a in ("active_series", "active") for a in args):
            return "tracking"
        if all(a in ("series", "return") for a in args):
            return spread
        return None
    if name in _MEAN and args:
        if all(a in ("active_series", "active") for a in args):
            return "active"
        return "return" if all(a in ("series", "means") for a in args) else None
    return None


def _combine_sum(left: Measure | None, right: Measure | None, *, negative: bool) -> Measure | None:
    """A sum or difference: a return less the risk-free rate is still a return; a return less
    a multiple of the variance is a mean-variance utility (risk-adjusted)."""
    pair = {left, right}
    if pair <= {"return", "rate", "scalar"} and "return" in pair:
        return "return"
    if negative and left == "return" and right in ("variance", "volatility"):
        return "risk_adjusted"
    if negative and left == "series" and right == "series":
        return "active_series"  # a column less another: portfolio minus benchmark
    return None


def _product(left: Measure | None, right: Measure | None) -> Measure | None:
    """A product with a constant is the measure itself ("0.5*λ*variance")."""
    if left == "scalar" or (left is None and right in ("variance", "volatility")):
        return right
    if right == "scalar":
        return left
    return None


def _ratio(left: Measure | None, right: Measure | None) -> Measure | None:
    """A return over a volatility (or variance) is a return per unit of risk."""
    if left in ("return", "active") and right in ("volatility", "variance", "tracking"):
        return "risk_adjusted"
    if right == "scalar":
        return left
    return None


#: a column named by its letter and what it holds: "col H being …", "column H = …", "col H
#: (…)", "H: …" at a line's start
_COLUMN_GLOSS: Final = re.compile(
    r"\b(?:(?i:col(?:umn)?)\.?\s+(?P<col>[A-Z]{1,3})|^[ \t]*(?P<key>[A-Z]{1,3})[ \t]*:)"
    r"(?:\s*(?:being|is|=|:|holds|has|contains|with)\s+|\s*\()(?P<gloss>[^()\n;.]{3,80})",
    re.MULTILINE,
)
#: what makes a column an active series: the portfolio's return less a benchmark's, or named
#: active, relative or tracking
_ACTIVE_GLOSS: Final = re.compile(
    r"\b(?:active|relative|tracking\s+difference|excess\s+(?:return\s+)?(?:vs\.?|versus|over|"
    r"against|relative\s+to|to)\s+(?:the\s+)?(?:benchmark|index|bmk))|"
    r"\b(?:minus|less|net\s+of|over|vs\.?|versus)\s+(?:the\s+)?(?:benchmark|index|bmk|bench)|"
    r"\b(?:portfolio|port|fund)\s*[-−–]\s*(?:benchmark|index|bmk|bench)",
    re.IGNORECASE,
)


#: what a column's gloss says it holds, other than an active series
_GLOSSES: Final[tuple[tuple[Measure, re.Pattern[str]], ...]] = (
    ("weights", re.compile(r"\b(?:weights?|wts|allocations?|holdings?)\b", re.IGNORECASE)),
    (
        "means",
        re.compile(
            r"\b(?:expected|exp\.?|forecast|mean|average)\s+(?:returns?|rets?)\b|\bmu\b|μ|"
            r"\balphas?\b|\bE\s*\[\s*r\s*\]",
            re.IGNORECASE,
        ),
    ),
    ("cov", re.compile(r"\bcovariances?\b|\bvcv\b|\brisk\s+model\b", re.IGNORECASE)),
)
#: the cells a solver changes are the weights: "By Changing $C$4:$C$15"
_CHANGING: Final = re.compile(
    r"\bby\s+changing(?:\s+(?:variable\s+)?cells?)?\s*:?\s*\$?(?P<col>[A-Z]{1,3})\$?\d",
    re.IGNORECASE,
)


def _gloss_measure(gloss: str) -> Measure:
    if _ACTIVE_GLOSS.search(gloss):
        return "active_series"
    return next((measure for measure, p in _GLOSSES if p.search(gloss)), "series")


def _columns(text: str) -> dict[str, Measure]:
    """Each column the text glosses, by letter (an active series, weights, expected returns, a
    covariance, or a plain data series), and the column of the cells a solver changes, which
    holds the weights."""
    found: dict[str, Measure] = {
        m.group("col").upper(): "weights" for m in _CHANGING.finditer(text)
    }
    for m in _COLUMN_GLOSS.finditer(text):
        letter = m.group("col") or m.group("key")
        found[letter] = _gloss_measure(m.group("gloss"))
    return found


def _starts(text: str) -> list[tuple[int, int]]:
    """Where formulas start, as (where its words begin, where its expression begins): at each
    formula sign (the sign is the formula's), and at each call of a known worksheet function."""
    starts = [(m.start(), m.end()) for m in _FORMULA_SIGN.finditer(text)]
    for m in _CALL.finditer(text):
        if m.group("name").upper() in _KNOWN and m.group("name").isupper():
            starts.append((m.start(), m.start()))
    return sorted(set(starts))


def _read(text: str, start: int, columns: dict[str, Measure]) -> tuple[Measure | None, int]:
    """The measure of the formula at `start` and where it ends (`start` when unreadable)."""
    parser = _Parser(text, start, columns)
    try:
        measure = parser.expression()
    except _UnreadableError:
        return None, start
    end = parser.at
    while end > start and text[end - 1] in " \t":
        end -= 1
    return measure, end


def _words_for(measure: Measure, width: int) -> str | None:
    for words in _WORDS.get(measure, ()):
        if len(words) <= width:
            return words.ljust(width)
    return None


#: the letter of a glossed column with its opening bracket, and the bracket closing it
_GLOSSED_COLUMN: Final = re.compile(
    r"\b(?i:col(?:umn)?)\.?\s+[A-Z]{1,3}\s*\((?P<gloss>[^()\n]{3,80})\)"
)


#: what an assignment's sign follows: a cell or a name, then a space ("F20 = …", "obj = …"),
#: not a verb the formula is the object of ("Make =MMULT(…)")
_ASSIGNED: Final = re.compile(r"(?:\$?[A-Z]{1,3}\$?\d+|[A-Za-z_]\w*)\s+$")
_VERB_BEFORE: Final = re.compile(
    r"\b(?:make|minimi[sz]e|maximi[sz]e|push|get|drive|keep|set)\s+$", re.IGNORECASE
)


def _assignment(text: str, begin: int, start: int) -> bool:
    """Whether the formula sign at `begin` assigns to a cell or a name before it ("F20 = (…)"),
    rather than marks a formula as a verb's object ("Make =MMULT(…)")."""
    return (
        begin < start
        and text[begin + 1 : begin + 2].isspace()
        and _ASSIGNED.search(text, 0, begin) is not None
        and _VERB_BEFORE.search(text, 0, begin) is None
    )


def formulas_as_words(text: str) -> str:
    """`text` (same length) with each readable formula replaced by the words of the measure it
    computes, and each column glossed in brackets made its gloss ("col H (active return vs the
    index)" → "active return vs the index"), so a reader of prose reads what the cells say."""
    if "(" not in text:
        return text
    columns = _columns(text)
    chars = list(text)
    covered = -1
    for begin, start in _starts(text):
        if begin < covered:
            continue
        measure, end = _read(text, start, columns)
        if measure is None or end <= start:
            continue
        if _assignment(text, begin, start):
            begin = start  # "F20 = …" keeps its sign: the cell is defined by the words
        words = _words_for(measure, end - begin)
        if words is None:
            continue
        chars[begin:end] = list(words)
        covered = end
    out = "".join(chars)
    return _GLOSSED_COLUMN.sub(lambda m: _gloss_only(m), out)


def _gloss_only(m: re.Match[str]) -> str:
    """A glossed column reference as its gloss alone, padded to the same length."""
    gloss = m.group("gloss")
    return " " * (m.start("gloss") - m.start()) + gloss + " "


__all__ = ["formulas_as_words"]
