"""`quantward review`: one Guardian review from the command line.

`review` runs one Guardian review of a recorded bundle outside any run — for audits, for tests,
for trying a model on a known case — with the configured model (the offline reference policy
unless `QW_MODEL_BASE_URL` or `--model` says otherwise). It publishes nothing. A bundle that
carries no validator verdicts gets them first, from the Guardian's own check tool (the
validator's exact checks of the contract, or of the answer at the final stage), so a recorded
bundle is never reviewed without the exact checks. It prints every check with its verdict, then
the decision, summary, concerns and requested changes (or one JSON object with `--json`, whose
`checks` lists the same) and exits 0 on accept, 1 on revise, 3 when the Guardian could not
review (model down, no valid decision after every attempt) and 2 on bad input.
"""

from __future__ import annotations

import asyncio
import json
import logging
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

if TYPE_CHECKING:
    from quantward_contracts.events import ReviewDecidedData
    from quantward_contracts.values import CheckResult, Concern, ReviewBundle

console = Console(stderr=True)
out = Console(highlight=False)

#: exit codes of `quantward review`
ACCEPT, REVISE, BAD_INPUT, GUARDIAN_FAILED = 0, 1, 2, 3


class Stage(StrEnum):
    plan = "plan"
    final = "final"


class Policy(StrEnum):
    chat = "chat"
    strategy = "strategy"


def _fail(message: str) -> typer.Exit:
    console.print(f"[red]{escape(message)}[/red]", soft_wrap=True)
    return typer.Exit(BAD_INPUT)


def load_bundle(path: Path) -> ReviewBundle:
    """A `ReviewBundle` from a file holding the bundle, a `review.requested` event or its data."""
    from pydantic import ValidationError

    from quantward_contracts.values import ReviewBundle

    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise _fail(f"cannot read {path}: {exc}") from None
    except ValueError as exc:
        raise _fail(f"{path} is not JSON: {exc}") from None
    if isinstance(raw, dict) and isinstance(raw.get("data"), dict) and "bundle" in raw["data"]:
        raw = raw["data"]["bundle"]
    elif isinstance(raw, dict) and "bundle" in raw and "contract" not in raw:
        raw = raw["bundle"]
    if not isinstance(raw, dict):
        raise _fail(f"{path}: expected a review bundle (a JSON object with `contract`)")
    try:
        return ReviewBundle.model_validate_json(json.dumps(raw))
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or '(bundle)'}: {e['msg']}"
            for e in exc.errors()[:8]
        )
        raise _fail(f"{path} is not a valid review bundle: {problems}") from None


def load_ledger(path: Path) -> list[Concern]:
    """Earlier concerns: a JSON list of concerns, or a decision (event or data) carrying them."""
    from pydantic import TypeAdapter, ValidationError

    from quantward_contracts.values import Concern

    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise _fail(f"cannot read the ledger {path}: {exc}") from None
    if isinstance(raw, dict):
        raw = raw.get("data", raw)
        raw = raw.get("concerns", raw) if isinstance(raw, dict) else raw
    try:
        return TypeAdapter(list[Concern]).validate_json(json.dumps(raw))
    except ValidationError as exc:
        raise _fail(f"{path} is not a list of concerns: {exc.errors()[0]['msg']}") from None


def with_checks(bundle: ReviewBundle) -> tuple[ReviewBundle, str]:
    """The bundle with the validator's verdicts, and where they came from: the bundle's own
    when it carries some, else the Guardian's check tool run on it now."""
    if bundle.checks:
        return bundle, "recorded in the bundle"
    from pydantic import TypeAdapter

    from quantward_contracts.values import CheckResult
    from quantward_guardian.settings import GuardianSettings
    from quantward_guardian.tools import run_validator
    from quantward_kit.builders import build_market_data

    ran = run_validator(bundle, build_market_data(GuardianSettings()))
    checks = TypeAdapter(tuple[CheckResult, ...]).validate_python(ran["checks"])
    return bundle.model_copy(update={"checks": checks}), "run by the Guardian's check tool"


def _render_checks(checks: tuple[CheckResult, ...], origin: str) -> None:
    failed = sum(1 for c in checks if not c.passed)
    passed = len(checks) - failed
    out.print(f"[bold]Validator checks[/bold] ({origin}): {passed} passed, {failed} failed")
    for c in checks:
        mark = "[green]✓[/green]" if c.passed else "[red]✗[/red]"
        where = f" [cyan]{escape(c.field)}[/cyan]" if c.field else ""
        out.print(f"  {mark} {escape(c.check_id)}{where}: {escape(c.message)}")
    out.print()


def _render(data: ReviewDecidedData, model: str) -> None:
    colour = "green" if data.decision == "accept" else "yellow"
    out.print(
        f"[bold {colour}]{data.decision.upper()}[/] — {data.stage} review by {escape(model)}"
        f" ({data.attempts} attempt(s))"
    )
    if data.guardian_failed:
        out.print("[red]The Guardian could not review; the decision is recorded as failed.[/red]")
    out.print(escape(data.summary))
    if data.concerns:
        out.print("\n[bold]Concerns[/bold]")
        for c in data.concerns:
            kind = "material" if c.material else "note"
            out.print(f"  • {escape(c.concern_id)} [{c.status}, {kind}] {escape(c.summary)}")
            if c.requested_change and c.status == "open":
                out.print(f"      → {escape(c.requested_change)}")
    if data.requested_changes:
        out.print("\n[bold]Requested changes[/bold]")
        for i, change in enumerate(data.requested_changes, start=1):
            out.print(f"  {i}. {escape(change)}")
    if data.clarification_question:
        out.print(f"\n[bold]Question for the user:[/bold] {escape(data.clarification_question)}")


async def review_bundle(
    bundle: ReviewBundle, ledger: list[Concern], *, model: str | None = None
) -> tuple[ReviewDecidedData, str]:
    """One review outside a run, with the configured model; (decision, model name)."""
    from quantward_contracts import new_id
    from quantward_guardian.app import Reviewer
    from quantward_guardian.domain import Ledger
    from quantward_guardian.settings import GuardianSettings
    from quantward_guardian.tools import GuardianTools
    from quantward_kit.builders import build_market_data, build_model

    settings = GuardianSettings()
    chat_model = build_model(settings, model=model)
    tools = GuardianTools(build_market_data(settings))
    reviewer = Reviewer(settings, chat_model, tools, producer="quantward-review")
    book = Ledger(concerns={c.concern_id: c for c in ledger})
    data = await reviewer.review(bundle, book, review_id=new_id("rev"), run_id=new_id("run"))
    return data, chat_model.name


def review(
    bundle: Annotated[
        Path,
        typer.Option(
            "--bundle", help="The review bundle (JSON), or a recorded review.requested event."
        ),
    ],
    stage: Annotated[Stage, typer.Option("--stage", help="plan or final.")],
    policy: Annotated[
        Policy | None,
        typer.Option("--policy", help="chat or strategy (default: the bundle's)."),
    ] = None,
    ledger: Annotated[
        Path | None,
        typer.Option(
            "--ledger",
            help="Earlier concerns (a JSON list, or a recorded review.decided) to follow up.",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    model: Annotated[
        str | None,
        typer.Option(help="Model name at QW_MODEL_BASE_URL (default: offline policy)."),
    ] = None,
) -> None:
    """Review a recorded bundle with the Guardian; exit 0 accept, 1 revise, 3 Guardian failed."""
    logging.getLogger("quantward").setLevel(logging.ERROR)
    reviewed = load_bundle(bundle)
    update: dict[str, str] = {"stage": stage.value}
    if policy is not None:
        update["policy"] = policy.value
    reviewed = reviewed.model_copy(update=update)
    if reviewed.stage == "final" and not reviewed.answer:
        console.print("[yellow]a final-stage review without an answer: only the plan is seen[/]")
    earlier = load_ledger(ledger) if ledger is not None else []
    reviewed, origin = with_checks(reviewed)
    data, model_name = asyncio.run(review_bundle(reviewed, earlier, model=model))
    if as_json:
        checks = [c.model_dump(mode="json") for c in reviewed.checks]
        typer.echo(
            json.dumps(
                {
                    **data.model_dump(mode="json"),
                    "policy": reviewed.policy,
                    "model": model_name,
                    "checks": checks,
                    "checks_origin": origin,
                },
                ensure_ascii=False,
            )
        )
    else:
        _render_checks(reviewed.checks, origin)
        _render(data, model_name)
    if data.guardian_failed:
        raise typer.Exit(GUARDIAN_FAILED)
    raise typer.Exit(ACCEPT if data.decision == "accept" else REVISE)
