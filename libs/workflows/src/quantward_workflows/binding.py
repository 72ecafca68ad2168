"""Binding a template's inputs: raw values in, typed values out, every problem reported at once.

Raw values come from the command line as text (`--input as_of=2022-06-30`) or from an API as
JSON; both are accepted and mean the same (see `quantward_workflows.values` for each type's
syntax and the percent rule). Companies stay the text the user typed: resolving them to entity
ids is the resolver's job, done once by the orchestrator, not here.

In chat mode a run may start with inputs missing and ask the user for them
(`allow_missing=True` returns them in `BoundInputs.missing`); in strategy mode nobody is there to
ask, so a missing input is an error.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from pydantic import JsonValue

from quantward_workflows.errors import Problem, TemplateError
from quantward_workflows.model import (
    COMPANY_PLACEHOLDER,
    CompanyRole,
    PlanItem,
    WorkflowTemplate,
)
from quantward_workflows.values import (
    DateRange,
    InputValueError,
    Mandate,
    parse_value,
    to_json,
    value_text,
)

__all__ = [
    "BoundInputs",
    "DateRange",
    "Mandate",
    "PlanTask",
    "bind_inputs",
    "plan_tasks",
    "render_question",
]

_PLACEHOLDER: Final = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True)
class BoundInputs:
    """A template's inputs as typed values, ready for a run.

    `values` holds every declared input except those in `missing`: `str` (company, string,
    choice), `tuple[str, ...]` (companies), `datetime.date`, `DateRange`, `int`, `float`
    (number; percent as a fraction), `Mandate`, or None for an optional input left out.
    `defaulted` names the inputs whose value is the template's default rather than given, so a
    contract can record it as an assumption, not as something the user said.
    """

    template: WorkflowTemplate
    values: dict[str, Any]
    missing: tuple[str, ...] = ()
    defaulted: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        """True when no required input is missing."""
        return not self.missing

    def given(self, name: str, raw: object) -> BoundInputs:
        """These inputs with the missing input `name` given as `raw` (a user's answer), parsed
        exactly as `bind_inputs` parses it; `TemplateError` naming the input if it is invalid."""
        if name not in self.missing:
            raise ValueError(f"input {name!r} is not missing")
        return self.replaced(name, raw)

    def replaced(self, name: str, raw: object) -> BoundInputs:
        """These inputs with `name` (given, defaulted or missing) set to `raw`, parsed as
        `bind_inputs` parses it: a user's answer to "which as_of instead?" changes one value
        and nothing else. `TemplateError` naming the input if it is invalid."""
        if name not in self.template.inputs:
            raise ValueError(f"{name!r} is not an input of {self.template.id}")
        try:
            value = _parse_input(self.template, name, raw, allow_files=False)
        except InputValueError as exc:
            raise TemplateError(
                [Problem(f"inputs.{name}", str(exc))], source=self.template.id
            ) from exc
        given = {**self.values, name: value}
        return replace(
            self,
            values={n: given[n] for n in self.template.inputs if n in given},
            missing=tuple(m for m in self.missing if m != name),
            defaulted=tuple(d for d in self.defaulted if d != name),
        )

    def companies(self) -> tuple[str, ...]:
        """Every company named by a company or companies input, in declaration order, once."""
        seen: dict[str, str] = {}
        for name in self.template.company_inputs():
            value = self.values.get(name)
            if value is None:
                continue
            for company in (value,) if isinstance(value, str) else value:
                seen.setdefault(company.casefold(), company)
        return tuple(seen.values())

    def company_roles(self) -> dict[str, CompanyRole]:
        """What each company of `companies()` stands for: the company itself, unless every
        input naming it asks for a debt issuer (a company input means the company)."""
        roles: dict[str, CompanyRole] = {}
        for name in self.template.company_inputs():
            value = self.values.get(name)
            if value is None:
                continue
            role = self.template.inputs[name].resolve_as
            for company in (value,) if isinstance(value, str) else value:
                key = company.casefold()
                roles[key] = "company" if roles.get(key, role) == "company" else role
        return roles

    def as_json(self) -> dict[str, JsonValue]:
        """The values as JSON (ISO dates, mandate as an object) that bind back to the same values.

        This is what events carry (`run.requested.v1` inputs): a service binding it again needs
        no file and gets the same values.
        """
        return {
            name: to_json(self.template.inputs[name].type, value)
            for name, value in self.values.items()
        }

    def text(self, name: str) -> str:
        """One input's value as a question reads it (`12.5%`, `2021-01-01 to 2022-06-30`)."""
        if name in self.missing:
            raise TemplateError(
                [Problem(f"inputs.{name}", "has no value yet (the run must ask for it first)")],
                source=self.template.id,
            )
        return value_text(self.template.inputs[name].type, self.values.get(name))


def bind_inputs(
    template: WorkflowTemplate,
    raw: Mapping[str, object],
    *,
    allow_missing: bool = False,
    allow_files: bool = False,
) -> BoundInputs:
    """Check and type the raw input values for `template`; `TemplateError` lists every problem.

    A value of None counts as not given (an API may send `null`). Inputs left out take their
    default; a required input without one is an error unless `allow_missing`, which returns it
    in `BoundInputs.missing` instead (chat mode asks the user). `allow_files` lets a mandate be
    given as `@path.yaml`: only the command line should allow it, since a service reading a path
    that came over the wire would read its own disk.
    """
    problems: list[Problem] = []
    declared = ", ".join(template.inputs)
    for name in raw:
        if name not in template.inputs:
            problems.append(
                Problem(f"inputs.{name}", f"unknown input; declared inputs: {declared}")
            )
    values: dict[str, Any] = {}
    missing: list[str] = []
    defaulted: list[str] = []
    for name, spec in template.inputs.items():
        given = raw.get(name)
        if given is None:
            if spec.default is not None:
                given = spec.default
                defaulted.append(name)
            elif spec.required:
                if allow_missing:
                    missing.append(name)
                else:
                    problems.append(
                        Problem(
                            f"inputs.{name}",
                            f"required input is missing ({spec.type}: {spec.description})",
                        )
                    )
                continue
            else:
                values[name] = None
                continue
        try:
            values[name] = _parse_input(template, name, given, allow_files=allow_files)
        except InputValueError as exc:
            problems.append(Problem(f"inputs.{name}", str(exc)))
    if problems:
        raise TemplateError(problems, source=template.id)
    return BoundInputs(
        template=template, values=values, missing=tuple(missing), defaulted=tuple(defaulted)
    )


def _parse_input(template: WorkflowTemplate, name: str, raw: object, *, allow_files: bool) -> Any:
    """One input's value, typed by its declaration (`InputValueError` if it does not fit)."""
    spec = template.inputs[name]
    return parse_value(
        spec.type,
        raw,
        choices=spec.choices,
        minimum=spec.minimum,
        maximum=spec.maximum,
        allow_files=allow_files,
    )


def render_question(item: PlanItem, inputs: BoundInputs, company: str | None = None) -> str:
    """The plan item's question with its placeholders filled from the inputs.

    `{company}` in a per-company item is `company`, the company this part is about (when the
    template has a single company, that one is used if `company` is not passed). Values read as
    in prose: dates ISO, a date range `start to end`, a percent `12.5%`, companies `A, B`.
    """
    template = inputs.template
    per_company = item.scope == "per_company" and bool(template.company_inputs())

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        if name == COMPANY_PLACEHOLDER and per_company:
            if company is not None:
                return company
            named = inputs.companies()
            if len(named) == 1:
                return named[0]
            raise ValueError(
                f"plan item {item.id!r} is asked per company: pass the company this part is "
                f"about (one of {', '.join(named) or 'none'})"
            )
        if name not in template.inputs:
            raise TemplateError(
                [Problem("question", f"{{{name}}} is not an input of {template.id}")],
                source=item.id,
            )
        return inputs.text(name)

    return _PLACEHOLDER.sub(fill, item.question)


@dataclass(frozen=True)
class PlanTask:
    """One question to research: a plan item, the company it is about (None for all), the text."""

    item_id: str
    company: str | None
    question: str


def plan_tasks(inputs: BoundInputs) -> tuple[PlanTask, ...]:
    """The plan expanded over the companies: a per-company item once per company, in plan order.

    The unit an orchestrator delegates; the template fixes this list, the model how to answer it.
    """
    tasks: list[PlanTask] = []
    companies = inputs.companies()
    for item in inputs.template.plan:
        if item.scope == "per_company" and companies:
            tasks.extend(
                PlanTask(item.id, name, render_question(item, inputs, name)) for name in companies
            )
        else:
            tasks.append(PlanTask(item.id, None, render_question(item, inputs)))
    return tuple(tasks)
