"""Periods dated in Hungarian, read as the English forms the horizon reader takes, for the
Hungarian trend lexicon.

Hungarian says a period's role by a case suffix on the period itself, not by a preposition:
the inessive says "in" ("2024-ben", "2024. IV. negyedévben", "2024 második félévében"), the
ablative or delative where a range starts ("2022 végétől", "a 2021. II. negyedévtől",
"2023-ról"), the terminative or sublative where it ends ("2024 végéig", "2024-re"), and
postpositions after the bare or possessive form say the rest ("2021 első negyedéve óta",
"2022. június 30. és 2023. szeptember 30. között"). So each period (a year, a quarter written
"2024. IV. negyedév" or "2024 negyedik negyedéve", a half, a dated day "2025. március 31.")
is read with whichever suffix it carries, vowel harmony's both forms ("-ban/-ben",
"-tól/-től"), the hyphen a figure takes before a suffix ("2024-ben") and the linking "-j-"
and possessive "-e/-é-" before it ("negyedévében", "végétől"), and the suffix gives the
English preposition. Pure: a sentence naming none of these is unchanged.
"""

from __future__ import annotations

import re
from typing import Final

_MONTHS: Final = (
    "január", "február", "március", "április", "május", "június", "július", "augusztus",
    "szeptember", "október", "november", "december",
)  # fmt: skip
_ENGLISH_MONTHS: Final = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
_ROMAN: Final = {"i": 1, "ii": 2, "iii": 3, "iv": 4}
_ORDINAL: Final = {"első": 1, "második": 2, "harmadik": 3, "negyedik": 4, "utolsó": 4}

#: the case suffixes a period takes, each as the English preposition it says; the possessive
#: and linking vowels before them ("negyedév-é-ben", "vég-é-től", "2024-ben") are read apart
_CASES: Final[tuple[tuple[str, str], ...]] = (
    (r"ban|ben", "in"),
    (r"tól|től|ról|ről", "from"),
    (r"ig", "to"),
    (r"ra|re", "to"),
    (r"hoz|hez|höz", "versus"),
)
_CASE: Final = "(?P<case>" + "|".join(p for p, _ in _CASES) + r"|i|as|es|ös|a|e|t|nak|nek)?"


def _preposition(case: str | None) -> str:
    """The English preposition a case suffix says ("" for none, an adjective's "-i", a
    possessive, or an object)."""
    if case:
        for pattern, english in _CASES:
            if re.fullmatch(pattern, case):
                return english + " "
    return ""


_YEAR: Final = r"(?P<y>(?:19|20)\d{2})"
#: a year's own suffix after a hyphen: "2024-ben", "2023-ról", "2024-re", "2024-ig"
_YEAR_CASED: Final = re.compile(
    rf"(?<![\w.-]){_YEAR}-(?P<case>ban|ben|tól|től|ról|ről|ig|ra|re|hoz|hez|höz|as|es|ös)"
    r"(?![\w-])",
    re.IGNORECASE,
)
#: a quarter or a half: "2024. IV. negyedév(ben)", "2024 negyedik negyedévében", "2024 második
#: félévében", "2024. I. félév"; the possessive "-e/-é-" the year's own quarter takes
_PART_NUMBER: Final = (
    r"(?:(?P<roman>IV|III|II|I)\.|(?P<digit>[1-4])\.|(?P<ord>első|második|harmadik|negyedik|"
    r"utolsó))"
)
_PART: Final = re.compile(
    rf"(?<![\w-]){_YEAR}\.?\s+{_PART_NUMBER}\s*(?P<unit>negyedév|félév|n\.\s?év)"
    rf"(?:é|e|ei|éi|ek)?(?:(?P<end>végé|vége)(?:n|ig|től|ig)?)?{_CASE}(?![\w-])",
    re.IGNORECASE,
)
#: two quarters whose first leaves its noun to the second: "a 2022. III. és a 2024. II.
#: negyedév között"
_PART_PAIR: Final = re.compile(
    rf"(?<![\w-])(?:az?\s+)?{_YEAR}\.?\s+(?P<r1>IV|III|II|I)\.\s+(?:negyedév\s+)?és\s+(?:az?\s+)?"
    r"(?P<y2>(?:19|20)\d{2})\.?\s+(?P<r2>IV|III|II|I)\.\s+negyedév(?:ek)?\s+között",
    re.IGNORECASE,
)
#: a dated day: "2022. június 30.", "2024. december 31-én", "2023. szeptember 30-ig"
_DAY: Final = re.compile(
    rf"(?<![\w-]){_YEAR}\.\s+(?P<m>" + "|".join(_MONTHS) + r")\s+(?P<d>[0-3]?\d)"
    r"(?:\.|-(?:[áéa]?j?)?(?P<case>n|ig|tól|től|ától|étől|jától|jétől|i)(?![\w-]))",
    re.IGNORECASE,
)
#: a year's end or start by its possessive: "2022 végén", "2022 végétől", "2024 végéig",
#: "2021 eleje óta"
_YEAR_EDGE: Final = re.compile(
    rf"(?<![\w.-]){_YEAR}\.?\s+(?P<edge>vég|elej)(?:é|e)(?P<case>n|től|ig|ről|re)?(?![\w-])",
    re.IGNORECASE,
)


def _part(m: re.Match[str]) -> str:
    roman, digit, ordinal = m.group("roman"), m.group("digit"), m.group("ord")
    n = _ROMAN[roman.lower()] if roman else int(digit) if digit else _ORDINAL[ordinal.lower()]
    half = m.group("unit").lower().startswith("f")
    label = f"{'H' if half else 'Q'}{n} {m.group('y')}"
    if m.group("end"):
        label = f"the end of {label}"
    return _preposition(m.group("case")) + label


def _day(m: re.Match[str]) -> str:
    month = _ENGLISH_MONTHS[[x.lower() for x in _MONTHS].index(m.group("m").lower())]
    case = (m.group("case") or "").lower()
    before = {"n": "on ", "ig": "to "}.get(case, "from " if case.endswith(("l", "ő")) else "")
    return f"{before}{int(m.group('d'))} {month} {m.group('y')}"


def _edge(m: re.Match[str]) -> str:
    edge = "the end of" if m.group("edge").lower() == "vég" else "the start of"
    case = (m.group("case") or "").lower()
    # "2024 végére": by the end of 2024
    before = {"n": "at ", "től": "from ", "ről": "from ", "ig": "to ", "re": "by "}.get(case, "")
    return f"{before}{edge} {m.group('y')}"


def hungarian_periods_in_english(sentence: str) -> str:
    """The years, quarters, halves and days a Hungarian sentence names, each with the English
    preposition its case suffix says ("2024. IV. negyedévben" is "in Q4 2024", "2022
    végétől" "from the end of 2022", "2024-ben" "in 2024"). Why: the horizon reader reads
    English periods and prepositions, and Hungarian puts both into one suffixed word."""
    read = _PART_PAIR.sub(
        lambda m: (
            f"between Q{_ROMAN[m.group('r1').lower()]} {m.group('y')} and "
            f"Q{_ROMAN[m.group('r2').lower()]} {m.group('y2')}"
        ),
        sentence,
    )
    read = _PART.sub(_part, read)
    read = _DAY.sub(_day, read)
    read = _YEAR_EDGE.sub(_edge, read)
    return _YEAR_CASED.sub(lambda m: _preposition(m.group("case")) + m.group("y"), read)


__all__ = ["hungarian_periods_in_english"]
