"""The months in Croatian, Serbian and Bosnian (Latin script) and Slovenian, every form a date
or a range's end takes, as one lookup.

Croatian names its months by its own Slavic words and declines them as nouns: the genitive
after a day or "od" / "do" ("2. siječnja 2012.", "do prosinca 2019."), the locative after "u"
("u lipnju"), the instrumental ("sa studenim"); "veljača" is feminine ("veljače", "veljači",
"veljaču"), "studeni" an adjective ("studenoga", "studenog", "studenom"). Serbian, Bosnian and
Slovenian use the Latin names, declined alike ("januar", "od januara", "u januaru"; Slovenian
"januarja", "junija", "marca", the instrumental "junijem"). Each form is written with and
without its diacritics.

One Croatian month is another month elsewhere: "listopad" is October in Croatian and November in
Czech and Polish, so its forms are kept apart (`AMBIGUOUS`) for a caller to read only in a
sentence that is South Slavic (`sentence_language.SOUTH_SLAVIC`). Pure.
"""

from __future__ import annotations

from typing import Final

#: a Croatian month: its stem and the endings its cases take (nominative, genitive,
#: dative/locative, instrumental, accusative where it differs)
_HR: Final[dict[int, tuple[str, tuple[str, ...]]]] = {
    1: ("siječ", ("anj", "nja", "nju", "njem")),
    2: ("veljač", ("a", "e", "i", "u", "om")),
    3: ("ožuj", ("ak", "ka", "ku", "kom")),
    4: ("trav", ("anj", "nja", "nju", "njem")),
    5: ("svib", ("anj", "nja", "nju", "njem")),
    6: ("lip", ("anj", "nja", "nju", "njem")),
    7: ("srp", ("anj", "nja", "nju", "njem")),
    8: ("kolovoz", ("", "a", "u", "om")),
    9: ("ruj", ("an", "na", "nu", "nom")),
    11: ("studen", ("i", "oga", "og", "om", "ome", "im")),
    12: ("prosin", ("ac", "ca", "cu", "cem")),
}
#: Croatian October, which Czech and Polish read as November
_HR_OCTOBER: Final = ("listopad", ("", "a", "u", "om"))
#: the Latin names: Serbian and Bosnian (nominative, genitive, locative, instrumental) and
#: Slovenian (the "-j-" before a case ending: "januarja", "junija")
_LATIN: Final[dict[int, tuple[str, ...]]] = {
    1: ("januar", "januara", "januaru", "januarom", "januarja", "januarju", "januarjem"),
    2: ("februar", "februara", "februaru", "februarom", "februarja", "februarju"),
    3: ("mart", "marta", "martu", "martom", "marec", "marca", "marcu", "marcem"),
    4: ("april", "aprila", "aprilu", "aprilom"),
    5: ("maj", "maja", "maju", "majem"),
    6: ("jun", "juna", "junu", "junom", "juni", "junij", "junija", "juniju"),
    7: ("jul", "jula", "julu", "julom", "juli", "julij", "julija", "juliju"),
    8: ("avgust", "avgusta", "avgustu", "avgustom", "august", "augusta", "augustu"),
    9: ("septembar", "september", "septembra", "septembru", "septembrom"),
    10: ("oktobar", "oktober", "oktobra", "oktobru", "oktobrom"),
    11: ("novembar", "november", "novembra", "novembru", "novembrom"),
    12: ("decembar", "december", "decembra", "decembru", "decembrom"),
}
#: Slovenian's instrumental of the Latin names, which the table above lacks: "-jem" after the
#: "-j-" of "januar", "februar", "junij", "julij" ("med 30. junijem 2021 in 30. septembrom
#: 2023", "pred 1. januarjem 2020")
_SL: Final[dict[int, tuple[str, ...]]] = {
    1: ("januarjem",),
    2: ("februarjem",),
    6: ("junijem",),
    7: ("julijem",),
}
_PLAIN: Final = str.maketrans("čćžšđ", "cczsd")


def _forms(stem: str, endings: tuple[str, ...]) -> tuple[str, ...]:
    forms = [stem + ending for ending in endings]
    return tuple(dict.fromkeys(forms + [f.translate(_PLAIN) for f in forms]))


#: every unambiguous form (lower case) → its month's number
MONTHS_HR: Final[dict[str, int]] = {
    **{f: n for n, forms in _LATIN.items() for f in forms},
    **{f: n for n, forms in _SL.items() for f in forms},
    **{f: n for n, (stem, endings) in _HR.items() for f in _forms(stem, endings)},
}
#: the forms of Croatian October ("listopad", "listopada"), November in Czech and Polish
AMBIGUOUS: Final[dict[str, int]] = dict.fromkeys(_forms(*_HR_OCTOBER), 10)


def alternation(forms: dict[str, int]) -> str:
    """A regex alternation of `forms`, longest first (so "studenoga" before "studeni")."""
    return "|".join(sorted(forms, key=len, reverse=True))


__all__ = ["AMBIGUOUS", "MONTHS_HR", "alternation"]
