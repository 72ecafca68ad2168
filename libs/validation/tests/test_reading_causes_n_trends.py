"""The trend-claim causes found in held-out batch N's first run, each tested on constructions in
no batch:

* periods dated by a day in digits or words ("the three-month period ended 31/03/2021", "since
  30 September 2021", "since 31.12.2012", "2021-06-30") or numbered the continental way ("the
  2nd quarter of 2021", "Q4/2022") (`written_periods`);
* an every-period claim whose step is said as a comparison with the period before ("each
  quarter against the previous quarter", "sequentially in every quarter"): the step, not the
  horizon (`comparison_bases`);
* the same period of a named year ("below the comparable quarter of 2021") as a year-on-year
  comparison, and a year's level ("compared to the levels seen in 2015") as that year;
* a negated change of any period ("did not rise in any single quarter", "did not dip at any
  point") denies it in every step (`any_period`);
* whole calendar years compared as wholes ("full-year 2022 sales exceeded 2021"): an amount's
  sum, not its quarter-end figures (`whole_years`);
* a decimal comma ("12,5 %") and an abbreviated hedge ("ca.", "approx.") in a size, and a day in
  digits that is no figure (`answer.numbers_match`, `decimal_commas`, `hedge_abbreviations`).

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements

_DAYS = tuple(
    f"{year}-{end}" for year in (2020, 2021, 2022) for end in ("03-31", "06-30", "09-30", "12-31")
)


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_wernigerode",
        function_id="custom.quarters",
        source_id="src_reading_n",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> bool:
    return bool(misstatements([sentence], [_quarters(field, values)]))


#: high at the start, a rise from Q1 2021 to Q3 2022, a fall in the last quarter
_V_SHAPE: tuple[float, ...] = (200, 190, 180, 100, 110, 120, 130, 140, 150, 160, 170, 90)
#: up over the whole series, down since Q3 2021
_UP_THEN_DOWN: tuple[float, ...] = (100, 110, 120, 130, 140, 150, 300, 280, 260, 240, 220, 200)


@pytest.mark.parametrize(
    "sentence",
    [
        "Sales rose from the three-month period ended 31/03/2021 to the three-month period "
        "ended 30/09/2022.",
        "Sales rose between 31 March 2021 and 30 September 2022.",
        "Sales rose between the 1st quarter of 2021 and the 3rd quarter of 2022.",
        "Sales rose from Q1/2021 to Q3-2022.",
    ],
)
def test_a_span_between_dated_or_numbered_quarters_is_read(sentence: str) -> None:
    assert not _wrong(sentence, "revenue", _V_SHAPE), sentence
    assert _wrong(sentence.replace("rose", "fell"), "revenue", _V_SHAPE), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Net debt has been reduced since 30 September 2021.",
        "Net debt has been reduced since the quarter ending 2021-09-30.",
        "Net debt has been reduced since 30.09.2021.",
        "Net debt has been reduced since quarter-end 30.09.2021.",
        "Net debt has been reduced since Q3/21.",
    ],
)
def test_a_horizon_opened_by_a_day_is_read(sentence: str) -> None:
    assert not _wrong(sentence, "net_debt", _UP_THEN_DOWN), sentence
    assert _wrong(sentence.replace("reduced", "increased"), "net_debt", _UP_THEN_DOWN), sentence


def test_a_day_before_the_series_is_a_horizon_it_does_not_cover() -> None:
    assert _wrong("EBITDA is up some 40 % since 31.12.2012.", "ebitda", _UP_THEN_DOWN)
    assert _wrong("EBITDA is up some 40 % since 31 Dec 2012.", "ebitda", _UP_THEN_DOWN)


#: rising in every quarter but one after Q2 2021 (a dip in Q1 2022), and in the last
_DIP: tuple[float, ...] = (100, 90, 80, 70, 60, 70, 80, 90, 85, 95, 105, 115)


@pytest.mark.parametrize(
    "sentence",
    [
        "Cash grew each quarter against the previous quarter since Q2 2021.",
        "Cash grew sequentially in every quarter since Q2 2021.",
        "Cash grew in every single quarter, compared to the prior one, since Q2 2021.",
    ],
)
def test_the_step_of_an_every_period_claim_is_not_its_horizon(sentence: str) -> None:
    assert _wrong(sentence, "cash", _DIP), sentence
    steady = (100, 90, 80, 70, 60, 70, 80, 90, 95, 100, 105, 115)
    assert not _wrong(sentence, "cash", steady), sentence


#: each quarter of 2022 above the same quarter of 2021, though falling through 2022
_YEAR_ON_YEAR_UP: tuple[float, ...] = (50, 50, 50, 50, 60, 70, 80, 90, 130, 120, 110, 100)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("In every quarter of 2022, revenue came in below the comparable quarter of 2021.", True),
        ("Revenue was higher in each quarter of 2022 than in the corresponding quarter of 2021.",
         False),
        ("Revenue declined versus the equivalent period of 2021 in every quarter of 2022.", True),
        ("In each quarter of 2022, sales were below the prior-year quarter.", True),
        ("Each quarter of 2022 saw revenue above the previous year's quarter.", False),
        ("In every quarter of 2022 revenue was lower than in the corresponding quarter of the "
         "previous year.", True),
    ],
)  # fmt: skip
def test_the_same_period_of_the_year_before_is_a_year_on_year_step(
    sentence: str, wrong: bool
) -> None:
    assert _wrong(sentence, "revenue", _YEAR_ON_YEAR_UP) is wrong, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Net debt has come down relative to the level of 2017.",
        "Net debt is lower in comparison with the figures of 2016.",
        "Net debt has fallen compared to the 2015 levels.",
    ],
)
def test_a_years_level_is_that_year(sentence: str) -> None:
    falling = tuple(float(300 - 10 * i) for i in range(12))
    assert _wrong(sentence, "net_debt", falling), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Inventory did not rise in any single quarter between Q1 2021 and Q4 2022.",
        "Inventories haven't gone up at any point since Q4 2020.",
        "Inventory has not increased in any of the past eight quarters.",
        "Inventory posted no quarter with an increase between Q1 2021 and Q4 2022.",
        "In inventory there was not a single quarter that showed a rise since Q4 2020.",
    ],
)
def test_a_negated_change_of_any_period_is_denied_in_every_step(sentence: str) -> None:
    one_rise = (200, 190, 180, 170, 160, 150, 140, 145, 130, 120, 110, 100)
    assert _wrong(sentence, "inventory", one_rise), sentence
    falling = tuple(float(200 - 10 * i) for i in range(12))
    assert not _wrong(sentence, "inventory", falling), sentence


#: 2021 sums to 380, 2022 to 300; but the last quarter of 2022 is above that of 2021
_YEARS: tuple[float, ...] = (90, 90, 90, 90, 100, 100, 100, 80, 70, 70, 70, 90)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Full-year 2022 sales exceeded 2021.", True),
        ("Sales for 2022 as a whole were lower than for 2021.", False),
        ("Sales in the whole of 2022 came in below the entire year 2021.", False),
        ("Over the complete year 2022, sales were up on 2021.", True),
    ],
)
def test_whole_years_are_compared_as_wholes(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence, "revenue", _YEARS) is wrong, sentence


def test_a_year_held_in_part_or_a_price_window_is_read_as_a_calendar_span() -> None:
    # 2019 is not held at all: the calendar reading says it is outside the series
    assert _wrong("Sales grew in the full year 2019.", "revenue", _YEARS)
    window = Computation(
        source_id="src_reading_n",
        function_id="prices.window",
        arguments={},
        result={
            "stats": [
                {
                    "entity_id": "ent_wernigerode",
                    "total_return": 0.2,
                    "first_day": "2022-01-03",
                    "last_day": "2022-12-30",
                }
            ]
        },
    )
    assert misstatements(["Wernigerode's shares fell over the full year 2022."], [window])


def _numbers_pass(sentence: str, values: tuple[float, ...]) -> bool:
    computation = _quarters("revenue", values)
    citation = Citation(mark="[[src_reading_n]]", number=1, source_id="src_reading_n", title="t")
    return all(c.passed for c in numbers_match(sentence, [citation], [computation]))


_TO_180: tuple[float, ...] = (150, 150, 150, 150, 155, 155, 155, 160, 165, 170, 175, 180)


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        ("As per 31/12/2022 revenue was up by ca. 12,5 % on the year [1].", True),
        ("Revenue climbed appr. 12,5 % in the year to 31.12.2022 [1].", True),
        ("Revenue climbed appr. 27,5 % in the year to 31.12.2022 [1].", False),
        ("Revenue climbed approx 12,5 % in the twelve months to 31.12.22 [1].", True),
    ],
)
def test_decimal_commas_hedges_and_days_in_numbers(sentence: str, right: bool) -> None:
    assert _numbers_pass(sentence, _TO_180) is right, sentence


def test_a_decimal_comma_size_is_read_against_the_horizon() -> None:
    # 160 (Q4 2021) to 180 (Q4 2022) is 12.5 %
    assert not _wrong("Revenue rose by 12,5 % compared with Q4 2021.", "revenue", _TO_180)
    assert _wrong("Revenue rose by 37,5 % compared with Q4 2021.", "revenue", _TO_180)
