"""`quantward validate contract|answer`: the validator's exact checks on files.

`validate` runs the validator's exact checks on files, without a bus or a run: a research
contract (`ResearchContractBody` JSON, or a `contract.proposed` event) and a drafted answer (an
`answer.drafted` event or its data, or the JSON of `quantward run --json`) with its contract.
Each check prints as `✓`/`✗ id field: message`; `--json` prints one object. The exit code is 0
when every check passed, 1 when one failed, 2 when a file cannot be read.

A released answer (`answer.released` or `run --json`) carries the SHA-256 of its text; the
`answer.content_hash` check recomputes it, so a text edited after release (a mark added, a
number changed) fails even when the edit is consistent with the citations. The hash shows that
the text is the one released, not who released it: it is not a signature.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

if TYPE_CHECKING:
    from quantward_contracts.values import CheckResult, ResearchContractBody

validate_app = typer.Typer(
    help="Check a research contract or a drafted answer exactly (the validator's checks).",
    no_args_is_help=True,
    add_completion=False,
)
console = Console()
errors = Console(stderr=True)


class _UnreadableError(Exception):
    """A file that is missing, not JSON, or not the model it should be."""


def _load(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise _UnreadableError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _UnreadableError(f"{path}: not readable JSON ({exc})") from None


def _unwrap(document: Any, *keys: str) -> Any:
    """Step into an event's `data` or a wrapper's key, when the document is one."""
    while isinstance(document, dict):
        for key in ("data", *keys):
            if key in document and isinstance(document[key], dict):
                document = document[key]
                break
        else:
            return document
    return document


def _contract(path: Path) -> ResearchContractBody:
    from pydantic import ValidationError

    from quantward_contracts.values import ResearchContractBody

    document = _unwrap(_load(path), "contract")
    try:
        return ResearchContractBody.model_validate_json(json.dumps(document))
    except ValidationError as exc:
        raise _UnreadableError(f"{path}: not a research contract:\n{exc}") from None


def _date(value: str | None, option: str) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise _UnreadableError(f"{option}: expected YYYY-MM-DD, got {value!r}") from None


def _content_hash(draft: dict[str, Any]) -> list[CheckResult]:
    """`answer.content_hash` for a released answer; a draft has no recorded hash to compare."""
    from quantward_validation import released_text_check

    recorded = draft.get("content_hash")
    if recorded is None:
        return []  # a draft: not released yet, nothing recorded to compare with
    return [released_text_check(str(draft["text"]), str(recorded))]


def _report(checks: Sequence[CheckResult], as_json: bool, subject: str) -> None:
    passed = all(c.passed for c in checks)
    if as_json:
        typer.echo(
            json.dumps(
                {"subject": subject, "passed": passed, "checks": [c.model_dump() for c in checks]}
            )
        )
    else:
        for c in checks:
            mark = "[green]✓[/green]" if c.passed else "[red]✗[/red]"
            field = f" [cyan]{escape(c.field)}[/cyan]" if c.field else ""
            console.print(f"{mark} [bold]{c.check_id}[/bold]{field}: {escape(c.message)}")
        failed = sum(1 for c in checks if not c.passed)
        summary = "[green]passed[/green]" if passed else f"[red]{failed} check(s) failed[/red]"
        console.print(f"{escape(subject)}: {summary}")
    if not passed:
        raise typer.Exit(1)


@validate_app.command("contract")
def validate_contract_command(
    file: Annotated[Path, typer.Argument(help="ResearchContractBody JSON (or its event).")],
    decision_date: Annotated[
        str | None,
        typer.Option("--decision-date", help="The run's point in time (YYYY-MM-DD)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object on stdout.")] = False,
) -> None:
    """Check a research contract: complete, data and methods exist, point in time, objective."""
    from quantward_validation import validate_contract

    try:
        contract = _contract(file)
        day = _date(decision_date, "--decision-date")
    except _UnreadableError as exc:
        errors.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(2) from None
    _report(validate_contract(contract, decision_date=day), as_json, str(file))


@validate_app.command("answer")
def validate_answer_command(
    file: Annotated[
        Path,
        typer.Argument(help="An answer.drafted event or its data, or `quantward run --json`."),
    ],
    contract_file: Annotated[
        Path | None,
        typer.Option("--contract", help="The contract it answers (else the draft's own)."),
    ] = None,
    decision_date: Annotated[
        str | None,
        typer.Option("--decision-date", help="The run's point in time (YYYY-MM-DD)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object on stdout.")] = False,
) -> None:
    """Check a drafted answer against its contract: cited, evidence, portfolio, numbers."""
    from pydantic import TypeAdapter, ValidationError

    from quantward_contracts.values import Citation, Computation, ResearchContractBody
    from quantward_validation import validate_answer

    try:
        draft = _unwrap(_load(file), "answer")
        if not isinstance(draft, dict) or not isinstance(draft.get("text"), str):
            raise _UnreadableError(f"{file}: no answer text (expected a `text` field)")
        try:
            citations = TypeAdapter(tuple[Citation, ...]).validate_json(
                json.dumps(draft.get("citations", []))
            )
            computations = TypeAdapter(tuple[Computation, ...]).validate_json(
                json.dumps(draft.get("computations", []))
            )
            own = draft.get("contract")
            contract = (
                _contract(contract_file)
                if contract_file is not None
                else ResearchContractBody.model_validate_json(json.dumps(own))
                if isinstance(own, dict)
                else None
            )
        except ValidationError as exc:
            raise _UnreadableError(f"{file}: not a drafted answer:\n{exc}") from None
        day = _date(decision_date, "--decision-date")
    except _UnreadableError as exc:
        errors.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(2) from None
    from quantward_kit.builders import build_market_data
    from quantward_kit.settings import Settings

    prices = build_market_data(Settings()).price_history()
    checks = _content_hash(draft) + validate_answer(
        draft["text"], citations, contract, computations, prices=prices, decision_date=day
    )
    _report(checks, as_json, str(file))
