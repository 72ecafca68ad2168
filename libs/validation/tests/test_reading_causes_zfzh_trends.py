"""Trend claims of private-market and audit paperwork (batches ZF and ZH's causes), in
wordings no batch uses.

- a growth rate compared between two years however it is said — a verb of pace, a comparative
  of the growth ("growth in 2021 was weaker than in 2020", "slower growth in 2021 than 2020"),
  "from 2020 to 2021", a verb of outpacing — and with fiscal years in two digits ("FY21"),
  compares the two years' changes (`growth_pace`); a fiscal year of a series whose year ends in
  June is that fiscal year's change, not the calendar year's;
- a coverage ratio written as its quotient ("EBITDA over interest") names the coverage field
  under any of its names (`interest_cover`, `ebitda_interest_coverage_ratio`);
- a change denied with its period as an adjective ("posted no monthly drop", "no sequential
  decrease") is denied in every step (`any_period`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.growth_pace import pace_as_comparison
from quantward_validation.trends import misstatements

_DAYS = (
    "2019-12-31", "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: orders: 2020 +25 % (400 → 500), 2021 +10 % (500 → 550): growth slowed in 2021
_ORDERS = (400.0, 420.0, 450.0, 470.0, 500.0, 510.0, 530.0, 520.0, 550.0)
#: cover: up every quarter but one (2021 Q3 dips)
_COVER = (4.0, 4.2, 4.4, 4.5, 4.7, 4.8, 5.0, 4.9, 5.1)


def _computation(cover_field: str = "interest_cover") -> Computation:
    return Computation(
        source_id="src_reading_zfzh",
        function_id="custom.operating_history",
        arguments={},
        result={
            "entity_id": "ent_pemberton",
            "quarters": [
                {"quarter_end": d, "order_intake": o, cover_field: c}
                for d, o, c in zip(_DAYS, _ORDERS, _COVER, strict=True)
            ],
        },
    )


def _wrong(sentence: str, computation: Computation | None = None) -> list[str]:
    return [m.kind for m in misstatements([sentence], [computation or _computation()])]


@pytest.mark.parametrize(
    ("false", "true"),
    [
        (
            "Order intake growth sped up in FY21 against FY20.",
            "Order intake growth cooled in FY21 against FY20.",
        ),
        (
            "Order intake grew faster in FY21 than in FY20.",
            "Order intake grew more slowly in FY21 than in FY20.",
        ),
        (
            "Order intake growth picked up between 2020 and 2021.",
            "Order intake growth eased between 2020 and 2021.",
        ),
        (
            "Order intake growth in fiscal 2021 came in stronger than in fiscal 2020.",
            "Order intake growth in fiscal 2021 came in softer than in fiscal 2020.",
        ),
        (
            "Brisker order intake growth in CY21 than in CY20.",
            "Softer order intake growth in CY21 than in CY20.",
        ),
        (
            "FY21 order intake growth outstripped that of FY20.",
            "FY21 order intake growth trailed that of FY20.",
        ),
    ],
)
def test_a_growth_rate_compared_between_two_years_is_checked(false: str, true: str) -> None:
    assert _wrong(false) == ["direction"], false
    assert not _wrong(true), true


def test_the_comparison_is_written_in_four_digit_years_with_its_fiscal_mark() -> None:
    assert pace_as_comparison("Bookings growth trailed in FY21 vs FY20.") == (
        "Bookings growth trailed in FY21 vs FY20."
    )  # no verb of pace: left alone
    assert pace_as_comparison("Bookings growth moderated in FY21 vs FY20.") == (
        "Bookings grew more slowly in FY2021 than in FY2020."
    )
    assert pace_as_comparison("In 2021 the pace was slower than in 2020.") == (
        "In 2021 the pace was slower than in 2020."
    )


def test_a_fiscal_year_ending_in_june_is_that_fiscal_years_change() -> None:
    # June years: FY2021 is 2020-06-30 → 2021-06-30 (450 → 530, +17.8 %), FY2020 has no start
    # in the series; FY2021 against a calendar reading 2021 (500 → 550, +10 %) would differ
    days = ("2019-06-30", "2019-12-31", "2020-06-30", "2020-12-31", "2021-06-30", "2021-12-31")
    sales = (300.0, 350.0, 450.0, 500.0, 530.0, 550.0)
    computation = Computation(
        source_id="src_reading_zfzh_fy",
        function_id="custom.operating_history",
        arguments={},
        result={
            "entity_id": "ent_pemberton",
            "fiscal_year_end": "06-30",
            "quarters": [
                {"quarter_end": d, "order_intake": s} for d, s in zip(days, sales, strict=True)
            ],
        },
    )
    # FY2020 +50 % (300 → 450), FY2021 +17.8 %: fiscal growth slowed
    assert _wrong("Order intake growth quickened in FY21 vs FY20.", computation) == ["direction"]
    assert not _wrong("Order intake growth moderated in FY21 vs FY20.", computation)


@pytest.mark.parametrize("field", ["interest_cover", "ebitda_interest_coverage_ratio"])
def test_a_coverage_ratio_written_as_its_quotient_names_the_coverage_field(field: str) -> None:
    assert _wrong("EBITDA over interest slipped in 2021.", _computation(field)) == ["direction"]
    assert not _wrong("EBITDA divided by interest improved in 2021.", _computation(field))


@pytest.mark.parametrize(
    "sentence",
    [
        "Interest cover posted no sequential decrease during 2021.",
        "Interest cover had no q/q decline in 2021.",
        "Interest cover saw zero quarterly falls from Q4 2020 to Q4 2021.",
    ],
)
def test_a_change_denied_with_its_period_as_adjective_is_denied_in_every_step(
    sentence: str,
) -> None:
    assert _wrong(sentence) == ["direction"], sentence


def test_a_change_denied_by_period_adjective_holds_where_every_step_bears_it_out() -> None:
    assert not _wrong("Interest cover posted no quarterly decline during 2020.")
