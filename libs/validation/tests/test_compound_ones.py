"""The word "one" at the head of a hyphenated compound ("one-way", "one-off", "one-for-one") counts
nothing: read as the number 1 it gave "maximum monthly one-way turnover" a second, spurious
turnover cap of one, and a provenance span could "state" a value of 1 it never says."""

from __future__ import annotations

import pytest

from quantward_validation.colloquial_numbers import compound_ones
from quantward_validation.quantities import quantities, stating

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Maximum monthly one-way turnover: 20% of NAV.", [20.0]),
        ("A one-off exception of 7% was granted.", [7.0]),
        ("Use a one-sided 95% interval.", [95.0]),
        ("a one‐time waiver up to 4%", [4.0]),  # a Unicode hyphen
        ("swap names one-for-one, max 3% each", [3.0]),
        ("a one-to-one replacement under the 6% cap", [6.0]),
    ],
)
def test_the_one_of_a_compound_is_no_quantity(text: str, values: list[float]) -> None:
    assert [q.value for q in quantities(text)] == values


@pytest.mark.parametrize(
    "text",
    [
        "keep one-year tracking error below 3%",  # a count of years
        "one of the two caps is 5%",
        "leverage of one time to 1.2 times NAV",
        "Someone-way",  # not a word boundary: nothing to take
    ],
)
def test_one_counting_something_keeps_its_number(text: str) -> None:
    found = [q.value for q in quantities(text)]
    assert (1.0 in found) == (text != "Someone-way")


def test_a_compound_gives_a_turnover_clause_one_cap_only() -> None:
    assert bounds_of("Maximum monthly one-way turnover: 20% of NAV.") == [
        ("max_turnover", "ceiling", None, 0.2)
    ]


def test_a_compound_states_no_value_of_one() -> None:
    assert stating("the maximum monthly one-way turnover is 20%", 1.0, None) is None
    assert compound_ones("one-off and one-way") == [(0, 3), (12, 15)]
