"""Batch N's family "a message that corrects itself further down", at the Guardian's objective
rule: when a later sentence of the same message disowns the words above it (copied from another
client's brief, a mistake, wrong), the objective is the one its correction states, not its slip.
The texts are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import (
    EvidencePromise,
    Method,
    ObjectiveKind,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
)
from quantward_policy.guardian import decide
from quantward_validation.self_corrections import corrected


def _bundle(text: str, kind: ObjectiveKind) -> ReviewBundle:
    contract = ResearchContractBody(
        interpretation="Weights for the account across the listed names",
        objective=kind.replace("_", " "),
        objective_kind=kind,
        methods=(Method(custom_code_reason="no solver needed here", purpose="the weights"),),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description="the weights",
                kind="table",
                section_title="Weights",
            ),
        ),
    )
    return ReviewBundle(
        stage="plan",
        policy="strategy",
        user_messages=(UserMessage(message_id="msg_01hzzzzzzzzzzzzzzzzzzzzzq0", text=text),),
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )


def _objective_raised(text: str, kind: ObjectiveKind) -> bool:
    decision = decide(_bundle(text, kind), (), ())
    return any(c["concern_id"] == "objective" for c in decision["concerns"])


_CORRECTED = (
    (
        "Hello team,\n\nplease maximise the Sharpe ratio of the book.\n\nThanks, Ines\n\n"
        "PS - the line above was pasted from another client's brief. Here what we need is to "
        "keep the volatility as low as it can go.",
        "minimise_variance",
        "maximise_risk_adjusted_return",
    ),
    (
        "Objective: the highest expected return, whatever the swings.\n"
        "Correction to what I wrote above, it is wrong: we want the tracking error to the MSCI "
        "World as small as possible.",
        "minimise_tracking_error",
        "maximise_expected_return",
    ),
    (
        "Team,\nkeep the swings of the fund as small as possible.\nRegards, Piet\n"
        "NB: my mistake above, for this fund we look for the largest gain we can get.",
        "maximise_expected_return",
        "minimise_variance",
    ),
    (
        "Please aim at the highest Sharpe ratio.\n\nPS: please disregard the aim above, it "
        "belongs to the previous mandate. This one must follow the Stoxx 600 as closely as "
        "possible.",
        "minimise_tracking_error",
        "maximise_risk_adjusted_return",
    ),
)


@pytest.mark.parametrize(("text", "meant", "slip"), _CORRECTED)
def test_the_correction_below_states_the_objective(
    text: str, meant: ObjectiveKind, slip: ObjectiveKind
) -> None:
    assert not _objective_raised(text, meant)
    assert _objective_raised(text, slip)


def test_a_message_that_disowns_nothing_is_read_whole() -> None:
    text = (
        "As written above in the brief, the tracking error against the index should be as small "
        "as possible; the tracking error is the only thing that matters."
    )
    assert corrected(text) is None
    assert not _objective_raised(text, "minimise_tracking_error")


def test_a_correction_keeps_offsets_and_line_breaks() -> None:
    text = "Aim: max return.\nSorry, my mistake above. Aim: min variance."
    fixed = corrected(text)
    assert fixed is not None
    assert len(fixed) == len(text)
    assert fixed.endswith(" Aim: min variance.")
    assert "\n" in fixed
    assert "max return" not in fixed
