"""The causes batch ZZB's mandate and range kinds showed, each read in general: constructions
written here, in no batch, guarded both ways.

Cause 1: a short-dated book's weighted average time to maturity ("WAM", "average book
maturity", "weighted-average days to maturity") is a limit counted in days, like the
liquidation horizon (`limit_lexicon_maturity`, `max_wam_days`), and so is its average life to
final maturity ("WAL", `max_wal_days`), a limit of its own: read as nothing, a plan limit on
either in days was a harmless research default, so a breach passed and a bound in days was never
read, nor a range whose two ends are each said in days ("45 days – 75 days", "40d and 80d").

Cause 2: one country of the emerging-markets bucket counted one by one ("any single
frontier-market country", "one-country EM exposure") is a country's cap, not the bucket's
share (`limit_lexicon_buckets.one_country`): read as the bucket, a clause stating a plan's
per-country cap was called false and a delegated band on it bounded nothing.

Cause 3: the part of a credit book no insurer covers, said as the cover it lacks ("receivables
without credit insurance", "not covered by insurance"), is what a name's "uninsured" says
(`lexical_synonyms`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.lexical_subjects import lexical_subject, names
from quantward_validation.limits import UNITS, is_limit, subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses, within

from .clause_bounds import bounds_of

TENOR = "max_wam_days"


def _days(name: str, value: float) -> Constraint:
    return Constraint(
        name=name, value=value, unit="days", provenance="assumption", rationale="house view"
    )


@pytest.mark.parametrize(
    "name",
    ["wamLimitDays", "maxAvgDaysToMaturity", "avgBookTenorMax", "waRemainingTermCap"],
)
def test_a_books_average_time_to_maturity_is_a_limit_in_days(name: str) -> None:
    assert subject_of(name) == TENOR
    assert UNITS[TENOR] == "days"
    assert is_limit(_days(name, 75.0))


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # the life to final maturity is a limit of its own beside the time to maturity
        ("the book's mean remaining life", "max_wal_days"),
        ("walLimitDays", "max_wal_days"),
        ("average life to final maturity", "max_wal_days"),
        ("the average book maturity", TENOR),
    ],
)
def test_the_average_life_and_the_average_maturity_are_two_limits(text: str, subject: str) -> None:
    assert subject_of(text) == subject


def test_a_range_in_the_desks_days_is_read() -> None:
    assert bounds_of("WAL: the desk may pick anything between 40d and 80d.", rounded=True) == [
        ("max_wal_days", "range", 40.0, 80.0)
    ]


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        # a look-back stays a research default, and one asset's tenor is not the average
        ("lookbackDays", None),
        ("maxInvoiceTenorDays", None),
        # the time left is no duration, and a weighted average spread keeps its own subject
        ("weighted average spread", "min_weighted_average_spread"),
    ],
)
def test_other_day_counts_keep_their_own(name: str, subject: str | None) -> None:
    assert subject_of(name) == subject
    if subject is None:
        assert not is_limit(_days(name, 75.0))


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "The weighted-average remaining maturity of the portfolio must not exceed 90 days.",
            (TENOR, "ceiling", None, 90.0),
        ),
        ("WAM: at most 60d, measured weekly.", (TENOR, "ceiling", None, 60.0)),
        (
            "Average tenor may run anywhere from 45 business days to 75 business days at the "
            "manager's choice.",
            (TENOR, "range", 45.0, 75.0),
        ),
        ("| Mean residual term | 30 days – 50 days | manager |", (TENOR, "range", 30.0, 50.0)),
    ],
)
def test_a_bound_on_the_average_tenor_is_read_in_days(text: str, bound: tuple[Any, ...]) -> None:
    assert bounds_of(text, rounded=True) == [bound]


def test_a_plan_average_tenor_beyond_the_mandates_days_is_outside_it() -> None:
    found = clauses({"ips": "Weighted-average days to maturity shall stay under 70 days."})
    (bound,) = bounds_for(found, "wamLimitDays")
    assert not within(100.0, bound, "wamLimitDays")
    assert within(65.0, bound, "wamLimitDays")


def test_a_count_of_days_beside_another_subject_is_still_a_count() -> None:
    # a cash floor's clause that counts days of notice states no bound on the average tenor
    assert all(b[0] != TENOR for b in bounds_of("Cash of at least 5 % on 30 days' notice."))


@pytest.mark.parametrize(
    "text",
    [
        "no more than 8 % in any single frontier-market country",
        "one-country EM exposure is capped at 12 %",
        "each developing nation may take at most 6 %",
        "per-country EM weight: 9 % at most",
    ],
)
def test_one_em_country_counted_one_by_one_is_a_country(text: str) -> None:
    assert [name for _, _, name in subject_mentions(text)] == ["max_country_weight"]


@pytest.mark.parametrize(
    "text",
    [
        "frontier-market exposure is capped at 25 %",
        "developing countries may not exceed 30 % in total",
        "a single emerging-market bond fund may be held",
    ],
)
def test_the_em_bucket_as_a_whole_stays_the_bucket(text: str) -> None:
    assert [name for _, _, name in subject_mentions(text)] == ["max_emerging_markets_weight"]


def test_a_per_country_em_band_bounds_a_plans_country_cap() -> None:
    found = clauses(
        {
            "memo": "The manager picks the cap on any one frontier-market country "
            "between 4 % and 9 %."
        }
    )
    (bound,) = bounds_for(found, "frontier_single_country_cap")
    assert (bound.low, bound.high) == pytest.approx((0.04, 0.09))
    assert bounds_for(found, "max_emerging_markets_weight") == []


@pytest.mark.parametrize(
    "phrase",
    [
        "receivables without credit insurance",
        "the part of the book not covered by insurance",
        "invoices that are not credit insured",
    ],
)
def test_the_cover_a_book_lacks_is_what_uninsured_names(phrase: str) -> None:
    subject = lexical_subject(phrase, "fraction")
    assert subject is not None
    assert names(subject, "uninsuredBookCap")
    assert names(subject, "max_uninsured_retention")


def test_insured_words_alone_do_not_name_the_uninsured_part() -> None:
    subject = lexical_subject("receivables backed by a letter of credit", "fraction")
    assert subject is not None
    assert not names(subject, "uninsuredBookCap")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a number of days bounds the subject counted in days, whatever share stands nearer
        (
            "The average maturity of the liquidity portfolio's cash holdings is kept between "
            "20 days and 50 days.",
            [("max_wam_days", "range", 20.0, 50.0)],
        ),
        (
            "The WAL of the cash collateral reinvestment fund may not exceed 120 days.",
            [("max_wal_days", "ceiling", None, 120.0)],
        ),
        # ... and a share beside it keeps its own bound
        (
            "No more than 60 days for the WAM, and cash of at least 10 %.",
            [("max_wam_days", "ceiling", None, 60.0), ("cash_weight", "floor", 0.1, None)],
        ),
    ],
)
def test_days_bound_the_subject_counted_in_days(
    text: str, expected: list[tuple[str, str, float | None, float | None]]
) -> None:
    assert bounds_of(text) == expected
