"""The cause batches ZZV and ZZW's range grants showed, read in general: constructions written
here (a farmland fund's documents, in no batch), guarded both ways.

Cause: a band granted as room "anywhere in" a span of bare figures with the unit said once at
the end ("anywhere in 3 to 5 days", "anywhere in the 3–5 days corridor", "anywhere 3–5 days")
was read as no band at all, "in 3 to 5 days" taken for a time from now; and a book's "segment"
(a lessor's, a lender's, an operator's word for its sector) named no subject, so a band on
"any one segment's share of the book" bounded nothing. The family: "anywhere" / "somewhere"
before a span opens a range (`mandate._RANGE_OPEN`); a segment of a book is its sector, a
segment of the curve is not.
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    "text",
    [
        "Days to liquidate: the asset manager's call, anywhere in 3 to 5 days.",
        "The asset manager may set the days-to-liquidate cap anywhere in the 3–5 days corridor.",
        "Days to liquidate are up to the asset manager, somewhere within 3 to 5 days.",
    ],
)
def test_room_anywhere_in_a_span_of_days_is_a_range(text: str) -> None:
    assert [b[:4] for b in bounds_of(text, rounded=True)] == [
        ("max_liquidation_days", "range", 3.0, 5.0)
    ], text


def test_a_span_of_days_from_now_is_no_range() -> None:
    assert bounds_of("Sales of a harvest settle in 3 to 5 days.") == []


def test_a_book_segment_is_its_sector() -> None:
    text = "Any one crop segment's share of the portfolio may be set anywhere from 10 % to 25 %."
    assert bounds_of(text, rounded=True) == [("max_sector_weight", "range", 0.1, 0.25)]
    assert subject_of("maxCropSegmentShare") == "max_sector_weight"
    assert subject_of("curve segment duration") is None


def test_the_tax_a_bucket_is_subject_to_may_be_qualified() -> None:
    text = "Set the cap on notes subject to the federal AMT yourselves; anything from 5 % to 10 %."
    assert [b[:2] for b in bounds_of(text)] == [("max_amt_weight", "range")]


def test_a_holding_in_one_vehicle_is_that_vehicle_s_weight_not_the_cash() -> None:
    # "in" says where a holding is kept, not what a measure is taken over: "the share of spare
    # cash in a single money fund" caps the fund's weight (a measure "of any single position"
    # is still the measure's)
    text = "Treasury may place deposits; the share of spare cash in a single fund stays below 15%."
    subjects = [b[0] for b in bounds_of(text)]
    assert subjects
    assert "cash_weight" not in subjects, subjects


def test_a_bracket_that_only_renames_the_limit_is_no_gloss() -> None:
    # a gloss qualifies its head ("bonds (rated below BBB-, or unrated)"); a bracket holding
    # nothing but another name for what is bounded names it
    text = "Balance sheet: borrowings against partners' capital (debt/equity) at most 1.5x."
    bounds = bounds_for(clauses({"policy": text}), "debtToEquityCap")
    assert [(b.kind, b.high) for b in bounds] == [("ceiling", 1.5)]
