"""Periods named in German, French, Italian, Spanish, Portuguese, Dutch, Swedish or Danish inside a
claim or a plan said in English, read as the English period names the horizon and leakage readers
know.

A European or Latin American desk writes its claim in English and its periods in its own reporting
language: "net debt rose over exercice 2023", "the margin never fell au 1er semestre 2023", "output
grew since the pandemic quarter (2T 2020)", "im Geschäftsjahr 2022"; a plan dates the sample it
fitted on the same way ("calibrated over första kvartalet 2005 – fjärde kvartalet 2015", "stimato
sul I trimestre 2007 – IV trimestre 2016", "do 1º tri/2006 ao 3º tri/2014", "estimeret på 1. kvt.
2009 – 4. kvt. 2018", "2009 t.o.m. uge 26 2018"). A period left unread makes the claim one of the
whole series, so a true claim of one year is read against five, and a false one passes; a fit over
it states no period at all. Each form names its year, so none is ambiguous: a fiscal year
("exercice", "Geschäftsjahr", "esercizio", "ejercicio", "exercício", "boekjaar", "räkenskapsåret")
is read as "FY2023", a calendar year said as a whole ("helåret 2013", "kalenderåret", "ano civil",
"anno solare") as the year, a numbered half ("1er semestre", "erstes Halbjahr", "första halvåret",
"I semestre", "S1", "1S") as "H1 2023", a numbered week of a year ("uge 26 2018", "KW 26/2018",
"Kalenderwoche 26 2018", "semana 26 de 2018", "vecka 26 2018") as the ISO week "2018-W26", a
numbered quarter ("2e trimestre", "zweites Quartal", "andra kvartalet", "II trimestre", "2º tri",
"2. kvt.", "2T", "T2", "K2") as "Q2 2020" (ordinals in words, in figures and in Roman numerals), a
month by its name or abbreviation ("mrt. 2021", "März 2021") or by its number with a stop in a
range ("01.2008 à 12.2016") as its English name, and the
preposition that puts the claim in it ("au", "im", "nel", "en el", "in het") as "in". A claim whose
direction is said in one of those languages is read whole by `trend_lexicon_eu`; this reads only the
periods of one said in English. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_lexicon_eu import MONTH_YEAR_JOIN, MONTHS
from quantward_validation.month_names import MONTH_NAME, MONTH_NAMES, month_number
from quantward_validation.period_rewrites import rewriter

_YEAR: Final = r"(?P<y>(?:19|20)\d{2})"
#: the short year of a code: "2T20", "T2-20", "1S24" (not a longer figure)
#: (a comma or a stop after it ends a clause, "1T08 a 4T16, antes …"; one before a digit makes
#: a longer figure, "2T20,5")
_YEAR_OR_SHORT: Final = r"(?:(?P<y>(?:19|20)\d{2})|(?P<yy>\d{2}))(?!\d|[.,]\d)"
#: a preposition (with its article) that puts a claim in a period: "in"
_IN: Final = (
    r"(?:(?:au\s+cours\s+(?:de\s+l['’]|du|de\s+la)|durant\s+(?:l['’]|le|la)|"
    r"pendant\s+(?:l['’]|le|la)|sur\s+(?:l['’]|le|la)|pour\s+(?:l['’]|le|la)|dans\s+l['’]|"
    r"au|en|im|in\s+(?:het|de)|in|während\s+des|nell['’]|nel(?:\s+corso\s+del(?:l['’])?)?|"
    r"durante\s+(?:el|la|l['’]|o|a)|en\s+el|a\s+lo\s+largo\s+del|no|na|"
    r"gedurende\s+(?:het|de))(?:\s+|(?<=['’])))"
)
_ARTICLE: Final = r"(?:(?:l['’]|le\s+|la\s+|el\s+|il\s+|lo\s+|o\s+|a\s+|het\s+|de\s+|das\s+)?)"
_OF: Final = r"(?:(?:\s+(?:de|del|di|do|da|van|des)\b)?\s+|\s*/\s*)"
_FISCAL_YEAR: Final = (
    r"(?:exercice(?:\s+(?:fiscal|comptable|financier|social))?|"
    r"Gesch[äa]ftsjahr(?:es|s)?|Wirtschaftsjahr(?:es|s)?|"
    r"esercizio(?:\s+(?:fiscale|finanziario|sociale))?|anno\s+fiscale|"
    r"ejercicio(?:\s+(?:fiscal|económico|economico|financiero|social))?|año\s+fiscal|"
    r"exerc[íi]cio(?:\s+(?:fiscal|social))?|ano\s+fiscal|boekjaar|"
    r"räkenskapsår(?:et)?|verksamhetsår(?:et)?|bokslutsår(?:et)?|"
    # Danish "regnskabsåret 2018", "regnskabsår 2018"
    r"regnskabsår(?:et)?)"
)
#: a calendar year said as a whole: "helåret 2013", "kalenderåret 2013", "ano civil de 2013",
#: "anno solare 2013", "año natural 2013"
_CALENDAR_YEAR: Final = (
    r"(?:hel(?:år|året|årsperioden)|kalenderår(?:et)?|hela\s+året|"
    r"ano(?:\s+|-)(?:civil|calendário|calendario)|anno\s+(?:solare|civile)|"
    r"año\s+(?:natural|calendario|civil)|Kalenderjahr(?:es|s)?|année\s+civile|kalenderjaar)"
)
#: ordinals of the first four periods in the six languages, in words and in figures
_ORDINAL: Final = {
    1: r"1er|1re|1ère|premier|première|1\.|erste[snmr]?|1°|1º|1ª|1o|primo|prima|primer|"
    r"primera|primeiro|primeira|eerste|1e|1ste",
    2: r"2e|2ème|2eme|2nd|second|seconde|deuxième|2\.|zweite[snmr]?|2°|2º|2ª|2o|secondo|"
    r"seconda|segundo|segunda|tweede|2de",
    3: r"3e|3ème|3eme|troisième|3\.|dritte[snmr]?|3°|3º|3ª|3o|terzo|tercer|tercero|terceiro|"
    r"derde|3de",
    4: r"4e|4ème|4eme|quatrième|4\.|vierte[snmr]?|4°|4º|4ª|4o|quarto|cuarto|vierde|4de",
}
#: the Swedish and Danish ordinals ("första", "1:a", "første", "anden"), the European Portuguese
#: ordinal with its stop ("3.º trimestre", "1.º semestre") and the Roman numerals
#: Italian and Portuguese reports number halves and quarters with ("I trimestre", "IV
#: trimestre"; capitals only: "i" is an article)
_ORDINAL_MORE: Final = {
    1: r"första|første|1:a|1:e|(?-i:I)|1\.[ºª°]",
    2: r"andra|anden|andet|2:a|2:e|(?-i:II)|2\.[ºª°]",
    3: r"tredje|3:e|3:a|(?-i:III)|3\.[ºª°]",
    4: r"fjärde|fjerde|4:e|4:a|(?-i:IV)|4\.[ºª°]",
}
_HALF_NOUN: Final = (
    r"(?:semestre|Halbjahr(?:es|s)?|halfjaar|jaarhelft|helft|semester|halvår(?:et)?|sem\.?(?=\s*/))"
)
#: ... and Portuguese "tri" ("1º tri/2021", "3º tri de 2014"), Swedish and Danish "kvartal(et)",
#: Danish "kvt." and German "Qu." / "Quart." ("1. kvt. 2009", "3. Qu. 2014")
_QUARTER_NOUN: Final = (
    r"(?:trimestre|Quartal(?:s|es)?|kwartaal|kvartal(?:et)?|tri(?:m\.?)?(?![\w])|"
    r"kvt\.?|Qu(?:art)?\.)"
)
#: a week of a year by its number: "uge 26 2018", "uge 26, 2018", "KW 26/2018", "KW26 2018",
#: "Kalenderwoche 26 2018", "Woche 26 des Jahres 2018", "semana 26 de 2018", "vecka 26 2018",
#: "week 26 of 2018", Dutch "week 26 van 2018" (an ISO week, as "2018-W26" reads)
_NAMED_WEEK: Final = re.compile(
    r"(?<![\w-])(?:uge|KW|Kalenderwoche|Woche|semana|vecka|week|wk)\.?\s*(?P<w>0?[1-9]|[1-4]\d|5[0-3])"
    r"(?:\s*[,/]\s*|\s+(?:of|de|des\s+Jahres|del\s+año|i|af|van(?:\s+het\s+jaar)?)\s+|\s+)"
    r"(?P<y>(?:19|20)\d{2})\b",
    re.IGNORECASE,
)


def _ordinal(group: str, last: int) -> str:
    return "|".join(
        rf"(?P<{group}{n}>{_ORDINAL[n]}|{_ORDINAL_MORE[n]})" for n in range(1, last + 1)
    )


_NAMED_FISCAL: Final = re.compile(
    rf"(?<![\w-])(?P<in>{_IN})?{_ARTICLE}{_FISCAL_YEAR}{_OF}{_YEAR}\b", re.IGNORECASE
)
_NAMED_CALENDAR: Final = re.compile(
    rf"(?<![\w-])(?P<in>{_IN})?{_ARTICLE}{_CALENDAR_YEAR}{_OF}{_YEAR}\b", re.IGNORECASE
)
_NAMED_HALF: Final = re.compile(
    rf"(?<![\w-])(?P<in>{_IN})?{_ARTICLE}(?:{_ordinal('o', 2)})\s*{_HALF_NOUN}{_OF}{_YEAR}\b",
    re.IGNORECASE,
)
_NAMED_QUARTER: Final = re.compile(
    rf"(?<![\w-])(?P<in>{_IN})?{_ARTICLE}(?:{_ordinal('o', 4)})\s*{_QUARTER_NOUN}{_OF}{_YEAR}\b",
    re.IGNORECASE,
)
#: a half or a quarter by its letter code: "S1 2023", "1S23", "2T 2020", "T2-20", "3ºT21",
#: "K2 2021" (semestre, trimestre, kwartaal); not inside a longer word or figure
_CODED: Final = re.compile(
    r"(?<![\w$€£.,-])(?:(?P<l>[STK])(?P<n1>[1-4])|(?P<n2>[1-4])[ºª°]?(?P<r>[STK]))"
    rf"(?:\s*[-/.]\s*|\s+|(?=\d)){_YEAR_OR_SHORT}",
)


#: a month named in a continental language before its year ("mrt. 2021", "März 2021", "sett.
#: 2023", "enero de 2022"): the English reader knows English months only (`month_names`)
_NAMED_MONTH: Final = re.compile(
    r"(?<![\w-])(?P<m>"
    + "|".join(sorted((re.escape(name) for name in MONTHS), key=len, reverse=True))
    # (an English abbreviation with its dot beside them, "sep. 2023", is written out too)
    + rf"|{MONTH_NAME})\.?{MONTH_YEAR_JOIN}\s+{_YEAR}\b",
    re.IGNORECASE,
)


#: a month and year in figures with a stop, as Swiss, German and Central European statistics
#: date a monthly series ("de 01.2008 à 12.2016", "von 01.2008 bis 12.2016", "01.2008–12.2016"):
#: read only as a range's two ends, where a decimal like "12.2016" cannot stand (a day's date,
#: "03.01.2008", is not one: no digit or stop before the month)
_DOTTED_MONTH: Final = r"(?<![\w.,])(?:0[1-9]|1[0-2])\.(?:19|20)\d{2}(?![\d.,]\d)"
_DOTTED_RANGE: Final = re.compile(
    rf"(?P<a>{_DOTTED_MONTH})(?P<to>\s*[-–—]\s*|\s+(?:à|au|a|al|bis|to|until|till|tot|t\.o\.m\.|"
    rf"fino\s+a|jusqu['’]à|jusqu['’]en)\s+)(?P<b>{_DOTTED_MONTH})"
)


def _dotted(said: str) -> str:
    month, year = said.split(".")
    return f"{MONTH_NAMES[int(month) - 1]} {year}"


def _dotted_range(m: re.Match[str]) -> str:
    return f"{_dotted(m.group('a'))}{m.group('to')}{_dotted(m.group('b'))}"


def _month(m: re.Match[str]) -> str:
    said = m.group("m")
    number = MONTHS.get(said.lower()) or month_number(said)
    return m.group(0) if number is None else f"{MONTH_NAMES[number - 1]} {m.group('y')}"


def _in(m: re.Match[str]) -> str:
    return "in " if m.group("in") else ""


def _number(m: re.Match[str]) -> int:
    return next(int(k[1:]) for k, v in m.groupdict().items() if k.startswith("o") and v)


def _fiscal(m: re.Match[str]) -> str:
    return f"{_in(m)}FY{m.group('y')}"


def _calendar(m: re.Match[str]) -> str:
    return f"{_in(m)}{m.group('y')}"


def _half(m: re.Match[str]) -> str:
    return f"{_in(m)}H{_number(m)} {m.group('y')}"


def _quarter(m: re.Match[str]) -> str:
    return f"{_in(m)}Q{_number(m)} {m.group('y')}"


def _week(m: re.Match[str]) -> str:
    return f"{m.group('y')}-W{int(m.group('w')):02d}"


def _coded(m: re.Match[str]) -> str:
    letter = (m.group("l") or m.group("r")).upper()
    number = int(m.group("n1") or m.group("n2"))
    if letter == "S" and number > 2:
        return m.group(0)
    year = m.group("y") or f"20{m.group('yy')}"
    return f"{'H' if letter == 'S' else 'Q'}{number} {year}"


periods_in_english: Final = rewriter(
    (_NAMED_FISCAL, _fiscal),
    (_NAMED_CALENDAR, _calendar),
    (_NAMED_HALF, _half),
    (_NAMED_QUARTER, _quarter),
    (_NAMED_MONTH, _month),
    (_DOTTED_RANGE, _dotted_range),
    (_NAMED_WEEK, _week),
    (_CODED, _coded),
    doc="""The sentence with the fiscal years, halves and quarters it names in a continental
    European language as "FY2023", "H1 2023" and "Q2 2020", with a preposition putting the
    claim in one as "in". Only for reading a claim; a sentence naming none is unchanged.""",
)


__all__ = ["periods_in_english"]
