"""The months in Czech, Slovak and Romanian, every form a date or a range's end takes, as one
lookup.

A Czech date puts its month in the case the sentence governs ("leden 2019", "od ledna 2016",
"v lednu", "před lednem"), and Czech writes it with and without diacritics ("června" /
"cervna"); "červen" (June) and "červenec" (July) share a stem, so the longer is tried first.
Romanian names its months in one form ("ianuarie", "iunie"), with an abbreviation ("ian.",
"sept.") and, after "lui", the same name. Slovak names its months by the Latin stem and
declines them like Czech nouns ("január", "od januára", "v januári", "pred januárom"; "jún",
"júna"), with and without the acute ("jun", "juna"). Shared by every reader of Czech, Slovak
or Romanian dates. Pure.
"""

from __future__ import annotations

from typing import Final

#: Slovak: the stem of each month and the endings its cases take (nominative, genitive,
#: locative, instrumental); the nominative of 8-12 is the bare stem
_SK_STEMS: Final[dict[int, tuple[str, tuple[str, ...]]]] = {
    1: ("január", ("", "a", "i", "om")),
    2: ("február", ("", "a", "i", "om")),
    3: ("mar", ("ec", "ca", "ci", "com")),
    4: ("apríl", ("", "a", "i", "om")),
    5: ("máj", ("", "a", "i", "om")),
    6: ("jún", ("", "a", "i", "om")),
    7: ("júl", ("", "a", "i", "om")),
    8: ("august", ("", "a", "e", "om")),
    9: ("septemb", ("er", "ra", "ri", "rom")),
    10: ("októb", ("er", "ra", "ri", "rom")),
    11: ("novemb", ("er", "ra", "ri", "rom")),
    12: ("decemb", ("er", "ra", "ri", "rom")),
}
_PLAIN: Final = str.maketrans("áíó", "aio")


def _slovak(month: int) -> tuple[str, ...]:
    stem, endings = _SK_STEMS[month]
    forms = [stem + ending for ending in endings]
    return tuple(dict.fromkeys(forms + [f.translate(_PLAIN) for f in forms]))


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

#: every Czech, Slovak or Romanian form of a month (lower case) → its number
MONTHS_CS_RO: Final[dict[str, int]] = {
    f: n for n, forms in _FORMS.items() for f in forms + _slovak(n)
}

#: a regex alternation of every form, longest first ("července" before "červen")
MONTH_CS_RO: Final = "|".join(
    sorted((f.replace(".", r"\.") for f in MONTHS_CS_RO), key=len, reverse=True)
)

__all__ = ["MONTHS_CS_RO", "MONTH_CS_RO"]
