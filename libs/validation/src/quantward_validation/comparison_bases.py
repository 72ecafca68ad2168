"""The figure a claim compares with, written the ways a horizon or a step reads it.

A claim names what it sets its figure against in words the horizon reader (`trends._horizon`)
does not take as a horizon, or takes for the wrong one:

* **a step of an every-period claim**: "grew in every quarter versus the previous quarter",
  "fell each year compared with the prior year", "rose sequentially in every quarter". The
  comparison says what each step is, not the horizon, which the rest of the sentence names
  ("since Q3 2021", "in the first half of 2021"); read as a horizon it would be the last step
  only. It is dropped: "every quarter" already compares each quarter with the one before.
* **the same period of a named year**: "in each quarter of 2022 … higher than in the same
  quarter of 2021", "compared with the corresponding quarter of fiscal 2021". Against the year
  before the sentence's own year it is a year-on-year comparison, written "a year earlier" as the
  year-on-year reading takes it (`trend_lexicon_lay.yearly_periods`); so is the same period
  of the previous year unnamed ("the prior-year quarter", "the corresponding quarter of the
  previous year").
* **a year's level**: "compared with the level of 2018", "versus the 2018 figure", "than the
  levels seen in 2018": the year itself, as "compared with 2018" is read.
"""

from __future__ import annotations

import re
from typing import Final

_UNIT: Final = r"(?:quarter|year|month|half(?:[- ]year)?|period|week)"
_EVERY: Final = rf"(?:in\s+|for\s+)?(?:every|each)\s+(?:single\s+)?{_UNIT}"
#: the period before, as a step's base: "versus the previous quarter", "over the prior one"
_AGAINST: Final = (
    r"(?:versus|vs\.?|compared\s+(?:with|to)|against|over|on|relative\s+to|from|than|in\s+"
    r"comparison\s+(?:with|to))"
)
_BEFORE: Final = r"(?:previous|prior|preceding|last|earlier)"
_STEP_AFTER: Final = re.compile(
    rf"\b(?:in\s+|for\s+)?(?:every|each)\s+(?:single\s+)?(?P<unit>{_UNIT})"
    # up to two words between the period and its comparison: "every quarter of 2022 versus …"
    rf"(?P<gap>(?:\s+[\w-]+){{0,2}}?)\s*,?\s+{_AGAINST}\s+(?:the\s+|its\s+|their\s+)?"
    rf"(?:{_BEFORE}\s+(?:one|(?P=unit))|(?P=unit)\s+before(?:\s+(?:it|that))?)\b",
    re.IGNORECASE,
)
#: a sequential word beside an every-period claim: "sequentially in every quarter", "every
#: quarter quarter-on-quarter"
_SEQUENTIAL: Final = (
    r"(?:sequentially|quarter[- ](?:on|over)[- ]quarter|q(?:/o/|-o-|o|/)q|month[- ](?:on|over)"
    r"[- ]month|m(?:/o/|-o-|/)m)"
)
_SEQUENTIAL_EVERY: Final = re.compile(
    rf"\b{_SEQUENTIAL}\s+(?P<every>{_EVERY})\b|\b(?P<every2>{_EVERY})\s+\(?{_SEQUENTIAL}\)?(?!\w)",
    re.IGNORECASE,
)
_YEAR: Final = r"(?:19|20)\d{2}"
#: the same period of a named year: "(than) in the same quarter of 2021", "the corresponding
#: period in 2021", "the comparable quarter of the year 2021"
_SAME_OF_YEAR: Final = re.compile(
    r"(?:(?:in|at|for|during|with)\s+)?(?:the\s+)?"
    r"(?:same|corresponding|comparable|equivalent|respective|like|matching)\s+"
    r"(?:quarter|period|month|half(?:[- ]year)?)\s+(?:of|in)\s+(?:the\s+(?:year\s+)?)?"
    # a fiscal year named as such: "the same quarter of fiscal 2023", "of FY 2023"
    rf"(?:(?:fiscal|financial)\s+(?:year\s+)?|fy\s?)?(?P<y>{_YEAR})\b",
    re.IGNORECASE,
)
#: the same period of the year before, unnamed: "the corresponding quarter of the previous
#: year", "the prior-year quarter", "the previous year's quarter", "the year-ago period", "the
#: same quarter last year"; and as Australian, New Zealand and South African filings call it,
#: the prior corresponding period ("up on the pcp", "below the prior comparable period")
_SAME_OF_YEAR_BEFORE: Final = re.compile(
    r"(?:(?:in|at|for|during|with)\s+)?(?:the\s+)?(?:(?:same|corresponding|comparable|equivalent|"
    r"respective|like|matching)\s+(?:quarter|period|month|half(?:[- ]year)?)\s+(?:(?:of|in)\s+"
    r"(?:the\s+)?)?(?:previous|prior|last|preceding)\s+(?:fiscal\s+|financial\s+)?year|"
    r"(?:previous|prior)\s+(?:corresponding|comparable|comparative)\s+(?:quarter|period|month|"
    r"half(?:[- ]year)?)|(?<![\w-])pcps?(?![\w-])|"
    r"(?:previous|prior|preceding|last)[- ]year(?:['’]s)?\s+(?:quarter|period|month|half)|"
    r"year[- ](?:earlier|ago|before)\s+(?:quarter|period|month|half))\b",
    re.IGNORECASE,
)
#: the comparison before it: what "a year earlier" follows
_COMPARATOR_BEFORE: Final = re.compile(
    r"\b(?:than|versus|vs\.?|compared\s+(?:with|to)|against|over|on|from|relative\s+to|"
    # a level against it: "came in below the comparable quarter of 2021"
    r"above|below|under|in\s+comparison\s+(?:with|to)|"
    # a position ahead of it or behind it: "ran ahead of the same quarter of 2021"
    r"ahead\s+of|behind|short\s+of|"
    # a verb that places it above or below: "trailed the same quarter of 2021", "beat …"
    r"beat|beats|topped|tops|exceed(?:s|ed)|outpac(?:es|ed)|outstrip(?:s|ped)|"
    r"surpass(?:es|ed)|trail(?:s|ed)|lag(?:s|ged))\s+$",
    re.IGNORECASE,
)
#: where a claim's clause ends after its comparison: a semicolon, or a comma (after a
#: reference mark, if any) before a conjunction opening another clause
_CLAUSE_END: Final = re.compile(
    r";|(?:\s*\[\d+\])?\s*,\s+(?:so|and\s+(?:so|we|they|it|this|that)|but|which|while|whereas|"
    r"because|although|though|hence|thus|therefore|meaning|leaving)\b",
    re.IGNORECASE,
)
#: an aside in brackets, whose years are not the claim's
_ASIDE: Final = re.compile(r"\([^()]*\)")
_YEARS: Final = re.compile(rf"(?<![\d.,/-])(?P<y>{_YEAR})(?![\d]|[./-]\d)")
#: a level of a named year: "the level of 2018", "the 2018 level", "the levels seen in 2018",
#: "the figure reached in 2018", "the value at end-2018"
_LEVEL: Final = r"(?:levels?|figures?|values?|readings?|numbers?|results?|amounts?)"
_LEVEL_OF_YEAR: Final = re.compile(
    rf"(?P<lead>\b(?:than|versus|vs\.?|compared\s+(?:with|to)|against|relative\s+to|"
    rf"in\s+comparison\s+(?:with|to))\s+)(?:(?:in|at)\s+)?(?:the\s+|its\s+|their\s+)?"
    rf"(?:(?P<y1>{_YEAR})\s+{_LEVEL}|{_LEVEL}\s+(?:(?:seen|reached|recorded|reported|posted|"
    rf"achieved)\s+)?(?:of|in|for|from|at)\s+(?:the\s+(?:year\s+)?)?(?P<y2>{_YEAR}))\b",
    re.IGNORECASE,
)


def _years(text: str) -> set[int]:
    """The years `text` names outside its bracketed asides."""
    return {int(y.group("y")) for y in _YEARS.finditer(_ASIDE.sub(" ", text))}


def _step_dropped(sentence: str) -> str:
    """An every-period claim without the comparison with the period before that makes its
    step ("every quarter versus the previous quarter" is "every quarter")."""
    sentence = _STEP_AFTER.sub(lambda m: m.group(0)[: m.end("gap") - m.start()], sentence)
    return _SEQUENTIAL_EVERY.sub(lambda m: m.group("every") or m.group("every2"), sentence)


def _same_period_a_year_before(sentence: str) -> str:
    """ "Than in the same quarter of 2021" as "than a year earlier" when the sentence's own
    year is 2022: the same period one year before is a year-on-year comparison. Another gap
    of years, or no year of its own, is left as written."""

    def said(m: re.Match[str]) -> str:
        year = int(m.group("y"))
        # a clause the claim ends before holds none of its years ("…, so we hold them to the
        # 2031 call"; "…; the 2030 maturities are next")
        after = _CLAUSE_END.search(sentence, m.end())
        # nor does a heading before a colon or semicolon, nor an aside in brackets ("Credit
        # note (we hold the 2026 bonds): sales were above the same quarter of 2021 in …")
        # (unless the claim names its year only there: "2022: sales beat the same quarter …")
        tail = sentence[m.end() : after.start() if after else None]
        opened = max(sentence.rfind(":", 0, m.start()), sentence.rfind(";", 0, m.start())) + 1
        own = _years(sentence[opened : m.start()] + tail) or _years(sentence[: m.start()] + tail)
        if year + 1 not in own or any(y > year + 1 for y in own):
            return m.group(0)
        if _COMPARATOR_BEFORE.search(sentence, 0, m.start()) is None:
            return m.group(0)
        return "a year earlier"

    sentence = _SAME_OF_YEAR.sub(said, sentence)

    def before(m: re.Match[str]) -> str:
        if _COMPARATOR_BEFORE.search(sentence, 0, m.start()) is None:
            return m.group(0)
        return "a year earlier"

    return _SAME_OF_YEAR_BEFORE.sub(before, sentence)


def _level_as_year(sentence: str) -> str:
    """ "Compared with the level of 2018" as "compared with 2018" ("in comparison with" as
    "compared with", which the horizon reader takes)."""

    def said(m: re.Match[str]) -> str:
        lead = re.sub(r"in\s+comparison\s+", "compared ", m.group("lead"), flags=re.IGNORECASE)
        return f"{lead}{m.group('y1') or m.group('y2')}"

    return _LEVEL_OF_YEAR.sub(said, sentence)


def compared_as_read(sentence: str) -> str:
    """The sentence with what it compares with written as the horizon and year-on-year
    readers take it (see the module's docstring); a sentence without such words is
    unchanged."""
    return _level_as_year(_same_period_a_year_before(_step_dropped(sentence)))


__all__ = ["compared_as_read"]
