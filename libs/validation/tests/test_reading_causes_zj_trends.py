"""Two ways of stating a change that the trend readers did not take in their sense.

- A year-on-year change against "the year before" named as such ("up on the year before in
  every quarter", "below the prior year", "versus the preceding twelve months") was read as a
  change over each quarter, so a true claim was flagged and a false one passed
  (`trend_lexicon_lay`'s yearly words).
- A change denied with its step as an adjective ("no quarterly fall", "without a sequential
  dip", "zero monthly declines") was read as denying the change over the whole span only, so
  a quarter that fell passed (`any_period`).
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_DAYS = tuple(
    date(y, m, d).isoformat()
    for y in (2019, 2020, 2021)
    for m, d in ((3, 31), (6, 30), (9, 30), (12, 31))
)
#: orders: 2021 is above 2020 in every quarter, but 2Q21 (212) is below 1Q21 (220); 2020 rose
#: in every quarter; 2019 has a fall in 3Q19
_ORDERS = (150.0, 160.0, 155.0, 170.0, 175.0, 180.0, 190.0, 200.0, 220.0, 212.0, 230.0, 245.0)

QUARTERS = Computation(
    source_id="src_zj_trend_forms",
    function_id="custom.quarterly",
    arguments={},
    result={
        "entity_id": "ent_zj_trend_co",
        "rows": [
            {"period_end": day, "revenue": value} for day, value in zip(_DAYS, _ORDERS, strict=True)
        ],
    },
)


def wrong(sentence: str) -> bool:
    return bool(misstatements([sentence], [QUARTERS]))


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # the year before, named as such: each quarter of 2021 against its own a year before
        ("Sales were up on the prior year in every quarter of 2021.", False),
        ("Sales climbed on the twelve months before in each quarter of 2021.", False),
        ("Sales grew from the previous year in every quarter of 2021.", False),
        ("Sales rose compared with the preceding year in each quarter of 2021.", False),
        ("Sales were down on the prior year in every quarter of 2021.", True),
        ("Sales fell versus the previous year in every quarter of 2021.", True),
    ],
)
def test_the_year_before_named_is_a_yearly_comparison(sentence: str, is_wrong: bool) -> None:
    assert wrong(sentence) is is_wrong


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        ("Sales recorded no quarterly fall during 2021.", True),
        ("Sales recorded no quarterly fall during 2020.", False),
        ("Sales came in without a sequential dip through 2021.", True),
        ("Sales came in without a sequential dip through 2020.", False),
        ("Sales had zero quarterly drops in 2019.", True),
        # the denial over the span alone stays a claim about its ends
        ("Sales recorded no fall during 2021.", False),
    ],
)
def test_a_change_denied_with_its_step_as_adjective(sentence: str, is_wrong: bool) -> None:
    assert wrong(sentence) is is_wrong


@pytest.mark.parametrize(
    ("sentence", "is_wrong"),
    [
        # 1Q19 150 → 4Q21 245 over 2.75 years: about 19.5 % a year
        ("Sales grew at a CAGR of 35% between 2019 and 2021.", True),
        ("Sales grew at a CAGR of 20% between 2019 and 2021.", False),
        ("Sales rose at a compound annual growth rate of 8% between 2019 and 2021.", True),
        ("Sales compounding at about 40% between 2019 and 2021 helped the fund.", True),
        ("Sales compounds at 19% over 2019-2021.", False),
    ],
)
def test_a_compound_rate_named_or_said_by_its_verb(sentence: str, is_wrong: bool) -> None:
    assert wrong(sentence) is is_wrong
