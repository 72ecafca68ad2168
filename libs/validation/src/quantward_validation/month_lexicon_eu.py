"""Month names and period connectors in German, French, Italian, Spanish and Dutch.

A continental-European plan dates its samples in its own language: "Januar 2010 bis Dezember
2018", "4 janvier 2010 – 29 juin 2018", "gennaio 2010 – dicembre 2019", "enero de 2010 –
diciembre de 2021", "januari 2010 t/m december 2019". The period grammars (`timespans`) read a
month by name from a table; `MONTHS` extends that table (full names and the usual abbreviations,
with and without accents: "janv.", "Mrz.", "gen.", "ene.", "ott.", "dic."), `MONTH_YEAR_JOIN` is
the "de" Spanish and Portuguese put between a month and its year, and `TO` / `FROM` are the
words that join and open a range.
"""

from __future__ import annotations

from typing import Final

_NAMES: Final[dict[int, tuple[str, ...]]] = {
    1: ("januar", "jänner", "janvier", "gennaio", "enero", "januari", "janv", "gen", "ene"),
    2: ("februar", "feber", "février", "fevrier", "febbraio", "febrero", "februari", "févr",
        "fevr"),
    3: ("märz", "maerz", "mars", "marzo", "maart", "mrz", "mär", "mrt"),
    4: ("avril", "aprile", "abril", "avr", "abr"),
    5: ("mai", "maggio", "mayo", "mei", "mag"),
    6: ("juni", "juin", "giugno", "junio", "giu"),
    7: ("juli", "juillet", "luglio", "julio", "juil", "lug"),
    8: ("august", "août", "aout", "agosto", "augustus"),
    9: ("september", "septembre", "settembre", "septiembre", "setiembre", "sett"),
    10: ("oktober", "octobre", "ottobre", "octubre", "okt", "ott"),
    11: ("november", "novembre", "noviembre"),
    12: ("dezember", "décembre", "decembre", "dicembre", "diciembre", "december", "dez", "déc",
         "dic"),
}  # fmt: skip
#: month name (lower case) → its number
MONTHS: Final[dict[str, int]] = {name: n for n, names in _NAMES.items() for name in names}
#: between a month and its year: "enero de 2010", "4 de enero de 2010"
MONTH_YEAR_JOIN: Final = r"(?:\s+de)?"
#: the words that close a range: "bis", "au", "al", "a", "t/m", "tot en met", "hasta"
TO: Final = (
    r"bis(?:\s+(?:zum|einschließlich))?|au|à|jusqu['’]au|jusqu['’]à|al|a|fino\s+a[l]?|hasta|"
    r"t/m|tot\s+en\s+met|tot|"
    # the "and" of "between … and …": "zwischen … und …", "entre … et …", "tra … e …"
    r"und|et|e|y|en"
)
#: the words that open a range: "von", "du", "dal", "de", "desde", "van"
FROM: Final = r"von|vom|du|dal|dall['’]|de|del|desde|van|tra|entre|zwischen"


__all__ = ["FROM", "MONTHS", "MONTH_YEAR_JOIN", "TO"]
