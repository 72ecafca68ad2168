"""Mandate bounds a plan limit is read against, in registers no batch was written in (issue 18,
session 27's mandate-breach cases of ZZY, ZZZ and ZZZA): a subject is the limit's head noun with
its qualifiers, in its unit family, and a count or multiple is a bound like a share.
"""

from __future__ import annotations

from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"covenants": {"c_3": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_name_in_another_unit_family_than_its_vocabulary_subject_is_read_by_its_words() -> None:
    # a shipping bank's liquidity cover is a multiple of what is due, not a cash weight
    text = (
        "The Borrower shall keep liquidity cover (cash plus undrawn facilities against newbuild "
        "instalments) at a minimum of 1.3 times."
    )
    assert _bounds(text, "minLiquidityCoverTimes") == [("floor", 1.3, None)]
    assert _bounds(text, "minLiquidityMultiple") == [("floor", 1.3, None)]
