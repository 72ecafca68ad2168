"""The causes batch ZQ's limit kinds showed, each read in general: constructions written here,
in no batch, guarded both ways.

Causes: a loan book's buckets by their loans' terms (covenant-lite, behind the first lien,
fixed-rate) and its weighted average spread and coupon as subjects of their own, not a cost
(`limit_lexicon_buckets`); the deepest grades named as a bucket ("the Caa2 basket",
`cccNamesCap`, since read as the bucket below single B) and any sub-investment grade "or below"
as high yield (`credit_ratings`); a
lender's debtor ("per borrower", "each obligor") as one position, and a securitisation's pool
or its manager ("the Collateral Administrator") as no collateral posted (`limits`).
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_of

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("covenant-light paper", "max_cov_lite_weight"),
        ("covlite share cap", "max_cov_lite_weight"),
        ("maxCovenantLiteShare", "max_cov_lite_weight"),
        ("2nd-lien term loans", "max_second_lien_weight"),
        ("junior lien exposure", "max_second_lien_weight"),
        ("first-lien last-out tranches", "max_second_lien_weight"),
        # (the deepest grades are a bucket of their own below single B, not high yield as a
        # whole: `credit_ratings.BELOW_SINGLE_B`)
        ("the Caa2 basket", "max_below_single_b_weight"),
        ("cccNamesCap", "max_below_single_b_weight"),
        ("anything Caa1 or worse", "max_below_single_b_weight"),
        ("exposure per borrower", "max_position_weight"),
        ("each obligor", "max_position_weight"),
        ("collateral received under the CSA", "other_limit"),
        ("fixed-rate paper", "max_fixed_rate_weight"),
        ("the weighted-average margin test", "min_weighted_average_spread"),
        ("minWacBps", "min_weighted_average_coupon"),
        ("WAS trigger", "min_weighted_average_spread"),
        # the verb "was" is no spread, and a trading spread stays a cost
        ("it was 4 per cent last year", None),
        ("the bid-offer spread paid", "cost_bps"),
        # the party that runs a securitisation's pool, and the pool itself, bound nothing
        ("the Collateral Administrator", None),
        ("the collateral pool", None),
    ],
)
def test_loan_book_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_a_bucket_of_loans_by_their_terms_is_no_position_cap() -> None:
    assert bounds_of(
        "Covenant-light loans: no more than 55% in aggregate. Per borrower: 2.5% at most.",
        rounded=True,
    ) == [
        ("max_cov_lite_weight", "ceiling", None, 0.55),
        ("max_position_weight", "ceiling", None, 0.025),
    ]


def test_the_manager_of_the_pool_is_no_subject_of_the_limit_it_elects() -> None:
    assert bounds_of(
        "The Collateral Administrator may fix the junior-lien share anywhere between 4% and 8%.",
        rounded=True,
    ) == [("max_second_lien_weight", "range", 0.04, 0.08)]
