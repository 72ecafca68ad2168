"""Chat and note-taking shorthand written out, so the claim readers see the words they know.

A claim typed into a chat thread or a sheet uses the desk's shorthand: abbreviated periods
("every qtr", "the last 5 yrs", "3 mths"), windows counted with a unit letter ("the 12M to
Dec-22", "the past 3Y"), two-digit years after an apostrophe ("over '22",
"since Q1 '21", "'10–'17"), abbreviated series ("GM", "topline", "vol", "max DD", "px"), a
company by its initials ("HD" for Home Depot), a period put in parentheses after the label it
dates ("vs pre-covid (Q1 '20)"), and reactions in emoji codes (":rocket:", "(y)"). `written_out`
rewrites each into the words a report would use, and nothing else: the rewritten sentence is
read by the same grammar as any other (`trends`, `levels`).

The lexicons are of the *kind* (units of time, series the platform computes, reaction codes),
not of any one sentence: a form is rewritten only as a whole token, and the ambiguous ones
only in the case the desk writes them ("GM", "DD" in capitals).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import partial
from typing import Final

#: abbreviated units of time, each with its plural; whole tokens only
_PERIODS: Final = (
    (r"qtrs?", "quarter"),
    (r"yrs?", "year"),
    (r"mths?|mnths?|mos", "month"),
    (r"wks?", "week"),
)
_PERIOD_FORMS: Final = tuple(
    (re.compile(rf"\b(?:{forms})\b", re.IGNORECASE), word) for forms, word in _PERIODS
)
#: a count of months or years written with its unit's letter, as a desk writes a window ("the
#: 12M to Dec-22", "over the last 6m", "the past 3Y"): after a word that makes it a window, and
#: before a word that bounds it or the clause's end — not a tenor ("the 12M Euribor", "the 5Y
#: CDS") nor an amount ("the 12M shares")
_COUNTED_WINDOW: Final = re.compile(
    r"\b(?P<lead>(?:the|last|past|trailing|prior|previous|latest|recent|next|first)\s+)"
    r"(?P<count>\d{1,3})\s?(?P<unit>[MmYy])(?:ths?|rs?)?\b"
    r"(?=\s*(?:[,.;:)]|$|(?:to|through|thru|till|until|ended|ending|since|before|after|"
    r"prior|up\s+to|of|in|on|and|versus|vs\.?)\b))"
)
#: abbreviated names of the series the platform computes: (pattern, words); a capitalised
#: abbreviation is matched in capitals only ("GM" is the gross margin, "gm" a greeting)
_SERIES: Final = tuple(
    (re.compile(pattern, flags), words)
    for pattern, flags, words in (
        (r"\bGM\b", 0, "gross margin"),
        (r"\bOM\b", 0, "operating margin"),
        (r"\bop\.?\s+margins?\b", re.IGNORECASE, "operating margin"),
        (r"\btop-?line\b", re.IGNORECASE, "top line"),
        (r"\bbottom-?line\b", re.IGNORECASE, "bottom line"),
        (r"\brevs?\b(?!\.\s?\d)", re.IGNORECASE, "revenue"),
        (r"\b(?:max(?:imum)?\.?\s+)?(?:MDD|DD|DDs)\b", 0, "maximum drawdown"),
        (r"\bmax\.?\s+drawdowns?\b", re.IGNORECASE, "maximum drawdown"),
        (r"\b(?:realised\s+|realized\s+|ann\.?\s+|annuali[sz]ed\s+)?vol\b", re.IGNORECASE,
         "volatility"),
        (r"\brets\b", re.IGNORECASE, "returns"),
        (r"\bperf\b", re.IGNORECASE, "performance"),
        (r"\bpx\b", re.IGNORECASE, "price"),
        (r"\bmkt\.?\s+cap\b", re.IGNORECASE, "market cap"),
    )
)  # fmt: skip
#: a year written as two digits after an apostrophe ("'22", "’19"), not inside a word or a
#: quotation ("it's", "'90s" is a decade, read by the decade grammar)
_SHORT_YEAR: Final = re.compile(r"(?<![\w'’])['’](\d{2})\b(?![\w'’%])")
#: a year below this pivot is of this century, else of the last ('99 is 1999)
_CENTURY_PIVOT: Final = 70
#: a reaction in emoji code (":rocket:", ":chart_with_upwards_trend:", ":+1:") or a Teams
#: reaction ("(y)", "(n)"): a mood, not words of the claim
_EMOJI: Final = re.compile(r"(?<![\w:]):[a-z0-9][a-z0-9_+\-]*:(?![\w:])|\((?:y|n)\)", re.IGNORECASE)
#: a period in parentheses right after the label it dates ("vs pre-covid (Q1 2020)", "since
#: the IPO (2015)", "from the covid low (Q2 2020)", "since the COVID quarter (Q4 FY20)"): the
#: comparison is with that period, however the brackets gloss it after it
_DATED_LABEL: Final = re.compile(
    r"\b(?P<prep>(?:vs\.?|versus|against|compared\s+(?:with|to)|relative\s+to|than|since|from)"
    r"(?:\s+(?:in|at))?)\s+"
    r"(?:the\s+|its\s+|their\s+)?(?:[\w’'-]+\s+){1,3}?\(\s*(?P<period>"
    r"(?:Q[1-4]|[1-4]Q|H[12]|[12]H)\s?(?:FY\s?(?:19|20)?\d{2}|(?:19|20)\d{2})|FY\s?(?:19|20)?\d{2}|"
    r"(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2})"
    # ... glossed after a comma or a dash inside the brackets ("(1Q FY2020, April–June 2020)",
    # "(Q2 2020 – the lockdown quarter)"): the gloss says the same period again
    r"(?:\s*(?:[,;]|\s[–—-]\s)[^()]*)?\s*\)",
)
_NAME_STOP: Final = frozenset({"inc", "corp", "plc", "ltd", "group", "the", "company", "co"})


def _year(match: re.Match[str]) -> str:
    two = int(match.group(1))
    return str((2000 if two < _CENTURY_PIVOT else 1900) + two)


def _unit(word: str, match: re.Match[str]) -> str:
    """A unit of time written out, plural when its abbreviation is ("yrs": "years")."""
    return word + ("s" if match.group(0)[-1] in "sS" else "")


def _window(match: re.Match[str]) -> str:
    """A counted window written out: "the 12M" as "the 12 months", "the last 1Y" as "the last
    1 year"."""
    count = match.group("count")
    word = "month" if match.group("unit").lower() == "m" else "year"
    return f"{match.group('lead')}{count} {word}{'' if count == '1' else 's'}"


def _initials(entity_id: str) -> tuple[str, str] | None:
    """An entity's initials in capitals and its name in words ("ent_home_depot": "HD",
    "home depot"), for a name of two words or more; else None."""
    words = [
        w for w in entity_id.removeprefix("ent_").split("_") if w and w.lower() not in _NAME_STOP
    ]
    if len(words) < 2 or not all(w.isalpha() for w in words):
        return None
    return "".join(w[0] for w in words).upper(), " ".join(words)


def written_out(text: str, entities: Iterable[str | None] = ()) -> str:
    """`text` with chat shorthand written out (see the module's docstring). `entities` are the
    ids of the companies the text may name by their initials."""
    text = _EMOJI.sub(" ", text)
    text = _SHORT_YEAR.sub(_year, text)
    text = _DATED_LABEL.sub(lambda m: f"{m.group('prep')} {m.group('period')}", text)
    for pattern, word in _PERIOD_FORMS:
        text = pattern.sub(partial(_unit, word), text)
    text = _COUNTED_WINDOW.sub(_window, text)
    for pattern, words in _SERIES:
        text = pattern.sub(words, text)
    for entity in entities:
        named = _initials(entity) if entity else None
        if named is not None:
            # not a time of day ("9 AM") nor part of a longer code ("HD-2")
            text = re.sub(rf"(?<!\d)(?<!\d\s)\b{named[0]}\b(?![-/]\w)", named[1], text)
    return re.sub(r"[ \t]{2,}", " ", text)


__all__ = ["written_out"]
