"""One printer of a run's progress for the terminal, whether the run is followed on the bus or
over a deployed API.

Both see the same items: `quantward_api.progress.progress_item` turns a run event into what its
user sees (`kind`, `data`), and the API streams exactly those items as its server-sent events.
`ProgressPrinter` prints items; `EventProgress` feeds it a run's events (`quantward run` in its
own process or on a deployment's bus), so a run looks the same however it is followed.
"""

from __future__ import annotations

import time
from typing import Any

from rich.console import Console

from quantward_api.progress import progress_item
from quantward_cli.run_view import SHOWN, shown
from quantward_cli.text import printable
from quantward_contracts import Event


class ProgressPrinter:
    """Prints progress items as a person follows a run."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.tasks: dict[str, str] = {}
        #: a `waiting_for_user` stage, held back: its detail is usually the question next
        self.pending: dict[str, Any] | None = None
        #: when the last item arrived and what it was (for "still working" notes)
        self.last_event_at = time.monotonic()
        self.last_step = "requested"

    def show(self, kind: str, data: dict[str, Any]) -> None:
        self.last_event_at = time.monotonic()
        if kind == "stage":
            self.last_step = printable(f"{data['stage']}: {data['detail']}", 100)
        c = self.console
        pending, self.pending = self.pending, None
        if pending is not None and not (
            kind == "clarification" and data.get("question") == pending["detail"]
        ):
            c.print(f"[bold cyan]▸ {pending['stage']:<16}[/] {shown(pending['detail'])}")
        if kind == "stage" and data["stage"] == "waiting_for_user":
            self.pending = data  # usually the question that comes next: shown once, as it
        elif kind == "stage":
            c.print(f"[bold cyan]▸ {data['stage']:<16}[/] {shown(data['detail'])}")
        elif kind == "plan":
            c.print(f"  plan v{data['version']}: {len(data['parts'])} part(s)")
        elif kind == "delegation":
            question = " ".join(str(data["instructions"]).split())
            self.tasks[data["task_id"]] = data.get("part_id") or data["task_id"]
            c.print(f"  → {shown(self.tasks[data['task_id']])}: {shown(question, 90)}")
        elif kind == "task":
            self._task(data)
        elif kind == "contract":
            constraints = data["constraints"]
            assumed = [x["name"] for x in constraints if x["provenance"] == "assumption"]
            c.print(
                f"  contract v{data['version']}: {len(constraints)} constraint(s)"
                + (f", assumed: {shown(', '.join(assumed))}" if assumed else "")
                + f", {data['methods']} method(s)"
            )
        elif kind == "checks":
            self._checks(data)
        elif kind == "contract_status" and data["status"] == "accepted":
            c.print(f"  [green]✓[/] contract v{data['version']} accepted")
        elif kind == "review_started":
            c.print(f"  [magenta]⚖ {shown(data['message'])}[/]")
        elif kind == "review":
            self._review(data)
        elif kind == "clarification":
            c.print(f"[bold yellow]? {shown(data['question'])}[/]")
            for line in option_lines(data):
                c.print(line, markup=False)

    def _task(self, data: dict[str, Any]) -> None:
        part = self.tasks.get(data["task_id"], data["task_id"])
        if data["status"] == "succeeded":
            self.console.print(
                f"  [green]✓[/] {shown(part)}: {data['citations']} citation(s), "
                f"{data['tool_calls']} tool call(s)"
            )
        else:
            self.console.print(f"  [red]✗[/] {shown(part)}: {shown(data.get('error') or '')}")

    def _checks(self, data: dict[str, Any]) -> None:
        subject = shown(data["subject"])
        if data["failed"]:
            self.console.print(f"  [red]✗[/] {subject}: {len(data['failed'])} check(s) failed")
            for check in data["failed"]:
                message = printable(check["message"], SHOWN)
                self.console.print(f"    [{check['check_id']}] {message}", markup=False)
        else:
            self.console.print(f"  [green]✓[/] {subject}: exact checks passed")

    def _review(self, d: dict[str, Any]) -> None:
        colour = "green" if d["decision"] == "accept" else "yellow"
        failed_note = " (the Guardian could not review; recorded)" if d["guardian_failed"] else ""
        self.console.print(
            f"  [{colour}]⚖ Guardian: {d['decision']}[/]{failed_note} — {shown(d['summary'])}"
        )
        for concern in d["concerns"]:
            flag = "material" if concern.get("material") else "note"
            summary = printable(str(concern.get("summary", "")), SHOWN)
            self.console.print(f"    {concern.get('status')} ({flag}): {summary}", markup=False)
        for change in d["requested_changes"]:
            self.console.print(f"    change: {printable(change, SHOWN)}", markup=False)


class EventProgress:
    """A run's events (as the bus delivers them) printed through `ProgressPrinter`."""

    def __init__(self, console: Console) -> None:
        self.printer = ProgressPrinter(console)

    @property
    def last_event_at(self) -> float:
        return self.printer.last_event_at

    @property
    def last_step(self) -> str:
        return self.printer.last_step

    def __call__(self, event: Event) -> None:
        # every event, shown or not (a model call), proves the run is still working
        self.printer.last_event_at = time.monotonic()
        item = progress_item(event)
        if item is not None:
            self.printer.show(*item)


def option_lines(data: dict[str, Any]) -> list[str]:
    """A clarification's options numbered as an answer may name them (number, id or name)."""
    options = data["options"]
    if any(o.get("id") for o in options):
        lines = [f"  {o['number']}. {printable(o['label'], SHOWN)} ({o['id']})" for o in options]
        how = "answer with a number, an id or a name"
        return [*lines, f"  ({how}{', or another name' if data['free_text'] else ''})"]
    return [f"  {o['number']}. {printable(o['label'], SHOWN)}" for o in options]
