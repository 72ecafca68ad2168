"""Numbers said out loud and written down: the grammar of spoken decimals and desk shorthand.

A transcript or a dictated voice note writes a number the way it was said, not in digits:

* a decimal said digit by digit after "point": "seven point five percent", "one point two five
  times", "nought point nought five of NAV", "zero point seven five", "oh point three" (a
  leading zero said "nought", "naught", "zero" or "oh", each digit after the point one word);
* a desk's shorthand for basis points above a hundred, the hundreds and the rest said apart:
  "one-fifty bips" is 150, "two twenty-five basis points" is 225 (only before a basis-point
  word: "one fifty" alone is no number anyone can read);
* a figure corrected in the same breath, its unit said once after the corrected one: "under
  fifteen — sorry, seven and a half — percent" says 7.5 %, and the abandoned "fifteen" is no
  percentage; "fifteen percent — sorry, seven and a half" gives the corrected figure the unit
  of the one it replaces.

`spoken_numbers` finds the first two as (start, end, value) with the end where a unit may
follow; `corrected_unit_at` finds where the unit of a figure corrected in the same breath is
said. `quantities` reads both with its one table of units, so every reader agrees on them.
This module knows no unit and imports no reader (the number reader imports it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

_DIGITS: Final[dict[str, int]] = {
    "nought": 0, "naught": 0, "zero": 0, "oh": 0, "o": 0, "one": 1, "two": 2, "three": 3,
    "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
}  # fmt: skip
_TEENS: Final[dict[str, int]] = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS: Final[dict[str, int]] = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
_UNITS: Final = "|".join(w for w in _DIGITS if _DIGITS[w] > 0)
_BELOW_HUNDRED: Final = (
    rf"(?:(?:{'|'.join(_TENS)})(?:[\s-](?:{_UNITS}))?|{'|'.join(_TEENS)}|{_UNITS})"
)
#: the whole part of a spoken decimal: a zero said as a word, or a number in words below a
#: thousand ("twelve", "twenty-five", "a hundred and ten")
#: a whole count in words from one to 999 ("ninety", "forty-five", "a hundred and twenty"), for
#: readers that count days or periods said in words
WHOLE_IN_WORDS: Final = (
    rf"(?:(?:a|{_UNITS})\s+hundred(?:\s+and\s+{_BELOW_HUNDRED})?|{_BELOW_HUNDRED})"
)
#: ... and the spoken zero a decimal may open with
_WHOLE: Final = rf"(?:nought|naught|zero|oh|{WHOLE_IN_WORDS})"
_DIGIT: Final = "|".join(sorted(_DIGITS, key=len, reverse=True))
#: "seven point five", "nought point nought five"
_POINT: Final = re.compile(
    rf"(?<![\w.-])(?P<whole>{_WHOLE})\s+point\s+"
    rf"(?P<digits>(?:{_DIGIT})(?:[\s-]+(?:{_DIGIT}))*)\b",
    re.IGNORECASE,
)
#: ... or with no whole said, only before a unit or a share of the whole ("point seven five
#: percent", "point two of NAV"): "at this point two things matter" is no number
_BARE_POINT: Final = re.compile(
    rf"(?<![\w.-])(?<!\bat\s)(?<!\bthis\s)(?<!\bthat\s)(?<!\bthe\s)(?<!\ba\s)point\s+"
    rf"(?P<digits>(?:{_DIGIT})(?:[\s-]+(?:{_DIGIT}))*)\b"
    r"(?=\s*(?:%|percent\b|per\s*cent\b|times\b|x\b|of\s+(?:a\s+|one\s+)?(?:percent|per\s*cent|"
    r"the\s+(?:book|fund|portfolio)|nav|assets|net\s+assets)\b))",
    re.IGNORECASE,
)
#: half of a unit said with its article: "half a percent" is 0.5 %, "half a turn" 0.5x (the
#: unit is read after "a")
_HALF_A: Final = re.compile(
    r"(?<![\w-])(?:a\s+)?half\s+an?(?=\s+(?:percent|per\s*cent|pc|percentage\s+point|turn|"
    r"basis\s+point|bip)\b)",
    re.IGNORECASE,
)
#: the words that make a basis point ("bips", "bps", "basis points")
_BPS_AFTER: Final = re.compile(r"\s*(?:bips?|bps|bp|basis[\s-]+points?)\b", re.IGNORECASE)
#: a desk's basis points: "one-fifty", "two twenty-five", "three oh five" (the hundreds said as
#: a unit, the rest as a number below a hundred)
_DESK: Final = re.compile(
    rf"(?<![\w.-])(?P<hundreds>{_UNITS})[\s-](?P<rest>(?:oh|o)[\s-](?:{_UNITS})|{_BELOW_HUNDRED})"
    rf"(?=\s*(?:bips?|bps|bp|basis[\s-]+points?)\b)",
    re.IGNORECASE,
)


def _below_hundred(words: str) -> int:
    parts = [p for p in re.split(r"[\s-]+", words.lower()) if p]
    return sum(_TENS.get(p) or _TEENS.get(p) or _DIGITS.get(p, 0) for p in parts)


def _whole(words: str) -> int:
    lowered = re.sub(r"\s+", " ", words.lower())
    if " hundred" in lowered:
        head, _, rest = lowered.partition(" hundred")
        hundreds = 1 if head == "a" else _DIGITS[head]
        return 100 * hundreds + _below_hundred(rest.removeprefix(" and "))
    return _below_hundred(lowered)


def spoken_numbers(text: str) -> Iterator[tuple[int, int, float]]:
    """Every spoken decimal and desk basis-point figure of `text`, as (start, end, value), the
    end where its unit, if any, begins."""
    for m in _POINT.finditer(text):
        digits = "".join(str(_DIGITS[d.lower()]) for d in re.split(r"[\s-]+", m.group("digits")))
        whole = _whole(m.group("whole"))
        yield m.start(), m.end(), float(f"{whole}.{digits}")
    for m in _BARE_POINT.finditer(text):
        digits = "".join(str(_DIGITS[d.lower()]) for d in re.split(r"[\s-]+", m.group("digits")))
        yield m.start(), m.end(), float(f"0.{digits}")
    for m in _HALF_A.finditer(text):
        yield m.start(), m.end(), 0.5
    for m in _DESK.finditer(text) if _BPS_AFTER.search(text) else ():
        rest = re.sub(r"^(?:oh|o)[\s-]", "", m.group("rest").lower())
        yield (
            m.start(),
            m.end(),
            float(100 * _DIGITS[m.group("hundreds").lower()] + _below_hundred(rest)),
        )


#: a correction said in the same breath, right before the corrected figure: "— sorry,", ", no,
#: sorry,", "— I mean", "— or rather", "— make that", "— correction,"
_CORRECTION_BEFORE: Final = re.compile(
    r"(?:[—–]|\s-\s|,|\.\.\.|…)\s*(?:(?:sorry|no|wait|pardon|i\s+mean|i\s+meant|or\s+rather|"
    r"rather|make\s+(?:that|it)|correction|scratch\s+that|let\s+me\s+correct\s+(?:that|myself)|"
    r"i\s+should\s+say|i\s+beg\s+your\s+pardon)\b[\s,:]*)+$",
    re.IGNORECASE,
)
#: the dash that closes the corrected aside, before the unit said once for it
_CLOSING: Final = re.compile(r"\s*(?:[—–]|\s-\s|,)\s*")
_CLOSING_DASH: Final = re.compile(r"\s*[—–]\s*")


def corrected_unit_at(text: str, start: int, end: int) -> int | None:
    """Where the unit said once for a figure corrected in the same breath begins ("under
    fifteen — sorry, seven and a half — percent": the figure at `start`–`end` is "seven and a
    half", its unit "percent"), else None. The caller reads the unit there."""
    if _CORRECTION_BEFORE.search(text, max(0, start - 50), start) is None:
        # the correction may lie outside a cited span: a dash that closes the aside still
        # says the unit after it belongs to the figure ("seven and a half — percent")
        dash = _CLOSING_DASH.match(text, end)
        return dash.end() if dash is not None else None
    closing = _CLOSING.match(text, end)
    return closing.end() if closing is not None else None


def corrects_previous(text: str, start: int) -> bool:
    """Whether the figure at `start` is said as the correction of the one before it ("fifteen
    percent — sorry, seven and a half"): it is then in that figure's unit when it has none."""
    return _CORRECTION_BEFORE.search(text, max(0, start - 50), start) is not None


#: what stands between a figure abandoned in the same breath and the one that replaces it:
#: "15 % — sorry, I mean 7.5 %", "fifteen, no, wait, twelve", "3x, or rather 2x", "5 % —
#: scratch that — 4 %"
_ABANDONED: Final = re.compile(
    r"\s*(?:[,;:—–]|\.\.\.|…|\s-\s)?\s*(?:(?:sorry|no|wait|pardon|i\s+mean|i\s+meant|or\s+rather|"
    r"rather|make\s+(?:that|it)|correction|scratch\s+that|let\s+me\s+correct\s+(?:that|myself)|"
    r"i\s+should\s+say|i\s+beg\s+your\s+pardon)\b[\s,:;—–-]*)+$",
    re.IGNORECASE,
)


def abandoned(text: str, spans: Sequence[tuple[int, int]]) -> list[int]:
    """The indexes of the figures of `text` (their `spans`, in order) abandoned in the same
    breath for the figure after them ("no more than 15 % — sorry, I mean 7.5 %"): only the
    corrected figure is said; the operator before the abandoned one is the corrected one's."""
    return [
        i
        for i in range(len(spans) - 1)
        if _ABANDONED.match(text[spans[i][1] : spans[i + 1][0]]) is not None
    ]


__all__ = [
    "WHOLE_IN_WORDS",
    "abandoned",
    "corrected_unit_at",
    "corrects_previous",
    "spoken_numbers",
]
