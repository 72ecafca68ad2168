"""The cause batch Z's money-market misses showed, read in general: constructions written here,
in no batch, guarded both ways.

Cause: a subject word naming a class of instrument ("money market", "unrated", "high yield",
"illiquid", "liquidity fund") won over the holding it was said of when a quantifier of one stood
before it ("holdings in any one money market fund"), so a cap on one fund read as a cap on the
whole class. The family: "any one / a single / each / per / the largest X", whatever class X
names, bounds one holding (`single_holdings`); the class alone still names its bucket.
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.mandate import clauses


def _subjects(text: str) -> set[str]:
    return {b.subject for c in clauses({"policy": text}) for b in c.bounds}


@pytest.mark.parametrize(
    "text",
    [
        "No more than 12 % of the portfolio may sit in a single liquidity fund.",
        "Exposure per money-market vehicle is limited to 15 per cent.",
        "Each unrated note held must stay below 2 % of assets.",
        "Our biggest high-yield bond may not exceed 3 % of NAV.",
        "The weight of every individual private-credit fund is capped at 4 %.",
    ],
)
def test_one_holding_of_a_class_is_a_position(text: str) -> None:
    assert _subjects(text) == {"max_position_weight"}, text


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Money-market holdings are limited to 40 % in total.", "cash_weight"),
        ("Unrated paper is limited to 10 % of assets.", "max_unrated_weight"),
        ("High-yield bonds may not exceed 20 % of NAV.", "max_high_yield_weight"),
        # a quantifier of one before a subject that is no class keeps that subject
        ("No single country may exceed 25 % of the fund.", "max_country_weight"),
    ],
)
def test_the_class_alone_is_its_bucket(text: str, subject: str) -> None:
    assert _subjects(text) == {subject}, text


def test_a_field_name_for_one_holding_of_a_class_is_a_position() -> None:
    assert subject_of("maxSingleLiquidityFundShare") == "max_position_weight"
    assert subject_of("liquidity_buffer_min") == "cash_weight"
