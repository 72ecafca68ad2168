"""The cause batch ZB's trend miss showed, read in general: constructions written here, in no
batch, guarded both ways.

Cause: a comparison with a quarter named by its month ("vs. the Sep-22 quarter") was rewritten
to its reading only after the date reader had passed, so the comparison reader never saw a
period and sized the change from the series' start. The family: the anchor of "vs. / versus /
against / compared with / relative to" is a quarter in any of its labels ("3Q 2022", "Q3 FY22",
"FY2022 Q3", "2022Q3", "the quarter ended 30 September 2022", "the three months to Sep-22").
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_QUARTERS = (
    ("2021-03-31", 60.0),
    ("2021-06-30", 71.0),
    ("2021-09-30", 80.0),
    ("2021-12-31", 74.0),
    ("2022-03-31", 69.0),
    ("2022-06-30", 66.0),
)
#: up over the whole series, down since the September 2021 quarter
_EBITDA = Computation(
    source_id="src_reading_zb_quarters",
    function_id="fundamentals.quarters",
    arguments={"entity_id": "ent_reading_zb"},
    result={
        "entity_id": "ent_reading_zb",
        "quarters": [{"quarter_end": d, "ebitda": v} for d, v in reversed(_QUARTERS)],
    },
)


@pytest.mark.parametrize(
    "anchor",
    [
        "the quarter ended 30 September 2021",
        "the three months to Sep-21",
        "3Q 2021",
        "Q3 FY21",
        "FY2021 Q3",
        "2021Q3",
        "the Sept '21 quarter",
    ],
)
def test_a_quarter_label_is_the_base_of_the_comparison(anchor: str) -> None:
    assert not misstatements([f"EBITDA slipped by more than 10 % against {anchor}."], [_EBITDA])
    assert misstatements([f"EBITDA grew compared with {anchor}."], [_EBITDA])


@pytest.mark.parametrize(
    "between",
    [
        "between the September 2021 and June 2022 quarters",
        "from the Sep '21 to the Jun '22 qtrs",
        "over the Sep-21 – Jun-22 quarters",
    ],
)
def test_two_quarters_sharing_one_noun_are_both_quarters(between: str) -> None:
    """Read one at a time, the first would stay a month and the second become a quarter, and
    the span would be lost (a regression the quarter-anchor reading brought to batch I)."""
    assert not misstatements([f"EBITDA fell {between}."], [_EBITDA])
    assert misstatements([f"EBITDA rose {between}."], [_EBITDA])
