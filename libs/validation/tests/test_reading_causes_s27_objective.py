"""Objective causes of issue 18 seen in the ZZY round, each tested as a family on wordings no
batch uses (a timber fund, a shipping bank, a salvage-claims fund):

- an earlier version named by a qualified stage of a document ("the pre-signing draft of the
  IMA gave the aim as …", "the seed-round version of the mandate put it as …") is reported, up
  to the stop that closes its quotation, and the text that a later party's change introduces
  ("the trustees' comments replaced it; the signed IMA reads: …") is what is asked
  (`earlier_versions`);
- a reference, strategic or policy portfolio is a benchmark to stay close to ("mirror the
  trustees' strategic portfolio as closely as possible") (`intent._INDEX`); a "model portfolio"
  is not read as one (a consultant's, mirrored in one respect only: batch H's twins);
- what a claim or a loan pays back is its return: "the highest expected recoveries", "the most
  expected proceeds" (`intent`'s return nouns). A private fund's IRR or MOIC is not read as one:
  in a funder's terms it is a fee or hurdle ("the greater of 2.5x MOIC or a 27% IRR"), and its
  "greater" is no direction of ours.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "The pre-signing draft of the IMA gave the mandate's aim as \"the best return per "
            "unit of volatility across the plantations.\" The trustees' comments replaced it; "
            "the signed IMA reads:\n\nMandate aim: the steadiest portfolio of stands possible.",
            "minimise_variance",
        ),
        (
            'The seed-round version of the side letter put the goal as "the highest expected '
            "return on the fleet, with no penalty for risk.\" Counsel's redline struck it; the "
            "executed letter reads:\n\nGoal: mirror the lenders' reference portfolio as closely "
            "as possible.",
            "minimise_tracking_error",
        ),
    ],
)
def test_an_earlier_drafts_quoted_objective_is_reported(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)


@pytest.mark.parametrize(
    "text",
    [
        "Mandate aim: mirror the trustees' strategic portfolio as closely as possible.",
        "Please track the Annex B policy portfolio as tightly as you can.",
        "Stay as close as we can to the reference basket agreed with the lenders.",
    ],
)
def test_a_reference_portfolio_is_a_benchmark_to_stay_close_to(text: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert "minimise_tracking_error" in found.kinds, (text, found)


@pytest.mark.parametrize(
    "text",
    [
        "We weight the salvage claims for the highest expected recoveries; volatility plays no "
        "part.",
        "Size the cargo claims for the most expected proceeds, with no allowance for risk.",
    ],
)
def test_what_a_claim_pays_back_is_its_return(text: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert "maximise_expected_return" in found.kinds, (text, found)


def test_a_funders_terms_in_irr_and_moic_ask_for_nothing() -> None:
    assert (
        asked("The deal pays the greater of 3x MOIC or a 30% IRR before the firm's share.") is None
    )
