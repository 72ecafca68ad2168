"""Binding inputs: every input type from CLI text and from JSON, the percent rule, mandates,
unknown and missing inputs, every problem at once, and filling questions."""

from __future__ import annotations

import json
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quantward_workflows import (
    BoundInputs,
    DateRange,
    Mandate,
    PlanItem,
    Problem,
    TemplateError,
    WorkflowTemplate,
    bind_inputs,
    get_template,
    parse_percent,
    percent_text,
    plan_tasks,
    render_question,
    template_from_data,
)

ALL_TYPES: dict[str, Any] = {
    "id": "all-types",
    "version": 1,
    "title": "Every input type",
    "description": "One input of each type.",
    "mode": "strategy",
    "inputs": {
        "lead": {"type": "company", "description": "The lead company."},
        "peers": {"type": "companies", "description": "Peers.", "required": False},
        "as_of": {"type": "date", "description": "Point in time.", "default": "2022-12-28"},
        "window": {
            "type": "date_range",
            "description": "Window.",
            "default": "2020-01-01..2022-12-28",
        },
        "quarters": {
            "type": "integer",
            "description": "Quarters.",
            "default": 4,
            "minimum": 1,
            "maximum": 8,
        },
        "threshold": {"type": "number", "description": "A threshold.", "required": False},
        "max_weight": {
            "type": "percent",
            "description": "Largest weight.",
            "default": "10%",
            "maximum": 0.5,
        },
        "style": {
            "type": "choice",
            "description": "Answer style.",
            "choices": ["brief", "full"],
            "default": "brief",
        },
        "focus": {"type": "string", "description": "Anything to focus on.", "required": False},
        "mandate": {"type": "mandate", "description": "Limits."},
    },
    "plan": [
        {
            "id": "each",
            "question": "What did {company} say about {focus} by {as_of} in {window}?",
            "look_for": ["guidance"],
        },
        {
            "id": "together",
            "question": "Can {lead} and {peers} hold {max_weight} each, {quarters} quarters, "
            "threshold {threshold}, style {style}, under {mandate}?",
            "scope": "all_companies",
            "approach": "portfolio",
        },
    ],
    "sources": {"allow": ["synthetic-corpus:transcripts", "prices"]},
    "output": {"sections": [{"id": "summary", "title": "S", "from_plan": ["each", "together"]}]},
}
TEMPLATE: WorkflowTemplate = template_from_data(ALL_TYPES, source="all-types")
GIVEN = {"lead": "Apple", "mandate": "max_position_weight=10%"}


def bind(**raw: Any) -> BoundInputs:
    return bind_inputs(TEMPLATE, {**GIVEN, **raw})


def problem(**raw: Any) -> Problem:
    with pytest.raises(TemplateError) as caught:
        bind(**raw)
    assert caught.value.source == "all-types"
    [only] = caught.value.problems
    return only


# --- types -------------------------------------------------------------------------------------


def test_defaults_fill_what_is_not_given_and_are_named() -> None:
    bound = bind()
    assert bound.values == {
        "lead": "Apple",
        "peers": None,
        "as_of": date(2022, 12, 28),
        "window": DateRange(start=date(2020, 1, 1), end=date(2022, 12, 28)),
        "quarters": 4,
        "threshold": None,
        "max_weight": 0.1,
        "style": "brief",
        "focus": None,
        "mandate": Mandate(max_position_weight=0.1),
    }
    assert bound.defaulted == ("as_of", "window", "quarters", "max_weight", "style")
    assert bound.missing == ()
    assert bound.complete


def test_company_is_kept_as_typed_text_trimmed() -> None:
    assert bind(lead="  Volkswagen AG ").values["lead"] == "Volkswagen AG"
    assert problem(lead=" ") == Problem(
        "inputs.lead", "expected a company name or id, got an empty text"
    )
    assert problem(lead=3).reason == "expected a company name or id as text, got 3"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Apple, Microsoft ,Alphabet", ("Apple", "Microsoft", "Alphabet")),
        (["Apple", " Microsoft"], ("Apple", "Microsoft")),
        ("Apple, apple, APPLE, Microsoft,", ("Apple", "Microsoft")),
        ("Apple", ("Apple",)),
    ],
)
def test_companies_from_text_or_a_list_deduplicated_in_order(
    raw: object, expected: tuple[str, ...]
) -> None:
    assert bind(peers=raw).values["peers"] == expected


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (" , ", "expected at least one company"),
        ([], "expected at least one company"),
        (["Apple", 3], "item 2 is not a company name: 3"),
        ({"a": 1}, "expected companies as 'Apple, Microsoft' or a JSON list of names"),
    ],
)
def test_bad_companies(raw: object, reason: str) -> None:
    found = problem(peers=raw)
    assert found.field == "inputs.peers"
    assert found.reason.startswith(reason)


@pytest.mark.parametrize("template_id", ["peer-comparison", "market-neutral-portfolio"])
def test_a_comparison_of_one_company_is_refused_before_a_run(template_id: str) -> None:
    template = get_template(template_id)
    [name] = [n for n, spec in template.inputs.items() if spec.type == "companies"]
    with pytest.raises(TemplateError) as caught:
        bind_inputs(template, {name: "Apple, apple"}, allow_missing=True)
    [found] = caught.value.problems
    assert found == Problem(
        f"inputs.{name}",
        "needs at least 2 companies, got 1 (Apple); name more, separated by commas",
    )
    assert bind_inputs(template, {name: "Apple, Microsoft"}, allow_missing=True).values[name]


def test_the_role_of_a_company_comes_from_its_input() -> None:
    data = {**ALL_TYPES, "inputs": {**ALL_TYPES["inputs"]}}
    data["inputs"]["lead"] = {**data["inputs"]["lead"], "resolve_as": "debt_issuer"}
    template = template_from_data(data, source="test")
    bound = bind_inputs(template, {**GIVEN, "lead": "Nordwerk", "peers": "Ostbank, nordwerk"})
    # The same name as a plain company input means the company.
    assert bound.company_roles() == {"nordwerk": "company", "ostbank": "company"}
    alone = bind_inputs(template, {**GIVEN, "lead": "Nordwerk"})
    assert alone.company_roles() == {"nordwerk": "debt_issuer"}


def test_dates_are_iso_days() -> None:
    assert bind(as_of="2021-03-31").values["as_of"] == date(2021, 3, 31)
    assert bind(as_of=date(2021, 3, 31)).values["as_of"] == date(2021, 3, 31)
    assert problem(as_of="31/03/2021").reason == ("expected a date as YYYY-MM-DD, got '31/03/2021'")
    assert problem(as_of="2021-02-30").reason.startswith("'2021-02-30' is not a real day")
    assert problem(as_of=datetime(2021, 3, 31, 12)).field == "inputs.as_of"
    assert problem(as_of=20210331).field == "inputs.as_of"


def test_date_ranges_from_text_or_an_object() -> None:
    expected = DateRange(start=date(2021, 1, 1), end=date(2022, 6, 30))
    assert bind(window="2021-01-01..2022-06-30").values["window"] == expected
    assert bind(window=" 2021-01-01 .. 2022-06-30 ").values["window"] == expected
    assert bind(window={"start": "2021-01-01", "end": "2022-06-30"}).values["window"] == expected
    assert bind(window="2021-01-01..2021-01-01").values["window"].start == date(2021, 1, 1)


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("2022-06-30..2021-01-01", "the start 2022-06-30 is after the end 2021-01-01"),
        ("2021-01-01", "expected a date range like '2021-01-01..2022-06-30'"),
        ("2021-01-01..2021-13-01", "'2021-13-01' is not a real day (month must be in 1..12)"),
        ("2021-01-01..tomorrow", "expected the end date as YYYY-MM-DD, got 'tomorrow'"),
        ({"start": "2021-01-01"}, 'expected a date range as {"start"'),
        ({"start": "2021-01-01", "end": "2021-02-01", "step": 1}, "expected a date range"),
        (["2021-01-01", "2022-01-01"], "expected a date range like"),
    ],
)
def test_bad_date_ranges(raw: object, reason: str) -> None:
    found = problem(window=raw)
    assert found.field == "inputs.window"
    assert reason in found.reason


def test_date_range_rejects_a_reversed_window_when_built_directly() -> None:
    with pytest.raises(ValueError, match="start 2022-01-02 is after end 2022-01-01"):
        DateRange(start=date(2022, 1, 2), end=date(2022, 1, 1))


@pytest.mark.parametrize(("raw", "expected"), [("3", 3), (3, 3), (3.0, 3), (" 8 ", 8), ("1", 1)])
def test_integers(raw: object, expected: int) -> None:
    value = bind(quarters=raw).values["quarters"]
    assert value == expected
    assert isinstance(value, int)


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("3.5", "expected a whole number, got '3.5'"),
        ("three", "expected a whole number, got 'three'"),
        (True, "expected a whole number, got True"),
        (0, "must be at least 1, got 0"),
        ("9", "must be at most 8, got 9"),
    ],
)
def test_bad_integers(raw: object, reason: str) -> None:
    assert problem(quarters=raw) == Problem("inputs.quarters", reason)


def test_numbers() -> None:
    assert bind(threshold="1.5").values["threshold"] == 1.5
    assert bind(threshold=-2).values["threshold"] == -2.0
    assert bind(threshold="1_000").values["threshold"] == 1000.0
    assert problem(threshold="nan").reason == "expected a finite number, got 'nan'"
    assert problem(threshold=float("inf")).field == "inputs.threshold"
    assert problem(threshold="1,5").reason == "expected a number, got '1,5'"


# --- the percent rule --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "fraction"),
    [
        ("12.5%", 0.125),  # text with % → percent points
        (" 12.5 % ", 0.125),
        ("12.5", 0.125),  # bare number > 1 → percent points
        (12.5, 0.125),
        (0.125, 0.125),  # bare number <= 1 → a fraction
        ("0.125", 0.125),
        (1, 1.0),  # exactly 1 is a fraction: 100%
        ("1", 1.0),
        ("1%", 0.01),
        ("0.5%", 0.005),  # half a percent must carry the sign
        (0, 0.0),
        ("100%", 1.0),
        (-5, -0.05),
        (-0.05, -0.05),
        ("14.3%", 0.143),  # exact in decimal, not 0.14300000000000002
    ],
)
def test_the_percent_rule(raw: object, fraction: float) -> None:
    assert parse_percent(raw) == fraction


@pytest.mark.parametrize("raw", ["", "%", "abc", "12.5%%", True, None, [12.5], "inf%"])
def test_what_is_not_a_percentage(raw: object) -> None:
    with pytest.raises(ValueError, match="expected a"):
        parse_percent(raw)


def test_percent_input_bounds_are_fractions_and_read_as_percent() -> None:
    assert bind(max_weight="50%").values["max_weight"] == 0.5
    assert problem(max_weight="60%") == Problem("inputs.max_weight", "must be at most 50%, got 60%")


@given(st.decimals(min_value=-1000, max_value=1000, places=4, allow_nan=False))
def test_percent_text_reads_back_to_the_same_fraction(points: Any) -> None:
    fraction = float(points / 100)
    assert parse_percent(percent_text(fraction)) == fraction


@given(st.floats(min_value=-1, max_value=1, allow_nan=False))
def test_a_json_number_up_to_one_is_a_fraction(fraction: float) -> None:
    assert parse_percent(fraction) == fraction


@given(st.floats(min_value=1, max_value=1e6, exclude_min=True))
def test_a_json_number_above_one_is_percent_points(points: float) -> None:
    assert parse_percent(points) == pytest.approx(points / 100, rel=1e-12)
    assert parse_percent(f"{points!r}%") == parse_percent(points)


def test_percent_text_is_exact_in_decimal() -> None:
    assert percent_text(0.07) == "7%"
    assert percent_text(0.125) == "12.5%"
    assert percent_text(1.5) == "150%"
    assert percent_text(0.0) == "0%"


# --- choice, string ----------------------------------------------------------------------------


def test_choices() -> None:
    assert bind(style="full").values["style"] == "full"
    assert problem(style="Full") == Problem("inputs.style", "'Full' is not one of: brief, full")


def test_strings() -> None:
    assert bind(focus=" margins ").values["focus"] == "margins"
    assert problem(focus="").reason == "expected text, got an empty text"
    assert problem(focus=12).reason == "expected text as text, got 12"


# --- mandates ----------------------------------------------------------------------------------

# Built through the same rule as any input: a turnover of 200% is written "200%" (a bare 2.0
# would be 2 percent points).
FULL_MANDATE = Mandate.model_validate(
    {
        "max_position_weight": 0.1,
        "max_gross_leverage": 2.0,
        "market_neutral": True,
        "max_net_exposure": 0.05,
        "max_turnover": "200%",
        "max_drawdown": 0.2,
        "target_volatility": 0.12,
        "cost_bps": 5,
        "long_only": False,
        "notes": "No tobacco.",
    }
)


def test_a_mandate_fraction_above_one_needs_the_percent_sign() -> None:
    assert FULL_MANDATE.max_turnover == 2.0
    assert Mandate(max_turnover=2.0).max_turnover == 0.02


def test_every_dump_of_a_mandate_validates_back_to_the_same_mandate() -> None:
    assert FULL_MANDATE.model_dump()["max_turnover"] == "200%"
    assert Mandate.model_validate(FULL_MANDATE.model_dump()) == FULL_MANDATE
    assert Mandate.model_validate_json(FULL_MANDATE.model_dump_json()) == FULL_MANDATE
    assert Mandate.model_validate(FULL_MANDATE.as_json()) == FULL_MANDATE


def test_a_mandate_from_a_json_object() -> None:
    raw = {
        "max_position_weight": 0.1,
        "max_gross_leverage": 2,
        "market_neutral": True,
        "max_net_exposure": "5%",
        "max_turnover": "200%",
        "max_drawdown": 20,
        "target_volatility": "12%",
        "cost_bps": 5,
        "long_only": False,
        "notes": "No tobacco.",
    }
    assert bind(mandate=raw).values["mandate"] == FULL_MANDATE


def test_a_mandate_from_json_text() -> None:
    raw = json.dumps({"max_position_weight": "10%", "long_only": True})
    assert bind(mandate=raw).values["mandate"] == Mandate(max_position_weight=0.1, long_only=True)


def test_a_mandate_from_key_value_text() -> None:
    raw = (
        "max_position_weight=10%; max_gross_leverage=2x; market_neutral=true; "
        "max_net_exposure=5; max_turnover=200%; max_drawdown=0.2; target_volatility=12%; "
        "cost_bps=5; long_only=no; notes=No tobacco.;"
    )
    assert bind(mandate=raw).values["mandate"] == FULL_MANDATE


@pytest.mark.parametrize("suffix", [".yaml", ".json"])
def test_a_mandate_from_a_file_when_files_are_allowed(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"mandate{suffix}"
    data = {"max_position_weight": "10%", "market_neutral": True}
    if suffix == ".json":
        path.write_text(json.dumps(data))
    else:
        path.write_text("# desk mandate\nmax_position_weight: 10%\nmarket_neutral: true\n")
    bound = bind_inputs(TEMPLATE, {**GIVEN, "mandate": f"@{path}"}, allow_files=True)
    assert bound.values["mandate"] == Mandate(max_position_weight=0.1, market_neutral=True)
    # what goes into events is the mandate itself, never the path
    assert bound.as_json()["mandate"] == {"max_position_weight": 0.1, "market_neutral": True}


def test_a_mandate_file_is_refused_unless_files_are_allowed(tmp_path: Path) -> None:
    path = tmp_path / "m.yaml"
    path.write_text("long_only: true\n")
    found = problem(mandate=f"@{path}")
    assert found.field == "inputs.mandate"
    assert "refers to a file, which only the command line may read" in found.reason


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("@missing.yaml", "mandate file not found: missing.yaml"),
        ("@mandate.txt", "a mandate file must end in .yaml, .yml or .json, got 'mandate.txt'"),
    ],
)
def test_bad_mandate_files(raw: str, reason: str) -> None:
    with pytest.raises(TemplateError) as caught:
        bind_inputs(TEMPLATE, {**GIVEN, "mandate": raw}, allow_files=True)
    assert caught.value.problems == (Problem("inputs.mandate", reason),)


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("", "expected a mandate as JSON, key=value;key=value text or @file"),
        ("{not json", "the mandate is not valid JSON"),
        ("max_position_weight", "'max_position_weight' is not key=value"),
        ("long_only=true;long_only=false", "long_only is given more than once"),
        ("leverage=2", "leverage: unknown key 'leverage'; allowed keys: max_position_weight"),
        ("max_position_weight=150%", "max_position_weight: must be more than 0% and at most 100%"),
        ("max_position_weight=0", "max_position_weight: must be more than 0%"),
        ("max_gross_leverage=0", "max_gross_leverage: must be greater than 0"),
        ("cost_bps=-1", "cost_bps: must be at least 0"),
        ("market_neutral=maybe", "market_neutral: expected true or false, got 'maybe'"),
        (
            "long_only=true;market_neutral=true",
            "long_only and market_neutral cannot both be true",
        ),
        ([1, 2], "expected a mandate as a JSON object"),
    ],
)
def test_bad_mandates(raw: object, reason: str) -> None:
    found = problem(mandate=raw)
    assert found.field == "inputs.mandate"
    assert reason in found.reason, found.reason


def test_mandate_problems_are_all_reported() -> None:
    found = problem(mandate={"max_drawdown": 2, "cost_bps": -1, "x": 1})
    assert found.reason.count(";") == 2
    assert "x: unknown key 'x'" in found.reason


def test_a_mandate_in_words() -> None:
    assert FULL_MANDATE.text() == (
        "max position weight 10%, max gross leverage 2x, market neutral, max net exposure 5%, "
        "max turnover 200%, max drawdown 20%, target volatility 12%, costs 5 bps, not long only, "
        "notes: No tobacco."
    )
    assert Mandate().text() == "no limits stated"


# --- the binding as a whole ----------------------------------------------------------------------


def test_unknown_inputs_are_rejected_with_the_declared_names() -> None:
    found = problem(lookback=3)
    assert found == Problem(
        "inputs.lookback",
        "unknown input; declared inputs: lead, peers, as_of, window, quarters, threshold, "
        "max_weight, style, focus, mandate",
    )


def test_a_missing_required_input() -> None:
    with pytest.raises(TemplateError) as caught:
        bind_inputs(TEMPLATE, {"mandate": "long_only=true"})
    assert caught.value.problems == (
        Problem("inputs.lead", "required input is missing (company: The lead company.)"),
    )


def test_every_problem_is_reported_at_once() -> None:
    with pytest.raises(TemplateError) as caught:
        bind_inputs(
            TEMPLATE,
            {"as_of": "yesterday", "quarters": "0", "style": "long", "extra": "1"},
        )
    assert [p.field for p in caught.value.problems] == [
        "inputs.extra",
        "inputs.lead",
        "inputs.as_of",
        "inputs.quarters",
        "inputs.style",
        "inputs.mandate",
    ]
    text = str(caught.value)
    assert text.splitlines()[0].startswith("all-types: inputs.extra: unknown input")


def test_allow_missing_returns_the_missing_inputs_instead() -> None:
    bound = bind_inputs(TEMPLATE, {"as_of": "2022-06-30"}, allow_missing=True)
    assert bound.missing == ("lead", "mandate")
    assert not bound.complete
    assert "lead" not in bound.values
    assert bound.values["as_of"] == date(2022, 6, 30)
    with pytest.raises(TemplateError, match=r"inputs\.lead: has no value yet"):
        bound.text("lead")


def test_a_missing_input_given_later_is_parsed_as_binding_parses_it() -> None:
    bound = bind_inputs(TEMPLATE, {"as_of": "2022-06-30"}, allow_missing=True)
    filled = bound.given("lead", "  Volkswagen AG ")
    assert filled.values["lead"] == "Volkswagen AG"
    assert filled.missing == ("mandate",)
    assert list(filled.values) == [n for n in TEMPLATE.inputs if n in filled.values]
    with pytest.raises(TemplateError) as caught:
        bound.given("lead", " ")
    assert list(caught.value.problems) == [
        Problem("inputs.lead", "expected a company name or id, got an empty text")
    ]
    with pytest.raises(ValueError, match="not missing"):
        bound.given("as_of", "2022-01-01")


def test_allow_missing_still_rejects_bad_values() -> None:
    with pytest.raises(TemplateError) as caught:
        bind_inputs(TEMPLATE, {"as_of": "soon"}, allow_missing=True)
    assert [p.field for p in caught.value.problems] == ["inputs.as_of"]


def test_none_counts_as_not_given() -> None:
    bound = bind(as_of=None, focus=None)
    assert bound.values["as_of"] == date(2022, 12, 28)
    assert "as_of" in bound.defaulted
    assert bound.values["focus"] is None


def test_as_json_is_json_and_binds_back_to_the_same_values() -> None:
    bound = bind(
        peers="Microsoft, Alphabet",
        threshold="2.5",
        max_weight="12.5%",
        focus="margins",
        mandate={"max_turnover": "250%", "long_only": True, "max_drawdown": 0.15},
    )
    as_json = bound.as_json()
    assert json.loads(json.dumps(as_json)) == as_json
    assert as_json == {
        "lead": "Apple",
        "peers": ["Microsoft", "Alphabet"],
        "as_of": "2022-12-28",
        "window": {"start": "2020-01-01", "end": "2022-12-28"},
        "quarters": 4,
        "threshold": 2.5,
        "max_weight": 0.125,
        "style": "brief",
        "focus": "margins",
        "mandate": {"max_turnover": "250%", "max_drawdown": 0.15, "long_only": True},
    }
    assert bind_inputs(TEMPLATE, as_json).values == bound.values


@given(st.floats(min_value=-10, max_value=10, allow_nan=False).filter(lambda f: abs(f) <= 0.5))
def test_a_percent_survives_the_trip_through_json(fraction: float) -> None:
    bound = bind(max_weight=fraction)
    assert bind_inputs(TEMPLATE, bound.as_json()).values["max_weight"] == fraction


def test_companies_collects_every_company_input_in_order_once() -> None:
    bound = bind(peers="Microsoft, apple, Alphabet")
    assert bound.companies() == ("Apple", "Microsoft", "Alphabet")
    assert bind().companies() == ("Apple",)


# --- questions ---------------------------------------------------------------------------------


def test_render_question_fills_every_type_as_prose() -> None:
    bound = bind(
        peers="Microsoft, Alphabet",
        threshold=2,
        focus="margins",
        mandate="max_position_weight=10%;long_only=true",
    )
    together = TEMPLATE.plan_item("together")
    assert render_question(together, bound) == (
        "Can Apple and Microsoft, Alphabet hold 10% each, 4 quarters, threshold 2, style brief, "
        "under max position weight 10%, long only?"
    )
    each = TEMPLATE.plan_item("each")
    assert render_question(each, bound, "Microsoft") == (
        "What did Microsoft say about margins by 2022-12-28 in 2020-01-01 to 2022-12-28?"
    )


def test_an_optional_input_left_out_reads_not_given() -> None:
    question = render_question(TEMPLATE.plan_item("together"), bind())
    assert "Apple and (not given)" in question
    assert "threshold (not given)" in question


def test_a_per_company_question_with_one_company_needs_no_company_argument() -> None:
    assert render_question(TEMPLATE.plan_item("each"), bind()).startswith("What did Apple say")


def test_a_per_company_question_with_several_companies_needs_one() -> None:
    with pytest.raises(ValueError, match="pass the company this part is about"):
        render_question(TEMPLATE.plan_item("each"), bind(peers="Microsoft"))


def test_a_question_from_another_template_is_refused() -> None:
    stranger = PlanItem(id="other", question="What about {sector}?", scope="all_companies")
    with pytest.raises(TemplateError, match="sector"):
        render_question(stranger, bind())


def test_plan_tasks_expand_per_company_items_over_the_companies() -> None:
    tasks = plan_tasks(bind(peers="Microsoft"))
    assert [(t.item_id, t.company) for t in tasks] == [
        ("each", "Apple"),
        ("each", "Microsoft"),
        ("together", None),
    ]
    assert tasks[1].question.startswith("What did Microsoft say")
