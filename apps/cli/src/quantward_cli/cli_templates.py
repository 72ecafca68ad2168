"""`quantward templates …`: the workflow template library and template files from the command line.

`list` shows the bundled templates, `show` one template (bundled id or file) as an author or a
user filling it in needs to see it, and `validate` checks template files, every problem as
`file: field: reason` (exit 1 when one is invalid, 2 when a file is missing), optionally with an
input binding (`--input key=value`) checked against the template as `quantward run` would.
These commands only read templates; they never start a run or touch a service.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

if TYPE_CHECKING:
    from quantward_workflows import BoundInputs, InputType, Problem, WorkflowTemplate

templates_app = typer.Typer(
    help="Workflow templates: list the library, show one, validate template files.",
    no_args_is_help=True,
    add_completion=False,
)
console = Console()


@templates_app.command("list")
def list_templates(
    as_json: Annotated[bool, typer.Option("--json", help="A JSON list on stdout.")] = False,
) -> None:
    """The bundled templates: id, title, mode and how many inputs and plan items each has."""
    from quantward_workflows import bundled_templates

    library = bundled_templates()
    if as_json:
        typer.echo(
            json.dumps(
                [
                    {
                        "id": t.id,
                        "version": t.version,
                        "title": t.title,
                        "mode": t.mode,
                        "description": t.description,
                        "inputs": len(t.inputs),
                        "plan_items": len(t.plan),
                    }
                    for t in library.values()
                ]
            )
        )
        return
    table = Table(title="Workflow templates")
    for column in ("id", "title", "mode", "inputs", "plan"):
        table.add_column(column, no_wrap=column == "id")
    for t in library.values():
        table.add_row(t.id, escape(t.title), t.mode, str(len(t.inputs)), str(len(t.plan)))
    console.print(table)
    console.print("`quantward templates show ID` for the inputs, the plan and the output.")


@templates_app.command("show", no_args_is_help=True)
def show(
    template: Annotated[str, typer.Argument(help="A bundled template id or a template file.")],
    as_json: Annotated[bool, typer.Option("--json", help="The whole template as JSON.")] = False,
) -> None:
    """The template's inputs, plan questions, allowed sources and required output."""
    from quantward_workflows import TemplateError, get_template

    try:
        found = get_template(template)
    except TemplateError as exc:
        # Plain lines, never wrapped: `file: field: reason` is meant to be grepped and clicked.
        typer.echo(str(exc), err=True)
        raise typer.Exit(2 if _not_found(exc.problems) else 1) from None
    if as_json:
        typer.echo(json.dumps(found.model_dump(mode="json")))
        return
    _print_template(found)


def _not_found(problems: tuple[Problem, ...]) -> bool:
    return any(
        (p.field == "(file)" and p.reason == "no such file")
        or (p.field == "id" and p.reason.startswith("no bundled template"))
        for p in problems
    )


def _print_template(t: WorkflowTemplate) -> None:
    from quantward_workflows.values import percent_text

    console.print(f"[bold]{escape(t.title)}[/bold]  [dim]{t.id} v{t.version}, {t.mode} mode[/dim]")
    console.print(escape(t.description), highlight=False)

    inputs = Table(title="Inputs", title_justify="left")
    for column in ("name", "type", "required", "default", "description"):
        inputs.add_column(column, no_wrap=column in ("name", "type"))
    for name, spec in t.inputs.items():
        default = "" if spec.default is None else _default_text(spec.type, spec.default)
        detail = spec.description
        if spec.choices:
            detail += f" (one of: {', '.join(spec.choices)})"
        if spec.minimum is not None or spec.maximum is not None:
            show_bound = percent_text if spec.type == "percent" else (lambda v: f"{v:g}")
            low = "" if spec.minimum is None else show_bound(spec.minimum)
            high = "" if spec.maximum is None else show_bound(spec.maximum)
            detail += f" [{low}..{high}]"
        required = "yes" if spec.required and spec.default is None else "no"
        inputs.add_row(name, spec.type, required, escape(default), escape(detail))
    console.print(inputs)

    console.print("[bold]Plan[/bold] (questions the analysis must ask; the model owns the path)")
    for n, item in enumerate(t.plan, start=1):
        hint = f"{item.approach}, {item.scope.replace('_', ' ')}"
        if item.document_types:
            hint += f"; {', '.join(item.document_types)}"
        console.print(f" {n}. [cyan]{item.id}[/cyan] [dim]({escape(hint)})[/dim]", highlight=False)
        console.print(f"    {escape(item.question)}", highlight=False)
        if item.look_for:
            console.print(f"    [dim]look for: {escape(', '.join(item.look_for))}[/dim]")

    console.print(f"[bold]Sources[/bold]: {escape(', '.join(t.sources.allow))}", highlight=False)
    console.print("[bold]Required output[/bold]")
    for section in t.output.sections:
        flag = "" if section.required else " (optional)"
        console.print(
            f" section [cyan]{section.id}[/cyan]{flag}: {escape(section.title)} "
            f"[dim]← {', '.join(section.from_plan)}[/dim]",
            highlight=False,
        )
    for table in t.output.tables:
        console.print(
            f" table [cyan]{table.id}[/cyan]: {escape(table.title)} — "
            f"{escape(' | '.join(table.columns))} [dim]← {', '.join(table.from_plan)}[/dim]",
            highlight=False,
        )
    if t.output.risks is not None:
        sources = ", ".join(t.output.risks.from_plan) or "any plan item"
        console.print(
            f" risks: at least {t.output.risks.minimum} [dim]← {sources}[/dim]", highlight=False
        )


def _default_text(kind: InputType, value: Any) -> str:
    """A default as a person reads it (`10%`, `2020-01-01 to 2022-12-28`), not as JSON."""
    from quantward_workflows.values import InputValueError, parse_value, value_text

    try:
        return value_text(kind, parse_value(kind, value))
    except InputValueError:  # pragma: no cover - a loaded template's defaults are valid
        return json.dumps(value)


@templates_app.command("validate", no_args_is_help=True)
def validate(
    paths: Annotated[
        list[Path], typer.Argument(help="Template files (YAML) to check; a folder checks its own.")
    ],
    raw_inputs: Annotated[
        list[str] | None,
        typer.Option(
            "--input",
            help="key=value (repeatable): also check this input binding against each template.",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="A JSON list, one entry a file.")] = False,
) -> None:
    """Check template files; print OK or every problem as `file: field: reason`.

    Exit 0 when all are valid, 1 when one is invalid, 2 when a file does not exist.
    """
    from quantward_workflows import Problem, TemplateError, bind_inputs, load_template

    given, usage = _parse_inputs(raw_inputs or [])
    if usage:
        for problem in usage:
            typer.echo(f"--input: {problem.reason}", err=True)
        raise typer.Exit(2)
    reports: list[dict[str, Any]] = []
    missing_file = False
    for path in _template_files(paths):
        problems: list[Problem] = []
        bound: BoundInputs | None = None
        template_id: str | None = None
        if path.is_dir():
            problems.append(Problem("(file)", "a folder without template files (*.yaml, *.yml)"))
        elif not path.is_file():
            missing_file = True
            problems.append(Problem("(file)", "no such file"))
        else:
            try:
                template = load_template(path)
                template_id = template.id
                if raw_inputs:
                    bound = bind_inputs(template, given, allow_files=True)
            except TemplateError as exc:
                problems.extend(exc.problems)
        reports.append(
            {
                "file": str(path),
                "valid": not problems,
                "template": template_id,
                "problems": [{"field": p.field, "reason": p.reason} for p in problems],
                "inputs": bound.as_json() if bound is not None else None,
            }
        )
    if as_json:
        typer.echo(json.dumps(reports))
    else:
        for report in reports:
            if report["valid"]:
                line = f"OK {report['file']} ({report['template']})"
                if report["inputs"] is not None:
                    line += f"; inputs: {json.dumps(report['inputs'])}"
                typer.echo(line)
            for problem in report["problems"]:
                typer.echo(f"{report['file']}: {problem['field']}: {problem['reason']}")
    if missing_file:
        raise typer.Exit(2)
    if any(not report["valid"] for report in reports):
        raise typer.Exit(1)


def _template_files(paths: list[Path]) -> list[Path]:
    """The paths given, with a folder standing for the template files directly inside it."""
    files: list[Path] = []
    for path in paths:
        inside = (
            sorted(p for p in path.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
            if path.is_dir()
            else []
        )
        files.extend(inside or [path])
    return files


def _parse_inputs(raw: list[str]) -> tuple[dict[str, str], list[Problem]]:
    """`key=value` options into a mapping; a value may itself contain `=` (mandates do)."""
    from quantward_workflows import Problem

    given: dict[str, str] = {}
    problems: list[Problem] = []
    for option in raw:
        key, equals, value = option.partition("=")
        key = key.strip()
        if not equals or not key:
            problems.append(Problem("--input", f"expected key=value, got {option!r}"))
        elif key in given:
            problems.append(Problem("--input", f"{key} is given more than once"))
        else:
            given[key] = value
    return given, problems
