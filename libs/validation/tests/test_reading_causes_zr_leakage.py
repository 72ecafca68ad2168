"""The causes batch ZR's leakage kind showed, each read in general: constructions written here,
in no batch, guarded both ways (the same form ending before the test, or fixed in advance).

* weighting a blend on a stretch of data fits it there, as sizing does: "the mix of carry and
  value was weighted using 2005–2019" (`leakage._FIT`); a scheme's weighting
  ("equal-weighted over the test years") fits nothing;
* a figure said first, of a later period: "the closing price of the next trading day", "volumes
  for the coming week" among the inputs (`period_outcomes.LATER_PERIOD_FIGURE`);
* a choice made on what turned out after it: "the hedge tenor is chosen by whichever tenor went
  on to be the most liquid", "the contract is selected on its volume over the coming two weeks"
  (`leakage._CHOSEN_ON_OUTCOME`).
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The mix of carry and value was weighted using monthly data for 2005–2019.", True),
        ("Sleeve weights were re-weighted, just once, on the 2003-2018 record.", True),
        ("The mix of carry and value was weighted using monthly data for 2001–2009.", False),
        ("The book is equal-weighted over the test years and reported as is.", False),
    ],
)
def test_weighting_a_blend_on_a_period_fits_it_there(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Each rebalance's inputs include the closing price of the next trading day.", True),
        ("The signal reads, among its inputs, volumes for the coming week.", True),
        ("Each rebalance's inputs include the closing price of the prior trading day.", False),
    ],
)
def test_a_figure_of_a_later_period_is_from_the_future(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The hedge tenor is chosen by whichever tenor went on to be the most liquid.", True),
        ("The contract is selected on its volume over the coming two weeks.", True),
        ("The hedge tenor is chosen by a fixed rule: the nearest quarterly expiry.", False),
        ("The contract is selected on its volume over the past two weeks.", False),
    ],
)
def test_a_choice_made_on_what_turned_out_after_it_looks_ahead(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky
