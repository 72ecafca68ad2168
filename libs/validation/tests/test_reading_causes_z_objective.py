"""Held-out batch Z's objective causes, each tested on constructions in no batch.

Minutes and board letters quote a proposal before they say what was decided (the quotation
is the proposer's words, not the writer's ask), and a return is said to be taken *without* a
risk adjustment (its risk words are no target).
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.proposal_quotes import proposal_quotes
from quantward_validation.unadjusted_returns import risk_unadjusted_blanked

# --- a quotation reported as someone's proposal ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            'Minute 7: the investment adviser suggested, "keep as close to the FTSE All-Share '
            'as the mandate permits". Members declined. Agreed: the steadiest mix available, '
            "lowest volatility first.",
            "minimise_variance",
        ),
        (
            "The treasurer's recommendation at the March meeting: \"maximise the expected "
            'return". The board preferred otherwise. Target: the best return per unit of risk.',
            "maximise_risk_adjusted_return",
        ),
        (
            'Motion tabled by the finance sub-committee — "shadow the index" — fell. We now '
            "want the highest return the instruments can deliver.",
            "maximise_expected_return",
        ),
    ],
)
def test_a_proposal_quoted_before_the_decision_is_not_the_ask(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)


def test_a_proposal_quoted_and_adopted_is_the_ask_when_nothing_else_is() -> None:
    found = asked('The Committee adopted the wording proposed by management: "track the index".')
    assert found is not None
    assert "minimise_tracking_error" in found.kinds


def test_the_quotation_after_a_proposing_word_is_found() -> None:
    text = 'Counter-proposal from the CFO\u2019s office, "lowest variance", was circulated.'
    spans = proposal_quotes(text)
    assert [text[a:b] for a, b in spans] == ['"lowest variance"']


# --- a return not adjusted for risk ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "KPI for the sleeve: total return, unadjusted for volatility. Push it up.",
        "Maximise the non-risk-adjusted return of the cash book.",
        "Headline target is raw return with no adjustment for risk; make it as big as possible.",
        "What counts is the return before any vol adjustment. Maximise that.",
    ],
)
def test_a_return_unadjusted_for_risk_is_the_return_alone(text: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.kinds >= {"maximise_expected_return"}, (text, found)


def test_the_unadjusted_qualifier_is_blanked_with_offsets_kept() -> None:
    text = "return, not adjusted for beta, maximised"
    blanked = risk_unadjusted_blanked(text)
    assert len(blanked) == len(text)
    assert "beta" not in blanked
    assert "return" in blanked


def test_a_risk_adjusted_return_is_still_read() -> None:
    found = asked("Maximise the risk-adjusted return, not the raw one.")
    assert found is not None
    assert "maximise_risk_adjusted_return" in found.kinds
