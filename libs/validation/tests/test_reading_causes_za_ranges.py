"""The causes batch ZA's latitude kind showed, each read in general: constructions written here,
in no batch (each phrase checked against bench/reviews*.py), guarded both ways.

Causes: room granted in a second clause that names no subject ("The country cap is left open;
every level between 10 % and 30 % is acceptable") and refused in a statistician's words ("we
do not re-estimate the country cap: it is held at 30 %", "the only permitted value is 30 %").
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.value_sets import any_value_in

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="protocol", rounded=True)


def test_a_set_of_values_in_the_next_clause_is_the_named_subjects() -> None:
    text = "The country cap is left open; every level between 10 % and 30 % is acceptable."
    assert ("max_country_weight", "range", 0.1, 0.3) in _bounds(text)


@pytest.mark.parametrize(
    "text",
    [
        "We do not re-estimate the country cap: it is held at 30 %, as registered in advance.",
        "Country weights are no free choice. The country cap is set to 30 %; this is not a "
        "tuning parameter.",
    ],
)
def test_a_parameter_refused_as_no_choice_is_a_point(text: str) -> None:
    assert ("max_country_weight", "range", 0.3, 0.3) in _bounds(text)


def test_the_only_permitted_value_after_an_interval_is_a_point() -> None:
    text = (
        "The band 15 % to 30 % for the country cap is a robustness exercise; the only "
        "permitted value is 30 %."
    )
    assert ("max_country_weight", "range", 0.3, 0.3) in _bounds(text)


@pytest.mark.parametrize(
    ("clause", "offers"),
    [
        ("any admissible value within the band", True),
        ("each setting from 2 to 4", True),
        ("the only acceptable level is 4 %", True),
        ("the value is 4 %", False),
    ],
)
def test_clauses_that_offer_a_set_of_values(clause: str, offers: bool) -> None:
    assert any_value_in(clause) is offers
