"""Batch ZD's objective causes, read in general on wordings in no batch: a numerator bracketed
in words ("(return less the deposit rate) over volatility") is one clause with its divisor; an
objective named as keeping the capital whole is the least risk; a paragraph whose opening tag
marks it lapsed ("[withdrawn] …") is set aside."""

from __future__ import annotations

import pytest

from quantward_validation.arithmetic_groups import operand_groups
from quantward_validation.intent import asked
from quantward_validation.superseded_sections import superseded_sections


@pytest.mark.parametrize(
    "text",
    [
        "Target the greatest (portfolio return less the deposit rate) over portfolio volatility.",
        "We seek to maximise (mean return minus the T-bill yield) / standard deviation.",
        "Go for the best (expected return - the wakala rate) divided by volatility.",
    ],
)
def test_a_bracketed_numerator_over_risk_is_risk_adjusted(text: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.objective == "risk_adjusted", found


def test_a_remark_in_brackets_is_still_an_aside() -> None:
    assert not operand_groups("the highest return (before fees) for the client")
    found = asked("Sharpe maximisation (volatility is no concern)")
    assert found is not None
    assert found.objective == "risk_adjusted"


@pytest.mark.parametrize(
    "text",
    [
        "Above all, the trustees want the principal protected.",
        "The endowment's first aim is preservation of capital.",
        "Safety of principal is what the waqf asks of this sleeve.",
    ],
)
def test_keeping_the_capital_whole_is_the_least_risk(text: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.objective == "min_risk", found


def test_capital_alone_is_still_a_return_word() -> None:
    found = asked("Grow our capital as fast as possible.")
    assert found is not None
    assert found.objective == "max_return"


def test_a_paragraph_tagged_lapsed_is_set_aside() -> None:
    text = (
        "See the tags below.\n\n(withdrawn) The sponsor asks for the highest return.\n\n"
        "(current) The sponsor wants the lowest volatility."
    )
    spans = list(superseded_sections(text))
    assert [text[a:b] for a, b in spans] == ["The sponsor asks for the highest return."]
    found = asked(text)
    assert found is not None
    assert found.objective == "min_risk"
