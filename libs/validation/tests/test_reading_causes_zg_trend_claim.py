"""Batch ZG causes, trend claims: a claim followed by a subjectless remark on what the fact
bears on ("…, could be relevant for the budget") is still a claim; a modal on the claim
itself still makes it none. Own wordings."""

from __future__ import annotations

import re

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.caveats import without_caveats
from quantward_validation.trends import misstatements

_ENDS = ("03-31", "06-30", "09-30", "12-31")
#: revenue climbs through 2021
_REVENUE = (80.0, 85.0, 90.0, 95.0, 96.0, 98.0, 99.0, 100.0, 120.0, 122.0, 124.0, 126.0)
_ROWS: list[JsonValue] = [
    {
        "period": f"FY{2019 + i // 4} Q{i % 4 + 1}",
        "quarter_end": f"{2019 + i // 4}-{_ENDS[i % 4]}",
        "revenue": r,
    }
    for i, r in enumerate(_REVENUE)
]
_FIGURES = Computation(
    source_id="src_01hzzzzzzzzzzzzzzzzzzzzzg9",
    function_id="fundamentals.quarters",
    arguments={"entity_id": "ent_z", "as_of": "2022-02-28"},
    result={"entity_id": "ent_z", "quarters": list(reversed(_ROWS))},
)


def _wrong(text: str) -> bool:
    return bool(misstatements([text], [_FIGURES]))


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Revenue fell during 2021, could be relevant for the budget review.", True),
        ("Revenue fell during 2021 [2], which may well matter to the treasury team.", True),
        ("Revenue fell during 2021; might be worth flagging to the board.", True),
        ("Revenue rose during 2021, could be relevant for the budget review.", False),
        ("Revenue rose during 2021 [2], which may well matter to the treasury team.", False),
        # a modal on the claim itself: no claim
        ("Revenue may have fallen during 2021, could be relevant for the budget review.", False),
    ],
)
def test_a_remark_on_what_the_fact_bears_on_leaves_the_claim(text: str, wrong: bool) -> None:
    assert _wrong(text) is wrong


def test_the_remark_is_set_aside_and_nothing_else() -> None:
    forward = re.compile(r"\b(?:might|could|may)\b")
    assert without_caveats("Sales slipped, could be relevant here.", forward) == "Sales slipped"
    assert without_caveats("Sales could slip next year.", forward) == "Sales could slip next year."
