"""Periods dated in Norwegian, Polish or Finnish (and weeks in French or Italian), read as the
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

Finnish says a range's ends by case, not by preposition: the elative or ablative is where it
starts ("tammikuusta 2010", "vuodesta 2010", "viikolta 5"), the illative or allative where it
ends ("kesäkuuhun 2018", "vuoteen 2017", "vuoden 2017 viikolle 39"), with "asti" / "saakka"
(until) after it; so every month, a year, a week and a quarter or half ("1. neljännes 2010",
"vuoden 2024 toisella neljänneksellä", "toinen vuosipuolisko 2018") is read in every case, and
its case gives the "from" or "to" English would write. Pure: a sentence naming none of these is
unchanged.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES

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


#: the Finnish months' stems (each is a compound of "kuu", month, which takes the case ending)
_FI_MONTHS: Final = (
    "tammi", "helmi", "maalis", "huhti", "touko", "kesä", "heinä", "elo", "syys", "loka",
    "marras", "joulu",
)  # fmt: skip
#: the case endings of "kuu" / "viikko" / "vuosi" that say where a range starts and ends, and
#: the ones that place a point (genitive, partitive, inessive, adessive, essive, nominative)
_FI_FROM: Final = r"sta|stä|lta|ltä"
_FI_TO: Final = r"hun|seen|lle|un|en"
_FI_KUU: Final = rf"kuu(?P<c>{_FI_FROM}|{_FI_TO}|n|ta|ssa|lla|na)?"
_FI_UNTIL: Final = r"(?:\s+(?:asti|saakka|loppuun|mennessä))?"
_FI_MONTH: Final = re.compile(
    r"(?<![\w-])(?P<m>" + "|".join(_FI_MONTHS) + rf"){_FI_KUU}\s+{_YEAR}{_FI_UNTIL}",
    re.IGNORECASE,
)
#: a year in the case that opens or closes a range: "vuodesta 2010", "vuoteen 2017 asti",
#: "vuoden 2010 alusta" (from the start of 2010), "vuoden 2017 loppuun" (to its end)
_FI_YEAR: Final = re.compile(
    rf"(?<![\w-])(?:vuode(?P<c>sta|lta)\s+{_YEAR}|vuote(?P<t>en)\s+(?P<y3>(?:19|20)\d{{2}})(?!\d){_FI_UNTIL}|"
    rf"vuoden\s+(?P<y2>(?:19|20)\d{{2}})\s+(?:(?P<s>alusta)|(?P<e>loppuun|lopulle)(?:\s+(?:asti|saakka))?))",
    re.IGNORECASE,
)
#: a week: "vuoden 2017 viikolle 39 asti", "viikosta 5/2010", "viikko 39/2017", "viikolla 39 2017"
_FI_WEEK_CASE: Final = rf"viiko(?P<c>{_FI_FROM}|{_FI_TO}|n|ssa|lla)|viikko(?:a|on)?"
_FI_WEEK: Final = re.compile(
    rf"(?<![\w-])(?:vuoden\s+{_YEAR}\s+(?:{_FI_WEEK_CASE})\s*(?P<w>0?[1-9]|[1-4]\d|5[0-3])|"
    rf"(?:{_FI_WEEK_CASE.replace('?P<c>', '?P<c2>')})\s*(?P<w2>0?[1-9]|[1-4]\d|5[0-3])"
    r"(?:\s*[/.]\s*|\s+)(?P<y2>(?:19|20)\d{2}))(?!\d)" + _FI_UNTIL,
    re.IGNORECASE,
)
#: the Finnish ordinals of a quarter or a half in every case ("toinen", "toisella", "toisen",
#: "toiselle"), and in figures ("2.")
_FI_ORDINALS: Final[dict[int, str]] = {
    1: r"1\.|ensimmäi(?:nen|sen|sellä|selle|sestä|seen|sessä|stä)",
    2: r"2\.|toi(?:nen|sen|sella|selle|sesta|seen|sessa|sta)",
    3: r"3\.|kolma(?:s|nnen|nnella|nnelle|nnesta|nteen|nnessa|tta)",
    4: r"4\.|neljä(?:s|nnen|nnellä|nnelle|nnestä|nteen|nnessä|ttä)",
}
_FI_ORDINAL: Final = "|".join(rf"(?P<o{n}>{w})" for n, w in _FI_ORDINALS.items())
#: the quarter ("neljännes", "vuosineljännes", "kvartaali", "Q") and the half ("vuosipuolisko",
#: "puolivuotinen", "puolivuotiskausi") in every case
_FI_PART: Final = (
    r"(?P<q>(?:vuosi)?neljänne(?:s|ksen|stä|ksellä|kselle|ksestä|kseen|ksessä)|"
    r"kvartaali(?:n|a|lla|lle|sta|in|ssa)?)|"
    r"(?P<h>vuosipuolisko(?:n|a|lla|lle|sta|on|ssa)?|puolivuotis(?:kausi|kauden|kaudella|"
    r"kaudelle|kaudesta|kauteen)|puolivuotinen)"
)
#: the same, named apart for the form whose ordinal comes first ("2. neljännes 2011")
_FI_PART_AFTER: Final = _FI_PART.replace("?P<q>", "?P<q2>").replace("?P<h>", "?P<h2>")
_FI_PERIOD: Final = re.compile(
    rf"(?<![\w-])(?:vuoden\s+{_YEAR}\s+(?:{_FI_ORDINAL})\s*(?:{_FI_PART})|"
    rf"(?:{_FI_ORDINAL.replace('?P<o', '?P<p')})\s*(?:{_FI_PART_AFTER})"
    r"\s*(?:/\s*)?(?P<y2>(?:19|20)\d{2})(?!\d))" + _FI_UNTIL,
    re.IGNORECASE,
)


def _fi_way(case: str | None) -> str:
    """ "from " for a case that opens a range, "to " for one that closes it, else nothing."""
    if not case:
        return ""
    case = case.lower()
    if case in ("sta", "stä", "lta", "ltä", "esta", "estä"):
        return "from "
    return "to " if case in ("hun", "seen", "lle", "un", "en") else ""


def _fi_month(m: re.Match[str]) -> str:
    number = _FI_MONTHS.index(m.group("m").lower()) + 1
    return f"{_fi_way(m.group('c'))}{MONTH_NAMES[number - 1]} {m.group('y')}"


def _fi_year(m: re.Match[str]) -> str:
    if m.group("y2"):
        return f"{'from' if m.group('s') else 'to'} {m.group('y2')}"
    return f"{'from' if m.group('c') else 'to'} {m.group('y') or m.group('y3')}"


def _fi_week(m: re.Match[str]) -> str:
    year = m.group("y") or m.group("y2")
    week = int(m.group("w") or m.group("w2"))
    return f"{_fi_way(m.group('c') or m.group('c2'))}{year}-W{week:02d}"


def _fi_period(m: re.Match[str]) -> str:
    groups = m.groupdict()
    number = next(int(k[1:]) for k, v in groups.items() if k[0] in "op" and k[1:].isdigit() and v)
    letter = "Q" if (groups["q"] or groups["q2"]) else "H"
    if letter == "H" and number > 2:
        return m.group(0)
    part = groups["q"] or groups["q2"] or groups["h"] or groups["h2"] or ""
    way = "to " if re.search(r"(?:lle|kseen|teen|on|in)$", part, re.I) else ""
    way = "from " if re.search(r"(?:sta|stä|ksestä)$", part, re.I) else way
    return f"{way}{letter}{number} {m.group('y') or m.group('y2')}"


def finnish_periods_in_english(sentence: str) -> str:
    """The sentence with its Finnish months, years, weeks, quarters and halves in the forms the
    period grammar reads, each with the "from" or "to" its case says ("tammikuusta 2010
    kesäkuuhun 2018" is "from January 2010 to June 2018")."""
    sentence = _FI_WEEK.sub(_fi_week, sentence)
    sentence = _FI_PERIOD.sub(_fi_period, sentence)
    sentence = _FI_MONTH.sub(_fi_month, sentence)
    return _FI_YEAR.sub(_fi_year, sentence)


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


def periods_nopl_in_english(sentence: str) -> str:
    """The sentence with its Norwegian and Polish months, quarters and halves, and its weeks
    named by a noun the continental reader lacks, written in the forms the period grammar
    reads ("June 2019", "Q4 2019", "H2 2018", "2019-W26"), the Polish "r." after a year dropped
    and "od … do …" read as "from … to …"."""
    sentence = finnish_periods_in_english(_WEEK.sub(_week, sentence))
    sentence = _QUARTER.sub(_quarter, sentence)
    sentence = _HALF.sub(_half, sentence)
    sentence = _NAMED_MONTH.sub(_month, sentence)
    sentence = _YEAR_ROK.sub("", sentence)
    return _OD_DO.sub(lambda m: f"from {m.group('a')} to {m.group('b')}", sentence)


__all__ = ["finnish_periods_in_english", "periods_nopl_in_english"]
