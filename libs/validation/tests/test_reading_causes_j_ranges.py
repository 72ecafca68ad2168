"""The two range kinds batch J still missed, each read as a family (issue 18): constructions
written here, in no batch, guarded both ways.

- A range stated only as the place rebalancing starts (a rebalancing range, band or corridor,
  a drift band, "not for positioning", "only triggers a rebalance") beside a point the manager
  must hold grants no latitude: the value is the point, and a plan value elsewhere in the range
  lies outside the mandate. The point may be said in the range's own sentence or in another
  sentence of the clause; a range granted for positioning keeps its latitude.
- Exposure and leverage named by the method that measures them (the commitment approach, the
  gross method, the sum of notionals, notional exposure, UCITS global exposure) are gross
  leverage, whatever the field or phrase around them.
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, within


def _inside(text: str, name: str, value: float) -> bool:
    """Whether `value` of `name` lies inside every bound the clause states on it (and one is)."""
    bounds = bounds_for(clauses({"policy": text}), name)
    assert bounds, text
    return all(within(value, b, name) for b in bounds)


_POINT_IN_SENTENCE = (
    "Each sector has a rebalancing corridor of 8 % to 14 %, which is not a positioning range: "
    "sectors are kept at 11 % and brought back there once the corridor is left.",
    "Sector weights: drift band 8 %–14 % around a held 11 %, used only to trigger a rebalance.",
)


@pytest.mark.parametrize("text", _POINT_IN_SENTENCE)
def test_a_rebalancing_only_range_fixes_the_value_at_its_point(text: str) -> None:
    assert _inside(text, "max_sector_weight", 0.11)
    assert not _inside(text, "max_sector_weight", 0.12)
    assert not _inside(text, "max_sector_weight", 0.09)


def test_the_point_may_be_said_in_another_sentence_of_the_clause() -> None:
    text = (
        "The strategic weight of any one country is 20 %. It sits in a 15 %–25 % band, a "
        "rebalancing band only."
    )
    assert _inside(text, "max_country_weight", 0.20)
    assert not _inside(text, "max_country_weight", 0.18)


def test_a_range_for_positioning_keeps_its_latitude() -> None:
    text = "Sector weights may sit anywhere in the 8 %–14 % corridor; where is the manager's call."
    assert _inside(text, "max_sector_weight", 0.12)
    assert _inside(text, "max_sector_weight", 0.09)
    assert not _inside(text, "max_sector_weight", 0.16)


@pytest.mark.parametrize(
    "phrase",
    [
        "exposure under the commitment approach",
        "commitment-method leverage",
        "leverage measured by the gross method",
        "the sum of the notionals",
        "sum of notionals across all derivatives",
        "notional exposure",
        "the fund's UCITS global exposure",
        "commitmentApproachExposureMax",
        "max_sum_of_notionals",
    ],
)
def test_exposure_named_by_its_regulatory_method_is_gross_leverage(phrase: str) -> None:
    assert subject_of(phrase) == "max_gross_leverage"


@pytest.mark.parametrize(
    "phrase",
    [
        "unfunded capital commitments",  # a private-markets commitment is no leverage measure
        "the notional amount of any single swap",  # one contract's size, not the fund's
    ],
)
def test_other_commitments_and_notionals_are_not_gross_leverage(phrase: str) -> None:
    assert subject_of(phrase) != "max_gross_leverage"


def test_a_range_on_commitment_exposure_grants_latitude_on_gross_leverage() -> None:
    text = (
        "Exposure computed under the commitment method may run from 1.1x to 1.9x, at the "
        "discretion of the investment team."
    )
    assert _inside(text, "grossLeverageCap", 1.5)
    assert not _inside(text, "grossLeverageCap", 2.2)
