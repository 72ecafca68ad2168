"""Open concerns carry across runs of the same strategy (mandate drift), on the in-memory bus
with the recorder: a strategy run's reviews see what its strategy's previous run left open,
marked as carried from it; a run of another strategy does not; a resumed run reads the same
carried ledger from its record.

A stand-in Guardian answers every review: at the plan stage it leaves one concern open about
the plan (an assumed limit), at the final stage one about the answer; both are non-material so
every run succeeds.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from quantward_bus import InMemoryEventBus
from quantward_bus.testing import wait_until
from quantward_contracts import Event, topics
from quantward_contracts.events import (
    ConcernsCarried,
    ConcernsCarriedData,
    ReviewDecided,
    ReviewDecidedData,
    ReviewRequested,
    RunCompleted,
    RunRequested,
    TaskDelegated,
)
from quantward_contracts.values import Concern, ReviewBundle
from quantward_kit.run_client import RunOutcome
from quantward_records import recorded_events
from quantward_records.views import RunView


def _sibling(name: str) -> Any:
    path = Path(__file__).with_name(f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"orchestrator_tests_{name}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_resume = _sibling("test_resume")
PREVIEW_ITEMS = _resume.PREVIEW_ITEMS
OrchestratorScript = _resume.OrchestratorScript
happy_script = _resume.happy_script
rig = _resume.rig
Rig = _resume.Rig

PLAN_CONCERN = "assumption:max_position_weight"
ANSWER_CONCERN = "direction:ent_apple"


@dataclass
class StandInGuardian:
    """Accepts every review, leaving one plan concern and one answer concern open."""

    bus: InMemoryEventBus
    bundles: list[tuple[str, ReviewBundle]] = field(default_factory=list)
    #: report no plan concern (what was carried then stays in the ledger as carried)
    quiet: bool = False

    async def __call__(self, event: Event) -> None:
        if not isinstance(event, ReviewRequested) or event.data.bundle is None:
            return
        assert event.run_id is not None
        self.bundles.append((event.run_id, event.data.bundle))
        concern_id = PLAN_CONCERN if event.data.stage == "plan" else ANSWER_CONCERN
        concerns = (
            ()
            if self.quiet and event.data.stage == "plan"
            else (
                Concern(
                    concern_id=concern_id,
                    status="open",
                    material=False,
                    summary=f"{concern_id} is still as assumed.",
                ),
            )
        )
        await self.bus.publish(
            ReviewDecided(
                **event.replied(
                    ReviewDecided,
                    producer="guardian",
                    data=ReviewDecidedData(
                        review_id=event.data.review_id,
                        stage=event.data.stage,
                        decision="accept",
                        summary="accepted with a note",
                        concerns=concerns,
                    ),
                )
            )
        )

    def ledgers(self, run_id: str) -> list[tuple[Concern, ...]]:
        return [b.ledger for r, b in self.bundles if r == run_id]


async def with_guardian(r: Any) -> StandInGuardian:
    guardian = StandInGuardian(r.bus)
    await r.bus.subscribe([topics.REVIEW_REQUESTS], group="stand-in-guardian", handler=guardian)
    return guardian


async def strategy_run(
    r: Any, strategy_id: str | None = "book-a", *, mode: str = "strategy"
) -> str:
    """Submit one run and wait until it ended; its id."""
    request = await r.client.submit(
        mode=mode,
        template_id="earnings-preview",
        inputs={"company": "Apple"},
        strategy_id=strategy_id,
    )
    assert request.run_id is not None
    done: RunOutcome = await r.client.follow(request, timeout_s=30)
    assert done.status == "succeeded", done.completed
    await recorded(r, request.run_id)
    return str(request.run_id)


async def recorded(r: Any, run_id: str) -> None:
    await wait_until(
        lambda: any(isinstance(e, RunCompleted) for e in recorded_events(r.store, run_id)),
        what="the run's completion recorded",
    )


def scripts(runs: int) -> Any:
    return OrchestratorScript([step for _ in range(runs) for step in happy_script()])


def carried_events(r: Any, run_id: str) -> list[ConcernsCarried]:
    return [e for e in recorded_events(r.store, run_id) if isinstance(e, ConcernsCarried)]


async def test_the_next_run_of_a_strategy_sees_what_the_last_one_left_open(
    tmp_path: Path,
) -> None:
    async with rig(tmp_path, scripts(4)) as r:
        r.researchers.hold = False
        guardian = await with_guardian(r)
        await r.orchestrator(orchestrator_guardian=True)
        first = await strategy_run(r)
        assert guardian.ledgers(first)[0] == ()
        assert carried_events(r, first) == []
        second = await strategy_run(r)
        # every review of the second run sees the first's open plan concern, marked as carried;
        # the concern about the first run's answer is not carried (that answer is not this run's)
        plan_ledger = guardian.ledgers(second)[0]
        assert [(c.concern_id, c.status, c.carried_from) for c in plan_ledger] == [
            (PLAN_CONCERN, "open", first)
        ]
        [carried] = carried_events(r, second)
        assert carried.data.from_run_id == first
        assert [c.concern_id for c in carried.data.concerns] == [PLAN_CONCERN]
        # the record shows where the concern came from
        view = RunView.of(second, recorded_events(r.store, second))
        assert view.carried is not None
        assert view.carried.data.from_run_id == first
        # another strategy of the same requester on the same template carries nothing
        other = await strategy_run(r, "book-b")
        assert guardian.ledgers(other)[0] == ()
        assert carried_events(r, other) == []
        # a chat run carries nothing either
        chat = await strategy_run(r, None, mode="chat")
        assert guardian.ledgers(chat)[0] == ()
        assert carried_events(r, chat) == []


async def test_the_latest_run_of_the_strategy_is_carried_from(tmp_path: Path) -> None:
    async with rig(tmp_path, scripts(3)) as r:
        r.researchers.hold = False
        guardian = await with_guardian(r)
        await r.orchestrator(orchestrator_guardian=True)
        first = await strategy_run(r)
        second = await strategy_run(r)
        third = await strategy_run(r)
        [carried] = carried_events(r, third)
        assert carried.data.from_run_id == second != first
        assert [c.carried_from for c in guardian.ledgers(third)[0]] == [second]


async def test_a_resumed_run_reads_the_same_carried_ledger_from_its_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with rig(tmp_path, scripts(2)) as r:
        guardian = await with_guardian(r)
        r.researchers.hold = False
        await r.orchestrator(orchestrator_guardian=True)
        first = await strategy_run(r)
        r.researchers.hold = True
        guardian.quiet = True
        dying = r.apps[0]
        request = await r.client.submit(
            mode="strategy",
            template_id="earnings-preview",
            inputs={"company": "Apple"},
            strategy_id="book-a",
        )
        run_id = request.run_id
        assert run_id is not None
        await r.events.wait_until(
            lambda items: (
                len([e for e in items if isinstance(e, TaskDelegated) and e.run_id == run_id])
                == len(PREVIEW_ITEMS)
            ),
            what="every part delegated",
        )
        await r.kill(dying)
        second = await r.orchestrator(orchestrator_guardian=True)

        async def not_asked(request: RunRequested) -> ConcernsCarriedData | None:
            raise AssertionError("a resumed run takes its carried concerns from its record")

        monkeypatch.setattr(second, "carried_concerns", not_asked)
        await wait_until(lambda: run_id in second.runs, what="the second instance took the run")
        await r.researchers.release()
        done = await r.client.follow(request, timeout_s=30)
        assert done.status == "succeeded", done.completed
        await recorded(r, run_id)
        # carried once, by the first instance; the final review (the resumed instance's) sees it
        [carried] = carried_events(r, run_id)
        assert carried.data.from_run_id == first
        assert not [e for e in r.links[1].published if isinstance(e, ConcernsCarried)]
        [_, final] = guardian.ledgers(run_id)
        assert [(c.concern_id, c.status, c.carried_from) for c in final] == [
            (PLAN_CONCERN, "open", first)
        ]
