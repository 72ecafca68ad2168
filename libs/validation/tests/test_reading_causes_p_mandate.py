"""The mandate_breach cause of held-out batch P's first run, tested on constructions in no batch.

Cause: credit below investment grade named by its rating letters ("rated below BBB-") was no
subject the limit readers knew, so a mandate's high-yield cap stated that way was not found and
a plan citing it was said to cite a clause that does not state it. The family is the rating
scale below the investment-grade floor (`quantward_validation.credit_ratings`): a floor of
BBB-/Baa3 with "below", "under", "sub-", the top high-yield grades with "or lower", and
high-yield grades with "rated".
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_mentions, subject_of


@pytest.mark.parametrize(
    "phrase",
    [
        "bonds carrying a rating under Baa3",
        "paper rated lower than BBB minus",
        "issues graded Ba1 and below",
        "sub-Baa credit",
        "BB-rated and single-B issuers",
    ],
)
def test_rating_below_investment_grade_is_high_yield(phrase: str) -> None:
    assert subject_of(phrase) == "max_high_yield_weight"


def test_a_grade_below_single_b_is_the_bucket_below_it() -> None:
    # (CCC+ is high yield, but a bound said of it bounds only the bucket below single B, a small
    # part of high yield: `credit_ratings.BELOW_SINGLE_B`)
    assert subject_of("anything rated CCC+") == "max_below_single_b_weight"


def test_rating_floor_in_a_clause_is_a_high_yield_mention() -> None:
    clause = "7.3 Securities whose rating falls below BBB- shall not exceed twelve per cent."
    assert "max_high_yield_weight" in {name for _, _, name in subject_mentions(clause)}


@pytest.mark.parametrize(
    "phrase",
    [
        "bonds rated below A-",  # a floor above investment grade's bounds more than high yield
        "holdings rated below BBB+",
        "bonds rated AA or better",
    ],
)
def test_a_floor_above_investment_grade_is_not_high_yield(phrase: str) -> None:
    assert subject_of(phrase) != "max_high_yield_weight"
