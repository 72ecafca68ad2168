"""/v1/templates/{id}/form: a template's typed inputs as a form asks them (the web UI builds its
form from this), including the limits a mandate input can set and how each is written."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from pydantic import BaseModel, Field, JsonValue

from quantward_api.context import Caller
from quantward_api.errors import not_found
from quantward_api.routes_runs import ERRORS

router = APIRouter(prefix="/v1/templates", tags=["templates"], responses=ERRORS)


class MandateField(BaseModel):
    name: str
    unit: Literal["fraction", "multiple", "bps", "bool", "text"] = Field(
        description="fraction: a percent (`10%` or `0.1`); multiple: `2` = 200 %; bps: basis "
        "points; bool: yes/no/unsaid; text: words."
    )
    description: str


class FormField(BaseModel):
    name: str
    type: str = Field(description="The input type (company, companies, date, date_range, …).")
    description: str
    required: bool
    default: JsonValue = None
    choices: list[str] = Field(default_factory=list)
    minimum: float | None = None
    maximum: float | None = None
    mandate: list[MandateField] = Field(
        default_factory=list, description="For a mandate input: the limits it can set."
    )


class TemplateForm(BaseModel):
    template_id: str
    version: int
    title: str
    description: str
    mode: str
    fields: list[FormField]


def mandate_fields() -> list[MandateField]:
    """Every limit a mandate can set, in the Mandate model's order."""
    from quantward_workflows.values import MANDATE_UNITS, Mandate

    return [
        MandateField(
            name=name,
            unit=MANDATE_UNITS.get(name, "text"),
            description=info.description or name,
        )
        for name, info in Mandate.model_fields.items()
    ]


@router.get("/{template_id}/form", response_model=TemplateForm)
async def template_form(template_id: str, caller: Caller) -> TemplateForm:
    """A bundled template's inputs as form fields, each with its type, default and limits."""
    from quantward_workflows import bundled_templates

    template = bundled_templates().get(template_id)
    if template is None:
        raise not_found(f"bundled template {template_id}")
    fields = [
        FormField(
            name=name,
            type=spec.type,
            description=spec.description,
            required=spec.required,
            default=spec.default,
            choices=list(spec.choices),
            minimum=spec.minimum,
            maximum=spec.maximum,
            mandate=mandate_fields() if spec.type == "mandate" else [],
        )
        for name, spec in template.inputs.items()
    ]
    return TemplateForm(
        template_id=template.id,
        version=template.version,
        title=template.title,
        description=template.description,
        mode=template.mode,
        fields=fields,
    )
