"""When a backtest's signal is known and when its trade fills, as configs write them.

An execution config names each event by a price field and a bar offset: `signal=CLOSE(t),
fill_price=OPEN(t+1)`, `signal_px: close[t]`, `exec = vwap_t+1`, `entry_price=close(t)`. Within
a bar the open comes first, the prices formed during it (VWAP, TWAP, mid, high, low) next and
the close last; a trade can only use a signal that is known before it fills. A fill at or before
the signal's own time (`fill_price=CLOSE(t)` for a signal on `CLOSE(t)`, or `OPEN(t)`) trades
at the price the signal is computed from, or before it is known: look-ahead.

`same_bar_fill` says whether a line sets a fill no later than its signal, and `same_bar_said`
whether a sentence says so in prose ("fills use `close[t]` for signals computed from
`close[t]`"); `future_spans` gives
the spans of the values in a line that are an execution's time (`fill_price=OPEN(t+1)`), whose
"t+1" dates a trade, not a feature. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: the order of a bar's prices: the open first, the close last
_PHASE: Final[dict[str, int]] = {
    "open": 0,
    "o": 0,
    "vwap": 1,
    "twap": 1,
    "mid": 1,
    "high": 1,
    "low": 1,
    "h": 1,
    "l": 1,
    "close": 2,
    "c": 2,
    "px": 2,
    "price": 2,
    "last": 2,
}
_FIELD: Final = r"(?P<field>open|vwap|twap|mid|high|low|close|last|px|price|[ohlc])"
#: a price at a bar: `CLOSE(t)`, `open[t+1]`, `vwap_t+1`, `close_{t-1}`
_AT_BAR: Final = (
    rf"(?:\w+_)?{_FIELD}\s*(?:[(\[]|_\{{?)\s*t\s*(?:(?P<sign>[+-])\s*(?P<lag>\d+))?\s*[)\]}}]?"
)
#: an event's key: a signal's or a fill's
_SIGNAL_KEY: Final = r"(?:signal|sig|alpha|score|rank|decision|forecast)\w*"
_FILL_KEY: Final = r"(?:fill|exec\w*|trade|entry|execution|order|rebal\w*)\w*"
_SETTING: Final = re.compile(
    # the key may be two words once a config line is read as prose: "fill price=OPEN(t+1)"
    rf"\b(?P<key>(?:{_SIGNAL_KEY}|{_FILL_KEY})(?:[ _][a-z]+)?)\s*[=:]\s*(?P<value>{_AT_BAR})",
    re.IGNORECASE,
)


def _time(m: re.Match[str]) -> tuple[int, int]:
    """A setting's time: its bar offset, then its price's place within the bar."""
    lag = int(m.group("lag") or 0) * (-1 if m.group("sign") == "-" else 1)
    return lag, _PHASE[m.group("field").lower()]


def _settings(line: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The times a line sets for its signals and for its fills."""
    signals: list[tuple[int, int]] = []
    fills: list[tuple[int, int]] = []
    for m in _SETTING.finditer(line):
        key = m.group("key").lower()
        (signals if re.match(_SIGNAL_KEY, key, re.IGNORECASE) else fills).append(_time(m))
    return signals, fills


def same_bar_fill(line: str) -> bool:
    """Whether a line sets a trade's fill at or before the time its signal is known."""
    signals, fills = _settings(line)
    return bool(signals and fills) and min(fills) <= max(signals)


#: the event a price at a bar is said of in prose, by the nearest word before it: a signal's
#: ("signals computed from `close[t]`", "the score uses close[t]") or a fill's ("fills use
#: `close[t]`", "orders execute at open[t+1]")
_PROSE_EVENT: Final = re.compile(
    rf"\b(?P<signal>{_SIGNAL_KEY})|\b(?P<fill>fill\w*|exec\w*|trad(?:e|es|ed|ing)|entr(?:y|ies)|"
    r"enter\w*|orders?|bought|sold|rebalanc\w*|transact\w*)",
    re.IGNORECASE,
)
_AT_BAR_RE: Final = re.compile(_AT_BAR, re.IGNORECASE)
_PROSE_REACH: Final = 40  # characters from an event's word to its price


def same_bar_said(sentence: str) -> bool:
    """Whether a sentence says, in prose, a fill at or before the price at a bar its signal is
    computed from ("Fills use `close[t]` for signals computed from `close[t]`"); each price
    belongs to the nearest signal or fill word before it."""
    signals: list[tuple[int, int]] = []
    fills: list[tuple[int, int]] = []
    for m in _AT_BAR_RE.finditer(sentence):
        words = list(_PROSE_EVENT.finditer(sentence, max(0, m.start() - _PROSE_REACH), m.start()))
        if not words:
            continue
        (signals if words[-1].group("signal") else fills).append(_time(m))
    return bool(signals and fills) and min(fills) <= max(signals)


#: a trade's bar said in prose: "the order is executed at the open of T+1", "fills happen on
#: day t+1", "every order executes on T+1 at the VWAP" (not "trade signals use t+1 returns")
_PROSE_FILL: Final = re.compile(
    r"\b(?:fill(?:s|ed|ing)?|execut\w*|trad(?:e|es|ed|ing)|orders?|enter(?:s|ed)?|placed|bought|"
    r"sold|rebalanc\w*|transact\w*)\b(?![-\s]+signals?\b)[^.;,]{0,40}?\b"
    r"(?P<value>(?:day|bar|session)?\s*t\s*\+\s*\d+)(?![\w+])"
    r"(?!\s*(?:['’]s\s+)?(?:returns?|rets?|prices?|px|data|information|values?|moves?|"
    r"performance|closes?)\b)",
    re.IGNORECASE,
)


def future_spans(line: str) -> list[tuple[int, int]]:
    """The spans of a line's execution times (a fill's or an order's price at a bar, in a
    config or in prose), whose later bar dates a trade, not an input."""
    settings = [
        (m.start("value"), m.end("value"))
        for m in _SETTING.finditer(line)
        if not re.match(_SIGNAL_KEY, m.group("key"), re.IGNORECASE)
    ]
    return settings + [(m.start("value"), m.end("value")) for m in _PROSE_FILL.finditer(line)]


__all__ = ["future_spans", "same_bar_fill", "same_bar_said"]
