"""Periods dated in Lithuanian, read as the forms the period grammar knows (`timespans`), for
the leakage reader.

Lithuanian writes the year first with its abbreviation "m." (metai) after it, the month in the
genitive and the day closed by "d." (diena): "2025 m. gruodžio 31 d.", "nuo 2010 m. sausio iki
2018 m. birželio", "2010 m. sausio–2016 m. gruodžio", "nuo 2010 m. I ketvirčio iki 2019 m. II
ketvirčio", "2024 m. antrąjį pusmetį". Left as written, the dot of "m." ends a sentence in the
middle of a range and the fit states no period. The readings:

- a day with its month and year ("2025 m. gruodžio 31 d.") and a month with its year ("2010 m.
  sausio", every month's genitive and nominative) are written in English ("31 December 2025",
  "January 2010");
- a quarter ("ketvirtis" in every case) or a half ("pusmetis") by its ordinal in Roman numerals,
  figures or words in any case ("I ketvirčio", "trečiąjį ketvirtį", "antrajame pusmetyje") in the
  ISO forms ("Q1 2010", "H2 2024");
- a bare year's "m." (or "metų", "metais") is dropped ("nuo 2018 m." is "nuo 2018");
- "nuo … iki …" is "from … to …", each read only before a date, so "iki" of a bound ("iki 60
  proc.") stays as it is.

The months and the ordinals are the trend reader's (`period_lexicon_lt`); the readings differ
because a fit's period needs its range ("nuo … iki …") and a trend's its preposition. Pure: a
sentence naming none of these is unchanged.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.period_lexicon_lt import MONTHS_LT, ORDINALS_LT
from quantward_validation.period_rewrites import rewriter

_NUMBER: Final = {form: n for n, forms in enumerate(MONTHS_LT, 1) for form in forms}
_MONTH: Final = "|".join(sorted(_NUMBER, key=len, reverse=True))
#: a year and its word: "2010 m.", "2010 metų", "2010 metais"
_YEAR: Final = r"(?<!\d)(?P<y>(?:19|20)\d\d)\s*(?:m\.|metų\b|metais\b|metai\b)"

_DAY_DATE: Final = re.compile(
    rf"{_YEAR}\s+(?P<m>{_MONTH})\s+(?P<d>3[01]|[12]\d|0?[1-9])(?!\d)(?:\s*d\.)?",
    re.IGNORECASE,
)
_MONTH_DATE: Final = re.compile(rf"{_YEAR}\s+(?P<m>{_MONTH})(?![\w])", re.IGNORECASE)

_ORDINAL: Final = "|".join(rf"(?P<o{n}>{w})" for n, w in ORDINALS_LT.items())
#: the nouns of a quarter and of a half in every case and number ("ketvirtis", "ketvirčio",
#: "ketvirtį", "ketvirtyje", "ketvirčiais"; "pusmetis", "pusmečio", "pusmetį")
_QUARTER: Final = r"ketvir(?:tis|čio|čiui|tį|čiu|tyje|čiai|čių|čiams|čius|čiais|čiuose)\b"
_HALF: Final = r"pusme(?:tis|čio|čiui|tį|čiu|tyje|čiai|čių|čiais)\b"
_PART: Final = re.compile(rf"{_YEAR}\s+(?:{_ORDINAL})\s+(?P<p>{_QUARTER}|{_HALF})", re.IGNORECASE)
#: a bare year's word, once the dated forms above have taken theirs
_BARE_YEAR: Final = re.compile(_YEAR, re.IGNORECASE)
#: what a range's end may be: a year, a month or a quarter already in English
_DATED_NEXT: Final = r"(?=(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+|Q[1-4]\s+|H[12]\s+)?(?:19|20)\d\d)"
_FROM: Final = re.compile(rf"(?<![\w-])nuo\s+{_DATED_NEXT}", re.IGNORECASE)
_TO: Final = re.compile(rf"(?<![\w-])iki\s+{_DATED_NEXT}", re.IGNORECASE)


def _month(m: re.Match[str]) -> str:
    return MONTH_NAMES[_NUMBER[m.group("m").lower()] - 1]


def _part(m: re.Match[str]) -> str:
    number = next(int(k[1:]) for k, v in m.groupdict().items() if k[0] == "o" and v)
    half = m.group("p").lower().startswith("pusme")
    if half and number > 2:
        return m.group(0)
    return f"{'H' if half else 'Q'}{number} {m.group('y')}"


lithuanian_periods_in_english: Final = rewriter(
    (_DAY_DATE, lambda m: f"{int(m.group('d'))} {_month(m)} {m.group('y')}"),
    (_PART, _part),
    (_MONTH_DATE, lambda m: f"{_month(m)} {m.group('y')}"),
    (_BARE_YEAR, lambda m: m.group("y")),
    (_FROM, "from "),
    (_TO, "to "),
    doc="""The sentence with its Lithuanian dates, months, quarters and halves in the forms the
    period grammar reads ("31 December 2025", "January 2010", "Q1 2010", "H2 2024"), a bare
    year's "m." dropped, and "nuo … iki …" before dates read as "from … to …". Why: the dot of
    "m." after every year would otherwise split a range into sentences that each state no
    period, and the grammar knows no Lithuanian month.""",
)

__all__ = ["lithuanian_periods_in_english"]
