"""A tool call or config quoted as a JSON object, read as the words of its keys and values.

An agent's plan may paste the call it will make: `{"tool": "tune", "arguments": {"param":
"lookback", "data": "all_folds_incl_test"}}`. Its keys and values say what is done and on
which data as plainly as a sentence, but in quotes, braces and snake_case, which a reader of
prose takes for code. Each object that parses (JSON, or a Python dict literal) is written as
its keys and values in order, nested objects after their key, identifiers as words ("tool
tune, arguments param lookback, data all folds incl test"); text without one, and an object
holding dates or numbers (which the keyed readers of `leakage` read as it stands), is
unchanged. Pure.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Final

_OPEN: Final = re.compile(r"\{\s*['\"]")


def _words(value: object) -> str:
    """A parsed value as words: a mapping's keys each before its value, a list's items."""
    if isinstance(value, dict):
        return ", ".join(f"{_words(k)} {_words(v)}".strip() for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(_words(v) for v in value)
    return re.sub(r"[_]+", " ", str(value))


def _parsed(text: str) -> object | None:
    """The object a literal holds (JSON, else a Python literal), or None."""
    found: object
    try:
        found = json.loads(text)
    except ValueError:
        try:
            found = ast.literal_eval(text)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return None
    return found


def _closing(text: str, start: int) -> int | None:
    """The index after the brace that closes the one at `start`, outside strings."""
    depth, quote = 0, ""
    for i in range(start, len(text)):
        c = text[i]
        if quote:
            if c == "\\":
                continue
            if c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return None


def json_as_words(text: str) -> str:
    """The text with each JSON object (or dict literal) written as its keys' and values'
    words ('{"tool": "fit_model"}' → "tool fit model")."""
    out: list[str] = []
    at = 0
    for m in _OPEN.finditer(text):
        if m.start() < at:
            continue
        end = _closing(text, m.start())
        if end is None:
            continue
        value = _parsed(text[m.start() : end])
        # an object holding dates or numbers is read by the keyed readers as it stands
        # (`{"calib_start": "2012-01-02"}`, `{"begin": 2011, "last": 2017}`)
        if not isinstance(value, dict) or re.search(r"\d", _words(value)):
            continue
        out.append(text[at : m.start()])
        out.append(_words(value))
        at = end
    return "".join(out) + text[at:] if out else text


__all__ = ["json_as_words"]
