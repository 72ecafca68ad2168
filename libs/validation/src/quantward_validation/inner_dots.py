"""Dots inside a sentence that are no stop: a month's abbreviation and a day written with dots.

A European memo abbreviates its months with a dot ("Jan. 2005 - Jun. 2018", "Sept. 2008 bis
März 2020", "4 janv. 2010", "gen. 2010") and writes a day as numbers between dots ("31.12.",
"30.06.2020"). A reader that splits sentences at a dot before a space cuts such a period in two,
and a pattern that spans a clause with "no stop in between" (`[^.;]`) stops at the day's dots,
so "the ratios of that year's 31.12., which the regulator publishes the following June" is read
as two pieces, neither stating anything.

`joined_at_month_dots` joins the pieces a splitter cut after a month's abbreviation when the
next piece opens with a day or a year; `without_inner_dots` writes a dotted day in words ("31.12."
as "31 December", "30.06.2020" as "30 June 2020") and drops a month abbreviation's dot, for
readers that scan a clause up to its stop. Both know months only from the shared month tables
(`month_names`, `month_lexicon_eu`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from quantward_validation import month_lexicon_eu as eu
from quantward_validation.month_names import MONTH_NAME, MONTH_NAMES

#: a month's name in English or a continental language, as the abbreviation a dot may end
_ANY_MONTH: Final = (
    rf"(?:{MONTH_NAME}|" + "|".join(sorted(map(re.escape, eu.MONTHS), key=len, reverse=True)) + ")"
)
#: a piece that ends in a month's abbreviation and its dot: "… estimated over Jan."
_ENDS_IN_MONTH: Final = re.compile(rf"(?<![\w.]){_ANY_MONTH}\.$", re.IGNORECASE)
#: a piece that opens with a day or a year: "2005 - Jun.", "4 2010"
_OPENS_WITH_NUMBER: Final = re.compile(r"^\d")
#: a month's abbreviation and its dot before a day or a year: "Jan. 2005", "déc. 2018"
_MONTH_DOT: Final = re.compile(rf"(?<![\w.])({_ANY_MONTH})\.(?=\s*\d)", re.IGNORECASE)
#: a day as day and month between dots, with or without its year: "31.12.", "30.06.2020" (not
#: a version or a figure: no digit or dot right before it, no digit after it)
_DOTTED_DAY: Final = re.compile(
    r"(?<![\d.,])(?P<d>[0-3]?\d)\.(?:(?P<m>[01]?\d)\.(?P<y>(?:19|20)\d{2})(?![\d]|[.,]\d)|"
    # without its year the month has two digits ("31.12."), unlike a figure ("1.5.")
    r"(?P<m2>0[1-9]|1[0-2])\.(?!\d))"
)


def joined_at_month_dots(pieces: Sequence[str]) -> list[str]:
    """The pieces of a text split at its stops, with a piece that ends in a month's
    abbreviation joined to the next when that one opens with a day or a year: the dot of
    "Jan. 2005" abbreviates the month, it ends no sentence."""
    joined: list[str] = []
    for piece in pieces:
        if joined and _ENDS_IN_MONTH.search(joined[-1]) and _OPENS_WITH_NUMBER.match(piece):
            joined[-1] = f"{joined[-1]} {piece}"
            continue
        joined.append(piece)
    return joined


def _day_in_words(m: re.Match[str]) -> str:
    day, month = int(m.group("d")), int(m.group("m") or m.group("m2"))
    if not (1 <= day <= 31 and 1 <= month <= 12):
        return m.group(0)
    year = f" {m.group('y')}" if m.group("y") else ""
    return f"{day} {MONTH_NAMES[month - 1]}{year}"


def without_inner_dots(sentence: str) -> str:
    """The sentence with its dotted days in words and its month abbreviations' dots dropped,
    so that only its stops remain dots ("that year's 31.12., which …" is "that year's 31
    December, which …")."""
    return _MONTH_DOT.sub(r"\1", _DOTTED_DAY.sub(_day_in_words, sentence))


__all__ = ["joined_at_month_dots", "without_inner_dots"]
