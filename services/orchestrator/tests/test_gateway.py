"""The orchestrator's one reply matcher: one request waits for replies of several kinds.

Peers are played by a subscriber on the in-process bus that answers the published command with
the replies a test chooses, in the order it chooses; a silent peer is named by its kind.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager

import pytest

from quantward_bus import InMemoryEventBus
from quantward_contracts import Event, new_id, topics
from quantward_contracts.examples import EXAMPLES
from quantward_orchestrator.app import OrchestratorApp
from quantward_orchestrator.gateway import Expected, MissingRepliesError
from quantward_orchestrator.settings import OrchestratorSettings
from quantward_policy import OfflineReferencePolicy

CITATIONS = "citations.resolved.v1"
VERDICT = "answer.validated.v1"


def reply_to(command: Event, type_: str) -> Event:
    """The example reply of `type_`, caused by `command` and in its run."""
    return EXAMPLES[type_].model_copy(
        update={
            "event_id": new_id("evt"),
            "run_id": command.run_id,
            "causation_id": command.event_id,
        }
    )


@asynccontextmanager
async def gateway(replies: Sequence[str]) -> AsyncIterator[OrchestratorApp]:
    """The orchestrator app with peers answering each drafted answer with `replies`, in order."""
    async with InMemoryEventBus() as bus:

        async def peers(event: Event) -> None:
            if event.type == "answer.drafted.v1":
                for type_ in replies:
                    await bus.publish(reply_to(event, type_))

        await bus.subscribe([topics.ANSWER_DRAFTS], group=f"peers-{new_id('run')}", handler=peers)
        app = OrchestratorApp(OrchestratorSettings(), bus, OfflineReferencePolicy())
        async with app:
            yield app


def drafted() -> Event:
    return EXAMPLES["answer.drafted.v1"].model_copy(
        update={"event_id": new_id("evt"), "run_id": new_id("run")}
    )


def expecting_both(command: Event) -> list[Expected]:
    return [("citations", command.event_id), ("verdict", command.event_id)]


@pytest.mark.parametrize("order", [(CITATIONS, VERDICT), (VERDICT, CITATIONS)])
async def test_replies_of_two_kinds_come_back_in_the_order_asked(order: tuple[str, str]) -> None:
    command = drafted()
    async with gateway(order) as app:
        resolved, verdict = await app.request(expecting_both(command), [command], 5)
    assert (resolved.type, verdict.type) == (CITATIONS, VERDICT)
    assert resolved.causation_id == verdict.causation_id == command.event_id


async def test_a_silent_peer_is_named_by_the_kind_of_its_reply() -> None:
    command = drafted()
    async with gateway([CITATIONS]) as app:
        with pytest.raises(MissingRepliesError) as raised:
            await app.request(expecting_both(command), [command], 0.3)
        assert raised.value.missing == ("verdict",)
        assert "verdict" in str(raised.value)
        # Nothing is left waiting once the request gave up.
        assert all(len(waiters) == 0 for waiters in app.replies.values())


async def test_a_reply_faster_than_the_request_is_kept() -> None:
    command = drafted()
    async with gateway([]) as app:
        await app.bus.publish(reply_to(command, CITATIONS))
        [resolved] = await app.request([("citations", command.event_id)], [], 5)
    assert resolved.causation_id == command.event_id
