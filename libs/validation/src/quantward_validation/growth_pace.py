"""A growth rate said to speed up or slow down between two years, as the comparison it is.

"Revenue growth accelerated in 2022 vs 2021", "top-line growth decelerated in FY22 from
FY21", "growth slowed from 2020 to 2021", "EBITDA growth in fiscal 2022 was weaker than in
fiscal 2021", "slower sales growth in 2022 than in 2021", "FY22 growth outpaced FY21's": a
second-order claim, the change of one year set against the change of another. The horizon
reader checks it said of the figure ("revenue grew faster in 2022 than in 2021",
`trends._PACE`: each year's relative change, compared); said of the growth, with a verb of
pace, a comparative of the growth or a fiscal year in two digits, it was read as no claim.

`pace_as_comparison` writes each such claim as the figure's comparison of the two years, the
later-said year first, with its years in four digits ("FY22" as "FY2022", "fiscal 2022" as
"FY2022", "CY22" as "2022"): "revenue grew faster in 2022 than in 2021", "… grew more slowly
in FY2022 than in FY2021". This module is the one reader of growth-rate comparisons; the
trend check only computes them. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a verb of pace: faster ("accelerated", "picked up", "sped up", "quickened") or slower
#: ("decelerated", "slowed", "cooled", "moderated", "eased")
_FASTER: Final = (
    r"accelerat(?:e|es|ed|ing)|pick(?:s|ed)?\s+up|sped\s+up|speeds?\s+up|quicken(?:s|ed)?|"
    r"(?:was|were|is|came\s+in)\s+(?:faster|quicker|stronger|higher)"
)
_SLOWER: Final = (
    r"decelerat(?:e|es|ed|ing)|slow(?:s|ed)?(?:\s+down)?|cool(?:s|ed)?(?:\s+off)?|"
    r"moderat(?:e|es|ed)|eas(?:e|es|ed)|(?:was|were|is|came\s+in)\s+(?:slower|weaker|lower)"
)
#: a comparative of a growth rate ("faster", "weaker") and of the figure's pace ("more slowly")
_MORE: Final = r"faster|quicker|stronger|higher|more\s+rapid|brisker"
_LESS: Final = r"slower|weaker|lower|softer|less\s+rapid"
_CMP: Final = (
    r"faster|quicker|more\s+(?:quickly|rapidly|strongly|sharply|steeply|briskly)|"
    r"slower|more\s+(?:slowly|gently|modestly)|less\s+(?:quickly|rapidly|strongly|sharply|"
    r"steeply|briskly)"
)
#: a growth rate: "growth", "growth rate", "YoY growth", "the rate of growth"
_GROWTH: Final = (
    r"(?:(?:yoy|y/y|year[- ]on[- ]year|year[- ]over[- ]year|annual)\s+)?"
    r"(?:growth(?:\s+rates?)?|rate\s+of\s+growth)"
)


def _year(name: str) -> str:
    """A year as written, in a group `name`: "2022", "FY2022", "FY22", "FY '22", "fiscal
    2022", "fiscal year 2022", "CY22", "calendar 2022"; two digits only after a fiscal or
    calendar word. The group `{name}fy` holds the fiscal word when there is one."""
    fiscal = r"fy|fiscal(?:\s+year)?"
    calendar = r"cy|calendar(?:\s+year)?"
    return (
        rf"(?:(?:(?P<{name}fy>{fiscal})|{calendar})\s?['’]?)?(?P<{name}>(?:19|20)\d{{2}})\b|"
        rf"(?:(?P<{name}fy2>{fiscal})|{calendar})\s?['’]?(?P<{name}2>\d{{2}})\b"
    ).join(("(?:", ")"))


_AGAINST: Final = (
    r"(?:,\s*)?(?:vs\.?|versus|compared\s+(?:with|to)|relative\s+to|against|from|over|than|on)"
    r"\s+(?:(?:in|during)\s+)?(?:the\s+)?"
)
#: what a later year is compared with: "than in 2021", "than 2021's", "than that of FY21",
#: "than it was in 2021"
_THAN: Final = (
    r"than\s+(?:(?:it\s+(?:did|was)\s+)?(?:in|during|over|for)\s+|that\s+(?:of|in)\s+)?"
    r"(?:the\s+)?"
)
_IN: Final = r"(?:in|during|over|for)\s+(?:the\s+)?"
_POSSESSIVE: Final = r"(?:['’]s)?\b"

#: "growth accelerated in 2022 vs 2021", "growth rate slowed in FY22 from FY21"
_PACE_SAID: Final = re.compile(
    rf"\b{_GROWTH}\s+(?:(?P<faster>{_FASTER})|(?P<slower>{_SLOWER}))\s+{_IN}"
    + _year("a")
    + rf"\s*{_AGAINST}"
    + _year("b")
    + _POSSESSIVE,
    re.IGNORECASE,
)
#: "growth slowed from 2021 to 2022", "growth picked up between FY20 and FY21" (the later
#: year is the one compared)
_PACE_FROM_TO: Final = re.compile(
    rf"\b{_GROWTH}\s+(?:(?P<faster>{_FASTER})|(?P<slower>{_SLOWER}))\s+"
    r"(?:from|between)\s+(?:the\s+)?"
    + _year("b")
    + r"\s+(?:to|and|into)\s+(?:the\s+)?"
    + _year("a")
    + _POSSESSIVE,
    re.IGNORECASE,
)
#: "growth in 2022 was slower than in 2021", "FY22 growth was weaker than FY21's",
#: "growth for fiscal 2022 came in higher than that of fiscal 2021"
_GROWTH_COMPARED: Final = re.compile(
    rf"\b(?:{_GROWTH}\s+{_IN}"
    + _year("a")
    + r"|"
    + _year("c")
    + rf"(?:['’]s)?\s+(?P<subject>(?:(?!than\b)[\w/&-]+\s+){{0,3}}?){_GROWTH})"
    + r"\s+(?:was|were|is|came\s+in|ran|proved)\s+(?:(?:much|far|a\s+(?:little|bit|lot)|"
    + rf"slightly|somewhat|considerably)\s+)?(?:(?P<more>{_MORE})|(?P<less>{_LESS}))\s+"
    + _THAN
    + _year("b")
    + _POSSESSIVE,
    re.IGNORECASE,
)
#: "slower revenue growth in 2022 than in 2021", "faster growth in FY22 than FY21"
_COMPARATIVE_GROWTH: Final = re.compile(
    rf"\b(?:(?P<more>{_MORE})|(?P<less>{_LESS}))\s+(?P<subject>(?:(?!than\b)[\w/&-]+\s+){{0,3}}?)"
    + rf"{_GROWTH}\s+{_IN}"
    + _year("a")
    + r"\s+(?:than|vs\.?|versus|compared\s+(?:with|to))\s+(?:(?:in|during|over|for)\s+)?"
    + r"(?:the\s+)?"
    + _year("b")
    + _POSSESSIVE,
    re.IGNORECASE,
)
#: "FY22 growth outpaced FY21's", "growth in 2022 lagged 2021's"
_PACE_VERBED: Final = re.compile(
    rf"\b(?:{_GROWTH}\s+{_IN}"
    + _year("a")
    + r"|"
    + _year("c")
    + rf"(?:['’]s)?\s+(?P<subject>(?:(?!than\b)[\w/&-]+\s+){{0,3}}?){_GROWTH})"
    + r"\s+(?:(?P<more>outpac(?:ed|es)|outstripp(?:ed|es)|exceed(?:ed|s)|beat|topp(?:ed|s))|"
    + r"(?P<less>lagg(?:ed|s)|trail(?:ed|s)|undershot|fell\s+short\s+of))\s+"
    + r"(?:that\s+(?:of|in)\s+)?(?:the\s+)?"
    + _year("b")
    + _POSSESSIVE,
    re.IGNORECASE,
)
#: the figure's own comparison with a year written short: "grew faster in FY22 than in FY21"
_FIGURE_PACE: Final = re.compile(
    rf"\b(?P<verb>[a-z]+)\s+(?P<lead>(?:(?:much|far|a\s+(?:little|bit|lot)|slightly|somewhat)\s+)?"
    rf"(?:{_CMP})\s+{_IN})"
    + _year("a")
    + r"\s+(?P<than>than\s+(?:(?:it\s+did\s+)?(?:in|during|over)\s+)?)"
    + _year("b")
    + r"\b",
    re.IGNORECASE,
)


def _written(m: re.Match[str], name: str) -> str:
    """The year of group `name` in four digits, "FY" before it when it was said fiscal."""
    groups = m.groupdict()
    if groups.get(name):
        year, fiscal = groups[name], groups.get(f"{name}fy")
    else:
        short = int(groups[f"{name}2"])
        year, fiscal = str(short + (2000 if short < 70 else 1900)), groups.get(f"{name}fy2")
    return f"FY{year}" if fiscal else year


def _later(m: re.Match[str]) -> str:
    groups = m.groupdict()
    return _written(m, "a") if groups.get("a") or groups.get("a2") else _written(m, "c")


def pace_as_comparison(text: str) -> str:
    """`text` with each growth rate said to speed up or slow down between two years, or
    compared between them, written as the figure's comparison of the two years ("grew faster
    in 2022 than in 2021"), and the figure's own comparison with its years in four digits."""
    if "20" not in text and "19" not in text and not re.search(r"\d{2}", text):
        return text

    def paced(m: re.Match[str]) -> str:
        pace = "faster" if m.group("faster") else "more slowly"
        return f"grew {pace} in {_written(m, 'a')} than in {_written(m, 'b')}"

    def compared(m: re.Match[str]) -> str:
        pace = "faster" if m.group("more") else "more slowly"
        subject = m.group("subject") or ""
        return f"{subject}grew {pace} in {_later(m)} than in {_written(m, 'b')}"

    def figure(m: re.Match[str]) -> str:
        return (
            f"{m.group('verb')} {m.group('lead')}{_written(m, 'a')} {m.group('than')}"
            f"{_written(m, 'b')}"
        )

    text = _PACE_SAID.sub(paced, text)
    text = _PACE_FROM_TO.sub(paced, text)
    text = _GROWTH_COMPARED.sub(compared, text)
    text = _COMPARATIVE_GROWTH.sub(compared, text)
    text = _PACE_VERBED.sub(compared, text)
    return _FIGURE_PACE.sub(figure, text)


__all__ = ["pace_as_comparison"]
