"""Held-out batch Z's stated-leakage causes, each tested on constructions in no batch: a later
period's figure among the inputs, a decision taken from its own period's outcome, a fill at the
signal's price said with a dealing verb, and a rule's setting adjusted on the test years."""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    "sentence",
    [
        "The regressors include the following quarter's reported customer deposits.",
        "Among the predictors is the subsequent week's settled FX volume.",
        "Each week's hedge ratio is computed from the same week's actual flows.",
        "The quarter's tilt is based on that very quarter's realised spreads.",
        "Orders are booked at that same fix the signal is read from.",
        "The overlay is struck at the same closing rate used for sizing.",
        "The stop-loss levels were loosened once the team had studied the 2017-2019 outcomes.",
        "We shortened the lookback after examining results over 2016 to 2018.",
    ],
)
def test_look_ahead_in_treasury_words_leaks(sentence: str) -> None:
    assert reading_cases.leaky(sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "The regressors include the prior quarter's reported customer deposits.",
        "Each week's hedge ratio is computed from the previous week's actual flows.",
        "Orders are booked at the next morning's fix.",
        "We place the surplus at the same rate as last year's deposit.",
        "The stop-loss levels were loosened once the team had studied the 2010-2015 outcomes.",
        "The Board raised new capital in 2018.",
    ],
)
def test_the_clean_forms_do_not_leak(sentence: str) -> None:
    assert not reading_cases.leaky(sentence), sentence
