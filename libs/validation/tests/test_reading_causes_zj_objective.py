"""Held-out batch ZJ's objective causes (robo-advice and suitability), tested on constructions
in no batch:

- an earlier text named by its sending ("the brief we gave you on Monday", "the instructions
  sent earlier") and set aside in a label ending in a colon sets that text aside, not the ask
  the colon introduces;
- a model portfolio, risk profile or fund named in title case by its label ("the client's
  Aggressive Growth portfolio", "our Equity Income fund") names a product, not an objective,
  while a label with a direction or risk word of its own ("the Minimum Variance portfolio")
  still names one.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Update from the desk; please disregard the brief we gave you on Monday:\n\n"
            "Mandate aim: the least volatile mix available.",
            "minimise_variance",
        ),
        (
            "Forget the instructions sent earlier: best return per unit of risk for this one.",
            "maximise_risk_adjusted_return",
        ),
        (
            "Disregard the targets we posted on Friday: tightest tracking to the index.",
            "minimise_tracking_error",
        ),
    ],
)
def test_an_earlier_text_set_aside_before_a_colon_leaves_the_new_ask(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)


@pytest.mark.parametrize(
    "text",
    [
        "Could you redo the optimisation for the client's Adventurous Growth plan?",
        "Please optimise for the Balanced Growth pathway (risk class 4).",
        "Can we re-run the optimisation for the Cautious Growth model's bond sleeve?",
    ],
)
def test_a_product_named_by_its_label_asks_for_no_objective(text: str) -> None:
    assert asked(text) is None, asked(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Kindly run the optimiser again on the Minimum Variance portfolio.", "minimise_variance"),
        (
            "Re-optimise the Aggressive Growth portfolio for the best Sharpe ratio.",
            "maximise_risk_adjusted_return",
        ),
        ("Run the optimiser for growth, please.", "maximise_expected_return"),
    ],
)
def test_a_label_with_a_direction_or_an_ask_beside_the_name_still_counts(
    text: str, kind: str
) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # a record's update or correction, named with its record and version
        (
            "Aim: the highest expected return.\n"
            "Suitability correction (rev. 3): aim is the least volatile mix.",
            "minimise_variance",
        ),
        (
            "Mandate goal: best Sharpe ratio. Mandate update (14 June) - lowest variance only.",
            "minimise_variance",
        ),
        # a change of the objective said inline
        (
            "Aim: the highest expected return. Following the annual review, the client's goal "
            "has been changed to the lowest possible variance.",
            "minimise_variance",
        ),
    ],
)
def test_a_corrected_or_replaced_objective_gives_way(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)
