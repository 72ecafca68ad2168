"""The objective causes of held-out batch P's first run, tested on constructions in no batch.

Cause: a sentence reporting what an outside voice advocates (a strategist, a broker's note, a
newswire quoting someone, another house) was read as the requester's own ask, beside the ask
the requester states in its own words. The family is attributed advocacy by a party outside
the requester (`quantward_validation.outside_voices`): it is reported speech, read only when the
requester's own words ask for nothing.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.intent import asked
from quantward_validation.outside_voices import advocacy_spans
from quantward_validation.provenance import stated_of


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        (
            "The broker's research recommends minimum variance for defensive sleeves. "
            "Thanks, but our trustees want as much return as the book can generate.",
            "max_return",
        ),
        (
            "Halvard Securities' economist makes the case for chasing return in 2027. "
            "We'd rather keep the swings of the fund as small as we can.",
            "min_risk",
        ),
        (
            "Saw the Bloomberg column quoting our treasurer as favouring the best Sharpe ratio; "
            "she never said that. Our aim is the lowest volatility.",
            "min_risk",
        ),
        (
            "A peer's analysts are pushing for a return-per-unit-of-risk target. "
            "That is not for us; hug the MSCI World as closely as possible.",
            "tracking",
        ),
        (
            "Ostrander Capital makes the case for a maximum-Sharpe book. Our board wants the "
            "smallest swings it can get.",
            "min_risk",
        ),
        (
            "According to the weekend press, our chair wants maximum return. What we actually "
            "want is the least volatility possible.",
            "min_risk",
        ),
    ],
)
def test_outside_advocacy_is_not_the_requesters_ask(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


def test_outside_advocacy_adopted_is_the_ask() -> None:
    # the requester's own words ask for nothing: the reported advocacy is what it adopts
    found = asked("The consultant's note recommends minimum variance. Please proceed on that.")
    assert found is not None
    assert found.objective == "min_risk"


@pytest.mark.parametrize(
    "text",
    [
        "We recommend the lowest volatility you can build.",
        "Our strategist argues for the minimum-variance book, and we agree.",
        "According to our own risk report, volatility is too high.",
    ],
)
def test_own_voice_is_no_outside_advocacy(text: str) -> None:
    assert advocacy_spans(text) == []


def test_a_value_in_an_outside_voices_sentence_is_not_the_requesters() -> None:
    # the same family read by provenance: another house's figure in a press story
    text = (
        "As reported in the trade press, Marlow Capital keeps paper rated BB+ or lower near "
        "18%. Our own ceiling on it is 9%."
    )
    start = text.index("18%")
    cap = Constraint(
        name="max_high_yield_weight",
        value=0.18,
        provenance="user_message",
        unit="fraction",
        rationale="as the client wrote",
    )
    assert stated_of(text, start, start + 3, cap) is not None
