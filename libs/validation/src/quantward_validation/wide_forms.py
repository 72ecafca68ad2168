"""East Asian typography in pasted text, written in the forms every reader knows.

Text from Japanese, Chinese and Korean documents, or run through a machine translator from
them, keeps its own typography around the numbers: full-width digits, signs and letters
("５％", "１．５０％", "Ｑ３"), the ideographic space, a wave dash joining a range's ends
("12.5%～25%", "２０１０年１月～２０１８年１２月", "100 basis point～200 basis point") and "倍"
for times after a number ("1.5倍", "0.65倍～1.3倍"). Each reader of this package matches ASCII
digits, "%" and a range's dash or "to"; rather than teach every reader the wide forms, the
surface is written in them once at the review boundary (`surface.CLEANERS`): a full-width
character as its ASCII twin (the Unicode compatibility mapping), the ideographic space as a
space, a wave dash between a number (or a date's 年/月/日) and the next number as an en dash,
and 倍 after a number as "x". A figure with its unit set right after an ideograph or kana,
as these scripts write it without a space ("年率5.0%", "上限30％"), is parted from it by a
space: every reader finds a number only where no letter runs into it, and to Unicode an
ideograph is a letter. A wave dash elsewhere ("～ approx.") and every other character stay as
written (a bare number glued to a character, "第41回", "3月", is a counter or a date, not parted).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.surface_edits import Edit

#: the full-width forms of ASCII (U+FF01–U+FF5E) and the ideographic space
_WIDE: Final = re.compile("[\uff01-\uff5e\u3000]")
_WIDE_OFFSET: Final = 0xFEE0
#: a number at the end of the text before a wave dash, with its unit if any: "12.5%", "0.65倍",
#: "40bp", "100 basis points", a date's "1月"
_NUMBER_BEFORE: Final = re.compile(
    "[0-9\uff10-\uff19][0-9\uff10-\uff19.,\uff0e\uff0c]*[ \u3000]*"
    "(?:[%\uff05\u500dxX\u5e74\u6708\u65e5\u5186]|bps?|basis[ ]points?)?$",
    re.IGNORECASE,
)
_DIGITS: Final = frozenset("0123456789\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")
#: a wave dash, as Japanese (U+301C) or full-width (U+FF5E) typography writes it
_WAVE: Final = re.compile("[\u301c\uff5e]")
#: "倍" (times) right after a number: a multiple
_TIMES: Final = re.compile("(?<=[0-9\uff10-\uff19])\u500d")
#: a figure with a unit of its own (per cent, basis points, times) right after a CJK ideograph
#: or hangul syllable: "年率5.0%", "上限30％" (after kana, a particle's "は7.5%", it stays)
_GLUED: Final = re.compile(
    "(?<=[\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af])"
    "(?=[0-9\uff10-\uff19][0-9\uff10-\uff19.,\uff0e\uff0c]*[ \u3000]*"
    "(?:[%\uff05\u500d\u2030]|bps?\\b|basis[ ]points?))",
    re.IGNORECASE,
)


def wide_marks(text: str) -> list[Edit]:
    """The edits that write East Asian typography around numbers in ASCII: full-width
    characters as their twins, a wave dash between two numbers as an en dash, 倍 as x, a space
    before a figure glued to an ideograph."""
    edits = [Edit(m.start(), m.end(), "x") for m in _TIMES.finditer(text)]
    edits += [Edit(m.start(), m.start(), " ") for m in _GLUED.finditer(text)]
    for m in _WIDE.finditer(text):
        char = m.group(0)
        if char == "\uff5e" and _joins_numbers(text, m.start()):
            continue  # a range's dash, below
        twin = " " if char == "\u3000" else chr(ord(char) - _WIDE_OFFSET)
        edits.append(Edit(m.start(), m.end(), twin))
    edits += [
        Edit(m.start(), m.end(), "\u2013")
        for m in _WAVE.finditer(text)
        if _joins_numbers(text, m.start())
    ]
    return sorted(edits, key=lambda e: e.start)


def _joins_numbers(text: str, at: int) -> bool:
    """Whether the wave dash at `at` stands between a number's end and a digit (spaces aside):
    a range ("12.5%～25%", "2010年1月 ～ 2018年12月"), not "～ approx."."""
    before = text[:at].rstrip(" \u3000")
    after = text[at + 1 :].lstrip(" \u3000")
    number = _NUMBER_BEFORE.search(before[-40:])
    return number is not None and bool(after) and after[0] in _DIGITS


__all__ = ["wide_marks"]
