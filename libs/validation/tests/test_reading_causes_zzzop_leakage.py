"""Stated-leakage causes of issue 18 (ZZZO/ZZZP families), each tested as a family on
constructions in no batch:

- a negator hyphened into a compound word is that word's part, not a clause's negator ("fitted
  on no-load fund flows", "tuned on not-for-profit hospital ratios") (`leakage._NEGATOR`);
- a figure dated at its day or period end with a relative clause saying it is had only once it
  is made known ("the December 31 reserve figure, which the insurer only has once the actuary
  signs off in March"), and a release with its lag said first, then the figures dated at the
  period's end ("the index the agency publishes with a lag, dated to the quarter-end it
  covers") (`publication_lag`);
- the rules a test runs under as they stand today (a regulator's regime, a mandate's limits, a
  policy's caps) applied over its folds or years (`present_day_inputs`);
- a moving window with both ends written, as a range, or ending with the last test is one fit
  over those dates, not a refit inside each fold (`leakage._CONFINED`);
- continental-European fitting verbs in their finite past ("se ajustaron", "si stimò")
  (`leakage_lexicon_eu.FIT`).

Each has a clean twin. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("methods[0].purpose", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The fee drag was fitted on no-load fund flows for 2004-2017.", True),
        ("The hurdle was tuned on not-for-profit hospital ratios over 2003 to 2016.", True),
        ("The hurdle was tuned on not-for-profit hospital ratios over 2003 to 2013.", False),
        ("The hurdle was not tuned on hospital ratios over 2003 to 2016.", False),
    ],
)
def test_a_hyphened_negator_denies_nothing(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Each year's reserve ratio in the simulation is the December 31 figure, which the "
            "insurer only has once the actuary signs off in March.",
            True,
        ),
        (
            "Each year's reserve ratio in the simulation is the December 31 figure, which the "
            "insurer only has once the actuary signs off, and it is used from the day it "
            "arrives.",
            False,
        ),
        (
            "Each year's reserve ratio in the simulation is the last figure the insurer had "
            "on file at each rebalance date.",
            False,
        ),
        (
            "Quarterly occupancy comes from the index the agency releases with a two-month "
            "lag, dated to the quarter-end it covers.",
            True,
        ),
        (
            "Quarterly occupancy comes from the index the agency releases with a two-month "
            "lag, dated to the quarter-end following its release.",
            False,
        ),
    ],
)
def test_a_figure_had_only_after_its_date(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Both folds are run under the current concentration caps of the charter.", True),
        ("Every year of the backtest applies today's solvency regime and its ceilings.", True),
        ("Both folds are run under the concentration caps in force at each fold's start.", False),
    ],
)
def test_present_day_rules_over_the_folds(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The betas were estimated once on an expanding window from 2006 to 2017.", True),
        ("The betas were estimated on an expanding window, 2006-2016, and then frozen.", True),
        (
            "The betas were estimated on an expanding window from 2006 through the end of the "
            "final fold.",
            True,
        ),
        (
            "The betas are re-estimated on an expanding window from 2006 to each fold's "
            "training end.",
            False,
        ),
        ("The betas were estimated once on an expanding window from 2006 to 2013.", False),
    ],
)
def test_a_moving_window_with_fixed_ends_is_one_fit(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Las ponderaciones se ajustaron con datos de 2006 a 2017.", True),
        ("I coefficienti si stimarono sui dati dal 2006 al 2017.", True),
        ("Las ponderaciones se ajustaron con datos de 2006 a 2013.", False),
    ],
)
def test_finite_past_fitting_verbs(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
