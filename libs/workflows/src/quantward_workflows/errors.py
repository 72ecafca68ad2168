"""Problems with a template or its inputs, each naming the exact field and the reason in words.

A template author fixes a YAML file from these messages alone, so every problem carries the path
of the field as it is written in the file (`plan[2].question`, `inputs.max_weight.default`) and a
reason a person understands; pydantic's own errors are translated into the same shape here, so a
caller never has to read a pydantic error to find out what is wrong. All problems are reported at
once: fixing a file one error per run is how people learn to hate a tool.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

__all__ = ["Problem", "TemplateError", "field_path", "problems_from_validation_error"]


@dataclass(frozen=True)
class Problem:
    """One thing wrong: the field path (`plan[1].approach`, `inputs.as_of`) and why."""

    field: str
    reason: str

    def __str__(self) -> str:
        return f"{self.field}: {self.reason}"


class TemplateError(ValueError):
    """A template or an input binding is invalid; `problems` lists every problem found.

    A `ValueError` so that pydantic, raising it from a model validator, keeps it whole (its
    `ctx["error"]`) and callers that treat bad values alike can catch it with the rest.
    `source` says where the template came from: a file path, a template id or `<string>`.
    """

    def __init__(self, problems: Iterable[Problem], *, source: str) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        self.source = source
        super().__init__(self._text())

    def _text(self) -> str:
        return "\n".join(f"{self.source}: {p.field}: {p.reason}" for p in self.problems)

    def __str__(self) -> str:
        return self._text()


def field_path(loc: Sequence[int | str]) -> str:
    """`("plan", 2, "question")` → `plan[2].question`: the path as an author reads the file."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


def problems_from_validation_error(
    error: ValidationError,
    model: type[BaseModel],
    *,
    prefix: Sequence[int | str] = (),
    root: str = "(template)",
) -> list[Problem]:
    """Translate pydantic's errors into `Problem`s with field paths and plain reasons.

    `model` is the model that was validated: unknown keys are answered with the keys that model
    (or the nested model at that place) allows, and a value outside a `Literal` with its choices.
    A `TemplateError` raised by a model validator keeps its own field paths (under `prefix`).
    An error about the whole model (no path) is reported on the field `root`.
    """
    problems: list[Problem] = []
    items = error.errors()
    for item in items:
        if item["type"] == "too_short" and _has_errors_below(item["loc"], items):
            # pydantic counts only the valid items: a list whose one item is wrong is also "too
            # short". The item's own error is the one worth reading.
            continue
        loc = [*prefix, *item["loc"]]
        ctx = item.get("ctx") or {}
        inner = ctx.get("error")
        if isinstance(inner, TemplateError):
            base = field_path(loc)
            for p in inner.problems:
                problems.append(Problem(f"{base}.{p.field}" if base else p.field, p.reason))
            continue
        problems.append(Problem(field_path(loc) or root, _reason(item, model, loc)))
    return problems


def _has_errors_below(loc: tuple[int | str, ...], items: Sequence[Any]) -> bool:
    return any(len(i["loc"]) > len(loc) and i["loc"][: len(loc)] == loc for i in items)


def _reason(item: Any, model: type[BaseModel], loc: list[int | str]) -> str:
    kind: str = item["type"]
    value = item.get("input")
    ctx = item.get("ctx") or {}
    if kind == "missing":
        return "required field is missing"
    if kind == "extra_forbidden":
        owner = _annotation_at(model, loc[:-1])
        allowed = _model_of(owner)
        keys = ", ".join(allowed.model_fields) if allowed else "none"
        return f"unknown key {loc[-1]!r}; allowed keys: {keys}"
    if kind == "literal_error":
        choices = _literal_choices(_annotation_at(model, loc))
        if choices:
            return f"{_show(value)} is not one of: {', '.join(map(str, choices))}"
        return f"{_show(value)} is not one of: {ctx.get('expected', '?')}"
    if kind in {"string_type", "str_type"}:
        return f"expected text, got {_show(value)}"
    if kind == "string_too_short":
        return "must not be empty"
    if kind == "too_short" and isinstance(value, list | tuple | dict):
        least = ctx.get("min_length", 1)
        return "must not be empty" if least == 1 else f"needs at least {least} entries"

    if kind in {"tuple_type", "list_type"}:
        return f"expected a list, got {_show(value)}"
    if kind in {"model_type", "model_attributes_type", "dict_type"}:
        return f"expected a mapping of keys to values, got {_show(value)}"
    if kind in {"int_parsing", "int_type", "int_from_float"}:
        return f"expected a whole number, got {_show(value)}"
    if kind in {"float_parsing", "float_type"}:
        return f"expected a number, got {_show(value)}"
    if kind in {"bool_parsing", "bool_type"}:
        return f"expected true or false, got {_show(value)}"
    if kind in {"greater_than_equal", "greater_than", "less_than_equal", "less_than"}:
        words = {
            "greater_than_equal": "at least",
            "greater_than": "greater than",
            "less_than_equal": "at most",
            "less_than": "less than",
        }[kind]
        limit = next(iter(ctx.values()), "?")
        return f"must be {words} {limit}, got {_show(value)}"
    message: str = item["msg"]
    for noise in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(noise)
    return message


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _annotation_at(model: type[BaseModel], loc: Sequence[int | str]) -> object:
    """The annotation of the field at `loc` below `model` (None when the path leaves the models).

    Walks fields by name, tuple/list items by index and dict values by key, so that an error deep
    in a template can be answered from the right model.
    """
    current: object = model
    for part in loc:
        current = _unwrap(current)
        inner = _model_of(current)
        if inner is not None:
            if not isinstance(part, str) or part not in inner.model_fields:
                return None
            current = inner.model_fields[part].annotation
            continue
        origin = get_origin(current)
        args = get_args(current)
        if origin in (tuple, list) and args:
            current = args[0]
        elif origin is dict and len(args) == 2:
            current = args[1]
        else:
            return None
    return _unwrap(current)


def _unwrap(annotation: object) -> object:
    """`X | None` → `X`; `Annotated[X, …]` → `X`; type aliases → their value."""
    while True:
        value = getattr(annotation, "__value__", None)  # `type X = …` aliases
        if value is not None:
            annotation = value
            continue
        origin = get_origin(annotation)
        if origin is typing.Annotated:
            annotation = get_args(annotation)[0]
            continue
        if origin in (Union, types.UnionType):
            members = [a for a in get_args(annotation) if a is not type(None)]
            if len(members) == 1:
                annotation = members[0]
                continue
        return annotation


def _model_of(annotation: object) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def _literal_choices(annotation: object) -> tuple[object, ...]:
    if get_origin(annotation) is Literal:
        return get_args(annotation)
    return ()
