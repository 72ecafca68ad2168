"""Small things a new user (or an attacker) runs into from the command line: option names in
errors that exist, filters that cannot match said so instead of 0 hits, a date before the graph's
history warned about, control characters never reaching the terminal, a long input echoed once
and shortened, and the start-up time shown apart from the run's.

In-process (the Typer app on the session's embedded home), so the suite stays fast.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from typer.testing import CliRunner

from quantward_cli.cli import app

runner = CliRunner()


def invoke(home: Any, *args: str) -> Any:
    with home.activated():
        return runner.invoke(app, list(args))


def test_an_empty_search_names_the_query_argument(quantward_home: Any) -> None:
    result = invoke(quantward_home, "search", "")
    assert result.exit_code == 2
    assert "QUERY:" in result.output
    assert "--text" not in result.output


def test_a_type_typo_names_the_type_option(quantward_home: Any) -> None:
    result = invoke(quantward_home, "search", "revenue", "--type", "transcrpt")
    assert result.exit_code == 2
    assert "--type:" in result.output
    assert "--types" not in result.output


def test_an_unknown_entity_id_is_an_error_not_zero_hits(quantward_home: Any) -> None:
    result = invoke(quantward_home, "search", "revenue", "--entity", "ent_no_such_company")
    assert result.exit_code == 2
    assert "ent_no_such_company: no such entity" in result.output


@pytest.mark.parametrize(
    "dates",
    [
        ("--since", "2022-06-01", "--until", "2021-01-01"),
        ("--since", "2022-06-01", "--as-of", "2021-01-01"),
    ],
)
def test_a_date_range_that_cannot_match_is_an_error(
    quantward_home: Any, dates: tuple[str, ...]
) -> None:
    result = invoke(quantward_home, "search", "revenue", *dates)
    assert result.exit_code == 2
    assert "no passage can match" in result.output


def test_an_unknown_source_is_warned_about_naming_the_known_ones(quantward_home: Any) -> None:
    result = invoke(quantward_home, "search", "revenue", "--source", "synthetic-corpus:transcrpts")
    assert result.exit_code == 0
    assert "no passage of synthetic-corpus:transcrpts matches" in result.output
    assert "synthetic-corpus:transcripts" in result.output


def test_an_as_of_before_the_graphs_history_is_warned_about(quantward_home: Any) -> None:
    result = invoke(quantward_home, "resolve", "Apple", "--as-of", "1800-01-01")
    assert result.exit_code == 0
    assert "before the knowledge graph's recorded history" in result.output
    recent = invoke(quantward_home, "resolve", "Apple", "--as-of", "2022-01-03")
    assert "recorded history" not in recent.output


def test_control_characters_in_inputs_never_reach_the_terminal(quantward_home: Any) -> None:
    hostile = "Apple\x1b[2J\x1b]0;pwned\x07\u202e"
    for args in (
        ("run", "earnings-preview", "--input", f"company={hostile}"),
        ("run", "earnings-preview", "--input", "as_of=\x1b[31m2022"),
        ("resolve", hostile),
        ("search", hostile, "--entity", hostile),
    ):
        result = invoke(quantward_home, *args)
        assert "\x1b" not in result.output, args
        assert "\x07" not in result.output, args
        assert "\u202e" not in result.output, args


def test_a_long_input_is_echoed_once_and_shortened(quantward_home: Any) -> None:
    long_name = "Q" * 10_000
    result = invoke(quantward_home, "run", "earnings-preview", "--input", f"company={long_name}")
    runs_of_q = re.findall(r"Q{100,}", result.output)
    assert len(runs_of_q) == 1
    assert len(runs_of_q[0]) < 1_000
    assert "10,000 characters" in result.output or "characters)" in result.output


def test_the_start_up_time_is_shown_apart_from_the_run(quantward_home: Any) -> None:
    result = invoke(quantward_home, "run", "earnings-preview", "--input", "company=Apple")
    assert result.exit_code == 0, result.output
    honest = r"succeeded in \d+\.\d s \(after \d+\.\d s starting quantward\)"
    shown = re.search(honest, result.output)
    assert shown is not None
