"""`quantward ask` with a question that names a company the graph knows and one it does not.

The unknown company is made up here with a seed (a word no dictionary and no graph name has,
plus a company designator), so no name is tuned to: it must be asked about in a chat run and
reported in a strategy run, never dropped while the known one is researched alone.
"""

from __future__ import annotations

import json
import random
from typing import Any

from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_graph.reference import load_reference_data
from quantward_resolver.domain.normalize import keys_of

runner = CliRunner()
_SYLLABLES = ("brak", "tov", "uln", "quesh", "dram", "yot", "pliv", "serk")
_DESIGNATORS = ("Corp", "Holdings", "Group", "Industries", "plc", "AG")


def _unknown_companies(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    known = {k for e in load_reference_data().entities for k in keys_of(e.name)}
    names: list[str] = []
    while len(names) < count:
        stem = "".join(rng.choice(_SYLLABLES) for _ in range(3)).capitalize()
        name = f"{stem} {rng.choice(_DESIGNATORS)}"
        if not keys_of(name) & known and name not in names:
            names.append(name)
    return names


def _ask(home: Any, *args: str) -> tuple[int, dict[str, Any]]:
    with home.activated():
        result = runner.invoke(app, ["ask", *args, "--json"])
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    outcome: dict[str, Any] = json.loads(lines[0])
    return result.exit_code, outcome


def test_a_strategy_question_reports_the_unknown_company_instead_of_researching_one(
    quantward_home: Any,
) -> None:
    for unknown in _unknown_companies(2, seed=501):
        code, outcome = _ask(quantward_home, f"Compare {unknown} and Apple on capex", "--strategy")
        assert code == 1
        assert outcome["status"] == "failed"
        assert outcome["tasks"] == 0
        assert outcome["error"].startswith(f"no company called '{unknown}' is known")


def test_a_chat_question_asks_about_the_unknown_company_and_researches_both(
    quantward_home: Any,
) -> None:
    [unknown] = _unknown_companies(1, seed=502)
    code, outcome = _ask(
        quantward_home,
        f"What did Apple and {unknown} say about guidance?",
        "--answer",
        "Microsoft",
    )
    assert code == 0, outcome
    [asked] = outcome["clarifications"]
    assert asked["question"].startswith(f"I could not find a company called '{unknown}'.")
    assert asked["answer"] == "Microsoft"
    text = outcome["answer"]["text"]
    assert "Apple Inc." in text
    assert "Microsoft" in text
