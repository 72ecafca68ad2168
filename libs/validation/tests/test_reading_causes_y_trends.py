"""The trend-claim causes of held-out batch Y (retail investors' forums), each tested as a family
on constructions in no batch:

- a change's size hedged the way people talk ("like 30 %", "something like", "somewhere
  around", "in the region of", "on the order of", "more or less") is a hedged size, as "about"
  is: the number is checked as the size of the change, within the hedge's tolerance, not as a
  figure the computation must contain;
- a quarter named by its month with the year before the noun ("the Sep '21 qtr", "the Mar
  2022 quarter") is that calendar quarter, so a range between two of them is read as its dates;
- the verbs of change of market slang ("ramped", "exploded", "tanked", "cratered", "imploded")
  say which way a figure went, as "rose" and "fell" do; a particle after a slang verb
  ("ramped down") still turns it.

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

_DAYS = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")
_SOURCE = "src_reading_y"


def _quarters(fields: dict[str, tuple[float, ...]]) -> Computation:
    return history(
        fields,
        _DAYS,
        entity_id="ent_initech",
        function_id="custom.metrics",
        source_id=_SOURCE,
        rows_key="rows",
        date_key="period_end",
    )


#: bookings up 30 % over the series; operating cash flow down 37.5 %
_FIGURES = _quarters(
    {
        "bookings": (100.0, 104.0, 111.0, 118.0, 124.0, 130.0),
        "operating_cash_flow": (80.0, 76.0, 71.0, 64.0, 57.0, 50.0),
        # down over the series, up from the September 2021 quarter to the March 2022 one
        "churn": (5.0, 4.0, 3.0, 4.5, 6.0, 4.8),
    }
)


def _numbers_right(sentence: str) -> bool:
    citation = Citation(mark=f"[[{_SOURCE}]]", number=1, source_id=_SOURCE, title="t")
    return all(c.passed for c in numbers_match(sentence, [citation], [_FIGURES]))


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        ("Bookings climbed like 30% over the six quarters [1].", True),
        ("Bookings are up something like 29% over the six quarters [1].", True),
        ("Operating cash flow dropped somewhere around 37% over the six quarters [1].", True),
        ("Operating cash flow slid in the region of 38% over the six quarters [1].", True),
        ("Bookings grew on the order of 30% over the six quarters [1].", True),
        ("Bookings rose more or less 30% over the six quarters [1].", True),
        # a hedge widens the tolerance; it does not make any size right
        ("Bookings climbed like 55% over the six quarters [1].", False),
    ],
)
def test_a_spoken_hedge_before_a_change_is_a_hedged_size(sentence: str, right: bool) -> None:
    assert _numbers_right(sentence) is right, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Bookings kept ramping over the six quarters.", False),
        ("Operating cash flow ramped over the six quarters.", True),
        ("Bookings exploded over the six quarters.", False),
        ("Operating cash flow exploded over the six quarters.", True),
        ("Operating cash flow tanked over the six quarters.", False),
        ("Bookings tanked over the six quarters.", True),
        ("Bookings cratered over the six quarters.", True),
        ("Operating cash flow imploded over the six quarters.", False),
        ("Bookings imploded over the six quarters.", True),
        # the particle turns the slang verb
        ("Bookings ramped down over the six quarters.", True),
    ],
)
def test_slang_verbs_of_change_say_which_way(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_FIGURES])) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "right"),
    [
        ("Bookings ramped about 30% over the six quarters [1].", True),
        ("Operating cash flow cratered like 37% over the six quarters [1].", True),
    ],
)
def test_a_slang_verb_takes_its_size(sentence: str, right: bool) -> None:
    assert _numbers_right(sentence) is right, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Churn rose from the Sep '21 qtr to the Mar '22 qtr.", False),
        ("Churn fell from the Sep 2021 quarter to the Mar 2022 quarter.", True),
        ("Churn climbed between the Sept-21 quarter and the March-22 quarter.", False),
        ("Churn eased between the September 2021 qtr and the March 2022 qtr.", True),
    ],
)
def test_a_quarter_named_by_month_and_year_before_the_noun(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_FIGURES])) is wrong, sentence
