"""Periods dated in Finnish, read as the forms the period grammar knows (`timespans`), for the
leakage reader and the Finnish trend lexicon.

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
from quantward_validation.period_rewrites import rewriter

_YEAR: Final = r"(?P<y>(?:19|20)\d{2})(?!\d)"

#: the Finnish months' stems (each is a compound of "kuu", month, which takes the case ending)
_MONTHS: Final = (
    "tammi", "helmi", "maalis", "huhti", "touko", "kesä", "heinä", "elo", "syys", "loka",
    "marras", "joulu",
)  # fmt: skip
#: the case endings of "kuu" / "viikko" / "vuosi" that say where a range starts and ends, and
#: the ones that place a point (genitive, partitive, inessive, adessive, essive, nominative)
_FROM: Final = r"sta|stä|lta|ltä"
_TO: Final = r"hun|seen|lle|un|en"
_KUU: Final = rf"kuu(?P<c>{_FROM}|{_TO}|n|ta|ssa|lla|na)?"
_UNTIL: Final = r"(?:\s+(?:asti|saakka|loppuun|mennessä))?"
_MONTH: Final = re.compile(
    r"(?<![\w-])(?P<m>" + "|".join(_MONTHS) + rf"){_KUU}\s+{_YEAR}{_UNTIL}",
    re.IGNORECASE,
)
#: a year in the case that opens or closes a range: "vuodesta 2010", "vuoteen 2017 asti",
#: "vuoden 2010 alusta" (from the start of 2010), "vuoden 2017 loppuun" (to its end)
_YEAR_RANGE: Final = re.compile(
    rf"(?<![\w-])(?:vuode(?P<c>sta|lta)\s+{_YEAR}|vuote(?P<t>en)\s+(?P<y3>(?:19|20)\d{{2}})(?!\d){_UNTIL}|"
    rf"vuoden\s+(?P<y2>(?:19|20)\d{{2}})\s+(?:(?P<s>alusta)|(?P<e>loppuun|lopulle)(?:\s+(?:asti|saakka))?))",
    re.IGNORECASE,
)
#: a week: "vuoden 2017 viikolle 39 asti", "viikosta 5/2010", "viikko 39/2017", "viikolla 39 2017"
_WEEK_CASE: Final = rf"viiko(?P<c>{_FROM}|{_TO}|n|ssa|lla)|viikko(?:a|on)?"
_WEEK: Final = re.compile(
    rf"(?<![\w-])(?:vuoden\s+{_YEAR}\s+(?:{_WEEK_CASE})\s*(?P<w>0?[1-9]|[1-4]\d|5[0-3])|"
    rf"(?:{_WEEK_CASE.replace('?P<c>', '?P<c2>')})\s*(?P<w2>0?[1-9]|[1-4]\d|5[0-3])"
    r"(?:\s*[/.]\s*|\s+)(?P<y2>(?:19|20)\d{2}))(?!\d)" + _UNTIL,
    re.IGNORECASE,
)
#: the Finnish ordinals of a quarter or a half in every case ("toinen", "toisella", "toisen",
#: "toiselle"), and in figures ("2.")
_ORDINALS: Final[dict[int, str]] = {
    1: r"1\.|ensimmäi(?:nen|sen|sellä|selle|sestä|seen|sessä|stä)",
    2: r"2\.|toi(?:nen|sen|sella|selle|sesta|seen|sessa|sta)",
    3: r"3\.|kolma(?:s|nnen|nnella|nnelle|nnesta|nteen|nnessa|tta)",
    4: r"4\.|neljä(?:s|nnen|nnellä|nnelle|nnestä|nteen|nnessä|ttä)",
}
_ORDINAL: Final = "|".join(rf"(?P<o{n}>{w})" for n, w in _ORDINALS.items())
#: the quarter ("neljännes", "vuosineljännes", "kvartaali", "Q") and the half ("vuosipuolisko",
#: "puolivuotinen", "puolivuotiskausi") in every case
_PART: Final = (
    r"(?P<q>(?:vuosi)?neljänne(?:s|ksen|stä|ksellä|kselle|ksestä|kseen|ksessä)|"
    r"kvartaali(?:n|a|lla|lle|sta|in|ssa)?)|"
    r"(?P<h>vuosipuolisko(?:n|a|lla|lle|sta|on|ssa)?|puolivuotis(?:kausi|kauden|kaudella|"
    r"kaudelle|kaudesta|kauteen)|puolivuotinen)"
)
#: the same, named apart for the form whose ordinal comes first ("2. neljännes 2011")
_PART_AFTER: Final = _PART.replace("?P<q>", "?P<q2>").replace("?P<h>", "?P<h2>")
_PERIOD: Final = re.compile(
    rf"(?<![\w-])(?:vuoden\s+{_YEAR}\s+(?:{_ORDINAL})\s*(?:{_PART})|"
    rf"(?:{_ORDINAL.replace('?P<o', '?P<p')})\s*(?:{_PART_AFTER})"
    r"\s*(?:/\s*)?(?P<y2>(?:19|20)\d{2})(?!\d))" + _UNTIL,
    re.IGNORECASE,
)


def _way(case: str | None) -> str:
    """ "from " for a case that opens a range, "to " for one that closes it, else nothing."""
    if not case:
        return ""
    case = case.lower()
    if case in ("sta", "stä", "lta", "ltä", "esta", "estä"):
        return "from "
    return "to " if case in ("hun", "seen", "lle", "un", "en") else ""


def _month(m: re.Match[str]) -> str:
    number = _MONTHS.index(m.group("m").lower()) + 1
    return f"{_way(m.group('c'))}{MONTH_NAMES[number - 1]} {m.group('y')}"


def _year(m: re.Match[str]) -> str:
    if m.group("y2"):
        return f"{'from' if m.group('s') else 'to'} {m.group('y2')}"
    return f"{'from' if m.group('c') else 'to'} {m.group('y') or m.group('y3')}"


def _week(m: re.Match[str]) -> str:
    year = m.group("y") or m.group("y2")
    week = int(m.group("w") or m.group("w2"))
    return f"{_way(m.group('c') or m.group('c2'))}{year}-W{week:02d}"


def _period(m: re.Match[str]) -> str:
    groups = m.groupdict()
    number = next(int(k[1:]) for k, v in groups.items() if k[0] in "op" and k[1:].isdigit() and v)
    letter = "Q" if (groups["q"] or groups["q2"]) else "H"
    if letter == "H" and number > 2:
        return m.group(0)
    part = groups["q"] or groups["q2"] or groups["h"] or groups["h2"] or ""
    way = "to " if re.search(r"(?:lle|kseen|teen|on|in)$", part, re.I) else ""
    way = "from " if re.search(r"(?:sta|stä|ksestä)$", part, re.I) else way
    return f"{way}{letter}{number} {m.group('y') or m.group('y2')}"


finnish_periods_in_english: Final = rewriter(
    (_WEEK, _week),
    (_PERIOD, _period),
    (_MONTH, _month),
    (_YEAR_RANGE, _year),
    doc="""The sentence with its Finnish months, years, weeks, quarters and halves in the forms the
    period grammar reads, each with the "from" or "to" its case says ("tammikuusta 2010
    kesäkuuhun 2018" is "from January 2010 to June 2018").""",
)


__all__ = ["finnish_periods_in_english"]
