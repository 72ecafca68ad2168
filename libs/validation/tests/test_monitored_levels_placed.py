"""A level a report places inside or past its limit is the book's level, not the limit
(`monitored_levels._LIMIT_BESIDE`): "back at 7m, inside the maximum of 10m" reports 7m."""

from __future__ import annotations

import pytest

from quantward_validation.monitored_levels import measured_at


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("The desk's stress loss is back at EUR 41m, inside the maximum of EUR 55m.", "41m"),
        ("Turnover sits at 18 %, comfortably within its budget of 25 %.", "18 %"),
        ("Margin usage was 2.1x, above its limit of 2x for three sessions.", "2.1x"),
        ("Country exposure ran at 9 %, just under the 10 % cap.", "9 %"),
    ],
)
def test_a_level_placed_against_its_limit_is_measured(sentence: str, figure: str) -> None:
    at = sentence.index(figure)
    assert measured_at(sentence, at, at + len(figure))


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        # a bound said in its own clause stays the limit, whatever it is set against
        ("Country exposure is capped at 9 %, below the maximum of 12 % in the prospectus.", "9 %"),
        # no limit beside it: nothing tells a level from a limit
        ("Country exposure sits at 9 %, inside the usual range.", "9 %"),
    ],
)
def test_a_bound_or_a_figure_with_no_limit_beside_is_not_measured(
    sentence: str, figure: str
) -> None:
    at = sentence.index(figure)
    assert not measured_at(sentence, at, at + len(figure))
