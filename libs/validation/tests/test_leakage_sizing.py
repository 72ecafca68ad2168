"""Two kinds of look-ahead in plain words.

Sizing on a stretch of data fits to it: a tilt or a sleeve "sized on 2010–2020" has its size
chosen with those years' figures, exactly as "calibrated on" them, so a test inside them is
contaminated. Before, "sized" counted only with a volatility ("sized by the volatility of …"),
and "the value tilt was sized on the eleven financial years to 2021" passed as clean.

A figure something "goes on to make" (or "subsequently delivered") is dated after the decision:
among a signal's inputs it is a feature from the future; as the label it is none.
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The quality sleeve was sized on monthly data from 2009 to 2019.", True),
        ("We re-sized the carry overlay over 2012–2018 before the test.", True),
        ("Overlay size was set by sizing it, only once, using 2011-2019 returns.", True),
        ("The backtest covers 2016–2019; the years the overlay was sized on are 2008–2019.", True),
        ("The quality sleeve was sized on monthly data from 2005 to 2015.", False),
        ("We re-sized the carry overlay over 2008–2014 before the test.", False),
        ("Positions are sized on conviction, reviewed each quarter.", False),
    ],
)
def test_a_size_chosen_on_a_period_is_fitted_on_it(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Among the signal's inputs is the return each stock goes on to earn next quarter.", True),
        ("Inputs include the gain each bond subsequently delivered.", True),
        ("The label is the return each stock goes on to earn next quarter.", False),
        ("Inputs include each stock's trailing twelve-month return.", False),
    ],
)
def test_a_figure_something_goes_on_to_make_is_from_the_future(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky
