"""Periods dated in Hungarian, read as the forms the period grammar knows (`timespans`), for the
leakage reader.

Hungarian writes a date largest unit first, each numeral closed by a dot ("2011.01.03.", "2025.
december 31.", "2024. IV. negyedév", "2011 1. hete"), and says where a range starts and ends by
a case suffix on its last word, not by a preposition: the ablative "-tól" / "-től" is "from", the
terminative "-ig" is "to" ("2011. januártól 2018. decemberig", "2019-től 2023-ig"), the inessive
"-ban" / "-ben" is "in". A month or a week of a year takes the possessive first ("2011
januárjától", "2020 decemberéig", "2018 26. hetéig"), and a number takes its suffix after a
hyphen ("2019-től", "2017.12.29-ig", "december 31-ig"). Quarters and halves are named by a Roman
or a spelt ordinal ("2024. I. negyedév", "2024 második félévében"), and a range of them may say
the noun once, at its end ("2011. I. – 2019. II. negyedév"). "YYYY és YYYY között" is "between".
So every month, date, week, quarter, half and year is read in every case, and its case gives the
"from" or "to" English would write. Pure: a sentence naming none of these is unchanged.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.period_rewrites import rewriter

#: a year, with the dot Hungarian closes an ordinal numeral with
_Y: Final = r"(?P<y>(?:19|20)\d{2})\.?"
#: the months' stems, January first
_MONTHS: Final = (
    "január", "február", "március", "április", "május", "június", "július", "augusztus",
    "szeptember", "október", "november", "december",
)  # fmt: skip
#: the case suffixes that open or close a range or place a point, after the possessive if any
_CASE: Final = r"(?P<c>tól|től|ig|ban|ben|ra|re|ában|ében|ától|étől|áig|éig|án|én|i)?"
#: the possessive of a month, "januárja", "decembere", with the vowel lengthened before a case
_POSS: Final = r"(?:j?[aáeé])?"


def _way(case: str | None) -> str:
    """ "from " for the ablative, "to " for the terminative, "in " for the inessive."""
    case = (case or "").lower()
    if case.endswith(("tól", "től")):
        return "from "
    if case.endswith("ig"):
        return "to "
    return "in " if case.endswith(("ban", "ben")) else ""


#: a date in figures: "2011.01.03.", "2017.12.29-ig", "2011. 01. 03."
_NUMERIC_DATE: Final = re.compile(
    r"(?<![\d.])(?P<y>(?:19|20)\d{2})\.\s?(?P<m>0?[1-9]|1[0-2])\.\s?(?P<d>0?[1-9]|[12]\d|3[01])"
    r"(?:\.|-(?P<c>tól|től|ig|án|én|i)\b)?(?!\d)"
)
_MONTH_ALT: Final = "|".join(_MONTHS)
#: a date with its month named: "2025. december 31.", "2017. december 29-ig", "2025. április
#: 30-án"
_NAMED_DATE: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?P<m>{_MONTH_ALT})\s+(?P<d>0?[1-9]|[12]\d|3[01])"
    r"(?:-(?P<c>[^\W\d_]+)|\.)?(?![\d\w])",
    re.IGNORECASE,
)
#: a month of a year in any case: "2011. januártól", "2020 decemberéig", "2011. január"
_MONTH: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?P<m>{_MONTH_ALT}){_POSS}{_CASE}(?![\w])",
    re.IGNORECASE,
)
#: a week of a year: "2011 1. hetétől", "2018 26. hetéig", "2024. 5. hét"
_WEEK: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?P<w>0?[1-9]|[1-4]\d|5[0-3])\.\s*h[eé]t(?:e|é)?{_CASE}(?![\w])",
    re.IGNORECASE,
)
_ORDINALS: Final[dict[str, int]] = {
    "i": 1, "ii": 2, "iii": 3, "iv": 4, "1": 1, "2": 2, "3": 3, "4": 4,
    "első": 1, "második": 2, "harmadik": 3, "negyedik": 4,
}  # fmt: skip
_ORDINAL: Final = r"(?P<o>IV|III|II|I|[1-4])\.|(?P<w>első|második|harmadik|negyedik)"
#: a quarter or a half of a year: "2024. IV. negyedév", "2024 második félévében", "2025. I.
#: negyedévétől"
_PART: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?:{_ORDINAL})\s*(?P<p>negyedév|félév|n\.\s?év){_POSS}{_CASE}(?![\w])",
    re.IGNORECASE,
)
#: the first quarter or half of a range that names its noun once, at the range's end: "2011.
#: I. – 2019. II. negyedév"
_PART_SHARED: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?:{_ORDINAL})(?=\s*[–—-]\s*(?:19|20)\d{{2}}\.?\s+(?:IV|III|II|I|[1-4])\."
    r"\s*(?P<p>negyedév|félév))",
    re.IGNORECASE,
)
#: a year with a case suffix after its hyphen: "2019-től", "2023-ig", "2024-ben" (not the
#: adjective "2025-ös", "2024-es", "2025-i" that dates a record's noun, `present_day_lexicon_hu`)
_YEAR_SUFFIX: Final = re.compile(
    r"(?<![\w.-])(?P<y>(?:19|20)\d{2})-(?!(?:[aeoö]s|i)\b)(?P<c>[^\W\d_]{1,5})\b",
)
#: the year's adjective "évi" (of the year) after its ordinal dot, "a 2023. évi tábla": the dot
#: is dropped, since it closes the numeral and would end a sentence for the readers after this
_YEAR_ADJECTIVE: Final = re.compile(
    r"(?<![\w.-])(?P<y>(?:19|20)\d{2})\.\s+(?=évi\b)", re.IGNORECASE
)
#: "between": "2018 és 2021 között", "2018 és 2021 közötti"
_BETWEEN: Final = re.compile(
    r"(?<![\w-])(?P<a>(?:19|20)\d{2})\s+és\s+(?P<b>(?:19|20)\d{2})\s+között\w*",
    re.IGNORECASE,
)


def _numeric_date(m: re.Match[str]) -> str:
    iso = f"{m.group('y')}-{int(m.group('m')):02d}-{int(m.group('d')):02d}"
    return f"{_way(m.group('c'))}{iso}"


def _named_date(m: re.Match[str]) -> str:
    month = MONTH_NAMES[_MONTHS.index(m.group("m").lower())]
    return f"{_way(m.group('c'))}{int(m.group('d'))} {month} {m.group('y')}"


def _month(m: re.Match[str]) -> str:
    month = MONTH_NAMES[_MONTHS.index(m.group("m").lower())]
    return f"{_way(m.group('c'))}{month} {m.group('y')}"


def _week(m: re.Match[str]) -> str:
    return f"{_way(m.group('c'))}{m.group('y')}-W{int(m.group('w')):02d}"


def _part(m: re.Match[str]) -> str:
    number = _ORDINALS[(m.group("o") or m.group("w")).lower()]
    half = m.group("p").lower() == "félév"
    if half and number > 2:
        return m.group(0)
    letter = "H" if half else "Q"
    return f"{_way(m.groupdict().get('c'))}{letter}{number} {m.group('y')}"


def _year(m: re.Match[str]) -> str:
    return f"{_way(m.group('c'))}{m.group('y')}"


hungarian_periods_in_english: Final = rewriter(
    (_NUMERIC_DATE, _numeric_date),
    (_NAMED_DATE, _named_date),
    (_WEEK, _week),
    (_PART_SHARED, _part),
    (_PART, _part),
    (_MONTH, _month),
    (_BETWEEN, lambda m: f"between {m.group('a')} and {m.group('b')}"),
    (_YEAR_SUFFIX, _year),
    (_YEAR_ADJECTIVE, lambda m: f"{m.group('y')} "),
    doc="""The sentence with its Hungarian dates, months, weeks, quarters, halves and suffixed
    years in the forms the period grammar reads, each with the "from", "to" or "in" its case
    says ("2011. januártól 2018. decemberig" is "from January 2011 to December 2018",
    "2019-től 2023-ig" is "from 2019 to 2023").""",
)


__all__ = ["hungarian_periods_in_english"]
