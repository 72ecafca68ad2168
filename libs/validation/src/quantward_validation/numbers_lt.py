"""Numbers, per cents, percentage points and basis points as Lithuanian papers write them.

A Lithuanian investavimo strategija, protokolas or nutarimas states a limit in digits with a
word for its unit ("ne daugiau kaip 20 procentų", "60 proc. grynųjų aktyvų", "200 bazinių
punktų", "2,00 procentinio punkto") or wholly in words ("septyniasdešimt penki procentai",
"šešiasdešimties procentų viršutinę ribą", "du šimtai bazinių punktų"). Without these words the
figure is a bare number and no source "states" a 75 % limit, so a sourced limit is taken for an
invented one.

Lithuanian declines its numbers: the one to nine as adjectives, in both genders and seven cases
("penki", "penkios", "penkių", "penkiems", "penkis", "penkiais", "penkiuose"), the teens in
"-lika" as feminine nouns ("penkiolika", "penkiolikos", "penkiolikai"), the tens in "-dešimt"
("šešiasdešimt", "šešiasdešimties", "šešiasdešimčiai"), the hundred and the thousand as nouns
("du šimtai", "dviejų šimtų", "tūkstantis", "tūkstančių"). So every word is built here from its
stem and the endings of its declension rather than listed, and a compound number is its parts
side by side, each in the same case ("septyniasdešimt penki", "dvidešimt penkių"), which
`spelled_numbers` adds and multiplies as it does every language's. The unit nouns take the case
the number asks for: the nominative singular after one ("21 procentas"), the nominative plural
after two to nine ("75 procentai"), the genitive plural from ten ("60 procentų", "200 bazinių
punktų"), the genitive singular after a fraction ("2,00 procentinio punkto"); their stems are
read with any of their endings. Every word is also accepted without its diacritics, as a chat
types it ("sesiasdesimt", "procentu").

`MORPHEMES` feeds `spelled_numbers`; the unit patterns feed `quantities`.
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: the endings of the one to nine after their stem (masculine and feminine, every case:
#: "penki", "penkios", "penkių", "penkiems", "penkioms", "penkis", "penkias", "penkiais",
#: "penkiomis", "penkiuose", "penkiose")
_UNIT_ENDINGS: Final = (
    "i", "ios", "ių", "iems", "ioms", "is", "ias", "iais", "iomis", "iuose", "iose",
)  # fmt: skip
#: the stems of four to nine ("ketur-i", "penk-i", "šeš-i", "septyn-i", "aštuon-i", "devyn-i")
_UNIT_STEMS: Final[dict[int, str]] = {
    4: "ketur", 5: "penk", 6: "šeš", 7: "septyn", 8: "aštuon", 9: "devyn",
}  # fmt: skip
#: one to three, whose declension is their own ("vienas", "vieno"; "du", "dvi", "dviejų";
#: "trys", "trijų", "tris")
_IRREGULAR: Final[dict[int, tuple[str, ...]]] = {
    1: ("vienas", "viena", "vieno", "vienos", "vienam", "vienai", "vieną", "vienu", "viename",
        "vienoje", "vieni", "vienų", "vieniems", "vienoms", "vienus", "vienas", "vienais",
        "vienomis"),
    2: ("du", "dvi", "dviejų", "dviem", "dviejuose", "dviejose"),
    3: ("trys", "trijų", "trims", "tris", "trimis", "trijuose", "trijose"),
}  # fmt: skip
#: the teens, stem and the feminine "-lika" declension ("penkiolika", "penkiolikos",
#: "penkiolikai", "penkioliką", "penkiolikoje")
_TEEN_STEMS: Final[dict[int, str]] = {
    11: "vienuolik", 12: "dvylik", 13: "trylik", 14: "keturiolik", 15: "penkiolik",
    16: "šešiolik", 17: "septyniolik", 18: "aštuoniolik", 19: "devyniolik",
}  # fmt: skip
_TEEN_ENDINGS: Final = ("a", "os", "ai", "ą", "oje")
#: the tens, their multiplier fused before "dešimt" ("dvi-", "tris-", "keturias-")
_TEN_PREFIXES: Final[dict[int, str]] = {
    10: "", 20: "dvi", 30: "tris", 40: "keturias", 50: "penkias", 60: "šešias", 70: "septynias",
    80: "aštuonias", 90: "devynias",
}  # fmt: skip
#: "dešimt" in its cases, the "t" softened to "č" before a back vowel ("dešimties",
#: "dešimčiai", "dešimčia", "dešimtį", "dešimtyje"; the plural "dešimčių" of "kelios dešimtys")
_TEN_FORMS: Final = (
    "dešimt", "dešimtis", "dešimties", "dešimčiai", "dešimtį", "dešimčia", "dešimtimi",
    "dešimtyje", "dešimtys", "dešimčių", "dešimtims", "dešimtimis",
)  # fmt: skip
#: the hundred and the thousand, nouns in both numbers and every case ("šimtas", "du šimtai",
#: "dviejų šimtų"; "tūkstantis", "trys tūkstančiai", "tūkstančių")
_HUNDRED_FORMS: Final = tuple(
    "šimt" + e for e in ("as", "o", "ui", "ą", "u", "e", "ai", "ų", "ams", "us", "ais", "uose")
)
_THOUSAND_FORMS: Final = (
    "tūkstantis", "tūkstančio", "tūkstančiui", "tūkstantį", "tūkstančiu", "tūkstantyje",
    "tūkstančiai", "tūkstančių", "tūkstančiams", "tūkstančius", "tūkstančiais", "tūkstančiuose",
)  # fmt: skip


def _spellings(word: str) -> set[str]:
    """A word with its diacritics and without them ("šešiasdešimt", "sesiasdesimt")."""
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")
    return {word, bare}


def _forms() -> dict[str, int]:
    """Every form of the Lithuanian number words, with its value."""
    forms: dict[int, set[str]] = {v: set(words) for v, words in _IRREGULAR.items()}
    for value, stem in _UNIT_STEMS.items():
        forms[value] = {stem + ending for ending in _UNIT_ENDINGS}
    for value, stem in _TEEN_STEMS.items():
        forms[value] = {stem + ending for ending in _TEEN_ENDINGS}
    for value, prefix in _TEN_PREFIXES.items():
        forms[value] = {prefix + ten for ten in _TEN_FORMS}
    forms[100] = set(_HUNDRED_FORMS)
    forms[1000] = set(_THOUSAND_FORMS)
    return {
        spelled: value for value, words in forms.items() for w in words for spelled in _spellings(w)
    }


#: every form of the Lithuanian number words, with its value
MORPHEMES: Final[dict[str, int]] = _forms()

#: a per cent: "procentas" in both numbers and every case ("21 procentas", "75 procentai", "60
#: procentų", "procentais"), with or without its diacritics; never the adjective "procentinis"
#: (a percentage point, below). The abbreviation "proc." is the Polish one too, read there.
PERCENT_WORDS: Final = r"procent(?:as|ai|o|ui|ą|u|e|ų|ams|us|ais|uose|a)\b"
#: a percentage point, read as a per cent as the other languages' are: "procentinis punktas" in
#: its cases ("2,00 procentinio punkto", "3 procentiniai punktai", "10 procentinių punktų") and
#: its abbreviation "proc. p." (whose "proc." the per cent reads first, to the same value)
POINT_WORDS: Final = (
    r"procentin(?:is|io|iui|į|i|iu|iame|iai|ių|iu|iams|ius|iais|iuose)\s+"
    r"punkt(?:as|o|ui|ą|a|u|e|ai|ų|ams|us|ais|uose)\b|"
    r"proc\.\s?p\.(?!\w)"
)
#: a basis point: "bazinis punktas" in its cases ("200 bazinių punktų", "bazinio punkto",
#: "baziniais punktais") and its abbreviation "b. p." (spaced, unlike the Czech percentage point
#: "p. b.", `numbers_cs_ro.POINT_WORDS`); the unspaced "bp" is every language's
BPS_WORDS: Final = (
    r"bazin(?:is|io|iui|į|i|iu|iame|iai|ių|iu|iams|ius|iais|iuose)\s+"
    r"punkt(?:as|o|ui|ą|a|u|e|ai|ų|ams|us|ais|uose)\b|"
    r"b\.\s?p\.(?!\w)"
)

#: the days a limit is counted in: "diena" in both numbers and every case, business or calendar
#: days ("5 darbo dienos", "20 darbo dienų", "30 kalendorinių dienų", "dieną") and the
#: abbreviation of business days "d. d." (two: the "d." of a date, "31 d.", is no period)
DAY_WORDS: Final = (
    r"(?:(?:darbo|prekybos|kalendorin(?:ės|es|ių|iu|ėmis|emis)|banko)\s+)?"
    r"dien(?:a|os|ai|ą|oje|ų|u|oms|as|omis|ose)|d\.\s?d\."
)
#: the months: "mėnuo" in its cases ("6 mėnesiai", "12 mėnesių", "mėnesio") and "mėn."
MONTH_WORDS: Final = (
    r"m(?:ė|e)n(?:uo|es(?:io|iui|į|i|iu|yje|iai|ių|iu|iams|ius|iais|iuose))|m(?:ė|e)n\."
)
#: the years: the plural-only "metai" in its cases ("3 metai", "5 metų", "metus"); never the "m."
#: of a date ("2025 m."), which names a year and counts none
YEAR_WORDS: Final = r"met(?:ai|ų|u|ams|us|ais|uose)"

__all__ = [
    "BPS_WORDS",
    "DAY_WORDS",
    "MONTH_WORDS",
    "MORPHEMES",
    "PERCENT_WORDS",
    "POINT_WORDS",
    "YEAR_WORDS",
]
