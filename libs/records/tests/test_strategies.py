"""Which runs are of the same strategy (the rule the carried concerns follow)."""

from __future__ import annotations

from typing import Any

from quantward_contracts.events import RunRequestedData
from quantward_records.strategies import strategy_of


def request(**changes: Any) -> RunRequestedData:
    fields: dict[str, Any] = {
        "mode": "strategy",
        "template_id": "rebalance",
        "requested_by": "strategy:book",
        **changes,
    }
    return RunRequestedData.model_validate(fields)


def test_a_strategy_is_its_requester_template_and_strategy_id() -> None:
    assert strategy_of(request()) == ("strategy:book", "rebalance", None)
    assert strategy_of(request(strategy_id="a")) == ("strategy:book", "rebalance", "a")
    assert strategy_of(request(strategy_id="a")) != strategy_of(request(strategy_id="b"))
    assert strategy_of(request()) != strategy_of(request(template_id="other"))
    assert strategy_of(request()) != strategy_of(request(requested_by="strategy:other"))


def test_chat_runs_and_questions_belong_to_no_strategy() -> None:
    assert strategy_of(request(mode="chat")) is None
    assert strategy_of(request(template_id=None, question="What moved?")) is None
