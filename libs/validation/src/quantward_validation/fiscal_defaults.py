"""A fiscal quarter's or half's claim that names no comparison, and a quarter named without its
year.

"Q3 FY24 revenue: up", "margins in the second half of fiscal 2022 were lower", "revenue in
fiscal Q2 was higher" say a period's figure moved without saying against what. A reader cannot
know whether the writer meant the period before or the same period a year before, so both are
read: the claim is contradicted only when every comparison the series holds goes the other way
(`bases`). A quarter written without its fiscal year ("fiscal Q2", "the fiscal second quarter")
is the latest such quarter the series holds (`latest_year_written`). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Final

_ORDINALS: Final = {"first": 1, "second": 2, "third": 3, "fourth": 4}
#: a fiscal quarter without its year: "fiscal Q2", "the fiscal second quarter", "the second
#: fiscal quarter", "FQ3" (one followed by a year is read by the fiscal reader itself)
_BARE_QUARTER: Final = re.compile(
    r"\b(?:fiscal\s+q(?P<q>[1-4])|fq(?P<fq>[1-4])|"
    r"(?:the\s+)?(?:fiscal\s+(?P<o1>first|second|third|fourth)|"
    r"(?P<o2>first|second|third|fourth)\s+fiscal)\s+quarter)\b"
    r"(?!\s*(?:of\s+)?(?:fiscal|fy|financial|(?:19|20)\d{2}|['’]\d{2}))",
    re.IGNORECASE,
)


def latest_year_written(said: str, held: Collection[tuple[int, int]]) -> tuple[str, int] | None:
    """The sentence with a fiscal quarter named without its year written as that quarter of
    the latest fiscal year the series holds it in ("fiscal Q2" → "Q2 FY2023"), and that year;
    None when the sentence names no such quarter or the series holds none."""
    m = _BARE_QUARTER.search(said)
    if m is None:
        return None
    order = m.group("o1") or m.group("o2")
    quarter = _ORDINALS[order.lower()] if order else int(m.group("q") or m.group("fq"))
    years = [fy for fy, q in held if q == quarter]
    if not years:
        return None
    year = max(years)
    return f"{said[: m.start()]}Q{quarter} FY{year}{said[m.end() :]}", year


def bases(
    year: int, quarters: tuple[int, ...], *, year_on_year: bool, sequential: bool
) -> list[tuple[int, tuple[int, ...]]]:
    """The periods a fiscal period's figure is compared with: the one the sentence names (the
    same period a year before, or the one just before), or both when it names neither."""
    before = _just_before(year, quarters)
    a_year_before = (year - 1, quarters)
    if year_on_year:
        return [a_year_before]
    if sequential:
        return [before]
    return [before, a_year_before]


def _just_before(year: int, quarters: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The run of as many quarters just before `quarters` of `year` (Q1 → Q4 of the year
    before; H2 → H1; H1 → the year before's H2)."""
    first = quarters[0] - len(quarters)
    if first >= 1:
        return year, tuple(range(first, quarters[0]))
    return year - 1, tuple(range(first + 4, first + 4 + len(quarters)))


__all__ = ["bases", "latest_year_written"]
