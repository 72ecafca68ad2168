"""The months in Czech and Romanian, every form a date or a range's end takes, as one lookup.

A Czech date puts its month in the case the sentence governs ("leden 2019", "od ledna 2016",
"v lednu", "před lednem"), and Czech writes it with and without diacritics ("června" /
"cervna"); "červen" (June) and "červenec" (July) share a stem, so the longer is tried first.
Romanian names its months in one form ("ianuarie", "iunie"), with an abbreviation ("ian.",
"sept.") and, after "lui", the same name. Shared by every reader of Czech or Romanian dates.
Pure.
"""

from __future__ import annotations

from typing import Final

#: month number → its Czech forms (nominative, genitive, dative/locative, instrumental; with
#: and without diacritics) and its Romanian forms (full, abbreviated)
_FORMS: Final[dict[int, tuple[str, ...]]] = {
    1: ("leden", "ledna", "lednu", "lednem", "ianuarie", "ian."),
    2: ("únor", "února", "únoru", "únorem", "unor", "unora", "unoru", "unorem",
        "februarie", "feb.", "febr."),
    3: ("březen", "března", "březnu", "březnem", "brezen", "brezna", "breznu", "breznem",
        "martie", "mart."),
    4: ("duben", "dubna", "dubnu", "dubnem", "aprilie", "apr."),
    5: ("květen", "května", "květnu", "květnem", "kveten", "kvetna", "kvetnu", "kvetnem",
        "mai"),
    6: ("červen", "června", "červnu", "červnem", "cerven", "cervna", "cervnu", "cervnem",
        "iunie", "iun."),
    7: ("červenec", "července", "červenci", "červencem", "cervenec", "cervence", "cervenci",
        "cervencem", "iulie", "iul."),
    8: ("srpen", "srpna", "srpnu", "srpnem", "august", "aug."),
    9: ("září", "zářím", "zari", "zarim", "septembrie", "sept.", "sep."),
    10: ("říjen", "října", "říjnu", "říjnem", "rijen", "rijna", "rijnu", "rijnem",
         "octombrie", "oct."),
    11: ("listopad", "listopadu", "listopadem", "noiembrie", "noi.", "nov."),
    12: ("prosinec", "prosince", "prosinci", "prosincem", "decembrie", "dec."),
}  # fmt: skip

#: every Czech or Romanian form of a month (lower case) → its number
MONTHS_CS_RO: Final[dict[str, int]] = {f: n for n, forms in _FORMS.items() for f in forms}

#: a regex alternation of every form, longest first ("července" before "červen")
MONTH_CS_RO: Final = "|".join(
    sorted((f.replace(".", r"\.") for f in MONTHS_CS_RO), key=len, reverse=True)
)

__all__ = ["MONTHS_CS_RO", "MONTH_CS_RO"]
