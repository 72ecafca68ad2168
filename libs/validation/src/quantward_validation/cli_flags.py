"""Dates given as a command line's options, read as the settings or the words they mean.

Engineers state a run's period as the flags they ran it with: `--start 2010-01-01 --end
2018-12-31`, `--train-end=2019-12-31`, `--from 2012 --to 2018`, `--since 2015-06-30`,
`--until 2020-12-31`, `--asof 2021-03-31`, `--date-range 2010-01-01:2018-12-31`. A flag is a
key and a value, as a config line is; the period readers know the config line
(`train_end=2019-12-31`, `start=… end=…`) and prose ("from … to …", "since …", "as of …"),
not the flag.

`flags_as_settings` writes each dated flag as the setting it is (`--train-end 2019-12-31` →
`train_end=2019-12-31`; an as-of date, all history up to it, as `asof_end=…`), for `leakage`;
`flags_as_words` writes a run's dated flags as the period they name in words ("from 2010-01-01
to 2018-12-31", "since …", "up to …", "as of …"), for the horizon reader of `trends`. A flag
whose value is no date (`--folds 3`, `--lookback 252`) is left as written. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a date as a flag's value: ISO days and months, years, quarters ("2019-12-31", "2019-12",
#: "2019", "2019Q4"), bare or quoted
_DATE: Final = r"(?:\d{4}(?:[-/.]\d{1,2}(?:[-/.]\d{1,2})?|-?Q[1-4])?)"
#: one long option with a dated value: `--train-end 2019-12-31`, `--start=2010-01`
_FLAG: Final = re.compile(
    rf"(?<![\w-])--(?P<key>[A-Za-z][\w-]*)(?:\s*=\s*|\s+)(?P<q>['\"]?)(?P<value>{_DATE}"
    rf"(?::{_DATE})?)(?P=q)(?![\w:-])"
)
#: the keys of an as-of date: the data the run sees ends there
_AS_OF: Final = re.compile(r"^as[_-]?of(?:[_-]?date)?$|^asof\w*$", re.IGNORECASE)
#: a key naming a period's start, or its end (as `timespans` reads a config's keys)
_STARTS: Final = re.compile(r"(?:^|[_-])(?:start|begin|from|since|first)(?:[_-]?date)?$", re.I)
_ENDS: Final = re.compile(
    r"(?:^|[_-])(?:end|stop|until|till|to|through|thru|cutoff|cut[_-]off|last)(?:[_-]?date)?$",
    re.IGNORECASE,
)


def _setting(m: re.Match[str]) -> str:
    key = m.group("key").replace("-", "_").lower()
    value = m.group("value")
    if _AS_OF.match(key):
        return f"asof_end={value}"
    # a range in one value (`--date-range 2010-01-01:2018-12-31`) is read as a config's
    return f"{key}={value}"


def flags_as_settings(text: str) -> str:
    """`text` with each dated long option written as the config setting it is: `--train-end
    2019-12-31` → `train_end=2019-12-31`, `--asof 2021-03-31` → `asof_end=2021-03-31`."""
    return _FLAG.sub(_setting, text)


def _words(m: re.Match[str], side: str | None) -> str:
    value = m.group("value")
    if ":" in value:
        start, end = value.split(":", 1)
        return f"from {start} to {end}"
    if side == "start":
        return f"since {value}"
    if side == "end":
        return f"up to {value}"
    return f"as of {value}"


#: a start flag followed by an end flag: the run's period
_PAIR: Final = re.compile(
    rf"{_FLAG.pattern}(?P<between>\s+(?:--?[\w-]+(?:[ =][^\s-][^\s]*)?\s+){{0,3}}?)"
    rf"--(?P<key2>[A-Za-z][\w-]*)(?:\s*=\s*|\s+)(?P<q2>['\"]?)(?P<value2>{_DATE})(?P=q2)(?![\w:-])"
)


def flags_as_words(text: str) -> str:
    """`text` with a run's dated options written as the period they name: `--start 2010-01-01
    --end 2018-12-31` → "from 2010-01-01 to 2018-12-31"; a start alone "since …", an end alone
    "up to …", an as-of date "as of …"."""

    def pair(m: re.Match[str]) -> str:
        if _STARTS.search(m.group("key")) and _ENDS.search(m.group("key2")):
            other = m.group("between").rstrip()  # another option between them, kept after
            return f"from {m.group('value')} to {m.group('value2')}{other}"
        return m.group(0)

    text = _PAIR.sub(pair, text)

    def single(m: re.Match[str]) -> str:
        key = m.group("key")
        if _AS_OF.match(key) or ":" in m.group("value"):
            return _words(m, None)
        if _STARTS.search(key):
            return _words(m, "start")
        if _ENDS.search(key):
            return _words(m, "end")
        return m.group(0)

    return _FLAG.sub(single, text)


__all__ = ["flags_as_settings", "flags_as_words"]
