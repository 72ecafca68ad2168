"""Trend-claim causes of issue 18 (session 30), each tested on constructions in no batch:

- a coupon written before a debt's noun and its maturity ("the 6.375% senior secured notes due
  2031") is part of the instrument's name, not a figure the sentence claims from its source
  (`bond_maturities.COUPON`, masked by `answer.numbers_match`);
- a judgement against the figure's own earlier value ("worse than a year earlier", "better
  than in the same quarter of fiscal 2020") was no direction: only "higher"/"lower than" were
  (`trends._UP`, `_DOWN`, `_GOOD_BAD`), and the same quarter of a *fiscal* year named as such
  was not read as a year earlier (`comparison_bases`);
- an event clause with a word joining two names by a slash ("since the ECB ended the EUR/USD
  swap line in March 2021") lost its date, so the horizon went unread (`dated_events`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.comparison_bases import compared_as_read
from quantward_validation.dated_events import since_dated_event
from quantward_validation.numbers import mask, written_numbers
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: 2021 above 2020 at every quarter end
_RISING = (60.0, 58.0, 57.0, 59.0, 61.0, 63.0, 64.0, 66.0)


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    computation = Computation(
        source_id="src_reading_s30",
        function_id="custom.plant_history",
        arguments={},
        result={
            "entity_id": "ent_corvale",
            "quarters": [{"quarter_end": d, field: v} for d, v in zip(_DAYS, values, strict=True)],
        },
    )
    return [m.kind for m in misstatements([sentence], [computation])]


def _figures(text: str) -> list[str]:
    return [w.text for w in written_numbers(mask(text)) if w.kind != "plain"]


def test_a_coupon_before_the_debt_noun_and_its_maturity_is_no_figure() -> None:
    assert _figures("Its 6.375% senior secured notes due 2031 widened 40 bp") == ["40 bp"]
    assert _figures("the 5.5% subordinated debentures maturing in 2029 lost 2.5%") == ["2.5%"]
    # a percentage before a noun that names no maturity is a figure
    assert _figures("Margins of 6.375% on senior notes held up") == ["6.375%"]


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        # higher is better: a rising utilisation was better, not worse
        (
            "capacity_utilisation_pct",
            "Capacity utilisation was worse than a year earlier in every quarter of 2021.",
            "Capacity utilisation was better than a year earlier in every quarter of 2021.",
        ),
        # lower is better: a rising leverage was worse, not better
        (
            "leverage_x",
            "Leverage was better than a year earlier in every quarter of 2021.",
            "Leverage was worse than a year earlier in every quarter of 2021.",
        ),
    ],
)
def test_better_or_worse_than_its_earlier_figure_is_a_direction(
    field: str, false: str, true: str
) -> None:
    assert _wrong(false, field, _RISING) == ["direction"]
    assert _wrong(true, field, _RISING) == []


def test_the_same_quarter_of_a_named_fiscal_year_is_a_year_earlier() -> None:
    said = (
        "Sales were higher than in the same quarter of fiscal 2020 in every quarter of fiscal 2021."
    )
    assert "a year earlier" in compared_as_read(said)
    assert "a year earlier" in compared_as_read(
        "Sales came in under the same quarter of FY2020 in every quarter of FY2021."
    )


def test_an_event_with_a_slashed_name_keeps_its_date() -> None:
    said = "Margins widened since the ECB ended the EUR/USD swap line in March 2021."
    assert since_dated_event(said) == "Margins widened since March 2021."
    assert since_dated_event("Volumes fell since the US/China talks in 2019 [1].") == (
        "Volumes fell since 2019 [1]."
    )
