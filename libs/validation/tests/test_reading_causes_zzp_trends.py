"""Trend claims of a distressed-debt fund's credit research (batch ZZP's causes), in wordings no
batch uses.

- leverage written as its quotient, debt over earnings ("total debt-to-LTM EBITDA", "net debt
  over adjusted EBITDA"), and interest cover with the interest named by its kind ("EBITDA /
  net interest"): the leverage and coverage fields (`trends.METRICS`);
- a borrower's leverage that "came in" fell, as a spread that came in (`yield_moves`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: up in every quarter, over 2021 too
_CLIMBING = (4.0, 4.3, 4.5, 4.9, 5.2, 5.6, 5.9, 6.3)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_halvorsen",
        function_id="custom.credit_history",
        source_id="src_reading_zzp",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, values)])]


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        (
            "net_leverage",
            "Net debt over adjusted EBITDA shrank through 2021.",
            "Net debt over adjusted EBITDA grew through 2021.",
        ),
        (
            "total_leverage",
            "Halvorsen's total debt-to-LTM EBITDA eased during 2021.",
            "Halvorsen's total debt-to-LTM EBITDA climbed during 2021.",
        ),
        (
            "interest_coverage",
            "EBITDA / net interest slid across 2021.",
            "EBITDA / net interest improved across 2021.",
        ),
    ],
)
def test_a_credit_ratio_written_as_its_quotient(field: str, false: str, true: str) -> None:
    assert _wrong(false, field, _CLIMBING) == ["direction"]
    assert _wrong(true, field, _CLIMBING) == []


def test_leverage_that_came_in_fell() -> None:
    assert _wrong("Net leverage came in by a turn over 2021.", "net_leverage", _CLIMBING) == [
        "direction"
    ]
    assert _wrong("Net leverage did not come in over 2021.", "net_leverage", _CLIMBING) == []
    # ... while a level it came in at is no move
    level = "Net leverage came in at 6.3x at the end of 2021."
    assert _wrong(level, "net_leverage", _CLIMBING) == []
