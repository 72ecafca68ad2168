"""The months in Croatian, and in Serbian, Bosnian and Slovenian as written in Latin script, in
every case a date or a period takes, as one lookup.

Croatian names its months by their own Slavic words and declines them ("lipanj", "30. lipnja
2021.", "u lipnju"; "studeni" is an adjective: "studenoga", "studenog", "studenom"); Serbian
and Bosnian name them by the Latin stem declined the same way ("jun", "juna", "junu"; "mart",
"marta"), Slovenian with its own genitive ("junija", "julija"). A date puts the month in the
genitive after its day, so each month is given with its nominative, genitive and locative.
Shared by every reader of these dates. Pure.
"""

from __future__ import annotations

from typing import Final

#: month number → its forms: Croatian (nominative, genitive, locative), then the Latin-stem
#: names of Serbian, Bosnian and Slovenian in the same cases
_FORMS: Final[dict[int, tuple[str, ...]]] = {
    1: ("siječanj", "siječnja", "siječnju", "januar", "januara", "januaru", "januarja"),
    2: ("veljača", "veljače", "veljači", "februar", "februara", "februaru", "februarja"),
    3: ("ožujak", "ožujka", "ožujku", "mart", "marta", "martu", "marec", "marca"),
    4: ("travanj", "travnja", "travnju", "april", "aprila", "aprilu"),
    5: ("svibanj", "svibnja", "svibnju", "maj", "maja", "maju"),
    6: ("lipanj", "lipnja", "lipnju", "jun", "juni", "juna", "junu", "junij", "junija"),
    7: ("srpanj", "srpnja", "srpnju", "jul", "juli", "jula", "julu", "julij", "julija"),
    8: ("kolovoz", "kolovoza", "kolovozu", "avgust", "avgusta", "avgustu", "august", "augusta",
        "augustu"),
    9: ("rujan", "rujna", "rujnu", "septembar", "septembra", "septembru", "september"),
    10: ("listopad", "listopada", "listopadu", "oktobar", "oktobra", "oktobru", "oktober"),
    11: ("studeni", "studenoga", "studenog", "studenom", "novembar", "novembra", "novembru",
         "november"),
    12: ("prosinac", "prosinca", "prosincu", "decembar", "decembra", "decembru", "december"),
}  # fmt: skip

#: every form of a month (lower case) → its number
MONTHS_HR: Final[dict[str, int]] = {f: n for n, forms in _FORMS.items() for f in forms}

#: a regex alternation of every form, longest first ("studenoga" before "studeni")
MONTH_HR: Final = "|".join(sorted(MONTHS_HR, key=len, reverse=True))

__all__ = ["MONTHS_HR", "MONTH_HR"]
