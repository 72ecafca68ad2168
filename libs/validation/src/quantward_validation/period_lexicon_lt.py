"""Periods dated in Lithuanian, read as the forms the trend grammar knows ("Q3 2024", "H2 2024",
"30 June 2021", "in the first nine months of 2022"), for `trend_lexicon_lt`.

Lithuanian dates a period with the year first and the abbreviation "m." (metai, the year) after
it, the month in the genitive and the day closed by "d." (diena): "2021 m. birželio 30 d.",
"2024 m. III ketvirtis", "2024 m. trečiąjį ketvirtį", "2024 m. antrąjį pusmetį", "2022 m. I–III
ketvirčiais". Its case says what the period does in the clause, and so what English preposition
it takes: a quarter or a half in the accusative or the locative ("ketvirtį", "ketvirtyje",
"pusmetį") is the time something happened in ("in Q3 2024"); in the genitive ("ketvirčio",
"pusmečio") it is governed by a preposition the sentence says ("nuo 2019 m. I ketvirčio", "iki
2024 m. IV ketvirčio") and takes none here. A span of quarters from the first ("I–III
ketvirčiais") is the year's opening months, as English says it; a span of two dates closed by
"laikotarpiu" (in the period) reads "from … to …".

Pure: a sentence naming none of these is unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from quantward_validation.month_names import MONTH_NAMES

#: the months in the genitive a date names them in (sausio … gruodžio), and the nominative a
#: heading may use (sausis … gruodis), January first
MONTHS_LT: Final = (
    ("sausio", "sausis"), ("vasario", "vasaris"), ("kovo", "kovas"),
    ("balandžio", "balandis"), ("gegužės", "gegužė"), ("birželio", "birželis"),
    ("liepos", "liepa"), ("rugpjūčio", "rugpjūtis"), ("rugsėjo", "rugsėjis"),
    ("spalio", "spalis"), ("lapkričio", "lapkritis"), ("gruodžio", "gruodis"),
)  # fmt: skip
_MONTH_NUMBER: Final = {form: n for n, forms in enumerate(MONTHS_LT, 1) for form in forms}
_MONTH: Final = "|".join(sorted(_MONTH_NUMBER, key=len, reverse=True))
#: a year and its "m." (or "metų", "metais" written out)
_YEAR: Final = r"(?P<y>(?:19|20)\d\d)\s*(?:m\.|metų|metais|metai)"

#: "2021 m. birželio 30 d." (the day's "d." may be left out)
_DATE: Final = re.compile(
    rf"(?<!\d){_YEAR}\s+(?P<m>{_MONTH})\s+(?P<d>0?[1-9]|[12]\d|3[01])(?:\s*d\.)?(?![\w])",
    re.IGNORECASE,
)

#: an ordinal of a quarter or a half: a Roman numeral (capitals), a figure, or the ordinal
#: adjective's stem in any case and gender ("trečiąjį", "trečiojo", "trečiajame", "trečias");
#: "ketvirt-" the ordinal (fourth) only with an adjective's ending, never the noun's
#: ("ketvirtį", "ketvirčio" are the quarter)
ORDINALS_LT: Final[dict[int, str]] = {
    1: r"(?-i:I)|1|pirm(?:as|asis|ąjį|ojo|ajame|uoju|ą|o|ame|oji|oje|ajam)",
    2: r"(?-i:II)|2|antr(?:as|asis|ąjį|ojo|ajame|uoju|ą|o|ame|oji|oje|ajam)",
    3: r"(?-i:III)|3|treči(?:as|asis|ąjį|ojo|ajame|uoju|ą|o|ame|oji|oje|ajam)",
    4: r"(?-i:IV)|4|ketvirt(?:as|asis|ąjį|ojo|ajame|uoju|ą|o|ame|ajam)",
}
_ROMAN: Final = {"I": 1, "II": 2, "III": 3, "IV": 4}
#: a quarter's noun by its case: the accusative and the locative date an event ("ketvirtį",
#: "ketvirtyje"), the other cases are governed by a preposition or a verb; "ketv." abbreviates
_QUARTER_IN: Final = r"ketvirt(?:į|yje)"
_QUARTER_OTHER: Final = r"ketvir(?:tis|čio|čiui|čiu|tį|tyje)|ketv\."
_HALF_IN: Final = r"pusmet(?:į|yje)"
_HALF_OTHER: Final = r"pusme(?:tis|čio|čiui|čiu|tį|tyje)"


def _ordinal(m: re.Match[str]) -> int:
    return next(n for n in ORDINALS_LT if m.group(f"o{n}"))


_ORDINAL: Final = "|".join(rf"(?P<o{n}>{w})" for n, w in ORDINALS_LT.items())
_QUARTER: Final = re.compile(
    rf"(?<![\w-]){_YEAR}\s+(?:{_ORDINAL})\s+(?P<n>{_QUARTER_OTHER})(?![\w])", re.IGNORECASE
)
_HALF: Final = re.compile(
    rf"(?<![\w-]){_YEAR}\s+(?:{_ORDINAL})\s+(?P<n>{_HALF_OTHER})(?![\w])", re.IGNORECASE
)
#: a span of quarters in one year: "2022 m. I–III ketvirčiais", "2023 m. II-IV ketv."
_QUARTER_SPAN: Final = re.compile(
    rf"(?<![\w-]){_YEAR}\s+(?P<a>(?-i:I|II|III|IV))\s*[–—-]\s*(?P<b>(?-i:I|II|III|IV))\s+"
    r"(?:ketvirč\w*|ketv\.)",
    re.IGNORECASE,
)
_MONTH_COUNTS: Final = {2: "six", 3: "nine"}
#: two dates closed by "laikotarpiu" (in the period between them): "from … to …"
_ENGLISH_DATE: Final = r"(?:\d{1,2}\s+[A-Z][a-z]+\s+(?:19|20)\d\d|Q[1-4]\s+(?:19|20)\d\d)"
_SPAN_PERIOD: Final = re.compile(
    rf"({_ENGLISH_DATE})\s*[–—-]\s*({_ENGLISH_DATE})\s+laikotarpi(?:u|o|yje|s)(?![\w])"
)


def _date(m: re.Match[str]) -> str:
    month = _MONTH_NUMBER[m.group("m").lower()]
    return f"{int(m.group('d'))} {MONTH_NAMES[month - 1]} {m.group('y')}"


def _part(letter: str) -> Callable[[re.Match[str]], str]:
    """A quarter's or a half's English form, with "in" when its noun's case dates the change."""

    def english(m: re.Match[str]) -> str:
        noun = m.group("n").lower()
        at = re.fullmatch(_QUARTER_IN if letter == "Q" else _HALF_IN, noun)
        return f"{'in ' if at else ''}{letter}{_ordinal(m)} {m.group('y')}"

    return english


def _quarter_span(m: re.Match[str]) -> str:
    a, b, year = _ROMAN[m.group("a")], _ROMAN[m.group("b")], m.group("y")
    if a == 1 and b in _MONTH_COUNTS:
        return f"in the first {_MONTH_COUNTS[b]} months of {year}"
    if a == 1 and b == 4:
        return f"in {year}"
    return f"from Q{a - 1} {year} to Q{b} {year}" if a > 1 else f"in Q{a}-Q{b} {year}"


def dates_in_english(sentence: str) -> str:
    """A Lithuanian trend claim with its dates, quarters, halves and spans of quarters written
    as the English forms ("2021 m. birželio 30 d." → "30 June 2021", "2024 m. trečiąjį
    ketvirtį" → "in Q3 2024", "nuo 2019 m. I ketvirčio" → "nuo Q1 2019", "2022 m. I–III
    ketvirčiais" → "in the first nine months of 2022"). Why: the horizon reader knows English
    periods only, and the case of a period's noun is what says whether it dates the change
    ("in") or is governed by a preposition the sentence already has."""
    read = _DATE.sub(_date, sentence)
    read = _QUARTER_SPAN.sub(_quarter_span, read)
    read = _QUARTER.sub(_part("Q"), read)
    read = _HALF.sub(_part("H"), read)
    return _SPAN_PERIOD.sub(r"from \1 to \2", read)


__all__ = ["MONTHS_LT", "ORDINALS_LT", "dates_in_english"]
