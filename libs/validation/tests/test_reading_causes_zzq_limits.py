"""A power and gas trading desk's limits, and the readings around them (ZZQ).

Each construction failed before its reader: a counterparty's exposure over the credit line it
was granted (`limit_lexicon_clearing`, a line's usage like a clearing client's margin). Each has
a clean twin that keeps its reading. The sentences are written for these tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation import validate_provenance
from quantward_validation.limit_lexicon_clearing import IM_LINE_NAME
from quantward_validation.limits import subject_of

MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzzz"


def _constraint(**fields: Any) -> Constraint:
    return Constraint.model_validate({"rationale": "", **fields})


def _contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="i", objective="o", constraints=constraints, methods=()
    )


def _cited(name: str, value: float, unit: str, text: str, said: str) -> Constraint:
    start = text.index(said)
    return _constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref=MSG,
        span={"start": start, "end": start + len(said)},
    )


def _proved(constraint: Constraint, text: str) -> bool:
    messages = [UserMessage(message_id=MSG, text=text, kind="request")]
    return validate_provenance(_contract(constraint), messages, None)[0].passed


@pytest.mark.parametrize(
    "phrase",
    [
        "MtM with any single dealer relative to its trading line",
        "each counterparty's exposure as a percentage of the approved credit line",
        "credit exposure versus the counterparty line",
        "line usage for each counterparty",
        "dealerLineUtilisationMax",
        "cpty_line_use_cap",
    ],
)
def test_exposure_over_a_counterpartys_line_is_the_lines_usage(phrase: str) -> None:
    assert subject_of(phrase) == IM_LINE_NAME


@pytest.mark.parametrize(
    "phrase",
    ["exposure to any one dealer", "the single largest line in the book"],
)
def test_a_counterparty_or_a_line_alone_is_no_lines_usage(phrase: str) -> None:
    assert subject_of(phrase) != IM_LINE_NAME


@pytest.mark.parametrize(
    "text",
    [
        "Risk manual: exposure to each dealer as a percentage of its trading line may not go "
        "above 75 %.",
        "Risk manual: counterparty MtM against the approved line may not go above 75 %.",
    ],
)
def test_a_line_usage_cap_is_proved_by_exposure_said_over_the_line(text: str) -> None:
    assert _proved(_cited("credit_line_usage_max", 0.75, "fraction", text, "75 %"), text)


def test_a_counterpartys_share_of_the_book_proves_no_line_usage() -> None:
    text = "Risk manual: each dealer's share of the book may not go above 75 %."
    assert not _proved(_cited("credit_line_usage_max", 0.75, "fraction", text, "75 %"), text)
