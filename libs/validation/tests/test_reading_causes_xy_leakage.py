"""The stated-leakage causes of held-out batches X (pension and endowment governance) and Y (retail
investors' forums), each tested as a family on constructions in no batch:

- a fill at the very price the signal is computed from, said with any verb of trading (buy,
  sell, go long, short, trade), any determiner of sameness ("that same", "those same", "the
  identical") and the price's modifiers and plurals ("month-end closes", "daily closing
  prices"); a fill at a later price is clean;
- an open start and an open end said apart ("from 2008, through June 2015", "since 2009 and
  up to the end of 2015") are one closed period;
- a bound given by a dated event ("up to the 2017 valuation", "until the referendum of June
  2016", "from 2009 up to the 2015 oil price collapse") is that date;
- a period in brackets right after "before the first test …" restates the history before the
  test, not the test itself;
- a choice made after a test over a period ("backtested 2011 through 2020, then picked the
  winner") is made on that period;
- work done knowing what happened over a period ("knowing how equities did through 2021",
  "having watched …", "in full knowledge of …") used that period;
- present-day information (today's list, the latest forecasts, the current recommended list)
  used in every fold of a historical test is hindsight; used for the live portfolio it is not.

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The screen runs on each Friday's close and we sell at that same Friday close.", True),
        (
            "Signals use daily closing prices; positions are bought at these same daily closes.",
            True,
        ),
        ("I go long at the identical weekly close the crossover prints on.", True),
        ("The model reads quarter-end closes and trades at those same quarter-end closes.", True),
        ("The model reads quarter-end closes and trades at the next session's open.", False),
        ("I short at the close of the day after the signal.", False),
    ],
)
def test_a_fill_at_the_signals_own_price(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The weights were estimated from 2008, through June 2015, and kept for every fold.",
            False,
        ),
        ("The weights were estimated from 2008, through June 2018, then kept.", True),
        ("The band was calibrated since 2009 and up to the end of 2015.", False),
        ("The band was calibrated since 2009 and up to the end of 2017.", True),
    ],
)
def test_an_open_start_and_an_open_end_said_apart(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The cut-off was tuned on the data before the first test window (2009–2015).", False),
        (
            "The cut-off was tuned before the first out-of-sample year (2011 to 2015).",
            False,
        ),
        ("The cut-off was tuned on the data up to the last test window (2009–2019).", True),
    ],
)
def test_brackets_after_the_history_before_a_test_restate_that_history(
    text: str, leaky: bool
) -> None:
    assert reading_cases.leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("I ran the backtest over 2012–2021 and kept the best-performing threshold.", True),
        ("Backtested 2011 through 2020, then picked the winner for every fold.", True),
        ("We simulated 2010–2019 and went with whichever band came out on top.", True),
        ("I ran the backtest over 2012–2021 with the threshold fixed in advance.", False),
        ("I backtested 2016–2021 and kept the trade log for review.", False),
        ("Backtested 2010 through 2015, then picked the winner for every fold.", False),
    ],
)
def test_a_choice_after_a_test_is_made_on_its_period(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The risk budget was drawn up knowing how equities did through 2021.", True),
        ("The glide path was written having watched funding levels over 2012–2019.", True),
        ("The hedge ratio rule was agreed in full knowledge of gilt yields up to 2022.", True),
        ("The risk budget was drawn up knowing only returns to 2015.", False),
        ("The glide path was written having watched funding levels over 2010–2015.", False),
        ("The trustees are aware of the 2018 drawdown; the band is set in each window.", False),
    ],
)
def test_work_done_knowing_a_period_used_it(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Each fold uses today's approved fund list as its universe.", True),
        ("The latest analyst return forecasts are plugged into all folds.", True),
        ("The current recommended list drives every window of the backtest.", True),
        ("Each fold uses the approved fund list as it stood at that fold's start.", False),
        ("The current forecasts are used for the live portfolio only.", False),
        ("Each fold's current weights come from its own training years.", False),
    ],
)
def test_present_day_information_in_every_fold(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky, text


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The hedge ratio was fitted on data up to the 2017 valuation.", True),
        ("The hedge ratio was fitted on data up to the 2014 valuation.", False),
        ("The hedge ratio was fitted from 2009 up to the 2015 oil price collapse.", False),
        ("The hedge ratio was fitted from 2009 until the referendum of June 2016.", True),
        ("The hedge ratio was fitted from 2009 until the taper tantrum of May 2013.", False),
        ("The hedge ratio was fitted through the June 2015 Greek default.", False),
        ("The hedge ratio was fitted through the March 2018 funding review.", True),
    ],
)
def test_a_bound_given_by_a_dated_event(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky, text
