"""The checks before research, as a pure function of the spec and what the data covers."""

from __future__ import annotations

import dataclasses
from datetime import date

from quantward_orchestrator.domain import ResolvedEntity, RunSpec
from quantward_orchestrator.preflight import Coverage, EntityCoverage, obstacles
from quantward_workflows import bind_inputs, get_template

NOWHERE = EntityCoverage(priced=False, first_report=None, first_quarter_end=None)
EVERYWHERE = EntityCoverage(
    priced=True, first_report=date(2021, 1, 26), first_quarter_end=date(2020, 12, 26)
)
PRICES = Coverage(
    prices_first=date(1990, 1, 2),
    prices_last=date(2022, 12, 28),
    priced_examples=("ent_a",),
    priced_count=1,
)


def priced(**entities: EntityCoverage) -> Coverage:
    return dataclasses.replace(PRICES, entities=entities)


def spec(template_id: str, **inputs: object) -> RunSpec:
    template = get_template(template_id)
    return RunSpec(
        mode="strategy",
        template=template,
        inputs=bind_inputs(template, inputs),
        question=None,
    )


def entity(query: str, entity_id: str) -> ResolvedEntity:
    return ResolvedEntity(entity_id, f"{query} Corp", query)


def test_a_company_the_calendar_lacks_is_the_company_input_to_change() -> None:
    found = obstacles(
        spec("earnings-preview", company="Blorp"),
        [entity("Blorp", "ent_blorp")],
        priced(ent_blorp=NOWHERE),
    )
    assert [(o.input_name, o.text) for o in found] == [
        (
            "company",
            "Blorp Corp (ent_blorp) is not in the earnings calendar, which calendar_and_record "
            "need(s); choose another company",
        )
    ]


def test_a_point_in_time_before_the_first_report_is_the_date_to_change() -> None:
    found = obstacles(
        spec("credit-review", company="Blorp", as_of="2019-06-30"),
        [entity("Blorp", "ent_blorp")],
        Coverage(entities={"ent_blorp": EVERYWHERE}),
    )
    assert {o.input_name for o in found} == {"as_of"}
    assert "published on 2021-01-26, after 2019-06-30" in found[0].text


def test_a_window_outside_the_prices_is_the_window_to_change() -> None:
    found = obstacles(
        spec(
            "market-neutral-portfolio",
            companies="Blorp, Zorp",
            window="1985-01-01..2020-12-31",
        ),
        [entity("Blorp", "ent_blorp"), entity("Zorp", "ent_zorp")],
        priced(ent_blorp=EVERYWHERE, ent_zorp=EVERYWHERE),
    )
    assert [o.input_name for o in found] == ["window"]
    assert "runs outside the daily prices (1990-01-02 to 2022-12-28)" in found[0].text


def test_covered_companies_on_covered_days_are_no_obstacle() -> None:
    assert (
        obstacles(
            spec("peer-comparison", companies="Blorp, Zorp"),
            [entity("Blorp", "ent_blorp"), entity("Zorp", "ent_zorp")],
            priced(ent_blorp=EVERYWHERE, ent_zorp=EVERYWHERE),
        )
        == []
    )


def test_a_free_question_pins_no_data_and_is_never_stopped() -> None:
    free = RunSpec(mode="chat", template=None, inputs=None, question="What did Blorp say?")
    assert obstacles(free, [entity("Blorp", "ent_blorp")], Coverage()) == []
