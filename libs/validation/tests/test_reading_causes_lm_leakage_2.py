"""Stated leakage: the causes of held-out batches L's and M's second-wave misses (formal
drafting and everyday or shorthand notes), each tested on constructions no review batch writes.
Causes, by family:

- a period given a defined term in one sentence or field ('"Fitting Horizon" shall mean …',
  '… (the "Training Span")', 'Look-Back Sample means …') and used by that name elsewhere ("tuned
  on the Training Span") is that period;
- data taken "as restated" or "as last revised" (in the latest filing) are known only later;
- a fill at the price the signal is computed from, said with a reinforced determiner ("at that
  same close", "at this very closing price") or as the price "used to compute" the signal;
- a feature list written after a colon or in shorthand ("Inputs: r(t+1), …", "feats incl. fwd
  5d rets");
- sizing or scaling by a volatility (or a standard deviation) measured over a period is a fit
  over that period;
- the desk's labels for the samples ("IS 2011-18 / OOS 2016-19"): the in-sample label fits its
  period, the out-of-sample one tests its own;
- a period checked or verified after a choice ("then verified it over 2016–2019") is the
  choice's test, and one that comes "after the choice" was not used by it.

Each is tested both ways: the same shape that keeps out of the test stays clean.
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("definition", "use", "leaky"),
    [
        (
            'Interpretation. "Fitting Horizon" shall mean the period from 1 February 2012 to '
            "30 September 2018.",
            "Model coefficients are regressed over the Fitting Horizon once.",
            True,
        ),
        (
            'Interpretation. "Fitting Horizon" shall mean the period from 1 February 2012 to '
            "30 September 2015.",
            "Model coefficients are regressed over the Fitting Horizon once.",
            False,
        ),
        (
            "Prices from 2 January 2012 through 31 August 2019 (the “Training Span”) are "
            "described in Annex 1.",
            "Hyper-parameters were tuned on the Training Span.",
            True,
        ),
        (
            "Prices from 2 January 2012 through 31 August 2015 (the “Training Span”) are "
            "described in Annex 1.",
            "Hyper-parameters were tuned on the Training Span.",
            False,
        ),
        (
            "Look-Back Sample means the years 2010 to 2018.",
            "The entry threshold was set using the Look-Back Sample.",
            True,
        ),
        (
            "Look-Back Sample means the years 2010 to 2014.",
            "The entry threshold was set using the Look-Back Sample.",
            False,
        ),
        (
            '"Reference Point" means 31 March 2019.',
            "The factor loadings were estimated on data to the Reference Point.",
            True,
        ),
        (
            '"Reference Point" means 31 March 2015.',
            "The factor loadings were estimated on data to the Reference Point.",
            False,
        ),
        # a defined period that nothing is fitted or chosen on is only a name
        (
            '"Reporting Period" means 2016 to 2019.',
            "Returns are shown for the Reporting Period.",
            False,
        ),
    ],
)
def test_a_defined_period_is_read_where_it_is_used(definition: str, use: str, leaky: bool) -> None:
    assert reading_cases.leaky(definition, use) is leaky
    assert reading_cases.leaky(use, definition) is leaky  # the definition may come after its use


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Book values enter the screen as restated in each company's latest annual filing.", True),
        ("Macro releases are used as last revised by the statistical office.", True),
        ("Book values enter the screen as first published, each from its filing date.", False),
        ("Trades execute at this very closing print, the one the score is computed on.", True),
        ("Rebalancing orders fill at the close used to compute the ranking.", True),
        ("Rebalancing orders fill at the next session's close after the ranking.", False),
        ("Inputs: r(t+1), book-to-market and size.", True),
        ("Inputs: r(t-1), book-to-market and size.", False),
        ("feat set incl. fwd 5d rets and carry", True),
        ("feat set incl. trailing 5d rets and carry", False),
        ("feat set excl. fwd 5d rets and carry", False),
        ("Macro releases are used as revised each quarter, point-in-time.", False),
    ],
)
def test_information_known_only_later(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Each position is sized by its volatility over 2011–2019.", True),
        ("Each position is sized by its volatility over 2011–2015.", False),
        ("Holdings are divided by the standard deviation of the entire sample.", True),
        ("Holdings are divided by the standard deviation of each fold's own training data.", False),
        ("Sleeves are vol-scaled on the full history.", True),
        ("The book is inverse-vol weighted using 2011–2019 data.", True),
        ("The book is inverse-vol weighted using 2011–2014 data.", False),
        ("The book is vol-targeted at 10% annualised.", False),
    ],
)
def test_scaling_by_a_volatility_fits_its_period(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("IS: 2011-2018 | OOS: 2016-2019", True),
        ("IS: 2011-2015 | OOS: 2016-2019", False),
        ("in-sample window 2011–2018; out-of-sample 2016–2019", True),
        ("in-sample window 2011–2015; out-of-sample 2016–2019", False),
    ],
)
def test_sample_labels(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("She chose the cut-off on 2011–2018 and then verified it over 2016–2019.", True),
        ("She chose the cut-off on 2011–2015 and then verified it over 2016–2019.", False),
        (
            "They picked the band that did best on 2012–2015, then sanity-checked it across "
            "2016–2019.",
            False,
        ),
        (
            "We settled on the lookback using 2011–2015 data; the 2016–2019 years were scored "
            "once, following the selection.",
            False,
        ),
        ("The holdout years were looked at only after the calibration.", False),
        ("We kept the filter after trying it out on 2016–2019.", True),
        ("We kept the filter after trying it out on 2012–2015.", False),
        ("The holdout years were used for the calibration.", True),
    ],
)
def test_a_period_checked_after_the_choice(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky
