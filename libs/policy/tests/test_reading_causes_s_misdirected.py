"""Batch S's family "a message sent to the wrong person", at the Guardian's objective rule: a
later message that says the one before it was meant for someone else ("sorry, that last one was
meant for my sister", "wrong chat!") takes that message's ask away, whether or not it asks for
something itself. The texts are written here, not taken from a batch.
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


def _bundle(texts: tuple[str, ...], kind: ObjectiveKind) -> ReviewBundle:
    contract = ResearchContractBody(
        interpretation="Weights for the names in the sheet",
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
    messages = tuple(
        UserMessage(message_id=f"msg_01hzzzzzzzzzzzzzzzzzzzzzt{i}", text=text)
        for i, text in enumerate(texts)
    )
    return ReviewBundle(
        stage="plan",
        policy="strategy",
        user_messages=messages,
        contract_id="ctr_1",
        contract_version=1,
        contract=contract,
    )


def _objective_raised(texts: tuple[str, ...], kind: ObjectiveKind) -> bool:
    decision = decide(_bundle(texts, kind), (), ())
    return any(c["concern_id"] == "objective" for c in decision["concerns"])


_ASKS = (
    "Lowest volatility you can manage, please.",
    "Please maximise the Sharpe ratio of the sleeve.",
    "Keep the tracking error to the index as small as possible.",
)


@pytest.mark.parametrize("ask", _ASKS)
@pytest.mark.parametrize(
    "misdirected",
    [
        "Oops, wrong chat, sorry!",
        "Sorry, that last one was meant for my sister.",
        "Ignore that - it wasn't meant for you.",
        "Sent that to the wrong person, apologies.",
    ],
)
def test_an_ask_sent_to_the_wrong_reader_is_not_ours(ask: str, misdirected: str) -> None:
    # the request that came before the misdirected ask is the one that holds
    texts = ("Maximise the expected return, risk is secondary.", ask, misdirected)
    assert not _objective_raised(texts, "maximise_expected_return")


def test_a_message_that_is_for_us_keeps_its_ask() -> None:
    texts = ("Maximise the expected return.", "That last one was for you, to be clear.")
    assert not _objective_raised(texts, "maximise_expected_return")
    assert _objective_raised(texts, "minimise_variance")
