"""Batch ZS's needless objective concerns, read in general (phrases in no batch):

* an asset named by its stability — stablecoins, the desk's plural "stables", a stable-value
  fund — is a class of holdings, no wish for calm (`intent._CLASS`);
* "limits" followed by the verb it is the subject of ("the LPA limits apply", "all IPS limits
  govern") is the noun, which asks for no objective (`intent._NOUN_FOLLOWS`).
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Can you confirm how much of the book sits in stablecoins today?",
        "Top up the stables sleeve from the treasury wallet before Friday.",
        "Move the operating float into the stable value fund for now.",
        "Re-run the weights; all LPA and risk-policy limits apply as before.",
        "Redo the allocation: PPM and volatility-policy limits govern.",
        "Refresh the sleeve weights, side-letter and risk-appetite limits hold.",
    ],
)
def test_no_objective_is_asked(text: str) -> None:
    assert asked(text) is None, asked(text)


@pytest.mark.parametrize(
    "text",
    [
        # stability asked for still asks for less risk, and "limit" the verb directs its object
        "Our trustees want the book stable above all else.",
        "Hold the sleeve at a stable value through the year.",
        "Please limit volatility in the rebuilt sleeve.",
    ],
)
def test_stability_and_the_verb_still_ask_for_less_risk(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert "minimise_variance" in found.kinds, found
