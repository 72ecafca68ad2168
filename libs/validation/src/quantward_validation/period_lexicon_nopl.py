"""Periods dated in Norwegian or Polish (and weeks in French or Italian), read as the
forms the period grammar knows (`timespans`), for the leakage reader.

A Norwegian or Polish plan dates the sample it fitted on in its own calendar words: "januar
2008 – desember 2022", "styczeń 2010 – czerwiec 2019", "od stycznia 2010 r. do czerwca 2019 r.",
"I kw. 2010 – IV kw. 2019", "II półrocze 2018", "2008 t.o.m. uke 26 2019", "tydzień 1/2010 –
tydzień 26/2018", "de 2007 jusqu'à la semaine 26 de 2016". Left unread, the fit states no period
and its reach into a test window is never compared; each form names its year, so none is
ambiguous. The months are taken in every case a sentence governs (Polish nominative, genitive,
locative and instrumental: "styczeń", "stycznia", "w styczniu", "styczniem"; with and without
diacritics), the quarter and half by an ordinal in figures, words or Roman numerals before the
noun in any case ("IV kw.", "4. kvartal", "fjerde kvartal", "II półroczu"), a week by its
number, and the Polish "r." / "roku" after a year is dropped.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.period_lexicon_fi import finnish_periods_in_english
from quantward_validation.period_rewrites import rewriter

_YEAR: Final = r"(?P<y>(?:19|20)\d{2})(?!\d)"
#: the Polish "year" after a year: "2018 r.", "2018 roku", "w 2018 r."
_ROK: Final = r"(?:\s*(?:r\.|roku\b|rok\b))?"

#: month number → its Polish forms (nominative, genitive, locative, instrumental; with and
#: without diacritics) and its Norwegian forms where they differ from the Danish and Swedish ones
#: the continental table has ("desember", "des.")
_MONTH_FORMS: Final[dict[int, tuple[str, ...]]] = {
    1: ("styczeń", "styczen", "stycznia", "styczniu", "styczniem", "sty."),
    2: ("luty", "lutego", "lutym", "lut."),
    3: ("marzec", "marca", "marcu", "marcem"),
    4: ("kwiecień", "kwiecien", "kwietnia", "kwietniu", "kwietniem", "kwi."),
    5: ("maja", "maju", "majem"),
    6: ("czerwiec", "czerwca", "czerwcu", "czerwcem", "cze."),
    7: ("lipiec", "lipca", "lipcu", "lipcem", "lip."),
    8: ("sierpień", "sierpien", "sierpnia", "sierpniu", "sierpniem"),
    9: ("wrzesień", "wrzesien", "września", "wrzesnia", "wrześniu", "wrzesniu", "wrześniem",
        "wrz."),
    10: ("październik", "pazdziernik", "października", "pazdziernika", "październiku",
         "pazdzierniku", "październikiem", "paź.", "paz."),
    11: ("listopad", "listopada", "listopadzie", "listopadem"),
    12: ("grudzień", "grudzien", "grudnia", "grudniu", "grudniem", "gru.", "desember", "des."),
}  # fmt: skip
_MONTHS: Final[dict[str, int]] = {f: n for n, forms in _MONTH_FORMS.items() for f in forms}
_NAMED_MONTH: Final = re.compile(
    r"(?<![\w-])(?P<m>"
    + "|".join(sorted((re.escape(f) for f in _MONTHS), key=len, reverse=True))
    + rf")(?:(?<=\.)\s*|\s+){_YEAR}{_ROK}",
    re.IGNORECASE,
)

#: ordinals of a quarter or a half: figures ("1.", "1"), Roman numerals (capitals only: "i" is
#: a word), Norwegian words ("første", "andre", "tredje", "fjerde")
_ORDINALS: Final[dict[int, str]] = {
    1: r"1\.?|(?-i:I)|første|forste",
    2: r"2\.?|(?-i:II)|andre",
    3: r"3\.?|(?-i:III)|tredje",
    4: r"4\.?|(?-i:IV)|fjerde",
}
_ORDINAL: Final = "|".join(rf"(?P<o{n}>{w})" for n, w in _ORDINALS.items())
#: the quarter in Polish (every case, and "kw.") and Norwegian ("kvartal", "kv.")
_QUARTER_NOUN: Final = r"(?:kw\.|kwarta(?:ł|l)(?:u|e|em|y|ów)?|kv\.|kvartal(?:et)?)"
#: the half in Polish (every case, and "półr.") and Norwegian ("halvår", "halvåret")
_HALF_NOUN: Final = r"(?:p(?:ó|o)łrocz(?:e|a|u|em)|p(?:ó|o)łr\.|halv(?:å|a)r(?:et)?)"
_QUARTER: Final = re.compile(
    rf"(?<![\w-])(?:{_ORDINAL})\s*{_QUARTER_NOUN}\s*(?:(?:r\.|roku)\s*)?{_YEAR}{_ROK}",
    re.IGNORECASE,
)
_HALF: Final = re.compile(
    rf"(?<![\w-])(?:{_ORDINAL})\s*{_HALF_NOUN}\s*(?:(?:r\.|roku)\s*)?{_YEAR}{_ROK}",
    re.IGNORECASE,
)

#: a week of a year by its number, with the week's noun in Norwegian (bokmål and nynorsk),
#: Polish (every case, "tydz.", "tyg."), French and Italian (with the article before it: "la
#: semaine 26 de 2016", "la settimana 26 del 2016")
_WEEK_NOUN: Final = (
    r"(?:uke|uka|veke|veka|tydzień|tydzien|tygodni(?:a|u|em)|tydz\.|tyg\.|semaine|settimana)"
)
_WEEK: Final = re.compile(
    rf"(?<![\w-])(?:(?:la|l['’]|the)\s+)?{_WEEK_NOUN}\s*(?:nr\.?\s*|n[o°º]\.?\s*)?"
    r"(?P<w>0?[1-9]|[1-4]\d|5[0-3])"
    rf"(?:\s*[,/.]\s*|\s+(?:de|del|of|i|w|roku|r\.)\s+|\s+){_YEAR}{_ROK}",
    re.IGNORECASE,
)

#: a year followed by the Polish "r." / "roku" ("31.12.2024 r.", "w 2019 roku")
_YEAR_ROK: Final = re.compile(r"(?<=(?<!\d)(?:19|20)\d{2})\s*(?:r\.|roku\b)")
#: the Polish range "od … do …" whose ends are dated: "od stycznia 2010 do czerwca 2019"
_DATED: Final = r"[^,;:()]{0,24}?(?<!\d)(?:19|20)\d{2}(?:-W\d{2})?(?!\d)"
_OD_DO: Final = re.compile(rf"(?<![\w-])od\s+(?P<a>{_DATED})\s+do\s+(?P<b>{_DATED})", re.I)


def _month(m: re.Match[str]) -> str:
    return f"{MONTH_NAMES[_MONTHS[m.group('m').lower()] - 1]} {m.group('y')}"


def _ordinal(m: re.Match[str]) -> int:
    return next(int(k[1:]) for k, v in m.groupdict().items() if k.startswith("o") and v)


def _quarter(m: re.Match[str]) -> str:
    return f"Q{_ordinal(m)} {m.group('y')}"


def _half(m: re.Match[str]) -> str:
    return f"H{_ordinal(m)} {m.group('y')}"


def _week(m: re.Match[str]) -> str:
    return f"{m.group('y')}-W{int(m.group('w')):02d}"


periods_nopl_in_english: Final = rewriter(
    (_WEEK, _week),
    finnish_periods_in_english,
    (_QUARTER, _quarter),
    (_HALF, _half),
    (_NAMED_MONTH, _month),
    (_YEAR_ROK, ""),
    (_OD_DO, lambda m: f"from {m.group('a')} to {m.group('b')}"),
    doc="""The sentence with its Norwegian and Polish months, quarters and halves, and its weeks
    named by a noun the continental reader lacks, written in the forms the period grammar
    reads ("June 2019", "Q4 2019", "H2 2018", "2019-W26"), the Polish "r." after a year dropped
    and "od … do …" read as "from … to …"; Finnish periods too (`period_lexicon_fi`).""",
)


__all__ = ["periods_nopl_in_english"]
