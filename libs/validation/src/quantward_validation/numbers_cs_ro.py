"""Small counts spelled out in Czech and Romanian, in every case and gender a report uses.

A count of periods is written as a word ("za posledních pět čtvrtletí", "během posledních
deseti let", "în ultimii cincisprezece ani", "în ultimele două trimestre"), and the horizon
reader counts periods in English. Czech declines a numeral with its noun (nominative "pět",
genitive and locative "pěti", "dvou", "tří"), Romanian has feminine forms ("două",
"douăsprezece") and spellings with and without diacritics. Each row is a whole word's forms
and its English count, so any reader of these languages (trends, horizons, sizes) takes the
count the same way. Pure.
"""

from __future__ import annotations

from typing import Final

#: (forms, English): Czech numerals in nominative, genitive, dative, locative and instrumental
COUNTS_CS: Final[tuple[tuple[str, str], ...]] = (
    ("dvanáct|dvanácti|dvanáctem", "twelve"),
    ("jedenáct|jedenácti|jedenáctem", "eleven"),
    ("patnáct|patnácti|patnáctem", "fifteen"),
    ("dvacet|dvaceti|dvacíti", "twenty"),
    ("dva|dvě|dvou|dvěma", "two"),
    ("tři|tří|třem|třemi", "three"),
    ("čtyři|čtyř|čtyřem|čtyřmi", "four"),
    ("pět|pěti", "five"),
    ("šest|šesti", "six"),
    ("sedm|sedmi", "seven"),
    ("osm|osmi", "eight"),
    ("devět|devíti", "nine"),
    ("deset|deseti", "ten"),
)
#: (forms, English): Romanian numerals, feminine forms and spellings without diacritics too
COUNTS_RO: Final[tuple[tuple[str, str], ...]] = (
    ("cincisprezece|cincisprezeci", "fifteen"),
    ("doisprezece|douăsprezece|douasprezece", "twelve"),
    ("unsprezece|unsprezeci", "eleven"),
    ("douăzeci|douazeci", "twenty"),
    ("doi|două|doua", "two"),
    ("trei", "three"),
    ("patru", "four"),
    ("cinci", "five"),
    ("șase|şase|sase", "six"),
    ("șapte|şapte|sapte", "seven"),
    ("opt", "eight"),
    ("nouă|noua", "nine"),
    ("zece", "ten"),
)

__all__ = ["COUNTS_CS", "COUNTS_RO"]
