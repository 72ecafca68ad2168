"""`quantward run`, `ask`, `answer`, `cancel`: the main job from the command line.

On the embedded defaults every service starts in this process; with `QW_KAFKA_BOOTSTRAP` set the
command is a client of a deployed platform (`quantward serve …` processes) and only submits,
follows and answers; with `--api URL` (or `QW_API_URL`) `run`, `ask`, `answer` and `cancel` go
to a deployed HTTP API instead, authenticated by `QW_API_TOKEN` (`cli_run_api`). Either way the
user sees the same progress lines (`progress_view`: the run's stages, delegations and
questions while it works), then the answer with numbered citations naming document, passage and
date, and the run's id. `--json` prints one
machine-readable result on stdout (progress goes to stderr).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import sys
import time
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from quantward_cli.api_options import RunOnApi, SendToApi
from quantward_cli.progress_view import EventProgress
from quantward_cli.run_view import (
    SHOWN,
    citation_lines,
    citations_footer,
    print_result,
)
from quantward_cli.run_view import Answers as QuestionAnswers
from quantward_cli.text import printable
from quantward_contracts.events import (
    AnswerReleased,
    ClarificationRequested,
    RunCompleted,
)
from quantward_contracts.values import TemplateDocument
from quantward_kit.run_client import RunClient, RunOutcome
from quantward_kit.settings import Settings
from quantward_kit.tracing import start_tracing, stop_tracing

if TYPE_CHECKING:
    from quantward_cli.api_client import ApiClient
    from quantward_workflows import WorkflowTemplate


def _parse_inputs(pairs: Sequence[str]) -> dict[str, str]:
    inputs: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise typer.BadParameter(f"{pair!r} is not key=value", param_hint="--input")
        inputs[key.strip()] = value
    return inputs


class Answers(QuestionAnswers):
    """`QuestionAnswers` called with the run's question event, as `RunClient.follow` asks."""

    async def __call__(self, question: ClarificationRequested) -> str | None:
        return await self.reply(question.data.question)


#: a run's events printed as its user follows them (the same printer as `run --api`)
Progress = EventProgress


def render_sources(answer: AnswerReleased) -> list[str]:
    return citation_lines(answer.data.citations)


def provenance_footer(answer: AnswerReleased) -> str | None:
    """Which cited sources are synthetic and which are real, by number, from each citation's
    own flag (set from the data where the source was registered): a generated EPS figure is
    as synthetic as a generated transcript. None when nothing cited is synthetic."""
    return citations_footer(answer.data.citations)


#: seconds without a new event before the user is told the run is still working, and between
#: such notes
QUIET_S = 15.0


class _ModelLog(logging.Handler):
    """Shows the model adapter's retries (logger `quantward.llm`) as progress lines."""

    def __init__(self, console: Console) -> None:
        super().__init__(logging.WARNING)
        self.console = console

    def emit(self, record: logging.LogRecord) -> None:
        self.console.print(f"  … {record.getMessage()}", style="yellow", markup=False)


@contextlib.asynccontextmanager
async def _showing_waits(console: Console, progress: Progress) -> AsyncIterator[None]:
    """While the run is quiet (a slow model, a retry), say so every `QUIET_S` seconds; and show
    the model adapter's retries as they happen."""
    handler = _ModelLog(console)
    model_log = logging.getLogger("quantward.llm")
    model_log.addHandler(handler)
    model_log.setLevel(logging.WARNING)
    model_log.propagate = False

    async def tick() -> None:
        while True:
            await asyncio.sleep(QUIET_S)
            quiet = time.monotonic() - progress.last_event_at
            if quiet >= QUIET_S:
                console.print(
                    f"  … still working: {quiet:.0f} s since the last step ({progress.last_step})",
                    style="dim",
                    markup=False,
                )

    ticker = asyncio.create_task(tick())
    try:
        yield
    finally:
        ticker.cancel()
        model_log.removeHandler(handler)
        model_log.propagate = True


def _print_outcome(outcome: RunOutcome, console: Console, startup_s: float | None = None) -> None:
    completed: RunCompleted | None = outcome.completed
    took = f"in {outcome.elapsed_s:.1f} s"
    if startup_s is not None:
        took += f" (after {startup_s:.1f} s starting quantward)"
    print_result(
        console,
        run_id=outcome.run_id,
        status=completed.data.status if completed else "unknown",
        error=completed.data.error if completed else None,
        took=took,
        text=outcome.answer.data.text if outcome.answer else None,
        citations=outcome.answer.data.citations if outcome.answer else (),
    )


def _traced(
    run: Callable[..., Coroutine[Any, Any, RunOutcome]],
) -> Callable[..., Coroutine[Any, Any, RunOutcome]]:
    """`run` with tracing as QW_OTLP_ENDPOINT says: the client's `run requested` span is then
    the root of the run's trace across every service."""

    @functools.wraps(run)
    async def traced(**arguments: Any) -> RunOutcome:
        tracer = start_tracing(Settings())
        try:
            return await run(**arguments)
        finally:
            stop_tracing(tracer)

    return traced


@_traced
async def _run(
    *,
    mode: str,
    question: str | None,
    template_id: str | None,
    inputs: dict[str, Any],
    as_json: bool,
    template: TemplateDocument | None = None,
    answers: Sequence[str],
    model: str | None,
    timeout_s: float | None,
    strategy_id: str | None = None,
) -> RunOutcome:
    settings = Settings()
    console = Console(stderr=as_json, soft_wrap=True)
    interactive = sys.stdin.isatty() and not as_json
    progress = Progress(console)
    answerer = Answers(answers, interactive=interactive, console=console)

    async def follow(client: RunClient) -> RunOutcome:
        request = await client.submit(
            mode=mode,
            question=question,
            template_id=template_id,
            template=template,
            inputs=inputs,
            strategy_id=strategy_id,
        )
        console.print(f"run [bold]{request.run_id}[/] requested")
        async with _showing_waits(console, progress):
            return await client.follow(
                request, on_event=progress, answer=answerer, timeout_s=timeout_s
            )

    began = time.perf_counter()
    startup_s: float | None = None

    if settings.kafka_bootstrap:
        from quantward_kit.builders import build_bus

        async with build_bus(settings) as bus:
            client = RunClient(bus, handover_wait_s=settings.run_handover_wait_s)
            await client.start()
            try:
                outcome = await follow(client)
            finally:
                await client.close()
    else:
        from quantward_cli.embedded import EmbeddedPlatform
        from quantward_kit.builders import build_model

        chosen = build_model(settings, model=model)
        with console.status("starting quantward (embedded)…") as status:
            platform = EmbeddedPlatform(model=chosen, on_stage=lambda s: status.update(s))
            await platform.start()
        startup_s = time.perf_counter() - began
        try:
            endpoint = getattr(chosen, "endpoint", None)
            console.print(f"model: {chosen.name}" + (f" at {endpoint}" if endpoint else ""))
            client = RunClient(platform.bus)
            await client.start()
            outcome = await follow(client)
            await client.close()
        finally:
            await platform.stop()
    unused = answerer.given
    if as_json:
        result = {**outcome.as_json(), "unused_answers": unused}
        if startup_s is not None:
            result["startup_s"] = round(startup_s, 3)
        typer.echo(json.dumps(result, ensure_ascii=False))
    else:
        _print_outcome(outcome, console, startup_s)
    if unused:
        asked = len(outcome.answers)
        values = escape(printable(", ".join(map(repr, unused)), SHOWN))
        console.print(
            f"[yellow]warning: {len(unused)} --answer value(s) not used ({values}): "
            f"the run took {asked} answer(s)[/]"
        )
    return outcome


def _template(id_or_path: str) -> tuple[WorkflowTemplate, TemplateDocument | None]:
    """A bundled template by id, or the user's file: read once, and the text that was checked
    is the text that travels (as content and hash; a service elsewhere cannot read a path)."""
    from quantward_workflows import (
        get_template,
        is_template_path,
        parse_template,
        read_template_file,
    )

    if not is_template_path(id_or_path):
        return get_template(id_or_path), None
    text = read_template_file(id_or_path)
    # parse_template refuses text longer than a run request carries (TEMPLATE_MAX_CHARS).
    workflow = parse_template(text, source=id_or_path)
    return workflow, TemplateDocument.of(text, name=Path(id_or_path).name)


def _over_api(url: str, call: Callable[[ApiClient], Coroutine[Any, Any, None]]) -> None:
    """One request to a deployed API with QW_API_TOKEN; a failure is one line and exit 2."""
    from quantward_cli.api_client import ApiClient, ApiError, token_from_env

    async def main() -> None:
        async with ApiClient(url, token_from_env()) as client:
            await call(client)

    try:
        asyncio.run(main())
    except ApiError as failure:
        typer.echo(f"error: {failure}", err=True)
        raise typer.Exit(2) from None


def _on_api(url: str, body: dict[str, Any], *, as_json: bool, answers: Sequence[str]) -> int:
    """The run on a deployed API (`--api`): its exit code."""
    from quantward_cli.cli_run_api import run_over_api

    return asyncio.run(run_over_api(url, body, as_json=as_json, answers=answers))


def _exit_code(outcome: RunOutcome) -> int:
    return 0 if outcome.status == "succeeded" else 1


def run(
    template: Annotated[
        str, typer.Argument(help="Template id (`quantward templates list`) or a YAML path.")
    ],
    input_: Annotated[
        list[str] | None,
        typer.Option("--input", "-i", help="A template input as key=value (repeatable)."),
    ] = None,
    mode: Annotated[
        str | None, typer.Option(help="chat or strategy (default: the template's mode).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON result.")] = False,
    answer: Annotated[
        list[str] | None,
        typer.Option(help="Answer to a clarification question, in order (repeatable)."),
    ] = None,
    model: Annotated[
        str | None, typer.Option(help="Model name at QW_MODEL_BASE_URL (default: offline policy).")
    ] = None,
    timeout: Annotated[float | None, typer.Option(help="Give up after this many seconds.")] = None,
    strategy_id: Annotated[
        str | None,
        typer.Option(
            "--strategy-id",
            help="Strategy mode: which of your strategies on this template the run belongs to "
            "(its runs carry the Guardian's open concerns from one to the next).",
        ),
    ] = None,
    api: RunOnApi = None,
) -> None:
    """Run a workflow template: resolve, plan, delegate, ground, release; print the answer."""
    from quantward_workflows import TemplateError, bind_inputs

    logging.getLogger("aiokafka").setLevel(logging.ERROR)
    try:
        workflow, own = _template(template)
        chosen_mode = mode or workflow.mode
        if chosen_mode not in ("chat", "strategy"):
            raise typer.BadParameter("must be chat or strategy", param_hint="--mode")
        # Checked here, before anything starts: a wrong input fails in a second, naming it.
        bound = bind_inputs(
            workflow,
            _parse_inputs(input_ or []),
            allow_missing=chosen_mode == "chat",
            allow_files=True,
        )
    except (TemplateError, LookupError, OSError) as exc:
        for line in str(exc).splitlines():
            typer.echo(f"error: {printable(line, 2 * SHOWN)}", err=True)
        raise typer.Exit(2) from None
    if api:
        body: dict[str, Any] = {"inputs": bound.as_json(), "mode": chosen_mode}
        if own is not None:
            body["template_yaml"] = own.content
        else:
            body["template_id"] = workflow.id
        if strategy_id:
            body["strategy_id"] = strategy_id
        raise typer.Exit(_on_api(api, body, as_json=as_json, answers=answer or []))
    outcome = asyncio.run(
        _run(
            mode=chosen_mode,
            question=None,
            template_id=workflow.id,
            template=own,
            inputs=bound.as_json(),
            as_json=as_json,
            answers=answer or [],
            model=model,
            timeout_s=timeout,
            strategy_id=strategy_id,
        )
    )
    raise typer.Exit(_exit_code(outcome))


def ask(
    question: Annotated[str, typer.Argument(help="The research question, in plain words.")],
    strategy: Annotated[
        bool, typer.Option(help="Strategy mode: never wait for a user (fail instead).")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON result.")] = False,
    answer: Annotated[
        list[str] | None,
        typer.Option(help="Answer to a clarification question, in order (repeatable)."),
    ] = None,
    model: Annotated[
        str | None, typer.Option(help="Model name at QW_MODEL_BASE_URL (default: offline policy).")
    ] = None,
    timeout: Annotated[float | None, typer.Option(help="Give up after this many seconds.")] = None,
    api: RunOnApi = None,
) -> None:
    """Ask a free question: the companies it names are resolved first, then researched."""
    logging.getLogger("aiokafka").setLevel(logging.ERROR)
    if not question.strip():
        typer.echo(
            "error: QUESTION: must not be empty (ask in plain words, e.g. "
            '"What did Apple say about its guidance?")',
            err=True,
        )
        raise typer.Exit(2)
    if api:
        body = {"question": question, "mode": "strategy" if strategy else "chat"}
        raise typer.Exit(_on_api(api, body, as_json=as_json, answers=answer or []))
    outcome = asyncio.run(
        _run(
            mode="strategy" if strategy else "chat",
            question=question,
            template_id=None,
            inputs={},
            as_json=as_json,
            answers=answer or [],
            model=model,
            timeout_s=timeout,
        )
    )
    raise typer.Exit(_exit_code(outcome))


def answer_question(
    run_id: Annotated[str, typer.Argument(help="The run that asked (`run_…`).")],
    clarification_id: Annotated[str, typer.Argument(help="The question's id (`clr_…`).")],
    text: Annotated[str, typer.Argument(help="Your answer.")],
    api: SendToApi = None,
) -> None:
    """Answer a paused chat run's question on a deployed platform (QW_KAFKA_BOOTSTRAP, or its
    API with --api: the answer is checked against the question's options there)."""
    from quantward_contracts import new_id

    if api:
        _over_api(api, lambda client: client.answer(run_id, clarification_id, text))
        typer.echo(f"answered {clarification_id} of {run_id}")
        return
    from quantward_contracts.events import ClarificationAnswered, ClarificationAnsweredData
    from quantward_kit.builders import build_bus

    logging.getLogger("aiokafka").setLevel(logging.CRITICAL)  # a failure is reported once
    settings = Settings()
    if not settings.kafka_bootstrap:
        typer.echo("error: set QW_KAFKA_BOOTSTRAP (embedded runs ask in the terminal)", err=True)
        raise typer.Exit(2)

    async def main() -> None:
        async with build_bus(settings) as bus:
            await bus.publish(
                ClarificationAnswered(
                    run_id=run_id,
                    producer="cli",
                    data=ClarificationAnsweredData(
                        clarification_id=clarification_id,
                        answer=text,
                        answered_by="user:cli",
                        message_id=new_id("msg"),
                    ),
                )
            )

    asyncio.run(main())
    typer.echo(f"answered {clarification_id} of {run_id}")


def cancel(
    run_id: Annotated[str, typer.Argument(help="The run to stop (`run_…`).")],
    reason: Annotated[str, typer.Option(help="Why, for the record.")] = "cancelled by the user",
    api: SendToApi = None,
) -> None:
    """Cancel a run on a deployed platform (QW_KAFKA_BOOTSTRAP, or its API with --api): its
    agents stop and it ends `cancelled`."""
    from quantward_kit.builders import build_bus

    if api:
        _over_api(api, lambda client: client.cancel(run_id, reason))
        typer.echo(f"cancel requested for {run_id}")
        return

    logging.getLogger("aiokafka").setLevel(logging.CRITICAL)  # a failure is reported once
    settings = Settings()
    if not settings.kafka_bootstrap:
        typer.echo("error: set QW_KAFKA_BOOTSTRAP (an embedded run stops with Ctrl-C)", err=True)
        raise typer.Exit(2)

    async def main() -> None:
        async with build_bus(settings) as bus:
            await RunClient(bus).cancel(run_id, reason)

    asyncio.run(main())
    typer.echo(f"cancel requested for {run_id}")
