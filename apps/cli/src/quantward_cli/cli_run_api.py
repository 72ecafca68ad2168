"""`quantward run … --api URL` and `ask … --api URL`: a run on a deployed HTTP API.

The run is submitted with the bearer credential in `QW_API_TOKEN`, followed over the API's
server-sent events and shown with the same progress lines and the same answer, sources and
status line as a run followed on the bus; a clarification is answered from `--answer` or the
terminal as there. Any API error is one line and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from typing import Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape

from quantward_cli.api_client import ApiClient, ApiError, token_from_env
from quantward_cli.run_view import SHOWN, Answers, print_result, shown
from quantward_cli.text import printable
from quantward_contracts.values import Citation


class ApiProgress:
    """Prints the API's progress items as `Progress` prints the run's events."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.tasks: dict[str, str] = {}
        self.pending: dict[str, Any] | None = None

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
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
            part = self.tasks.get(data["task_id"], data["task_id"])
            if data["status"] == "succeeded":
                c.print(
                    f"  [green]✓[/] {shown(part)}: {data['citations']} citation(s), "
                    f"{data['tool_calls']} tool call(s)"
                )
            else:
                c.print(f"  [red]✗[/] {shown(part)}: {shown(data.get('error') or '')}")
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


def option_lines(data: dict[str, Any]) -> list[str]:
    """A clarification's options as `cli_run.option_lines` numbers them."""
    options = data["options"]
    if any(o.get("id") for o in options):
        lines = [f"  {o['number']}. {printable(o['label'], SHOWN)} ({o['id']})" for o in options]
        how = "answer with a number, an id or a name"
        return [*lines, f"  ({how}{', or another name' if data['free_text'] else ''})"]
    return [f"  {o['number']}. {printable(o['label'], SHOWN)}" for o in options]


def _citations(raw: list[Any]) -> list[Citation]:
    """The answer's citations as the contract reads them (dates arrive as JSON text)."""
    try:
        return [Citation.model_validate_json(json.dumps(c)) for c in raw]
    except ValidationError as exc:
        raise ApiError(
            f"the API sent a citation this CLI cannot read: {exc.errors()[0]['msg']}"
        ) from None


async def _follow(
    client: ApiClient,
    body: dict[str, Any],
    *,
    console: Console,
    answerer: Answers,
) -> dict[str, Any]:
    """Submit, show every item, answer questions; the run's outcome as `--json` prints it."""
    began = time.perf_counter()
    accepted = await client.submit(body)
    run_id = str(accepted["run_id"])
    console.print(f"run [bold]{run_id}[/] requested")
    progress = ApiProgress(console)
    outcome: dict[str, Any] = {"run_id": run_id, "status": "unknown", "error": None}
    answer: dict[str, Any] | None = None
    answered: dict[str, str] = {}
    async for kind, data in client.events(str(accepted["events_url"])):
        progress(kind, data)
        if kind == "clarification":
            reply = await answerer.reply(str(data["question"]))
            if reply is None:
                outcome["error"] = "a question was left unanswered (pass --answer TEXT)"
                break
            await client.answer(run_id, str(data["clarification_id"]), reply)
            answered[str(data["clarification_id"])] = reply
        elif kind == "answer":
            answer = {**data, "citations": _citations(data.get("citations", []))}
        elif kind == "completed":
            outcome.update(status=data["status"], error=data["error"], summary=data["summary"])
    outcome["elapsed_s"] = round(time.perf_counter() - began, 3)
    outcome["answer"] = answer
    outcome["answers"] = answered
    return outcome


async def run_over_api(
    url: str,
    body: dict[str, Any],
    *,
    as_json: bool,
    answers: Sequence[str],
) -> int:
    """The run on the API at `url`, shown or printed as JSON; the exit code (0 succeeded)."""
    console = Console(stderr=as_json, soft_wrap=True)
    answerer = Answers(answers, interactive=sys.stdin.isatty() and not as_json, console=console)
    try:
        token = token_from_env()
        async with ApiClient(url, token) as client:
            outcome = await _follow(client, body, console=console, answerer=answerer)
    except ApiError as failure:
        typer.echo(f"error: {failure}", err=True)
        return 2
    answer = outcome["answer"]
    if as_json:
        result = {**outcome, "unused_answers": answerer.given}
        if answer is not None:
            citations = [c.model_dump(mode="json") for c in answer["citations"]]
            result["answer"] = {**answer, "citations": citations}
        typer.echo(json.dumps(result, ensure_ascii=False))
    else:
        print_result(
            console,
            run_id=outcome["run_id"],
            status=outcome["status"],
            error=outcome["error"],
            took=f"in {outcome['elapsed_s']:.1f} s (on {url})",
            text=answer["text"] if answer else None,
            citations=answer["citations"] if answer else [],
        )
    if answerer.given:
        values = escape(printable(", ".join(map(repr, answerer.given)), SHOWN))
        console.print(
            f"[yellow]warning: {len(answerer.given)} --answer value(s) not used ({values}): "
            f"the run took {len(outcome['answers'])} answer(s)[/]"
        )
    return 0 if outcome["status"] == "succeeded" else 1
