"""Reading templates: YAML text or files in, a validated `WorkflowTemplate` or a `TemplateError`.

The bundled library lives inside the package (`quantward_workflows/library/<id>.yaml`) and is
read through `importlib.resources`, so an installed wheel works the same as a checkout. A
template file is named after its id; the library enforces it, so `quantward templates show ID`
and the file an author edits can never disagree.

YAML is read with two changes to PyYAML's safe loader, both to protect authors: a date such as
`2022-12-28` stays text (PyYAML would turn it into a `date`, which no JSON field accepts), and a
key given twice is an error (PyYAML silently keeps the last one, so an author's first `plan:`
would vanish without a word).

Two limits protect every reader of a template (the CLI, the orchestrator parsing a user's
template from a request) from hostile YAML: the text is at most `TEMPLATE_MAX_CHARS` characters,
the limit a run request carries, checked before YAML is read at all; and the document, with
every alias (`*name`) expanded, has at most `TEMPLATE_MAX_NODES` values. A few hundred bytes of
nested aliases ("billion laughs") otherwise expand to billions of values in whatever walks the
data next (validation, JSON), taking minutes and gigabytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

import yaml
from pydantic import ValidationError

from quantward_contracts.values import TEMPLATE_MAX_CHARS
from quantward_workflows.errors import Problem, TemplateError, problems_from_validation_error
from quantward_workflows.model import WorkflowTemplate
from quantward_workflows.safe_yaml import MAX_NODES, YamlLimitError, load_yaml

__all__ = [
    "LIBRARY_FOLDER",
    "TEMPLATE_MAX_CHARS",
    "TEMPLATE_MAX_NODES",
    "bundled_templates",
    "get_template",
    "load_template",
    "parse_template",
    "template_from_data",
]

#: folder of the bundled templates inside the `quantward_workflows` package
LIBRARY_FOLDER: Final = "library"
TEMPLATE_SUFFIXES: Final = (".yaml", ".yml")
#: the field a problem with the file as a whole is reported on
FILE_FIELD: Final = "(file)"
#: values a template may hold with its aliases expanded; the bundled ones hold a few hundred
TEMPLATE_MAX_NODES: Final = MAX_NODES


def _too_long(size: str) -> Problem:
    return Problem(
        FILE_FIELD,
        f"{size}; a template may have at most {TEMPLATE_MAX_CHARS:,} characters "
        "(shorten it or split it into two templates)",
    )


def _read_yaml(text: str, source: str) -> Any:
    """The YAML document in `text`, refused when it is too long or its aliases expand too far."""
    if len(text) > TEMPLATE_MAX_CHARS:
        raise TemplateError([_too_long(f"{len(text):,} characters")], source=source)
    try:
        return load_yaml(text, max_nodes=TEMPLATE_MAX_NODES)
    except YamlLimitError as exc:
        raise TemplateError([Problem(FILE_FIELD, f"the template: {exc}")], source=source) from None


def template_from_data(data: Mapping[str, object], *, source: str) -> WorkflowTemplate:
    """Validate already-parsed template data (e.g. JSON from an API); every problem at once."""
    try:
        return WorkflowTemplate.model_validate(data)
    except ValidationError as exc:
        problems = problems_from_validation_error(exc, WorkflowTemplate)
        raise TemplateError(problems, source=source) from None


def parse_template(text: str, *, source: str = "<string>") -> WorkflowTemplate:
    """A template from YAML (or JSON) text; `source` names it in error messages."""
    try:
        data = _read_yaml(text, source)  # a SafeLoader: no arbitrary objects
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        what = exc.problem or exc.context or "not valid YAML"
        raise TemplateError(
            [Problem(FILE_FIELD, f"invalid YAML{where}: {what}")], source=source
        ) from None
    except yaml.YAMLError as exc:
        raise TemplateError([Problem(FILE_FIELD, f"invalid YAML: {exc}")], source=source) from None
    if data is None:
        raise TemplateError([Problem(FILE_FIELD, "the template is empty")], source=source)
    if not isinstance(data, dict):
        raise TemplateError(
            [
                Problem(
                    FILE_FIELD,
                    "expected a mapping of template keys (id, version, title, …) at the top, "
                    f"got {type(data).__name__}",
                )
            ],
            source=source,
        )
    return template_from_data(data, source=source)


def load_template(path: str | Path) -> WorkflowTemplate:
    """A template from a YAML file; problems name the file."""
    return parse_template(read_template_file(path), source=str(path))


def read_template_file(path: str | Path) -> str:
    """A template file's text; a file that cannot be read is a `TemplateError` naming it."""
    file = Path(path)
    if file.is_dir():
        raise TemplateError(
            [Problem(FILE_FIELD, "is a folder; give the template files in it (e.g. DIR/*.yaml)")],
            source=str(path),
        )
    try:
        with file.open("rb") as stream:
            # Never more than a template may hold: a huge file (or /dev/zero) is not read whole.
            raw = stream.read(TEMPLATE_MAX_CHARS * 4 + 1)
        if len(raw) > TEMPLATE_MAX_CHARS * 4:  # even 4-byte characters would be too many
            raise TemplateError([_too_long(f"{file.stat().st_size:,} bytes")], source=str(path))
        return raw.decode("utf-8")
    except FileNotFoundError:
        raise TemplateError([Problem(FILE_FIELD, "no such file")], source=str(path)) from None
    except UnicodeDecodeError:
        raise TemplateError([Problem(FILE_FIELD, "not UTF-8 text")], source=str(path)) from None
    except OSError as exc:
        raise TemplateError(
            [Problem(FILE_FIELD, f"cannot read it: {exc.strerror or exc}")], source=str(path)
        ) from None


@cache
def _library() -> tuple[tuple[str, WorkflowTemplate], ...]:
    folder = resources.files("quantward_workflows").joinpath(LIBRARY_FOLDER)
    loaded: list[tuple[str, WorkflowTemplate]] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(TEMPLATE_SUFFIXES):
            continue
        source = f"quantward_workflows/{LIBRARY_FOLDER}/{entry.name}"
        template = parse_template(entry.read_text(encoding="utf-8"), source=source)
        stem = entry.name.rsplit(".", 1)[0]
        if stem != template.id:
            raise TemplateError(
                [
                    Problem(
                        "id",
                        f"the file is named {entry.name} but the id is {template.id!r}; a "
                        "template file is named after its id",
                    )
                ],
                source=source,
            )
        loaded.append((template.id, template))
    return tuple(loaded)


def bundled_templates() -> dict[str, WorkflowTemplate]:
    """The template library shipped with the package, by id (read once per process)."""
    return dict(_library())


def is_template_path(id_or_path: str) -> bool:
    """Whether `get_template` reads this as a file rather than a bundled id."""
    return _looks_like_path(id_or_path) or (
        id_or_path not in bundled_templates() and Path(id_or_path).is_file()
    )


def _looks_like_path(text: str) -> bool:
    return "/" in text or "\\" in text or text.endswith((*TEMPLATE_SUFFIXES, ".json"))


def get_template(id_or_path: str | Path) -> WorkflowTemplate:
    """A bundled template by id, or a template file by path; an unknown id lists the ids."""
    if isinstance(id_or_path, Path) or _looks_like_path(id_or_path):
        return load_template(id_or_path)
    library = bundled_templates()
    if id_or_path in library:
        return library[id_or_path]
    if Path(id_or_path).is_file():
        return load_template(id_or_path)
    raise TemplateError(
        [
            Problem(
                "id",
                f"no bundled template {id_or_path!r}; available: {', '.join(library)} "
                "(or give the path of a template file)",
            )
        ],
        source=id_or_path,
    )
