"""Dots inside a sentence that are no stop: a month's abbreviation, an ordinal's dot and a day
written with dots.

A European memo abbreviates its months with a dot ("Jan. 2005 - Jun. 2018", "Sept. 2008 bis
März 2020", "4 janv. 2010", "gen. 2010") and writes a day as numbers between dots ("31.12.",
"30.06.2020"). A reader that splits sentences at a dot before a space cuts such a period in two,
and a pattern that spans a clause with "no stop in between" (`[^.;]`) stops at the day's dots,
so "the ratios of that year's 31.12., which the regulator publishes the following June" is read
as two pieces, neither stating anything.

German, Danish and Norwegian write an ordinal with a dot ("4. Januar 2010", "30. juni 2017",
"1. Quartal 2009", "4. kvt. 2018", "2. Halbjahr 2016") and abbreviate a period's noun with one
("1. kvt. 2009", "3. Qu. 2014"): a splitter cuts "vom 4." from "Januar 2010 bis 30." and the
period is lost.

`joined_at_month_dots` joins the pieces a splitter cut after a month's abbreviation or a period
noun's abbreviation when the next piece opens with a day or a year, and after an ordinal's dot when
the next piece opens with a month or a period noun and its number; `without_inner_dots` writes a
dotted day in words ("31.12." as "31 December", "30.06.2020" as "30 June 2020") and drops a month
abbreviation's dot, for readers that scan a clause up to its stop. Both know months only from the
shared month tables (`month_names`, `month_lexicon_eu`).
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
#: the nouns of a numbered part of a year, in the languages that number it with an ordinal's
#: dot ("1. Quartal", "2. Halbjahr", "1. kvartal", "2. halvår", "26. uge"), and their
#: abbreviations ("kvt.", "Qu.", "Quart.", "Hj.")
_PART_NOUN: Final = (
    r"(?:Quartal\w*|Halbjahr\w*|Kalenderwoche|Woche|kvartal\w*|halvår\w*|uge|kvt\.?|"
    r"Qu(?:art)?\.|Hj\.)"
)
#: a piece that ends in an ordinal's dot: "… vom 4.", "… bis 30.", "… 1." (a lone number of
#: one or two digits, not a figure's decimals or a version: "1.5.", "v2.")
_ENDS_IN_ORDINAL: Final = re.compile(r"(?<![\w.,])\d{1,2}\.$")
#: a period noun's abbreviation: "kvt.", "Qu.", "Quart.", "Hj."
_PART_ABBREVIATION: Final = r"(?:kvt|Qu|Quart|Hj)\."
#: a piece that opens with a month or a numbered part of a year and then a number ("Januar
#: 2010 bis 30.", "Quartal 2017 geschätzt."), or that is only a period noun's abbreviation (the
#: splitter cuts "1. kvt. 2009" at both dots)
_OPENS_WITH_DATED_NOUN: Final = re.compile(
    rf"^(?:(?:{_ANY_MONTH}|{_PART_NOUN})\.?,?\s+(?:de\s+)?\d|{_PART_ABBREVIATION}$)",
    re.IGNORECASE,
)
#: a piece that ends in a period noun's abbreviation: "… 1. kvt.", "… 3. Qu."
_ENDS_IN_PART_ABBREVIATION: Final = re.compile(rf"(?<![\w.]){_PART_ABBREVIATION}$", re.IGNORECASE)
#: a piece that ends in a year and the Lithuanian "m." (metai, the year) and one that opens
#: with the Roman numeral of a quarter or a half of it, or a span of them: "2024 m." and "IV
#: ketvirtis", "2022 m." and "I–III ketvirčiais" are one period ("2024 m. IV ketvirtis"). A
#: Lithuanian sentence never opens with a lone Roman numeral, and an English one's "I" is
#: never followed by another numeral or a dash.
_ENDS_IN_YEAR_ABBREVIATION: Final = re.compile(r"(?<![\w.])(?:19|20)\d\d\s+m\.$")
_OPENS_WITH_PART_NUMERAL: Final = re.compile(
    r"^(?:I|II|III|IV)(?:\s+(?:ketv|pusm)\w*|\s*[–—-]\s*(?:I|II|III|IV)\b)"
)
#: a month's abbreviation and its dot before a day or a year: "Jan. 2005", "déc. 2018"
_MONTH_DOT: Final = re.compile(rf"(?<![\w.])({_ANY_MONTH})\.(?=\s*\d)", re.IGNORECASE)
#: a day as day and month between dots, with or without its year: "31.12.", "30.06.2020" (not
#: a version or a figure: no digit or dot right before it, no digit after it)
_DOTTED_DAY: Final = re.compile(
    r"(?<![\d.,])(?P<d>[0-3]?\d)\.(?:(?P<m>[01]?\d)\.(?P<y>(?:19|20)\d{2})(?![\d]|[.,]\d)|"
    # without its year the month has two digits ("31.12."), unlike a figure ("1.5.")
    r"(?P<m2>0[1-9]|1[0-2])\.(?!\d))"
)


def _continues(previous: str, piece: str) -> bool:
    """Whether `piece` goes on the period `previous` ends in (its dot abbreviates)."""
    abbreviated = bool(
        _ENDS_IN_MONTH.search(previous) or _ENDS_IN_PART_ABBREVIATION.search(previous)
    )
    return (
        (abbreviated and bool(_OPENS_WITH_NUMBER.match(piece)))
        or bool(_ENDS_IN_ORDINAL.search(previous) and _OPENS_WITH_DATED_NOUN.match(piece))
        or bool(
            _ENDS_IN_YEAR_ABBREVIATION.search(previous) and _OPENS_WITH_PART_NUMERAL.match(piece)
        )
    )


def joined_at_month_dots(pieces: Sequence[str]) -> list[str]:
    """The pieces of a text split at its stops, with a piece that ends in a month's or a
    period noun's abbreviation joined to the next when that one opens with a day or a year (the
    dot of "Jan. 2005", "kvt. 2009" abbreviates, it ends no sentence), and one that ends in an
    ordinal's dot joined to the next when that one opens with a month or a period noun and its
    number ("vom 4." and "Januar 2010 bis 30." are one date's), and one that ends in a year's
    Lithuanian "m." joined to the next when that one opens with a quarter's or a half's Roman
    numeral ("2024 m." and "IV ketvirtis")."""
    joined: list[str] = []
    for piece in pieces:
        if joined and _continues(joined[-1], piece):
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
