"""Stated leakage: two look-aheads that are not a matter of dates, said in forms the readers did
not take (issue 18; found on batch ZJ, tested on constructions no review batch writes).

- a quantity over a span counted forward from the decision ("the price change during the
  following ten sessions", "volatility in the coming quarter") among the inputs is a feature
  from the future (`leakage`'s future quantities);
- figures filed under the period they report on ("keyed to the fiscal year the accounts
  relate to") rather than under the day they came out ("not the date they were filed") are
  used before they were published (`publication_lag`).

Each is tested both ways: the same words about the past, or filed under the release, are clean.
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("leaky", "clean"),
    [
        (
            "Predictors: the price change during the following ten sessions, momentum and size.",
            "Predictors: the price change during the preceding ten sessions, momentum and size.",
        ),
        (
            "The model's inputs are value, quality and each bond's volatility in the coming "
            "quarter.",
            "The model's inputs are value, quality and each bond's volatility in the past quarter.",
        ),
        (
            "Book values are keyed to the fiscal year the accounts relate to, not the date "
            "they were filed.",
            "Book values are keyed to the date they were filed, not the fiscal year the "
            "accounts relate to.",
        ),
        (
            "Dividends enter the screen pinned to the period they cover instead of the week "
            "they were declared.",
            "Dividends enter the screen pinned to the week they were declared.",
        ),
    ],
)
def test_look_ahead_forms(leaky: str, clean: str) -> None:
    assert reading_cases.leaky(leaky, where="purpose")
    assert not reading_cases.leaky(clean, where="purpose")


def test_the_forward_span_as_the_predicted_outcome_states_none() -> None:
    # what the model predicts is its label, not an input
    assert not reading_cases.leaky(
        "The label is the price change during the following ten sessions.", where="purpose"
    )
