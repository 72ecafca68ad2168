"""Trend claims: the causes of held-out batches L's and K's remaining trend misses, each tested
on constructions no review batch writes. Causes, by family:

- a fiscal year that does not end in December (`fiscal_years`): "fiscal 2021", "FY21", a
  fiscal quarter or half are the company's periods, not calendar ones; a fiscal year's flow is
  the sum of its quarters, its margin their mean, compared year on year, quarter on the
  year-ago quarter, half on half; "in each of the last N fiscal years" takes N comparisons of
  whole fiscal years; a fiscal year the series does not hold is outside its horizon; and
  `answer.numbers_match` knows a change between two periods' figures as a change;
- a per-share figure's count of shares qualifies it, it does not rename it: `eps_diluted` and
  `diluted_eps` are "EPS";
- a horizon dated by an event of the fund's or company's life (`since_events`): "since its
  inception in June 2012", "since our 2013 listing".
"""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.since_events import dated_since
from quantward_validation.trends import misstatements

#: a fiscal year ending in September: FY2019 Q1 ends 2018-12-31, FY2022 Q4 2022-09-30
_ENDS = tuple(
    f"{year - 1 if q == 1 else year}-{('12-31', '03-31', '06-30', '09-30')[q - 1]}"
    for year in (2019, 2020, 2021, 2022)
    for q in (1, 2, 3, 4)
)


def _fiscal(field: str, values: tuple[float, ...], *, declared: bool = True) -> Computation:
    rows: list[JsonValue] = [
        {"period": f"FY{2019 + i // 4} Q{i % 4 + 1}", "quarter_end": d, field: v}
        for i, (d, v) in enumerate(zip(_ENDS, values, strict=True))
    ]
    result: dict[str, JsonValue] = {"entity_id": "ent_initrode_systems", "quarters": rows[::-1]}
    if declared:
        result["fiscal_year_end"] = "09-30"
    return Computation(
        source_id="src_reading_l2",
        function_id="fundamentals.quarters",
        arguments={},
        result=result,
    )


# fiscal sums 400, 440 (+10 %), 484 (+10 %), 460 (down); Q4 FY22 below Q4 FY21
_REVENUE = (100.0, 100.0, 100.0, 100.0, 110.0, 105.0, 100.0, 125.0,
            120.0, 110.0, 130.0, 124.0, 125.0, 120.0, 115.0, 100.0)  # fmt: skip
# fiscal FY2021: first-half mean 40.5 %, second-half mean 42.0 % (+150 bp)
_MARGIN = (0.380, 0.381, 0.383, 0.384, 0.386, 0.388, 0.391, 0.393,
           0.400, 0.410, 0.418, 0.422, 0.431, 0.434, 0.4365, 0.439)  # fmt: skip


def _flagged(sentence: str, computation: Computation) -> list[str]:
    return [m.detail for m in misstatements([sentence], [computation])]


@pytest.mark.parametrize("declared", [True, False])
@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Initrode's revenue grew 10% in FY21 over FY20.", False),
        (
            "Revenue was up some 10 percent for fiscal year 2020 relative to fiscal year 2019.",
            False,
        ),
        ("Revenue increased in fiscal 2022 compared to fiscal 2021.", True),
        ("Revenue declined year over year in Q4 of fiscal 2022.", False),
        ("Revenue rose year-on-year in the fourth fiscal quarter of FY22.", True),
        ("Revenue has grown in every one of the past three fiscal years.", True),
        ("Revenue has risen in each of the past two fiscal years.", True),
        ("Revenue has not fallen in any of the last two fiscal years.", True),
        ("Revenue has climbed in each of the last six fiscal years.", True),
        ("Revenue has risen every quarter since fiscal 2016.", True),
    ],
)
def test_fiscal_periods_are_the_companys(sentence: str, wrong: bool, declared: bool) -> None:
    """A fiscal year ending in September, declared or shown by its period labels."""
    assert bool(_flagged(sentence, _fiscal("revenue", _REVENUE, declared=declared))) is wrong


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        (
            "Gross margin improved by 150 bp in the second half of fiscal 2021 versus the first "
            "half.",
            False,
        ),
        ("Gross margin eroded in H2 FY21 relative to H1.", True),
        ("Gross margin expanded roughly 275bps year over year in the first half of FY2022.", False),
        ("Gross margin has widened in each of the last three fiscal years.", False),
        ("Gross margin has narrowed in each of the last three fiscal years.", True),
    ],
)  # fmt: skip
def test_a_fiscal_halfs_margin_is_the_mean_of_its_quarters(sentence: str, wrong: bool) -> None:
    assert bool(_flagged(sentence, _fiscal("gross_margin", _MARGIN))) is wrong


def test_a_change_between_two_halves_is_a_number_of_the_cited_item() -> None:
    text = "Gross margin widened by 150 bp in the second half of FY21 against the first half [1]."
    citation = Citation(mark="[[src_reading_l2]]", number=1, source_id="src_reading_l2")
    (result,) = numbers_match(text, [citation], [_fiscal("gross_margin", _MARGIN)])
    assert result.passed, result.message


def _calendar(field: str, values: tuple[float, ...]) -> Computation:
    rows: list[JsonValue] = [
        {"quarter_end": f"{2020 + i // 4}-{('03-31', '06-30', '09-30', '12-31')[i % 4]}", field: v}
        for i, v in enumerate(values)
    ]
    return Computation(
        source_id="src_reading_l2",
        function_id="fundamentals.quarters",
        arguments={},
        result={"entity_id": "ent_initrode_systems", "quarters": rows[::-1]},
    )


@pytest.mark.parametrize("field", ["eps_diluted", "diluted_eps", "eps_basic"])
@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Initrode's EPS advanced in every quarter of 2021.", True),
        ("Earnings per share were higher in each quarter of 2020.", False),
    ],
)
def test_eps_counted_either_way_is_eps(field: str, sentence: str, wrong: bool) -> None:
    values = (1.0, 1.1, 1.2, 1.3, 1.4, 1.35, 1.5, 1.6)
    assert bool(_flagged(sentence, _calendar(field, values))) is wrong


def _portfolio() -> Computation:
    return Computation(
        source_id="src_reading_l2",
        function_id="portfolio.evaluate",
        arguments={},
        result={
            "metrics": {"expected_return": 0.12},
            "window": {"first_day": "2021-01-04", "last_day": "2022-12-30"},
        },
    )


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("The portfolio has delivered a positive return since its inception in June 2012.", True),
        ("The portfolio has delivered a positive return since the fund's 2013 launch.", True),
        ("The portfolio posted a positive return since launch (January 2021).", False),
    ],
)
def test_a_horizon_dated_by_an_event_opens_at_its_date(sentence: str, wrong: bool) -> None:
    assert bool(_flagged(sentence, _portfolio())) is wrong


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        (
            "Net revenue for the fiscal year ended September 30, 2021 increased 10% compared "
            "with the fiscal year ended September 30, 2020.",
            False,
        ),
        ("Revenue grew during the 2022 financial year.", True),
        ("Revenue fell year over year in the fiscal fourth quarter of 2022.", False),
        ("Revenue was up y/y in FY22 Q4.", True),
        ("Revenue expanded in fiscal '22.", True),
    ],
)
def test_a_fiscal_period_written_as_filings_write_it(sentence: str, wrong: bool) -> None:
    assert bool(_flagged(sentence, _fiscal("revenue", _REVENUE))) is wrong


def test_a_calendar_quarter_stays_a_calendar_quarter() -> None:
    """Without "fiscal", the fourth quarter of 2021 is October to December 2021 (FY22 Q1:
    125, up from 124), not fiscal 2021's fourth quarter (124, down from 130)."""
    flagged = _flagged(
        "Revenue rose sequentially in the fourth quarter of 2021.", _fiscal("revenue", _REVENUE)
    )
    assert not flagged


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # FY2020 Q3 (100) after FY2020 Q2 (105): a step down since fiscal 2020 began
        ("Revenue has increased every quarter since fiscal 2020.", True),
        # from fiscal 2020's last quarter (125) to the latest (100)
        ("Revenue has climbed since the beginning of FY21.", True),
        ("Revenue has fallen since fiscal 2021.", False),
    ],
)
def test_since_a_fiscal_year_began(sentence: str, wrong: bool) -> None:
    assert bool(_flagged(sentence, _fiscal("revenue", _REVENUE))) is wrong


@pytest.mark.parametrize(
    ("sentence", "read"),
    [
        ("up since its listing on 4 May 2016", "up since May 2016"),
        ("up since the Fund's first trading day (2 March 2015)", "up since March 2015"),
        # a decade, and a bare start, are the horizon reader's own
        ("down since the start of the 2010s", "down since the start of the 2010s"),
        ("down since its 1990s launch", "down since its 1990s launch"),
    ],
)
def test_an_events_date_is_where_the_horizon_opens(sentence: str, read: str) -> None:
    assert dated_since(sentence) == read
