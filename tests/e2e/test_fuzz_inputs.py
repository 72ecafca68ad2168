"""Fuzzing what a user hands the command line: template YAML, `--input` values and batch lines.

Whatever the text, the answer is a result or a problem naming the field, never a traceback and
never a hang: each example has a deadline, and the CLI is invoked in-process so an exception
that escapes a command fails the example. Hostile shapes are mixed in on purpose: YAML tokens
(anchors, aliases, tags, merge keys), control characters, huge numbers, mutations of a bundled
template.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from collections.abc import Iterator
from datetime import timedelta
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from quantward_cli.cli import app
from quantward_cli.cli_resolve import BadValueError, parse_batch_line
from quantward_workflows import (
    TemplateError,
    WorkflowTemplate,
    bind_inputs,
    bundled_templates,
    parse_template,
)

runner = CliRunner()
LIBRARY = bundled_templates()
BUNDLED_TEXT = {
    template_id: resources.files("quantward_workflows")
    .joinpath(f"library/{template_id}.yaml")
    .read_text(encoding="utf-8")
    for template_id in LIBRARY
}
FUZZ = settings(
    max_examples=120,
    deadline=timedelta(seconds=5),  # a hang (or minutes of work) fails the example
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
YAML_TOKENS = [
    "&a ", "*a", "&b [*a, *a, *a]", "<<: *a", "!!python/object:os.system", "!!binary", "!!set",
    "[", "]", "{", "}", ": ", "- ", "? ", "|", ">", "'", '"', "#", "%YAML 1.1\n", "---\n",
    "...\n", "\t", "\n", "  ", "\x00", "\x1b[2J", "1e999", "-.inf", ".nan", "0x1F", "0o17",
    "2022-12-28", "2022-02-30", "null", "~", "yes", "id: x", "plan:", "inputs:", "version: 1",
]  # fmt: skip
hostile_text = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=300
)
yaml_like = st.lists(st.sampled_from(YAML_TOKENS) | hostile_text, max_size=40).map("".join)


@st.composite
def mutated_template(draw: st.DrawFn) -> str:
    """A bundled template with one slice cut out and one fragment put in somewhere."""
    text = draw(st.sampled_from(sorted(BUNDLED_TEXT.values())))
    start = draw(st.integers(0, len(text)))
    end = draw(st.integers(start, min(len(text), start + 200)))
    insert = draw(yaml_like)
    return text[:start] + insert + text[end:]


def _parses_or_names_a_problem(text: str) -> None:
    try:
        template: WorkflowTemplate | TemplateError = parse_template(text, source="fuzz.yaml")
    except TemplateError as exc:
        template = exc
    if isinstance(template, TemplateError):
        assert template.problems
        assert all(p.reason for p in template.problems)
    else:
        assert isinstance(template, WorkflowTemplate)


@FUZZ
@given(text=yaml_like | mutated_template() | hostile_text)
def test_any_template_text_parses_or_names_its_problems(text: str) -> None:
    _parses_or_names_a_problem(text)


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="qw-fuzz-") as folder:
        yield Path(folder)


@settings(FUZZ, max_examples=40)
@given(text=yaml_like | mutated_template())
def test_templates_validate_never_ends_in_a_traceback(scratch: Path, text: str) -> None:
    path = scratch / "fuzz.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    result = runner.invoke(app, ["templates", "validate", str(path)])
    assert result.exit_code in (0, 1, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception


@FUZZ
@given(
    template_id=st.sampled_from(sorted(LIBRARY)),
    name=st.sampled_from(["company", "companies", "as_of", "mandate", "window", "quarters"])
    | hostile_text,
    value=hostile_text
    | st.sampled_from(["@/dev/zero", "@/dev/zero.yaml", "{", "1e999", "2022-13-01..2021", "%"]),
)
def test_any_input_value_binds_or_names_the_input(template_id: str, name: str, value: str) -> None:
    template = LIBRARY[template_id]
    try:
        bound = bind_inputs(template, {name: value}, allow_missing=True, allow_files=True)
    except TemplateError as exc:
        problems = exc.problems
    else:
        json.dumps(bound.as_json())  # what travels in run.requested must serialise
        return
    assert problems


@pytest.fixture(scope="module")
def resolver(quantward_home: Any) -> Iterator[Any]:
    """The resolver app over the session's graph, on a loop of its own for this module."""
    from quantward_cli.local import open_resolver

    loop = asyncio.new_event_loop()
    with quantward_home.activated():
        context = open_resolver()
        opened = loop.run_until_complete(context.__aenter__())
        try:
            yield opened
        finally:
            loop.run_until_complete(context.__aexit__(None, None, None))
            loop.close()


batch_line = (
    hostile_text
    | st.builds(json.dumps, st.dictionaries(hostile_text, hostile_text | st.integers(), max_size=4))
    | st.builds(
        lambda q, as_of, country, role: json.dumps(
            {"query": q, "as_of": as_of, "country": country, "role": role}
        ),
        hostile_text,
        st.sampled_from(["2022-12-28", "1800-01-01", "9999-12-31", "2022-02-30", "", None]),
        st.sampled_from(["DE", "US", "zz", "", None]),
        st.sampled_from(["issuer", "parent", "listing", "boss", None]),
    )
)


@FUZZ
@given(line=batch_line)
def test_any_batch_line_resolves_or_names_the_field(resolver: Any, line: str) -> None:
    from quantward_resolver.domain.result import Hints

    try:
        query = parse_batch_line(line, Hints(), None)
    except BadValueError as exc:
        reason = exc.reason
    else:
        reason = ""
    if reason:
        return
    resolution = resolver.resolver.resolve(query.query, as_of=query.as_of, hints=query.hints)
    assert resolution.status in ("resolved", "ambiguous", "not_found")
