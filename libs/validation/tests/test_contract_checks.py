"""Contract checks: each passes a clean contract and fails each problem, naming its field."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from quantward_contracts.values import (
    CheckResult,
    Constraint,
    DataBinding,
    EvidencePromise,
    HistoricalTest,
    Method,
    WalkForwardWindow,
)
from quantward_validation import CHECK_IDS, all_passed, validate_contract
from quantward_validation.contract import point_in_time

CONTRACT_IDS = [
    "contract.complete",
    "contract.datasets_exist",
    "contract.fields_exist",
    "contract.functions_exist",
    "contract.point_in_time",
    "contract.stated_leakage",
    "contract.objective_method",
]


def failed(checks: list[CheckResult], check_id: str | None = None) -> list[CheckResult]:
    return [c for c in checks if not c.passed and (check_id is None or c.check_id == check_id)]


def fields(checks: list[CheckResult], check_id: str) -> list[str | None]:
    return [c.field for c in failed(checks, check_id)]


def test_a_clean_contract_passes_every_check_once_in_order(kit) -> None:
    checks = validate_contract(kit.contract())
    assert [c.check_id for c in checks] == CONTRACT_IDS
    assert all_passed(checks), failed(checks)
    assert all(c.check_id in CHECK_IDS and c.message for c in checks)


def test_an_invented_constraint_value_passes_every_exact_check(kit) -> None:
    """The seed's 12.5 % cap: stated as an assumption with a rationale, it is well-formed; only
    the Guardian can say the client never chose it."""
    guess = Constraint(
        name="max_position_weight",
        value=0.125,
        provenance="assumption",
        unit="fraction",
        rationale="the client-approved limit was not stated; inferred from the current portfolio",
    )
    contract = kit.contract(
        constraints=(
            Constraint(
                name="market_neutral",
                value=True,
                provenance="user_message",
                provenance_ref=kit.REQUEST,
            ),
            guess,
        )
    )
    checks = validate_contract(contract, decision_date=kit.DECISION)
    assert all_passed(checks), failed(checks)
    assert "1 assumption(s)" in checks[0].message
    assert "Guardian" in checks[0].message


# --- contract.complete --------------------------------------------------------------------------


def test_complete_names_each_missing_piece(kit) -> None:
    contract = kit.contract(
        interpretation=" ",
        objective="",
        constraints=(
            Constraint(name="max_position_weight", value=0.1, provenance="user_message"),
            Constraint(
                name="max_gross_leverage",
                value=2,
                provenance="user_message",
                provenance_ref="the first message",
            ),
            Constraint(name="long_only", value=True, provenance="mandate_clause"),
            Constraint(name="max_turnover", value=0.5, provenance="assumption"),
            Constraint(
                name="cost_bps", value=None, provenance="mandate_clause", provenance_ref="4"
            ),
        ),
        methods=(),
        evidence=(
            EvidencePromise(evidence_id="s", description="a section", kind="section"),
            EvidencePromise(evidence_id="c", description="a number", kind="computation"),
        ),
    )
    assert fields(validate_contract(contract), "contract.complete") == [
        "interpretation",
        "objective",
        "constraints[0].provenance_ref",
        "constraints[1].provenance_ref",
        "constraints[2].provenance_ref",
        "constraints[3].rationale",
        "constraints[4].value",
        "methods",
        "evidence[0].section_title",
        "evidence[1].function_id",
    ]


def test_complete_messages_say_what_to_do(kit) -> None:
    contract = kit.contract(
        constraints=(
            Constraint(
                name="max_gross_leverage", value=2, provenance="user_message", provenance_ref="x"
            ),
        )
    )
    (problem,) = failed(validate_contract(contract), "contract.complete")
    assert "constraints[0] (max_gross_leverage)" in problem.message
    assert "'x', which is not a message id (msg_…)" in problem.message


def test_complete_needs_an_evidence_promise(kit) -> None:
    checks = validate_contract(kit.contract(evidence=()))
    assert fields(checks, "contract.complete") == ["evidence"]
    free_text = kit.contract(evidence=(), promised_evidence=("a table of weights",))
    assert not failed(validate_contract(free_text), "contract.complete")


def test_complete_needs_an_as_of_for_each_binding_unless_the_contract_is_dated(kit) -> None:
    undated = (DataBinding(dataset="prices.daily", fields=("close",)),)
    checks = validate_contract(kit.contract(decision_date=None, data_bindings=undated))
    assert fields(checks, "contract.complete") == ["data_bindings[0].as_of"]
    assert not failed(validate_contract(kit.contract(data_bindings=undated)), "contract.complete")
    run_dated = validate_contract(
        kit.contract(decision_date=None, data_bindings=undated), decision_date=kit.DECISION
    )
    assert not failed(run_dated, "contract.complete")


def test_research_reading_documents_alone_needs_no_method(kit) -> None:
    documents = (DataBinding(dataset="documents.chunks", fields=("text",), as_of=kit.DECISION),)
    contract = kit.contract(
        objective_kind="research_answer", data_bindings=documents, methods=(), evidence=()
    )
    checks = validate_contract(contract.model_copy(update={"promised_evidence": ("quotes",)}))
    assert all_passed(checks), failed(checks)


def test_one_constraint_with_two_values_is_incomplete(kit) -> None:
    twice = (
        *kit.contract().constraints,
        Constraint(name="max_position_weight", value=0.15, provenance="user_message",
                   provenance_ref=kit.REQUEST),
    )  # fmt: skip
    (problem,) = failed(validate_contract(kit.contract(constraints=twice)), "contract.complete")
    assert problem.field == "constraints[4].value"
    assert "constraints[0] states 0.1" in problem.message


# --- datasets, fields, functions ----------------------------------------------------------------


def test_an_unknown_dataset_fails_with_the_closest_ids(kit) -> None:
    binding = DataBinding(dataset="prices.dayly", fields=("close",), as_of=kit.DECISION)
    checks = validate_contract(kit.contract(data_bindings=(binding,)))
    (problem,) = failed(checks)
    assert (problem.check_id, problem.field) == (
        "contract.datasets_exist",
        "data_bindings[0].dataset",
    )
    assert "Did you mean 'prices.daily'" in problem.message


def test_an_unknown_field_fails_with_the_closest_fields(kit) -> None:
    binding = DataBinding(
        dataset="fundamentals.quarterly", fields=("revenue", "net_debts"), as_of=kit.DECISION
    )
    (problem,) = failed(validate_contract(kit.contract(data_bindings=(binding,))))
    assert (problem.check_id, problem.field) == (
        "contract.fields_exist",
        "data_bindings[0].fields[1]",
    )
    assert "Did you mean 'net_debt'" in problem.message


def test_a_method_naming_a_nonexistent_function_fails_with_suggestions(kit) -> None:
    """The seed's regression function that did not exist."""
    methods = (
        *kit.contract().methods,
        Method(function_id="regression.ridge_fit", purpose="a factor model"),
        Method(function_id="prices.window_stat", purpose="a typo"),
    )
    checks = failed(validate_contract(kit.contract(methods=methods)))
    assert [(c.check_id, c.field) for c in checks] == [
        ("contract.functions_exist", "methods[2].function_id"),
        ("contract.functions_exist", "methods[3].function_id"),
    ]
    assert "no function 'regression.ridge_fit' is registered" in checks[0].message
    assert "portfolio.market_neutral" in checks[0].message  # the registered ids are listed
    assert "Did you mean 'prices.window_stats'" in checks[1].message


def test_custom_code_needs_a_reason(kit) -> None:
    methods = (
        *kit.contract().methods,
        Method(purpose="a bespoke estimator"),
        Method(custom_code_reason="no library function shrinks the covariance"),
    )
    checks = failed(validate_contract(kit.contract(methods=methods)))
    assert [(c.check_id, c.field) for c in checks] == [
        ("contract.functions_exist", "methods[2].custom_code_reason")
    ]


def test_evidence_from_an_unknown_function_fails(kit) -> None:
    promise = EvidencePromise(
        evidence_id="x", description="x", kind="computation", function_id="prices.volatility"
    )
    checks = failed(validate_contract(kit.contract(evidence=(promise,))))
    assert [(c.check_id, c.field) for c in checks] == [
        ("contract.functions_exist", "evidence[0].function_id")
    ]


# --- contract.point_in_time ---------------------------------------------------------------------


def test_a_binding_after_the_decision_date_fails_by_how_many_days(kit) -> None:
    late = DataBinding(
        dataset="prices.daily",
        fields=("close",),
        as_of=date(2023, 1, 2),
        window_start=kit.START,
        window_end=date(2023, 1, 2),
    )
    checks = failed(
        validate_contract(kit.contract(data_bindings=(late,))), "contract.point_in_time"
    )
    assert [c.field for c in checks] == ["data_bindings[0].as_of", "data_bindings[0].window_end"]
    assert "5 days after the decision date 2022-12-28" in checks[0].message


def test_a_window_past_its_own_as_of_or_reversed_fails(kit) -> None:
    binding = DataBinding(
        dataset="prices.daily",
        as_of=date(2022, 6, 30),
        window_start=date(2022, 12, 1),
        window_end=date(2022, 11, 30),
    )
    checks = failed(
        validate_contract(kit.contract(data_bindings=(binding,))), "contract.point_in_time"
    )
    assert [c.field for c in checks] == [
        "data_bindings[0].window_end",
        "data_bindings[0].window_start",
    ]


def test_the_runs_decision_date_wins_over_the_contracts(kit) -> None:
    checks = validate_contract(kit.contract(), decision_date=date(2022, 12, 1))
    assert fields(checks, "contract.point_in_time") == [
        "decision_date",
        "data_bindings[0].as_of",
        "data_bindings[0].window_end",
    ]


def windows(**changes: object) -> HistoricalTest:
    base = {
        "train_start": date(2018, 1, 1),
        "train_end": date(2020, 12, 31),
        "test_start": date(2021, 1, 4),
        "test_end": date(2021, 12, 31),
    }
    return HistoricalTest(windows=(WalkForwardWindow(**{**base, **changes}),))


def test_selection_with_test_period_data_is_leakage_naming_window_and_days(kit) -> None:
    """The seed's drawdown-aware allocation: assets chosen with data from the test period."""
    test = windows(selection_end=date(2021, 12, 31))
    (problem,) = failed(
        validate_contract(kit.contract(historical_test=test)), "contract.point_in_time"
    )
    assert problem.field == "historical_test.windows[0].selection_end"
    assert "Window 0" in problem.message
    assert "365 days after its training period ends (2020-12-31)" in problem.message
    assert "362 days into the test period" in problem.message
    assert "leakage" in problem.message


def test_full_sample_selection_or_fitting_is_leakage(kit) -> None:
    test = windows().model_copy(update={"selection": "full_sample", "fitting": "full_sample"})
    assert fields(
        validate_contract(kit.contract(historical_test=test)), "contract.point_in_time"
    ) == [
        "historical_test.selection",
        "historical_test.fitting",
    ]


def test_training_must_end_before_testing_starts(kit) -> None:
    test = windows(train_end=date(2021, 1, 10), fitting_end=date(2021, 1, 10))
    checks = failed(validate_contract(kit.contract(historical_test=test)))
    assert [c.field for c in checks] == ["historical_test.windows[0].test_start"]
    assert "7 days of test data are in training" in checks[0].message


def test_a_test_period_after_the_decision_date_fails(kit) -> None:
    test = windows(test_end=date(2023, 3, 31))
    assert fields(
        validate_contract(kit.contract(historical_test=test)), "contract.point_in_time"
    ) == ["historical_test.windows[0].test_end"]


@settings(max_examples=60, deadline=None)
@given(
    train_days=st.integers(min_value=30, max_value=2000),
    gap=st.integers(min_value=1, max_value=30),
    test_days=st.integers(min_value=1, max_value=400),
    selection_offset=st.integers(min_value=-500, max_value=500),
)
def test_selection_is_leakage_exactly_when_it_ends_after_training(
    train_days: int, gap: int, test_days: int, selection_offset: int
) -> None:
    from quantward_contracts.values import ResearchContractBody

    train_start = date(2010, 1, 1)
    train_end = train_start + timedelta(days=train_days)
    selection_end = train_end + timedelta(days=selection_offset)
    window = WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=train_end + timedelta(days=gap),
        test_end=train_end + timedelta(days=gap + test_days),
        selection_end=selection_end,
    )
    contract = ResearchContractBody(
        interpretation="x", objective="x", historical_test=HistoricalTest(windows=(window,))
    )
    problems = failed(point_in_time(contract))
    if selection_offset <= 0:
        assert problems == []
    else:
        (problem,) = problems
        assert problem.field == "historical_test.windows[0].selection_end"
        assert f"{selection_offset} day" in problem.message


# --- contract.objective_method ------------------------------------------------------------------


def test_an_optimiser_solving_another_objective_fails_naming_both(kit) -> None:
    """The seed's portfolio transition: an optimiser that solves a different problem."""
    methods = (
        Method(function_id="prices.window_stats"),
        Method(function_id="portfolio.drawdown_aware", purpose="the weights"),
    )
    checks = failed(validate_contract(kit.contract(methods=methods)))
    assert [(c.check_id, c.field) for c in checks] == [
        ("contract.objective_method", "methods[1].function_id"),
        ("contract.objective_method", "methods"),
    ]
    assert "portfolio.drawdown_aware" in checks[0].message
    assert "maximise_risk_adjusted_return" in checks[0].message
    assert "portfolio.market_neutral" in checks[1].message


def test_an_objective_without_a_library_solver_needs_custom_code(kit) -> None:
    asked = kit.contract(objective_kind="maximise_expected_return")
    checks = failed(validate_contract(asked))
    assert [(c.check_id, c.field) for c in checks] == [
        ("contract.objective_method", "methods[1].function_id"),  # market_neutral solves another
        ("contract.objective_method", "methods"),
    ]
    custom = asked.model_copy(
        update={
            "methods": (
                Method(function_id="prices.window_stats"),
                Method(custom_code_reason="expected return after asset-specific costs vs the "
                       "benchmark has no library solver"),
            )
        }
    )  # fmt: skip
    assert all_passed(validate_contract(custom))


def test_a_research_answer_needs_no_optimiser(kit) -> None:
    checks = validate_contract(kit.contract(objective_kind="research_answer"))
    (verdict,) = [c for c in checks if c.check_id == "contract.objective_method"]
    assert verdict.passed
    assert "serve no stated portfolio objective" in verdict.message


def test_leakage_the_contract_states_fails_even_with_default_window_fields() -> None:
    from quantward_contracts.values import (
        HistoricalTest,
        Method,
        ResearchContractBody,
        WalkForwardWindow,
    )
    from quantward_validation.contract import stated_leakage

    windows = (
        WalkForwardWindow(
            train_start=date(2012, 1, 2),
            train_end=date(2016, 12, 30),
            test_start=date(2017, 1, 3),
            test_end=date(2019, 12, 31),
        ),
    )
    base = ResearchContractBody(
        interpretation="A walk-forward test of a value sleeve",
        objective="out-of-sample return of the sleeve",
        methods=(Method(function_id="prices.window_stats", purpose="the sleeve's returns"),),
        historical_test=HistoricalTest(windows=windows),
    )
    (clean,) = stated_leakage(base)
    assert clean.passed
    leaky = base.model_copy(
        update={
            "methods": (
                Method(
                    function_id="prices.window_stats",
                    purpose="Betas estimated over 2012-2019, then held fixed in every fold.",
                ),
            )
        }
    )
    (problem,) = stated_leakage(leaky)
    assert (problem.check_id, problem.passed) == ("contract.stated_leakage", False)
    assert problem.field == "methods[0].purpose"
    assert "window 1" in problem.message
    confined = leaky.model_copy(
        update={
            "methods": (
                Method(
                    function_id="prices.window_stats",
                    purpose="Betas estimated over 2012-2016, before the first test year.",
                ),
            )
        }
    )
    assert all(c.passed for c in stated_leakage(confined))


def test_leakage_stated_in_what_the_answer_promises_to_show_fails() -> None:
    """The promised evidence's description says how a figure was made, so a fit over a test
    period said there is leakage like one said in a method's purpose."""
    from quantward_contracts.values import (
        EvidencePromise,
        HistoricalTest,
        Method,
        ResearchContractBody,
        WalkForwardWindow,
    )
    from quantward_validation.contract import stated_leakage

    windows = (
        WalkForwardWindow(
            train_start=date(2011, 1, 3),
            train_end=date(2015, 12, 31),
            test_start=date(2016, 1, 4),
            test_end=date(2018, 12, 31),
        ),
    )
    base = ResearchContractBody(
        interpretation="A walk-forward test of a quality tilt",
        objective="out-of-sample return of the tilt",
        methods=(Method(function_id="prices.window_stats", purpose="the tilt's returns"),),
        historical_test=HistoricalTest(windows=windows),
        evidence=(
            EvidencePromise(
                evidence_id="e1", description="A table of the tilt's returns in each test year."
            ),
        ),
    )
    assert all(c.passed for c in stated_leakage(base))
    leaky = base.model_copy(
        update={
            "evidence": (
                EvidencePromise(
                    evidence_id="e1",
                    description="The tilt's loadings, calibrated on 2011-2018 returns, by year.",
                ),
            )
        }
    )
    (problem,) = stated_leakage(leaky)
    assert problem.passed is False
    assert problem.field == "evidence[0].description"
