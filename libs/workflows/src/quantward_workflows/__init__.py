"""Workflow templates: what a research run must do, fixed up front so runs are comparable.

A template pins typed inputs, the research plan (the questions the analysis must ask), the
sources the run may use as evidence, the output a finished answer must contain, and the mode.
It never pins the path: how to answer each question is the model's. Next quarter the same
template runs with new inputs and its answer can be compared with this quarter's.

    template = get_template("credit-review")                  # bundled id, or a YAML path
    inputs = bind_inputs(template, {"company": "Apple"})      # typed; defaults filled in
    for task in plan_tasks(inputs):                           # the plan, per company
        print(task.item_id, task.question)

Authoring guide: docs/templates/authoring.md. Nothing here does I/O except reading template
files, and a mandate file when the caller allows it.
"""

from quantward_workflows.binding import (
    BoundInputs,
    PlanTask,
    bind_inputs,
    plan_tasks,
    render_question,
)
from quantward_workflows.errors import Problem, TemplateError
from quantward_workflows.loader import (
    bundled_templates,
    get_template,
    is_template_path,
    load_template,
    parse_template,
    read_template_file,
    template_from_data,
)
from quantward_workflows.model import (
    DATA_SOURCES,
    DOCUMENT_SOURCES,
    KNOWN_SOURCES,
    Approach,
    OutputSpec,
    PlanItem,
    Risks,
    Scope,
    Section,
    Sources,
    Table,
    TemplateInput,
    WorkflowTemplate,
    placeholders,
    template_problems,
)
from quantward_workflows.values import (
    INPUT_TYPES,
    DateRange,
    InputType,
    Mandate,
    parse_percent,
    percent_text,
)

__all__ = [
    "DATA_SOURCES",
    "DOCUMENT_SOURCES",
    "INPUT_TYPES",
    "KNOWN_SOURCES",
    "Approach",
    "BoundInputs",
    "DateRange",
    "InputType",
    "Mandate",
    "OutputSpec",
    "PlanItem",
    "PlanTask",
    "Problem",
    "Risks",
    "Scope",
    "Section",
    "Sources",
    "Table",
    "TemplateError",
    "TemplateInput",
    "WorkflowTemplate",
    "bind_inputs",
    "bundled_templates",
    "get_template",
    "is_template_path",
    "load_template",
    "parse_percent",
    "parse_template",
    "percent_text",
    "placeholders",
    "plan_tasks",
    "read_template_file",
    "render_question",
    "template_from_data",
    "template_problems",
]
