"""A contract version may tighten what the user stated, never loosen it without a new message."""

from __future__ import annotations

from pydantic import JsonValue

from quantward_contracts.values import Constraint, ResearchContractBody
from quantward_validation.revisions import loosened_user_limits

MESSAGES = ["msg_request", "msg_answer"]


def contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(interpretation="x", objective="y", constraints=constraints)


def said(name: str, value: JsonValue, ref: str = "msg_request") -> Constraint:
    return Constraint(name=name, value=value, provenance="user_message", provenance_ref=ref)


def test_tightening_or_restating_a_user_limit_is_allowed() -> None:
    before = contract(said("max_position_weight", 0.1), said("long_only", True))
    tighter = contract(said("max_position_weight", 0.08), said("long_only", True))
    assert loosened_user_limits(before, before, MESSAGES) == []
    assert loosened_user_limits(before, tighter, MESSAGES) == []


def test_loosening_dropping_or_assuming_a_user_limit_is_named() -> None:
    before = contract(
        said("max_position_weight", 0.1), said("long_only", True), said("min_names", 10),
        said("benchmark", "MSCI World"), said("max_drawdown", 0.2),
    )  # fmt: skip
    after = contract(
        said("max_position_weight", 0.15),
        said("long_only", False),
        said("min_names", 8),
        said("benchmark", "S&P 500"),
        Constraint(name="max_drawdown", value=0.2, provenance="assumption", rationale="kept"),
    )
    problems = loosened_user_limits(before, after, MESSAGES)
    assert problems == [
        "max_position_weight = 0.1 (stated in the user's message msg_request) is loosened to 0.15",
        "long_only = True (stated in the user's message msg_request) is loosened to False",
        "min_names = 10 (stated in the user's message msg_request) is loosened to 8",
        "benchmark = MSCI World (stated in the user's message msg_request) is loosened to S&P 500",
        "max_drawdown = 0.2 (stated in the user's message msg_request) becomes an assumption",
    ]
    assert loosened_user_limits(before, contract(), MESSAGES)[0].endswith("is dropped")


def test_a_newer_user_message_may_loosen_it() -> None:
    before = contract(said("max_position_weight", 0.1))
    answered = contract(said("max_position_weight", 0.15, ref="msg_answer"))
    assert loosened_user_limits(before, answered, MESSAGES) == []
    older = contract(said("max_position_weight", 0.15, ref="msg_unknown"))
    assert loosened_user_limits(before, older, MESSAGES) != []


def test_limits_from_a_mandate_or_an_assumption_are_not_the_users_to_keep() -> None:
    before = contract(
        Constraint(name="max_position_weight", value=0.1, provenance="assumption", rationale="x")
    )
    assert loosened_user_limits(before, contract(said("max_position_weight", 0.2)), MESSAGES) == []
