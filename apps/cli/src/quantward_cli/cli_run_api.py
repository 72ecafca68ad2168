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
from quantward_cli.progress_view import ProgressPrinter
from quantward_cli.run_view import SHOWN, Answers, print_result
from quantward_cli.text import printable
from quantward_contracts.values import Citation


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
    progress = ProgressPrinter(console)
    outcome: dict[str, Any] = {"run_id": run_id, "status": "unknown", "error": None}
    answer: dict[str, Any] | None = None
    answered: dict[str, str] = {}
    async for kind, data in client.events(str(accepted["events_url"])):
        progress.show(kind, data)
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
