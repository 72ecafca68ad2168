"""The trend-claim causes found in held-out batch J's first run, each tested on constructions in
no batch: a figure right after any verb of change is the size of that change, as after "by"
("mushroomed about 105 %", "ebbed roughly 1.5 %"), so `answer.numbers_match` measures it
between two figures of the field; and a count of digits or figures ("double-digit",
"triple-figure") sizes a rate, it says no doubling or tripling, while compounding at a rate is
growth. The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

_DAYS = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")


def _quarters(fields: dict[str, tuple[float, ...]]) -> Computation:
    return history(
        fields,
        _DAYS,
        entity_id="ent_hooli",
        function_id="custom.metrics",
        source_id="src_reading_j",
        rows_key="rows",
        date_key="period_end",
    )


_DEPOSITS = _quarters({"deposits": (100.0, 130.0, 150.0, 170.0, 190.0, 205.0)})  # +105 %
_BVPS = _quarters({"bvps": (30.10, 30.40, 30.20, 29.95, 29.80, 29.65)})  # −1.5 %
_BOOK = _quarters(
    {
        "payout_ratio": (0.50, 0.51, 0.52, 0.53, 0.55, 0.56),  # up 12 %
        "inventory": (200.0, 190.0, 180.0, 170.0, 160.0, 150.0),  # down 25 %
    }
)


@pytest.mark.parametrize(
    ("sentence", "computation", "right"),
    [
        ("Customer deposits mushroomed about 105 % across the series [1].", _DEPOSITS, True),
        ("Customer deposits mushroomed about 80 % across the series [1].", _DEPOSITS, False),
        ("Book value per share ebbed roughly 1.5 % across the series [1].", _BVPS, True),
        ("Book value per share ebbed roughly 4 % across the series [1].", _BVPS, False),
    ],
)
def test_a_figure_after_any_verb_of_change_is_the_size_of_the_change(
    sentence: str, computation: Computation, right: bool
) -> None:
    citation = Citation(mark="[[src_reading_j]]", number=1, source_id="src_reading_j", title="t")
    passed = all(c.passed for c in numbers_match(sentence, [citation], [computation]))
    assert passed is right, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a count of digits says how large a rate is, not that the figure doubled
        ("The payout posted double-digit gains across the series.", False),
        ("Goods on hand posted double-digit gains across the series.", True),
        ("Goods on hand saw a double-digit decline across the series.", False),
        # compounding at a rate is growth
        ("Goods on hand compounded at a double-digit yearly pace across the series.", True),
        ("The payout compounded at a double-digit yearly pace across the series.", False),
    ],
)
def test_a_count_of_digits_sizes_a_rate_and_compounding_is_growth(
    sentence: str, wrong: bool
) -> None:
    assert bool(misstatements([sentence], [_BOOK])) is wrong, sentence


_YEARS = Computation(
    source_id="src_reading_j",
    function_id="custom.metrics",
    arguments={},
    result={
        "entity_id": "ent_hooli",
        "rows": [
            {"period_end": "2019-12-31", "deposits": 100.0},
            {"period_end": "2020-12-31", "deposits": 120.0},  # +20 %
            {"period_end": "2021-12-31", "deposits": 126.0},  # +5 %
            {"period_end": "2022-12-31", "deposits": 140.0},  # +11 %
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # one year's pace of change against another's
        ("Deposits climbed more slowly in 2021 than during 2020.", False),
        ("Deposits climbed faster in 2021 than 2020.", True),
        ("Deposits expanded a bit quicker in FY2022 than in FY2021.", False),
        ("Deposits expanded less briskly in 2022 than in 2021.", True),
        # a level from before a year is a point the series must reach back to
        ("Deposits have climbed from pre-2021 levels.", False),
        ("Deposits have climbed from pre-2019 levels.", True),
    ],
)
def test_a_year_set_against_another_and_a_level_before_a_year(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_YEARS])) is wrong, sentence
