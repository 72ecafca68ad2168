"""The commitment boundary at plan commit: a later contract version may not loosen a limit the
user stated unless a newer message of the user says so; the refusal reaches the writer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from quantward_agents.tools import ToolError
from quantward_contracts import Event
from quantward_contracts.values import Constraint, ResearchContractBody
from quantward_orchestrator.contracting import _propose
from quantward_orchestrator.journal import Run
from quantward_orchestrator.settings import OrchestratorSettings
from services.orchestrator.tests.test_state import begun


class Gateway:
    """Publishes into a list; no peer is asked (validator and Guardian are switched off)."""

    producer = "orchestrator"
    model: Any = None
    market_data: Any = None

    def __init__(self) -> None:
        self.settings = OrchestratorSettings(
            orchestrator_validator=False, orchestrator_guardian=False, orchestrator_review_rounds=2
        )
        self.published: list[Event] = []

    async def publish(self, events: Sequence[Event]) -> None:
        self.published += events

    async def request(self, *args: Any) -> list[Event]:
        raise AssertionError("nothing is asked with the peers switched off")

    def template(self, template_id: str) -> Any:
        raise AssertionError("not used")


def with_limit(value: float, ref: str) -> ResearchContractBody:
    limit = Constraint(
        name="max_position_weight", value=value, provenance="user_message", provenance_ref=ref
    )
    return ResearchContractBody(interpretation="a book", objective="x", constraints=(limit,))


async def test_a_later_version_may_tighten_but_not_loosen_what_the_user_said() -> None:
    run = Run(begun(), Gateway())
    said = run.state.user_messages[0].message_id
    assert (await _propose(run, with_limit(0.10, said)))["status"] == "accepted"
    with pytest.raises(ToolError, match=r"max_position_weight = 0.1 .* is loosened to 0.2"):
        await _propose(run, with_limit(0.20, said))
    assert run.state.contract_version == 1  # the refused version was never proposed
    assert (await _propose(run, with_limit(0.08, said)))["status"] == "accepted"
    assert run.state.contract_version == 2
