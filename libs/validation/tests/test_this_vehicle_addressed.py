"""The reader's own vehicle named by the possessive pronoun or a desk's noun: a risk team
writes to a pod of "your book" or "Yours: …", so another vehicle's figure set beside it "for
reference" is that vehicle's, not a limit of the pod the plan is for. "Yours sincerely" closes a
letter and names nothing."""

from __future__ import annotations

import pytest

from quantward_validation.this_vehicle import addresses_own

from .reading_cases import provenance_problem

BESIDE = "For context, the credit desk caps any one name at 7 %. Yours: any one name 5 % max."


@pytest.mark.parametrize(("figure", "value", "holds"), [("7 %", 0.07, False), ("5 %", 0.05, True)])
def test_a_figure_set_beside_yours_is_the_other_vehicles(
    figure: str, value: float, holds: bool
) -> None:
    assert (provenance_problem("max_position_weight", value, BESIDE, figure) is None) is holds


@pytest.mark.parametrize(
    ("part", "own"),
    [
        ("Yours: 5 % max.", True),
        ("your pod stays at 5 %", True),
        ("on your book the cap is 5 %", True),
        ("Yours sincerely, the risk team", False),
        ("the credit desk caps any one name at 7 %", False),
    ],
)
def test_the_readers_own_vehicle_by_pronoun_or_desk_noun(part: str, own: bool) -> None:
    assert addresses_own(part) is own
