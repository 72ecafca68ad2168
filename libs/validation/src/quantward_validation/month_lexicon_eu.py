"""Month names and period connectors in German, French, Italian, Spanish, Dutch, Portuguese,
Swedish and Danish.

A continental-European plan dates its samples in its own language: "Januar 2010 bis Dezember
2018", "4 janvier 2010 – 29 juin 2018", "gennaio 2010 – dicembre 2019", "enero de 2010 –
diciembre de 2021", "januari 2010 t/m december 2019", "de janeiro de 2006 a dezembro de 2016",
"jan/2006 a dez/2016", "januari 2005 t.o.m. juni 2018", "från maj 2005 till oktober 2014",
"fra marts 2009 til og med juni 2019".
The period grammars (`timespans`) read a month by name from a table; `MONTHS` extends that
table (full names and the usual abbreviations, with and without accents: "janv.", "Mrz.",
"gen.", "ene.", "ott.", "dic.", "fev", "maj"), `MONTH_YEAR_JOIN` is the "de" Spanish and
Portuguese put between a month and its year, and `TO` / `FROM` are the words that join and open
a range.
"""

from __future__ import annotations

from typing import Final

_NAMES: Final[dict[int, tuple[str, ...]]] = {
    1: ("januar", "jänner", "janvier", "gennaio", "enero", "januari", "janeiro", "janv", "gen",
        "ene"),
    2: ("februar", "feber", "février", "fevrier", "febbraio", "febrero", "februari", "fevereiro",
        "févr", "fevr", "fev"),
    3: ("märz", "maerz", "mars", "marzo", "maart", "março", "marts", "mrz", "mär", "mrt"),
    4: ("avril", "aprile", "abril", "avr", "abr"),
    5: ("mai", "maggio", "mayo", "mei", "maio", "maj", "mag"),
    6: ("juni", "juin", "giugno", "junio", "junho", "giu"),
    7: ("juli", "juillet", "luglio", "julio", "julho", "juil", "lug"),
    8: ("august", "août", "aout", "agosto", "augustus", "augusti"),
    9: ("september", "septembre", "settembre", "septiembre", "setiembre", "setembro", "sett"),
    10: ("oktober", "octobre", "ottobre", "octubre", "outubro", "okt", "ott"),
    11: ("november", "novembre", "noviembre", "novembro"),
    12: ("dezember", "décembre", "decembre", "dicembre", "diciembre", "december", "dezembro",
         "dez", "déc", "dic"),
}  # fmt: skip
#: month name (lower case) → its number
MONTHS: Final[dict[str, int]] = {name: n for n, names in _NAMES.items() for name in names}
#: Portuguese month abbreviations that are English words as well, read as months only before a
#: slash and a year ("set/2014", "out/14", "ago/2016")
SLASHED_MONTHS: Final[dict[str, int]] = {"ago": 8, "set": 9, "out": 10}
#: between a month and its year: "enero de 2010", "4 de enero de 2010"
MONTH_YEAR_JOIN: Final = r"(?:\s+de)?"
#: the words that close a range: "bis", "au", "al", "a", "t/m", "tot en met", "hasta"
TO: Final = (
    r"bis(?:\s+(?:zum|einschließlich))?|au|à|jusqu['’]au|jusqu['’]à|al|a|fino\s+a[l]?|hasta|"
    r"t/m|tot\s+en\s+met|tot|"
    # Portuguese "até", "ao"; Swedish "till och med" ("t.o.m."), "fram till", "till"
    r"até|ao|t\.\s?o\.\s?m\.?|till\s+och\s+med|fram\s+till|"
    # Danish "til og med" ("t.o.m."), "frem til", "indtil", "til"
    r"til\s+og\s+med|frem\s+til|indtil|til|"
    # the "and" of "between … and …": "zwischen … und …", "entre … et …", "tra … e …", "mellan
    # … och …"
    r"und|et|e|y|en|och"
)
#: the words that open a range: "von", "du", "dal", "de", "desde", "van"
FROM: Final = (
    r"von|vom|du|dal|dall['’]|de|del|desde|van|tra|entre|zwischen|"
    # Portuguese "do", "da" ("do 1º tri/2006 ao …"); Swedish "från", "fr.o.m.", "mellan"
    r"do|da|från|fr\.\s?o\.\s?m\.?|mellan|"
    # Danish "fra", "fra og med" ("f.o.m."), "mellem"
    r"fra(?:\s+og\s+med)?|f\.\s?o\.\s?m\.?|mellem"
)


__all__ = ["FROM", "MONTHS", "MONTH_YEAR_JOIN", "SLASHED_MONTHS", "TO"]
