"""Batch V cause, answer numbers: a margin kept in percent ("ebit_margin_pct": 12.4) that moves
by half a point has moved 50 bps, or 0.5 percentage points; a change written in basis points is
matched against the field's own unit as well as a fraction's, and "percentage points" are
points, not a percent. Own wordings."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match

_DAYS = ("2021-06-30", "2021-09-30", "2021-12-31")
_MARGIN = Computation(
    source_id="src_reading_v",
    function_id="custom.metrics",
    arguments={},
    result={
        "entity_id": "ent_acme",
        "rows": [
            {"period_end": d, "ebit_margin_pct": v}
            for d, v in zip(_DAYS, (12.4, 11.7, 12.1), strict=True)
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        ("The EBIT margin narrowed by ~70 bps in the September quarter [1].", True),
        ("The EBIT margin recovered about 40 bp in the December quarter [1].", True),
        ("The EBIT margin narrowed by ~150 bps in the September quarter [1].", False),
        # percentage points are points of the figure, not a percent of it
        ("The EBIT margin narrowed by 0.7 percentage points in the September quarter [1].", True),
        ("The EBIT margin narrowed by 1.5 percentage points in the September quarter [1].", False),
    ],
)
def test_a_change_in_basis_points_of_a_percent_figure(sentence: str, right: bool) -> None:
    citation = Citation(mark="[[src_reading_v]]", number=1, source_id="src_reading_v", title="t")
    passed = all(c.passed for c in numbers_match(sentence, [citation], [_MARGIN]))
    assert passed is right, sentence
