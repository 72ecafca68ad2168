"""/v1/templates: the bundled workflow templates, and checking a template or inputs."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from quantward_api.context import Caller
from quantward_api.errors import not_found
from quantward_api.routes_runs import ERRORS
from quantward_api.schemas import Problem, TemplateSummary, TemplateValidation, ValidationResult

router = APIRouter(prefix="/v1/templates", tags=["templates"], responses=ERRORS)


@router.get("", response_model=list[TemplateSummary])
async def list_templates(caller: Caller) -> list[TemplateSummary]:
    """The bundled templates a run can name by id."""
    from quantward_workflows import bundled_templates

    return [
        TemplateSummary(
            id=t.id,
            version=t.version,
            title=t.title,
            description=t.description,
            mode=t.mode,
            inputs=list(t.inputs),
        )
        for t in bundled_templates().values()
    ]


@router.get("/{template_id}")
async def show_template(template_id: str, caller: Caller) -> dict[str, Any]:
    """A bundled template whole: its typed inputs (what a form asks), plan, sources, output."""
    from quantward_workflows import bundled_templates

    template = bundled_templates().get(template_id)
    if template is None:
        raise not_found(f"bundled template {template_id}")
    return template.model_dump(mode="json")


@router.post("/validate", response_model=ValidationResult)
async def validate(body: TemplateValidation, caller: Caller) -> ValidationResult:
    """Check a template's text (or a bundled one) and, if given, inputs against it: every
    problem with the field it is about. 200 either way; `valid` says which."""
    from quantward_workflows import TemplateError, bind_inputs, bundled_templates, parse_template

    template = None
    try:
        if body.template_yaml is not None:
            template = parse_template(body.template_yaml, source="template_yaml")
        else:
            assert body.template_id is not None
            template = bundled_templates().get(body.template_id)
            if template is None:
                raise not_found(f"bundled template {body.template_id}")
        if body.inputs is not None:
            bind_inputs(template, body.inputs, allow_missing=template.mode == "chat")
    except TemplateError as exc:
        return ValidationResult(
            valid=False,
            template_id=template.id if template else None,
            problems=[Problem(field=p.field, reason=p.reason) for p in exc.problems],
        )
    return ValidationResult(valid=True, template_id=template.id, problems=[])
