"""One progress printer for a run followed on the bus and over the API: the bus's events and
the API's streamed items (the same `progress_item`s, through JSON) print the same lines."""

from __future__ import annotations

import io
import json

from rich.console import Console

from quantward_api.progress import progress_item
from quantward_cli.progress_view import EventProgress, ProgressPrinter
from quantward_contracts import Event
from quantward_contracts.events import ClarificationRequested, RunProgressed, RunProgressedData
from quantward_contracts.examples import EXAMPLES


def _console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=200, color_system=None, soft_wrap=True), out


def _a_run() -> list[Event]:
    """Every event kind a user sees, with an internal one (a model call) among them and a
    `waiting_for_user` stage whose detail is the question that follows."""
    asked = EXAMPLES["clarification.requested.v1"]
    assert isinstance(asked, ClarificationRequested)
    waiting = RunProgressed(
        run_id=asked.run_id,
        producer="orchestrator",
        data=RunProgressedData(stage="waiting_for_user", detail=asked.data.question),
    )
    names = [
        "run.progressed.v1",
        "run.planned.v1",
        "task.delegated.v1",
        "agent.model_called.v1",
        "task.completed.v1",
        "contract.proposed.v1",
        "contract.validated.v1",
        "contract.status_changed.v1",
        "review.requested.v1",
        "review.decided.v1",
    ]
    return [*(EXAMPLES[n] for n in names), waiting, asked, EXAMPLES["run.completed.v1"]]


def test_the_bus_and_the_api_print_a_run_alike() -> None:
    on_bus, bus_out = _console()
    followed = EventProgress(on_bus)
    over_api, api_out = _console()
    printer = ProgressPrinter(over_api)
    for event in _a_run():
        followed(event)
        item = progress_item(event)
        if item is not None:  # what the API streams: the item, as JSON
            kind, data = item
            printer.show(kind, json.loads(json.dumps(data)))
    lines = bus_out.getvalue().splitlines()
    assert lines == api_out.getvalue().splitlines()

    asked = EXAMPLES["clarification.requested.v1"]
    assert isinstance(asked, ClarificationRequested)
    # the waiting stage is shown once, as the question, never twice
    assert sum(asked.data.question in line for line in lines) == 1
    assert any(line.startswith("? ") for line in lines)
    assert any("Guardian" in line for line in lines)
    assert followed.last_step.startswith("waiting_for_user: ")  # the last stage seen
