"""Periods dated in Czech, Slovak or Romanian, read as the forms the period grammar knows
(`timespans`), for the leakage reader.

A Czech or Romanian plan dates the sample it fitted on in its own calendar words: "od 3. 10.
2016 do 28. 12. 2018", "od října 2016 do prosince 2019", "4. čtvrtletí 2016", "1. pololetí
2019", "do 40. týdne 2019", "od roku 2016"; "ianuarie 2014 – iunie 2020", "trimestrul III
2019", "semestrul I 2018", "din 2014 până în săptămâna 39 din 2019", "între 2015 și 2018".
Slovak writes the same forms with its own nouns and ordinals ("1. štvrťrok 2011", "v druhom
polroku 2016", "51. týždeň 2016", "od januára 2011 do júna 2018"). Left unread, the fit states
no period and its reach into a test window is never compared; each
form names its year, so none is ambiguous. The readings:

- a day-first date whose dots are followed by spaces, as Czech typesets it ("3. 10. 2016"), is
  closed up ("3.10.2016"); a day before a month's name ("3. října 2016", "31 decembrie 2019")
  and a month with its year ("října 2016", "lui iunie 2020") are written in English
  (`months_cs_ro`, every case);
- a quarter or a half by its ordinal in figures, Roman numerals or words, before the Czech
  noun ("IV. čtvrtletí", "druhém pololetí") or after the Romanian one ("trimestrul al
  treilea", "semestrul II"), and a week by its number ("40. týdne 2019", "săptămâna 39 din
  2019") in the ISO forms ("Q4 2016", "H1 2019", "2019-W40");
- the word "year" before a year is dropped ("od roku 2016", "din anul 2014"), and a range's
  prepositions read as English ("od … do …" is left to `period_lexicon_nopl`, which reads the
  Polish one alike; "mezi … a …", "… až (do) …", "din … până în …", "de la … până la …",
  "între … și …").

Pure: a sentence naming none of these is unchanged.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.months_cs_ro import MONTH_CS_RO, MONTHS_CS_RO
from quantward_validation.period_rewrites import rewriter

_YEAR: Final = r"(?P<y>(?:19|20)\d{2})(?!\d)"
#: "roku 2019", "v roce 2019", "anul 2019", "din anul 2019" before the year
_YEAR_WORD: Final = r"(?:(?:roku|roce|rok|anul(?:ui)?|an)\s+)?"

_SPACED_DATE: Final = re.compile(
    r"(?<![\d.])(?P<d>0?[1-9]|[12]\d|3[01])\.\s+(?P<m>0?[1-9]|1[0-2])\.\s*(?P<y>(?:19|20)\d{2})"
    r"(?!\d)"
)
_DAY_MONTH: Final = re.compile(
    rf"(?<![\w.])(?P<d>0?[1-9]|[12]\d|3[01])\.?\s+(?P<m>{MONTH_CS_RO})(?:(?<=\.)\s*|\s+)"
    rf"{_YEAR_WORD}{_YEAR}",
    re.IGNORECASE,
)
_MONTH_YEAR: Final = re.compile(
    rf"(?<![\w-])(?:lui\s+)?(?P<m>{MONTH_CS_RO})(?:(?<=\.)\s*|\s+)(?:(?:din|de)\s+)?"
    rf"{_YEAR_WORD}{_YEAR}",
    re.IGNORECASE,
)

#: a Slovak ordinal adjective on its stem, in the cases a quarter or a half takes ("prvý",
#: "druhého", "štvrtom"; the locative "-om" is Slovak's, not Czech's "-ém")
_SK_ORDINAL: Final = r"{}(?:ý|y|á|a|é|e|ého|eho|om|ým|ym)"
#: ordinals of a quarter or a half: figures, Roman numerals (capitals only: "i" is a word),
#: Czech ordinal words in every case and gender, Romanian ordinals with or without "al"
_ORDINALS: Final[dict[int, str]] = {
    1: r"1\.?|(?-i:I)\.?|prvn(?:í|i)(?:ho|m)?|(?:î|i)nt(?:â|a)i|primul|"
    + _SK_ORDINAL.format("prv"),
    2: r"2\.?|(?-i:II)\.?|druh(?:é|e|ý|y|á|a)(?:ho|m)?|(?:al\s+)?doilea|"
    + _SK_ORDINAL.format("druh"),
    3: r"3\.?|(?-i:III)\.?|třet(?:í|i)(?:ho|m)?|tret(?:í|i)(?:ho|m)?|(?:al\s+)?treilea|"
    r"tret(?:ie|ia)(?:ho|m)?|treť(?:om|ou)|tretiom",
    4: r"4\.?|(?-i:IV)\.?|čtvrt(?:é|e|ý|y|á|a)(?:ho|m)?|ctvrt(?:é|e|ý|y|á|a)(?:ho|m)?|"
    r"(?:al\s+)?patrulea|" + _SK_ORDINAL.format("(?:š|s)tvrt"),
}
#: the ordinal before the Czech noun (groups "o1"-"o4") and after the Romanian one ("r1"-"r4")
_ORDINAL: Final = "|".join(rf"(?P<o{n}>{w})" for n, w in _ORDINALS.items())
_ORDINAL_AFTER: Final = "|".join(rf"(?P<r{n}>{w})" for n, w in _ORDINALS.items())
#: the Czech and Slovak nouns of a quarter ("čtvrtletí"; Slovak "štvrťrok", "štvrťroku") and
#: of a half ("pololetí"; Slovak "polrok", "polroku"), in every singular case
_CS_QUARTER: Final = (
    r"(?:čtvrtlet(?:í|ím|ích)|ctvrtlet(?:i|im|ich)|kvart(?:á|a)l(?:u|e|em)?|"
    r"(?:š|s)tvr(?:ť|t)rok(?:a|u|om)?)"
)
_CS_HALF: Final = r"(?:pololet(?:í|ím)|pololet(?:i|im)|polrok(?:a|u|om)?)"
_RO_QUARTER: Final = r"(?:trimestr(?:ul|u|ului)|trim\.)"
_RO_HALF: Final = r"(?:semestr(?:ul|u|ului)|sem\.)"
_AFTER: Final = rf"\s*(?:(?:din|al|/)\s*)?(?:anului\s+)?{_YEAR_WORD}{_YEAR}"
_QUARTER: Final = re.compile(
    rf"(?<![\w-])(?:(?:{_ORDINAL})\s*{_CS_QUARTER}|{_RO_QUARTER}\s*(?:{_ORDINAL_AFTER})){_AFTER}",
    re.IGNORECASE,
)
_HALF: Final = re.compile(
    rf"(?<![\w-])(?:(?:{_ORDINAL})\s*{_CS_HALF}|{_RO_HALF}\s*(?:{_ORDINAL_AFTER})){_AFTER}",
    re.IGNORECASE,
)
_WEEK_NUMBER: Final = r"(?P<w>0?[1-9]|[1-4]\d|5[0-3])"
#: the Czech week ("týden", "týdne") and the Slovak one ("týždeň", "týždňa", "týždni")
_CS_WEEK: Final = (
    r"(?:týd(?:en|ne|nu|nem)|tyd(?:en|ne|nu|nem)|týž?d(?:eň|ňa|ni|ňom)|tyzd(?:en|na|ni|nom))"
)
_WEEK: Final = re.compile(
    # Czech and Slovak: "40. týdne 2019", "40. týden roku 2019", "51. týždeň 2016", "týden 40/2019"
    rf"(?<![\w-]){_WEEK_NUMBER}\.\s*{_CS_WEEK}\s*"
    rf"(?:(?:v\s+)?{_YEAR_WORD}){_YEAR}|"
    rf"(?<![\w-])(?:{_CS_WEEK}|săptămân(?:a|ii)|saptaman(?:a|ii))\s*"
    r"(?:nr\.?\s*)?(?P<w2>0?[1-9]|[1-4]\d|5[0-3])(?:\s*[,/]\s*|\s+(?:din|a|al)\s+(?:anului\s+)?|"
    rf"\s+){_YEAR_WORD}(?P<y2>(?:19|20)\d{{2}})(?!\d)",
    re.IGNORECASE,
)
#: the Czech and Romanian "year" right after a range's preposition: "od roku 2016", "do roku
#: 2019", "din anul 2014"
_PREPOSED_YEAR: Final = re.compile(
    r"(?<![\w-])(?P<p>od|do|z|ze|mezi|din|până\s+(?:în|la)|de\s+la|între)\s+"
    r"(?:roku|anul(?:ui)?)\s+(?=(?:19|20)\d{2}(?!\d))",
    re.IGNORECASE,
)
_DATED: Final = r"[^,;:()]{0,24}?(?<!\d)(?:19|20)\d{2}(?:-W\d{2})?(?!\d)"
_BETWEEN: Final = re.compile(
    rf"(?<![\w-])(?:mezi|între|intre)\s+(?P<a>{_DATED})\s+(?:a|și|si)\s+(?P<b>{_DATED})",
    re.IGNORECASE,
)
_FROM_TO: Final = re.compile(
    rf"(?<![\w-])(?:din|de\s+la)\s+(?P<a>{_DATED})\s+(?:până|pana|pînă)\s+(?:în|in|la)\s+"
    rf"(?P<b>{_DATED})|"
    rf"(?<![\w-])de\s+la\s+(?P<a2>{_DATED})\s+la\s+(?P<b2>{_DATED})",
    re.IGNORECASE,
)

#: a point as this module writes it ("3.10.2016", "3 October 2016", "October 2016", "Q4 2016",
#: "2019-W40", "2016"): the ends of a Czech range joined by "až" ("2016 až 2019", "v letech
#: 2016 až 2019", "od října 2016 až do června 2019"), which names no preposition to start at
_POINT: Final = (
    r"(?:\d{1,2}\.\d{1,2}\.|\d{1,2}\s+)?(?:(?:"
    + "|".join(MONTH_NAMES)
    + r"|Q[1-4]|H[12])\s+)?(?:19|20)\d{2}(?:-W\d{2})?(?!\d)"
)
_UP_TO: Final = re.compile(
    rf"(?<![\w-])(?:(?:v\s+letech|od|mezi)\s+)?(?P<a>{_POINT})\s*(?:až|az)\s+(?:do\s+)?"
    rf"(?P<b>{_POINT})",
    re.IGNORECASE,
)


def _month_name(word: str) -> str:
    return MONTH_NAMES[MONTHS_CS_RO[word.lower()] - 1]


def _ordinal(m: re.Match[str]) -> int:
    return next(
        int(k[1:]) for k, v in m.groupdict().items() if k[0] in "or" and k[1:].isdigit() and v
    )


def _week(m: re.Match[str]) -> str:
    week = m.group("w") or m.group("w2")
    year = m.group("y") or m.group("y2")
    return f"{year}-W{int(week):02d}"


def _from_to(m: re.Match[str]) -> str:
    start = m.group("a") or m.group("a2")
    end = m.group("b") or m.group("b2")
    return f"from {start} to {end}"


periods_cs_ro_in_english: Final = rewriter(
    (_SPACED_DATE, lambda m: f"{m.group('d')}.{m.group('m')}.{m.group('y')}"),
    (_WEEK, _week),
    (_QUARTER, lambda m: f"Q{_ordinal(m)} {m.group('y')}"),
    (_HALF, lambda m: f"H{_ordinal(m)} {m.group('y')}"),
    (_DAY_MONTH, lambda m: f"{int(m.group('d'))} {_month_name(m.group('m'))} {m.group('y')}"),
    (_MONTH_YEAR, lambda m: f"{_month_name(m.group('m'))} {m.group('y')}"),
    (_PREPOSED_YEAR, lambda m: f"{m.group('p')} "),
    (_UP_TO, lambda m: f"from {m.group('a')} to {m.group('b')}"),
    (_BETWEEN, lambda m: f"between {m.group('a')} and {m.group('b')}"),
    (_FROM_TO, _from_to),
    doc="""The sentence with its Czech and Romanian dates, months, quarters, halves and weeks in
    the forms the period grammar reads ("3.10.2016", "October 2016", "Q4 2016", "H1 2019",
    "2019-W40"), "year" before a range's year dropped, and the ranges "mezi … a …", "din …
    până în …", "de la … (până) la …", "între … și …" and "… až (do) …" read as English.
    "od … do …" is left in place: `period_lexicon_nopl` reads it with the Polish range.""",
)


__all__ = ["periods_cs_ro_in_english"]
