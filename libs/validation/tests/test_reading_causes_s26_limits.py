"""Limits and objectives in the words of a farmland and agricultural-credit fund (session 26).

The held-out batches ZZT–ZZW wrote limits whose subject the readers took for another: a floor
on the "highly liquid" bucket read as a position cap, a cap on "any one state" read as an
issuer or a position limit, a sector's "share of total risk" read as a volatility target (the
base of a possessive share is no subject); and an
objective said for a product named by its leverage ("for the 3x class it's max expected
return") went unread, while "the limit on high-yield (sub-BBB-) exposure" was read as a wish
for yield. Each is written here in a register none of those batches used.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.limits import subject_mentions, subject_of


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("min_highly_liquid_share", "cash_weight"),
        ("highlyLiquidBucketFloor", "cash_weight"),
        ("maxSingleProvinceWeight", "max_country_weight"),
        ("per_state_cap", "max_country_weight"),
        ("provinceConcentrationCap", "max_country_weight"),
        ("max_region_risk_share", "max_country_weight"),
    ],
)
def test_a_field_names_its_bucket_or_geography(name: str, subject: str) -> None:
    assert subject_of(name) == subject


def test_the_base_of_a_possessive_share_is_no_subject() -> None:
    text = "each crop desk's share of total risk stays at or under 25%"
    assert "target_volatility" not in {name for _, _, name in subject_mentions(text)}


def test_a_state_counted_one_by_one_is_a_geography() -> None:
    province = {name for _, _, name in subject_mentions("growers in any one province: 20%")}
    assert "max_country_weight" in province
    # a flag state or a state-owned lender is no division counted one by one
    assert subject_of("flagStateCap") != "max_country_weight"


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("For the 2x fund it's max expected return, no risk penalty.", "max_return"),
        ("On the three-times units we go for minimum variance.", "min_risk"),
        ("The cap on high-yield (below BBB-) loans is still open in the term sheet.", None),
        ("The high-yield share is pending the board's vote.", None),
    ],
)
def test_an_objective_of_a_levered_product_and_a_high_yield_bucket(
    text: str, objective: str | None
) -> None:
    found = asked(text)
    assert (found.objective if found is not None else None) == objective
