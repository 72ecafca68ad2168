"""`quantward eval`: ask a question set, grade every answer, print the scores per category.

Runs on the embedded platform with the model the settings choose: the offline reference policy,
or any OpenAI-compatible endpoint (`QW_MODEL_BASE_URL`, `QW_MODEL_NAME`). Every run is recorded,
model calls included; `--out` writes which run answered which question, and `--rescore` grades
those recorded runs again without calling the model.
"""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

console = Console(soft_wrap=True)
errors = Console(stderr=True)


def evaluate(
    set_: Annotated[
        str, typer.Option("--set", help="A shipped set (public, heldout) or a YAML file.")
    ] = "public",
    out: Annotated[
        Path | None,
        typer.Option(help="Write the scores and which run answered which question (JSON)."),
    ] = None,
    rescore: Annotated[
        Path | None,
        typer.Option(help="Grade the recorded runs of an earlier --out file again; no model."),
    ] = None,
    only: Annotated[
        list[str] | None, typer.Option(help="Ask only these question ids (repeatable).")
    ] = None,
    price_in: Annotated[
        float, typer.Option(help="Cost per million prompt tokens, for the cost line.")
    ] = 0.0,
    price_out: Annotated[
        float, typer.Option(help="Cost per million completion tokens, for the cost line.")
    ] = 0.0,
    show_failures: Annotated[
        bool, typer.Option("--failures", help="List every failed check.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the scores as JSON.")] = False,
) -> None:
    """Ask a question set, grade each answer (entities, intent, tools, numbers recomputed,
    periods and documents cited, clarification when needed) and print the scores."""
    from quantward_cli.evaluation.questions import QuestionSet, QuestionSetError, load
    from quantward_cli.evaluation.report import summary, table

    try:
        questions = load(set_)
    except QuestionSetError as exc:
        errors.print(f"error: {exc}", markup=False)
        raise typer.Exit(2) from None
    if only:
        unknown = sorted(set(only) - {q.id for q in questions.questions})
        if unknown:
            errors.print(f"error: --only: no question {', '.join(unknown)} in set {set_}")
            raise typer.Exit(2)
        questions = QuestionSet(
            set=questions.set, questions=tuple(q for q in questions.questions if q.id in only)
        )
    logging.getLogger("quantward").setLevel(logging.ERROR)
    if rescore is not None:
        evaluation = _rescore(questions, rescore)
    else:
        evaluation = _ask(questions, quiet=as_json)
    result = summary(evaluation, price_in=price_in, price_out=price_out)
    if out is not None:
        out.write_text(
            json.dumps({**result, **evaluation.manifest()}, indent=2, ensure_ascii=False) + "\n"
        )
    if as_json:
        typer.echo(json.dumps(result, ensure_ascii=False))
        return
    typer.echo(table(result))
    if show_failures:
        for failure in result["failures"]:
            for check, detail in failure["failed"].items():
                console.print(
                    f"  {failure['id']} ({failure['run_id']}) {check}: {detail}", markup=False
                )
    if out is not None:
        console.print(f"written {out}")


def _ask(questions: Any, *, quiet: bool) -> Any:
    from quantward_cli.evaluation.runner import Asked, run_set
    from quantward_kit.builders import build_model
    from quantward_kit.settings import Settings

    model = build_model(Settings())
    shown = Console(stderr=True) if quiet else console
    shown.print(
        f"asking {len(questions.questions)} question(s) of set {questions.set} "
        f"with model {model.name}"
    )

    def progress(asked: Asked) -> None:
        mark = "✓" if asked.grade.success else "✗"
        shown.print(
            f"  {mark} {asked.question.id:<8} {asked.elapsed_s:5.1f} s  {asked.run_id}",
            markup=False,
        )

    return asyncio.run(run_set(questions, model=model, on_result=progress))


def _rescore(questions: Any, manifest_path: Path) -> Any:
    from quantward_cli.cli_record import _store
    from quantward_cli.evaluation.runner import rescore
    from quantward_kit.builders import build_market_data
    from quantward_kit.settings import Settings
    from quantward_records import restore

    try:
        manifest = json.loads(manifest_path.read_text())
        runs = dict(manifest["runs"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        errors.print(f"error: --rescore: {manifest_path} is not an `eval --out` file ({exc})")
        raise typer.Exit(2) from None
    with _store() as store:

        def events_of(run_id: str) -> list[Any]:
            return [restore(e, store.artifact) for e in store.entries(run_id) if e.body is not None]

        return rescore(
            questions,
            runs,
            events_of,
            build_market_data(Settings()),
            model=f"{manifest.get('model', 'recorded')} (rescored from the record)",
        )
