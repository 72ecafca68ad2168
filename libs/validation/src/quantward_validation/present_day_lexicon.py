"""Every language's words for a present-day or later-dated record carried back over a test:
the continental table (`present_day_lexicon_eu`), the Norwegian and Polish one
(`present_day_lexicon_nopl`), the Finnish one (`present_day_lexicon_fi`), the Czech and
Romanian one (`present_day_lexicon_cs_ro`), the Hungarian one (`present_day_lexicon_hu`),
the Croatian, Serbian and Slovenian one (`present_day_lexicon_hr`) and the Lithuanian one
(`present_day_lexicon_lt`)
joined class by class, so `present_day_inputs` reads one table and a language added to any of
them reaches every construction that uses the class. Pure.
"""

from __future__ import annotations

from typing import Final

from quantward_validation import present_day_lexicon_cs_ro as _csro
from quantward_validation import present_day_lexicon_eu as _eu
from quantward_validation import present_day_lexicon_fi as _fi
from quantward_validation import present_day_lexicon_hr as _hr
from quantward_validation import present_day_lexicon_hu as _hu
from quantward_validation import present_day_lexicon_lt as _lt
from quantward_validation import present_day_lexicon_nopl as _nopl

RETROACTIVELY: Final = (
    f"{_eu.RETROACTIVELY}|{_nopl.RETROACTIVELY}|{_fi.RETROACTIVELY}|{_csro.RETROACTIVELY}|"
    f"{_hu.RETROACTIVELY}|{_hr.RETROACTIVELY}|"
    f"{_lt.RETROACTIVELY}"
)
APPLIED: Final = (
    f"{_eu.APPLIED}|{_nopl.APPLIED}|{_fi.APPLIED}|{_csro.APPLIED}|{_hu.APPLIED}|{_hr.APPLIED}|"
    f"{_lt.APPLIED}"
)
TEST_YEARS: Final = (
    f"{_eu.TEST_YEARS}|{_nopl.TEST_YEARS}|{_fi.TEST_YEARS}|{_csro.TEST_YEARS}|{_hu.TEST_YEARS}|"
    f"{_hr.TEST_YEARS}|"
    f"{_lt.TEST_YEARS}"
)
PRESENT_AFTER: Final = f"{_eu.PRESENT_AFTER}|{_nopl.PRESENT_AFTER}|{_csro.PRESENT_AFTER}"
PRESENT_BEFORE: Final = (
    f"{_eu.PRESENT_BEFORE}|{_nopl.PRESENT_BEFORE}|{_fi.PRESENT_BEFORE}|{_csro.PRESENT_BEFORE}|"
    f"{_hu.PRESENT_BEFORE}|{_hr.PRESENT_BEFORE}|"
    f"{_lt.PRESENT_BEFORE}"
)
DATED_BY: Final = f"{_csro.DATED_BY}|{_eu.DATED_BY}|{_nopl.DATED_BY}|{_hr.DATED_BY}|{_lt.DATED_BY}"
RECORD: Final = (
    f"{_eu.RECORD}|{_nopl.RECORD}|{_fi.RECORD}|{_csro.RECORD}|{_hu.RECORD}|{_hr.RECORD}|"
    f"{_lt.RECORD}"
)
#: the inputs a test takes as they stand today, beyond the English and the records: Czech and
#: Slovak "ratingy", "zloženie", "limity"
INPUT: Final = _csro.INPUT
#: the year said before a record's noun, as Finnish and German date it ("vuoden 2025 lista",
#: "die im Jahr 2025 beschlossene Liste")
#: (German sets a bare year before the participle that dates a record, after its article: "die
#: 2025 beschlossene Ausschlussliste", "der 2023 eingeführten Tafel")
DATED_BEFORE: Final = (
    rf"{_fi.DATED_BEFORE}|im\s+Jahre?|"
    r"(?-i:[Dd](?:ie|er|as|en|em))(?=\s+(?:19|20)\d{2}\s+(?-i:[a-zäöü])\w*(?:t|en)e[nmrs]?\b)"
)
SINCE: Final = _eu.SINCE
#: the suffix that makes a year an adjective before a record's noun, as Hungarian dates it ("a
#: 2025-ös kizárási lista", "a 2024. évi tábla")
YEAR_ADJECTIVE: Final = _hu.YEAR_ADJECTIVE
#: the word that closes a range after a year, beyond the ones `present_day_inputs` lists
RANGE_TO: Final = f"{_nopl.RANGE_TO}|{_csro.RANGE_TO}"

__all__ = [
    "APPLIED",
    "DATED_BEFORE",
    "DATED_BY",
    "INPUT",
    "PRESENT_AFTER",
    "PRESENT_BEFORE",
    "RANGE_TO",
    "RECORD",
    "RETROACTIVELY",
    "SINCE",
    "TEST_YEARS",
    "YEAR_ADJECTIVE",
]
