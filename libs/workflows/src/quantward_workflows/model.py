"""What a workflow template pins: typed inputs, the research plan, allowed sources, the output.

A template fixes *what* a run must do so that the same template, run next quarter with new
inputs, gives a comparable answer; it never says *how* (how many searches, whether to delegate,
when to stop): that belongs to the model. Hence `PlanItem.approach` is a hint of the kind of
evidence a question calls for, not a tool call, and `look_for` are terms a researcher may start
from, not a query to run.

Every model is frozen and rejects unknown keys (a misspelt key silently ignored is a rule
silently not applied). Rules that span fields are checked together by `template_problems`, which
reports every problem at once with the exact field path; `WorkflowTemplate` raises them as one
`TemplateError` from its validator.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Annotated, Final, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, JsonValue, model_validator

from quantward_documents.model import DocumentType
from quantward_workflows.errors import Problem, TemplateError
from quantward_workflows.values import (
    COMPANY_TYPES,
    NUMERIC_TYPES,
    InputType,
    InputValueError,
    parse_value,
)

__all__ = [
    "DATA_SOURCES",
    "DOCUMENT_SOURCES",
    "KNOWN_SOURCES",
    "Approach",
    "CompanyRole",
    "InputType",
    "OutputSpec",
    "PlanItem",
    "Risks",
    "Scope",
    "Section",
    "Sources",
    "Table",
    "TemplateInput",
    "WorkflowTemplate",
    "is_document_source",
    "placeholders",
    "template_problems",
]

#: what a company input's names mean (a debt issuer only when the template asks for one)
CompanyRole = Literal["company", "debt_issuer"]
Approach = Literal["search", "earnings_calendar", "fundamentals", "prices", "portfolio", "python"]
Scope = Literal["per_company", "all_companies"]

#: document sources of the shipped corpus (searched); users add `user:<name>` sources
DOCUMENT_SOURCES: Final[tuple[str, ...]] = (
    "synthetic-corpus:transcripts",
    "synthetic-corpus:filings",
    "synthetic-corpus:news",
)
#: data sources (looked up, not searched)
DATA_SOURCES: Final[tuple[str, ...]] = ("earnings-calendar", "prices", "fundamentals")
KNOWN_SOURCES: Final[tuple[str, ...]] = DOCUMENT_SOURCES + DATA_SOURCES
#: the data source each approach reads; `search` needs any document source instead
APPROACH_SOURCE: Final[dict[str, str]] = {
    "earnings_calendar": "earnings-calendar",
    "prices": "prices",
    "portfolio": "prices",
    "fundamentals": "fundamentals",
}
#: which corpus source carries each document type (user sources may carry any)
DOCUMENT_TYPE_SOURCE: Final[dict[str, str]] = {
    "transcript": "synthetic-corpus:transcripts",
    "10-K": "synthetic-corpus:filings",
    "10-Q": "synthetic-corpus:filings",
    "8-K": "synthetic-corpus:filings",
    "news": "synthetic-corpus:news",
}

_SLUG: Final = re.compile(r"^[a-z][a-z0-9_]{1,40}$")
_TEMPLATE_ID: Final = re.compile(r"^[a-z][a-z0-9\-]{1,60}$")
_USER_SOURCE: Final = re.compile(r"^user:[a-z0-9][a-z0-9_\-.]*$")
_PLACEHOLDER: Final = re.compile(r"\{([^{}]*)\}")
#: the placeholder that means "the company this part of the plan is about"
COMPANY_PLACEHOLDER: Final = "company"


def _slug(value: str) -> str:
    if not _SLUG.match(value):
        raise ValueError(
            f"{value!r} is not an id: start with a lower-case letter, then 1 to 40 lower-case "
            "letters, digits or '_' (e.g. 'guidance_changes')"
        )
    return value


def _template_id(value: str) -> str:
    if not _TEMPLATE_ID.match(value):
        raise ValueError(
            f"{value!r} is not a template id: start with a lower-case letter, then 1 to 60 "
            "lower-case letters, digits or '-' (e.g. 'credit-review')"
        )
    return value


def _text(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty")
    return value


def is_document_source(source: str) -> bool:
    """True for sources that are searched (the corpus's and users' documents)."""
    return source in DOCUMENT_SOURCES or bool(_USER_SOURCE.match(source))


def _source(value: str) -> str:
    if value in KNOWN_SOURCES or _USER_SOURCE.match(value):
        return value
    hint = ""
    if value.startswith("user:"):
        hint = " (a user source is 'user:' then lower-case letters, digits, '_', '-' or '.')"
    raise ValueError(
        f"{value!r} is not a known source{hint}; known: {', '.join(KNOWN_SOURCES)}, or "
        "user:<name> for documents loaded with `quantward docs load --source user:<name>`"
    )


Slug = Annotated[str, AfterValidator(_slug)]
Text = Annotated[str, AfterValidator(_text)]
SourceName = Annotated[str, AfterValidator(_source)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TemplateInput(_Frozen):
    """One value a run needs before it starts (a company, a window, a mandate…)."""

    type: InputType = Field(description="What kind of value; decides how text is read.")
    description: Text = Field(description="What the value is for, shown to whoever fills it in.")
    required: bool = Field(
        default=True, description="A run cannot start without a value (given or default)."
    )
    default: JsonValue | None = Field(
        default=None, description="Used when no value is given; must be valid for `type`."
    )
    choices: tuple[Text, ...] = Field(
        default=(), description="The allowed values of a `choice` input (and only of one)."
    )
    minimum: float | None = Field(
        default=None,
        description="Smallest value of an integer, number or percent (a fraction); for a "
        "companies input, the fewest companies it takes (a comparison needs two).",
    )
    maximum: float | None = Field(
        default=None,
        description="Largest value of an integer, number or percent (a fraction); for a "
        "companies input, the most companies it takes.",
    )
    resolve_as: CompanyRole = Field(
        default="company",
        description="What a name given to a company input means: the company itself, or "
        "(`debt_issuer`) the entity that issues its debt, a financing vehicle when the "
        "knowledge graph records one. Only for company and companies inputs.",
    )


class PlanItem(_Frozen):
    """A question the analysis must ask; the model decides how to answer it."""

    id: Slug = Field(description="Stable id the output refers to (`from_plan`).")
    question: Text = Field(
        description="The question; `{input}` placeholders are filled from the inputs, and "
        "`{company}` in a per-company item is the company that part is about."
    )
    scope: Scope = Field(
        default="per_company",
        description="Asked once per company of the inputs, or once about all of them.",
    )
    approach: Approach = Field(
        default="search",
        description="The kind of evidence the question calls for (a hint; the model owns the "
        "path); it must be allowed by `sources`.",
    )
    document_types: tuple[DocumentType, ...] = Field(
        default=(), description="For a search: the document types that answer it."
    )
    look_for: tuple[Text, ...] = Field(
        default=(), description="Terms a researcher may start from (not a query to run)."
    )


class Sources(_Frozen):
    """What the run may use as evidence; nothing outside this list can be cited."""

    allow: tuple[SourceName, ...] = Field(
        min_length=1,
        description="Source ids: document sources (searched) and data sources (looked up).",
    )


class Section(_Frozen):
    """A section the finished answer must have, fed by the named plan items."""

    id: Slug
    title: Text
    from_plan: tuple[str, ...] = Field(min_length=1, description="Plan item ids feeding it.")
    required: bool = Field(default=True, description="The answer is incomplete without it.")


class Table(_Frozen):
    """A table of figures the answer must have, with fixed columns (comparable across runs)."""

    id: Slug
    title: Text
    columns: tuple[Text, ...] = Field(min_length=1)
    from_plan: tuple[str, ...] = Field(min_length=1, description="Plan item ids feeding it.")


class Risks(_Frozen):
    """The answer must list at least `minimum` risks, each drawn from the named plan items."""

    minimum: int = Field(default=1, ge=0)
    from_plan: tuple[str, ...] = Field(
        default=(), description="Plan item ids the risks come from; empty means all of them."
    )


class OutputSpec(_Frozen):
    """What a finished answer must contain: sections, tables and risks."""

    sections: tuple[Section, ...] = Field(min_length=1)
    tables: tuple[Table, ...] = ()
    risks: Risks | None = None


class WorkflowTemplate(_Frozen):
    """A research procedure fixed up front: inputs, plan, sources, required output and mode.

    `mode` is `chat` (may ask the user, e.g. for a missing input) or `strategy` (runs under a
    mandate and never waits for a user).
    """

    id: Annotated[str, AfterValidator(_template_id)]
    version: int = Field(ge=1, description="Raise it when a change makes runs incomparable.")
    title: Text
    description: Text
    mode: Literal["chat", "strategy"]
    inputs: dict[str, TemplateInput] = Field(min_length=1)
    plan: tuple[PlanItem, ...] = Field(min_length=1)
    sources: Sources
    output: OutputSpec

    @model_validator(mode="after")
    def _cross_field_rules(self) -> WorkflowTemplate:
        problems = template_problems(self)
        if problems:
            raise TemplateError(problems, source=self.id)
        return self

    def plan_item(self, item_id: str) -> PlanItem:
        """The plan item with this id (KeyError naming the ids when there is none)."""
        for item in self.plan:
            if item.id == item_id:
                return item
        raise KeyError(f"no plan item {item_id!r}; plan ids: {', '.join(self.plan_ids)}")

    @property
    def plan_ids(self) -> tuple[str, ...]:
        return tuple(item.id for item in self.plan)

    def company_inputs(self) -> tuple[str, ...]:
        """Names of the inputs of type company or companies, in declaration order."""
        return tuple(name for name, spec in self.inputs.items() if spec.type in COMPANY_TYPES)

    def document_sources(self) -> tuple[str, ...]:
        """The allowed sources that are searched (corpus and user documents)."""
        return tuple(s for s in self.sources.allow if is_document_source(s))

    def data_sources(self) -> tuple[str, ...]:
        """The allowed sources that are looked up (calendar, prices, fundamentals)."""
        return tuple(s for s in self.sources.allow if s in DATA_SOURCES)


def placeholders(question: str) -> tuple[str, ...]:
    """The `{name}` placeholders of a question, in order (repeats kept)."""
    return tuple(match.group(1) for match in _PLACEHOLDER.finditer(question))


def template_problems(template: WorkflowTemplate) -> list[Problem]:
    """Every rule that spans fields, checked at once; each problem names the exact field."""
    return [
        *_input_problems(template),
        *_plan_problems(template),
        *_source_problems(template),
        *_output_problems(template),
    ]


def _input_problems(template: WorkflowTemplate) -> Iterator[Problem]:
    for name, spec in template.inputs.items():
        at = f"inputs.{name}"
        if not _SLUG.match(name):
            yield Problem(
                at,
                f"{name!r} is not an input name: start with a lower-case letter, then 1 to 40 "
                "lower-case letters, digits or '_'",
            )
        if spec.type == "choice" and not spec.choices:
            yield Problem(f"{at}.choices", "a choice input needs its choices")
        if spec.type != "choice" and spec.choices:
            yield Problem(f"{at}.choices", f"choices are only for choice inputs, not {spec.type}")
        first: dict[str, int] = {}
        for n, choice in enumerate(spec.choices):
            if choice in first:
                yield Problem(
                    f"{at}.choices[{n}]", f"{choice!r} is choices[{first[choice]}] already"
                )
            first.setdefault(choice, n)
        for bound in ("minimum", "maximum"):
            value = getattr(spec, bound)
            if value is None:
                continue
            if spec.type == "companies":
                if value < 1 or value != int(value):
                    yield Problem(
                        f"{at}.{bound}", f"a number of companies, 1 or more, not {value:g}"
                    )
            elif spec.type not in NUMERIC_TYPES:
                yield Problem(
                    f"{at}.{bound}",
                    f"{bound} is only for integer, number, percent and companies inputs, "
                    f"not {spec.type}",
                )
        if spec.resolve_as != "company" and spec.type not in COMPANY_TYPES:
            yield Problem(
                f"{at}.resolve_as",
                f"resolve_as is only for company and companies inputs, not {spec.type}",
            )
        if spec.minimum is not None and spec.maximum is not None and spec.minimum > spec.maximum:
            yield Problem(
                f"{at}.minimum",
                f"minimum {spec.minimum:g} is greater than maximum {spec.maximum:g}",
            )
        if spec.default is not None:
            try:
                parse_value(
                    spec.type,
                    spec.default,
                    choices=spec.choices,
                    minimum=spec.minimum,
                    maximum=spec.maximum,
                )
            except InputValueError as exc:
                yield Problem(f"{at}.default", f"not a valid {spec.type}: {exc}")


def _plan_problems(template: WorkflowTemplate) -> Iterator[Problem]:
    seen: dict[str, int] = {}
    has_companies = bool(template.company_inputs())
    has_mandate = any(spec.type == "mandate" for spec in template.inputs.values())
    allowed = set(template.sources.allow)
    user_documents = any(_USER_SOURCE.match(s) for s in allowed)
    for n, item in enumerate(template.plan):
        at = f"plan[{n}]"
        if item.id in seen:
            yield Problem(
                f"{at}.id",
                f"{item.id!r} is already the id of plan[{seen[item.id]}]; ids are unique",
            )
        seen.setdefault(item.id, n)
        yield from _question_problems(template, item, at, has_companies=has_companies)
        if item.scope == "per_company" and not has_companies:
            yield Problem(
                f"{at}.scope",
                "per_company needs an input of type company or companies; use all_companies",
            )
        needed = APPROACH_SOURCE.get(item.approach)
        if needed is not None and needed not in allowed:
            yield Problem(
                f"{at}.approach",
                f"approach {item.approach} needs the source {needed!r} in sources.allow",
            )
        if item.approach == "python" and not any(s in DATA_SOURCES for s in allowed):
            yield Problem(
                f"{at}.approach",
                "approach python (custom code in the sandbox) needs a data source in "
                f"sources.allow to compute on ({', '.join(DATA_SOURCES)})",
            )
        if item.approach == "search" and not any(is_document_source(s) for s in allowed):
            yield Problem(
                f"{at}.approach",
                "approach search needs a document source in sources.allow "
                f"({', '.join(DOCUMENT_SOURCES)} or user:<name>)",
            )
        if item.approach == "portfolio" and not has_mandate:
            yield Problem(
                f"{at}.approach",
                "approach portfolio needs an input of type mandate (the limits the portfolio "
                "must respect)",
            )
        if item.document_types and item.approach != "search":
            yield Problem(
                f"{at}.document_types",
                f"document types narrow a search; this item's approach is {item.approach}",
            )
        elif not user_documents:
            for k, kind in enumerate(item.document_types):
                source = DOCUMENT_TYPE_SOURCE.get(kind)
                if source is None:
                    yield Problem(
                        f"{at}.document_types[{k}]",
                        f"{kind} documents come only from user sources; allow a user:<name> source",
                    )
                elif source not in allowed:
                    yield Problem(
                        f"{at}.document_types[{k}]",
                        f"{kind} documents come from {source}, which sources.allow does not "
                        "include",
                    )


def _question_problems(
    template: WorkflowTemplate, item: PlanItem, at: str, *, has_companies: bool
) -> Iterator[Problem]:
    declared = ", ".join(template.inputs)
    for name in placeholders(item.question):
        if name in template.inputs:
            continue
        if name == COMPANY_PLACEHOLDER:
            if item.scope == "per_company" and has_companies:
                continue
            yield Problem(
                f"{at}.question",
                "{company} means the company a per_company item is about; it needs scope "
                "per_company and an input of type company or companies",
            )
            continue
        yield Problem(f"{at}.question", f"{{{name}}} is not a declared input; declared: {declared}")
    if "{" in _PLACEHOLDER.sub("", item.question) or "}" in _PLACEHOLDER.sub("", item.question):
        yield Problem(f"{at}.question", "a lone '{' or '}'; placeholders are written {input_name}")


def _source_problems(template: WorkflowTemplate) -> Iterator[Problem]:
    first: dict[str, int] = {}
    for n, source in enumerate(template.sources.allow):
        if source in first:
            yield Problem(
                f"sources.allow[{n}]",
                f"{source!r} is listed already (sources.allow[{first[source]}])",
            )
        first.setdefault(source, n)


def _output_problems(template: WorkflowTemplate) -> Iterator[Problem]:
    plan_ids = template.plan_ids
    known = ", ".join(dict.fromkeys(plan_ids))

    def references(at: str, ids: tuple[str, ...]) -> Iterator[Problem]:
        for k, ref in enumerate(ids):
            if ref not in plan_ids:
                yield Problem(
                    f"{at}.from_plan[{k}]", f"{ref!r} is not a plan item id; plan ids: {known}"
                )

    output = template.output
    parts: list[tuple[str, Section | Table]] = [
        *(("sections", section) for section in output.sections),
        *(("tables", table) for table in output.tables),
    ]
    seen: dict[tuple[str, str], int] = {}
    counters: dict[str, int] = {"sections": 0, "tables": 0}
    for kind, part in parts:
        n = counters[kind]
        counters[kind] += 1
        at = f"output.{kind}[{n}]"
        if (kind, part.id) in seen:
            yield Problem(
                f"{at}.id",
                f"{part.id!r} is already the id of output.{kind}[{seen[kind, part.id]}]; ids "
                "are unique",
            )
        seen.setdefault((kind, part.id), n)
        yield from references(at, part.from_plan)
    for n, table in enumerate(output.tables):
        columns: dict[str, int] = {}
        for k, column in enumerate(table.columns):
            if column in columns:
                yield Problem(
                    f"output.tables[{n}].columns[{k}]",
                    f"{column!r} is already column {columns[column]}",
                )
            columns.setdefault(column, k)
    if output.risks is not None:
        yield from references("output.risks", output.risks.from_plan)
