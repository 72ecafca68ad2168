"""How a run's result reads on the terminal, wherever the run was followed (on the bus or over
the HTTP API): the answer with its numbered sources, which are synthetic, the status line; and
the answers to a run's questions, from `--answer` values or typed."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from rich.console import Console
from rich.markdown import Markdown
from rich.markup import escape

from quantward_cli.text import printable
from quantward_contracts.values import Citation

#: characters of a user's or a run's text shown on the terminal (the JSON output has all of it)
SHOWN = 300


def shown(text: str, limit: int = SHOWN) -> str:
    """Text from a run (it may quote the user's input) as safe markup: controls escaped, long
    text shortened, and no `[…]` read as a style."""
    return escape(printable(text, limit))


class Answers:
    """Answers a run's questions: from `--answer` values in order, else from the terminal."""

    def __init__(self, given: Sequence[str], *, interactive: bool, console: Console) -> None:
        self.given = list(given)
        self.interactive = interactive
        self.console = console

    async def reply(self, question: str) -> str | None:
        """The next `--answer`, else the user's typed answer; None when neither can be had."""
        if self.given:
            answer = self.given.pop(0)
            self.console.print(f"  answered: {printable(answer, SHOWN)}", markup=False)
            return answer
        if not self.interactive:
            self.console.print(
                "[red]the run asks a question and there is no terminal to answer it; "
                "pass --answer TEXT[/]"
            )
            return None
        prompt = printable(question, SHOWN)
        return await asyncio.to_thread(lambda: input(f"{prompt}\n> ").strip() or "")


def citation_lines(citations: Sequence[Citation]) -> list[str]:
    """One line per citation: number, title, date, passage and a short quote."""
    lines = []
    for c in citations:
        day = c.published.isoformat() if c.published else "no date"
        flag = ", synthetic" if c.synthetic else ""
        quote = c.quote
        if quote.startswith("SYNTHETIC DOCUMENT"):  # the banner; `synthetic` already says so
            quote = quote.split("\n", 1)[-1]
        quote = " ".join(quote.split())
        if len(quote) > 180:
            cut = quote[:179]
            quote = (cut.rsplit(" ", 1)[0] if " " in cut[120:] else cut) + "…"
        passage = c.chunk_id or "whole source"
        lines.append(f"[{c.number}] {c.title} ({day}{flag}), passage {passage}: “{quote}”")
    return lines


def _numbers(numbers: Sequence[int]) -> str:
    return ", ".join(f"[{n}]" for n in numbers)


def citations_footer(citations: Sequence[Citation]) -> str | None:
    """`provenance_footer` of any citations (an answer read from the API)."""
    synthetic = sorted({c.number for c in citations if c.synthetic})
    if not synthetic:
        return None
    real = sorted({c.number for c in citations if not c.synthetic} - set(synthetic))
    head = "generated for the demo, not real data"
    if not real:
        return f"Every cited source is synthetic ({head})."
    return f"Synthetic sources ({head}): {_numbers(synthetic)}. Real: {_numbers(real)}."


def print_result(
    console: Console,
    *,
    run_id: str,
    status: str,
    error: str | None,
    took: str,
    text: str | None,
    citations: Sequence[Citation],
) -> None:
    """The released answer (if any) with its sources, then the run's status line: the same for
    a run followed on the bus and one followed over the HTTP API."""
    if text is not None:
        console.print()
        console.print(Markdown(text) if console.is_terminal else text)
        console.print()
        console.print("[bold]Sources[/]")
        for line in citation_lines(citations):
            console.print(line, markup=False, highlight=False)
        footer = citations_footer(citations)
        if footer:
            console.print(footer, style="yellow", markup=False, highlight=False)
    console.print()
    colour = "green" if status == "succeeded" else "red"
    console.print(f"[{colour}]run {run_id} {status}[/] {took}", end="")
    if error:
        console.print(f": {error}", style="red", markup=False)
    else:
        console.print()
