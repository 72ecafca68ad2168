"""Japanese era years written as the Gregorian years they stand for.

Japanese documents, and English machine-translated from them, date by the era of the reigning
emperor: "Heisei 29", "the end of Heisei 29 (2017)", "approved in Reiwa 7", "平成29年3月",
"令和元年" (the first year of an era, "gannen"). An era year N is the era's base year plus N
(Heisei 1 is 1989, Reiwa 1 is 2019), so every year of every era converts by one sum, not by a
table of listed years. The period, horizon and leakage readers read Gregorian years; rather
than teach each one the eras, the review surface writes them once (`surface.CLEANERS`):

* "Heisei 29" (any era's name, in its romanised spellings: "Shōwa", "Showa", "Shouwa") is
  written "2017"; with its Gregorian year in brackets after it ("Heisei 29 (2017)") the pair is
  written "2017" when the two agree, and only the era year is rewritten when they do not;
* "平成29年", "令和元年" keep their 年 for `cjk_dates`: "2017年", "2019年".

A number the era cannot reach (Heisei 45: the era ended in its 31st year) is left as written.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.surface_edits import Edit

#: each era: the Gregorian year before its first year, and its last year (None: the current)
_ERAS: Final[dict[str, tuple[int, int | None]]] = {
    "meiji": (1867, 45),
    "taisho": (1911, 15),
    "showa": (1925, 64),
    "heisei": (1988, 31),
    "reiwa": (2018, None),
    "明治": (1867, 45),
    "大正": (1911, 15),
    "昭和": (1925, 64),
    "平成": (1988, 31),
    "令和": (2018, None),
}
#: an era's name in its romanised spellings, as the key of `_ERAS`
_LATIN_NAMES: Final = (
    ("meiji", r"meiji"),
    ("taisho", r"tai(?:sh|s)(?:o|ō|ou|oh)"),
    ("showa", r"sh(?:o|ō|ou|oh)wa"),
    ("heisei", r"heisei"),
    ("reiwa", r"reiwa"),
)
_LATIN: Final = re.compile(
    r"(?<![\w-])(?P<era>"
    + "|".join(f"(?P<{key}>{pattern})" for key, pattern in _LATIN_NAMES)
    + r")\s+(?P<n>\d{1,2}|gannen|first\s+year)(?![\w.,]\d|\d)"
    r"(?P<paren>\s*[(（]\s*(?P<g>(?:18|19|20)\d\d)\s*(?:年)?\s*[)）])?",
    re.IGNORECASE,
)
_CJK: Final = re.compile(r"(?P<era>明治|大正|昭和|平成|令和)\s*(?P<n>\d{1,2}|元)\s*(?=年)")


def _year(era: str, n: str) -> int | None:
    """The Gregorian year of year `n` of `era` (a key of `_ERAS`), None when it has none."""
    base, last = _ERAS[era]
    count = 1 if n in ("元", "gannen") or n.startswith("first") else int(n)
    if count < 1 or (last is not None and count > last) or (last is None and count > 99):
        return None
    return base + count


def era_marks(text: str) -> list[Edit]:
    """The edits that write each Japanese era year of `text` as its Gregorian year."""
    if not re.search(r"meiji|tais|sh[oō]|heisei|reiwa|明治|大正|昭和|平成|令和", text, re.I):
        return []
    edits: list[Edit] = []
    for m in _LATIN.finditer(text):
        era = next(key for key, _ in _LATIN_NAMES if m.group(key) is not None)
        year = _year(era, m.group("n").lower())
        if year is None:
            continue
        agrees = m.group("g") is not None and int(m.group("g")) == year
        end = m.end() if agrees else m.end("n")
        edits.append(Edit(m.start(), end, str(year)))
    for m in _CJK.finditer(text):
        year = _year(m.group("era"), m.group("n"))
        if year is not None:
            edits.append(Edit(m.start(), m.end(), str(year)))
    return sorted(edits, key=lambda e: e.start)


__all__ = ["era_marks"]
