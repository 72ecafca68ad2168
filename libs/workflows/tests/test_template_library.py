"""The bundled library: every template loads, is named after its id, runs with only companies
given, and is listed in the docs."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import get_args

import pytest

from quantward_workflows import (
    INPUT_TYPES,
    KNOWN_SOURCES,
    Approach,
    Mandate,
    bind_inputs,
    bundled_templates,
    get_template,
    parse_template,
    plan_tasks,
    render_question,
)
from quantward_workflows.values import COMPANY_TYPES

REPO_ROOT = Path(__file__).resolve().parents[3]
REQUIRED = (
    "disclosure-change-monitor",
    "credit-review",
    "earnings-preview",
    "market-neutral-portfolio",
    "drawdown-aware-allocation",
)
LIBRARY = bundled_templates()


def test_the_library_has_the_promised_templates() -> None:
    assert set(REQUIRED) <= set(LIBRARY)


def test_library_files_live_inside_the_package_and_are_named_after_their_id() -> None:
    # Read through importlib.resources, as from an installed wheel.
    folder = resources.files("quantward_workflows").joinpath("library")
    files = sorted(e.name for e in folder.iterdir() if e.name.endswith(".yaml"))
    assert files == sorted(f"{template_id}.yaml" for template_id in LIBRARY)
    for name in files:
        template = parse_template(folder.joinpath(name).read_text(encoding="utf-8"))
        assert f"{template.id}.yaml" == name


def test_bundled_templates_is_a_fresh_dict_each_time() -> None:
    first = bundled_templates()
    first.pop("credit-review")
    assert "credit-review" in bundled_templates()


@pytest.mark.parametrize("template_id", sorted(LIBRARY))
def test_each_template_binds_with_only_its_company_inputs(template_id: str) -> None:
    template = get_template(template_id)
    raw = {
        name: "Apple, Microsoft" if spec.type == "companies" else "Apple"
        for name, spec in template.inputs.items()
        if spec.type in COMPANY_TYPES
    }
    assert raw, "every bundled template is about companies"
    bound = bind_inputs(template, raw)
    assert bound.complete
    assert set(bound.defaulted) == set(template.inputs) - set(raw)
    tasks = plan_tasks(bound)
    assert {t.item_id for t in tasks} == set(template.plan_ids)
    for task in tasks:
        assert "{" not in task.question, task.question
        assert "(not given)" not in task.question


@pytest.mark.parametrize("template_id", sorted(LIBRARY))
def test_each_template_is_written_for_the_synthetic_corpus(template_id: str) -> None:
    template = LIBRARY[template_id]
    assert len(template.description.strip()) > 80
    assert len(template.plan) >= 3
    assert template.output.risks is not None
    for name, spec in template.inputs.items():
        if spec.type == "date" and spec.default is not None:
            assert spec.default == "2022-12-28", name  # the corpus ends on that day


def test_the_strategy_templates_carry_their_mandates() -> None:
    neutral = bind_inputs(LIBRARY["market-neutral-portfolio"], {"companies": "Apple,Microsoft"})
    assert LIBRARY["market-neutral-portfolio"].mode == "strategy"
    assert neutral.values["mandate"] == Mandate(
        max_position_weight=0.10,
        max_gross_leverage=2.0,
        market_neutral=True,
        max_net_exposure=0,
        objective="Maximise the risk-adjusted return (the Sharpe ratio) of the long/short book.",
    )
    assert str(neutral.values["window"]) == "2020-01-01..2022-12-28"
    drawdown = bind_inputs(LIBRARY["drawdown-aware-allocation"], {"companies": "Apple,Microsoft"})
    assert drawdown.values["mandate"] == Mandate(
        max_position_weight=0.25,
        max_drawdown=0.20,
        long_only=True,
        objective="Maximise the return of the long-only book while its drawdown stays within "
        "the limit.",
    )
    assert LIBRARY["market-neutral-portfolio"].plan_item("optimised_portfolio").scope == (
        "all_companies"
    )


def test_the_library_doc_lists_every_bundled_template() -> None:
    text = (REPO_ROOT / "docs" / "templates" / "library.md").read_text(encoding="utf-8")
    for template_id, template in LIBRARY.items():
        assert f"`{template_id}`" in text, template_id
        assert template.title in text, template_id


AUTHORING = REPO_ROOT / "docs" / "templates" / "authoring.md"


def test_the_worked_example_in_the_authoring_guide_is_valid_and_reads_as_claimed() -> None:
    text = AUTHORING.read_text(encoding="utf-8")
    example = text.split("## A worked example", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    template = parse_template(example, source="authoring.md")
    bound = bind_inputs(template, {"company": "Apple"})
    assert bound.values["surprise_threshold"] == 0.05
    question = render_question(template.plan_item("eps"), bound)
    assert f"*{question}*" in " ".join(text.split())


def test_the_authoring_guide_covers_every_input_type_approach_and_source() -> None:
    text = AUTHORING.read_text(encoding="utf-8")
    for name in (*INPUT_TYPES, *get_args(Approach), *KNOWN_SOURCES, *Mandate.model_fields):
        assert f"`{name}`" in text, name
